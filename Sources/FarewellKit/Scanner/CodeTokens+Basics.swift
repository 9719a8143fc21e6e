/// Token tests by position; out-of-range positions answer false.
extension CodeTokens {
    @inline(__always)
    func isPunct(_ index: Int, _ byte: Unicode.Scalar) -> Bool {
        index >= 0 && index < count && shape[index] == UInt8(ascii: byte)
    }

    @inline(__always)
    func isOperator(_ index: Int, _ op: Op) -> Bool {
        index >= 0 && index < count && shape[index] == op.rawValue
    }

    /// True when no whitespace separates the token from the next one.
    func touchesNext(_ index: Int) -> Bool {
        index >= 0 && index + 1 < count && tokens[index].end == tokens[index + 1].start
    }

    func text(_ index: Int) -> String { tokens[index].text(in: source) }
}

/// The engine behind `Lexer`: lexes one token at a time from a buffer of UTF-8 bytes.
///
/// The helpers that only read bytes are `@inline(__always)` or static: called out of line on the cursor
/// from a mutating method, each call would first copy the whole cursor (its state included) onto the stack.
struct LexerCursor {
    let bytes: UnsafeBufferPointer<UInt8>
    let count: Int
    /// Whether every offset, line and column of the input fits in a token's 32-bit fields unclamped.
    let fitsInt32: Bool
    var state: LexerState

    init(bytes: UnsafeBufferPointer<UInt8>, state: LexerState) {
        self.bytes = bytes
        self.count = bytes.count
        self.state = state
        fitsInt32 = bytes.count < Int(Int32.max) - 1
    }

    /// The next token, or nil at the end of the input.
    mutating func next() -> Token? {
        skipTrivia()
        let start = state.index
        guard start < count else { return nil }
        let line = state.line
        let column = start - state.lineStart + 1
        let preferRegex = state.preferRegex
        state.preferRegex = false
        var kind = lexToken(preferRegex: preferRegex)
        if state.index <= start {
            // Guarantee progress on any input.
            state.index = start + 1
            kind = .punctuation
        }
        if kind == .comment || kind == .docComment { state.preferRegex = preferRegex }
        if fitsInt32 { return Token(kind: kind, fitting: start, end: state.index, line: line, column: column) }
        return Token(kind: kind, start: start, end: state.index, line: line, column: column)
    }

    // MARK: - Dispatch

    private mutating func lexToken(preferRegex: Bool) -> Token.Kind {
        let index = state.index
        let byte = bytes[index]
        if index == state.pendingRegexStart { return lexPendingRegex() }
        if ByteClass.isASCIIIdentifierContinue(byte), byte != UInt8(ascii: "$") {
            return ByteClass.isDigit(byte) ? lexNumber() : lexIdentifier()
        }
        switch byte {
        case UInt8(ascii: "/"):
            if at(index + 1, UInt8(ascii: "/")) { return lexLineComment() }
            if at(index + 1, UInt8(ascii: "*")) { return lexBlockComment() }
            return lexOperator(preferRegex: preferRegex)
        case UInt8(ascii: "\""): return lexString(pounds: 0, quote: index)
        case UInt8(ascii: "'"): return lexSingleQuoteString()
        case UInt8(ascii: "#"): return lexPound()
        case UInt8(ascii: "`"): return lexBacktick()
        case UInt8(ascii: "$"): return lexPrefixedWord(kind: .dollarIdentifier)
        case UInt8(ascii: "@"): return lexPrefixedWord(kind: .attribute)
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            if byte == UInt8(ascii: "("), !state.frames.isEmpty { state.frames[state.frames.count - 1].depth += 1 }
            return punctuation(byte == UInt8(ascii: "{") ? .sequencer : .opener)
        case UInt8(ascii: ")"):
            return lexRightParen()
        case UInt8(ascii: "]"), UInt8(ascii: "}"): return punctuation(.operand)
        case UInt8(ascii: ","): return punctuation(.opener)
        case UInt8(ascii: ";"): return punctuation(.sequencer)
        case UInt8(ascii: "\\"): return punctuation(.other)
        case UInt8(ascii: ":"):
            if at(index + 1, UInt8(ascii: ":")) {
                state.index += 1
                return punctuation(.other)
            }
            return punctuation(.opener)
        case UInt8(ascii: "!"), UInt8(ascii: "?"):
            if isLeftBound(index) { return lexPostfixMark() }
            return lexOperator(preferRegex: preferRegex)
        default:
            if byte < 0x80 {
                if ByteClass.isOperator(byte) || byte == UInt8(ascii: ".") {
                    return lexOperator(preferRegex: preferRegex)
                }
                return punctuation(.sequencer)
            }
            return lexNonASCII(preferRegex: preferRegex)
        }
    }

    private mutating func punctuation(_ previous: PreviousToken) -> Token.Kind {
        state.index += 1
        state.previous = previous
        return .punctuation
    }

    private mutating func lexRightParen() -> Token.Kind {
        if let frame = state.frames.last {
            if frame.depth == 0 {
                state.frames.removeLast()
                state.index += 1
                return continueString(kind: frame.kind, pounds: frame.pounds)
            }
            state.frames[state.frames.count - 1].depth -= 1
        }
        return punctuation(.operand)
    }

    /// A postfix `!` or `?` (left-bound): one character, as Swift lexes `a!.b` and `try?`.
    private mutating func lexPostfixMark() -> Token.Kind {
        classifyPreviousWord()
        if state.previous == .tryKeyword { state.preferRegex = true }
        state.index += 1
        state.previous = .operand
        return .operator
    }

    /// A word, an operator or an unknown character starting with a non-ASCII byte.
    private mutating func lexNonASCII(preferRegex: Bool) -> Token.Kind {
        let (scalar, length) = decodeScalar(at: state.index)
        if let scalar, ByteClass.isIdentifierStartScalar(scalar) { return lexIdentifier() }
        if let scalar, ByteClass.isOperatorStartScalar(scalar) { return lexOperator(preferRegex: preferRegex) }
        state.index += length
        state.previous = .sequencer
        return .punctuation
    }

    // MARK: - Trivia

    /// Skips blanks and line breaks; a line break ends any open single-line string interpolation.
    private mutating func skipTrivia() {
        while state.index < count {
            let byte = bytes[state.index]
            if ByteClass.isBlank(byte) {
                var position = state.index + 1
                while position < count, ByteClass.isBlank(bytes[position]) { position += 1 }
                state.index = position
            } else if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                consumeLineBreak()
                while let frame = state.frames.last, frame.kind != .multiLine { state.frames.removeLast() }
            } else if byte == 0xC2, at(state.index + 1, 0xA0) {
                state.index += 2
            } else if byte == 0xEF, at(state.index + 1, 0xBB), at(state.index + 2, 0xBF) {
                // A byte order mark, also between tokens.
                state.index += 3
            } else {
                return
            }
        }
    }

    // MARK: - Helpers

    /// Consumes the line break at the index: `\n`, `\r\n` or `\r`.
    @inline(__always)
    mutating func consumeLineBreak() {
        if bytes[state.index] == UInt8(ascii: "\r"), at(state.index + 1, UInt8(ascii: "\n")) { state.index += 1 }
        state.index += 1
        state.line += 1
        state.lineStart = state.index
    }

    /// Counts the line breaks in `start..<end`, for a token that spans lines.
    mutating func trackLines(from start: Int, to end: Int) {
        var position = start
        while position < end {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\n")
                || (byte == UInt8(ascii: "\r") && !(position < end && bytes[position] == UInt8(ascii: "\n")))
            {
                state.line += 1
                state.lineStart = position
            }
        }
    }

    @inline(__always)
    func at(_ position: Int, _ byte: UInt8) -> Bool {
        position < count && bytes[position] == byte
    }

    /// The scalar at `position` and its length in bytes; nil (length 1) for invalid UTF-8.
    @inline(__always)
    func decodeScalar(at position: Int) -> (UInt32?, Int) {
        LexerCursor.decodeScalar(bytes, at: position)
    }

    /// The scalar at `position` of `bytes` and its length in bytes; nil (length 1) for invalid UTF-8.
    static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> (UInt32?, Int) {
        let count = bytes.count
        let lead = bytes[position]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 ? 2 : 0
        guard length > 0, lead < 0xF5, position + length <= count else { return (nil, 1) }
        var value = UInt32(lead) & (0x7F >> UInt32(length))
        for offset in 1..<length {
            let byte = bytes[position + offset]
            guard byte & 0xC0 == 0x80 else { return (nil, 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return (value, length)
    }
}

/// Reads one inline YAML value: `[a, b]`, `{key: value}`, quoted or plain scalars, nested.
struct YAMLFlowReader {
    let text: [UInt8]
    let line: Int
    var index = 0

    init(text: [UInt8], line: Int) {
        self.text = text
        self.line = line
    }

    mutating func value(depth: Int) throws(ManifestSyntaxError) -> YAMLNode {
        skipSpaces()
        guard depth < 64 else { throw ManifestSyntaxError(line: line, message: "nesting is too deep") }
        guard index < text.count else { return YAMLNode(value: .null, line: line) }
        switch text[index] {
        case UInt8(ascii: "["):
            index += 1
            var items: [YAMLNode] = []
            while try !closes(UInt8(ascii: "]")) { items.append(try value(depth: depth + 1)) }
            return YAMLNode(value: .sequence(items), line: line)
        case UInt8(ascii: "{"):
            index += 1
            var entries: [YAMLNode.Entry] = []
            while try !closes(UInt8(ascii: "}")) {
                let key = try scalar(stops: ":,}")
                skipSpaces()
                var entryValue = YAMLNode(value: .null, line: line)
                if index < text.count, text[index] == UInt8(ascii: ":") {
                    index += 1
                    entryValue = try value(depth: depth + 1)
                }
                entries.append(YAMLNode.Entry(key: key, value: entryValue, line: line))
            }
            return YAMLNode(value: .mapping(entries), line: line)
        default:
            let stops = depth == 0 ? "" : ",]}"
            return YAMLNode(value: .scalar(try scalar(stops: stops)), line: line)
        }
    }

    /// Consumes a separating `,`; true (and consumes it) at the closing bracket. The other closing bracket is
    /// an error: no value can start there, so reading on would never move (`[a }`).
    private mutating func closes(_ bracket: UInt8) throws(ManifestSyntaxError) -> Bool {
        skipSpaces()
        guard index < text.count else { throw ManifestSyntaxError(line: line, message: "unterminated flow collection") }
        if text[index] == bracket {
            index += 1
            return true
        }
        if text[index] == UInt8(ascii: ",") {
            index += 1
            skipSpaces()
            if index < text.count, text[index] == bracket {
                index += 1
                return true
            }
        }
        if index < text.count, text[index] == UInt8(ascii: "]") || text[index] == UInt8(ascii: "}") {
            let other = text[index] == UInt8(ascii: "]") ? "]" : "}"
            throw ManifestSyntaxError(line: line, message: "unexpected '\(other)' in a flow collection")
        }
        return false
    }

    /// A quoted scalar, or plain text up to one of `stops` (a `:` stop only before a space).
    private mutating func scalar(stops: String) throws(ManifestSyntaxError) -> String {
        skipSpaces()
        let start = index
        if index < text.count, text[index] == UInt8(ascii: "'") || text[index] == UInt8(ascii: "\"") {
            let quote = text[index]
            index += 1
            while index < text.count {
                if text[index] == quote {
                    // `''` inside single quotes is an escaped quote.
                    guard quote == UInt8(ascii: "'"), index + 1 < text.count, text[index + 1] == quote else { break }
                    index += 1
                } else if quote == UInt8(ascii: "\""), text[index] == UInt8(ascii: "\\") {
                    index += 1
                }
                index += 1
            }
            guard index < text.count else {
                throw ManifestSyntaxError(line: line, message: "unterminated quoted string")
            }
            index += 1
            return YAMLScalar.unquote(Substring(String(decoding: text[start..<index], as: UTF8.self)))
        }
        let stopBytes = Array(stops.utf8)
        while index < text.count, !stopBytes.contains(text[index]) || isPlainColon() { index += 1 }
        if stopBytes.isEmpty { index = text.count }
        let plain = String(decoding: text[start..<index], as: UTF8.self)
        return String(YAMLScalar.trimTrailing(Substring(plain)))
    }

    /// A `:` inside a plain scalar (`http://x`) is not a separator.
    private func isPlainColon() -> Bool {
        text[index] == UInt8(ascii: ":") && index + 1 < text.count && text[index + 1] != UInt8(ascii: " ")
    }

    mutating func skipSpaces() {
        while index < text.count, text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\t") { index += 1 }
    }
}

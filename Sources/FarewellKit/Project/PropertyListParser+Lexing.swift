extension PropertyListParser {
    /// Skips whitespace and comments; an unterminated `/*` is an error.
    mutating func skipTrivia() throws(ManifestSyntaxError) {
        while index < bytes.count {
            let byte = bytes[index]
            if PropertyListParser.isSpace(byte) {
                consumeByte()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                let startLine = line
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                    consumeByte()
                }
                guard index < bytes.count else {
                    throw ManifestSyntaxError(line: startLine, message: "unterminated comment")
                }
                index += 2
            } else {
                return
            }
        }
    }

    /// A `"..."` string with `\n \t \" \\ \Uxxxx \ooo` escapes.
    mutating func parseQuoted() throws(ManifestSyntaxError) -> String {
        let quote = bytes[index]
        let startLine = line
        index += 1
        var result: [UInt8] = []
        while index < bytes.count, bytes[index] != quote {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 1
                guard index < bytes.count else { break }
                result += escape()
            } else {
                result.append(bytes[index])
                consumeByte()
            }
        }
        guard index < bytes.count else {
            throw ManifestSyntaxError(line: startLine, message: "unterminated quoted string")
        }
        index += 1
        return String(decoding: result, as: UTF8.self)
    }

    /// The bytes of the escape whose letter is at `index`.
    private mutating func escape() -> [UInt8] {
        let byte = bytes[index]
        consumeByte()
        switch byte {
        case UInt8(ascii: "n"): return [UInt8(ascii: "\n")]
        case UInt8(ascii: "t"): return [UInt8(ascii: "\t")]
        case UInt8(ascii: "r"): return [UInt8(ascii: "\r")]
        case UInt8(ascii: "a"): return [7]
        case UInt8(ascii: "b"): return [8]
        case UInt8(ascii: "f"): return [12]
        case UInt8(ascii: "v"): return [11]
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var scalar: UInt32 = 0
            var count = 0
            while count < 4, index < bytes.count, let digit = PropertyListParser.hexValue(bytes[index]) {
                scalar = scalar << 4 | UInt32(digit)
                index += 1
                count += 1
            }
            return Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            var count = 1
            while count < 3, index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "7") {
                value = value << 3 | UInt32(bytes[index] - UInt8(ascii: "0"))
                index += 1
                count += 1
            }
            return [UInt8(truncatingIfNeeded: value)]
        default:
            return [byte]
        }
    }

    mutating func consumeByte() {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
    }

    func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
            || byte == UInt8(ascii: "\r") || byte == 0x0B || byte == 0x0C
    }

    /// Letters, digits, `_ $ + / : . -` and non-ASCII bytes make up unquoted strings.
    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"),
            UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

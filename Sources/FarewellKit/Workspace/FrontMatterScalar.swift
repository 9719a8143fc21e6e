/// Quoting and unquoting of YAML scalars, for the subset front matter uses.
package enum FrontMatterScalar {
    private static let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "~"]
    private static let leadingSpecials: Set<Character> = [
        "-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`",
    ]

    /// `text` as written in YAML: plain when that reads back the same, else double-quoted.
    package static func quote(_ text: String, inFlow: Bool = false) -> String {
        needsQuotes(text, inFlow: inFlow) ? doubleQuoted(text) : text
    }

    private static func needsQuotes(_ text: String, inFlow: Bool) -> Bool {
        if let answer = asciiNeedsQuotes(text, inFlow: inFlow) { return answer }
        guard let first = text.first, let last = text.last else { return false }
        if first == " " || last == " " || leadingSpecials.contains(first) { return true }
        if reserved.contains(text.lowercased()) { return true }
        if text.contains(": ") || text.contains(" #") || text.hasSuffix(":") { return true }
        if text.contains(where: { $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\"" || $0 == "\\" }) { return true }
        if inFlow, text.contains(where: { ",[]{}".contains($0) }) { return true }
        return false
    }

    /// `needsQuotes` on the bytes of an ASCII text (each byte a character); nil for other text.
    private static func asciiNeedsQuotes(_ text: String, inFlow: Bool) -> Bool? {
        var text = text
        return text.withUTF8 { bytes -> Bool? in
            guard let first = bytes.first, let last = bytes.last else { return false }
            var previous: UInt8 = 0
            var quote = false
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                switch byte {
                case UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\""), UInt8(ascii: "\\"):
                    quote = true
                case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                    if inFlow { quote = true }
                case UInt8(ascii: " "):
                    if previous == UInt8(ascii: ":") { quote = true }
                case UInt8(ascii: "#"):
                    if previous == UInt8(ascii: " ") { quote = true }
                default:
                    break
                }
                previous = byte
            }
            if quote || first == UInt8(ascii: " ") || last == UInt8(ascii: " ") || last == UInt8(ascii: ":") {
                return true
            }
            if leadingSpecials.contains(Character(Unicode.Scalar(first))) { return true }
            return bytes.count <= 5 && reserved.contains(String(decoding: bytes, as: UTF8.self).lowercased())
        }
    }

    private static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result.append(character)
            }
        }
        return result + "\""
    }

    /// Reads one scalar from the start of `text`: a quoted string, or plain text up to a ` #` comment
    /// (or, in a flow list, up to `,` or `]`). Returns the value and the rest after it, or a problem.
    package static func read(_ text: Substring, inFlow: Bool = false) -> Result<(String, Substring), ScalarProblem> {
        if let read = readASCII(text, inFlow: inFlow) { return .success(read) }
        guard let first = text.first else { return .success(("", text)) }
        if first == "\"" { return readDoubleQuoted(text.dropFirst()) }
        if first == "'" { return readSingleQuoted(text.dropFirst()) }
        var end = text.startIndex
        var previous: Character = " "
        while end < text.endIndex {
            let character = text[end]
            if character == "#", previous == " " { break }
            if inFlow, character == "," || character == "]" { break }
            previous = character
            end = text.index(after: end)
        }
        let value = text[..<end].strippingBlanks()
        return .success((String(value), text[end...]))
    }

    private static func readDoubleQuoted(_ text: Substring) -> Result<(String, Substring), ScalarProblem> {
        var value = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if character == "\"" { return .success((value, text[index...])) }
            guard character == "\\" else {
                value.append(character)
                continue
            }
            guard index < text.endIndex else { break }
            let escaped = text[index]
            index = text.index(after: index)
            switch escaped {
            case "n": value += "\n"
            case "t": value += "\t"
            case "r": value += "\r"
            case "\"", "\\", "/": value.append(escaped)
            default: return .failure(ScalarProblem("unknown escape '\\\(escaped)' in a quoted string"))
            }
        }
        return .failure(ScalarProblem("unterminated quoted string"))
    }

    private static func readSingleQuoted(_ text: Substring) -> Result<(String, Substring), ScalarProblem> {
        var value = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if character == "'" {
                if index < text.endIndex, text[index] == "'" {
                    value.append("'")
                    index = text.index(after: index)
                    continue
                }
                return .success((value, text[index...]))
            }
            value.append(character)
        }
        return .failure(ScalarProblem("unterminated quoted string"))
    }
}

/// Why a scalar could not be read.
package struct ScalarProblem: Error, Sendable, Equatable {
    package var message: String
    package init(_ message: String) { self.message = message }
}

extension Substring {
    /// Without leading and trailing spaces and tabs (and a trailing carriage return).
    func strippingBlanks() -> Substring {
        // On the bytes while a blank borders ASCII: it is then a character of its own.
        let bytes = utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") {
            let next = bytes.index(after: start)
            guard next == end || bytes[next] < 0x80 else { return self[start..<end].strippingBlanksByCharacter() }
            start = next
        }
        while start < end {
            let last = bytes.index(before: end)
            let byte = bytes[last]
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") else { break }
            guard last == start || bytes[bytes.index(before: last)] < 0x80 else {
                return self[start..<end].strippingBlanksByCharacter()
            }
            end = last
        }
        return self[start..<end]
    }

    private func strippingBlanksByCharacter() -> Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result = result.dropLast() }
        return result
    }
}

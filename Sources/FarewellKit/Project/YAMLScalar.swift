/// Character-level helpers for YAML lines: comments, `key: value` splitting, quoted scalars.
enum YAMLScalar {
    /// The line without a trailing `# comment` (a `#` outside quotes, at the start or after a space).
    static func stripComment(_ text: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                if previous == " " || previous == "[" || previous == "{" || previous == "," || previous == ":" {
                    quote = character
                }
            } else if character == "#", previous == " " || previous == "\t" {
                return trimTrailing(text[..<index])
            }
            previous = character
        }
        return trimTrailing(text)
    }

    static func trimTrailing(_ text: Substring) -> Substring {
        var result = text
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }

    /// `key: rest` -> (key, rest) when the line is a mapping entry; quoted keys are unquoted.
    static func splitEntry(_ text: Substring) -> (String, Substring)? {
        if text.hasPrefix("[") || text.hasPrefix("{") || text.hasPrefix("- ") { return nil }
        var quote: Character?
        for index in text.indices {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            if (character == "'" || character == "\"") && index == text.startIndex {
                quote = character
            } else if character == ":" {
                let after = text.index(after: index)
                guard after == text.endIndex || text[after] == " " else { continue }
                let key = unquote(trimTrailing(text[..<index]))
                return (key, text[after...].drop { $0 == " " })
            }
        }
        return nil
    }

    /// A quoted scalar's content (`''` and backslash escapes handled), or the plain text.
    static func unquote(_ text: Substring) -> String {
        guard text.count >= 2, let first = text.first, first == "'" || first == "\"", text.last == first else {
            return String(text)
        }
        let inner = text.dropFirst().dropLast()
        if first == "'" { return inner.replacingOccurrences(of: "''", with: "'") }
        return inner.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }

    /// True when `text` opens more `[`/`{` than it closes (outside quotes): a flow value continues below.
    static func isOpenFlow(_ text: String) -> Bool {
        guard text.hasPrefix("[") || text.hasPrefix("{") else { return false }
        var balance = 0
        var quote: Character?
        for character in text {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "[" || character == "{" {
                balance += 1
            } else if character == "]" || character == "}" {
                balance -= 1
            }
        }
        return balance > 0
    }
}

extension Substring {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        String(self).split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}

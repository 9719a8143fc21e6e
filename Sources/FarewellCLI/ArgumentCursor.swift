/// Walks command-line words: options (`--name value`, `--name=value`), flags, `--`, and positionals.
package struct ArgumentCursor: Sendable {
    private var words: [String]
    private var consumed: [Bool]

    package init(_ words: [String]) {
        self.words = words
        self.consumed = Array(repeating: false, count: words.count)
    }

    /// Whether `word` appears before `--`, unconsumed.
    package func contains(_ word: String) -> Bool {
        for (index, candidate) in words.enumerated() {
            if candidate == "--" { return false }
            if candidate == word, !consumed[index] { return true }
        }
        return false
    }

    /// Consumes the flag if present.
    package mutating func flag(_ names: String...) -> Bool {
        var found = false
        for (index, word) in words.enumerated() where !consumed[index] {
            if word == "--" { break }
            if names.contains(word) {
                consumed[index] = true
                found = true
            }
        }
        return found
    }

    /// Consumes `--name value` or `--name=value`; the last one wins. Throws when the value is missing.
    package mutating func option(_ names: String...) throws(UsageError) -> String? {
        try options(names).last
    }

    /// Consumes every `--name value` or `--name=value`, in order.
    package mutating func options(_ names: String...) throws(UsageError) -> [String] {
        try options(names)
    }

    private mutating func options(_ names: [String]) throws(UsageError) -> [String] {
        var values: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "--" { break }
            if consumed[index] {
                index += 1
                continue
            }
            if names.contains(word) {
                consumed[index] = true
                guard index + 1 < words.count, !consumed[index + 1], words[index + 1] != "--" else {
                    throw UsageError("Missing value for '\(word)'")
                }
                consumed[index + 1] = true
                values.append(words[index + 1])
                index += 2
                continue
            }
            if let equals = word.firstIndex(of: "="), names.contains(String(word[..<equals])) {
                consumed[index] = true
                values.append(String(word[word.index(after: equals)...]))
            }
            index += 1
        }
        return values
    }

    /// Consumes the next positional word (not an option), or nil.
    package mutating func nextPositional() -> String? {
        var afterDashes = false
        for (index, word) in words.enumerated() where !consumed[index] {
            if word == "--", !afterDashes {
                afterDashes = true
                continue
            }
            if afterDashes || !word.hasPrefix("-") || word == "-" {
                consumed[index] = true
                return word
            }
            return nil
        }
        return nil
    }

    /// Throws for the first word nobody consumed: an unknown option or an unexpected argument.
    package func finish() throws(UsageError) {
        var afterDashes = false
        for (index, word) in words.enumerated() where !consumed[index] {
            if word == "--", !afterDashes {
                afterDashes = true
                continue
            }
            if word.hasPrefix("-"), word != "-", !afterDashes {
                let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
                throw UsageError("Unknown option '\(name)'")
            }
            throw UsageError("Unexpected argument '\(word)'")
        }
    }
}

/// A mistake in the command line; the CLI prints it with the command's usage and exits 64.
package struct UsageError: Error, Sendable, Equatable {
    package var message: String
    package init(_ message: String) { self.message = message }
}

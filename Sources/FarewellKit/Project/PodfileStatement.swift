/// One line of a Podfile split into words and quoted strings, comments removed.
struct PodfileStatement: Sendable, Hashable {
    /// Bare words (`target`, `do`, `:search_paths`) and string contents, in order.
    var words: [String]
    /// Which of `words` were quoted.
    var quoted: [Bool]
    var line: Int

    /// Splits `text`; returns nil words and an error message when a quote is not closed.
    static func split(_ text: Substring, line: Int) -> Result<PodfileStatement, ManifestSyntaxError> {
        var statement = PodfileStatement(words: [], quoted: [], line: line)
        var characters = text[...]
        while let character = characters.first {
            if character == "#" { break }
            if character == " " || character == "\t" || character == "," || character == "(" || character == ")" {
                characters.removeFirst()
            } else if character == "'" || character == "\"" {
                characters.removeFirst()
                guard let close = characters.firstIndex(of: character) else {
                    return .failure(ManifestSyntaxError(line: line, message: "unterminated string"))
                }
                statement.append(String(characters[..<close]), quoted: true)
                characters = characters[characters.index(after: close)...]
            } else {
                let end = characters.firstIndex { " \t,()'\"#".contains($0) } ?? characters.endIndex
                statement.append(String(characters[..<end]), quoted: false)
                characters = characters[end...]
            }
        }
        return .success(statement)
    }

    private mutating func append(_ word: String, quoted isQuoted: Bool) {
        words.append(word)
        quoted.append(isQuoted)
    }

    var first: String? { words.first }

    /// The name after a keyword: `target 'App'`, `target :App`, `pod "RxSwift"`.
    var argument: String? {
        guard words.count > 1 else { return nil }
        if quoted[1] { return words[1] }
        return words[1].hasPrefix(":") && words[1].count > 1 ? String(words[1].dropFirst()) : nil
    }

    /// True when the line opens a Ruby block: `... do`, `... do |x|`, `if`, `unless`, `case`, `begin`, `while`.
    var opensBlock: Bool {
        guard let first, !words.contains("end") else { return false }
        if ["if", "unless", "case", "begin", "while", "until", "for", "def", "module", "class"].contains(first) {
            return !quoted[0]
        }
        guard let doIndex = words.lastIndex(where: { $0 == "do" }), !quoted[doIndex] else { return false }
        let rest = words[(doIndex + 1)...]
        return rest.allSatisfy { $0.hasPrefix("|") || $0.hasSuffix("|") }
    }
}

/// The YAML front matter of a workspace markdown file, read as flat keys: scalars and lists of scalars.
package struct FrontMatter: Sendable, Equatable {
    /// Key -> scalar value, unquoted; empty for `key:` with nothing after it.
    package var scalars: [String: String] = [:]
    /// Key -> list items, from `key: [a, b]` or indented `- a` lines.
    package var lists: [String: [String]] = [:]
    /// Keys whose value was quoted: `"null"` is the text null.
    private var quoted: Set<String> = []

    /// Reads the block between the first two `---` lines; nil when the text does not start with one.
    package static func parse(_ text: String) -> FrontMatter? {
        let lines = text.rawLines.map { trimCarriageReturn(Substring($0)) }
        guard let range = FrontMatterEditor.blockRange(lines) else { return nil }
        var matter = FrontMatter()
        var listKey: String?
        for line in lines[range] {
            let trimmed = line.trimmingSpaces()
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if line.first == " " || line.first == "\t" || trimmed.hasPrefix("- ") || trimmed == "-" {
                if let key = listKey, trimmed.hasPrefix("-") {
                    matter.lists[key, default: []].append(unquote(String(trimmed.dropFirst()).trimmingSpaces()))
                }
                continue
            }
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = String(line[..<colon]).trimmingSpaces()
            let value = String(line[line.index(after: colon)...]).trimmingSpaces()
            listKey = nil
            if value.isEmpty {
                matter.scalars[key] = ""
                listKey = key
            } else if value.hasPrefix("["), value.hasSuffix("]") {
                let inner = value.dropFirst().dropLast()
                matter.lists[key] = inner.split(separator: ",").map { unquote(String($0).trimmingSpaces()) }
                    .filter { !$0.isEmpty }
            } else {
                matter.scalars[key] = unquote(value)
                if value.first == "\"" || value.first == "'" { matter.quoted.insert(key) }
            }
        }
        return matter
    }

    /// The list under `key`, or an empty list.
    package func list(_ key: String) -> [String] { lists[key] ?? [] }

    /// The scalar under `key`, nil when missing, empty or `null`/`~`.
    package func value(_ key: String) -> String? {
        guard let value = scalars[key], !value.isEmpty else { return nil }
        if !quoted.contains(key), value == "null" || value == "~" { return nil }
        return value
    }

    static func trimCarriageReturn(_ line: Substring) -> String {
        line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
    }

    private static func unquote(_ value: String) -> String {
        var value = value
        if let hash = value.range(of: " #"), !value.hasPrefix("\""), !value.hasPrefix("'") {
            value = String(value[..<hash.lowerBound]).trimmingSpaces()
        }
        guard value.count >= 2, let first = value.first, first == value.last, first == "\"" || first == "'" else {
            return value
        }
        let inner = String(value.dropFirst().dropLast())
        if first == "'" { return inner.replacingAll("''", with: "'") }
        return inner.replacingAll("\\\"", with: "\"").replacingAll("\\\\", with: "\\")
    }
}

extension String {
    /// The lines split at every `\n` (a `\r\n` pair is one Character, so split on scalars), `\r` kept.
    var rawLines: [String] {
        unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            String(String.UnicodeScalarView($0))
        }
    }

    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" || last == "\r" { slice.removeLast() }
        return String(slice)
    }

    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

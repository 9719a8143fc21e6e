/// A path pattern: `*` matches within one path component, `**` across components, `?` one character,
/// `{a,b}` either alternative. A pattern without any of these matches the path itself and everything
/// under it (`Examples`); `.` matches everything.
package struct Glob: Sendable, Hashable {
    package let pattern: String
    /// The pattern with its braces expanded, as bytes.
    private let alternatives: [[UInt8]]
    private let isPrefix: Bool

    package init(_ pattern: String) {
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        // `.` and `./` are the root: everything under it.
        if trimmed == "." || trimmed.isEmpty { trimmed = "**" }
        self.pattern = trimmed
        self.alternatives = Glob.expandBraces(Array(trimmed.utf8))
        self.isPrefix = !Glob.hasWildcard(trimmed)
    }

    /// Whether the `/`-separated relative `path` matches.
    package func matches(_ path: String) -> Bool {
        if isPrefix { return path == pattern || path.hasPrefix(pattern + "/") }
        let text = Array(path.utf8)
        return alternatives.contains { Glob.match($0, text) }
    }

    /// Whether `path` or one of the folders above it matches (`Sources/*` covers `Sources/App/A.swift`).
    package func covers(_ path: String) -> Bool {
        if matches(path) { return true }
        var folder = Path.parent(path)
        while !folder.isEmpty {
            if matches(folder) { return true }
            folder = Path.parent(folder)
        }
        return false
    }

    package static func hasWildcard(_ text: String) -> Bool {
        text.contains { $0 == "*" || $0 == "?" || $0 == "{" || $0 == "[" }
    }

    /// At most this many alternatives: a brace that would make more is read literally, since each group of
    /// braces multiplies them (`{a,b}` forty times over is a trillion patterns).
    static let maximumAlternatives = 1_024

    /// `a{b,c}d{e,f}` -> `abde`, `abdf`, `acde`, `acdf`; an unclosed brace is literal. Groups are expanded
    /// left to right in a loop, so a pattern of many groups needs no deep recursion.
    private static func expandBraces(_ pattern: [UInt8]) -> [[UInt8]] {
        var results: [[UInt8]] = [[]]
        var rest = pattern[...]
        while let open = rest.firstIndex(of: UInt8(ascii: "{")),
            let close = rest[open...].firstIndex(of: UInt8(ascii: "}"))
        {
            let choices = rest[(open + 1)..<close].split(
                separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
            if results.count * choices.count > maximumAlternatives {
                for index in results.indices { results[index] += rest[...close] }
            } else {
                results = results.flatMap { prefix in choices.map { prefix + rest[..<open] + $0 } }
            }
            rest = rest[(close + 1)...]
        }
        for index in results.indices { results[index] += rest }
        return results
    }

    /// Dynamic programming over pattern and text positions: linear in their product, no backtracking blow-up.
    private static func match(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        let slash = UInt8(ascii: "/")
        // reachable[j]: the pattern prefix consumed so far can match text[0..<j].
        var reachable = [Bool](repeating: false, count: text.count + 1)
        reachable[0] = true
        var index = 0
        while index < pattern.count {
            let byte = pattern[index]
            var next = [Bool](repeating: false, count: text.count + 1)
            if byte == UInt8(ascii: "*"), index + 1 < pattern.count, pattern[index + 1] == UInt8(ascii: "*") {
                // `**` (optionally followed by `/`) matches any run of characters, including none.
                var skip = 2
                if index + 2 < pattern.count, pattern[index + 2] == slash { skip = 3 }
                var seen = false
                for position in 0...text.count {
                    if reachable[position] { seen = true }
                    // `**/` may also match nothing, or must end at a component boundary.
                    if seen, skip == 2 || position == 0 || text[position - 1] == slash || reachable[position] {
                        next[position] = true
                    }
                }
                index += skip
            } else if byte == UInt8(ascii: "*") {
                var open = false
                for position in 0...text.count {
                    if reachable[position] { open = true }
                    if open { next[position] = true }
                    if position < text.count, text[position] == slash { open = false }
                }
                index += 1
            } else {
                for position in 0..<text.count where reachable[position] {
                    let matchesByte = byte == UInt8(ascii: "?") ? text[position] != slash : text[position] == byte
                    if matchesByte { next[position + 1] = true }
                }
                index += 1
            }
            reachable = next
        }
        return reachable[text.count]
    }
}

/// Matches `/`-separated paths against glob patterns: `*` and `?` within a component, `**` across components.
enum Glob {
    static func hasWildcard(_ text: String) -> Bool {
        text.contains("*") || text.contains("?") || text.contains("[") || text.contains("{")
    }

    /// True when `pattern` matches `path` or one of its parent folders (`Sub` covers `Sub/a.swift`).
    static func covers(_ pattern: String, _ path: String) -> Bool {
        let patternParts = pattern.split(separator: "/").map(String.init).filter { $0 != "." }
        let pathParts = path.split(separator: "/").map(String.init)
        if patternParts.isEmpty { return true }
        for count in stride(from: pathParts.count, through: 1, by: -1)
        where matches(patternParts[...], pathParts[..<count]) {
            return true
        }
        return false
    }

    /// True when the whole `path` matches `pattern`.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        matches(pattern.split(separator: "/").map(String.init)[...], path.split(separator: "/").map(String.init)[...])
    }

    private static func matches(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            var candidate = path
            while true {
                if matches(rest, candidate) { return true }
                guard !candidate.isEmpty else { return false }
                candidate = candidate.dropFirst()
            }
        }
        guard let component = path.first, componentMatches(Array(first.utf8)[...], Array(component.utf8)[...]) else {
            return false
        }
        return matches(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` any run, `?` one byte, `{a,b}` alternatives; other bytes literally.
    private static func componentMatches(_ pattern: ArraySlice<UInt8>, _ name: ArraySlice<UInt8>) -> Bool {
        var patternIndex = pattern.startIndex
        var nameIndex = name.startIndex
        var starPattern: Int?
        var starName = name.startIndex
        while nameIndex < name.endIndex {
            if patternIndex < pattern.endIndex, pattern[patternIndex] == UInt8(ascii: "{") {
                return alternatives(pattern[patternIndex...]).contains {
                    componentMatches(pattern[pattern.startIndex..<patternIndex] + $0, name)
                }
            }
            if patternIndex < pattern.endIndex,
                pattern[patternIndex] == UInt8(ascii: "?") || pattern[patternIndex] == name[nameIndex]
            {
                patternIndex += 1
                nameIndex += 1
            } else if patternIndex < pattern.endIndex, pattern[patternIndex] == UInt8(ascii: "*") {
                starPattern = patternIndex
                starName = nameIndex
                patternIndex += 1
            } else if let star = starPattern {
                patternIndex = star + 1
                starName += 1
                nameIndex = starName
            } else {
                return false
            }
        }
        while patternIndex < pattern.endIndex, pattern[patternIndex] == UInt8(ascii: "*") { patternIndex += 1 }
        return patternIndex == pattern.endIndex
    }

    /// `{a,b}rest` -> [`arest`, `brest`]; an unclosed brace is literal.
    private static func alternatives(_ pattern: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        guard let close = pattern.firstIndex(of: UInt8(ascii: "}")) else {
            return [pattern.dropFirst()]
        }
        let rest = pattern[(close + 1)...]
        let inside = pattern[(pattern.startIndex + 1)..<close]
        return inside.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map {
            ArraySlice(Array($0) + Array(rest))
        }
    }
}

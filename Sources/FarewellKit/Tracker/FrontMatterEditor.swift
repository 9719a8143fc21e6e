/// Changes one front matter key in a markdown file's text and leaves every other byte as it was.
package enum FrontMatterEditor {
    /// `text` with `key: value` set: the key's line replaced (with any indented list lines under it), or a
    /// new line added before the closing `---`. Text without front matter gets a block at the top.
    package static func set(_ key: String, _ value: String, in text: String) -> String {
        var lines = text.rawLines
        let newLine = key + ": " + scalar(value)
        guard let range = blockRange(lines.map { trimCarriageReturn(Substring($0)) }) else {
            return "---\n" + newLine + "\n---\n" + text
        }
        let ending = lines[range.lowerBound - 1].hasSuffix("\r") ? "\r" : ""
        guard let index = range.first(where: { isKeyLine(lines[$0], key) }) else {
            lines.insert(newLine + ending, at: range.upperBound)
            return lines.joined(separator: "\n")
        }
        var end = index + 1
        while end < range.upperBound, lines[end].first == " " || lines[end].first == "\t" || lines[end].hasPrefix("- ")
        {
            end += 1
        }
        lines.replaceSubrange(index..<end, with: [newLine + ending])
        return lines.joined(separator: "\n")
    }

    /// The lines strictly between the opening and closing `---`, when the text opens with front matter.
    static func blockRange(_ lines: [String]) -> Range<Int>? {
        guard lines.first == "---" else { return nil }
        guard let close = lines.indices.dropFirst().first(where: { lines[$0] == "---" || lines[$0] == "..." }) else {
            return nil
        }
        return 1..<close
    }

    /// A YAML scalar: plain when that reads back the same, else double-quoted.
    package static func scalar(_ value: String) -> String {
        let special: Set<Character> = ["#", "[", "]", "{", "}", ",", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`"]
        let needsQuotes =
            value.isEmpty || value.contains(": ") || value.contains(" #") || value.hasSuffix(":")
            || value.first.map { special.contains($0) || $0 == " " || $0 == "-" || $0 == "?" } == true
            || value.last == " " || value.contains("\n") || ["null", "~", "true", "false", "yes", "no"].contains(value)
        guard needsQuotes else { return value }
        return "\""
            + value.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"").replacingAll("\n", with: "\\n")
            + "\""
    }

    private static func isKeyLine(_ line: String, _ key: String) -> Bool {
        guard line.hasPrefix(key) else { return false }
        let rest = line.dropFirst(key.count).drop { $0 == " " }
        return rest.first == ":"
    }

    private static func trimCarriageReturn(_ line: Substring) -> String {
        line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
    }
}

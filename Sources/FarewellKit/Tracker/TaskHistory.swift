/// The `## History` section of a task file: reading its entries and appending one.
package enum TaskHistory {
    package static let heading = "## History"

    /// The dated entries of the section, in file order.
    package static func entries(in text: String) -> [HistoryEntry] {
        let lines = text.rawLines
        guard let range = sectionRange(lines) else { return [] }
        return lines[range].compactMap(HistoryEntry.parse)
    }

    /// `text` with `line` added after the last entry of the section; the section is created at the end
    /// when missing. Nothing else changes.
    package static func append(_ line: String, to text: String) -> String {
        var lines = text.rawLines
        guard let range = sectionRange(lines) else {
            var result = text
            if !result.isEmpty, !result.hasSuffix("\n") { result += "\n" }
            if !result.isEmpty, !result.hasSuffix("\n\n") { result += "\n" }
            return result + heading + "\n\n" + line + "\n"
        }
        // After the last non-blank line of the section, so trailing blank lines stay after it.
        var insertAt = range.upperBound
        while insertAt > range.lowerBound, lines[insertAt - 1].trimmingSpaces().isEmpty { insertAt -= 1 }
        let ending = lines[range.lowerBound - 1].hasSuffix("\r") ? "\r" : ""
        if insertAt == range.lowerBound {
            lines.insert(contentsOf: ["" + ending, line + ending], at: insertAt)
            if insertAt == lines.count - 2 { lines.append("") }
        } else {
            lines.insert(line + ending, at: insertAt)
            if insertAt == lines.count - 1 { lines.append("") }
        }
        return lines.joined(separator: "\n")
    }

    /// The lines after the heading up to the next heading of level 1 or 2 (or the end).
    private static func sectionRange(_ lines: [String]) -> Range<Int>? {
        guard let headingIndex = lines.firstIndex(where: { $0.trimmingSpaces() == heading }) else { return nil }
        let start = headingIndex + 1
        let end = lines[start...].firstIndex { $0.hasPrefix("# ") || $0.hasPrefix("## ") } ?? lines.count
        return start..<end
    }
}

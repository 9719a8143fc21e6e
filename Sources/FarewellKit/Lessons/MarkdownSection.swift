import Foundation

/// A `## Heading` section of a markdown document: from its heading to the next heading of the same or a
/// higher level.
package struct MarkdownSection: Sendable, Equatable {
    /// 0-based index of the heading line.
    package var headingIndex: Int
    /// 0-based index one past the section's last line.
    package var endIndex: Int
    package var bodyLines: [String]

    /// 1-based line number of the first body line.
    package var bodyStartLine: Int { headingIndex + 2 }

    /// The first section whose heading line is `heading` (`## Lessons`), outside code fences.
    package static func find(_ heading: String, in markdown: String) -> MarkdownSection? {
        let lines = MarkdownSection.lines(markdown)
        let level = heading.prefix { $0 == "#" }.count
        var inFence = false
        var start: Int?
        for (index, line) in lines.enumerated() {
            if line.hasPrefix("```") { inFence.toggle() }
            if inFence { continue }
            if let begin = start {
                let hashes = line.prefix { $0 == "#" }.count
                if hashes > 0, hashes <= level, line.dropFirst(hashes).hasPrefix(" ") {
                    return MarkdownSection(
                        headingIndex: begin, endIndex: index, bodyLines: Array(lines[(begin + 1)..<index]))
                }
            } else if line.trimmingCharacters(in: .whitespacesAndNewlines) == heading {
                start = index
            }
        }
        guard let begin = start else { return nil }
        var end = lines.count
        if end > begin + 1, lines[end - 1].isEmpty { end -= 1 }
        return MarkdownSection(headingIndex: begin, endIndex: end, bodyLines: Array(lines[(begin + 1)..<end]))
    }

    /// The lines of `text`, split at each `\n` only: a `\r` before it stays on its line, so joining with
    /// `\n` gives the text back byte for byte.
    package static func lines(_ text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            String(String.UnicodeScalarView($0))
        }
    }
}

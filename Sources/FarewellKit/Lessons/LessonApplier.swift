import Foundation

/// Adds lessons to a section of a markdown document, once each, leaving every other line as it was.
package enum LessonApplier {
    /// What applying did to one document.
    package struct Outcome: Sendable, Equatable {
        package var text: String
        package var added: [Lesson]
        /// Already there in the same words (applying twice changes nothing).
        package var alreadyPresent: [Lesson]
        /// Already there in other words: reported, not added. The line is 1-based in the document.
        package var similar: [Similar]
    }

    package struct Similar: Sendable, Equatable {
        package var lesson: Lesson
        package var line: Int
        package var existing: String
    }

    /// Word overlap (Jaccard) from which two lessons count as the same lesson in other words.
    static let similarity = 0.6

    /// Adds `lessons` at the end of the section `heading` of `document`, creating the section (before
    /// `before` when that heading exists, else at the end) when it is missing.
    package static func apply(
        _ lessons: [Lesson], to document: String, heading: String, before: String? = nil, date: String
    ) -> Outcome {
        var lines = MarkdownSection.lines(document)
        let section = MarkdownSection.find(heading, in: document) ?? createSection(heading, before: before, in: &lines)
        var existing: [(words: Set<String>, line: Int, text: String)] = section.bodyLines.enumerated().compactMap {
            offset, line in
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            guard trimmed.hasPrefix("- ") else { return nil }
            return (Lesson.words(of: stripped(trimmed)), section.bodyStartLine + offset, trimmed)
        }
        var outcome = Outcome(text: document, added: [], alreadyPresent: [], similar: [])
        var insertion: [String] = []
        for lesson in lessons {
            let words = lesson.words
            if existing.contains(where: { $0.words == words }) {
                outcome.alreadyPresent.append(lesson)
            } else if let match = existing.first(where: { jaccard($0.words, words) >= similarity }) {
                outcome.similar.append(Similar(lesson: lesson, line: match.line, existing: match.text))
            } else {
                let bullet = lesson.bullet(date: date)
                insertion.append(bullet)
                existing.append((words, 0, bullet))
                outcome.added.append(lesson)
            }
        }
        guard !insertion.isEmpty else { return outcome }
        outcome.text = insert(insertion, at: section, in: lines)
        return outcome
    }

    /// `document` with `newLines` at the end of section `heading`, which is created (before `before` when
    /// that heading exists, else at the end) when missing. Every other line stays as it was.
    package static func append(_ newLines: [String], to document: String, heading: String, before: String? = nil)
        -> String
    {
        guard !newLines.isEmpty else { return document }
        var lines = MarkdownSection.lines(document)
        let section = MarkdownSection.find(heading, in: document) ?? createSection(heading, before: before, in: &lines)
        return insert(newLines, at: section, in: lines)
    }

    /// `lines` joined, with `insertion` after the last non-blank line of `section`.
    private static func insert(_ insertion: [String], at section: MarkdownSection, in lines: [String]) -> String {
        var lines = lines
        var insertion = insertion
        var end = section.endIndex
        while end > section.headingIndex + 1, lines[end - 1].trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            end -= 1
        }
        if end == section.headingIndex + 1 { insertion.insert("", at: 0) }
        lines.insert(contentsOf: insertion, at: end)
        return lines.joined(separator: "\n")
    }

    /// Adds an empty section and returns it.
    private static func createSection(_ heading: String, before: String?, in lines: inout [String]) -> MarkdownSection {
        let joined = lines.joined(separator: "\n")
        if let before, let next = MarkdownSection.find(before, in: joined) {
            lines.insert(contentsOf: [heading, ""], at: next.headingIndex)
            return MarkdownSection(headingIndex: next.headingIndex, endIndex: next.headingIndex + 2, bodyLines: [""])
        }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        lines += ["", heading, ""]
        return MarkdownSection(headingIndex: lines.count - 2, endIndex: lines.count, bodyLines: [""])
    }

    /// A bullet's lesson text without the bullet, the tag and the provenance.
    private static func stripped(_ bullet: String) -> String {
        var text = String(bullet.dropFirst(2))
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            text = String(text[text.index(after: close)...])
        }
        if let provenance = text.range(of: " _(from ", options: .backwards) {
            text = String(text[..<provenance.lowerBound])
        }
        if let target = text.range(of: "(to:", options: .backwards) { text = String(text[..<target.lowerBound]) }
        return text
    }

    private static func jaccard(_ left: Set<String>, _ right: Set<String>) -> Double {
        let union = left.union(right).count
        return union == 0 ? 1 : Double(left.intersection(right).count) / Double(union)
    }
}

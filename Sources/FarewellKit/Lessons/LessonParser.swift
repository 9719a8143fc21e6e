import Foundation

/// Reads the lessons out of a task file's `## Lessons` section.
package enum LessonParser {
    /// The section of a pending task that holds lessons from other tasks; they are not this task's own.
    package static let inheritedHeading = "## Lessons from earlier tasks"

    /// The task's own lessons in `markdown` (the whole task file). A bullet that cannot be read is an
    /// error naming the file and line.
    package static func parse(_ markdown: String, task: String, path: String) throws(FarewellError) -> [Lesson] {
        guard let section = MarkdownSection.find("## Lessons", in: markdown) else { return [] }
        var bullets: [(text: String, line: Int)] = []
        var inComment = false
        for (offset, raw) in section.bodyLines.enumerated() {
            let lineNumber = section.bodyStartLine + offset
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if inComment {
                if line.contains("-->") { inComment = false }
                continue
            }
            if line.hasPrefix("<!--") {
                inComment = !line.contains("-->")
                continue
            }
            if line.isEmpty { continue }
            if line.hasPrefix("- ") || line.hasPrefix("* ") {
                bullets.append((String(line.dropFirst(2)), lineNumber))
            } else if raw.hasPrefix("  "), !bullets.isEmpty {
                bullets[bullets.count - 1].text += " " + line
            } else {
                throw FarewellError.badInput(
                    path: "\(path):\(lineNumber)", problem: "a lesson is a bullet: '- [Construct] text (to: rules)'")
            }
        }
        var lessons: [Lesson] = []
        for (text, line) in bullets { lessons.append(try bullet(text, task: task, path: path, line: line)) }
        return lessons
    }

    private static func bullet(_ text: String, task: String, path: String, line: Int) throws(FarewellError) -> Lesson {
        var rest = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        var tag: String?
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else {
                throw FarewellError.badInput(path: "\(path):\(line)", problem: "the tag has no closing ']'")
            }
            tag = String(rest[rest.index(after: rest.startIndex)..<close]).trimmingCharacters(
                in: .whitespacesAndNewlines)
            rest = rest[rest.index(after: close)...]
        }
        var target = Lesson.Target.rules
        var body = rest.trimmingCharacters(in: .whitespacesAndNewlines)
        if body.hasSuffix(")"), let open = body.range(of: "(to:", options: .backwards) {
            let name = body[open.upperBound..<body.index(before: body.endIndex)].trimmingCharacters(
                in: .whitespacesAndNewlines)
            guard let parsed = Lesson.Target(rawValue: name) else {
                let names = Lesson.Target.allCases.map(\.rawValue).joined(separator: ", ")
                throw FarewellError.badInput(
                    path: "\(path):\(line)", problem: "unknown target '\(name)' (expected \(names))")
            }
            target = parsed
            body = body[..<open.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard !body.isEmpty else {
            throw FarewellError.badInput(path: "\(path):\(line)", problem: "the lesson is empty")
        }
        return Lesson(text: body, tag: tag?.isEmpty == false ? tag : nil, target: target, task: task, line: line)
    }
}

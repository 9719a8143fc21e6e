/// Something a task taught: one bullet in a task's `## Lessons` section.
///
/// Written as `- [BehaviorRelay] Keep replay for state streams (to: rules)`; the tag names a catalog
/// construct and is optional, and so is the target (rules when absent).
package struct Lesson: Sendable, Hashable, Codable {
    /// Where a lesson belongs.
    package enum Target: String, Sendable, Codable, CaseIterable {
        case rules, skill, tasks, review
    }

    package var text: String
    /// The construct it is about (`BehaviorRelay`), as the catalog and `scan` name it.
    package var tag: String?
    package var target: Target
    /// The task it came from.
    package var task: String
    /// 1-based line in the task file.
    package var line: Int

    package init(text: String, tag: String? = nil, target: Target = .rules, task: String, line: Int = 0) {
        self.text = text
        self.tag = tag
        self.target = target
        self.task = task
        self.line = line
    }

    /// The bullet as written into rules, skill, review guideline or a pending task, with its provenance.
    package func bullet(date: String) -> String {
        let prefix = tag.map { "[\($0)] " } ?? ""
        return "- \(prefix)\(text) _(from \(task), \(date))_"
    }

    /// Lower-cased words, the key for spotting the same lesson twice.
    package var words: Set<String> { Lesson.words(of: text) }

    static func words(of text: String) -> Set<String> {
        Set(text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init))
    }
}

/// The text `farewell retro W1` prints for an agent: the lessons by target, the files it may change and
/// the question the team asks.
package enum RetroPrompt {
    /// What the prompt is about.
    package struct Input: Sendable {
        /// The wave or task id the retro is for.
        package var scope: String
        package var tasks: [String]
        package var lessons: [Lesson]
        /// Task id -> workspace-relative path of its file.
        package var taskPaths: [String: String]
        package var skillName: String
        package var skillPath: String
        /// The unfinished task files outside the retro, workspace-relative, sorted.
        package var pendingTaskFiles: [String]

        package init(
            scope: String, tasks: [String], lessons: [Lesson], taskPaths: [String: String], skillName: String,
            skillPath: String, pendingTaskFiles: [String]
        ) {
            self.scope = scope
            self.tasks = tasks
            self.lessons = lessons
            self.taskPaths = taskPaths
            self.skillName = skillName
            self.skillPath = skillPath
            self.pendingTaskFiles = pendingTaskFiles
        }
    }

    /// The question the team asks at the end of a wave.
    package static func question(scope: String, skillName: String) -> String {
        "Review the lessons and takeaways learned in \(scope) and reflect them, as appropriate, in the "
            + "\(skillName) skill, the rules, or each task md."
    }

    package static func render(_ input: Input) -> String {
        let count = input.lessons.count == 1 ? "1 lesson" : "\(input.lessons.count) lessons"
        var text = "# Retro for \(input.scope)\n\n"
        text += "\(question(scope: input.scope, skillName: input.skillName))\n\n"
        text += "Tasks: \(input.tasks.joined(separator: ", ")) (\(count)).\n"
        for target in Lesson.Target.allCases {
            let lessons = input.lessons.filter { $0.target == target }
            guard !lessons.isEmpty else { continue }
            text += "\n## Lessons for \(destination(target, input))\n\n"
            for lesson in lessons {
                let path = input.taskPaths[lesson.task].map { "\($0):\(lesson.line)" } ?? lesson.task
                let tag = lesson.tag.map { "[\($0)] " } ?? ""
                text += "- \(tag)\(lesson.text) (\(lesson.task), \(path))\n"
            }
        }
        if input.lessons.isEmpty { text += "\nNo task of \(input.scope) has recorded a lesson yet.\n" }
        text += "\n## Files you may change\n\n"
        text += "- `rules.md` (section `## Lessons`)\n"
        text += "- `\(input.skillPath)` (section `## Pitfalls`)\n"
        text += "- `review-guideline.md` (section `## Lessons`)\n"
        for path in input.pendingTaskFiles { text += "- `\(path)` (section `## Lessons from earlier tasks`)\n" }
        text += """

            ## How

            Add each lesson once, in the section named above, ending with its provenance \
            `_(from T-003, yyyy-MM-dd)_`; leave generated sections and text people wrote as they are. \
            `farewell retro \(input.scope) --apply` does this mechanically and records that the retro ran.

            """
        return text
    }

    private static func destination(_ target: Lesson.Target, _ input: Input) -> String {
        switch target {
        case .rules: "the rules (`rules.md`)"
        case .skill: "the \(input.skillName) skill (`\(input.skillPath)`)"
        case .tasks: "the pending tasks (their `## Lessons from earlier tasks`)"
        case .review: "the review guideline (`review-guideline.md`)"
        }
    }
}

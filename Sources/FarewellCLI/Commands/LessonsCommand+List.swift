import FarewellKit
import Foundation

extension LessonsCommand {
    /// One lesson as `lessons list --format json` prints it.
    ///
    /// The document is `{"lessons": [...]}` with the lessons sorted by task id then line; each has
    /// `task` (`T-003`), `path` (the task file, relative to the workspace), `line` (1-based), `tag` (the
    /// construct, omitted when the bullet has none), `target` (`rules`, `skill`, `tasks` or `review`) and
    /// `text`. Keys are sorted.
    struct ListedLesson: Encodable {
        var task: String
        var path: String
        var line: Int
        var tag: String?
        var target: String
        var text: String
    }

    /// The JSON document of `lessons list --format json`.
    struct ListDocument: Encodable {
        var lessons: [ListedLesson]
    }

    static func list(wave: String?, json: Bool, workspace: String?, _ environment: Environment) throws -> Int32 {
        let lessons = try LessonsWorkspace.load(path: nil, workspace: workspace, environment: environment)
        var ids = lessons.plan.tasks.map(\.id)
        if let wave {
            guard let found = lessons.plan.waves.first(where: { $0.id == wave }) else {
                throw FarewellError.unknownID(wave)
            }
            ids = found.tasks
        }
        let listed = try lessons.lessons(of: ids).map { lesson in
            ListedLesson(
                task: lesson.task, path: lessons.taskPaths[lesson.task] ?? "", line: lesson.line, tag: lesson.tag,
                target: lesson.target.rawValue, text: lesson.text)
        }
        if json {
            environment.output.write(JSONText.encode(ListDocument(lessons: listed)))
            return ExitCode.ok
        }
        guard !listed.isEmpty else {
            environment.output.write("No lessons recorded.\n")
            return ExitCode.ok
        }
        let rows = listed.map { ["\($0.path):\($0.line)", $0.target, ($0.tag.map { "[\($0)] " } ?? "") + $0.text] }
        let width = rows.map { $0[0].count }.max() ?? 0
        let targetWidth = rows.map { $0[1].count }.max() ?? 0
        for (lesson, row) in zip(listed, rows) {
            let location = row[0].padding(toLength: width, withPad: " ", startingAt: 0)
            let target = row[1].padding(toLength: targetWidth, withPad: " ", startingAt: 0)
            environment.output.write("\(lesson.task)  \(location)  \(target)  \(row[2])\n")
        }
        return ExitCode.ok
    }
}

import FarewellKit

/// `farewell lessons add|list`: records a lesson in a task file, or lists the lessons of the workspace.
package enum LessonsCommand {
    package static let command = Command(
        name: "lessons", summary: "Record a lesson in a task file, or list the lessons.", usage: usage
    ) { cursor, environment in
        let workspace = try cursor.option("--workspace")
        guard let action = cursor.nextPositional() else {
            throw UsageError("Missing expected argument 'add' or 'list'")
        }
        switch action {
        case "add":
            let tag = try cursor.option("--tag")
            let target = try cursor.option("--to").map(parseTarget)
            guard let id = cursor.nextPositional() else { throw UsageError("Missing expected argument '<task-id>'") }
            guard let text = cursor.nextPositional() else { throw UsageError("Missing expected argument '<text>'") }
            try cursor.finish()
            let request = AddRequest(id: id, text: text, tag: tag, target: target)
            return try add(request, workspace: workspace, environment)
        case "list":
            let wave = try cursor.option("--wave")
            let format = try cursor.option("--format") ?? "text"
            guard format == "text" || format == "json" else {
                throw UsageError("Invalid value '\(format)' for '--format' (expected text or json)")
            }
            try cursor.finish()
            return try list(wave: wave, json: format == "json", workspace: workspace, environment)
        default:
            throw UsageError("Unknown action '\(action)' (expected add or list)")
        }
    }

    static func parseTarget(_ name: String) throws(UsageError) -> Lesson.Target {
        guard let target = Lesson.Target(rawValue: name) else {
            let names = Lesson.Target.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("Invalid value '\(name)' for '--to' (expected one of: \(names))")
        }
        return target
    }

    static let usage = """
        OVERVIEW: Record a lesson in a task file, or list the lessons.

        `add` appends `- [Construct] text (to: target)` to the task's `## Lessons` section (creating the
        section when missing); `list` prints every task's lessons, sorted by task id then line.
        `farewell retro` carries them into the rules, the skill, the review guideline and pending tasks.

        USAGE: farewell lessons add <task-id> <text> [--tag CONSTRUCT] [--to TARGET] [--workspace DIR]
               farewell lessons list [--wave W] [--format text|json] [--workspace DIR]

        ARGUMENTS:
          <task-id>         The task that taught the lesson, such as T-003.
          <text>            The lesson, one line.

        OPTIONS:
          --tag CONSTRUCT   The construct it is about (a catalog id such as BehaviorRelay, a project symbol
                            from farewell.json, or General); an unknown one is a warning.
          --to TARGET       Where the retro carries it: rules (default), skill, tasks or review.
          --wave W          List only the lessons of wave W's tasks.
          --format FORMAT   text (default) or json.
          --workspace DIR   The folder holding tasks/ and waves/ (default: the repository root).
          -h, --help        Show this help.

        EXIT CODES: 0 ok, 64 usage error, 65 unknown task or wave, or a lesson that cannot be read (file:line),
          66 no workspace, 73 cannot write or the workspace is locked.

        """
}

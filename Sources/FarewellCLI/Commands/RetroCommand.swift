import FarewellKit

/// `farewell retro <wave-id|task-id>`: prints the retro prompt for an agent, or with `--apply` carries
/// the lessons into the rules, the skill, the review guideline and the pending tasks.
package enum RetroCommand {
    package static let command = Command(
        name: "retro", summary: "Carry a wave's lessons into the rules, the skill and the pending tasks.",
        usage: usage
    ) { cursor, environment in
        let workspace = try cursor.option("--workspace")
        let apply = cursor.flag("--apply")
        guard let id = cursor.nextPositional() else {
            throw UsageError("Missing expected argument '<wave-id|task-id>'")
        }
        let path = cursor.nextPositional()
        try cursor.finish()
        let lessons = try LessonsWorkspace.load(path: path, workspace: workspace, environment: environment)
        if apply {
            return try lessons.locked { try RetroApplication(workspace: lessons, environment: environment).run(id) }
        }
        return try prompt(id, lessons, environment)
    }

    static func prompt(_ id: String, _ workspace: LessonsWorkspace, _ environment: Environment) throws -> Int32 {
        let (tasks, _) = try workspace.tasks(of: id)
        let pending = workspace.plan.tasks.filter { !$0.status.isFinished && !tasks.contains($0.id) }
        let settings = workspace.configuration.plan
        let input = RetroPrompt.Input(
            scope: id, tasks: tasks, lessons: try workspace.lessons(of: tasks), taskPaths: workspace.taskPaths,
            skillName: settings.skillName, skillPath: SkillMarkdown.path(settings),
            pendingTaskFiles: pending.compactMap { workspace.taskPaths[$0.id] }.sorted())
        environment.output.write(RetroPrompt.render(input))
        return ExitCode.ok
    }

    static let usage = """
        OVERVIEW: Carry a wave's lessons into the rules, the skill and the pending tasks.

        Gathers the `## Lessons` bullets of the wave's tasks (or of one task). Without --apply, prints the
        retro prompt for an agent: the lessons by target, the files it may change and the question to answer.
        With --apply, adds each lesson once, with its provenance `_(from T-003, yyyy-MM-dd)_`:
          (to: rules)   rules.md, section `## Lessons`
          (to: skill)   .claude/skills/<name>/SKILL.md, section `## Pitfalls` (past 40 bullets the oldest
                        move to references/pitfalls.md next to it)
          (to: review)  review-guideline.md, section `## Lessons`
          (to: tasks)   every unfinished task whose scope holds the tagged construct (untagged: every
                        unfinished task of the later waves), section `## Lessons from earlier tasks`
        and sets `retro: done` in the wave file. Applying twice changes nothing; a lesson already there in
        other words is reported, not added; text people wrote is left as it is.

        USAGE: farewell retro <wave-id|task-id> [PATH] [--apply] [--workspace DIR]

        ARGUMENTS:
          <wave-id|task-id> The wave (W1) or task (T-003) whose lessons to carry.
          PATH              The repository, scanned for the tasks' constructs (default: the git repository
                            around the current directory).

        OPTIONS:
          --apply           Write the lessons into the files instead of printing the prompt.
          --workspace DIR   The folder holding tasks/ and waves/ (default: PATH).
          -h, --help        Show this help.

        EXIT CODES: 0 ok, 64 usage error, 65 unknown wave or task, or a lesson that cannot be read
          (file:line), 66 no workspace, 73 cannot write or the workspace is locked.

        """
}

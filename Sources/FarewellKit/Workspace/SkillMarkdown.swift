/// Renders the agent skill (`.claude/skills/<name>/SKILL.md`): Agent Skills front matter (`name`,
/// `description`), then one generated region (`skill`) telling the agent how to carry out one task.
package enum SkillMarkdown {
    package static let region = "skill"

    /// The skill file's path in the workspace.
    package static func path(_ settings: PlanSettings) -> String { ".claude/skills/\(settings.skillName)/SKILL.md" }

    /// Why `name` is not a valid Agent Skills name (lowercase letters, digits and single hyphens inside,
    /// at most 64 characters), or nil when it is.
    package static func problem(withName name: String) -> String? {
        let allowed = name.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        guard !name.isEmpty, name.count <= 64, allowed, !name.hasPrefix("-"), !name.hasSuffix("-"), !name.contains("--")
        else {
            return "'\(name)' is not a valid skill name (lowercase letters, digits and single hyphens, at most 64)"
        }
        return nil
    }

    package static func description(_ settings: PlanSettings) -> String {
        "Carries out one task of the RxSwift to Swift Concurrency migration planned by farewell: reads the task "
            + "file and rules.md, migrates the files in scope behind the task's feature flag, runs farewell verify, "
            + "the build and the tests, records lessons and opens the pull request. Use when asked to do a "
            + "migration task, for example /\(settings.skillName) T-003."
    }

    package static func render(context: WorkspaceContext) -> String {
        let settings = context.settings
        let frontMatter = YAMLFrontMatter([
            .init(key: "name", value: .scalar(settings.skillName)),
            .init(key: "description", value: .scalar(description(settings))),
        ])
        return frontMatter.render() + "\n" + GeneratedRegions.wrap(region, body(settings))
    }

    static func body(_ settings: PlanSettings) -> String {
        let name = settings.skillName
        return """
            # \(name): carry out one migration task

            Invoked as `/\(name) T-003`: the argument is a task id. Do exactly that task, nothing more.

            ## Before you start

            1. Open the task file `tasks/<id>-*.md` and read all of it: front matter, Goal, Scope, Recipes, \
            Boundary, Feature flag, Steps, Definition of done.
            2. Read `rules.md`, including its `## Lessons`; they win over your habits.
            3. Check `depends_on` in the front matter: those tasks must be merged. If not, stop and say so.
            4. Create the branch named under Pull request (`farewell/<id>-<slug>`) from an up-to-date main.

            ## Doing the task

            - Touch only the files in Scope; for a file marked "only", only the named declarations.
            - Add the flag from the front matter (`flag:`), off by default. Branch where callers enter the \
            code in scope: on runs the new async path, off the old Rx path. A task of tests only has no flag.
            - Move the old Rx path and the Rx-facing shims for callers outside (Boundary) into `+Rx.swift` \
            files next to the originals, so the files in scope hold no Rx.
            - Replace each occurrence as its Scope row and Recipes say. State streams keep replay \
            (`StateRelay`, `share(history: 1)`); event streams do not (`EventRelay`, `share()`).
            - Tie every `Task` to its owner's lifetime: store it, cancel it in `deinit`, capture `self` weakly.
            - UI code is `@MainActor`. Keep behaviour identical; do not refactor beyond the migration.

            ## Checking

            1. Run `farewell verify <id>` and repeat until it exits 0; it prints each Rx occurrence left in scope.
            2. Build the project and run its tests with the flag on and with it off.
            3. Tick every item of Definition of done.

            ## Lessons

            Under `## Lessons` in the task file, add one bullet per thing the next task should know:
            `- [Construct] what you learned (to: rules|skill|tasks)`. Do not edit `## Notes` or `## History`, \
            and leave the front matter's `status`, `pr` and `flag` to farewell.

            ## Pull request

            Open it from the task's branch with the title `[<id>] <task title>`, and in the body link the task \
            file, name the flag, and paste the output of `farewell verify <id>`.

            """
    }
}

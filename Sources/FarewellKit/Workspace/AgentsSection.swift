/// Renders the `agents` region of `AGENTS.md`, pointing coding agents at the skill; the rest of the file
/// belongs to people and is never touched.
package enum AgentsSection {
    package static let region = "agents"

    package static func render(context: WorkspaceContext) -> String {
        GeneratedRegions.wrap(region, body(context.settings))
    }

    static func body(_ settings: PlanSettings) -> String {
        """
        ## RxSwift migration

        This repository is moving from RxSwift to Swift Concurrency, one task and one pull request at a time.

        - To carry out a task, use the skill `\(SkillMarkdown.path(settings))`: `/\(settings.skillName) T-003`.
        - Tasks are in `tasks/`, waves in `waves/`, the constraints in `rules.md`, the review checklist in \
        `review-guideline.md`.
        - Do not add new RxSwift code. `farewell verify <task-id>` tells whether a task's scope is free of Rx.

        """
    }
}

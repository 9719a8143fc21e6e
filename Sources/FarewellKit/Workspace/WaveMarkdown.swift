/// Renders a wave file: front matter, one generated region (`wave`: goal, entry and exit criteria, the
/// task table, the retro prompt) and a `## Notes` section for people.
package enum WaveMarkdown {
    package static let region = "wave"

    package static func render(_ wave: Wave, context: WorkspaceContext) -> String {
        WaveFrontMatter.make(wave, baseline: context.plan.baseline).render() + "\n"
            + GeneratedRegions.wrap(region, body(wave, context: context)) + "\n"
            + "## Notes\n\n<!-- For people: anything about this wave. farewell never changes this section. -->\n"
    }

    static func body(_ wave: Wave, context: WorkspaceContext) -> String {
        let previous = context.plan.waves.firstIndex { $0.id == wave.id }.flatMap { index in
            index > 0 ? context.plan.waves[index - 1] : nil
        }
        let entry =
            previous.map {
                "\($0.id) is finished: all its tasks are merged or done and its retro has run (`farewell retro \($0.id)`)."
            } ?? "The plan is reviewed and `rules.md` is agreed by the team."
        return """
            # \(wave.id) \(wave.title)

            ## Goal

            \(goal(wave))

            ## Entry criteria

            - \(entry)

            ## Exit criteria

            - Every task below is merged or done, and `farewell verify <task-id>` exits 0 for each.
            - The project builds and its tests pass on main.
            - The retro below has run.

            ## Tasks

            \(table(wave, context: context))
            ## Retro

            When the last task is merged, ask the agent:

            > Review the lessons and takeaways learned in \(wave.id) and reflect them, as appropriate, in the \
            \(context.settings.skillName) skill, the rules, or each task md.

            Then run `farewell retro \(wave.id)`.

            """
    }

    private static func goal(_ wave: Wave) -> String {
        switch wave.kind {
        case .foundation:
            "Lay the ground every later wave stands on: the FarewellAsync polyfills, the bridges and the flag plumbing."
        case .migration:
            "Move the \(wave.layers.isEmpty ? "remaining" : Markdown.list(wave.layers.map(\.rawValue))) code to "
                + "Swift Concurrency, inside out, one pull request and one feature flag per task."
        case .cleanup:
            "Remove the shims, the feature flags, the old Rx paths and finally the Rx dependencies."
        }
    }

    /// The wave's tasks in the order they can be taken up (`WorkOrder`): a task after those of the wave it waits for,
    /// so whoever works down the table never picks one that cannot start yet.
    private static func table(_ wave: Wave, context: WorkspaceContext) -> String {
        guard !wave.tasks.isEmpty else { return "No tasks.\n" }
        let planned = { (id: String) in context.relations.index(of: id).map { context.plan.tasks[$0] } }
        var text = "| Task | Title | Module | Layer | Points | Status | PR |\n|---|---|---|---|---:|---|---|\n"
        for id in WorkOrder.sorted(wave.tasks, dependsOn: { planned($0)?.dependsOn ?? [] }) {
            guard let task = planned(id) else {
                text += "| \(id) | (not in the plan) | | | | | |\n"
                continue
            }
            let link = "[\(task.id)](../\(context.taskPath(task)))"
            text += "| \(link) | \(Markdown.cell(task.title)) | \(Markdown.cell(task.module)) | \(task.layer.rawValue) "
            text += "| \(task.points) | \(task.status.rawValue) | \(Markdown.cell(task.pr ?? "")) |\n"
        }
        return text
    }
}

/// Every file of the workspace for a plan, as farewell would write it into an empty folder.
package enum WorkspaceRenderer {
    package static let rulesPath = "rules.md"
    package static let reviewGuidelinePath = "review-guideline.md"
    package static let agentsPath = "AGENTS.md"

    /// The documents, sorted by path. Task and wave files keep the paths given in `wavePaths` / the
    /// context's `taskPaths` (files someone renamed, or whose title changed since).
    package static func documents(context: WorkspaceContext, wavePaths: [String: String] = [:]) -> [WorkspaceDocument] {
        var documents = [
            WorkspaceDocument(path: rulesPath, text: RulesMarkdown.render(context: context), merge: .regions),
            WorkspaceDocument(
                path: reviewGuidelinePath, text: ReviewGuidelineMarkdown.render(context: context), merge: .regions),
            WorkspaceDocument(
                path: agentsPath, text: "# AGENTS.md\n\n" + AgentsSection.render(context: context), merge: .regions),
            WorkspaceDocument(
                path: SkillMarkdown.path(context.settings), text: SkillMarkdown.render(context: context),
                merge: .regions),
        ]
        for wave in context.plan.waves {
            documents.append(
                WorkspaceDocument(
                    path: wavePaths[wave.id] ?? "waves/" + wave.fileName,
                    text: WaveMarkdown.render(wave, context: context),
                    merge: .frontMatter(kept: WaveFrontMatter.keptKeys)))
        }
        // Thousands of task files, each rendered from the plan alone: on all cores, in plan order.
        let tasks = context.plan.tasks
        documents += ParallelMap.map(tasks.count) { index in
            WorkspaceDocument(
                path: context.taskPath(tasks[index]), text: TaskMarkdown.render(tasks[index], context: context),
                merge: .frontMatter(kept: TaskFrontMatter.keptKeys))
        }
        return documents.sorted { $0.path < $1.path }
    }
}

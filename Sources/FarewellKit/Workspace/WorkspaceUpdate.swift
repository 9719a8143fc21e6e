/// The whole `plan` write, as values: the plan's documents merged into what the workspace holds now.
package enum WorkspaceUpdate {
    /// One change per document, sorted by path, and the warnings about regions edited by hand.
    /// `existing` returns a file's current text by workspace-relative path, or nil when there is none.
    /// `including` limits the update to some paths: after a status change, `{ $0.hasPrefix("waves/") }`
    /// refreshes the wave tables from a plan read back from the workspace, whose task files (which lack
    /// their occurrences) must not be rewritten. A renumbered wave's file moves to its new name (`WaveFiles`),
    /// and the file of an earlier wave no wave continues is removed when nobody wrote in it, else kept and reported.
    package static func changes(
        context: WorkspaceContext, snapshot: WorkspaceSnapshot, including: (String) -> Bool = { _ in true },
        existing: (String) throws(FarewellError) -> String?
    ) throws(FarewellError) -> (changes: [WorkspaceChange], warnings: [Diagnostic]) {
        var context = context
        context.taskPaths.merge(snapshot.taskPaths) { given, _ in given }
        let waveFiles = WaveFiles(plan: context.plan, snapshot: snapshot)
        var changes: [WorkspaceChange] = []
        var warnings: [Diagnostic] = []
        let restated = restatedTaskPaths(context: context, snapshot: snapshot)
        for var document in WorkspaceRenderer.documents(context: context, wavePaths: waveFiles.paths)
        where including(document.path) {
            if restated.contains(document.path), case .frontMatter(let kept) = document.merge {
                document.merge = .frontMatter(kept: kept.subtracting(["status"]))
            }
            let source = waveFiles.sources[document.path]
            var (change, found) = try WorkspaceMerge.change(document, existing: try existing(source ?? document.path))
            if let source, change.previous != nil {
                change.status = .moved
                change.movedFrom = source
            }
            changes.append(change)
            warnings += found
        }
        for (wave, path) in waveFiles.orphans where including(path) {
            guard let text = try existing(path) else { continue }
            if let removal = try removal(of: wave, at: path, text: text, context: context) {
                changes.append(removal)
            } else {
                warnings.append(Diagnostic(path: path, message: unplanned(wave)))
            }
        }
        return (changes.sorted { $0.path < $1.path }, warnings.sorted())
    }

    /// A task file keeps the status written in it, except where the plan changed the status it read from there:
    /// a task whose Rx all went away becomes `done` (keeping its files, `Replanner.listFreedFiles`), a done one that got Rx
    /// again `todo`.
    private static func restatedTaskPaths(context: WorkspaceContext, snapshot: WorkspaceSnapshot) -> Set<String> {
        var previous: [String: TaskStatus] = [:]
        for task in snapshot.plan?.tasks ?? [] { previous[task.id] = task.status }
        return Set(
            context.plan.tasks.filter { task in
                guard let old = previous[task.id], old != task.status else { return false }
                return task.status == .done ? !old.isFinished : old == .done
            }.map(context.taskPath))
    }

    /// Why the file of an earlier wave no wave continues is still there.
    private static func unplanned(_ wave: Wave) -> String {
        "\(wave.id) is no longer a wave of the plan and the file holds text written by hand; kept: move what "
            + "matters and delete it"
    }

    /// The removal of an earlier wave's file no wave continues, when it holds only what farewell wrote there;
    /// nil when people wrote in it (its retro mark, notes, an edited region), which is never thrown away.
    private static func removal(of wave: Wave, at path: String, text: String, context: WorkspaceContext)
        throws(FarewellError) -> WorkspaceChange?
    {
        var unmarked = wave
        unmarked.retroDone = false
        let generated = WaveMarkdown.render(unmarked, context: context)
        guard
            try WorkspaceMerge.holdsOnlyGenerated(
                text, generated: generated, kept: WaveFrontMatter.keptKeys, path: path)
        else { return nil }
        return WorkspaceChange(path: path, status: .removed, text: "", previous: text)
    }
}

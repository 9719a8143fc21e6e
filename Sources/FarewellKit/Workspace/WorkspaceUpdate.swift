/// The whole `plan` write, as values: the plan's documents merged into what the workspace holds now.
package enum WorkspaceUpdate {
    /// One change per document, sorted by path, and the warnings about regions edited by hand.
    /// `existing` returns a file's current text by workspace-relative path, or nil when there is none.
    /// `including` limits the update to some paths: after a status change, `{ $0.hasPrefix("waves/") }`
    /// refreshes the wave tables from a plan read back from the workspace, whose task files (which lack
    /// their occurrences) must not be rewritten.
    package static func changes(
        context: WorkspaceContext, snapshot: WorkspaceSnapshot, including: (String) -> Bool = { _ in true },
        existing: (String) throws(FarewellError) -> String?
    ) throws(FarewellError) -> (changes: [WorkspaceChange], warnings: [Diagnostic]) {
        var context = context
        context.taskPaths.merge(snapshot.taskPaths) { given, _ in given }
        var changes: [WorkspaceChange] = []
        var warnings: [Diagnostic] = []
        // A task file keeps the status written in it, except where the plan changed the status it read from
        // there: a task whose Rx all went away becomes `done`, a done one that got Rx again `todo`.
        var previous: [String: TaskStatus] = [:]
        for task in snapshot.plan?.tasks ?? [] { previous[task.id] = task.status }
        let restated = Set(
            context.plan.tasks.filter { task in
                guard let old = previous[task.id], old != task.status else { return false }
                return task.files.isEmpty ? task.status == .done && !old.isFinished : old == .done
            }.map(context.taskPath))
        for var document in WorkspaceRenderer.documents(context: context, wavePaths: snapshot.wavePaths)
        where including(document.path) {
            if restated.contains(document.path), case .frontMatter(let kept) = document.merge {
                document.merge = .frontMatter(kept: kept.subtracting(["status"]))
            }
            let (change, found) = try WorkspaceMerge.change(document, existing: try existing(document.path))
            changes.append(change)
            warnings += found
        }
        return (changes, warnings.sorted())
    }
}

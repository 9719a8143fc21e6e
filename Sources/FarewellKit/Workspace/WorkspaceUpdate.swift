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
        for document in WorkspaceRenderer.documents(context: context, wavePaths: snapshot.wavePaths)
        where including(document.path) {
            let (change, found) = try WorkspaceMerge.change(document, existing: try existing(document.path))
            changes.append(change)
            warnings += found
        }
        return (changes, warnings.sorted())
    }
}

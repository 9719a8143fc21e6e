/// The `## Feature flag` section of a task file: name, branch point, rollback and removal.
enum TaskFlagSection {
    static func flag(_ task: PlanTask, context: WorkspaceContext) -> String {
        let flag = Markdown.code(task.flag)
        let removal =
            context.flagRemovers[task.id].map { "the cleanup task \($0) deletes it together with the old path" }
            ?? "the cleanup wave deletes it together with the old path"
        return """
            ## Feature flag

            - Name: \(flag) (off by default).
            - Branch: where callers enter the code in scope (the initialisers and the methods or properties \
            they reach, including the shims under Boundary), choose the new async path when \(flag) is on and \
            the old Rx path when it is off. Keep the old path unchanged, in a `+Rx.swift` file next to the \
            original, so the files in scope hold no Rx\(rxFilesInScope(task)).
            - Roll back: switch \(flag) off; no revert or release is needed.
            - Removal: \(removal), once the flag has been on in production for a full release.

            """
    }

    /// ` (`A+Rx.swift`, in scope, is such a file already: …)` for the files in scope already named `+Rx.swift`: each
    /// keeps its own old path, its new code goes to `A+Async.swift` (`FileNaming.asyncFile(ofRxFile:)`), and `verify`
    /// gives it to the cleanup task once that file is there (`KeptRxFiles`). Empty when there are none.
    private static func rxFilesInScope(_ task: PlanTask) -> String {
        let paths = Set(task.files.map(\.path).filter { FileNaming.home(ofRxFile: $0) != nil }).sorted()
        guard !paths.isEmpty else { return "" }
        let cores = Markdown.list(paths.compactMap(FileNaming.asyncFile(ofRxFile:)).map(Markdown.code))
        let files = Markdown.list(paths.map(Markdown.code))
        return paths.count == 1
            ? " (\(files), in scope, is such a file already: it keeps only its old path, the new code goes to "
                + "\(cores), and once that file is there `verify` leaves it to the cleanup task)"
            : " (\(files), in scope, are such files already: they keep only their old paths, the new code goes to "
                + "\(cores), and once those files are there `verify` leaves them to the cleanup task)"
    }
}

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

    /// ` (`A+Rx+Rx.swift` for `A+Rx.swift`, which is in scope)` for the files in scope already named `+Rx.swift`: their
    /// old path goes to a file of their own (`FileNaming.rxFile(of:)`), which `verify` gives to the cleanup task, not
    /// to the file itself. Empty when there are none.
    private static func rxFilesInScope(_ task: PlanTask) -> String {
        let paths = Set(task.files.map(\.path).filter { FileNaming.home(ofRxFile: $0) != nil }).sorted()
        guard !paths.isEmpty else { return "" }
        let pairs = paths.map { "\(Markdown.code(FileNaming.rxFile(of: $0))) for \(Markdown.code($0))" }
        return " (\(Markdown.list(pairs)), which \(paths.count == 1 ? "is" : "are") in scope)"
    }
}

/// The `## Goal` of a cleanup task. Where some of its manifest lines stay (`TaskCleanupSection.keptLines`: RxSwift for
/// RIBs' workflows, a library's Rx edition still used without Rx), it says which and why; where all of them stay, it
/// says what the task removes instead and promises no target free of Rx.
extension TaskGoalSection {
    static func cleanup(_ task: PlanTask, context: WorkspaceContext) -> String {
        let kept = TaskCleanupSection.keptLines(of: task, context: context)
        let reasons = kept.reasons.joined(separator: "; ")
        let text: String
        if TaskCleanupSection.listsOnlySharedDependencies(task) {
            text = sharedCleanup(task, keepsAll: kept.all, reasons: reasons)
        } else if TaskCleanupSection.coverage(of: task, among: context.modules).isLinesOnly {
            text = linesOnlyCleanup(task, keepsAll: kept.all, reasons: reasons)
        } else {
            text = moduleCleanup(task, keepsAll: kept.all, reasons: reasons, context: context)
        }
        guard !kept.all, !reasons.isEmpty else { return text }
        return text + " The lines Removals marks not to delete stay: \(reasons)."
    }

    /// The cleanup of a manifest every target may link from (a Cartfile, `Tuist/Package.swift`), which goes last.
    private static func sharedCleanup(_ task: PlanTask, keepsAll: Bool, reasons: String) -> String {
        let files = manifestList(task)
        guard !keepsAll else {
            return """
                The Rx dependency lines every target may link from \(files) stay: \(reasons). Once every other \
                cleanup task is merged, check that no target uses Rx beyond what they keep: this task deletes none \
                of them.
                """
        }
        let rest = reasons.isEmpty ? "no target uses Rx" : "no target uses Rx beyond what stays"
        return """
            Remove the Rx dependency lines every target may link from \(files), once every other cleanup task \
            is merged and \(rest).
            """
    }

    /// The cleanup of manifest lines only, whose modules' code other cleanup tasks remove.
    private static func linesOnlyCleanup(_ task: PlanTask, keepsAll: Bool, reasons: String) -> String {
        let files = manifestList(task)
        guard !keepsAll else {
            return """
                The Rx dependency lines in \(files) stay: \(reasons). Once the cleanup tasks that remove the shims \
                and feature flags of their modules are merged, check that those modules use no Rx beyond what the \
                lines keep: this task deletes none of them.
                """
        }
        return """
            Remove the Rx dependency lines in \(files), once the cleanup tasks that remove the shims and feature \
            flags of their modules are merged: the code is theirs to clean up.
            """
    }

    /// The cleanup of modules (or of the whole repository): their shims, flags, `+Rx.swift` files and Rx lines.
    private static func moduleCleanup(_ task: PlanTask, keepsAll: Bool, reasons: String, context: WorkspaceContext)
        -> String
    {
        // The covered modules with code that sees Rx: not a test target the project declares with no Rx at all.
        let covered = TaskCleanupSection.modules(of: task, context: context)
        let withRx = Set(context.fileModules.values)
        let seeing = covered.filter(withRx.contains)
        let modules = context.fileModules.isEmpty || seeing.isEmpty ? covered : seeing
        let place =
            modules.isEmpty
            ? "the repository"
            : (modules.count == 1 ? "module " : "modules ") + Markdown.list(modules.map(Markdown.code))
        let dependencies =
            keepsAll
            ? " and the `+Rx.swift` files; its Rx dependency lines stay: \(reasons)"
            : ", the `+Rx.swift` files, and finally the Rx dependencies"
        return """
            Remove what the migration left behind in \(place): the Rx-facing shims, the feature flags (keep \
            the new path, delete the old one)\(dependencies). Every task it lists must be merged and its flag on \
            in production.
            """
    }

    /// The manifests of a cleanup task, as a list of code spans.
    private static func manifestList(_ task: PlanTask) -> String {
        Markdown.list(TaskCleanupSection.manifests(of: task).map { Markdown.code($0.path) })
    }
}

/// The Boundary of a finished migration task (merged, or done) whose scope holds no Rx any more. Its files stay listed
/// as the record of what it covered (`Replanner.listFreedFiles`), and a re-plan works out no shim for them, as they
/// hold no Rx type: the shims it kept for callers in other tasks, with its old Rx path, are in the `+Rx.swift` files
/// beside its files, which a cleanup task lists (`KeptRxFiles`). "No shim is needed" would say those callers need
/// nothing.
extension TaskBoundarySection {
    /// Whether `task` is a finished migration task whose scope holds no Rx.
    static func isFinishedWithoutRx(_ task: PlanTask) -> Bool {
        task.kind == .migration && task.status.isFinished && task.occurrenceCount == 0
    }

    /// The `+Rx.swift` files beside `task`'s files, or among them, that the cleanup tasks of `plan` list, with those
    /// tasks, each once, in the order of `task`'s files: where a finished task's old Rx path and shims went.
    static func keptRxFiles(of task: PlanTask, in plan: Plan, relations: PlanRelations? = nil) -> [(
        path: String, task: String
    )] {
        guard isFinishedWithoutRx(task) else { return [] }
        let relations = relations ?? PlanRelations(plan)
        var seen: Set<String> = []
        return task.files.flatMap { relations.keptRxFiles(of: $0.path) }.filter { seen.insert($0.path).inserted }
    }

    /// What a finished task with no Rx left says in place of its shims: that it is finished, and where its shims are,
    /// if it kept any (`kept`, `keptRxFiles(of:in:)`).
    ///
    ///     This task is finished: no Rx is left in its scope. The old Rx path and the shims it kept for callers in
    ///     other tasks, if any, are in `+Rx.swift` files that the cleanup wave deletes: `App/BookApi+Rx.swift` (T-006).
    static func finishedText(_ kept: [(path: String, task: String)]) -> String {
        let files = kept.map { "\(Markdown.code($0.path)) (\($0.task))" }
        return
            "This task is finished: no Rx is left in its scope. The old Rx path and the shims it kept for callers in "
            + "other tasks, if any, are in `+Rx.swift` files that the cleanup wave deletes"
            + (files.isEmpty ? ".\n" : ": \(Markdown.list(files)).\n")
    }
}

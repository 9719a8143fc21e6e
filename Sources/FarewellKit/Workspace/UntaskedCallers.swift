/// The call sites in files no task lists (no Rx occurrence of their own), and which task changes each line.
///
/// No task moves such a file, so the task declaring an API called there updates the call (`PlanTask.callerUpdates`).
/// That also ends the line's use of a subscription holder it passes on: in
/// `binder.bind(view: fooView, using: bag)`, the task changing `bind` stops the use of the base class's `bag`. A use
/// no such update reaches stays until the cleanup wave deletes what it uses.
struct UntaskedCallers: Sendable {
    /// The paths some task of the plan lists, but for the files a finished task lists with no Rx left
    /// (`Replanner.listFreedFiles`): no task moves those either, as the planner saw when it made the shims.
    private let planned: Set<String>
    /// `path:line` -> the task updating a call on that line, the lowest id when several do.
    private let updaters: [String: String]

    init(_ plan: Plan) {
        planned = Set(
            plan.tasks.flatMap { task in
                task.files.filter { !task.status.isFinished || !$0.occurrences.isEmpty }.map(\.path)
            })
        var updaters: [String: String] = [:]
        for task in plan.tasks {
            for caller in task.callerUpdates.flatMap(\.callers) {
                let key = caller.description
                if updaters[key].map({ TaskID.less(task.id, $0) }) ?? true { updaters[key] = task.id }
            }
        }
        self.updaters = updaters
    }

    /// The call sites among `callers` in files no task lists, in their order.
    func untasked(_ callers: [SourceLocation]) -> [SourceLocation] { callers.filter { !planned.contains($0.path) } }

    /// The task updating a call on `caller`'s line, if any.
    func updater(of caller: SourceLocation) -> String? { updaters[caller.description] }

    /// The call sites of `shim` in files no task lists that no task's update reaches: they still use it when the
    /// cleanup wave deletes it.
    func stuck(_ shim: Shim) -> [SourceLocation] { untasked(shim.callers).filter { updater(of: $0) == nil } }
}

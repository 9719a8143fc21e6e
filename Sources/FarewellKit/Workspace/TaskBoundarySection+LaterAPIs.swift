/// The APIs of later tasks that a task calls, from the caller's side: the declaring task's Boundary names this task
/// among those that come before it and await its API through a bridge (`earlierTasks(of:in:)`), and this task's
/// Boundary says the same, so whoever carries it out keeps those calls on Rx.
///
/// ```swift
/// // FeedViewModel.swift, in an earlier wave: keeps passing a subject while `Banner` is still Rx.
/// func banner() -> Banner { Banner(reload: tap) }
/// // Banner.swift, in a later task, which moves the call above to its async core.
/// struct Banner: View { let reload: PublishSubject<Void>?; var body: some View { EmptyView() } }
/// ```
extension TaskBoundarySection {
    /// The shims of other tasks that `task` calls and that come after it, whose Boundaries name it as a caller that
    /// comes before them (`earlierTasks(of:in:)`), in the declaring tasks' id order, then by declaration; not an Rx
    /// extension API (`usedExtensions`), whose callers wait for it, nor a use of a base class's property as a
    /// subclass's own (`inheritedProperties`).
    static func laterAPIs(of task: PlanTask, in plan: Plan, relations: PlanRelations? = nil) -> [UsedAPI] {
        let relations = relations ?? PlanRelations(plan)
        let uses = used(by: task, in: plan, relations: relations) { shim in
            (shim.strategy == .shim || shim.strategy == .asyncCore) && !shim.isRxExtension
        }
        guard uses.contains(where: { !$0.isBefore }) else { return [] }
        var comesBefore: [String: Bool] = [:]
        return uses.filter { use in
            guard !use.isBefore, !calls(of: use).isEmpty, let declaring = relations.index(of: use.task)
            else { return false }
            if let known = comesBefore[use.task] { return known }
            let known = earlierTasks(of: plan.tasks[declaring], in: plan, relations: relations).contains(task.id)
            comesBefore[use.task] = known
            return known
        }
    }

    /// The caller's side: each API of a later task, its task, and the calls here, which stay on Rx until then.
    static func laterAPIsText(_ task: PlanTask, _ apis: [UsedAPI]) -> String {
        var text =
            "This task comes before the tasks of these APIs it calls, so they are still Rx while it runs: keep each "
            + "call working through a bridge (await or iterate what the API returns; where it takes a stream, pass "
            + "one fed from the async code here).\n\n"
        for api in apis {
            text +=
                usedAPILine(
                    api, later: "it switches these calls to its async core", verb: "called", at: calls(of: api))
                + ".\n"
        }
        return text
    }

    /// The calls of `use`'s shim in the code of the task calling it (`UsedAPI.scope`), but a subclass's uses of a base
    /// class's property as its own.
    static func calls(of use: UsedAPI) -> [SourceLocation] {
        use.shim.callers.filter { use.scope.contains($0) && !use.shim.subclassUses.contains($0) }
    }
}

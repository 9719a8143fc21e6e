extension TaskBoundarySection {
    /// The APIs in scope called from files no task lists (`PlanTask.callerUpdates`): no other task moves those
    /// callers, so this task updates them, and keeps no shim for them.
    static func updatesText(_ updates: [Shim]) -> String {
        "These APIs are called from files no task lists: update these callers in this task; they hold no Rx of their "
            + "own, so no other task moves them and no shim is kept for them.\n" + updates.map(apiText).joined()
    }

    /// For a subscription holder or helper or an operator of `task` kept for its callers, its uses in files no task
    /// lists and who ends each: the task updating a call on that line (`binder.bind(view: v, using: bag)`, which passes
    /// the holder on), else no task; then who deletes a holder or a helper. Empty when every caller is in a task.
    static func untaskedUsesText(_ shim: Shim, task: String, _ untasked: UntaskedCallers) -> String {
        let uses = untasked.untasked(shim.callers)
        guard !uses.isEmpty else { return "" }
        var groups: [String: [SourceLocation]] = [:]
        for use in uses { groups[untasked.updater(of: use) ?? "", default: []].append(use) }
        // This task first, then the others in id order, then the uses no task changes.
        let rank = { (id: String) in id == task ? 0 : id.isEmpty ? 2 : 1 }
        let order = groups.keys.sorted { left, right in
            rank(left) != rank(right) ? rank(left) < rank(right) : TaskID.less(left, right)
        }
        let parts = order.map { id -> String in
            let places = locations(groups[id] ?? [])
            return id == task
                ? "this task updates \(places) (above)"
                : id.isEmpty ? "no task changes \(places)" : "\(id) updates \(places)"
        }
        var text = "  - Used in files no task lists (no Rx of their own): \(parts.joined(separator: "; ")).\n"
        let movers = order.filter { !$0.isEmpty }
        let deleter = holderDeleter(shim, task: task, movers: movers, stuck: groups[""]?.count ?? 0)
        if let deleter { text = String(text.dropLast()) + " \(deleter)\n" }
        return text
    }

    /// Who deletes what the uses in files no task lists keep: the cleanup wave when no task changes one of them, else
    /// for a subscription holder or helper the task moving the last of its callers (`movers`, updating those uses, or
    /// those holding its other callers). Nil for an operator that the tasks' updates leave to the cleanup wave anyway.
    private static func holderDeleter(_ shim: Shim, task: String, movers: [String], stuck: Int) -> String? {
        if stuck > 0 { return "The cleanup wave deletes it and updates \(stuck == 1 ? "that use" : "those uses")." }
        guard shim.strategy == .keep || shim.strategy == .subscriptionHelper || shim.strategy == .keptAlias else {
            return nil
        }
        let all = Set(shim.callerTasks + movers).sorted(by: TaskID.less)
        if shim.callerTasks.isEmpty, all == [task] { return "Delete it in this task once they no longer use it." }
        if shim.callerTasks.isEmpty, all.count == 1 { return "\(all[0]) deletes it once it has updated them." }
        let names = all.map { $0 == task ? "this task" : $0 }
        return "Whichever of \(Markdown.list(names)) moves the last of its callers deletes it."
    }

    /// `path:line` of each of `places`, at most `callerLimit` of them.
    private static func locations(_ places: [SourceLocation]) -> String {
        var listed = places.prefix(callerLimit).map { Markdown.code($0.description) }
        if places.count > callerLimit { listed.append("\(places.count - callerLimit) more") }
        return Markdown.list(listed)
    }
}

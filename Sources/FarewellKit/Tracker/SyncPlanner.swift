/// Decides what `sync` changes: for each task, the most advanced evidence, never backwards unless forced.
package enum SyncPlanner {
    /// What `sync` will do, and the lines it reports.
    package struct Outcome: Sendable, Equatable {
        /// Updates to write, in task id order.
        package var updates: [TaskUpdate] = []
        /// One line per update: `T-012 todo -> merged (commit abc1234, 2026-11-02)`.
        package var lines: [String] = []
        /// Moves refused and PRs closed unmerged, one line each.
        package var notices: [String] = []
    }

    /// `today` dates updates whose evidence has no date (branches).
    package static func plan(tasks: [PlanTask], evidence: [SyncEvidence], today: String, force: Bool) -> Outcome {
        let byTask = Dictionary(grouping: evidence, by: \.taskID)
        var outcome = Outcome()
        for task in tasks {
            let found = byTask[task.id] ?? []
            let usable = found.filter { if case .closedPullRequest = $0.source { false } else { true } }
            guard let best = usable.min(by: isBetter) else {
                for closed in found.sorted(by: isBetter) where !task.status.isFinished {
                    outcome.notices.append(
                        "\(task.id) \(closed.label) was closed without merging; left \(task.status.rawValue)")
                }
                continue
            }
            decide(task, best, today: today, force: force, into: &outcome)
        }
        return outcome
    }

    private static func decide(
        _ task: PlanTask, _ best: SyncEvidence, today: String, force: Bool, into outcome: inout Outcome
    ) {
        let pr = best.pr.flatMap { isSamePR($0, task.pr) ? nil : $0 }
        if best.status == task.status {
            guard let pr else { return }
            let update = TaskUpdate(
                taskID: task.id, from: task.status, to: task.status, pr: pr, date: best.date ?? today,
                details: [best.sourceLabel], note: "sync")
            outcome.updates.append(update)
            outcome.lines.append(
                "\(task.id) \(task.status.rawValue): \(TaskUpdate.prLabel(pr)) recorded (\(best.label))")
            return
        }
        // merged and done are both finished: neither replaces the other.
        if best.status.rank == task.status.rank { return }
        if best.status.rank < task.status.rank, !force {
            outcome.notices.append(
                "\(task.id) is \(task.status.rawValue) but \(best.label) says \(best.status.rawValue); not moved back (use --force)"
            )
            return
        }
        let update = TaskUpdate(
            taskID: task.id, from: task.status, to: best.status, pr: pr, date: best.date ?? today,
            details: [best.sourceLabel], note: "sync")
        outcome.updates.append(update)
        outcome.lines.append("\(task.id) \(task.status.rawValue) -> \(best.status.rawValue) (\(best.label))")
    }

    /// `42` and `https://github.com/o/r/pull/42` are the same PR.
    private static func isSamePR(_ new: String, _ old: String?) -> Bool {
        guard let old else { return false }
        if new == old { return true }
        guard let newNumber = TaskUpdate.prNumber(new), let oldNumber = TaskUpdate.prNumber(old) else { return false }
        return newNumber == oldNumber && (Int(old) != nil || Int(new) != nil)
    }

    /// More advanced first; then PRs, commits, branches; then the latest date; then the label.
    private static func isBetter(_ lhs: SyncEvidence, _ rhs: SyncEvidence) -> Bool {
        if lhs.status.rank != rhs.status.rank { return lhs.status.rank > rhs.status.rank }
        if lhs.priority != rhs.priority { return lhs.priority < rhs.priority }
        if lhs.date != rhs.date { return (lhs.date ?? "") > (rhs.date ?? "") }
        return lhs.label < rhs.label
    }
}

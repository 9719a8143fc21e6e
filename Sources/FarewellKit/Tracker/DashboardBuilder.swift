/// Computes the dashboard from the plan, the current inventory and the tasks' histories.
package enum DashboardBuilder {
    /// An in-review PR older than this many days is stale.
    package static let staleDays = 7

    /// `today` is a day number (days since 1970-01-01, UTC).
    package static func build(
        plan: Plan, inventory: Inventory, histories: [String: [HistoryEntry]], today: Int, burndown: Burndown? = nil
    ) -> Dashboard {
        let scope = TaskScope(plan: plan, inventory: inventory)
        let tasks = plan.tasks.map { task in
            Dashboard.TaskRow(
                id: task.id, title: task.title, wave: task.wave, module: task.module, layer: task.layer,
                status: task.status, pr: task.pr, points: task.points, remaining: scope.remaining(task.id))
        }
        let openPRs = tasks.compactMap { openPR($0, history: histories[$0.id] ?? [], today: today) }
        let waves = waveRows(plan, tasks)
        var warnings = Dashboard.Warnings()
        warnings.untracked = scope.untracked
        warnings.mergedWithRx = tasks.filter { $0.status == .merged && $0.remaining > 0 }
        // Not a task a file of which no target compiles (a `+Rx.swift` file not added to the project): `plan` leaves
        // it open, and `verify` says what to add.
        warnings.noRxLeft = plan.tasks.filter { task in
            task.kind == .migration && !task.files.isEmpty && !task.status.isFinished && scope.remaining(task.id) == 0
                && TargetMembership.missing(task, in: inventory, plan: plan).isEmpty
        }.map(\.id)
        warnings.rxKeptForOthers = warnings.noRxLeft.filter { scope.kept($0) > 0 }
        warnings.stale = openPRs.filter(\.isStale)
        warnings.inputProblems = inventory.diagnostics.filter { !$0.isInformational }.sorted().map(\.description)
        warnings.advice = inventory.diagnostics.filter(\.isAdvice).sorted().map(\.description)
        warnings.retroPending = waves.filter { !$0.tasks.isEmpty && $0.finished == $0.tasks.count && !$0.retroDone }
            .map(\.id)
        let finished = Set(plan.tasks.filter(\.status.isFinished).map(\.id))
        let known = Set(plan.tasks.map(\.id))
        warnings.mergedEarly = plan.tasks.filter { $0.status == .merged }.compactMap { task in
            let waiting = task.dependsOn.filter { known.contains($0) && !finished.contains($0) }
            return waiting.isEmpty ? nil : Dashboard.MergedEarly(task: task.id, waitingOn: waiting)
        }
        let figures = progress(plan, inventory, scope)
        return Dashboard(
            today: CalendarDay.string(days: today), progress: figures, waves: waves, tasks: tasks,
            remaining: remaining(inventory), openPRs: openPRs, warnings: warnings, burndown: burndown)
    }

    /// The Rx the plan keeps on purpose (`TaskScope.keptForWorkflows`) is neither left nor to remove, and the bridges
    /// `farewell scaffold` wrote (`TaskScope.bridges`) are the plan's own, not Rx left: once every task is done, 100%
    /// of the rest is removed. The baseline of a plan made before `farewell scaffold` ran (the foundation task runs
    /// it) holds no bridges. A count above the baseline (a catalog that learnt constructs since the last `plan`, which
    /// raises the baseline to it) is its own baseline: nothing removed yet, never more Rx left than the baseline.
    private static func progress(_ plan: Plan, _ inventory: Inventory, _ scope: TaskScope) -> Dashboard.Progress {
        let kept = scope.keptForWorkflows
        let now = max(0, inventory.occurrenceCount - kept - scope.bridges)
        let baseline = max(plan.baseline - kept, now)
        let removed = max(0, baseline - now)
        let percent = baseline > 0 ? removed * 100 / baseline : (now == 0 ? 100 : 0)
        let finished = plan.tasks.filter(\.status.isFinished)
        let points = plan.tasks.reduce(0) { $0 + $1.points }
        return Dashboard.Progress(
            baseline: baseline, occurrences: now, removed: removed, percent: percent, kept: kept,
            bridges: scope.bridges, tasks: plan.tasks.count, finishedTasks: finished.count, points: points,
            pointsLeft: points - finished.reduce(0) { $0 + $1.points })
    }

    /// The plan's waves in order, then any wave a task names that has no wave file; each wave's tasks in the order
    /// its wave file lists them (`WorkOrder`).
    private static func waveRows(_ plan: Plan, _ tasks: [Dashboard.TaskRow]) -> [Dashboard.WaveRow] {
        let byWave = Dictionary(grouping: tasks, by: \.wave)
        let dependsOn = Dictionary(plan.tasks.map { ($0.id, $0.dependsOn) }, uniquingKeysWith: { first, _ in first })
        var waves = plan.waves.map { ($0.id, $0.title, $0.retroDone) }
        let known = Set(waves.map(\.0))
        for id in byWave.keys.filter({ !known.contains($0) }).sorted(by: NaturalOrder.precedes) {
            waves.append((id, id.isEmpty ? "No wave" : "", false))
        }
        return waves.map { id, title, retroDone in
            let members = byWave[id] ?? []
            let finished = members.filter(\.status.isFinished).count
            return Dashboard.WaveRow(
                id: id, title: title, retroDone: retroDone,
                tasks: WorkOrder.sorted(members.map(\.id)) { dependsOn[$0] ?? [] }, finished: finished,
                percent: members.isEmpty ? 0 : finished * 100 / members.count)
        }
    }

    /// The Rx left to migrate by module and layer, as `progress` counts it: without the lines RIBs' workflows need
    /// or the bridges `farewell scaffold` wrote.
    private static func remaining(_ inventory: Inventory) -> [Dashboard.Remaining] {
        var counts: [String: [Layer: Int]] = [:]
        for file in inventory.files where !file.occurrences.isEmpty && !file.isScaffolded {
            let left = TaskScope.outsideWorkflows(file).count
            if left > 0 { counts[file.module, default: [:]][file.layer, default: 0] += left }
        }
        return counts.keys.sorted().flatMap { module in
            (counts[module] ?? [:]).sorted { $0.key < $1.key }.map {
                Dashboard.Remaining(module: module, layer: $0.key, occurrences: $0.value)
            }
        }
    }

    /// The PR of a task that is in review, or in progress or blocked with a PR recorded.
    private static func openPR(_ task: Dashboard.TaskRow, history: [HistoryEntry], today: Int) -> Dashboard.OpenPR? {
        guard !task.status.isFinished, task.status != .todo, task.pr != nil || task.status == .inReview else {
            return nil
        }
        // In review since the last move there; a draft since its PR was first recorded.
        let opened = (history.last { $0.to == .inReview } ?? history.first { $0.text.contains("PR ") })?.date
        let age = opened.flatMap(CalendarDay.days(from:)).map { max(0, today - $0) }
        return Dashboard.OpenPR(
            task: task.id, pr: task.pr, status: task.status, openedOn: opened, ageDays: age,
            isStale: task.status == .inReview && (age ?? 0) > staleDays)
    }
}

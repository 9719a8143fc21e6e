/// The dashboard for a terminal: plain text, with ANSI colour when asked.
package enum DashboardText {
    package static func render(_ dashboard: Dashboard, colour: Bool = false) -> String {
        let paint = Paint(enabled: colour)
        var sections = [overview(dashboard, paint), waves(dashboard, paint)]
        if !dashboard.remaining.isEmpty {
            sections.append(paint.bold("Rx left by module and layer") + "\n" + remaining(dashboard))
        }
        if !dashboard.openPRs.isEmpty { sections.append(paint.bold("Open PRs") + "\n" + openPRs(dashboard)) }
        if let burndown = dashboard.burndown { sections.append(paint.bold("History") + "\n" + history(burndown)) }
        sections.append(warnings(dashboard, paint))
        return sections.joined(separator: "\n")
    }

    private static func overview(_ dashboard: Dashboard, _ paint: Paint) -> String {
        let progress = dashboard.progress
        return paint.bold("Migration status on \(dashboard.today)") + "\n"
            + "  Rx left      \(progress.occurrences) of \(progress.baseline)  "
            + paint.green(DashboardStyle.bar(progress.percent)) + " \(progress.percent)% removed\n"
            + notLeft(progress)
            + "  Tasks        \(progress.finishedTasks) of \(progress.tasks) merged or done\n"
            + "  Points left  \(progress.pointsLeft) of \(progress.points)\n"
    }

    /// `  Kept on Rx   55 (code RIBs needs)`, its figure in the column of the overview's others.
    private static func notLeft(_ progress: Dashboard.Progress) -> String {
        DashboardStyle.notLeft(progress).map { line in
            "  " + line.label + String(repeating: " ", count: max(1, 13 - line.label.count)) + line.figure + "\n"
        }.joined()
    }

    private static func waves(_ dashboard: Dashboard, _ paint: Paint) -> String {
        var text = paint.bold("Waves") + "\n"
        let width = dashboard.waves.map(\.name.count).max() ?? 0
        for (wave, members) in zip(dashboard.waves, dashboard.waveTaskRows()) {
            let name = wave.name
            let padding = String(repeating: " ", count: max(0, width - name.count))
            let percent = String(repeating: " ", count: 3 - min(3, String(wave.percent).count)) + "\(wave.percent)%"
            let retro = wave.retroDone ? "  retro done" : ""
            text +=
                "  \(name)\(padding)  \(paint.green(DashboardStyle.bar(wave.percent)))  \(percent)  "
                + "\(wave.finished)/\(wave.tasks.count)\(retro)\n"
            for status in DashboardStyle.statusOrder {
                let ids = members.filter { $0.status == status }
                guard !ids.isEmpty else { continue }
                text += "    \(status.rawValue): " + ids.map(label).joined(separator: ", ") + "\n"
            }
        }
        return text
    }

    private static func label(_ task: Dashboard.TaskRow) -> String {
        var extras: [String] = []
        if task.pr != nil, !task.status.isFinished { extras.append(DashboardStyle.pr(task.pr)) }
        if task.remaining > 0, task.status != .todo { extras.append("\(task.remaining) Rx left") }
        return extras.isEmpty ? task.id : "\(task.id) (\(extras.joined(separator: ", ")))"
    }

    static func remaining(_ dashboard: Dashboard) -> String {
        let layers = Layer.migrationOrder.filter { layer in dashboard.remaining.contains { $0.layer == layer } }
        var table = TextTable(header: ["module"] + layers.map(\.rawValue) + ["total"])
        let modules = Dictionary(grouping: dashboard.remaining, by: \.module)
        for module in modules.keys.sorted() {
            let cells = modules[module] ?? []
            let values = layers.map { layer in cells.first { $0.layer == layer }?.occurrences ?? 0 }
            table.rows.append([module] + values.map { $0 == 0 ? "-" : String($0) } + [String(values.reduce(0, +))])
        }
        let totals = layers.map { layer in
            dashboard.remaining.filter { $0.layer == layer }.reduce(0) { $0 + $1.occurrences }
        }
        table.rows.append(["total"] + totals.map(String.init) + [String(totals.reduce(0, +))])
        return table.render()
    }

    private static func openPRs(_ dashboard: Dashboard) -> String {
        var table = TextTable(header: ["task", "pr", "status", "opened", "age"], numeric: [])
        for pr in dashboard.openPRs {
            let age = DashboardStyle.age(pr.ageDays)
            table.rows.append([
                pr.task, DashboardStyle.pr(pr.pr), pr.status.rawValue, pr.openedOn ?? "?",
                pr.isStale ? age + " (stale)" : age,
            ])
        }
        return table.render()
    }

    static func history(_ burndown: Burndown) -> String {
        var table = TextTable(header: ["date", "commit", "Rx", "merged tasks"], numeric: [2, 3])
        for sample in burndown.samples {
            table.rows.append([
                sample.date, String(sample.commit.prefix(7)), String(sample.occurrences), String(sample.mergedTasks),
            ])
        }
        return table.render() + "  Rx     " + DashboardStyle.sparkline(burndown.samples.map(\.occurrences)) + "\n"
            + "  Tasks  " + DashboardStyle.sparkline(burndown.samples.map(\.mergedTasks)) + "\n"
            + "  " + projection(burndown) + "\n"
    }

    /// `Projected finish: 2027-01-15 (-12.5 Rx a week)` or `No projection: ...`.
    static func projection(_ burndown: Burndown) -> String {
        if let last = burndown.samples.last, last.occurrences == 0 { return "Finished: no Rx left on \(last.date)" }
        guard let finish = burndown.projectedFinish, let change = burndown.weeklyChange else {
            return burndown.samples.count < 2
                ? "No projection: too few samples" : "No projection: the Rx count is not decreasing"
        }
        return "Projected finish: \(finish) at the current pace (\(DashboardStyle.weekly(change)) Rx a week)"
    }

    private static func warnings(_ dashboard: Dashboard, _ paint: Paint) -> String {
        let lines = DashboardWarnings.lines(dashboard.warnings)
        guard !lines.isEmpty else { return paint.bold("Warnings") + "\n  none\n" }
        return paint.bold("Warnings") + "\n" + lines.map { "  " + paint.yellow("!") + " " + $0 + "\n" }.joined()
    }
}

/// ANSI colour, or nothing.
struct Paint {
    var enabled: Bool
    func bold(_ text: String) -> String { wrap(text, "1") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    private func wrap(_ text: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
}

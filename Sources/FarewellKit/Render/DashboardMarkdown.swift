/// The dashboard as GitHub-flavoured markdown, for a PR comment or a wiki page.
package enum DashboardMarkdown {
    package static func render(_ dashboard: Dashboard) -> String {
        let progress = dashboard.progress
        var text = "## Migration status on \(dashboard.today)\n\n"
        text += "- **Rx left:** \(progress.occurrences) of \(progress.baseline) (\(progress.percent)% removed)\n"
        text += DashboardStyle.notLeft(progress).map { "- **\($0.label):** \($0.figure)\n" }.joined()
        text += "- **Tasks merged or done:** \(progress.finishedTasks) of \(progress.tasks)\n"
        text += "- **Points left:** \(progress.pointsLeft) of \(progress.points)\n\n"
        text += waves(dashboard)
        if !dashboard.remaining.isEmpty { text += "### Rx left by module and layer\n\n" + remaining(dashboard) + "\n" }
        if !dashboard.openPRs.isEmpty { text += "### Open PRs\n\n" + openPRs(dashboard) + "\n" }
        if let burndown = dashboard.burndown { text += "### History\n\n" + history(burndown) + "\n" }
        let warnings = DashboardWarnings.lines(dashboard.warnings)
        text += "### Warnings\n\n"
        text += warnings.isEmpty ? "None.\n" : warnings.map { "- " + escape($0) + "\n" }.joined()
        return text
    }

    private static func waves(_ dashboard: Dashboard) -> String {
        var text = "### Waves\n\n| wave | progress | finished | tasks |\n|---|---|---:|---|\n"
        for (wave, members) in zip(dashboard.waves, dashboard.waveTaskRows()) {
            let tasks = DashboardStyle.statusOrder.compactMap { status -> String? in
                let ids = members.filter { $0.status == status }.map { task in
                    task.pr != nil && !task.status.isFinished ? "\(task.id) \(DashboardStyle.pr(task.pr))" : task.id
                }
                return ids.isEmpty ? nil : "\(status.rawValue): " + ids.joined(separator: ", ")
            }
            let retro = wave.retroDone ? " (retro done)" : ""
            text +=
                "| \(escape(wave.name))\(retro) | `\(DashboardStyle.bar(wave.percent, width: 10))` \(wave.percent)% "
                + "| \(wave.finished)/\(wave.tasks.count) | \(tasks.joined(separator: "; ")) |\n"
        }
        return text + "\n"
    }

    private static func remaining(_ dashboard: Dashboard) -> String {
        let layers = Layer.migrationOrder.filter { layer in dashboard.remaining.contains { $0.layer == layer } }
        var text = "| module | " + layers.map(\.rawValue).joined(separator: " | ") + " | total |\n"
        text += "|---|" + layers.map { _ in "---:|" }.joined() + "---:|\n"
        let modules = Dictionary(grouping: dashboard.remaining, by: \.module)
        for module in modules.keys.sorted() {
            let values = layers.map { layer in modules[module]?.first { $0.layer == layer }?.occurrences ?? 0 }
            text +=
                "| \(escape(module)) | " + values.map { $0 == 0 ? "-" : String($0) }.joined(separator: " | ")
                + " | \(values.reduce(0, +)) |\n"
        }
        let totals = layers.map { layer in
            dashboard.remaining.filter { $0.layer == layer }.reduce(0) { $0 + $1.occurrences }
        }
        text +=
            "| **total** | " + totals.map { "**\($0)**" }.joined(separator: " | ") + " | **\(totals.reduce(0, +))** |\n"
        return text
    }

    private static func openPRs(_ dashboard: Dashboard) -> String {
        var text = "| task | PR | status | opened | age |\n|---|---|---|---|---:|\n"
        for pr in dashboard.openPRs {
            let age = DashboardStyle.age(pr.ageDays) + (pr.isStale ? " (stale)" : "")
            text += "| \(pr.task) | \(link(pr.pr)) | \(pr.status.rawValue) | \(pr.openedOn ?? "?") | \(age) |\n"
        }
        return text
    }

    private static func history(_ burndown: Burndown) -> String {
        var text = "| date | commit | Rx | merged tasks |\n|---|---|---:|---:|\n"
        for sample in burndown.samples {
            text +=
                "| \(sample.date) | `\(sample.commit.prefix(7))` | \(sample.occurrences) | \(sample.mergedTasks) |\n"
        }
        return text + "\nRx: `\(DashboardStyle.sparkline(burndown.samples.map(\.occurrences)))` "
            + escape(DashboardText.projection(burndown)) + "\n"
    }

    private static func link(_ pr: String?) -> String {
        guard let pr, pr.hasPrefix("https://") || pr.hasPrefix("http://") else { return DashboardStyle.pr(pr) }
        return "[\(DashboardStyle.pr(pr))](\(pr))"
    }

    /// Keeps a table cell in its column.
    private static func escape(_ text: String) -> String { text.replacingAll("|", with: "\\|") }
}

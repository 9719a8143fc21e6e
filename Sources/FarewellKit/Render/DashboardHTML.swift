/// The dashboard as one self-contained HTML page: inline CSS and SVG, no scripts, no network.
package enum DashboardHTML {
    package static func render(_ dashboard: Dashboard) -> String {
        let progress = dashboard.progress
        var body = "<h1>Migration status on \(dashboard.today)</h1>\n<section class=\"cards\">\n"
        body += card(
            "Rx left", "\(progress.occurrences)",
            ["of \(progress.baseline), \(progress.percent)% removed"]
                + DashboardStyle.notLeft(progress).map {
                    $0.label.prefix(1).lowercased() + "\($0.label.dropFirst()): \($0.figure)"
                })
        body += card("Tasks finished", "\(progress.finishedTasks)", ["of \(progress.tasks) merged or done"])
        body += card("Points left", "\(progress.pointsLeft)", ["of \(progress.points)"])
        body += "</section>\n" + waves(dashboard)
        if let burndown = dashboard.burndown { body += history(burndown) }
        if !dashboard.remaining.isEmpty { body += remaining(dashboard) }
        if !dashboard.openPRs.isEmpty { body += openPRs(dashboard) }
        body += warnings(dashboard)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Migration status on \(dashboard.today)</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <main>
            \(body)</main>
            </body>
            </html>

            """
    }

    /// A figure with its details, a paragraph each.
    private static func card(_ title: String, _ value: String, _ details: [String]) -> String {
        "<div class=\"card\"><h2>\(HTMLText.escape(title))</h2><p class=\"big\">\(value)</p>"
            + details.map { "<p>\(HTMLText.escape($0))</p>" }.joined() + "</div>\n"
    }

    private static func waves(_ dashboard: Dashboard) -> String {
        let rows = dashboard.waves.map { (label: $0.name, percent: $0.percent) }
        var html = "<section>\n<h2>Waves</h2>\n" + SVGChart.bars(rows) + "\n<table>\n"
        html += header(["wave", "finished", "retro", "tasks"], numeric: [1])
        for (wave, members) in zip(dashboard.waves, dashboard.waveTaskRows()) {
            let tasks = members.map { task in
                let pr = task.pr != nil && !task.status.isFinished ? " " + DashboardStyle.pr(task.pr) : ""
                return "<span class=\"chip \(task.status.rawValue)\" title=\"\(HTMLText.escape(task.title))\">"
                    + "\(HTMLText.escape(task.id)) \(task.status.rawValue)\(HTMLText.escape(pr))</span>"
            }
            html +=
                "<tr><td>\(HTMLText.escape(wave.name))</td>"
                + "<td class=\"num\">\(wave.finished)/\(wave.tasks.count)</td><td>\(wave.retroDone ? "done" : "-")</td>"
                + "<td>\(tasks.joined(separator: " "))</td></tr>\n"
        }
        return html + "</table>\n</section>\n"
    }

    private static func history(_ burndown: Burndown) -> String {
        var html = "<section>\n<h2>History</h2>\n"
        // One sample draws no line: the table and the projection say it all.
        if burndown.samples.count > 1 {
            html += SVGChart.burndown(burndown.samples) + "\n"
            html +=
                "<p class=\"legend\"><span class=\"key rx\"></span>Rx occurrences "
                + "<span class=\"key tasks\"></span>merged tasks</p>\n"
        }
        html += "<p>\(HTMLText.escape(DashboardText.projection(burndown)))</p>\n<table>\n"
        html += header(["date", "commit", "Rx", "merged tasks"], numeric: [2, 3])
        for sample in burndown.samples {
            html +=
                "<tr><td>\(sample.date)</td><td><code>\(HTMLText.escape(String(sample.commit.prefix(7))))</code></td>"
                + "<td class=\"num\">\(sample.occurrences)</td><td class=\"num\">\(sample.mergedTasks)</td></tr>\n"
        }
        return html + "</table>\n</section>\n"
    }

    private static func remaining(_ dashboard: Dashboard) -> String {
        let layers = Layer.migrationOrder.filter { layer in dashboard.remaining.contains { $0.layer == layer } }
        var html = "<section>\n<h2>Rx left by module and layer</h2>\n<table>\n"
        html += header(["module"] + layers.map(\.rawValue) + ["total"], numeric: Set(1...layers.count + 1))
        let modules = Dictionary(grouping: dashboard.remaining, by: \.module)
        for module in modules.keys.sorted() {
            let values = layers.map { layer in modules[module]?.first { $0.layer == layer }?.occurrences ?? 0 }
            html +=
                "<tr><td>\(HTMLText.escape(module))</td>"
                + values.map { "<td class=\"num\">\($0 == 0 ? "-" : String($0))</td>" }.joined()
                + "<td class=\"num\">\(values.reduce(0, +))</td></tr>\n"
        }
        let totals = layers.map { layer in
            dashboard.remaining.filter { $0.layer == layer }.reduce(0) { $0 + $1.occurrences }
        }
        html +=
            "<tr class=\"total\"><td>total</td>" + totals.map { "<td class=\"num\">\($0)</td>" }.joined()
            + "<td class=\"num\">\(totals.reduce(0, +))</td></tr>\n"
        return html + "</table>\n</section>\n"
    }

    private static func openPRs(_ dashboard: Dashboard) -> String {
        var html = "<section>\n<h2>Open PRs</h2>\n<table>\n"
        html += header(["task", "PR", "status", "opened", "age"], numeric: [4])
        for pr in dashboard.openPRs {
            let age = DashboardStyle.age(pr.ageDays)
            html +=
                "<tr\(pr.isStale ? " class=\"stale\"" : "")><td>\(HTMLText.escape(pr.task))</td>"
                + "<td>\(HTMLText.escape(DashboardStyle.pr(pr.pr)))</td><td>\(pr.status.rawValue)</td>"
                + "<td>\(pr.openedOn ?? "?")</td><td class=\"num\">\(age)\(pr.isStale ? " (stale)" : "")</td></tr>\n"
        }
        return html + "</table>\n</section>\n"
    }

    /// A header row; the columns in `numeric` are aligned right like their cells.
    private static func header(_ names: [String], numeric: Set<Int>) -> String {
        "<tr>"
            + names.enumerated().map { index, name in
                "<th\(numeric.contains(index) ? " class=\"num\"" : "")>\(HTMLText.escape(name))</th>"
            }.joined() + "</tr>\n"
    }

    private static func warnings(_ dashboard: Dashboard) -> String {
        let lines = DashboardWarnings.lines(dashboard.warnings)
        guard !lines.isEmpty else { return "<section>\n<h2>Warnings</h2>\n<p>None.</p>\n</section>\n" }
        return "<section>\n<h2>Warnings</h2>\n<ul class=\"warnings\">\n"
            + lines.map { "<li>\(codeSpans(HTMLText.escape($0)))</li>\n" }.joined() + "</ul>\n</section>\n"
    }

    /// Escaped text with each `backticked` part in `<code>`.
    static func codeSpans(_ escaped: String) -> String {
        let parts = escaped.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count > 2, parts.count % 2 == 1 else { return escaped }
        return parts.enumerated().map { $0.offset % 2 == 1 ? "<code>\($0.element)</code>" : String($0.element) }
            .joined()
    }

    private static let style = """
        body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1d232a; background: #f6f7f9; margin: 0; }
        main { max-width: 980px; margin: 0 auto; padding: 24px; }
        h1 { font-size: 24px; } h2 { font-size: 17px; margin: 0 0 8px; }
        section { background: #fff; border: 1px solid #dde1e6; border-radius: 8px; padding: 16px; margin: 16px 0; }
        .cards { display: flex; gap: 16px; background: none; border: 0; padding: 0; }
        .card { flex: 1; background: #fff; border: 1px solid #dde1e6; border-radius: 8px; padding: 12px 16px; }
        .card p { margin: 0; } .big { font-size: 28px; font-weight: 600; }
        table { border-collapse: collapse; width: 100%; margin-top: 8px; }
        th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid #eceff2; vertical-align: top; }
        .num { text-align: right; font-variant-numeric: tabular-nums; }
        .chip { display: inline-block; padding: 1px 6px; margin: 1px; border-radius: 10px; font-size: 13px; background: #eceff2; }
        .chip.merged, .chip.done { background: #d3f2dc; } .chip.in-review { background: #dbe8ff; }
        .chip.in-progress { background: #fff1c9; } .chip.blocked { background: #ffd9d6; }
        .total td { font-weight: 600; border-bottom: 0; } .stale td { color: #a33b00; } .warnings li { margin: 4px 0; }
        svg { max-width: 100%; height: auto; } svg .label { font-size: 12px; fill: #4a5561; } svg .end { text-anchor: end; }
        svg .track { fill: #eceff2; } svg .fill { fill: #2f9e5b; } svg .axis { stroke: #b8c0c8; }
        svg .area { fill: #dbe8ff; } svg .rx { fill: none; stroke: #2f6fdb; stroke-width: 2; }
        svg .tasks { fill: none; stroke: #2f9e5b; stroke-width: 2; stroke-dasharray: 5 4; }
        .key { display: inline-block; width: 14px; height: 3px; margin: 0 6px 3px 12px; vertical-align: middle; }
        .key.rx { background: #2f6fdb; } .key.tasks { background: #2f9e5b; }
        """
}

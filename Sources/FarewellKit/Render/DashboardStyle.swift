/// Small pieces the dashboard renderers share: bars, sparklines, PR labels, plural words.
package enum DashboardStyle {
    /// `████████░░░░` for `percent` over `width` cells.
    package static func bar(_ percent: Int, width: Int = 20) -> String {
        let filled = min(width, max(0, percent * width / 100))
        return String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    }

    /// `▇▆▅▃▁` for a series, scaled from its minimum (or zero) to its maximum.
    package static func sparkline(_ values: [Int]) -> String {
        let ticks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
        guard let top = values.max(), top > 0 else { return String(repeating: "▁", count: values.count) }
        return String(values.map { ticks[min(ticks.count - 1, max(0, $0) * (ticks.count - 1) / top)] })
    }

    /// `#42` for a number or a URL ending in one, else the value itself; `-` for none.
    package static func pr(_ value: String?) -> String {
        guard let value else { return "-" }
        return TaskUpdate.prNumber(value).map { "#\($0)" } ?? value
    }

    /// `1 task`, `3 tasks`.
    package static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }

    /// The overview's lines on the Rx that is not left to migrate, as (label, figure) pairs: `Kept on Rx`, `55 (RIBs
    /// workflows)`; `Bridges`, `27, removed by the last cleanup`. None when there is no such Rx.
    package static func notLeft(_ progress: Dashboard.Progress) -> [(label: String, figure: String)] {
        var lines: [(label: String, figure: String)] = []
        if progress.kept > 0 { lines.append(("Kept on Rx", "\(progress.kept) (code RIBs needs)")) }
        if progress.bridges > 0 { lines.append(("Bridges", "\(progress.bridges), removed by the last cleanup")) }
        return lines
    }

    /// `12 days`, `?` when unknown.
    package static func age(_ days: Int?) -> String { days.map { count($0, "day") } ?? "?" }

    /// Statuses in the order the dashboard lists a wave's tasks.
    package static let statusOrder: [TaskStatus] = [.merged, .done, .inReview, .inProgress, .blocked, .todo]

    /// A signed change per week: `-12.5`, `+3.0`.
    package static func weekly(_ change: Double) -> String {
        let tenths = Int((change * 10).rounded())
        let sign = tenths < 0 ? "-" : "+"
        return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
    }
}

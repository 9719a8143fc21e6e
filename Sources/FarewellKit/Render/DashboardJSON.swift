import Foundation

/// The dashboard as JSON, keys sorted, for scripts and CI. Schema (version 1):
///
/// ```
/// {
///   "version": 1,
///   "today": "2026-11-30",
///   "progress": {"baseline", "occurrences", "removed", "percent", "kept", "bridges", "tasks", "finishedTasks",
///                "points", "pointsLeft"},
///   "waves": [{"id", "title", "retroDone", "tasks": ["T-001"], "finished", "percent"}],
///   "tasks": [{"id", "title", "wave", "module", "layer", "status", "pr": "42" | "https://..." | null,
///              "points", "remaining"}],
///   "remaining": [{"module", "layer", "occurrences"}],
///   "openPRs": [{"task", "pr": string | null, "status", "openedOn": "yyyy-MM-dd" | null,
///                "ageDays": int | null, "stale": bool}],
///   "warnings": {"untracked": [{"path", "occurrences"}], "mergedWithRx": [{"task", "remaining"}],
///                "noRxLeft": ["T-007"], "stale": ["T-004"], "retroPending": ["W0"],
///                "mergedEarly": [{"task": "T-009", "waitingOn": ["T-005"]}]},
///   "history": null | {"samples": [{"commit", "date", "occurrences", "mergedTasks"}],
///                      "projectedFinish": "yyyy-MM-dd" | null, "weeklyChange": number | null}
/// }
/// ```
/// `percent` fields are whole numbers rounded down; `remaining` counts Rx occurrences in a task's scope now. `kept` (the
/// Rx RIBs' workflows need) and `bridges` (those `farewell scaffold` wrote) are not in `occurrences`, nor `kept` in
/// `baseline`.
package enum DashboardJSON {
    package static func render(_ dashboard: Dashboard) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(Document(dashboard)) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private struct Document: Encodable {
        var version = 1
        var today: String
        var progress: Dashboard.Progress
        var waves: [Wave]
        var tasks: [Task]
        var remaining: [Dashboard.Remaining]
        var openPRs: [OpenPR]
        var warnings: Warnings
        var history: Burndown?

        init(_ dashboard: Dashboard) {
            today = dashboard.today
            progress = dashboard.progress
            waves = dashboard.waves.map {
                Wave(
                    id: $0.id, title: $0.title, retroDone: $0.retroDone, tasks: $0.tasks, finished: $0.finished,
                    percent: $0.percent)
            }
            tasks = dashboard.tasks.map {
                Task(
                    id: $0.id, title: $0.title, wave: $0.wave, module: $0.module, layer: $0.layer.rawValue,
                    status: $0.status.rawValue, pr: $0.pr, points: $0.points, remaining: $0.remaining)
            }
            remaining = dashboard.remaining
            openPRs = dashboard.openPRs.map {
                OpenPR(
                    task: $0.task, pr: $0.pr, status: $0.status.rawValue, openedOn: $0.openedOn, ageDays: $0.ageDays,
                    stale: $0.isStale)
            }
            warnings = Warnings(
                untracked: dashboard.warnings.untracked,
                mergedWithRx: dashboard.warnings.mergedWithRx.map {
                    MergedWithRx(task: $0.id, remaining: $0.remaining)
                },
                noRxLeft: dashboard.warnings.noRxLeft, stale: dashboard.warnings.stale.map(\.task),
                retroPending: dashboard.warnings.retroPending, mergedEarly: dashboard.warnings.mergedEarly,
                inputProblems: dashboard.warnings.inputProblems, advice: dashboard.warnings.advice)
            history = dashboard.burndown
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(version, forKey: Key("version"))
            try container.encode(today, forKey: Key("today"))
            try container.encode(progress, forKey: Key("progress"))
            try container.encode(waves, forKey: Key("waves"))
            try container.encode(tasks, forKey: Key("tasks"))
            try container.encode(remaining, forKey: Key("remaining"))
            try container.encode(openPRs, forKey: Key("openPRs"))
            try container.encode(warnings, forKey: Key("warnings"))
            try container.encode(history.map(History.init), forKey: Key("history"))
        }
    }

    private struct Wave: Encodable {
        var id, title: String
        var retroDone: Bool
        var tasks: [String]
        var finished, percent: Int
    }

    private struct Task: Encodable {
        var id, title, wave, module, layer, status: String
        var pr: String?
        var points, remaining: Int

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in [
                ("id", id), ("title", title), ("wave", wave), ("module", module), ("layer", layer), ("status", status),
            ] {
                try container.encode(value, forKey: Key(key))
            }
            try container.encode(pr, forKey: Key("pr"))
            try container.encode(points, forKey: Key("points"))
            try container.encode(remaining, forKey: Key("remaining"))
        }
    }

    private struct OpenPR: Encodable {
        var task: String
        var pr: String?
        var status: String
        var openedOn: String?
        var ageDays: Int?
        var stale: Bool

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(task, forKey: Key("task"))
            try container.encode(pr, forKey: Key("pr"))
            try container.encode(status, forKey: Key("status"))
            try container.encode(openedOn, forKey: Key("openedOn"))
            try container.encode(ageDays, forKey: Key("ageDays"))
            try container.encode(stale, forKey: Key("stale"))
        }
    }

    private struct MergedWithRx: Encodable {
        var task: String
        var remaining: Int
    }

    private struct Warnings: Encodable {
        var untracked: [Dashboard.Untracked]
        var mergedWithRx: [MergedWithRx]
        var noRxLeft: [String]
        var stale: [String]
        var retroPending: [String]
        var mergedEarly: [Dashboard.MergedEarly]
        var inputProblems: [String]
        var advice: [String]
    }

    private struct History: Encodable {
        var burndown: Burndown

        init(_ burndown: Burndown) { self.burndown = burndown }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(burndown.samples, forKey: Key("samples"))
            try container.encode(burndown.projectedFinish, forKey: Key("projectedFinish"))
            try container.encode(burndown.weeklyChange.map { ($0 * 10).rounded() / 10 }, forKey: Key("weeklyChange"))
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

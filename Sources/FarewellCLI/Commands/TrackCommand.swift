import FarewellKit
import Foundation

/// `farewell track`: records a task's status (and PR) in its file, with a dated history line.
package enum TrackCommand {
    package static let command = Command(
        name: "track", summary: "Record a task's status and PR in its task file.", usage: usage, run: run)

    /// The statuses a person sets by hand (`done` is the planner's).
    static let statuses: [TaskStatus] = [.todo, .inProgress, .inReview, .merged, .blocked]

    static func run(_ cursor: inout ArgumentCursor, _ environment: inout Environment) throws -> Int32 {
        let statusText = try cursor.option("--status")
        let prText = try cursor.option("--pr")
        let url = try cursor.option("--url")
        let note = try cursor.option("--note")
        let workspacePath = try cursor.option("--workspace")
        let force = cursor.flag("--force")
        guard let id = cursor.nextPositional() else { throw UsageError("Missing task id") }
        try cursor.finish()
        guard let statusText else { throw UsageError("Missing '--status'") }
        guard let status = TaskStatus(rawValue: statusText), statuses.contains(status) else {
            let names = statuses.map(\.rawValue).joined(separator: ", ")
            throw UsageError("Unknown status '\(statusText)' (expected one of: \(names))")
        }
        if let prText, Int(prText) == nil || prText.hasPrefix("-") {
            throw UsageError("'--pr' takes a PR number")
        }
        if let url, !(url.hasPrefix("https://") || url.hasPrefix("http://")) {
            throw UsageError("'--url' takes an http(s) URL")
        }
        return TrackerCommandSupport.reporting(environment) { () throws(TrackerError) -> Int32 in
            let (workspace, lock) = try TrackerCommandSupport.lockedWorkspace(workspacePath, in: environment)
            defer { lock.release() }
            let request = Request(id: id, status: status, pr: prText, url: url, note: note, force: force)
            return try track(request, workspace: workspace, environment: environment)
        }
    }

    struct Request {
        var id: String
        var status: TaskStatus
        var pr: String?
        var url: String?
        var note: String?
        var force: Bool
    }

    static func track(_ request: Request, workspace: TrackerWorkspace, environment: Environment) throws(TrackerError)
        -> Int32
    {
        guard let task = workspace.plan.task(request.id), let path = workspace.taskPaths[request.id] else {
            throw TrackerError.unknownTask(request.id)
        }
        if task.status.isFinished, !request.status.isFinished, !request.force {
            throw TrackerError.suspiciousMove(task: task.id, from: task.status, to: request.status)
        }
        var details: [String] = []
        if let url = request.url {
            details.append(request.pr.map { "PR #\($0) \(url)" } ?? "\(TaskUpdate.prLabel(url)) \(url)")
        } else if let pr = request.pr {
            details.append("PR #\(pr)")
        }
        let prValue = request.url ?? request.pr
        if task.status == request.status, prValue == nil || prValue == task.pr, request.note?.isEmpty ?? true {
            environment.output.write("\(task.id) is already \(task.status.rawValue); nothing to change.\n")
            return ExitCode.ok
        }
        let update = TaskUpdate(
            taskID: task.id, from: task.status, to: request.status, pr: prValue,
            date: TrackerCommandSupport.today(environment), details: details, note: request.note)
        try TrackerCommandSupport.apply(update, path: path, workspace: workspace, environment: environment)
        let summary = (["\(task.id) \(task.status.rawValue) -> \(request.status.rawValue)"] + details).joined(
            separator: ", ")
        environment.output.write(summary + "\n")
        try TrackerCommandSupport.refreshWaves(workspace, in: environment)
        return ExitCode.ok
    }

    static let usage = """
        OVERVIEW: Record a task's status and PR in its task file.

        Changes only the `status` (and `pr`) lines of the task's front matter and appends a dated line to
        its `## History` section, e.g. `- 2026-11-30: status todo -> in-review, PR #42 (note)`. Then
        refreshes the task tables of the wave files, as `farewell plan` would (parts edited by hand are kept
        and reported). Holds the workspace lock while it writes.

        USAGE: farewell track <task-id> --status <status> [--pr N] [--url URL] [--note TEXT] [--workspace DIR] [--force]

        ARGUMENTS:
          task-id           The task, such as T-012.

        OPTIONS:
          --status STATUS   todo, in-progress, in-review, merged or blocked.
          --pr N            The PR number.
          --url URL         The PR's URL; stored as `pr` instead of the number.
          --note TEXT       A note for the history line.
          --workspace DIR   The folder holding tasks/ and waves/ (default: the repository root).
          --force           Allow moving a merged task back to an unfinished status.
          -h, --help        Show this help.

        EXIT CODES: 0 recorded, 64 usage error, 65 unknown task, bad task file or refused move,
          66 no workspace, 73 cannot write or workspace locked by another farewell process.

        """
}

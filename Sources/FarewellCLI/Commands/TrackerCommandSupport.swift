import FarewellKit
import Foundation

/// What `track`, `sync` and `status` share: finding the workspace, today's date, writing task files.
enum TrackerCommandSupport {
    /// Runs `body`, printing a `TrackerError` as `error: ...` and returning its exit code.
    static func reporting(_ environment: Environment, _ body: () throws(TrackerError) -> Int32) -> Int32 {
        do {
            return try body()
        } catch {
            environment.output.error("error: \(error.description)\n")
            return error.exitCode
        }
    }

    /// The workspace at `path`, or at the repository root around the working directory.
    static func workspace(_ path: String?, in environment: Environment) throws(TrackerError) -> TrackerWorkspace {
        try TrackerWorkspace.load(workspace: workspaceRoot(path, in: environment), fileSystem: environment.fileSystem)
    }

    static func workspaceRoot(_ path: String?, in environment: Environment) throws(TrackerError) -> String {
        do {
            return try RepositoryLocator.root(path, in: environment)
        } catch {
            throw TrackerError.badInput(path: path ?? ".", problem: error.description)
        }
    }

    /// Today in UTC, `yyyy-MM-dd`, from the injected clock.
    static func today(_ environment: Environment) -> String { CalendarDay.string(days: todayNumber(environment)) }

    /// Today as a day number (days since 1970-01-01, UTC).
    static func todayNumber(_ environment: Environment) -> Int {
        CalendarDay.days(fromUnix: Int64(environment.clock().timeIntervalSince1970.rounded(.down)))
    }

    /// Rewrites the task file at `path` with `update` applied, atomically.
    static func apply(_ update: TaskUpdate, path: String, workspace: TrackerWorkspace, environment: Environment)
        throws(TrackerError)
    {
        let relative = Path.relative(path, to: workspace.root)
        let text: String
        do {
            text = try environment.fileSystem.text(of: path)
        } catch {
            throw TrackerError.badFile(path: relative, problem: error.problem)
        }
        do {
            try environment.fileSystem.write(update.apply(to: text), to: path)
        } catch {
            throw TrackerError.cannotWrite(path: relative, problem: error.problem)
        }
    }
}

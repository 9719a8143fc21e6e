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

    /// The workspace at `path` (as `workspace(_:in:)`), read while holding its lock, which the caller releases.
    static func lockedWorkspace(_ path: String?, in environment: Environment) throws(TrackerError)
        -> (TrackerWorkspace, WorkspaceLock)
    {
        let root = try workspaceRoot(path, in: environment)
        guard environment.fileSystem.isDirectory(Path.join(root, "tasks")) else { throw TrackerError.noWorkspace(root) }
        let lock: WorkspaceLock
        do {
            lock = try WorkspaceLock.acquire(workspace: root, fileSystem: environment.fileSystem)
        } catch {
            if case .workspaceLocked(let lockPath) = error { throw TrackerError.workspaceLocked(lockPath) }
            throw TrackerError.cannotWrite(path: root, problem: error.description)
        }
        do {
            return (try TrackerWorkspace.load(workspace: root, fileSystem: environment.fileSystem), lock)
        } catch {
            lock.release()
            throw error
        }
    }

    /// Refreshes the wave files' task tables after task files changed, printing each file rewritten.
    static func refreshWaves(_ workspace: TrackerWorkspace, in environment: Environment) throws(TrackerError) {
        let repository = (try? RepositoryLocator.root(nil, in: environment)) ?? environment.currentDirectory
        for path in try WaveTables.refresh(workspace: workspace.root, repository: repository, in: environment) {
            environment.output.write("Refreshed \(path).\n")
        }
    }

    /// The folder `path` names (else the repository root around the working directory); a missing one is missing
    /// input, named once.
    static func workspaceRoot(_ path: String?, in environment: Environment) throws(TrackerError) -> String {
        do {
            return try RepositoryLocator.root(path, in: environment)
        } catch {
            switch error {
            case .missingInput(let missing): throw TrackerError.missingInput(missing)
            case .badInput(let path, let problem): throw TrackerError.badInput(path: path, problem: problem)
            default: throw TrackerError.badInput(path: path ?? ".", problem: error.description)
            }
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

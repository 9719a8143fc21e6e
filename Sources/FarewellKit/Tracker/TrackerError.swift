/// Every user-facing failure of `track`, `sync` and `status`, with its message and exit code.
package enum TrackerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No task file carries this id.
    case unknownTask(String)
    /// A task or wave file that cannot be read as one: `path: problem`.
    case badFile(path: String, problem: String)
    /// The workspace has no `tasks/` folder.
    case noWorkspace(String)
    /// A path the user named (`--workspace DIR`) does not exist.
    case missingInput(String)
    /// A move the tracker refuses without `--force`.
    case suspiciousMove(task: String, from: TaskStatus, to: TaskStatus)
    /// A git command failed: what was run and what git said.
    case git(command: String, message: String)
    /// An input file (such as `--prs`) that cannot be used.
    case badInput(path: String, problem: String)
    case cannotWrite(path: String, problem: String)
    /// Another farewell process holds the workspace lock (the path of the lock file).
    case workspaceLocked(String)
    /// Most files the plan in `workspace` names are not under the repository folder `root` (`PlanPresence`).
    case planForAnotherFolder(workspace: String, missing: Int, total: Int, root: String)

    /// The message, on one line whatever the paths, the quoted text and git's words hold.
    package var description: String { OneLine.escaping(text) }

    private var text: String {
        switch self {
        case .unknownTask(let id): "no task with id '\(id)'"
        case .badFile(let path, let problem): "\(path): \(problem)"
        case .noWorkspace(let path): "\(path): no tasks/ folder here (run `farewell plan` first or pass --workspace)"
        case .missingInput(let path): FarewellError.missingInput(path).description
        case .suspiciousMove(let task, let from, let to):
            "\(task) is \(from.rawValue); moving it back to \(to.rawValue) looks like a mistake (use --force to do it anyway)"
        case .git(let command, let message): "git \(command) failed: \(message)"
        case .badInput(let path, let problem): "\(path): \(problem)"
        case .cannotWrite(let path, let problem): "\(path): cannot write: \(problem)"
        case .workspaceLocked(let path): FarewellError.workspaceLocked(path).description
        case .planForAnotherFolder(let workspace, let missing, let total, let root):
            "the plan in \(workspace) was made for another folder: \(missing) of \(total) task "
                + "\(total == 1 ? "file" : "files") \(missing == 1 ? "is" : "are") not under \(root): run status from the "
                + "repository the plan was made for, or pass it as PATH"
        }
    }

    /// The sysexits code for this failure.
    package var exitCode: Int32 {
        switch self {
        case .unknownTask, .badFile, .badInput, .git: 65
        case .noWorkspace, .missingInput, .planForAnotherFolder: 66
        case .suspiciousMove: 65
        case .cannotWrite, .workspaceLocked: 73
        }
    }
}

/// Every user-facing failure of farewell, with its message and exit code, in one place.
package enum FarewellError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A path the user named does not exist.
    case missingInput(String)
    /// An input exists but cannot be used: `file: problem`.
    case badInput(path: String, problem: String)
    /// A file could not be written.
    case cannotWrite(path: String, problem: String)
    /// A task or wave id that the workspace does not have.
    case unknownID(String)
    /// A task id that the workspace does not have, for a command that takes tasks only (`verify`): a wave's id
    /// there is no task either.
    case unknownTask(String)
    /// The workspace is locked by another farewell process.
    case workspaceLocked(String)
    /// Files a task names that are not under the repository folder (`root`): the plan was made for another folder.
    case taskFilesMissing(task: String, paths: [String], root: String)
    case fileSystem(FileSystemError)

    /// The message, on one line whatever the paths and the quoted text hold.
    package var description: String { OneLine.escaping(text) }

    private var text: String {
        switch self {
        case .missingInput(let path): "\(path): no such file or directory"
        case .badInput(let path, let problem): "\(path): \(problem)"
        case .cannotWrite(let path, let problem): "\(path): cannot write: \(problem)"
        case .unknownID(let id): "no task or wave with id '\(id)'"
        case .unknownTask(let id): "no task with id '\(id)' (verify checks one task: `farewell verify T-001`)"
        case .workspaceLocked(let path): "\(path): another farewell process is writing this workspace"
        case .taskFilesMissing(let task, let paths, let root):
            "\(task): \(paths.count == 1 ? "1 file in scope is" : "\(paths.count) files in scope are") not under \(root) "
                + "(\(PlanPresence.listed(paths))): run verify from the repository the plan was made for, or pass it as PATH"
        case .fileSystem(let error): error.description
        }
    }

    /// The sysexits code for this failure.
    package var exitCode: Int32 {
        switch self {
        case .missingInput, .taskFilesMissing: 66
        case .badInput, .unknownID, .unknownTask: 65
        case .cannotWrite, .workspaceLocked: 73
        case .fileSystem(let error): error.reason == .notFound ? 66 : 74
        }
    }
}

import FarewellKit

/// What `lessons` and `retro` read and write: the workspace's plan, its files and the tasks' lessons.
struct LessonsWorkspace {
    var location: WorkspaceLocation
    var plan: Plan
    /// Task id -> workspace-relative path of its file.
    var taskPaths: [String: String]
    /// Wave id -> workspace-relative path of its file.
    var wavePaths: [String: String]
    var configuration: Configuration
    var fileSystem: any FileSystem

    /// The workspace at `--workspace` (default: the repository root, PATH or the git repository around).
    static func load(path: String?, workspace: String?, environment: Environment) throws(FarewellError)
        -> LessonsWorkspace
    {
        let location = try WorkspaceLocation.resolveExisting(path: path, workspace: workspace, environment: environment)
        let fileSystem = environment.fileSystem
        let snapshot = try WorkspaceReader(fileSystem: fileSystem).read(location.workspace)
        guard let plan = snapshot.plan else { throw FarewellError.missingInput(Path.join(location.workspace, "tasks")) }
        let configuration =
            fileSystem.isDirectory(location.root)
            ? try ConfigurationLoader.load(root: location.root, fileSystem: fileSystem).0 : Configuration()
        return LessonsWorkspace(
            location: location, plan: plan, taskPaths: snapshot.taskPaths, wavePaths: snapshot.wavePaths,
            configuration: configuration, fileSystem: fileSystem)
    }

    /// The text of the workspace-relative `path`, nil when there is no such file.
    func text(_ path: String) throws(FarewellError) -> String? {
        let absolute = Path.join(location.workspace, path)
        guard fileSystem.isFile(absolute) else { return nil }
        do {
            return try fileSystem.text(of: absolute)
        } catch {
            throw FarewellError.fileSystem(error)
        }
    }

    /// Writes `text` to the workspace-relative `path` atomically.
    func write(_ text: String, to path: String) throws(FarewellError) {
        do {
            try fileSystem.write(text, to: Path.join(location.workspace, path))
        } catch {
            throw FarewellError.cannotWrite(path: path, problem: error.problem)
        }
    }

    /// Runs `body` holding the workspace lock, as `plan` does when it writes.
    func locked<Result>(_ body: () throws -> Result) throws -> Result {
        let lock = try WorkspaceLock.acquire(workspace: location.workspace, fileSystem: fileSystem)
        defer { lock.release() }
        return try body()
    }

    /// The own lessons of the tasks `ids`, by task id then line. A malformed section is an error naming
    /// the file and line.
    func lessons(of ids: [String]) throws(FarewellError) -> [Lesson] {
        var lessons: [Lesson] = []
        for id in ids {
            guard let path = taskPaths[id], let text = try text(path) else { continue }
            lessons += try LessonParser.parse(text, task: id, path: path)
        }
        return lessons.sorted(by: precedes)
    }

    /// The tasks of the wave `id` or the task `id` itself.
    func tasks(of id: String) throws(FarewellError) -> (tasks: [String], wave: Wave?) {
        if let wave = plan.waves.first(where: { $0.id == id }) { return (wave.tasks, wave) }
        if plan.task(id) != nil { return ([id], nil) }
        throw FarewellError.unknownID(id)
    }

    private func precedes(_ left: Lesson, _ right: Lesson) -> Bool {
        left.task == right.task ? left.line < right.line : NaturalOrder.precedes(left.task, right.task)
    }
}

/// The workspace as the tracker sees it: the plan, where each task file is, and each task's history.
package struct TrackerWorkspace: Sendable {
    /// Absolute path of the workspace folder (holding `tasks/` and `waves/`).
    package var root: String
    package var plan: Plan
    /// Absolute path of each task file, by task id.
    package var taskPaths: [String: String]
    /// Each task's history entries, by task id.
    package var histories: [String: [HistoryEntry]]

    package init(root: String, plan: Plan, taskPaths: [String: String], histories: [String: [HistoryEntry]]) {
        self.root = root
        self.plan = plan
        self.taskPaths = taskPaths
        self.histories = histories
    }

    /// Reads the workspace at the absolute path `workspace`: every task and wave file once.
    package static func load(workspace: String, fileSystem: any FileSystem) throws(TrackerError) -> TrackerWorkspace {
        let snapshot = try read(workspace: workspace, fileSystem: fileSystem)
        let histories = snapshot.sections.mapValues { TaskHistory.entries(in: $0.history ?? "") }
        return TrackerWorkspace(
            root: workspace, plan: snapshot.plan ?? Plan(waves: [], tasks: [], baseline: 0),
            taskPaths: snapshot.taskPaths.mapValues { Path.join(workspace, $0) }, histories: histories)
    }

    /// The plan the workspace's task and wave files describe, as `plan` reads it back.
    package static func loadPlan(workspace: String, fileSystem: any FileSystem) throws(TrackerError) -> Plan {
        try read(workspace: workspace, fileSystem: fileSystem).plan ?? Plan(waves: [], tasks: [], baseline: 0)
    }

    private static func read(workspace: String, fileSystem: any FileSystem) throws(TrackerError) -> WorkspaceSnapshot {
        guard fileSystem.isDirectory(Path.join(workspace, "tasks")) else { throw TrackerError.noWorkspace(workspace) }
        do {
            return try WorkspaceReader(fileSystem: fileSystem).read(workspace)
        } catch {
            if case .badInput(let path, let problem) = error { throw TrackerError.badFile(path: path, problem: problem) }
            throw TrackerError.badFile(path: workspace, problem: error.description)
        }
    }
}

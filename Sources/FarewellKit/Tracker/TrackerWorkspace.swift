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

    /// Reads the workspace at the absolute path `workspace`.
    package static func load(workspace: String, fileSystem: any FileSystem) throws(TrackerError) -> TrackerWorkspace {
        let plan = try loadPlan(workspace: workspace, fileSystem: fileSystem)
        var paths: [String: String] = [:]
        var histories: [String: [HistoryEntry]] = [:]
        for path in try markdownFiles(in: Path.join(workspace, "tasks"), fileSystem: fileSystem) {
            let document = try TaskDocument.parse(
                try read(path, fileSystem, workspace), path: relative(path, workspace))
            paths[document.task.id] = path
            histories[document.task.id] = document.history
        }
        return TrackerWorkspace(root: workspace, plan: plan, taskPaths: paths, histories: histories)
    }

    /// The plan the workspace's task and wave files describe, as `plan` reads it back.
    package static func loadPlan(workspace: String, fileSystem: any FileSystem) throws(TrackerError) -> Plan {
        guard fileSystem.isDirectory(Path.join(workspace, "tasks")) else { throw TrackerError.noWorkspace(workspace) }
        do {
            return try WorkspaceReader(fileSystem: fileSystem).read(workspace).plan
                ?? Plan(waves: [], tasks: [], baseline: 0)
        } catch {
            if case .badInput(let path, let problem) = error { throw TrackerError.badFile(path: path, problem: problem) }
            throw TrackerError.badFile(path: workspace, problem: error.description)
        }
    }

    private static func markdownFiles(in folder: String, fileSystem: any FileSystem) throws(TrackerError) -> [String] {
        guard fileSystem.isDirectory(folder) else { throw TrackerError.noWorkspace(Path.parent(folder)) }
        do {
            return try fileSystem.entries(of: folder)
                .filter { $0.kind == .file && $0.name.hasSuffix(".md") && !skipped.contains($0.name.lowercased()) }
                .map { Path.join(folder, $0.name) }.sorted()
        } catch {
            throw TrackerError.badFile(path: folder, problem: error.problem)
        }
    }

    /// Overview pages that may sit beside the task and wave files.
    private static let skipped: Set<String> = ["readme.md", "index.md"]

    private static func read(_ path: String, _ fileSystem: any FileSystem, _ root: String) throws(TrackerError)
        -> String
    {
        do {
            return try fileSystem.text(of: path)
        } catch {
            throw TrackerError.badFile(path: relative(path, root), problem: error.problem)
        }
    }

    private static func relative(_ path: String, _ root: String) -> String { Path.relative(path, to: root) }
}

extension String {
    /// `T-2` before `T-10`: digit runs compare by value.
    package func naturalLess(_ other: String) -> Bool {
        let left = Array(utf8)
        let right = Array(other.utf8)
        var i = 0
        var j = 0
        while i < left.count, j < right.count {
            if isDigit(left[i]), isDigit(right[j]) {
                let startI = i
                let startJ = j
                while i < left.count, isDigit(left[i]) { i += 1 }
                while j < right.count, isDigit(right[j]) { j += 1 }
                let a = Int(String(decoding: left[startI..<i], as: UTF8.self)) ?? 0
                let b = Int(String(decoding: right[startJ..<j], as: UTF8.self)) ?? 0
                if a != b { return a < b }
            } else {
                if left[i] != right[j] { return left[i] < right[j] }
                i += 1
                j += 1
            }
        }
        return left.count - i < right.count - j
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
}

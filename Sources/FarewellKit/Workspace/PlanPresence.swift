/// Whether a folder is the repository a plan was made for. `verify` and `status` compare the plan with a scan of
/// PATH, and a file that is not there holds no Rx: run from another folder, every task would look done. So most
/// files the plan names must be under PATH, but for those its work deletes: a cleanup task's `+Rx.swift` files,
/// bridges and lifetime-only protocols (only its manifests must stay), the files of a module no target compiles,
/// which their task says to delete, and any `Name+Rx.swift`, which the cleanup wave deletes with its flag. Any
/// other file a migration may delete, rename or merge too (`Observable+CatchError.swift` emptied once its
/// operators move to an `+Rx.swift` file): where the rest of the plan is there, such a file is gone, not elsewhere.
package enum PlanPresence {
    /// The paths of `task` that must be under the repository whatever the task has done, sorted, each once.
    package static func expectedPaths(of task: PlanTask) -> [String] {
        let paths = task.files.map(\.path).filter { path in
            switch task.kind {
            case .cleanup: ManifestKind.of(path: path) != nil
            case .migration: !FolderFallback.isUnclaimed(task.module) && FileNaming.home(ofRxFile: path) == nil
            case .foundation: FileNaming.home(ofRxFile: path) == nil
            }
        }
        return Array(Set(paths)).sorted()
    }

    /// The expected paths of `task` (`expectedPaths`) that are not files under `root`, sorted.
    package static func missingPaths(of task: PlanTask, root: String, fileSystem: any FileSystem) -> [String] {
        expectedPaths(of: task).filter { fileSystem.kind(of: Path.join(root, $0)) != .file }
    }

    /// The paths of `task` that are not files under `root`, sorted, each once: in the plan's folder, those its work
    /// deleted, renamed or merged away, which hold no Rx.
    package static func absentPaths(of task: PlanTask, root: String, fileSystem: any FileSystem) -> [String] {
        Set(task.files.map(\.path)).filter { fileSystem.kind(of: Path.join(root, $0)) != .file }.sorted()
    }

    /// How many of the plan's expected paths (each once, across its tasks) are not files under `root`, of how many.
    package static func missingCount(in plan: Plan, root: String, fileSystem: any FileSystem) -> (
        missing: Int, total: Int
    ) {
        let paths = Set(plan.tasks.flatMap(expectedPaths(of:)))
        let missing = paths.filter { fileSystem.kind(of: Path.join(root, $0)) != .file }.count
        return (missing, paths.count)
    }

    /// Whether most of the plan's expected paths are not under `root` (more than half): the plan was made for
    /// another folder. A file or two deleted since the plan was made is no such sign.
    package static func isForAnotherFolder(missing: Int, total: Int) -> Bool { missing * 2 > total }

    /// Whether `plan` was made for another folder than `root`: most of its expected paths are not files there
    /// (`isForAnotherFolder(missing:total:)`).
    package static func isForAnotherFolder(_ plan: Plan, root: String, fileSystem: any FileSystem) -> Bool {
        let count = missingCount(in: plan, root: root, fileSystem: fileSystem)
        return isForAnotherFolder(missing: count.missing, total: count.total)
    }

    /// `Sources/A.swift, Sources/B.swift, … 3 more`: all of `paths` when there are three or fewer, else the first two.
    package static func listed(_ paths: [String]) -> String {
        let shown = paths.count <= 3 ? paths : Array(paths.prefix(2)) + ["… \(paths.count - 2) more"]
        return shown.joined(separator: ", ")
    }
}

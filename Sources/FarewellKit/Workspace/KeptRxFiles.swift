/// The `Name+Rx.swift` files that keep a migrated file's old Rx path, and the cleanup task each belongs to.
///
/// The tasks, the skill and rules.md tell agents to keep the new code of a file in `Name.swift`, behind the
/// task's flag, and to move the old Rx path and the shims into `Name+Rx.swift` next to it; the cleanup wave
/// deletes that file with the flag. So it is no migration task's work: `plan` lists it in a cleanup task, and
/// `verify`, `status` and `check` count it there (`ScopeOwners`), whatever a task file lists.
///
/// The rule, in this one place: a `Dir/Name+Rx.swift` with Rx (paired by `FileNaming.home(ofRxFile:)`, as `check`
/// pairs them) that no migration task lists is kept when a migration task lists `Dir/Name.swift`, or when a
/// cleanup task lists it already (its `Name.swift` may have left its task, free of Rx). A `+Rx.swift` file that
/// was there when the plan was made is in a migration task of its own right: live Rx code (often an
/// `extension Reactive` of its type) to migrate, not an old path to delete, until its task has put the new code in
/// `Dir/Name+Async.swift` (`FileNaming.asyncFile(ofRxFile:)`): from then on it keeps only its own old path and the
/// shims, and is kept too, whichever migration task lists it. A kept file belongs to the cleanup
/// task listing it, else to the first covering its module (`TaskCleanupSection.modules`; one of the module's own
/// before a shared manifest's, a Cartfile's or `Tuist/Dependencies.swift`'s, which removes only its lines), else to
/// the first covering the whole repository, else to the first; a cleanup task that is `done` (left over from an older
/// plan) takes none while another exists. Any other `+Rx.swift` file (`UIView+Rx.swift`, `Kingfisher+Rx.swift`: Rx extensions of types
/// declared elsewhere) is ordinary code, planned and verified like any file.
package struct KeptRxFiles: Sendable, Equatable {
    /// Path -> the id of the cleanup task it belongs to.
    package private(set) var owners: [String: String] = [:]

    package init() {}

    /// The kept files of `inventory` in the plan whose tasks are `tasks`, as the workspace has it.
    package init(_ inventory: Inventory, tasks: [PlanTask]) {
        let paths = Self.paths(inventory.files, judgedBy: tasks, asyncFiles: Set(inventory.asyncFiles))
        self.init(paths, files: inventory.files, tasks: tasks, listings: tasks, modules: inventory.modules)
    }

    /// `paths`, kept files of `files`, given to the cleanup tasks of `tasks`; a cleanup task of `listings` (for
    /// `plan`, the previous plan) that listed a file keeps it when `tasks` still has it. `last`: a file goes to the
    /// last cleanup task covering its module, else to the repository's last (`lastCleanup`), as the bridges
    /// `farewell scaffold` wrote do, whose callers may be anywhere until then.
    init(
        _ paths: Set<String>, files: [FileInventory], tasks: [PlanTask], listings: [PlanTask], modules: [Module],
        last: Bool = false
    ) {
        guard !paths.isEmpty else { return }
        let cleanups = tasks.filter { $0.kind == .cleanup }
        let open = cleanups.filter { $0.status != .done }
        let candidates = open.isEmpty ? cleanups : open
        guard !candidates.isEmpty else { return }
        let ids = Set(candidates.map(\.id))
        var listed: [String: String] = [:]
        for task in listings where task.kind == .cleanup && ids.contains(task.id) {
            for file in task.files where listed[file.path] == nil { listed[file.path] = task.id }
        }
        let coverages = candidates.map { TaskCleanupSection.coverage(of: $0, among: modules) }
        let covered = coverages.map { Set($0.modules) }
        let whole = last ? Self.lastCleanup(candidates) : coverages.firstIndex(where: \.isRepository) ?? 0
        // A shared manifest's task (`Tuist/Dependencies.swift`, a Cartfile) covers every module its lines serve but
        // removes only those lines: a module's own cleanup comes first, which removes its Rx imports.
        let shared = candidates.map { task in
            task.files.contains { ManifestKind.listsSharedDependencies(path: $0.path) }
        }
        for file in files where paths.contains(file.path) && owners[file.path] == nil {
            let covers = { (modules: Set<String>) in modules.contains(file.module) }
            let own = covered.indices.first { !shared[$0] && covers(covered[$0]) }
            let covering =
                (last ? covered.lastIndex(where: covers) : own ?? covered.firstIndex(where: covers)) ?? whole
            owners[file.path] = listed[file.path] ?? candidates[covering].id
        }
    }

    /// The index of the cleanup task among `cleanups` (in id order) that comes last: the last of a manifest every
    /// target may link from (a Cartfile, Tuist's dependencies), which waits for every other cleanup task
    /// (`Planner.linkCleanup`), else the last.
    private static func lastCleanup(_ cleanups: [PlanTask]) -> Int {
        let shared = cleanups.lastIndex { task in
            task.files.contains { ManifestKind.listsSharedDependencies(path: $0.path) }
        }
        return shared ?? cleanups.count - 1
    }

    /// The kept files among `files` (those with Rx), judged by `tasks`: for `plan`, the previous plan's. `asyncFiles`:
    /// the `Name+Async.swift` files there are (`Inventory.asyncFiles`).
    static func paths(_ files: [FileInventory], judgedBy tasks: [PlanTask], asyncFiles: Set<String>) -> Set<String> {
        let rxFiles = files.filter { !$0.occurrences.isEmpty && FileNaming.home(ofRxFile: $0.path) != nil }
        guard !rxFiles.isEmpty else { return [] }
        var migrated: Set<String> = []
        var cleaned: Set<String> = []
        for task in tasks where task.kind != .foundation {
            for file in task.files {
                if task.kind == .migration { migrated.insert(file.path) } else { cleaned.insert(file.path) }
            }
        }
        var kept: Set<String> = []
        for file in rxFiles {
            guard let home = FileNaming.home(ofRxFile: file.path) else { continue }
            if migrated.contains(file.path) {
                // Its task's new code is in `Name+Async.swift`: what is left here is the old path.
                let async = FileNaming.asyncFile(ofRxFile: file.path)
                if let async, asyncFiles.contains(async) { kept.insert(file.path) }
            } else if migrated.contains(home) || cleaned.contains(file.path) {
                kept.insert(file.path)
            }
        }
        return kept
    }
}

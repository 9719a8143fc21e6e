/// Carries a previous plan forward: each migration task keeps the files it had that still hold Rx, with its id,
/// status, PR, flag, title (but for one farewell names anew, `Planner.renameChangedTasks`) and slug; a task left with
/// nothing becomes `done` (a merged one stays merged), and a finished one keeps its points (`Planner.migrationPoints`)
/// and every file it was planned with (`freedFiles`, `listFreedFiles`).
/// A task whose module compiles no file any more (a renamed target) moves to the module compiling its code
/// (`Replanner+Rehoming`).
struct Replanner {
    let previous: Plan
    /// Current files with occurrences, sorted by path.
    let files: [FileInventory]
    let isTest: @Sendable (FileInventory) -> Bool
    /// The modules compiling some file of the inventory (as its module or one of the others, `alsoIn`).
    let modulesWithFiles: Set<String>
    /// Ids of the tasks whose files people wrote in (notes, lessons, history, a hand-edited body).
    let writtenTasks: Set<String>
    /// Ids of the open tasks a file of which no target compiles (`TargetMembership.missing`: a `+Rx.swift` file keeping
    /// the old path, not added to the project listing its files): left with nothing, they stay open, as `verify`
    /// fails on them.
    var untargeted: Set<String> = []

    private typealias Entry = (task: Int, declarations: [String]?)

    /// The carried tasks in id order, the paths that no previous task held, and the files each finished task lists
    /// beside its drafts' (`freedFiles`), by id.
    func carry() -> (drafts: [TaskDraft], leftovers: Set<String>, freed: [String: [TaskFile]]) {
        var seen: Set<String> = []
        let tasks = previous.tasks.filter { $0.kind == .migration && seen.insert($0.id).inserted }
            .sorted { TaskID.less($0.id, $1.id) }
        var owners: [String: [Entry]] = [:]
        for (index, task) in tasks.enumerated() {
            for file in task.files { owners[file.path, default: []].append((index, file.declarations)) }
        }
        var scoped: [[TaskFile]] = Array(repeating: [], count: tasks.count)
        var leftovers: Set<String> = []
        for file in files {
            guard let entries = owners[file.path] else {
                leftovers.insert(file.path)
                continue
            }
            var byTask: [Int: [Occurrence]] = [:]
            for occurrence in file.occurrences {
                byTask[owner(of: occurrence, entries, tasks), default: []].append(occurrence)
            }
            let isSplit = entries.contains { $0.declarations != nil }
            let rank = isSplit ? DeclarationOrder.rank(file) : [:]
            let keeping = isSplit ? Self.keptDeclarations(entries, file) : [:]
            for task in Set(byTask.keys).union(keeping.keys).sorted() {
                let occurrences = byTask[task] ?? []
                let split = entries.contains { $0.task == task && $0.declarations != nil }
                let whole = entries.contains { $0.task == task && $0.declarations == nil }
                // A finished part keeps naming the declarations it was planned with, Rx or not.
                let planned =
                    tasks[task].status.isFinished
                    ? entries.filter { $0.task == task }.flatMap { $0.declarations ?? [] } : []
                let declarations =
                    split && !whole
                    ? declarationNames(occurrences, keeping: (keeping[task] ?? []) + planned, rank: rank) : nil
                scoped[task].append(TaskFile(path: file.path, declarations: declarations, occurrences: occurrences))
            }
        }
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var freed: [String: [TaskFile]] = [:]
        let drafts = tasks.indices.map { index in
            var task = tasks[index]
            let scope = scoped[index].sorted { $0.path < $1.path }
            rehome(&task, scope: scope, byPath)
            let draft = draft(task, files: scope, byPath)
            let files = draft.isFinished ? Self.freedFiles(scope, planned: tasks[index].files) : []
            if !files.isEmpty { freed[task.id] = files }
            return draft
        }
        return (drafts, leftovers, freed)
    }

    /// A whole-file owner wins; else the part listing the declaration (the last, when earlier parts keep it for it,
    /// `keptDeclarations`); else the first open part, else the first.
    private func owner(of occurrence: Occurrence, _ entries: [Entry], _ tasks: [PlanTask]) -> Int {
        if let whole = entries.first(where: { $0.declarations == nil }) { return whole.task }
        if let name = occurrence.enclosing, let part = entries.last(where: { $0.declarations?.contains(name) == true })
        {
            return part.task
        }
        return (entries.first { !tasks[$0.task].status.isFinished } ?? entries[0]).task
    }

    /// Task -> the declarations of `file` it names and keeps for a later part naming them too, which holds their
    /// occurrences (`Planner.placeKeptMembers`: a stored property the later part reads and deletes): the earlier
    /// part keeps naming each while the file declares it with an Rx type, as the first plan did.
    private static func keptDeclarations(_ entries: [Entry], _ file: FileInventory) -> [Int: [String]] {
        var naming: [String: [Int]] = [:]
        for entry in entries {
            for name in entry.declarations ?? [] { naming[name, default: []].append(entry.task) }
        }
        let shared = naming.filter { $0.value.count > 1 }
        guard !shared.isEmpty else { return [:] }
        let present = Set(file.occurrences.compactMap(\.enclosing))
        var keeping: [Int: [String]] = [:]
        for (name, tasks) in shared where present.contains(name) {
            for task in tasks.dropLast() { keeping[task, default: []].append(name) }
        }
        return keeping
    }

    /// The declarations holding `occurrences`, in the order the packer lists them (`rank`): a part re-planned
    /// unchanged lists them as its first plan did (`PostRepository.detail(id:)`, then the private
    /// `PostRepository.route(id:)` it calls, though written after `PostRepository.list()`), and a new declaration
    /// takes its place in that order. A name `rank` lacks keeps its source order, after the others.
    /// `keeping`: the declarations the part names without their occurrences: those it keeps for a later one, which
    /// holds them (`keptDeclarations`), and, for a finished part, those it was planned with.
    private func declarationNames(_ occurrences: [Occurrence], keeping: [String], rank: [String: Int]) -> [String] {
        var names: [String] = []
        for name in occurrences.compactMap(\.enclosing) + keeping.sorted() where !names.contains(name) {
            names.append(name)
        }
        let source = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return names.sorted {
            (rank[$0] ?? Int.max, source[$0] ?? 0) < (rank[$1] ?? Int.max, source[$1] ?? 0)
        }
    }

    private func draft(_ task: PlanTask, files scope: [TaskFile], _ byPath: [String: FileInventory]) -> TaskDraft {
        var kept = task
        if scope.isEmpty, !untargeted.contains(task.id) {
            kept.status = task.status == .merged ? .merged : .done
        } else if task.status == .done, scope.contains(where: { !$0.occurrences.isEmpty }) {
            // Rx came back. A finished part naming only stored properties it keeps for a later part stays done.
            kept.status = .todo
        }
        // The task keeps the module and layer it was planned with (a split screen's view controller stays in
        // presentation), but for a module that compiles no file any more (`rehome`); only a plan read back
        // without them is worked out again from the files, and a layer that was `unknown` takes the one the files
        // have now (a scan that learned to classify them).
        var module = task.module
        var layer = task.layer
        if module.isEmpty || layer == .unknown {
            let inventory = scope.compactMap { byPath[$0.path] }
            let code = inventory.filter { !isTest($0) }.min { ($0.layer, $0.path) < ($1.layer, $1.path) }
            if module.isEmpty { module = code?.module ?? inventory.first?.module ?? task.module }
            layer = code?.layer ?? (inventory.isEmpty ? task.layer : .test)
        }
        return TaskDraft(
            id: task.id, kind: .migration, module: module, layer: layer, files: scope, labels: [], previous: kept)
    }

    /// The files a finished task (merged, or done, also one done now) was `planned` with that `scope`, what it holds of
    /// the current files, lacks: those its work freed of Rx, or deleted. Each keeps the declarations of a split file,
    /// with no occurrence.
    ///
    ///     // BookApi.swift, planned with `func books() -> Single<[Book]>`; merged, it holds no Rx:
    ///     func books() async throws -> [Book]
    static func freedFiles(_ scope: [TaskFile], planned: [TaskFile]) -> [TaskFile] {
        var seen = Set(scope.map(\.path))
        return planned.filter { seen.insert($0.path).inserted }.map {
            TaskFile(path: $0.path, declarations: $0.declarations, occurrences: [])
        }
    }

    /// Lists each finished task's freed files (`freedFiles`, by id) beside its others, in path order, once the plan is
    /// made. Its task file stays the record of what it covered, and the file stays its own: Rx coming back there
    /// reopens a done task (`draft`) and shows under a merged one in `status` and `check`, rather than as a new task's.
    /// Added last, they change nothing the planner works out from the files holding Rx (shims, links, waves, cleanup
    /// batches), and the task keeps the points it was planned with.
    static func listFreedFiles(_ freed: [String: [TaskFile]], in tasks: inout [PlanTask]) {
        guard !freed.isEmpty else { return }
        for index in tasks.indices where tasks[index].kind == .migration {
            guard let files = freed[tasks[index].id] else { continue }
            tasks[index].files = (tasks[index].files + files).sorted { $0.path < $1.path }
        }
    }
}

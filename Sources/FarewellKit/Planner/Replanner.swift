/// Carries a previous plan forward: each migration task keeps the files it had that still hold Rx, with its id,
/// status, PR, flag, title (but for one farewell names anew, `Planner.renameChangedTasks`) and slug; a task left with
/// nothing becomes `done` (a merged one stays merged), and a finished one keeps its points (`Planner.migrationPoints`).
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

    private typealias Entry = (task: Int, declarations: [String]?)

    /// The carried tasks in id order, and the paths that no previous task held.
    func carry() -> (drafts: [TaskDraft], leftovers: Set<String>) {
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
                let declarations =
                    split && !whole ? declarationNames(occurrences, keeping: keeping[task] ?? [], rank: rank) : nil
                scoped[task].append(TaskFile(path: file.path, declarations: declarations, occurrences: occurrences))
            }
        }
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let drafts = tasks.indices.map { index in
            var task = tasks[index]
            let scope = scoped[index].sorted { $0.path < $1.path }
            rehome(&task, scope: scope, byPath)
            return draft(task, files: scope, byPath)
        }
        return (drafts, leftovers)
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
    /// `keeping`: the declarations the part keeps for a later one, which holds their occurrences (`keptDeclarations`).
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
        if scope.isEmpty {
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
}

/// How a plan's tasks refer to each other, indexed once per plan: each of thousands of task files asks for its own
/// share (the shims it calls, the tasks it waits for, the other parts of its split files) without searching, or
/// copying, every task of the plan.
struct PlanRelations: Sendable {
    /// A shim of the plan: the index of its task in `Plan.tasks` and its index in that task's `shims`.
    struct ShimReference: Sendable, Equatable {
        var task: Int
        var shim: Int
    }

    /// Wave id -> its index in the plan's waves (the first of a repeated id).
    private let waveIndex: [String: Int]
    /// Task id -> its index in the plan's tasks (the first of a repeated id).
    private let position: [String: Int]
    /// Caller task id -> the shims naming it among their caller tasks, in their tasks' id order, then each task's
    /// order.
    private let shimsByCaller: [String: [ShimReference]]
    /// Path -> the tasks naming declarations of it (a split file's parts), in plan order.
    private let partsByPath: [String: [String]]
    /// Path of a `Name.swift`, and of a `Name+Rx.swift` itself -> the `Name+Rx.swift` files that cleanup tasks list
    /// (`KeptRxFiles`), with those tasks, in plan order.
    private let keptRxByHome: [String: [(path: String, task: String)]]
    /// The lines each task holds of the files split by declaration (`FileShares`, by index in the plan's tasks).
    private let splitShares: FileShares

    init(_ plan: Plan) {
        waveIndex = Dictionary(plan.waves.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        position = Dictionary(
            plan.tasks.indices.map { (plan.tasks[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        let order = plan.tasks.indices.sorted { TaskID.less(plan.tasks[$0].id, plan.tasks[$1].id) }
        var byCaller: [String: [ShimReference]] = [:]
        var parts: [String: [String]] = [:]
        for index in order {
            for (shim, declared) in plan.tasks[index].shims.enumerated() {
                var seen: Set<String> = []
                for caller in declared.callerTasks where seen.insert(caller).inserted {
                    byCaller[caller, default: []].append(ShimReference(task: index, shim: shim))
                }
            }
        }
        var kept: [String: [(path: String, task: String)]] = [:]
        for task in plan.tasks {
            for file in task.files where file.declarations != nil { parts[file.path, default: []].append(task.id) }
            guard task.kind == .cleanup else { continue }
            for file in task.files {
                guard let home = FileNaming.home(ofRxFile: file.path) else { continue }
                kept[home, default: []].append((file.path, task.id))
                kept[file.path, default: []].append((file.path, task.id))
            }
        }
        shimsByCaller = byCaller
        partsByPath = parts
        splitShares = FileShares(
            plan.tasks.indices.filter { plan.tasks[$0].kind != .foundation }.compactMap { index in
                let files = plan.tasks[index].files.filter { parts[$0.path] != nil }
                return files.isEmpty ? nil : (index, files)
            })
        keptRxByHome = kept
    }

    /// The index of wave `id` among the plan's waves; 0 for a wave the plan lacks.
    func wave(_ id: String) -> Int { waveIndex[id] ?? 0 }

    /// The index of task `id` in the plan's tasks.
    func index(of id: String) -> Int? { position[id] }

    /// The shims whose caller tasks include `task`, in their tasks' id order, then each task's order.
    func shims(calledBy task: String) -> [ShimReference] { shimsByCaller[task] ?? [] }

    /// The tasks naming declarations of the file at `path`, in plan order.
    func parts(of path: String) -> [String] { partsByPath[path] ?? [] }

    /// The code of `task`: its files, and of a file split by declaration, the lines its part holds.
    func scope(of task: PlanTask) -> CallScope {
        CallScope(paths: Set(task.files.map(\.path)), task: position[task.id], shares: splitShares)
    }

    /// The `+Rx.swift` files beside the file at `path`, or that file itself, that cleanup tasks list, with those tasks,
    /// in plan order: `App/Feed+Rx.swift` for `App/Feed.swift` or `App/Feed+Rx.swift`.
    func keptRxFiles(of path: String) -> [(path: String, task: String)] { keptRxByHome[path] ?? [] }

    /// The tasks `task` waits for, directly or through others: `T-003` after `T-007` after `T-004` waits for
    /// `T-004`.
    func awaited(by task: PlanTask, in plan: Plan) -> Set<String> {
        var awaited: Set<String> = []
        var pending = task.dependsOn
        while let next = pending.popLast() {
            guard awaited.insert(next).inserted else { continue }
            if let index = position[next] { pending += plan.tasks[index].dependsOn }
        }
        return awaited
    }
}

/// The code of one task (`PlanRelations.scope(of:)`): its files, and of a file split by declaration, only the lines its
/// part holds, by the rule the planner links callers with (`FileShares.owner`): a part's Boundary lists its own calls,
/// not its other parts'.
struct CallScope: Sendable {
    let paths: Set<String>
    /// The task's index in the plan's tasks.
    let task: Int?
    let shares: FileShares

    /// Whether `location` is in the task's code.
    func contains(_ location: SourceLocation) -> Bool {
        guard paths.contains(location.path) else { return false }
        guard let task, let owner = shares.owner(location.path, location.line) else { return true }
        return owner == task
    }
}

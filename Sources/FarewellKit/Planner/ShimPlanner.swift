/// Finds the Rx-typed APIs used outside the task that declares them: the declaring task keeps a shim, and
/// the callers' tasks depend on it. Also the protocols whose Rx requirements are implemented in another
/// task: the protocol's task depends on the implementing one, as on a caller's shim; and the base classes whose Rx
/// members a subclass in another task overrides, or uses as its own (`RxAPI.subclassUses`): the subclass's task depends
/// on the base class's.
struct ShimPlanner {
    /// Current files with occurrences, sorted by path.
    let files: [FileInventory]
    /// Every task, with ids, in id order.
    let drafts: [TaskDraft]
    /// Path -> the migration tasks holding it (`ownership`), worked out once for the shims, conformances and reactors.
    private let owners: FileShares
    /// The `+Rx.swift` files keeping old Rx paths (`KeptRxFiles`), which a cleanup task lists once the tasks are
    /// linked: their callers are held, not in a file no task lists.
    private let kept: Set<String>

    init(files: [FileInventory], drafts: [TaskDraft], kept: Set<String> = []) {
        self.files = files
        self.drafts = drafts
        self.kept = kept
        owners = Self.ownership(drafts)
    }

    /// What `shims()` finds: each task's shims and caller updates (by index), and the caller -> declaring task links.
    struct Boundaries {
        var shims: [[Shim]]
        /// The APIs of each task called from files no task lists, with those call sites (`PlanTask.callerUpdates`).
        var updates: [[Shim]]
        /// The reactor initializers of each task called outside it (`PlanTask.reactorConstructions`).
        var constructions: [[Shim]]
        var links: [(caller: Int, declaring: Int)]
    }

    /// The shims of each task (by index), the callers in files no task lists that each task updates itself, the
    /// construction sites of its reactors, and the caller -> declaring task links.
    func shims() -> Boundaries {
        var found = Boundaries(
            shims: Array(repeating: [], count: drafts.count), updates: Array(repeating: [], count: drafts.count),
            constructions: Array(repeating: [], count: drafts.count), links: [])
        for file in files {
            for api in file.apis where !api.callers.isEmpty {
                guard let declaring = declaringTask(of: api, in: file.path), drafts[declaring].kind == .migration
                else { continue }
                let inside = Set(drafts[declaring].paths)
                // Each outside caller with its task; one in a file no target compiles (`Screen 2.swift`, a Finder
                // copy) is deleted, not moved: it needs no shim.
                let outside = api.callers.filter { !inside.contains($0.path) }.map { caller in
                    (caller: caller, task: owners.owner(caller.path, caller.line))
                }.filter { !($0.task.map { FolderFallback.isUnclaimed(drafts[$0].module) } ?? false) }
                guard !outside.isEmpty else { continue }
                let callerTasks = Set(outside.compactMap(\.task)).subtracting([declaring]).sorted()
                let declaration = SourceLocation(path: file.path, line: api.line, column: api.column)
                // A reactor's initializer taking plain values (`CellReactor(name: "a")`) constructs the reactor, which
                // keeps compiling while its parameters stay: no shim, and its callers need not wait for its task.
                if api.isReactorConstruction {
                    found.constructions[declaring].append(
                        Shim(
                            api: api.qualifiedName, declaration: declaration, rxTypes: api.rxTypes,
                            callers: outside.map(\.caller),
                            callerTasks: callerTasks.compactMap { drafts[$0].id }.sorted(by: TaskID.less)))
                    continue
                }
                // A subscription holder (`var disposeBag: DisposeBag` of a base class) or helper (`subscribe(bag,
                // driver) { }`) stays as it is for its callers, and an operator of an Rx type's extension moves
                // unchanged to `+Rx.swift`: they need not wait for its task.
                let holder = api.isSubscriptionHolder
                let alias = !holder && api.kind == .typealias
                let helper = !holder && !alias && api.isSubscriptionHelper
                let rxOperator = !holder && !alias && !helper && api.isRxOperator
                // The app's own bridge stays for its callers until the cleanup: they need not wait either.
                let moves = !holder && !alias && !helper && !rxOperator && !api.isBridge
                if moves { found.links += callerTasks.map { ($0, declaring) } }
                // A caller in a file no task lists has no Rx of its own: no task moves it, so the task changing the
                // API updates it and keeps no shim for it. Holders, helpers, operators and bridges stay for all their
                // callers.
                let untasked = outside.filter { $0.task == nil && !kept.contains($0.caller.path) }.map(\.caller)
                let updated = moves ? untasked : []
                let callers = outside.map(\.caller).filter { !updated.contains($0) }
                if !updated.isEmpty {
                    var update = Shim(
                        api: api.qualifiedName, declaration: declaration, rxTypes: api.rxTypes, callers: updated,
                        callerTasks: [])
                    update.emitsOneValue = api.emitsOneValue
                    found.updates[declaring].append(update)
                }
                guard !callers.isEmpty else { continue }
                let many = api.callers.count - updated.count >= Planner.manyCallers
                var shim = Shim(
                    api: api.qualifiedName, declaration: declaration, rxTypes: api.rxTypes, callers: callers,
                    callerTasks: callerTasks.compactMap { drafts[$0].id }.sorted(by: TaskID.less),
                    strategy: alias
                        ? .keptAlias
                        : Self.strategy(holder: holder, helper: helper, rxOperator: rxOperator, many: many),
                    subclassUses: api.subclassUses.filter(Set(callers).contains))
                shim.emitsOneValue = api.emitsOneValue
                found.shims[declaring].append(shim)
            }
            pullCalledOperators(of: file, into: &found)
        }
        return found
    }

    /// Gives the operators of `file` that a moving one calls (`filterResponseError()` calling `filterHttpError()`
    /// beside it: `RxAPI.ownCallers` inside the moving one's declaration) an operator shim of their own, called from
    /// there, so they move with it, as far as such calls reach; rewritten in place, they would leave the moved copy
    /// calling code that is gone.
    private func pullCalledOperators(of file: FileInventory, into found: inout Boundaries) {
        let called = file.apis.filter { $0.isRxOperator && !$0.ownCallers.isEmpty }
        guard !called.isEmpty else { return }
        var pulled = true
        while pulled {
            pulled = false
            for api in called {
                guard let declaring = declaringTask(of: api, in: file.path), drafts[declaring].kind == .migration
                else { continue }
                let moving = found.shims[declaring].filter {
                    $0.strategy == .rxOperator && $0.declaration.path == file.path
                }
                let own = found.shims[declaring].firstIndex {
                    $0.api == api.qualifiedName && $0.declaration.path == file.path && $0.declaration.line == api.line
                }
                // Moving for callers in other files already: nothing to add.
                if let own, found.shims[declaring][own].callers.contains(where: { $0.path != file.path }) { continue }
                // The lines of each moving operator: from its declaration to its last Rx occurrence.
                let spans = moving.map { shim in
                    let lines = RxAPI.declarationLines(
                        of: shim.api, at: shim.declaration.line, before: nil, in: file.occurrences)
                    return shim.declaration.line...(lines.max() ?? shim.declaration.line)
                }
                let callers = api.ownCallers.filter { line in spans.contains { $0.contains(line) } }.map {
                    SourceLocation(path: file.path, line: $0)
                }
                guard !callers.isEmpty else { continue }
                // Pulled already: its callers grow as more operators move (`filterJiResponseError()` too).
                if let own {
                    guard found.shims[declaring][own].callers != callers else { continue }
                    found.shims[declaring][own].callers = callers
                } else {
                    found.shims[declaring].append(
                        Shim(
                            api: api.qualifiedName,
                            declaration: SourceLocation(path: file.path, line: api.line, column: api.column),
                            rxTypes: api.rxTypes, callers: callers, callerTasks: [], strategy: .rxOperator))
                }
                pulled = true
            }
        }
    }

    /// The task declaring `api` of the file at `path`: the one holding its line, else, for a `Name+Rx.swift` file
    /// keeping an old Rx path (`kept`), which no migration task lists, the task of `Name.swift`, whose work moved the
    /// API there as a shim: its callers still call the shim, and its task's Boundary still names it for them
    /// (`CoordinatorVC+Rx.swift`'s `Binder`s, moved there by the task of `CoordinatorVC.swift`).
    private func declaringTask(of api: RxAPI, in path: String) -> Int? {
        if let task = owners.owner(path, api.line, naming: api.qualifiedName) { return task }
        guard kept.contains(path), let home = FileNaming.home(ofRxFile: path) else { return nil }
        if let task = owners[home]?.first(where: { drafts[$0.task].kind == .migration })?.task { return task }
        // `Name.swift` has no Rx left: the task that listed it in the previous plan.
        return drafts.indices.first { index in
            drafts[index].kind == .migration && drafts[index].previous?.files.contains { $0.path == home } == true
        }
    }

    /// How an API's callers outside its task move off it: a subscription holder (`holder`) or helper (`helper`) is
    /// kept for them, an operator of an Rx type's extension (`rxOperator`) moved, any other API given a shim, or an
    /// async core first when it has `many` callers.
    private static func strategy(holder: Bool, helper: Bool, rxOperator: Bool, many: Bool) -> Shim.Strategy {
        if holder { return .keep }
        if helper { return .subscriptionHelper }
        if rxOperator { return .rxOperator }
        return many ? .asyncCore : .shim
    }

    /// The ReactorKit views whose task is not their reactor's (a screen cut in two over its budget): the view's
    /// task depends on the reactor's, whose `Action` and `State` it binds (`typealias Reactor = HomeReactor`, `bind
    /// (reactor: HomeReactor)`, `BaseViewController<HomeReactor>`), as a caller's on a shim. As view -> reactor task
    /// links.
    func reactorLinks() -> [(caller: Int, declaring: Int)] {
        guard files.contains(where: { !$0.reactorTypes.isEmpty }) else { return [] }
        // Each type's name hash -> the file declaring it, per module.
        var declaring: [String: [UInt64: String]] = [:]
        for file in files where !file.types.isEmpty {
            for type in file.types {
                let hash = WordTable.hash(type)
                if declaring[file.module, default: [:]][hash] == nil {
                    declaring[file.module, default: [:]][hash] = file.path
                }
            }
        }
        var links: [(caller: Int, declaring: Int)] = []
        for file in files where !file.reactorTypes.isEmpty {
            guard let view = owners[file.path]?.first?.task else { continue }
            for type in file.reactorTypes {
                guard let path = declaring[file.module]?[type], path != file.path,
                    let reactor = owners[path]?.first?.task, reactor != view, drafts[reactor].kind == .migration
                else { continue }
                links.append((view, reactor))
            }
        }
        return links
    }

    /// The links whose declaring task must come first, which `Planner` keeps in the caller's wave or an earlier one:
    /// the callers of an Rx extension API (`Catalog.isRxExtension`: `tableView.rx.refreshAction` has no async core
    /// to bridge to until its task makes one), subclasses overriding a base class's Rx members (the base class adds
    /// the async members they override) or using its Rx properties as their own (`awaitedCallers`), and ReactorKit
    /// views binding their reactors. Caller -> declaring task.
    func orderingLinks() -> [(caller: Int, declaring: Int)] {
        var links: [(caller: Int, declaring: Int)] = []
        for file in files {
            for api in file.apis {
                let awaiting = Self.awaitedCallers(api)
                guard !awaiting.isEmpty,
                    let declaring = owners.owner(file.path, api.line, naming: api.qualifiedName)
                else { continue }
                let callers = awaiting.compactMap { owners.owner($0.path, $0.line) }
                links += Set(callers).subtracting([declaring]).sorted().map { ($0, declaring) }
            }
        }
        let overrides = gatheredConformances().filter { $0.conformance.isOverride }
        links += overrides.filter { !Catalog.holdsOnlyLifetimes($0.conformance.rxTypes) }.map {
            ($0.typeTask, $0.protocolTask)
        }
        return links + reactorLinks() + flowLinks()
    }

    /// RxFlow: each task holding a stepper (a type conforming to `Stepper`, whose `steps` the flows navigate by) or
    /// code starting the flows (`coordinator.coordinate(flow:with:)`), and each task holding the flows it drives
    /// (`FileInventory.steppedFlows`). Caller -> declaring task: the flows' task comes first and gives the navigation
    /// the async methods the steppers' tasks then call.
    func flowLinks() -> [(caller: Int, declaring: Int)] {
        var links: Set<[Int]> = []
        for file in files where !file.steppedFlows.isEmpty {
            let flows = file.steppedFlows.flatMap { path in (owners[path] ?? []).map(\.task) }
                .filter { drafts[$0].kind == .migration }
            for occurrence in file.occurrences
            where occurrence.construct == "Stepper" || occurrence.construct == "coordinate(flow:)" {
                guard let task = owners.owner(file.path, occurrence.line), drafts[task].kind == .migration else {
                    continue
                }
                for flow in flows where flow != task { links.insert([task, flow]) }
            }
        }
        return links.sorted { $0.lexicographicallyPrecedes($1) }.map { ($0[0], $0[1]) }
    }

    /// The callers that wait for `api`'s task: all of an Rx extension API's; of a base class's Rx property, those in
    /// subclasses that use it as their own member (`RxAPI.subclassUses`), which inherit the async core its task adds
    /// beside it (`bind(to: isEmptyRelay)` in a `FeedViewController: BaseTableViewController` then feeds the async
    /// one), as an override overrides the async member. A subscription holder (`disposeBag`) and the app's own bridge
    /// stay as they are for them.
    ///
    /// ```swift
    /// class BaseTableViewController: UIViewController { let isEmptyRelay = BehaviorRelay<Bool>(value: true) }
    /// final class FeedViewController: BaseTableViewController {
    ///     func bind(vm: FeedViewModel) { vm.items.map(\.isEmpty).bind(to: isEmptyRelay).disposed(by: disposeBag) }
    /// }
    /// ```
    private static func awaitedCallers(_ api: RxAPI) -> [SourceLocation] {
        guard !api.callers.isEmpty, !api.isSubscriptionHolder else { return [] }
        if isRxExtension(api) { return api.callers }
        return api.isBridge ? [] : api.subclassUses
    }

    /// An Rx extension API (`Catalog.isRxExtension`) its callers wait for: not a subscription holder or helper or an
    /// operator of a stream type, which stay as they are for them.
    private static func isRxExtension(_ api: RxAPI) -> Bool {
        !api.isSubscriptionHolder && !api.isSubscriptionHelper
            && !Catalog.streamExtensionTypes.contains(api.container.map(LayerClassifier.outermost) ?? "")
            && Catalog.isRxExtension(
                container: api.container, rxTypes: api.rxTypes, isInitializer: api.kind == .initializer,
                name: api.name)
    }

    /// The conformances across tasks, in each task involved (by index), and the protocol -> implementing
    /// task and subclass -> base class task links.
    func conformances() -> (conformances: [[Conformance]], links: [(caller: Int, declaring: Int)]) {
        var conformances: [[Conformance]] = Array(repeating: [], count: drafts.count)
        var links: [(caller: Int, declaring: Int)] = []
        for (protocolTask, typeTask, conformance) in gatheredConformances() {
            conformances[protocolTask].append(conformance)
            conformances[typeTask].append(conformance)
            // A lifetime requirement (`var disposeBag: DisposeBag { get }`) gets no async version: it goes with
            // the cleanup wave, so the protocol's task need not wait for its implementations. A base class's task
            // comes first instead: it adds the async members its subclasses' tasks then override (a subclass's async
            // core written first would need `override` once the base class's task added the member).
            if !Catalog.holdsOnlyLifetimes(conformance.rxTypes) {
                links.append(conformance.isOverride ? (typeTask, protocolTask) : (protocolTask, typeTask))
            }
        }
        return (conformances.map { $0.sorted() }, links)
    }

    /// Per task (by index): the subscription holders implementing a lifetime requirement (`var disposeBag:
    /// DisposeBag { get }`) declared in another task's file (`holders`), and the requirements implemented from
    /// another task's file (`kept`), which stay until the cleanup wave removes the requirement (the Boundary says so,
    /// and a cleanup task listing the protocol owns the holders); and the lifetime requirements only its own types
    /// implement, which it deletes (`deleted`).
    func lifetimeTies() -> (holders: [[SourceLocation]], kept: [[SourceLocation]], deleted: [[SourceLocation]]) {
        var implementations: [[SourceLocation]] = Array(repeating: [], count: drafts.count)
        var kept = implementations
        var deleted = implementations
        let holders = Set(
            files.flatMap { file in
                file.apis.lazy.filter(\.isSubscriptionHolder).map {
                    SourceLocation(path: file.path, line: $0.line, column: $0.column)
                }
            })
        // Requirement -> whether a type in another task's file implements it; each implementation with its task.
        var requirements: [SourceLocation: Bool] = [:]
        var implementing: [(task: Int, holder: SourceLocation, requirements: [SourceLocation])] = []
        for file in files {
            for api in file.apis where api.isSubscriptionHolder && !api.implements.isEmpty {
                guard let typeTask = owners.owner(file.path, api.line, naming: api.qualifiedName) else { continue }
                let tied = api.implements.filter(holders.contains)
                for requirement in tied {
                    let protocolTask = owners.owner(requirement.path, requirement.line)
                    let other = protocolTask != nil && protocolTask != typeTask
                    requirements[requirement] = (requirements[requirement] ?? false) || other
                }
                let holder = SourceLocation(path: file.path, line: api.line, column: api.column)
                if !tied.isEmpty { implementing.append((typeTask, holder, tied)) }
            }
        }
        // A requirement that stays keeps every implementation, its own task's too: no type drops what it requires.
        for (task, holder, tied) in implementing
        where drafts[task].kind == .migration && tied.contains(where: { requirements[$0] == true }) {
            implementations[task].append(holder)
        }
        for (requirement, across) in requirements {
            guard let task = owners.owner(requirement.path, requirement.line), drafts[task].kind == .migration
            else { continue }
            if across { kept[task].append(requirement) } else { deleted[task].append(requirement) }
        }
        return (implementations.map { $0.sorted() }, kept.map { $0.sorted() }, deleted.map { $0.sorted() })
    }

    /// Each conformance across tasks with its protocol's (or base class's) task and its type's task, by index.
    private func gatheredConformances() -> [(protocolTask: Int, typeTask: Int, conformance: Conformance)] {
        // The declarations of the requirements implemented, by path and line.
        let protocolPaths = Set(files.flatMap { $0.apis.flatMap { ($0.implements + $0.overrides).map(\.path) } })
        var requirements: [String: [Int: RxAPI]] = [:]
        for file in files where protocolPaths.contains(file.path) {
            for api in file.apis { requirements[file.path, default: [:]][api.line] = api }
        }
        // (protocol task, type task, protocol, type) -> the conformance gathered so far.
        var gathered: [String: (protocolTask: Int, typeTask: Int, conformance: Conformance)] = [:]
        for file in files {
            for api in file.apis where !api.implements.isEmpty || !api.overrides.isEmpty {
                // An implementation kept in a `Name+Rx.swift` file (a re-plan once its task moved it there) is still
                // its task's: that task's flag removal deletes it.
                guard let typeTask = declaringTask(of: api, in: file.path) else { continue }
                let implementation = SourceLocation(path: file.path, line: api.line, column: api.column)
                let tied = api.implements.map { ($0, false) } + api.overrides.map { ($0, true) }
                for (requirement, isOverride) in tied {
                    guard let protocolTask = owners.owner(requirement.path, requirement.line),
                        protocolTask != typeTask, let declared = requirements[requirement.path]?[requirement.line],
                        let protocolName = declared.container, let typeName = api.container
                    else { continue }
                    let key = "\(protocolTask) \(typeTask) \(protocolName) \(typeName) \(isOverride)"
                    var entry =
                        gathered[key]
                        ?? (
                            protocolTask, typeTask,
                            Conformance(
                                protocolName: protocolName, typeName: typeName, members: [],
                                protocolTask: drafts[protocolTask].id ?? "", typeTask: drafts[typeTask].id ?? "",
                                requirement: requirement, implementation: implementation, isOverride: isOverride)
                        )
                    entry.conformance.members.append(api.name)
                    entry.conformance.rxTypes += declared.rxTypes
                    entry.conformance.requirement = min(entry.conformance.requirement, requirement)
                    entry.conformance.implementation = min(entry.conformance.implementation, implementation)
                    gathered[key] = entry
                }
            }
        }
        // In key order, so the links drawn from them come in the same order on every run.
        return gathered.keys.sorted().compactMap { key in
            guard var entry = gathered[key] else { return nil }
            entry.conformance.members = Array(Set(entry.conformance.members)).sorted()
            entry.conformance.rxTypes = Array(Set(entry.conformance.rxTypes)).sorted()
            return entry
        }
    }

    /// Path -> the migration tasks holding it, with the lines each holds; also the cleanup task listing a protocol
    /// whose only Rx is its lifetime requirements (`Planner.lifetimeRequirementFiles`).
    private static func ownership(_ drafts: [TaskDraft]) -> FileShares {
        FileShares(drafts.indices.filter { drafts[$0].kind != .foundation }.map { ($0, drafts[$0].files) })
    }
}

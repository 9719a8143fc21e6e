/// The migration plan: ordered waves of PR-sized tasks. It is what `plan` writes and every other
/// workspace command reads back.
package struct Plan: Sendable, Codable, Hashable {
    /// Waves in order.
    package var waves: [Wave]
    /// Tasks in id order.
    package var tasks: [PlanTask]
    /// Rx occurrences when the plan was first made, raised by a re-plan counting more (`Planner.baseline`); `status`
    /// measures progress against it.
    package var baseline: Int

    package init(waves: [Wave], tasks: [PlanTask], baseline: Int) {
        self.waves = waves
        self.tasks = tasks
        self.baseline = baseline
    }

    package func task(_ id: String) -> PlanTask? { tasks.first { $0.id == id } }
    package func wave(_ id: String) -> Wave? { waves.first { $0.id == id } }
}

/// A wave: tasks that can proceed in parallel once the waves before it are merged.
package struct Wave: Sendable, Codable, Hashable {
    package enum Kind: String, Sendable, Codable, CaseIterable {
        /// Bridges, the `share(history:)` polyfill, flag plumbing.
        case foundation
        case migration
        /// Removes shims, flags and the Rx dependencies.
        case cleanup
    }

    /// `W0`, `W1`, ... in order.
    package var id: String
    package var title: String
    /// File-name slug: `infra-and-data`.
    package var slug: String
    package var kind: Kind
    /// The layers it migrates, inside out.
    package var layers: [Layer]
    /// Task ids in id order (`WaveBuilder`), as the front matter records them; the wave file's table and the
    /// dashboards list them in the order they can be taken up (`WorkOrder`).
    package var tasks: [String]
    /// Whether the wave's retro has been applied (`retro --apply`).
    package var retroDone: Bool

    package init(
        id: String, title: String, slug: String, kind: Kind, layers: [Layer], tasks: [String], retroDone: Bool = false
    ) {
        self.id = id
        self.title = title
        self.slug = slug
        self.kind = kind
        self.layers = layers
        self.tasks = tasks
        self.retroDone = retroDone
    }

    /// `waves/W1-infra-and-data.md`.
    package var fileName: String { "\(id)-\(slug).md" }
}

/// Where a task stands; `plan` starts every task at `todo`.
package enum TaskStatus: String, Sendable, Codable, CaseIterable, Comparable {
    case todo
    case inProgress = "in-progress"
    case inReview = "in-review"
    case blocked
    case merged
    /// The task's scope no longer holds Rx without a merged PR of its own (the code went away).
    case done

    /// Forward order: a move to a lower rank is a move backwards.
    package var rank: Int {
        switch self {
        case .todo: 0
        case .blocked: 1
        case .inProgress: 2
        case .inReview: 3
        case .merged, .done: 4
        }
    }

    package var isFinished: Bool { self == .merged || self == .done }

    package static func < (lhs: TaskStatus, rhs: TaskStatus) -> Bool { lhs.rank < rhs.rank }
}

/// One task: one PR behind one feature flag, in one module and one layer.
package struct PlanTask: Sendable, Codable, Hashable {
    package enum Kind: String, Sendable, Codable, CaseIterable {
        case foundation, migration, cleanup
    }

    /// `T-001`; never changes once given.
    package var id: String
    package var title: String
    /// The FNV-1a hash of the title farewell gave the task, written as `title_hash` beside it; nil for a task of a plan
    /// written before farewell recorded it, until a re-plan finds its title the one farewell gives it
    /// (`Planner.recordOwnTitles`). While it matches, the title is farewell's own (`hasOwnTitle`).
    package var titleHash: String?
    /// File-name slug: `networking-apiclient`.
    package var slug: String
    package var kind: Kind
    /// The wave id.
    package var wave: String
    package var module: String
    package var layer: Layer
    /// The files in scope, sorted by path.
    package var files: [TaskFile]
    /// Weighted difficulty (sum of the catalog weights of its occurrences, at least 1).
    package var points: Int
    /// The feature flag's name: `rx_migration_t_001`.
    package var flag: String
    /// Task ids that must merge first, sorted.
    package var dependsOn: [String]
    /// Rx-facing shims this task keeps for callers outside it.
    package var shims: [Shim]
    /// Protocols with Rx requirements whose implementations are in another task, on either side, sorted.
    package var conformances: [Conformance]
    package var status: TaskStatus
    /// The PR number or URL, once there is one.
    package var pr: String?
    /// One sentence saying what the task does (derived by the planner; not read back).
    package var summary: String
    /// Cleanup tasks: the manifest lines to delete (the Rx dependencies), sorted.
    package var removals: [SourceLocation]
    /// The other tasks whose ReactorKit views bind this task's reactors, and those whose reactors this task's views
    /// bind, sorted (derived by the planner for the Boundary; not read back).
    package var reactorViews: [String] = []
    package var viewReactors: [String] = []
    /// RxFlow: the other tasks whose steppers (`LoginViewModel: Stepper`) or code starting the flows
    /// (`coordinate(flow:with:)`) drive this task's flows, and those whose flows this task's steppers drive, sorted
    /// (`ShimPlanner.flowLinks`; derived by the planner for the Boundary; not read back).
    package var flowSteppers: [String] = []
    package var stepperFlows: [String] = []
    /// The Rx APIs in scope called from files no task lists (no Rx occurrence of their own), each with those call
    /// sites as its `callers`, sorted: no other task moves them, so this task updates them and keeps no shim for them
    /// (derived by the planner for the Boundary; not read back).
    package var callerUpdates: [Shim] = []
    /// The reactor initializers in scope that code outside this task calls to construct the reactor
    /// (`RxAPI.isReactorConstruction`), each with those call sites as its `callers`, sorted: they get no shim, and
    /// their callers' tasks need not wait (derived by the planner for the Boundary; not read back).
    package var reactorConstructions: [Shim] = []
    /// The section or identity model files of this task that other tasks' files use, and those of other tasks this
    /// task's files use (derived by the planner for the Boundary; not read back).
    package var sectionModels: [SectionModelUse] = []
    /// The files of ReactorKit views of this task whose `reactor` other tasks' files set or read, and those of other
    /// tasks whose views' `reactor` this task's files set or read (derived by the planner for the Boundary; not read
    /// back).
    package var reactorViewUses: [ReactorViewUse] = []
    /// The stored properties of split files that this task keeps for a later part reading them, and those of an
    /// earlier part that this task reads and deletes, sorted by path and line (derived by the planner for the Scope;
    /// not read back).
    package var keptMembers: [KeptMember] = []
    /// The declarations in scope of subscription holders implementing a lifetime requirement (`var disposeBag:
    /// DisposeBag { get }` in a protocol) declared in another task's file, and of lifetime requirements implemented
    /// from another task's file: both stay until the cleanup wave removes the requirement (`ShimPlanner.lifetimeTies`;
    /// derived by the planner for the Scope; not read back).
    package var keptHolders: [SourceLocation] = []
    /// The operators of Rx types' extensions and the members of `extension Reactive` in its whole files that nothing
    /// calls (no caller anywhere, none in their own file), in extensions holding no other declaration: dead code,
    /// which its Scope says to delete rather than rewrite (`Planner.unusedOperators`; derived by the planner for the
    /// Scope; not read back).
    package var unusedOperators: [Shim] = []
    /// The operators and `Reactive` members in its whole files that nothing calls, in extensions that keep other
    /// declarations, and the private subscription holders of its files that nothing uses: the Scope says to delete
    /// each, and leaves the extension (`Planner.unusedOperators`; derived by the planner for the Scope; not read
    /// back).
    package var unusedOperatorsBesideUsed: [Shim] = []
    package var keptRequirements: [SourceLocation] = []
    /// The lines in scope giving a subscription holder it keeps (a kept requirement's, a kept holder's, one kept for
    /// callers) a new lifetime (`FileInventory.lifetimeResets`: `self.disposeBag = DisposeBag()` in a protocol
    /// extension's `create(with:)`), where the file's holders are all kept: they stay with them (derived by the
    /// planner for the Scope; not read back).
    package var keptResets: [SourceLocation] = []
    /// The declarations in scope of lifetime requirements that only this task's types implement: nothing reads them
    /// through the protocol, so this task deletes them (derived by the planner for the Scope; not read back).
    package var deletedRequirements: [SourceLocation] = []
    /// For a migration task over the points budget, the declaration over it by itself (`FeedViewModel.bind()`, `-` for
    /// a file's top-level code), which no split cuts; nil when the task is over the budget only for what joined it
    /// (`Budget.oversizedDeclaration`; derived by the planner for the header; not read back).
    package var oversizedDeclaration: String?

    package init(
        id: String, title: String, slug: String, kind: Kind, wave: String, module: String, layer: Layer,
        files: [TaskFile], points: Int, flag: String, dependsOn: [String] = [], shims: [Shim] = [],
        status: TaskStatus = .todo, pr: String? = nil, summary: String = "", removals: [SourceLocation] = [],
        conformances: [Conformance] = []
    ) {
        self.id = id
        self.title = title
        self.slug = slug
        self.kind = kind
        self.wave = wave
        self.module = module
        self.layer = layer
        self.files = files
        self.points = points
        self.flag = flag
        self.dependsOn = dependsOn
        self.shims = shims
        self.status = status
        self.pr = pr
        self.summary = summary
        self.removals = removals
        self.conformances = conformances
    }

    /// `tasks/T-001-networking-apiclient.md`.
    package var fileName: String { "\(id)-\(slug).md" }

    /// Whether the title is still the one farewell gave the task: nobody changed it since (`titleHash`). A re-plan
    /// names such a task anew when its scope changes (`Planner.renameChangedTasks`); a title people wrote is kept.
    package var hasOwnTitle: Bool { titleHash == FNV1a.hash(title) }

    /// Gives the task a title of farewell's own.
    package mutating func name(_ title: String) {
        self.title = title
        titleHash = FNV1a.hash(title)
    }

    /// Rx occurrences in scope.
    package var occurrenceCount: Int { files.reduce(0) { $0 + $1.occurrences.count } }
}

/// A file in a task's scope: the whole file, or (for a file too big for one task) some declarations.
package struct TaskFile: Sendable, Codable, Hashable {
    package var path: String
    /// Nil when the whole file is in scope; else the enclosing declarations this task owns.
    package var declarations: [String]?
    package var occurrences: [Occurrence]

    package init(path: String, declarations: [String]? = nil, occurrences: [Occurrence]) {
        self.path = path
        self.declarations = declarations
        self.occurrences = occurrences
    }
}

/// A type in one task implementing Rx requirements of a protocol in another: the two change together, so
/// each task's Boundary names the other.
package struct Conformance: Sendable, Codable, Hashable, Comparable {
    /// `BookRepositoryType`.
    package var protocolName: String
    /// `BookRepository`.
    package var typeName: String
    /// The requirements it implements (`book`, `search`), sorted, without duplicates.
    package var members: [String]
    /// The task holding the requirements.
    package var protocolTask: String
    /// The task holding the implementations.
    package var typeTask: String
    /// The first requirement's declaration.
    package var requirement: SourceLocation
    /// The first implementation's declaration.
    package var implementation: SourceLocation
    /// The Rx types the requirements name, sorted, without duplicates.
    package var rxTypes: [String]
    /// A base class and a subclass overriding its members (`protocolName` names the base class), not a protocol
    /// and a conforming type.
    package var isOverride: Bool

    package init(
        protocolName: String, typeName: String, members: [String], protocolTask: String, typeTask: String,
        requirement: SourceLocation, implementation: SourceLocation, rxTypes: [String] = [], isOverride: Bool = false
    ) {
        self.protocolName = protocolName
        self.typeName = typeName
        self.members = members
        self.protocolTask = protocolTask
        self.typeTask = typeTask
        self.requirement = requirement
        self.implementation = implementation
        self.rxTypes = rxTypes
        self.isOverride = isOverride
    }

    /// A total order: same-named protocols of two projects in one repository still sort the same way on
    /// every run.
    package static func < (left: Conformance, right: Conformance) -> Bool {
        if (left.protocolName, left.typeName, left.typeTask, left.implementation)
            != (right.protocolName, right.typeName, right.typeTask, right.implementation)
        {
            return (left.protocolName, left.typeName, left.typeTask, left.implementation)
                < (right.protocolName, right.typeName, right.typeTask, right.implementation)
        }
        if left.isOverride != right.isOverride { return !left.isOverride }
        return (left.protocolTask, left.requirement, left.members.joined(separator: ","))
            < (right.protocolTask, right.requirement, right.members.joined(separator: ","))
    }
}

/// An Rx-typed API that callers outside the task still use: kept as a shim until they move.
package struct Shim: Sendable, Codable, Hashable {
    /// `APIClient.request`.
    package var api: String
    package var declaration: SourceLocation
    /// The Rx types it returns or exposes (`Single`).
    package var rxTypes: [String]
    /// Call sites outside the task, sorted.
    package var callers: [SourceLocation]
    /// Tasks that hold those callers, sorted.
    package var callerTasks: [String]
    /// How the callers move off it.
    package var strategy: Strategy
    /// The callers among `callers` in subclasses of the property's class that use it as their own member, bare or
    /// through `self.` (`RxAPI.subclassUses`), sorted: their tasks wait for this one, as an override's does.
    package var subclassUses: [SourceLocation]
    /// An `Observable` that sends one value and completes (`RxAPI.emitsOneValue`): its core is an `async throws`
    /// function, as a `Single`'s is. Not stored: the scan tells it again.
    package var emitsOneValue = false

    /// How an Rx-typed API with outside callers is migrated.
    package enum Strategy: String, Sendable, Codable {
        /// A few callers: the declaring task keeps an Rx-facing shim until they move.
        case shim
        /// Many callers (`Planner.manyCallers` or more): async core plus an Rx shim first, callers moved in batches.
        case asyncCore = "async-core"
        /// A subscription holder (`var disposeBag: DisposeBag`), whatever its callers: kept as it is for them, no
        /// shim, and they need not wait for its task.
        case keep
        /// An operator the repository adds to an Rx stream type (`extension ObservableType { func mapToVoid() }`):
        /// Rx's own vocabulary, with no async version. Moved unchanged to a `+Rx.swift` file for its callers, which
        /// need not wait for its task; the cleanup wave deletes it.
        case rxOperator = "rx-operator"
        /// A subscription helper of the project (`func subscribe<T>(_ bag: DisposeBag, _ driver: Driver<T>, ...)`,
        /// `RxAPI.isSubscriptionHelper`), whatever its callers: it consumes streams, so it gets no async core and no
        /// shim. Kept as it is for its callers, which need not wait for its task, beside an `AsyncSequence` overload
        /// they move to; the task moving the last of them deletes it, the cleanup wave what is left.
        case subscriptionHelper = "subscription-helper"
        /// A type alias of Rx types other tasks' files write as a type (`typealias SaveTransaction = (save:
        /// AnyObserver<Item>, saved: Observable<Void>)`): kept as it is for them, which need not wait for its task and
        /// write their own types as they move; the task moving the last of them deletes it, the cleanup wave what is
        /// left.
        case keptAlias = "kept-alias"
    }

    /// Whether it is an Rx extension API (`Reactive.refreshAction`, `Catalog.isRxExtension`): its callers' tasks wait
    /// for its task, which makes the plain core they call. Not a base class's property its subclasses alone use as
    /// their own (`var transition: Binder<Scene>` of `CoordinatorVC`): the class gives them its core.
    package var isRxExtension: Bool {
        if !subclassUses.isEmpty, callers.allSatisfy(subclassUses.contains) { return false }
        let dot = api.lastIndex(of: ".")
        let container = dot.map { String(api[..<$0]) }
        let name = dot.map { String(api[api.index(after: $0)...]) } ?? api
        return (strategy == .shim || strategy == .asyncCore)
            && Catalog.isRxExtension(
                container: container, rxTypes: rxTypes, isInitializer: api.hasSuffix(".init"), name: name)
    }

    package init(
        api: String, declaration: SourceLocation, rxTypes: [String], callers: [SourceLocation], callerTasks: [String],
        strategy: Strategy = .shim, subclassUses: [SourceLocation] = []
    ) {
        self.api = api
        self.declaration = declaration
        self.rxTypes = rxTypes
        self.callers = callers
        self.callerTasks = callerTasks
        self.strategy = strategy
        self.subclassUses = subclassUses
    }
}

extension PlanTask {
    private enum CodingKeys: String, CodingKey {
        case id, title, slug, kind, wave, module, layer, files, points, flag, dependsOn, shims, status, pr, summary
        case removals, conformances, titleHash
    }

    /// Decodes older plans too: `summary`, `removals`, `conformances` and `titleHash` may be missing.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try c.decode(String.self, forKey: .id), title: try c.decode(String.self, forKey: .title),
            slug: try c.decode(String.self, forKey: .slug), kind: try c.decode(Kind.self, forKey: .kind),
            wave: try c.decode(String.self, forKey: .wave), module: try c.decode(String.self, forKey: .module),
            layer: try c.decode(Layer.self, forKey: .layer), files: try c.decode([TaskFile].self, forKey: .files),
            points: try c.decode(Int.self, forKey: .points), flag: try c.decode(String.self, forKey: .flag),
            dependsOn: try c.decode([String].self, forKey: .dependsOn),
            shims: try c.decode([Shim].self, forKey: .shims),
            status: try c.decode(TaskStatus.self, forKey: .status), pr: try c.decodeIfPresent(String.self, forKey: .pr),
            summary: try c.decodeIfPresent(String.self, forKey: .summary) ?? "",
            removals: try c.decodeIfPresent([SourceLocation].self, forKey: .removals) ?? [],
            conformances: try c.decodeIfPresent([Conformance].self, forKey: .conformances) ?? [])
        titleHash = try c.decodeIfPresent(String.self, forKey: .titleHash)
    }
}

extension Shim {
    private enum CodingKeys: String, CodingKey {
        case api, declaration, rxTypes, callers, callerTasks, strategy, subclassUses
    }

    /// Decodes older plans too: `strategy` and `subclassUses` may be missing.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            api: try c.decode(String.self, forKey: .api),
            declaration: try c.decode(SourceLocation.self, forKey: .declaration),
            rxTypes: try c.decode([String].self, forKey: .rxTypes),
            callers: try c.decode([SourceLocation].self, forKey: .callers),
            callerTasks: try c.decode([String].self, forKey: .callerTasks),
            strategy: try c.decodeIfPresent(Strategy.self, forKey: .strategy) ?? .shim,
            subclassUses: try c.decodeIfPresent([SourceLocation].self, forKey: .subclassUses) ?? [])
    }
}

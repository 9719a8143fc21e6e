import Testing

@testable import FarewellKit

/// A `Package.swift` of one target `name` on RxSwift, with `dependencies` after RxSwift's package.
private func rxPackage(_ name: String, dependencies: String = "") -> String {
    """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(name: "\(name)", dependencies: [
        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0")\(dependencies)
    ], targets: [.target(name: "\(name)", dependencies: [.product(name: "RxSwift", package: "RxSwift")])])
    """
}

/// The cleanup task of the manifest at `manifest`.
private func cleanupTask(of manifest: String, in plan: Plan) throws -> PlanTask {
    try #require(plan.tasks.first { $0.kind == .cleanup && $0.files.contains { $0.path == manifest } })
}

/// The cleanup wave in the order its deletions can build: a module's shims and helper types after the cleanups
/// deleting the old paths that call them, a protocol's Rx requirements after the old paths calling them and before
/// the implementations' old paths.
@Suite struct PlannerCleanupOrderTests {
    /// Domain declares `BookRepositoryType.book` (implemented in Data) and a use case's `books` (called from UI's view
    /// model) and a helper type UI's view model uses; each module has a manifest with an Rx line.
    static func inventory() -> Inventory {
        let line = { (path: String) in RxDependency(library: "RxSwift", location: SourceLocation(path: path, line: 9)) }
        let modules = ["Data", "Domain", "UI"].map { name in
            Module(
                name: name, kind: .swiftpm, manifest: "\(name)/Package.swift",
                dependencies: name == "Domain" ? [] : ["Domain"],
                rxDependencies: [line("\(name)/Package.swift")])
        }
        let requirement = SourceLocation(path: "Domain/BookRepositoryType.swift", line: 2, column: 10)
        var implementation = Fixture.api("book", in: "BookRepository", line: 5, callers: [])
        implementation.implements = [requirement]
        let useCase = Fixture.api(
            "books", in: "BooksUseCase", line: 4,
            callers: [SourceLocation(path: "UI/BooksViewModel.swift", line: 12, column: 9)])
        var indicator = Fixture.file("Domain/ActivityIndicator.swift", "Domain", .infra, types: ["ActivityIndicator"])
        indicator.ownRxTypes = ["ActivityIndicator"]
        indicator.rxTypeUsers = ["UI/BooksViewModel.swift"]
        let files = [
            Fixture.file(
                "Domain/BookRepositoryType.swift", "Domain", .domain,
                apis: [Fixture.api("book", in: "BookRepositoryType", line: 2, callers: [])]),
            Fixture.file("Domain/BooksUseCase.swift", "Domain", .domain, apis: [useCase]),
            indicator,
            Fixture.file("Data/BookRepository.swift", "Data", .data, apis: [implementation]),
            Fixture.file("UI/BooksViewModel.swift", "UI", .presentation),
        ]
        return Fixture.inventory(files, modules: modules)
    }

    /// `inventory()` with a type `type` implementing `BookRepositoryType.book` in the file at `path` of `module`.
    static func inventory(implementing type: String, at path: String, _ module: String) -> Inventory {
        var inventory = Self.inventory()
        var implementation = Fixture.api("book", in: type, line: 3, callers: [])
        implementation.implements = [SourceLocation(path: "Domain/BookRepositoryType.swift", line: 2, column: 10)]
        inventory.files.append(Fixture.file(path, module, .presentation, apis: [implementation]))
        inventory.files.sort { $0.path < $1.path }
        return inventory
    }

    @Test func cleanupsFollowTheOldPathsCallingWhatTheyDelete() throws {
        let inventory = Self.inventory()
        let plan = Planner().plan(inventory, previous: nil)
        let cleanup = { (module: String) in try cleanupTask(of: "\(module)/Package.swift", in: plan) }
        let (data, domain, ui) = (try cleanup("Data"), try cleanup("Domain"), try cleanup("UI"))
        // The domain's shims and helper type wait for the UI's old paths to go; the data layer's old path, which
        // implements the domain's requirement, waits for the requirement to go.
        #expect(domain.dependsOn.contains(ui.id))
        #expect(data.dependsOn.contains(domain.id))
        #expect(!ui.dependsOn.contains(domain.id))
        let context = WorkspaceContext(plan: plan, modules: inventory.modules)
        let removals = TaskCleanupSection.removals(domain, context: context)
        let protocolTask = try #require(plan.tasks(holding: "Domain/BookRepositoryType.swift").first)
        let dataTask = try #require(plan.tasks(holding: "Data/BookRepository.swift").first)
        // After the flags, whose old paths call the requirements.
        #expect(
            removals.contains(
                """
                2. Rx requirements kept for implementations in other tasks (delete each with the default of its async \
                version that bridges from it, once the old paths above that call it are gone; an old path above that \
                implements one goes with it, in the same build):
                   - `BookRepositoryType`: `book` at `Domain/BookRepositoryType.swift:2` (from \(protocolTask.id); \
                implemented by `BookRepository` in \(dataTask.id))
                3.
                """))
        #expect(removals.hasPrefix("## Removals\n\n1. Feature flags"))
        #expect(!TaskCleanupSection.removals(data, context: context).contains("Rx requirements kept"))
    }

    /// A stub in the UI module implementing the domain's protocol while the UI's view model calls the domain's
    /// shims: the domain's cleanup waits for the UI's, so the UI's keeps the stub's Rx implementation, and the domain's
    /// deletes it after the requirement.
    @Test func implementationsACycleKeepsAreDeletedAfterTheirRequirements() throws {
        let inventory = Self.inventory(implementing: "StubBookRepository", at: "UI/StubBookRepository.swift", "UI")
        let plan = Planner().plan(inventory, previous: nil)
        let cleanup = { (module: String) in try cleanupTask(of: "\(module)/Package.swift", in: plan) }
        let (domain, ui) = (try cleanup("Domain"), try cleanup("UI"))
        #expect(domain.dependsOn.contains(ui.id))
        let stubTask = try #require(plan.tasks(holding: "UI/StubBookRepository.swift").first)
        let context = WorkspaceContext(plan: plan, modules: inventory.modules)
        #expect(
            TaskCleanupSection.removals(ui, context: context).contains(
                """
                Not yet: the Rx implementations of requirements a later cleanup deletes, which deletes them after the \
                requirements (deleting them first breaks the conformance):
                   - `StubBookRepository` in \(stubTask.id): `BookRepositoryType` (`book`), deleted by \(domain.id)

                """))
        #expect(
            TaskCleanupSection.removals(domain, context: context).contains(
                ", then the Rx implementations the earlier cleanup kept for it: `StubBookRepository` (\(stubTask.id))"))
    }

    /// The UI's cleanup, which keeps the stub's Rx implementation for the domain's, cannot leave its module without
    /// Rx: `verify` does not ask it for the stub's file, nor for the Rx lines and imports that file still needs; the
    /// domain's cleanup, which deletes the stub's implementation after the requirement, removes them then. Neither
    /// waits for the other's leftovers.
    @Test func theLinesAKeptImplementationNeedsGoWithIt() throws {
        let planned = Self.inventory(implementing: "StubBookRepository", at: "UI/StubBookRepository.swift", "UI")
        let plan = Planner().plan(planned, previous: nil)
        // Once the UI's view model migrated, the stub holds the module's last Rx.
        var inventory = planned
        for index in inventory.files.indices where inventory.files[index].path == "UI/BooksViewModel.swift" {
            inventory.files[index].occurrences = []
            inventory.files[index].imports = []
        }
        let cleanup = { (module: String) in try cleanupTask(of: "\(module)/Package.swift", in: plan) }
        let (domain, ui) = (try cleanup("Domain"), try cleanup("UI"))
        #expect(
            KeptImplementations.all(in: plan, modules: inventory.modules).map {
                "\($0.path) \($0.keeper) \($0.remover)"
            } == ["UI/StubBookRepository.swift \(ui.id) \(domain.id)"])
        #expect(ScopeCheck.cleanupLeftovers(ui, in: inventory, tasks: plan.tasks).isEmpty)
        #expect(
            ScopeCheck.cleanupLeftovers(domain, in: inventory, tasks: plan.tasks).filter { $0.hasPrefix("UI") } == [
                "UI/Package.swift:9: RxSwift still brings Rx in",
                "UI/StubBookRepository.swift: 3 Rx occurrences left (the implementations kept for this task)",
            ])
        var context = WorkspaceContext(
            plan: plan, modules: inventory.modules,
            fileModules: Dictionary(uniqueKeysWithValues: planned.files.map { ($0.path, $0.module) }))
        context.fileImports = Dictionary(uniqueKeysWithValues: planned.files.map { ($0.path, $0.imports) })
        #expect(
            TaskCleanupSection.removals(ui, context: context).contains(
                "   - `UI/Package.swift:9`: RxSwift (module UI): not yet: `UI/StubBookRepository.swift` needs it for "
                    + "the implementations kept for \(domain.id), which removes this line after them\n"))
        #expect(
            TaskCleanupSection.removals(domain, context: context).contains(
                "   - Then the Rx lines the earlier cleanup kept for those implementations: `UI/Package.swift:9` "
                    + "(RxSwift), and the Rx imports of `UI/StubBookRepository.swift`\n"))
    }

    /// Two implementations of one name in two tasks are listed in task order, the same on every run.
    @Test func implementationsOfOneNameAreListedInTaskOrder() throws {
        var inventory = Self.inventory(implementing: "BookRepository", at: "Tools/BookRepository.swift", "Tools")
        inventory.modules.append(Module(name: "Tools", kind: .swiftpm))
        inventory.modules.sort { $0.name < $1.name }
        let plan = Planner().plan(inventory, previous: nil)
        let domain = try #require(
            plan.tasks.first { $0.kind == .cleanup && $0.files.contains { $0.path == "Domain/Package.swift" } })
        let ids = try ["Data/BookRepository.swift", "Tools/BookRepository.swift"].map { path in
            try #require(plan.tasks(holding: path).first).id
        }.sorted()
        let context = WorkspaceContext(plan: plan, modules: inventory.modules)
        #expect(
            TaskCleanupSection.removals(domain, context: context).contains(
                "implemented by `BookRepository` in \(ids[0]), `BookRepository` in \(ids[1])"))
    }
}

/// A requirement that other tasks also call (a shim) is listed once, with the requirements, not again with the shims.
@Test func aRequirementWithCallersIsListedOnce() throws {
    var inventory = PlannerCleanupOrderTests.inventory()
    let at = try #require(inventory.files.firstIndex { $0.path == "Domain/BookRepositoryType.swift" })
    inventory.files[at].apis[0].callers = [SourceLocation(path: "UI/BooksViewModel.swift", line: 20, column: 9)]
    let plan = Planner().plan(inventory, previous: nil)
    let domain = try cleanupTask(of: "Domain/Package.swift", in: plan)
    let removals = TaskCleanupSection.removals(
        domain, context: WorkspaceContext(plan: plan, modules: inventory.modules))
    #expect(removals.contains("   - `BookRepositoryType`: `book` at `Domain/BookRepositoryType.swift:2`"))
    #expect(!removals.contains("`BookRepositoryType.book` at"))
}

/// Two packages: `Core` declares a lifetime requirement (`ViewModelType.disposeBag`) and `Feed.items()`, and `Feature`'s
/// view model holds a bag for the requirement and, when `callsFeed`, subscribes to `Feed().items()`.
private func holderPackages(callsFeed: Bool) -> [String: String] {
    [
        "/repo/Core/Package.swift": rxPackage("Core"),
        "/repo/Core/Sources/Core/ViewModelType.swift": """
        import RxSwift
        public protocol ViewModelType { var disposeBag: DisposeBag { get } }
        """,
        "/repo/Core/Sources/Core/Feed.swift": """
        import RxSwift
        public final class Feed {
            public init() {}
            public func items() -> Observable<Int> { .just(1) }
        }
        """,
        "/repo/Feature/Package.swift": rxPackage("Feature", dependencies: ", .package(path: \"../Core\")"),
        "/repo/Feature/Sources/Feature/HomeViewModel.swift": """
        import Core
        import RxSwift
        final class HomeViewModel: ViewModelType {
            let disposeBag = DisposeBag()
            let items = PublishSubject<Int>()
            func load() { \(callsFeed ? "Feed().items()" : "items").subscribe(onNext: { _ in }).disposed(by: disposeBag) }
        }
        """,
    ]
}

/// `holderPackages(callsFeed:)` scanned and planned, with the cleanup tasks of `Core` and `Feature`.
private func plannedHolderPackages(callsFeed: Bool) throws -> (
    inventory: Inventory, plan: Plan, core: PlanTask, feature: PlanTask
) {
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(holderPackages(callsFeed: callsFeed)))
        .scan(root: "/repo")
    let plan = Planner().plan(inventory, previous: nil)
    return (
        inventory, plan, try cleanupTask(of: "Core/Package.swift", in: plan),
        try cleanupTask(of: "Feature/Package.swift", in: plan)
    )
}

/// A protocol's lifetime requirement in one package and the view models holding a bag for it in another: the cleanup
/// deleting the requirement deletes the holders, so the view models' cleanup, whose `verify` counts them, follows it.
@Test func aLifetimeRequirementsCleanupComesBeforeItsHoldersModules() throws {
    let (inventory, plan, core, feature) = try plannedHolderPackages(callsFeed: false)
    #expect(feature.dependsOn.contains(core.id))
    #expect(!core.dependsOn.contains(feature.id))
    let removals = TaskCleanupSection.removals(
        feature, context: WorkspaceContext(plan: plan, modules: inventory.modules))
    #expect(!removals.contains("Lifetime requirements"))
}

/// The same, but the view models' old paths call the first package's `Feed.items()` shim, which its cleanup deletes:
/// the view models' cleanup goes first, and deletes the requirement before the holders (which deleting first would
/// break the conformance); the requirement's cleanup says so.
@Test func aHoldersCleanupThatMustGoFirstDeletesTheRequirementItself() throws {
    let (inventory, plan, core, feature) = try plannedHolderPackages(callsFeed: true)
    #expect(core.dependsOn.contains(feature.id))
    #expect(!feature.dependsOn.contains(core.id))
    let context = WorkspaceContext(plan: plan, modules: inventory.modules)
    let removals = TaskCleanupSection.removals(feature, context: context)
    let holder = try #require(plan.tasks.first { $0.files.contains { $0.path.hasSuffix("HomeViewModel.swift") } })
    #expect(
        removals.contains(
            "   - `ViewModelType.disposeBag` at `Core/Sources/Core/ViewModelType.swift:2` (\(core.id)): "
                + "`HomeViewModel` at `Feature/Sources/Feature/HomeViewModel.swift:4` (\(holder.id))\n"))
    let markdown = TaskMarkdown.render(core, context: context)
    #expect(
        markdown.contains(": `disposeBag`: \(feature.id), before this task, deletes the requirement, then the holder"))
}

/// A bridge `farewell scaffold` wrote in one module (`fromAsync`), which another module's old path calls: its cleanup,
/// which deletes the bridge, follows the caller's.
@Test func aBridgesCleanupFollowsTheCleanupOfItsCallers() throws {
    let line = { (path: String) in RxDependency(library: "RxSwift", location: SourceLocation(path: path, line: 9)) }
    let modules = ["Core", "UI"].map { name in
        Module(
            name: name, kind: .swiftpm, manifest: "\(name)/Package.swift",
            dependencies: name == "Core" ? [] : ["Core"], rxDependencies: [line("\(name)/Package.swift")])
    }
    var bridge = Fixture.api(
        "fromAsync", in: "Single", line: 3,
        callers: [SourceLocation(path: "UI/FeedViewModel+Rx.swift", line: 7, column: 9)])
    bridge.isBridge = true
    // As `farewell scaffold` wrote it.
    var scaffolded = Fixture.file("Core/Single+Async.swift", "Core", .infra, apis: [bridge])
    scaffolded.isScaffolded = true
    let inventory = Fixture.inventory(
        [scaffolded, Fixture.file("UI/FeedViewModel+Rx.swift", "UI", .presentation)], modules: modules)
    let plan = Planner().plan(inventory, previous: nil)
    let cleanup = { (manifest: String) in try cleanupTask(of: manifest, in: plan) }
    let (core, ui) = (try cleanup("Core/Package.swift"), try cleanup("UI/Package.swift"))
    #expect(core.files.contains { $0.path == "Core/Single+Async.swift" })
    #expect(core.dependsOn.contains(ui.id))
}

/// Re-planned once the implementation's task kept its Rx signature in `DeviceRepositoryImp+Rx.swift` (no migration task
/// lists that file): the implementation is still that task's, so the conformance across tasks stands and the data
/// layer's cleanup still waits for the domain's, which deletes the requirement.
@Test func aReplanKeepsTheRequirementsOfImplementationsMovedToRxFiles() throws {
    var files = [
        "/repo/Domain/Package.swift": rxPackage("Domain"),
        "/repo/Domain/Sources/Domain/DeviceRepository.swift": """
        import RxSwift
        public protocol DeviceRepository { func regist() -> Single<Int> }
        """,
        "/repo/Domain/Sources/Domain/OfflineDeviceRepository.swift": """
        import RxSwift
        final class OfflineDeviceRepository: DeviceRepository {
            func regist() -> Single<Int> { .just(0) }
        }
        """,
        "/repo/Domain/Sources/Domain/RegistUseCase.swift": """
        import RxSwift
        public final class RegistUseCase {
            let repository: DeviceRepository
            public init(repository: DeviceRepository) { self.repository = repository }
            public func execute() -> Single<Int> { repository.regist() }
        }
        """,
        "/repo/Data/Package.swift": rxPackage("Data", dependencies: ", .package(path: \"../Domain\")"),
        "/repo/Data/Sources/Data/DeviceRepositoryImp.swift": """
        import Domain
        import RxSwift
        final class DeviceRepositoryImp: DeviceRepository {
            func regist() -> Single<Int> { .just(1) }
        }
        """,
        // Rx the implementation's task keeps after the move.
        "/repo/Data/Sources/Data/DeviceRepositoryImp+Cache.swift": """
        import RxSwift
        extension DeviceRepositoryImp {
            func cached() -> Observable<Int> { .just(1) }
        }
        """,
    ]
    // A task a file: the protocol's and the implementation's.
    let planner = Planner(settings: PlanSettings(maxFiles: 2))
    let first = planner.plan(
        try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo"), previous: nil)
    #expect(first.tasks.contains { !$0.conformances.isEmpty })
    files["/repo/Data/Sources/Data/DeviceRepositoryImp.swift"] = """
        import Domain
        final class DeviceRepositoryImp: DeviceRepository {
            func registAsync() async -> Int { 1 }
        }
        """
    files["/repo/Data/Sources/Data/DeviceRepositoryImp+Rx.swift"] = """
        import Domain
        import RxSwift
        extension DeviceRepositoryImp {
            func regist() -> Single<Int> { .just(1) }
        }
        """
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = planner.plan(inventory, previous: first.readBack)
    let (domain, data) = (
        try cleanupTask(of: "Domain/Package.swift", in: plan), try cleanupTask(of: "Data/Package.swift", in: plan)
    )
    #expect(data.files.contains { $0.path == "Data/Sources/Data/DeviceRepositoryImp+Rx.swift" })
    #expect(data.dependsOn.contains(domain.id))
    // The implementation kept in the `+Rx.swift` file is still its task's, which implements the protocol's task's
    // requirement.
    #expect(
        plan.tasks.contains { task in
            task.conformances.contains { $0.typeName == "DeviceRepositoryImp" && $0.protocolName == "DeviceRepository" }
        })
}

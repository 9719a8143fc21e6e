import Testing

@testable import FarewellKit

/// A base class's Rx member that a subclass in another task overrides (a test double's `override var items`):
/// Swift allows no override of a member declared in an extension, so both tasks keep their Rx declaration in the
/// class's body, as shims over their async cores, as their Boundaries say. `verify`, `status` and `check` leave the
/// Rx type of each declaration's line out of both scopes while the other side still has its Rx type; the rest of
/// the line, and the body's Rx, still count.
@Suite struct ScopeOverrideTests {
    static let store = "Sources/App/Store/ItemStore.swift"
    static let viewModel = "Sources/App/ViewModel/ItemViewModel.swift"
    static let fake = "Tests/AppTests/ItemViewModelTests.swift"

    static let files = [
        "/repo/Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "App",
            dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0")],
            targets: [
                .target(name: "App", dependencies: [.product(name: "RxSwift", package: "RxSwift")]),
                .testTarget(name: "AppTests", dependencies: ["App", .product(name: "RxTest", package: "RxSwift")]),
            ]
        )
        """,
        "/repo/\(store)": """
        import RxSwift
        class ItemStore {
            private let s = BehaviorSubject<[Int]>(value: [])
            var items: Observable<[Int]> { s.asObservable() }
        }
        """,
        "/repo/\(viewModel)": """
        import RxSwift
        final class ItemViewModel {
            let store: ItemStore
            init(store: ItemStore) { self.store = store }
            var count: Observable<Int> { store.items.map { $0.count } }
        }
        """,
        "/repo/\(fake)": """
        import RxSwift
        import RxTest
        @testable import App
        final class FakeStore: ItemStore {
            let stub = PublishSubject<[Int]>()
            override var items: Observable<[Int]> { stub.asObservable() }
        }
        """,
    ]

    /// The base class migrated as its task says: an async core, the async version bridging from the Rx member, the
    /// Rx member kept in the class's body as a shim over the core.
    static let migratedStore = """
        import RxSwift
        class ItemStore {
            private let state = StateRelay<[Int]>([])
            var itemValues: any AsyncSequence<[Int], any Error> { items.asAsyncSequence() }
            var items: Observable<[Int]> { state.values.asRxObservable() }
        }
        """

    /// The subclass migrated as its task says: it overrides the async version with its core and keeps its Rx
    /// override as a shim over it.
    static let migratedFake = """
        import RxSwift
        import RxTest
        @testable import App
        final class FakeStore: ItemStore {
            let stub = EventRelay<[Int]>()
            override var itemValues: any AsyncSequence<[Int], any Error> { stub.events }
            override var items: Observable<[Int]> { stub.events.asRxObservable() }
        }
        """

    static let migratedViewModel = """
        final class ItemViewModel {
            let store: ItemStore
            init(store: ItemStore) { self.store = store }
            var count: some AsyncSequence<Int, any Error> { store.itemValues.map { $0.count } }
        }
        """

    static func scanned(_ changes: [String: String] = [:]) throws -> Inventory {
        let files = files.merging(changes.map { ("/repo/\($0.key)", $0.value) }) { _, new in new }
        return try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    }

    /// The plan of the original code: the store's task and the task of the view model with its test double.
    static func planned() throws -> (plan: Plan, base: PlanTask, subclass: PlanTask) {
        let plan = Planner().plan(try scanned(), previous: nil)
        let base = try #require(plan.tasks(holding: store).first)
        let subclass = try #require(plan.tasks(holding: fake).first)
        try #require(base.id != subclass.id)
        try #require(subclass.conformances.map(\.isOverride) == [true])
        return (plan, base, subclass)
    }

    static func remaining(_ task: PlanTask, _ plan: Plan, _ changes: [String: String]) throws -> [String] {
        ScopeCheck.remaining(task, in: try scanned(changes), plan: plan).map(\.description)
    }

    /// The migrated versions above follow these texts: the bridges they name are no Rx constructs.
    @Test func bothTasksSayToKeepTheirRxDeclarationsAsShimsInTheClassBody() throws {
        let (plan, base, subclass) = try Self.planned()
        let context = WorkspaceContext(plan: plan)
        let kept =
            "`farewell verify`, `status` and `check` leave the Rx type on the line declaring each one out of this "
            + "task's scope (an Rx body still counts)"
        let baseText = TaskMarkdown.body(base, context: context).replacingOccurrences(of: "\n", with: " ")
        #expect(baseText.contains("its body bridging from the Rx member (`rxVersion().asAsyncSequence()`"))
        #expect(
            baseText.contains(
                "in the class's body (Swift allows no override in an extension) as shims over the async core "
                    + "(`core.asRxObservable()` for a stream), until the cleanup wave removes them. \(kept) while an "
                    + "override still has its Rx type."))
        let subclassText = TaskMarkdown.body(subclass, context: context)
        #expect(
            subclassText.contains(
                "keep the Rx overrides as shims over it (`core.asRxObservable()` for a stream) until the cleanup wave "
                    + "removes them, in the class's body (Swift allows no override in an extension). \(kept) while "
                    + "the base class's member keeps its Rx type."))
    }

    @Test func theBaseTaskPassesWhileTheSubclassStillOverridesWithItsRxType() throws {
        let (plan, base, subclass) = try Self.planned()
        #expect(try Self.remaining(base, plan, [Self.store: Self.migratedStore]) == [])
        let inventory = try Self.scanned([Self.store: Self.migratedStore])
        #expect(TaskScope(plan: plan, inventory: inventory).remaining(base.id) == 0)
        // The subclass's task is untouched: everything of its files but its override's type is its own.
        #expect(
            try Self.remaining(subclass, plan, [Self.store: Self.migratedStore]) == [
                "\(Self.viewModel):5: Observable", "\(Self.viewModel):5: map",
                "\(Self.fake):5: PublishSubject", "\(Self.fake):6: asObservable",
            ])
    }

    @Test func theSubclassTaskPassesWhileTheBaseMemberKeepsItsRxType() throws {
        let (plan, base, subclass) = try Self.planned()
        let migrated = [Self.viewModel: Self.migratedViewModel, Self.fake: Self.migratedFake]
        #expect(try Self.remaining(subclass, plan, migrated) == [])
        let inventory = try Self.scanned(migrated)
        #expect(TaskScope(plan: plan, inventory: inventory).remaining(subclass.id) == 0)
        // The base class, not migrated yet, still counts all but its overridden member's type.
        #expect(
            try Self.remaining(base, plan, migrated) == [
                "\(Self.store):3: BehaviorSubject", "\(Self.store):4: asObservable",
            ])
        // Both migrated: nothing left in either task until the cleanup wave removes the Rx members.
        let both = migrated.merging([Self.store: Self.migratedStore]) { _, new in new }
        #expect(try Self.remaining(base, plan, both) == [])
        #expect(try Self.remaining(subclass, plan, both) == [])
    }

    @Test func theBaseMemberCountsAgainOnceNoOverrideHasItsRxType() throws {
        let (plan, base, _) = try Self.planned()
        let asyncOnly = """
            @testable import App
            final class FakeStore: ItemStore {
                let stub = EventRelay<[Int]>()
                override var itemValues: any AsyncSequence<[Int], any Error> { stub.events }
            }
            """
        let changes = [Self.store: Self.migratedStore, Self.fake: asyncOnly]
        #expect(try Self.remaining(base, plan, changes) == ["\(Self.store):5: Observable"])
        #expect(TaskScope(plan: plan, inventory: try Self.scanned(changes)).remaining(base.id) == 1)
    }

    @Test func checkDoesNotFailAMergedTaskForTheRxMemberItKeeps() throws {
        let (planned, base, _) = try Self.planned()
        let plan = planned.with(base.id, status: .merged)
        let inventory = try Self.scanned([Self.store: Self.migratedStore])
        let merged = Checker.MergedScope.all(in: plan, inventory: inventory)
        let result = Checker().check(inventory, baseline: Baseline(inventory), merged: merged)
        #expect(result.violations.filter { $0.taskID == base.id }.map(\.line) == [])
    }

    /// A task whose files hold Rx only for another task's code has no Rx left in scope, yet `plan` keeps it open
    /// (its files still hold Rx): `status` says so rather than telling to run `plan` to mark it done.
    @Test func statusSaysPlanKeepsOpenATaskWhoseFilesHoldRxOnlyForOthers() throws {
        let (plan, base, _) = try Self.planned()
        let inventory = try Self.scanned([Self.store: Self.migratedStore])
        let replanned = Planner().plan(inventory, previous: plan)
        #expect(replanned.tasks.first { $0.id == base.id }?.status == .todo)
        let warnings = DashboardBuilder.build(plan: replanned, inventory: inventory, histories: [:], today: 0).warnings
        #expect(warnings.noRxLeft == [base.id] && warnings.rxKeptForOthers == [base.id])
        #expect(
            DashboardWarnings.lines(warnings) == [
                "\(base.id): no Rx left in scope; the Rx left in its files is kept for other tasks' code, so "
                    + "`farewell plan` leaves it open: run `farewell track \(base.id) --status merged` once its PR is "
                    + "merged"
            ])
        // Once its files hold no Rx, `plan` marks it done, as `status` says.
        let gone = try Self.scanned([Self.store: "class ItemStore {}"])
        let emptied = DashboardBuilder.build(plan: replanned, inventory: gone, histories: [:], today: 0).warnings
        #expect(emptied.noRxLeft == [base.id] && emptied.rxKeptForOthers == [])
        #expect(Planner().plan(gone, previous: replanned).tasks.first { $0.id == base.id }?.status == .done)
    }

    /// A test double declared in the tests of another file (`ItemViewModelTests.swift`) goes with the code its
    /// file's name says it tests, not with the class it subclasses.
    @Test func aTestDoubleInTheTestsOfAnotherFileStaysWithThatFile() throws {
        let plan = Planner().plan(try Self.scanned(), previous: nil)
        #expect(
            plan.tasks.filter { $0.kind == .migration }.map { $0.files.map(\.path) } == [
                [Self.store], [Self.viewModel, Self.fake],
            ])
    }
}

import Testing

@testable import FarewellKit

/// RIBs stays, and its `Workflow` takes `Observable<(NextActionableItem, Value)>` from each step: a workflow's body and
/// `onStep` closures, a workflow's `subscribe(_:)` with its `disposeOnDeactivate(interactor:)`, and the actionable
/// items' steps (`func waitForLogin() -> Observable<(LoggedInActionableItem, ())>` and its implementations) keep their
/// Rx. They are in no task's scope, the task holding the rest of their file says they stay, and the cleanup keeps
/// RxSwift's lines of their module and the shared one.
@Suite struct PlannerRIBsWorkflowTests {
    static let interactor = "App/Sources/RootInteractor.swift"

    /// A Tuist app whose `App` drives its RIBs with a workflow; `Login` has Rx of its own. `migrated`: the tasks are
    /// done, RxSwift gone from `Login` but still in `App` and `Tuist/Package.swift`.
    static func finesApp(migrated: Bool) -> InMemoryFileSystem {
        func project(_ name: String, _ dependencies: String) -> String {
            """
            import ProjectDescription

            let project = Project(name: "\(name)", targets: [
                Target(name: "\(name)", platform: .iOS, product: .framework, bundleId: "fines.\(name)",
                       sources: ["Sources/**"],
                       dependencies: [
                           \(dependencies)
                       ])
            ])
            """
        }
        return InMemoryFileSystem([
            "/repo/Tuist/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Fines",
                dependencies: [
                    .package(url: "https://github.com/ReactiveX/RxSwift.git", .upToNextMajor(from: "6.7.0")),
                    .package(url: "https://github.com/uber/RIBs.git", .upToNextMajor(from: "0.16.0")),
                ]
            )
            """,
            "/repo/App/Project.swift": project("App", #".external(name: "RxSwift"), .external(name: "RIBs")"#),
            "/repo/Login/Project.swift": project("Login", migrated ? "" : #".external(name: "RxSwift")"#),
            "/repo/App/Sources/RootActionableItem.swift": """
            import RIBs
            import RxSwift

            protocol RootActionableItem: AnyObject {
                func waitForLogin() -> Observable<(LoggedInActionableItem, ())>
            }
            """,
            "/repo/App/Sources/LoggedInActionableItem.swift": """
            import RxSwift

            protocol LoggedInActionableItem: AnyObject {
                func showFine() -> Observable<(LoggedInActionableItem, ())>
            }
            """,
            "/repo/App/Sources/FineWorkflow.swift": """
            import RIBs
            import RxSwift

            final class FineWorkflow: Workflow<RootActionableItem> {
                override init() {
                    super.init()
                    onStep { rootItem -> Observable<(LoggedInActionableItem, ())> in
                        rootItem.waitForLogin()
                    }
                    .onStep { item, _ in
                        item.showFine()
                    }
                    .commit()
                }
            }
            """,
            "/repo/\(interactor)": migrated ? migratedInteractor : rootInteractor,
            "/repo/Login/Sources/LoginViewModel.swift": migrated
                ? "final class LoginViewModel {\n    var names: [String] = []\n}\n"
                : "import RxSwift\n\nfinal class LoginViewModel {\n    let names = PublishSubject<String>()\n}\n",
        ])
    }

    /// The workflow's subscriptions (lines 10 and 16-18) and the steps it implements (21-26) are RIBs'; the subjects,
    /// the subscription to `titles` and the `onNext` calls are the task's.
    static let rootInteractor = """
        import RIBs
        import RxSwift

        final class RootInteractor: Interactor, RootActionableItem, LoggedInActionableItem {
            private let loggedInSubject = ReplaySubject<LoggedInActionableItem>.create(bufferSize: 1)
            let titles = PublishSubject<String>()

            override func didBecomeActive() {
                super.didBecomeActive()
                FineWorkflow().subscribe(self).disposeOnDeactivate(interactor: self)
                titles.subscribe(onNext: { print($0) }).disposeOnDeactivate(interactor: self)
            }

            func handle(_ url: URL) {
                let workflow = FineWorkflow()
                workflow
                    .subscribe(self)
                    .disposeOnDeactivate(interactor: self)
            }

            func waitForLogin() -> Observable<(LoggedInActionableItem, ())> {
                loggedInSubject.map { ($0, ()) }
            }

            func showFine() -> Observable<(LoggedInActionableItem, ())> {
                Observable.just((self, ()))
            }

            func didLogIn() {
                loggedInSubject.onNext(self)
                titles.onNext("Welcome")
            }
        }
        """

    /// `rootInteractor` once its task is done: only what RIBs needs keeps its Rx.
    static let migratedInteractor = """
        import RIBs
        import RxSwift

        final class RootInteractor: Interactor, RootActionableItem, LoggedInActionableItem {
            private var loggedIn: [LoggedInActionableItem] = []
            var titles: [String] = []

            override func didBecomeActive() {
                super.didBecomeActive()
                FineWorkflow().subscribe(self).disposeOnDeactivate(interactor: self)
            }

            func handle(_ url: URL) {
                let workflow = FineWorkflow()
                workflow
                    .subscribe(self)
                    .disposeOnDeactivate(interactor: self)
            }

            func waitForLogin() -> Observable<(LoggedInActionableItem, ())> {
                Observable.from(loggedIn).map { ($0, ()) }
            }

            func showFine() -> Observable<(LoggedInActionableItem, ())> {
                Observable.just((self, ()))
            }

            func didLogIn() {
                loggedIn.append(self)
                titles.append("Welcome")
            }
        }
        """

    static func scan(migrated: Bool) throws -> Inventory {
        try RepositoryScanner(fileSystem: finesApp(migrated: migrated)).scan(root: "/repo")
    }

    static func context(_ plan: Plan, _ inventory: Inventory) -> WorkspaceContext {
        var context = WorkspaceContext(
            plan: plan, modules: inventory.modules,
            fileModules: Dictionary(
                inventory.files.map { ($0.path, $0.module) }, uniquingKeysWith: { first, _ in first }))
        context.workflowLines = WorkflowCode.lines(in: inventory)
        return context
    }

    @Test func theScanTellsTheLinesRIBsWorkflowsNeed() throws {
        let inventory = try Self.scan(migrated: false)
        #expect(
            inventory.files.filter { !$0.workflowLines.isEmpty }.map { "\($0.path) \($0.workflowLines)" } == [
                "App/Sources/FineWorkflow.swift [7]", "App/Sources/LoggedInActionableItem.swift [4]",
                "App/Sources/RootActionableItem.swift [5]",
                "App/Sources/RootInteractor.swift [10, 17, 18, 21, 22, 25, 26]",
            ])
    }

    /// A workflow through a base class of the repository's, an `onStep` outside a workflow's body, a workflow's
    /// `subscribe(_:)` on a parameter, and an actionable item named only by a workflow's generic argument.
    static let shapes = """
        import RIBs
        import RxSwift

        protocol RootItem: AnyObject {
            func waitForLogin() -> Observable<(RootItem, String)>
            func title() -> Observable<String>
        }

        class BaseWorkflow: Workflow<RootItem> {}

        final class LoginWorkflow: BaseWorkflow {
            func start() -> Observable<(RootItem, String)> {
                Observable.empty()
            }
        }

        func makeWorkflow() -> Workflow<RootItem> {
            let workflow = Workflow<RootItem>()
            _ = workflow
                .onStep { item -> Observable<(RootItem, String)> in
                    item.waitForLogin()
                }
                .commit()
            return workflow
        }

        final class Launcher {
            let disposeBag = DisposeBag()

            func launch(_ workflow: Workflow<RootItem>, root: RootItem) {
                workflow.subscribe(root).disposed(by: disposeBag)
                root.title().subscribe(onNext: { print($0) }).disposed(by: disposeBag)
            }
        }
        """

    /// Without RIBs, the same shapes are the app's own: nothing is kept.
    @Test(arguments: [true, false]) func workflowsOfEveryShapeKeepTheirRx(importsRIBs: Bool) throws {
        let source = importsRIBs ? Self.shapes : Self.shapes.replacingOccurrences(of: "import RIBs\n", with: "")
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(["/repo/App/Root.swift": source]))
            .scan(root: "/repo")
        let file = try #require(inventory.files.first)
        #expect(file.workflowLines == (importsRIBs ? [5, 12, 13, 20, 31] : []))
    }

    @Test func workflowCodeIsInNoTasksScope() throws {
        let inventory = try Self.scan(migrated: false)
        let plan = Planner().plan(inventory, previous: nil)
        let migrations = plan.tasks.filter { $0.kind == .migration }
        #expect(
            migrations.map { $0.files.map(\.path) } == [[Self.interactor], ["Login/Sources/LoginViewModel.swift"]])
        let app = try #require(migrations.first)
        #expect(
            app.files.flatMap(\.occurrences).map { "\($0.line) \($0.construct)" } == [
                "5 ReplaySubject", "6 PublishSubject", "11 subscribe", "11 disposeOnDeactivate", "30 onNext",
                "31 onNext",
            ])
        #expect(app.shims.isEmpty && app.conformances.isEmpty)
        #expect(
            ScopeCheck.remaining(app, in: inventory, plan: plan).map(\.description) == [
                "\(Self.interactor):5: ReplaySubject", "\(Self.interactor):6: PublishSubject",
                "\(Self.interactor):11: subscribe", "\(Self.interactor):11: disposeOnDeactivate",
                "\(Self.interactor):30: onNext", "\(Self.interactor):31: onNext",
            ])
        let scope = TaskScope(plan: plan, inventory: inventory)
        #expect(scope.remaining(app.id) == 6 && scope.kept(app.id) == 0 && scope.untracked.isEmpty)

        let migrated = try Self.scan(migrated: true)
        #expect(ScopeCheck.remaining(app, in: migrated, plan: plan).isEmpty)
        let done = TaskScope(plan: plan, inventory: migrated)
        #expect(done.remaining(app.id) == 0 && done.kept(app.id) == 0 && done.untracked.isEmpty)
    }

    @Test func theTasksBoundarySaysTheWorkflowLinesStay() throws {
        let inventory = try Self.scan(migrated: false)
        let plan = Planner().plan(inventory, previous: nil)
        let app = try #require(plan.tasks.first { $0.kind == .migration })
        let body = TaskMarkdown.body(app, context: Self.context(plan, inventory))
        #expect(
            body.contains(
                """
                RIBs stays, its workflows take an `Observable<(NextActionableItem, Value)>` from each step, and its \
                protocols' `isActiveStream`, `lifecycle` and `isStartedStream` are Rx: these lines (a workflow's body or \
                subscription, an actionable item's step and its implementations, an implementation of those \
                requirements and the subjects backing it) keep their Rx types, out of this task's scope (`farewell verify`, `status` and `check` leave them out). \
                Leave them as they are; where they read what this task moves, bridge it (`asRxObservable()`):
                - `App/Sources/RootInteractor.swift`: lines 10, 17, 18, 21, 22, 25 and 26

                """))
        let login = try #require(plan.tasks.first { $0.kind == .migration && $0.module == "Login" })
        #expect(!TaskMarkdown.body(login, context: Self.context(plan, inventory)).contains("RIBs"))
    }

    /// A mock of the app's protocol inheriting RIBs' `Interactable` (Mockolo's, generated) implements its
    /// `isActiveStream` with subjects named after it, and a worker's mock `Working`'s `isStartedStream`: RIBs calls them
    /// with its Rx types, so those lines keep them, in no task; the mock's own Rx member, and a type of the same member
    /// names conforming to no RIBs protocol, are migrated as usual.
    @Test func implementationsOfRIBsRxRequirementsKeepTheirRx() throws {
        let files = InMemoryFileSystem([
            "/repo/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "App",
                dependencies: [.package(url: "https://github.com/uber/RIBs.git", from: "0.16.0")],
                targets: [
                    .target(name: "App", dependencies: ["RIBs"]),
                    .testTarget(name: "AppTests", dependencies: ["App"]),
                ]
            )
            """,
            "/repo/Sources/App/RootInteractable.swift": """
            import RIBs
            protocol RootInteractable: Interactable {}
            """,
            "/repo/Tests/AppTests/Mocks.swift": """
            import RIBs
            import RxSwift
            @testable import App

            final class RootInteractableMock: RootInteractable {
                init(isActive: Bool = false, isActiveStream: Observable<Bool> = PublishSubject<Bool>()) {
                    self.isActiveStream = isActiveStream
                }
                var isActiveStreamSubject = PublishSubject<Bool>()
                var _isActiveStream: Observable<Bool>!
                var isActiveStream: Observable<Bool> {
                    get { isActiveStreamSubject }
                    set { if let subject = newValue as? PublishSubject<Bool> { isActiveStreamSubject = subject } }
                }
                var reloads = PublishSubject<Void>()
            }

            final class WorkingMock: Working {
                var isStarted = false
                var isStartedStream: Observable<Bool> { .just(isStarted) }
                func start(_ interactorScope: InteractorScope) {}
                func stop() {}
            }

            final class Meter {
                var isActiveStreamSubject = PublishSubject<Bool>()
            }
            """,
        ])
        let inventory = try RepositoryScanner(fileSystem: files).scan(root: "/repo")
        let mocks = try #require(inventory.files.first { $0.path == "Tests/AppTests/Mocks.swift" })
        let kept = Set(mocks.workflowLines)
        let lines = Set(mocks.occurrences.map(\.line))
        #expect(kept == [6, 9, 10, 11, 13, 20])
        #expect(lines.subtracting(kept) == [15, 26])
        let plan = Planner().plan(inventory, previous: nil)
        let task = try #require(plan.tasks.first { $0.files.contains { $0.path == "Tests/AppTests/Mocks.swift" } })
        let scope = task.files.flatMap(\.occurrences).map(\.line)
        #expect(Set(scope) == [15, 26])
    }

    @Test func theCleanupKeepsRxSwiftWhereWorkflowsNeedIt() throws {
        let inventory = try Self.scan(migrated: false)
        let plan = Planner().plan(inventory, previous: nil)
        let cleanups = plan.tasks.filter { $0.kind == .cleanup }
        #expect(
            cleanups.map { $0.files.map(\.path) } == [
                ["Tuist/Package.swift"], ["App/Project.swift"], ["Login/Project.swift"],
            ])
        let shared = cleanups[0]
        let app = cleanups[1]
        let login = cleanups[2]
        let context = Self.context(plan, inventory)
        let keep =
            "not to delete, as RIBs stays and the code it needs (workflows, implementations of its Rx requirements) keeps its Rx types in module App "
            + "(`App/Sources/FineWorkflow.swift`, `App/Sources/LoggedInActionableItem.swift`, "
            + "`App/Sources/RootActionableItem.swift` and `App/Sources/RootInteractor.swift`): keep it, "
            + "and `import RxSwift` there"
        #expect(
            TaskCleanupSection.removals(app, context: context).contains(
                "   - `App/Project.swift:7`: RxSwift (module App): \(keep)\n"))
        #expect(
            TaskCleanupSection.removals(shared, context: context).contains(
                "   - `Tuist/Package.swift:7`: RxSwift (every target): \(keep)\n"))
        #expect(
            TaskCleanupSection.removals(login, context: context).contains(
                "   - `Login/Project.swift:7`: RxSwift (module Login)\n"))
        #expect(ScopeCheck.cleanupLeftovers(app, in: inventory) == ["App: 6 Rx occurrences left in the module"])
        #expect(
            ScopeCheck.cleanupLeftovers(shared, in: inventory) == [
                "App: 6 Rx occurrences left in the module", "Login: 1 Rx occurrence left in the module",
                "Login/Project.swift:7: RxSwift still brings Rx in",
            ])

        // Every task done: what RIBs needs, and RxSwift's lines for it, are no leftovers.
        let migrated = try Self.scan(migrated: true)
        #expect(ScopeCheck.cleanupLeftovers(app, in: migrated) == [])
        #expect(ScopeCheck.cleanupLeftovers(login, in: migrated) == [])
        #expect(ScopeCheck.cleanupLeftovers(shared, in: migrated) == [])
    }

    /// `status` counts the Rx RIBs' workflows need as kept, not as Rx left: the tasks' scopes add up to the Rx left,
    /// and once every task is done, none is left and the migration is complete. The baseline leaves out what is kept
    /// now: the migrated steps' bodies hold more Rx (`Observable.from(loggedIn)`) than the subjects they read.
    @Test func statusCountsTheWorkflowCodeAsKeptNotAsRxLeft() throws {
        let inventory = try Self.scan(migrated: false)
        var plan = Planner().plan(inventory, previous: nil)
        #expect(plan.baseline == 19)
        let start = DashboardBuilder.build(plan: plan, inventory: inventory, histories: [:], today: 0)
        #expect(
            start.progress
                == Dashboard.Progress(
                    baseline: 7, occurrences: 7, removed: 0, percent: 0, kept: 12, bridges: 0, tasks: 7,
                    finishedTasks: 0, points: start.progress.points, pointsLeft: start.progress.points))
        #expect(start.tasks.reduce(0) { $0 + $1.remaining } == 7)
        #expect(start.warnings.untracked.isEmpty)
        #expect(start.remaining.map { "\($0.module) \($0.occurrences)" } == ["App 6", "Login 1"])

        for index in plan.tasks.indices { plan.tasks[index].status = .done }
        let done = DashboardBuilder.build(
            plan: plan, inventory: try Self.scan(migrated: true), histories: [:], today: 0)
        #expect(
            done.progress
                == Dashboard.Progress(
                    baseline: 5, occurrences: 0, removed: 5, percent: 100, kept: 14, bridges: 0, tasks: 7,
                    finishedTasks: 7, points: start.progress.points, pointsLeft: 0))
        #expect(done.remaining.isEmpty && done.warnings.untracked.isEmpty)
    }
}

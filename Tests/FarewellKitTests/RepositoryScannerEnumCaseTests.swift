import Testing

@testable import FarewellKit

/// Enum cases whose associated values carry Rx types: a construction is a caller of the case, also where only the
/// parameter it is passed to names the enum, in another module; a pattern that matches the case is none; and a case
/// has its enum's access.
@Suite struct EnumCaseCallerTests {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "P", targets: [
            .target(name: "Nav"), .target(name: "Screen", dependencies: ["Nav"]),
            .target(name: "Coord", dependencies: ["Nav"]),
        ])
        """

    /// A navigation enum and its coordinator protocol in `Nav`, a view model constructing the case in `Screen`, and
    /// a coordinator matching it in `Coord`.
    static let files = [
        "/repo/Sources/Nav/HomeAction.swift": """
        import RxRelay
        public enum HomeAction { case openList(stream: BehaviorRelay<[Int]>); case close }
        """,
        "/repo/Sources/Nav/HomeCoordinating.swift": """
        public protocol Coordinator: AnyObject { func start() }
        public protocol HomeCoordinating: Coordinator { func coordinate(by action: HomeAction) }
        """,
        "/repo/Sources/Screen/HomeViewModel.swift": """
        import RxSwift
        import RxRelay
        import Nav
        final class HomeViewModel {
            weak var coordinator: HomeCoordinating?
            let items = BehaviorRelay<[Int]>(value: [])
            func open() { coordinator?.coordinate(by: .openList(stream: self.items)) }
        }
        """,
        "/repo/Sources/Coord/HomeCoordinator.swift": """
        import Nav
        import RxRelay
        final class HomeCoordinator: HomeCoordinating {
            func start() {}
            func coordinate(by action: HomeAction) {
                switch action {
                case .openList(let stream): _ = stream
                case .close: break
                }
            }
        }
        """,
    ]

    /// Each API of the file at `path` as `name kind access [path:line:column, …] [modules]`.
    private func apis(_ inventory: Inventory, in path: String) throws -> [String] {
        try #require(inventory.files.first { $0.path == path }).apis.map { api in
            let callers = api.callers.map { "\($0.path):\($0.line):\($0.column)" }
            return "\(api.name) \(api.kind.rawValue) \(api.access) \(callers) \(api.callerModules)"
        }
    }

    @Test(arguments: [true, false])
    func aCaseConstructedForAParameterOfAnotherModulesProtocolIsCalledThereAndNotWhereItIsMatched(
        withManifest: Bool
    ) throws {
        var files = Self.files
        if withManifest { files["/repo/Package.swift"] = Self.manifest }
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        #expect(
            try apis(inventory, in: "Sources/Nav/HomeAction.swift") == [
                #"openList case public ["Sources/Screen/HomeViewModel.swift:7:48"] ["Screen"]"#
            ])
    }

    /// Whatever the pattern's spelling (`case let`, a type's name, `if case`, `guard case`, a list, a tuple), it
    /// matches the case and constructs none; the constructions beside them (returned, in an array after a case
    /// label) call it.
    @Test func aPatternOfTheCaseIsNoCallOfIt() throws {
        let files = [
            "/repo/App/Route.swift": """
            import RxSwift
            enum Route { case detail(id: Observable<Int>); case list }
            """,
            "/repo/App/Router.swift": """
            import RxSwift
            final class Router {
                func handle(_ route: Route, _ other: Route) -> Route? {
                    switch route {
                    case let .detail(id): _ = id
                    case .list: break
                    }
                    switch (route, other) {
                    case (.detail(let a), .detail(let b)): _ = (a, b)
                    case (.list, _), (_, .list): break
                    }
                    if case .detail = route { return nil }
                    guard case Route.detail(let id) = route else { return nil }
                    switch other {
                    case .list,
                        .detail(id: _):
                        break
                    }
                    return .detail(id: id)
                }
                func make(_ ids: Observable<Int>, after route: Route) -> [Route] {
                    switch route {
                    case .list: return [.list, .detail(id: ids)]
                    default: return []
                    }
                }
            }
            """,
        ]
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        #expect(
            try apis(inventory, in: "App/Route.swift") == [
                #"detail case internal ["App/Router.swift:19:17", "App/Router.swift:23:37"] ["App"]"#
            ])
    }

    /// The parameter an implicit member is passed to types it, as a compiler does: a function's labeled or unlabeled
    /// parameter, an initializer's optional one; the other enum's case of that name is not called. Where functions of
    /// that name and label disagree on the type (`log(_:)`), the file names neither enum and calls neither case.
    @Test func theParameterAnImplicitMemberIsPassedToTellsItsEnum() throws {
        let files = [
            "/repo/App/Actions.swift": """
            import RxSwift
            enum HomeAction { case openList(stream: Observable<Int>) }
            enum ListAction { case openList(stream: Observable<Int>) }
            """,
            "/repo/App/Routing.swift": """
            protocol HomeRouting {
                func coordinate(by action: HomeAction)
                func present(_ action: ListAction, animated: Bool)
            }
            struct HomeScreen { init(action: HomeAction?) {} }
            protocol Tracking { func log(_ action: HomeAction) }
            protocol ListTracking { func log(_ action: ListAction) }
            """,
            "/repo/App/HomeViewModel.swift": """
            import RxSwift
            final class HomeViewModel {
                var router: HomeRouting?
                var tracker: Tracking?
                let items = Observable<Int>.just(1)
                func open() {
                    router?.coordinate(by: .openList(stream: items))
                    router?.present(.openList(stream: items), animated: true)
                    _ = HomeScreen(action: .openList(stream: items))
                    tracker?.log(.openList(stream: items))
                }
            }
            """,
        ]
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        #expect(
            try apis(inventory, in: "App/Actions.swift") == [
                #"openList case internal ["App/HomeViewModel.swift:7:33", "App/HomeViewModel.swift:9:33"] ["App"]"#,
                #"openList case internal ["App/HomeViewModel.swift:8:26"] ["App"]"#,
            ])
    }

    /// An enum case has no access modifier of its own: it has its enum's, which a `public extension` around the enum
    /// may give.
    @Test func aCaseHasItsEnumsAccess() throws {
        let source = """
            import RxSwift
            public enum Feed { case items(Observable<[Int]>) }
            enum Draft { case text(Observable<String>) }
            private enum Secret { case token(Single<String>) }
            package enum Shared { case value(Driver<Int>) }
            public struct Box { enum Inner { case stream(Observable<Int>) } }
            public extension Box { enum Policy { case replace(Observable<Int>) } }
            """
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(["/repo/App/Feed.swift": source]))
            .scan(root: "/repo")
        let file = try #require(inventory.files.first { $0.path == "App/Feed.swift" })
        #expect(
            file.apis.map { "\($0.qualifiedName) \($0.access)" } == [
                "Feed.items public", "Draft.text internal", "Secret.token private", "Shared.value package",
                "Box.Inner.stream internal", "Box.Policy.replace public",
            ])
    }

    /// The plan keeps a shim of the case for its construction in another task, which waits for the enum's task; the
    /// coordinator that only matches the case holds no caller.
    @Test func thePlanShimsTheCaseForItsConstructionOnly() throws {
        var files = Self.files
        files["/repo/Package.swift"] = Self.manifest
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        let plan = Planner().plan(inventory, previous: nil)
        let nav = try #require(plan.tasks(holding: "Sources/Nav/HomeAction.swift").first)
        let screen = try #require(plan.tasks(holding: "Sources/Screen/HomeViewModel.swift").first)
        #expect(nav.shims.map(\.api) == ["HomeAction.openList"])
        #expect(nav.shims.flatMap(\.callers).map(\.description) == ["Sources/Screen/HomeViewModel.swift:7"])
        #expect(nav.shims.flatMap(\.callerTasks) == [screen.id])
        #expect(screen.dependsOn.contains(nav.id))
        let boundary = TaskMarkdown.body(nav, context: WorkspaceContext(plan: plan))
        #expect(!boundary.contains("HomeCoordinator.swift"))
    }
}

import Testing

@testable import FarewellKit

/// A ReactorKit screen built in another module (a coordinator's container: `HomeViewController(reactor:
/// HomeReactor(useCase: useCase))`): the view's initializer taking the reactor and the reactor's own initializers are
/// APIs whose callers are those construction sites, so the screen's task names them under Boundary.
@Suite struct PlannerReactorConstructionTests {
    static let package = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "App",
            targets: [
                .target(name: "Presentation", dependencies: ["RxSwift", "ReactorKit"]),
                .target(name: "Coordinator", dependencies: ["Presentation"]),
            ]
        )
        """

    /// The screen and its container: public, as another module constructs them.
    static let files = [
        "/repo/Package.swift": package,
        "/repo/Sources/Coordinator/HomeContainer.swift": """
        import Presentation
        import UIKit

        final class HomeContainer {
            func make() -> UIViewController {
                let vc = HomeViewController(reactor: HomeReactor())
                return vc
            }
            func make(useCase: HomeUseCase) -> UIViewController {
                HomeViewController(reactor: HomeReactor(useCase: useCase))
            }
        }
        """,
        "/repo/Sources/Presentation/HomeReactor.swift": """
        import ReactorKit
        import RxSwift

        public protocol HomeUseCase {}

        public final class HomeReactor: Reactor {
            public enum Action { case load }
            public enum Mutation { case set }
            public struct State {}
            public let initialState = State()
            private let useCase: HomeUseCase?
            public init() { useCase = nil }
            public init(useCase: HomeUseCase) { self.useCase = useCase }
        }
        """,
        "/repo/Sources/Presentation/HomeViewController.swift": """
        import ReactorKit
        import RxSwift
        import UIKit

        public final class HomeViewController: UIViewController, View {
            public var disposeBag = DisposeBag()
            public init(reactor: HomeReactor) {
                super.init(nibName: nil, bundle: nil)
                self.reactor = reactor
            }
            public func bind(reactor: HomeReactor) {}
        }
        """,
    ]

    /// Each API of `path` with its Rx types and callers, `Name [Types] <- path:line:column, ...`.
    static func apis(_ inventory: Inventory, _ path: String) -> [String] {
        let file = inventory.files.first { $0.path == path }
        return (file?.apis ?? []).map { api in
            let callers = api.callers.map { "\($0.path):\($0.line):\($0.column)" }.joined(separator: ", ")
            return "\(api.qualifiedName) \(api.rxTypes) <- \(callers)"
        }
    }

    @Test func theViewsAndTheReactorsInitializersAreCalledWhereAnotherModuleBuildsTheScreen() throws {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(Self.files)).scan(root: "/repo")
        let container = "Sources/Coordinator/HomeContainer.swift"
        #expect(
            Self.apis(inventory, "Sources/Presentation/HomeViewController.swift") == [
                "HomeViewController.disposeBag [\"DisposeBag\"] <- ",
                "HomeViewController.init [\"HomeReactor\"] <- \(container):6:18, \(container):10:9",
                "HomeViewController.bind [\"HomeReactor\"] <- ",
            ])
        // The view's initializer takes no Rx type but its reactor: its callers construct the screen.
        let view = inventory.files.first { $0.path == "Sources/Presentation/HomeViewController.swift" }
        #expect(view?.apis.filter(\.isReactorConstruction).map(\.qualifiedName) == ["HomeViewController.init"])
        // Each of the reactor's initializers is called where the labels fit, with no argument too.
        #expect(
            Self.apis(inventory, "Sources/Presentation/HomeReactor.swift") == [
                "HomeReactor.init [\"HomeReactor\"] <- \(container):6:46",
                "HomeReactor.init [\"HomeReactor\"] <- \(container):10:37",
            ])
    }

    /// The screen's task lists the construction sites under Boundary: the calls of the view's initializer taking the
    /// reactor and those of the reactor's, which take plain values, keep compiling.
    @Test func theScreensTaskNamesTheConstructionSitesUnderBoundary() throws {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(Self.files)).scan(root: "/repo")
        let plan = Planner().plan(inventory, previous: nil)
        let task = try #require(plan.tasks(holding: "Sources/Presentation/HomeViewController.swift").first)
        #expect(
            task.files.map(\.path) == [
                "Sources/Presentation/HomeReactor.swift", "Sources/Presentation/HomeViewController.swift",
            ])
        let body = TaskMarkdown.body(task, context: WorkspaceContext(plan: plan))
        let start = try #require(body.range(of: "## Boundary\n\n"))
        let end = try #require(body.range(of: "Bridges:\n", range: start.upperBound..<body.endIndex))
        #expect(
            body[start.upperBound..<end.lowerBound] == """
                No API in scope needs a shim: code outside this task constructs its reactors (below).

                Code outside this task calls these initializers and factories, which construct screens with their \
                reactors (a view's `init(reactor:)`) or the reactors themselves. They take no Rx type but reactors, \
                so they get no async core and no shim, and the callers' tasks need not wait for this one: each \
                construction site below keeps compiling as long as the reactors keep their names and each \
                initializer or factory its name and parameters.

                - `HomeReactor.init` (`HomeReactor`), declared at `Sources/Presentation/HomeReactor.swift:12`:
                  - `Sources/Coordinator/HomeContainer.swift:6`

                - `HomeReactor.init` (`HomeReactor`), declared at `Sources/Presentation/HomeReactor.swift:13`:
                  - `Sources/Coordinator/HomeContainer.swift:10`

                - `HomeViewController.init` (`HomeReactor`), declared at `Sources/Presentation/HomeViewController.swift:7`:
                  - `Sources/Coordinator/HomeContainer.swift:6`
                  - `Sources/Coordinator/HomeContainer.swift:10`


                """)
    }

    /// A reactor's factory (`func reactorForDetail(cell: CellReactor) -> DetailReactor`) is a construction too: its
    /// Rx type is the reactor it returns, and the caller's task keeps calling it, with no shim; a function returning
    /// a reactor's stream is an Rx API like any other.
    @Test func aFactoryReturningAReactorConstructsIt() throws {
        var files = Self.files
        files["/repo/Sources/Presentation/HomeReactor+Detail.swift"] = """
            import ReactorKit
            import RxSwift

            public final class DetailReactor: Reactor {
                public enum Action { case load }
                public struct State {}
                public let initialState = State()
                public init(title: String) {}
            }

            extension HomeReactor {
                public func reactorForDetail(home: HomeReactor) -> DetailReactor { DetailReactor(title: "") }
                public func details() -> Observable<DetailReactor> { .just(DetailReactor(title: "")) }
            }
            """
        files["/repo/Sources/Coordinator/HomeContainer.swift"]! += """

            extension HomeContainer {
                func detail(_ home: HomeReactor) -> DetailReactor { home.reactorForDetail(home: home) }
            }
            """
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        let file = try #require(inventory.files.first { $0.path == "Sources/Presentation/HomeReactor+Detail.swift" })
        #expect(
            file.apis.map { "\($0.qualifiedName) \($0.rxTypes) \($0.isReactorConstruction)" } == [
                "DetailReactor.init [\"DetailReactor\"] true",
                "HomeReactor.reactorForDetail [\"DetailReactor\"] true",
                "HomeReactor.details [\"Observable\"] false",
            ])
        let plan = Planner().plan(inventory, previous: nil)
        let task = try #require(plan.tasks(holding: "Sources/Presentation/HomeReactor+Detail.swift").first)
        #expect(task.reactorConstructions.map(\.api).contains("HomeReactor.reactorForDetail"))
        #expect(!task.shims.map(\.api).contains("HomeReactor.reactorForDetail"))
        let body = TaskMarkdown.body(task, context: WorkspaceContext(plan: plan))
        #expect(
            body.contains(
                "Code outside this task calls these initializers and factories, which construct screens with their "
                    + "reactors (a view's `init(reactor:)`) or the reactors themselves. They take no Rx type but "
                    + "reactors"))
    }
}

/// A reactor constructed by code of another task (a coordinator's `CellReactor.init(name: "a")`): an initializer
/// taking only plain values is Rx by its reactor alone, so its callers construct the reactor and keep compiling while
/// its parameters stay; one taking a stream (`FeedReactor(source:)`) is an Rx API like any other.
@Suite struct PlannerReactorConstructionSiteTests {
    static let files = [
        "/repo/Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "App",
            targets: [
                .target(name: "Presentation", dependencies: ["RxSwift", "ReactorKit"]),
                .target(name: "Coordinator", dependencies: ["Presentation", "RxSwift"]),
            ]
        )
        """,
        "/repo/Sources/Coordinator/FeedCoordinator.swift": """
        import Presentation
        import RxSwift

        final class FeedCoordinator {
            private let disposeBag = DisposeBag()
            func start(names: Observable<String>) {
                let first = CellReactor.init(name: "a")
                let second = CellReactor(name: "b")
                let feed = FeedReactor(source: .just(1))
                names.subscribe().disposed(by: disposeBag)
                _ = (first, second, feed)
            }
        }
        """,
        "/repo/Sources/Presentation/CellReactor.swift": """
        import ReactorKit
        import RxSwift

        public final class CellReactor: Reactor {
            public enum Action { case tap }
            public struct State { var name: String }
            public let initialState: State
            public init(name: String) { initialState = State(name: name) }
        }
        """,
        "/repo/Sources/Presentation/FeedReactor.swift": """
        import ReactorKit
        import RxSwift

        public final class FeedReactor: Reactor {
            public enum Action { case load }
            public struct State {}
            public let initialState = State()
            private let source: Observable<Int>
            public init(source: Observable<Int>) { self.source = source }
        }
        """,
    ]

    @Test func theReactorsConstructionSitesAreListedWithoutAShim() throws {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(Self.files)).scan(root: "/repo")
        let coordinator = "Sources/Coordinator/FeedCoordinator.swift"
        #expect(
            PlannerReactorConstructionTests.apis(inventory, "Sources/Presentation/CellReactor.swift") == [
                "CellReactor.init [\"CellReactor\"] <- \(coordinator):7:21, \(coordinator):8:22"
            ])
        #expect(
            inventory.files.flatMap(\.apis).filter { $0.kind == .initializer }.map {
                "\($0.qualifiedName) \($0.isReactorConstruction)"
            } == [
                "CellReactor.init true", "FeedReactor.init false",
            ])
        let plan = Planner().plan(inventory, previous: nil)
        let reactors = try #require(plan.tasks(holding: "Sources/Presentation/CellReactor.swift").first)
        let caller = try #require(plan.tasks(holding: coordinator).first)
        #expect(reactors.shims.map(\.api) == ["FeedReactor.init"])
        let body = TaskMarkdown.body(reactors, context: WorkspaceContext(plan: plan))
        let start = try #require(body.range(of: "## Boundary\n\n"))
        let end = try #require(body.range(of: "Bridges:\n", range: start.upperBound..<body.endIndex))
        #expect(
            body[start.upperBound..<end.lowerBound] == """
                These APIs are used outside this task. Give each an async core and keep an Rx-facing shim over it in \
                a `+Rx.swift` file, as each one below says, for the callers below; the tasks that own those callers \
                move them later and the cleanup wave removes the shim.

                - `FeedReactor.init` (`Observable`), declared at `Sources/Presentation/FeedReactor.swift:9`, called \
                from \(caller.id):
                  - `\(coordinator):9`

                Code outside this task calls these initializers to construct the reactor. They take no Rx type \
                (the reactor is their only Rx), so they get no async core and no shim, and the callers' tasks need \
                not wait for this one: each construction site below keeps compiling as long as the reactor keeps its \
                name and the initializer its parameters.

                - `CellReactor.init` (`CellReactor`), declared at `Sources/Presentation/CellReactor.swift:8`, called \
                from \(caller.id):
                  - `\(coordinator):7`
                  - `\(coordinator):8`


                """)
        let cleanup = try #require(plan.tasks.first { $0.kind == .cleanup })
        let removals = TaskCleanupSection.removals(cleanup, context: WorkspaceContext(plan: plan))
        let shims = try #require(removals.range(of: "2. Shims"))
        let manifests = try #require(removals.range(of: "3. Manifest lines"))
        #expect(
            removals[shims.lowerBound..<manifests.lowerBound] == """
                2. Shims (their callers have moved):
                   - `FeedReactor.init` at `Sources/Presentation/FeedReactor.swift:9` (from \(reactors.id))

                """)
    }
}

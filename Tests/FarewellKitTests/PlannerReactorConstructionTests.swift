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
        // Each of the reactor's initializers is called where the labels fit, with no argument too.
        #expect(
            Self.apis(inventory, "Sources/Presentation/HomeReactor.swift") == [
                "HomeReactor.init [\"HomeReactor\"] <- \(container):6:46",
                "HomeReactor.init [\"HomeReactor\"] <- \(container):10:37",
            ])
    }

    /// The screen's task lists the construction sites under Boundary and updates them (no task lists that file).
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
                No API in scope is used by another task: no shim is needed.

                These APIs are called from files no task lists: update these callers in this task; they hold no Rx \
                of their own, so no other task moves them and no shim is kept for them.

                - `HomeReactor.init` (`HomeReactor`), declared at `Sources/Presentation/HomeReactor.swift:12`:
                  - `Sources/Coordinator/HomeContainer.swift:6`

                - `HomeReactor.init` (`HomeReactor`), declared at `Sources/Presentation/HomeReactor.swift:13`:
                  - `Sources/Coordinator/HomeContainer.swift:10`

                - `HomeViewController.init` (`HomeReactor`), declared at `Sources/Presentation/HomeViewController.swift:7`:
                  - `Sources/Coordinator/HomeContainer.swift:6`
                  - `Sources/Coordinator/HomeContainer.swift:10`


                """)
    }
}

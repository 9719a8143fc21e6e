import Testing

@testable import FarewellKit

/// A protocol whose only Rx is a lifetime requirement (`var disposeBag: DisposeBag { get }`), implemented in other
/// files, has no async version to write and no path to flag: the module's cleanup task lists it, and owns the
/// implementations' subscription holders, which the migration tasks keep while the protocol requires them.
@Suite struct PlannerLifetimeProtocolTests {
    static let files = [
        "/repo/App/HasDisposeBag.swift": """
        import RxSwift

        protocol HasDisposeBag: AnyObject {
            var disposeBag: DisposeBag { get }
        }
        """,
        "/repo/App/HomeViewModel.swift": """
        import RxSwift

        final class HomeViewModel: HasDisposeBag {
            let disposeBag = DisposeBag()
            func load() -> Single<[String]> { .just([]) }
        }
        """,
        "/repo/App/HomeViewController.swift": """
        import UIKit
        import RxSwift

        final class HomeViewController: UIViewController, HasDisposeBag {
            let disposeBag = DisposeBag()
            let viewModel = HomeViewModel()
            override func viewDidLoad() {
                viewModel.load().subscribe().disposed(by: disposeBag)
            }
        }
        """,
    ]

    static func planned(_ files: [String: String]) throws -> (Inventory, Plan) {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        return (inventory, Planner().plan(inventory, previous: nil))
    }

    @Test func theCleanupTaskListsTheProtocolAndOwnsTheHolders() throws {
        let (inventory, plan) = try Self.planned(Self.files)
        let holding = plan.tasks(holding: "App/HasDisposeBag.swift")
        #expect(holding.map(\.kind) == [.cleanup])
        let cleanup = try #require(holding.first)
        let screen = try #require(plan.tasks(holding: "App/HomeViewController.swift").first)
        #expect(screen.kind == .migration)
        // The implementing task's Boundary says who removes the requirement; the cleanup names the implementations.
        #expect(screen.conformances.map(\.protocolTask) == [cleanup.id, cleanup.id])
        let context = WorkspaceContext(plan: plan)
        #expect(
            TaskMarkdown.body(screen, context: context).contains(
                "implements `HasDisposeBag` of \(cleanup.id) (after this task)"))
        let body = TaskMarkdown.body(cleanup, context: context)
        #expect(body.contains("These protocols' only Rx is a lifetime requirement"))
        #expect(
            body.contains("- `HomeViewController` (\(screen.id)) at `App/HomeViewController.swift:5`: `disposeBag`"))
        #expect(!body.contains("`+Rx.swift` files keep"))
        // `verify`: the holders are the cleanup's, not the screen's.
        #expect(
            ScopeCheck.remaining(cleanup, in: inventory, plan: plan).map { "\($0.path):\($0.occurrence.line)" } == [
                "App/HasDisposeBag.swift:4", "App/HomeViewController.swift:5", "App/HomeViewModel.swift:4",
            ])
        let left = ScopeCheck.remaining(screen, in: inventory, plan: plan).map { "\($0.path):\($0.occurrence.line)" }
        #expect(!left.contains("App/HomeViewController.swift:5") && left.contains("App/HomeViewController.swift:8"))
        // Planning again changes nothing.
        #expect(Planner().plan(inventory, previous: plan) == plan)
    }

    /// A protocol with a stream requirement, or one nobody implements, is migrated as before.
    @Test func aStreamOrAnUnimplementedRequirementStaysInAMigrationTask() throws {
        var files = Self.files
        files["/repo/App/HasDisposeBag.swift"] = """
            import RxSwift

            protocol HasDisposeBag: AnyObject {
                var disposeBag: DisposeBag { get }
                var updates: Observable<Int> { get }
            }
            """
        let (_, plan) = try Self.planned(files)
        #expect(plan.tasks(holding: "App/HasDisposeBag.swift").map(\.kind) == [.migration])
        var alone = Self.files
        alone["/repo/App/HomeViewModel.swift"] = nil
        alone["/repo/App/HomeViewController.swift"] = nil
        let (_, lonely) = try Self.planned(alone)
        #expect(lonely.tasks(holding: "App/HasDisposeBag.swift").map(\.kind) == [.migration])
    }

    /// A file a migration task of the previous plan lists stays in it.
    @Test func aProtocolPlannedForMigrationStaysThere() throws {
        let (inventory, plan) = try Self.planned(Self.files)
        var previous = plan
        let cleanup = try #require(previous.tasks.firstIndex { $0.kind == .cleanup })
        let moved = try #require(previous.tasks[cleanup].files.first { $0.path == "App/HasDisposeBag.swift" })
        previous.tasks[cleanup].files.removeAll { $0.path == moved.path }
        let screen = try #require(previous.tasks.firstIndex { $0.kind == .migration })
        previous.tasks[screen].files.append(moved)
        let again = Planner().plan(inventory, previous: previous)
        #expect(again.tasks(holding: "App/HasDisposeBag.swift").map(\.kind) == [.migration])
    }
}

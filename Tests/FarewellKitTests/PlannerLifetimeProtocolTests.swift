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
        #expect(body.contains("These files' only Rx is a protocol's lifetime requirement"))
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

    /// `verify` of the cleanup: the holders it owns are listed as in its scope, and the rest of their files' Rx, the
    /// screens' still to migrate, counts as left in the module; none is left out of both.
    @Test func theCleanupCountsTheRestOfTheHoldersFilesInTheModule() throws {
        let (inventory, plan) = try Self.planned(Self.files)
        let cleanup = try #require(plan.tasks(holding: "App/HasDisposeBag.swift").first)
        let remaining = ScopeCheck.remaining(cleanup, in: inventory, plan: plan)
        let left = ScopeCheck.cleanupLeftovers(
            cleanup, in: inventory, scope: remaining, tasks: plan.tasks)
        let all = inventory.files.reduce(0) { $0 + $1.occurrences.count }
        #expect(remaining.count == 3)
        #expect(left.first == "App: \(all - 3) Rx occurrences left in the module")
    }

    /// A file whose only Rx is a holder for the requirement (`BaseCell`'s `disposeBag`) has nothing to migrate: no
    /// migration task (with a flag) holds it, the cleanup deleting the requirement does.
    @Test func aFileHoldingOnlyABagForTheRequirementIsTheCleanups() throws {
        var files = Self.files
        files["/repo/App/BaseCell.swift"] = """
            import UIKit
            import RxSwift

            class BaseCell: UITableViewCell, HasDisposeBag {
                var disposeBag = DisposeBag()
            }
            """
        let (_, plan) = try Self.planned(files)
        let holding = plan.tasks(holding: "App/BaseCell.swift")
        #expect(holding.map(\.kind) == [.cleanup])
        #expect(holding.map(\.id) == plan.tasks(holding: "App/HasDisposeBag.swift").map(\.id))
    }

    /// Where a shared manifest (`Tuist/Dependencies.swift`) fetches RxSwift, its cleanup task covers every module but
    /// removes only its own lines: the protocol goes to the cleanup of its module's project, which removes the
    /// module's Rx imports, not to the shared manifest's.
    @Test func theProtocolGoesToItsModulesCleanupNotTheSharedManifests() throws {
        var files = PlannerScaffoldSharedManifestTests.original
        files["/repo/B/Sources/HasBag.swift"] = """
            import RxSwift

            protocol HasBag: AnyObject {
                var bag: DisposeBag { get }
            }
            """
        files["/repo/B/Sources/Screen.swift"] = files["/repo/B/Sources/Screen.swift"]?.replacingOccurrences(
            of: "final class Screen {", with: "final class Screen: HasBag {")
        let (_, plan) = try Self.planned(files)
        let holding = plan.tasks(holding: "B/Sources/HasBag.swift")
        #expect(holding.map(\.kind) == [.cleanup])
        #expect(holding.first?.files.map(\.path).contains("B/Project.swift") == true)
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

/// The Scope rows of lifetime requirements and of the holders implementing them say what the Boundary and `verify`
/// say, not the `DisposeBag` recipe: a holder implementing a requirement the cleanup task removes stays until then,
/// and a requirement only its own task's types implement is deleted (nothing reads it through the protocol).
@Suite struct PlannerLifetimeRowTests {
    func rows(_ plan: Plan, _ path: String) throws -> [String] {
        let task = try #require(plan.tasks(holding: path).first)
        let body = TaskMarkdown.body(task, context: WorkspaceContext(plan: plan))
        let section = try #require(body.components(separatedBy: "### `\(path)`").dropFirst().first)
        return section.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Line") }.map(String.init)
    }

    @Test func aHolderTheCleanupTaskRemovesIsKept() throws {
        let (_, plan) = try PlannerLifetimeProtocolTests.planned(PlannerLifetimeProtocolTests.files)
        #expect(
            try rows(plan, "App/HomeViewController.swift").first
                == "| 5 | `DisposeBag` | keep as it is until the cleanup wave removes the lifetime requirement it "
                + "implements (see Boundary) |")
    }

    @Test func aRequirementOnlyItsOwnTaskImplementsIsDeleted() throws {
        let (_, plan) = try PlannerLifetimeProtocolTests.planned([
            "/repo/App/Bases.swift": """
            import RxSwift

            protocol DisposeBagable {
                var disposeBag: DisposeBag { get }
            }

            class BaseViewModel: DisposeBagable {
                let disposeBag = DisposeBag()
                func load() -> Single<Int> { .just(1) }
            }
            """
        ])
        let rows = try rows(plan, "App/Bases.swift")
        #expect(
            rows.first
                == "| 4 | `DisposeBag` | delete it: a protocol's lifetime requirement that only this task's types "
                + "implement, each keeping or moving its own holder |")
        // The conformer's own holder takes the construct's recipe (`see rules.md` without the catalog's guide).
        #expect(rows.dropFirst().first == "| 8 | `DisposeBag` | see rules.md |")
    }

    /// A protocol with a stream requirement goes with the task of its first implementation; its lifetime requirement,
    /// which a type of another task implements too, stays with every implementation's holder until the cleanup wave,
    /// and `verify` agrees.
    @Test func aRequirementAnotherTaskImplementsStaysWithItsHolders() throws {
        let screen = """
            import UIKit
            import RxSwift
            import Core

            final class NAMEViewController: UIViewController, FeedRepository {
                let bag = DisposeBag()
                let updates = Observable<Int>.just(1)
                override func viewDidLoad() {
                    updates.subscribe().disposed(by: bag)
                }
            }
            """
        let (inventory, plan) = try PlannerLifetimeProtocolTests.planned([
            "/repo/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Feed",
                targets: [
                    .target(name: "Core"), .target(name: "App", dependencies: ["Core"]),
                    .target(name: "Other", dependencies: ["Core"]),
                ])
            """,
            "/repo/Sources/Core/FeedRepository.swift": """
            import RxSwift

            public protocol FeedRepository: AnyObject {
                var bag: DisposeBag { get }
                var updates: Observable<Int> { get }
            }
            """,
            "/repo/Sources/App/FeedViewController.swift": screen.replacingOccurrences(of: "NAME", with: "Feed"),
            "/repo/Sources/Other/OtherViewController.swift": screen.replacingOccurrences(of: "NAME", with: "Other"),
        ])
        let first = try #require(plan.tasks(holding: "Sources/Core/FeedRepository.swift").first)
        let other = try #require(plan.tasks(holding: "Sources/Other/OtherViewController.swift").first)
        #expect(first.id != other.id)
        #expect(
            try rows(plan, "Sources/Core/FeedRepository.swift").first
                == "| 4 | `DisposeBag` | keep as it is until the cleanup wave removes it: a lifetime requirement that "
                + "types of other tasks implement (see Boundary) |")
        for path in ["Sources/App/FeedViewController.swift", "Sources/Other/OtherViewController.swift"] {
            #expect(
                try rows(plan, path).first
                    == "| 6 | `DisposeBag` | keep as it is until the cleanup wave removes the lifetime requirement it "
                    + "implements (see Boundary) |")
            let task = try #require(plan.tasks(holding: path).first)
            let left = ScopeCheck.remaining(task, in: inventory, plan: plan).map { "\($0.path):\($0.occurrence.line)" }
            #expect(!left.contains("\(path):6") && left.contains("\(path):7"))
        }
    }

    /// A protocol extension giving every implementation its bag (`self.disposeBag = DisposeBag()` in `create(with:)`)
    /// beside a requirement other tasks' types implement: the task holding it keeps the assignment with the
    /// requirement, which `verify` does not ask of it either; replacing it would leave the other screens' bags nil.
    @Test func theBagsCreationBesideAKeptRequirementIsKept() throws {
        let screen = { (name: String) in
            """
            import UIKit
            import RxSwift

            final class \(name)ViewController: UIViewController, BaseViewProtocol {
                var viewModel: Int!
                var disposeBag: DisposeBag!
                let taps = PublishSubject<Void>()
                func bind() { taps.subscribe().disposed(by: disposeBag) }
            }
            """
        }
        let files = [
            "/repo/App/BaseViewProtocol.swift": """
            import UIKit
            import RxSwift

            protocol BaseViewProtocol: AnyObject {
                associatedtype VM
                var viewModel: VM! { get set }
                var disposeBag: DisposeBag! { get set }
                func bind()
            }

            extension BaseViewProtocol where Self: UIViewController {
                static func create(with viewModel: VM) -> Self {
                    let `self` = Self()
                    self.viewModel = viewModel
                    self.disposeBag = DisposeBag()
                    self.bind()
                    return self
                }
                func events() -> Observable<Void> { .empty() }
            }
            """,
            "/repo/App/ChatViewController.swift": screen("Chat"),
            "/repo/App/LoginViewController.swift": screen("Login"),
        ]
        let (inventory, plan) = try PlannerLifetimeProtocolTests.planned(files)
        let file = try #require(inventory.files.first { $0.path == "App/BaseViewProtocol.swift" })
        #expect(file.lifetimeResets == [15])
        let task = try #require(plan.tasks(holding: "App/BaseViewProtocol.swift").first { $0.kind == .migration })
        #expect(task.keptRequirements.map(\.line) == [7])
        #expect(task.keptResets.map(\.description) == ["App/BaseViewProtocol.swift:15"])
        let body = TaskMarkdown.body(task, context: WorkspaceContext(plan: plan))
        #expect(
            body.contains(
                "| 15 | `DisposeBag` | keep as it is: it gives a subscription holder this task keeps a new lifetime |"))
        let left = ScopeCheck.remaining(task, in: inventory, plan: plan).map(\.occurrence.line)
        #expect(!left.contains(15) && left.contains(19))
    }
}

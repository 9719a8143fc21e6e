import Testing

@testable import FarewellKit

/// A type alias of Rx types that other tasks' files write as a type (`typealias SaveTransaction = (save:
/// AnyObserver<Int>, saved: Observable<Void>)`) is used there: each use is a caller. A flag cannot switch a type, so
/// its task keeps it as it is for them (`Shim.Strategy.keptAlias`), without a shim, and they need not wait for it;
/// the cleanup deletes what is left.
@Suite struct PlannerKeptAliasTests {
    static let package = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "App",
            dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")],
            targets: [
                .target(name: "Workers", dependencies: ["RxSwift"]),
                .target(name: "Create", dependencies: ["Workers", "RxSwift"]),
            ]
        )
        """

    static let aliases = """
        import RxSwift

        typealias SaveTransaction = (
            save: AnyObserver<Int>,
            saved: Observable<Void>
        )

        final class Saver {
            let saved = PublishSubject<Void>()
        }
        """

    static let flow = """
        import RxSwift
        import Workers

        final class CreateViewModel {
            let save: SaveTransaction
            let bag = DisposeBag()
            init(save: SaveTransaction) { self.save = save }
            func tap() { save.saved.subscribe().disposed(by: bag) }
        }
        """

    static func scanned(flow: String = flow) throws -> Inventory {
        let files = [
            "/repo/Package.swift": package,
            "/repo/Sources/Workers/ManagerWorkerTypes.swift": aliases,
            "/repo/Sources/Create/CreateViewModel.swift": flow,
        ]
        return try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    }

    @Test func anAliasOtherTasksWriteIsKeptForThemWithoutAShim() throws {
        let inventory = try Self.scanned()
        let file = try #require(inventory.files.first { $0.path == "Sources/Workers/ManagerWorkerTypes.swift" })
        let alias = try #require(file.apis.first { $0.name == "SaveTransaction" })
        #expect(
            alias.callers.map(\.description) == [
                "Sources/Create/CreateViewModel.swift:5", "Sources/Create/CreateViewModel.swift:7",
            ])
        let plan = Planner().plan(inventory, previous: nil)
        let workers = try #require(plan.tasks(holding: "Sources/Workers/ManagerWorkerTypes.swift").first)
        let create = try #require(plan.tasks(holding: "Sources/Create/CreateViewModel.swift").first)
        try #require(workers.id != create.id)
        #expect(
            workers.shims.map { "\($0.api) \($0.strategy.rawValue) \($0.callerTasks)" } == [
                "SaveTransaction kept-alias [\"\(create.id)\"]"
            ])
        #expect(!create.dependsOn.contains(workers.id))
        let body = TaskMarkdown.body(workers, context: WorkspaceContext(plan: plan))
        #expect(!body.contains("Give each an async core and keep an Rx-facing shim"))
        #expect(body.contains("| 4 | `AnyObserver` | keep as it is while the callers under Boundary use it |\n"))
        #expect(body.contains("| 5 | `Observable` | keep as it is while the callers under Boundary use it |\n"))
        #expect(body.contains("These type aliases of Rx types are written as types in files outside this task"))
        #expect(workers.summary.contains(" Keep SaveTransaction (type aliases other tasks' files write, no shim)"))
        // The alias's lines are out of its task's scope while the view model writes it; the subject's are in.
        #expect(ScopeCheck.remaining(workers, in: inventory, plan: plan).map(\.occurrence.line) == [9])
        // Once the view model writes its own types, they count for its task again.
        let moved = try Self.scanned(flow: Self.flow.replacingOccurrences(of: "SaveTransaction", with: "Int"))
        #expect(ScopeCheck.remaining(workers, in: moved, plan: plan).map(\.occurrence.line) == [4, 5, 9])
        // The cleanup deletes what is left.
        let cleanup = try #require(plan.tasks.first { $0.kind == .cleanup })
        let removals = TaskCleanupSection.removals(cleanup, context: WorkspaceContext(plan: plan))
        #expect(
            removals.contains(
                "   - `SaveTransaction` at `Sources/Workers/ManagerWorkerTypes.swift:3` (from \(workers.id); a type "
                    + "alias, if still there)"))
    }
}

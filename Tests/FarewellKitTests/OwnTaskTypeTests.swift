import Testing

@testable import FarewellKit

/// A module declaring its own `Task` (a to-do app's model) hides Swift's `_Concurrency.Task` from its files: there
/// `Task { }` is the app's type, so `rules.md` and the tasks of that module say to write `_Concurrency.Task`.
@Suite struct OwnTaskTypeTests {
    static let files = [
        "/repo/App/Models/Task.swift": """
        import Foundation

        struct Task: Codable {
            var title: String
        }
        """,
        "/repo/App/TaskListViewModel.swift": """
        import RxSwift
        import RxCocoa

        final class TaskListViewModel {
            let tasks = BehaviorRelay<[Task]>(value: [])
            let disposeBag = DisposeBag()
        }
        """,
        "/repo/Kit/Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Kit", targets: [.target(name: "Kit")])
        """,
        "/repo/Kit/Sources/Kit/Store.swift": """
        import RxSwift

        private struct Task { }
        enum Outer { struct Task { } }

        final class Store {
            let changes = PublishSubject<Int>()
        }
        """,
    ]

    static func planned() throws -> (Inventory, Plan) {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(Self.files)).scan(root: "/repo")
        return (inventory, Planner().plan(inventory, previous: nil))
    }

    /// Only a top-level type the whole module sees counts: not a `private` one, nor one nested in another type.
    @Test func theScanNotesTheModulesDeclaringTheirOwnTask() throws {
        let (inventory, _) = try Self.planned()
        #expect(inventory.ownTaskTypes.map { "\($0.module) \($0.path)" } == ["App App/Models/Task.swift"])
    }

    @Test func theRulesAndTheModulesTasksSayToWriteConcurrencyTask() throws {
        let (inventory, plan) = try Self.planned()
        var context = WorkspaceContext(plan: plan)
        context.ownTaskTypes = inventory.ownTaskTypes
        let rules = RulesMarkdown.render(context: context)
        #expect(
            rules.contains(
                "Module `App` declares its own `Task` (`App/Models/Task.swift`), which its files find before Swift's: "
                    + "there write `_Concurrency.Task { }`, `_Concurrency.Task<Void, Never>?` and "
                    + "`_Concurrency.Task.isCancelled` where this guide says `Task`."))
        let app = try #require(plan.tasks(holding: "App/TaskListViewModel.swift").first)
        let store = try #require(plan.tasks(holding: "Kit/Sources/Kit/Store.swift").first)
        #expect(TaskMarkdown.body(app, context: context).contains("### Own `Task` type"))
        #expect(!TaskMarkdown.body(store, context: context).contains("_Concurrency.Task"))
        // Without such a type, nothing is said.
        #expect(!RulesMarkdown.render(context: WorkspaceContext(plan: plan)).contains("_Concurrency.Task"))
    }
}

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

/// Moya declares `enum Task`: where code calls RxMoya (so imports Moya), a bare `Task` is ambiguous, and `rules.md` and
/// the tasks of those files say to write `_Concurrency.Task`; other tasks say nothing of it.
@Test func filesCallingRxMoyaWriteConcurrencyTask() throws {
    let files = [
        "/repo/App/UserAPI.swift": """
        import Moya
        import RxMoya
        import RxSwift
        final class UserAPI {
            let provider = MoyaProvider<UserTarget>()
            func user() -> Single<Response> { provider.rx.request(.user).filterSuccessfulStatusCodes() }
        }
        """,
        "/repo/App/Feed/FeedViewModel.swift": """
        import RxSwift
        final class FeedViewModel { let items = PublishSubject<[Int]>() }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = Planner(settings: PlanSettings(maxFiles: 1)).plan(inventory, previous: nil)
    let context = WorkspaceContext(plan: plan)
    #expect(
        RulesMarkdown.render(context: context).contains(
            "Files importing Moya (RxMoya's calls) see Moya's `enum Task` beside Swift's, so a bare `Task` there is "
                + "ambiguous: write `_Concurrency.Task { }`"))
    let api = try #require(plan.tasks(holding: "App/UserAPI.swift").first)
    let feed = try #require(plan.tasks(holding: "App/Feed/FeedViewModel.swift").first)
    #expect(api.id != feed.id)
    #expect(TaskMarkdown.body(api, context: context).contains("### Moya's `Task`\n\nThis task's files importing Moya"))
    #expect(!TaskMarkdown.body(feed, context: context).contains("Moya's `Task`"))
}

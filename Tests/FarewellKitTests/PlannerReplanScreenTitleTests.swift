import Testing

@testable import FarewellKit

/// A re-plan names a continued task as a first plan names the same files: by its groups' labels (`App: Login screen`
/// for a view controller and its view model), not file by file, so the title of an old task file is recognised as
/// farewell's and a task named anew reads like a fresh one.
@Suite struct PlannerReplanScreenTitleTests {
    /// A view controller and its view model, each with Rx, for each of `screens`.
    static func inventory(screens: [String]) throws -> Inventory {
        var files: [String: String] = [:]
        for screen in screens {
            files["/repo/App/\(screen)ViewController.swift"] =
                "import RxSwift\nimport UIKit\n\nfinal class \(screen)ViewController: UIViewController {\n"
                + "    let viewModel = \(screen)ViewModel()\n    let bag = DisposeBag()\n}\n"
            files["/repo/App/\(screen)ViewModel.swift"] =
                "import RxSwift\n\nfinal class \(screen)ViewModel {\n    let bag = DisposeBag()\n}\n"
        }
        return try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    }

    @Test func anOldScreenTaskWhoseTitleIsFarewellsGetsItsTitleHash() throws {
        let inventory = try Self.inventory(screens: ["Login"])
        let first = Planner().plan(inventory, previous: nil)
        #expect(first.migrationTasks.map(\.title) == ["App: Login screen"])
        var old = first.readBack
        for index in old.tasks.indices { old.tasks[index].titleHash = nil }
        let second = Planner().plan(inventory, previous: old)
        #expect(second.migrationTasks.map(\.titleHash) == [FNV1a.hash("App: Login screen")])
        #expect(second.tasks.map(\.titleHash) == first.tasks.map(\.titleHash))
        #expect(second == Planner().plan(inventory, previous: first.readBack))
        // A re-plan named a task anew file by file before carried tasks had labels: that title is farewell's too.
        let task = try #require(old.tasks.firstIndex { $0.id == "T-003" })
        old.tasks[task].title = "App: LoginViewController, LoginViewModel"
        let third = Planner().plan(inventory, previous: old)
        #expect(third.migrationTasks.map(\.title) == ["App: LoginViewController, LoginViewModel"])
        #expect(third.migrationTasks.map(\.titleHash) == [FNV1a.hash("App: LoginViewController, LoginViewModel")])
    }

    @Test func aTaskLeftWithOneOfItsTwoScreensTakesThatScreensTitle() throws {
        let first = Planner().plan(try Self.inventory(screens: ["Feed", "Login"]), previous: nil)
        #expect(first.migrationTasks.map(\.title) == ["App: Feed screen, Login screen"])
        let inventory = try Self.inventory(screens: ["Login"])
        let second = Planner().plan(inventory, previous: first.readBack)
        #expect(second.migrationTasks.map(\.title) == ["App: Login screen"])
        #expect(second.migrationTasks.map(\.titleHash) == [FNV1a.hash("App: Login screen")])
        #expect(
            second.migrationTasks.map(\.title) == Planner().plan(inventory, previous: nil).migrationTasks.map(\.title))
    }

    /// The task keeps its other screen while a first plan would pack that screen with another: it is named by the
    /// screen's label all the same, not file by file.
    @Test func aTaskLeftWithOneScreenAFirstPlanPacksWithAnotherIsNamedByThatScreen() throws {
        let planner = Planner(settings: PlanSettings(maxFiles: 4))
        let first = planner.plan(try Self.inventory(screens: ["Feed", "Login", "Settings"]), previous: nil)
        #expect(first.migrationTasks.map(\.title) == ["App: Feed screen, Login screen", "App: Settings screen"])
        let inventory = try Self.inventory(screens: ["Login", "Settings"])
        #expect(
            planner.plan(inventory, previous: nil).migrationTasks.map(\.title) == ["App: Login screen, Settings screen"]
        )
        let second = planner.plan(inventory, previous: first.readBack)
        #expect(second.migrationTasks.map(\.title) == ["App: Login screen", "App: Settings screen"])
        #expect(planner.plan(inventory, previous: second.readBack) == second)
    }
}

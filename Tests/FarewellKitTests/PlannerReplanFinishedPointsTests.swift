import Testing

@testable import FarewellKit

/// A SwiftPM app with a repository (data) and a view model (presentation), each a task of its own.
private let feedApp = [
    "/repo/Package.swift": """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
        name: "App",
        dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")],
        targets: [.target(name: "App", dependencies: [.product(name: "RxCocoa", package: "RxSwift")])]
    )
    """,
    feedRepository: """
    import RxSwift

    final class FeedRepository {
        func load() -> Observable<[String]> { Observable.just(["a"]).map { $0 } }
        func count() -> Single<Int> { Single.just(1) }
    }
    """,
    "/repo/Sources/App/Login/LoginViewModel.swift": """
    import RxSwift
    import RxCocoa

    final class LoginViewModel {
        let name = BehaviorRelay<String>(value: "")
        let bag = DisposeBag()
    }
    """,
]

private let feedRepository = "/repo/Sources/App/Feed/FeedRepository.swift"

/// `FeedRepository.swift` once its team has migrated all of it.
private let migratedRepository = """
    final class FeedRepository {
        func load() async -> [String] { ["a"] }
        func count() async -> Int { 1 }
    }
    """

/// `FeedRepository.swift` with `load()` migrated and `count()` left on Rx.
private let partlyMigratedRepository = """
    import RxSwift

    final class FeedRepository {
        func load() async -> [String] { ["a"] }
        func count() -> Single<Int> { Single.just(1) }
    }
    """

/// A merged task whose files the team migrated keeps the points it was planned with: a re-plan (which keeps its file
/// with no Rx left) neither shrinks it nor the plan's total, so `status` shows the same points left before and after.
@Test func aMergedTaskKeepsItsPointsWhenItsRxIsMigrated() throws {
    let first = Planner().plan(try Fixture.scanned(feedApp), previous: nil)
    let repository = try #require(first.tasks(holding: "Sources/App/Feed/FeedRepository.swift").first)
    #expect(repository.points == 7)
    #expect(first.tasks.map(\.points) == [1, 1, 7, 2, 4])
    // Marked merged in its task file, as `farewell track` writes it, and read back from the workspace.
    let merged = try readBack(first, editing: repository.id) {
        $0.replacingOccurrences(of: "status: todo\n", with: "status: merged\n")
    }
    #expect(merged.task(repository.id)?.points == 7 && merged.task(repository.id)?.status == .merged)
    var files = feedApp
    files[feedRepository] = migratedRepository
    let inventory = try Fixture.scanned(files)
    let before = DashboardBuilder.build(plan: merged, inventory: inventory, histories: [:], today: 0)
    #expect(before.progress.points == 15 && before.progress.pointsLeft == 8)

    let replanned = Planner().plan(inventory, previous: merged)
    let task = try #require(replanned.task(repository.id))
    #expect(task.status == .merged && task.files.map(\.path) == [repository.files[0].path] && task.points == 7)
    #expect(task.occurrenceCount == 0)
    #expect(replanned.tasks.map(\.points) == [1, 1, 7, 2, 4])
    let after = DashboardBuilder.build(plan: replanned, inventory: inventory, histories: [:], today: 0)
    #expect(after.progress == before.progress)
    for dashboard in [before, after] {
        #expect(DashboardText.render(dashboard).contains("\n  Points left  8 of 15\n"))
        let json = DashboardJSON.render(dashboard)
        #expect(json.contains("\"points\" : 15,\n") && json.contains("\"pointsLeft\" : 8,\n"))
    }
    // Written and read back, then re-planned again: nothing changes.
    let again = try readBack(replanned)
    #expect(again.task(repository.id)?.points == 7)
    #expect(Planner().plan(inventory, previous: again) == replanned)
}

/// A merged task whose file keeps some of its Rx (a method left for later) keeps its points too: its file still
/// holds three occurrences, which would count 3 points.
@Test func aMergedTaskKeepsItsPointsWhenSomeOfItsRxIsLeft() throws {
    let first = Planner().plan(try Fixture.scanned(feedApp), previous: nil)
    let repository = try #require(first.tasks(holding: "Sources/App/Feed/FeedRepository.swift").first)
    let merged = try readBack(first, editing: repository.id) {
        $0.replacingOccurrences(of: "status: todo\n", with: "status: merged\n")
    }
    var files = feedApp
    files[feedRepository] = partlyMigratedRepository
    let replanned = Planner().plan(try Fixture.scanned(files), previous: merged)
    let task = try #require(replanned.task(repository.id))
    #expect(task.status == .merged && task.occurrenceCount == 3 && task.points == 7)
    #expect(replanned.tasks.reduce(0) { $0 + $1.points } == 15)
}

/// A task the re-plan finds with nothing left becomes `done` with the points it had when planned.
@Test func aTaskLeftWithNothingIsDoneWithThePointsItWasPlannedWith() throws {
    let first = Planner().plan(try Fixture.scanned(feedApp), previous: nil)
    let repository = try #require(first.tasks(holding: "Sources/App/Feed/FeedRepository.swift").first)
    var files = feedApp
    files[feedRepository] = migratedRepository
    let inventory = try Fixture.scanned(files)
    let done = Planner().plan(inventory, previous: try readBack(first))
    let task = try #require(done.task(repository.id))
    #expect(task.status == .done && task.files.map(\.path) == [repository.files[0].path] && task.points == 7)
    #expect(task.occurrenceCount == 0)
    #expect(done.tasks.map(\.points) == [1, 1, 7, 2, 4])
    let dashboard = DashboardBuilder.build(plan: done, inventory: inventory, histories: [:], today: 0)
    #expect(dashboard.progress.points == 15 && dashboard.progress.pointsLeft == 8)
    #expect(Planner().plan(inventory, previous: try readBack(done)) == done)
}

/// A task marked done whose files still hold Rx is open again (`todo`) on a re-plan, and counted anew from them.
@Test func aDoneTaskWhoseRxCameBackIsCountedAnew() throws {
    let first = Planner().plan(try Fixture.scanned(feedApp), previous: nil)
    let repository = try #require(first.tasks(holding: "Sources/App/Feed/FeedRepository.swift").first)
    let done = try readBack(first, editing: repository.id) {
        $0.replacingOccurrences(of: "status: todo\n", with: "status: done\n")
    }
    var files = feedApp
    files[feedRepository] = partlyMigratedRepository
    let reopened = try #require(Planner().plan(try Fixture.scanned(files), previous: done).task(repository.id))
    #expect(reopened.status == .todo && reopened.occurrenceCount == 3 && reopened.points == 3)
}

/// `plan` written to a workspace and read back, as the next `plan` and `status` read it; `edit` changes the text of
/// task `id`'s file first.
private func readBack(_ plan: Plan, editing id: String? = nil, _ edit: (String) -> String = { $0 }) throws -> Plan {
    let fileSystem = InMemoryFileSystem()
    for document in WorkspaceRenderer.documents(context: WorkspaceContext(plan: plan)) {
        let isEdited = id.map { document.path.hasPrefix("tasks/\($0)-") } ?? false
        try fileSystem.write(isEdited ? edit(document.text) : document.text, to: "/ws/" + document.path)
    }
    return try #require(try WorkspaceReader(fileSystem: fileSystem).read("/ws").plan)
}

/// A task the re-plan finds with nothing left keeps the tasks it waited for, as its record: `status` can still tell
/// it finished before them. Its migrated code calls their APIs no more through Rx, so the plan alone would drop them.
@Test func aTaskLeftWithNothingKeepsTheTasksItWaitedFor() throws {
    var files = feedApp
    let viewModel = "/repo/Sources/App/Feed/FeedViewModel.swift"
    files[viewModel] = """
        import RxSwift

        final class FeedViewModel {
            let repository = FeedRepository()
            func reload() -> Observable<[String]> { repository.load().map { $0 } }
        }
        """
    let first = Planner().plan(try Fixture.scanned(files), previous: nil)
    let repository = try #require(first.tasks(holding: "Sources/App/Feed/FeedRepository.swift").first)
    let feed = try #require(first.tasks(holding: "Sources/App/Feed/FeedViewModel.swift").first)
    try #require(
        feed.id != repository.id && feed.dependsOn.contains(repository.id),
        "\(first.tasks.map { "\($0.id) \($0.files.map(\.path)) \($0.dependsOn)" })")
    files[viewModel] = """
        final class FeedViewModel {
            let repository = FeedRepository()
            func reload() async -> [String] { ["a"] }
        }
        """
    files["/repo/Sources/App/Login/LoginViewModel.swift"] = "final class LoginViewModel { var name = \"\" }\n"
    let inventory = try Fixture.scanned(files)
    let replanned = Planner().plan(inventory, previous: try readBack(first))
    let done = try #require(replanned.task(feed.id))
    #expect(done.status == .done)
    #expect(done.dependsOn == feed.dependsOn)
    #expect(Planner().plan(inventory, previous: try readBack(replanned)) == replanned)
}

/// A provider (a base screen whose `Binder`s its subclasses' screens bind to) finished by moving its Rx members into
/// a `+Rx.swift` shim file is no provider any more, but it keeps what it waited for and gains no wait on the screens
/// that called it: a finished task waits for nothing new, or the re-plan would turn the order around. The members it
/// moved are still its shims, which its callers still wait for.
@Test func aFinishedProviderWaitsForNoScreenThatCalledIt() throws {
    var files: [String: String] = [
        "/repo/Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "App", targets: [.target(name: "App", path: "App")])
        """,
        "/repo/App/Base/CoordinatorVC.swift": """
        import UIKit
        import RxSwift
        import RxCocoa
        class CoordinatorVC: UIViewController {
            var transition: Binder<String> { Binder(self) { vc, route in vc.go(route) } }
            var close: Binder<Void> { Binder(self) { vc, _ in vc.dismiss(animated: true) } }
            func go(_ route: String) {}
        }
        """,
    ]
    for name in ["Login", "Signup", "Profile", "Search"] {
        files["/repo/App/\(name)/\(name)ViewController.swift"] = """
            import RxSwift
            import RxCocoa
            final class \(name)ViewController: CoordinatorVC {
                let viewModel = \(name)ViewModel()
                let bag = DisposeBag()
                override func viewDidLoad() {
                    viewModel.done.bind(to: close).disposed(by: bag)
                    viewModel.route.bind(to: transition).disposed(by: bag)
                    viewModel.items.map { $0.count }.filter { $0 > 0 }.map(String.init).bind(to: transition).disposed(by: bag)
                }
            }
            """
        files["/repo/App/\(name)/\(name)ViewModel.swift"] = """
            import RxSwift
            import RxRelay
            final class \(name)ViewModel {
                let done = PublishSubject<Void>()
                let route = PublishSubject<String>()
                let items = BehaviorRelay<[Int]>(value: [])
                func load() -> Observable<[Int]> { items.asObservable().map { $0 }.filter { !$0.isEmpty } }
            }
            """
    }
    let planner = Planner(settings: PlanSettings(maxPoints: 40))
    let first = planner.plan(try Fixture.scanned(files), previous: nil)
    let provider = try #require(first.tasks(holding: "App/Base/CoordinatorVC.swift").first)
    let callers = first.tasks.filter { $0.dependsOn.contains(provider.id) }
    try #require(
        !callers.isEmpty && !provider.dependsOn.contains { id in callers.contains { $0.id == id } },
        "\(first.tasks.map { "\($0.id) \($0.files.map(\.path)) \($0.dependsOn)" })")
    files["/repo/App/Base/CoordinatorVC.swift"] = """
        import UIKit
        class CoordinatorVC: UIViewController {
            func performTransition(_ route: String) { go(route) }
            func performClose() { dismiss(animated: true) }
            func go(_ route: String) {}
        }
        """
    files["/repo/App/Base/CoordinatorVC+Rx.swift"] = """
        import RxSwift
        import RxCocoa
        extension CoordinatorVC {
            var transition: Binder<String> { Binder(self) { vc, route in vc.performTransition(route) } }
            var close: Binder<Void> { Binder(self) { vc, _ in vc.performClose() } }
        }
        """
    let replanned = planner.plan(try Fixture.scanned(files), previous: try readBack(first))
    let done = try #require(replanned.task(provider.id))
    #expect(done.status == .done)
    #expect(done.dependsOn == provider.dependsOn)
    // The callers still call its members, now shims in `CoordinatorVC+Rx.swift`: they still wait for it, and its
    // shims still list them, so their Boundaries say to call the core.
    #expect(done.shims.map(\.api).sorted() == ["CoordinatorVC.close", "CoordinatorVC.transition"])
    #expect(done.shims.allSatisfy { $0.declaration.path == "App/Base/CoordinatorVC+Rx.swift" })
    for caller in callers { #expect(replanned.task(caller.id)?.dependsOn.contains(provider.id) == true) }
    // Their Boundaries say where the core is: in the class the task migrated, not a `+Async.swift` it never wrote.
    let texts = WorkspaceRenderer.documents(context: WorkspaceContext(plan: replanned))
    let callerText = try #require(texts.first { $0.path.hasPrefix("tasks/\(callers[0].id)-") }?.text)
    // The subclasses use the base class's members as their own: its core is in the class they inherit.
    #expect(callerText.contains("This task's subclasses use Rx properties of their base classes in other tasks"))
    #expect(callerText.contains("- `CoordinatorVC.transition` (`Binder`) of \(provider.id) (before this task)"))
    #expect(!callerText.contains("CoordinatorVC+Async.swift"))
    #expect(planner.plan(try Fixture.scanned(files), previous: try readBack(replanned)) == replanned)
}

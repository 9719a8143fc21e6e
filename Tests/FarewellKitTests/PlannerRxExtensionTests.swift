import Testing

@testable import FarewellKit

/// A screen whose controller drives a `Binder` that an `extension Reactive` of another task declares.
private let refreshScreen = [
    "/repo/Ext/UIScrollView+Rx.swift": """
    import RxSwift; import RxCocoa; import UIKit
    extension Reactive where Base: UIScrollView {
        var refreshAction: Binder<Int> { Binder(base) { _, _ in } }
    }
    """,
    "/repo/Screen/VM.swift": """
    import RxSwift
    final class VM { let refresh = BehaviorSubject<Int>(value: 0) }
    """,
    "/repo/Screen/Controller.swift": """
    import RxSwift; import RxCocoa; import UIKit
    final class C: UIViewController {
        let vm = VM(); let bag = DisposeBag(); let tv = UITableView()
        func bind() { vm.refresh.bind(to: tv.rx.refreshAction).disposed(by: bag) }
    }
    """,
]

/// The index of each wave in plan order.
private func waveIndex(_ plan: Plan) -> [String: Int] {
    Dictionary(uniqueKeysWithValues: plan.waves.enumerated().map { ($1.id, $0) })
}

/// Each `task -> dependency` edge where the dependency sits in a later wave than the task.
private func lateDependencies(_ plan: Plan) -> [String] {
    let waves = waveIndex(plan)
    let byID = Dictionary(uniqueKeysWithValues: plan.tasks.map { ($0.id, $0) })
    return plan.tasks.flatMap { task in
        task.dependsOn.filter { (waves[byID[$0]?.wave ?? ""] ?? 0) > (waves[task.wave] ?? 0) }.map {
            "\(task.id) -> \($0)"
        }
    }
}

@Test func anRxExtensionAPIIsMigratedBeforeTheScreenThatDrivesIt() throws {
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(refreshScreen)).scan(root: "/repo")
    let plan = Planner().plan(inventory, previous: nil)
    let screen = try #require(plan.tasks(holding: "Screen/Controller.swift").first)
    let extensionTask = try #require(plan.tasks(holding: "Ext/UIScrollView+Rx.swift").first)
    #expect(screen.files.map(\.path) == ["Screen/Controller.swift", "Screen/VM.swift"])
    #expect(plan.waves.map(\.title) == ["Foundation", "Presentation", "Cleanup"])
    #expect([screen.wave, extensionTask.wave] == ["W1", "W1"])
    #expect(screen.dependsOn == ["T-001", "T-002", extensionTask.id])
    #expect(!extensionTask.dependsOn.contains(screen.id))
    let shim = try #require(extensionTask.shims.first)
    #expect(shim.api == "Reactive.refreshAction")
    #expect(shim.isRxExtension)
    #expect(shim.callerTasks == [screen.id])

    let context = WorkspaceContext(plan: plan)
    let declaring = TaskMarkdown.body(extensionTask, context: context)
    #expect(!declaring.contains("before this task and awaits this API"))
    #expect(
        declaring.contains(
            "  - An Rx extension API: its callers reach it through Rx alone. Make its plain core here (a method or "
                + "property of the base type, a delegate closure, an `AsyncStream`) in `Ext/UIScrollView.swift`, and keep "
                + "this member as a thin shim over it in `Ext/UIScrollView+Rx+Rx.swift` (the cleanup wave deletes it; "
                + "`Ext/UIScrollView+Rx.swift` keeps no Rx); \(screen.id) comes after this task and calls the core.\n"))
    let caller = TaskMarkdown.body(screen, context: context)
    #expect(
        caller.contains(
            "- `Reactive.refreshAction` (`Binder`) of \(extensionTask.id) (before this task), declared at "
                + "`Ext/UIScrollView+Rx.swift:3`, called at `Screen/Controller.swift:4`: its core will be in "
                + "`Ext/UIScrollView.swift`.\n"))
    #expect(lateDependencies(plan) == [])
}

/// A base class of the UI layer whose Rx member a presentation-layer subclass overrides: the base class's task moves
/// to the subclass's wave, which then waits for it, rather than the subclass waiting for a later wave.
@Test func aTaskNeverSitsInAnEarlierWaveThanATaskItDependsOn() throws {
    let base = Fixture.file(
        "App/UI/BaseTableViewController.swift", "App", .ui,
        apis: [Fixture.api("items", in: "BaseTableViewController", line: 2, callers: [])])
    var override = Fixture.api("items", in: "FeedListController", line: 4, callers: [])
    override.overrides = [SourceLocation(path: "App/UI/BaseTableViewController.swift", line: 2, column: 10)]
    let list = Fixture.file("App/Presentation/FeedListController.swift", "App", .presentation, apis: [override])
    let store = Fixture.file("App/Data/FeedStore.swift", "App", .data)
    let plan = Planner().plan(Fixture.inventory([base, list, store]), previous: nil)
    let baseTask = try #require(plan.tasks(holding: "App/UI/BaseTableViewController.swift").first)
    let listTask = try #require(plan.tasks(holding: "App/Presentation/FeedListController.swift").first)
    #expect(plan.waves.map(\.title) == ["Foundation", "Data", "Presentation", "Cleanup"])
    #expect([baseTask.wave, listTask.wave] == ["W2", "W2"])
    #expect(listTask.dependsOn.contains(baseTask.id))
    #expect(!baseTask.dependsOn.contains(listTask.id))
    #expect(lateDependencies(plan) == [])
    #expect(lateDependencies(Planner().plan(Fixture.midSize(), previous: nil)) == [])
    // The same plan on every run.
    #expect(Planner().plan(Fixture.inventory([base, list, store]), previous: nil) == plan)
}

/// An Rx extension declared in a file already named `Name+Rx.swift`, which its task lists: the shim cannot stay
/// there, in scope, so the Boundary names the file that keeps that file's old Rx path, which the cleanup task owns.
@Test func anRxExtensionInAPlusRxFileKeepsItsShimOutOfScope() throws {
    let files = [
        "/repo/Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "App",
            dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")],
            targets: [.target(name: "Net", dependencies: ["RxSwift"]), .target(name: "UseCases", dependencies: ["Net", "RxSwift"])]
        )
        """,
        "/repo/Sources/Net/Reachability+Rx.swift": """
        import RxSwift
        public struct Reachability: ReactiveCompatible {}
        public extension Reactive where Base == Reachability {
            static var status: Observable<Bool> { .just(true) }
        }
        """,
        "/repo/Sources/UseCases/ImageUseCase.swift": """
        import RxSwift
        struct ImageUseCase {
            func online() -> Observable<Bool> { Reachability.rx.status.filter { $0 } }
        }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = Planner().plan(inventory, previous: nil)
    let declaring = try #require(plan.tasks(holding: "Sources/Net/Reachability+Rx.swift").first)
    let caller = try #require(plan.tasks(holding: "Sources/UseCases/ImageUseCase.swift").first)
    #expect(declaring.shims.map(\.api) == ["Reactive.status"])
    let text = TaskMarkdown.body(declaring, context: WorkspaceContext(plan: plan))
    #expect(
        text.contains(
            "  - An Rx extension API: its callers reach it through Rx alone. Make its plain core here (a method or "
                + "property of the base type, a delegate closure, an `AsyncStream`) in `Sources/Net/Reachability.swift`, "
                + "and keep this member as a thin shim over it in `Sources/Net/Reachability+Rx+Rx.swift` (the cleanup "
                + "wave deletes it; `Sources/Net/Reachability+Rx.swift` keeps no Rx); \(caller.id) comes after this "
                + "task and calls the core.\n"))
    #expect(!text.contains("over it in `Sources/Net/Reachability+Rx.swift`"))
}

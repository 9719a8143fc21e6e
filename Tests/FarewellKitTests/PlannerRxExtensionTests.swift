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
                + "property of the base type, a delegate closure, an `AsyncStream`) in `Ext/UIScrollView+Async.swift`, "
                + "and keep this member as a thin shim over it where it is, in `Ext/UIScrollView+Rx.swift` (that "
                + "file keeps the old Rx path, and the cleanup wave deletes it); \(screen.id) comes after this task "
                + "and calls the core.\n"))
    let caller = TaskMarkdown.body(screen, context: context)
    #expect(
        caller.contains(
            "- `Reactive.refreshAction` (`Binder`) of \(extensionTask.id) (before this task), declared at "
                + "`Ext/UIScrollView+Rx.swift:3`, called at `Screen/Controller.swift:4`: its core will be in "
                + "`Ext/UIScrollView+Async.swift`.\n"))
    #expect(lateDependencies(plan) == [])
}

/// `extension RxSwift.Reactive` is `extension Reactive`, the module's name before the type: its members are Rx
/// extension APIs, named without the module, whose task comes before the screen driving them.
@Test func anRxExtensionOfTheModuleQualifiedReactiveIsOne() throws {
    var files = refreshScreen
    files["/repo/Ext/UIScrollView+Rx.swift"] = """
        import RxSwift; import RxCocoa; import UIKit
        extension RxSwift.Reactive where Base: UIScrollView {
            var refreshAction: Binder<Int> { Binder(base) { _, _ in } }
        }
        """
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let file = try #require(inventory.files.first { $0.path == "Ext/UIScrollView+Rx.swift" })
    #expect(file.apis.map { "\($0.container ?? "").\($0.name)" } == ["Reactive.refreshAction"])
    let plan = Planner().plan(inventory, previous: nil)
    let screen = try #require(plan.tasks(holding: "Screen/Controller.swift").first)
    let extensionTask = try #require(plan.tasks(holding: "Ext/UIScrollView+Rx.swift").first)
    let shim = try #require(extensionTask.shims.first)
    #expect(shim.isRxExtension)
    #expect(screen.dependsOn.contains(extensionTask.id))
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

/// An Rx extension declared in a file already named `Name+Rx.swift`, which its task lists, beside the type it extends:
/// that file keeps the shim and the old Rx path, and the core goes to `Name+Async.swift`.
@Test func anRxExtensionInAPlusRxFileKeepsItsShimThere() throws {
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
                + "property of the base type, a delegate closure, an `AsyncStream`) in "
                + "`Sources/Net/Reachability+Async.swift`, and keep this member as a thin shim over it where it is, in "
                + "`Sources/Net/Reachability+Rx.swift` (that file keeps the old Rx path, and the cleanup wave deletes "
                + "it); \(caller.id) comes after this task and calls the core.\n"))
    #expect(!text.contains("+Rx+Rx"))
}

/// A `UIButton+Rx.swift` whose `extension Reactive` another task calls is already the button's Rx extension file: it
/// keeps the member as the shim (the cleanup wave deletes the file), and the plain core goes to a new
/// `UIButton+Async.swift`, not to `UIButton.swift` (a type the app does not declare) nor `UIButton+Rx+Rx.swift`; the
/// caller's Boundary names the same core file.
@Test func anRxExtensionFileKeepsItsShimAndItsCoreGoesToAnAsyncFile() throws {
    let files = [
        "/repo/Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "App",
            dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")],
            targets: [
                .target(name: "Ext", dependencies: [.product(name: "RxCocoa", package: "RxSwift")]),
                .target(name: "Home", dependencies: ["Ext", .product(name: "RxCocoa", package: "RxSwift")]),
            ]
        )
        """,
        "/repo/Sources/Ext/UIButton+Rx.swift": """
        import RxSwift
        import RxCocoa
        import UIKit

        extension Reactive where Base: UIButton {
            public var longPress: ControlEvent<Void> { ControlEvent(events: Observable<Void>.never()) }
        }
        """,
        "/repo/Sources/Home/HomeViewController.swift": """
        import Ext
        import RxSwift
        import UIKit

        final class HomeViewController: UIViewController {
            let bag = DisposeBag()
            let button = UIButton()
            func bind() { button.rx.longPress.subscribe(onNext: { print("long") }).disposed(by: bag) }
        }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = Planner().plan(inventory, previous: nil)
    let declaring = try #require(plan.tasks(holding: "Sources/Ext/UIButton+Rx.swift").first)
    let caller = try #require(plan.tasks(holding: "Sources/Home/HomeViewController.swift").first)
    #expect(declaring.id != caller.id)
    #expect(declaring.shims.map(\.api) == ["Reactive.longPress"])
    let context = WorkspaceContext(plan: plan)
    let text = TaskMarkdown.body(declaring, context: context)
    #expect(
        text.contains(
            "  - An Rx extension API: its callers reach it through Rx alone. Make its plain core here (a method or "
                + "property of the base type, a delegate closure, an `AsyncStream`) in "
                + "`Sources/Ext/UIButton+Async.swift`, and keep this member as a thin shim over it where it is, in "
                + "`Sources/Ext/UIButton+Rx.swift` (that file keeps the old Rx path, and the cleanup wave deletes it); "
                + "\(caller.id) comes after this task and calls the core.\n"))
    #expect(
        text.contains(
            "Keep the old path unchanged, in a `+Rx.swift` file next to the original, so the files in scope hold no Rx "
                + "(`Sources/Ext/UIButton+Rx.swift`, in scope, is such a file already: it keeps only its old "
                + "path, the new code goes to `Sources/Ext/UIButton+Async.swift`, and once that file is there `verify` "
                + "leaves it to the cleanup task).\n"))
    #expect(!text.contains("+Rx+Rx"))
    #expect(
        TaskMarkdown.body(caller, context: context).contains(
            "- `Reactive.longPress` (`ControlEvent`) of \(declaring.id) (before this task), declared at "
                + "`Sources/Ext/UIButton+Rx.swift:6`, called at `Sources/Home/HomeViewController.swift:8`: its core "
                + "will be in `Sources/Ext/UIButton+Async.swift`.\n"))
}

/// Each migration task as `id wave layer paths <- dependencies`.
private func migrationLines(_ plan: Plan) -> [String] {
    plan.tasks.filter { $0.kind == .migration }.map {
        "\($0.id) \($0.wave) \($0.layer) \($0.files.map(\.path).joined(separator: " ")) <- \($0.dependsOn)"
    }
}

/// The screen `name` of folder `App/<name>`: a view model with a relay and a controller driving a button with it,
/// through `binding` (`button.rx.isEnabled`, `button.ext.isEnabled`).
private func screen(_ name: String, binding: String) -> [String: String] {
    [
        "/repo/App/\(name)/\(name)ViewModel.swift": """
        import RxSwift
        import RxCocoa
        final class \(name)ViewModel { let isValid = BehaviorRelay<Bool>(value: false) }
        """,
        "/repo/App/\(name)/\(name)ViewController.swift": """
        import UIKit
        import RxSwift
        import RxCocoa
        final class \(name)ViewController: UIViewController {
            let viewModel = \(name)ViewModel()
            let bag = DisposeBag()
            var button: UIButton!
            func bind() { viewModel.isValid.asDriver().drive(\(binding)).disposed(by: bag) }
        }
        """,
    ]
}

/// A ui task that only declares Rx API its module's screens call (`extension Ext where T == UIButton`'s `Binder`,
/// reached as `button.ext.isEnabled`) moves to their wave and binds no view model: it waits for no screen, not even
/// those that never call it, and the screen calling it waits for it alone among the screens.
@Test func anRxExtensionTaskWaitsForNoScreenOfItsWave() throws {
    var files = [
        "/repo/App/Ext/Ext.swift": """
        import UIKit
        public struct Ext<T> { public private(set) var type: T; public init(_ t: T) { type = t } }
        public protocol Extended { associatedtype T; var ext: Ext<T> { get set } }
        extension Extended { public var ext: Ext<Self> { get { Ext(self) } set {} } }
        extension UIButton: Extended {}
        """,
        "/repo/App/Ext/UIButton+Ext.swift": """
        import UIKit
        import RxSwift
        import RxCocoa
        extension Ext where T == UIButton {
            var isEnabled: Binder<Bool> { Binder(type) { $0.isEnabled = $1 } }
        }
        """,
    ]
    files.merge(screen("Login", binding: "button.ext.isEnabled")) { first, _ in first }
    files.merge(screen("Signup", binding: "button.rx.isEnabled")) { first, _ in first }
    files.merge(screen("Profile", binding: "button.rx.isEnabled")) { first, _ in first }
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    // Two files a task: each screen is a task of its own.
    let plan = Planner(settings: PlanSettings(maxFiles: 2)).plan(inventory, previous: nil)
    #expect(
        migrationLines(plan) == [
            #"T-003 W1 presentation App/Login/LoginViewController.swift App/Login/LoginViewModel.swift <- ["T-001", "T-002", "T-006"]"#,
            #"T-004 W1 presentation App/Profile/ProfileViewController.swift App/Profile/ProfileViewModel.swift <- ["T-001", "T-002"]"#,
            #"T-005 W1 presentation App/Signup/SignupViewController.swift App/Signup/SignupViewModel.swift <- ["T-001", "T-002"]"#,
            #"T-006 W1 ui App/Ext/UIButton+Ext.swift <- ["T-001", "T-002"]"#,
        ])
    #expect(lateDependencies(plan) == [])
}

/// A ui task that a screen calls and that binds a view model of another task (`Toast`, whose `tap` a screen drives,
/// reading `NoticeModel.text`) is a view like the screens: it still waits for its module's presentation tasks of its
/// wave, but for its callers.
@Test func aCalledTaskBindingAViewModelStillWaitsForItsModulesPresentationTasks() throws {
    let at = { (path: String, line: Int) in SourceLocation(path: path, line: line, column: 9) }
    let (login, profile, toast) = (
        "App/Login/LoginViewController.swift", "App/Profile/ProfileViewController.swift", "App/UI/Toast.swift"
    )
    // `var tap: ControlEvent<Void>`, a helper the screen's wave needs first.
    var tap = Fixture.api("tap", in: "Toast", line: 1, callers: [at(login, 2)])
    (tap.kind, tap.rxTypes) = (.variable, ["ControlEvent"])
    let files = [
        Fixture.file(toast, "App", .ui, apis: [tap]),
        Fixture.file(
            "App/Presentation/NoticeModel.swift", "App", .presentation,
            apis: [Fixture.api("text", in: "NoticeModel", line: 1, callers: [at(toast, 2), at(profile, 3)])]),
        Fixture.file(login, "App", .ui), Fixture.file("App/Login/LoginViewModel.swift", "App", .presentation),
        Fixture.file(profile, "App", .ui), Fixture.file("App/Profile/ProfileViewModel.swift", "App", .presentation),
    ]
    let plan = Planner(settings: PlanSettings(maxFiles: 2)).plan(Fixture.inventory(files), previous: nil)
    #expect(
        migrationLines(plan) == [
            #"T-003 W1 presentation App/Login/LoginViewController.swift App/Login/LoginViewModel.swift <- ["T-001", "T-002", "T-006"]"#,
            #"T-004 W1 presentation App/Presentation/NoticeModel.swift <- ["T-001", "T-002"]"#,
            #"T-005 W1 presentation App/Profile/ProfileViewController.swift App/Profile/ProfileViewModel.swift <- ["T-001", "T-002", "T-004"]"#,
            #"T-006 W1 ui App/UI/Toast.swift <- ["T-001", "T-002", "T-004", "T-005"]"#,
        ])
    #expect(lateDependencies(plan) == [])
}

/// An Rx extension API exposes a `Binder` or a control event to its callers: an initializer taking a `Binder`
/// (`init(isLoading: Binder<Bool>)`) exposes none, nor does a view model's nested `Input` or `Output` holding what its
/// view gives it, nor does an operator function binding one; a view's own control event, or a member of `extension
/// Reactive`, does.
@Test func anInitializerOrAViewModelsInputExposesNoRxExtension() {
    #expect(!Catalog.isRxExtension(container: "CellViewModel", rxTypes: ["Binder"], isInitializer: true))
    #expect(!Catalog.isRxExtension(container: "TodoItemModel.Input", rxTypes: ["ControlEvent"]))
    #expect(!Catalog.isRxExtension(container: "LoginViewModel.Output", rxTypes: ["Binder"]))
    #expect(Catalog.isRxExtension(container: "SearchBar", rxTypes: ["ControlEvent"]))
    #expect(Catalog.isRxExtension(container: "Reactive", rxTypes: ["Observable"], isInitializer: true))
    #expect(Catalog.isRxExtension(container: nil, rxTypes: ["Binder"]))
    // A binding operator of the app's (`textField.rx.text <-> relay`) takes a control property, exposes none.
    #expect(!Catalog.isRxExtension(container: nil, rxTypes: ["BehaviorRelay", "ControlProperty"], name: "<->"))
    #expect(Catalog.isRxExtension(container: nil, rxTypes: ["BehaviorRelay", "ControlProperty"], name: "bindText"))
    #expect(
        !Shim(
            api: "<->", declaration: SourceLocation(path: "App/Operators.swift", line: 4, column: 6),
            rxTypes: ["ControlProperty"], callers: [], callerTasks: []
        ).isRxExtension)
    // A base class's `Binder` its subclasses alone use as their own gets its core in the class, no extension's shim.
    let use = SourceLocation(path: "App/PostListViewController.swift", line: 95, column: 20)
    let transition = Shim(
        api: "CoordinatorVC.transition",
        declaration: SourceLocation(path: "App/CoordinatorVC.swift", line: 17, column: 9),
        rxTypes: ["Binder"], callers: [use], callerTasks: ["T-009"], subclassUses: [use])
    #expect(!transition.isRxExtension)
    #expect(
        Shim(
            api: "CoordinatorVC.transition",
            declaration: SourceLocation(path: "App/CoordinatorVC.swift", line: 17, column: 9), rxTypes: ["Binder"],
            callers: [use], callerTasks: ["T-009"]
        ).isRxExtension)
}

/// A cell's stream (`var likeTaps: Observable<Void>`) that two screens of the presentation wave subscribe to, in a
/// task calling no other task's API: the cell's task moves to the screen's wave and goes first, so the screen calls its
/// core instead of bridging it and the cell's task editing the merged screen afterwards.
@Test func aLeafViewsAPIIsMigratedBeforeTheScreenCallingIt() throws {
    let files = [
        "/repo/App/Cells/PhotoCell.swift": """
        import RxSwift; import RxCocoa; import UIKit
        final class PhotoCell: UICollectionViewCell {
            let likeButton = UIButton()
            var likeTaps: Observable<Void> { likeButton.rx.tap.asObservable() }
        }
        """,
        "/repo/App/Search/SearchViewModel.swift": """
        import RxSwift
        final class SearchViewModel { let like = PublishSubject<Void>() }
        """,
        "/repo/App/Search/SearchViewController.swift": """
        import RxSwift; import UIKit
        final class SearchViewController: UIViewController {
            let viewModel = SearchViewModel(); let bag = DisposeBag(); let cell = PhotoCell()
            func bind() { cell.likeTaps.bind(to: viewModel.like).disposed(by: bag) }
        }
        """,
        "/repo/App/Home/HomeViewModel.swift": """
        import RxSwift
        final class HomeViewModel { let like = PublishSubject<Void>() }
        """,
        "/repo/App/Home/HomeViewController.swift": """
        import RxSwift; import UIKit
        final class HomeViewController: UIViewController {
            let viewModel = HomeViewModel(); let bag = DisposeBag(); let cell = PhotoCell()
            func bind() { cell.likeTaps.bind(to: viewModel.like).disposed(by: bag) }
        }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    // A budget the screen fills: the cell does not fit beside it.
    var settings = PlanSettings()
    settings.maxPoints = 8
    let plan = Planner(settings: settings).plan(inventory, previous: nil)
    let screen = try #require(plan.tasks(holding: "App/Search/SearchViewController.swift").first)
    let cell = try #require(plan.tasks(holding: "App/Cells/PhotoCell.swift").first)
    #expect(screen.layer == .presentation)
    #expect(cell.files.map(\.path) == ["App/Cells/PhotoCell.swift"])
    #expect(cell.layer == .ui)
    #expect(cell.wave == screen.wave)
    #expect(screen.dependsOn.contains(cell.id))
    #expect(lateDependencies(plan).isEmpty)
    let body = TaskMarkdown.body(screen, context: WorkspaceContext(plan: plan))
    #expect(!body.contains("keep each call working through a bridge"))
}

import Testing

@testable import FarewellKit

/// A base table screen whose `isEmptyRelay` three screens use as their own member: bare, through `self.`, and
/// through a weak `self?.`; each screen binds its view model. The base class is of the UI layer, the screens'
/// tasks of the presentation layer (with their view models).
private let screens = [
    "/repo/App/UI/BaseTableViewController.swift": """
    import RxSwift
    import RxRelay
    import UIKit
    class BaseTableViewController: UIViewController {
        let isEmptyRelay = BehaviorRelay<Bool>(value: true)
        let disposeBag = DisposeBag()
    }
    """,
    "/repo/App/Feed/FeedViewModel.swift": """
    import RxSwift
    final class FeedViewModel { let items = BehaviorSubject<[String]>(value: []) }
    """,
    "/repo/App/Feed/FeedViewController.swift": """
    import RxSwift
    import UIKit
    final class FeedViewController: BaseTableViewController {
        func bind(vm: FeedViewModel) {
            vm.items.map(\\.isEmpty).bind(to: isEmptyRelay).disposed(by: disposeBag)
        }
    }
    """,
    "/repo/App/Search/SearchViewModel.swift": """
    import RxSwift
    final class SearchViewModel { let results = BehaviorSubject<[String]>(value: []) }
    """,
    "/repo/App/Search/SearchViewController.swift": """
    import RxSwift
    import UIKit
    final class SearchViewController: BaseTableViewController {
        func bind(vm: SearchViewModel) {
            vm.results.map(\\.isEmpty).bind(to: self.isEmptyRelay).disposed(by: disposeBag)
        }
    }
    """,
    "/repo/App/Chat/ChatViewModel.swift": """
    import RxSwift
    final class ChatViewModel { let messages = BehaviorSubject<[String]>(value: []) }
    """,
    "/repo/App/Chat/ChatViewController.swift": """
    import RxSwift
    import UIKit
    final class ChatViewController: BaseTableViewController {
        func bind(vm: ChatViewModel) {
            vm.messages.subscribe(onNext: { [weak self] in self?.isEmptyRelay.accept($0.isEmpty) })
                .disposed(by: disposeBag)
        }
    }
    """,
]

/// A use through a value of the base class (`table.isEmptyRelay`) and a bare one in an extension of the base class
/// itself call the property without inheriting it.
private let otherCallers = [
    "/repo/App/Settings/SettingsPresenter.swift": """
    import RxSwift
    final class SettingsPresenter {
        let table: BaseTableViewController
        init(table: BaseTableViewController) { self.table = table }
        func clear() { table.isEmptyRelay.accept(true) }
    }
    """,
    "/repo/App/UI/BaseTableViewController+Empty.swift": """
    import RxSwift
    extension BaseTableViewController {
        func showEmpty() { isEmptyRelay.accept(true) }
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

/// `path:line:column`.
private func place(_ location: FarewellKit.SourceLocation) -> String {
    "\(location.path):\(location.line):\(location.column)"
}

/// The scan tells a subclass's use of its base class's Rx property as its own member (bare, `self.`, `self?.`) from
/// a call on a value of the base class or in an extension of the base class itself; a subscription holder's uses are
/// callers only, which keep it as it is.
@Test func aBaseClassRxPropertyListsTheSubclassesUsingItAsTheirOwn() throws {
    let files = screens.merging(otherCallers) { first, _ in first }
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let base = try #require(inventory.files.first { $0.path == "App/UI/BaseTableViewController.swift" })
    let relay = try #require(base.apis.first { $0.name == "isEmptyRelay" })
    #expect(
        relay.callers.map(place) == [
            "App/Chat/ChatViewController.swift:5:62", "App/Feed/FeedViewController.swift:5:42",
            "App/Search/SearchViewController.swift:5:49", "App/Settings/SettingsPresenter.swift:5:26",
            "App/UI/BaseTableViewController+Empty.swift:3:24",
        ])
    #expect(
        relay.subclassUses.map(place) == [
            "App/Chat/ChatViewController.swift:5:62", "App/Feed/FeedViewController.swift:5:42",
            "App/Search/SearchViewController.swift:5:49",
        ])
    let bag = try #require(base.apis.first { $0.name == "disposeBag" })
    #expect(
        bag.callers.map(place) == [
            "App/Chat/ChatViewController.swift:6:27", "App/Feed/FeedViewController.swift:5:69",
            "App/Search/SearchViewController.swift:5:76",
        ])
    #expect(bag.subclassUses == [])
    // In the JSON only where there are any.
    let json = InventoryJSON.render(inventory)
    #expect(json.components(separatedBy: "\"subclassUses\"").count == 2)
}

/// The subclasses' task waits for the base class's task whose Rx property they use as their own, which moves from
/// the UI wave to theirs, as an overridden base class does; each side's Boundary names the property and the uses.
@Test func aSubclassTaskWaitsForTheBaseClassWhoseRxPropertyItUses() throws {
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(screens)).scan(root: "/repo")
    let plan = Planner().plan(inventory, previous: nil)
    #expect(plan.waves.map(\.title) == ["Foundation", "Presentation", "Cleanup"])
    #expect(plan.waves.map(\.tasks) == [["T-001", "T-002"], ["T-003", "T-004"], ["T-005"]])
    let screensTask = try #require(plan.tasks.first { $0.id == "T-003" })
    let baseTask = try #require(plan.tasks.first { $0.id == "T-004" })
    #expect(
        screensTask.files.map(\.path) == [
            "App/Chat/ChatViewController.swift", "App/Chat/ChatViewModel.swift", "App/Feed/FeedViewController.swift",
            "App/Feed/FeedViewModel.swift", "App/Search/SearchViewController.swift", "App/Search/SearchViewModel.swift",
        ])
    #expect(baseTask.files.map(\.path) == ["App/UI/BaseTableViewController.swift"])
    #expect([screensTask.wave, baseTask.wave] == ["W1", "W1"])
    #expect([screensTask.layer, baseTask.layer] == [.presentation, .ui])
    #expect(screensTask.dependsOn == ["T-001", "T-002", "T-004"])
    #expect(baseTask.dependsOn == ["T-001", "T-002"])
    #expect(lateDependencies(plan) == [])
    let relay = try #require(baseTask.shims.first { $0.api == "BaseTableViewController.isEmptyRelay" })
    #expect(relay.callerTasks == ["T-003"])
    #expect(relay.subclassUses.count == 3)

    let context = WorkspaceContext(plan: plan)
    let subclasses = TaskMarkdown.body(screensTask, context: context)
    let inherited = """
        ## Boundary

        This task's subclasses use Rx properties of their base classes in other tasks as their own members (bare or \
        through `self.`), so they change with those classes, as overrides do: the declaring task adds each one's \
        async core to the base class, which the subclasses inherit too, and keeps the Rx property for the \
        subclasses not moved yet. Use the core here, not the Rx property.

        - `BaseTableViewController.isEmptyRelay` (`BehaviorRelay`) of T-004 (before this task), declared at \
        `App/UI/BaseTableViewController.swift:5`, used at `App/Chat/ChatViewController.swift:5`, \
        `App/Feed/FeedViewController.swift:5`, `App/Search/SearchViewController.swift:5`.


        """
    #expect(subclasses.contains(inherited))
    // The subscription holder stays as it is for them: no inherited property to move to.
    #expect(!subclasses.contains("`BaseTableViewController.disposeBag` (`DisposeBag`) of T-004"))
    let declaring = """
          - `App/Search/SearchViewController.swift:5`
          - 3 of these callers are in subclasses, which use it as their own member (bare or through `self.`): give \
        the class the async core (in its body when stored: an extension holds no stored property), which the \
        subclasses inherit; their tasks move them to it.

        """
    #expect(TaskMarkdown.body(baseTask, context: context).contains(declaring))
    // The same plan on every run.
    let again = try RepositoryScanner(fileSystem: InMemoryFileSystem(screens)).scan(root: "/repo")
    #expect(Planner().plan(again, previous: nil) == plan)
}

/// A base class whose subclasses in other tasks use its Rx properties, and which binds a shared view model itself,
/// waits for that view model's task alone: not for every view model of its module, as a screen does (a screen binds
/// view models its calls may not all show; a base class's ties are its subclasses' uses and its own calls).
@Test func aBaseClassWaitsOnlyForTheViewModelsItUses() throws {
    var files = screens
    files["/repo/App/UI/BaseTableViewController.swift"] = """
        import RxSwift
        import RxRelay
        import UIKit
        class BaseTableViewController: UIViewController {
            let isEmptyRelay = BehaviorRelay<Bool>(value: true)
            let disposeBag = DisposeBag()
            func bindSession() { SessionViewModel.shared.loading.bind(to: isEmptyRelay).disposed(by: disposeBag) }
        }
        """
    files["/repo/App/Session/SessionViewModel.swift"] = """
        import RxSwift
        import RxRelay
        final class SessionViewModel {
            static let shared = SessionViewModel()
            let loading = BehaviorRelay<Bool>(value: false)
            let expired = PublishRelay<Void>()
            let bag = DisposeBag()
        }
        """
    files["/repo/App/Profile/ProfileViewModel.swift"] = """
        import RxSwift
        final class ProfileViewModel { let busy = SessionViewModel.shared.loading.asObservable() }
        """
    files["/repo/App/Settings/SettingsViewModel.swift"] = settingsViewModel
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = Planner(settings: PlanSettings(maxPoints: 5)).plan(inventory, previous: nil)
    let base = try #require(plan.tasks(holding: "App/UI/BaseTableViewController.swift").first)
    let model = try #require(plan.tasks(holding: "App/Session/SessionViewModel.swift").first)
    let settings = try #require(plan.tasks(holding: "App/Settings/SettingsViewModel.swift").first)
    #expect(base.id != model.id && model.id != settings.id)
    #expect(base.dependsOn.contains(model.id))
    #expect(!base.dependsOn.contains(settings.id))
    #expect(lateDependencies(plan) == [])
}

/// A view's Rx extension other tasks call (a presenter), which calls a service of an inner layer (not a view model),
/// binds no view model: it waits for that service's task alone, not for every view model of its wave and module as a
/// screen does.
@Test func aViewExtensionCallingOnlyAServiceWaitsForNoViewModel() throws {
    let files = [
        "/repo/App/Services/AlertService.swift": """
        import RxSwift
        final class AlertService { static func confirm() -> Observable<Bool> { .just(true) } }
        """,
        "/repo/App/UI/UIView+Rx.swift": """
        import RxSwift
        import UIKit
        extension Reactive where Base: UIView {
            var confirmed: Observable<Bool> { AlertService.confirm().filter { $0 } }
        }
        """,
        "/repo/App/Feed/FeedPresenter.swift": """
        import RxSwift
        import UIKit
        final class FeedPresenter {
            let view = UIView()
            let bag = DisposeBag()
            func start() { view.rx.confirmed.subscribe().disposed(by: bag) }
        }
        """,
        "/repo/App/Settings/SettingsViewModel.swift": settingsViewModel,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = Planner(settings: PlanSettings(maxPoints: 5)).plan(inventory, previous: nil)
    let helper = try #require(plan.tasks(holding: "App/UI/UIView+Rx.swift").first)
    let service = try #require(plan.tasks(holding: "App/Services/AlertService.swift").first)
    let settings = try #require(plan.tasks(holding: "App/Settings/SettingsViewModel.swift").first)
    let presenter = try #require(plan.tasks(holding: "App/Feed/FeedPresenter.swift").first)
    #expect(Set([helper.id, service.id, settings.id, presenter.id]).count == 4)
    // The presenter calling it brings it into the presentation wave, where it waits for the service alone.
    #expect(helper.wave == settings.wave && presenter.dependsOn.contains(helper.id))
    #expect(helper.dependsOn.contains(service.id))
    #expect(!helper.dependsOn.contains(settings.id))
}

/// A view model of its own screen, which no other file uses.
private let settingsViewModel = """
    import RxSwift
    final class SettingsViewModel {
        let options = BehaviorSubject<[String]>(value: [])
        let tap = PublishSubject<Void>()
        let bag = DisposeBag()
    }
    """

import Testing

@testable import FarewellKit

/// A member read through another member (`AppState.shared.tabController?.itemTapped`) has the type the repository
/// declares that member with, though the calling file never names it.

@Test func aMemberOfATypedPropertyOfASingletonOrATypeIsThatTypesMember() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/TabController.swift": """
        import RxRelay
        class TabController {
            let itemTapped = PublishRelay<Int>()
        }
        final class ListController {
            let itemTapped = PublishRelay<Int>()
            let first: TabController? = nil
        }
        """,
        "/repo/App/AppState.swift": """
        class BaseState {
            var tabController: TabController? { nil }
        }
        final class AppState: BaseState {
            static let shared = AppState()
            static var current: TabController { TabController() }
            var list: ListController { ListController() }
        }
        """,
        "/repo/App/Screen.swift": """
        import RxSwift
        final class Screen {
            let bag = DisposeBag()
            func bind(state: AppState) {
                AppState.shared.tabController?
                    .itemTapped
                    .subscribe()
                    .disposed(by: bag)
                _ = AppState.current.itemTapped.subscribe()
                _ = state.list.itemTapped.subscribe()
                _ = AppState().list.itemTapped.subscribe()
                _ = other.list.itemTapped.subscribe()
                _ = AppState.shared.list.first?.itemTapped.subscribe()
                let tab = AppState.shared.tabController
                _ = tab?.itemTapped.subscribe()
            }
        }
        """,
    ])
    // `tabController` is the superclass's; line 13 goes through two members, line 15 through a local. `other` is declared nowhere: its `list`
    // tells nothing, and the file names neither type, so line 12 reaches none.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/TabController.swift") == [
            "itemTapped [6, 9, 13, 15]", "itemTapped [10, 11]",
        ])
}

@Test func aMemberOfAPropertyTypedWithAPlainTypeIsNoRxMemberOfTheOwner() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Server.swift": "final class Server { var name: String? = nil }\n",
        "/repo/App/ServerCellModel.swift": """
        import RxRelay
        final class ServerCellModel {
            let server = Server()
            let name = BehaviorRelay<String>(value: "")
        }
        """,
        "/repo/App/ServerCell.swift": """
        import RxSwift
        final class ServerCell {
            func rename(_ model: ServerCellModel) {
                print(model.server.name ?? "")
                print(model.name.value)
            }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/ServerCellModel.swift") == ["name [5]"])
}

@Test func aMethodOnAPropertyTypedReactiveIsAReactiveExtensionsMember() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Client.swift": """
        import RxSwift
        final class Client {}
        extension Client: ReactiveCompatible {}
        extension Reactive where Base: Client {
            func send(_ path: String) -> Observable<Data> { .empty() }
        }
        extension RxSwift.Reactive where Base: Client {
            func ping() -> Observable<Data> { .empty() }
        }
        enum Api {
            static var provider: Reactive<Client> { Client().rx }
        }
        """,
        "/repo/App/Home.swift": """
        import RxSwift
        final class Home {
            func ping() -> Observable<Data> { Api.provider.send("/ping") }
            func control() -> Observable<Data> { Client().rx.send("/ping") }
            func module() -> Observable<Data> { Api.provider.ping().concat(Client().rx.ping()) }
        }
        """,
    ])
    // `extension RxSwift.Reactive` names the module: its members are `Reactive`'s all the same.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Client.swift") == [
            "send [3, 4]", "ping [5, 5]", "provider [3, 5]",
        ])
}

@Test func theResultOfAViewModelsTransformIsItsOwnOutput() throws {
    let output = { (name: String, members: String) in
        """
        import RxSwift
        class \(name) {
            struct Output {
        \(members)
            }
            func transform() -> Output { fatalError() }
        }
        """
    }
    let fileSystem = InMemoryFileSystem([
        "/repo/App/HomeViewModel.swift": output(
            "HomeViewModel", "        let title: Observable<String>\n        let count: Observable<Int>"),
        "/repo/App/ListViewModel.swift": output("ListViewModel", "        let title: Observable<String>"),
        "/repo/App/HomeViewController.swift": """
        import RxSwift
        class HomeViewController {
            let viewModel = HomeViewModel()
            let bag = DisposeBag()
            func bind() {
                let output = viewModel.transform()
                output.title.subscribe().disposed(by: bag)
                viewModel.transform().count.subscribe().disposed(by: bag)
                if true {
                    let output = next().transform()
                    output.title.subscribe().disposed(by: bag)
                }
            }
            func next() -> ListViewModel { ListViewModel() }
        }
        """,
    ])
    // The inner `output` (line 10) is a `ListViewModel`'s, which the file's own `next()` returns.
    #expect(try callerLines(fileSystem, declaredIn: "App/HomeViewModel.swift") == ["title [7]", "count [8]"])
    #expect(try callerLines(fileSystem, declaredIn: "App/ListViewModel.swift") == ["title [11]"])
}

@Test func baseInAReactiveExtensionIsItsBaseAndItsMembersTyped() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/FancyButton.swift": """
        import RxCocoa
        class FancyButton: UIView {
            let control = UIButton()
        }
        extension Reactive where Base: FancyButton {
            var tap: Observable<Void> { base.control.rx.tap.asObservable() }
        }
        """,
        "/repo/App/Stepper.swift": """
        import RxCocoa
        final class Stepper: UIControl {}
        extension Reactive where Base: Stepper {
            var value: ControlProperty<Int> { fatalError() }
        }
        """,
        "/repo/App/Panel.swift": """
        import RxCocoa
        final class Panel: UIView {
            let okButton = FancyButton()
            let slider = UISlider()
        }
        final class Sub: FancyButton {}
        extension Reactive where Base: Panel {
            var ok: Observable<Void> { base.okButton.rx.tap }
            var level: ControlProperty<Float> { self.base.slider.rx.value }
        }
        extension Reactive where Base: Sub {
            var subTap: Observable<Void> { self.base.rx.tap }
        }
        """,
    ])
    // `base.slider` is a `UISlider`: its `rx.value` is RxCocoa's, not `Stepper`'s.
    #expect(try callerLines(fileSystem, declaredIn: "App/FancyButton.swift") == ["tap [8, 12]"])
    #expect(try callerLines(fileSystem, declaredIn: "App/Stepper.swift") == ["value []"])
}

/// `self.rx.name`, `owner.rx.name` or a bare `rx.name` is a `Reactive` member of the type the code is in: a sibling
/// type's extension member of that name is no callee, one of a base it inherits is, also when RxCocoa has a member of
/// that name for the same base (the repository's shadows it).
@Test func rxOfSelfIsAReactiveMemberOfTheEnclosingType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/TabPager.swift": """
        import UIKit
        import RxSwift
        final class TabPager: UIView {
            let taps = PublishSubject<Int>()
            func follow(_ bag: DisposeBag) { self.rx.tapIndex.subscribe().disposed(by: bag) }
        }
        extension Reactive where Base: TabPager {
            var tapIndex: Observable<Int> { base.taps.asObservable() }
        }
        """,
        "/repo/App/SegmentPager.swift": """
        import UIKit
        import RxSwift
        final class SegmentPager: UIView {
            let taps = PublishSubject<Int>()
            func follow(_ bag: DisposeBag) {
                rx.tapIndex.subscribe().disposed(by: bag)
                Observable.just(nil).bind(to: rx.backgroundColor).disposed(by: bag)
            }
        }
        extension Reactive where Base: SegmentPager {
            var tapIndex: Observable<Int> { base.taps.asObservable() }
        }
        """,
        "/repo/App/Theme.swift": """
        import UIKit
        import RxCocoa
        extension Reactive where Base: UIView {
            var backgroundColor: Binder<UIColor?> { Binder(base) { view, color in view.backgroundColor = color } }
        }
        """,
        "/repo/App/Screen.swift": """
        import RxSwift
        final class Screen {
            let tabs = TabPager()
            func indices() -> Observable<Int> { tabs.rx.tapIndex }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/TabPager.swift") == ["taps []", "follow []", "tapIndex [4]"])
    #expect(
        try callerLines(fileSystem, declaredIn: "App/SegmentPager.swift") == ["taps []", "follow []", "tapIndex []"])
    #expect(try callerLines(fileSystem, declaredIn: "App/Theme.swift") == ["backgroundColor [7]"])
}

/// A repository protocol with one Rx requirement, and the start of a view model holding one.
private let settingRepository = """
    import RxSwift
    protocol SettingRepository {
        func getPushSetting() -> Observable<Bool>
    }
    """

private let pushViewModelHead = """
    import RxRelay
    import RxSwift
    final class PushViewModel {
        private let repository: SettingRepository
        private let disposeBag = DisposeBag()
        let isEnabled = BehaviorRelay<Bool>(value: false)
        init(repository: SettingRepository) { self.repository = repository }

    """

/// The names closures give `self` (`owner` of `subscribe(with: self)` and `withUnretained(self)`, `strongSelf`,
/// `weakSelf`) reach the members of the type the code is in, as `self.` does: the file's own member of that name,
/// not another type's API.
@Test func ownerAndStrongSelfAreSelf() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/SettingRepository.swift": settingRepository,
        "/repo/App/PushViewModel.swift": pushViewModelHead + """
                func bind(viewDidLoad: Observable<Void>) {
                    viewDidLoad.subscribe(with: self, onNext: { owner, _ in owner.getPushSetting() })
                        .disposed(by: disposeBag)
                    viewDidLoad.withUnretained(self).subscribe(onNext: { owner, _ in owner.getPushSetting() })
                        .disposed(by: disposeBag)
                    viewDidLoad.subscribe(onNext: { [weak self] _ in
                        guard let strongSelf = self else { return }
                        strongSelf.getPushSetting()
                    }).disposed(by: disposeBag)
                }
                func getPushSetting() {
                    repository.getPushSetting().bind(to: isEnabled).disposed(by: disposeBag)
                }
            }
            """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/SettingRepository.swift") == ["getPushSetting [19]"])
}

/// Any name a file binds to `self` (`guard let uSelf = self`, `[weak this = self]`, `if let sself = self`) reaches the
/// members of the type the code is in, as `strongSelf` does, within the braces of the binding only: the same name in
/// another function is whatever that function makes it, and a name bound to a member of `self` is no `self`.
@Test func namesBoundToSelfAreSelfWithinTheirBraces() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/SettingRepository.swift": settingRepository,
        "/repo/App/PushViewModel.swift": pushViewModelHead + """
                func bind(viewDidLoad: Observable<Void>) {
                    viewDidLoad.subscribe(onNext: { [weak self] _ in
                        guard let uSelf = self else { return }
                        uSelf.getPushSetting()
                    }).disposed(by: disposeBag)
                    viewDidLoad.subscribe(onNext: { [weak this = self] _ in this?.getPushSetting() })
                        .disposed(by: disposeBag)
                    viewDidLoad.subscribe(onNext: { [weak self] _ in
                        if let sself = self { sself.getPushSetting() }
                    }).disposed(by: disposeBag)
                }
                func getPushSetting() {
                    let store = self.repository
                    store.getPushSetting().bind(to: isEnabled).disposed(by: disposeBag)
                }
                func refresh(uSelf: SettingRepository) {
                    uSelf.getPushSetting().bind(to: isEnabled).disposed(by: disposeBag)
                }
            }
            """,
    ])
    let lines = try callerLines(fileSystem, declaredIn: "App/SettingRepository.swift")
    #expect(lines == ["getPushSetting [21, 24]"])
}

/// A bare member (`self.disposeBag`) of a class further up than the file's headers name is the inherited one, when
/// nothing nearer declares it: a subclass of a subclass of `BaseViewController`.
@Test func aBareMemberOfAGrandparentClassIsItsCall() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/BaseViewController.swift": """
        import UIKit
        import RxSwift
        open class BaseViewController: UIViewController {
            public final var disposeBag = DisposeBag()
        }
        """,
        "/repo/App/BaseListViewController.swift": """
        import UIKit
        import RxSwift
        class BaseListViewController: BaseViewController {
            func bindList(_ items: Observable<Int>) { items.subscribe().disposed(by: self.disposeBag) }
        }
        """,
        "/repo/App/FriendListViewController.swift": """
        import UIKit
        import RxSwift
        final class FriendListViewController: BaseListViewController {
            func bindFriends(_ friends: Observable<String>) {
                friends.subscribe().disposed(by: disposeBag)
            }
        }
        final class Unrelated {
            func bind(_ friends: Observable<String>, _ other: Other) {
                friends.subscribe().disposed(by: other.disposeBag)
            }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/BaseViewController.swift") == ["disposeBag [4, 5]"])
}

/// The grandparent's member is found also where many other types declare a member of its name, which the file
/// never names (a `disposeBag` in every view model).
@Test func aBareMemberOfAGrandparentClassIsItsCallAmongManyOfItsName() throws {
    var files = [
        "/repo/App/ThemedViewController.swift": """
        import UIKit
        import RxSwift
        class ThemedViewController: UIViewController { let disposeBag = DisposeBag() }
        """,
        "/repo/App/ViewController.swift": """
        import UIKit
        class ViewController: ThemedViewController { var viewModel: AnyObject? }
        """,
        "/repo/App/AccountViewController.swift": """
        import UIKit
        import RxSwift
        import RxCocoa
        class AccountViewController: ViewController {
            let button = UIButton()
            func bind() { button.rx.tap.bind { print("tap") }.disposed(by: disposeBag) }
        }
        """,
    ]
    for number in 1...5 {
        files["/repo/App/Other\(number).swift"] =
            "import RxSwift\nfinal class Other\(number) { let disposeBag = DisposeBag() }\n"
    }
    let fileSystem = InMemoryFileSystem(files)
    #expect(try callerLines(fileSystem, declaredIn: "App/ThemedViewController.swift") == ["disposeBag [6]"])
    #expect(try callerLines(fileSystem, declaredIn: "App/Other1.swift") == ["disposeBag []"])
}

/// A property given the result of its type's own function (`lazy var currentField = self.makeField()`) has the
/// type that function returns.
@Test func aPropertyGivenItsTypesOwnFunctionsResultHasItsType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Fields.swift": """
        import UIKit
        import RxCocoa
        final class FormTextField: UIView { let textField = UITextField() }
        extension Reactive where Base: FormTextField {
            var text: ControlProperty<String?> { base.textField.rx.text }
        }
        final class SearchField: UIView { let textField = UITextField() }
        extension Reactive where Base: SearchField {
            var text: ControlProperty<String?> { base.textField.rx.text }
        }
        """,
        "/repo/App/PasswordViewController.swift": """
        import UIKit
        import RxSwift
        final class PasswordViewController: UIViewController {
            private let disposeBag = DisposeBag()
            private lazy var currentField = self.makeField(placeholder: "current")
            private lazy var searchField = makeSearch()
            override func viewDidLoad() {
                super.viewDidLoad()
                self.currentField.rx.text.subscribe().disposed(by: disposeBag)
                searchField.rx.text.subscribe().disposed(by: disposeBag)
            }
            private func makeField(placeholder: String) -> FormTextField { FormTextField() }
            private func makeSearch() -> SearchField { SearchField() }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/Fields.swift") == ["text [9]", "text [10]"])
}

@Test func aValueOfTheOuterTypeReachesNoneOfItsNestedTypesMembers() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/FormViewModel.swift": """
        import RxCocoa
        final class FormViewModel {
            struct Input {
                let done: Driver<String>
            }
            struct Output {
                let done: Driver<Void>
                let closed: Driver<Void>
            }
            let closed = PublishRelay<Void>()
            func transform(input: Input) -> Output { fatalError() }
        }
        """,
        "/repo/App/FormScreen.swift": """
        import RxCocoa
        final class FormScreen {
            let viewModel = FormViewModel()
            func bind() {
                _ = viewModel.closed.subscribe()
                let output = viewModel.transform(input: FormViewModel.Input(done: .just("x")))
                _ = output.done.drive()
                _ = output.closed.drive()
                _ = viewModel.transform(input: FormViewModel.Input(done: .just("y"))).closed.drive()
            }
        }
        """,
    ])
    // `viewModel.closed` is the view model's relay; `output` holds an `Output`, whose `done` is no `Input`'s and
    // whose `closed` is no relay (line 9 reads it from the call's result). The memberwise initializer
    // `FormViewModel.Input(done:)` passes the `Input`'s `done`.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/FormViewModel.swift") == [
            "done [6, 9]", "done [7]", "closed [8, 9]", "closed [5]",
        ])
}

@Test func aValueOfABoundGenericParameterIsAValueOfItsProtocol() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Store.swift": """
        import RxSwift
        protocol AbstractStore {
            associatedtype Item
            func load() -> Observable<[Item]>
        }
        final class Store<Item>: AbstractStore {
            func load() -> Observable<[Item]> { .just([]) }
        }
        protocol AbstractCache {
            func fetch() -> Observable<Int>
        }
        final class Cache: AbstractCache {
            func fetch() -> Observable<Int> { .just(1) }
        }
        """,
        "/repo/App/Feature.swift": """
        import RxSwift
        final class Feature<Store> where Store: AbstractStore {
            private let store: Store
            init(store: Store) { self.store = store }
            func items() -> Observable<[Store.Item]> { store.load() }
        }
        final class Loader<Cache: AbstractCache> {
            private let cache: Cache
            init(cache: Cache) { self.cache = cache }
            func value() -> Observable<Int> { cache.fetch() }
        }
        """,
    ])
    // In `Feature`, `Store` is its generic parameter, bound to `AbstractStore`: the class `Store` is never called.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Store.swift") == [
            "load [5]", "load []", "fetch [10]", "fetch []",
        ])
}

@Test func aTypeNamedInsideAGenericParametersBoundIsNoParameter() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Cache.swift": """
        import RxSwift
        final class Cache {
            func fetch() -> Observable<Int> { .just(1) }
        }
        final class Store {
            func fetch() -> Observable<Int> { .just(2) }
        }
        """,
        "/repo/App/Feature.swift": """
        import RxSwift
        final class Feature {
            private let primary: Cache
            private let secondary: Store
            init(primary: Cache, secondary: Store) { (self.primary, self.secondary) = (primary, secondary) }
            func warm<Caches: Sequence<Cache>, Stores: Collection<Int>>(_ caches: Caches, _ stores: Stores) {}
            func last<Pairs: Sequence<(Int, Store)>>(_ pairs: Pairs) {}
            func values() -> Observable<Int> { primary.fetch().concat(secondary.fetch()) }
        }
        """,
    ])
    // `Cache` and `Store` stand inside a parameter's bound, so they are no parameters: `primary` and `secondary`
    // keep their types and each call reaches its own class's `fetch`.
    let lines = try callerLines(fileSystem, declaredIn: "App/Cache.swift")
    #expect(lines == ["fetch [8]", "fetch [8]"])
}

@Test func aStubsOwnMemberAndAMeChainAreToldApart() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Status.swift": """
        import RxRelay
        protocol StatusModelType {
            var isDone: BehaviorRelay<Bool> { get }
        }
        final class Profile {
            let nickname = BehaviorRelay<String?>(value: nil)
        }
        final class Account {
            var profile: Profile = Profile()
        }
        """,
        "/repo/App/StatusTests.swift": """
        import RxSwift
        import RxRelay
        final class FakeStatusModel: StatusModelType {
            let isDone = BehaviorRelay(value: true)
        }
        final class StatusChecks {
            var account = Account()
            func run(names: Observable<String>) {
                let fake = FakeStatusModel()
                fake.isDone.accept(true)
                let real: StatusModelType = fake
                real.isDone.accept(false)
                _ = names.subscribe(onNext: { [weak self] name in
                    guard let me = self else { return }
                    me.account.profile.nickname.accept(name)
                })
            }
        }
        """,
    ])
    // `fake.isDone` is the stub's own relay, `real.isDone` the requirement's; `me` is `self`.
    #expect(try callerLines(fileSystem, declaredIn: "App/Status.swift") == ["isDone [12]", "nickname [15]"])
}

@Test func aUIKitClassExtensionsMemberReachesItsSubclassesOnly() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/UIView+Hidden.swift": """
        import UIKit
        import RxSwift
        extension UIView {
            var hiddenSink: AnyObserver<Bool> { AnyObserver { _ in } }
        }
        extension UIButton {
            var tapSink: AnyObserver<Void> { AnyObserver { _ in } }
        }
        extension Reactive where Base: UICollectionView {
            func picked(offset: Int) -> Observable<Int> { .never() }
        }
        extension Reactive where Base: UITableView {
            func picked(offset: Int) -> Observable<Int> { .never() }
        }
        """,
        "/repo/App/Spinner.swift": "import UIKit\nfinal class Spinner: UIView {}\n",
        "/repo/App/LoginController.swift": """
        import RxSwift
        final class LoginController: UIViewController {
            @IBOutlet var submitButton: UIButton!
            @IBOutlet var errorLabel: UILabel!
            @IBOutlet var spinner: Spinner!
            let tableView = UITableView(frame: .zero, style: .plain)
            func bind(busy: Observable<Bool>, taps: Observable<Void>) {
                _ = busy.bind(to: submitButton.hiddenSink)
                _ = busy.bind(to: errorLabel.hiddenSink)
                _ = busy.bind(to: spinner.hiddenSink)
                _ = taps.bind(to: submitButton.tapSink)
                _ = taps.bind(to: errorLabel.tapSink)
                _ = tableView.rx.picked(offset: 1)
            }
        }
        """,
    ])
    // The file never writes `UIView`: a button, a label and a repository view have its members, a label no
    // button's; the table view's `picked` is the `UITableView` one.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/UIView+Hidden.swift") == [
            "hiddenSink [8, 9, 10]", "tapSink [11]", "picked []", "picked [13]",
        ])
}

@Test func aCastOfAMemberReadTypesTheLocalWithTheCastsType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Coordinators.swift": """
        import RxSwift
        protocol StateableResponsive {
            var stateSubject: PublishSubject<Int> { get }
        }
        class Coordinator {}
        final class AppCoordinator: Coordinator, StateableResponsive {
            let stateSubject = PublishSubject<Int>()
        }
        """,
        "/repo/App/SettingsCoordinator.swift": """
        import RxSwift
        final class SettingsCoordinator: Coordinator, StateableResponsive {
            let stateSubject = PublishSubject<Int>()
            var parentCoordinator: Coordinator?
            var holder = Holder()
            func needToOnboard() {
                if let parent = self.parentCoordinator as? AppCoordinator {
                    parent.stateSubject.onNext(1)
                }
                let forced = holder.coordinator as! AppCoordinator
                forced.stateSubject.onNext(2)
            }
        }
        """,
    ])
    // The file conforms to the protocol too, yet `parent` and `forced` hold an `AppCoordinator`.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Coordinators.swift") == [
            "stateSubject []", "stateSubject [8, 11]",
        ])
}

@Test func aCastOfACallTypesTheLocalAndAConditionsBindingEndsWithItsBody() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ViewModels.swift": """
        import RxSwift
        final class RepositoryViewModel {
            let repository = BehaviorRelay<Int>(value: 0)
            func viewModel(for row: Int) -> Any { row }
        }
        final class ContentsViewModel {
            let repository = BehaviorRelay<Int>(value: 1)
        }
        """,
        "/repo/App/RepositoryViewController.swift": """
        import RxSwift
        final class RepositoryViewController {
            var viewModel: Any?
            func open(row: Int) {
                guard let viewModel = viewModel as? RepositoryViewModel else { return }
                _ = viewModel.repository.value
                if row > 0, let viewModel = viewModel.viewModel(for: row) as? ContentsViewModel {
                    _ = viewModel.repository.value
                }
                _ = viewModel.repository.value
                while let viewModel = viewModel.viewModel(for: row)[0] as! ContentsViewModel? {
                    _ = viewModel.repository.value
                }
                _ = viewModel.repository.value
            }
        }
        """,
    ])
    // The cast of a call's result gives `ContentsViewModel`, inside the `if` and the `while` only: after them,
    // `viewModel` is the `guard`'s `RepositoryViewModel` again.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/ViewModels.swift") == [
            "repository [6, 10, 14]", "repository [8, 12]",
        ])
}

/// A member called on a parenthesized cast (`(usecase as! MovieUsecase).details(id: id)`) is a member of the cast's
/// type, as Swift resolves it: not a member of the same name the calling type declares or inherits through a
/// protocol (`class VM: VMProto` with its own `details(id:)`), nor of a type a name of the file spells.
@Test func aMemberCalledOnAParenthesizedCastIsOfTheCastsTypeThoughTheCallerHasOneOfThatName() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/MovieUsecase.swift": """
        import RxSwift
        protocol MovieUsecase { func details(id: Int) -> Observable<Int> }
        final class MovieService: MovieUsecase {
            func details(id: Int) -> Observable<Int> { .just(id) }
        }
        """,
        "/repo/App/VMProto.swift": """
        import RxSwift
        protocol VMProto: AnyObject { func details(id: Int) -> Observable<Int> }
        """,
        "/repo/App/VM.swift": """
        import RxSwift
        class VM: VMProto {
            var usecase: Any
            let movieUsecase: Any
            init(usecase: Any) { self.usecase = usecase; movieUsecase = usecase }
            func details(id: Int) -> Observable<Int> {
                (usecase as! MovieUsecase).details(id: id)
            }
            func reload(id: Int) -> Observable<Int>? {
                (self.usecase as? MovieUsecase)?.details(id: id)
            }
            func cached(id: Int) -> Observable<Int> {
                (movieUsecase as! MovieUsecase).details(id: id)
            }
            func wrap(_ value: Any) -> VMProto { self }
            func again(id: Int) -> Observable<Int> { wrap(usecase as! MovieUsecase).details(id: id) }
        }
        """,
        "/repo/App/Screen.swift": """
        import RxSwift
        final class Screen: VMProto {
            let service = MovieService()
            let model: VM
            init(model: VM) { self.model = model }
            func details(id: Int) -> Observable<Int> {
                _ = (model as VMProto).details(id: id)
                return (service as MovieUsecase).details(id: id)
            }
        }
        """,
    ])
    // The cast decides, `as!`, `as?` with `?.` and `as` alike; a call's argument cast (`wrap(usecase as!
    // MovieUsecase)`) does not: its result is what `wrap` returns.
    #expect(
        try callerPlaces(fileSystem, declaredIn: "App/MovieUsecase.swift") == [
            "MovieUsecase.details Screen.swift:8:42 VM.swift:7:36 VM.swift:10:42 VM.swift:13:41",
            "MovieService.details",
        ])
    #expect(
        try callerPlaces(fileSystem, declaredIn: "App/VMProto.swift") == [
            "VMProto.details Screen.swift:7:32 VM.swift:16:77"
        ])
    #expect(
        try callerPlaces(fileSystem, declaredIn: "App/VM.swift") == [
            "VM.details", "VM.reload", "VM.cached", "VM.again",
        ])
}

/// A property read on a parenthesized cast is the cast type's alone, where one file declares it in several types, and
/// the members read through it are that type's (`(viewModel as! DetailViewModel).output.title`).
@Test func aPropertyReadOnAParenthesizedCastIsOnlyTheCastTypesOne() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ViewModels.swift": """
        import RxSwift
        import RxCocoa
        final class DetailViewModel {
            struct Output { let title: Driver<String> }
            let output: Output
            let reload = PublishRelay<Void>()
        }
        final class OtherViewModel {
            let reload = PublishRelay<Void>()
        }
        """,
        "/repo/App/Screen.swift": """
        import RxSwift
        final class Screen {
            var viewModel: Any
            let reload = PublishRelay<Void>()
            init(viewModel: Any) { self.viewModel = viewModel }
            func bind() {
                _ = (viewModel as! DetailViewModel).output.title
                (viewModel as? DetailViewModel)?.reload.accept(())
                print(((viewModel as! DetailViewModel).reload))
                _ = (viewModel as! OtherViewModel).reload
            }
        }
        """,
    ])
    #expect(
        try callerPlaces(fileSystem, declaredIn: "App/ViewModels.swift") == [
            "DetailViewModel.Output.title Screen.swift:7:52",
            "DetailViewModel.reload Screen.swift:8:42 Screen.swift:9:48",
            "OtherViewModel.reload Screen.swift:10:44",
        ])
}

/// `Type.name file:line:column…` for each Rx API declared in the file at `path`, its callers' file names only.
private func callerPlaces(_ fileSystem: InMemoryFileSystem, declaredIn path: String) throws -> [String] {
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let apis = try #require(inventory.files.first { $0.path == path }).apis
    return apis.map { api in
        let places = api.callers.map { " \($0.path.split(separator: "/").last ?? ""):\($0.line):\($0.column)" }
        return api.qualifiedName + places.joined()
    }
}

@Test func selfInAProtocolExtensionIsWhatItsWhereClauseRequiresSelfToBe() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Coordinator.swift": """
        import RxSwift
        protocol Coordinator: AnyObject {
            var disposeBag: DisposeBag { get }
        }
        extension Coordinator {
            func present(screen: String, disposeBag: DisposeBag) {
                Observable.just(screen).subscribe().disposed(by: disposeBag)
            }
        }
        protocol StateResponsive {
            var stateSubject: PublishSubject<Int> { get }
        }
        protocol Loading {
            var isLoading: BehaviorRelay<Bool> { get }
        }
        """,
        "/repo/App/Navigation.swift": """
        import RxSwift
        protocol Navigation: AnyObject {}
        extension Navigation where Self: Coordinator, Self: StateResponsive {
            func openSettings() {
                self.stateSubject.subscribe(onNext: { _ in }).disposed(by: self.disposeBag)
                self.present(screen: "settings", disposeBag: self.disposeBag)
            }
        }
        extension Navigation where Self: Loading & Coordinator {
            func stop() { self.isLoading.accept(false) }
        }
        """,
    ])
    // `self` in each extension is a `Coordinator` and what else its `where` clause names.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Coordinator.swift") == [
            "disposeBag [5, 6]", "present [6]", "stateSubject [5]", "isLoading [10]",
        ])
}

@Test func aLocalGivenANameOrOneOfItsElementsHasTheTypeItsAnnotationSays() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Models.swift": """
        import RxSwift
        final class ContactViewModel {
            let content = BehaviorRelay<String>(value: "")
        }
        final class OtherViewModel {
            let content = BehaviorRelay<String>(value: "")
        }
        """,
        "/repo/App/MessagesViewModel.swift": """
        import RxSwift
        final class MessagesViewModel {
            var contacts: [ContactViewModel] = []
            func update(current: ContactViewModel?, byName: [String: ContactViewModel], others: [OtherViewModel]) {
                guard let first = contacts.first, let named = byName["a"] else { return }
                _ = first.content.value + named.content.value
                for contact in self.contacts {
                    _ = contact.content.value
                }
                for other in others {
                    _ = other.content.value
                }
                if let unwrapped = current, let last = contacts.last(where: { _ in true }) {
                    _ = unwrapped.content.value + last.content.value
                }
            }
        }
        """,
    ])
    // `first`, `named`, `contact`, `unwrapped` and `last` hold a `ContactViewModel`, `other` an `OtherViewModel`.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Models.swift") == [
            "content [6, 6, 8, 14, 14]", "content [11]",
        ])
}

@Test func aValueNamedWithACapitalIsNoTypeAndATrailingClosureCallsNoProperty() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Services.swift": """
        import RxSwift
        final class SearchService {
            static let shared = SearchService()
            func search(_ query: String) -> Observable<[String]> { .just([query]) }
        }
        extension ImmediateSchedulerType {
            var async: ImmediateSchedulerType { self }
        }
        """,
        "/repo/App/Use.swift": """
        import Dispatch
        import RxSwift
        final class SearchViewModel {
            let API: SearchService
            init(API: SearchService) { self.API = API }
            func run(scheduler: ImmediateSchedulerType) -> Observable<[String]> {
                let Local = SearchService.shared
                DispatchQueue.main.async { print("hop") }
                _ = Local.search("a")
                return self.API.search("b").observe(on: scheduler.async)
            }
        }
        """,
    ])
    // `API` and `Local` are values, not types; `DispatchQueue.main.async { }` is Dispatch's method, no property.
    #expect(try callerLines(fileSystem, declaredIn: "App/Services.swift") == ["search [9, 10]", "async [10]"])
}

@Test func theBodyOfAConditionIsNoTrailingClosureOfItsLastName() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Models.swift": """
        import RxSwift
        final class SaleArtwork {
            let viewModel = SaleArtworkViewModel()
        }
        final class SaleArtworkViewModel {
            func lotLabel() -> Observable<String?> { .just(nil) }
        }
        final class OtherViewModel {
            func lotLabel() -> Observable<String?> { .just(nil) }
        }
        final class BidDetails {
            var saleArtwork: SaleArtwork?
        }
        """,
        "/repo/App/PlaceBid.swift": """
        import RxSwift
        final class PlaceBid {
            let details = BidDetails()
            func show() {
                if let saleArtwork = details.saleArtwork {
                    _ = saleArtwork.viewModel.lotLabel()
                }
            }
        }
        """,
    ])
    // `details.saleArtwork {` opens the `if`'s body: `saleArtwork` is read, not called with a closure, so the
    // local is a `SaleArtwork` and its view model's `lotLabel` is the one called.
    #expect(try callerLines(fileSystem, declaredIn: "App/Models.swift") == ["lotLabel [6]", "lotLabel []"])
}

@Test func aCustomOperatorsUsesCallItsFunction() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Operators.swift": """
        import RxSwift
        infix operator <->: DefaultPrecedence
        func <-> <T>(property: BehaviorSubject<T>, relay: PublishSubject<T>) -> Disposable { relay.subscribe(property) }
        func == (lhs: Observable<Int>, rhs: Observable<Int>) -> Bool { true }
        """,
        "/repo/App/Use.swift": """
        import RxSwift
        func wire(state: BehaviorSubject<Int>, input: PublishSubject<Int>, a: Observable<Int>) -> Disposable {
            _ = a == a
            return state <-> input
        }
        """,
    ])
    // `<->` is the repository's own operator; `==` is the standard library's, whatever the repository overloads.
    #expect(try callerLines(fileSystem, declaredIn: "App/Operators.swift") == ["<-> [4]", "== []"])
}

@Test func aClosureParameterShadowsANameTheFileDeclaresWithSeveralTypes() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Clients.swift": """
        import RxSwift
        struct PublicClient {}
        struct AuthedClient {}
        extension PublicClient {
            func send(_ path: String) -> Observable<Int> { .just(1) }
        }
        extension AuthedClient {
            func send(_ path: String) -> Observable<Int> { .just(2) }
        }
        """,
        "/repo/App/Flow.swift": """
        import RxSwift
        final class Flow {
            let client: PublicClient
            init(client: PublicClient) { self.client = client }
            func login() -> Observable<AuthedClient> { .never() }
            func me() -> Observable<Int> {
                login().flatMap { (client) -> Observable<Int> in client.send("/me") }
            }
            func withParam(client: AuthedClient) -> Observable<Int> { client.send("/param") }
        }
        """,
    ])
    // Inside the closure `client` is its parameter, of a type the file does not say: either `send`.
    #expect(try callerLines(fileSystem, declaredIn: "App/Clients.swift") == ["send [7]", "send [7, 9]"])
}

@Test func aGenericSuperclassPropertyHasTheTypeItsSubclassGivesTheParameter() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Base.swift": """
        import UIKit
        class ViewModel {}
        class BaseViewController<T>: UIViewController where T: ViewModel {
            let viewModel: T
            init(viewModel: T) { self.viewModel = viewModel }
        }
        """,
        "/repo/App/HomeViewModel.swift": """
        import RxCocoa
        final class HomeViewModel: ViewModel {
            struct Output { let title: Driver<String> }
            let reloaded = PublishRelay<Void>()
            func transform() -> Output { fatalError() }
        }
        """,
        "/repo/App/ListViewModel.swift": """
        import RxCocoa
        final class ListViewModel: ViewModel {
            struct Output { let title: Driver<String> }
            let reloaded = PublishRelay<Void>()
        }
        """,
        "/repo/App/HomeViewController.swift": """
        import RxSwift
        final class HomeViewController: BaseViewController<HomeViewModel> {
            let other: ListViewModel? = nil
            func bind() {
                let output = viewModel.transform()
                _ = output.title.drive()
                viewModel.reloaded.accept(())
            }
        }
        """,
    ])
    // The file names both view models; `viewModel` is the `HomeViewModel` its header gives `T`.
    #expect(try callerLines(fileSystem, declaredIn: "App/HomeViewModel.swift") == ["title [6]", "reloaded [7]"])
    #expect(try callerLines(fileSystem, declaredIn: "App/ListViewModel.swift") == ["title []", "reloaded []"])
}

@Test func aSelfMemberTheFileDeclaresWithoutAnRxTypeIsItsOwn() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Rx+Accessibility.swift": """
        import RxSwift
        extension Reactive where Base: UIView {
            var accessibility: Binder<String> { Binder(base) { _, _ in } }
        }
        """,
        "/repo/App/ButtonContent.swift": """
        import RxSwift
        struct ButtonContent {
            let accessibility: String
            init(accessibility: String) { self.accessibility = accessibility }
        }
        extension Reactive where Base: UIButton {
            var content: Binder<ButtonContent> { Binder(base) { _, _ in } }
        }
        """,
    ])
    // The struct sets its own `accessibility`, though its file extends `Reactive` too.
    #expect(try callerLines(fileSystem, declaredIn: "App/Rx+Accessibility.swift") == ["accessibility []"])
}

@Test func aCallEndingInATrailingClosureHasTheTypeItsFunctionReturns() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Workflow.swift": """
        import RxSwift
        class Workflow<Item> {
            func onStep<Next>(_ onStep: @escaping (Item) -> Observable<Next>) -> Step<Item, Next> { Step() }
        }
        class Step<Root, Item> {
            func onStep<Next>(_ onStep: @escaping (Item, Int) -> Observable<Next>) -> Step<Root, Next> { Step() }
            func retry(_ body: @escaping (Item) -> Observable<Int>, onError: @escaping (Error) -> Void) -> Step {
                self
            }
        }
        """,
        "/repo/App/Launch.swift": """
        import RxSwift
        func launch() {
            let workflow = Workflow<String>()
            _ = workflow
                .onStep { item -> Observable<Int> in .just(1) }
                .onStep { value, _ in .just(2) }
                .retry { _ in .just(0) } onError: { _ in }
                .onStep { value, _ in .just(3) }.onStep({ value, _ in .just(4) })
        }
        """,
    ])
    // Each `.onStep` after the first is called on the `Step` the call before it returns.
    let lines = try callerLines(fileSystem, declaredIn: "App/Workflow.swift")
    #expect(lines == ["onStep [5]", "onStep [6, 8, 8]", "retry [7]"])
}

@Test func aValueConfiguredWithThenHasTheTypeItConstructs() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/UITableView+Rx.swift": """
        import RxCocoa
        extension Reactive where Base: UITableView {
            func itemSelected<S>(dataSource: TableViewSectionedDataSource<S>) -> ControlEvent<S.Item> { fatalError() }
        }
        """,
        "/repo/App/UICollectionView+Rx.swift": """
        import RxCocoa
        extension Reactive where Base: UICollectionView {
            func itemSelected<S>(dataSource: CollectionViewSectionedDataSource<S>) -> ControlEvent<S.Item> {
                fatalError()
            }
        }
        """,
        "/repo/App/ListViewController.swift": """
        import RxCocoa
        import Then
        final class ListViewController: UIViewController {
            private let tableView = UITableView().then { $0.rowHeight = 44 }
            private let gridView = UICollectionView(frame: .zero).then { $0.alwaysBounceVertical = true }.self
            func bind() {
                _ = tableView.rx.itemSelected(dataSource: dataSource)
                _ = gridView.rx.itemSelected(dataSource: gridSource)
            }
        }
        """,
    ])
    // `then` returns the table view it configures; a member read after it (`.self`) types nothing.
    #expect(try callerLines(fileSystem, declaredIn: "App/UITableView+Rx.swift") == ["itemSelected [7]"])
    #expect(try callerLines(fileSystem, declaredIn: "App/UICollectionView+Rx.swift") == ["itemSelected []"])
}

@Test func aDequeuedCellHasTheTypeItsArgumentNames() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Bases.swift": """
        import RxSwift
        class BaseViewController: UIViewController { var disposeBag = DisposeBag() }
        class BaseTableViewCell: UITableViewCell { var disposeBag = DisposeBag() }
        final class LanguageCell: BaseTableViewCell {}
        final class LabelCell: BaseTableViewCell {}
        """,
        "/repo/App/ListViewController.swift": """
        import RxSwift
        import ReusableKit
        final class ListViewController: BaseViewController {
            enum Reusable {
                static let languageCell = ReusableCell<LanguageCell>()
            }
            func configure(_ indexPath: IndexPath) {
                let cell = tableView.dequeue(Reusable.languageCell, for: indexPath)
                Observable.just(1).subscribe().disposed(by: cell.disposeBag)
                let label = tableView.dequeue(LabelCell.self, for: indexPath)
                Observable.just(1).subscribe().disposed(by: label.disposeBag)
            }
        }
        """,
    ])
    // The cells are no `BaseViewController`, though the file's own class is one.
    #expect(try callerLines(fileSystem, declaredIn: "App/Bases.swift") == ["disposeBag []", "disposeBag [9, 11]"])
}

@Test func aServiceResolvedFromAContainerHasTheTypeItsArgumentNames() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/APIs.swift": """
        import RxSwift
        final class DataCenterAPI {
            func fetch(id: Int) -> Observable<Int> { .just(id) }
        }
        final class OtherAPI {
            func fetch(id: Int) -> Observable<Int> { .just(id) }
        }
        """,
        "/repo/App/Screen.swift": """
        import RxSwift
        import Swinject
        final class Screen {
            let bag = DisposeBag()
            private lazy var lazyAPI = resolver.resolve(Services.DataCenterAPI.self, name: "main")!
            func load() {
                let api = Container.shared.resolve(DataCenterAPI.self)!
                api.fetch(id: 1).subscribe().disposed(by: bag)
                guard let other = resolver.resolve(OtherAPI.self) else { return }
                other.fetch(id: 2).subscribe().disposed(by: bag)
                if let maybe = Container.shared.resolve(DataCenterAPI.self) {
                    maybe.fetch(id: 3).subscribe().disposed(by: bag)
                }
                lazyAPI.fetch(id: 4).subscribe().disposed(by: bag)
                let client = resolver.resolve(DataCenterAPI.self).client
                client.fetch(id: 5).subscribe().disposed(by: bag)
            }
        }
        """,
    ])
    // Each resolved name calls its own type's `fetch`; a member read after the call (`.client`) types nothing.
    #expect(try callerLines(fileSystem, declaredIn: "App/APIs.swift") == ["fetch [8, 12, 14, 16]", "fetch [10, 16]"])
}

@Test func aLocalGivenWhatItsTypesOwnFunctionReturnsHasThatType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ViewModels.swift": """
        import RxSwift
        protocol ViewModelType {
            var items: Observable<[Int]> { get }
        }
        final class ListViewModel: ViewModelType {
            let items = Observable<[Int]>.just([])
        }
        final class DetailViewModel: ViewModelType {
            let items = Observable<[Int]>.just([])
        }
        """,
        "/repo/App/ListTests.swift": """
        import RxSwift
        final class ListTests {
            let bag = DisposeBag()
            private func makeSubject() -> ListViewModel { ListViewModel() }
            func testItems() {
                let subject = makeSubject()
                subject.items.subscribe().disposed(by: bag)
                let again = self.makeSubject()
                again.items.subscribe().disposed(by: bag)
                let other = DetailViewModel()
                other.items.subscribe().disposed(by: bag)
            }
        }
        func makeSubject() -> DetailViewModel { DetailViewModel() }
        """,
    ])
    // The locals call the type's own `makeSubject()`, not the free function of that name, nor the protocol's.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/ViewModels.swift") == [
            "items []", "items [7, 9]", "items [11]",
        ])
}

@Test func aBareNameReachesANestedTypesMemberOnlyFromThatTypesCode() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/FoldViewModel.swift": """
        import RxSwift
        final class FoldViewModel {
            let disposeBag = DisposeBag()
            struct CellData {
                var disposeBag = DisposeBag()
            }
        }
        """,
        "/repo/App/FoldViewModel+Select.swift": """
        import RxSwift
        extension FoldViewModel {
            func observeSelection() {
                Observable.just(1).subscribe().disposed(by: disposeBag)
            }
        }
        """,
        "/repo/App/Swap.swift": """
        import RxSwift
        enum Swap {}
        extension Swap {
            final class ViewModel {
                func reload() {
                    _ = self.feesRequest()
                }
            }
        }
        """,
        "/repo/App/Swap+Helper.swift": """
        import RxSwift
        extension Swap.ViewModel {
            func feesRequest() -> Single<[Int]> { .just([]) }
        }
        """,
    ])
    // The extension of `FoldViewModel` reaches its `disposeBag`, not its `CellData`'s; `Swap.ViewModel`, declared
    // inside `extension Swap`, reaches its own `feesRequest()` declared in `extension Swap.ViewModel`.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/FoldViewModel.swift") == ["disposeBag [4]", "disposeBag []"])
    #expect(try callerLines(fileSystem, declaredIn: "App/Swap+Helper.swift") == ["feesRequest [6]"])
}

@Test func aBareReceiverInAProtocolsExtensionReachesItsRequirement() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/SceneModel.swift": """
        import RxSwift
        import RxCocoa
        protocol SceneModelType {
            var inputDriver: Driver<Int> { get }
        }
        enum Buy {
            final class SceneModel: SceneModelType {
                var inputDriver: Driver<Int> { .just(1) }
            }
        }
        """,
        "/repo/App/Scene.swift": """
        import RxSwift
        import RxCocoa
        extension Buy {
            final class Scene {
                let viewModel: SceneModelType
                init(viewModel: SceneModelType) { self.viewModel = viewModel }
            }
        }
        private extension SceneModelType {
            var doubled: Driver<Int> {
                inputDriver.map { $0 * 2 }
            }
        }
        """,
    ])
    // In the protocol's own extension the bare name is its requirement, not the class's property.
    #expect(try callerLines(fileSystem, declaredIn: "App/SceneModel.swift") == ["inputDriver [11]", "inputDriver []"])
}

@Test func aLocalConstructedWithAQualifiedNameHasItsLastComponentsType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Password.swift": """
        import RxSwift
        import RxCocoa
        enum Password {
            final class LevelModel {
                let visibleDriver = Driver<Bool>.just(true)
            }
            final class RuleModel {
                let visibleDriver = Driver<Bool>.just(false)
            }
        }
        """,
        "/repo/App/PasswordTests.swift": """
        import RxSwift
        final class PasswordTests {
            let bag = DisposeBag()
            func testLevel() {
                let model = Password.LevelModel()
                model.visibleDriver.drive().disposed(by: bag)
            }
            func testRule() {
                let model = Password.RuleModel()
                model.visibleDriver.drive().disposed(by: bag)
            }
        }
        """,
    ])
    // Each `model` is of the type its initializer names last, not of both types the file names.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Password.swift") == ["visibleDriver [6]", "visibleDriver [10]"])
}

@Test func operatorsThatKeepTheKindOfStreamCarryAConversionsType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Operators.swift": """
        import RxSwift
        import RxCocoa
        extension ObservableType {
            func mapToVoid() -> Observable<Void> { map { _ in } }
        }
        extension SharedSequenceConvertibleType {
            func mapToVoid() -> SharedSequence<SharingStrategy, Void> { map { _ in } }
        }
        """,
        "/repo/App/Screen.swift": """
        import RxSwift
        import RxCocoa
        final class Screen {
            func bind(a: Observable<Int>, b: Observable<Int>, name: Observable<String>) {
                _ = Observable.merge(a, b).filter { $0 > 0 }.mapToVoid()
                _ = name.asDriver(onErrorJustReturn: "").map { $0.count }.mapToVoid()
                _ = name.asDriver(onErrorJustReturn: "").asObservable().map { $0.count }.mapToVoid()
                let selected = Observable.of(a, b).merge()
                _ = selected.mapToVoid()
            }
        }
        """,
    ])
    // `map` and `filter` keep the kind the conversion or `Observable.merge` gives, and a local given such a chain
    // has it: no call is under both.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Operators.swift") == ["mapToVoid [5, 7, 9]", "mapToVoid [6]"])
}

@Test func aLocalIsNotYetVisibleInItsOwnInitializer() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ChartUseCase.swift": """
        import RxSwift
        final class ChartUseCase {
            func execute(type: Int) -> Single<[Int]> { .just([type]) }
        }
        final class ChartCache {
            func execute(type: Int) -> Single<[Int]> { .just([]) }
        }
        """,
        "/repo/App/ChartViewModel.swift": """
        import RxSwift
        import RxCocoa
        final class ChartViewModel {
            private let chartUseCase: ChartUseCase
            private let stored: ChartCache? = nil
            init(chartUseCase: ChartUseCase) { self.chartUseCase = chartUseCase }
            func transform() {
                let chartUseCase = chartUseCase.execute(type: 1).asSignal(onErrorSignalWith: .empty())
                _ = chartUseCase
                if let cached = stored {
                    _ = cached.execute(type: 2)
                }
            }
        }
        """,
    ])
    // The local `chartUseCase` (a `Signal`) shadows the property only after its initializer, which calls the
    // property's `execute`; `cached` is visible in its `if let` body.
    #expect(try callerLines(fileSystem, declaredIn: "App/ChartUseCase.swift") == ["execute [8]", "execute [11]"])
}

@Test func aBareNameInAPlainExtensionReachesTheTypesOwnMember() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Screen.swift": """
        import RxSwift
        final class Screen {
            let disposeBag = DisposeBag()
            let tapped = PublishSubject<Void>()
        }
        """,
        "/repo/App/Screen+Bind.swift": """
        import RxSwift
        extension Screen {
            func bind() {
                tapped.onNext(())
                Observable<Int>.just(1).subscribe().disposed(by: disposeBag)
            }
        }
        func unrelated() {
            tapped.onNext(())
        }
        """,
    ])
    // Inside the extension the names are `self`'s; outside it, nothing of `Screen`.
    #expect(try callerLines(fileSystem, declaredIn: "App/Screen.swift") == ["disposeBag [5]", "tapped [4]"])
}

@Test func aFileExtendingATypeNamesTheTypesItsDeclaringFileNames() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ViewModel.swift": """
        import RxSwift
        final class ViewModel {
            struct Input { let fetch = PublishSubject<Void>() }
            struct Output { let items = BehaviorSubject<[String]>(value: []) }
            func transform(from input: Input) -> Output { Output() }
        }
        final class OtherViewModel {
            struct Output { let items = BehaviorSubject<[Int]>(value: []) }
        }
        """,
        "/repo/App/ViewController.swift": """
        import RxSwift
        final class ViewController {
            let viewModel = ViewModel()
            lazy var input = ViewModel.Input()
            lazy var output = viewModel.transform(from: input)
        }
        """,
        "/repo/App/ViewController+Bind.swift": """
        import RxSwift
        extension ViewController {
            func bind() {
                input.fetch.onNext(())
                _ = output.items
            }
        }
        """,
    ])
    // The extension's file never writes `ViewModel`; the view controller's file does, and no `OtherViewModel`.
    #expect(try callerLines(fileSystem, declaredIn: "App/ViewModel.swift") == ["fetch [4]", "items [5]", "items []"])
}

@Test func theCellOfAnItemsClosureHasTheCellTypeItNames() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/BaseViewController.swift": """
        import RxSwift
        class BaseViewController: UIViewController { var disposeBag = DisposeBag() }
        """,
        "/repo/App/Bases.swift": """
        import RxSwift
        class BaseTableViewCell: UITableViewCell { var disposeBag = DisposeBag() }
        final class ReviewCell: BaseTableViewCell {}
        """,
        "/repo/App/ReviewsViewController.swift": """
        import RxCocoa
        final class ReviewsViewController: BaseViewController {
            let disposeBag = DisposeBag()
            func bind(reviews: Observable<[String]>) {
                reviews.bind(to: tableView.rx.items(cellIdentifier: "review", cellType: ReviewCell.self)) {
                    row, review, cell in
                    cell.button.rx.tap.subscribe().disposed(by: cell.disposeBag)
                }
                .disposed(by: disposeBag)
                reviews.bind(to: tableView.rx.items(cellIdentifier: "review", cellType: ReviewCell.self)) {
                    [weak self] (row, review, cell) in cell.disposeBag
                }
                reviews.bind(
                    to: tableView.rx.items(cellIdentifier: "review", cellType: ReviewCell.self),
                    curriedArgument: { row, review, cell in _ = cell.disposeBag })
                let cell = UITableViewCell()
                _ = reviews.map { cell in cell.disposeBag }
            }
        }
        """,
    ])
    // The closure's `cell` is a `ReviewCell`, also given as `curriedArgument:`; outside it, and in another closure's
    // `cell`, nothing says so: it may be the view controller's superclass or the cell.
    #expect(try callerLines(fileSystem, declaredIn: "App/Bases.swift") == ["disposeBag [7, 11, 15]"])
    #expect(try callerLines(fileSystem, declaredIn: "App/BaseViewController.swift") == ["disposeBag []"])
}

@Test func aReceiverDeclaredWithASubclassCallsTheImplementationItsSuperclassGivesAProtocolsRequirement() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ListViewProtocol.swift": """
        import RxSwift
        protocol ListViewProtocol: AnyObject {
            func bind(items: Observable<[String]>)
        }
        """,
        "/repo/App/BaseListView.swift": """
        import RxSwift
        class BaseListView: UIViewController {}
        extension BaseListView: ListViewProtocol {
            func bind(items: Observable<[String]>) {}
        }
        final class ListView: BaseListView {}
        """,
        "/repo/App/ListViewSpec.swift": """
        import RxSwift
        final class ListViewSpec {
            var subject: ListView!
            var view: ListViewProtocol!
            func run() {
                subject.bind(items: .just([]))
                view.bind(items: .just([]))
            }
        }
        """,
    ])
    // `subject` is a `ListView`: its superclass's `bind(items:)`; `view` the protocol's requirement.
    #expect(try callerLines(fileSystem, declaredIn: "App/BaseListView.swift") == ["bind [6]"])
    #expect(try callerLines(fileSystem, declaredIn: "App/ListViewProtocol.swift") == ["bind [7]"])
}

@Test func aTypeAnAliasTakesAsAGenericArgumentIsNamedByTheAlias() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/CellConfiguration.swift": """
        import RxSwift
        import RxDataSources
        struct CellConfiguration { let textObserver: AnyObserver<String?> }
        typealias DetailSectionModel = SectionModel<Int, CellConfiguration>
        """,
        "/repo/App/Other.swift": """
        import RxSwift
        struct OtherConfiguration { let textObserver: AnyObserver<String?> }
        """,
        "/repo/App/DetailSpec.swift": """
        import RxSwift
        func check(sections: [DetailSectionModel]) {
            let section = sections[0].items[0]
            section.textObserver.onNext("a")
        }
        """,
    ])
    // The spec names `CellConfiguration` through the alias only; `OtherConfiguration` not at all. The alias written
    // as a type in another file is a use of it (`CallSiteResolver.addingAliasUses`).
    #expect(
        try callerLines(fileSystem, declaredIn: "App/CellConfiguration.swift") == [
            "textObserver [4]", "DetailSectionModel [2]",
        ])
    #expect(try callerLines(fileSystem, declaredIn: "App/Other.swift") == ["textObserver []"])
}

@Test func aBareNameStartingWithAnUnderscoreIsAnInheritedMember() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/BaseAccountStore.swift": """
        import RxSwift
        class BaseAccountStore { var _profile = ReplaySubject<String?>.create(bufferSize: 1) }
        """,
        "/repo/App/AccountStore.swift": """
        import RxSwift
        final class AccountStore: BaseAccountStore {
            func logout() {
                self._profile.onNext(nil)
                _profile.onNext(nil)
            }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/BaseAccountStore.swift") == ["_profile [4, 5]"])
}

@Test func aMemberOfANestedOutputHasTheTypeEveryOutputGivesIt() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Operators.swift": """
        import RxSwift
        extension ObservableType {
            func mapToVoid() -> Observable<Void> { map { _ in } }
        }
        """,
        "/repo/App/ViewModels.swift": """
        import RxSwift
        import RxCocoa
        final class ContentsViewModel {
            struct Output { let openUrl: Driver<String?>; let reloads: Observable<Int> }
            func transform() -> Output { fatalError() }
        }
        final class OtherViewModel {
            struct Output { let openUrl: Driver<String?> }
        }
        """,
        "/repo/App/ContentsViewController.swift": """
        import RxSwift
        final class ContentsViewController {
            var viewModel: ContentsViewModel!
            func bind() {
                let output = viewModel.transform()
                _ = output.openUrl.mapToVoid()
                _ = output.reloads.mapToVoid()
            }
        }
        """,
    ])
    // `output.openUrl` is a `Driver`, which has no `ObservableType` member; `output.reloads` an `Observable`.
    #expect(try callerLines(fileSystem, declaredIn: "App/Operators.swift") == ["mapToVoid [7]"])
}

/// A base view controller and a cell's base class, each with a `disposeBag`, in two files.
private let baseViewControllerAndCell = [
    "/repo/App/BaseViewController.swift": """
    import RxSwift
    class BaseViewController: UIViewController { var disposeBag = DisposeBag() }
    """,
    "/repo/App/Cells.swift": """
    import RxSwift
    class BaseTableViewCell: UITableViewCell { var disposeBag = DisposeBag() }
    final class ReviewCell: BaseTableViewCell {}
    """,
]

@Test func aClosureParameterHasTheTypeItsAnnotationNames() throws {
    let fileSystem = InMemoryFileSystem(
        baseViewControllerAndCell.merging([
            "/repo/App/ReviewsViewController.swift": """
            import RxSwift
            final class ReviewsViewController: BaseViewController {
                func bind(cells: Observable<ReviewCell>, screens: Observable<BaseViewController>) {
                    cells.subscribe(onNext: { [weak self] (cell: ReviewCell) in
                        _ = cell.disposeBag
                    })
                    cells.subscribe(onNext: { (cell: ReviewCell, _) in _ = cell.disposeBag })
                    screens.subscribe(onNext: { (cell: BaseViewController) in _ = cell.disposeBag })
                    cells.subscribe(onNext: { cell in _ = cell.disposeBag })
                }
            }
            """
        ]) { $1 })
    // Each annotated `cell` has its annotation's type, in its own closure only.
    #expect(try callerLines(fileSystem, declaredIn: "App/BaseViewController.swift") == ["disposeBag [8]"])
    #expect(try callerLines(fileSystem, declaredIn: "App/Cells.swift") == ["disposeBag [5, 7]"])
}

@Test func anUntypedReceiverMayBeOfATypeTheFileNamesThatInheritsTheMembersType() throws {
    let fileSystem = InMemoryFileSystem(
        baseViewControllerAndCell.merging([
            "/repo/App/ReviewsViewController.swift": """
            import RxSwift
            final class ReviewsViewController: BaseViewController {
                func bind(cells: Observable<Any>) {
                    _ = ReviewCell.self
                    cells.subscribe(onNext: { cell in _ = cell.disposeBag })
                    _ = self.disposeBag
                }
            }
            """,
            "/repo/App/Other.swift": """
            import RxSwift
            func bind(cells: Observable<Any>) {
                _ = ReviewCell.self
                cells.subscribe(onNext: { cell in _ = cell.disposeBag })
            }
            """,
        ]) { $1 })
    // In the view controller, `cell` may be a `ReviewCell` as well as the file's own superclass: neither is counted.
    // Where the file names only `ReviewCell`, a member of its superclass is still no more than a guess: not counted.
    #expect(try callerLines(fileSystem, declaredIn: "App/BaseViewController.swift") == ["disposeBag [6]"])
    #expect(try callerLines(fileSystem, declaredIn: "App/Cells.swift") == ["disposeBag []"])
}

@Test func aDeclaredReceiverReachesAMemberOfATypeItInheritsThatItsFileNeverNames() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Bases.swift": """
        import RxSwift
        class BaseViewController { var disposeBag = DisposeBag() }
        class BaseCell { var disposeBag = DisposeBag() }
        class BaseView { var disposeBag = DisposeBag() }
        class BaseHeader { var disposeBag = DisposeBag() }
        class BaseFooter { var disposeBag = DisposeBag() }
        final class ReviewCell: BaseCell {}
        """,
        "/repo/App/Reviews.swift": """
        import RxSwift
        func bind(cell: ReviewCell, other: Unknown) {
            _ = cell.disposeBag
            _ = other.disposeBag
        }
        """,
    ])
    // Five types declare `disposeBag`; the file names none of them, but `cell` is a `ReviewCell`.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Bases.swift") == [
            "disposeBag []", "disposeBag [3]", "disposeBag []", "disposeBag []", "disposeBag []",
        ])
}

@Test func aPropertyGivenAMemberHopsToItsTypeInTheBodyThatReadsIt() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Core.swift": """
        import RxSwift
        final class Core {
            static var shared: Core { fatalError() }
            let backupManager: BackupManager
            let walletManager: WalletManager
        }
        final class BackupManager { var allBackedUp: Observable<Bool> { .empty() } }
        final class WalletManager { var allBackedUp: Observable<Bool> { .empty() } }
        """,
        "/repo/App/BadgeViewModel.swift": """
        import RxSwift
        final class BadgeViewModel {
            private let backupManager = Core.shared.backupManager
            init() {
                _ = backupManager.allBackedUp
                _ = self.backupManager.allBackedUp
            }
        }
        final class Other {
            func read(backupManager: Unknown) { _ = backupManager.allBackedUp }
        }
        private extension BadgeViewModel {
            func reread() { _ = backupManager.allBackedUp }
        }
        extension Other {
            func reread() { _ = backupManager.allBackedUp }
        }
        """,
    ])
    // In its type's bodies (an extension of it in the file too) the property is the `BackupManager` that
    // `Core.backupManager` is; in another type, nothing.
    #expect(try callerLines(fileSystem, declaredIn: "App/Core.swift") == ["allBackedUp [5, 6, 13]", "allBackedUp []"])
}

/// A property given another value's member without a type (`var searchView = resolver.searchView`) has the type the
/// repository declares that member with, in other files' code too: `base.searchView.rx.state` in an `extension
/// Reactive where Base: OtherView` reaches `SearchView`'s `rx.state`, as `base.direct.rx.state` of a `direct =
/// SearchView()` does, where another view's `rx.state` makes the name ambiguous otherwise.
@Test func aPropertyGivenAMemberHasThatMembersTypeInOtherFilesCode() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Assembly.swift": """
        import UIKit
        public final class Assembly {}
        public var resolver: Assembly { Assembly() }
        extension Assembly { public var searchView: SearchView { SearchView() } }
        """,
        "/repo/App/SearchView.swift": """
        import RxCocoa
        public final class SearchView: UIView { fileprivate let state = PublishRelay<Int>() }
        extension Reactive where Base: SearchView { public var state: PublishRelay<Int> { base.state } }
        """,
        "/repo/App/FilterView.swift": """
        import RxCocoa
        public final class FilterView: UIView { fileprivate let state = PublishRelay<Int>() }
        extension Reactive where Base: FilterView { public var state: PublishRelay<Int> { base.state } }
        """,
        "/repo/App/OtherView.swift": """
        import RxCocoa
        final class OtherView: UIView {
            fileprivate var searchView = resolver.searchView
            fileprivate var direct = SearchView()
            fileprivate var unknown = nowhere.searchView
        }
        extension Reactive where Base: OtherView {
            var a: PublishRelay<Int> { base.searchView.rx.state }
            var b: PublishRelay<Int> { base.direct.rx.state }
            var c: PublishRelay<Int> { base.unknown.rx.state }
        }
        """,
    ])
    // `nowhere` is declared nowhere: `unknown` stays untyped, and line 10 calls no `state`.
    #expect(try callerLines(fileSystem, declaredIn: "App/SearchView.swift") == ["state []", "state [8, 9]"])
    #expect(try callerLines(fileSystem, declaredIn: "App/FilterView.swift") == ["state []", "state []"])
}

/// A service a container resolves through a metatype constant (`Container.resolve(Protocols.worker.self)` of a
/// `static let worker = WorkerProtocol.self`) has the type the constant holds, as `resolve(WorkerProtocol.self)` has,
/// whichever file declares the constant; a constant the repository does not declare types nothing.
@Test func aServiceResolvedThroughAMetatypeConstantHasTheTypeItHolds() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Workers.swift": """
        import RxSwift
        public protocol WorkerProtocol { func imageInfoZip(_ id: String, cacheStrategy: Int) -> Observable<Int> }
        public protocol OtherWorker { func imageInfoZip(_ id: String, cacheStrategy: Int) -> Observable<Int> }
        """,
        "/repo/App/Resolver.swift": """
        enum Container { static func resolve<T>(_ t: T.Type) -> T? { nil } }
        struct Protocols { static let worker = WorkerProtocol.self }
        public class Resolver { public static let worker = Container.resolve(Protocols.worker.self) }
        """,
        "/repo/App/Constants.swift": """
        struct Constants { static let other = OtherWorker.self }
        """,
        "/repo/App/OtherResolver.swift": """
        public class OtherResolver {
            public static let other = Container.resolve(Constants.other)
            public static let missing = Container.resolve(Constants.missing.self)
        }
        """,
        "/repo/App/Cell.swift": """
        import RxSwift
        final class Cell {
            let bag = DisposeBag()
            func load() {
                let worker = Resolver.worker
                worker?.imageInfoZip("a", cacheStrategy: 0).subscribe(onNext: { _ in }).disposed(by: bag)
                OtherResolver.other?.imageInfoZip("b", cacheStrategy: 0).subscribe().disposed(by: bag)
                OtherResolver.missing?.imageInfoZip("c", cacheStrategy: 0).subscribe().disposed(by: bag)
            }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/Workers.swift") == ["imageInfoZip [6]", "imageInfoZip [7]"])
}

/// A method named whole with its labels and passed on (`.flatMap(images.validate(_:))`,
/// `.flatMap(images.resize(to:))`) is a caller of that method, as one passed by its base name is; a call with values
/// in its parentheses stays a call.
@Test func aMethodPassedByItsCompoundNameIsACaller() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ImageService.swift": """
        import RxSwift
        protocol ImageServiceProtocol {
            func download(_ url: String) -> Single<Int>
            func validate(_ size: Int) -> Single<Bool>
            func resize(to width: Int) -> Single<Int>
        }
        """,
        "/repo/App/CellReactor.swift": """
        import RxSwift
        final class CellReactor {
            let images: ImageServiceProtocol
            init(images: ImageServiceProtocol) { self.images = images }
            func load() -> Single<Bool> {
                images.download("a").flatMap(images.resize(to:)).flatMap(images.validate(_:))
            }
            func again() -> Single<Bool> { images.validate(1) }
        }
        """,
    ])
    #expect(
        try callerLines(fileSystem, declaredIn: "App/ImageService.swift") == [
            "download [6]", "validate [6, 8]", "resize [6]",
        ])
}

/// Factory's key-path injection (`@Injected(\.coreDataService) var coreDataService`) has the type its registration
/// makes (`var coreDataService: Factory<CoreDataServiceProtocol>` in `extension Container`), in another file: the
/// file's own calls through it reach that protocol's requirements; a registration the repository does not declare
/// types nothing, and a same-named member of another service is not called.
@Test func aFactoryInjectedPropertyHasTheTypeItsRegistrationMakes() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Services.swift": """
        import RxSwift
        protocol CoreDataServiceProtocol { func search(_ query: String) -> Single<[String]> }
        protocol NetworkServiceProtocol { func search(_ query: String) -> Single<[String]> }
        """,
        "/repo/App/Container+Services.swift": """
        import Factory
        extension Container {
            var coreDataService: Factory<CoreDataServiceProtocol> { self { CoreDataService() } }
        }
        """,
        "/repo/App/SearchReactor.swift": """
        import RxSwift
        import Factory
        final class SearchReactor {
            @Injected(\\.coreDataService) var coreDataService
            @LazyInjected(\\.missingService) private var missingService
            let bag = DisposeBag()
            func load() {
                coreDataService.search("a").subscribe().disposed(by: bag)
                missingService.search("b").subscribe().disposed(by: bag)
            }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/Services.swift") == ["search [8]", "search []"])
}

@Test func aHopTypedReceiverReachesItsTypesMemberThatItsFileNeverNames() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Settings.swift": """
        import RxSwift
        protocol MatcherSettings { func settings() -> Observable<String> }
        protocol MarketSettings { func settings() -> Observable<String> }
        protocol WidgetSettings { func settings() -> Observable<String> }
        protocol AssetSettings { func settings() -> Observable<String> }
        protocol StartSettings { func settings() -> Observable<String> }
        protocol WidgetSettingsRepository { func settings() -> Observable<Int?> }
        protocol RepositoriesFactory { var widgetSettingsStorage: WidgetSettingsRepository { get } }
        """,
        "/repo/App/UseCase.swift": """
        import RxSwift
        final class WidgetUseCase {
            private let repositories: RepositoriesFactory
            func load() -> Observable<Int?> { repositories.widgetSettingsStorage.settings() }
        }
        """,
    ])
    // Six protocols declare `settings()`; the file names none of them, but the hop types the receiver.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Settings.swift") == [
            "settings []", "settings []", "settings []", "settings []", "settings []", "settings [4]",
        ])
}

@Test func aCombinePublisherCallsTheRepositorysPublisherBridge() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Publisher+Rx.swift": """
        import Combine
        import RxSwift
        public extension Publisher {
            func asObservable() -> Observable<Output> { .empty() }
        }
        """,
        "/repo/App/TronAdapter.swift": """
        import Combine
        import RxSwift
        final class TronAdapter {
            private let syncState: AnyPublisher<Int, Never>
            private let subject = PassthroughSubject<Int, Never>()
            private let relay = PublishRelay<Int>()
            var a: Observable<Int> { syncState.asObservable() }
            var b: Observable<Int> { subject.asObservable() }
            var c: Observable<Int> { relay.asObservable() }
        }
        """,
    ])
    // A relay's `asObservable()` is RxSwift's own.
    #expect(try callerLines(fileSystem, declaredIn: "App/Publisher+Rx.swift") == ["asObservable [7, 8]"])
}

@Test func aMemberArgumentChoosesTheOverloadOfItsDeclaredStreamType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Global.swift": """
        import RxCocoa
        func subscribe<T>(_ disposeBag: DisposeBag, _ driver: Driver<T>, _ onNext: ((T) -> Void)? = nil) {}
        func subscribe<T>(_ disposeBag: DisposeBag, _ signal: Signal<T>, _ onNext: ((T) -> Void)? = nil) {}
        func subscribe<T>(_ disposeBag: DisposeBag, _ observable: Observable<T>?, _ onNext: ((T) -> Void)? = nil) {}
        """,
        "/repo/App/ViewModel.swift": """
        import RxCocoa
        final class ViewModel {
            var viewItemsDriver: Signal<Int> { .empty() }
            var isLoading: Observable<Bool> { .empty() }
            var countDriver: Driver<Int> { .empty() }
        }
        """,
        "/repo/App/View.swift": """
        import RxCocoa
        final class View {
            let disposeBag = DisposeBag()
            func bind(viewModel: ViewModel) {
                subscribe(disposeBag, viewModel.viewItemsDriver) { _ in }
                subscribe(disposeBag, viewModel.isLoading) { _ in }
                subscribe(disposeBag, viewModel.countDriver) { _ in }
            }
        }
        """,
    ])
    // The properties' declared types, not their names, tell the overloads apart.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Global.swift") == [
            "subscribe [7]", "subscribe [5]", "subscribe [6]",
        ])
}

@Test func theParameterOfAnArraysElementClosureHasTheElementType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/BaseViewController.swift": """
        import RxSwift
        class BaseViewController { var disposeBag = DisposeBag() }
        """,
        "/repo/App/Bases.swift": """
        import RxSwift
        class BaseCell { var disposeBag = DisposeBag() }
        final class ReviewCell: BaseCell {}
        """,
        "/repo/App/Reviews.swift": """
        import RxSwift
        final class Reviews: BaseViewController {
            func bind(cells: [ReviewCell], byName: [String: ReviewCell], stream: Observable<[ReviewCell]>) {
                cells.forEach { cell in _ = cell.disposeBag }
                _ = cells.map { [weak self] (cell) in cell.disposeBag }
                byName.forEach { cell in _ = cell.disposeBag }
                _ = other.cells.filter { cell in cell.disposeBag }
                _ = stream.map { cell in cell.disposeBag }
            }
        }
        """,
    ])
    // A dictionary's closure takes a key and a value, a stream's `map` the whole array, and another value's `cells`
    // may be anything: the class's superclass's or the cell's.
    #expect(try callerLines(fileSystem, declaredIn: "App/Bases.swift") == ["disposeBag [4, 5]"])
    #expect(try callerLines(fileSystem, declaredIn: "App/BaseViewController.swift") == ["disposeBag []"])
}

/// A cell dequeued through the project's own generic helper (`func dequeueReusableCell<Cell>(type: Cell.Type, for:)
/// -> Cell` on a collection view the file types) has the type its argument names, not the helper's `Cell`.
@Test func aCellDequeuedThroughTheProjectsGenericHelperHasTheTypeItsArgumentNames() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Cells.swift": """
        import RxRelay
        final class ACell: UICollectionViewCell {
            func bindAction(tap: PublishRelay<Int>? = nil, at index: Int) {}
        }
        final class BCell: UICollectionViewCell {
            func bindAction(tap: PublishRelay<Int>? = nil, at index: Int) {}
        }
        extension UICollectionView {
            func dequeueReusableCell<Cell: UICollectionViewCell>(type: Cell.Type, for path: IndexPath) -> Cell {
                dequeueReusableCell(withReuseIdentifier: "\\(type)", for: path) as! Cell
            }
        }
        """,
        "/repo/App/ListViewController.swift": """
        import RxRelay
        final class ListViewController: UIViewController {
            let tap = PublishRelay<Int>()
            func cell(_ collectionView: UICollectionView, _ path: IndexPath, _ kind: Int) -> UICollectionViewCell {
                if kind == 0 {
                    let cell = collectionView.dequeueReusableCell(type: ACell.self, for: path)
                    cell.bindAction(tap: tap, at: 0)
                    return cell
                }
                let cell = collectionView.dequeueReusableCell(type: BCell.self, for: path)
                cell.bindAction(tap: tap, at: 1)
                return cell
            }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/Cells.swift") == ["bindAction [7]", "bindAction [11]"])
}

/// A variable declared at file scope (`var appContext: Context!`) has its type where another file reads it, as a
/// property has: `appContext.store.items()` calls `StoreType.items`, and a capitalized global (`Current`) too; a
/// parameter of its name is no read of it.
@Test func aGlobalVariableHasItsTypeInOtherFiles() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Store.swift": """
        import RxSwift
        protocol StoreType { func items() -> Single<[Int]> }
        final class Context {
            let store: StoreType
            init(store: StoreType) { self.store = store }
        }
        final class Session { let transaction = BehaviorSubject<Int>(value: 0) }
        var appContext: Context!
        var Current: Session!
        """,
        "/repo/App/Screen.swift": """
        import RxSwift
        final class Screen {
            func load() -> Single<Int> { appContext.store.items().map { $0.count } }
            func watch() -> Observable<Int> { Current.transaction.asObservable() }
        }
        """,
        "/repo/App/Other.swift": """
        import RxSwift
        final class Other {
            func load(_ appContext: Holder) -> Single<Int> { appContext.store.items().map { $0.count } }
        }
        final class Holder { let store = Plain() }
        final class Plain { func items() -> Single<[Int]> { .just([]) } }
        """,
    ])
    // `Other.swift`'s parameter `appContext` is no read of the global.
    #expect(try callerLines(fileSystem, declaredIn: "App/Store.swift") == ["items [3]", "transaction [4]"])
}

/// Only a struct has a memberwise initializer, and not one that declares its own: `Picker(picked: relay)` of a
/// class, or of a struct with an `init(picked:)`, calls that initializer, not the property; a file's own `Form` is
/// the one its `Form(sent:)` makes.
@Test func onlyAStructsMemberwiseInitializerPassesItsProperties() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Picker.swift": """
        import RxRelay
        final class Picker {
            var picked: PublishRelay<String>
            init(picked: PublishRelay<String>) { self.picked = picked }
        }
        struct Chooser {
            let chosen: PublishRelay<String>
            init(chosen: PublishRelay<String>) { self.chosen = chosen }
        }
        struct Form { let sent: PublishRelay<String> }
        """,
        "/repo/App/Router.swift": """
        import RxRelay
        final class Router {
            func show(relay: PublishRelay<String>) {
                _ = Picker(picked: relay)
                _ = Chooser(chosen: relay)
                _ = Form(sent: relay)
            }
        }
        """,
        "/repo/App/Other.swift": """
        import RxRelay
        struct Form { let sent: PublishRelay<String> }
        func make(relay: PublishRelay<String>) -> Form { Form(sent: relay) }
        """,
    ])
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Picker.swift") == [
            // `Form(sent:)` in `Router.swift` may make either file's `Form`; `Other.swift`'s makes its own.
            "picked []", "init [4]", "chosen []", "init [5]", "sent []",
        ])
}

/// `$0.name` in an Rx operator's closure after `map { $0.driver }` on a reactor's state is a member of the type
/// `State.driver` is declared with.
@Test func aClosureParameterMappedFromAStatesPropertyHasThatPropertysType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/FormDriver.swift": """
        import RxSwift
        final class FormDriver { let isEnabled = PublishSubject<Bool>() }
        """,
        "/repo/App/FormReactor.swift": """
        import ReactorKit
        final class FormReactor: Reactor {
            enum Action { case tap }
            struct State { var driver = FormDriver() }
            let initialState = State()
        }
        """,
        "/repo/App/FormViewController.swift": """
        import ReactorKit
        import RxSwift
        import RxCocoa
        final class FormViewController: UIViewController, View {
            var disposeBag = DisposeBag()
            let button = UIButton()
            func bind(reactor: FormReactor) {
                reactor.state.map { $0.driver }.flatMap { $0.isEnabled }.bind(to: button.rx.isEnabled)
                    .disposed(by: disposeBag)
            }
        }
        """,
    ])
    // Not yet: `$0` has no type here, and the calling file never names `FormDriver`.
    let callers = try callerLines(fileSystem, declaredIn: "App/FormDriver.swift")
    withKnownIssue { #expect(callers == ["isEnabled [8]"]) }
}

/// `input.segmentSelection.mapToVoid()` in a view model whose own nested `Input` declares `segmentSelection` an
/// `Observable` reads that one, not another view model's `Input.segmentSelection`, a `Driver`.
@Test func aMemberOfTheCallingFilesOwnNestedTypeHasTheTypeThatFileDeclares() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Operators.swift": """
        import RxSwift
        import RxCocoa
        extension ObservableType { func mapToVoid() -> Observable<Void> { map { _ in } } }
        extension SharedSequenceConvertibleType { func mapToVoid() -> Driver<Void> { map { _ in } } }
        """,
        "/repo/App/LoginViewModel.swift": """
        import RxCocoa
        final class LoginViewModel {
            struct Input { let segmentSelection: Driver<Int> }
        }
        """,
        "/repo/App/NotificationsViewModel.swift": """
        import RxSwift
        final class NotificationsViewModel {
            struct Input { let segmentSelection: Observable<Int> }
            func transform(input: Input) -> Observable<Void> {
                input.segmentSelection.mapToVoid()
            }
        }
        """,
        "/repo/App/EventsViewModel.swift": """
        import RxCocoa
        final class EventsViewModel {
            struct Input { let segmentSelection: Driver<Int> }
            func transform(input: Input) {
                // A `Driver` here.
                _ = input.segmentSelection.mapToVoid()
            }
        }
        """,
    ])
    // Each view model's own `Input`: an `Observable` in one, a `Driver` in the other.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Operators.swift") == [
            "mapToVoid [5]", "mapToVoid [6]",
        ])
}

/// `if let coordinator = (NSApplication.shared.delegate as? AppDelegate)?.coordinator` binds a member of the type the
/// parenthesized cast names: `coordinator.rxPlayerOwnerSessionIdentifier` is `AppCoordinator`'s.
@Test func aLocalGivenAMemberOfACastHasThatMembersType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/AppCoordinator.swift": """
        import RxSwift
        final class AppCoordinator {
            var rxPlayerOwnerSessionIdentifier = BehaviorSubject<String?>(value: nil)
        }
        """,
        "/repo/App/AppDelegate.swift": """
        import AppKit
        final class AppDelegate: NSObject, NSApplicationDelegate {
            private(set) var coordinator: AppCoordinator?
        }
        """,
        "/repo/App/SessionsTableViewController.swift": """
        import AppKit
        import RxSwift
        final class SessionsTableViewController: NSViewController {
            private let disposeBag = DisposeBag()
            func observe() {
                if let coordinator = (NSApplication.shared.delegate as? AppDelegate)?.coordinator {
                    coordinator.rxPlayerOwnerSessionIdentifier.subscribe(onNext: { _ in }).disposed(by: disposeBag)
                }
                guard let other = (NSApp.delegate as! AppDelegate).coordinator else { return }
                _ = other.rxPlayerOwnerSessionIdentifier
            }
        }
        """,
    ])
    #expect(
        try callerLines(fileSystem, declaredIn: "App/AppCoordinator.swift") == [
            "rxPlayerOwnerSessionIdentifier [7, 10]"
        ])
}

/// `TopicListApi.provider.requestAPI(_:)`: a static property that a protocol's extension declares with
/// `RxSwift.Reactive<MoyaProvider<Self>>`, read on a type adopting the protocol, is that `Reactive`, whose
/// repository member `requestAPI` the call reaches.
@Test func aProtocolExtensionsPropertyReadOnAnAdoptingTypeHasItsType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ApiTarget.swift": """
        import RxSwift
        import Moya
        protocol ApiTarget: TargetType {}
        extension ApiTarget {
            static var provider: RxSwift.Reactive<MoyaProvider<Self>> { MoyaProvider<Self>().rx }
        }
        extension RxSwift.Reactive where Base: MoyaProviderType {
            func requestAPI(_ token: Base.Target) -> Observable<Response> { request(token).asObservable() }
        }
        """,
        "/repo/App/TopicListApi.swift": """
        import Moya
        enum TopicListApi { case list }
        extension TopicListApi: ApiTarget {}
        """,
        "/repo/App/HomeViewController.swift": """
        import RxSwift
        final class HomeViewController {
            func load() {
                _ = TopicListApi.provider
                    .requestAPI(.list)
                    .subscribe()
            }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/ApiTarget.swift") == ["provider [4]", "requestAPI [5]"])
}

/// A data source closure's `cellModel`, of no type the file declares, reading `outputs`: the protocol the file names
/// (through its section model's alias) that declares `outputs` types it, so `photoSize` is that output's, though other
/// protocols declare `outputs` and `photoSize` too; of two such protocols the file names, the one whose name ends with
/// the receiver's (`HomeCellModelType`, not the screen's `HomeViewModelType`).
@Test func aPropertyOfAnUntypedValueIsTheOneTheNamedProtocolsDeclare() throws {
    let output = { (name: String) in
        """
        import RxSwift
        protocol \(name)Output { var photoSize: Observable<(Double, Double)> { get } }
        protocol \(name)Type { var outputs: \(name)Output { get } }
        final class \(name): \(name)Type, \(name)Output {
            var outputs: \(name)Output { self }
            let photoSize: Observable<(Double, Double)> = .just((1, 2))
        }
        """
    }
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Home/HomeCellModel.swift": output("HomeCellModel"),
        "/repo/App/Search/SearchCellModel.swift": output("SearchCellModel"),
        "/repo/App/Home/HomeViewModel.swift": output("HomeViewModel"),
        "/repo/App/Home/HomeViewController.swift": """
        import RxSwift
        import RxDataSources
        final class HomeViewController {
            typealias HomeSectionModel = SectionModel<String, HomeCellModelType>
            var viewModel: HomeViewModelType!
            let disposeBag = DisposeBag()
            var configure: (HomeSectionModel.Item) -> Void {
                return { cellModel in
                    cellModel.outputs.photoSize
                        .subscribe()
                        .disposed(by: self.disposeBag)
                }
            }
        }
        """,
    ])
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Home/HomeCellModel.swift") == ["photoSize [9]", "photoSize []"])
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Home/HomeViewModel.swift") == ["photoSize []", "photoSize []"])
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Search/SearchCellModel.swift") == ["photoSize []", "photoSize []"])
}

/// A wrapper's own `rx` of a nested type (RxKingfisher's `var rx: KingfisherWrapper.Rx` in `extension
/// KingfisherWrapper where Base: KFCrossPlatformImageView`) reaches that nested type's members:
/// `imageView.kf.rx.imageURL()` calls `KingfisherWrapper.Rx.imageURL`.
@Test func anOwnRxPropertyOfANestedTypeReachesItsMembers() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Kingfisher+Rx.swift": """
        import RxCocoa
        import Kingfisher
        extension KingfisherWrapper {
            public struct Rx {
                private let wrapper: KingfisherWrapper<UIImageView>
                init(_ base: KingfisherWrapper<UIImageView>) { self.wrapper = base }
                public func imageURL(placeholder: UIImage? = nil) -> Binder<URL?> {
                    Binder(wrapper.base) { imageView, url in imageView.kf.setImage(with: url) }
                }
            }
        }
        extension KingfisherWrapper where Base: UIImageView {
            var rx: KingfisherWrapper.Rx { .init(self) }
        }
        """,
        "/repo/App/DetailView.swift": """
        import RxCocoa
        final class DetailView: UIView {
            let coverImageView = UIImageView()
            var cover: Binder<URL?> { coverImageView.kf.rx.imageURL() }
        }
        """,
    ])
    let lines = try callerLines(fileSystem, declaredIn: "App/Kingfisher+Rx.swift")
    #expect(lines == ["imageURL [4]"])
}

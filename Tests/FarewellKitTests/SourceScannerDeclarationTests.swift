import Testing

@testable import FarewellKit

@Test func enclosingNamesFollowTypesFunctionsAndProperties() {
    let scan = SourceScanner().scan(
        """
        let root = Observable<Int>.empty()
        final class LoginViewModel {
            let bag = DisposeBag()
            var title: Driver<String> { relay.asDriver() }
            init(service: Service) { service.rx.ready.subscribe().disposed(by: bag) }
            func bind(to view: View, animated: Bool) {
                view.rx.tap.subscribe(onNext: { _ in _ = Observable<Int>.never() })
                func local() { _ = Single<Int>.never() }
            }
            deinit { _ = Disposables.create() }
            struct Output { let items: Signal<Int> }
        }
        extension APIClient.Endpoint { func request(_ id: Int) -> Single<User> { fatalError() } }
        """
    )
    let enclosing = scan.occurrences.filter { $0.category != .operator }.map { "\($0.symbol) \($0.enclosing ?? "-")" }
    #expect(
        enclosing == [
            "Observable -", "DisposeBag LoginViewModel.bag", "Driver LoginViewModel.title",
            "asDriver LoginViewModel.title", "rx LoginViewModel.init(service:)",
            "subscribe LoginViewModel.init(service:)",
            "disposed LoginViewModel.init(service:)", "rx LoginViewModel.bind(to:animated:)",
            "subscribe LoginViewModel.bind(to:animated:)", "Observable LoginViewModel.bind(to:animated:)",
            "Single LoginViewModel.bind(to:animated:).local()", "Disposables LoginViewModel.deinit",
            "Signal LoginViewModel.Output.items", "Single APIClient.Endpoint.request(_:)",
        ]
    )
    #expect(scan.types == ["LoginViewModel", "Output", "APIClient.Endpoint"])
}

/// A stored property's declaration is the property's, as a computed property's is: its type, its initializer (an
/// immediately called closure, a chain going on over lines) and its observers, and so is each binding's of a
/// declaration of several. A type's body is then split by its declarations, not kept whole; a global's stays at file
/// scope, and a local's in its function.
@Test func aStoredPropertysInitializerIsThePropertys() {
    let scan = SourceScanner().scan(
        """
        import RxSwift
        let root = Observable<Int>.empty()
        final class VM {
          let tap = PublishSubject<Void>()
          lazy var count: Observable<Int> = { return tap.map { 1 }.scan(0, accumulator: +).share(replay: 1) }()
          var label: Observable<String> { count.map { "\\($0)" } }
          let relay = BehaviorRelay<Int>(value: 0)
          private lazy var items = relay.asObservable()
              .distinctUntilChanged()
          var value = 0 { didSet { relay.accept(value) } }
          static let shared: Single<Int> = .just(1)
          let output: Driver<Int>
          var first = Observable.just(1), second = Observable.just(2)
          func bind() { let local = Observable<Int>.never(); tap.subscribe().disposed(by: bag) }
        }
        """
    )
    let enclosing = scan.occurrences.map { "\($0.line) \($0.symbol) \($0.enclosing ?? "-")" }
    #expect(
        enclosing == [
            "2 Observable -", "2 empty -",
            "4 PublishSubject VM.tap",
            "5 Observable VM.count", "5 map VM.count", "5 scan VM.count", "5 share VM.count",
            "6 Observable VM.label", "6 map VM.label",
            "7 BehaviorRelay VM.relay",
            "8 asObservable VM.items", "9 distinctUntilChanged VM.items",
            "10 accept VM.value",
            "11 Single VM.shared", "11 just VM.shared",
            "12 Driver VM.output",
            "13 Observable VM.first", "13 just VM.first", "13 Observable VM.second", "13 just VM.second",
            "14 Observable VM.bind()", "14 never VM.bind()", "14 subscribe VM.bind()", "14 disposed VM.bind()",
        ]
    )
    #expect(
        scan.apis.map(\.qualifiedName) == [
            "root", "VM.tap", "VM.count", "VM.label", "VM.relay", "VM.items", "VM.shared", "VM.output", "VM.first",
            "VM.second",
        ])
}

/// A computed property whose type has several generic arguments (`DelegateProxy<CustomView, CustomViewDelegate>`)
/// keeps its body: the `,` between them is no second binding, and `proxy(for:)` in the body is the property's.
@Test func aComputedPropertyWithSeveralGenericArgumentsKeepsItsBody() {
    let scan = SourceScanner().scan(
        """
        import RxSwift
        import RxCocoa
        extension Reactive where Base: CustomView {
            var delegate: DelegateProxy<CustomView, CustomViewDelegate> {
                return RxCustomViewDelegateProxy.proxy(for: base)
            }
            var cache: [String: Observable<Int>] = [:], other = Observable<Int>.never()
        }
        """
    )
    let enclosing = scan.occurrences.map { "\($0.line) \($0.symbol) \($0.enclosing ?? "-")" }
    #expect(
        enclosing == [
            "3 Reactive Reactive", "4 DelegateProxy Reactive.delegate", "5 proxy Reactive.delegate",
            "7 Observable Reactive.cache", "7 Observable Reactive.other", "7 never Reactive.other",
        ])
}

@Test func apisAreDeclarationsWithRxTypesInTheirSignature() {
    let scan = SourceScanner().scan(
        """
        public final class UserService {
            func fetch() -> Single<User> { .never() }
            public private(set) var users: BehaviorRelay<[User]>
            private let bag = DisposeBag()
            let count = 0
            init(events: Observable<Event>) {}
            subscript(id: Int) -> Maybe<User> { .empty() }
            func plain(x: Int) -> Int { let local: Observable<Int> = .empty(); return x }
        }
        public extension UserService { func reload() -> Completable { .empty() } }
        protocol Loading { func load(_ id: Int) -> Observable<[Item]> }
        typealias Stream = Driver<Int>
        enum State { case loaded(Observable<Int>), idle }
        """
    )
    let apis = scan.apis.map { "\($0.kind) \($0.access) \($0.qualifiedName) \($0.rxTypes) \($0.line):\($0.column)" }
    #expect(
        apis == [
            "function internal UserService.fetch [\"Single\"] 2:10",
            "variable public UserService.users [\"BehaviorRelay\"] 3:29",
            "constant private UserService.bag [\"DisposeBag\"] 4:17",
            "initializer internal UserService.init [\"Observable\"] 6:5",
            "subscript internal UserService.subscript [\"Maybe\"] 7:5",
            "function public UserService.reload [\"Completable\"] 10:37",
            "function internal Loading.load [\"Observable\"] 11:25",
            "typealias internal Stream [\"Driver\"] 12:11",
            "case internal State.loaded [\"Observable\"] 13:19",
        ]
    )
}

/// A property initialized with an Rx type called after its module's name (`RxSwift.DisposeBag()`) has that type, as
/// one written without the module has: a `disposeBag` implementing a protocol's requirement is an API either way.
@Test func anInitializerNamingItsRxModuleGivesItsType() {
    let scan = SourceScanner().scan(
        """
        import RxSwift
        final class SeeMoreViewModel {
            var disposeBag = RxSwift.DisposeBag()
            var steps = RxRelay.PublishRelay<RxFlow.Step>()
            let items = RxSwift.Observable<Int>.just(1)
            let plain = DisposeBag()
        }
        """
    )
    #expect(
        scan.apis.map { "\($0.qualifiedName) \($0.rxTypes)" } == [
            "SeeMoreViewModel.disposeBag [\"DisposeBag\"]", "SeeMoreViewModel.steps [\"PublishRelay\"]",
            "SeeMoreViewModel.items [\"Observable\"]", "SeeMoreViewModel.plain [\"DisposeBag\"]",
        ])
}

@Test func propertiesInitializedWithAnRxChainAreAPIsOfTheTypeTheChainGives() {
    let scan = SourceScanner().scan(
        """
        import RxSwift
        import RxCocoa
        final class ProfileViewModel {
            private let item = PublishSubject<Int>()
            private let title: Driver<String>
            let relay = BehaviorRelay(value: 0)
            lazy var countText = item.map { String($0) }
            lazy var shared = item
                .distinctUntilChanged()
                .share(replay: 1)
            let titles = title.map { $0.uppercased() }
            let values = relay.asDriver()
            let inputs = item.asObserver()
            let flag = UserDefaults.standard.rx.observe(Bool.self, "flag")
            let current = relay.value
            let head = item.first()
            let fallback = item.map { $0 } ?? other
            let counts = [1, 2].map { $0 }
        }
        """
    )
    let apis = scan.apis.map { "\($0.name) \($0.rxTypes)" }
    // `relay.value` ends in no occurrence, `first()` gives no stream, and an operator after the chain makes it no
    // chain's value; an array's `map` is no occurrence.
    #expect(
        apis == [
            "item [\"PublishSubject\"]", "title [\"Driver\"]", "relay [\"BehaviorRelay\"]",
            "countText [\"Observable\"]", "shared [\"Observable\"]", "titles [\"Driver\"]", "values [\"Driver\"]",
            "inputs [\"AnyObserver\"]", "flag [\"Observable\"]",
        ]
    )
}

/// ReactorKit's protocols in a signature stand for the app's own reactor: `init(reactor: Reactor)` of a view whose
/// `typealias Reactor = SplashReactor`, and `bind(reactor:)`, are no Rx APIs; the occurrences stay.
@Test func reactorKitProtocolsInASignatureMakeNoAPI() {
    let scan = SourceScanner().scan(
        """
        import ReactorKit
        import RxSwift
        final class SplashViewController: UIViewController, View {
            typealias Reactor = SplashReactor
            var disposeBag = DisposeBag()
            init(reactor: Reactor) { super.init(nibName: nil, bundle: nil) }
            func bind(reactor: Reactor) {}
            func taps() -> Observable<Void> { .empty() }
        }
        """
    )
    #expect(scan.apis.map(\.name) == ["disposeBag", "taps"])
    #expect(scan.occurrences.filter { $0.symbol == "Reactor" }.map(\.line) == [6, 7])
}

/// A file re-exporting Rx's types under their own names (`typealias Binder = RxCocoa.Binder`, beside `@_exported import
/// RxCocoa`) declares no Rx API: a `Binder(base) { }` elsewhere is RxCocoa's, with no core to make. An alias of another
/// name, or of a generic instance, is one.
@Test func anAliasOfAnRxTypeUnderItsOwnNameIsNoAPI() {
    let scan = SourceScanner().scan(
        """
        @_exported import RxSwift
        @_exported import RxCocoa
        public typealias Observable = RxSwift.Observable
        public typealias Binder = RxCocoa.Binder
        public typealias Relay = RxCocoa.BehaviorRelay
        public typealias Driver = RxCocoa.Driver<Int>
        """
    )
    #expect(scan.apis.map(\.name) == ["Relay", "Driver"])
    #expect(scan.occurrences.filter { $0.symbol == "Binder" }.map(\.line) == [4])
}

@Test func referencesAreMemberAccessesAndCallsButNotDeclarations() {
    let scan = SourceScanner().scan(
        """
        func fetch() -> Single<Int> { .never() }
        let x = client.fetch(id: 1)
        if (ready) { reload() }
        super.init()
        """
    )
    let names = Dictionary(
        uniqueKeysWithValues: ["never", "fetch", "reload", "init"].map { (Reference.hash(of: $0), $0) })
    let references = scan.references.map { "\(names[$0.hash] ?? "?") \($0.line):\($0.column)" }
    #expect(references == ["never 1:32", "fetch 2:16", "reload 3:14", "init 4:7"])
}

@Test func chainsReachAcrossLinesOptionalsAndGenerics() {
    let marked = MarkedSource(
        """
        viewModel.items
            .↓map { $0.count }
            .↓filter { $0 > 0 }
            .bind(to: label.rx.text)
        result?.↓map { $0 }.subscribe()
        let value = relay.value.map { $0 + 1 }
        let numbers = [1, 2].map { $0 + 1 }
        """
    )
    #expect(marked.positions(of: "map") == marked.markers)
}

@Test func anRxTypedNameProvesOnlyTheLinksAfterIt() {
    let marked = MarkedSource(
        """
        func bind(session: Observable<Session?>) {
            session.↓map { $0?.title }
            sessions.map { $0.toArray().first?.session }
            self.session.↓filter { $0 != nil }
        }
        """
    )
    // `filter` and `toArray` are the catalog's `map` construct too.
    #expect(marked.positions(of: "map") == marked.markers)
    // A function of the file returning Rx proves its own calls.
    let own = MarkedSource(
        """
        func delete() { network.deletePost(id: 1).↓map(to: Void.self) }
        func map<T>(to: T.Type) -> Observable<T> { .never() }
        """
    )
    #expect(own.positions(of: "map") == own.markers)
}

@Test func callsCombineSharesNeedAnRxChainInAFileThatImportsBoth() {
    let marked = MarkedSource(
        """
        import Combine
        import RxSwift
        func start(items: Observable<Int>, subject: PassthroughSubject<Int, Never>) {
            $query.share().subscribe(on: DispatchQueue.main).sink { print($0) }.store(in: &bag)
            subject.subscribe(AnySubscriber())
            items.↓share().↓subscribe(on: MainScheduler.instance).↓subscribe(onNext: { print($0) })
            items.↓subscribe(observer)
        }
        """
    )
    let found = SourceScanner().scan(marked.text).occurrences.filter {
        ["share", "subscribe", "subscribeOn"].contains($0.construct)
    }
    #expect(found.map { MarkedSource.Position(line: $0.line, column: $0.column) } == marked.markers)
}

@Test func typeOnlyNamesNeedATypeContext() {
    let marked = MarkedSource(
        """
        enum Mode { case Single, Driver }
        let x: ↓Single<Int>? = nil
        let y = ↓Single<Int>.never()
        let z = mode == .Single
        let w = value as? ↓Single<Int>
        """
    )
    #expect(marked.positions(of: "Single") == marked.markers)
}

@Test func protocolsRefiningRxTypesAreApisAndLocalsAreNot() {
    let scan = SourceScanner().scan(
        """
        public protocol TasksStream: ObservableType where Element == [Task] {}
        protocol Plain {}
        func make() {
            let local: Observable<Int> = .empty()
            func helper() -> Single<Int> { .never() }
        }
        """
    )
    let apis = scan.apis.map { "\($0.kind) \($0.access) \($0.qualifiedName) \($0.rxTypes)" }
    #expect(apis == ["protocol public TasksStream [\"ObservableType\"]"])
}

/// A backticked name (`` var `default`: Driver<AccountStatus> ``) is an API like any other, named without its
/// backticks, and `TwitterAccount().default` calls it, also from a file without an Rx import.
@Test func aBacktickedNameIsAnAPIWithCallers() throws {
    let inventory = try Fixture.scanned([
        "/repo/App/TwitterAccount.swift": """
        import RxSwift
        import RxCocoa
        final class TwitterAccount {
            var `default`: Driver<Int> { .just(1) }
        }
        """,
        "/repo/App/AppDelegate.swift": """
        final class AppDelegate {
            func go() { print(TwitterAccount().default) }
        }
        """,
    ])
    let file = try #require(inventory.files.first { $0.path == "App/TwitterAccount.swift" })
    #expect(
        file.apis.map { "\($0.qualifiedName) \($0.callers.map(\.description))" } == [
            "TwitterAccount.default [\"App/AppDelegate.swift:2\"]"
        ])
}

/// A call leaving an initializer's only Rx parameter to its default value (`DetailViewController(viewModel: vm,
/// coordinator: self)` of `init(viewModel:coordinator:disposeBag: DisposeBag = DisposeBag())`) passes no stream: no
/// caller, whatever bits its other labels set.
@Test func aCallLeavingTheBagToItsDefaultIsNoCaller() throws {
    let inventory = try Fixture.scanned([
        "/repo/App/DetailViewController.swift": """
        import UIKit
        import RxSwift
        final class DetailViewController: UIViewController {
            init(viewModel: Int, coordinator: AnyObject?, disposeBag: DisposeBag = DisposeBag()) {
                super.init(nibName: nil, bundle: nil)
            }
        }
        """,
        "/repo/App/DetailCoordinator.swift": """
        import UIKit
        final class DetailCoordinator {
            func start() -> UIViewController { DetailViewController(viewModel: 1, coordinator: self) }
            func again() -> UIViewController { DetailViewController(viewModel: 1, coordinator: self, disposeBag: .init()) }
        }
        """,
    ])
    let file = try #require(inventory.files.first { $0.path == "App/DetailViewController.swift" })
    #expect(file.apis.map { "\($0.qualifiedName) \($0.callers.map(\.line))" } == ["DetailViewController.init [4]"])
}

/// A struct whose body declares an initializer has no memberwise one: `TasksViewModel(taskService: 1, editAction: 2)`
/// calls `init(taskService:editAction:)`, of no Rx parameter, and passes none of its stored Rx properties.
@Test func aStructWithItsOwnInitializerHasNoMemberwiseCallers() throws {
    let inventory = try Fixture.scanned([
        "/repo/App/TasksViewModel.swift": """
        import RxSwift
        struct TasksViewModel {
            let taskService: Int
            let editAction: PublishSubject<Int>
            init(taskService: Int, editAction count: Int) {
                self.taskService = taskService + count
                editAction = PublishSubject()
            }
        }
        struct Input {
            let editAction: PublishSubject<Int>
        }
        """,
        "/repo/App/SceneDelegate.swift": """
        final class SceneDelegate {
            func go() {
                print(TasksViewModel(taskService: 1, editAction: 2))
                print(Input(editAction: .init()))
            }
        }
        """,
    ])
    let file = try #require(inventory.files.first { $0.path == "App/TasksViewModel.swift" })
    #expect(
        file.apis.map { "\($0.qualifiedName) \($0.callers.map(\.line))" } == [
            "TasksViewModel.editAction []", "Input.editAction [4]",
        ])
}

import Testing

@testable import FarewellKit

/// All occurrence positions of `marked`, whatever the construct.
private func positions(_ marked: MarkedSource) -> [MarkedSource.Position] {
    SourceScanner().scan(marked.text).occurrences.map { MarkedSource.Position(line: $0.line, column: $0.column) }
}

@Test func commentsAndStringsAreNotCounted() {
    let marked = MarkedSource(
        """
        // Observable<Int>, DisposeBag, .rx.tap
        /* BehaviorRelay /* nested */ Observable */
        /// - Returns: Single<User>
        let a = "Observable.just(1).disposed(by: bag)"
        let b = #"rx.tap"#
        let c = \"""
            PublishRelay<Void>()
            \"""
        let d = ↓DisposeBag()
        """
    )
    #expect(positions(marked) == marked.markers)
}

@Test func interpolationsAreCode() {
    let marked = MarkedSource(#"let s = "taps: \(button.↓rx.tap) and \(↓Observable<Int>.↓just(1))""#)
    #expect(positions(marked) == marked.markers)
}

@Test func observableAttributeIsNotRx() {
    let marked = MarkedSource("@Observable final class Model { var items: ↓Observable<Int>? }")
    #expect(positions(marked) == marked.markers)
}

@Test func occurrencesCarrySymbolConstructAndCategory() throws {
    let scan = SourceScanner().scan("let relay = BehaviorRelay<Int>(value: 0)\nrelay.accept(1)")
    let occurrences = scan.occurrences.map {
        "\($0.line):\($0.column) \($0.symbol) \($0.construct) \($0.category.rawValue)"
    }
    #expect(occurrences == ["1:13 BehaviorRelay BehaviorRelay subject", "2:7 accept accept subject"])
}

@Test func plainSwiftCollectionsAreNotRx() {
    let scan = SourceScanner().scan(
        """
        import RxSwift
        let names = users.map { $0.name }.filter { !$0.isEmpty }
        let pairs = zip(a, b).reduce(0) { $0 + $1.0 }
        let merged = dict.merge(other) { $1 }
        let total = values.scan(0, +)
        do { try save() } catch { print(error) }
        """
    )
    #expect(scan.occurrences == [])
}

@Test func aParameterOrClosureParameterShadowsAnRxTypedNameOfTheSameName() {
    let marked = MarkedSource(
        """
        import RxSwift
        final class SearchViewModel {
            let users: ↓Observable<[User]>
            let user: ↓BehaviorRelay<User?>
            func configure(users: [User]) -> [String] { users.map { $0.name } }
            func load() { _ = self.users.↓map { $0.count } }
            func names(_ all: [User]) -> [String] { all.compactMap { user in user.map { $0.name } } }
            func current() { _ = user.↓map { $0?.name } }
            func local() -> [Int] {
                _ = users.↓map { $0.count }
                let users: [User] = []
                return users.map { $0.age }
            }
        }
        """
    )
    #expect(positions(marked) == marked.markers)
}

@Test func aLocalGivenARelaysCurrentValueShadowsTheRelayOfItsName() {
    let marked = MarkedSource(
        """
        import RxSwift
        import RxRelay
        final class ListViewModel {
            let items = ↓BehaviorRelay<[String]>(value: [])
            let state = ↓BehaviorSubject<[Int]>(value: [])
            func uppercaseAll() {
                _ = items.↓map { $0 }
                let items = self.items.value
                let updated = items.map { $0.uppercased() }
                self.items.↓accept(updated)
            }
            func counts() throws -> [Int] {
                let state = try state.value()
                return state.map { $0 + 1 }
            }
            func relay() {
                let items = self.items
                items.↓map { $0 }.↓subscribe().↓disposed(by: bag)
            }
        }
        """
    )
    #expect(positions(marked) == marked.markers)
}

@Test func aNameAPatternBindsShadowsAnRxTypedNameInItsCaseOrBody() {
    let marked = MarkedSource(
        """
        import RxSwift
        import RxRelay
        final class ListViewModel {
            let items = ↓BehaviorRelay<[Int]>(value: [])
            var error: ↓PublishSubject<Int>?
            func handle(_ result: Result<[Int], Failure>) {
                switch result {
                case .success(let items):
                    _ = items.map { $0 }
                case .failure:
                    _ = items.↓map { $0 }
                }
                if case let .success(items) = result, !items.isEmpty {
                    _ = items.map { $0 }
                }
                _ = items.↓filter { _ in true }
                if let items = try? result.get() {
                    _ = items.map { $0 }
                }
                guard case .success(let items) = result else { return }
                _ = items.map { $0 }
            }
            func retry() {
                if let error {
                    _ = error.↓map { $0 }
                }
                do { try load() } catch let error { _ = error.map { $0 } }
            }
        }
        """
    )
    #expect(positions(marked) == marked.markers)
}

/// `.values` turns an Rx stream into an AsyncSequence: what follows it is the sequence's, no Rx operator.
@Test func theLinksAfterValuesAreNoRx() {
    let marked = MarkedSource(
        """
        import RxSwift
        func show(title: ↓Driver<String>) async {
            for await count in title.↓values.map({ $0.count }).filter({ $0 > 0 }) { print(count) }
            _ = title.↓map { $0.count }
        }
        """
    )
    #expect(positions(marked) == marked.markers)
}

/// An operator called on a name declared with an array's type is the array's, whatever Rx its arguments or the
/// rest of its chain hold; a local of the same name given an Rx chain is Rx again.
@Test func anOperatorOnAnArrayTypedNameIsTheArrays() {
    let marked = MarkedSource(
        """
        import RxSwift
        final class Buttons {
            let buttons: [UIButton] = []
            let selectButtons: [UIButton]
            let taps: ↓Observable<Int>
            func wire() {
                buttons.reduce(↓Disposables.create()) { all, button in ↓Disposables.create(all, button.↓rx.tap.↓subscribe()) }
                    .↓disposed(by: bag)
                let buttons = taps.↓map { [$0] }
                _ = buttons.↓filter { !$0.isEmpty }
            }
        }
        private extension Buttons {
            func rewire() {
                selectButtons.reduce(↓Disposables.create()) { all, _ in all }.↓disposed(by: bag)
            }
        }
        """
    )
    #expect(positions(marked) == marked.markers)
}

/// An Optional's `flatMap` is no Rx operator, whatever Rx its closure or the rest of its chain holds: on a name
/// declared with a data source's type (which has no operator), or with its result chained by `?.`.
@Test func anOptionalsFlatMapIsNoOperator() {
    let marked = MarkedSource(
        """
        import RxSwift
        import RxCocoa
        import RxDataSources
        final class ProfileViewController: UIViewController {
            private var dataSource: ↓RxCollectionViewSectionedReloadDataSource<↓SectionModel<String, Int>>?
            let bag = ↓DisposeBag()
            func bind(titles: ↓Observable<String>, items: ↓Observable<[Int]>) {
                navigationItem.rightBarButtonItem
                    .flatMap { button in titles.↓bind(to: button.↓rx.title) }?
                    .↓disposed(by: bag)
                dataSource.flatMap { source in
                    items.↓map { _ in [] }.↓bind(to: collectionView.↓rx.↓items(dataSource: source)).↓disposed(by: bag)
                }
                _ = titles.↓flatMap { _ in items }
            }
        }
        """
    )
    #expect(positions(marked) == marked.markers)
}

/// A call on `self`, or bare, of a function the file declares with that name and label is the file's own, not the
/// Rx operator it spells: its `Single` makes it an Rx API, whose calls are its callers.
@Test func aCallOfTheFilesOwnFunctionNamedLikeAnOperatorIsNoOperator() {
    let marked = MarkedSource(
        """
        import RxSwift
        final class Uploader {
            func prepare(file: URL) -> ↓Single<URL> { ↓Single.↓just(file).↓flatMap { self.zip(file: $0) } }
            func again(file: URL) -> ↓Single<URL> { retry(count: 3, file: file) }
            private func zip(file: URL) -> ↓Single<URL> { .↓just(file) }
            private func retry(count: Int, file: URL) -> ↓Single<URL> { ↓Single.↓zip(zip(file: file), zip(file: file)) { a, _ in a }.↓retry(2) }
        }
        """
    )
    #expect(positions(marked) == marked.markers)
}

/// An implicit member returned from a closure that declares a type that is no Rx stream is a value of that type
/// (the app's `BannerState.error`); from one declaring a stream it is Rx.
@Test func anImplicitMemberReturnedFromAPlainlyTypedClosureIsNoRx() {
    let marked = MarkedSource(
        """
        import RxSwift
        enum BannerState { case loading, error(String) }
        final class BannerViewModel {
            let loading = ↓BehaviorRelay<Bool>(value: false)
            func state() -> ↓Observable<BannerState> {
                loading.↓asObservable().↓map { isLoading -> BannerState in
                    if isLoading { return .loading }
                    return .error("failed")
                }
            }
            func values() -> ↓Observable<Int> {
                loading.↓asObservable().↓flatMap { isLoading -> ↓Observable<Int> in
                    return .↓error(Failure())
                }
            }
        }
        """
    )
    #expect(positions(marked) == marked.markers)
}

@Test func projectSymbolsAreCountedAndWinOverBuiltIns() throws {
    let catalog = Catalog.standard.with(projectSymbols: [
        ProjectSymbol(name: "asDriverOnErrorJustComplete", category: .subscription, weight: 1),
        ProjectSymbol(name: "trackActivity"),
    ])
    let scan = SourceScanner(catalog: catalog).scan(
        "load().asDriverOnErrorJustComplete().trackActivity(indicator)\nfunc trackActivity() {}"
    )
    let found = scan.occurrences.map { "\($0.column) \($0.construct) \($0.category.rawValue)" }
    #expect(found == ["8 asDriverOnErrorJustComplete subscription", "38 trackActivity project-symbol"])
    #expect(catalog.constructs.prefix(2).map(\.id) == ["asDriverOnErrorJustComplete", "trackActivity"])
    #expect(try #require(catalog.construct(id: "trackActivity")).weight == 2)
}

@Test func aGenericTypeEndingItsLineIsTheReceiverOfTheMemberBelow() {
    let marked = MarkedSource(
        """
        let ticks = ↓Observable<Int>
            .↓interval(.seconds(1), scheduler: ↓MainScheduler.instance)
        let user = ↓Single<User>
            .↓just(User())
        let book = ↓Single
            .↓just(Book())
        let big = count > limit
            .value
        """)
    #expect(positions(marked) == marked.markers)
}

@Test func anRxTypedNameProvesAChainOnlyWhenANameReachesIt() {
    let marked = MarkedSource(
        """
        import RxSwift
        struct Output { let items: ↓Driver<[Row]> }
        func f(output: Output, pages: [Page]) {
            _ = output.items.↓map { $0.count }
            _ = items.↓map { $0.count }
            _ = self?.items.↓map { $0.count }
            _ = pages[0].items.compactMap { $0.row }
            _ = pages.map { $0.items.compactMap { $0.row } }
        }
        """)
    #expect(positions(marked) == marked.markers)
}

@Test func aCasePatternIsNoCallAndALifetimeProvesOnlyLifetimeCalls() {
    let marked = MarkedSource(
        """
        import RxSwift
        final class Hints {
            var disposeBag: ↓DisposeBag?
            var timer: ↓Disposable?
            func show(_ state: State) -> String {
                switch state {
                case .empty(let message): return message
                default: return ""
                }
            }
            func stop() {
                timer?.↓dispose()
                _ = disposeBag.map { _ in 1 }
            }
            func load() -> ↓Observable<Int> { .↓empty() }
        }
        """)
    #expect(positions(marked) == marked.markers)
}

@Test func shadowingRangesMergeIntoDisjointRangesSearchedByHalves() {
    let merged = ScanPass.merged([10...20, 0...100, 150...160, 155...170, 200...210])
    #expect(merged == [0...100, 150...170, 200...210])
    #expect([50, 150, 170, 205].allSatisfy { ScanPass.contains(merged, $0) })
    #expect(![101, 149, 171, 199, 211, -1].contains { ScanPass.contains(merged, $0) })
    #expect(!ScanPass.contains([], 3))
}

@Test func aModuleQualifiedRxExtensionIsAnRxExtension() {
    let marked = MarkedSource(
        """
        import RxCocoa
        extension RxSwift.↓Reactive where Base: UIViewController {
            var viewDidLoad: ↓Observable<Void> {
                ↓methodInvoked(#selector(UIViewController.viewDidLoad)).↓map { _ in }
            }
        }
        """
    )
    #expect(positions(marked) == marked.markers)
}

@Test func aParenthesizedHeadOrAnArgumentProvedLinkProvesTheChainAfterIt() {
    let marked = MarkedSource(
        """
        import RxSwift
        struct UserUseCase {
            func myID() -> ↓Observable<String> {
                return (repository?.load() ?? .↓empty())
                    .↓map { $0.id }
                    .↓filter { !$0.isEmpty }
            }
            func run() -> ↓Observable<Int> {
                return source.load()
                    .↓flatMap { ↓Observable.↓just($0) }
                    .↓map { $0 + 1 }
            }
            func plain() -> [Int] {
                return (values ?? []).map { $0 + 1 }.filter { $0 > 0 }
            }
        }
        """
    )
    #expect(positions(marked) == marked.markers)
}

@Test func aClosureParameterWithAReturnTypeShadowsAnRxTypedName() {
    let marked = MarkedSource(
        """
        import RxSwift
        final class ProfileViewModel {
            private let user = ↓BehaviorSubject<User?>(value: nil)
            func languages() -> ↓Observable<[String]> {
                return tapped
                    .↓withLatestFrom(user.↓compactMap { $0 })
                    .↓map { user -> [String] in
                        return user.languages.compactMap { $0.isEmpty ? nil : $0 }
                    }
            }
        }
        """
    )
    #expect(positions(marked) == marked.markers)
}

@Test func reactorKitsStateIsAnObservableInsideTheReactor() {
    let reactor = MarkedSource(
        """
        import ReactorKit
        final class TimerReactor: Reactor {
            func mutate(action: Action) -> Observable<Mutation> {
                let stop = self.state.↓filter { !$0.running }
                return .empty()
            }
        }
        """)
    #expect(reactor.positions(of: "map") == reactor.markers)
    // Only a type conforming to `Reactor` has that stream.
    let other = MarkedSource(
        "import ReactorKit\nfinal class Lamp {\n    func f() { _ = self.state.filter { $0.on } }\n}")
    #expect(other.positions(of: "map") == [])
}

/// Inside a reactor, ReactorKit's `action` is the reactor's own subject of actions, read bare or on `self`, as
/// `reactor.action` is in a view: the read counts (`ActionSubject`) and so does the chain after it. A parameter or a
/// closure's parameter named `action` is that value, and a type that is no reactor has no such subject.
@Test func reactorKitsActionIsItsSubjectInsideTheReactor() {
    let source = """
        import ReactorKit
        import RxSwift
        final class TimerReactor: Reactor {
            func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
                mutation.take(until: self.action.filter { _ in true })
            }
            func cancel() {
                action.onNext(.cancel)
                self.currentState.page
            }
            func mutate(action: Action) -> Observable<Mutation> {
                _ = action.hashValue
                _ = [Action.load].map { action in action.hashValue }
                return .empty()
            }
        }
        final class Lamp {
            func f() { _ = self.action.filter { $0.on } }
        }
        """
    let found = SourceScanner().scan(source).occurrences.filter {
        ["action", "filter", "onNext", "currentState", "hashValue"].contains($0.symbol)
    }
    #expect(
        found.map { "\($0.line):\($0.column) \($0.construct)" } == [
            "5:35 ActionSubject", "5:42 map", "8:9 ActionSubject", "8:16 onNext", "9:14 Reactor.currentState",
        ])
}

/// Inside a reactor, ReactorKit's `state` is the reactor's own stream of states, read bare or on `self`: `_ = self.state`
/// in `init` (or in a `defer`) creates it eagerly and goes with the reactor, so the read counts (`Reactor.state`) and
/// so does the chain after it. A parameter, a local or a closure's parameter named `state` is that value
/// (`reduce(state:mutation:)`'s, `var state = state`), an external label is no read, the nested `State` type,
/// `currentState` and `initialState` are other names, and a type that is no reactor has no such stream.
@Test func reactorKitsStateIsItsStreamInsideTheReactor() {
    let source = """
        import ReactorKit
        import RxSwift
        final class CardCellReactor: Reactor {
            enum Action { case refresh }
            enum Mutation { case setTitle(String) }
            struct State { var title: String }
            let initialState: State
            init(title: String) {
                self.initialState = State(title: title)
                _ = self.state
            }
            func mutate(action: Action) -> Observable<Mutation> {
                defer { _ = self.state }
                let titles = state.map { $0.title }
                _ = self.currentState.title
                _ = initialState.title
                return titles.map { Mutation.setTitle($0) }
            }
            func cancel() {
                DispatchQueue.main.async { [weak self] in _ = self?.state }
            }
            func reduce(state: State, mutation: Mutation) -> State {
                var state = state
                switch mutation {
                case let .setTitle(title): state.title = title
                }
                return state
            }
            func transform(state: Observable<State>) -> Observable<State> {
                state.do(onNext: { state in _ = state.title })
            }
            func isEmpty(state previous: State) -> Bool { previous.title.isEmpty }
        }
        final class Lamp {
            var state = 0
            func f() { _ = self.state; _ = state }
        }
        """
    let found = SourceScanner().scan(source).occurrences.filter { ["state", "map"].contains($0.symbol) }
    #expect(
        found.map { "\($0.line):\($0.column) \($0.construct)" } == [
            "10:18 Reactor.state", "13:26 Reactor.state", "14:22 Reactor.state", "14:28 map", "17:23 map",
            "20:61 Reactor.state",
        ])
    // Without ReactorKit's import, a `Reactor` is the project's own protocol.
    let plain = SourceScanner().scan(
        "final class R: Reactor {\n    init() { _ = self.state }\n}")
    #expect(plain.occurrences.filter { $0.construct == "Reactor.state" } == [])
}

@Test func aClosureReturningRxMakesItsCallsRxNotItsName() {
    let marked = MarkedSource(
        """
        import RxSwift
        final class Checker {
            let flatMap: (Int) -> Observable<Int>
            init(flatMap: @escaping (Int) -> Observable<Int>) { self.flatMap = flatMap }
            static func check(fetch: @escaping (String) -> Single<Int>) -> (String) -> Single<Bool> {
                return { name in fetch(name).↓map { $0 > 0 } }
            }
        }
        """)
    #expect(marked.positions(of: "map") == marked.markers)
    #expect(marked.positions(of: "flatMap") == [])
}

/// A `TestableObserver`'s `events` is an array of recorded events: its `map` and `filter` are the array's. The same
/// names on a relay's chain are Rx.
@Test func aTestableObserversEventsAreAnArray() {
    let marked = MarkedSource(
        """
        import RxSwift
        import RxTest
        final class CounterTests {
            var recorded: ↓TestableObserver<Int>!
            func testCount(relay: ↓BehaviorRelay<Int>) {
                let scheduler = ↓TestScheduler(initialClock: 0)
                let observer = scheduler.↓createObserver(Int.self)
                _ = relay.↓subscribe(observer)
                let values = observer.events.compactMap(\\.value.element)
                let late = recorded.events.filter { $0.time > 10 }
                _ = relay.↓map { $0 + 1 }.↓filter { $0 > 1 }
            }
        }
        """
    )
    #expect(positions(marked) == marked.markers)
}

@Test func typesWrittenWithTheirRxModuleTypeTheirNames() {
    let marked = MarkedSource(
        """
        import RxSwift
        import RxRelay
        final class EditViewModel {
            var saveTapped: RxRelay.↓PublishRelay<Void> = .init()
            var name: RxSwift.↓Observable<String> = .↓just("")
            func titles(_ source: RxSwift.↓Observable<Int>) -> RxSwift.↓Single<[String]> { .↓just([]) }
            func bind() {
                let saved = saveTapped.↓map { true }
                let counts = name.↓map { $0.count }
                _ = (saved, counts, Swift.Array<Int>().map { $0 })
            }
        }
        """
    )
    #expect(positions(marked) == marked.markers)
}

@Test func localsGivenAnRxLocalsChainAreRxHoweverManyHops() {
    let marked = MarkedSource(
        """
        import RxSwift
        import RxRelay
        final class PermissionViewModel {
            let tap = ↓PublishRelay<Bool>()
            func bind() {
                let requested = tap.↓filter { $0 }.↓map { _ in 1 }
                let granted = requested.↓filter { $0 == 1 }
                let grantedVoid = granted.↓map { _ in () }
                let counted = grantedVoid.↓map { 2 }
                let plain = [1, 2].map { $0 }
                let doubled = plain.map { $0 * 2 }
                _ = (counted, doubled)
            }
        }
        """
    )
    #expect(positions(marked) == marked.markers)
}

/// An operator the file declares in an Rx type's extension (`func map<D>(_ type: D.Type) -> Observable<D>`) is
/// called on streams, which their chains prove: a collection's `map` in the same file is not Rx because of it.
@Test func anOperatorOfAnRxExtensionProvesNoCollectionCallOfItsName() {
    let marked = MarkedSource(
        """
        import RxSwift
        extension ↓Observable where Element == Data {
            func map<D: Decodable>(_ type: D.Type) -> ↓Observable<D> {
                ↓map { try JSONDecoder().decode(type, from: $0) }
            }
        }
        extension ↓ObservableType where Element: Collection {
            func mapMany<T>(_ transform: @escaping (Element.Element) -> T) -> ↓Observable<[T]> {
                ↓map { collection in collection.map(transform) }
            }
        }
        """
    )
    #expect(positions(marked) == marked.markers)
}

/// RxBlocking's `toBlocking().single()` gives a plain value: a `map` on it is the array's (the blocking calls
/// themselves are RxBlocking's).
@Test func aLinkAfterABlockingCallIsNoRx() {
    let marked = MarkedSource(
        """
        import RxSwift
        import RxBlocking
        let ids = try ↓Single.↓just([1, 2]).↓toBlocking().↓single().map { $0 * 2 }
        let first = try ↓Observable.↓just(1).↓map { $0 + 1 }.↓toBlocking().↓first()
        """
    )
    #expect(positions(marked) == marked.markers)
}

/// A member of a local value or a parameter (`box.questions`, `state.tags`) is not the file's own Rx-typed
/// property of that name, unless the value's type declares it with an Rx type (`input.refresh` of an `Input`).
@Test func aMemberOfALocalValueIsNotTheFilesRxTypedPropertyOfItsName() {
    let marked = MarkedSource(
        """
        import RxSwift
        import RxRelay
        struct Form { var tags: [String: Bool] = [:] }
        final class FormViewModel {
            struct Input { let refresh: ↓Observable<Void> }
            let tags = ↓PublishRelay<(String, Bool)>()
            let questions = ↓BehaviorRelay<[Int]>(value: [])
            func activeCount(state: Form) -> Int { state.tags.reduce(0) { $0 + ($1.value ? 1 : 0) } }
            func ids(of lists: [[Int]]) -> Set<Int> {
                guard let solved = lists.first else { return [] }
                return Set(solved.questions.map { $0 + 1 })
            }
            func bind(input: Input) -> ↓Observable<Int> { input.refresh.↓map { 1 } }
            func own() -> ↓Observable<Int> { questions.↓map { $0.count } }
        }
        """
    )
    #expect(positions(marked) == marked.markers)
}

/// A local that starts from a parameter of a plain type but whose chain an Rx operator links
/// (`input.selected.withLatestFrom(loggedIn)` of a nested `Input`) holds a stream: operators on it are Rx.
@Test func aLocalWhoseChainAnRxOperatorLinksIsNoPlainValue() {
    let marked = MarkedSource(
        """
        import RxCocoa
        final class ViewModel {
            func transform(input: Input, loggedIn: ↓Driver<Bool>) -> ↓Driver<String> {
                let check = input.selected.↓withLatestFrom(loggedIn)
                let no = check.↓filter { !$0 }.↓map { _ in "no" }
                let names = input.names.map { $0.uppercased() }
                return no
            }
            struct Input {
                let selected: ↓Driver<Int>
                let names: [String]
            }
        }
        """
    )
    #expect(positions(marked) == marked.markers)
}

/// Inside `extension Reactive`, a bare `Reactive` member the catalog knows (RxCocoa's `controlEvent` property of an
/// `NSControl`) is `self`'s, as `self.controlEvent` is: an occurrence, and its chain is Rx; so is one read on `self`
/// that the catalog knows only after `rx` (`self.contentOffset`). Outside, or where the file declares the name in
/// sight, it is the other name's.
@Test func aBareReactiveMemberInAReactiveExtensionIsSelfs() {
    let marked = MarkedSource(
        """
        import RxSwift; import RxCocoa; import Cocoa
        extension ↓Reactive where Base == NSButton {
            var toggle: ↓ControlEvent<Bool> {
                let t = ↓controlEvent.↓map { base.state == .on }
                return ↓ControlEvent(events: t)
            }
            var pressed: ↓Observable<Bool> { self.↓controlEvent.↓map { true } }
            var taps: ↓Observable<Bool> { ↓controlEvent.↓filter { true }.↓map { _ in false } }
        }
        extension NSButton {
            var states: [Int] { controlEvent.map { $0 } }
        }
        extension ↓Reactive where Base: NSScrollView {
            var offset: ↓Observable<CGPoint> { self.↓contentOffset.↓asObservable() }
        }
        extension NSScrollView {
            var offset: CGPoint { self.contentOffset }
        }
        """
    )
    #expect(positions(marked) == marked.markers)
}

/// Relays and subjects are `ObservableType`s: they inherit its static factories (`PublishRelay.of(a, b)`,
/// `BehaviorSubject<Int>.just(1)`), which count as on `Observable`.
@Test func staticFactoriesCountOnRelayAndSubjectTypes() {
    let marked = MarkedSource(
        """
        import RxSwift; import RxRelay
        let a = ↓PublishRelay.↓of(1, 2)
        let b = ↓BehaviorSubject<Int>.↓just(1)
        let c = ↓ReplaySubject.↓from([1, 2])
        let d = ↓BehaviorRelay<Int>.↓merge(x, y)
        let e = ↓PublishSubject<Int>.↓empty()
        """
    )
    #expect(positions(marked) == marked.markers)
}

/// A local or parameter named `currentState` holds a copy of the reactor's state: in its scope, the name is that
/// value, and only `self.currentState` or `reactor?.currentState` reads ReactorKit's.
@Test func aLocalOrParameterNamedCurrentStateShadowsTheReactorsCurrentState() {
    let marked = MarkedSource(
        """
        import ReactorKit
        final class HomeReactor: Reactor {
            enum Action { case load }
            struct State { var a = 0; var b = 0 }
            let initialState = State()
            var sum: Int { let currentState = self.↓currentState; return currentState.a + currentState.b }
            func twice(_ currentState: State) -> Int { currentState.a * 2 }
            var next: Int { ↓currentState.a + 1 }
        }
        final class HomeViewController: UIViewController, View {
            func layout() {
                guard let currentState = reactor?.↓currentState else { return }
                print(currentState.a)
            }
        }
        """)
    #expect(marked.positions(of: "Reactor.currentState") == marked.markers)
}

/// Another module's function of the name the file declares with an Rx type (`Alamofire.request` beside the file's
/// own `request(method:url:)`) proves no Rx chain: its operators are Alamofire's; the file's own call is.
@Test func anotherModulesFunctionOfAnOwnNameIsNotRx() {
    let marked = MarkedSource(
        """
        import RxSwift
        import Alamofire
        final class Network {
            func request(method: HTTPMethod, url: String) -> ↓Observable<Any> { ↓Observable.↓just(1) }
            func image(url: URL) {
                Alamofire.request(url, method: .get).validate().response(queue: queue, responseSerializer: s) { _ in }
                request(method: .get, url: "a").↓map { $0 }.↓subscribe()
            }
        }
        """
    )
    #expect(positions(marked) == marked.markers)
}

/// `Occurrence.enclosed(by:)` changes the enclosing name only, to another or to none (file scope).
@Test func anOccurrenceEnclosedByAnotherNameKeepsTheRest() {
    let occurrence = Occurrence(
        line: 3, column: 9, symbol: "subscribe", construct: "subscribe", category: .subscription, enclosing: nil)
    let enclosed = occurrence.enclosed(by: "LoginViewModel.bind()")
    #expect(enclosed.enclosing == "LoginViewModel.bind()")
    #expect(enclosed.enclosed(by: nil) == occurrence)
    #expect(
        [enclosed.line, enclosed.column] == [3, 9] && enclosed.symbol == "subscribe"
            && enclosed.construct == "subscribe" && enclosed.category == .subscription)
}

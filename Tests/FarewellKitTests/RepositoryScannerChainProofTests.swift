import Testing

@testable import FarewellKit

/// Operators proven by another file's Rx function named earlier in their chain.

private func occurrenceLines(_ fileSystem: InMemoryFileSystem, in path: String) throws -> [String] {
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    return inventory.files.first { $0.path == path }?.occurrences.map { "\($0.line) \($0.symbol)" } ?? []
}

@Test func aCallLabelledAsNoRxOverloadIsAnotherFunctionAndProvesNothing() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/DataService.swift": """
        import Combine
        import RxSwift
        public protocol DataService {
            func request(with id: Int) -> AnyPublisher<String, Error>
            func request(_ id: Int) -> Observable<String>
            func fetch(page: Int, size: Int) -> Single<[String]>
        }
        """,
        "/repo/App/Repository.swift": """
        import Combine
        import RxSwift
        final class Repository {
            let service: DataService
            func load() -> AnyPublisher<Int, Error> {
                service.request(with: 1)
                    .map { $0.count }
                    .eraseToAnyPublisher()
            }
            func legacy() {
                _ = service.request(1).map { $0.count }
                _ = service.fetch(page: 1, size: 20).map { $0.count }
                _ = service.fetch(size: 20).map { $0.count }
            }
        }
        """,
    ])
    // `request(with:)` is the Combine overload; `fetch(size:)` takes a label no Rx `fetch` starts with.
    #expect(try occurrenceLines(fileSystem, in: "App/Repository.swift") == ["11 map", "12 map"])
}

@Test func aLongClosureBetweenTheRxCallAndTheOperatorStillLeadsBackToIt() throws {
    let body = (1...40).map { "            let value\($0) = item + \($0)" }.joined(separator: "\n")
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ColorRepository.swift": """
        import RxSwift
        final class ColorRepository {
            func fetchAll() -> Observable<[Int]> { .just([]) }
        }
        """,
        "/repo/App/ViewModel.swift": """
        import RxSwift
        final class ViewModel {
            let colors: ColorRepository
            func load() {
                _ = colors.fetchAll()
                    .map { items in items.map { item in
        \(body)
                        return value40
                    } }
                    .filter { !$0.isEmpty }
            }
        }
        """,
    ])
    let lines = try occurrenceLines(fileSystem, in: "App/ViewModel.swift")
    #expect(lines == ["6 map", "49 filter"])
}

/// The operators chained on a call site the resolver ties to an Rx API count where the file never names the API's
/// type: a repository reached through a provider's function, a protocol property through a local, a superclass's
/// relay read bare or through `self`; and the operators after such an operator. A read the resolver ties to no
/// stream (`relay.value`, a closure parameter's `items`) proves nothing.
@Test func operatorsOnCallsOfRxAPIsCountWhereTheFileNeverNamesTheirType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Protocols.swift": """
        import RxSwift
        public protocol MovieRepositoryProtocol {
            func topRated(page: Int) -> Single<[String]>
        }
        public protocol RepositoryProvider {
            func movieRepository() -> MovieRepositoryProtocol
        }
        """,
        "/repo/App/BaseViewModel.swift": """
        import RxSwift
        import RxRelay
        class BaseViewModel {
            let trigger = PublishRelay<Void>()
            let names = BehaviorRelay<[String]>(value: [])
        }
        """,
        "/repo/App/MovieViewModel.swift": """
        import RxSwift
        final class MovieViewModel: BaseViewModel {
            private let provider: RepositoryProvider
            init(provider: RepositoryProvider) { self.provider = provider }
            func titles() -> Single<Int> {
                return provider
                    .movieRepository()
                    .topRated(page: 1)
                    .map { $0.count }
            }
            func loads() -> Observable<Int> {
                let first = trigger.take(1).map { 1 }
                let again = self.trigger.skip(1).map { 2 }
                return Observable.merge(first, again)
            }
            func plain(_ rows: [Row]) -> [Int] {
                _ = names.value.map { $0.count }
                return rows.map { $0.items.count }.filter { $0 > 0 }
            }
        }
        """,
    ])
    #expect(
        try occurrenceLines(fileSystem, in: "App/MovieViewModel.swift") == [
            "5 Single", "9 map", "11 Observable", "12 take", "12 map", "13 skip", "13 map", "14 Observable",
            "14 merge",
        ])
}

/// A property wrapper of the repository whose `projectedValue` is a stream makes `$name` of a property it wraps
/// that stream: the operators after it count. A wrapper projecting something else, and Combine's `@Published`,
/// do not.
@Test func operatorsOnAProjectionOfAnRxPropertyWrapperCount() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Streamed.swift": """
        import RxSwift
        import RxRelay
        @propertyWrapper
        final class Streamed<Value> {
            private let relay: BehaviorRelay<Value>
            var wrappedValue: Value {
                get { relay.value }
                set { relay.accept(newValue) }
            }
            var projectedValue: Observable<Value> { relay.asObservable() }
            init(wrappedValue: Value) { relay = BehaviorRelay(value: wrappedValue) }
        }
        @propertyWrapper
        struct Clamped {
            var wrappedValue: Int
            var projectedValue: [Int] { [wrappedValue] }
        }
        """,
        "/repo/App/ProfileViewModel.swift": """
        import Combine
        final class ProfileViewModel {
            @Streamed private(set) var names: [String] = []
            @Clamped var level = Clamped(wrappedValue: 1)
            @Published var titles: [String] = []
        }
        """,
        "/repo/App/ProfileViewController.swift": """
        import RxSwift
        import Combine
        final class ProfileViewController {
            let viewModel = ProfileViewModel()
            func sorted() -> Observable<[String]> {
                viewModel.$names.map { $0.sorted() }.filter { !$0.isEmpty }
            }
            func others() {
                _ = viewModel.$level.map { $0 + 1 }
                _ = viewModel.$titles.map { $0.count }
            }
        }
        """,
    ])
    #expect(
        try occurrenceLines(fileSystem, in: "App/ProfileViewController.swift") == [
            "5 Observable", "6 map", "6 filter",
        ])
}

/// A `BehaviorSubject`'s throwing `value()` read through another file's property is an occurrence (`StateRelay` has
/// no such call: every one must change), so a file whose only Rx is such reads is no import-only file; what follows
/// the call is the value's, and a relay's `value` property is read as it is.
@Test func aSubjectsValueCallThroughAnotherFilesPropertyIsAnOccurrence() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ViewModel.swift": """
        import RxSwift
        import RxRelay
        final class ViewModel {
            let state = BehaviorSubject<[Int]>(value: [])
            let title = BehaviorRelay<String>(value: "")
        }
        """,
        "/repo/App/Screen.swift": """
        import RxSwift
        final class Screen {
            let viewModel = ViewModel()
            func count() -> Int { (try? viewModel.state.value())?.count ?? 0 }
            func first() -> [Int] { (try? viewModel.state.value().map { $0 + 1 }) ?? [] }
            func title() -> String { viewModel.title.value }
            func other(_ box: Box) -> Int { box.value() }
        }
        """,
    ])
    #expect(
        try occurrenceLines(fileSystem, in: "App/Screen.swift") == ["4 value", "5 value"])
}

/// A chain returned from a function or closure declared with an Rx stream type is Rx, whatever its head (a
/// library's call the repository does not hold): its last step gives that type. Not a chain that goes on, one
/// returned from a body that declares no Rx type, nor an argument's chain.
@Test func aChainReturnedAsAnRxTypeIsRxWhateverItsHead() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Repository.swift": """
        import RxSwift
        final class Repository {
            func all() -> Observable<Int> {
                return sdk.call().map { $0 + 1 }
            }
            func some() -> Observable<Int> { sdk.call().filter { $0 > 1 } }
            func keys() -> Observable<Int> {
                return env.services().flatMapLatest { s -> Observable<Int> in
                    s.sdk.key().map { $0 + 1 }
                }
            }
            func names() -> [String] { return users.map { $0.name } }
            func count() -> Observable<Int> { .just(users.map { $0.id }.count) }
            func counted() -> Int { items.map { $0 }.count }
        }
        """
    ])
    #expect(
        try occurrenceLines(fileSystem, in: "App/Repository.swift") == [
            "3 Observable", "4 map", "6 Observable", "6 filter", "7 Observable", "8 flatMapLatest", "8 Observable",
            "9 map", "13 Observable", "13 just",
        ])
}

@Test func aChainAfterAnOwnRxExtensionReturningANonRxTypeIsNotRx() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Blocking.swift": """
        import Moya
        import RxSwift
        extension Reactive where Base: MoyaProviderType {
            func blockingRequest(_ t: Base.Target) -> Result<Response, MoyaError> { fatalError() }
        }
        extension Result where Success == Response, Failure == MoyaError {
            func map<D: Decodable>(_ t: D.Type) -> Result<D, MoyaError> { fatalError() }
        }
        """,
        "/repo/App/UserService.swift": """
        import Moya
        import RxSwift
        final class UserService {
            let p = MoyaProvider<API>()
            func me() -> Observable<String?> {
                let r: Result<String?, MoyaError> = p.rx.blockingRequest(.me).map(User.self).map { $0.name }
                return p.rx.request(.me).map(User.self).map { $0.name }.asObservable()
            }
        }
        """,
    ])
    let lines = try occurrenceLines(fileSystem, in: "App/UserService.swift")
    #expect(
        lines == [
            "5 Observable", "6 rx", "7 rx", "7 request", "7 map", "7 map", "7 asObservable",
        ])
}

@Test func membersAfterAnOwnRxExtensionReturningANonRxTypeAreNotRxWithOrWithoutArguments() throws {
    // `↓` marks every occurrence expected in the file; the calls on what `blockingRequest()` returns are the
    // `Result`'s, those after `.rx` on the `UIButton` that `button()` returns are Rx again.
    let marked = MarkedSource(
        """
        import RxSwift
        import RxCocoa
        import RxOptional
        final class UserService {
            let foo = Foo()
            let bag = ↓DisposeBag()
            func load() {
                _ = foo.↓rx.blockingRequest().filterNil()
                _ = foo.↓rx.blockingRequest().distinctUntilChanged()
                _ = foo.↓rx.blockingRequest().map { $0 }.distinctUntilChanged()
                _ = foo.↓rx.blockingRequest().share(replay: 1)
                _ = foo.↓rx.blockingRequest().subscribe(onNext: { _ in })
                _ = foo.↓rx.button().↓rx.tap.↓distinctUntilChanged()
                _ = foo.↓rx.updates().↓filterNil().↓distinctUntilChanged()
                foo.↓rx.updates().↓subscribe(onNext: { _ in }).↓disposed(by: bag)
            }
        }
        """)
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Foo+Rx.swift": """
        import RxSwift
        import RxCocoa
        extension Reactive where Base: Foo {
            func blockingRequest() -> Result<Int?, Error> { fatalError() }
            func button() -> UIButton { fatalError() }
            func updates() -> Observable<Int?> { .empty() }
        }
        """,
        "/repo/App/UserService.swift": marked.text,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let file = try #require(inventory.files.first { $0.path == "App/UserService.swift" })
    #expect(file.occurrences.map { MarkedSource.Position(line: $0.line, column: $0.column) } == marked.markers)
}

@Test func anOwnRxExtensionReturningAnAliasOfAnRxTypeStaysInRx() throws {
    // `↓` marks every occurrence expected in the file: `viaAlias()` returns `Stream`, the repository's alias of
    // `Observable<Int>`, so the chain after it is Rx, as after `direct()`.
    let marked = MarkedSource(
        """
        import RxSwift
        final class ViewModel {
            let a: ↓Stream
            let b: ↓Observable<Int>
            init(repo: Repo) {
                a = repo.load().viaAlias().↓share(replay: 1)
                b = repo.load().direct().↓share(replay: 1)
            }
        }
        """)
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Repo.swift": """
        import RxSwift
        typealias Stream = Observable<Int>
        final class Repo { func load() -> Observable<Int> { .just(1) } }
        extension ObservableType {
            func viaAlias() -> Stream { .just(1) }
            func direct() -> Observable<Int> { .just(1) }
        }
        """,
        "/repo/App/ViewModel.swift": marked.text,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let file = try #require(inventory.files.first { $0.path == "App/ViewModel.swift" })
    #expect(file.occurrences.map { MarkedSource.Position(line: $0.line, column: $0.column) } == marked.markers)
}

import Testing

@testable import FarewellKit

/// The repository's functions named like Rx operators or bridges: a call the Rx library cannot make is the
/// repository's function, no occurrence, and a caller of it.

/// The occurrences of the file at `path` as marked positions, and each API of the file at `declaredIn` with its
/// callers as `path:line`.
private func scan(_ files: [String: String], occurrencesIn path: String, apisIn declaredIn: String) throws
    -> (positions: [MarkedSource.Position], callers: [String])
{
    var system: [String: String] = [:]
    for (name, text) in files { system["/repo/" + name] = text }
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(system)).scan(root: "/repo")
    let file = try #require(inventory.files.first { $0.path == path })
    let declaring = try #require(inventory.files.first { $0.path == declaredIn })
    return (
        file.occurrences.map { MarkedSource.Position(line: $0.line, column: $0.column) },
        declaring.apis.map { api in
            "\(api.qualifiedName) \(api.callers.map { "\($0.path):\($0.line)" })"
        }
    )
}

/// RxSwift's `single()` takes no argument or an unlabeled predicate: `session.single(request: r)` is the
/// repository's function, whatever its result or the Rx calls chained after it, which act on that result.
@Test func aFirstLabelRxSwiftsSingleTakesNotIsTheRepositorysFunction() throws {
    let marked = MarkedSource(
        """
        import Foundation
        import RxSwift
        final class Loader {
            let bag = ↓DisposeBag()
            func load(_ s: URLSession, _ r: URLRequest) -> ↓Single<Data> { s.single(request: r) }
            func sizes(_ s: URLSession, _ r: URLRequest) -> ↓Single<Int> { s.single(request: r).↓map { $0.count } }
            func go(_ s: URLSession, _ r: URLRequest) {
                s.single(request: r).↓subscribe(onSuccess: { _ in }).↓disposed(by: bag)
            }
            func head(_ o: ↓Observable<Int>) -> ↓Single<Int> { o.↓single() }
            func only(_ o: ↓Observable<Int>) -> ↓Single<Int> { o.↓single({ $0 > 1 }) }
        }
        """)
    let files = [
        "App/URLSession+Rx.swift": """
        import Foundation
        import RxSwift
        extension URLSession {
            func single(request: URLRequest) -> Single<Data> { .never() }
        }
        """,
        "App/Loader.swift": marked.text,
    ]
    let found = try scan(files, occurrencesIn: "App/Loader.swift", apisIn: "App/URLSession+Rx.swift")
    #expect(found.positions == marked.markers)
    #expect(
        found.callers == ["URLSession.single [\"App/Loader.swift:5\", \"App/Loader.swift:6\", \"App/Loader.swift:8\"]"])
}

/// `extension Publisher { func asObservable() }` is the repository's bridge from Combine: called on a Combine
/// publisher, declared with one or reached through a chain of Combine's operators from one, it is that bridge's
/// caller (and an occurrence, as the calls of the repository's other bridges are), and the operators before it are
/// Combine's. On a relay, `asObservable()` and the operators before it are RxSwift's.
@Test func aChainOfCombineOperatorsCallsTheRepositorysPublisherBridge() throws {
    let marked = MarkedSource(
        """
        import Combine
        import RxSwift
        final class Screen {
            let kit = Kit()
            let bag = ↓DisposeBag()
            private let subject = PassthroughSubject<Int, Never>()
            func bind(relay: ↓PublishSubject<Int>) {
                kit.publisher.map { _ in () }.↓asObservable().↓subscribe(onNext: { _ in }).↓disposed(by: bag)
                let p = PassthroughSubject<Int, Never>()
                _ = p.↓asObservable()
                _ = kit.statePublisher.filter { $0 > 1 }.map { $0 }.↓asObservable().↓map { $0 }
                _ = subject.compactMap { $0 }.↓asObservable()
                _ = relay.↓map { $0 }.↓asObservable()
            }
        }
        """)
    let files = [
        "App/Publisher+Rx.swift": """
        import Combine
        import RxSwift
        extension Publisher {
            func asObservable() -> Observable<Output> { .empty() }
        }
        """,
        "App/Kit.swift": """
        import Combine
        final class Kit {
            let publisher = PassthroughSubject<Int, Never>()
            var statePublisher: AnyPublisher<Int, Never> { publisher.eraseToAnyPublisher() }
        }
        """,
        "App/Screen.swift": marked.text,
    ]
    let found = try scan(files, occurrencesIn: "App/Screen.swift", apisIn: "App/Publisher+Rx.swift")
    #expect(found.positions == marked.markers)
    #expect(
        found.callers == [
            "Publisher.asObservable [\"App/Screen.swift:8\", \"App/Screen.swift:10\", \"App/Screen.swift:11\", "
                + "\"App/Screen.swift:12\"]"
        ])
}

/// A library's publisher the repository never declares is told by its name, as Combine's are (`dataTaskPublisher`):
/// a value or a function named `…Publisher` calls the repository's `extension Publisher` bridge, and the operators
/// between are Combine's. A declaration wins over the name: a superclass's `activePublisher: Observable<Bool>` is Rx.
@Test func aLibrarysPublisherNamedSoCallsTheRepositorysPublisherBridge() throws {
    let marked = MarkedSource(
        """
        import RxSwift
        import SolanaKit
        final class Adapter: BaseAdapter {
            let kit: SolanaKit.Kit
            var blocks: ↓Observable<Void> { kit.lastBlockHeightPublisher.map { _ in () }.↓asObservable() }
            var operations: ↓Observable<Int> { kit.operationPublisher(tag: 1).↓asObservable().↓map { $0 } }
            var caution: ↓Observable<Bool> { activePublisher.↓map { !$0 }.↓asObservable() }
        }
        extension Kit {
            var syncStateObservable: ↓Observable<Int> { syncStatePublisher.↓asObservable() }
        }
        """)
    let files = [
        "App/Publisher+Rx.swift": """
        import Combine
        import RxSwift
        extension Publisher {
            func asObservable() -> Observable<Output> { .empty() }
        }
        """,
        "App/BaseAdapter.swift": """
        import RxSwift
        class BaseAdapter {
            var activePublisher: Observable<Bool> { .just(true) }
        }
        """,
        "App/Adapter.swift": marked.text,
    ]
    let found = try scan(files, occurrencesIn: "App/Adapter.swift", apisIn: "App/Publisher+Rx.swift")
    #expect(found.positions == marked.markers)
    #expect(
        found.callers == [
            "Publisher.asObservable [\"App/Adapter.swift:5\", \"App/Adapter.swift:6\", \"App/Adapter.swift:10\"]"
        ])
}

/// Nimble's `expect(x)` gives an `Expectation`, no Rx type: `expect(x).first()` is the `Expectation`'s, even returned
/// from a function whose generic `where` clause names an Rx type (which is no result), and `expect(x).triggering { }`
/// calls the repository's `extension Expectation`.
@Test func aCallOnNimblesExpectIsTheExpectationsMember() throws {
    let helpers = MarkedSource(
        """
        import Nimble
        import RxRelay
        import RxSwift
        extension Expectation {
            func triggering<U>(closure: @escaping () -> Void) -> Expectation<U?> where T: ↓PublishRelay<U> {
                let behavior = ↓BehaviorRelay<U?>(value: nil)
                closure()
                return expect(behavior.↓do(onDispose: {})).first()
            }
            func triggering<U>(closure: @escaping () -> Void) -> Expectation<U> where T: ↓BehaviorRelay<U> {
                closure()
                return expect(try? self.expression.evaluate()).first()
            }
        }
        extension Expectation where T: ↓ObservableType {
            func first(until timeout: Double? = nil) -> Expectation<T.Element> { fatalError() }
        }
        func loaded<O>(_ o: O) -> [Int] where O: ↓ObservableType { sdk.call().map { $0 + 1 } }
        """)
    let spec = MarkedSource(
        """
        import Nimble
        import Quick
        import RxRelay
        final class ListSpec: QuickSpec {
            override func spec() {
                let relay = ↓PublishRelay<[Int]>()
                it("reloads") {
                    expect(relay).triggering { relay.↓accept([1]) }.to(haveCount(1))
                    expect(relay.↓asObservable()).first().to(haveCount(0))
                    expect(relay).first(until: 1).to(haveCount(0))
                }
            }
        }
        """)
    let files = ["AppTests/Expectation+Rx.swift": helpers.text, "AppTests/ListSpec.swift": spec.text]
    let declared = try scan(
        files, occurrencesIn: "AppTests/Expectation+Rx.swift", apisIn: "AppTests/Expectation+Rx.swift")
    #expect(declared.positions == helpers.markers)
    let calling = try scan(files, occurrencesIn: "AppTests/ListSpec.swift", apisIn: "AppTests/Expectation+Rx.swift")
    #expect(calling.positions == spec.markers)
    #expect(
        calling.callers == [
            "Expectation.triggering [\"AppTests/ListSpec.swift:8\"]",
            "Expectation.triggering [\"AppTests/ListSpec.swift:8\"]",
            "loaded []",
        ])
}

/// RxSwift's `values` is a property (`for await x in stream.values`): a call `store.values(key: "b")` is the
/// repository's function, never the bridge, whatever Rx operator follows it, and a caller of that function.
@Test func aCallOfAFunctionNamedValuesIsTheRepositorysFunction() throws {
    let marked = MarkedSource(
        """
        import RxSwift
        final class VM {
            let store: Store
            init(store: Store) { self.store = store }
            var a: ↓Observable<Int> { store.values(key: "a", defaultValue: 0) }
            var b: ↓Observable<Int> { store.values(key: "b", defaultValue: 0).↓map { $0 + 1 } }
            var c: ↓Observable<Int> { store.values().↓map { $0 } }
            func show(title: ↓Driver<String>) async { for await text in title.↓values { print(text) } }
        }
        """)
    let files = [
        "App/Store.swift": """
        import RxSwift
        protocol Store {
            func values(key: String, defaultValue: Int?) -> Observable<Int>
            func values() -> Observable<Int>
        }
        """,
        "App/VM.swift": marked.text,
    ]
    let found = try scan(files, occurrencesIn: "App/VM.swift", apisIn: "App/Store.swift")
    #expect(found.positions == marked.markers)
    #expect(
        found.callers == [
            "Store.values [\"App/VM.swift:5\", \"App/VM.swift:6\"]", "Store.values [\"App/VM.swift:7\"]",
        ])
}

/// RxSwift's `retry` takes one argument at most: `request.retry(3, delayOption: .exponential(2))` is the repository's
/// operator of that name (a backoff), no occurrence and a caller of it; the `catch` after it stays RxSwift's.
@Test func aSecondLabelRxSwiftsRetryTakesNotIsTheRepositorysOperator() throws {
    let marked = MarkedSource(
        """
        import RxSwift
        final class Networking {
            func request(_ request: ↓Single<Int>) -> ↓Single<Int> {
                request.retry(3, delayOption: .exponential(2)).↓catch { _ in .↓just(0) }
            }
            func plain(_ request: ↓Single<Int>) -> ↓Single<Int> { request.↓retry(3) }
        }
        """)
    let result = try scan(
        [
            "App/Networking.swift": marked.text,
            "App/SmartRetry.swift": """
            import RxSwift
            enum DelayOption { case immediate, exponential(Double) }
            extension PrimitiveSequence where Trait == SingleTrait {
                func retry(_ maxAttemptCount: Int, delayOption: DelayOption) -> Single<Element> {
                    self.retry(maxAttemptCount)
                }
            }
            """,
        ], occurrencesIn: "App/Networking.swift", apisIn: "App/SmartRetry.swift")
    #expect(result.positions == marked.markers)
    #expect(result.callers == ["PrimitiveSequence.retry [\"App/Networking.swift:4\"]"])
}

/// RIBs' own repository declares `disposeOnDeactivate(interactor:)`: the tutorials' calls are its callers.
@Test func aDeclaredDisposeOnDeactivateHasItsCallsAsCallers() throws {
    let result = try scan(
        [
            "RIBs/Interactor.swift": """
            import RxSwift
            open class Interactor {}
            extension Disposable {
                public func disposeOnDeactivate(interactor: Interactor) {}
            }
            """,
            "Tutorial/HomeInteractor.swift": """
            import RxSwift
            final class HomeInteractor: Interactor {
                func start(_ taps: Observable<Int>) {
                    taps.subscribe().disposeOnDeactivate(interactor: self)
                }
            }
            """,
        ], occurrencesIn: "Tutorial/HomeInteractor.swift", apisIn: "RIBs/Interactor.swift")
    #expect(result.callers == ["Disposable.disposeOnDeactivate [\"Tutorial/HomeInteractor.swift:4\"]"])
}

import Testing

@testable import FarewellKit

/// Overloads with the same labels that differ by a generic result alone: `func send<R>(_ request: Message) ->
/// Observable<R>` beside `func send(_ request: Message) -> Observable<Void>`. Swift calls the generic one only where
/// the context gives the result a type; the call's caller entry goes to the overload it calls.
@Test func theContextOfACallPicksBetweenOverloadsThatDifferByAGenericResult() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/RustService.swift": """
        import RxSwift
        final class RustService {
            func send(_ request: Message) -> Observable<Void> {}
            func send<R: Message>(_ request: Message) -> Observable<R> {}
            func send<R: Message, U>(_ request: Message, transform: @escaping (R) -> U) -> Observable<U> {}
        }
        """,
        "/repo/App/ChatAPI.swift": """
        import RxSwift
        final class ChatAPI {
            let client: RustService
            func chats() -> Observable<GetChatsResponse> {
                return client.send(request)
            }
            func mute() -> Observable<Void> {
                return client.send(request)
            }
            func ping() {
                client.send(request).subscribe().disposed(by: bag)
                _ = client.send(request)
                client.send(request).map { (response: PingResponse) in response.ok }.subscribe()
                let typed: Observable<PingResponse> = client.send(request)
                let untyped = client.send(request)
                client.send(request).subscribe(onNext: { [weak self] (response: PingResponse) in })
                log(client.send(request))
                client.send(request).subscribe(onError: { error in print(error) })
            }
            func chatters() -> Observable<GetChattersResponse> {
                return try client.send(request).observeOn(MainScheduler.instance)
            }
            func count() -> Observable<Int> {
                return client.send(request).map { _ in 1 }
            }
            func users() -> Observable<GetUsersResponse> { client.send(request) }
            func nested(flag: Bool) -> Observable<GetChatsResponse> {
                if flag {
                    return client.send(request)
                }
                return chats().flatMap { _ -> Observable<GetChatsResponse> in
                    self.client.send(request)
                }
            }
            func transformed() -> Observable<Int> {
                client.send(request, transform: { (response: GetChatsResponse) in response.count })
            }
            func unknown() -> Observable<Void> {
                _ = client.send(request).subscribe(onNext: { response in observer.onNext(response) })
                _ = client.send(request).map(Transform<GetChatsResponse>.toVoid())
                return client.send(request).log(with: context) { $0.logInfo }
            }
        }
        """,
    ])
    // Typed: returned from a function of a type without `Void` (through `observeOn`, from an `if`, a closure
    // declaring its result, a body of one expression), given to a typed constant, a closure declaring its
    // parameter's type. Untyped: a statement, `_ =`, a constant without a type, `Void`, a chain through `map`, a
    // subscription whose only closure takes the error.
    // An argument (`log(...)`) tells nothing: both; nor a closure parameter named without a type, which its body
    // may type, a function passed to `map`, or a step of the project's own.
    let lines = try callerLines(fileSystem, declaredIn: "App/RustService.swift")
    #expect(
        lines == [
            "send [8, 11, 12, 15, 17, 18, 24, 39, 40, 41]",
            "send [5, 13, 14, 16, 17, 21, 26, 29, 32, 39, 40, 41]",
            "send [36]",
        ])
}

/// Overloads whose results differ by the type around the generic parameter (`Observable<R>`,
/// `Observable<ContextResponse<R>>`) or by their element (`Observable<ResponsePacket<Void>>`, `Observable<Void>`): the
/// element type the context names picks.
@Test func theElementTypeACallsContextNamesPicksAmongResults() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/RustService.swift": """
        import RxSwift
        final class RustService {
            func pass(_ request: Message, command: Command) -> Observable<Void> {}
            func pass<R: Message>(_ request: Message, command: Command) -> Observable<R> {}
            func pass<R: Message>(_ request: Message, command: Command) -> Observable<ContextResponse<R>> {}
            func push<R: Message>(command: Command) -> Observable<R> {}
            func push<R: Message>(command: Command) -> Observable<RustPushPacket<R>> {}
            func packet(_ request: Packet) -> Observable<ResponsePacket<Void>> {}
            func packet(_ request: Packet) -> Observable<Void> {}
        }
        """,
        "/repo/App/FeedAPI.swift": """
        import RxSwift
        final class FeedAPI {
            let client: RustService
            func feeds() -> Observable<GetFeedsResponse> { client.pass(request, command: .feeds) }
            func traced() -> Observable<PB.ContextResponse<Feeds>> { client.pass(request, command: .feeds) }
            func cards() -> Observable<[Card]> {
                client.pass(request, command: .cards).map { (response: ContextResponse<GetCardsResponse>) in [] }
            }
            func mark() { client.pass(request, command: .mark).subscribe() }
            func pushes() { let feeds: Observable<FeedPush> = client.push(command: .feeds) }
            func raw() -> Observable<ResponsePacket<Void>> { client.packet(request) }
            func plain() -> Observable<Void> { client.packet(request).do(onDispose: {}) }
        }
        """,
    ])
    let lines = try callerLines(fileSystem, declaredIn: "App/RustService.swift")
    // Without an overload that is not generic, the element type still picks (`push`); so it does between overloads
    // that are not generic (`packet`), `Void` too.
    #expect(
        lines == [
            "pass [9]", "pass [4]", "pass [5, 7]", "push [10]", "push []", "packet [11]", "packet [12]",
        ])
}

/// A generic parameter that only a `where` clause names (`where PushType == R`) comes from the type, not from the
/// call's context: its overloads stay as they were.
@Test func aGenericParameterOfAWhereClauseAloneLeavesTheOverloadsToTheirShape() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/PushHandler.swift": """
        import RxSwift
        extension PushHandlerType {
            static func register(on service: RustService) -> Disposable where PushType == Data {}
            static func register<R: Message>(on service: RustService) -> Disposable where PushType == R {}
        }
        """,
        "/repo/App/Setup.swift": """
        import RxSwift
        final class ChatPushHandler: PushHandlerType {
            func setUp(service: RustService) {
                ChatPushHandler.register(on: service)
            }
        }
        """,
    ])
    let lines = try callerLines(fileSystem, declaredIn: "App/PushHandler.swift")
    #expect(lines == ["register [4]", "register [4]"])
}

/// Overloads that differ by the stream type of their first parameter: the argument's declaration tells which one a
/// call takes, a property of the file's own (`tapRelay`, `self.fillCountRelay`) or another value's member
/// (`viewModel.countRelay`), and the overload taking that type wins over a generic one (a relay is no observer).
@Test func theDeclaredTypeOfAnArgumentPicksTheOverloadTakingIt() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ObservableType+Binding.swift": """
        import RxSwift
        import RxRelay
        extension ObservableType {
            public func bindAndCatch(to relays: PublishRelay<Element>..., file: String = #file) -> Disposable {}
            public func bindAndCatch(to relays: BehaviorRelay<Element>..., file: String = #file) -> Disposable {}
            public func bindAndCatch<Observer: ObserverType>(
                to observers: Observer..., file: String = #file
            ) -> Disposable where Observer.Element == Element {}
        }
        """,
        "/repo/App/PinPresenter.swift": """
        import RxSwift
        import RxRelay
        final class PinPresenter {
            let tapRelay = PublishRelay<Void>()
            let fillCountRelay = BehaviorRelay<Int>(value: 0)
            func bind(viewModel: PinViewModel, input: Observable<Int>) {
                taps.bindAndCatch(to: tapRelay)
                counts.bindAndCatch(to: self.fillCountRelay)
                counts.bindAndCatch(to: viewModel.countRelay)
                counts.bindAndCatch(to: viewModel.countSubject)
                counts.bindAndCatch(to: input)
            }
        }
        """,
        "/repo/App/PinViewModel.swift": """
        import RxSwift
        import RxRelay
        final class PinViewModel {
            let countRelay = BehaviorRelay<Int>(value: 0)
            let countSubject = PublishSubject<Int>()
            let input = PublishRelay<Int>()
        }
        """,
    ])
    // `input` is a parameter, an `Observable`: its declaration, not another file's relay of that name, tells.
    let lines = try callerLines(fileSystem, declaredIn: "App/ObservableType+Binding.swift")
    #expect(lines == ["bindAndCatch [7]", "bindAndCatch [8, 9]", "bindAndCatch [10, 11]"])
}

/// A first argument the file declares privately or as a local takes its declared type too: no index of other files'
/// APIs holds it.
@Test func aPrivateOrLocalArgumentsDeclaredTypePicksTheOverloadTakingIt() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ObservableType+Binding.swift": """
        import RxSwift
        import RxRelay
        extension ObservableType {
            public func bindAndCatch(to relays: PublishRelay<Element>..., file: String = #file) -> Disposable {}
            public func bindAndCatch(to relays: BehaviorRelay<Element>..., file: String = #file) -> Disposable {}
        }
        """,
        "/repo/App/LockPresenter.swift": """
        import RxSwift
        import RxRelay
        final class LockPresenter {
            private let messageRelay = BehaviorRelay<String>(value: "")
            func bind(messages: Observable<String>) {
                messages.bindAndCatch(to: messageRelay)
                messages.bindAndCatch(to: self.messageRelay)
                let finished = PublishRelay<String>()
                messages.bindAndCatch(to: finished)
            }
        }
        """,
    ])
    let lines = try callerLines(fileSystem, declaredIn: "App/ObservableType+Binding.swift")
    #expect(lines == ["bindAndCatch [9]", "bindAndCatch [6, 7]"])
}

/// An argument declared with a stream of a non-optional element (`BehaviorRelay<Bool>`) is no value of an overload
/// taking a stream of an optional one (`BehaviorRelay<Element?>`); one of an optional element, or whose element its
/// value decides (`BehaviorRelay(value: 0)`), may be either.
@Test func anArgumentsPlainElementRulesOutTheOverloadTakingAnOptionalOne() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ObservableType+Binding.swift": """
        import RxSwift
        import RxRelay
        extension ObservableType {
            public func bindAndCatch(to relays: BehaviorRelay<Element>...) -> Disposable {}
            public func bindAndCatch(to relays: BehaviorRelay<Element?>...) -> Disposable {}
        }
        """,
        "/repo/App/LoadingPresenter.swift": """
        import RxSwift
        import RxRelay
        final class LoadingPresenter {
            private let loadingRelay = BehaviorRelay<Bool>(value: true)
            private let nameRelay: BehaviorRelay<String?> = BehaviorRelay(value: nil)
            private let countRelay = BehaviorRelay(value: 0)
            func bind(loading: Observable<Bool>, names: Observable<String>, counts: Observable<Int>) {
                _ = loading.bindAndCatch(to: loadingRelay)
                _ = names.bindAndCatch(to: nameRelay)
                _ = counts.bindAndCatch(to: countRelay)
            }
        }
        """,
    ])
    let lines = try callerLines(fileSystem, declaredIn: "App/ObservableType+Binding.swift")
    #expect(lines == ["bindAndCatch [8, 9, 10]", "bindAndCatch [9, 10]"])
}

/// A call that `try` alone covers (`try client.sendSyncRequest(request)`) calls a function that throws: not an Rx
/// overload declared without `throws`; `try` before a member read (`try resolver.center.observable()`) or an argument's
/// call may be theirs, as may an initializer's.
@Test func aCallTryAloneCoversIsNoneOfTheOverloadsThatDoNotThrow() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/RustClient.swift": """
        import RxSwift
        protocol Message {}
        final class RustClient {
            func sendSyncRequest<R: Message>(_ request: Message) -> Observable<R> { .never() }
            func sendSyncRequest(_ request: Message) throws {}
            func load(_ id: Int) throws -> Observable<Int> { .just(id) }
            init(events: Observable<Int>) {}
        }
        """,
        "/repo/App/Store.swift": """
        import RxSwift
        struct Request: Message {}
        final class Store {
            let client = RustClient(events: .never())
            func save(_ request: Request) throws {
                try client.sendSyncRequest(request)
                try? self.client.sendSyncRequest(request)
                let values: Observable<Request> = client.sendSyncRequest(request)
                _ = try client.load(1)
                let tried: Observable<Request> = try client.sendSyncRequest(makeRequest())
                _ = try RustClient(events: .never())
                _ = values
                _ = tried
            }
            func makeRequest() throws -> Request { Request() }
        }
        """,
    ])
    let lines = try callerLines(fileSystem, declaredIn: "App/RustClient.swift")
    #expect(lines == ["sendSyncRequest [8, 10]", "load [9]", "init [4, 11]"])
}

/// `try` alone covers a call in an `if let`'s or a `guard let`'s condition too, whose body's `{` follows it: `try?
/// response.map(to: Token.self)` of another library's response is no call of the project's `map(to:)` operator,
/// which does not throw; a trailing closure after the call (`try? load { }`) still may be its argument.
@Test func aTriedCallInAConditionIsNoneOfTheOperatorsThatDoNotThrow() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Observable+Map.swift": """
        import RxSwift
        extension ObservableType {
            func map<T>(to value: T) -> Observable<T> { map { _ in value } }
        }
        """,
        "/repo/App/Auth.swift": """
        import Foundation
        import TinyNetworking
        final class Auth {
            func token(response: Response) {
                if let token = try? response.map(to: Token.self) { print(token) }
                guard let again = try? response.map(to: Token.self) else { return }
                while let more = try? response.map(to: Token.self) { print(more) }
                print(again)
            }
        }
        """,
        "/repo/App/Feed.swift": """
        import RxSwift
        final class Feed {
            func load(_ taps: Observable<Void>) -> Observable<Int> { taps.map(to: 1) }
        }
        """,
    ])
    let lines = try callerLines(fileSystem, declaredIn: "App/Observable+Map.swift")
    #expect(lines == ["map [3]"])
}

/// A generic overload (`request<D: Decodable>(_:) -> Single<D>`) beside one that is not (`request(_:) ->
/// Single<Bool>`): where the context names the latter's result exactly, Swift ranks the one that is not generic first;
/// a context naming another element (`Single<User>`, `Single<[Bool]>`) can only be the generic one.
@Test func aContextNamingAnOverloadsResultExactlyPicksTheOneThatIsNotGeneric() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Base.swift": """
        import RxSwift
        class Base {
            func request<D: Decodable>(_ id: Int) -> Single<D> { .never() }
            func request(_ id: Int) -> Single<Bool> { .just(true) }
        }
        """,
        "/repo/App/Upload.swift": """
        import RxSwift
        final class Upload: Base {
            func upload() -> Single<Bool> {
                return request(1)
            }
            func user() -> Single<User> { request(2) }
            func flags() -> Single<[Bool]> { request(3) }
        }
        """,
    ])
    let lines = try callerLines(fileSystem, declaredIn: "App/Base.swift")
    #expect(lines == ["request [6, 7]", "request [4]"])
}

/// Overloads that differ in their result alone, both generic in a parameter's type too (`-> Observable<[T]>`, `->
/// Observable<T?>`): the result the enclosing function declares for the call it returns picks one.
@Test func theDeclaredResultOfTheEnclosingFunctionPicksBetweenOverloadsOfOneResultShape() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/DB.swift": """
        import RxSwift
        final class DB {
            func safe<T>(type: T.Type) -> Observable<[T]> { .empty() }
            func safe<T>(type: T.Type) -> Observable<T?> { .empty() }
        }
        """,
        "/repo/App/Repo.swift": """
        import RxSwift
        final class Repo {
            let db = DB()
            func all() -> Observable<[Int]> { return db.safe(type: Int.self) }
            func one() -> Observable<Int?> { db.safe(type: Int.self) }
            func any() { _ = db.safe(type: Int.self) }
        }
        """,
    ])
    // A statement tells neither apart: both.
    let lines = try callerLines(fileSystem, declaredIn: "App/DB.swift")
    #expect(lines == ["safe [4, 6]", "safe [5, 6]"])
}

/// Operators of one name in an extension of every stream and in extensions constrained to a trait (`extension
/// PrimitiveSequence where Trait == SingleTrait`): a receiver whose Rx type the called API's result gives
/// (`store.get()` of a `-> Single<Int>`) calls the one of its trait, an `Observable` the one of `ObservableType`.
@Test func aReceiversTraitPicksTheExtensionConstrainedToIt() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Rx+Log.swift": """
        import RxSwift
        extension ObservableType {
            func logError() -> Observable<Element> { asObservable() }
        }
        extension PrimitiveSequence where Trait == SingleTrait {
            func logError() -> Single<Element> { self }
        }
        extension PrimitiveSequence where Trait == CompletableTrait {
            func logError() -> Completable { self }
        }
        """,
        "/repo/App/Store.swift": """
        import RxSwift
        protocol Store {
            func get() -> Single<Int>
            func put(_ v: Int) -> Completable
            func changes() -> Observable<Int>
        }
        """,
        "/repo/App/Model.swift": """
        import RxSwift
        final class Model {
            let store: Store
            init(store: Store) { self.store = store }
            func read() -> Single<Int> { store.get().logError() }
            func write() -> Completable { store.put(1).logError() }
            func watch() -> Observable<Int> { store.changes().logError() }
        }
        """,
    ])
    let lines = try callerLines(fileSystem, declaredIn: "App/Rx+Log.swift")
    #expect(lines == ["logError [7]", "logError [5]", "logError [6]"])
}

/// `first()` and `toArray()` of a stream give a `Single`, and `sentMessage(_:)` called bare in an `extension Reactive`
/// an `Observable`: the operator of that family is called, not those of the others.
@Test func firstToArrayAndABareSentMessageGiveTheirStreamsFamily() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Observable+Void.swift": mapToVoidOverloads + """

            extension PrimitiveSequenceType where Trait == SingleTrait {
                func mapToVoid() -> Single<Void> { map { _ in } }
            }
            """,
        "/repo/App/Screen.swift": """
        import UIKit
        import RxSwift
        import RxCocoa
        extension Reactive where Base: UIViewController {
            var viewDidLoad: ControlEvent<Void> { ControlEvent(events: sentMessage(#selector(Base.viewDidLoad)).mapToVoid()) }
        }
        final class Screen: UIViewController {
            let items = PublishSubject<Int>()
            func bind() {
                _ = items.first().mapToVoid()
                _ = items.toArray().mapToVoid()
                _ = items.asDriver(onErrorJustReturn: 0).mapToVoid()
            }
        }
        """,
    ])
    let lines = try callerLines(fileSystem, declaredIn: "App/Observable+Void.swift")
    #expect(lines == ["mapToVoid [5]", "mapToVoid [12]", "mapToVoid [10, 11]"])
}

/// A chain of operators keeping the kind of stream from a name declared with a repository type conforming to an Rx
/// protocol (`let errorTracker = ErrorTracker()`, a `SharedSequenceConvertibleType`) calls that family's operator.
@Test func aChainFromARepositoryStreamTypeCallsItsFamilysOperator() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Observable+Void.swift": mapToVoidOverloads,
        "/repo/App/ErrorTracker.swift": """
        import RxSwift
        import RxCocoa
        final class ErrorTracker: SharedSequenceConvertibleType {
            typealias SharingStrategy = DriverSharingStrategy
            private let subject = PublishSubject<Error>()
            func asSharedSequence() -> SharedSequence<SharingStrategy, Error> { subject.asDriver(onErrorDriveWith: .empty()) }
        }
        """,
        "/repo/App/HomeViewModel.swift": """
        import RxSwift
        import RxCocoa
        final class HomeViewModel {
            let errorTracker = ErrorTracker()
            func toLogin() -> Driver<Void> {
                errorTracker.compactMap { $0 as? URLError }.filter { $0.code == .timedOut }.mapToVoid()
            }
        }
        """,
    ])
    let lines = try callerLines(fileSystem, declaredIn: "App/Observable+Void.swift")
    #expect(lines == ["mapToVoid []", "mapToVoid [6]"])
}

/// An extension narrowed to a trait (`where Trait == SingleTrait`, `where SharingStrategy == DriverSharingStrategy`)
/// wins over one of every `PrimitiveSequence` for a receiver of that trait, as Swift ranks the more constrained one
/// first; a receiver of another trait has only the wider one, and one of unknown type may call either.
@Test func anExtensionNarrowedToTheReceiversTraitWinsOverAWiderOne() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Rx+Retry.swift": """
        import RxSwift
        import RxCocoa
        extension PrimitiveSequence {
            func retried() -> PrimitiveSequence<Trait, Element> { self }
        }
        extension PrimitiveSequence where Trait == SingleTrait {
            func retried() -> Single<Element> { self }
        }
        extension SharedSequence where SharingStrategy == DriverSharingStrategy {
            func logged() -> Driver<Element> { self }
        }
        extension SharedSequence where SharingStrategy == SignalSharingStrategy {
            func logged() -> Signal<Element> { self }
        }
        """,
        "/repo/App/Model.swift": """
        import RxSwift
        import RxCocoa
        final class Model {
            let single: Single<Int> = .just(1)
            let done: Completable = .empty()
            let names: Driver<String> = .empty()
            let taps: Signal<Void> = .empty()
            func load(value: Loadable) {
                _ = single.retried()
                _ = done.retried()
                _ = value.result.retried()
                _ = names.logged()
                _ = taps.logged()
            }
        }
        """,
    ])
    let lines = try callerLines(fileSystem, declaredIn: "App/Rx+Retry.swift")
    #expect(lines == ["retried [10, 11]", "retried [9, 11]", "logged [12]", "logged [13]"])
}

/// A view model calling `mapToVoid()` on chains of a known kind of stream (lines 5, 6 and 9 `Observable`, 13 `Driver`)
/// and on a receiver of unknown type (line 15).
private let knownKindCalls = """
    import RxSwift
    import RxCocoa
    final class VM {
        func f(a: Observable<Int>, b: Observable<Int>) -> Observable<Void> {
            let began = a.do(onNext: { print($0) }); _ = began.mapToVoid()
            return Observable.combineLatest(a, b).do(onNext: { _ in }).mapToVoid()
        }
        func g(n: NotificationCenter) -> Observable<Void> {
            n.rx.notification(.init("x")).filter { _ in true }.mapToVoid()
        }
        func h(names: Driver<String>) -> Driver<Void> {
            let counted = names.do(onNext: { print($0) }).filter { !$0.isEmpty }
            return counted.mapToVoid()
        }
        func unknown(value: Loadable) { _ = value.result.mapToVoid() }
    }
    """

/// An operator the repository adds to both `ObservableType` and `SharedSequenceConvertibleType` (`mapToVoid()`), in
/// two files: a chain whose kind of stream an Rx operator it passes tells (`.do`, `.filter`, `combineLatest`,
/// `rx.notification`, a local given such a chain) calls the overload of its own kind only.
@Test func aChainOfAKnownKindOfStreamCallsTheOverloadOfItsKindInAnotherFile() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Observable+Ext.swift": """
        import RxSwift
        extension ObservableType { func mapToVoid() -> Observable<Void> { map { _ in } } }
        """,
        "/repo/App/SharedSequence+Ext.swift": """
        import RxCocoa
        extension SharedSequenceConvertibleType {
            func mapToVoid() -> SharedSequence<SharingStrategy, Void> { map { _ in } }
        }
        """,
        "/repo/App/VM.swift": knownKindCalls,
    ])
    // A receiver of unknown type (`value.result`) may call either, in two files: both get the call, as an operator
    // missing one would be planned as unused.
    let observable = try callerLines(fileSystem, declaredIn: "App/Observable+Ext.swift")
    let shared = try callerLines(fileSystem, declaredIn: "App/SharedSequence+Ext.swift")
    #expect(observable == ["mapToVoid [5, 6, 9, 15]"])
    #expect(shared == ["mapToVoid [13, 15]"])
}

/// The same overloads in one file: each chain of a known kind is the caller of one of them only.
@Test func aChainOfAKnownKindOfStreamCallsOneOfTwoOverloadsInOneFile() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Rx+Ext.swift": """
        import RxSwift
        import RxCocoa
        extension ObservableType { func mapToVoid() -> Observable<Void> { map { _ in } } }
        extension SharedSequenceConvertibleType {
            func mapToVoid() -> SharedSequence<SharingStrategy, Void> { map { _ in } }
        }
        """,
        "/repo/App/VM.swift": knownKindCalls,
    ])
    // A receiver of unknown type (`value.result`) may call either.
    let lines = try callerLines(fileSystem, declaredIn: "App/Rx+Ext.swift")
    #expect(lines == ["mapToVoid [5, 6, 9, 15]", "mapToVoid [13, 15]"])
}

/// A stream the repository's own operator on Rx types gives (`asDriverOnErrorJustComplete() -> Driver<Element>`),
/// called in a chain or given to a local, has that operator's Rx type: it calls the overload of its kind only.
@Test func aStreamTheRepositorysOperatorGivesCallsTheOverloadOfItsResultsKind() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Rx+Ext.swift": """
        import RxSwift
        import RxCocoa
        extension ObservableType {
            func asDriverOnErrorJustComplete() -> Driver<Element> { asDriver { _ in .empty() } }
            func mapToVoid() -> Observable<Void> { map { _ in } }
        }
        extension SharedSequenceConvertibleType {
            func mapToVoid() -> SharedSequence<SharingStrategy, Void> { map { _ in } }
        }
        """,
        "/repo/App/Screen.swift": """
        import RxSwift
        import RxCocoa
        final class Screen: UIViewController {
            func bind(taps: Observable<Void>) {
                let appeared = rx.sentMessage(#selector(UIViewController.viewWillAppear(_:)))
                    .mapToVoid()
                    .asDriverOnErrorJustComplete()
                _ = appeared.mapToVoid()
                _ = taps.asDriverOnErrorJustComplete().mapToVoid()
            }
        }
        """,
    ])
    let lines = try callerLines(fileSystem, declaredIn: "App/Rx+Ext.swift")
    #expect(lines == ["asDriverOnErrorJustComplete [7, 9]", "mapToVoid [6]", "mapToVoid [8, 9]"])
}

/// `mapToVoid()` declared for `ObservableType` and for `SharedSequenceConvertibleType`, in one file.
private let mapToVoidOverloads = """
    import RxSwift
    import RxCocoa
    extension ObservableType { func mapToVoid() -> Observable<Void> { map { _ in } } }
    extension SharedSequenceConvertibleType {
        func mapToVoid() -> SharedSequence<SharingStrategy, Void> { map { _ in } }
    }
    """

/// The callers of each API the file at `path` declares, as `name [path:line, ...]`.
private func callerPlaces(_ fileSystem: InMemoryFileSystem, declaredIn path: String) throws -> [String] {
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let apis = try #require(inventory.files.first { $0.path == path }).apis
    return apis.map { "\($0.name) \($0.callers.map(\.description).joined(separator: ", "))" }
}

/// `mapToVoid()` called on streams whose kind a member declared in another file tells (`input.trigger` of `struct
/// Input { let trigger: Driver<Void> }`), also through operators that keep it (`.map { }`, `.filter { }`, a local
/// given such a chain), or an RxCocoa member (`button.rx.tap` a `ControlEvent`, `tableView.rx.itemSelected` and
/// `rx.modelSelected(_:)` too): each call is the overload of its kind's only; a receiver of unknown type
/// (`value.result`) may call either. A relay's `map` is an `Observable`, not a relay.
@Test func aMemberOfAnotherFilesTypeOrOfRxCocoaTellsTheKindOfStreamItsOverloadTakes() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Rx+Ext.swift": mapToVoidOverloads,
        "/repo/App/Input.swift": """
        import RxSwift
        import RxCocoa
        struct Input {
            let trigger: Driver<Void>
            let refresh: Observable<Void>
            let names: BehaviorRelay<[String]>
        }
        """,
        "/repo/App/Observable+Log.swift": """
        import RxSwift
        extension Observable { func logged() -> Observable<Element> { self } }
        """,
        "/repo/App/VM.swift": """
        import RxSwift
        import RxCocoa
        final class VM {
            func transform(input: Input) {
                let a = input.trigger.map { 1 }.mapToVoid()
                let b = input.refresh.mapToVoid()
                _ = input.trigger.mapToVoid()
                _ = input.refresh.filter { true }.mapToVoid()
                let counts = input.trigger.map { 2 }
                _ = counts.mapToVoid()
                _ = input.names.map { $0.count }.logged()
                _ = input.names.logged()
            }
        }
        """,
        "/repo/App/Screen.swift": """
        import UIKit
        import RxSwift
        import RxCocoa
        final class Screen: UIViewController {
            let button = UIButton()
            let tableView = UITableView()
            let textField = UITextField()
            let single: Single<Int> = .just(1)
            func bind(value: Loadable) {
                _ = button.rx.tap.mapToVoid()
                _ = tableView.rx.itemSelected.mapToVoid()
                _ = textField.rx.text.asDriver().mapToVoid()
                _ = single.asObservable().mapToVoid()
                _ = tableView.rx.modelSelected(Int.self).map { _ in 1 }.mapToVoid()
                _ = value.result.mapToVoid()
            }
        }
        """,
    ])
    let callers = try callerPlaces(fileSystem, declaredIn: "App/Rx+Ext.swift")
    #expect(
        callers == [
            "mapToVoid App/Screen.swift:10, App/Screen.swift:11, App/Screen.swift:13, App/Screen.swift:14, "
                + "App/Screen.swift:15, App/VM.swift:6, App/VM.swift:8",
            "mapToVoid App/Screen.swift:12, App/Screen.swift:15, App/VM.swift:5, App/VM.swift:7, App/VM.swift:10",
        ])
    // A relay's `map` is an `Observable`, which has the members of `extension Observable`; the relay has none.
    #expect(try callerPlaces(fileSystem, declaredIn: "App/Observable+Log.swift") == ["logged App/VM.swift:11"])
}

/// RxCocoa's `tap` is a `UIButton`'s; on a view of the repository's with a `Reactive` member of that name
/// (`extension Reactive where Base: Pager { var tap: Driver<Void> }`), or on a receiver of unknown type beside one,
/// the kind stays unknown and the call may be either overload's.
@Test func aRepositorysReactiveMemberOfRxCocoasNameLeavesTheKindUnknown() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Rx+Ext.swift": mapToVoidOverloads,
        "/repo/App/Pager.swift": """
        import UIKit
        import RxSwift
        import RxCocoa
        final class Pager: UIView {}
        extension Reactive where Base: Pager {
            var tap: Driver<Void> { .empty() }
        }
        """,
        "/repo/App/Screen.swift": """
        import UIKit
        import RxSwift
        import RxCocoa
        final class Screen: UIViewController {
            let button = UIButton()
            let pager = Pager()
            func bind(cell: Cell) {
                _ = button.rx.tap.mapToVoid()
                _ = pager.rx.tap.mapToVoid()
                _ = cell.rx.tap.mapToVoid()
            }
        }
        """,
    ])
    let callers = try callerPlaces(fileSystem, declaredIn: "App/Rx+Ext.swift")
    #expect(
        callers == [
            "mapToVoid App/Screen.swift:8, App/Screen.swift:9, App/Screen.swift:10",
            "mapToVoid App/Screen.swift:9, App/Screen.swift:10",
        ])
}

/// RxCocoa's types declare some conversions of their own without arguments (`ControlEvent`'s `asSignal()` and
/// `asDriver()`, `ControlProperty`'s `asDriver()`, a `Driver`'s `asDriver()`), which Swift picks over a repository's
/// `extension ObservableConvertibleType` member of that name: on an RxCocoa control event or property (`button.rx.tap`,
/// `textField.rx.text.orEmpty`, a repository's `Reactive` member declared with one) or a `Driver` told by its
/// declaration, the call is RxCocoa's. The rest still call the repository's: a `ControlProperty`'s `asSignal()`, which
/// RxCocoa does not declare, a control event's `map`, an `Observable`, a `Reactive` member declared with one.
@Test func anRxCocoaTypesOwnConversionIsNoCallOfTheRepositorysSameNamedExtensionMember() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Rx+Ext.swift": """
        import RxSwift
        import RxCocoa
        extension ObservableConvertibleType {
            func asSignal() -> Signal<Element> { asSignal(onErrorSignalWith: .empty()) }
            func asDriver() -> Driver<Element> { asDriver(onErrorDriveWith: .empty()) }
        }
        """,
        "/repo/App/Picker.swift": """
        import UIKit
        import RxSwift
        import RxCocoa
        extension Reactive where Base: UIImagePickerController {
            var picked: ControlEvent<UIImage> { ControlEvent(events: Observable.empty()) }
            var counted: Observable<Int> { .empty() }
        }
        final class PhotoPicker: UIImagePickerController {
            func images() -> Driver<UIImage> { rx.picked.asDriver() }
            func counts() -> Driver<Int> { rx.counted.asDriver() }
        }
        """,
        "/repo/App/Screen.swift": """
        import UIKit
        import RxSwift
        import RxCocoa
        struct Output { let title: Driver<String> }
        final class Screen: UIViewController {
            let button = UIButton()
            let textField = UITextField()
            let items: Observable<[String]> = .just([])
            func bind(output: Output) {
                _ = button.rx.tap.asSignal()
                _ = button.rx.tap.asDriver()
                _ = textField.rx.text.orEmpty.asDriver()
                _ = output.title.asDriver()
                _ = textField.rx.text.asSignal()
                _ = button.rx.tap.map { 1 }.asDriver()
                _ = items.asDriver()
                _ = items.asSignal()
            }
        }
        """,
    ])
    let callers = try callerPlaces(fileSystem, declaredIn: "App/Rx+Ext.swift")
    #expect(
        callers == [
            "asSignal App/Screen.swift:14, App/Screen.swift:17",
            "asDriver App/Picker.swift:10, App/Screen.swift:15, App/Screen.swift:16",
        ])
}

/// A Moya response operator the repository declares itself (`func filterStatusCodes() -> Single<Element>` in its
/// `extension PrimitiveSequence where Element == Response`) is its own in every file: its calls are its callers, not
/// Moya's construct, whose recipe would change the errors the app throws.
@Test func aMoyaResponseOperatorTheRepositoryDeclaresIsItsOwn() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Traits+Ext.swift": """
        import RxSwift
        import Moya
        public extension PrimitiveSequence where Trait == SingleTrait, Element == Response {
            func filterStatusCodes() -> Single<Element> { flatMap { .just($0) } }
        }
        """,
        "/repo/App/Api.swift": """
        import RxSwift
        import Moya
        final class Api {
            let provider = MoyaProvider<MultiTarget>()
            func load(_ target: MultiTarget) -> Single<Response> {
                provider.rx.request(target).filterStatusCodes()
            }
            func json(_ target: MultiTarget) -> Single<Any> {
                provider.rx.request(target).filterSuccessfulStatusCodes().mapJSON()
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let api = try #require(inventory.files.first { $0.path == "App/Api.swift" })
    #expect(!api.occurrences.contains { $0.symbol == "filterStatusCodes" })
    #expect(
        api.occurrences.filter { $0.construct == "Moya.filterSuccessfulStatusCodes" }.map(\.symbol) == [
            "filterSuccessfulStatusCodes", "mapJSON",
        ])
    #expect(try callerLines(fileSystem, declaredIn: "App/Traits+Ext.swift") == ["filterStatusCodes [6]"])
}

/// Operators of an Rx type's extension declared in several files under one name (`track(_:)` of an
/// `ActivityIndicator` and of an `ErrorTracker`, told apart by their parameter's type only): each gets the calls
/// whose argument the file declares with its parameter's type; one of an argument of unknown type would go to both
/// (an operator planned as unused would be deleted under its callers).
@Test func sameNamedOperatorsOfSeveralFilesEachGetTheCall() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ActivityIndicator.swift": """
        import RxSwift
        final class ActivityIndicator {}
        extension ObservableConvertibleType {
            func track(_ indicator: ActivityIndicator) -> Observable<Element> { asObservable() }
        }
        """,
        "/repo/App/ErrorTracker.swift": """
        import RxSwift
        final class ErrorTracker {}
        extension ObservableConvertibleType {
            func track(_ tracker: ErrorTracker) -> Observable<Element> { asObservable() }
        }
        """,
        "/repo/App/FeedViewModel.swift": """
        import RxSwift
        final class FeedViewModel {
            let loading = ActivityIndicator()
            let errors = ErrorTracker()
            func load(_ feed: Observable<Int>) -> Observable<Int> {
                feed.track(loading).track(errors)
            }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/ActivityIndicator.swift") == ["track [6]"])
    #expect(try callerLines(fileSystem, declaredIn: "App/ErrorTracker.swift") == ["track [6]"])
}

/// A static function of an Rx type's extension named like a catalog symbol (`static func events(_:)`, RxTest's
/// `events` is an observer's property) is called on its type, `Observable.events([1, 2])`, with its generic
/// arguments too: no catalog member is reached that way.
@Test func aStaticFunctionOfAnRxExtensionIsCalledOnItsType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Observable+Create.swift": """
        import RxSwift
        extension ObservableType {
            static func events(_ events: [Int]) -> Observable<Int> { .from(events) }
        }
        """,
        "/repo/App/Exercise.swift": """
        import RxSwift
        final class Exercise {
            let a = Observable.events([1, 2])
            let b = Observable<Int>.events([3])
            func send(_ observer: AnyObserver<Int>) { observer.on(.next(1)) }
        }
        """,
        "/repo/App/Recorded+Timeless.swift": """
        import RxSwift
        import RxTest
        extension Recorded {
            static func next<T>(_ element: T) -> Recorded<Event<T>> where Value == Event<T> {
                Recorded(time: 0, value: .next(element))
            }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/Observable+Create.swift") == ["events [3, 4]"])
    // An implicit `.next(1)` is the catalog's event, no call of a static `next` of an Rx type's extension.
    #expect(try callerLines(fileSystem, declaredIn: "App/Recorded+Timeless.swift") == ["next []"])
}

/// Overloads with the same labels that differ by their first parameter's type (`track(_: ActivityIndicator)`,
/// `track(_: ErrorTracker)`; `fetch(with: Int)`, `fetch(with: Bool)`): a call whose first argument the file declares
/// with one of those types, or a literal of one, calls that overload alone. An argument of unknown type, or of a type
/// none takes, may call any; an overload taking the type under other labels (`put(post: Post)`) takes nothing from
/// `put(entity: post)`.
@Test func theFirstArgumentsTypePicksBetweenOverloadsThatDifferByIt() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Tracking.swift": """
        import RxSwift
        extension ObservableType {
            func track(_ indicator: ActivityIndicator) -> Observable<Element> { asObservable() }
            func track(_ tracker: ErrorTracker?) -> Observable<Element> { asObservable() }
        }
        final class Repo {
            func fetch(with page: Int) -> Single<[Int]> { .just([page]) }
            func fetch(with refresh: Bool) -> Single<[Int]> { .just([]) }
            func fetch(with name: String) -> Single<[Int]> { .just([]) }
        }
        final class Store<T> {
            func put(entity: T) -> Single<Void> { .just(()) }
            func put(post: Post) -> Single<Void> { .just(()) }
        }
        """,
        "/repo/App/ListViewModel.swift": """
        import RxSwift
        final class ListViewModel {
            let activity = ActivityIndicator()
            let errors: ErrorTracker
            let repo = Repo()
            func load(_ source: Observable<Int>, flag: Bool, page: Int, other: Tracker) {
                _ = source.track(activity)
                _ = source.track(self.errors)
                _ = source.track(other)
                _ = repo.fetch(with: 1)
                _ = repo.fetch(with: true)
                _ = repo.fetch(with: "name")
                _ = repo.fetch(with: flag)
                _ = repo.fetch(with: page)
                _ = repo.fetch(with: 2.5)
                _ = repo.fetch(with: unknown)
            }
            func save(post: Post) {
                _ = Store<Post>().put(entity: post)
            }
        }
        """,
    ])
    let lines = try callerLines(fileSystem, declaredIn: "App/Tracking.swift")
    #expect(
        lines == [
            "track [7, 9]",
            "track [8, 9]",
            "fetch [10, 14, 15, 16]",
            "fetch [11, 13, 15, 16]",
            "fetch [12, 15, 16]",
            "put [19]",
            "put []",
        ])
}

/// Requirements of one name and labels told apart by their first parameter's type each have the implementations
/// taking that type (`fetch(with id: Int)` is no implementation of `fetch(with favorites: Bool)`), so one giving one
/// value does not hang on the other's.
@Test func overloadedRequirementsHaveTheImplementationsTakingTheirType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Store.swift": """
        import RxSwift
        protocol Storing {
            func fetch(with id: Int) -> Observable<Item?>
            func fetch(with favorites: Bool) -> Observable<[Item]>
        }
        final class Store: Storing {
            func fetch(with id: Int) -> Observable<Item?> { Observable.of(nil, nil) }
            func fetch(with favorites: Bool) -> Observable<[Item]> { .just([]) }
        }
        """
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let apis = try #require(inventory.files.first).apis
    #expect(
        apis.map { "\($0.qualifiedName):\($0.line) \($0.implements.map(\.line)) \($0.emitsOneValue)" } == [
            "Storing.fetch:3 [] false", "Storing.fetch:4 [] true", "Store.fetch:7 [3] false", "Store.fetch:8 [4] true",
        ])
}

/// Overloads taking generic types (`load(_: SingleItemResource<T>)`, `load(_: ArrayResource<T>)`) are told apart by
/// the type's name: a parameter declared with one (in the function around the call), or a type's initializer written
/// as the argument (`load(ArrayResource<Album>(action: .albums))`), calls that overload alone; so do the
/// implementations implement.
@Test func genericTypesOfTheFirstArgumentPickBetweenOverloads() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/NetworkService.swift": """
        import RxSwift
        protocol NetworkService {
            func load<T>(_ resource: SingleItemResource<T>) -> Observable<T>
            func load<T>(_ resource: ArrayResource<T>) -> Observable<[T]>
        }
        """,
        "/repo/App/CachedService.swift": """
        import RxSwift
        final class CachedService: NetworkService {
            let service: NetworkService
            func load<T>(_ resource: SingleItemResource<T>) -> Observable<T> {
                service.load(resource)
            }
            func load<T>(_ resource: ArrayResource<T>) -> Observable<[T]> {
                service.load(resource)
            }
        }
        """,
        "/repo/App/AlbumsViewModel.swift": """
        import RxSwift
        final class AlbumsViewModel {
            let service: NetworkService
            func albums() -> Observable<[Album]> { service.load(ArrayResource<Album>(action: .albums)) }
            func album() -> Observable<Album> { service.load(SingleItemResource(action: .album)) }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let service = try #require(inventory.files.first { $0.path == "App/NetworkService.swift" })
    #expect(
        service.apis.map { "\($0.line) \($0.callers.map(\.description))" } == [
            "3 [\"App/AlbumsViewModel.swift:5\", \"App/CachedService.swift:5\"]",
            "4 [\"App/AlbumsViewModel.swift:4\", \"App/CachedService.swift:8\"]",
        ])
    let cached = try #require(inventory.files.first { $0.path == "App/CachedService.swift" })
    #expect(
        cached.apis.filter { $0.name == "load" }.map { "\($0.line) \($0.implements.map(\.description))" } == [
            "4 [\"App/NetworkService.swift:3\"]", "7 [\"App/NetworkService.swift:4\"]",
        ])
}

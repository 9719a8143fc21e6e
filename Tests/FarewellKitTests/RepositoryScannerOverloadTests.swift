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

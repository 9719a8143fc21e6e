extension Catalog {
    /// Observable sequences and traits.
    static let streamTypeEntries: [Construct] = [
        Construct(
            id: "Observable", category: .streamType, module: "RxSwift",
            concurrency: "AsyncSequence (AsyncStream / AsyncThrowingStream); share() to multicast",
            combine: "AnyPublisher<T, Error>",
            note: "Any use in code. `@Observable` is the Observation macro, never Rx. Cold: an async function "
                + "or AsyncStream; hot: AsyncStream plus share().",
            weight: 3,
            examples: [
                "let numbers: ↓Observable<Int> = ↓Observable.just(1)",
                "func load() -> RxSwift.↓Observable<[Item]> { .empty() }",
                "extension ↓Observable where Element == Int {}",
            ],
            counterExamples: [
                "@Observable final class Model {}", "// Observable<Int>", "let s = \"Observable\"",
                "class Observable {}", "let x: ObservableObject",
                // Another module's type of the name: Apple's Observation protocol.
                "extension ObservedReactor: Observation.Observable {}",
            ]
        ),
        Construct(
            id: "ObservableType", category: .streamType, module: "RxSwift",
            symbols: ["ObservableType", "ObservableConvertibleType"],
            concurrency: "AsyncSequence (generic `some AsyncSequence<Element, Error>`)",
            combine: "Publisher",
            note: "Any use in code; usually an extension adding custom operators, to be rewritten as AsyncSequence "
                + "extensions.",
            weight: 3,
            examples: [
                "extension ↓ObservableType where Element: Equatable {}",
                "func f<O: ↓ObservableConvertibleType>(_ o: O) {}",
            ],
            counterExamples: ["protocol ObservableTypeLike {}"]
        ),
        Construct(
            id: "Single", category: .streamType, module: "RxSwift", match: .type,
            concurrency: "async throws -> T", combine: "Future<T, Error>",
            note: "Only as a type or static member (`Single<`, `: Single`, `-> Single`, `Single.create`); an "
                + "API returning Single gets an async core and an `asSingle()` shim until its callers move.",
            weight: 2,
            examples: [
                "func fetch() -> ↓Single<User> { ↓Single.create { _ in Disposables.create() } }",
                "let s: ↓Single<Int>? = nil",
            ],
            counterExamples: ["enum Mode { case single }", "let mode = Mode.single", "enum Single {}"]
        ),
        Construct(
            id: "Maybe", category: .streamType, module: "RxSwift", match: .type,
            concurrency: "async throws -> T?", combine: "AnyPublisher<T, Error> with at most one value",
            note: "Only as a type or static member (`Maybe<`, `Maybe.empty()`).",
            weight: 2,
            examples: ["func cached() -> ↓Maybe<User> { ↓Maybe.empty() }"],
            counterExamples: ["let answer = Answer.maybe", "enum Answer { case yes, no, Maybe }"]
        ),
        Construct(
            id: "Completable", category: .streamType, module: "RxSwift", match: .type,
            concurrency: "async throws (no value)", combine: "AnyPublisher<Never, Error>",
            note: "Only as a type or static member (`-> Completable`, `Completable.create`).",
            weight: 2,
            examples: ["func save() -> ↓Completable { ↓Completable.empty() }"],
            counterExamples: ["let completable = true", "enum State { case Completable }"]
        ),
        Construct(
            id: "Infallible", category: .streamType, module: "RxSwift",
            concurrency: "AsyncStream (non-throwing)", combine: "AnyPublisher<T, Never>",
            note: "Any use in code.",
            weight: 3,
            examples: ["let ticks: ↓Infallible<Int> = .never()"],
            counterExamples: ["// Infallible"]
        ),
        Construct(
            id: "Driver", category: .streamType, module: "RxCocoa", match: .type,
            concurrency: "@MainActor AsyncStream + share(history: 1); or @Observable state",
            combine: "AnyPublisher<T, Never> + receive(on: main) + share",
            note: "Only as a type or static member (`Driver<`, `Driver.just`); Driver replays its latest value, "
                + "so it is state: prefer @Observable properties in the UI.",
            weight: 3,
            examples: ["let title: ↓Driver<String> = ↓Driver.just(\"\")", "var output: [↓Driver<Int>] = []"],
            counterExamples: ["struct Car { let driver: Person }", "enum Role { case Driver }", "class Driver {}"]
        ),
        Construct(
            id: "Signal", category: .streamType, module: "RxCocoa", match: .type,
            concurrency: "@MainActor AsyncStream + share() (no replay)", combine: "PassthroughSubject on main",
            note: "Only as a type or static member (`Signal<`, `-> Signal<`, `Signal.empty()`); events, not state.",
            weight: 3,
            examples: ["func taps() -> ↓Signal<Void> { ↓Signal.empty() }"],
            counterExamples: ["let signal = DispatchSemaphore(value: 0)", "enum Signal { case strong }"]
        ),
        Construct(
            id: "SharedSequence", category: .streamType, module: "RxCocoa",
            symbols: [
                "SharedSequence", "SharedSequenceConvertibleType", "DriverSharingStrategy", "SignalSharingStrategy",
                "SharingStrategyProtocol",
            ],
            concurrency: "AsyncSequence with share(history:)", combine: "AnyPublisher + share",
            note:
                "Any use in code; the generic base of Driver and Signal, usually in operator extensions, and the "
                + "sharing strategies that tell them apart (`typealias SharingStrategy = DriverSharingStrategy` of a "
                + "`SharedSequenceConvertibleType` of the project's).",
            weight: 3,
            examples: [
                "extension ↓SharedSequence where SharingStrategy == ↓DriverSharingStrategy {}",
                "final class ActivityIndicator: ↓SharedSequenceConvertibleType {\n"
                    + "    typealias SharingStrategy = ↓DriverSharingStrategy\n}",
            ]
        ),
        Construct(
            id: "PrimitiveSequence", category: .streamType, module: "RxSwift",
            symbols: ["PrimitiveSequence", "PrimitiveSequenceType"],
            concurrency: "async functions (throws -> T, -> T?, or no value)",
            combine: "Future / AnyPublisher with at most one value",
            note: "Any use in code; the generic base of Single, Maybe and Completable, usually in operator "
                + "extensions (`retry` helpers), which become async functions.",
            weight: 2,
            examples: [
                "extension ↓PrimitiveSequenceType where Trait == SingleTrait {}",
                "func retried<T>(_ s: ↓PrimitiveSequence<SingleTrait, T>) {}",
            ]
        ),
        Construct(
            id: "AnyObserver", category: .streamType, module: "RxSwift", symbols: ["AnyObserver", "ObserverType"],
            concurrency: "AsyncStream.Continuation", combine: "Subscriber / PassthroughSubject",
            note: "Any use in code; the input side of a stream, usually `continuation.yield` after migration.",
            weight: 2,
            examples: ["let input: ↓AnyObserver<String>", "func bind<O: ↓ObserverType>(_ o: O) {}"]
        ),
        Construct(
            id: "Event", category: .streamType, module: "RxSwift",
            symbols: ["Event", "SingleEvent", "MaybeEvent"],
            match: Match(.genericType),
            concurrency: "Result / a thrown error", combine: "Subscribers.Completion",
            note: "Only with generic arguments (`Event<Int>`); a bare `Event` is too often an app type.",
            weight: 2,
            examples: ["func handle(_ e: ↓Event<Int>) {}"],
            counterExamples: ["struct Event {}", "let e: Event = .tap"]
        ),
        Construct(
            id: "CompletableEvent", category: .streamType, module: "RxSwift",
            concurrency: "a thrown error (or none)", combine: "Subscribers.Completion<Error>",
            note: "Any use in code: a `Completable`'s event, which takes no generic argument "
                + "(`[CompletableEvent]`, `(CompletableEvent) -> Void`).",
            weight: 2,
            examples: ["var events: [↓CompletableEvent] = []", "func handle(_ e: ↓CompletableEvent) {}"],
            counterExamples: ["enum CompletableEvent {}"]
        ),
        Construct(
            id: "ConnectableObservable", category: .streamType, module: "RxSwift",
            symbols: ["ConnectableObservable", "ConnectableObservableType"],
            concurrency: "AsyncStream + share(); start the iteration Task explicitly",
            combine: "Publishers.MakeConnectable",
            note: "Any use in code.",
            weight: 4,
            examples: ["let hot: ↓ConnectableObservable<Int>"]
        ),
        Construct(
            id: "Variable", category: .subject, module: "RxSwift", match: .type,
            concurrency: "@Observable property, or AsyncStream + share(history: 1)", combine: "CurrentValueSubject",
            note: "Deprecated RxSwift 4 state holder. Only as a type (`Variable<`, `Variable(`).",
            weight: 3,
            examples: ["let items = ↓Variable<[Int]>([])", "let name = ↓Variable(\"\")"],
            counterExamples: ["let variable = 1", "enum Kind { case Variable }"]
        ),
    ]
}

extension Catalog {
    /// Subjects, relays and the calls that push values into them.
    static let subjectEntries: [Construct] = [
        Construct(
            id: "PublishSubject", category: .subject, module: "RxSwift",
            concurrency: "AsyncStream + share() (continuation.yield)", combine: "PassthroughSubject",
            note: "Any use in code; an event stream with an error channel.",
            weight: 3,
            examples: ["private let tap = ↓PublishSubject<Void>()"],
            counterExamples: ["let subject = \"PublishSubject\""]
        ),
        Construct(
            id: "BehaviorSubject", category: .subject, module: "RxSwift",
            concurrency: "AsyncStream + share(history: 1), or @Observable state", combine: "CurrentValueSubject",
            note: "Any use in code; state with an error channel.",
            weight: 3,
            examples: ["let state = ↓BehaviorSubject(value: 0)"]
        ),
        Construct(
            id: "ReplaySubject", category: .subject, module: "RxSwift",
            concurrency: "AsyncStream + share(history: n)", combine: "a custom replaying subject",
            note: "Any use in code.",
            weight: 4,
            examples: ["let log = ↓ReplaySubject<String>.create(bufferSize: 3)"]
        ),
        Construct(
            id: "AsyncSubject", category: .subject, module: "RxSwift",
            concurrency: "a Task's value (async let / Task.value)", combine: "Future",
            note: "Any use in code; emits only the last value on completion.",
            weight: 3,
            examples: ["let result = ↓AsyncSubject<Int>()"]
        ),
        Construct(
            id: "PublishRelay", category: .subject, module: "RxRelay",
            concurrency: "AsyncStream + share() (accept -> continuation.yield)",
            combine: "PassthroughSubject<T, Never>",
            note: "Any use in code; events without errors.",
            weight: 2,
            examples: ["let didTap = ↓PublishRelay<Void>()", "var input: ↓PublishRelay<String> { relay }"]
        ),
        Construct(
            id: "BehaviorRelay", category: .subject, module: "RxRelay",
            concurrency: "AsyncStream + share(history: 1); or an @Observable property",
            combine: "CurrentValueSubject<T, Never>",
            note: "Any use in code; state: `.value` reads become property reads, `accept` a continuation.yield.",
            weight: 3,
            examples: ["let items = ↓BehaviorRelay<[Item]>(value: [])", "let flag: ↓BehaviorRelay<Bool>"],
            counterExamples: ["/* BehaviorRelay */ let x = 1"]
        ),
        Construct(
            id: "ReplayRelay", category: .subject, module: "RxRelay",
            concurrency: "AsyncStream + share(history: n)", combine: "a custom replaying subject",
            note: "Any use in code.",
            weight: 4,
            examples: ["let recent = ↓ReplayRelay<Int>.create(bufferSize: 2)"]
        ),
        Construct(
            id: "accept", category: .subject, module: "RxRelay",
            match: Match(.member, proofs: [.label([""]), .rxChain], maxArguments: 1, needsRxReceiver: true),
            concurrency: "continuation.yield(value)", combine: "send(value)",
            note: "A member call with one unlabeled argument (`relay.accept(x)`), or in an Rx chain. A bare "
                + "`accept(x)` function, a call with more arguments (a mock's `accept(nil, ofFunction:)`), or a call "
                + "on a name declared with a type that is no Rx type (FarewellAsync's `StateRelay`), is not counted.",
            weight: 1,
            examples: [
                "relay.↓accept(1)", "self.items.↓accept(items + [item])",
                "let relay = PublishRelay<Int>()\nfunc send() { relay.↓accept(1) }",
            ],
            counterExamples: [
                "accept(1)", "policy.accept(with: request)", "func accept(_ x: Int) {}",
                "callHandler.accept(nil, ofFunction: name, withArgs: [])",
                "import FarewellAsync\nlet relay = StateRelay(0)\nfunc send() { relay.accept(1) }",
                "let events: EventRelay<Int> = EventRelay()\nfunc send() { events.accept(1) }",
            ]
        ),
        Construct(
            id: "value", category: .subject, module: "RxSwift",
            match: Match(.member, proofs: [.rxChain], callOnly: true, maxArguments: 0),
            concurrency: "the state relay's `value` (`StateRelay`), which does not throw",
            combine: "value (CurrentValueSubject)",
            note: "A `BehaviorSubject`'s throwing read of its latest element, `try subject.value()`, called in an Rx "
                + "chain. A `BehaviorRelay`'s `value` property is read as it is from a `StateRelay` and is not "
                + "counted, nor is a `value()` of another type.",
            weight: 1,
            examples: [
                "let state = BehaviorSubject<Int>(value: 0)\nfunc current() -> Int { (try? state.↓value()) ?? 0 }",
                "func read(_ subject: BehaviorSubject<[String]>) throws -> [String] { try subject.↓value() }",
            ],
            counterExamples: [
                "let relay = BehaviorRelay<Int>(value: 0)\nfunc current() -> Int { relay.value }",
                "func read(_ box: Box) -> Int { box.value() }", "let n = try parser.value(at: 2)",
            ]
        ),
        Construct(
            id: "onNext", category: .subject, module: "RxSwift", symbols: ["onNext", "onError", "onCompleted"],
            match: Match(.member, isNeverReceiver: true, needsRxReceiver: true),
            concurrency: "continuation.yield(_:) / finish(throwing:) / finish()",
            combine: "send(_:) / send(completion:)",
            note: "After a `.` only (`observer.onNext(x)`); the `onNext:` label of subscribe is not an occurrence, "
                + "nor is a property of the name (`input.onError.send(e)`, a Combine subject; `self.onError = "
                + "handler`, `self?.onError?(error)`, a closure), nor a call on a name declared with a type that is "
                + "no Rx type (`let tracker: Tracker`), nor one on `self` of a name the file declares (`self.onError(e)` "
                + "beside `private func onError(_:)`, the type's own).",
            weight: 1,
            examples: [
                "observer.↓onNext(1)\nobserver.↓onCompleted()", "subject.↓onError(error)",
                "events.subscribe(onNext: observer.↓onNext)",
                "let subject = PublishSubject<Int>()\nfunc send() { subject.↓onNext(1) }",
            ],
            counterExamples: [
                "events.subscribe(onNext: { print($0) })", "func onNext(_ x: Int) {}", "input.onError.send(error)",
                "vm?.input.onError?.send(error)", "init(onError: @escaping (Error) -> Void) { self.onError = onError }",
                "let fail = { [weak self] (e: Error) in self?.onError?(e) }",
                "let tracker: Tracker = Tracker()\nfunc send() { tracker.onNext(1); tracker.onCompleted() }",
                "import RxSwift\nfinal class Tracker: ObservableConvertibleType {\n    func fail(_ e: Error) { self.onError(e) }"
                    + "\n    private func onError(_ e: Error) {}\n}",
            ]
        ),
        Construct(
            id: "createEvent", category: .subject, module: "RxSwift",
            symbols: ["success", "failure", "completed", "error"], match: Match(.member, proofs: [.createObserver]),
            concurrency: "continuation.resume(returning:) / resume(throwing:), once (a second resume traps)",
            combine: "promise(.success(x)) / promise(.failure(error))",
            note: "An event given to the parameter of a `Single`, `Maybe` or `Completable` `create` closure "
                + "(`single(.success(x))`); `completion(.success(x))` elsewhere is not counted.",
            weight: 1,
            examples: [
                "Single<Int>.create { single in\n    single(.↓success(1))\n    return Disposables.create()\n}",
                "Completable.create { [weak self] completable in\n    completable(.↓error(E.x))\n"
                    + "    completable(.↓completed)\n    return Disposables.create()\n}",
                "func load() -> Maybe<Int> {\n    .create { [weak self] maybe -> Disposable in\n"
                    + "        maybe(.↓success(1))\n        return Disposables.create()\n    }\n}",
                "Single<Int>.create(subscribe: { single in\n    single(.↓success(1))\n"
                    + "    return Disposables.create()\n})",
                "Completable.create { completable in\n    completable(ok ? .↓completed : .↓error(E.x))\n"
                    + "    return Disposables.create()\n}",
            ],
            counterExamples: [
                "completion(.success(1))",
                "Completable.create { completable in\n    log(completable, ok ? .completed : .error(E.x))\n"
                    + "    return Disposables.create()\n}",
                "Single<Int>.create { single in\n    completion(.success(1))\n    return Disposables.create()\n}",
                "let r: Result<Int, E> = .success(1)",
            ]
        ),
        Construct(
            id: "on", category: .subject, module: "RxSwift",
            match: Match(
                .member, proofs: [.memberArgument(["next", "error", "completed"]), .rxChain], maxArguments: 1,
                excludesProperty: true, needsRxReceiver: true),
            concurrency: "continuation.yield(_:) / finish(throwing:) / finish()",
            combine: "send(_:) / send(completion:)",
            note: "An observer's `on(_:)` with an event (`action.on(.next(x))`, `observer.on(.completed)`), or on a "
                + "subject or observer the file declares (`subject.on(event)`); not on a name declared with a type "
                + "that is no Rx type (`let lamp = Lamp()`). Only called: a read (`checkbox.rx.on`) is a "
                + "repository's own `Reactive` property.",
            weight: 1,
            examples: [
                "self.action.↓on(.next(.refresh))", "observer.↓on(.completed)",
                "let subject = BehaviorSubject<Int>(value: 0)\nfunc forward(_ event: Event<Int>) { subject.↓on(event) }",
            ],
            counterExamples: [
                "switch.on(.off)", "lamp.on(brightness: 3)", "let lamp = Lamp()\nfunc light() { lamp.on(.next(1)) }",
                "relay.bind(to: checkbox.rx.on)",
            ]
        ),
    ]
}

extension Catalog {
    /// Subscribing and binding: where a stream ends in side effects.
    /// `subscribeOn` comes before `subscribe`: both trigger on the symbol `subscribe`.
    static let subscriptionEntries: [Construct] = [
        Construct(
            id: "subscribeOn", category: .scheduler, module: "RxSwift", symbols: ["subscribeOn", "subscribe"],
            match: Match(.member, proofs: [.spelling(["subscribeOn"]), .label(["on"])], combineLabels: ["on"]),
            concurrency: "run the producer in a Task / on an actor", combine: "subscribe(on:)",
            note: "`.subscribeOn(s)` (RxSwift 5) or `.subscribe(on: s)` (RxSwift 6); in a file that also imports "
                + "Combine, `subscribe(on:)` only in an Rx chain.",
            weight: 2,
            examples: ["source.↓subscribeOn(scheduler)", "source.↓subscribe(on: scheduler).subscribe()"],
            counterExamples: ["source.subscribe(onNext: { _ in })"]
        ),
        Construct(
            id: "subscribe", category: .subscription, module: "RxSwift",
            match: Match(
                .member, excludedLabels: ["on"],
                allowedLabels: ["onNext", "onSuccess", "onError", "onFailure", "onCompleted", "onDisposed", "with"],
                combineLabels: [""], excludesProperty: true),
            concurrency: "Task { for try await value in sequence { ... } } stored and cancelled in deinit",
            combine: "sink(receiveCompletion:receiveValue:)",
            note: "After a `.` in a file that sees Rx (`.subscribe(onNext:)`, `.subscribe { event in }`, "
                + "`.subscribe(observer)`); in a file that also imports Combine, `subscribe(x)` only in an Rx "
                + "chain; a first label RxSwift's `subscribe` does not take only on an Rx receiver "
                + "(`.subscribe(weak: self, onNext:)` of a helper library, not Firebase's `subscribe(toTopic:)` nor a "
                + "project's `Keyboard.subscribe(to:)` before `.subscribe(onNext:)`); a read of a property of the "
                + "name (`Texts.Upgrade.subscribe`, a button title) is not counted.",
            weight: 2,
            examples: [
                "events.↓subscribe(onNext: { print($0) })", "single.↓subscribe { event in }",
                "a\n    .map { $0 }\n    .↓subscribe(observer)",
                "wallets.take(1)\n    .observeOn(MainScheduler.instance)\n"
                    + "    .↓subscribe(weak: self, onNext: { _, _ in })",
                "Keyboard.subscribe(to: keys).↓subscribe(onNext: { _ in })",
            ],
            counterExamples: [
                "func subscribe() {}", "subscribe(bag, events)", "events.subscribe(on: s)",
                "Messaging.messaging().subscribe(toTopic: topic) { _ in }",
                "button.setTitle(Texts.Upgrade.subscribe, for: .normal)",
                "Keyboard.subscribe(to: keys).disposed(by: bag)",
            ]
        ),
        Construct(
            id: "bind", category: .subscription, module: "RxCocoa",
            match: Match(
                .member, proofs: [.label(["to", "onNext"]), .rxChain], excludesUnlabeledArgument: true,
                requiredLabels: ["to", "onNext", "with", "{"]),
            concurrency: "Task { for await value in sequence { target = value } } (UI: @MainActor)",
            combine: "assign(to:on:) / sink",
            note: "A member call labelled `to:`/`onNext:`, or in an Rx chain (`.bind { }.disposed(by:)`, "
                + "`.bind(with: self) { }`); never one "
                + "whose first argument is unlabeled (an app's `tableUI.bind(items, to: view)`) or has another label "
                + "(an app's `viewModel.bind(on: other).disposed(by: bag)`).",
            weight: 2,
            examples: [
                "viewModel.title.↓bind(to: label.rx.text)", "items.↓bind(onNext: { _ in })",
                "name.↓bind { _ in }.disposed(by: bag)",
                "relay.asObservable()\n    .↓bind(with: self) { owner, value in owner.show(value) }\n    .disposed(by: bag)",
            ],
            counterExamples: [
                "socket.bind(port: 80)", "func bind(to target: Int) {}", "cell.bind(item)",
                "import RxCocoa\nfunc configure(binder: Binder<Singleton>) {\n"
                    + "    binder.bind(Storage.self).to(factory: Storage.init)\n}",
                "let bag = DisposeBag()\nTableUI()\n    .bind(items, to: tableView)\n    .disposed(by: bag)",
                "import RxSwift\nlet bag = DisposeBag()\nviewModel.bind(on: other).disposed(by: bag)",
            ]
        ),
        Construct(
            id: "bindTo", category: .subscription, module: "RxCocoa", symbols: ["bindTo", "bindNext"],
            match: .member(),
            concurrency: "Task { for await value in sequence { target = value } } (UI: @MainActor)",
            combine: "assign(to:on:) / sink",
            note: "RxSwift 3's `bindTo(_:)` and `bindNext { }`, today's `bind(to:)` and `bind(onNext:)`: a member.",
            weight: 2,
            examples: ["title.↓bindTo(label.rx.text)", "items.↓bindNext { _ in }"],
            counterExamples: ["func bindTo(_ target: Int) {}", "let bindTo = 1"]
        ),
        Construct(
            id: "RxSwiftExt.subscribeWeak", category: .subscription, module: "RxSwiftExt",
            symbols: ["subscribeNext", "subscribeError", "subscribeCompleted"],
            match: Match(.member, requiredLabels: ["weak"]),
            concurrency: "for try await value in stream { … } in a stored Task holding `self` weakly ([weak self], "
                + "guard let self)",
            combine: "sink(receiveValue:) with [weak self]",
            note: "RxSwiftExt's `subscribeNext(weak: self) { }` (and `subscribeError(weak:)`, "
                + "`subscribeCompleted(weak:)`): a member whose first label is `weak`; RxSwift 2's `subscribeNext { }` "
                + "is the next entry's, and no spelling RxSwift 6 renames.",
            weight: 2,
            examples: ["import RxSwift\nitems.↓subscribeNext(weak: self) { _ in }"],
            counterExamples: ["button.rx_tap.subscribeNext { print($0) }"]
        ),
        Construct(
            id: "subscribeNext", category: .subscription, module: "RxSwift",
            symbols: ["subscribeNext", "subscribeError", "subscribeCompleted"],
            match: .member(),
            concurrency: "for try await value in stream { … } in a stored Task (catch for the error, after the loop "
                + "for completion)",
            combine: "sink(receiveCompletion:receiveValue:)",
            note: "RxSwift 2's `subscribeNext { }`, `subscribeError { }` and `subscribeCompleted { }`, today's "
                + "`subscribe(onNext:)`, `subscribe(onError:)` and `subscribe(onCompleted:)`: a member.",
            weight: 2,
            examples: ["button.rx_tap.↓subscribeNext { print($0) }", "load().↓subscribeError { _ in }"],
            counterExamples: ["func subscribeNext(_ block: () -> Void) {}", "let subscribeNext = 1"]
        ),
        Construct(
            id: "drive", category: .subscription, module: "RxCocoa",
            match: Match(
                .member, proofs: [.label(["to", "onNext", "onCompleted", "onDisposed", "", "()"]), .rxChain],
                needsRxReceiver: true),
            concurrency: "@MainActor Task iterating the stream; or SwiftUI reading @Observable state",
            combine: "receive(on: main).assign / sink",
            note: "A member call on a Driver (`drive(to:)`, `drive(onNext:)`, `drive(label.rx.text)`, `drive()`), "
                + "or in an Rx chain; not on a name declared with a type that is no Rx type (`let car = Car()`).",
            weight: 2,
            examples: [
                "output.title.↓drive(label.rx.text)", "output.save.↓drive()",
                "let title: Driver<String> = .never()\nfunc bind() { title.↓drive(label.rx.text) }",
            ],
            counterExamples: ["car.drive(speed: 3)", "func drive() {}", "let car = Car()\nfunc go() { car.drive(3) }"]
        ),
        Construct(
            id: "emit", category: .subscription, module: "RxCocoa",
            match: Match(
                .member, proofs: [.label(["to", "onNext", "with", "onCompleted", "onDisposed", "()"]), .rxChain],
                needsRxReceiver: true),
            concurrency: "@MainActor Task iterating the stream of one-off events",
            combine: "receive(on: main).sink",
            note: "A member call on a Signal (`emit(to:)`, `emit(onNext:)`, `emit(with:onNext:)`, `emit()`), or in an "
                + "Rx chain; a socket's `emit(\"event\", items)` takes no label and is not it, nor is a call on a name "
                + "declared with a type that is no Rx type (`let socket: Socket`).",
            weight: 2,
            examples: ["taps.↓emit(onNext: { _ in })", "output.error.↓emit(to: relay)"],
            counterExamples: [
                "socket.emit(\"message\", [text])", "self.manager.emit(.leave)",
                "let socket: Socket = Socket()\nfunc join() { socket.emit(to: room) }",
            ]
        ),
        Construct(
            id: "values", category: .subscription, module: "RxSwift",
            match: Match(.member, proofs: [.rxChain], propertyOnly: true),
            concurrency: "iterate the AsyncSequence the stream becomes (`for await x in stream`), without `.values`",
            combine: "values (a Publisher's AsyncPublisher)",
            note: "RxSwift 6.5's bridge to `for await` (on `Observable`, `Driver`, `Signal`, `Infallible`), a property "
                + "read in an Rx chain; what follows it is the AsyncSequence's: a half-migrated loop whose source is "
                + "still Rx. A call (`store.values(key: k)`) is a function of the project's.",
            weight: 1,
            examples: [
                "func bind(title: Driver<String>) async { for await text in title.↓values { print(text) } }",
                "func wait(_ taps: Observable<Void>) async throws { for try await _ in taps.↓values {} }",
                "func show(title: Driver<String>) async { for await n in title.↓values.map({ $0.count }) { print(n) } }",
                "func wait(_ relay: PublishRelay<Int>) async { for await n in relay.asObservable().↓values { print(n) } }",
            ],
            counterExamples: [
                "let total = prices.values.reduce(0, +)", "for await v in stream.values { print(v) }",
                "final class Store {\n    let values = BehaviorSubject<[Int]>(value: [])\n"
                    + "    func push(_ v: Int) { self.values.onNext([v]) }\n}",
                "func counts(_ store: Store) -> Observable<Int> { store.values(key: \"b\", defaultValue: 0).map { $0 + 1 } }",
                "let items: Observable<[Int]> = .just([])\nfunc sizes() -> Observable<Int> { items.values().map { $0.count } }",
                "func keys(_ relay: BehaviorRelay<Int>) { relay.asObservable().values(for: \"a\").subscribe().dispose() }",
            ]
        ),
        Construct(
            id: "asDriver", category: .subscription, module: "RxCocoa", symbols: ["asDriver", "asSignal"],
            concurrency: "@MainActor AsyncStream (+ share(history: 1) for Driver); errors handled explicitly",
            combine: "receive(on: RunLoop.main).replaceError(with:).share()",
            note: "Any use in code.",
            weight: 2,
            examples: ["let title = relay.↓asDriver()", "let taps = tap.↓asSignal(onErrorJustReturn: ())"],
            counterExamples: ["func asDriver() {}"]
        ),
        Construct(
            id: "asObservable", category: .subscription, module: "RxSwift", symbols: ["asObservable", "asObserver"],
            concurrency: "expose `some AsyncSequence` (or the stream, or its continuation) instead",
            combine: "eraseToAnyPublisher()",
            note: "Any use in code (`asObserver()` too: a subject's input side).",
            weight: 1,
            examples: [
                "var items: Observable<[Int]> { relay.↓asObservable() }", "let input = subject.↓asObserver()",
            ]
        ),
        Construct(
            id: "mapObserver", category: .subscription, module: "RxSwift", match: .member(.rxChain),
            concurrency:
                "a closure that transforms the value, then yields it (`{ continuation.yield(transform($0)) }`)",
            combine: "a closure that transforms the value, then sends it",
            note: "`ObserverType.mapObserver`: an observer that transforms what it is given (`subject.mapObserver { "
                + "\"done\" }`), in an Rx chain.",
            weight: 1,
            examples: [
                "let subject = PublishSubject<String>()\nlazy var onDone: AnyObserver<Void> = subject.↓mapObserver { \"\" }"
            ],
            counterExamples: ["let o = adapter.mapObserver { $0 }"]
        ),
        Construct(
            id: "asSingle", category: .subscription, module: "RxSwift",
            symbols: ["asSingle", "asCompletable", "asMaybe"],
            match: .member,
            concurrency: "an async function (first value / completion)", combine: "first() / ignoreOutput()",
            note: "After a `.`; in the talk `asSingle()` is also the shim name on an async core.",
            weight: 2,
            examples: ["source.↓asSingle()", "save().↓asCompletable()"],
            counterExamples: ["func asSingle() -> Int { 1 }"]
        ),
        Construct(
            id: "asInfallible", category: .subscription, module: "RxSwift", match: .member,
            concurrency:
                "a sequence that never throws (an `AsyncStream`): a `do`/`catch` around the work, the `catch` giving "
                + "the `onErrorJustReturn:` value (or running the `onErrorRecover:` work)",
            combine: "replaceError(with:) / catch { _ in Just(value) }",
            note: "After a `.`: `asInfallible(onErrorJustReturn: [])`, `asInfallible(onErrorRecover:)`; the error "
                + "fallback is the point, so the replacement keeps it.",
            weight: 2,
            examples: ["let items = load().↓asInfallible(onErrorJustReturn: [])"],
            counterExamples: ["func asInfallible() -> Int { 1 }"]
        ),
        // The repository's own subscription helpers (`RxAPI.isSubscriptionHelper`): their calls are counted by the
        // call-site resolver, not by spelling, so the entry has no symbol and no example of one file.
        Construct(
            id: subscriptionHelperID, category: .subscription, module: "project", symbols: [],
            match: Match(.resolvedCall),
            concurrency:
                "Task { for await value in stream { … } } stored and cancelled with the owner, or the helper's "
                + "async overload (an AsyncSequence for the stream, the Task it starts kept in place of the bag)",
            combine: "sink(receiveValue:) stored in the owner's cancellables",
            note: "A call of the project's own subscription helper, a function whose parameters take a `DisposeBag` "
                + "(or another lifetime) and a stream (`subscribe(disposeBag, viewModel.title) { }`), or a lifetime "
                + "alone that its subscriptions go into and no Rx back (`hideKeyboardWhenTappedAround(bag: bag)`), "
                + "bare or qualified, that the call-site resolver ties to it by name, labels and arguments.",
            weight: 2,
            examples: []
        ),
    ]

    /// The id of the construct of a call of the repository's own subscription helper (`RxAPI.isSubscriptionHelper`).
    package static let subscriptionHelperID = "subscriptionHelper"
}

extension Catalog {
    /// Static factories and combining operators: `Observable.just`, `Single.create`, `Observable.combineLatest`.
    static let combiningEntries: [Construct] = [
        Construct(
            id: "create", category: .operator, module: "RxSwift", symbols: ["create"],
            match: .member(
                .receiver(["Observable", "Single", "Maybe", "Completable", "Infallible", "ObservableType"]),
                .implicitClosure),
            concurrency: "AsyncThrowingStream { continuation in } / withCheckedThrowingContinuation",
            combine: "Future { promise in } / a custom Publisher",
            note:
                "`Observable.create`, `Single.create`, `.create { }` returned as one...: the bridge shape; "
                + "`Disposables.create` is not counted here.",
            weight: 3,
            examples: [
                "Single<Int>.↓create { observer in Disposables.create() }",
                "func load() -> Single<Int> {\n    return .↓create { single in Disposables.create() }\n}",
                "typealias Pick = (Int) -> Int\nfunc pick() -> Observable<Pick> {\n"
                    + "    return .↓create { observer in Disposables.create() }\n}",
            ],
            counterExamples: [
                "enum Mode { case create, show }\nfunc load(_ mode: Mode) { if mode == .create { print(1) } }",
                "Disposables.create()", "User.create(name: \"a\")", "case .create: break",
                "events.onNext(.create(task))",
                "self.amount = amount.flatMap { .create(major: $0) }",
            ]
        ),
        factory(
            "just", symbols: ["just", "empty", "never", "deferred"], implicit: true,
            concurrency:
                "a value / an async function / AsyncStream { $0.finish() } (`never`: an AsyncStream that never "
                + "finishes)",
            combine: "Just / Empty / Deferred",
            examples: [
                "Observable.↓just(1)", "return Driver<Int>.↓empty()", "catchError { _ in .↓empty() }",
                "enum SubmitResult { case empty(message: String), ok }\n"
                    + "func submit() -> Observable<SubmitResult> { Observable.↓just(.empty(message: \"x\")) }",
                "typealias Pick = (Int) -> Int\nfunc pick() -> Observable<Pick> {\n    return .↓just { x in x + 1 }\n}",
                "typealias Pick = (Int) -> Int\nfunc later() -> Observable<Pick> {\n"
                    + "    return .↓deferred { .↓just({ x in x + 1 }) }\n}",
            ],
            counterExamples: [
                "let e = Array<Int>.empty", "let x = Wrapper.just(1)", "case .empty: break",
                "typealias Pick = (Int) -> Int\nfunc pick() -> Choice<Pick> {\n    return .just { x in x + 1 }\n}",
            ]
        ),
        Construct(
            id: "toObservable", category: .operator, module: "RxSwift",
            match: Match(.member, callOnly: true),
            concurrency: "a sequence's `.async` (swift-async-algorithms) / AsyncStream",
            combine: "publisher (Publishers.Sequence)",
            note: "RxSwift 2's `[a, b].toObservable()`, today's `Observable.from(_:)`: a member call.",
            weight: 1,
            examples: ["let names = [\"a\", \"b\"].↓toObservable()"],
            counterExamples: ["func toObservable() {}", "let toObservable = 1"]
        ),
        factory(
            "from", symbols: ["from", "of", "error", "range", "repeatElement", "generate", "using"], implicit: false,
            concurrency: "`from`, `of`: a sequence's `.async` / AsyncStream; `error`: `throw`; `using`: the resource "
                + "made and released (`defer`) around the awaited work",
            combine: "Publishers.Sequence / Fail",
            examples: [
                "Observable.↓from([1, 2])", "Single<Int>.↓error(MyError.x)", "let pair = PublishRelay.↓of(a, b)",
                "let s = Observable<Int>.↓using { Resource() } observableFactory: { _ in .just(1) }",
                "func load() -> Single<Int> {\n    guard ok else { return .↓error(E.x) }\n    return .just(1)\n}",
                "let s = Observable.just(1).flatMap { x in\n    guard x > 0 else { return .↓error(E.x) }\n"
                    + "    return .just(x)\n}",
                "func load() -> Observable<Int> {\n    a.map { v -> Observable<Int> in .↓error(E.x) }.merge()\n}",
                "func load(_ r: Observable<Int>?) -> Observable<Int> {\n    let x = 1\n    return r ?? .↓error(E.x)\n}",
            ],
            counterExamples: [
                "let r = Result<Int, Error>.error", "return .error(message)", "Date.from(x)",
                // RxRealm's watch of one Realm object or of a Realm (`RxRealm.from`).
                "import RxRealm\nlet s = Observable.from(object: session)",
                "import RxRealm\nlet n = Observable.from(realm: r)",
                "func check() -> Outcome {\n    return .error(\"no\")\n}",
                "func check(_ o: Outcome?) -> Outcome {\n    return o ?? .error(\"no\")\n}",
                "func run() {\n    items.map { _ in return .error(\"m\") }\n}",
                // An enum's case in an Rx chain's closure: RxSwift's factory takes the error.
                "let failed: Observable<Bool>\nlet s = failed.filter { $0 }.map { _ in Content.error }",
                "let failed: Observable<Bool>\nlet s: Observable<Content> = failed.map { _ in .error }",
            ]
        ),
        factory(
            "interval", symbols: ["interval", "timer"], implicit: false,
            concurrency: "AsyncTimerSequence / Task.sleep loop", combine: "Timer.publish(every:on:in:)",
            examples: ["Observable<Int>.↓interval(.seconds(1), scheduler: MainScheduler.instance)"],
            counterExamples: ["let t = Timer.timer(x)"]
        ),
        // Before `combineLatest`, which counts the static `Observable.merge(a, b)` this entry leaves to it.
        Construct(
            id: "merge(maxConcurrent:)", category: .operator, module: "RxSwift", symbols: ["merge"],
            match: Match(.member, proofs: [.rxChain], requiredLabels: ["()", "maxConcurrent"]),
            concurrency: "a task group (`withThrowingTaskGroup`) with a child task iterating each inner stream: for "
                + "`merge(maxConcurrent: n)` at most n in flight, the next added once `group.next()` returns; for "
                + "`merge()` one per inner stream as it arrives",
            combine: "flatMap(maxPublishers: .max(n)) { $0 } (`flatMap { $0 }` for `merge()`)",
            note: "The instance `merge()` and `merge(maxConcurrent: n)` in an Rx chain flatten a stream of streams "
                + "(`Observable.of(a, b).merge()`, `requests.merge(maxConcurrent: 3)`): no two-or-three-sequence "
                + "`merge`. `for try await inner in outer { if running == n { try await group.next(); running -= 1 }; "
                + "group.addTask { for try await value in inner { continuation.yield(value) } }; running += 1 }` in "
                + "`withThrowingTaskGroup`, the values yielded to an `AsyncThrowingStream` (FarewellAsync has no "
                + "`flatMap`); without a cap, no `group.next()` before adding. The static `Observable.merge(a, b)` "
                + "is `combineLatest`'s.",
            weight: 3,
            examples: [
                "let all = Observable.of(a, b).↓merge()",
                "func load(_ pages: Observable<Observable<Int>>) -> Observable<Int> {\n"
                    + "    pages.↓merge(maxConcurrent: 3)\n}",
            ],
            counterExamples: [
                "let all = Observable.merge(a, b)", "Driver.merge(x, y)",
                "func mutate() -> Observable<Int> { return .merge([a, b]) }", "dict.merge(other) { $1 }",
                "let merged = settings.merge()", "let taps = PublishRelay<Void>()\nlet both = taps.merge(with: pulls)",
            ]
        ),
        Construct(
            id: "combineLatest", category: .operator, module: "RxSwift",
            symbols: ["combineLatest", "zip", "merge"],
            match: .member(Proof.streamTypes, .rxChain, .implicitMember),
            concurrency: "one-shot values (`Single`s, one-element streams): `async let` each, awaited together (a "
                + "task group for a list); streams: combineLatest / zip / merge (swift-async-algorithms), which take "
                + "2 or 3 sequences: nest them for more",
            combine: "Publishers.CombineLatest / Zip / Merge",
            note: "`Observable.zip(a, b, c, d)` of `Single`s is four `async let`s "
                + "(`async let x = a(); async let y = b(); …; let (p, q, r, s) = try await (x, y, z, w)`). "
                + "On an Rx type (`Observable.combineLatest(a, b)`, `Driver.merge(x, y)`), in an Rx chain, or an "
                + "implicit member call (`return .merge([a, b])` in a reactor's `mutate()`); Swift's `zip(a, b)` "
                + "and `Dictionary.merge` are not counted, nor the instance `merge()` of a stream of streams "
                + "(`merge(maxConcurrent:)`).",
            weight: 3,
            examples: [
                "Observable.↓combineLatest(a, b) { $0 + $1 }", "Driver.↓merge(x, y)",
                "func mutate() -> Observable<Int> { return .↓merge([a, b]) }",
                "let taps = PublishRelay<Void>()\nlet both = taps.↓merge(with: pulls)",
            ],
            counterExamples: [
                "let pairs = zip(a, b)", "dict.merge(other) { $1 }", "let m: Mode = .merge",
                "Observable.of(a, b).merge().subscribe()", "let s = requests.asObservable().merge(maxConcurrent: 2)",
                "switch (a, b) {\ncase (let .merge(x), let .merge(y)): break\ncase (.merge(let x), .zip): break\n"
                    + "case .zip, .merge(let x): break\ncase (.zip, (.x, .merge(let y))): break\ndefault: break\n}",
                "import SwiftUI\nextension View {\n    func fork<V: View>(_ merge: (Self) -> V) -> V { merge(self) }\n}",
            ]
        ),
        Construct(
            id: "concat", category: .operator, module: "RxSwift", symbols: ["concat"],
            match: .member(Proof.streamTypes, .rxChain, .implicitMember),
            concurrency: "the parts in order, one after the other: a `try await` for each one-shot value, a `for try "
                + "await` loop for each stream (swift-async-algorithms' `chain(a, b)` joins two sequences); never "
                + "`async let`, which runs them at once",
            combine: "Publishers.Concatenate / append(_:)",
            note: "Order is the point: a reactor's `.concat(.just(.setLoading(true)), load(), "
                + ".just(.setLoading(false)))` becomes three statements of its async `mutate`, the state set, the "
                + "load awaited, the state reset. On an Rx type (`Observable.concat(a, b)`), in an Rx chain "
                + "(`a.asObservable().concat(b)`), or an implicit member call (`return .concat([a, b])` in a "
                + "reactor's `mutate()`); an array's or a string's `concat` is not counted.",
            weight: 3,
            examples: [
                "let more = a.asObservable().↓concat(b)",
                "func mutate() -> Observable<Int> { return .↓concat([a, b]) }",
                "let steps = Observable.↓concat(.just(1), load(), .just(2))",
            ],
            counterExamples: ["a.concat(b)", "let all = names.concat(others)"]
        ),
    ]

    /// A static factory on Rx types (`Observable.just`); `implicit` also counts `.just(x)` without a receiver.
    private static func factory(
        _ id: String, symbols: [String], implicit: Bool, concurrency: String, combine: String, examples: [String],
        counterExamples: [String]
    ) -> Construct {
        let receiverRule = "On an Rx type (`Observable.\(id)`, `Driver<Int>.\(id)`)"
        let note =
            implicit
            ? receiverRule + ", or an implicit member call `.\(id)(...)` in a file that sees Rx."
            : receiverRule + ", or an implicit member call `.\(id)(...)` returned where an Rx type is declared."
        return Construct(
            id: id, category: .operator, module: "RxSwift", symbols: symbols,
            // An implicit factory given a trailing closure alone (`return .just { x in x + 1 }` of an
            // `Observable<(Int) -> Int>`) counts where it is returned as an Rx type.
            // The others are called (`.error(e)`, `.using { } observableFactory: { }`): a bare `.error` is an enum's case.
            match: implicit
                ? .member(Proof.streamTypes, .implicitMember, .implicitReturn)
                : Match(.member, proofs: [Proof.streamTypes, .implicitReturn], excludesProperty: true),
            concurrency: concurrency, combine: combine, note: note, weight: 1, examples: examples,
            counterExamples: counterExamples
        )
    }
}

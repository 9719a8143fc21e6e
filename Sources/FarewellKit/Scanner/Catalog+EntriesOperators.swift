extension Catalog {
    /// Transforming, filtering, timing and error operators.
    /// `observeOn` and `debounce` need their labels: Combine spells the same names with `for:`/`on:` first.
    static let operatorEntries: [Construct] = [
        Construct(
            id: "flatMapLatest", category: .operator, module: "RxSwift",
            concurrency: "flatMapLatest polyfill (cancel the previous inner Task)", combine: "map { }.switchToLatest()",
            note: "Any use in code but an implicit member (an app's `case .flatMapLatest:`, `[.flatMapLatest]`); "
                + "the inner work usually becomes an async call cancelled on each new value.",
            weight: 4,
            examples: ["query.↓flatMapLatest { api.search($0) }"],
            counterExamples: [
                "// flatMapLatest", "switch op { case .flatMap, .flatMapLatest: break }",
                "let rows: [Operator] = [.flatMapLatest, .zip]",
            ]
        ),
        Construct(
            id: "flatMapFirst", category: .operator, module: "RxSwift", symbols: ["flatMapFirst", "concatMap"],
            match: .member,
            concurrency: "flatMapFirst: ignore new values while a Task runs; concatMap: await each inner work in "
                + "order, queueing new values, none dropped",
            combine: "flatMap(maxPublishers: .max(1))",
            note: "After a `.`. flatMapFirst drops what comes while busy (a double tap); concatMap never drops: "
                + "`for await v in values { for try await x in work(v) { … } }`.",
            weight: 4,
            examples: ["taps.↓flatMapFirst { save() }", "ids.↓concatMap { load($0) }"]
        ),
        Construct(
            id: "withLatestFrom", category: .operator, module: "RxSwift",
            concurrency: "read the latest state (an actor/@Observable property) when the event arrives",
            combine: "combineLatest + take latest (no direct operator)",
            note: "Any use in code but an implicit member (an app's `case .withLatestFrom:`); there is no direct "
                + "AsyncSequence equivalent.",
            weight: 4,
            examples: ["tap.↓withLatestFrom(text).subscribe()"],
            counterExamples: ["let rows: [Operator] = [.withLatestFrom]"]
        ),
        Construct(
            id: "share", category: .operator, module: "RxSwift",
            symbols: ["share", "shareReplay", "shareReplayLatestWhileConnected"],
            match: Match(
                .member,
                proofs: [
                    .spelling(["shareReplay", "shareReplayLatestWhileConnected"]), .label(["replay", "scope"]),
                    .rxChain,
                ], callOnly: true),
            concurrency: "share(history: n) polyfill (share() without replay)", combine: "share() / multicast",
            note: "`share(replay:)`, `share(scope:)`, or `share()` in an Rx chain: hot vs cold is where most "
                + "migration bugs hide.",
            weight: 4,
            examples: [
                "let user = load().↓share(replay: 1)", "let x = Observable.just(1).↓share()",
                "let user = load().↓shareReplayLatestWhileConnected()",
            ],
            counterExamples: [
                "sheet.share()", "func share(replay: Int) {}",
                "final class Store { static let share = Store(); let user = BehaviorRelay<String>(value: \"\") }\n"
                    + "Store.share.user.accept(\"\")",
            ]
        ),
        Construct(
            id: "multicast", category: .operator, module: "RxSwift",
            symbols: ["multicast", "publish", "replay", "replayAll", "connect", "refCount"],
            match: Match(.member, proofs: [.rxChain], allowedLabels: ["makeSubject"]),
            concurrency: "share(history: n) polyfill: one upstream iteration for every consumer, started by the "
                + "first and cancelled after the last", combine: "multicast(subject:) with connect() / autoconnect()",
            note: "`publish()`, `replay(n)`, `multicast(_:)`, `multicast(makeSubject:)`, `connect()` and `refCount()` "
                + "in an Rx chain: a hot stream and when it starts, where most migration bugs hide (Combine's and a "
                + "socket's `connect()` are not counted; a call with another first label, a project's "
                + "`ds.publish(with: r)`, counts only on an Rx receiver).",
            weight: 4,
            examples: [
                "func f(source: Observable<Int>, bag: DisposeBag) {\n    let hot = source.↓replay(1)\n"
                    + "    hot.↓connect().disposed(by: bag)\n}",
                "let events = Observable<Int>.never().↓publish().↓refCount()",
                "let hot = Observable<Int>.never().↓multicast(makeSubject: { PublishSubject<Int>() })",
            ],
            counterExamples: [
                "socket.connect()", "let timer = Timer.publish(every: 1, on: .main, in: .common)",
                "func publish(with r: Int) -> Completable { return ds.publish(with: r) }",
            ]
        ),
        Construct(
            id: "observeOn", category: .scheduler, module: "RxSwift", symbols: ["observeOn", "observe"],
            match: .member(.spelling(["observeOn"]), .label(["on"])),
            concurrency: "@MainActor / await MainActor.run", combine: "receive(on:)",
            note: "`.observeOn(s)` or `.observe(on: s)`; KVO `observe(\\.key)` is not counted.",
            weight: 1,
            examples: ["source.↓observeOn(MainScheduler.instance)", "source.↓observe(on: MainScheduler.instance)"],
            counterExamples: ["view.observe(\\.frame) { _, _ in }"]
        ),
        Construct(
            id: "debounce", category: .operator, module: "RxSwift",
            symbols: ["debounce", "throttle"],
            match: Match(.member, proofs: [.label([""])], excludesNumberArgument: true),
            concurrency: "debounce/throttle from swift-async-algorithms, or Task.sleep",
            combine: "debounce(for:scheduler:) / throttle(for:scheduler:latest:)",
            note: "A member call whose first argument is unlabeled (`.debounce(.milliseconds(300), scheduler:)`), "
                + "a number only with a `scheduler:` (RxSwift 4's `.throttle(1, scheduler:)`) or in an Rx chain "
                + "(RxSwift 4's `driver.throttle(1)`); Combine's `debounce(for:)` is not counted.",
            weight: 3,
            examples: [
                "text.↓debounce(.milliseconds(300), scheduler: MainScheduler.instance)",
                "tap.↓throttle(.seconds(1), latest: false, scheduler: s)",
                "tap.↓throttle(1, scheduler: MainScheduler.instance)",
                "let query = BehaviorRelay<String>(value: \"\")\nlet typed = query.asDriver().↓throttle(1)",
            ],
            counterExamples: [
                "text.debounce(for: .seconds(1), scheduler: RunLoop.main)", "let t = limiter.throttle(1)",
            ]
        ),
        Construct(
            id: "delay", category: .operator, module: "RxSwift", symbols: ["delay", "delaySubscription"],
            match: Match(.member, proofs: [.label([""])], needsSchedulerOrChain: true),
            concurrency: "try await Task.sleep(for:) before the work or each value",
            combine: "delay(for:scheduler:)",
            note: "A member call whose first argument is unlabeled, with a `scheduler:` (`.delay(.seconds(1), "
                + "scheduler:)`) or in an Rx chain (a `Driver`'s `.delay(.seconds(1))`); Combine's `delay(for:)`, "
                + "SwiftUI's `Animation.delay(_:)` and an app's `GCD.delay(t) { }` are not counted.",
            weight: 2,
            examples: [
                "tap.↓delay(.milliseconds(300), scheduler: MainScheduler.instance)",
                "load.↓delaySubscription(.seconds(1), scheduler: s)", "tap.↓delay(0.5, scheduler: s)",
                "let taps = PublishRelay<Void>()\nlet late = taps.asDriver(onErrorDriveWith: .empty()).↓delay(.seconds(1))",
            ],
            counterExamples: [
                "value.delay(for: .seconds(1), scheduler: RunLoop.main)",
                "import SwiftUI\nlet a = Animation.easeIn(duration: 0.3).delay(0.1)",
                "withAnimation(.easeInOut(duration: 0.3).repeatForever(autoreverses: true).delay(Stagger.step)) {}",
                "let status = BehaviorRelay(value: 0)\nGCD.delay(waitTime(times: 1)) { status.accept(1) }",
            ]
        ),
        Construct(
            id: "decode", category: .operator, module: "RxSwift", match: .member(.rxChain),
            concurrency: "try decoder.decode(T.self, from: data) on each value, its error thrown from the loop",
            combine: "decode(type:decoder:)",
            note: "RxSwift 6's `.decode(type:decoder:)` on a stream of `Data`, in an Rx chain: a decoding error "
                + "ends the stream; a `Data`'s own `decode(type:)` helper is not counted.",
            weight: 1,
            examples: [
                "func raw() -> Observable<Data> { .just(Data()) }\n"
                    + "let users = raw().↓decode(type: [User].self, decoder: JSONDecoder())"
            ],
            counterExamples: ["let user = try data.decode(type: User.self)"]
        ),
        Construct(
            id: "timeout", category: .operator, module: "RxSwift",
            match: Match(.member, proofs: [.label([""])], excludesNumberArgument: true),
            concurrency: "a task group racing the work against a Task.sleep that throws (or the request's own "
                + "timeout)",
            combine: "timeout(_:scheduler:customError:)",
            note: "A member call whose first argument is unlabeled (`.timeout(.seconds(5), scheduler:)`): the stream "
                + "fails when nothing arrives in time, which is no rate limit.",
            weight: 3,
            examples: [
                "request.↓timeout(.seconds(120), scheduler: MainScheduler.asyncInstance)",
                "request.↓timeout(30, scheduler: MainScheduler.instance)",
            ],
            counterExamples: ["session.timeout(for: .seconds(5))"]
        ),
        Construct(
            id: "distinctUntilChanged", category: .operator, module: "RxSwift", match: .member,
            concurrency: "removeDuplicates() (swift-async-algorithms)", combine: "removeDuplicates()",
            note: "After a `.`.",
            weight: 1,
            examples: ["text.↓distinctUntilChanged()"]
        ),
        Construct(
            id: "catchAndReturn", category: .operator, module: "RxSwift",
            symbols: ["catchAndReturn", "catchErrorJustReturn", "catchErrorJustComplete"],
            match: .member,
            concurrency: "do { try await } catch { fallback }", combine: "replaceError(with:) / catch",
            note: "After a `.`.",
            weight: 2,
            examples: ["load().↓catchAndReturn([])", "load().↓catchErrorJustReturn([])"]
        ),
        Construct(
            id: "catch", category: .operator, module: "RxSwift",
            symbols: ["catch", "catchError", "retry", "retryWhen"],
            match: Match(
                .member, proofs: [.rxChain, .spelling(["catchError"])], maxArguments: 1, excludesTypeArgument: true),
            concurrency: "do/catch around try await; a retry loop", combine: "catch / retry",
            note: "`.catch { }`, `.retry(n)` and `.retryWhen { }` only in an Rx chain (Combine has the first two); "
                + "RxSwift 5's `.catchError { }` after any `.`; never with a type first (`.catchError(AppError.self) "
                + "{ }` is an app's own operator), nor with two arguments or more (`.retry(3, delayOption: "
                + ".exponential(b))` is an app's own).",
            weight: 2,
            examples: [
                "Observable<Int>.error(e).↓catch { _ in .just(0) }.↓retry(2)", "load().↓catchError { _ in .empty() }",
                "load().asObservable().↓retryWhen { errors in errors.delay(.seconds(1), scheduler: s) }",
            ],
            counterExamples: [
                "publisher.catch { _ in Just(0) }", "do { try f() } catch { }",
                "import RxCombine\nlet s = BehaviorSubject<Int>(value: 0)\n"
                    + "let p = s.asPublisher().catch { _ in Just(-1) }.map { $0 }",
                "extension Reactive {\n    func f() { do { try g() } catch { } }\n}",
                "final class RetryView: UIView {\n    var retry: Observable<Void> { button.rx.tap.asObservable() }\n"
                    + "    func setUp() { button.setTitle(Strings.retry(), for: .normal) }\n}",
                "let s = Observable.just(1).catchError(LoadError.self) { _ in .just(0) }",
                "let s = load().asObservable().retry(3, delayOption: .immediate)",
            ]
        ),
        Construct(
            id: "ifEmpty", category: .operator, module: "RxSwift",
            match: .member(.label(["default", "switchTo"])),
            concurrency: "a fallback after the loop or the await when nothing came (`?? fallback`, `if !received`)",
            combine: "replaceEmpty(with:) / a switch to another publisher when empty",
            note: "`.ifEmpty(default:)` and `.ifEmpty(switchTo:)`: a value or another stream when the source completes "
                + "empty (a `Maybe` without a value).",
            weight: 2,
            examples: ["load.↓ifEmpty(default: 0)", "cached().↓ifEmpty(switchTo: remote())"],
            counterExamples: ["list.ifEmpty(show: placeholder)"]
        ),
        Construct(
            id: "andThen", category: .operator, module: "RxSwift", match: .member(.rxChain),
            concurrency: "one await after the other: `try await first(); return try await second()`",
            combine: "append / flatMap { _ in second }",
            note: "`Completable.andThen(_:)`, only in an Rx chain (futures libraries have an `andThen` too).",
            weight: 2,
            examples: ["save().asCompletable().↓andThen(Single.just(1))"],
            counterExamples: ["future.andThen { result in print(result) }"]
        ),
        Construct(
            id: "flatMapCompletable", category: .operator, module: "RxSwift",
            symbols: ["flatMapCompletable", "flatMapMaybe"],
            // RxSwift's take a closure only: no label can be written as `_`, so a project's own overload with one
            // (`flatMapCompletable(weak: self) { }`) counts only in a chain something else proves.
            match: Match(.member, allowedLabels: ["_"]),
            concurrency: "the next async call after the first (`let user = try await load(); try await save(user)`)",
            combine: "flatMap",
            note: "After a `.`: a `Single`'s `flatMap` into a `Completable` or a `Maybe`.",
            weight: 3,
            examples: ["load().↓flatMapCompletable { save($0) }", "token().↓flatMapMaybe { cached($0) }"],
            counterExamples: [
                "// flatMapCompletable", "func flatMapMaybe() {}",
                "result.single.flatMapCompletable(weak: self) { _, _ in .empty() }",
            ]
        ),
        Construct(
            id: "startWith", category: .operator, module: "RxSwift", match: .member,
            concurrency: "yield the initial value before iterating", combine: "prepend(_:)",
            note: "After a `.`.",
            weight: 1,
            examples: ["text.↓startWith(\"\")"]
        ),
        Construct(
            id: "materialize", category: .operator, module: "RxSwift", symbols: ["materialize", "dematerialize"],
            match: .member(.rxChain),
            concurrency: "Result values / do-catch", combine: "map to Result + catch",
            note: "In an Rx chain (a type's own `materialize()`, a data pack's, is not counted).",
            weight: 3,
            examples: ["let events = relay.asObservable().↓materialize()"],
            counterExamples: ["let values = (try? Pack(data: data).materialize()) ?? [:]"]
        ),
        Construct(
            id: "takeUntil", category: .operator, module: "RxSwift",
            symbols: ["takeUntil", "takeWhile", "skipUntil", "skipWhile", "take"],
            match: .member(
                .spelling(["takeUntil", "takeWhile", "skipUntil", "skipWhile"]), .label(["until", "while"])),
            concurrency: "cancel the Task / break out of the for-await loop; `take(while:)` is AsyncSequence's "
                + "`prefix(while:)`, `skip(while:)` its `drop(while:)`",
            combine: "prefix(untilOutputFrom:) / prefix(while:) / drop(while:)",
            note: "`takeUntil(x)` (RxSwift 5) or `take(until:)`/`take(while:)` (RxSwift 6).",
            weight: 2,
            examples: ["ticks.↓takeUntil(rx.deallocated)", "ticks.↓take(until: stop)"],
            counterExamples: ["items.take(3)"]
        ),
        Construct(
            id: "do", category: .operator, module: "RxSwift", symbols: ["do"],
            match: .member(
                .label([
                    "onNext", "afterNext", "onError", "afterError", "onCompleted", "afterCompleted", "onSubscribe",
                    "onSubscribed", "onDispose", "onSuccess", "afterSuccess",
                ]), .rxChain),
            concurrency: "none: put the side effect in the loop body", combine: "handleEvents(receiveOutput:)",
            note: "`.do(onNext:)` and the other `do(on...:)` labels; `.do { }` in an Rx chain (Then's `.do { }` "
                + "configures any object); a `do { }` block is not counted.",
            weight: 1,
            examples: [
                "load().↓do(onNext: { print($0) })", "fetch().↓do(onSuccess: { cache($0) })",
                "button.rx.tap.↓do { print($0) }.subscribe()",
            ],
            counterExamples: ["do { try save() } catch {}", "let label = UILabel().do { $0.text = \"Hi\" }"]
        ),
        Construct(
            id: "withUnretained", category: .operator, module: "RxSwift",
            match: .member,
            concurrency: "`[weak self]` in the Task, `guard let self` in the loop",
            combine: "`[weak self]` in the sink",
            note: "After a `.` (`.withUnretained(self)`, RxSwift 6).",
            weight: 1,
            examples: ["button.rx.tap.↓withUnretained(self).subscribe(onNext: { owner, _ in owner.go() })"],
            counterExamples: ["// .withUnretained(self)"]
        ),
        Construct(
            id: "activityHelpers", category: .operator, module: "RxSwift",
            // The names of `Catalog.copiedHelperHashes`.
            symbols: ["asDriverOnErrorJustComplete", "mapToVoid", "trackActivity", "trackError"],
            match: .member,
            concurrency: "`try?` or do/catch around the await (`asDriverOnErrorJustComplete`), `map { _ in }` "
                + "(`mapToVoid`), an @Observable `isLoading` set around the await with `defer` (`trackActivity`), an "
                + "error property set in the catch (`trackError`)",
            combine: "replaceError / map { _ in } / handleEvents setting a loading flag / catch",
            note: "The helpers many Rx apps copy from CleanArchitectureRxSwift or take from a library "
                + "(MGArchitecture): `asDriverOnErrorJustComplete()`, `mapToVoid()`, `trackActivity(_:)` of an "
                + "`ActivityIndicator`, `trackError(_:)` of an `ErrorTracker`, after a `.`.",
            weight: 2,
            examples: [
                "let posts = fetch().↓trackActivity(loading).↓trackError(errors).↓asDriverOnErrorJustComplete()",
                "let tapped = button.rx.tap.asObservable().↓mapToVoid()",
            ],
            counterExamples: ["func mapToVoid() -> Observable<Void> { map { _ in } }", "// .trackActivity(loading)"]
        ),
        Construct(
            id: "first", category: .operator, module: "RxSwift", symbols: ["first", "single", "last"],
            // RxSwift's take no argument or an unlabeled predicate: `session.single(request: r)` is the repository's,
            // an Rx operator only on what an Rx link before it gives.
            match: Match(
                .member, proofs: [.rxChain], excludedLabels: ["where"], allowedLabels: ["_"], callOnly: true,
                maxArguments: 1),
            concurrency: "the loop's first value (`for try await x in seq { return x }`), or `first(where:)`",
            combine: "first() / last() / output(at:)",
            note: "In an Rx chain (`values.first()`, `relay.asObservable().last()`); a collection's `first` or "
                + "`first(where:)` is not counted, nor RxBlocking's `toBlocking().single()` (`BlockingObservable`).",
            weight: 1,
            examples: ["let head = relay.asObservable().↓first()"],
            counterExamples: [
                "let head = names.first", "let hit = names.first(where: { $0.isEmpty })",
                "extension Reactive {\n"
                    + "    func load() -> Single<Int> { Single.create { single in single(.success(1)) } }\n}",
                "let next = Observable.just(links).map { $0 }.first { $0.isEmpty }",
                "import RxTest\nvar scheduler: TestScheduler!\nlet s: Single<Int> = scheduler.single(10, 1)",
                "import RxBlocking\nlet v = try s.toBlocking(timeout: 1).single()",
                "func load(_ s: URLSession, _ r: URLRequest) -> Single<Data> { s.single(request: r) }",
            ]
        ),
        Construct(
            id: "flatMap", category: .operator, module: "RxSwift", match: .member(.rxChain, .rxArgument),
            concurrency: "flatMap / an async call inside the loop", combine: "flatMap",
            note: "In an Rx chain, or when its closure or arguments hold an Rx occurrence "
                + "(`.flatMap { _ in Observable.just(1) }`).",
            weight: 3,
            examples: [
                "load().↓flatMap { obj -> Observable<Int> in .just(1) }",
                "extension ObservableType {\n"
                    + "    func f() -> Observable<Int> { self.↓flatMap { _ in Observable.just(1) } }\n}",
            ],
            counterExamples: ["let all = groups.flatMap { $0.items }", "let n = text.flatMap { Int($0) }"]
        ),
        Construct(
            id: "debug", category: .operator, module: "RxSwift",
            match: Match(.member, proofs: [.rxChain], excludesTypeArgument: true),
            concurrency: "drop it, or log in the loop body / a `map` that prints (AsyncSequence has no `debug`)",
            combine: "print(_:) / handleEvents",
            note: "`.debug(\"…\")` in an Rx chain; a logger's `debug(_:)` is not counted.",
            weight: 1,
            examples: [
                "let s = relay.asObservable().↓debug(\"search\").map { $0 }",
                // Moya 8's `request` on an `RxMoyaProvider` gives an `Observable<Response>`.
                "import Moya\nlet provider = RxMoyaProvider<GitHub>()\nlet r = provider.request(.zen).↓debug()",
            ],
            counterExamples: ["logger.debug(\"search\")", "let d = value.debugDescription"]
        ),
        // Operators that keep state across values, which AsyncSequence has no operator for: the loop keeps it.
        Construct(
            id: "scan", category: .operator, module: "RxSwift", match: Self.chainedOperator,
            concurrency: "a `var` accumulated in the `for await` loop, each new total used there "
                + "(or `reductions(_:_:)` from swift-async-algorithms)",
            combine: "scan(_:_:)",
            note: "`scan(seed) { total, value in }` and `scan(into:)` in an Rx chain: AsyncSequence has no `scan`; "
                + "`var total = seed` before `for await value in values { total += value; show(total) }` replaces it.",
            weight: 2,
            examples: [
                "let totals = relay.asObservable().↓scan(0) { $0 + $1 }",
                "button.rx.tap.↓scan(into: 0) { count, _ in count += 1 }.subscribe()",
            ],
            counterExamples: ["let code = reader.scan(timeout: 5)"]
        ),
        Construct(
            id: "takeLast", category: .operator, module: "RxSwift", match: Self.chainedOperator,
            concurrency: "the last n values kept in the loop (an array trimmed past n, a ring buffer), used after the "
                + "loop ends",
            combine: "collect() then suffix(n) (`.collect().flatMap { $0.suffix(n).publisher }`), or last() for one",
            note: "`takeLast(n)` in an Rx chain: AsyncSequence has no `takeLast`; its values come only once the source "
                + "completes, so a stream that never finishes gives none.",
            weight: 2,
            examples: ["let recent = relay.asObservable().↓takeLast(3)"],
            counterExamples: ["let recent = names.takeLast(3)"]
        ),
        Construct(
            id: "groupBy", category: .operator, module: "RxSwift", match: Self.chainedOperator,
            concurrency: "a dictionary of `AsyncStream` continuations keyed in the loop: a key's first value makes "
                + "its stream and starts its consumer, each value is yielded to its key's continuation, all are "
                + "finished after the loop",
            combine: "none in Combine either: a dictionary of `PassthroughSubject`s keyed in a `sink`",
            note: "`groupBy { key }` in an Rx chain: neither AsyncSequence nor Combine has `groupBy`; where each group "
                + "only picks a handler, a `switch` on the key in one loop is simpler.",
            weight: 4,
            examples: ["let rooms = messages.asObservable().↓groupBy { $0.room }"],
            counterExamples: ["let byRoom = messages.groupBy { $0.room }"]
        ),
        Construct(
            id: "enumerated", category: .operator, module: "RxSwift", match: Self.chainedOperator,
            concurrency: "a counter in the `for await` loop (`var index = 0` before it, `index += 1` at the end of "
                + "each pass)",
            combine: "scan(_:_:) with an `(index, element)` tuple, or zip with a counter",
            note: "`enumerated()` in an Rx chain pairs each value with its index: AsyncSequence has no `enumerated`; "
                + "`var index = 0` before `for await value in values { use(index, value); index += 1 }` replaces it. "
                + "A collection's `enumerated()` is not counted.",
            weight: 1,
            examples: [
                "let numbered = relay.asObservable().↓enumerated().map { $0.index }",
                "func retries(_ errors: Observable<Error>) -> Observable<Int> {\n"
                    + "    errors.↓enumerated().map { attempt, _ in attempt }\n}",
            ],
            counterExamples: [
                "for (index, name) in names.enumerated() { print(index, name) }",
                "let relay = BehaviorRelay(value: [1])\nlet pairs = relay.value.enumerated().map { $0.offset }",
                "let s = Observable.from(names.enumerated().map { $0.element })",
            ]
        ),
        Construct(
            id: "map", category: .operator, module: "RxSwift",
            symbols: [
                "map", "filter", "compactMap", "reduce", "skip", "take", "toArray", "ignoreElements", "elementAt",
                "sample", "buffer", "window", "distinct", "mapTo", "unwrap", "amb", "switchLatest",
            ],
            // Moya's `map(User.self)` and `filter(statusCodes:)` on a response stream are its own (`Moya.map`).
            match: Match(
                .member, proofs: [.rxChain], excludedLabels: ["statusCodes", "statusCode"], excludesTypeArgument: true,
                excludesProperty: true),
            concurrency: "the same-named AsyncSequence operator where there is one (`map`, `filter`, `compactMap`, "
                + "`reduce`; take → prefix, skip → dropFirst, toArray → collect in the loop, switchLatest → "
                + "FarewellAsync's flatMapLatest { $0 }), else the stand-in the note names",
            combine: "the same-named Publisher operator (take → prefix, skip → dropFirst, toArray → collect(), "
                + "ignoreElements → ignoreOutput(), elementAt → output(at:), buffer → collect(.byTimeOrCount), "
                + "switchLatest → switchToLatest); Combine has no `sample`, `window`, `distinct` or `amb`",
            note: "AsyncSequence has none for the others: `mapTo(x)`: `map { _ in x }`; `unwrap()`: `compacted()` "
                + "(swift-async-algorithms); `elementAt(n)`: `dropFirst(n)` and the first value; `ignoreElements()`: "
                + "a loop that drops every value; `buffer`/`window`: `chunks(ofCount:or:)` (swift-async-algorithms), "
                + "arrays instead of inner streams; `sample(trigger)`: FarewellAsync's "
                + "`trigger.withLatestFrom(source)` and its latest value (it repeats a value Rx's `sample` skips); "
                + "`distinct()`: a `Set` of the values seen, skipped in the loop; `amb`: a task group whose first "
                + "child to yield wins, the others cancelled. "
                + "Only inside an Rx chain: the same postfix expression holds another Rx occurrence "
                + "(`a.rx.tap.map { }`, `x.map { }.bind(to:)`), or holds a name this file declares with an Rx "
                + "type, reached from a name (`output.items.map`, not `$0.items.map`; a `.value` read ends the "
                + "chain). Plain Swift `map`/`filter` on arrays and optionals is never counted, nor a call with a "
                + "named first label on a name the file declares with a type of its own (`store.sample(maxAmount: 5)`).",
            weight: 1,
            examples: [
                "button.rx.tap.↓map { 1 }.↓filter { $0 > 0 }.subscribe()",
                // A key path ending in `.self` is no metatype.
                "Observable.just(1).↓map(\\.self).↓filter { _ in true }",
                "let items: Observable<[Int]>\nlet sum = items.↓map { $0.reduce(0, +) }",
                "Observable.just([1]).↓map { $0.map { $0 + 1 } }.subscribe()",
                "extension ObservableType {\n    func mapToVoid() -> Observable<Void> { ↓map { _ in } }\n}",
                "name\n    .↓map { $0.count }\n    .bind(to: label.rx.text)\n    .disposed(by: bag)",
            ],
            counterExamples: [
                "let names = users.map { $0.name }.filter { !$0.isEmpty }",
                "realmService.filter.onNext((predicate, nil))",
                "final class FactList {\n    private let store: FactStoreProtocol\n"
                    + "    func load() { _ = store.sample(maxAmount: 5).subscribe(onSuccess: { _ in }) }\n}",
                "let x = optional.flatMap { Int($0) }",
                "extension Array {\n    func squares() -> [Int] { map { $0 * $0 } }\n}",
                "let relay = BehaviorRelay(value: [1])\nlet y = relay.value.map { $0 + 1 }",
                "import ReactorKit\nfinal class ListReactor: Reactor {\n"
                    + "    func doubled() -> [Int] { currentState.items.map { $0 * 2 }.filter { $0 > 0 } }\n}",
                "import ReactorKit\nfinal class ListReactor: Reactor {\n    func tripled() -> [Int] {\n"
                    + "        let ids = currentState.ids\n        return ids.map { $0 * 3 }\n    }\n}",
                "let relay = BehaviorRelay(value: [1])\nlet current = relay.value\nlet z = current.map { $0 + 1 }",
                "func wire(_ buttons: [UIButton]) {\n    buttons.reduce(Disposables.create()) { all, _ in all }\n"
                    + "        .disposed(by: bag)\n}",
                "final class EditViewModel {\n    let rows = BehaviorRelay<[Int]>(value: [])\n"
                    + "    private let draft: [Int]? = nil\n"
                    + "    func a() -> Int { guard let rows = draft else { return 0 }; return rows.filter { $0 > 0 }.count }\n"
                    + "    func b() -> Int { let rows = self.draft ?? []; return rows.map { $0 }.count }\n}",
                "final class FormViewModel {\n    let items = BehaviorRelay<[Int]>(value: [])\n"
                    + "    let form = BehaviorRelay<Form?>(value: nil)\n    func check() -> Bool {\n"
                    + "        guard let items = form.value?.items else { return false }\n"
                    + "        return items.filter { $0 > 0 }.isEmpty\n    }\n}",
                "extension Reactive where Base: RateView {\n    var total: Observable<Int> {\n"
                    + "        let tags = self.base.buttons.map { $0.tag }\n"
                    + "        return Observable.just(self.base.buttons.reduce(0) { $0 + $1.tag } + tags.count)\n    }\n}",
            ]
        ),
    ]

    /// An operator only an Rx chain proves, as the `map` family's (`relay.asObservable().scan(0, +)`): a collection's
    /// or a project's method of the name outside one is not it, nor a call whose first argument is a metatype.
    private static let chainedOperator = Match(.member, proofs: [.rxChain], excludesTypeArgument: true)
}

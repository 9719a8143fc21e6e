extension Catalog {
    /// Libraries' members named like RxSwift's operators (RxBlocking's `single()`, RxSwiftExt's `mapTo(_:)` and
    /// `retry(.exponentialDelayed(…))`, RxTest's `start()`): they come before the operators in the catalog, since the
    /// first entry whose rule holds wins, and each has its own recipe.
    static let libraryMemberEntries: [Construct] = [
        Construct(
            id: "BlockingObservable", category: .testSupport, module: "RxBlocking",
            symbols: ["first", "last", "single", "toArray", "materialize"],
            match: Match(
                .member, proofs: [.receiverCall(["toBlocking"]), .receiverType(["BlockingObservable"])], callOnly: true),
            concurrency: "await the value (`try await stream.first { _ in true }` / `for try await`) in an async test",
            combine: "XCTestExpectation + sink, or `values` awaited in an async test",
            note: "A `BlockingObservable`'s call right after `toBlocking()` (`try s.toBlocking().single()`, "
                + "`.toBlocking(timeout: 1).toArray()`), or on a name `toBlocking()` gives (`let blocking = "
                + "s.toBlocking()`, then `try blocking.first()`): a test's blocking wait, not a stream operator.",
            weight: 1,
            examples: [
                "import RxBlocking\nlet v = try s.toBlocking(timeout: 1).↓single()",
                "import RxBlocking\nlet all = try values.asObservable().toBlocking().↓toArray()",
                "import RxBlocking\nlet r = stream.toBlocking().↓materialize()",
                "import RxBlocking\nlet blocking = s.toBlocking(timeout: 1)\nlet v = try blocking.↓first()",
            ],
            counterExamples: [
                "let head = relay.asObservable().first()", "let v = try s.blocking().single()",
                "let v = try s.toBlocking().single.value",
                "import RxBlocking\nlet blocking = s.asObservable()\nlet v = blocking.first()",
            ]
        ),
        Construct(
            id: "MaterializedSequenceResult", category: .testSupport, module: "RxBlocking",
            match: Match(.type, requiredImport: "RxBlocking"),
            concurrency: "the awaited values or the thrown error of an async test (`do { try await … } catch { … }`)",
            combine: "the completion a test's `sink` receives",
            note: "RxBlocking's result of `toBlocking().materialize()` as a type (`extension "
                + "MaterializedSequenceResult`, a test helper matching its `.completed` and `.failed`): a file naming "
                + "it still needs its RxBlocking import.",
            weight: 1,
            examples: ["import RxBlocking\nextension ↓MaterializedSequenceResult { var failed: Bool { false } }"],
            counterExamples: ["extension MaterializedSequenceResult { var failed: Bool { false } }"]
        ),
        Construct(
            id: "RxNimble.first", category: .testSupport, module: "RxNimble", symbols: ["first", "last", "array"],
            match: Match(.member, proofs: [.receiverCall(["expect"])], requiredImport: "RxNimble", propertyOnly: true),
            concurrency: "await the values in an async test (`await stream.first { _ in true }`, or collect them into "
                + "an array) and compare them",
            combine: "collect the publisher's values with an expectation and compare them",
            note: "RxNimble's blocking matchers read right after `expect(...)`, in files that import RxNimble: "
                + "`expect(stream).first == 1`, `expect(stream).last`, `expect(stream).array == [1, 2]`, "
                + "`expect(stream).first.to(equal(1))` wait for the stream's values; `expect(list.first) == 1`, "
                + "`expect(x).to(...)` and a `first` without `expect(` before it are not counted.",
            weight: 1,
            examples: [
                "import Nimble\nimport RxNimble\nexpect(subject.creditCardNumberIsValid).↓first == true",
                "import RxNimble\nexpect(observable).↓first.to(equal(1))\nexpect(o).↓array == [1, 2]\n"
                    + "expect(o).↓last == 2",
            ],
            counterExamples: [
                "import RxNimble\nexpect(list.first) == 1", "import RxNimble\nexpect(x).to(equal(1))",
                "import RxNimble\nlet head = items.first", "expect(observable).first == 1",
                "import RxNimble\nexpect(o).first()",
            ]
        ),
        Construct(
            id: "TestScheduler.start", category: .testSupport, module: "RxTest", symbols: ["start"],
            match: Match(.member, proofs: [.receiverType(["TestScheduler"])], callOnly: true),
            concurrency: "await the values in an async test (no virtual clock to run)",
            combine: "a test scheduler's run, or the values awaited in an async test",
            note: "`start()` on a name declared or constructed as a `TestScheduler` (`scheduler.start()` after "
                + "`let scheduler = TestScheduler(initialClock: 0)`); an `OperationQueue`'s or a `Timer`'s is not.",
            weight: 1,
            examples: [
                "import RxTest\nlet s = TestScheduler(initialClock: 0)\ns.↓start()",
                "import RxTest\nfunc test() {\n    let scheduler = TestScheduler(initialClock: 0)\n"
                    + "    let res = scheduler.↓start { xs.map { $0 } }\n}\n"
                    + "func other() {\n    let scheduler = ConcurrentDispatchQueueScheduler(qos: .background)\n}",
                "import RxTest\nfinal class T {\n    var scheduler: TestScheduler!\n"
                    + "    func test() { scheduler.↓start(); self.scheduler.↓start() }\n}",
            ],
            counterExamples: [
                "import RxTest\nlet queue = OperationQueue()\nqueue.start()",
                "import RxTest\nlet timer: Timer = makeTimer()\ntimer.start()", "coordinator.start()",
                "import RxTest\nlet s = TestScheduler(initialClock: 0)\nif s.start { print(1) }",
            ]
        ),
        Construct(
            id: "RxSwiftExt.mapTo", category: .ecosystem, module: "RxSwiftExt",
            symbols: ["mapTo", "unwrap", "distinct", "ignore", "apply"],
            match: Match(.member, proofs: [.rxChain], requiredImport: "RxSwiftExt", callOnly: true),
            concurrency: "`map { _ in value }` (`mapTo`), `compactMap { $0 }` (`unwrap`), a `Set` of seen values "
                + "in the loop (`distinct`), a `filter` (`ignore`), a function over the AsyncSequence (`apply`)",
            combine: "map / compactMap / removeDuplicates with a seen set / filter / a function over the publisher",
            note: "RxSwiftExt's `mapTo(_:)`, `unwrap()`, `distinct()`, `ignore(_:)`, `apply(_:)` called in an Rx "
                + "chain of a file that imports RxSwiftExt; elsewhere a copied helper of the name counts as `map`.",
            weight: 1,
            examples: [
                "import RxSwiftExt\nlet taps = button.rx.tap.↓mapTo(1)",
                "import RxSwiftExt\nlet ids = relay.asObservable().↓unwrap().↓distinct()",
            ],
            counterExamples: [
                "import RxSwiftExt\nlet ids = list.unwrap()", "let taps = button.rx.tap.mapTo(1).ignore(0)",
            ]
        ),
        Construct(
            id: "RxSwiftExt.retry", category: .ecosystem, module: "RxSwiftExt", symbols: ["retry"],
            match: Match(
                .member,
                proofs: [.memberArgument(["immediate", "delayed", "exponentialDelayed", "customTimerDelayed"])],
                requiredImport: "RxSwiftExt"),
            concurrency: "a retry loop around `try await` with `Task.sleep` between attempts (growing delays)",
            combine: "retry with a delay (`catch` + `delay`)",
            note: "RxSwiftExt's `retry(_ behavior:)` with a `RepeatBehavior` (`.retry(.exponentialDelayed(maxCount: 3, "
                + "initial: 1, multiplier: 2))`), in files that import RxSwiftExt.",
            weight: 2,
            examples: [
                "import RxSwiftExt\nlet r = load().↓retry(.exponentialDelayed(maxCount: 3, initial: 1, multiplier: 2))"
            ],
            counterExamples: [
                "import RxSwiftExt\nlet r = load().retry(3)", "let r = load().retry(.delayed(maxCount: 2, time: 1))",
            ]
        ),
        Construct(
            id: "RxSwiftExt.reachedBottom", category: .ecosystem, module: "RxSwiftExt", symbols: ["reachedBottom"],
            match: Match(.member, proofs: [.receiver(["rx"])], requiredImport: "RxSwiftExt"),
            concurrency: "the scroll view delegate's `scrollViewDidScroll(_:)` comparing the content offset with "
                + "the content height, yielding into an AsyncStream",
            combine: "`publisher(for: \\.contentOffset)` filtered near the bottom",
            note: "RxSwiftExt's `scrollView.rx.reachedBottom(offset:)`, in files that import RxSwiftExt; the `rx` is "
                + "counted too.",
            weight: 2,
            examples: ["import RxSwiftExt\nlet more = tableView.rx.↓reachedBottom(offset: 40)"],
            counterExamples: [
                "let more = tableView.rx.reachedBottom()", "import RxSwiftExt\nlet b = list.reachedBottom",
            ]
        ),
        // Before RxSwift's `Observable.from(_:)` and `from(optional:)`, which keep an unlabeled or `optional:` call.
        Construct(
            id: "RxRealm.from", category: .ecosystem, module: "RxRealm", symbols: ["from", "propertyChanges"],
            match: Match(
                .member, proofs: [.receiver(["Observable"]), .implicitReturn], requiredLabels: ["object", "realm"]),
            concurrency: "the object's `observe(keyPaths:_:)` (Realm) yielding into an AsyncStream, its "
                + "`NotificationToken` invalidated in `onTermination` (`.change` yields the object, or its "
                + "`PropertyChange`s for `propertyChanges`; `.deleted` finishes); `from(realm:)`: `realm.observe { "
                + "notification, realm in }` the same way",
            combine: "RealmSwift's `valuePublisher(object)` / `changesetPublisher(object)`; `realm.objectWillChange` "
                + "for `from(realm:)`",
            note:
                "RxRealm's watch of one Realm object (`Observable.from(object: session)`, `from(object:properties:)`, "
                + "`Observable.propertyChanges(object:)`) or of a Realm's notifications (`Observable.from(realm:)`), "
                + "when some file of the repository imports RxRealm; the `Observable` is counted too. RxSwift's "
                + "`Observable.from([1, 2])` and `from(optional:)` stay RxSwift's `from`.",
            weight: 2,
            examples: [
                "import RxRealm\nlet s = Observable.↓from(object: session)",
                "import RxRealm\nlet s = Observable<Session>.↓from(object: session, properties: [\"title\"])",
                "import RxRealm\nlet n = Observable.↓from(realm: realm)",
                "import RxRealm\nlet c = Observable.↓propertyChanges(object: track)",
                "import RxRealm\nfunc watch(_ s: Session) -> Observable<Session> {\n    return .↓from(object: s)\n}",
            ],
            counterExamples: [
                "import RxRealm\nlet s = Observable.from([1, 2])",
                "import RxRealm\nlet s = Observable.from(optional: x)",
                "let d = Formatter.from(object: x)",
            ]
        ),
    ]
}

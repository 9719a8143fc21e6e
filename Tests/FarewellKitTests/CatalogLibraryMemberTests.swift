import Testing

@testable import FarewellKit

/// Constructs of each marked source, in order, with their lines and columns.
private func constructs(_ source: String) -> [String] {
    SourceScanner().scan(MarkedSource(source).text).occurrences.map { "\($0.line):\($0.column) \($0.construct)" }
}

@Test func testSchedulerStartCountsOnlyOnATestScheduler() {
    let source =
        "import RxTest\nlet s = TestScheduler(initialClock: 0)\ns.start()\nlet queue = OperationQueue()\n"
        + "queue.start()"
    #expect(constructs(source) == ["2:9 TestScheduler", "3:3 TestScheduler.start"])
}

@Test func blockingObservableCallsAreTestSupportWithAnAwaitRecipe() throws {
    let source = "import RxBlocking\nlet v = try stream.toBlocking().single()\nlet all = try s.toBlocking().toArray()"
    #expect(
        constructs(source) == [
            "2:20 toBlocking", "2:33 BlockingObservable", "3:17 toBlocking", "3:30 BlockingObservable",
        ])
    let blocking = try #require(Catalog.standard.construct(id: "BlockingObservable"))
    #expect(blocking.category == .testSupport)
    #expect(
        blocking.concurrency
            == "await the value (`try await stream.first { _ in true }` / `for try await`) in an async test")
}

@Test func rxSwiftExtMembersHaveTheirOwnEntries() {
    let source =
        "import RxSwiftExt\nlet more = tableView.rx.reachedBottom()\n"
        + "let one = button.rx.tap.mapTo(1).retry(.exponentialDelayed(maxCount: 3, initial: 1, multiplier: 2))"
    #expect(
        constructs(source) == [
            "2:22 rx", "2:25 RxSwiftExt.reachedBottom", "3:18 rx", "3:25 RxSwiftExt.mapTo",
            "3:34 RxSwiftExt.retry",
        ])
}

@Test func implicitFactoriesWithATrailingClosureCountWhereAnRxTypeIsReturned() {
    let source =
        "import RxSwift\ntypealias Pick = (Int) -> Int\nfunc pick() -> Observable<Pick> {\n"
        + "    return .just { x in x + 1 }\n}\nfunc later() -> Observable<Pick> {\n"
        + "    return .deferred { .just({ x in x + 1 }) }\n}"
    #expect(
        constructs(source) == [
            "3:16 Observable", "4:13 just", "6:17 Observable", "7:13 just", "7:25 just",
        ])
}

/// Both arms of a conditional that is returned are returned (`return n < 3 ? .just(n) : .error(e)`): where the
/// closure declares an Rx type, `.error(e)` is RxSwift's too; where it declares the app's own, neither is, nor is
/// an arm in the closure of an Rx call that declares nothing (`map`'s returns an element).
@Test func implicitFactoriesInBothArmsOfAReturnedConditionalCount() {
    let source =
        "import RxSwift\nlet s = errors.flatMap { (n: Int) -> Observable<Int> in\n"
        + "    return n < 3 ? .just(n) : .error(e)\n}\n"
        + "let t = errors.flatMap { (n: Int) -> Observable<Int> in n < 3\n    ? .just(n)\n    : .error(e) }\n"
        + "let u = loads.map { ok -> BannerState in return ok ? .loaded : .error(\"failed\") }\n"
        + "let v = Observable.just([1]).map { b in b.isEmpty ? .empty(query: q) : .books(b) }"
    #expect(
        constructs(source) == [
            "2:16 flatMap", "2:38 Observable", "3:21 just", "3:32 from", "5:16 flatMap", "5:38 Observable",
            "6:8 just", "7:8 from", "9:9 Observable", "9:20 just", "9:30 map",
        ])
}

@Test func rxAppStateLifecycleStreamsHaveTheirOwnEntry() throws {
    let source = "import RxAppState\nlet shown = rx.viewWillAppear\nlet state = UIApplication.shared.rx.appState"
    #expect(
        constructs(source) == ["2:13 rx", "2:16 RxAppState", "3:34 rx", "3:37 RxAppState"])
    let entry = try #require(Catalog.standard.construct(id: "RxAppState"))
    #expect(entry.concurrency.hasPrefix("override the lifecycle method"))
}

@Test func debugHasARecipeOfItsOwn() throws {
    #expect(
        constructs("import RxSwift\nlet s = relay.asObservable().debug(\"x\")")
            == ["2:15 asObservable", "2:30 debug"])
    let debug = try #require(Catalog.standard.construct(id: "debug"))
    #expect(debug.concurrency.hasPrefix("drop it, or log in the loop body / a `map` that prints"))
}

@Test func blockingObservableCallsOnANameGivenToBlockingAreTestSupport() {
    // `↓` marks each `BlockingObservable` call: on a local or a property that `toBlocking()` gives, or declared so.
    let marked = MarkedSource(
        """
        import RxSwift
        import RxBlocking
        func testIt() throws {
            let blocking = service.fetch().toBlocking()
            let value = try blocking.↓single()
            let all = try blocking.↓toArray()
            let first = try blocking.↓first()
            let timed = service.fetch().toBlocking(timeout: 1)
            let events = timed.↓materialize()
            let doubled = try blocking.↓toArray().map { $0 * 2 }
        }
        final class FetchTests {
            var blocking: BlockingObservable<Int>!
            lazy var later = stream.toBlocking()
            func testLast() throws {
                _ = try blocking.↓last()
                _ = try self.later.↓single()
            }
        }
        """)
    #expect(marked.positions(of: "BlockingObservable") == marked.markers)
    // Nothing else but the `toBlocking()` calls: no `first` operator, no `map` of the array `toArray()` gives.
    #expect(
        constructs(marked.text).filter { !$0.hasSuffix(" BlockingObservable") } == [
            "4:36 toBlocking", "8:33 toBlocking", "14:29 toBlocking",
        ])
}

@Test func operatorsOnANameNotGivenToBlockingStayOperators() {
    // A stream's own `first()` and `toArray()`, and a local of the name that shadows the blocking one.
    let source = """
        import RxSwift
        import RxBlocking
        func testIt() throws {
            let stream = service.fetch().asObservable()
            let head = stream.first()
            let values = stream.toArray()
            let blocking = stream.toBlocking()
            do {
                let blocking = service.fetch().asObservable()
                _ = blocking.single()
            }
        }
        """
    #expect(
        constructs(source) == [
            "4:34 asObservable", "5:23 first", "6:25 map", "7:27 toBlocking", "9:40 asObservable", "10:22 first",
        ])
}

@Test func membersOfTheValueABlockingCallGivesAreNotOperatorsUntilAnRxLink() {
    // `single()` gives the element: its `distinctUntilChanged()` is the element's, its `button.rx.tap` is Rx again.
    let source = """
        import RxSwift
        import RxCocoa
        import RxBlocking
        let distinct = try stream.toBlocking().single().distinctUntilChanged()
        let taps = try screens.toBlocking().single().button.rx.tap.distinctUntilChanged()
        """
    #expect(
        constructs(source) == [
            "4:27 toBlocking", "4:40 BlockingObservable", "5:24 toBlocking", "5:37 BlockingObservable", "5:53 rx",
            "5:60 distinctUntilChanged",
        ])
}

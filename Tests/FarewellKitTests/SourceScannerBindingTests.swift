import Testing

@testable import FarewellKit

/// A declaration that binds several names gives each name its type, as Swift does: `var c, d: T` types both with
/// `T`, `let (e, f): (A, B)` and `let (e, f) = (A(), B())` each with its element, `let a = A(), b = B()` each with
/// its own initializer. Each name of an Rx type is an API of its own, and its callers count.
@Suite struct SourceScannerBindingTests {
    private let source = """
        import RxSwift
        import RxCocoa
        final class Feed {
            let a = PublishSubject<Int>(), b = BehaviorSubject<Int>(value: 0)
            var c, d: PublishSubject<Int>?
            let (e, f) = (PublishSubject<Int>(), BehaviorRelay<Int>(value: 0))
            let (g, h): (PublishSubject<Int>, BehaviorRelay<Int>)
            var x: Observable<Int>, y: Int
            var (i, n) = (PublishSubject<Int>(), 0)
            let u, v: Int
            init() { (g, h) = (PublishSubject(), BehaviorRelay(value: 0)); x = .empty(); y = 0; u = 0; v = 0 }
        }
        """

    @Test func eachNameADeclarationBindsIsAnAPIOfItsOwnType() {
        let scan = SourceScanner().scan(source)
        let apis = scan.apis.map { "\($0.kind) \($0.qualifiedName) \($0.rxTypes) \($0.line):\($0.column)" }
        #expect(
            apis == [
                "constant Feed.a [\"PublishSubject\"] 4:9",
                "constant Feed.b [\"BehaviorSubject\"] 4:36",
                "variable Feed.c [\"PublishSubject\"] 5:9",
                "variable Feed.d [\"PublishSubject\"] 5:12",
                "constant Feed.e [\"PublishSubject\"] 6:10",
                "constant Feed.f [\"BehaviorRelay\"] 6:13",
                "constant Feed.g [\"PublishSubject\"] 7:10",
                "constant Feed.h [\"BehaviorRelay\"] 7:13",
                "variable Feed.x [\"Observable\"] 8:9",
                "variable Feed.i [\"PublishSubject\"] 9:10",
            ]
        )
    }

    @Test func callersOfEachBoundNameCount() throws {
        let fileSystem = InMemoryFileSystem([
            "/repo/App/Feed.swift": source,
            "/repo/App/FeedView.swift": """
            import RxSwift
            final class FeedView {
                func show(feed: Feed) {
                    feed.c?.onNext(1)
                    feed.d?.onNext(2)
                    feed.e.onNext(3)
                    feed.f.accept(4)
                    feed.g.onNext(5)
                    feed.h.accept(6)
                }
            }
            """,
        ])
        let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
        let apis = try #require(inventory.files.first { $0.path == "App/Feed.swift" }).apis
        let callers = apis.map { "\($0.name) \($0.callers.map { "\($0.path):\($0.line)" })" }
        #expect(
            callers == [
                "a []", "b []", "c [\"App/FeedView.swift:4\"]", "d [\"App/FeedView.swift:5\"]",
                "e [\"App/FeedView.swift:6\"]", "f [\"App/FeedView.swift:7\"]", "g [\"App/FeedView.swift:8\"]",
                "h [\"App/FeedView.swift:9\"]", "x []", "i []",
            ]
        )
    }

    /// A global's pattern too, with labelled elements; a local's names are no APIs. A tuple's occurrences are its
    /// first name's.
    @Test func aGlobalsTuplePatternTypesEachNameAndALocalsMakesNoAPI() {
        let scan = SourceScanner().scan(
            """
            import RxSwift
            let (p, q): (first: Observable<Int>, second: Int) = (first: .empty(), second: 0)
            var (r, s) = (Dictionary<String, Int>(), Single<Int>.never())
            func load() { let (t, w) = (PublishSubject<Int>(), 0); t.onNext(w) }
            """
        )
        let apis = scan.apis.map { "\($0.kind) \($0.qualifiedName) \($0.rxTypes) \($0.line):\($0.column)" }
        #expect(apis == ["constant p [\"Observable\"] 2:6", "variable s [\"Single\"] 3:9"])
        let enclosing = scan.occurrences.map { "\($0.line) \($0.symbol) \($0.enclosing ?? "-")" }
        #expect(
            enclosing == [
                "2 Observable -", "2 empty -", "3 Single -", "3 never -", "4 PublishSubject load()", "4 onNext load()",
            ])
    }
}

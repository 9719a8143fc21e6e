import Testing

@testable import FarewellKit

/// An API client, a file of operators the code adds to Rx types (`Observable+CatchError.swift`), and a view model of a
/// later task calling the client and one of the operators.
private let repository = [
    "/repo/App/Infra/BookApi.swift": """
    import RxSwift
    final class BookApi {
        func searchBook(query: String) -> Observable<[String]> { .just([]) }
    }
    """,
    "/repo/App/Infra/Observable+CatchError.swift": """
    import RxSwift

    extension ObservableType {
        func catchErrorResult() -> Observable<Result<Element, Error>> {
            map { .success($0) }.catchError { .just(.failure($0)) }
        }
    }

    extension PrimitiveSequence where Trait == SingleTrait {
        func asResult() -> Single<Result<Element, Error>> { map { .success($0) } }
    }
    """,
    "/repo/App/UI/SearchViewModel.swift": """
    import RxSwift
    final class SearchViewModel {
        let api = BookApi()
        func search(_ query: String) -> Observable<Result<[String], Error>> {
            api.searchBook(query: query).catchErrorResult()
        }
    }
    """,
]

/// The scanned and planned repository, and the task holding the operators' file.
private func planned() throws -> (inventory: Inventory, plan: Plan, task: PlanTask, context: WorkspaceContext) {
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(repository)).scan(root: "/repo")
    let plan = Planner().plan(inventory, previous: nil)
    let task = try #require(plan.tasks(holding: "App/Infra/Observable+CatchError.swift").first)
    let context = WorkspaceContext(plan: plan, guide: ConstructGuides.lookup(Catalog.standard))
    return (inventory, plan, task, context)
}

/// The rows of the Scope table of `path` in a task body.
private func scopeRows(_ body: String, _ path: String) -> [String] {
    let scope = body.components(separatedBy: "## Recipes")[0]
    let table = scope.components(separatedBy: "### `\(path)`").dropFirst().first ?? ""
    let rows = table.split(separator: "\n").map(String.init).filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Line") }
    return rows.prefix { !$0.hasPrefix("### ") }
}

/// An operator other tasks call moves unchanged to a `+Rx.swift` file (Boundary): the Scope rows of its extension's
/// header, signature and body say so rather than give a replacement, while the file's operator nothing calls at all,
/// alone in its extension, is dead code its rows say to delete.
@Test func aMovedOperatorsScopeRowsSayItMovesUnchanged() throws {
    let (_, _, task, context) = try planned()
    #expect(
        task.shims.map { "\($0.api) \($0.strategy.rawValue)" } == [
            "BookApi.searchBook shim", "ObservableType.catchErrorResult rx-operator",
        ])
    let body = TaskMarkdown.body(task, context: context)
    let moved = "moves unchanged to `Observable+CatchError+Rx.swift` (a shim, see Boundary)"
    #expect(
        scopeRows(body, "App/Infra/Observable+CatchError.swift") == [
            "| 3 | `ObservableType` | \(moved) |",
            "| 4 | `Observable` | \(moved) |",
            "| 5 | `map` | \(moved) |",
            "| 5 | `catchError` (`catch`) | \(moved) |",
            "| 5 | `just` | \(moved) |",
            "| 9 | `PrimitiveSequence` | \(deleted) |", "| 10 | `Single` | \(deleted) |", "| 10 | `map` | \(deleted) |",
        ])
    #expect(task.unusedOperators.map(\.api) == ["PrimitiveSequence.asResult"])
    #expect(body.contains("Move each unchanged into a `+Rx.swift` file next to its file"))
}

/// A file of operators already named `+Rx.swift` keeps them where they are.
@Test func aMovedOperatorInAnRxFileStaysInIt() throws {
    var files = repository
    files["/repo/App/Infra/Observable+CatchError+Rx.swift"] = files.removeValue(
        forKey: "/repo/App/Infra/Observable+CatchError.swift")
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = Planner().plan(inventory, previous: nil)
    let task = try #require(plan.tasks(holding: "App/Infra/Observable+CatchError+Rx.swift").first)
    let body = TaskMarkdown.body(task, context: WorkspaceContext(plan: plan))
    let stays = "stays unchanged in this file (a shim, see Boundary)"
    #expect(
        scopeRows(body, "App/Infra/Observable+CatchError+Rx.swift") == [
            "| 3 | `ObservableType` | \(stays) |", "| 4 | `Observable` | \(stays) |", "| 5 | `map` | \(stays) |",
            "| 5 | `catchError` (`catch`) | \(stays) |", "| 5 | `just` | \(stays) |",
            "| 9 | `PrimitiveSequence` | \(deleted) |", "| 10 | `Single` | \(deleted) |", "| 10 | `map` | \(deleted) |",
        ])
    // `verify` asks only for the dead operator: the ones that stay are the shims the file keeps.
    #expect(
        ScopeCheck.remaining(task, in: inventory, plan: plan).filter { $0.path.hasSuffix("+Rx.swift") }
            .map(\.occurrence.line) == [9, 10, 10])
}

/// A file extending an Rx type is named in titles by its whole stem, the category with the type: not `Observable`,
/// which reads like the Rx type itself.
@Test func aFileExtendingAnRxTypeIsTitledByItsCategory() throws {
    let (_, _, task, _) = try planned()
    #expect(task.title == "App: BookApi, Observable+CatchError")
}

/// `verify` writes a construct spelled another way as the task tables do: the symbol as written, then the construct.
@Test func verifyNamesTheSymbolAsWrittenThenTheConstruct() throws {
    let (inventory, plan, task, context) = try planned()
    let remaining = ScopeCheck.remaining(task, in: inventory, plan: plan).map(\.description)
    #expect(
        remaining.filter { $0.hasPrefix("App/Infra/Observable+CatchError.swift:5:") } == [
            "App/Infra/Observable+CatchError.swift:5: map",
            "App/Infra/Observable+CatchError.swift:5: catchError (catch)",
            "App/Infra/Observable+CatchError.swift:5: just",
        ])
    let body = TaskMarkdown.body(task, context: context)
    #expect(body.contains("| 5 | `catchError` (`catch`) | "))
}

/// The repository with `Observable+CatchError.swift` holding only an operator `SearchViewModel` calls, and no
/// `BookApi.swift`.
private func operatorOnlyRepository() -> [String: String] {
    var files = repository
    files["/repo/App/Infra/Observable+CatchError.swift"] = """
        import RxSwift

        extension ObservableType {
            func catchErrorResult() -> Observable<Result<Element, Error>> {
                map { .success($0) }.catchError { .just(.failure($0)) }
            }
        }
        """
    files["/repo/App/Infra/BookApi.swift"] = nil
    files["/repo/App/UI/SearchViewModel.swift"] = """
        import RxSwift
        final class SearchViewModel {
            func search(_ results: Observable<[String]>) -> Observable<Result<[String], Error>> {
                results.catchErrorResult()
            }
        }
        """
    return files
}

/// A task whose only Rx is operators it moves unchanged for other tasks' chains changes no code path: it has no flag,
/// its Goal and Steps say to move them, and the cleanup lists no flag for it. With an operator of its own to migrate
/// (`asResult()`, called by no one), it keeps its flag.
@Test func aTaskMovingOnlyOperatorsHasNoFlag() throws {
    let files = operatorOnlyRepository()
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = Planner(settings: PlanSettings(maxFiles: 1)).plan(inventory, previous: nil)
    let task = try #require(plan.tasks(holding: "App/Infra/Observable+CatchError.swift").first)
    let caller = try #require(plan.tasks(holding: "App/UI/SearchViewModel.swift").first)
    #expect(task.id != caller.id)
    #expect(task.flag.isEmpty)
    #expect(!caller.flag.isEmpty)
    let body = TaskMarkdown.body(task, context: WorkspaceContext(plan: plan))
    #expect(body.contains("Move the operators in scope, which Rx chains in other tasks call, unchanged"))
    #expect(body.contains("Move each operator in Scope unchanged into the `+Rx.swift` file its rows name."))
    #expect(!body.contains("## Feature flag"))
    // The original file, with an operator of its own to migrate, keeps its flag.
    let (_, _, mixed, _) = try planned()
    #expect(!mixed.flag.isEmpty)
}

/// An operator that a moved one calls in its file (`filterResponseError()` calling `filterHttpError()`) moves with it,
/// though no other task calls it: rewritten in place, it would leave the moved copy calling code that is gone.
@Test func anOperatorAMovedOneCallsMovesWithIt() throws {
    let files = [
        "/repo/App/Infra/Observable+Response.swift": """
        import RxSwift

        extension Observable where Element == Int {
            func filterHttpError() -> Observable<Element> {
                filter { $0 < 300 }
            }
            func filterResponseError() -> Observable<String> {
                filterHttpError().map { String($0) }
            }
            func filterJiResponseError() -> Observable<Int> {
                filterHttpError().filter { $0 > 1 }
            }
            func jiArray() -> Observable<[Int]> { filterJiResponseError().map { [$0] } }
            func unused() -> Observable<Element> { filter { $0 > 0 } }
        }
        """,
        "/repo/App/UI/FeedViewModel.swift": """
        import RxSwift
        final class FeedViewModel {
            func load(_ codes: Observable<Int>) -> Observable<String> { codes.filterResponseError() }
            func list(_ codes: Observable<Int>) -> Observable<[Int]> { codes.jiArray() }
        }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = Planner().plan(inventory, previous: nil)
    let task = try #require(plan.tasks(holding: "App/Infra/Observable+Response.swift").first)
    #expect(
        task.shims.map { "\($0.api) \($0.strategy.rawValue) \($0.callers.map(\.description))" } == [
            "Observable.filterHttpError rx-operator "
                + "[\"App/Infra/Observable+Response.swift:8\", \"App/Infra/Observable+Response.swift:11\"]",
            "Observable.filterResponseError rx-operator [\"App/UI/FeedViewModel.swift:3\"]",
            "Observable.filterJiResponseError rx-operator [\"App/Infra/Observable+Response.swift:13\"]",
            "Observable.jiArray rx-operator [\"App/UI/FeedViewModel.swift:4\"]",
        ])
    let file = try #require(task.files.first { $0.path == "App/Infra/Observable+Response.swift" })
    // The header, the operators called and those they call (through two moves: `filterHttpError()` is called by
    // `filterJiResponseError()`, which `jiArray()` calls); not `unused()`, which the task rewrites.
    #expect(task.movedOperatorLines(in: file).sorted() == [3, 4, 5, 7, 8, 10, 11, 13])
}

/// An operator named like RxSwift's (`func map<D: Decodable>(_ type: D.Type)`) is not called by the `map { }` calls
/// beside it, which it cannot take: they are RxSwift's, and no shim lists them.
@Test func anOperatorIsNotCalledByCallsItCannotTake() throws {
    let files = [
        "/repo/App/Infra/Observable+Decode.swift": """
        import RxSwift

        extension Observable where Element == Data {
            func map<D: Decodable>(_ type: D.Type) -> Observable<D> {
                map { try JSONDecoder().decode(type, from: $0) }
            }
            func decodedCount() -> Observable<Int> { map { $0.count } }
            func users() -> Observable<[String]> { map([String].self) }
        }
        """,
        "/repo/App/UI/FeedViewModel.swift": """
        import RxSwift
        final class FeedViewModel {
            func load(_ data: Observable<Data>) -> Observable<[String]> { data.users() }
        }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let file = try #require(inventory.files.first { $0.path == "App/Infra/Observable+Decode.swift" })
    #expect(file.apis.map { "\($0.name) \($0.ownCallers)" } == ["map [8]", "decodedCount []", "users []"])
}

/// The tests of operators a task moves unchanged (`Observable+CatchErrorTests.swift` beside
/// `Observable+CatchError.swift`, in its task) test the Rx operator, which stays: they move unchanged with it, to a
/// `+Rx.swift` file of their own, and the task still needs no flag.
@Test func theTestsOfMovedOperatorsMoveWithThem() throws {
    var files = operatorOnlyRepository()
    files["/repo/AppTests/Observable+CatchErrorTests.swift"] = """
        import XCTest
        import RxSwift
        import RxBlocking
        final class CatchErrorTests: XCTestCase {
            func testResult() throws {
                let value = try Observable.just(1).catchErrorResult().toBlocking().first()
                XCTAssertNotNil(value)
            }
        }
        """
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = Planner().plan(inventory, previous: nil)
    let task = try #require(plan.tasks(holding: "App/Infra/Observable+CatchError.swift").first)
    let tests = try #require(task.files.first { $0.path == "AppTests/Observable+CatchErrorTests.swift" })
    #expect(task.testsMovedOperators(tests))
    #expect(task.flag.isEmpty)
    let body = TaskMarkdown.body(task, context: WorkspaceContext(plan: plan))
    #expect(body.contains("moves unchanged to `Observable+CatchErrorTests+Rx.swift` with the other tests"))
    #expect(body.contains("Move each operator in Scope, and its tests, unchanged into the `+Rx.swift` file"))
}

/// The Scope's word for the lines of an operator nothing calls.
private let deleted = "no caller: delete it (an operator nothing calls, with its extension)"

/// A function of a type nested in an Rx type's extension (`extension Observable { class Log { static func show } }`)
/// is no operator of that Rx type: the operator beside it calls it, so it is neither moved for callers nor deleted
/// as one nothing calls.
@Test func aNestedTypesFunctionIsNoOperator() throws {
    let files = [
        "/repo/App/Log+Rx.swift": """
        import RxSwift
        extension Observable {
            public func showLog(_ isShow: Bool = false) -> Observable<Element> {
                self.do(onNext: { _ in Log.show(with: .completed) })
            }
            class Log {
                static func show(with event: Event<Element>) { print(event) }
            }
        }
        """,
        "/repo/App/Network.swift": """
        import RxSwift
        final class Network {
            func load() -> Observable<Int> { Observable.just(1).showLog() }
        }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let file = try #require(inventory.files.first { $0.path == "App/Log+Rx.swift" })
    #expect(
        file.apis.map { "\($0.qualifiedName) \($0.isRxOperator)" } == [
            "Observable.showLog true", "Observable.Log.show false",
        ])
    let plan = Planner().plan(inventory, previous: nil)
    #expect(plan.tasks.flatMap(\.unusedOperators).isEmpty)
}

/// An operator nothing calls beside ones other tasks call (`ignoreErrors()` beside `mapToVoid()`) is
/// deleted alone: its extension's header moves with the others. One the file calls on a value
/// (`map { }.asDriverOnErrorJustComplete()`) has a caller, and an overload of one that stays is left to the task.
@Test func anOperatorNothingCallsBesideCalledOnesIsDeletedAlone() throws {
    let files = [
        "/repo/App/Infra/Reactive+Ext.swift": """
        import RxSwift
        import RxCocoa
        extension ObservableType {
            func ignoreErrors() -> Observable<Element> {
                catchError { _ in Observable.empty() }
            }
            func asDriverOnErrorJustComplete() -> Driver<Element> {
                asDriver { _ in Driver.empty() }
            }
            func mapToVoid() -> Observable<Void> {
                map { _ in }
            }
            func voidDriver() -> Driver<Void> { map { _ in }.asDriverOnErrorJustComplete() }
            func count() -> Observable<Int> { map { _ in 1 } }
            func count(_ step: Int) -> Observable<Int> { map { _ in step } }
        }
        """,
        "/repo/App/UI/FeedViewModel.swift": """
        import RxSwift
        import RxCocoa
        final class FeedViewModel {
            func load(_ codes: Observable<Int>) -> Observable<Void> { codes.mapToVoid() }
            func tap(_ codes: Observable<Int>) -> Driver<Void> { codes.voidDriver() }
            func step(_ codes: Observable<Int>) -> Observable<Int> { codes.count(2) }
        }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = Planner().plan(inventory, previous: nil)
    let task = try #require(plan.tasks(holding: "App/Infra/Reactive+Ext.swift").first)
    #expect(task.unusedOperators.isEmpty)
    #expect(task.unusedOperatorsBesideUsed.map(\.api) == ["ObservableType.ignoreErrors"])
    let file = try #require(task.files.first { $0.path == "App/Infra/Reactive+Ext.swift" })
    #expect(task.unusedOperatorLinesBesideUsed(in: file).sorted() == [4, 5])
    let body = TaskMarkdown.body(task, context: WorkspaceContext(plan: plan))
    let rows = scopeRows(body, "App/Infra/Reactive+Ext.swift")
    #expect(Set(rows.filter { $0.contains("its extension stays") }.map { $0.prefix(6) }) == ["| 4 | ", "| 5 | "])
    #expect(rows.contains { $0.hasPrefix("| 3 | ") && $0.contains("moves unchanged") })
}

/// Helpers the code adds to a relay (`extension BehaviorRelay where Element: RangeReplaceableCollection { func
/// append(_:) }`) are Rx vocabulary like a stream's operators: moved unchanged for the view model calling them, with
/// no async core, no flag; the caller's task replaces its calls with its relay.
@Test func aRelaysHelpersMoveUnchangedLikeOperators() throws {
    let files = [
        "/repo/App/Extensions/RxExtensions.swift": """
        import RxCocoa

        public extension BehaviorRelay where Element: RangeReplaceableCollection {
            func append(_ subElement: Element.Element) {
                var newValue = value
                newValue.append(subElement)
                accept(newValue)
            }
            func insert(contentsOf newSubelements: Element, at index: Element.Index) {
                var newValue = value
                newValue.insert(contentsOf: newSubelements, at: index)
                accept(newValue)
            }
            func removeAll() {
                accept(Element())
            }
        }
        """,
        "/repo/App/UI/FeedViewModel.swift": """
        import RxSwift
        import RxCocoa
        final class FeedViewModel {
            let items = BehaviorRelay<[Int]>(value: [])
            func add(_ item: Int) { items.append(item) }
        }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = Planner().plan(inventory, previous: nil)
    let task = try #require(plan.tasks(holding: "App/Extensions/RxExtensions.swift").first)
    #expect(task.shims.map { "\($0.api) \($0.strategy.rawValue)" } == ["BehaviorRelay.append rx-operator"])
    // `newValue.insert(contentsOf:at:)` in `insert`'s own body is the array's: nothing calls `insert`.
    #expect(
        task.unusedOperators.isEmpty
            && task.unusedOperatorsBesideUsed.map(\.api) == ["BehaviorRelay.insert", "BehaviorRelay.removeAll"])
    #expect(task.flag.isEmpty)
}

/// An operator named like a catalog one (`func map<T: Decodable>(_ type: T.Type)` of a `Single` of responses) may be
/// called where the scan counts RxSwift's `map` (`request(api).map(Shot.self)`): it is never deleted as dead code.
@Test func anOperatorNamedLikeACatalogOneIsNeverDeleted() throws {
    let files = [
        "/repo/App/Rx/Moya+Rx.swift": """
        import RxSwift

        extension PrimitiveSequence where Trait == SingleTrait, Element == Data {
            func map<T: Decodable>(_ type: T.Type) -> PrimitiveSequence<Trait, T> {
                map { try JSONDecoder().decode(T.self, from: $0) }
            }
            func not() -> Single<Bool> { map { $0.isEmpty } }
            private static func next(_ data: Data) -> URL? { nil }
            func page() -> Single<URL?> { map { Self.next($0) } }
        }
        """,
        "/repo/App/ShotService.swift": """
        import RxSwift
        final class ShotService {
            func shot(_ data: Single<Data>) -> Single<Int> { data.map(Int.self) }
            func next(_ data: Single<Data>) -> Single<URL?> { data.page() }
        }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = Planner().plan(inventory, previous: nil)
    let task = try #require(plan.tasks(holding: "App/Rx/Moya+Rx.swift").first)
    #expect(task.unusedOperators.isEmpty)
    #expect(task.unusedOperatorsBesideUsed.map(\.api) == ["PrimitiveSequence.not"])
}

/// A test helper added to RxTest's scheduler (`extension TestScheduler { func wait(_ seconds: Int) }`), or taking it
/// alone (`func mockEnvironment(_ scheduler: TestScheduler)`), has no async version: like a stream's operator, it moves
/// unchanged for the tests calling it, with no core and no shim.
@Test func aTestSchedulersHelperIsAnOperatorOfAnRxType() throws {
    let files = [
        "/repo/Tests/AppTests/TestScheduler+Wait.swift": """
        import RxTest
        extension TestScheduler {
            func wait(_ seconds: Int) { advanceTo(clock + seconds) }
        }
        """,
        "/repo/Tests/AppTests/LogTests.swift": """
        import XCTest
        import RxTest
        final class LogTests: XCTestCase {
            func testLog() {
                let scheduler = TestScheduler(initialClock: 0)
                scheduler.wait(1)
                _ = mockEnvironment(scheduler)
            }
        }
        """,
        "/repo/Tests/AppTests/Mock/MockEnvironment.swift": """
        import RxTest
        func mockEnvironment(_ scheduler: TestScheduler) -> Environment { Environment(scheduler) }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let file = try #require(inventory.files.first { $0.path == "Tests/AppTests/TestScheduler+Wait.swift" })
    #expect(file.apis.map { "\($0.qualifiedName) \($0.isRxOperator)" } == ["TestScheduler.wait true"])
    let plan = Planner().plan(inventory, previous: nil)
    let shims = plan.tasks.flatMap(\.shims).filter { $0.api == "TestScheduler.wait" || $0.api == "mockEnvironment" }
    #expect(shims.allSatisfy { $0.strategy == .rxOperator })
    // A free helper taking RxTest's scheduler alone is one too.
    let mock = try #require(inventory.files.first { $0.path == "Tests/AppTests/Mock/MockEnvironment.swift" })
    #expect(mock.apis.map { "\($0.qualifiedName) \($0.isRxOperator)" } == ["mockEnvironment true"])
}

/// An operator of the code's own named like one of the catalog's (`catchErrorJustComplete`, RxSwiftExt's and an app
/// helper's name) is dead code when no file spells the name: nothing can call it. Where a file spells it, the scan may
/// have counted the call as the catalog's, so it stays.
@Test func anOperatorNamedLikeTheCatalogsIsDeadCodeOnlyWhereNothingSpellsIt() throws {
    func files(calling: Bool) -> [String: String] {
        [
            "/repo/App/Extension/Observable+Ext.swift": """
            import RxSwift
            import RxCocoa

            extension ObservableType {
                func catchErrorJustComplete() -> Observable<Element> {
                    catchError { _ in .empty() }
                }
                func mapToVoid() -> Observable<Void> { map { _ in } }
            }
            """,
            "/repo/App/UI/FeedViewModel.swift": """
            import RxSwift
            final class FeedViewModel {
                func load(_ taps: Observable<Int>) -> Observable<Void> {
                    taps.mapToVoid()\(calling ? ".catchErrorJustComplete()" : "")
                }
            }
            """,
        ]
    }
    for calling in [false, true] {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files(calling: calling))).scan(
            root: "/repo")
        let plan = Planner(settings: PlanSettings(maxFiles: 1)).plan(inventory, previous: nil)
        let task = try #require(plan.tasks(holding: "App/Extension/Observable+Ext.swift").first)
        #expect(task.unusedOperatorsBesideUsed.map(\.api) == (calling ? [] : ["ObservableType.catchErrorJustComplete"]))
        let body = TaskMarkdown.body(task, context: WorkspaceContext(plan: plan))
        #expect(
            body.contains(
                "| 5 | `Observable` | no caller: delete it (an operator nothing calls; its extension stays) |")
                == !calling)
    }
}

/// A member of `extension Reactive` nothing calls (`var unusedTap` beside the `doubleTap` a screen binds) is dead code:
/// the Scope says to delete it, its computed body too, instead of a recipe; the members something calls keep their rows,
/// from another file or from this one (`base.rx.tint`).
@Test func aReactiveMemberNothingCallsIsDeletedNotMigrated() throws {
    let files = [
        "/repo/App/UIButton+Rx.swift": """
        import RxSwift
        import RxCocoa
        import UIKit

        extension Reactive where Base: UIButton {
            var doubleTap: ControlEvent<Void> {
                ControlEvent(events: base.rx.tap.map { _ in })
            }

            var unusedTap: ControlEvent<Void> {
                ControlEvent(events: base.rx.tap.map { _ in })
            }

            var tint: Binder<UIColor?> {
                Binder(base) { view, color in view.tintColor = color }
            }
        }

        final class TintProxy {
            let base = UIButton()
            func bind(_ colors: Observable<UIColor?>) -> Disposable { colors.bind(to: base.rx.tint) }
        }
        """,
        "/repo/App/LoginViewController.swift": """
        import RxSwift
        import RxCocoa
        import UIKit

        final class LoginViewController: UIViewController {
            let button = UIButton()
            let disposeBag = DisposeBag()

            func bind() {
                button.rx.doubleTap.subscribe(onNext: { print("x") }).disposed(by: disposeBag)
            }
        }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = Planner().plan(inventory, previous: nil)
    let task = try #require(plan.tasks(holding: "App/UIButton+Rx.swift").first)
    #expect(task.unusedOperatorsBesideUsed.map(\.api) == ["Reactive.unusedTap"])
    let body = TaskMarkdown.body(task, context: WorkspaceContext(plan: plan))
    let deleted = "no caller: delete it (a `Reactive` member nothing calls; its extension stays)"
    #expect(body.contains("| 10 | `ControlEvent` | \(deleted) |"))
    #expect(body.contains("| 11 | `map` | \(deleted) |"))
    #expect(!body.contains("| 7 | `map` | \(deleted) |"))
    #expect(!body.contains("| 6 | `ControlEvent` | \(deleted) |"))
}

/// A subscription holder nothing disposes into nor reads (`private let disposeBag = DisposeBag()` of a coordinator
/// whose subscriptions went) is dead code: its row says to delete it; a bag the file disposes into keeps its recipe.
@Test func aSubscriptionHolderNothingUsesIsDeleted() throws {
    let files = [
        "/repo/App/WeatherCoordinator.swift": """
        import RxSwift
        import UIKit

        final class WeatherCoordinator {
            private let disposeBag = DisposeBag()
            func start() -> Observable<Int> { Observable.just(1) }
        }
        """,
        "/repo/App/WeatherViewController.swift": """
        import RxSwift
        import UIKit

        final class WeatherViewController: UIViewController {
            private let disposeBag = DisposeBag()
            func bind(_ coordinator: WeatherCoordinator) {
                coordinator.start().subscribe().disposed(by: disposeBag)
            }
        }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = Planner().plan(inventory, previous: nil)
    let task = try #require(plan.tasks(holding: "App/WeatherCoordinator.swift").first)
    #expect(task.unusedOperatorsBesideUsed.map(\.api) == ["WeatherCoordinator.disposeBag"])
    let body = TaskMarkdown.body(task, context: WorkspaceContext(plan: plan))
    #expect(
        body.contains(
            "| 5 | `DisposeBag` | no caller: delete it (a subscription holder nothing disposes into nor reads) |"))
    #expect(plan.tasks.flatMap(\.unusedOperatorsBesideUsed).map(\.api) == ["WeatherCoordinator.disposeBag"])
}

/// Each `extension Reactive` of a file stands on its own: one whose every member nothing uses goes whole, its header
/// too, beside another whose members something calls.
@Test func aWhollyDeadReactiveExtensionGoesWithItsHeader() throws {
    let files = [
        "/repo/App/Views+Rx.swift": """
        import RxSwift
        import RxCocoa
        import UIKit

        extension Reactive where Base: UIButton {
            var doubleTap: ControlEvent<Void> { ControlEvent(events: base.rx.tap.map { _ in }) }
        }

        extension Reactive where Base: UISwitch {
            var onTint: Binder<UIColor?> { Binder(base) { view, color in view.onTintColor = color } }
        }
        """,
        "/repo/App/LoginViewController.swift": """
        import RxSwift
        import UIKit

        final class LoginViewController: UIViewController {
            let button = UIButton()
            let disposeBag = DisposeBag()
            func bind() { button.rx.doubleTap.subscribe().disposed(by: disposeBag) }
        }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = Planner(settings: PlanSettings(maxFiles: 1)).plan(inventory, previous: nil)
    let task = try #require(plan.tasks(holding: "App/Views+Rx.swift").first)
    #expect(task.unusedOperators.map(\.api) == ["Reactive.onTint"])
    let body = TaskMarkdown.body(task, context: WorkspaceContext(plan: plan))
    let deleted = "no caller: delete it (a `Reactive` member nothing calls, with its extension)"
    #expect(body.contains("| 9 | `Reactive` | \(deleted) |"))
    #expect(body.contains("| 10 | `Binder` | \(deleted) |"))
    #expect(!body.contains("| 5 | `Reactive` | no caller"))
}

/// A task whose only Rx is code nothing uses deletes it: no code path changes, so it has no flag, and its Goal and
/// Steps say to delete, not to migrate behind a flag.
@Test func aTaskOfDeadCodeOnlyDeletesItWithoutAFlag() throws {
    let files = [
        "/repo/App/CurrentWeatherView+Rx.swift": """
        import RxSwift
        import RxCocoa
        import UIKit

        extension Reactive where Base: UIView {
            var weather: Binder<String> { Binder(base) { view, text in view.accessibilityLabel = text } }
        }
        """
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = Planner().plan(inventory, previous: nil)
    let task = try #require(plan.tasks(holding: "App/CurrentWeatherView+Rx.swift").first)
    #expect(task.flag.isEmpty)
    #expect(task.deletesOnlyDeadCode)
    let body = TaskMarkdown.body(task, context: WorkspaceContext(plan: plan))
    #expect(body.contains("Delete the code in scope that nothing uses (each row says so)"))
    #expect(body.contains("Delete each declaration in Scope whose rows say nothing uses it."))
    #expect(!body.contains("## Feature flag"))
}

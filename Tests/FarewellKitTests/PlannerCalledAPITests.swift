import Testing

@testable import FarewellKit

/// An API client of the infra layer with an operator of its own, a repository of the data layer calling both, and a
/// view of the UI layer whose operator the repository uses too.
private let repository = [
    "/repo/App/Infra/BookApi.swift": """
    import RxSwift
    struct Book { let title: String }
    final class BookApi {
        func searchBook(query: String) -> Single<[Book]> { .just([]) }
    }
    extension PrimitiveSequence where Trait == SingleTrait {
        func catchErrorResult() -> Single<Element?> { map { $0 }.catchAndReturn(nil) }
    }
    """,
    "/repo/App/Data/BookRepositoryImpl.swift": """
    import RxSwift
    final class BookRepositoryImpl {
        let api = BookApi()
        func search(_ query: String) -> Single<[Book]?> {
            api.searchBook(query: query).catchErrorResult()
        }
        func titles(_ query: String) -> Observable<[String]> {
            api.searchBook(query: query).asObservable().mapTitles()
        }
    }
    """,
    "/repo/App/UI/BookListView.swift": """
    import RxSwift
    import UIKit
    final class BookListView: UIView {
        let bag = DisposeBag()
    }
    extension ObservableType where Element == [Book] {
        func mapTitles() -> Observable<[String]> { map { $0.map(\\.title) } }
    }
    """,
]

/// The caller's side of the APIs it calls in tasks that do not come after it: the repository calls the client's
/// `searchBook` (a shim over an async core, in a task it waits for) and its operator, and the view's operator (a
/// later wave, moved unchanged). The client's Boundary lists the repository as a caller; the repository's own Boundary says
/// to call the core and where the operators stay.
@Test func aCallerTaskNamesThePlainAPIsItCallsOfTasksBeforeIt() throws {
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(repository)).scan(root: "/repo")
    let plan = Planner(settings: PlanSettings(maxFiles: 1)).plan(inventory, previous: nil)
    let api = try #require(plan.tasks(holding: "App/Infra/BookApi.swift").first)
    let caller = try #require(plan.tasks(holding: "App/Data/BookRepositoryImpl.swift").first)
    let view = try #require(plan.tasks(holding: "App/UI/BookListView.swift").first)
    #expect([api.id, caller.id, view.id] == ["T-003", "T-004", "T-005"])
    #expect([api.wave, caller.wave, view.wave] == ["W1", "W1", "W2"])
    #expect(api.shims.map(\.callerTasks) == [["T-004"], ["T-004"]])
    #expect(api.shims.map(\.strategy) == [.shim, .rxOperator])
    // The repository waits for the client, in its wave; the view's operator holds no task back.
    #expect(caller.dependsOn == ["T-001", "T-002", "T-003"])
    let calling = """
        ## Boundary

        This task calls these APIs of tasks that do not come after it. Each keeps its Rx member only as a shim over \
        an async core for callers not moved yet, and the cleanup wave can remove the shim once no caller is left: \
        call the core here, not the shim (`Single`: `try await` the core).

        - `BookApi.searchBook` (`Single`) of T-003 (before this task), declared at `App/Infra/BookApi.swift:4`, \
        called at `App/Data/BookRepositoryImpl.swift:5`, `App/Data/BookRepositoryImpl.swift:8`.

        This task's Rx chains use operators other tasks add to Rx types. They have no async version: their tasks move \
        them unchanged into `+Rx.swift` files, which the cleanup wave deletes. Where this task moves such a chain to \
        async code, do the operator's work there instead; where a chain stays Rx, keep calling it.

        - `PrimitiveSequence.catchErrorResult` (`Single`) of T-003 (before this task), declared at \
        `App/Infra/BookApi.swift:7`, called at `App/Data/BookRepositoryImpl.swift:5`.
        - `ObservableType.mapTitles` (`Observable`) of T-005 (not before this task: the calls work wherever it \
        moves the operator), declared at `App/UI/BookListView.swift:7`, called at \
        `App/Data/BookRepositoryImpl.swift:8`.

        """
    let context = WorkspaceContext(plan: plan)
    #expect(TaskMarkdown.body(caller, context: context).contains(calling))
}

/// A migration task of wave W1 holding the file at `path`, with `shims`.
private func waveTask(_ id: String, _ path: String, shims: [Shim] = []) -> PlanTask {
    PlanTask(
        id: id, title: id, slug: id.lowercased(), kind: .migration, wave: "W1", module: "App", layer: .data,
        files: [TaskFile(path: path, occurrences: [])], points: 1, flag: "", dependsOn: [], shims: shims)
}

/// A shim of `FeedStore.name` of the Rx type `type` declared at `line`, called by T-004's view model ten lines below.
private func feedStoreShim(_ name: String, _ type: String, line: Int) -> Shim {
    Shim(
        api: "FeedStore.\(name)", declaration: SourceLocation(path: "App/FeedStore.swift", line: line),
        rxTypes: [type], callers: [SourceLocation(path: "App/FeedViewModel.swift", line: line + 10)],
        callerTasks: ["T-004"], strategy: .shim)
}

/// A view model calling a store of its wave that it does not wait for (either may be merged first): it keeps its Rx
/// calls while the store's task is not merged, and each kind of stream says how its core is called. Past
/// `calledAPILimit` APIs, the rest are counted by task.
@Test func aCallerOfATaskInEitherOrderSwitchesToTheCoreOnceThatTaskIsMerged() throws {
    let store = waveTask(
        "T-003", "App/FeedStore.swift",
        shims: [
            feedStoreShim("items", "Observable", line: 3), feedStoreShim("reload", "PublishRelay", line: 4),
            feedStoreShim("load", "Single", line: 5), feedStoreShim("selected", "BehaviorRelay", line: 6),
        ])
    let model = waveTask("T-004", "App/FeedViewModel.swift")
    let plan = Plan(
        waves: [Wave(id: "W1", title: "Data", slug: "data", kind: .migration, layers: [.data], tasks: [])],
        tasks: [store, model], baseline: 3)
    #expect(TaskBoundarySection.laterAPIs(of: model, in: plan).isEmpty)
    let apis = TaskBoundarySection.calledAPIs(of: model, in: plan)
    #expect(apis.map(\.shim.api) == ["FeedStore.items", "FeedStore.reload", "FeedStore.load", "FeedStore.selected"])
    #expect(apis.map(\.isBefore) == [false, false, false, false])
    let text = """
        This task calls these APIs of tasks that do not come after it. Each keeps its Rx member only as a shim over \
        an async core for callers not moved yet, and the cleanup wave can remove the shim once no caller is left: \
        call the core here, not the shim (`Single`: `try await` the core; `Observable`: `for try await` over it; \
        `PublishRelay`: yield into its continuation where this code feeds it, `for try await` over it where it reads \
        it; `BehaviorRelay`: set the core's value where this code feeds it, read its current value where it reads \
        `.value` (FarewellAsync's `StateRelay`), `for try await` over it only where it subscribes).

        - `FeedStore.items` (`Observable`) of T-003 (not before this task: keep the Rx call if it is not merged yet, \
        else call its core), declared at `App/FeedStore.swift:3`, called at `App/FeedViewModel.swift:13`.
        - `FeedStore.reload` (`PublishRelay`) of T-003 (not before this task: keep the Rx call if it is not merged \
        yet, else call its core), declared at `App/FeedStore.swift:4`, called at `App/FeedViewModel.swift:14`.
        - `FeedStore.load` (`Single`) of T-003 (not before this task: keep the Rx call if it is not merged yet, else \
        call its core), declared at `App/FeedStore.swift:5`, called at `App/FeedViewModel.swift:15`.
        - `FeedStore.selected` (`BehaviorRelay`) of T-003 (not before this task: keep the Rx call if it is not merged \
        yet, else call its core), declared at `App/FeedStore.swift:6`, called at `App/FeedViewModel.swift:16`.

        """
    #expect(TaskBoundarySection.calledAPIsText(model, apis) == text)
    let limit = TaskBoundarySection.calledAPILimit
    let many = (1...limit + 3).map { line in
        TaskBoundarySection.UsedAPI(
            task: "T-003", shim: feedStoreShim("value\(line)", "Single", line: line), isBefore: true,
            scope: PlanRelations(plan).scope(of: model))
    }
    let lines = TaskBoundarySection.calledAPIsText(model, many).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.filter { $0.hasPrefix("- `FeedStore.value") }.count == limit)
    #expect(lines.suffix(2) == ["- … and 3 more of T-003 (their Boundaries list them with the calls).", ""])
    let mixed = many.enumerated().map { index, use in
        var use = use
        use.task = index < limit ? "T-002" : index == limit ? "T-003" : "T-005"
        return use
    }
    #expect(
        TaskBoundarySection.calledAPIsText(model, mixed).hasSuffix(
            "- … and 3 more: 1 of T-003, 2 of T-005 (their Boundaries list them with the calls).\n"))
}

/// A wrapper of a provider (`static var provider: Reactive<MoyaProvider<Self>>`) is no sequence: the Boundary says how
/// to call the cores of the streams it calls, never to iterate the wrapper.
@Test func aCalledWrapperIsNoSequenceToIterate() throws {
    let body = callerBody(
        shims: [feedStoreShim("provider", "Reactive", line: 3), feedStoreShim("feed", "Observable", line: 4)])
    #expect(body.contains("call the core here, not the shim (`Observable`: `for try await` over it)."))
    #expect(!body.contains("`Reactive`: `for try await`"))
}

/// RxFlow's `Step` and `FlowContributors` are no streams: the Boundary tells how to call the cores of the streams only,
/// never to iterate a step.
@Test func aCalledStepIsNoSequenceToIterate() throws {
    let body = callerBody(
        shims: [
            feedStoreShim("closeStep", "Step", line: 3), feedStoreShim("next", "FlowContributors", line: 4),
            feedStoreShim("title", "Driver", line: 5),
        ])
    #expect(body.contains("call the core here, not the shim (`Driver`: `for try await` over it)."))
    #expect(!body.contains("`Step`: `for try await`") && !body.contains("`FlowContributors`, "))
}

/// A view model's `Input` fields are given by the code calling them (`Input(tap: button.rx.tap)`), never iterated
/// there: the Boundary says to give the core an async sequence, and how to read the other streams.
@Test func aViewModelsInputIsGivenNotIterated() throws {
    let body = callerBody(
        shims: [
            feedStoreShim("Input.refresh", "Signal", line: 3), feedStoreShim("Output.rows", "Driver", line: 4),
        ])
    #expect(
        body.contains(
            "call the core here, not the shim (`Driver`: `for try await` over it; `Input` fields: this code gives "
                + "them (`Input(tap: button.rx.tap)`), so give the core the async sequence it takes instead (an "
                + "`AsyncStream` this code yields into))."))
    // A struct named for its screen (`MovieInput`) holds inputs as well: its `Observable` field is given, not read.
    let named = callerBody(shims: [feedStoreShim("MovieInput.movieDetailsTrigger", "Observable", line: 3)])
    #expect(named.contains("call the core here, not the shim (`Input` fields: this code gives them"))
    #expect(!named.contains("`Observable`: `for try await` over it"))
}

/// The task file of `App/FeedViewModel.swift` (T-004), which calls the APIs of `shims` that T-003, of its wave,
/// declares in `App/FeedStore.swift`.
private func callerBody(shims: [Shim]) -> String {
    let store = waveTask("T-003", "App/FeedStore.swift", shims: shims)
    let model = waveTask("T-004", "App/FeedViewModel.swift")
    let plan = Plan(
        waves: [Wave(id: "W1", title: "Data", slug: "data", kind: .migration, layers: [.data], tasks: [])],
        tasks: [store, model], baseline: shims.count)
    return TaskMarkdown.body(model, context: WorkspaceContext(plan: plan))
}

/// A test file split by declaration calls a view model's API in each test: each part's Boundary lists the calls in its
/// own tests, by the rule that linked them to the view model's task, not those of the other parts.
@Test func eachPartOfASplitFileListsItsOwnCalls() throws {
    let tests = (1...6).map { number in
        """
            func test\(number)() {
                let observer = scheduler.createObserver(Bool.self)
                viewModel.isPlaying.drive(observer).disposed(by: bag)
                viewModel.play.onNext(())
                scheduler.start()
                XCTAssertEqual(observer.events, [.next(0, true), .next(10, false), .completed(20)])
            }
        """
    }
    let repository = [
        "/repo/App/PlayerViewModel.swift": """
        import RxSwift
        import RxCocoa
        final class PlayerViewModel {
            let play: AnyObserver<Void>
            let isPlaying: Driver<Bool>
            init() {
                let subject = PublishSubject<Void>()
                play = subject.asObserver()
                isPlaying = subject.map { true }.asDriver(onErrorJustReturn: false)
            }
        }
        """,
        "/repo/AppTests/PlayerViewModelTests.swift": """
        import RxSwift
        import RxTest
        import XCTest
        @testable import App
        final class PlayerViewModelTests: XCTestCase {
            let scheduler = TestScheduler(initialClock: 0)
            let bag = DisposeBag()
            let viewModel = PlayerViewModel()
        \(tests.joined(separator: "\n"))
        }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(repository)).scan(root: "/repo")
    let plan = Planner(settings: PlanSettings(maxPoints: 60), weight: { _ in 2 }).plan(inventory, previous: nil)
    let parts = plan.tasks(holding: "AppTests/PlayerViewModelTests.swift")
    try #require(parts.count > 1)
    let model = try #require(plan.tasks(holding: "App/PlayerViewModel.swift").first)
    let isPlaying = try #require(model.shims.first { $0.api == "PlayerViewModel.isPlaying" })
    let testsPath = "AppTests/PlayerViewModelTests.swift"
    // The view model's Boundary lists every call; the parts' Boundaries share them out, each call to one part.
    #expect(isPlaying.callers.filter { $0.path == testsPath }.count == 6)
    var listed: [Int] = []
    for part in parts {
        let text = TaskMarkdown.render(part, context: WorkspaceContext(plan: plan))
        let line = try #require(
            text.split(separator: "\n").first { $0.hasPrefix("- `PlayerViewModel.isPlaying` (`Driver`)") })
        let lines = line.split(separator: "`").compactMap { piece -> Int? in
            guard piece.hasPrefix(testsPath + ":") else { return nil }
            return Int(piece.dropFirst(testsPath.count + 1))
        }
        let declarations = Set(try #require(part.files.first { $0.path == testsPath }?.declarations))
        // Each call listed is in a test of this part: the occurrence on its line is.
        for number in lines {
            let enclosing = part.files.flatMap(\.occurrences).first { $0.line == number }?.enclosing
            #expect(enclosing.map(declarations.contains) == true, "line \(number) of \(part.id)")
        }
        listed += lines
    }
    #expect(listed.sorted() == isPlaying.callers.filter { $0.path == testsPath }.map(\.line).sorted())
}

import Testing

@testable import FarewellKit

/// Task files and rules.md give each construct a replacement that exists: no AsyncSequence operator that Swift lacks
/// (`scan`, `takeLast`, `groupBy`), no two-or-three-sequence `zip` for four one-shot values, no async API Moya lacks,
/// the KVO or delegate recipe for a scroll view's `rx.contentOffset`, a counter in the loop for `enumerated()`, and a
/// task group for the instance `merge()` of a stream of streams.
@Suite struct WorkspaceConstructRecipeTests {
    private static let source = """
        import Moya
        import RxCocoa
        import RxMoya
        import RxSwift
        import UIKit

        final class FeedViewController: UIViewController {
            let tableView = UITableView()
            let provider = MoyaProvider<FeedAPI>()
            let values = PublishRelay<Int>()
            let bag = DisposeBag()

            func bind(a: Single<Int>, b: Single<Int>, c: Single<Int>, d: Single<Int>) {
                values.scan(0) { $0 + $1 }.subscribe().disposed(by: bag)
                values.takeLast(3).subscribe().disposed(by: bag)
                values.groupBy { $0 % 2 }.subscribe().disposed(by: bag)
                Observable.zip(a.asObservable(), b, c, d).subscribe().disposed(by: bag)
                provider.rx.request(.feed).subscribe().disposed(by: bag)
                tableView.rx.contentOffset.subscribe().disposed(by: bag)
                values.map { $0 + 1 }.sample(tableView.rx.didScroll).subscribe().disposed(by: bag)
            }
        }
        """

    /// A view controller enumerating a relay's values, merging two streams and flattening a stream of streams.
    private static let streamsSource = """
        import RxCocoa
        import RxSwift
        import UIKit

        final class FeedViewController: UIViewController {
            let newDrinks = PublishRelay<Int>()
            let bag = DisposeBag()

            func bind(a: Observable<Int>, b: Observable<Int>, names: [String]) {
                newDrinks.enumerated().scan(0) { total, pair in total + pair.index }.subscribe().disposed(by: bag)
                for (index, name) in names.enumerated() { print(index, name) }
                Observable.merge(a, b).subscribe().disposed(by: bag)
                Observable.of(a, b).merge(maxConcurrent: 3).subscribe().disposed(by: bag)
                Observable.of(a, b).merge().subscribe().disposed(by: bag)
            }
        }
        """

    /// The scanned and planned package: its view controller's task body and rules.md.
    private func workspace() throws -> (task: String, rules: String) {
        let (task, rules, _) = try workspace(source: Self.source)
        return (task, rules)
    }

    /// The package holding `source` as its view controller, scanned and planned: the task body, rules.md and the
    /// occurrences (`line symbol construct`).
    private func workspace(source: String) throws -> (task: String, rules: String, occurrences: [String]) {
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Feed", platforms: [.iOS(.v15)],
                dependencies: [
                    .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0"),
                    .package(url: "https://github.com/Moya/Moya.git", from: "15.0.0"),
                ],
                targets: [
                    .target(name: "Feed", dependencies: [
                        .product(name: "RxCocoa", package: "RxSwift"), .product(name: "RxMoya", package: "Moya"),
                    ])
                ])
            """
        let files = ["/repo/Package.swift": manifest, "/repo/Sources/Feed/FeedViewController.swift": source]
        let rendered = try RenderedWorkspace.render(files, taskHolding: "FeedViewController.swift")
        let occurrences = rendered.inventory.files.flatMap(\.occurrences).map {
            "\($0.line) \($0.symbol) \($0.construct)"
        }
        return (rendered.task, rendered.rules, occurrences)
    }

    /// The task table's rows of `line` (`| 14 | `scan` | … |`), without the subscriptions around them.
    private func rows(_ text: String, line: Int) -> [String] {
        text.split(separator: "\n").map(String.init).filter {
            $0.hasPrefix("| \(line) | ") && !$0.contains("`subscribe`") && !$0.contains("`disposed`")
        }
    }

    /// The line of rules.md's constructs table for `construct`.
    private func rulesRow(_ rules: String, _ construct: String) -> String? {
        rules.split(separator: "\n").map(String.init).first { $0.hasPrefix("| `\(construct)` | ") }
    }

    /// The `rx` row of a view's member: the generic UI binding recipe, whatever member follows.
    private static let rxRow: String =
        "on a view: UIAction / addTarget / delegate callbacks, or an AsyncStream wrapping them; on anything else: "
        + "the wrapped library's async API"

    /// `observeOn` to a background scheduler leaves the main actor: not the `@MainActor` recipe of `MainScheduler`.
    @Test func observeOnABackgroundSchedulerIsNoMainActorHop() throws {
        let source = """
            import RxSwift
            import UIKit

            final class FeedViewController: UIViewController {
                let bag = DisposeBag()

                func bind(a: Observable<Int>) {
                    a.observeOn(ConcurrentDispatchQueueScheduler(qos: .background)).subscribe().disposed(by: bag)
                    a.observeOn(MainScheduler.instance).subscribe().disposed(by: bag)
                }
            }
            """
        let (task, _, _) = try workspace(source: source)
        #expect(
            rows(task, line: 8).contains(
                "| 8 | `observeOn` | off the main actor: a `nonisolated` async function or an actor does this work (a "
                    + "`Task` priority for its QoS), not `@MainActor` |"))
        #expect(rows(task, line: 9).contains("| 9 | `observeOn` | @MainActor / await MainActor.run |"))
    }

    /// `observeOn` to a background scheduler the file keeps in a property (`.observeOn(scheduler)` of `private let
    /// scheduler: ConcurrentDispatchQueueScheduler`) leaves the main actor too, where the file names no main one.
    @Test func observeOnAStoredBackgroundSchedulerIsNoMainActorHop() throws {
        let source = """
            import RxSwift
            import UIKit

            final class Network {
                private let scheduler = ConcurrentDispatchQueueScheduler(qos: .background)
                let bag = DisposeBag()

                func load(a: Observable<Int>) {
                    a.observeOn(scheduler).subscribe().disposed(by: bag)
                }
            }
            """
        let (task, _, _) = try workspace(source: source)
        #expect(
            rows(task, line: 9).contains(
                "| 9 | `observeOn` | off the main actor: a `nonisolated` async function or an actor does this work (a "
                    + "`Task` priority for its QoS), not `@MainActor` |"))
    }

    /// `onNext` sent to a view's `rx` binder sets the property, on one line or over several: no stream to yield to.
    @Test func anOnNextToAViewsBinderSetsTheProperty() throws {
        let source = """
            import RxSwift
            import RxCocoa
            import UIKit

            final class FeedViewController: UIViewController {
                let taps = PublishSubject<Void>()

                func show() {
                    tabBarController?.tabBar.rx.isHidden.onNext(false)
                    taps.onNext(())
                    navigationItem.rx
                        .title
                        .onNext("Feed")
                    button.rx.tap.subscribe().disposed(by: bag)
                    taps
                        .onNext(())
                }
            }
            """
        let (task, _, _) = try workspace(source: source)
        // Written over lines, the same binder write; a subject's `onNext` after another chain is the subject's.
        #expect(
            rows(task, line: 13).contains(
                "| 13 | `onNext` | set the property directly (`tabBar.isHidden = false`): an `rx` binder's `onNext` "
                    + "only sets it |"))
        #expect(
            rows(task, line: 16).contains("| 16 | `onNext` | continuation.yield(_:) / finish(throwing:) / finish() |"))
        #expect(
            rows(task, line: 9).contains(
                "| 9 | `onNext` | set the property directly (`tabBar.isHidden = false`): an `rx` binder's `onNext` "
                    + "only sets it |"))
        #expect(
            rows(task, line: 10).contains("| 10 | `onNext` | continuation.yield(_:) / finish(throwing:) / finish() |"))
    }

    /// `disposed(by: DisposeBag())` ends the subscription at once: it only read the current value, so no Task is kept
    /// for it; a kept bag keeps its Task.
    @Test func aBagNobodyKeepsReadsTheCurrentValueOnce() throws {
        let source = """
            import RxSwift
            import UIKit

            final class TabController: UITabBarController {
                let bag = DisposeBag()
                let user = BehaviorSubject<Int>(value: 0)

                func configure() {
                    user.subscribe(onNext: { print($0) })
                        .disposed(by: DisposeBag())
                    user.subscribe(onNext: { print($0) }).disposed(by: bag)
                }
            }
            """
        let (task, _, _) = try workspace(source: source)
        let lines = task.split(separator: "\n").map(String.init)
        #expect(
            lines.contains { $0.hasPrefix("| 10 | `disposed` | no Task to keep: the bag nobody keeps") })
        #expect(
            lines.contains(
                "| 10 | `DisposeBag` | nothing: a bag nobody keeps, released at the end of the statement |"))
        #expect(lines.contains { $0.hasPrefix("| 11 | `disposed` | keep the Task") })
        // The subscription it ends, a line above, reads the value once; the kept one keeps its Task.
        #expect(lines.contains { $0.hasPrefix("| 9 | `subscribe` | read the current value once") })
        #expect(lines.contains { $0.hasPrefix("| 11 | `subscribe` | Task {") })
    }

    /// A collection view's data source becomes a collection view's diffable one, a table view's a table view's.
    @Test func aDataSourceIsReplacedByItsViewsOwn() throws {
        let source = """
            import RxSwift
            import RxDataSources
            import UIKit

            final class FeedViewController: UIViewController {
                var grid: RxCollectionViewSectionedReloadDataSource<SectionModel<String, Int>>?
                var list: RxTableViewSectionedAnimatedDataSource<AnimatableSectionModel<String, Int>>?
            }
            """
        let (task, _, _) = try workspace(source: source)
        #expect(
            rows(task, line: 6).contains(
                "| 6 | `RxCollectionViewSectionedReloadDataSource` (`RxDataSources`) | UICollectionViewDiffableDataSource "
                    + "with snapshots |"))
        #expect(
            rows(task, line: 7).contains(
                "| 7 | `RxTableViewSectionedAnimatedDataSource` (`RxDataSources`) | UITableViewDiffableDataSource with "
                    + "snapshots |"))
        #expect(
            rows(task, line: 6).contains(
                "| 6 | `SectionModel` (`RxDataSources`) | a section of an `NSDiffableDataSourceSnapshot` (its items "
                    + "`Hashable`) |"))
    }

    @Test func scanTakeLastAndGroupByGetTheLoopThatReplacesThem() throws {
        let (task, rules) = try workspace()
        let scan: String =
            "| 14 | `scan` | a `var` accumulated in the `for await` loop, each new total used there "
            + "(or `reductions(_:_:)` from swift-async-algorithms) |"
        let takeLast: String =
            "| 15 | `takeLast` | the last n values kept in the loop (an array trimmed past n, a ring buffer), "
            + "used after the loop ends |"
        let groupBy: String =
            "| 16 | `groupBy` | a dictionary of `AsyncStream` continuations keyed in the loop: a key's first "
            + "value makes its stream and starts its consumer, each value is yielded to its key's "
            + "continuation, all are finished after the loop |"
        #expect(rows(task, line: 14) == [scan])
        #expect(rows(task, line: 15) == [takeLast])
        #expect(rows(task, line: 16) == [groupBy])
        #expect(rulesRow(rules, "scan")?.contains("| operator | a `var` accumulated in the `for await` loop") == true)
        #expect(rulesRow(rules, "groupBy")?.contains("| none in Combine either: a dictionary of") == true)
    }

    @Test func theMapFamilyNamesAStandInForEachOperatorAsyncSequenceLacks() throws {
        let (task, rules) = try workspace()
        let replacement: String =
            "the same-named AsyncSequence operator where there is one (`map`, `filter`, `compactMap`, `reduce`; "
            + "take → prefix, skip → dropFirst, toArray → collect in the loop, switchLatest → FarewellAsync's "
            + "flatMapLatest { $0 }), else the stand-in the note names |"
        #expect(
            rows(task, line: 20).prefix(2) == [
                "| 20 | `map` | " + replacement, "| 20 | `sample` (`map`) | " + replacement,
            ])
        let map = try #require(rulesRow(rules, "map"))
        #expect(map.contains("`sample(trigger)`: FarewellAsync's `trigger.withLatestFrom(source)`"))
        #expect(map.contains("`buffer`/`window`: `chunks(ofCount:or:)` (swift-async-algorithms)"))
        #expect(map.contains("`amb`: a task group whose first child to yield wins"))
    }

    @Test func zipOfFourSinglesIsAsyncLetBeforeTheTwoOrThreeSequenceZip() throws {
        let (task, rules) = try workspace()
        let zip: String =
            "| 17 | `zip` (`combineLatest`) | one-shot values (`Single`s, one-element streams): `async let` each, "
            + "awaited together (a task group for a list); streams: combineLatest / zip / merge "
            + "(swift-async-algorithms), which take 2 or 3 sequences: nest them for more |"
        #expect(rows(task, line: 17).filter { $0.contains("`zip`") } == [zip])
        let combineLatest = try #require(rulesRow(rules, "combineLatest"))
        #expect(combineLatest.contains("`Observable.zip(a, b, c, d)` of `Single`s is four `async let`s"))
    }

    @Test func moyaRequestIsWrappedInAContinuationMoyaHasNoAsyncAPI() throws {
        let (task, rules) = try workspace()
        let request: String =
            "| 18 | `request` (`rx.request`) | `provider.request(_:completion:)` wrapped in "
            + "`withCheckedThrowingContinuation`, its returned `Cancellable` cancelled from "
            + "`withTaskCancellationHandler` (Moya has no async API), or the call moved to URLSession's "
            + "`data(for:)` |"
        #expect(rows(task, line: 18) == ["| 18 | `rx` | \(Self.rxRow) |", request])
        #expect(rulesRow(rules, "rx.request")?.contains("Moya 13 to 15 have no async/await API") == true)
    }

    @Test func aScrollViewsContentOffsetGetsTheKVOOrDelegateRecipe() throws {
        let (task, rules) = try workspace()
        let contentOffset: String =
            "| 19 | `contentOffset` (`rx.contentOffset`) | the scroll view delegate's `scrollViewDidScroll(_:)` "
            + "reading `contentOffset`, or KVO `scrollView.observe(\\.contentOffset, options: [.new])`, "
            + "yielding into an AsyncStream |"
        #expect(rows(task, line: 19) == ["| 19 | `rx` | \(Self.rxRow) |", contentOffset])
        let row = try #require(rulesRow(rules, "rx.contentOffset"))
        #expect(row.contains("| ui-binding | ") && row.contains("| `scrollView.publisher(for: \\.contentOffset)` |"))
    }

    @Test func anRxEnumeratedGetsACounterInTheLoopAndAnArraysEnumeratedIsNotCounted() throws {
        let (task, rules, occurrences) = try workspace(source: Self.streamsSource)
        #expect(
            occurrences.filter { $0.hasPrefix("10 ") || $0.hasPrefix("11 ") } == [
                "10 enumerated enumerated", "10 scan scan", "10 subscribe subscribe", "10 disposed disposed",
            ])
        let enumerated: String =
            "| 10 | `enumerated` | a counter in the `for await` loop (`var index = 0` before it, `index += 1` at the "
            + "end of each pass) |"
        #expect(rows(task, line: 10).prefix(1) == [enumerated])
        #expect(rows(task, line: 11) == [])
        let row = try #require(rulesRow(rules, "enumerated"))
        #expect(
            row.contains(
                "| operator | a counter in the `for await` loop (`var index = 0` before it, `index += 1` at the end "
                    + "of each pass) | scan(_:_:) with an `(index, element)` tuple, or zip with a counter |"))
    }

    /// `concat` orders its parts (a reactor's loading flag set, the load, the flag reset): its recipe awaits them one
    /// after the other, never `async let`, which runs them at once as `zip`'s may.
    @Test func concatAwaitsItsPartsInOrderNotTogether() throws {
        let source = """
            import RxSwift
            import RxCocoa
            final class FeedViewController {
                func load() -> Observable<Int> { .just(1) }
                func mutate() -> Observable<Int> {
                    return .concat([.just(0), load(), .just(2)])
                }
                func steps() -> Observable<Int> { Observable.concat(.just(0), load()) }
                func pairs() -> Observable<(Int, Int)> { Observable.zip(load(), load()) }
            }
            """
        let (task, rules, occurrences) = try workspace(source: source)
        #expect(occurrences.filter { $0.contains(" concat ") } == ["6 concat concat", "8 concat concat"])
        let inOrder: String =
            "the parts in order, one after the other: a `try await` for each one-shot value, a `for try await` loop "
            + "for each stream (swift-async-algorithms' `chain(a, b)` joins two sequences); never `async let`, which "
            + "runs them at once |"
        #expect(rows(task, line: 6).filter { $0.contains("`concat`") } == ["| 6 | `concat` | " + inOrder])
        #expect(rows(task, line: 8).filter { $0.contains("`concat`") } == ["| 8 | `concat` | " + inOrder])
        #expect(rows(task, line: 9).contains { $0.hasPrefix("| 9 | `zip` (`combineLatest`) | one-shot values") })
        let row = try #require(rulesRow(rules, "concat"))
        #expect(row.contains("becomes three statements of its async `mutate`"))
    }

    @Test func mergeOfAStreamOfStreamsIsATaskGroupAndObservableMergeKeepsTheTwoOrThreeSequenceMerge() throws {
        let (task, rules, occurrences) = try workspace(source: Self.streamsSource)
        #expect(
            occurrences.filter { $0.contains(" merge ") } == [
                "12 merge combineLatest", "13 merge merge(maxConcurrent:)", "14 merge merge(maxConcurrent:)",
            ])
        let staticMerge: String =
            "| 12 | `merge` (`combineLatest`) | one-shot values (`Single`s, one-element streams): `async let` each, "
            + "awaited together (a task group for a list); streams: combineLatest / zip / merge "
            + "(swift-async-algorithms), which take 2 or 3 sequences: nest them for more |"
        let taskGroup: String =
            "a task group (`withThrowingTaskGroup`) with a child task iterating each inner stream: for "
            + "`merge(maxConcurrent: n)` at most n in flight, the next added once `group.next()` returns; for "
            + "`merge()` one per inner stream as it arrives |"
        #expect(rows(task, line: 12).filter { $0.contains("`merge`") } == [staticMerge])
        #expect(
            rows(task, line: 13).filter { $0.contains("`merge`") } == [
                "| 13 | `merge` (`merge(maxConcurrent:)`) | " + taskGroup
            ])
        #expect(
            rows(task, line: 14).filter { $0.contains("`merge`") } == [
                "| 14 | `merge` (`merge(maxConcurrent:)`) | " + taskGroup
            ])
        let row = try #require(rulesRow(rules, "merge(maxConcurrent:)"))
        #expect(row.contains("| flatMap(maxPublishers: .max(n)) { $0 } (`flatMap { $0 }` for `merge()`) |"))
        #expect(row.contains("FarewellAsync has no `flatMap`"))
    }
}

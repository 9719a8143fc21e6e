import Foundation
import Testing

@testable import FarewellKit

/// A subscription helper of the project (`subscribe(disposeBag, driver) { }`) consumes streams: its task keeps it as
/// it is for the callers in other tasks, like a subscription holder, and suggests an `AsyncSequence` overload; it
/// asks for no async core and no Rx-facing shim, and the callers need not wait for it.
@Suite struct PlannerSubscriptionHelperTests {
    static let package = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Chat",
            dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")],
            targets: [
                .target(name: "ChatKit", dependencies: ["RxSwift", "RxCocoa"]),
                .target(name: "Chat", dependencies: ["ChatKit", "RxSwift", "RxCocoa"]),
            ]
        )
        """

    static let helper = """
        import RxSwift
        import RxCocoa

        public func subscribe<T>(_ bag: DisposeBag, _ driver: Driver<T>, _ onNext: ((T) -> Void)? = nil) {
            driver
                .drive(onNext: onNext)
                .disposed(by: bag)
        }
        """

    static let clock = """

        public final class Clock {
            public init() {}
            public func ticks() -> Observable<Int> {
                Observable.interval(.seconds(1), scheduler: MainScheduler.instance)
            }
        }
        """

    static let screen = """
        import UIKit
        import RxSwift
        import RxCocoa
        import ChatKit

        final class FeedViewController: UIViewController {
            let bag = DisposeBag()
            let title = Driver.just("Feed")
            override func viewDidLoad() {
                subscribe(bag, title) { print($0) }
            }
        }
        """

    static func scanned(helperFile: String, screen: String = screen) throws -> Inventory {
        let files = [
            "/repo/Package.swift": package,
            "/repo/Sources/ChatKit/Subscribe.swift": helperFile,
            "/repo/Sources/Chat/Scenes/Feed/FeedViewController.swift": screen,
        ]
        return try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    }

    static func planned(helperFile: String) throws -> (Inventory, Plan) {
        let inventory = try scanned(helperFile: helperFile)
        return (inventory, Planner().plan(inventory, previous: nil))
    }

    @Test func theHelpersTaskKeepsItForItsCallersWithoutAShim() throws {
        let (inventory, plan) = try Self.planned(helperFile: Self.helper + Self.clock)
        let kit = try #require(plan.tasks(holding: "Sources/ChatKit/Subscribe.swift").first)
        let feed = try #require(plan.tasks(holding: "Sources/Chat/Scenes/Feed/FeedViewController.swift").first)
        #expect(kit.id != feed.id)
        #expect(
            kit.shims.map { "\($0.api) \($0.strategy.rawValue) \($0.callerTasks)" } == [
                "subscribe subscription-helper [\"\(feed.id)\"]"
            ])
        #expect(!feed.dependsOn.contains(kit.id))
        let body = TaskMarkdown.body(kit, context: WorkspaceContext(plan: plan))
        #expect(!body.contains("Give each an async core and keep an Rx-facing shim"))
        #expect(body.contains("| 6 | `drive` | keep as it is while the callers under Boundary use it |\n"))
        #expect(body.contains("| 12 | `interval` | see rules.md |\n"))
        #expect(
            body.contains(
                """
                These subscription helpers are called outside this task (`subscribe(disposeBag, stream) { }`, or a \
                function given the `DisposeBag` its own subscriptions go into): they consume streams rather than make \
                them, so they get no async core and no shim. Keep each as it is while the callers below use it: \
                `farewell verify`, `status` and `check` leave its lines out of this task's scope until then. Add an \
                overload for them to move to, taking an `AsyncSequence` for a stream (`Task { for await value in \
                stream { … } }`) and keeping the `Task` it starts, stored and cancelled with the owner, in place of \
                the bag; the task that moves the last of them deletes the Rx one (it counts for this task again once \
                they have moved), and the cleanup wave deletes what is left.
                """))
        #expect(
            kit.summary.hasSuffix(
                " Keep subscribe (subscription helpers, no shim; add an async overload) until their callers move."))
        // The helper's lines, signature and body, are out of its task's scope while the screen calls it.
        #expect(ScopeCheck.remaining(kit, in: inventory, plan: plan).map(\.occurrence.line) == [11, 12, 12, 12])
        #expect(ScopeCheck.remaining(feed, in: inventory, plan: plan).map(\.occurrence.line) == [7, 8, 8, 10])
        // Once the screen has moved off it, they count for its task again.
        let moved = try Self.scanned(
            helperFile: Self.helper + Self.clock,
            screen: Self.screen.replacingOccurrences(of: "subscribe(bag, title) { print($0) }", with: "print(title)"))
        #expect(
            ScopeCheck.remaining(kit, in: moved, plan: plan).map(\.occurrence.line) == [4, 4, 6, 7, 11, 12, 12, 12])
    }

    /// A function given a `DisposeBag` alone, which its own subscriptions go into, and giving no Rx back
    /// (`hideKeyboardWhenTappedAround(bag:)`) is a subscription helper too: its calls count where they are written and
    /// its task keeps it for them, without a shim. A view model's `transform(_:_:) -> Output` taking a bag makes the
    /// streams of its output: an API like the others.
    @Test func aFunctionGivenABagAloneIsAHelperButATransformToAnOutputIsNot() throws {
        let helper = """
            import UIKit
            import RxSwift
            import RxCocoa

            public extension UIViewController {
                func hideKeyboardWhenTappedAround(bag: DisposeBag) {
                    let tap = UITapGestureRecognizer()
                    view.addGestureRecognizer(tap)
                    tap.rx.event.subscribe(onNext: { [weak self] _ in self?.view.endEditing(true) }).disposed(by: bag)
                }
            }

            public final class FeedModel {
                public struct Input { public let reload: Observable<Void> }
                public struct Output { public let titles: Driver<[String]> }
                public init() {}
                public func transform(_ input: Input, _ bag: DisposeBag) -> Output {
                    Output(titles: input.reload.map { ["a"] }.asDriver(onErrorJustReturn: []))
                }
            }
            """
        let screen = """
            import UIKit
            import RxSwift
            import ChatKit

            final class FeedViewController: UIViewController {
                let bag = DisposeBag()
                let model = FeedModel()
                override func viewDidLoad() {
                    hideKeyboardWhenTappedAround(bag: bag)
                    _ = model.transform(FeedModel.Input(reload: .just(())), bag)
                }
            }
            """
        let inventory = try Self.scanned(helperFile: helper, screen: screen)
        let kit = try #require(inventory.files.first { $0.path == "Sources/ChatKit/Subscribe.swift" })
        #expect(
            kit.apis.filter(\.isSubscriptionHelper).map(\.qualifiedName) == [
                "UIViewController.hideKeyboardWhenTappedAround"
            ])
        let feed = try #require(inventory.files.first { $0.path.hasSuffix("FeedViewController.swift") })
        #expect(
            feed.occurrences.filter { $0.construct == Catalog.subscriptionHelperID }.map { "\($0.line) \($0.symbol)" }
                == ["9 hideKeyboardWhenTappedAround"])
        let plan = Planner().plan(inventory, previous: nil)
        let task = try #require(plan.tasks(holding: "Sources/ChatKit/Subscribe.swift").first)
        #expect(
            task.shims.map { "\($0.api) \($0.strategy.rawValue)" }.sorted() == [
                "FeedModel.Input.reload shim", "FeedModel.transform shim",
                "UIViewController.hideKeyboardWhenTappedAround subscription-helper",
            ])
    }

    /// A helper declared as a protocol's requirement and implemented in its extension: the calls reach the
    /// implementation through the requirement, so its lines are the helper's too, and a file of that alone goes to its
    /// callers' task.
    @Test func aProtocolsDefaultHelperIsKeptWithItsRequirement() throws {
        let helper = """
            import UIKit
            import RxSwift
            import RxCocoa

            public protocol KeyboardDismissable: AnyObject {
                func hideKeyboardWhenTappedAround(bag: DisposeBag)
            }

            extension KeyboardDismissable where Self: UIViewController {
                public func hideKeyboardWhenTappedAround(bag: DisposeBag) {
                    let tap = UITapGestureRecognizer()
                    view.addGestureRecognizer(tap)
                    tap.rx.event.bind(onNext: { [weak self] _ in self?.view.endEditing(true) }).disposed(by: bag)
                }
            }
            """
        let screen = """
            import UIKit
            import RxSwift
            import ChatKit

            final class FeedViewController: UIViewController, KeyboardDismissable {
                let bag = DisposeBag()
                override func viewDidLoad() {
                    hideKeyboardWhenTappedAround(bag: bag)
                }
            }
            """
        let inventory = try Self.scanned(helperFile: helper, screen: screen)
        let plan = Planner().plan(inventory, previous: nil)
        let tasks = plan.tasks.filter { $0.kind == .migration }
        #expect(
            tasks.map { $0.files.map(\.path) } == [
                ["Sources/Chat/Scenes/Feed/FeedViewController.swift", "Sources/ChatKit/Subscribe.swift"]
            ])
    }

    /// A file holding helpers alone has nothing to migrate while its callers use them: it goes to the task of its
    /// last callers, which deletes it once they have moved.
    @Test func aFileOfHelpersAloneGoesToItsLastCallersTask() throws {
        let (inventory, plan) = try Self.planned(helperFile: Self.helper)
        let tasks = plan.tasks.filter { $0.kind == .migration }
        #expect(
            tasks.map { $0.files.map(\.path) } == [
                ["Sources/Chat/Scenes/Feed/FeedViewController.swift", "Sources/ChatKit/Subscribe.swift"]
            ])
        let task = try #require(tasks.first)
        #expect(task.shims.isEmpty)
        #expect(
            ScopeCheck.remaining(task, in: inventory, plan: plan).map(\.occurrence.line) == [7, 8, 8, 10, 4, 4, 6, 7])
    }
}

import Testing

@testable import FarewellKit

/// A caller in a file without Rx of its own is in no task: the task changing the API it calls updates it, keeps no
/// shim for it, and the cleanup never says it has moved. Here a screen with no Rx import passes its base class's
/// `DisposeBag` to a binder's method returning a `Disposable` (one returning nothing would be a subscription helper,
/// whose calls count where they are written).
@Suite struct PlannerUntaskedCallerTests {
    static let package = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "App",
            dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")],
            targets: [.target(name: "App", dependencies: ["RxSwift", "RxCocoa"], path: "App")]
        )
        """

    static let files = [
        "/repo/Package.swift": package,
        "/repo/App/ViewController.swift": """
        import UIKit
        import RxSwift

        open class ViewController: UIViewController {
            public let bag = DisposeBag()
        }
        """,
        "/repo/App/Foo/FooViewBinder.swift": """
        import RxSwift
        import RxCocoa

        struct FooViewBinder {
            func bind(view: FooView, using bag: DisposeBag) -> Disposable {
                view.button.rx.tap.subscribe(onNext: { })
            }
        }
        """,
        "/repo/App/Foo/FooViewController.swift": """
        final class FooViewController: ViewController {
            let binder = FooViewBinder()
            let fooView = FooView()

            override func viewDidLoad() {
                super.viewDidLoad()
                binder.bind(view: fooView, using: bag)
            }
        }
        """,
    ]

    static let caller = "App/Foo/FooViewController.swift"

    static func planned(_ settings: PlanSettings = PlanSettings()) throws -> Plan {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        return Planner(settings: settings).plan(inventory, previous: nil)
    }

    /// The `## Boundary` section of a task's file, up to its bridges.
    static func boundary(_ task: PlanTask, _ plan: Plan) throws -> String {
        let body = TaskMarkdown.body(task, context: WorkspaceContext(plan: plan))
        let start = try #require(body.range(of: "## Boundary\n\n"))
        let end = try #require(body.range(of: "Bridges:\n", range: start.upperBound..<body.endIndex))
        return String(body[start.upperBound..<end.lowerBound])
    }

    @Test func theTaskChangingTheAPIUpdatesACallerNoTaskHoldsWithoutAShim() throws {
        let plan = try Self.planned()
        let task = try #require(plan.tasks(holding: "App/Foo/FooViewBinder.swift").first)
        #expect(task.files.map(\.path) == ["App/Foo/FooViewBinder.swift", "App/ViewController.swift"])
        #expect(plan.tasks(holding: Self.caller).isEmpty)
        #expect(task.shims.map(\.api) == ["ViewController.bag"])
        #expect(task.shims.map(\.callers) == [[SourceLocation(path: Self.caller, line: 7, column: 43)]])
        #expect(
            task.callerUpdates == [
                Shim(
                    api: "FooViewBinder.bind",
                    declaration: SourceLocation(path: "App/Foo/FooViewBinder.swift", line: 5, column: 10),
                    rxTypes: ["Disposable", "DisposeBag"], callers: [SourceLocation(path: Self.caller, line: 7, column: 16)],
                    callerTasks: [])
            ])
        #expect(
            try Self.boundary(task, plan) == """
                These APIs are called from files no task lists: update these callers in this task; they hold no Rx \
                of their own, so no other task moves them and no shim is kept for them.

                - `FooViewBinder.bind` (`Disposable`, `DisposeBag`), declared at `App/Foo/FooViewBinder.swift:5`:
                  - `App/Foo/FooViewController.swift:7`

                These subscription holders are used outside this task (a subclass's or a caller's `.disposed(by:)`): \
                lifetimes, not streams, so they get no async core and no shim. Keep each as it is while the callers \
                below use it: `farewell verify`, `status` and `check` leave the lines declaring it out of this task's \
                scope until then. The task that moves the last of them deletes it (it counts for this task again once \
                they have moved); the cleanup wave deletes what is left.

                - `ViewController.bag` (`DisposeBag`), declared at `App/ViewController.swift:5`:
                  - `App/Foo/FooViewController.swift:7`
                  - Used in files no task lists (no Rx of their own): this task updates \
                `App/Foo/FooViewController.swift:7` (above). Delete it in this task once they no longer use it.


                """)
        let cleanup = try #require(plan.tasks.first { $0.kind == .cleanup })
        let removals = TaskCleanupSection.removals(cleanup, context: WorkspaceContext(plan: plan))
        #expect(removals.hasPrefix("## Removals\n\n1. Feature flags"))
        #expect(
            removals.contains(
                """
                2. Shims (their callers have moved):
                   - `ViewController.bag` at `App/ViewController.swift:5` (from \(task.id); a subscription holder, if \
                still there)
                3. Manifest lines
                """))
        #expect(cleanup.points == 4)
    }

    /// Apart, the base class's task names the binder's task as the one updating the line that passes its
    /// `DisposeBag` on, and so deleting it.
    @Test func aHolderUsedOnlyInAFileNoTaskHoldsNamesTheTaskThatUpdatesThatUse() throws {
        let plan = try Self.planned(PlanSettings(maxFiles: 1))
        let base = try #require(plan.tasks(holding: "App/ViewController.swift").first)
        let binder = try #require(plan.tasks(holding: "App/Foo/FooViewBinder.swift").first)
        #expect(base.id != binder.id)
        #expect(binder.shims.isEmpty)
        #expect(binder.callerUpdates.map(\.api) == ["FooViewBinder.bind"])
        let text = try Self.boundary(base, plan)
        #expect(
            text.hasSuffix(
                """
                - `ViewController.bag` (`DisposeBag`), declared at `App/ViewController.swift:5`:
                  - `App/Foo/FooViewController.swift:7`
                  - Used in files no task lists (no Rx of their own): \(binder.id) updates \
                `App/Foo/FooViewController.swift:7`. \(binder.id) deletes it once it has updated them.


                """))
        let binderText = try Self.boundary(binder, plan)
        #expect(
            binderText == """
                No API in scope is used by another task: no shim is needed.

                These APIs are called from files no task lists: update these callers in this task; they hold no Rx \
                of their own, so no other task moves them and no shim is kept for them.

                - `FooViewBinder.bind` (`Disposable`, `DisposeBag`), declared at `App/Foo/FooViewBinder.swift:5`:
                  - `App/Foo/FooViewController.swift:7`


                """)
        #expect(!binderText.contains("the tasks that own those callers"))
    }

    /// A use of a holder that no task's change reaches stays until the cleanup, which says so.
    @Test func aHolderUseNoTaskChangesIsLeftToTheCleanupWhichSaysSo() throws {
        var files = Self.files
        files["/repo/App/Foo/FooViewController.swift"] = """
            final class FooViewController: ViewController {
                func keep() { hold(bag) }
                func hold(_ value: Any) {}
            }
            """
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        let plan = Planner().plan(inventory, previous: nil)
        let task = try #require(plan.tasks(holding: "App/ViewController.swift").first)
        #expect(task.callerUpdates.isEmpty)
        #expect(
            try Self.boundary(task, plan).contains(
                "  - Used in files no task lists (no Rx of their own): no task changes "
                    + "`App/Foo/FooViewController.swift:2`. The cleanup wave deletes it and updates that use.\n"))
        let cleanup = try #require(plan.tasks.first { $0.kind == .cleanup })
        let removals = TaskCleanupSection.removals(cleanup, context: WorkspaceContext(plan: plan))
        #expect(
            removals.contains(
                "   - `ViewController.bag` at `App/ViewController.swift:5` (from \(task.id); a subscription holder, if "
                    + "still there): `App/Foo/FooViewController.swift:2` still uses it, in a file no task lists: "
                    + "update it too\n"))
    }
}

import FarewellKit
import Foundation
import Testing

@testable import FarewellCLI

/// A task tells the agent to keep the new code in `ThemeViewModel.swift` and move the old Rx path into
/// `ThemeViewModel+Rx.swift`; the cleanup task deletes that file. `status`, `verify`, `plan` and `check` must
/// let the migration task finish after that move.
@Suite struct RxFileCommandTests {
    static let viewModel = """
        import RxCocoa
        import RxSwift

        final class ThemeViewModel {
            let themes = BehaviorRelay<[String]>(value: [])

            func select(_ index: Int) -> Observable<String> {
                themes.map { $0[index] }
            }
        }

        """

    static let viewController = """
        import RxSwift
        import UIKit

        final class ThemeViewController: UIViewController {
            private let disposeBag = DisposeBag()
            let viewModel = ThemeViewModel()

            override func viewDidLoad() {
                super.viewDidLoad()
                viewModel.select(0).subscribe(onNext: { print($0) }).disposed(by: disposeBag)
            }
        }

        """

    /// An Rx extension of a type the app does not declare: ordinary code, planned in a migration task.
    static let viewExtension = """
        import RxCocoa
        import RxSwift
        import UIKit

        extension Reactive where Base: UIView {
            var isHiddenNow: Binder<Bool> { Binder(base) { view, hidden in view.isHidden = hidden } }
        }

        """

    static let migratedViewModel = """
        final class ThemeViewModel {
            var themes: [String] = []

            func select(_ index: Int) async -> String { themes[index] }
        }

        """

    static let oldRxPath = """
        import RxCocoa
        import RxSwift

        extension ThemeViewModel {
            func themesRelay() -> BehaviorRelay<[String]> { .init(value: themes) }

            func select(_ index: Int) -> Observable<String> {
                themesRelay().map { $0[index] }
            }
        }

        """

    static let rxPath = "App/ThemeViewModel+Rx.swift"

    /// Planned (T-003 the theme screen, T-004 the UIView extension, T-005 the cleanup), then T-003's view model
    /// migrated as the task says.
    static func afterTheMove() throws -> PlanHarness {
        let harness = PlanHarness([
            "/repo/.git/HEAD": "ref: refs/heads/main\n", "/repo/App/ThemeViewModel.swift": viewModel,
            "/repo/App/ThemeViewController.swift": viewController, "/repo/App/UIView+Rx.swift": viewExtension,
        ])
        #expect(harness.run(["plan"]).code == 0)
        #expect(try files(of: "T-003", harness) == ["App/ThemeViewController.swift", "App/ThemeViewModel.swift"])
        #expect(try files(of: "T-004", harness) == ["App/UIView+Rx.swift"])
        #expect(try files(of: "T-005", harness) == [])
        try harness.fileSystem.write(migratedViewModel, to: "/repo/App/ThemeViewModel.swift")
        try harness.fileSystem.write(oldRxPath, to: "/repo/" + rxPath)
        return harness
    }

    /// The `files` of a task's front matter.
    static func files(of id: String, _ harness: PlanHarness) throws -> [String] {
        let path = try #require(harness.files.keys.first { $0.hasPrefix("/repo/tasks/\(id)-") })
        let document = try FrontMatterParser.parse(try #require(harness.files[path]), path: path)
        return try #require(document.frontMatter["files"]?.list)
    }

    @Test func statusAndVerifyCountTheOldRxPathForTheCleanupTask() throws {
        let harness = try Self.afterTheMove()
        let status = harness.run(["status", "--format", "json"])
        #expect(status.code == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(status.out.utf8)) as? [String: Any])
        let warnings = try #require(json["warnings"] as? [String: Any])
        #expect((warnings["untracked"] as? [Any])?.isEmpty == true)
        let tasks = try #require(json["tasks"] as? [[String: Any]])
        let remaining = Dictionary(uniqueKeysWithValues: tasks.map { ($0["id"] as? String ?? "", $0["remaining"]) })
        #expect(remaining["T-003"] as? Int == 3)
        #expect(remaining["T-005"] as? Int == 3)
        let migration = harness.run(["verify", "T-003"])
        #expect(migration.code == 1)
        #expect(!migration.out.contains("+Rx.swift"))
        #expect(migration.out.hasSuffix("T-003: 3 Rx occurrences left in scope\n"))
        let cleanup = harness.run(["verify", "T-005"])
        #expect(cleanup.code == 1)
        #expect(cleanup.out.hasPrefix("\(Self.rxPath):5: BehaviorRelay\n"))
        // The cleanup also waits for the migration tasks of its module (T-003 and T-004, 3 occurrences each).
        #expect(
            cleanup.out.hasSuffix(
                "App: 6 Rx occurrences left in the module\nT-005: 3 Rx occurrences left in scope\n"
                    + "T-005: 1 cleanup item left\n"))
    }

    @Test func replanningGivesTheOldRxPathToTheCleanupTaskAndTheMigrationTaskCanFinish() throws {
        let harness = try Self.afterTheMove()
        #expect(harness.run(["track", "T-003", "--status", "in-progress", "--pr", "12"]).code == 0)
        let plan = harness.run(["plan"])
        #expect(plan.code == 0)
        #expect(try Self.files(of: "T-003", harness) == ["App/ThemeViewController.swift"])
        #expect(try Self.files(of: "T-004", harness) == ["App/UIView+Rx.swift"])
        #expect(try Self.files(of: "T-005", harness) == [Self.rxPath])
        let task = try #require(harness.files.first { $0.key.hasPrefix("/repo/tasks/T-003-") }?.value)
        #expect(task.contains("\nstatus: in-progress\npr: 12\n"))
        // The view controller migrated too: the task is done, though the old Rx path is still there.
        try harness.fileSystem.write("final class ThemeViewController {}\n", to: "/repo/App/ThemeViewController.swift")
        #expect(harness.run(["verify", "T-003"]).out == "T-003: no Rx left in scope (1 file)\n")
        #expect(
            harness.run(["verify", "T-005"]).out.hasSuffix(
                "App: 3 Rx occurrences left in the module\nT-005: 3 Rx occurrences left in scope\n"
                    + "T-005: 1 cleanup item left\n"))
        #expect(harness.run(["check"]).code == 0)
        #expect(harness.run(["plan"]).code == 0)
        #expect(try Self.files(of: "T-005", harness) == [Self.rxPath])
        #expect(harness.run(["plan", "--check"]).code == 0)
    }

    /// An Rx extension declared in a file already named `Reachability+Rx.swift` (live code, in its migration task):
    /// after the move its Boundary describes (the plain core in `Reachability+Async.swift`, the shim left where it is,
    /// in the file that keeps the old Rx path), `verify` passes and that file is the cleanup task's.
    @Test func anRxExtensionInAPlusRxFileVerifiesAfterTheMoveItsBoundaryNames() throws {
        let harness = PlanHarness([
            "/repo/.git/HEAD": "ref: refs/heads/main\n",
            "/repo/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "App",
                dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")],
                targets: [
                    .target(name: "Net", dependencies: ["RxSwift"]),
                    .target(name: "UseCases", dependencies: ["Net", "RxSwift"]),
                ]
            )

            """,
            "/repo/Sources/Net/Reachability+Rx.swift": """
            import RxSwift

            public struct Reachability: ReactiveCompatible {}

            public extension Reactive where Base == Reachability {
                static var status: Observable<Bool> { .just(true) }
            }

            """,
            "/repo/Sources/UseCases/ImageUseCase.swift": """
            import Net
            import RxSwift

            struct ImageUseCase {
                func online() -> Observable<Bool> { Reachability.rx.status.filter { $0 } }
            }

            """,
        ])
        #expect(harness.run(["plan"]).code == 0)
        #expect(try Self.files(of: "T-003", harness) == ["Sources/Net/Reachability+Rx.swift"])
        let task = try #require(harness.files.first { $0.key.hasPrefix("/repo/tasks/T-003-") }?.value)
        #expect(
            task.contains(
                "in `Sources/Net/Reachability+Async.swift`, and keep this member as a thin shim over it where it is, "
                    + "in `Sources/Net/Reachability+Rx.swift` (that file keeps the old Rx path, and the cleanup wave "
                    + "deletes it)"))
        #expect(
            task.contains(
                "Keep the old path unchanged, in a `+Rx.swift` file next to the original, so the files in scope hold "
                    + "no Rx (`Sources/Net/Reachability+Rx.swift`, in scope, is such a file already: it keeps only its "
                    + "old path, the new code goes to `Sources/Net/Reachability+Async.swift`, and once that file is "
                    + "there `verify` leaves it to the cleanup task).\n"))
        #expect(harness.run(["verify", "T-003"]).code == 1)
        // A core of comments and imports alone is no new code: the file stays in scope, with its Rx.
        try harness.fileSystem.write(
            "// The async core of Reachability.\nimport Foundation\n", to: "/repo/Sources/Net/Reachability+Async.swift")
        #expect(harness.run(["verify", "T-003"]).code == 1)
        try harness.fileSystem.write(
            """
            public struct Reachability {
                public static var status: AsyncStream<Bool> {
                    AsyncStream { continuation in
                        continuation.yield(true)
                        continuation.finish()
                    }
                }
            }

            """, to: "/repo/Sources/Net/Reachability+Async.swift")
        try harness.fileSystem.write(
            """
            import RxSwift

            extension Reachability: ReactiveCompatible {}

            public extension Reactive where Base == Reachability {
                static var status: Observable<Bool> { .just(true) }
            }

            """, to: "/repo/Sources/Net/Reachability+Rx.swift")
        let verified = harness.run(["verify", "T-003"])
        #expect(verified.code == 0)
        #expect(verified.out == "T-003: no Rx left in scope (1 file)\n")
        let cleanup = harness.run(["verify", "T-005"])
        #expect(cleanup.code == 1)
        #expect(cleanup.out.hasPrefix("Sources/Net/Reachability+Rx.swift:3: ReactiveCompatible (Reactive)\n"))
        #expect(harness.run(["check"]).code == 0)
        #expect(harness.run(["plan"]).code == 0)
        #expect(try Self.files(of: "T-005", harness) == ["Package.swift", "Sources/Net/Reachability+Rx.swift"])
        #expect(harness.run(["plan", "--check"]).code == 0)
        #expect(harness.run(["verify", "T-003"]).code == 0)
    }
}

import FarewellKit
import Foundation
import Testing

@testable import FarewellCLI

/// A migration may delete, rename or merge the files of its scope: operator extensions moved unchanged to a
/// `+Rx.swift` file, as shims for other tasks, leave theirs empty, and it goes. A file that is gone holds no Rx, so
/// `verify` passes and names it, while a folder without most of the plan's files is still another folder.
@Suite struct PlanVerifyDeletedFileTests {
    static let extensions = """
        import RxSwift

        extension ObservableType {
            func catchErrorJustComplete() -> Observable<Element> {
                self.catch { _ in .empty() }
            }
        }

        """

    static let viewModel = """
        import RxSwift

        final class ThemeViewModel {
            let themes: Observable<[String]>

            init(themes: Observable<[String]>) {
                self.themes = themes.catchErrorJustComplete()
            }
        }

        """

    static let viewController = """
        import RxSwift
        import UIKit

        final class ThemeViewController: UIViewController {
            private let disposeBag = DisposeBag()
            let viewModel = ThemeViewModel(themes: .just([]))

            override func viewDidLoad() {
                super.viewDidLoad()
                viewModel.themes.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
            }
        }

        """

    static let migratedViewModel = """
        final class ThemeViewModel {
            var themes: [String] = []
        }

        """

    /// Planned: T-003 the operator extensions, T-004 the theme screen (view model and view controller).
    static func planned() throws -> PlanHarness {
        let harness = PlanHarness([
            "/repo/.git/HEAD": "ref: refs/heads/main\n", "/repo/App/Observable+CatchError.swift": extensions,
            "/repo/App/ThemeViewModel.swift": viewModel, "/repo/App/ThemeViewController.swift": viewController,
        ])
        #expect(harness.run(["plan"]).code == 0)
        #expect(try RxFileCommandTests.files(of: "T-003", harness) == ["App/Observable+CatchError.swift"])
        #expect(
            try RxFileCommandTests.files(of: "T-004", harness) == [
                "App/ThemeViewController.swift", "App/ThemeViewModel.swift",
            ])
        return harness
    }

    @Test func verifyPassesATaskWhoseOnlyFileMovedToAnRxFileAndWasDeleted() throws {
        let harness = try Self.planned()
        try harness.fileSystem.remove("/repo/App/Observable+CatchError.swift")
        try harness.fileSystem.write(Self.extensions, to: "/repo/App/Observable+Rx.swift")
        let result = harness.run(["verify", "T-003"])
        #expect(result.err == "")
        #expect(result.code == 0)
        #expect(result.out == "T-003: no Rx left in scope (1 file, 1 deleted: App/Observable+CatchError.swift)\n")
    }

    @Test func verifyPassesATaskWhoseMigrationDeletedOneFileAndMigratedTheOther() throws {
        let harness = try Self.planned()
        try harness.fileSystem.remove("/repo/App/ThemeViewController.swift")
        let halfway = harness.run(["verify", "T-004"])
        #expect(halfway.err == "")
        #expect(halfway.code == 1)
        #expect(
            halfway.out == """
                App/ThemeViewModel.swift:4: Observable
                App/ThemeViewModel.swift:6: Observable
                App/ThemeViewModel.swift:7: catchErrorJustComplete (catchAndReturn)
                T-004: 3 Rx occurrences left in scope

                """)
        try harness.fileSystem.write(Self.migratedViewModel, to: "/repo/App/ThemeViewModel.swift")
        let done = harness.run(["verify", "T-004"])
        #expect(done.err == "")
        #expect(done.code == 0)
        #expect(done.out == "T-004: no Rx left in scope (2 files, 1 deleted: App/ThemeViewController.swift)\n")
    }

    @Test func verifyStillExits66WhereMostFilesOfThePlanAreMissing() throws {
        let harness = try Self.planned()
        try harness.fileSystem.remove("/repo/App")
        let screen = harness.run(["verify", "T-004"])
        #expect(screen.code == 66)
        #expect(screen.out == "")
        #expect(
            screen.err
                == "error: T-004: 2 files in scope are not under /repo (App/ThemeViewController.swift, "
                + "App/ThemeViewModel.swift): run verify from the repository the plan was made for, or pass it as PATH\n"
        )
        let extensions = harness.run(["verify", "T-003"])
        #expect(extensions.code == 66)
        #expect(
            extensions.err
                == "error: T-003: 1 file in scope is not under /repo (App/Observable+CatchError.swift): run verify "
                + "from the repository the plan was made for, or pass it as PATH\n")
    }
}

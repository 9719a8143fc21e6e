import FarewellKit
import Foundation
import Testing

@testable import FarewellCLI

@Suite struct PlanVerifyTests {
    static let task = PlanTask(
        id: "T-002", title: "Networking", slug: "networking", kind: .migration, wave: "W1", module: "Networking",
        layer: .infra, files: [TaskFile(path: "Sources/Networking/APIClient.swift", occurrences: [])], points: 3,
        flag: "rx_migration_t_002", status: .inReview, pr: "77")

    /// A repository at `/repo` whose workspace holds one task with people's sections filled in.
    static func harness() -> PlanHarness {
        let context = WorkspaceContext(plan: Plan(waves: [], tasks: [task], baseline: 3))
        let text = TaskMarkdown.render(task, context: context)
            .replacingOccurrences(of: "## Notes\n", with: "## Notes\n\nAsk Ana.\n")
        return PlanHarness([
            "/repo/.git/HEAD": "x", "/repo/Sources/Networking/APIClient.swift": "import Foundation\n",
            "/repo/tasks/T-002-networking.md": text,
        ])
    }

    @Test func verifyPassesWhenNoRxIsLeftInScope() {
        let result = Self.harness().run(["verify", "T-002"])
        #expect(result.code == 0)
        #expect(result.out == "T-002: no Rx left in scope (1 file)\n")
    }

    @Test func verifyOfACleanupTaskListsTheDependencyLinesAndImportsStillThere() {
        let cleanup = PlanTask(
            id: "T-009", title: "Cleanup: Podfile", slug: "cleanup-podfile", kind: .cleanup, wave: "W9",
            module: "", layer: .unknown, files: [TaskFile(path: "Podfile", occurrences: [])], points: 1, flag: "",
            status: .todo, pr: nil)
        let context = WorkspaceContext(plan: Plan(waves: [], tasks: [cleanup], baseline: 0))
        var files = [
            "/repo/.git/HEAD": "x",
            "/repo/App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ objects = {}; rootObject = X; }\n",
            "/repo/Podfile": "target 'App' do\n  pod 'RxSwift'\n  pod 'Moya/RxSwift'\nend\n",
            "/repo/App/Plain.swift": "import RxSwift\nlet x = 1\n",
            "/repo/tasks/T-009-cleanup-podfile.md": TaskMarkdown.render(cleanup, context: context),
        ]
        let before = PlanHarness(files).run(["verify", "T-009"])
        #expect(before.code == 1)
        #expect(
            before.out == """
                App/Plain.swift: import RxSwift still there
                Podfile:2: RxSwift still brings Rx in
                Podfile:3: Moya/RxSwift still brings Rx in (keep `Moya`, drop the subspec)
                T-009: 3 cleanup items left

                """)
        files["/repo/Podfile"] = "target 'App' do\n  pod 'Moya'\nend\n"
        files["/repo/App/Plain.swift"] = "let x = 1\n"
        let after = PlanHarness(files).run(["verify", "T-009"])
        #expect(after.code == 0)
        #expect(after.out == "T-009: no Rx left in scope (1 file), no Rx dependency line or import left\n")
    }

    /// Run from a folder that is not the repository, the task's files are simply absent there, so free of Rx: verify
    /// says so and exits 66 rather than passing.
    @Test func verifyFromAFolderWithoutTheTaskFilesExits66NamingThem() throws {
        var harness = Self.harness()
        try harness.fileSystem.write(
            "import RxSwift\nlet ids = Observable<Int>.just(1)\n", to: "/repo/Sources/Networking/APIClient.swift")
        try harness.fileSystem.createDirectory("/empty")
        harness.currentDirectory = "/empty"
        let result = harness.run(["verify", "T-002", "--workspace", "../repo"])
        #expect(result.code == 66)
        #expect(result.out == "")
        #expect(
            result.err
                == "error: T-002: 1 file in scope is not under /empty (Sources/Networking/APIClient.swift): run verify "
                + "from the repository the plan was made for, or pass it as PATH\n")
        harness.currentDirectory = "/repo"
        #expect(harness.run(["verify", "T-002", "/empty", "--workspace", "."]).code == 66)
        #expect(harness.run(["verify", "T-002"]).code == 1)
    }

    /// Files in scope that are gone are named as deleted while most are there; where most are not, the folder is
    /// another one, and more than three missing files are named two and counted.
    @Test func verifyNamesEachFileInScopeThatIsMissing() {
        let paths = ["App/A.swift", "App/B.swift", "App/C.swift", "App/D.swift", "App/E.swift"]
        let task = PlanTask(
            id: "T-004", title: "App", slug: "app", kind: .migration, wave: "W1", module: "App", layer: .ui,
            files: paths.map { TaskFile(path: $0, occurrences: []) }, points: 5, flag: "rx_migration_t_004")
        let context = WorkspaceContext(plan: Plan(waves: [], tasks: [task], baseline: 5))
        var files = [
            "/repo/.git/HEAD": "x", "/repo/tasks/T-004-app.md": TaskMarkdown.render(task, context: context),
            "/repo/App/A.swift": "let a = 1\n", "/repo/App/B.swift": "let b = 1\n", "/repo/App/C.swift": "let c = 1\n",
        ]
        let two = PlanHarness(files).run(["verify", "T-004"])
        #expect(two.err == "")
        #expect(two.code == 0)
        #expect(two.out == "T-004: no Rx left in scope (5 files, 2 deleted: App/D.swift, App/E.swift)\n")
        files["/repo/App/A.swift"] = nil
        files["/repo/App/B.swift"] = nil
        let four = PlanHarness(files).run(["verify", "T-004"])
        #expect(four.code == 66)
        #expect(
            four.err
                == "error: T-004: 4 files in scope are not under /repo (App/A.swift, App/B.swift, … 2 more): run verify "
                + "from the repository the plan was made for, or pass it as PATH\n")
    }

    /// A cleanup task run elsewhere: its manifest is not there, so nothing says its lines are gone.
    @Test func verifyOfACleanupTaskNeedsItsManifestsButNotTheFilesItDeletes() {
        let kept = TaskFile(
            path: "App/Login+Rx.swift",
            occurrences: [
                Occurrence(line: 3, column: 9, symbol: "Observable", construct: "Observable", category: .streamType)
            ])
        let cleanup = PlanTask(
            id: "T-009", title: "Cleanup: Podfile", slug: "cleanup-podfile", kind: .cleanup, wave: "W9",
            module: "App", layer: .unknown, files: [kept, TaskFile(path: "Podfile", occurrences: [])], points: 2,
            flag: "")
        let context = WorkspaceContext(plan: Plan(waves: [], tasks: [cleanup], baseline: 1))
        var files = [
            "/repo/.git/HEAD": "x",
            "/plans/tasks/T-009-cleanup-podfile.md": TaskMarkdown.render(cleanup, context: context),
            "/repo/App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ objects = {}; rootObject = X; }\n",
            "/repo/Podfile": "target 'App' do\n  pod 'Moya'\nend\n",
        ]
        let done = PlanHarness(files).run(["verify", "T-009", "--workspace", "/plans"])
        #expect(done.err == "")
        #expect(done.code == 0)
        #expect(
            done.out
                == "T-009: no Rx left in scope (2 files, 1 deleted: App/Login+Rx.swift), no Rx dependency line or import "
                + "left\n")
        files["/elsewhere/notes.txt"] = "x"
        let elsewhere = PlanHarness(files).run(["verify", "T-009", "/elsewhere", "--workspace", "/plans"])
        #expect(elsewhere.code == 66)
        #expect(elsewhere.out == "")
        #expect(
            elsewhere.err
                == "error: T-009: 1 file in scope is not under /elsewhere (Podfile): run verify from the repository the "
                + "plan was made for, or pass it as PATH\n")
    }

    /// A task of files no target compiles says to delete them: once they are gone, it is done.
    @Test func verifyOfATaskDeletingItsFilesPassesOnceTheyAreGone() {
        let task = PlanTask(
            id: "T-005", title: "Old", slug: "old", kind: .migration, wave: "W1", module: "Old (no target)",
            layer: .unknown, files: [TaskFile(path: "Old/Legacy.swift", occurrences: [])], points: 1, flag: "")
        let context = WorkspaceContext(plan: Plan(waves: [], tasks: [task], baseline: 1))
        let result = PlanHarness([
            "/repo/.git/HEAD": "x", "/repo/tasks/T-005-old.md": TaskMarkdown.render(task, context: context),
        ]).run(["verify", "T-005"])
        #expect(result.err == "")
        #expect(result.code == 0)
        #expect(result.out == "T-005: no Rx left in scope (1 file, 1 deleted: Old/Legacy.swift)\n")
    }

    @Test func verifyRejectsAnUnknownTaskWith65() {
        let result = Self.harness().run(["verify", "T-999"])
        #expect(result.code == 65)
        #expect(result.err == "error: no task with id 'T-999' (verify checks one task: `farewell verify T-001`)\n")
        // A wave's id is no task: the message does not suggest that `verify` takes waves.
        let wave = Self.harness().run(["verify", "W1"])
        #expect(wave.code == 65)
        #expect(wave.err == "error: no task with id 'W1' (verify checks one task: `farewell verify T-001`)\n")
    }

    /// A `--workspace` folder that is not there is missing input (66), named on one line, as a missing PATH is: not
    /// an unknown task id, nor a workspace without tasks.
    @Test(arguments: [
        ["verify", "T-002"], ["status"], ["track", "T-002", "--status", "merged"], ["sync"], ["retro", "W1"],
        ["lessons", "list"], ["lessons", "add", "T-002", "Keep relays on the main actor"],
    ])
    func aMissingWorkspaceExits66NamingIt(_ command: [String]) {
        let result = Self.harness().run(command + ["--workspace", "/missing work"])
        #expect(result.code == 66)
        #expect(result.out == "")
        #expect(result.err == "error: /missing work: no such file or directory\n")
    }

    /// A workspace folder without `tasks/` has no plan to verify a task of: missing input, as `retro` and `lessons`
    /// say.
    @Test func verifyOfAWorkspaceWithoutTasksSaysItsTasksFolderIsMissing() {
        let harness = Self.harness()
        try? harness.fileSystem.write("x", to: "/repo/plans/README.md")
        let result = harness.run(["verify", "T-002", "--workspace", "plans"])
        #expect(result.code == 66)
        #expect(result.err == "error: /repo/plans/tasks: no such file or directory\n")
    }

    @Test func verifyNeedsATaskID() {
        let result = Self.harness().run(["verify"])
        #expect(result.code == 64)
        #expect(result.err.hasPrefix("error: Missing expected argument '<task-id>'\n"))
    }

    @Test func malformedFrontMatterIsReportedWithFileAndLine() throws {
        let harness = Self.harness()
        let text = try #require(harness.files["/repo/tasks/T-002-networking.md"])
        try harness.fileSystem.write(
            text.replacingOccurrences(of: "status: in-review", with: "status: doing"),
            to: "/repo/tasks/T-002-networking.md")
        let result = harness.run(["plan"])
        #expect(result.code == 65)
        #expect(result.err.hasPrefix("error: tasks/T-002-networking.md:8: unknown status 'doing'"))
    }

    @Test func replanningKeepsTaskFilesWithTheirNotesStatusAndPR() throws {
        let harness = Self.harness()
        // Rx still in scope: the task stays as it is (emptied, it would become done).
        try harness.fileSystem.write(
            "import RxSwift\nlet ids = Observable<Int>.just(1)\n", to: "/repo/Sources/Networking/APIClient.swift")
        #expect(harness.run(["plan"]).code == 0)
        let after = try #require(harness.files["/repo/tasks/T-002-networking.md"])
        let document = try FrontMatterParser.parse(after, path: "tasks/T-002-networking.md")
        #expect(document.frontMatter["status"] == .scalar("in-review"))
        #expect(document.frontMatter["pr"] == .scalar("77"))
        #expect(TaskSections.extract(document.body).notes?.hasPrefix("## Notes\n\nAsk Ana.\n") == true)
        #expect(harness.run(["plan", "--check"]).code == 0)
    }
}

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

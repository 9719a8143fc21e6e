import FarewellKit
import FarewellTestSupport
import Testing

@testable import FarewellCLI

/// The plan tells teams to run `farewell scaffold` (T-001) and, for an API called from another task, to give it an
/// async core and keep the Rx path as a shim in `Name+Rx.swift` for those callers. `check` must pass on exactly
/// that code, and still fail on Rx written anywhere else.
@Suite struct CheckPlannedRxCommandTests {
    static func planned() -> PlanHarness {
        let harness = PlanHarness([
            "/repo/.git/HEAD": "ref: refs/heads/main\n", "/repo/Package.swift": PlannedRxRepository.manifest,
            "/repo/Sources/Networking/Loader.swift": PlannedRxRepository.loader,
            "/repo/Sources/App/Screen.swift": PlannedRxRepository.screen,
        ])
        #expect(harness.run(["plan"]).code == 0)
        #expect(harness.files.keys.contains("/repo/tasks/T-003-networking-loader.md"))
        #expect(harness.files.keys.contains("/repo/tasks/T-005-cleanup-package-swift.md"))
        return harness
    }

    @Test func theScaffoldedBridgesAndTheShimTheTaskAsksForPass() throws {
        let harness = Self.planned()
        #expect(harness.run(["scaffold", "--output", "Sources/Networking/RxBridges"]).code == 0)
        #expect(
            harness.run(["check"]) == (
                0, "farewell check passed: 27 added where the plan allows them (shims, bridges) (8 -> 35).\n", ""
            ))
        try harness.fileSystem.write(PlannedRxRepository.migratedLoader, to: "/repo/Sources/Networking/Loader.swift")
        try harness.fileSystem.write(PlannedRxRepository.shim, to: "/repo/Sources/Networking/Loader+Rx.swift")
        #expect(harness.run(["verify", "T-003"]).code == 0)
        #expect(
            harness.run(["check"]) == (
                0, "farewell check passed: 33 added where the plan allows them (shims, bridges) (8 -> 41).\n", ""
            ))
    }

    /// A re-plan that finds a task's Rx all gone says it made the task done, in the line of its file.
    @Test func planningAgainSaysWhichTasksItFinished() throws {
        let harness = Self.planned()
        try harness.fileSystem.write(PlannedRxRepository.migratedLoader, to: "/repo/Sources/Networking/Loader.swift")
        try harness.fileSystem.write(PlannedRxRepository.shim, to: "/repo/Sources/Networking/Loader+Rx.swift")
        let result = harness.run(["plan"])
        #expect(result.code == 0)
        let line = result.out.split(separator: "\n").first { $0.contains("tasks/T-003-networking-loader.md") }
        #expect(line?.hasPrefix("updated   tasks/T-003-networking-loader.md (+") == true)
        #expect(line?.hasSuffix(" lines, todo -> done)") == true, "\(result.out)")
    }

    /// Planning again after `farewell scaffold` lists its bridges in the cleanup task, and changes nothing else.
    @Test func planningAgainAfterTheScaffoldOnlyGivesItsBridgesToTheCleanup() throws {
        let harness = Self.planned()
        #expect(harness.run(["scaffold"]).code == 0)
        let result = harness.run(["plan", "--dry-run"])
        #expect(result.code == 0)
        #expect(
            result.out.split(separator: "\n").filter { !$0.hasPrefix("unchanged") } == [
                "updated   tasks/T-005-cleanup-package-swift.md (+50 -4 lines)",
                "0 created, 1 updated, 13 unchanged (dry run: nothing written)",
            ])
    }

    @Test func rxWrittenElsewhereStillFails() throws {
        let harness = Self.planned()
        #expect(harness.run(["scaffold", "--output", "Sources/Networking/RxBridges"]).code == 0)
        try harness.fileSystem.write(
            "import RxSwift\n\nfinal class Feed {\n    let items = PublishSubject<Int>()\n}\n",
            to: "/repo/Sources/App/Feed+Rx.swift")
        let result = harness.run(["check"])
        #expect(result.code == 1)
        #expect(
            result.out
                == "Sources/App/Feed+Rx.swift:4:17: error: Rx in a file outside the baseline: PublishSubject (subject). "
                + "Instead: AsyncStream + share() (continuation.yield) (Combine: PassthroughSubject).\n"
                + "farewell check failed: 1 regression (8 -> 36 Rx occurrences).\n")
    }
}

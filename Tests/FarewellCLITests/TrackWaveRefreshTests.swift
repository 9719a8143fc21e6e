import FarewellKit
import Foundation
import Testing

@testable import FarewellCLI

/// `track` and `sync` refresh the wave tables so `plan --check` stays green, and hold the workspace lock.
@Suite struct TrackWaveRefreshTests {
    static let source = """
        import RxSwift
        import RxCocoa

        final class LoginViewModel {
            let name = BehaviorRelay<String>(value: "")
            func load() -> Observable<Int> { Observable.just(1).map { $0 + 1 } }
        }

        """
    static let wave = "/repo/waves/W1-presentation.md"
    static let row = "| [T-003](../tasks/T-003-app-loginviewmodel.md) | App: LoginViewModel | App | presentation | 11 |"

    /// A repository with one view model, planned into its own root.
    static func planned(_ extra: [String: String] = [:]) throws -> PlanHarness {
        var files = ["/repo/.git/HEAD": "ref: refs/heads/main\n", "/repo/Sources/App/LoginViewModel.swift": source]
        files.merge(extra) { _, new in new }
        let harness = PlanHarness(files)
        let result = harness.run(["plan"])
        try #require(result.code == 0)
        try #require(harness.files[wave]?.contains(row + " todo |  |\n") == true)
        return harness
    }

    @Test func planTrackThenCheckFindsNoDrift() throws {
        let harness = try Self.planned()
        let tracked = harness.run(["track", "T-003", "--status", "in-review", "--pr", "12"])
        #expect(tracked.err == "")
        #expect(tracked.code == 0)
        #expect(tracked.out == "T-003 todo -> in-review, PR #12\nRefreshed waves/W1-presentation.md.\n")
        #expect(harness.files[Self.wave]?.contains(Self.row + " in-review | 12 |\n") == true)
        #expect(harness.files["/repo/.farewell.lock"] == nil)
        let check = harness.run(["plan", "--check"])
        #expect(check.out == "workspace is up to date\n")
        #expect(check.code == 0)
    }

    @Test func theSkillNameOfFarewellJSONIsKept() throws {
        let config = "{\"plan\": {\"skillName\": \"bye-rx\"}}\n"
        let harness = try Self.planned(["/repo/farewell.json": config])
        #expect(harness.run(["track", "T-003", "--status", "merged"]).code == 0)
        #expect(harness.files[Self.wave]?.contains("in the bye-rx skill") == true)
        #expect(harness.run(["plan", "--check"]).code == 0)
    }

    @Test func aHandEditedWaveIsKeptAndReported() throws {
        let harness = try Self.planned()
        let edited = try #require(harness.files[Self.wave]).replacingOccurrences(
            of: "## Goal\n", with: "## Goal (ours)\n")
        try harness.fileSystem.write(edited, to: Self.wave)
        let tracked = harness.run(["track", "T-003", "--status", "merged"])
        #expect(tracked.code == 0)
        #expect(tracked.out == "T-003 todo -> merged\n")
        #expect(
            tracked.err
                == "warning: waves/W1-presentation.md: generated section 'wave' was edited by hand; not updated\n"
        )
        #expect(harness.files[Self.wave] == edited)
        #expect(harness.files["/repo/tasks/T-003-app-loginviewmodel.md"]?.contains("status: merged\n") == true)
    }

    @Test func aHeldLockRefusesTrackAndChangesNothing() throws {
        let harness = try Self.planned()
        try harness.fileSystem.write("\(getpid())\n", to: "/repo/.farewell.lock")
        let before = harness.files
        let tracked = harness.run(["track", "T-003", "--status", "merged"])
        #expect(tracked.code == 73)
        #expect(tracked.out == "")
        #expect(tracked.err == "error: /repo/.farewell.lock: another farewell process is writing this workspace\n")
        #expect(harness.files == before)
    }

    @Test func theLockIsReleasedWhenTrackFails() throws {
        let harness = try Self.planned()
        let before = harness.files
        let tracked = harness.run(["track", "T-999", "--status", "merged"])
        #expect(tracked.code == 65)
        #expect(tracked.err == "error: no task with id 'T-999'\n")
        #expect(harness.files == before)
    }

    @Test func syncRefreshesTheWavesAndHoldsTheLock() throws {
        var harness = try Self.planned()
        harness.runner = FakeGit(log: "[T-003] Login view model to async")
        let synced = harness.run(["sync", "--prs", "/repo/prs.json"], files: ["/repo/prs.json": "[]"])
        #expect(synced.err == "")
        #expect(synced.code == 0)
        #expect(synced.out.hasSuffix("Updated 1 task.\nRefreshed waves/W1-presentation.md.\n"))
        #expect(harness.files[Self.wave]?.contains(Self.row + " merged |  |\n") == true)
        #expect(harness.files["/repo/.farewell.lock"] == nil)
        #expect(harness.run(["plan", "--check"]).code == 0)
    }

    @Test func syncDryRunWritesNothingAndIgnoresTheLock() throws {
        var harness = try Self.planned()
        harness.runner = FakeGit(log: "[T-003] Login view model to async")
        try harness.fileSystem.write("[]", to: "/repo/prs.json")
        try harness.fileSystem.write("\(getpid())\n", to: "/repo/.farewell.lock")
        let before = harness.files
        let synced = harness.run(["sync", "--dry-run", "--prs", "/repo/prs.json"])
        #expect(synced.code == 0)
        #expect(synced.out.hasSuffix("Dry run: 1 task would change; nothing written.\n"))
        #expect(harness.files == before)
        let locked = harness.run(["sync", "--prs", "/repo/prs.json"])
        #expect(locked.code == 73)
        #expect(locked.err == "error: /repo/.farewell.lock: another farewell process is writing this workspace\n")
        #expect(harness.files == before)
    }
}

extension PlanHarness {
    /// Runs after writing `files`.
    func run(_ arguments: [String], files: [String: String]) -> (code: Int32, out: String, err: String) {
        for (path, text) in files { try? fileSystem.write(text, to: path) }
        return run(arguments)
    }
}

/// Answers the git commands `sync` runs: a `main` branch holding one commit, no other branches; no gh.
struct FakeGit: ProcessRunner {
    var log: String

    func run(_ executable: String, _ arguments: [String], in directory: String) throws -> ProcessResult {
        guard executable == "git", let command = arguments.first else { throw NoProcessRunner.Refused() }
        switch command {
        case "rev-parse":
            return ProcessResult(
                status: arguments.contains("refs/heads/main^{commit}") ? 0 : 1, standardOutput: [], standardError: "")
        case "log":
            let entry = "0123456789abcdef0123456789abcdef01234567\u{1f}1796000000\u{1f}\(log)\n\u{1e}\n"
            return ProcessResult(status: 0, standardOutput: Array(entry.utf8), standardError: "")
        default:
            return ProcessResult(status: 0, standardOutput: [], standardError: "")
        }
    }
}

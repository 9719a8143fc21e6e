import FarewellKit
import Foundation
import Testing

@testable import FarewellCLI

private let ghFixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/gh/pr-list.json").path

/// The shas of the commits `makeHistory` made.
private struct History {
    var bridges: String
    var networking: String
    var shims: String
    var merge: String
}

/// Tasks T-001...T-008; main carries [T-001], a merged branch with [T-002] (merge commit), a trailer for T-003;
/// unmerged branches for T-004 and T-006 (which is already merged); T-005's branch has nothing new.
@discardableResult
private func makeHistory(_ sandbox: GitSandbox) throws -> History {
    var tasks: [String: String] = [:]
    for number in 1...8 {
        let id = "T-00\(number)"
        tasks["tasks/\(id)-task.md"] = TrackerHarness.taskFile(id, status: number == 6 ? "merged" : "todo")
    }
    try sandbox.commit("Plan the migration", date: "2026-11-01T09:00:00Z", files: tasks)
    let bridges = try sandbox.commit(
        "[T-001] Bridges and share polyfill", date: "2026-11-02T10:00:00Z", files: ["Sources/Bridges.swift": "// a\n"])
    try sandbox.git("checkout", "-q", "-b", "farewell/T-002-networking")
    let networking = try sandbox.commit(
        "Networking: async core [T-002]", date: "2026-11-03T23:30:00-05:00", files: ["Sources/API.swift": "// b\n"])
    try sandbox.git("checkout", "-q", "main")
    try sandbox.git(
        "merge", "-q", "--no-ff", "-m", "Merge branch 'farewell/T-002-networking'", "farewell/T-002-networking",
        date: "2026-11-05T10:00:00Z")
    let merge = try sandbox.git("rev-parse", "HEAD")
    let shims = try sandbox.commit(
        "Remove the networking shims\n\nCallers moved.\n\nFarewell-Task: T-003", date: "2026-11-06T10:00:00Z",
        files: ["Sources/Shims.swift": "// c\n"])
    try sandbox.git("branch", "farewell/T-005-settings")
    for (branch, file) in [("farewell/T-004-login", "Login"), ("farewell/T-006-profile", "Profile")] {
        try sandbox.git("checkout", "-q", "-b", branch)
        try sandbox.commit("WIP \(file)", date: "2026-11-07T10:00:00Z", files: ["Sources/\(file).swift": "// d\n"])
        try sandbox.git("checkout", "-q", "main")
    }
    return History(bridges: bridges, networking: networking, shims: shims, merge: merge)
}

@Test func syncMovesTasksFromCommitsBranchesAndPRs() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    let shas = try makeHistory(sandbox)
    let harness = sandbox.harness(runner: GitOnlyRunner())
    let (code, out, err) = harness.run(["sync", "--prs", ghFixture])
    #expect(err == "")
    #expect(code == 0)
    #expect(
        out == """
            T-001 todo -> merged (PR #48, 2026-11-02)
            T-002 todo -> merged (commit \(shas.merge.prefix(7)), 2026-11-05)
            T-003 todo -> merged (commit \(shas.shims.prefix(7)), 2026-11-06)
            T-004 todo -> in-progress (branch farewell/T-004-login)
            T-005 todo -> in-review (PR #57, 2026-11-24)
            T-007 todo -> in-progress (PR #58, 2026-11-26)
            T-006 is merged but branch farewell/T-006-profile says in-progress; not moved back (use --force)
            T-008 PR #51, 2026-11-10 was closed without merging; left todo
            Updated 6 tasks.

            """)
    let t001 = try sandbox.read("tasks/T-001-task.md")
    #expect(t001.contains("status: merged\npr: https://github.com/acme/shop-ios/pull/48\n"))
    #expect(t001.hasSuffix("## History\n\n- 2026-11-02: status todo -> merged, PR #48 (sync)\n"))
    let t003 = try sandbox.read("tasks/T-003-task.md")
    #expect(t003.contains("status: merged\npr:\n"))
    #expect(t003.hasSuffix("- 2026-11-06: status todo -> merged, commit \(shas.shims.prefix(7)) (sync)\n"))
    #expect(try sandbox.read("tasks/T-006-task.md") == TrackerHarness.taskFile("T-006", status: "merged"))
    #expect(try sandbox.read("tasks/T-008-task.md") == TrackerHarness.taskFile("T-008"))
    let (again, second, _) = harness.run(["sync", "--prs", ghFixture])
    #expect(again == 0)
    #expect(second.hasSuffix("Nothing to update.\n"))
}

@Test func syncWithoutGhUsesGitOnlyAndSaysSo() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    let shas = try makeHistory(sandbox)
    let (code, out, err) = sandbox.harness(runner: GitOnlyRunner()).run(["sync", "--dry-run"])
    #expect(code == 0)
    #expect(err == "note: gh is not installed or failed; syncing from git only\n")
    #expect(out.hasPrefix("T-001 todo -> merged (commit \(shas.bridges.prefix(7)), 2026-11-02)\n"))
}

@Test func syncDryRunWritesNothing() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    try makeHistory(sandbox)
    let before = try (1...8).map { try sandbox.read("tasks/T-00\($0)-task.md") }
    let (code, out, _) = sandbox.harness(runner: GitOnlyRunner()).run(["sync", "--dry-run", "--prs", ghFixture])
    #expect(code == 0)
    #expect(out.hasSuffix("Dry run: 6 tasks would change; nothing written.\n"))
    #expect(try (1...8).map { try sandbox.read("tasks/T-00\($0)-task.md") } == before)
    #expect(try sandbox.git("status", "--porcelain") == "")
}

@Test func syncForceMovesBackwards() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    try makeHistory(sandbox)
    let (code, out, _) = sandbox.harness(runner: GitOnlyRunner()).run(["sync", "--force", "--prs", ghFixture])
    #expect(code == 0)
    #expect(out.contains("T-006 merged -> in-progress (branch farewell/T-006-profile)\n"))
    #expect(try sandbox.read("tasks/T-006-task.md").contains("status: in-progress\n"))
}

@Test func syncFindsMasterAndRejectsAnUnknownMain() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    try sandbox.commit(
        "Plan", date: "2026-11-01T09:00:00Z", files: ["tasks/T-001-a.md": TrackerHarness.taskFile("T-001")])
    try sandbox.git("branch", "-m", "main", "master")
    try sandbox.commit("[T-001] Done", date: "2026-11-02T09:00:00Z")
    let harness = sandbox.harness(runner: GitOnlyRunner())
    let (code, out, _) = harness.run(["sync", "--dry-run"])
    #expect(code == 0)
    #expect(out.hasPrefix("T-001 todo -> merged (commit"))
    let (bad, _, err) = harness.run(["sync", "--main", "trunk"])
    #expect(bad == 65)
    #expect(err == "error: git rev-parse failed: no branch or commit 'trunk'\n")
}

@Test func syncRejectsABadPRFile() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    try sandbox.commit(
        "Plan", date: "2026-11-01T09:00:00Z",
        files: ["tasks/T-001-a.md": TrackerHarness.taskFile("T-001"), "prs.json": "{\"x\": 1}"])
    let (code, _, err) = sandbox.harness(runner: GitOnlyRunner()).run(["sync", "--prs", "prs.json"])
    #expect(code == 65)
    #expect(err.hasPrefix("error: prs.json: not the JSON array that `gh pr list --json ...` prints"))
}

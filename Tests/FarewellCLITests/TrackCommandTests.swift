import FarewellKit
import Foundation
import Testing

@testable import FarewellCLI

/// Runs farewell in-process against a file system, with a fixed clock (2026-11-30 12:00 UTC).
struct TrackerHarness {
    static let noon = Date(timeIntervalSince1970: 1_796_040_000)

    var fileSystem: any FileSystem
    var directory: String
    var runner: any ProcessRunner = LocalProcessRunner()
    var variables: [String: String] = [:]
    var isTerminal = false

    /// (exit code, standard output, standard error).
    func run(_ arguments: [String]) -> (Int32, String, String) {
        let output = CapturedOutput(isTerminal: isTerminal)
        var environment = Environment(
            fileSystem: fileSystem, output: output, clock: { TrackerHarness.noon }, currentDirectory: directory,
            variables: variables, processRunner: runner)
        let code = CLI.run(arguments, in: &environment)
        return (code, output.standardOutput, output.standardError)
    }

    /// A task file in the workspace format.
    static func taskFile(
        _ id: String, status: String = "todo", pr: String = "", files: [String] = ["Sources/App/Login.swift"],
        history: String? = nil
    ) -> String {
        var text = """
            ---
            id: \(id)
            title: Task \(id)
            kind: migration
            wave: W1
            module: App
            layer: presentation
            status: \(status)
            pr:\(pr.isEmpty ? "" : " " + pr)
            flag: rx_migration_\(id.lowercased().replacingOccurrences(of: "-", with: "_"))
            depends_on: []
            points: 3
            occurrences: 4
            files:
            \(files.map { "  - " + $0 }.joined(separator: "\n"))
            ---

            # \(id) Task \(id)

            ## Steps

            1. Replace the relays.

            """
        if let history { text += "\n## History\n\n\(history)\n" }
        return text
    }
}

private let workspace = "/repo"

private func harness(_ files: [String: String]) -> (TrackerHarness, InMemoryFileSystem) {
    var all = files
    all["/repo/.git/HEAD"] = "ref: refs/heads/main\n"
    let fileSystem = InMemoryFileSystem(all)
    return (TrackerHarness(fileSystem: fileSystem, directory: workspace), fileSystem)
}

@Test func trackChangesOnlyTheStatusAndPRLinesAndAddsAHistoryLine() throws {
    let before = TrackerHarness.taskFile("T-012", history: "- 2026-11-01: planned")
    let (harness, fileSystem) = harness(["/repo/tasks/T-012-login.md": before])
    let (code, out, err) = harness.run([
        "track", "T-012", "--status", "in-review", "--pr", "42", "--note", "first round",
    ])
    #expect(err == "")
    #expect(code == 0)
    #expect(out == "T-012 todo -> in-review, PR #42\n")
    let after = try #require(fileSystem.allFiles["/repo/tasks/T-012-login.md"])
    let expected = before.replacingOccurrences(of: "status: todo\n", with: "status: in-review\n")
        .replacingOccurrences(of: "pr:\n", with: "pr: 42\n")
        .replacingOccurrences(
            of: "- 2026-11-01: planned\n",
            with: "- 2026-11-01: planned\n- 2026-11-30: status todo -> in-review, PR #42 (first round)\n")
    #expect(after == expected)
}

@Test func trackStoresTheURLWhenGivenAndCreatesTheHistorySection() throws {
    let before = TrackerHarness.taskFile("T-003", status: "in-progress")
    let (harness, fileSystem) = harness(["/repo/tasks/T-003-data.md": before])
    let url = "https://github.com/acme/app/pull/7"
    let (code, _, _) = harness.run(["track", "T-003", "--status", "in-review", "--pr", "7", "--url", url])
    #expect(code == 0)
    let after = try #require(fileSystem.allFiles["/repo/tasks/T-003-data.md"])
    #expect(
        after
            == before.replacingOccurrences(of: "status: in-progress\n", with: "status: in-review\n")
            .replacingOccurrences(of: "pr:\n", with: "pr: \(url)\n")
            + "\n## History\n\n- 2026-11-30: status in-progress -> in-review, PR #7 \(url)\n")
}

@Test func trackReportsUnknownTasks() {
    let (harness, _) = harness(["/repo/tasks/T-001-x.md": TrackerHarness.taskFile("T-001")])
    let (code, out, err) = harness.run(["track", "T-999", "--status", "merged"])
    #expect(code == 65)
    #expect(out == "")
    #expect(err == "error: no task with id 'T-999'\n")
}

@Test(arguments: [
    (
        ["track", "T-001", "--status", "finished"],
        "error: Unknown status 'finished' (expected one of: todo, in-progress, in-review, merged, blocked)"
    ),
    (
        ["track", "T-001", "--status", "done"],
        "error: Unknown status 'done' (expected one of: todo, in-progress, in-review, merged, blocked)"
    ),
    (["track", "T-001"], "error: Missing '--status'"),
    (["track", "--status", "todo"], "error: Missing task id"),
    (["track", "T-001", "--status", "todo", "--pr", "abc"], "error: '--pr' takes a PR number"),
    (["track", "T-001", "--status", "todo", "--url", "github.com/x"], "error: '--url' takes an http(s) URL"),
])
func trackRejectsBadArguments(arguments: [String], message: String) {
    let (harness, fileSystem) = harness(["/repo/tasks/T-001-x.md": TrackerHarness.taskFile("T-001")])
    let before = fileSystem.allFiles
    let (code, _, err) = harness.run(arguments)
    #expect(code == 64)
    #expect(err.hasPrefix(message + "\n\nOVERVIEW: Record a task's status"))
    #expect(fileSystem.allFiles == before)
}

@Test func trackRefusesMovingAMergedTaskBackUnlessForced() throws {
    let before = TrackerHarness.taskFile("T-001", status: "merged", pr: "12")
    let (harness, fileSystem) = harness(["/repo/tasks/T-001-x.md": before])
    let (code, _, err) = harness.run(["track", "T-001", "--status", "todo"])
    #expect(code == 65)
    #expect(
        err == "error: T-001 is merged; moving it back to todo looks like a mistake (use --force to do it anyway)\n")
    #expect(fileSystem.allFiles["/repo/tasks/T-001-x.md"] == before)
    let (forced, out, _) = harness.run(["track", "T-001", "--status", "in-progress", "--force", "--note", "reverted"])
    #expect(forced == 0)
    #expect(out == "T-001 merged -> in-progress\n")
    let after = try #require(fileSystem.allFiles["/repo/tasks/T-001-x.md"])
    #expect(after.hasSuffix("## History\n\n- 2026-11-30: status merged -> in-progress (reverted)\n"))
    #expect(after.contains("status: in-progress\npr: 12\n"))
}

@Test func trackWithNothingNewWritesNothing() {
    let before = TrackerHarness.taskFile("T-001", status: "blocked")
    let (harness, fileSystem) = harness(["/repo/tasks/T-001-x.md": before])
    let (code, out, _) = harness.run(["track", "T-001", "--status", "blocked"])
    #expect(code == 0)
    #expect(out == "T-001 is already blocked; nothing to change.\n")
    #expect(fileSystem.allFiles["/repo/tasks/T-001-x.md"] == before)
}

@Test func trackWithoutAWorkspaceSaysWhere() {
    let (harness, _) = harness(["/repo/README.md": "x"])
    let (code, _, err) = harness.run(["track", "T-001", "--status", "merged"])
    #expect(code == 66)
    #expect(err.hasPrefix("error: /repo: no tasks/ folder here"))
}

import FarewellKit
import Foundation
import Testing

@testable import FarewellCLI

private func inMemory(_ extra: [String: String] = [:]) -> (TrackerHarness, InMemoryFileSystem) {
    var files = [
        "/repo/.git/HEAD": "ref: refs/heads/main\n",
        "/repo/Sources/App/Login.swift": "import RxSwift\n",
        "/repo/tasks/T-001-login.md": TrackerHarness.taskFile("T-001", status: "merged", pr: "12"),
        "/repo/tasks/T-002-settings.md": TrackerHarness.taskFile(
            "T-002", status: "in-review", pr: "https://github.com/acme/app/pull/15",
            files: ["Sources/App/Settings.swift"], history: "- 2026-11-20: status todo -> in-review, PR #15"),
        "/repo/waves/W1-presentation.md":
            "---\nid: W1\ntitle: Presentation\nkind: migration\nlayers: [presentation]\ntasks: [T-001, T-002]\nretro: pending\nbaseline: 8\n---\n",
    ]
    files.merge(extra) { $1 }
    let fileSystem = InMemoryFileSystem(files)
    return (TrackerHarness(fileSystem: fileSystem, directory: "/repo", runner: GitOnlyRunner()), fileSystem)
}

@Test func statusJSONReadsTheWorkspaceAndTheClock() throws {
    let (harness, _) = inMemory()
    let (code, out, err) = harness.run(["status", "--format", "json"])
    #expect(err == "")
    #expect(code == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    #expect(json["today"] as? String == "2026-11-30")
    let tasks = try #require(json["tasks"] as? [[String: Any]])
    #expect(tasks.map { $0["id"] as? String } == ["T-001", "T-002"])
    #expect(tasks.map { $0["status"] as? String } == ["merged", "in-review"])
    #expect(tasks.map { $0["pr"] as? String } == ["12", "https://github.com/acme/app/pull/15"])
    let progress = try #require(json["progress"] as? [String: Int])
    #expect(progress["baseline"] == 8)
    #expect(progress["finishedTasks"] == 1)
    let openPRs = try #require(json["openPRs"] as? [[String: Any]])
    #expect(openPRs.first?["ageDays"] as? Int == 10)
    #expect(openPRs.first?["stale"] as? Bool == true)
}

/// Run from a folder above the repository, the scan's files are not the plan's: status says so on one line and exits
/// 66, as it does without a plan, rather than counting the whole folder against the plan's baseline. A file or two
/// gone is no other folder (`Settings.swift` above is not there either).
@Test func statusOfAFolderThePlanWasNotMadeForExits66() throws {
    let (_, fileSystem) = inMemory()
    for (path, text) in fileSystem.allFiles { try fileSystem.write(text, to: "/parent" + path) }
    let harness = TrackerHarness(fileSystem: fileSystem, directory: "/parent", runner: GitOnlyRunner())
    let (code, out, err) = harness.run(["status", "--workspace", "repo"])
    #expect(out == "")
    #expect(
        err
            == "error: the plan in /parent/repo was made for another folder: 2 of 2 task files are not under /parent: run "
            + "status from the repository the plan was made for, or pass it as PATH\n")
    #expect(code == 66)
    let (inside, _, _) = harness.run(["status", "repo", "--workspace", "repo"])
    #expect(inside == 0)
}

@Test func statusTextIsColouredOnlyOnATerminalWithoutNoColor() {
    var (harness, _) = inMemory()
    let (_, plain, _) = harness.run(["status"])
    #expect(plain.hasPrefix("Migration status on 2026-11-30\n"))
    #expect(plain.contains("  W1 Presentation  ██████████░░░░░░░░░░   50%  1/2\n"))
    harness.isTerminal = true
    let (_, coloured, _) = harness.run(["status"])
    #expect(coloured.hasPrefix("\u{1B}[1mMigration status"))
    harness.variables["NO_COLOR"] = "1"
    let (_, noColour, _) = harness.run(["status"])
    #expect(noColour == plain)
}

@Test func statusWritesHTMLToAFileEvenWithoutGitHistory() throws {
    let (harness, fileSystem) = inMemory()
    let (code, out, err) = harness.run(["status", "--format", "html", "--output", "status.html"])
    #expect(code == 0)
    #expect(out == "Wrote status.html.\n")
    #expect(err.hasPrefix("note: no history (git "))
    let html = try #require(fileSystem.allFiles["/repo/status.html"])
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<h2>Waves</h2>"))
}

@Test(arguments: [
    (["status", "--format", "yaml"], "error: Unknown format 'yaml' (expected text, markdown, json or html)"),
    (["status", "--since", "last week"], "error: '--since' takes a date as yyyy-MM-dd"),
    (["status", "--samples", "0"], "error: '--samples' takes a number from 1 up"),
])
func statusRejectsBadOptions(arguments: [String], message: String) {
    let (harness, _) = inMemory()
    let (code, _, err) = harness.run(arguments)
    #expect(code == 64)
    #expect(err.hasPrefix(message + "\n"))
}

@Test func statusHistoryReadsCommitsWithoutTouchingTheWorkTreeAndCaches() throws {
    let sandbox = try GitSandbox()
    defer { sandbox.remove() }
    let task = TrackerHarness.taskFile("T-001", files: ["Sources/A.swift"])
    var shas: [String] = []
    let beforePlan = try sandbox.commit(
        "Before the plan", date: "2026-10-19T10:00:00Z", files: ["Sources/Old.swift": "o\n"])
    shas.append(
        try sandbox.commit(
            "Start", date: "2026-11-02T10:00:00Z", files: ["Sources/A.swift": "let a = 1\n", "tasks/T-001-a.md": task]))
    shas.append(try sandbox.commit("More", date: "2026-11-09T10:00:00Z", files: ["Sources/B.swift": "let b = 1\n"]))
    shas.append(
        try sandbox.commit(
            "Skipped: same week", date: "2026-11-10T10:00:00Z", files: ["Sources/Vendor/.hidden/C.swift": "x\n"]))
    shas.append(
        try sandbox.commit(
            "Most", date: "2026-11-16T10:00:00Z", files: ["Sources/C.swift": "let c = 1\n", "README.md": "r\n"]))
    try sandbox.write("Sources/Uncommitted.swift", "let u = 1\n")
    let harness = sandbox.harness(runner: GitOnlyRunner())
    let (code, out, err) = harness.run(["status", "--history", "--format", "json"])
    #expect(err == "")
    #expect(code == 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    let history = try #require(json["history"] as? [String: Any])
    let samples = try #require(history["samples"] as? [[String: Any]])
    #expect(samples.map { $0["commit"] as? String } == [shas[0], shas[1], shas[3]])
    #expect(samples.map { $0["date"] as? String } == ["2026-11-02", "2026-11-09", "2026-11-16"])
    let cache = sandbox.root + "/.farewell/cache/"
    let entries = try [shas[0], shas[1], shas[3]].map { sha in
        try JSONDecoder().decode(
            HistoryCacheEntry.self, from: Data(contentsOf: URL(fileURLWithPath: cache + sha + ".json")))
    }
    #expect(entries.map(\.scannedFiles) == [2, 3, 4])
    #expect(try sandbox.read(".farewell/.gitignore") == "cache/\n")
    #expect(try sandbox.git("status", "--porcelain") == "?? .farewell/\n?? Sources/Uncommitted.swift")

    // A second run reads the cache: a doctored count shows up.
    var doctored = entries[1]
    doctored.occurrences = 99
    try Data(doctored.encoded()).write(to: URL(fileURLWithPath: cache + shas[1] + ".json"))
    let (_, text, _) = harness.run(["status", "--history", "--samples", "2"])
    #expect(text.contains("  2026-11-02  \(shas[0].prefix(7))   0             0\n"))
    #expect(text.contains("  2026-11-16  \(shas[3].prefix(7))   0             0\n"))
    let (_, all, _) = harness.run(["status", "--history", "--since", "2026-11-05"])
    #expect(all.contains("  2026-11-09  \(shas[1].prefix(7))  99             0\n"))
    #expect(!all.contains(String(shas[0].prefix(7))))
    let (_, everything, _) = harness.run(["status", "--history", "--since", "2026-10-01"])
    #expect(everything.contains("  2026-10-19  \(beforePlan.prefix(7))   0             0\n"))
}

/// A view model too big for one task is split by declaration: part 1 names the type (its stored properties),
/// part 2 its method. Right after `plan`, `status` gives each part what `verify` lists, and warns of no empty part.
@Test func statusCountsEachPartOfASplitFileAsVerifyDoes() throws {
    let source = """
        import RxCocoa
        import RxSwift

        final class RepositoryViewModel {
            let title = BehaviorRelay<String>(value: "")
            let bag = DisposeBag()

            func transform(refresh: Observable<Void>) -> Observable<[Int]> {
                refresh.flatMapLatest { Observable.just([1]) }.share(replay: 1)
            }
        }

        """
    let harness = PlanHarness([
        "/repo/.git/HEAD": "ref: refs/heads/main\n", "/repo/farewell.json": "{\"plan\": {\"maxPoints\": 10}}\n",
        "/repo/App/RepositoryViewModel.swift": source,
    ])
    #expect(harness.run(["plan"]).code == 0)
    let parts = harness.files.filter { $0.key.hasPrefix("/repo/tasks/") && $0.key.contains("-part-") }
    #expect(
        parts.keys.sorted().map { Path.lastComponent($0) }
            == ["T-003-app-repositoryviewmodel-part-1.md", "T-004-app-repositoryviewmodel-part-2.md"])
    let (code, out, err) = harness.run(["status", "--format", "json"])
    #expect(code == 0 && err == "")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    let tasks = try #require(json["tasks"] as? [[String: Any]])
    let remaining = Dictionary(
        uniqueKeysWithValues: tasks.map { ($0["id"] as? String ?? "", $0["remaining"] as? Int ?? -1) })
    #expect(remaining["T-003"] == 2 && remaining["T-004"] == 6)
    for id in ["T-003", "T-004"] {
        let verify = harness.run(["verify", id])
        #expect(verify.code == 1)
        #expect(verify.out.hasSuffix("\(id): \(remaining[id] ?? 0) Rx occurrences left in scope\n"))
    }
    let warnings = try #require(json["warnings"] as? [String: Any])
    #expect(warnings["noRxLeft"] as? [String] == [])
    #expect(!harness.run(["status"]).out.contains("no Rx left in scope"))
}

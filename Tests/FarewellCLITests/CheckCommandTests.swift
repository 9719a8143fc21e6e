import FarewellKit
import Testing

@testable import FarewellCLI

/// `farewell check` end to end on an in-memory repository: the gate, the ratchet, and which problem
/// is reported first now that the workspace and the baseline are read while the code is scanned.
@Suite struct CheckCommandTests {
    static let code = "import RxSwift\n\nfinal class Feed {\n    let items = PublishSubject<Int>()\n}\n"

    static func task(status: String, files: String = "[App/Feed.swift]") -> String {
        "---\nid: T-001\ntitle: Feed\nwave: W1\nstatus: \(status)\npoints: 1\nfiles: \(files)\n---\n\n## History\n"
    }

    /// `baseline` as this farewell writes it: with the catalog line, unless it has one or `catalogLine` is false.
    static func harness(task: String? = nil, baseline: String? = nil, catalogLine: Bool = true) -> PlanHarness {
        var files = ["/repo/.git/HEAD": "ref: refs/heads/main\n", "/repo/App/Feed.swift": code]
        files["/repo/tasks/T-001-feed.md"] = task
        files["/repo/farewell-baseline.tsv"] = baseline.map {
            catalogLine && !$0.contains("# catalog ") ? "# catalog \(Catalog.fingerprint)\n" + $0 : $0
        }
        return PlanHarness(files)
    }

    static let baseline =
        "# farewell baseline: Rx occurrences per file, construct and declaration. Update with `farewell check --update`.\n"
        + "# catalog \(Catalog.fingerprint)\n" + "App/Feed.swift\tPublishSubject\tFeed.items\t1\n"
    static let advice =
        "PublishSubject (subject). Instead: AsyncStream + share() (continuation.yield) (Combine: PassthroughSubject)."

    @Test func theFirstBaselineIsRecordedThenHeld() {
        let harness = Self.harness()
        #expect(
            harness.run(["check"])
                == (
                    66, "",
                    "error: farewell-baseline.tsv (run `farewell check --update` or `farewell plan` to record the "
                        + "first baseline): no such file or directory\n"
                ))
        #expect(harness.run(["check", "--update"]) == (0, "Recorded the baseline: 1 Rx occurrences.\n", ""))
        #expect(harness.files["/repo/farewell-baseline.tsv"] == Self.baseline)
        #expect(harness.run(["check"]) == (0, "farewell check passed: no new Rx (1, as in the baseline).\n", ""))
    }

    @Test func aBaselineOfFileNamesWithAHashTabsOrLineBreaksHoldsTheirCode() {
        let harness = PlanHarness([
            "/repo/.git/HEAD": "ref: refs/heads/main\n", "/repo/#Feed.swift": Self.code,
            "/repo/App/a\tb\nc\\d.swift": Self.code,
        ])
        #expect(harness.run(["check", "--update"]) == (0, "Recorded the baseline: 2 Rx occurrences.\n", ""))
        #expect(
            harness.files["/repo/farewell-baseline.tsv"]?.hasSuffix(
                "\n\\#Feed.swift\tPublishSubject\tFeed.items\t1\nApp/a\\tb\\nc\\\\d.swift\tPublishSubject\tFeed.items\t1\n"
            ) == true)
        #expect(harness.run(["check"]) == (0, "farewell check passed: no new Rx (2, as in the baseline).\n", ""))
    }

    @Test func newRxAndMergedScopesWithRxFail() {
        let other = Self.harness(baseline: "App/Feed.swift\tDisposeBag\t-\t1\n").run(["check"])
        #expect(
            other
                == (
                    1,
                    "App/Feed.swift:4:17: error: New Rx code: \(Self.advice)\n"
                        + "farewell check failed: 1 regression (1 -> 1 Rx occurrences).\n", ""
                ))
        let merged = Self.harness(task: Self.task(status: "merged"), baseline: Self.baseline).run(["check"])
        #expect(
            merged
                == (
                    1,
                    "App/Feed.swift:4:17: error: T-001 is merged but its scope has Rx again: \(Self.advice)\n"
                        + "farewell check failed: 1 regression (1 -> 1 Rx occurrences).\n", ""
                ))
        let outside = Self.harness(baseline: "# h\n").run(["check"])
        #expect(
            outside
                == (
                    1,
                    "App/Feed.swift:4:17: error: Rx in a file outside the baseline: \(Self.advice)\n"
                        + "farewell check failed: 1 regression (0 -> 1 Rx occurrences).\n", ""
                ))
    }

    /// What a task tells the agent to do: keep the new code in `Feed.swift`, move the old Rx path to `Feed+Rx.swift`.
    @Test func movingTheRxPathIntoItsRxFilePassesAndRatchets() throws {
        let harness = Self.harness(baseline: Self.baseline)
        let moved = [
            "/repo/App/Feed.swift": "final class Feed {\n    var values: [Int] = []\n}\n",
            "/repo/App/Feed+Rx.swift":
                "import RxSwift\n\nextension Feed {\n    func items(_ subject: PublishSubject<Int>) {}\n}\n",
        ]
        for (path, text) in moved { try harness.fileSystem.write(text, to: path) }
        #expect(harness.run(["check"]) == (0, "farewell check passed: no new Rx (1, as in the baseline).\n", ""))
        #expect(harness.run(["check", "--update"]) == (0, "Updated the baseline: 1 -> 1 Rx occurrences.\n", ""))
        #expect(
            harness.files["/repo/farewell-baseline.tsv"]?.hasSuffix(
                "\nApp/Feed+Rx.swift\tPublishSubject\tFeed.items(_:)\t1\n") == true)
        #expect(harness.run(["check"]).code == 0)
    }

    @Test func rxAddedToTheRxFileFailsInEveryReporter() throws {
        let harness = Self.harness(baseline: Self.baseline)
        try harness.fileSystem.write("final class Feed {}\n", to: "/repo/App/Feed.swift")
        try harness.fileSystem.write(
            "import RxSwift\n\nextension Feed {\n    func items(_ subject: PublishSubject<Int>) {}\n"
                + "    func more(_ subject: PublishSubject<Int>) {}\n}\n",
            to: "/repo/App/Feed+Rx.swift")
        let summary = "farewell check failed: 1 regression (1 -> 2 Rx occurrences).\n"
        #expect(
            harness.run(["check"]) == (1, "App/Feed+Rx.swift:5:26: error: New Rx code: \(Self.advice)\n" + summary, ""))
        let annotations = harness.run(["check", "--reporter", "github-actions"])
        #expect(annotations.code == 1)
        #expect(
            annotations.out.hasPrefix("::error file=App/Feed+Rx.swift,line=5,col=26,title=farewell%3A PublishSubject::")
        )
        let sarif = harness.run(["check", "--reporter", "sarif"])
        #expect(sarif.code == 1)
        #expect(sarif.out.contains("\"uri\" : \"App/Feed%2BRx.swift\""))
        #expect(sarif.out.contains("\"startLine\" : 5"))
        #expect(harness.run(["check", "--update"]).code == 1)
        #expect(harness.files["/repo/farewell-baseline.tsv"] == Self.baseline)
    }

    @Test func problemsAreReportedInTheirOrderThoughReadSideBySide() {
        let badTask = "---\nid: T-001\npoints: [x\n---\n"
        let taskError = "error: tasks/T-001-feed.md:3: list is not closed by ']'\n"
        let bad = Self.harness(task: badTask, baseline: "bad\n", catalogLine: false)
        #expect(bad.run(["check"]) == (65, "", taskError))
        #expect(
            Self.harness(task: "---\nid: T-001\npoints: 1\n---\n", baseline: "bad\n", catalogLine: false).run(["check"])
                == (65, "", "error: farewell-baseline.tsv:1: expected 'path<TAB>construct<TAB>declaration<TAB>count'\n")
        )
        let missing = (Int32(66), "", "error: /nope: no such file or directory\n")
        #expect(Self.harness(task: badTask, baseline: "bad\n", catalogLine: false).run(["check", "/nope"]) == missing)
        #expect(Self.harness(task: badTask).run(["status"]) == (65, "", taskError))
        #expect(Self.harness(task: badTask).run(["status", "/nope"]) == missing)
    }

    /// A baseline another farewell counted (without this catalog's line, or with another's) says so when the
    /// code holds more Rx than it: a farewell that knows more constructs counts more in unchanged code.
    @Test func aRiseAgainstABaselineOfAnotherCatalogSaysHowToRecordIt() {
        let note =
            "note: farewell-baseline.tsv was counted by another construct catalog (another farewell); if the code "
            + "did not change, record its counts with `farewell check --update --allow-increase`\n"
        let old = "App/Feed.swift\tDisposeBag\t-\t1\n"
        #expect(Self.harness(baseline: old, catalogLine: false).run(["check"]).err == note)
        #expect(Self.harness(baseline: "# catalog 0123456789abcdef\n" + old).run(["check"]).err == note)
        #expect(Self.harness(baseline: old).run(["check"]).err == "")
        // A baseline saved with Windows line breaks names the same catalog.
        let crlf = "# catalog \(Catalog.fingerprint)\r\n" + old
        #expect(Self.harness(baseline: crlf).run(["check"]).err == "")
        // Without a rise there is nothing to explain.
        let same = Self.baseline.replacingOccurrences(of: "# catalog \(Catalog.fingerprint)\n", with: "")
        #expect(
            Self.harness(baseline: same, catalogLine: false).run(["check"]) == (
                0, "farewell check passed: no new Rx (1, as in the baseline).\n", ""
            ))
    }
}

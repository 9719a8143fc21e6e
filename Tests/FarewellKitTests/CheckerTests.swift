import FarewellTestSupport
import Foundation
import Testing

@testable import FarewellKit

/// A file with one occurrence per (line, construct, declaration) triple.
private func file(_ path: String, _ entries: [(Int, String, String?)]) -> FileInventory {
    FileInventory(
        path: path, module: "App", layer: .presentation, isTest: false, lines: 100, imports: ["RxSwift"],
        occurrences: entries.map {
            Occurrence(line: $0.0, column: 5, symbol: $0.1, construct: $0.1, category: .subject, enclosing: $0.2)
        })
}

private func inventory(_ files: FileInventory...) -> Inventory {
    Inventory(files: files, modules: [], scannedFiles: files.count, scannedLines: 0)
}

private let original = inventory(
    file("App/LoginViewModel.swift", [(10, "BehaviorRelay", "LoginViewModel"), (20, "DisposeBag", "LoginViewModel")]),
    file("App/Feed.swift", [(3, "Observable", "Feed.load()")]))

@Test func codeMatchingItsBaselinePasses() {
    let result = Checker().check(original, baseline: Baseline(original))
    #expect(result.passed)
    #expect(result.removed == 0)
    #expect(result.currentTotal == 3 && result.baselineTotal == 3)
}

@Test func aNewRxLineFailsAndIsNamed() {
    let changed = inventory(
        file(
            "App/LoginViewModel.swift",
            [
                (10, "BehaviorRelay", "LoginViewModel"), (12, "BehaviorRelay", "LoginViewModel"),
                (20, "DisposeBag", "LoginViewModel"),
            ]),
        file("App/Feed.swift", [(3, "Observable", "Feed.load()")]))
    let result = Checker().check(changed, baseline: Baseline(original))
    #expect(
        result.violations.map { "\($0.kind.rawValue) \($0.path):\($0.line) \($0.construct)" }
            == ["new-rx App/LoginViewModel.swift:12 BehaviorRelay"])
    #expect(result.hasIncrease)
}

@Test func removingRxPassesAndCountsWhatWentAway() {
    let smaller = inventory(
        file("App/LoginViewModel.swift", [(10, "BehaviorRelay", "LoginViewModel")]),
        file("App/Feed.swift", [(3, "Observable", "Feed.load()")]))
    let result = Checker().check(smaller, baseline: Baseline(original))
    #expect(result.passed)
    #expect(result.removed == 1)
    #expect(Baseline(smaller).total == 2)
}

@Test func codeThatMovedWithinItsDeclarationIsNoRegression() {
    let moved = inventory(
        file(
            "App/LoginViewModel.swift", [(40, "BehaviorRelay", "LoginViewModel"), (20, "DisposeBag", "LoginViewModel")]),
        file("App/Feed.swift", [(9, "Observable", "Feed.load()")]))
    #expect(Checker().check(moved, baseline: Baseline(original)).passed)
}

@Test func aFileOutsideTheBaselineFails() {
    var files = original.files
    files.append(file("App/New.swift", [(1, "PublishRelay", nil)]))
    let result = Checker().check(
        Inventory(files: files, modules: [], scannedFiles: 3, scannedLines: 0), baseline: Baseline(original))
    #expect(result.violations.map(\.kind) == [.newFile])
    #expect(
        result.violations.first?.message.hasPrefix("Rx in a file outside the baseline: PublishRelay (subject).") == true
    )
}

/// The tasks tell agents to keep a file's old Rx path in `Name+Rx.swift` next to it: `check` holds the two to
/// `Name.swift`'s baseline together, so moving code between them is no regression and adding Rx to either is.
private let themeBaseline = Baseline(
    inventory(
        file(
            "App/ThemeViewModel.swift",
            [
                (10, "Driver", "ThemeViewModel.Input"), (20, "drive", "ThemeViewModel.transform(input:)"),
                (21, "disposed", "ThemeViewModel.transform(input:)"),
            ]),
        file("App/Feed.swift", [(3, "Observable", "Feed.load()")])))

private let movedToRxFile = file(
    "App/ThemeViewModel+Rx.swift",
    [
        (5, "Driver", "ThemeViewModel.Input"), (12, "drive", "ThemeViewModel.transform(input:)"),
        (13, "disposed", "ThemeViewModel.transform(input:)"),
    ])

@Test func codeMovedIntoItsRxFileIsNoRegression() {
    // All of it moved; the file itself no longer imports Rx, so the scan does not list it.
    let moved = inventory(movedToRxFile, file("App/Feed.swift", [(3, "Observable", "Feed.load()")]))
    let result = Checker().check(moved, baseline: themeBaseline)
    #expect(result.passed)
    #expect(result.removed == 0 && result.currentTotal == 4 && result.baselineTotal == 4)
    // Part of it moved, one line migrated: one occurrence went away.
    let partly = inventory(
        file("App/ThemeViewModel.swift", [(8, "Driver", "ThemeViewModel.Input")]),
        file("App/ThemeViewModel+Rx.swift", [(12, "drive", "ThemeViewModel.transform(input:)")]),
        file("App/Feed.swift", [(3, "Observable", "Feed.load()")]))
    let after = Checker().check(partly, baseline: themeBaseline)
    #expect(after.passed && after.removed == 1)
}

@Test func rxAddedNextToMovedCodeIsNew() {
    var rxFile = movedToRxFile
    rxFile.occurrences.append(
        Occurrence(
            line: 14, column: 5, symbol: "drive", construct: "drive", category: .subscription,
            enclosing: "ThemeViewModel.transform(input:)"))
    let theme = file("App/ThemeViewModel.swift", [(30, "PublishRelay", "ThemeViewModel.select()")])
    let result = Checker().check(inventory(rxFile, theme), baseline: themeBaseline)
    #expect(
        result.violations.map { "\($0.kind.rawValue) \($0.path):\($0.line) \($0.construct)" } == [
            "new-rx App/ThemeViewModel+Rx.swift:14 drive", "new-rx App/ThemeViewModel.swift:30 PublishRelay",
        ])
    #expect(result.hasIncrease)
}

@Test func anRxFileIsPairedOnlyWithABaselinedFileNextToIt() {
    let elsewhere = file("Other/ThemeViewModel+Rx.swift", [(5, "Driver", "ThemeViewModel.Input")])
    let unknown = file("App/Settings+Rx.swift", [(5, "Driver", "Settings.Input")])
    let result = Checker().check(inventory(elsewhere, unknown), baseline: themeBaseline)
    #expect(
        result.violations.map { "\($0.kind.rawValue) \($0.path)" } == [
            "new-file App/Settings+Rx.swift", "new-file Other/ThemeViewModel+Rx.swift",
        ])
}

@Test func afterTheRatchetTheRxFileHasItsOwnEntries() {
    let moved = inventory(movedToRxFile, file("App/Feed.swift", [(3, "Observable", "Feed.load()")]))
    let updated = Baseline(moved)
    #expect(Set(updated.counts.keys.map(\.path)) == ["App/ThemeViewModel+Rx.swift", "App/Feed.swift"])
    #expect(Checker().check(moved, baseline: updated).passed)
    // The file left the baseline with its last Rx: Rx coming back to it is new.
    let back = inventory(
        movedToRxFile, file("App/ThemeViewModel.swift", [(9, "Driver", "ThemeViewModel.Output")]),
        file("App/Feed.swift", [(3, "Observable", "Feed.load()")]))
    #expect(Checker().check(back, baseline: updated).violations.map(\.kind) == [.newFile])
    // While both files are in the baseline, code may move back as well.
    let both = Baseline(
        inventory(
            file("App/ThemeViewModel.swift", [(10, "Driver", "ThemeViewModel.Input")]),
            file("App/ThemeViewModel+Rx.swift", [(12, "drive", "ThemeViewModel.transform(input:)")])))
    let movedBack = inventory(
        file(
            "App/ThemeViewModel.swift",
            [(10, "Driver", "ThemeViewModel.Input"), (20, "drive", "ThemeViewModel.transform(input:)")]))
    let result = Checker().check(movedBack, baseline: both)
    #expect(result.passed && result.removed == 0)
}

@Test func aMergedTaskWhoseScopeRegainsRxFails() {
    let merged = [Checker.MergedScope(taskID: "T-004", files: [TaskFile(path: "App/Feed.swift", occurrences: [])])]
    let result = Checker().check(original, baseline: Baseline(original), merged: merged)
    #expect(result.violations.map { "\($0.taskID ?? "") \($0.path):\($0.line)" } == ["T-004 App/Feed.swift:3"])
    #expect(!result.hasIncrease)
}

@Test func aSplitMergedScopeOnlyGuardsItsDeclarations() {
    let merged = [
        Checker.MergedScope(
            taskID: "T-002",
            files: [TaskFile(path: "App/LoginViewModel.swift", declarations: ["Other"], occurrences: [])])
    ]
    #expect(Checker().check(original, baseline: Baseline(original), merged: merged).passed)
}

@Test func baselineRoundTripsAndRejectsMalformedLines() throws {
    let baseline = Baseline(original)
    #expect(try Baseline.parse(baseline.render(), path: "b") == baseline)
    #expect(
        throws: FarewellError.badInput(path: "b:2", problem: "expected 'path<TAB>construct<TAB>declaration<TAB>count'")
    ) {
        try Baseline.parse("# header\nApp/A.swift\tDisposeBag\n", path: "b")
    }
}

@Test func baselineReadsWindowsLineEndsCommentsAndLargeCounts() throws {
    let text = "# header\r\nApp/A.swift\tDisposeBag\tA\t2\r\nApp/A.swift\tDisposeBag\tA\t+1\r\n#\u{301}x\tC\t-\t007\n"
    let baseline = try Baseline.parse(text, path: "b")
    #expect(
        baseline.counts == [
            Baseline.Key(path: "App/A.swift", construct: "DisposeBag", declaration: "A"): 3,
            Baseline.Key(path: "#\u{301}x", construct: "C", declaration: "-"): 7,
        ])
    #expect(try Baseline.parse("a\tb\tc\t1234567890123456789\n", path: "b").counts.isEmpty == false)
    #expect(
        throws: FarewellError.badInput(path: "b:3", problem: "expected 'path<TAB>construct<TAB>declaration<TAB>count'")
    ) {
        try Baseline.parse("\n\r\n\ta\tb\t1\n", path: "b")
    }
    #expect(
        throws: FarewellError.badInput(path: "b:1", problem: "expected 'path<TAB>construct<TAB>declaration<TAB>count'")
    ) {
        try Baseline.parse("p\tc\td\t-1", path: "b")
    }
}

@Test func baselineRoundTripsFileNamesWithTabsLineBreaksBackslashesAndALeadingHash() throws {
    let keys = ["#a.swift", "a\tb.swift", "a\nb\r.swift", "a\\tb.swift", "a\\b.swift"].map {
        Baseline.Key(path: $0, construct: "Observable", declaration: "-")
    }
    let baseline = Baseline(counts: Dictionary(uniqueKeysWithValues: keys.map { ($0, 1) }))
    let text = baseline.render()
    #expect(text.split(separator: "\n").count == keys.count + 2)
    #expect(try Baseline.parse(text, path: "b") == baseline)
    #expect(try Checker.Expectation(parsing: text, path: "b").perFile.keys.sorted() == keys.map(\.path).sorted())
    // A lone backslash, as an older baseline wrote it, is read as written.
    #expect(try Baseline.parse("a\\b.swift\tX\t-\t1\n", path: "b").counts.keys.map(\.path) == ["a\\b.swift"])
}

@Test(arguments: CheckReporter.all.map(\.name))
func reportersArePinned(name: String) throws {
    let changed = inventory(
        file(
            "App/LoginViewModel.swift",
            [(10, "BehaviorRelay", "LoginViewModel"), (11, "BehaviorRelay", "LoginViewModel")]),
        file("App/Feed.swift", [(3, "Observable", "Feed.load()")]),
        file("App/Odd, \"name\".swift", [(7, "PublishRelay", nil)]))
    let merged = [Checker.MergedScope(taskID: "T-004", files: [TaskFile(path: "App/Feed.swift", occurrences: [])])]
    let catalog = Catalog.standard
    let result = Checker(catalog: catalog).check(changed, baseline: Baseline(original), merged: merged)
    let reporter = try #require(CheckReporter.named(name))
    let ext = ["json": "json", "sarif": "json", "checkstyle": "xml", "markdown": "md"][name] ?? "txt"
    Golden.check(reporter.render(result, catalog), matches: "check/\(name).\(ext)")
}

@Test func sarifHasTheRequiredStructureOf210() throws {
    let changed = inventory(file("App/A b.swift", [(2, "DisposeBag", nil)]))
    let text = SARIFCheckReporter.render(Checker().check(changed, baseline: Baseline()), .standard)
    let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "farewell")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 1)
    for result in results {
        let message = try #require(result["message"] as? [String: Any])
        #expect(message["text"] is String)
        let index = try #require(result["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        let location = try #require(
            (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let artifact = try #require(location["artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "App/A%20b.swift")
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 2)
    }
    for rule in rules {
        #expect(rule["id"] is String)
        #expect((rule["help"] as? [String: Any])?["text"] is String)
    }
}

@Test func anExpectationReadFromTextMatchesOneBuiltFromTheBaseline() throws {
    let text =
        "# h\nB.swift\tX\t-\t2\nA.swift\tX\tA.f()\t1\nA.swift\tY\t-\t0\nB.swift\tX\t-\t1\nA.swift\tX\tA.g()\t3\nC.swift\tZ\t-\t0\n"
    let read = try Checker.Expectation(parsing: text, path: "b")
    let built = Checker.Expectation(try Baseline.parse(text, path: "b"))
    #expect(read.perFile == ["A.swift": ["X": 4], "B.swift": ["X": 3]])
    #expect(built.perFile == read.perFile)
    #expect(read.total == 7 && built.total == 7)
    #expect(read.count("B.swift", "X", "-") == 3 && built.count("B.swift", "X", "-") == 3)
    #expect(read.count("A.swift", "X", "A.g()") == 3 && read.count("A.swift", "Y", "-") == 0)
    #expect(
        throws: FarewellError.badInput(path: "b:2", problem: "expected 'path<TAB>construct<TAB>declaration<TAB>count'")
    ) {
        try Checker.Expectation(parsing: "# h\nA\tB\n", path: "b")
    }
}

/// SARIF and GitHub count columns in UTF-16 code units, swiftc in UTF-8 bytes: a Korean string before an occurrence
/// puts them apart, and the reporters get the UTF-16 one.
@Test func reportersGetUTF16Columns() {
    let source = Array("import RxSwift\nlet 안녕 = \"가나다\"; let s = Observable.just(1)\n".utf8)
    let byteColumn = Array("let 안녕 = \"가나다\"; let s = ".utf8).count + 1
    #expect(CheckResult.utf16Column(in: source, line: 2, byteColumn: byteColumn) == 25)
    #expect(CheckResult.utf16Column(in: source, line: 1, byteColumn: 8) == 8)
    #expect(CheckResult.utf16Column(in: source, line: 9, byteColumn: 1) == nil)
    let violation = CheckResult.Violation(
        kind: .newRx, path: "App/A.swift", line: 2, column: byteColumn, construct: "Observable",
        category: .streamType, message: "New Rx code.")
    let result = CheckResult(violations: [violation], baselineTotal: 0, currentTotal: 1, removed: 0)
        .withUTF16Columns { $0 == "App/A.swift" ? source : nil }
    #expect(result.violations.map(\.utf16Column) == [25])
    #expect(result.violations.map(\.column) == [byteColumn])
}

/// A passing check says what its totals hide: what went away, and what the plan's shims and bridges added, so a
/// total that grew does not read as a regression, nor one that stayed as "nothing went away".
@Test func aPassingSummarySaysWhatWentAwayAndWhatThePlanAdded() {
    let summary = { (baseline: Int, current: Int, removed: Int) in
        CheckReporter.summary(
            CheckResult(violations: [], baselineTotal: baseline, currentTotal: current, removed: removed))
    }
    #expect(summary(812, 812, 0) == "farewell check passed: no new Rx (812, as in the baseline).")
    #expect(
        summary(5275, 5278, 1)
            == "farewell check passed: 1 Rx occurrence went away, 4 added where the plan allows them (shims, bridges) "
            + "(5275 -> 5278); run `farewell check --update` to ratchet the baseline.")
    #expect(
        summary(10, 7, 3)
            == "farewell check passed: 3 Rx occurrences went away (10 -> 7); run `farewell check --update` to "
            + "ratchet the baseline.")
}

import FarewellTestSupport
import Testing

@testable import FarewellKit

/// The Rx the plan asks for is no regression: the files `farewell scaffold` wrote (T-001 adds them, the cleanup
/// deletes them) and, in `Name+Rx.swift`, the old Rx path and the shims a migration task's Boundary keeps for callers
/// in other tasks (the cleanup task owns that file, `KeptRxFiles`). Rx anywhere else still is.
@Suite struct CheckerPlannedRxTests {
    static let original = [
        "/repo/Package.swift": PlannedRxRepository.manifest,
        "/repo/Sources/Networking/Loader.swift": PlannedRxRepository.loader,
        "/repo/Sources/App/Screen.swift": PlannedRxRepository.screen,
    ]

    static func scanned(_ files: [String: String]) throws -> Inventory {
        try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    }

    /// `path:line construct` of each regression, with its kind.
    static func regressions(_ result: CheckResult) -> [String] {
        result.violations.map { "\($0.kind.rawValue) \($0.path):\($0.line) \($0.construct)" }
    }

    @Test func theFilesTheScaffoldWroteAreNoRegressionsWhereverTheyAre() throws {
        let before = try Self.scanned(Self.original)
        var files = Self.original
        for file in Scaffold.files { files["/repo/Sources/Networking/Bridges/\(file.name)"] = file.contents }
        files["/repo/Sources/App/Feed.swift"] =
            "import RxSwift\n\nfinal class Feed {\n    let items = PublishSubject<Int>()\n}\n"
        let after = try Self.scanned(files)
        #expect(
            after.files.filter(\.isScaffolded).map(\.path) == [
                "Sources/Networking/Bridges/Observable+AsyncSequence.swift",
                "Sources/Networking/Bridges/Single+Async.swift",
            ])
        let result = Checker().check(after, baseline: Baseline(before))
        #expect(Self.regressions(result) == ["new-file Sources/App/Feed.swift:4 PublishSubject"])
        #expect(result.baselineTotal == 8 && result.currentTotal == 36 && result.removed == 0)
    }

    @Test func theShimAndOldPathInTheKeptRxFileAreNoRegressions() throws {
        let before = try Self.scanned(Self.original)
        let plan = Planner().plan(before, previous: nil)
        #expect(plan.tasks(holding: "Sources/Networking/Loader.swift").map(\.id) == ["T-003"])
        var files = Self.original
        files["/repo/Sources/Networking/Loader.swift"] = PlannedRxRepository.migratedLoader
        files["/repo/Sources/Networking/Loader+Rx.swift"] = PlannedRxRepository.shim
        let after = try Self.scanned(files)
        let kept = KeptRxFiles(after, tasks: plan.tasks)
        #expect(kept.owners == ["Sources/Networking/Loader+Rx.swift": "T-005"])
        // Counted with `Loader.swift` alone, the shim's Rx is more than the old path had.
        #expect(
            Self.regressions(Checker().check(after, baseline: Baseline(before))) == [
                "new-rx Sources/Networking/Loader+Rx.swift:8 createEvent",
                "new-rx Sources/Networking/Loader+Rx.swift:14 Single",
                "new-rx Sources/Networking/Loader+Rx.swift:15 Single",
                "new-rx Sources/Networking/Loader+Rx.swift:15 create",
                "new-rx Sources/Networking/Loader+Rx.swift:16 createEvent",
                "new-rx Sources/Networking/Loader+Rx.swift:17 Disposables",
            ])
        let result = Checker().check(after, baseline: Baseline(before), kept: kept)
        #expect(result.passed)
        #expect(result.baselineTotal == 8 && result.currentTotal == 14 && result.removed == 0)
    }

    @Test func rxAddedBesideAKeptRxFileOrInAnUnpairedOneIsStillNew() throws {
        let before = try Self.scanned(Self.original)
        let plan = Planner().plan(before, previous: nil)
        var files = Self.original
        files["/repo/Sources/Networking/Loader.swift"] =
            "import RxSwift\n\n" + PlannedRxRepository.migratedLoader + "\nlet loads = PublishSubject<Int>()\n"
        files["/repo/Sources/Networking/Loader+Rx.swift"] = PlannedRxRepository.shim
        files["/repo/Sources/App/Feed+Rx.swift"] = "import RxSwift\n\nlet feed = PublishSubject<Int>()\n"
        let after = try Self.scanned(files)
        let kept = KeptRxFiles(after, tasks: plan.tasks)
        #expect(
            Self.regressions(Checker().check(after, baseline: Baseline(before), kept: kept)) == [
                "new-file Sources/App/Feed+Rx.swift:3 PublishSubject",
                "new-rx Sources/Networking/Loader.swift:9 PublishSubject",
            ])
    }

    /// The scaffold's note in the first comments, its words wrapped over lines or not; not further down, and not
    /// another note naming the command.
    @Test(arguments: [
        ("// Bridges; written by `farewell scaffold`.\nimport RxSwift\n", true),
        ("/*\n * Bridges; written by\n * `farewell scaffold`.\n */\nimport RxSwift\n", true),
        ("//\n// Bridges; written by\n//   `farewell scaffold`.\nimport RxSwift\n", true),
        ("import RxSwift\n// Bridges; written by `farewell scaffold`.\n", false),
        ("// Bridges, like those `farewell scaffold` writes.\nimport RxSwift\n", false),
        ("", false),
    ])
    func aScaffoldedFileIsToldByItsFirstComments(source: String, scaffolded: Bool) {
        #expect(ScaffoldHeader.marks(Array(source.utf8)) == scaffolded)
    }

    @Test func everyFileTheScaffoldWritesCarriesItsNote() {
        #expect(Scaffold.files.filter { ScaffoldHeader.marks(Array($0.contents.utf8)) }.count == Scaffold.files.count)
    }
}

import Testing

@testable import FarewellKit

/// Most files a plan names must be under the repository for `verify` and `status` to mean anything, but for those
/// its work deletes: a folder where they are absent holds no Rx because it is another folder.
@Suite struct PlanPresenceTests {
    static func task(_ id: String, _ kind: PlanTask.Kind, _ paths: [String], module: String = "App") -> PlanTask {
        PlanTask(
            id: id, title: id, slug: id.lowercased(), kind: kind, wave: "W1", module: module, layer: .presentation,
            files: paths.map { TaskFile(path: $0, occurrences: []) }, points: 1, flag: "")
    }

    static let plan = Plan(
        waves: [],
        tasks: [
            task("T-003", .migration, ["App/ThemeViewModel.swift", "App/UIView+Rx.swift", "App/ThemeView.swift"]),
            task("T-004", .migration, ["Old/Legacy.swift"], module: "Old (no target)"),
            task(
                "T-005", .cleanup,
                ["App.xcodeproj/project.pbxproj", "App/Bridges.swift", "App/ThemeViewModel+Rx.swift", "Podfile"]),
        ], baseline: 10)

    @Test func aTaskExpectsItsFilesButThoseItsWorkDeletes() throws {
        let expected = try ["T-003", "T-004", "T-005"].map {
            try PlanPresence.expectedPaths(of: #require(Self.plan.task($0)))
        }
        #expect(
            expected == [
                ["App/ThemeView.swift", "App/ThemeViewModel.swift"], [], ["App.xcodeproj/project.pbxproj", "Podfile"],
            ])
    }

    @Test func theMissingFilesAreThoseNotUnderTheRoot() throws {
        let fileSystem = InMemoryFileSystem([
            "/repo/App/ThemeViewModel.swift": "let a = 1\n", "/repo/Podfile": "pod 'RxSwift'\n",
            "/repo/App/ThemeView.swift/.keep": "a folder, not the file\n",
        ])
        let migration = try #require(Self.plan.task("T-003"))
        #expect(
            PlanPresence.missingPaths(of: migration, root: "/repo", fileSystem: fileSystem) == ["App/ThemeView.swift"])
        let cleanup = try #require(Self.plan.task("T-005"))
        #expect(
            PlanPresence.missingPaths(of: cleanup, root: "/repo", fileSystem: fileSystem) == [
                "App.xcodeproj/project.pbxproj"
            ])
        let count = PlanPresence.missingCount(in: Self.plan, root: "/repo", fileSystem: fileSystem)
        #expect(count.missing == 2 && count.total == 4)
        #expect(!PlanPresence.isForAnotherFolder(missing: count.missing, total: count.total))
        let elsewhere = PlanPresence.missingCount(in: Self.plan, root: "/", fileSystem: fileSystem)
        #expect(elsewhere.missing == 4 && elsewhere.total == 4)
        #expect(PlanPresence.isForAnotherFolder(missing: elsewhere.missing, total: elsewhere.total))
    }

    /// A file a migration deleted, renamed or merged is absent while the rest of the plan is there: the folder is
    /// still the plan's. Without most of the plan's files, it is another one.
    @Test func aTasksAbsentFilesAreDeletedWhereMostOfThePlanIsThere() throws {
        let fileSystem = InMemoryFileSystem([
            "/repo/App/ThemeViewModel.swift": "let a = 1\n", "/repo/App.xcodeproj/project.pbxproj": "{}\n",
            "/repo/Podfile": "pod 'RxSwift'\n",
        ])
        let migration = try #require(Self.plan.task("T-003"))
        #expect(
            PlanPresence.absentPaths(of: migration, root: "/repo", fileSystem: fileSystem) == [
                "App/ThemeView.swift", "App/UIView+Rx.swift",
            ])
        #expect(!PlanPresence.isForAnotherFolder(Self.plan, root: "/repo", fileSystem: fileSystem))
        try fileSystem.remove("/repo/App.xcodeproj")
        try fileSystem.remove("/repo/Podfile")
        #expect(PlanPresence.isForAnotherFolder(Self.plan, root: "/repo", fileSystem: fileSystem))
        #expect(PlanPresence.isForAnotherFolder(Self.plan, root: "/elsewhere", fileSystem: fileSystem))
    }

    @Test func aPlanWithoutFilesIsForNoOtherFolder() {
        #expect(!PlanPresence.isForAnotherFolder(missing: 0, total: 0))
        #expect(PlanPresence.isForAnotherFolder(missing: 3, total: 5))
        #expect(!PlanPresence.isForAnotherFolder(missing: 1, total: 2))
    }

    @Test(arguments: [
        (["A.swift"], "A.swift"), (["A.swift", "B.swift", "C.swift"], "A.swift, B.swift, C.swift"),
        (["A.swift", "B.swift", "C.swift", "D.swift"], "A.swift, B.swift, … 2 more"),
    ])
    func missingFilesAreListedTwoAndCountedBeyondThree(paths: [String], listed: String) {
        #expect(PlanPresence.listed(paths) == listed)
    }
}

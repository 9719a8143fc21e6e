import Testing

@testable import FarewellKit

/// `Name+Rx.swift` keeping the old Rx path of a file a migration task covers is the cleanup task's, before
/// `plan` lists it there: `verify`, `status` and `check` agree. One a migration task lists is that task's.
@Suite struct ScopeRxFileTests {
    static let viewModel = "App/ThemeViewModel.swift"
    static let oldRxPath = "App/ThemeViewModel+Rx.swift"

    static func task(_ id: String, _ kind: PlanTask.Kind, _ paths: [String], module: String = "App") -> PlanTask {
        PlanTask(
            id: id, title: id, slug: id.lowercased(), kind: kind, wave: "W1", module: module, layer: .presentation,
            files: paths.map { TaskFile(path: $0, occurrences: []) }, points: 1, flag: "")
    }

    /// T-003 lists the migrated view model; two cleanup tasks, the second covering module App.
    static let plan = Plan(
        waves: [],
        tasks: [
            task("T-003", .migration, [viewModel, "App/ThemeViewController.swift"]),
            task("T-004", .cleanup, [], module: "Other"), task("T-005", .cleanup, [], module: "App"),
        ], baseline: 10)

    static let inventory = Fixture.inventory([
        Fixture.file("App/ThemeViewController.swift", "App", .ui, count: 4),
        Fixture.file(oldRxPath, "App", .presentation, count: 6),
        Fixture.file("App/UIView+Rx.swift", "App", .ui, count: 2),
    ])

    static func verified(_ id: String, in plan: Plan = plan) throws -> [String] {
        let task = try #require(plan.task(id))
        return ScopeCheck.remaining(task, in: inventory, plan: plan).map { "\($0.path):\($0.occurrence.line)" }
    }

    @Test func theCleanupTaskCoveringTheModuleOwnsTheUnlistedOldRxPath() throws {
        #expect(try Self.verified("T-003") == (1...4).map { "App/ThemeViewController.swift:\($0)" })
        #expect(try Self.verified("T-005") == (1...6).map { "\(Self.oldRxPath):\($0)" })
        #expect(try Self.verified("T-004").isEmpty)
        let scope = TaskScope(plan: Self.plan, inventory: Self.inventory)
        #expect(scope.untracked.map(\.path) == ["App/UIView+Rx.swift"])
        #expect([scope.remaining("T-003"), scope.remaining("T-004"), scope.remaining("T-005")] == [4, 0, 6])
    }

    /// A `+Rx.swift` file a migration task lists was there when the plan was made: that task's live code.
    @Test func aMigrationTaskListingThePlusRxFileCountsIt() throws {
        var plan = Self.plan
        plan.tasks[0].files.append(TaskFile(path: Self.oldRxPath, occurrences: []))
        #expect(try Self.verified("T-003", in: plan).count == 10)
        #expect(try Self.verified("T-005", in: plan).isEmpty)
        #expect(TaskScope(plan: plan, inventory: Self.inventory).remaining("T-003") == 10)
    }

    /// A `+Rx.swift` file a migration task lists keeps its own old Rx path once the task's new code is in its
    /// `+Async.swift` file (`UIView+Async.swift` for `UIView+Rx.swift`): from then on the cleanup task covering the
    /// module owns it, for `verify` and `status` alike.
    @Test func aListedPlusRxFileIsTheCleanupTasksOnceItsAsyncFileIsThere() throws {
        var plan = Self.plan
        plan.tasks[0].files.append(TaskFile(path: "App/UIView+Rx.swift", occurrences: []))
        let task = try #require(plan.task("T-003"))
        let cleanup = try #require(plan.task("T-005"))
        var inventory = Self.inventory
        let lines = { (task: PlanTask) in
            ScopeCheck.remaining(task, in: inventory, plan: plan).map { "\($0.path):\($0.occurrence.line)" }
        }
        #expect(lines(task).count == 6)
        inventory.asyncFiles = ["App/UIView+Async.swift"]
        #expect(lines(task) == (1...4).map { "App/ThemeViewController.swift:\($0)" })
        #expect(
            lines(cleanup) == (1...6).map { "\(Self.oldRxPath):\($0)" } + [
                "App/UIView+Rx.swift:1", "App/UIView+Rx.swift:2",
            ])
        let scope = TaskScope(plan: plan, inventory: inventory)
        #expect([scope.remaining("T-003"), scope.remaining("T-005")] == [4, 8])
        #expect(scope.untracked.isEmpty)
    }

    @Test func aMergedCleanupTaskIsGuardedOnTheOldRxPathItOwns() {
        let plan = Self.plan.with("T-005", status: .merged)
        let merged = Checker.MergedScope.all(in: plan, inventory: Self.inventory)
        let result = Checker().check(Self.inventory, baseline: Baseline(Self.inventory), merged: merged)
        let paths = result.violations.filter { $0.taskID == "T-005" }.map(\.path)
        #expect(paths == Array(repeating: Self.oldRxPath, count: 6))
    }

    @Test func withoutAPairedFileInAMigrationTaskOrWithRxItIsOrdinaryCode() {
        var plan = Self.plan
        plan.tasks[0].files.removeAll { $0.path == Self.viewModel }
        let scope = TaskScope(plan: plan, inventory: Self.inventory)
        #expect(scope.untracked.map(\.path) == [Self.oldRxPath, "App/UIView+Rx.swift"])
        #expect(scope.remaining("T-005") == 0)
    }
}

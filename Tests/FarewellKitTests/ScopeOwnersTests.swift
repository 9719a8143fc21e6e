import Testing

@testable import FarewellKit

/// A file split between tasks by declaration, as the planner splits a view model too big for one task: part 1
/// holds the type itself (its stored properties) and its nested types, part 2 its methods. `status`, `verify`
/// and `check` must agree on which part each occurrence belongs to.
@Suite struct ScopeOwnersTests {
    static let path = "App/RepositoryViewModel.swift"

    static func occurrence(_ line: Int, _ enclosing: String?) -> Occurrence { Fixture.occurrence(line, in: enclosing) }

    static let inventory = Inventory(
        files: [
            FileInventory(
                path: path, module: "App", layer: .presentation, isTest: false, lines: 90, imports: ["RxSwift"],
                occurrences: [
                    occurrence(3, nil), occurrence(8, "RepositoryViewModel.Input"),
                    occurrence(12, "RepositoryViewModel"), occurrence(13, "RepositoryViewModel"),
                    occurrence(20, "RepositoryViewModel.transform(input:)"),
                    occurrence(21, "RepositoryViewModel.transform(input:)"),
                    occurrence(30, "RepositoryViewModel.transform(input:).load()"),
                    occurrence(40, "RepositoryViewModel.viewModel(for:)"),
                    occurrence(60, "RepositoryViewModel.addedSincePlanning()"),
                ])
        ], modules: [], scannedFiles: 1, scannedLines: 90)

    static func task(_ id: String, _ declarations: [String]?, status: TaskStatus = .todo) -> PlanTask {
        PlanTask(
            id: id, title: id, slug: id.lowercased(), kind: .migration, wave: "W1", module: "App",
            layer: .presentation, files: [TaskFile(path: path, declarations: declarations, occurrences: [])],
            points: 1, flag: "", status: status)
    }

    static let partOne = task(
        "T-028", ["RepositoryViewModel.Input", "RepositoryViewModel", "RepositoryViewModel.init(repository:)"])
    static let partTwo = task(
        "T-029", ["RepositoryViewModel.transform(input:)", "RepositoryViewModel.viewModel(for:)"])
    static let plan = Plan(waves: [], tasks: [partOne, partTwo], baseline: 9)

    static func verified(_ task: PlanTask, in plan: Plan) -> [Int] {
        ScopeCheck.remaining(task, in: inventory, plan: plan).map(\.occurrence.line)
    }

    @Test func aTypeNameHoldsOnlyWhatIsDirectlyInItNotItsMethods() {
        #expect(Self.verified(Self.partOne, in: Self.plan) == [3, 8, 12, 13])
        #expect(Self.verified(Self.partTwo, in: Self.plan) == [20, 21, 30, 40])
        let scope = TaskScope(plan: Self.plan, inventory: Self.inventory)
        #expect(scope.remaining("T-028") == 4)
        #expect(scope.remaining("T-029") == 4)
        #expect(scope.untracked.isEmpty)
    }

    @Test func statusCountsWhatVerifyListsAndWarnsOfNoEmptyPart() {
        let dashboard = DashboardBuilder.build(plan: Self.plan, inventory: Self.inventory, histories: [:], today: 0)
        for task in Self.plan.tasks {
            let row = dashboard.tasks.first { $0.id == task.id }
            #expect(row?.remaining == Self.verified(task, in: Self.plan).count)
        }
        #expect(dashboard.warnings.noRxLeft.isEmpty)
    }

    @Test func theInnermostNamedFunctionWins() {
        var plan = Self.plan
        plan.tasks.append(Self.task("T-030", ["RepositoryViewModel.transform(input:).load()"]))
        #expect(Self.verified(Self.partTwo, in: plan) == [20, 21, 40])
        #expect(Self.verified(plan.tasks[2], in: plan) == [30])
        #expect(TaskScope(plan: plan, inventory: Self.inventory).remaining("T-030") == 1)
    }

    @Test func aWholeFileOwnerTakesWhatNoPartNames() {
        var plan = Self.plan
        plan.tasks.append(Self.task("T-031", nil))
        #expect(Self.verified(plan.tasks[2], in: plan) == [3, 60])
        #expect(Self.verified(Self.partOne, in: plan) == [8, 12, 13])
        let scope = TaskScope(plan: plan, inventory: Self.inventory)
        #expect([scope.remaining("T-028"), scope.remaining("T-029"), scope.remaining("T-031")] == [3, 4, 2])
    }

    @Test func checkGuardsAMergedPartAsVerifyDoes() {
        var plan = Self.plan
        plan.tasks[0].status = .merged
        plan.tasks[1].status = .merged
        let merged = Checker.MergedScope.all(in: plan, inventory: Self.inventory)
        let result = Checker().check(Self.inventory, baseline: Baseline(Self.inventory), merged: merged)
        let lines = { (task: String) in result.violations.filter { $0.taskID == task }.map(\.line) }
        #expect(lines("T-028") == Self.verified(Self.partOne, in: plan))
        #expect(lines("T-029") == Self.verified(Self.partTwo, in: plan))
    }
}

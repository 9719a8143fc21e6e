import Testing

@testable import FarewellKit

/// A base view controller's `var disposeBag = DisposeBag()`, which subclasses in another task dispose into, is
/// kept for them (its task's Boundary says so): `verify`, `status` and `check` leave its line out of the base
/// task's scope while they use it, and count it for that task again once they have moved.
@Suite struct ScopeHeldLifetimeTests {
    static let base = "App/BaseViewController.swift"
    static let screen = "App/FeedViewController.swift"

    /// The base class: its bag (line 4, used by the screen at line 9 when `used`) and a stream of its own.
    /// `kind`: the bag's declaration (a function returning a `Disposable` is an API, not a holder).
    static func inventory(used: Bool, kind: RxAPI.Kind = .variable) -> Inventory {
        let bag = RxAPI(
            name: "disposeBag", kind: kind, access: "internal", line: 4, column: 9,
            container: "BaseViewController", rxTypes: ["DisposeBag"],
            callers: used ? [SourceLocation(path: screen, line: 9, column: 30)] : [], callerModules: [])
        let lifetime = Occurrence(
            line: 4, column: 22, symbol: "DisposeBag", construct: "DisposeBag", category: .lifetime,
            enclosing: "BaseViewController")
        return Inventory(
            files: [
                FileInventory(
                    path: base, module: "App", layer: .ui, isTest: false, lines: 20, imports: ["RxSwift"],
                    occurrences: [lifetime, Fixture.occurrence(12, in: "BaseViewController.bind()")], apis: [bag]),
                FileInventory(
                    path: screen, module: "App", layer: .ui, isTest: false, lines: 20, imports: ["RxSwift"],
                    occurrences: [Fixture.occurrence(9, in: "FeedViewController.bind()")]),
            ], modules: [], scannedFiles: 2, scannedLines: 40)
    }

    static func task(_ id: String, _ path: String, status: TaskStatus = .todo) -> PlanTask {
        PlanTask(
            id: id, title: id, slug: id.lowercased(), kind: .migration, wave: "W1", module: "App", layer: .ui,
            files: [TaskFile(path: path, occurrences: [])], points: 1, flag: "", status: status)
    }

    static let plan = Plan(waves: [], tasks: [task("T-005", base), task("T-006", screen)], baseline: 3)

    static func verified(_ id: String, used: Bool) -> [Int] {
        let task = plan.tasks.first { $0.id == id }
        return task.map { ScopeCheck.remaining($0, in: inventory(used: used), plan: plan).map(\.occurrence.line) } ?? []
    }

    @Test func theBagStaysOutOfItsTaskWhileOthersUseIt() {
        #expect(Self.verified("T-005", used: true) == [12])
        #expect(Self.verified("T-006", used: true) == [9])
        #expect(TaskScope(plan: Self.plan, inventory: Self.inventory(used: true)).remaining("T-005") == 1)
    }

    @Test func theBagCountsForItsTaskAgainOnceTheyHaveMoved() {
        #expect(Self.verified("T-005", used: false) == [4, 12])
        #expect(TaskScope(plan: Self.plan, inventory: Self.inventory(used: false)).remaining("T-005") == 2)
    }

    @Test func checkDoesNotFailAMergedBaseTaskForTheBagItKeeps() {
        var plan = Self.plan
        plan.tasks[0].status = .merged
        for used in [true, false] {
            let inventory = Self.inventory(used: used)
            let merged = Checker.MergedScope.all(in: plan, inventory: inventory)
            let result = Checker().check(inventory, baseline: Baseline(inventory), merged: merged)
            #expect(result.violations.filter { $0.taskID == "T-005" }.map(\.line) == (used ? [12] : [4, 12]))
        }
    }

    @Test func aFunctionReturningADisposableIsNoHolder() throws {
        let inventory = Self.inventory(used: true, kind: .function)
        let task = try #require(Self.plan.tasks.first)
        #expect(ScopeCheck.remaining(task, in: inventory, plan: Self.plan).map(\.occurrence.line) == [4, 12])
        let screen = Fixture.file(Self.screen, "Feature", .ui)
        let base = try #require(inventory.files.first)
        let plan = Planner().plan(Fixture.inventory([base, screen]), previous: nil)
        let declaring = try #require(plan.tasks(holding: Self.base).first)
        #expect(declaring.shims.map(\.strategy) == [.shim])
        #expect(!TaskMarkdown.body(declaring, context: WorkspaceContext(plan: plan)).contains("subscription holders"))
    }

    @Test func aBagUsedOnlyInsideItsTaskIsItsTasks() {
        let together = Plan(
            waves: [], tasks: [
                PlanTask(
                    id: "T-005", title: "T-005", slug: "t-005", kind: .migration, wave: "W1", module: "App",
                    layer: .ui, files: [Self.base, Self.screen].map { TaskFile(path: $0, occurrences: []) },
                    points: 1, flag: "")
            ], baseline: 3)
        let task = together.tasks[0]
        let lines = ScopeCheck.remaining(task, in: Self.inventory(used: true), plan: together).map(\.occurrence.line)
        #expect(lines == [4, 12, 9])
    }
}

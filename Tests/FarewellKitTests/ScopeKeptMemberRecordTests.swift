import Testing

@testable import FarewellKit

/// A file split into three parts whose first part declares a subject (`input`) that the helpers of the last part
/// read. The task files record which part deletes it, so the plan read back from them, not the reads left in the
/// code, keeps it in that part's scope: once nothing reads it, `verify` still counts it there, not in the finished
/// declaring part, and each header counts what `verify` counts.
@Suite struct ScopeKeptMemberRecordTests {
    static let path = "App/Big.swift"
    static let settings = PlanSettings(maxPoints: 150)

    /// Line 3 the bag, line 4 the subject, then `m0()` and `helper0()` … `m29()` and `helper29()`, two lines each.
    /// `migrated`: the methods hold no Rx any more, and the bag is gone (its line left blank).
    static func source(migrated: Bool = false) -> String {
        let methods = (0..<30).flatMap { index in
            migrated
                ? [
                    "    func m\(index)() -> Int { helper\(index)() + 1 }",
                    "    func helper\(index)() -> Int { \(index) }",
                ]
                : [
                    "    func m\(index)() -> Observable<Int> { helper\(index)().map{$0+1}.filter{$0>0}"
                        + ".distinctUntilChanged().share(replay:1) }",
                    "    func helper\(index)() -> Observable<Int> { input.asObservable().map{$0*2}.filter{$0>1}"
                        + ".take(1).observe(on: MainScheduler.instance) }",
                ]
        }
        let bag = migrated ? "" : "    let bag = DisposeBag()"
        let head = ["import RxSwift", "final class Big {", bag, "    let input = PublishSubject<Int>()"]
        return (head + methods + ["}"]).joined(separator: "\n")
    }

    static func scanned(_ source: String) throws -> Inventory {
        try RepositoryScanner(fileSystem: InMemoryFileSystem(["/repo/\(path)": source])).scan(root: "/repo")
    }

    /// The plan as its task files record it: written, then read back.
    static func writtenAndReadBack(_ plan: Plan) throws -> Plan {
        let fileSystem = InMemoryFileSystem()
        for document in WorkspaceRenderer.documents(context: WorkspaceContext(plan: plan, settings: settings)) {
            try fileSystem.write(document.text, to: "/ws/" + document.path)
        }
        return try #require(try WorkspaceReader(fileSystem: fileSystem).read("/ws").plan)
    }

    static func parts(of plan: Plan) -> [PlanTask] {
        plan.tasks(holding: path).filter { $0.kind == .migration }
    }

    static func remaining(_ task: PlanTask, in source: String, plan: Plan) throws -> [String] {
        ScopeCheck.remaining(task, in: try scanned(source), plan: plan).map(\.description)
    }

    @Test func theDeletingPartNamesTheKeptPropertyAndCountsIt() throws {
        let plan = Planner(settings: Self.settings).plan(try Self.scanned(Self.source()), previous: nil)
        let parts = Self.parts(of: plan)
        try #require(parts.count == 3)
        #expect(parts[0].files.map(\.declarations?.first) == ["Big.bag"])
        #expect(parts[0].files[0].declarations?.contains("Big.input") == true)
        #expect(parts[2].files[0].declarations?.first == "Big.input")
        #expect(parts[2].keptMembers.map(\.name) == ["input"])
        #expect(parts[2].keptMembers.map(\.keptBy) == [parts[0].id])
        // Each header counts what `verify` counts.
        let readBack = try Self.writtenAndReadBack(plan)
        for part in parts {
            let counted = try Self.remaining(part, in: Self.source(), plan: readBack)
            #expect(part.occurrenceCount == counted.count)
        }
        #expect(
            try Self.remaining(parts[2], in: Self.source(), plan: readBack).first == "\(Self.path):4: PublishSubject")
        #expect(
            try !Self.remaining(parts[0], in: Self.source(), plan: readBack).contains {
                $0.hasPrefix("\(Self.path):4:")
            })
    }

    @Test func aKeptPropertyNothingReadsAnyMoreStaysInTheDeletingPartsScope() throws {
        let plan = Planner(settings: Self.settings).plan(try Self.scanned(Self.source()), previous: nil)
        let readBack = try Self.writtenAndReadBack(plan)
        let parts = Self.parts(of: readBack)
        try #require(parts.count == 3)
        let migrated = Self.source(migrated: true)
        #expect(try Self.remaining(parts[0], in: migrated, plan: readBack) == [])
        #expect(try Self.remaining(parts[1], in: migrated, plan: readBack) == [])
        #expect(try Self.remaining(parts[2], in: migrated, plan: readBack) == ["\(Self.path):4: PublishSubject"])
        // `status` agrees.
        let scope = TaskScope(plan: readBack, inventory: try Self.scanned(migrated))
        #expect(parts.map { scope.remaining($0.id) } == [0, 0, 1])
        // The property part 1 declares is part 3's to delete: `plan` keeps part 1 open while it is there, and `status`
        // says so (`kept`), rather than telling to run `plan` to mark it done.
        #expect(parts.map { scope.kept($0.id) } == [1, 0, 0])
        let replanned = Planner(settings: Self.settings).plan(try Self.scanned(migrated), previous: readBack)
        #expect(parts.map { part in replanned.tasks.first { $0.id == part.id }?.status } == [.todo, .done, .todo])
    }

    @Test func planningAgainKeepsTheRecordAndChangesNothing() throws {
        let plan = Planner(settings: Self.settings).plan(try Self.scanned(Self.source()), previous: nil)
        let readBack = try Self.writtenAndReadBack(plan)
        let again = Planner(settings: Self.settings).plan(try Self.scanned(Self.source()), previous: readBack)
        #expect(again.tasks == plan.tasks)
        // Once nothing reads the subject, planning again still gives it to the last part, which deletes it.
        let migrated = Planner(settings: Self.settings).plan(
            try Self.scanned(Self.source(migrated: true)), previous: readBack)
        let parts = Self.parts(of: migrated)
        // The middle part, left with no Rx, is done and still names the declarations it was planned with.
        let middle = try #require(Self.parts(of: plan)[1].files.first?.declarations)
        #expect(middle == Array((12...24).flatMap { ["Big.m\($0)()", "Big.helper\($0)()"] }.dropLast()))
        #expect(parts.map { $0.files.map(\.declarations) } == [[["Big.input"]], [middle], [["Big.input"]]])
        #expect(parts.map(\.status) == [.todo, .done, .todo])
        #expect(parts.map(\.occurrenceCount) == [0, 0, 1])
        #expect(parts.map(\.keptMembers.count) == [1, 0, 1])
    }
}

import Testing

@testable import FarewellKit

/// A file split between tasks by declaration whose type's stored properties a later part reads: the first part holds
/// the stored properties (`let input0 = PublishSubject<Int>()`), the second `setupObservers()`, which binds them. A stored
/// property cannot move to a `+Rx.swift` extension, so the first part keeps each with its Rx type for the second, which
/// deletes it: the second part names it too and its line is in that part's scope, not the first's, for `verify`, and
/// both Scopes say so.
@Suite struct ScopeSplitMemberTests {
    static let path = "App/BigViewModel.swift"

    /// The subject on line 5 before the first part's migration.
    static let subject = "let extra = PublishSubject<String>()"

    /// Line 4 the bag, line 5 a subject no method reads (`extra`), lines 6-45 the inputs, 46-85 the outputs (blank
    /// once deleted, without `kept`), 88-127 the bindings in `setupObservers()` (each `body` once migrated).
    static func source(extra: String = subject, kept: Bool = true, body: String? = nil) -> String {
        let inputs = (0..<40).map { kept ? "    let input\($0) = PublishSubject<Int>()" : "" }
        let outputs = (0..<40).map { kept ? "    let output\($0) = BehaviorSubject<Int>(value: 0)" : "" }
        let bindings = (0..<40).map {
            body ?? "        input\($0).map { $0 }.filter { $0 > 0 }.bind(to: output\($0)).disposed(by: disposeBag)"
        }
        let head = ["import RxSwift", "", "final class BigViewModel {", "    private let disposeBag = DisposeBag()"]
        let tail = ["", "    func setupObservers() {"] + bindings + ["    }", "}"]
        return (head + ["    \(extra)"] + inputs + outputs + tail).joined(separator: "\n")
    }

    static func scanned(_ source: String) throws -> Inventory {
        try RepositoryScanner(fileSystem: InMemoryFileSystem(["/repo/\(path)": source])).scan(root: "/repo")
    }

    static func split() throws -> (plan: Plan, first: PlanTask, last: PlanTask) {
        let plan = Planner().plan(try scanned(source()), previous: nil)
        let parts = plan.tasks(holding: path).filter { $0.kind == .migration }
        // The first part holds the stored properties, each a declaration of its own; the second names those it reads
        // too, which it deletes.
        let read = (0..<40).map { "input\($0)" } + (0..<40).map { "output\($0)" }
        let stored = ["disposeBag", "extra"] + read
        #expect(
            parts.map { $0.files.map(\.declarations) } == [
                [stored.map { "BigViewModel.\($0)" }],
                [read.map { "BigViewModel.\($0)" } + ["BigViewModel.setupObservers()"]],
            ])
        try #require(parts.count == 2)
        return (plan, parts[0], parts[1])
    }

    static func remainingLines(_ task: PlanTask, in source: String, plan: Plan) throws -> [Int] {
        ScopeCheck.remaining(task, in: try scanned(source), plan: plan).map(\.occurrence.line)
    }

    @Test func theScannerFindsTheLinesReadingAPropertyOfItsType() throws {
        let source = """
            import RxSwift
            final class Feed {
                let items = PublishSubject<Int>()
                let other = Other()
                func a() { items.onNext(1) }
                func b(items: [Int]) { print(items) }
                func c() { let items = [1]; print(items) }
                func d() { self.items.onNext(2) }
                func e() { other.items.onNext(3) }
                func f() { g(items: 1) }
                func h() { [1].forEach { items in print(items) } }
                func g(items: Int) {}
            }
            """
        let file = try #require(try Self.scanned(source).files.first)
        #expect(file.apis.first { $0.name == "items" }?.ownReads == [5, 8])
        // A command that plans nothing (`scan`, `check`, `status`) leaves them out, and the rest of the file as it is.
        var scanner = RepositoryScanner(fileSystem: InMemoryFileSystem(["/repo/\(Self.path)": source]))
        scanner.readsOwnMembers = false
        let plain = try #require(try scanner.scan(root: "/repo").files.first)
        #expect(plain.apis.first { $0.name == "items" }?.ownReads == [])
        var stripped = file
        for index in stripped.apis.indices { stripped.apis[index].ownReads = [] }
        #expect(plain == stripped)
    }

    @Test func theMembersALaterPartReadsAreInItsScopeNotTheFirstPartsScope() throws {
        let (plan, first, last) = try Self.split()
        let kept = (6...85).map { line in
            let name = line <= 45 ? "input\(line - 6)" : "output\(line - 46)"
            return KeptMember(
                path: Self.path, line: line, name: name, declaration: "BigViewModel.\(name)", keptBy: first.id,
                movedBy: last.id)
        }
        #expect(first.keptMembers == kept)
        #expect(last.keptMembers == kept)
        // The headers count the kept subjects in the second part, as `verify` does.
        #expect([first, last].map(\.occurrenceCount) == [2, 240])
        // Before any migration: the bag is held for the second part, the bound subjects are the second part's.
        #expect(try Self.remainingLines(first, in: Self.source(), plan: plan) == [5])
        let second = try Self.remainingLines(last, in: Self.source(), plan: plan)
        #expect(second.count == 80 + 160)
        #expect(Set(second) == Set(6...85).union(88...127))
    }

    @Test func theFirstPartPassesVerifyOnceItsOwnMembersMoved() throws {
        let (plan, first, last) = try Self.split()
        // The first part migrated: what no other part reads is async, the subjects `setupObservers()` binds stay.
        let migrated = Self.source(extra: "let extra = AsyncStream<String>.makeStream()")
        #expect(try Self.remainingLines(first, in: migrated, plan: plan) == [])
        #expect(try Self.remainingLines(last, in: migrated, plan: plan).count == 240)
        // The second part migrated too: the bindings are async and the kept subjects gone; the bag, which nothing
        // disposes into any more, counts for the first part again.
        let done = Self.source(
            extra: "let extra = AsyncStream<String>.makeStream()", kept: false, body: "        start()")
        #expect(try Self.remainingLines(last, in: done, plan: plan) == [])
        #expect(try Self.remainingLines(first, in: done, plan: plan) == [4])
    }

    @Test func bothScopesSayWhichPartKeepsAMemberAndWhichDeletesIt() throws {
        let (plan, first, last) = try Self.split()
        let context = WorkspaceContext(plan: plan)
        let keeping = TaskMarkdown.body(first, context: context)
        #expect(
            keeping.contains(
                "Keep the 80 stored properties \(last.id) reads (lines 6–85) with their Rx types beside the new async "
                    + "members: \(last.id) deletes them (`farewell verify` counts them there, not here)."))
        #expect(!keeping.contains("| 6 |"))
        #expect(keeping.contains("| 5 | `PublishSubject` | see rules.md |"))
        #expect(
            keeping.contains(
                "So do the stored properties code there reads, which the Scope marks: `farewell verify` counts each "
                    + "in the scope of the last part reading it, which deletes it."))
        let deleting = TaskMarkdown.body(last, context: context)
        #expect(
            deleting.contains(
                "| 6 | `PublishSubject` | delete it once nothing in the file reads it: \(first.id) declares it and "
                    + "keeps it with its Rx type for this part's code |"))
        #expect(
            deleting.contains(
                "Also in scope: the 80 stored properties \(first.id) declares with an Rx type and keeps for this "
                    + "part's code (lines 6–85). Delete each once nothing in the file reads it: `farewell verify "
                    + "\(last.id)` counts them here until they are gone."))
        #expect(deleting.contains("The stored properties among them are in this task's scope (see Scope)."))
    }
}

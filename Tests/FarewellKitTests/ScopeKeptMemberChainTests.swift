import Testing

@testable import FarewellKit

/// A kept stored property's own body reads another stored property of the file (`lazy var derived = { input.map … }()`
/// read by the last part's helpers): once `derived` is the last part's to delete, so is what it reads, in the first
/// plan as in every re-plan, so that planning again changes nothing.
@Suite struct ScopeKeptMemberChainTests {
    typealias Record = ScopeKeptMemberRecordTests

    /// Line 3 the bag, line 4 the subject, line 5 the lazy stream over it, then `m0()` and `helper0()` … `m29()` and
    /// `helper29()`, two lines each; the helpers read the lazy stream only.
    static func source() -> String {
        let methods = (0..<30).flatMap { index in
            [
                "    func m\(index)() -> Observable<Int> { helper\(index)().map{$0+1}.filter{$0>0}"
                    + ".distinctUntilChanged().share(replay:1) }",
                "    func helper\(index)() -> Observable<Int> { derived.asObservable().map{$0*2}.filter{$0>1}"
                    + ".take(1).observe(on: MainScheduler.instance) }",
            ]
        }
        let head = [
            "import RxSwift", "final class Big {", "    let bag = DisposeBag()",
            "    let input = PublishSubject<Int>()",
            "    lazy var derived: Observable<Int> = { self.input.asObservable().map { $0 + 1 }.share(replay: 1) }()",
        ]
        return (head + methods + ["}"]).joined(separator: "\n")
    }

    @Test func whatAKeptPropertyReadsIsKeptForTheSamePart() throws {
        let plan = Planner(settings: Record.settings).plan(try Record.scanned(Self.source()), previous: nil)
        let parts = Record.parts(of: plan)
        try #require(parts.count == 3)
        #expect(parts[2].keptMembers.map(\.name) == ["input", "derived"])
        #expect(parts[2].keptMembers.map(\.keptBy) == [parts[0].id, parts[0].id])
        #expect(parts[0].keptMembers.map(\.movedBy) == [parts[2].id, parts[2].id])
        #expect(parts[2].files[0].declarations?.prefix(2) == ["Big.input", "Big.derived"])
    }

    @Test func planningAgainChangesNothing() throws {
        let plan = Planner(settings: Record.settings).plan(try Record.scanned(Self.source()), previous: nil)
        let again = Planner(settings: Record.settings).plan(
            try Record.scanned(Self.source()), previous: try Record.writtenAndReadBack(plan))
        let summary = { (plan: Plan) in
            Record.parts(of: plan).map { "\($0.id) \($0.occurrenceCount) \($0.keptMembers.map(\.name))" }
        }
        #expect(summary(again) == summary(plan))
        let same = again.tasks == plan.tasks
        #expect(same)
    }
}

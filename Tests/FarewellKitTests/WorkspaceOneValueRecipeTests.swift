import Testing

@testable import FarewellKit

/// Operators chained on a `Single` act on one awaited value once it is an `async` function: a task whose files hold
/// one, and operators, says so beside the operators' AsyncSequence recipes; a task of streams of many values does not.
@Suite struct WorkspaceOneValueRecipeTests {
    static func body(_ source: String) throws -> String {
        let inventory = try Fixture.scanned(["/repo/App/TimeTableDataSource.swift": source])
        let plan = Planner().plan(inventory, previous: nil)
        let task = try #require(plan.tasks(holding: "App/TimeTableDataSource.swift").first)
        return TaskMarkdown.body(task, context: WorkspaceContext(plan: plan, modules: inventory.modules))
    }

    @Test func operatorsOnASingleActOnTheAwaitedValue() throws {
        let body = try Self.body(
            """
            import RxSwift
            final class TimeTableDataSource {
                func fetch() -> Single<[Int]> {
                    Single.just([1]).map { $0 + [2] }.do(onSuccess: { print($0) })
                }
            }
            """)
        #expect(body.contains("\n### One value\n\n\(TaskRecipeSection.oneValue)\n"))
        #expect(body.contains("`map` is an expression on the awaited value"))
    }

    @Test func operatorsOnAnObservableKeepTheSequenceRecipes() throws {
        let body = try Self.body(
            """
            import RxSwift
            final class TimeTableDataSource {
                func updates() -> Observable<[Int]> {
                    Observable.just([1]).map { $0 + [2] }
                }
            }
            """)
        #expect(!body.contains("### One value"))
    }
}

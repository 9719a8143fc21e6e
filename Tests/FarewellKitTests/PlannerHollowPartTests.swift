import Testing

@testable import FarewellKit

/// A view model over the budget split by declaration, whose first part would hold only stored properties its `init`
/// reads (the later part's to delete) and the `disposeBag` that `init` disposes into (held for it): that part is no
/// task, with nothing `verify` would ask of it; the file is one task again.
@Suite struct PlannerHollowPartTests {
    static let files = [
        "/repo/App/FeedViewModel.swift": """
        import RxSwift
        import RxCocoa

        final class FeedViewModel {
            let refreshI = PublishSubject<Void>()
            let moreI = PublishSubject<Void>()
            let items = BehaviorRelay<[Int]>(value: [])
            private let disposeBag = DisposeBag()

            init(service: Service) {
                refreshI.flatMapLatest { service.load() }.bind(to: items).disposed(by: disposeBag)
                moreI.flatMapLatest { service.more() }.bind(to: items).disposed(by: disposeBag)
                refreshI.map { _ in [] }.bind(to: items).disposed(by: disposeBag)
                moreI.map { _ in [] }.bind(to: items).disposed(by: disposeBag)
            }
        }
        """
    ]

    @Test func aPartLeftWithNothingOfItsOwnIsFoldedIntoThePartReadingIt() throws {
        let inventory = try Fixture.scanned(Self.files)
        let planner = Planner(settings: PlanSettings(maxPoints: 10))
        let plan = planner.plan(inventory, previous: nil)
        let tasks = plan.tasks(holding: "App/FeedViewModel.swift").filter { $0.kind == .migration }
        #expect(tasks.map(\.id) == ["T-003"])
        let task = try #require(tasks.first)
        #expect(task.title == "App: FeedViewModel")
        #expect(task.files.map(\.declarations) == [nil])
        #expect(task.points == inventory.files[0].occurrences.count)
        #expect(task.keptMembers.isEmpty)
        #expect(ScopeCheck.remaining(task, in: inventory, plan: plan).count == inventory.files[0].occurrences.count)
        // Ids stay without a gap, and planning again changes nothing.
        #expect(plan.tasks.map(\.id) == ["T-001", "T-002", "T-003", "T-004"])
        #expect(planner.plan(inventory, previous: plan) == plan)
    }

    /// A view model of the `transform(input:) -> Output` kind: six `Input` fields, six `Output` fields, and `relays`
    /// stored relays of its own that `transform` reads (none for 0), all built in `transform`.
    static func transformViewModel(relays: Int) -> String {
        let fields = (0..<6).map { "        let tap\($0): Observable<Void>" }.joined(separator: "\n")
        let outputs = (0..<6).map { "        let label\($0): Driver<String>" }.joined(separator: "\n")
        let stored = (0..<relays).map { "    let mode\($0) = BehaviorRelay<Int>(value: 0)\n" }.joined()
        let lines = (0..<6).map { index in
            let source = relays == 0 ? "input.tap\(index)" : "input.tap\(index).withLatestFrom(mode\(index % relays))"
            return "label\(index): \(source).map { _ in \"\" }.asDriver(onErrorJustReturn: \"\")"
        }
        return """
            import RxSwift
            import RxCocoa

            final class RepoViewModel {
            \(stored)    struct Input {
            \(fields)
                }
                struct Output {
            \(outputs)
                }
                func transform(input: Input) -> Output {
                    Output(
                        \(lines.joined(separator: ",\n            "))
                    )
                }
            }
            """
    }

    /// A view model of the `transform(input:) -> Output` kind over the budget, whose first part would hold only its
    /// nested `Input` and `Output` fields (`let items: Driver<[Int]>`): `transform` reads one and builds the other, so
    /// that part could write no async twin `transform` gives values to. It is folded into the part holding
    /// `transform`, and the file is one task again.
    @Test func aPartOfOnlyTheNestedInputAndOutputFieldsIsFoldedIntoThePartHoldingTransform() throws {
        let inventory = try Fixture.scanned(["/repo/App/RepoViewModel.swift": Self.transformViewModel(relays: 0)])
        let planner = Planner(settings: PlanSettings(maxPoints: 20))
        let plan = planner.plan(inventory, previous: nil)
        let tasks = plan.tasks(holding: "App/RepoViewModel.swift").filter { $0.kind == .migration }
        #expect(tasks.count == 1)
        let task = try #require(tasks.first)
        #expect(task.title == "App: RepoViewModel")
        #expect(task.files.map(\.declarations) == [nil])
        #expect(task.points == inventory.files[0].occurrences.count)
        #expect(planner.plan(inventory, previous: plan) == plan)
    }

    /// The same with stored relays of the view model's own that `transform` reads (its part keeps them for it): the
    /// first part would hold the relays, kept for the later part, and the `Input` and `Output` fields, nothing of its
    /// own to move. It folds into the part holding `transform` too.
    @Test func aPartOfKeptRelaysAndTheNestedFieldsIsFoldedIntoThePartHoldingTransform() throws {
        let inventory = try Fixture.scanned(["/repo/App/RepoViewModel.swift": Self.transformViewModel(relays: 4)])
        let planner = Planner(settings: PlanSettings(maxPoints: 24))
        let plan = planner.plan(inventory, previous: nil)
        let tasks = plan.tasks(holding: "App/RepoViewModel.swift").filter { $0.kind == .migration }
        #expect(tasks.count == 1)
        #expect(tasks.first?.files.map(\.declarations) == [nil])
        #expect(tasks.first?.keptMembers.isEmpty == true)
        #expect(planner.plan(inventory, previous: plan) == plan)
    }
}

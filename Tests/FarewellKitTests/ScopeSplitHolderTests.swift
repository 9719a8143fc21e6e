import Testing

@testable import FarewellKit

/// A file split between tasks by declaration whose type holds a `DisposeBag` that a member in a later part still
/// disposes into: the bag is a stored property, which cannot move to a `+Rx.swift` extension, so the first part
/// keeps it for the later one (as a base class keeps its bag for subclasses in other tasks): `verify` leaves its line
/// out of the first part's scope while the later part has Rx, and counts it again once that part has moved.
@Suite struct ScopeSplitHolderTests {
    static let service = """
        import RxSwift
        final class AuthService {
            private let disposeBag = DisposeBag()
            func a() -> Observable<Int> { Observable.just(1).map { $0 + 1 }.filter { $0 > 0 }.map { $0 * 2 } }
            func b() -> Observable<Int> { Observable.just(2).map { $0 + 1 }.filter { $0 > 0 }.map { $0 * 2 } }
            func c() { Observable.just(3).map { $0 + 1 }.subscribe(onNext: { print($0) }).disposed(by: disposeBag) }
        }
        """

    static func scanned(_ source: String) throws -> Inventory {
        try RepositoryScanner(fileSystem: InMemoryFileSystem(["/repo/App/AuthService.swift": source])).scan(
            root: "/repo")
    }

    static func split() throws -> (plan: Plan, first: PlanTask, last: PlanTask) {
        var settings = PlanSettings()
        settings.maxPoints = 12
        let plan = Planner(settings: settings).plan(try scanned(service), previous: nil)
        let parts = plan.tasks(holding: "App/AuthService.swift").filter { $0.kind == .migration }
        let first = try #require(parts.first)
        let last = try #require(parts.last)
        try #require(parts.count >= 2)
        // The bag is in the first part, `c()` in a later one.
        try #require(first.files.first?.declarations?.contains("AuthService.disposeBag") ?? false)
        try #require(last.files.first?.declarations?.contains("AuthService.c()") ?? false)
        return (plan, first, last)
    }

    @Test func theBagStaysOutOfTheFirstPartWhileALaterPartDisposesIntoIt() throws {
        let (plan, first, _) = try Self.split()
        #expect(
            TaskMarkdown.body(first, context: WorkspaceContext(plan: plan)).contains(
                "(`disposeBag`) or assigns and disposes (`var refresh: Disposable?`) stays as it is: `farewell verify` "
                    + "leaves it out of this task's scope until then."))
        // The first part migrated: `a()` (and what else it holds) is async, the bag stays for `c()`.
        var migrated = Self.service
        for name in ["a", "b"] where first.files[0].declarations?.contains("AuthService.\(name)()") ?? false {
            migrated = migrated.replacingOccurrences(
                of: "func \(name)() -> Observable<Int> { Observable.just(", with: "func \(name)() async -> Int { (")
            migrated = migrated.replacingOccurrences(
                of: ".map { $0 + 1 }.filter { $0 > 0 }.map { $0 * 2 } }", with: ") }")
        }
        let inventory = try Self.scanned(migrated)
        let remaining = ScopeCheck.remaining(first, in: inventory, plan: plan).map(\.occurrence.symbol)
        #expect(remaining == [])
    }

    @Test func theBagCountsForTheFirstPartOnceTheLaterPartHasMoved() throws {
        let (plan, first, _) = try Self.split()
        let migrated = """
            import RxSwift
            final class AuthService {
                private let disposeBag = DisposeBag()
                func a() async -> Int { 1 }
                func b() async -> Int { 2 }
                func c() { Task { print(3) } }
            }
            """
        let remaining = ScopeCheck.remaining(first, in: try Self.scanned(migrated), plan: plan)
        #expect(remaining.map(\.occurrence.symbol) == ["DisposeBag"])
    }

    /// A `Disposable?` holder a later part assigns and disposes (`self.refresh = timer.subscribe { }`,
    /// `refresh?.dispose()`), with no `disposed(by:)`: the first part keeps it for that part too.
    @Test func aDisposableALaterPartAssignsStaysOutOfTheFirstPart() throws {
        let source = """
            import RxSwift
            final class AuthService {
                private var refresh: Disposable?
                func a() -> Observable<Int> { Observable.just(1).map { $0 + 1 }.filter { $0 > 0 }.map { $0 * 2 } }
                func b() -> Observable<Int> { Observable.just(2).map { $0 + 1 }.filter { $0 > 0 }.map { $0 * 2 } }
                func c() {
                    guard self.refresh == nil else { return }
                    self.refresh = Observable<Int>.interval(.seconds(30), scheduler: MainScheduler.instance)
                        .map { $0 + 1 }
                        .subscribe(onNext: { print($0) })
                }
                func d() {
                    self.refresh?.dispose()
                }
            }
            """
        var settings = PlanSettings()
        settings.maxPoints = 12
        let plan = Planner(settings: settings).plan(try Self.scanned(source), previous: nil)
        let parts = plan.tasks(holding: "App/AuthService.swift").filter { $0.kind == .migration }
        let first = try #require(parts.first)
        try #require(parts.count >= 2)
        try #require(first.files.first?.declarations?.contains("AuthService.refresh") ?? false)
        try #require(!(first.files.first?.declarations?.contains("AuthService.c()") ?? true))
        // Its Scope says so on the holder's row.
        var context = WorkspaceContext(plan: plan)
        context.splitHeldHolders = ScopeOwners(plan.tasks, inventory: try Self.scanned(source)).splitHeld
        #expect(
            TaskMarkdown.body(first, context: context).contains(
                "| 3 | `Disposable` | keep as it is while a later part of this file disposes into it or assigns it "
                    + "(see Boundary): `farewell verify` leaves it out of this task's scope until then |"))
        // The first part migrated (`a()`), the holder kept for `c()` and `d()`: nothing left for it.
        let migrated = source.replacingOccurrences(
            of: "func a() -> Observable<Int> { Observable.just(1).map { $0 + 1 }.filter { $0 > 0 }.map { $0 * 2 } }",
            with: "func a() async -> Int { 1 }")
        let remaining = ScopeCheck.remaining(first, in: try Self.scanned(migrated), plan: plan)
        #expect(remaining.map(\.occurrence.symbol) == [])
    }

    /// A stored property a later part's `init` reads on a line holding no occurrence (`self.placeholder =
    /// _placeholder` before `.map { … }` on the next line) is kept for that part like one read beside an occurrence.
    @Test func aPropertyReadOnALineWithoutAnOccurrenceIsKeptForItsReader() throws {
        let source = """
            import RxSwift
            import RxCocoa
            final class AuthService {
                private let _placeholder = BehaviorRelay<String>(value: "")
                let placeholder: Driver<String>
                func a() -> Observable<Int> { Observable.just(1).map { $0 + 1 }.filter { $0 > 0 }.map { $0 * 2 } }
                func b() -> Observable<Int> { Observable.just(2).map { $0 + 1 }.filter { $0 > 0 }.map { $0 * 2 } }
                init() {
                    self.placeholder = _placeholder
                        .map { $0 }
                        .asDriver(onErrorJustReturn: "")
                }
            }
            """
        var settings = PlanSettings()
        settings.maxPoints = 12
        let plan = Planner(settings: settings).plan(try Self.scanned(source), previous: nil)
        let parts = plan.tasks(holding: "App/AuthService.swift").filter { $0.kind == .migration }
        let first = try #require(parts.first)
        let last = try #require(parts.last)
        try #require(parts.count >= 2)
        try #require(first.files.first?.declarations?.contains("AuthService._placeholder") ?? false)
        try #require(last.files.first?.declarations?.contains("AuthService.init()") ?? false)
        #expect(
            first.keptMembers.filter { $0.keptBy == first.id }.map(\.declaration).sorted() == [
                "AuthService._placeholder", "AuthService.placeholder",
            ])
    }
}

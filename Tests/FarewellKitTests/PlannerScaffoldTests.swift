import FarewellTestSupport
import Testing

@testable import FarewellKit

/// The files `farewell scaffold` writes (T-001 adds them) are farewell's, not code to migrate: the polyfill holds no
/// Rx, and the Rx bridges are in no migration task. They stay while both worlds coexist, and the last cleanup of
/// their module, or of the repository when they sit in a folder of their own, deletes them once nothing calls them.
/// Planning again after `farewell scaffold` changes nothing else.
@Suite struct PlannerScaffoldTests {
    static let original = [
        "/repo/Package.swift": PlannedRxRepository.manifest,
        "/repo/Sources/Networking/Loader.swift": PlannedRxRepository.loader,
        "/repo/Sources/App/Screen.swift": PlannedRxRepository.screen,
    ]

    static func scanned(_ files: [String: String]) throws -> Inventory {
        try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    }

    /// The repository with what `farewell scaffold --output folder` writes.
    static func scaffolded(into folder: String) -> [String: String] {
        var files = original
        for file in Scaffold.files { files["/repo/\(folder)/\(file.name)"] = file.contents }
        return files
    }

    /// The plan before `farewell scaffold`, and the scan and plans (with that plan, and from scratch) after it.
    static func planned(scaffoldingInto folder: String) throws -> (
        before: Plan, inventory: Inventory, after: Plan, fresh: Plan
    ) {
        let before = Planner().plan(try scanned(original), previous: nil)
        let inventory = try scanned(scaffolded(into: folder))
        return (
            before, inventory, Planner().plan(inventory, previous: before), Planner().plan(inventory, previous: nil)
        )
    }

    /// `before` with the scaffolded bridges of `inventory` listed in the cleanup task `id`.
    static func listing(_ inventory: Inventory, in id: String, of before: Plan) throws -> Plan {
        var expected = before
        let cleanup = try #require(expected.tasks.firstIndex { $0.id == id })
        expected.tasks[cleanup].files += inventory.files.filter(\.isScaffolded).map {
            TaskFile(path: $0.path, occurrences: $0.occurrences)
        }
        return expected
    }

    @Test func inAFolderOfTheirOwnTheBridgesGoToTheRepositorysLastCleanup() throws {
        let (before, inventory, after, fresh) = try Self.planned(scaffoldingInto: "RxBridges")
        #expect(
            before.tasks.map { "\($0.id) \($0.title)" } == [
                "T-001 Bridges and share(history:) polyfill", "T-002 Feature-flag plumbing", "T-003 Networking: Loader",
                "T-004 App: Screen", "T-005 Cleanup: Package.swift",
            ])
        // The polyfill holds no Rx: only the bridges are in the inventory.
        #expect(
            inventory.files.map { "\($0.path) \($0.occurrences.count)" } == [
                "RxBridges/Observable+AsyncSequence.swift 15", "RxBridges/Single+Async.swift 12",
                "Sources/App/Screen.swift 3", "Sources/Networking/Loader.swift 5",
            ])
        #expect(
            inventory.scaffoldedFiles == [
                "RxBridges/FarewellAsync.swift", "RxBridges/Observable+AsyncSequence.swift",
                "RxBridges/Single+Async.swift",
            ])
        let expected = try Self.listing(inventory, in: "T-005", of: before)
        #expect(
            expected.tasks.last?.files.map(\.path) == [
                "Package.swift", "RxBridges/Observable+AsyncSequence.swift", "RxBridges/Single+Async.swift",
            ])
        #expect(after == expected)
        // A first plan counts the bridges in its baseline, which `check` holds them to no more than other files.
        #expect(fresh.tasks == expected.tasks && fresh.waves == expected.waves)
        #expect(Planner().plan(inventory, previous: after) == after)
    }

    @Test func inAModulesFolderTheBridgesGoToItsCleanup() throws {
        let (before, inventory, after, fresh) = try Self.planned(scaffoldingInto: "Sources/App/Bridges")
        #expect(
            inventory.files.filter(\.isScaffolded).map(\.path) == [
                "Sources/App/Bridges/Observable+AsyncSequence.swift", "Sources/App/Bridges/Single+Async.swift",
            ])
        let expected = try Self.listing(inventory, in: "T-005", of: before)
        #expect(after == expected)
        #expect(fresh.tasks == expected.tasks && fresh.waves == expected.waves)
    }

    /// `rules.md` stays as it was: the scaffold's constructs are no code to migrate, and its bridges are farewell's,
    /// not the app's own. The cleanup task says to delete the bridges, and to keep the polyfill.
    @Test func theRulesStayAndTheCleanupDeletesTheBridges() throws {
        let (before, inventory, after, _) = try Self.planned(scaffoldingInto: "RxBridges")
        let rulesBefore = RulesMarkdown.render(context: WorkspaceContext(plan: before))
        var context = WorkspaceContext(plan: after)
        context.bridges = AppBridge.all(in: inventory)
        context.scaffoldedFiles = Set(inventory.files.filter(\.isScaffolded).map(\.path))
        #expect(RulesMarkdown.render(context: context) == rulesBefore)
        let cleanup = try #require(after.tasks.last)
        let body = TaskMarkdown.body(cleanup, context: context)
        #expect(
            body.contains(
                "These files hold the Rx bridges `farewell scaffold` wrote, which the migration tasks use while both "
                    + "worlds coexist: delete each bridge once `farewell scan` finds no callers of it, then the file. "
                    + "Keep the polyfill `farewell scaffold` wrote beside them (`FarewellAsync.swift`): the new code "
                    + "uses it. `farewell verify T-005` lists what is left of them.\n"))
        #expect(body.contains("### `RxBridges/Single+Async.swift`"))
        #expect(!body.contains("the app's own bridges"))
        #expect(!body.contains("These files' only Rx is a protocol's lifetime"))
        // `verify` of the cleanup: the bridges' Rx is its own.
        #expect(
            Set(ScopeCheck.remaining(cleanup, in: inventory, plan: after).map(\.path)) == [
                "RxBridges/Observable+AsyncSequence.swift", "RxBridges/Single+Async.swift",
            ])
    }

    /// The polyfill alone (the bridges deleted, where RxSwift's own `values` serve) still makes FarewellAsync
    /// available for the foundation task's `verify`, though it holds no Rx and is in no task.
    @Test func thePolyfillAloneStandsForThePackage() throws {
        var files = Self.original
        let polyfill = try #require(Scaffold.files.first { $0.name == "FarewellAsync.swift" })
        files["/repo/Sources/App/FarewellAsync.swift"] = polyfill.contents
        let inventory = try Self.scanned(files)
        #expect(inventory.files.map(\.path) == ["Sources/App/Screen.swift", "Sources/Networking/Loader.swift"])
        let plan = Planner().plan(inventory, previous: nil)
        #expect(plan == Planner().plan(try Self.scanned(Self.original), previous: nil))
        let foundation = try #require(plan.tasks.first)
        let result = try #require(FoundationCheck.check(foundation, in: inventory, manifests: [:]))
        #expect(result.missing == [])
        #expect(result.found.first == "the files `farewell scaffold` writes (Sources/App/FarewellAsync.swift)")
    }

    /// `status` counts the bridges `farewell scaffold` wrote apart from the Rx left, whether or not the plan lists
    /// them yet: they are the plan's own, which `check` holds to no baseline and the last cleanup deletes. Once the
    /// migration tasks are done, no Rx is left to migrate.
    @Test func statusCountsTheBridgesApartFromTheRxLeft() throws {
        let (before, inventory, after, _) = try Self.planned(scaffoldingInto: "RxBridges")
        #expect(before.baseline == 8 && after.baseline == 8)
        for plan in [before, after] {
            let dashboard = DashboardBuilder.build(plan: plan, inventory: inventory, histories: [:], today: 0)
            #expect(
                dashboard.progress
                    == Dashboard.Progress(
                        baseline: 8, occurrences: 8, removed: 0, percent: 0, kept: 0, bridges: 27, tasks: 5,
                        finishedTasks: 0, points: dashboard.progress.points, pointsLeft: dashboard.progress.points))
            #expect(dashboard.warnings.untracked.isEmpty)
            #expect(dashboard.remaining.map { "\($0.module) \($0.occurrences)" } == ["App 3", "Networking 5"])
        }

        var migrated = Self.scaffolded(into: "RxBridges")
        migrated["/repo/Sources/Networking/Loader.swift"] = "struct Loader {}\n"
        migrated["/repo/Sources/App/Screen.swift"] = "struct Screen {}\n"
        var plan = after
        for index in plan.tasks.indices where plan.tasks[index].kind != .cleanup { plan.tasks[index].status = .merged }
        let dashboard = DashboardBuilder.build(
            plan: plan, inventory: try Self.scanned(migrated), histories: [:], today: 0)
        #expect(
            dashboard.progress
                == Dashboard.Progress(
                    baseline: 8, occurrences: 0, removed: 8, percent: 100, kept: 0, bridges: 27, tasks: 5,
                    finishedTasks: 4, points: dashboard.progress.points,
                    pointsLeft: plan.tasks.filter { $0.kind == .cleanup }.reduce(0) { $0 + $1.points }))
        #expect(dashboard.tasks.last.map { "\($0.id) \($0.remaining)" } == "T-005 27")
    }
}

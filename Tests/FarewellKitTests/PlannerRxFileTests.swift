import Testing

@testable import FarewellKit

/// The tasks tell agents to keep a migrated file's new code in `Name.swift` and its old Rx path in `Name+Rx.swift`
/// next to it; the cleanup task deletes that file. Re-planning must give it to the cleanup task, not to a
/// migration task whose `verify` would then fail on it, and must move nothing else.
@Suite struct PlannerRxFileTests {
    static let viewModel = Fixture.file("App/ThemeViewModel.swift", "App", .presentation, count: 6)
    static let viewController = Fixture.file("App/ThemeViewController.swift", "App", .ui, count: 4)
    static let feed = Fixture.file("App/FeedRepository.swift", "App", .data, count: 5)
    static let oldRxPath = Fixture.file("App/ThemeViewModel+Rx.swift", "App", .presentation, count: 6)

    /// T-003 the feed, T-004 the theme screen, T-005 the cleanup of module App.
    static let first = Planner().plan(Fixture.inventory([viewModel, viewController, feed]), previous: nil)

    /// The theme screen's view model migrated: its Rx code moved, whole, into `ThemeViewModel+Rx.swift`.
    static let moved = Fixture.inventory([viewController, feed, oldRxPath])

    static func ids(_ plan: Plan, holding path: String) -> [String] { plan.tasks(holding: path).map(\.id) }

    @Test func theMovedOldRxPathGoesToTheCleanupTaskAndNothingElseMoves() throws {
        #expect(Self.first.tasks.map(\.id) == ["T-001", "T-002", "T-003", "T-004", "T-005"])
        #expect(Self.ids(Self.first, holding: Self.viewModel.path) == ["T-004"])
        #expect(Self.first.task("T-005")?.kind == .cleanup)
        let previous = Self.first.with("T-004", status: .inProgress, pr: "#12").readBack
        let second = Planner().plan(Self.moved, previous: previous)
        #expect(second.tasks.map(\.id) == Self.first.tasks.map(\.id))
        #expect(Self.ids(second, holding: Self.oldRxPath.path) == ["T-005"])
        let theme = try #require(second.task("T-004"))
        #expect(theme.files.map(\.path) == [Self.viewController.path])
        #expect(theme.status == .inProgress && theme.pr == "#12" && theme.slug == Self.first.task("T-004")?.slug)
        #expect(second.task("T-003")?.files == Self.first.task("T-003")?.files)
        let cleanup = try #require(second.task("T-005"))
        #expect(cleanup.files.map(\.path) == [Self.oldRxPath.path] && cleanup.occurrenceCount == 6)
        #expect(cleanup.dependsOn == Self.first.task("T-005")?.dependsOn)
        #expect(second.occurrenceKeys == Self.moved.occurrenceKeys)
        // Stable: the file stays with the cleanup task once its Name.swift has left T-004.
        #expect(Planner().plan(Self.moved, previous: second.readBack) == second)
    }

    /// A `+Rx.swift` file a migration task already lists (there when the plan was made) stays in it.
    @Test func aPlusRxFileAMigrationTaskListsStaysInIt() throws {
        var previous = Self.first.readBack
        let index = try #require(previous.tasks.firstIndex { $0.id == "T-004" })
        previous.tasks[index].files.append(TaskFile(path: Self.oldRxPath.path, occurrences: []))
        let second = Planner().plan(
            Fixture.inventory([Self.viewModel, Self.viewController, Self.feed, Self.oldRxPath]), previous: previous)
        #expect(Self.ids(second, holding: Self.oldRxPath.path) == ["T-004"])
    }

    @Test func plusRxFilesWithoutAPairedFileAreOrdinaryCode() throws {
        let extensions = [
            Fixture.file("App/Extensions/UIView+Rx.swift", "App", .ui, count: 3),
            Fixture.file("App/Extensions/Kingfisher+Rx.swift", "App", .ui, count: 2),
        ]
        let first = Planner().plan(Fixture.inventory([Self.viewController] + extensions), previous: nil)
        for file in extensions {
            #expect(first.tasks(holding: file.path).map(\.kind) == [.migration])
        }
        #expect(first.tasks.filter { $0.kind == .cleanup }.allSatisfy { $0.files.isEmpty })
        // Still ordinary on a re-plan, next to a paired file's move.
        let second = Planner().plan(
            Fixture.inventory([Self.viewController, Self.feed, Self.oldRxPath] + extensions), previous: first.readBack)
        for file in extensions {
            #expect(second.tasks(holding: file.path).map(\.id) == first.tasks(holding: file.path).map(\.id))
        }
    }

    /// `Name+Rx.swift` beside `Name.swift` on the first plan is live code (an `extension Reactive`, say) to migrate.
    @Test func aPairOnTheFirstPlanIsOrdinaryCode() {
        let inventory = Fixture.inventory([Self.viewModel, Self.viewController, Self.oldRxPath])
        let plan = Planner().plan(inventory, previous: nil)
        #expect(plan.tasks(holding: Self.oldRxPath.path).map(\.kind) == [.migration])
        #expect(Planner().plan(inventory, previous: plan.readBack) == plan)
    }

    @Test func aCleanupTaskKeepsItsIdentityWhenItListsAnOldRxPath() throws {
        let manifest = "App.xcodeproj/project.pbxproj"
        let module = Module(
            name: "App", kind: .xcode, manifest: manifest,
            rxDependencies: [RxDependency(library: "RxSwift", location: SourceLocation(path: manifest, line: 30))])
        let inventory = Fixture.inventory([Self.viewModel, Self.viewController, Self.feed], modules: [module])
        let first = Planner().plan(inventory, previous: nil)
        let moved = Fixture.inventory([Self.viewController, Self.feed, Self.oldRxPath], modules: [module])
        let second = Planner().plan(moved, previous: first.readBack)
        let cleanup = try #require(second.tasks.first { $0.kind == .cleanup })
        #expect(cleanup.id == first.tasks.first { $0.kind == .cleanup }?.id)
        #expect(cleanup.files.map(\.path) == [manifest, Self.oldRxPath.path])
        #expect(Planner.key(of: cleanup) == "manifest:\(manifest)")
        #expect(Planner().plan(moved, previous: second.readBack) == second)
    }
}

import Testing

@testable import FarewellKit

/// A modular app: one Tuist project per feature, each with its Rx line and `layers` files of Rx code (one migration
/// task, and one feature flag, per layer), plus an app target whose Rx comes from a Cartfile.
private func modularApp(features: Int, layers: [Layer] = [.data]) -> Inventory {
    let names = (1...features).map { "Feature" + ($0 < 10 ? "0" : "") + String($0) }
    let line = { (path: String) in RxDependency(library: "RxSwift", location: SourceLocation(path: path, line: 9)) }
    let modules =
        names.map { name in
            Module(
                name: name, kind: .tuist, manifest: "App/Features/\(name)/Project.swift",
                rxDependencies: [line("App/Features/\(name)/Project.swift")])
        } + [Module(name: "App", kind: .tuist, manifest: "App/Project.swift", rxDependencies: [line("Cartfile")])]
    let files =
        names.flatMap { name in
            layers.map { layer in
                Fixture.file("App/Features/\(name)/Sources/\(name)\(layer.rawValue).swift", name, layer)
            }
        } + [Fixture.file("App/Sources/AppDelegate.swift", "App", .ui)]
    return Fixture.inventory(files, modules: modules)
}

private func cleanups(_ plan: Plan) -> [PlanTask] { plan.tasks.filter { $0.kind == .cleanup } }

/// Twelve feature projects get two cleanup tasks, not twelve: ten manifests in path order, then two; the Cartfile,
/// which every target links from, keeps its own task, last.
@Test func manyManifestsAreCleanedUpInBatches() throws {
    let plan = Planner().plan(modularApp(features: 12), previous: nil)
    let tasks = cleanups(plan)
    #expect(tasks.map { $0.files.count } == [10, 2, 1])
    #expect(tasks.map(\.slug) == ["cleanup-feature01-and-9-more", "cleanup-feature11-and-1-more", "cleanup-cartfile"])
    #expect(tasks[0].title == "Cleanup: Feature01, Feature02, Feature03 +7 more")
    #expect(tasks[0].module.isEmpty)
    #expect(tasks[0].removals.count == 10)
    // A point for each manifest line, feature flag and shim it removes; the Cartfile's only its line.
    #expect(tasks.map(\.points) == [20, 4, 1])
    // The batch follows the migration tasks of its ten modules; the Cartfile's follows every cleanup.
    let feature10 = try #require(plan.tasks(holding: "App/Features/Feature10/Sources/Feature10data.swift").first)
    let feature11 = try #require(plan.tasks(holding: "App/Features/Feature11/Sources/Feature11data.swift").first)
    #expect(tasks[0].dependsOn.contains(feature10.id) && !tasks[0].dependsOn.contains(feature11.id))
    #expect(tasks[2].dependsOn.contains(tasks[0].id) && tasks[2].dependsOn.contains(tasks[1].id))
    let context = WorkspaceContext(plan: plan, modules: modularApp(features: 12).modules)
    #expect(TaskCleanupSection.modules(of: tasks[1], context: context) == ["Feature11", "Feature12"])
}

/// Fewer manifests keep a task each; a batch holds at most ten feature flags (with their shims) to remove.
@Test func fewManifestsKeepATaskEachAndABatchHoldsTenFlags() {
    let few = Planner().plan(modularApp(features: 7), previous: nil)
    #expect(cleanups(few).map { $0.files.count } == Array(repeating: 1, count: 8))
    let layered = Planner().plan(modularApp(features: 12, layers: [.data, .domain, .presentation]), previous: nil)
    // Three flags a feature: three features a batch.
    #expect(cleanups(layered).map { $0.files.count } == [3, 3, 3, 3, 1])
}

/// Re-planning keeps each batch (id, manifests, status); a feature added later gets a task of its own instead of
/// changing a batch; the per-manifest tasks of an earlier plan are never merged.
@Test func batchesSurviveAReplanAndEarlierTasksAreNotMerged() throws {
    let first = Planner().plan(modularApp(features: 12), previous: nil)
    #expect(Planner().plan(modularApp(features: 12), previous: first.readBack) == first)
    #expect(Planner().plan(modularApp(features: 12), previous: first.bareReadBack) == first)
    var tracked = first.readBack
    let batch = try #require(cleanups(first).first { $0.files.count == 10 })
    tracked.tasks = tracked.tasks.map { task in
        var task = task
        if task.id == batch.id { task.status = .inProgress }
        return task
    }
    let grown = Planner().plan(modularApp(features: 13), previous: tracked)
    let kept = try #require(grown.task(batch.id))
    #expect(kept.status == .inProgress && kept.files.map(\.path) == batch.files.map(\.path))
    #expect(cleanups(grown).map { $0.files.count } == [10, 2, 1, 1])
    #expect(cleanups(grown).last?.files.map(\.path) == ["App/Features/Feature13/Project.swift"])

    let small = Planner().plan(modularApp(features: 7), previous: nil)
    let larger = Planner().plan(modularApp(features: 12), previous: small.readBack)
    let again = Planner().plan(modularApp(features: 12), previous: larger.readBack)
    #expect(cleanups(larger).map { $0.files.count } == Array(repeating: 1, count: 13))
    #expect(cleanups(again).map(\.id) == cleanups(larger).map(\.id))
    for task in cleanups(small) { #expect(larger.task(task.id)?.files == task.files) }
}

/// A folder of tests no manifest declares is cleaned up with the module it tests: that cleanup task lists the flag
/// of the tests' task, as it follows it.
@Test func aFolderOfTestsIsCleanedUpWithTheModuleItTests() throws {
    let podspec = RxDependency(library: "RxSwift", location: SourceLocation(path: "SpaceKit/SpaceKit.podspec", line: 7))
    let modules = [
        Module(name: "SpaceKit", kind: .cocoapods, manifest: "SpaceKit/SpaceKit.podspec", rxDependencies: [podspec]),
        Module(name: "SpaceKitTests", kind: .folder, isTest: true),
    ]
    let inventory = Fixture.inventory(
        [
            Fixture.file("SpaceKit/Sources/FeedRepository.swift", "SpaceKit", .data),
            Fixture.file("SpaceKitTests/FeedRepositoryTests.swift", "SpaceKitTests", .test, isTest: true),
            Fixture.file("SpaceKitTests/Doubles/FakeFeed.swift", "SpaceKitTests", .test, isTest: true),
        ],
        modules: modules)
    let plan = Planner().plan(inventory, previous: nil)
    let cleanup = try #require(cleanups(plan).first)
    let doubles = try #require(plan.tasks(holding: "SpaceKitTests/Doubles/FakeFeed.swift").first)
    #expect(cleanup.dependsOn.contains(doubles.id))
    let context = WorkspaceContext(plan: plan, modules: modules)
    #expect(TaskCleanupSection.modules(of: cleanup, context: context) == ["SpaceKit", "SpaceKitTests"])
    #expect(TaskCleanupSection.removals(cleanup, context: context).contains(doubles.flag))
}

/// A module of no manifest gets a cleanup task of its own, named after it, which covers the folder of tests that
/// tests it; a re-plan finds it by that name.
@Test func aModuleOfNoManifestIsCleanedUpWithItsTests() throws {
    let pod = RxDependency(library: "RxSwift", location: SourceLocation(path: "Podfile", line: 3))
    let modules = [
        Module(name: "App", kind: .xcode, manifest: "App.xcodeproj/project.pbxproj", rxDependencies: [pod]),
        Module(name: "Tools", kind: .folder), Module(name: "ToolsTests", kind: .folder, isTest: true),
    ]
    let inventory = Fixture.inventory(
        [
            Fixture.file("App/Feed.swift", "App", .ui), Fixture.file("Tools/Clock.swift", "Tools", .infra),
            Fixture.file("ToolsTests/ClockTests.swift", "ToolsTests", .test, isTest: true),
        ],
        modules: modules)
    let plan = Planner().plan(inventory, previous: nil)
    let tools = try #require(cleanups(plan).first { $0.module == "Tools" })
    #expect(tools.module == "Tools" && tools.slug == "cleanup-tools")
    #expect(tools.title == "Cleanup: Tools")
    let context = WorkspaceContext(plan: plan, modules: modules)
    #expect(TaskCleanupSection.modules(of: tools, context: context) == ["Tools", "ToolsTests"])
    let test = try #require(plan.tasks(holding: "ToolsTests/ClockTests.swift").first)
    #expect(TaskCleanupSection.removals(tools, context: context).contains(test.flag))
    #expect(Planner().plan(inventory, previous: plan.readBack) == plan)
}

/// A module whose Rx lines lie in its Podfile and in its project (a framework linked by hand) gets one cleanup
/// task for both, not two that list the same shims and flags; two such tasks an earlier plan has stay two.
@Test func aModuleWithRxLinesInTwoManifestsHasOneCleanupTask() throws {
    let modules = [
        Module(
            name: "App", kind: .xcode, manifest: "App/App.xcodeproj/project.pbxproj",
            rxDependencies: [
                RxDependency(library: "RxSwift", location: SourceLocation(path: "App/Podfile", line: 4)),
                RxDependency(
                    library: "RxFeedback",
                    location: SourceLocation(path: "App/App.xcodeproj/project.pbxproj", line: 57)),
            ])
    ]
    let inventory = Fixture.inventory([Fixture.file("App/Sources/Screen.swift", "App", .ui)], modules: modules)
    let plan = Planner().plan(inventory, previous: nil)
    let tasks = cleanups(plan)
    #expect(tasks.map { $0.files.map(\.path) } == [["App/App.xcodeproj/project.pbxproj", "App/Podfile"]])
    #expect(tasks.first?.removals.count == 2)
    // Re-planned, it stays one task with its id.
    let again = cleanups(Planner().plan(inventory, previous: plan))
    #expect(again.map(\.id) == tasks.map(\.id))
}

import Testing

@testable import FarewellKit

/// Each flagged task's Removal names the cleanup task whose Removals list its flag: with a cleanup per package,
/// not the plan's first.
@Test func aFlagsRemovalNamesTheCleanupThatListsIt() throws {
    var files: [String: String] = [:]
    for name in ["Feed", "Profile"] {
        files["/repo/\(name)/Package.swift"] = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "\(name)",
                dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.6.0")],
                targets: [.target(name: "\(name)", dependencies: [.product(name: "RxSwift", package: "RxSwift")])]
            )
            """
        files["/repo/\(name)/Sources/\(name)/\(name)Repository.swift"] = """
            import RxSwift
            public final class \(name)Repository { public func load() -> Single<[String]> { .just([]) } }
            """
    }
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = Planner().plan(inventory, previous: nil)
    let context = WorkspaceContext(plan: plan, modules: inventory.modules)
    let cleanups = plan.tasks.filter { $0.kind == .cleanup }
    #expect(cleanups.count == 2)
    for migration in plan.tasks where migration.kind == .migration {
        let listing = cleanups.filter {
            TaskMarkdown.body($0, context: context).contains("- `\(migration.flag)` (\(migration.id))")
        }
        #expect(listing.count == 1, "\(migration.id)")
        let cleanup = try #require(listing.first)
        #expect(
            TaskMarkdown.body(migration, context: context).contains(
                "Removal: the cleanup task \(cleanup.id) deletes it"))
    }
}

/// An app and its extension share a `project.pbxproj`; the app's Rx lines are in the Podfile, the extension has
/// none. The Podfile's cleanup covers the app, the extension's own cleanup only the extension: neither lists the
/// other's flags.
@Test func anAppAndItsExtensionSharingAProjectGetSeparateCleanups() throws {
    let project = "App.xcodeproj/project.pbxproj"
    let modules = [
        Module(
            name: "App", kind: .xcode, manifest: project,
            rxDependencies: [RxDependency(library: "RxSwift", location: SourceLocation(path: "Podfile", line: 3))]),
        Module(name: "ShareExtension", kind: .xcode, manifest: project),
    ]
    let files = [
        Fixture.file("App/HomeViewModel.swift", "App", .presentation),
        Fixture.file("ShareExtension/ShareViewModel.swift", "ShareExtension", .presentation),
    ]
    let inventory = Fixture.inventory(files, modules: modules)
    let plan = Planner().plan(inventory, previous: nil)
    let context = WorkspaceContext(plan: plan, modules: inventory.modules)
    let app = try #require(plan.tasks(holding: "App/HomeViewModel.swift").first)
    let share = try #require(plan.tasks(holding: "ShareExtension/ShareViewModel.swift").first)
    let cleanups = plan.tasks.filter { $0.kind == .cleanup }
    let listing = { (task: PlanTask) in
        cleanups.filter { TaskMarkdown.body($0, context: context).contains("`\(task.flag)` (\(task.id))") }.map(\.id)
    }
    #expect(listing(app).count == 1)
    #expect(listing(share).count == 1)
    #expect(listing(app) != listing(share))
}

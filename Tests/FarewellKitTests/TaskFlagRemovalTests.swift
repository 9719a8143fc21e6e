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

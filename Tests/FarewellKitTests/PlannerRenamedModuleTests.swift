import Testing

@testable import FarewellKit

/// Re-planning after the targets were renamed: a task nobody touched follows its files to the module that compiles
/// them now, a task people work on keeps everything they wrote, and no cleanup is left for a module without files.
@Suite struct PlannerRenamedModuleTests {
    /// An XcodeGen app whose `Core` framework holds Rx, for `platforms` (`iOS`, or `[iOS, tvOS]`).
    private static func xcodeGen(platforms: String, appDependsOn core: String) -> InMemoryFileSystem {
        InMemoryFileSystem([
            "/repo/project.yml": """
            name: Kit
            targets:
              App:
                type: application
                platform: iOS
                sources: Sources/App
                dependencies:
                  - target: \(core)
              Core:
                type: framework
                platform: \(platforms)
                sources: Sources/Core
                dependencies:
                  - carthage: RxSwift
            """,
            "/repo/Sources/Core/Store.swift": """
            import RxSwift
            final class Store {
                let bag = DisposeBag()
                func load() -> Single<Int> { .just(1) }
            }
            """,
            "/repo/Sources/Core/Cache.swift": """
            import RxSwift
            final class Cache { let subject = PublishSubject<Int>() }
            """,
            "/repo/Sources/App/HomeViewModel.swift": """
            import RxSwift
            final class HomeViewModel { let title = PublishSubject<String>() }
            """,
        ])
    }

    private static func plan(_ files: InMemoryFileSystem, previous: Plan?) throws -> Plan {
        Planner().plan(try RepositoryScanner(fileSystem: files).scan(root: "/repo"), previous: previous)
    }

    private static func summary(_ plan: Plan) -> [String] {
        plan.tasks.map { task in
            "\(task.id) \(task.kind) [\(task.module)] \(task.status.rawValue) \"\(task.title)\" flag=\(task.flag) "
                + "files=\(task.files.map(\.path)) after=\(task.dependsOn)"
        }
    }

    /// `platform: [iOS, tvOS]` turns `Core` into `Core_iOS` and `Core_tvOS`: the untouched task of `Core` keeps its id
    /// and flag but is `Core_iOS`'s now, and the cleanup of the project removes its flag; no `Cleanup: Core` appears.
    @Test func anUntouchedTaskFollowsItsFilesToTheRenamedTarget() throws {
        let first = try Self.plan(Self.xcodeGen(platforms: "iOS", appDependsOn: "Core"), previous: nil)
        #expect(
            Self.summary(first) == [
                #"T-001 foundation [] todo "Bridges and share(history:) polyfill" flag= files=[] after=[]"#,
                #"T-002 foundation [] todo "Feature-flag plumbing" flag= files=[] after=[]"#,
                #"T-003 migration [Core] todo "Core: Cache, Store" flag=rx_migration_t_003 "#
                    + #"files=["Sources/Core/Cache.swift", "Sources/Core/Store.swift"] after=["T-001", "T-002"]"#,
                #"T-004 migration [App] todo "App: HomeViewModel" flag=rx_migration_t_004 "#
                    + #"files=["Sources/App/HomeViewModel.swift"] after=["T-001", "T-002"]"#,
                #"T-005 cleanup [] todo "Cleanup: project.yml" flag= files=["project.yml"] "#
                    + #"after=["T-001", "T-002", "T-003", "T-004"]"#,
            ])
        let renamed = Self.xcodeGen(platforms: "[iOS, tvOS]", appDependsOn: "Core_iOS")
        let second = try Self.plan(renamed, previous: first.readBack)
        #expect(
            Self.summary(second) == [
                #"T-001 foundation [] todo "Bridges and share(history:) polyfill" flag= files=[] after=[]"#,
                #"T-002 foundation [] todo "Feature-flag plumbing" flag= files=[] after=[]"#,
                #"T-003 migration [Core_iOS] todo "Core_iOS: Cache, Store" flag=rx_migration_t_003 "#
                    + #"files=["Sources/Core/Cache.swift", "Sources/Core/Store.swift"] after=["T-001", "T-002"]"#,
                #"T-004 migration [App] todo "App: HomeViewModel" flag=rx_migration_t_004 "#
                    + #"files=["Sources/App/HomeViewModel.swift"] after=["T-001", "T-002"]"#,
                #"T-005 cleanup [] todo "Cleanup: project.yml" flag= files=["project.yml"] "#
                    + #"after=["T-001", "T-002", "T-003", "T-004"]"#,
            ])
        let context = WorkspaceContext(
            plan: second, modules: try RepositoryScanner(fileSystem: renamed).scan(root: "/repo").modules)
        let cleanup = try #require(second.task("T-005"))
        #expect(TaskCleanupSection.removals(cleanup, context: context).contains("`rx_migration_t_003` (T-003)"))
        // Planning again changes nothing.
        #expect(try Self.plan(renamed, previous: second.readBack) == second)
    }

    /// A package whose target `name` compiles `Sources/Core`, which holds three files with Rx.
    private static func package(target name: String) -> InMemoryFileSystem {
        InMemoryFileSystem([
            "/repo/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Kit",
                dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0")],
                targets: [
                    .target(name: "\(name)", dependencies: ["RxSwift"], path: "Sources/Core")
                ]
            )
            """,
            "/repo/Sources/Core/Cache.swift": "import RxSwift\nfinal class Cache { let bag = DisposeBag() }\n",
            "/repo/Sources/Core/Store.swift": "import RxSwift\nfinal class Store { let bag = DisposeBag() }\n",
            "/repo/Sources/Core/Sync.swift": "import RxSwift\nfinal class Sync { let bag = DisposeBag() }\n",
        ])
    }

    /// A SwiftPM target renamed from `Core` to `CoreKit`: every task of `Core` is `CoreKit`'s now, so the package's
    /// cleanup removes their flags and no `Cleanup: Core` is planned. The task in progress (with its PR) and the one
    /// people wrote a note in keep their titles; only the untouched one is renamed.
    @Test func tasksPeopleWorkOnKeepTheirTitlesWhenTheirTargetIsRenamed() throws {
        let settings = PlanSettings(maxFiles: 1)
        let before = try RepositoryScanner(fileSystem: Self.package(target: "Core")).scan(root: "/repo")
        let first = Planner(settings: settings).plan(before, previous: nil).with("T-003", status: .inProgress, pr: "#7")
        #expect(
            first.migrationTasks.map { "\($0.id) [\($0.module)] \($0.title)" } == [
                "T-003 [Core] Core: Cache", "T-004 [Core] Core: Store", "T-005 [Core] Core: Sync",
            ])
        let after = try RepositoryScanner(fileSystem: Self.package(target: "CoreKit")).scan(root: "/repo")
        let second = Planner(settings: settings).plan(after, previous: first.readBack, writtenTasks: ["T-004"])
        #expect(
            Self.summary(second) == [
                #"T-001 foundation [] todo "Bridges and share(history:) polyfill" flag= files=[] after=[]"#,
                #"T-002 foundation [] todo "Feature-flag plumbing" flag= files=[] after=[]"#,
                #"T-003 migration [CoreKit] in-progress "Core: Cache" flag=rx_migration_t_003 "#
                    + #"files=["Sources/Core/Cache.swift"] after=["T-001", "T-002"]"#,
                #"T-004 migration [CoreKit] todo "Core: Store" flag=rx_migration_t_004 "#
                    + #"files=["Sources/Core/Store.swift"] after=["T-001", "T-002"]"#,
                #"T-005 migration [CoreKit] todo "CoreKit: Sync" flag=rx_migration_t_005 "#
                    + #"files=["Sources/Core/Sync.swift"] after=["T-001", "T-002"]"#,
                #"T-006 cleanup [CoreKit] todo "Cleanup: Package.swift" flag= files=["Package.swift"] "#
                    + #"after=["T-001", "T-002", "T-003", "T-004", "T-005"]"#,
            ])
        #expect(second.task("T-003")?.pr == "#7")
        let context = WorkspaceContext(plan: second, modules: after.modules)
        let removals = try TaskCleanupSection.removals(#require(second.task("T-006")), context: context)
        #expect(
            removals.contains(
                "`rx_migration_t_003` (T-003)\n   - `rx_migration_t_004` (T-004)\n   - `rx_migration_t_005` (T-005)\n"))
    }
}

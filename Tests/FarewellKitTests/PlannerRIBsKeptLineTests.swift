import Testing

@testable import FarewellKit

/// A manifest line that stays (RxSwift, which RIBs' workflows need) is deleted by no task: its cleanup says only that it
/// stays and why, orders no removal after the modules importing it through it, and the Goal of a cleanup whose lines
/// all stay promises no target free of Rx.
@Suite struct PlannerRIBsKeptLineTests {
    /// A Tuist app whose `Feature` drives its RIBs with a workflow and imports RxSwift through `UI`, whose manifest
    /// lists it; `Tuist/Package.swift` fetches RxSwift, RIBs and, with `dataSources`, RxDataSources, which nothing
    /// keeps.
    static func app(dataSources: Bool) -> InMemoryFileSystem {
        let extra =
            dataSources
            ? "\n        .package(url: \"https://github.com/RxSwiftCommunity/RxDataSources.git\", from: \"5.0.0\"),"
            : ""
        return InMemoryFileSystem([
            "/repo/Tuist/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Fines",
                dependencies: [
                    .package(url: "https://github.com/ReactiveX/RxSwift.git", .upToNextMajor(from: "6.7.0")),
                    .package(url: "https://github.com/uber/RIBs.git", .upToNextMajor(from: "0.16.0")),\(extra)
                ]
            )
            """,
            "/repo/UI/Project.swift": """
            import ProjectDescription

            let project = Project(name: "UI", targets: [
                Target(name: "UI", platform: .iOS, product: .framework, bundleId: "fines.UI",
                       sources: ["Sources/**"],
                       dependencies: [.external(name: "RxSwift")])
            ])
            """,
            "/repo/Feature/Project.swift": """
            import ProjectDescription

            let project = Project(name: "Feature", targets: [
                Target(name: "Feature", platform: .iOS, product: .framework, bundleId: "fines.Feature",
                       sources: ["Sources/**"],
                       dependencies: [.project(target: "UI", path: "../UI"), .external(name: "RIBs")])
            ])
            """,
            "/repo/UI/Sources/TitleView.swift": """
            import RxSwift

            final class TitleView {
                let titles = PublishSubject<String>()
            }
            """,
            "/repo/Feature/Sources/FineWorkflow.swift": """
            import RIBs
            import RxSwift

            protocol RootActionableItem: AnyObject {
                func waitForLogin() -> Observable<(RootActionableItem, ())>
            }

            final class FineWorkflow: Workflow<RootActionableItem> {
                override init() {
                    super.init()
                    onStep { rootItem -> Observable<(RootActionableItem, ())> in
                        rootItem.waitForLogin()
                    }
                    .commit()
                }
            }
            """,
        ])
    }

    static func plan(dataSources: Bool) throws -> (Plan, WorkspaceContext) {
        let inventory = try RepositoryScanner(fileSystem: app(dataSources: dataSources)).scan(root: "/repo")
        let plan = Planner().plan(inventory, previous: nil)
        var context = WorkspaceContext(
            plan: plan, modules: inventory.modules,
            fileModules: Dictionary(
                inventory.files.map { ($0.path, $0.module) }, uniquingKeysWith: { first, _ in first }),
            libraryImports: LibraryUsers.imports(of: inventory.files))
        context.workflowLines = WorkflowCode.lines(in: inventory)
        return (plan, context)
    }

    static let keep =
        "not to delete, as RIBs stays and the code it needs (workflows, implementations of its Rx requirements) keeps its Rx types in module Feature "
        + "(`Feature/Sources/FineWorkflow.swift`): keep it, and `import RxSwift` there"

    @Test func aKeptLineWaitsForNoModulesTasks() throws {
        let (plan, context) = try Self.plan(dataSources: false)
        let cleanups = plan.tasks.filter { $0.kind == .cleanup }
        #expect(cleanups.map { $0.files.map(\.path) } == [["Tuist/Package.swift"], ["UI/Project.swift"]])
        let ui = cleanups[1]
        let removals = TaskCleanupSection.removals(ui, context: context)
        #expect(
            removals.hasSuffix(
                """
                3. Manifest lines that bring Rx in (with the lines their statement continues on):
                   - `UI/Project.swift:6`: RxSwift (module UI): \(Self.keep)

                """))
        #expect(
            TaskGoalSection.goal(ui, context: context) == """
                ## Goal

                Remove what the migration left behind in module `UI`: the Rx-facing shims, the feature flags (keep \
                the new path, delete the old one) and the `+Rx.swift` files; its Rx dependency lines stay: RxSwift, as \
                RIBs stays and the code it needs (workflows, implementations of its Rx requirements) uses it in module \
                `Feature`. Every task it lists must be merged and its flag on in production.

                """)
    }

    @Test func theGoalOfACleanupWhoseLinesAllStayPromisesNoRepositoryFreeOfRx() throws {
        let (plan, context) = try Self.plan(dataSources: false)
        let shared = try #require(plan.tasks.first { $0.kind == .cleanup })
        #expect(
            TaskCleanupSection.removals(shared, context: context).hasSuffix(
                "   - `Tuist/Package.swift:7`: RxSwift (every target): \(Self.keep)\n"))
        #expect(
            TaskGoalSection.goal(shared, context: context) == """
                ## Goal

                The Rx dependency lines every target may link from `Tuist/Package.swift` stay: RxSwift, as RIBs \
                stays and the code it needs (workflows, implementations of its Rx requirements) uses it in module \
                `Feature`. Once every other cleanup task is merged, check that no target uses Rx beyond what they \
                keep: this task deletes none of them.

                """)
    }

    @Test func theGoalOfACleanupWithSomeLinesThatStaySaysWhichStay() throws {
        let (plan, context) = try Self.plan(dataSources: true)
        let shared = try #require(plan.tasks.first { $0.kind == .cleanup })
        #expect(
            TaskCleanupSection.removals(shared, context: context).hasSuffix(
                """
                   - `Tuist/Package.swift:7`: RxSwift (every target): \(Self.keep)
                   - `Tuist/Package.swift:9`: RxDataSources (every target)

                """))
        #expect(
            TaskGoalSection.goal(shared, context: context) == """
                ## Goal

                Remove the Rx dependency lines every target may link from `Tuist/Package.swift`, once every other \
                cleanup task is merged and no target uses Rx beyond what stays. The lines Removals marks not to \
                delete stay: RxSwift, as RIBs stays and the code it needs (workflows, implementations of its Rx requirements) uses it in module `Feature`.

                """)
    }
}

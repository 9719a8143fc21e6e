import FarewellTestSupport
import Testing

@testable import FarewellKit

/// Two Tuist projects whose RxSwift `Tuist/Dependencies.swift` fetches: `B` calls `A`'s `Repo.load()`, which gets a
/// shim. After `farewell scaffold --output RxBridges`, the bridges go to the repository's last cleanup, that of the
/// shared manifest: it deletes them and its lines, and still leaves every module's shims, flags and Rx imports to the
/// projects' own cleanup tasks.
@Suite struct PlannerScaffoldSharedManifestTests {
    static let original = [
        "/repo/Tuist/Dependencies.swift": """
        import ProjectDescription

        let dependencies = Dependencies(swiftPackageManager: [
            .remote(url: "https://github.com/ReactiveX/RxSwift", requirement: .upToNextMajor(from: "6.5.0")),
        ])
        """,
        "/repo/A/Project.swift": """
        import ProjectDescription

        let project = Project(name: "A", targets: [
            Target(name: "A", platform: .iOS, product: .framework, bundleId: "app.A", sources: ["Sources/**"],
                   dependencies: [.external(name: "RxSwift")])
        ])
        """,
        "/repo/A/Sources/Repo.swift": """
        import RxSwift

        public protocol Repo {
            func load() -> Single<Int>
        }
        """,
        "/repo/B/Project.swift": """
        import ProjectDescription

        let project = Project(name: "B", targets: [
            Target(name: "B", platform: .iOS, product: .framework, bundleId: "app.B", sources: ["Sources/**"],
                   dependencies: [.project(target: "A", path: "../A"), .external(name: "RxSwift")])
        ])
        """,
        "/repo/B/Sources/Screen.swift": """
        import A
        import RxSwift

        final class Screen {
            let repo: Repo
            let bag = DisposeBag()

            init(repo: Repo) { self.repo = repo }

            func show() {
                repo.load().subscribe(onSuccess: { print($0) }).disposed(by: bag)
            }
        }
        """,
        "/repo/B/Sources/Name.swift": """
        import RxSwift

        let name = "B"
        """,
    ]

    static func scanned(_ files: [String: String]) throws -> Inventory {
        try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    }

    /// The context `farewell plan` writes the task files with.
    static func context(_ plan: Plan, _ inventory: Inventory) -> WorkspaceContext {
        var context = WorkspaceContext(
            plan: plan, modules: inventory.modules, importOnlyFiles: ImportOnlyFile.all(in: inventory),
            fileModules: Dictionary(
                inventory.files.map { ($0.path, $0.module) }, uniquingKeysWith: { first, _ in first }),
            libraryImports: LibraryUsers.imports(of: inventory.files))
        context.scaffoldedFiles = Set(inventory.files.filter(\.isScaffolded).map(\.path))
        return context
    }

    @Test func theSharedManifestsCleanupDeletesTheBridgesAndRemovesNothingOtherCleanupsDo() throws {
        let original = try Self.scanned(Self.original)
        let before = Planner().plan(original, previous: nil)
        var files = Self.original
        for file in Scaffold.files { files["/repo/RxBridges/\(file.name)"] = file.contents }
        let inventory = try Self.scanned(files)
        let after = Planner().plan(inventory, previous: before)
        #expect(
            after.tasks.filter { $0.kind == .cleanup }.map { "\($0.id) \($0.title): \($0.files.map(\.path))" } == [
                "T-005 Cleanup: Tuist/Dependencies.swift: [\"Tuist/Dependencies.swift\", "
                    + "\"RxBridges/Observable+AsyncSequence.swift\", \"RxBridges/Single+Async.swift\"]",
                "T-006 Cleanup: A/Project.swift: [\"A/Project.swift\"]",
                "T-007 Cleanup: B/Project.swift: [\"B/Project.swift\"]",
            ])
        let shared = try #require(after.task("T-005"))
        let context = Self.context(after, inventory)
        let removals = """
            ## Removals

            1. Feature flags (keep the new path, delete the old one and its `+Rx.swift` files):
               - none: the other cleanup tasks remove them
            2. Shims (their callers have moved):
               - none: the other cleanup tasks remove them
            3. Manifest lines that bring Rx in (with the lines their statement continues on):
               - `Tuist/Dependencies.swift:4`: RxSwift (every target)

            """
        // After the shims, which may be built on them, the bridges.
        #expect(
            TaskCleanupSection.removals(shared, context: context) == """
                ## Removals

                1. Feature flags (keep the new path, delete the old one and its `+Rx.swift` files):
                   - none: the other cleanup tasks remove them
                2. Shims (their callers have moved):
                   - none: the other cleanup tasks remove them
                3. The bridges under Scope, each once nothing calls it, as Scope says:
                   - `RxBridges/Observable+AsyncSequence.swift`
                   - `RxBridges/Single+Async.swift`
                4. Manifest lines that bring Rx in (with the lines their statement continues on):
                   - `Tuist/Dependencies.swift:4`: RxSwift (every target)

                """)
        #expect(
            TaskGoalSection.goal(shared, context: context) == """
                ## Goal

                Remove the Rx dependency lines every target may link from `Tuist/Dependencies.swift`, once every other \
                cleanup task is merged and no target uses Rx.

                """)
        // As before `farewell scaffold`.
        let unscaffolded = try #require(before.task("T-005"))
        #expect(unscaffolded.files.map(\.path) == ["Tuist/Dependencies.swift"])
        #expect(TaskCleanupSection.removals(unscaffolded, context: Self.context(before, original)) == removals)
        #expect(TaskCleanupSection.points(of: shared, among: after.tasks, modules: inventory.modules) == 1)
        // A's cleanup still removes the shim, and B's the Rx import of the file that uses no Rx.
        let a = try #require(after.task("T-006"))
        #expect(
            TaskCleanupSection.removals(a, context: context).contains(
                "   - `Repo.load` at `A/Sources/Repo.swift:4` (from T-003)\n"))
        let b = try #require(after.task("T-007"))
        #expect(
            TaskCleanupSection.removals(b, context: context).contains("   - `B/Sources/Name.swift`: `import RxSwift`\n")
        )
    }
}

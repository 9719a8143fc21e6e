import Testing

@testable import FarewellKit

/// The repository's own bridges between Rx and Swift Concurrency (an `async` member of an Rx type's extension, a
/// function turning an `async` closure into a `Single`) stay while both worlds coexist: their file is no migration
/// task's, the cleanup task lists it and deletes it once nothing calls them, and `rules.md` tells agents to use them.
@Suite struct PlannerBridgeTests {
    static let files = [
        "/repo/App/Rx+Async.swift": """
        import RxSwift

        extension PrimitiveSequence where Trait == SingleTrait {
            func value() async throws -> Element {
                try await withCheckedThrowingContinuation { c in
                    _ = subscribe(onSuccess: { c.resume(returning: $0) }, onFailure: { c.resume(throwing: $0) })
                }
            }
        }

        func asyncToSingle<T>(_ work: @escaping () async throws -> T) -> Single<T> {
            Single.create { observer in
                let task = Task {
                    do { observer(.success(try await work())) } catch { observer(.failure(error)) }
                }
                return Disposables.create { task.cancel() }
            }
        }
        """,
        "/repo/App/ProfileService.swift": """
        import RxSwift

        final class ProfileService {
            func name() -> Single<String> { asyncToSingle { "Ada" } }
        }
        """,
        "/repo/App/ProfileViewModel.swift": """
        import RxSwift

        final class ProfileViewModel {
            let service = ProfileService()
            func load() async throws -> String { try await service.name().value() }
        }
        """,
    ]

    static func planned(_ files: [String: String]) throws -> (Inventory, Plan) {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        return (inventory, Planner().plan(inventory, previous: nil))
    }

    @Test func theBridgesFileGoesToTheCleanupTask() throws {
        let (inventory, plan) = try Self.planned(Self.files)
        #expect(plan.tasks(holding: "App/Rx+Async.swift").map(\.kind) == [.cleanup])
        let service = try #require(plan.tasks(holding: "App/ProfileService.swift").first)
        #expect(service.kind == .migration)
        // The callers keep using the bridges: no shim, and no wait for the cleanup.
        #expect(plan.tasks.flatMap(\.shims).map(\.api) == ["ProfileService.name"])
        #expect(plan.migrationTasks.allSatisfy { $0.dependsOn.allSatisfy { id in id != plan.tasks.last?.id } })
        // Planning again changes nothing.
        #expect(Planner().plan(inventory, previous: plan) == plan)
    }

    /// The cleanup task says when to delete them, and `rules.md` names them for every task.
    @Test func theCleanupAndTheRulesNameTheBridges() throws {
        let (inventory, plan) = try Self.planned(Self.files)
        let cleanup = try #require(plan.tasks(holding: "App/Rx+Async.swift").first)
        var context = WorkspaceContext(plan: plan)
        context.bridges = AppBridge.all(in: inventory)
        #expect(
            context.bridges.map { "\($0.api) \($0.declaration)" } == [
                "PrimitiveSequence.value App/Rx+Async.swift:4", "asyncToSingle App/Rx+Async.swift:11",
            ])
        let body = TaskMarkdown.body(cleanup, context: context)
        #expect(
            body.contains(
                "These files hold the app's own bridges between Rx and Swift Concurrency (`rules.md`), which the "
                    + "migration tasks use while both worlds coexist: delete each bridge once `farewell scan` finds "
                    + "no callers of it, then the file."))
        #expect(body.contains("### `App/Rx+Async.swift`"))
        #expect(!body.contains("These files' only Rx is a protocol's lifetime"))
        let rules = RulesMarkdown.render(context: context)
        #expect(
            rules.contains(
                """
                ### The app's own bridges

                The app already bridges Rx and Swift Concurrency: use these rather than writing new ones. They stay \
                while both worlds coexist; the cleanup wave deletes each once `farewell scan` finds no callers of it.

                - `PrimitiveSequence.value` (`App/Rx+Async.swift:4`)
                - `asyncToSingle` (`App/Rx+Async.swift:11`)

                """))
        // `verify`: the bridges' Rx is the cleanup's alone.
        let remaining = ScopeCheck.remaining(cleanup, in: inventory, plan: plan)
        #expect(Set(remaining.map(\.path)) == ["App/Rx+Async.swift"])
        let service = try #require(plan.tasks(holding: "App/ProfileService.swift").first)
        #expect(
            !ScopeCheck.remaining(service, in: inventory, plan: plan).contains { $0.path == "App/Rx+Async.swift" })
    }

    /// A file with other Rx beside a bridge is migrated as before.
    @Test func aFileWithOtherRxStaysInAMigrationTask() throws {
        var files = Self.files
        files["/repo/App/Rx+Async.swift", default: ""] += """

            final class Clock {
                func ticks() -> Observable<Int> { .interval(.seconds(1), scheduler: MainScheduler.instance) }
            }
            """
        let (_, plan) = try Self.planned(files)
        #expect(plan.tasks(holding: "App/Rx+Async.swift").map(\.kind) == [.migration])
    }
}

import Testing

@testable import FarewellKit

/// A helper that is an Rx type by its header (`final class ActivityIndicator: SharedSequenceConvertibleType`, the
/// `ActivityIndicator` and `ErrorTracker` many apps copy), which view models build and read as streams
/// (`ActivityIndicator()`, `.asDriver()`, `.trackActivity(indicator)`), stays Rx while they do: no migration task
/// rewrites it under them; the cleanup task deletes it once nothing uses it.
@Suite struct PlannerRxHelperTypeTests {
    static let package = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Tutorial",
            dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")],
            targets: [.target(name: "App", dependencies: ["RxSwift", "RxCocoa"])]
        )
        """

    static let indicator = """
        import RxSwift
        import RxCocoa

        private struct ActivityToken<E>: ObservableConvertibleType, Disposable {
            private let source: Observable<E>
            init(source: Observable<E>) { self.source = source }
            func dispose() {}
            func asObservable() -> Observable<E> { source }
        }

        final class ActivityIndicator: SharedSequenceConvertibleType {
            typealias Element = Bool
            typealias SharingStrategy = DriverSharingStrategy
            private let relay = BehaviorRelay(value: 0)
            private let loading: SharedSequence<SharingStrategy, Bool>
            init() { loading = relay.asDriver().map { $0 > 0 }.distinctUntilChanged() }
            fileprivate func track<O: ObservableConvertibleType>(_ source: O) -> Observable<O.Element> {
                source.asObservable().do(onSubscribe: { self.relay.accept(self.relay.value + 1) })
            }
            func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { loading }
        }

        extension ObservableConvertibleType {
            func trackActivity(_ indicator: ActivityIndicator) -> Observable<Element> { indicator.track(self) }
        }
        """

    static let viewModel = """
        import RxSwift
        import RxCocoa

        final class EventsViewModel {
            let refreshing = ActivityIndicator()
            func transform(reload: Observable<Void>, load: @escaping () -> Observable<[String]>) -> Driver<Bool> {
                _ = reload.flatMapLatest { load().trackActivity(self.refreshing) }
                return refreshing.asDriver()
            }
        }
        """

    static func planned(_ files: [String: String]) throws -> (Inventory, Plan) {
        var all = files
        all["/repo/Package.swift"] = package
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(all)).scan(root: "/repo")
        return (inventory, Planner().plan(inventory, previous: nil))
    }

    /// The scan tells which files name the helper, and the helper's file goes to the cleanup task, not to a migration
    /// task that would turn it into an `AsyncSequence` while the view model still reads it with `.asDriver()`.
    @Test func aHelperOtherFilesUseAsAnRxTypeGoesToTheCleanup() throws {
        let (inventory, plan) = try Self.planned([
            "/repo/Sources/App/Utilities/ActivityIndicator.swift": Self.indicator,
            "/repo/Sources/App/Scenes/EventsViewModel.swift": Self.viewModel,
        ])
        let helper = try #require(inventory.files.first { $0.path == "Sources/App/Utilities/ActivityIndicator.swift" })
        #expect(helper.ownRxTypes == ["ActivityToken", "ActivityIndicator"])
        #expect(helper.usedRxTypes == ["ActivityIndicator"])
        #expect(helper.rxTypeUsers == ["Sources/App/Scenes/EventsViewModel.swift"])
        #expect(plan.migrationTasks.map { $0.files.map(\.path) } == [["Sources/App/Scenes/EventsViewModel.swift"]])
        let holders = plan.tasks(holding: "Sources/App/Utilities/ActivityIndicator.swift")
        #expect(holders.map(\.kind) == [.cleanup])
    }

    /// The cleanup task says what the helper files are and who uses them; the user's Boundary says the helper stays
    /// Rx for others and that its own uses move off it.
    @Test func theCleanupAndTheUsersBoundaryNameTheHelper() throws {
        let (inventory, plan) = try Self.planned([
            "/repo/Sources/App/Utilities/ActivityIndicator.swift": Self.indicator,
            "/repo/Sources/App/Scenes/EventsViewModel.swift": Self.viewModel,
        ])
        var context = WorkspaceContext(plan: plan)
        context.rxHelperFiles = RxHelperFile.all(in: inventory)
        let cleanup = try #require(plan.tasks(holding: "Sources/App/Utilities/ActivityIndicator.swift").first)
        let user = try #require(plan.tasks(holding: "Sources/App/Scenes/EventsViewModel.swift").first)
        let cleanupBody = TaskMarkdown.body(cleanup, context: context)
        #expect(cleanupBody.contains("These files hold helpers that are Rx types"))
        #expect(!cleanupBody.contains("These files' only Rx is a protocol's lifetime"))
        #expect(cleanupBody.contains("- `ActivityIndicator`: `Sources/App/Scenes/EventsViewModel.swift` (\(user.id))"))
        // In the order the code can go: the old paths, which use the helper; the helper, which calls the operators
        // kept as shims; the shims.
        let removals = TaskCleanupSection.removals(cleanup, context: context)
        let order = [
            "1. Feature flags", "2. The Rx code under Scope", "   - `Sources/App/Utilities/ActivityIndicator.swift`",
            "3. Shims",
        ]
        let positions = order.compactMap { removals.range(of: $0)?.lowerBound }
        #expect(positions.count == order.count && positions == positions.sorted())
        let userBody = TaskMarkdown.body(user, context: context)
        // Its Scope row says the same: not the recipe of the Rx type the helper stands for.
        #expect(
            userBody.contains(
                "| 5 | `ActivityIndicator` (`SharedSequence`) | move this use off the helper, which stays Rx for other "
                    + "code until the cleanup deletes it (see Boundary) |"))
        #expect(userBody.contains("This task uses helpers that are Rx types"))
        #expect(
            userBody.contains(
                "- `ActivityIndicator`, declared in `Sources/App/Utilities/ActivityIndicator.swift` (\(cleanup.id)), "
                    + "used in `Sources/App/Scenes/EventsViewModel.swift`."))
    }

    /// Used by no other file, the helper is code like any other: its own task migrates it.
    @Test func aHelperNoOtherFileUsesIsMigrated() throws {
        let (inventory, plan) = try Self.planned([
            "/repo/Sources/App/Utilities/ActivityIndicator.swift": Self.indicator
        ])
        let helper = try #require(inventory.files.first)
        #expect(helper.rxTypeUsers.isEmpty)
        #expect(plan.migrationTasks.map { $0.files.map(\.path) } == [["Sources/App/Utilities/ActivityIndicator.swift"]])
    }

    /// A file holding other Rx besides the helper (a service's stream) is migrated by its task, as before.
    @Test func aHelperBesideOtherRxCodeStaysInItsTask() throws {
        let (inventory, plan) = try Self.planned([
            "/repo/Sources/App/Utilities/ActivityIndicator.swift": Self.indicator
                + "\nfinal class Poller { func poll() -> Observable<Int> { .just(1) } }\n",
            "/repo/Sources/App/Scenes/EventsViewModel.swift": Self.viewModel,
        ])
        let holders = plan.tasks(holding: "Sources/App/Utilities/ActivityIndicator.swift")
        #expect(holders.map(\.kind) == [.migration])
        // Its users are not told it stays Rx: its own task migrates it.
        var context = WorkspaceContext(plan: plan)
        context.rxHelperFiles = RxHelperFile.all(in: inventory)
        let user = try #require(plan.tasks(holding: "Sources/App/Scenes/EventsViewModel.swift").first)
        #expect(TaskBoundarySection.usedHelpers(of: user, in: context).isEmpty)
        #expect(!TaskMarkdown.body(user, context: context).contains("helpers that are Rx types"))
    }
}

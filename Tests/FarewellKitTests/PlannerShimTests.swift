import Testing

@testable import FarewellKit

/// An API client in Networking (infra) called from the Data module and from a file outside the inventory.
private func clientInventory(callers: Int = 2) -> Inventory {
    let callerFiles = (1...callers).map { Fixture.file("Data/Repo\($0)Repository.swift", "Data", .data) }
    let sites =
        callerFiles.map { SourceLocation(path: $0.path, line: 2, column: 9) }
        + [
            SourceLocation(path: "Vendor/Legacy.swift", line: 7, column: 3),
            SourceLocation(path: "Net/APIClient.swift", line: 3, column: 1),
        ]
    let client = Fixture.file(
        "Net/APIClient.swift", "Networking", .infra,
        apis: [Fixture.api("request", in: "APIClient", line: 2, callers: sites.reversed())])
    let modules = [
        Module(name: "Networking", kind: .swiftpm), Module(name: "Data", kind: .swiftpm, dependencies: ["Networking"]),
    ]
    return Fixture.inventory([client] + callerFiles, modules: modules)
}

@Test func anAPICalledFromOtherTasksGetsAShimAndTheCallersDependOnIt() throws {
    let plan = Planner(settings: PlanSettings(maxFiles: 1)).plan(clientInventory(), previous: nil)
    let client = try #require(plan.tasks(holding: "Net/APIClient.swift").first)
    let shim = try #require(client.shims.first)
    #expect(client.shims.count == 1)
    #expect(shim.api == "APIClient.request")
    #expect(shim.declaration == SourceLocation(path: "Net/APIClient.swift", line: 2, column: 10))
    #expect(shim.callers.map(\.description) == ["Data/Repo1Repository.swift:2", "Data/Repo2Repository.swift:2"])
    #expect(client.callerUpdates.map(\.api) == ["APIClient.request"])
    #expect(client.callerUpdates.map(\.callers) == [[SourceLocation(path: "Vendor/Legacy.swift", line: 7, column: 3)]])
    let callerTasks = ["Data/Repo1Repository.swift", "Data/Repo2Repository.swift"].compactMap {
        plan.tasks(holding: $0).first
    }
    #expect(shim.callerTasks == callerTasks.map(\.id))
    #expect(shim.strategy == .shim)
    #expect(callerTasks.allSatisfy { $0.dependsOn.contains(client.id) })
    let cleanup = try #require(plan.tasks.first { $0.kind == .cleanup && $0.module == "Networking" })
    #expect(Set(callerTasks.map(\.id) + [client.id]).isSubset(of: cleanup.dependsOn))
}

/// `Vendor/Legacy.swift` calls the client but has no Rx occurrence (its module imports RxSwift for it): no task
/// holds it, so the client's task moves it, and keeps its shim for the callers in other tasks only.
@Test func aCallerInNoTaskIsMovedByTheDeclaringTask() throws {
    let plan = Planner(settings: PlanSettings(maxFiles: 1)).plan(clientInventory(), previous: nil)
    let client = try #require(plan.tasks(holding: "Net/APIClient.swift").first)
    let text = TaskMarkdown.body(client, context: WorkspaceContext(plan: plan))
    #expect(
        text.contains(
            "\nThese APIs are called from files no task lists: update these callers in this task; they hold no Rx of "
                + "their own, so no other task moves them and no shim is kept for them.\n\n- `APIClient.request` "
                + "(`Single`), declared at `Net/APIClient.swift:2`:\n  - `Vendor/Legacy.swift:7`\n\nBridges:\n"))
    #expect(text.contains("6. Update the callers under Boundary in files no task lists, which keep no shim.\n"))
    let callerTask = try #require(plan.tasks(holding: "Data/Repo1Repository.swift").first)
    #expect(!TaskMarkdown.body(callerTask, context: WorkspaceContext(plan: plan)).contains("no task lists"))
}

@Test func anAPIWithManyCallersGetsAnAsyncCoreAndBatchedCallers() throws {
    let plan = Planner().plan(clientInventory(callers: 12), previous: nil)
    let client = try #require(plan.tasks(holding: "Net/APIClient.swift").first)
    let shim = try #require(client.shims.first)
    #expect(shim.strategy == .asyncCore)
    #expect(shim.callers.count == 12)
    #expect(client.summary.contains("Async core plus Rx shim first for APIClient.request (12 callers)"))
    let batches = plan.migrationTasks.filter { $0.module == "Data" }
    #expect(batches.map(\.files.count) == [12])
    #expect(shim.callerTasks == batches.map(\.id))
    #expect(batches.allSatisfy { $0.dependsOn.contains(client.id) })
}

@Test func callersInsideTheDeclaringTaskNeedNoShim() {
    let client = Fixture.file(
        "Net/APIClient.swift", "Networking", .infra,
        apis: [
            Fixture.api(
                "request", in: "APIClient", line: 2, callers: [SourceLocation(path: "Net/Session.swift", line: 4)])
        ])
    let session = Fixture.file("Net/Session.swift", "Networking", .infra)
    let plan = Planner().plan(Fixture.inventory([client, session]), previous: nil)
    #expect(plan.migrationTasks.count == 1)
    #expect(plan.tasks.allSatisfy { $0.shims.isEmpty })
}

@Test func aCallerInAnEarlierWaveDoesNotDependOnALaterDeclaration() throws {
    let helper = Fixture.file(
        "App/Legacy.swift", "App", .ui,
        apis: [Fixture.api("stream", in: nil, line: 1, callers: [SourceLocation(path: "App/Store.swift", line: 2)])])
    let store = Fixture.file("App/Store.swift", "App", .data)
    let plan = Planner().plan(Fixture.inventory([helper, store]), previous: nil)
    let declaring = try #require(plan.tasks(holding: "App/Legacy.swift").first)
    let caller = try #require(plan.tasks(holding: "App/Store.swift").first)
    #expect(declaring.shims.map(\.callerTasks) == [[caller.id]])
    #expect(!caller.dependsOn.contains(declaring.id))
}

/// The view calls another task's API (`Palette.colors`), so it is no leaf its callers would wait for.
@Test func aShimCalledFromAnEarlierTaskSaysItsCallersSwitchInThisTask() throws {
    let coordinator = Fixture.file(
        "App/UI/ThemeView.swift", "App", .ui,
        apis: [
            Fixture.api(
                "theme", in: "ThemeView", line: 2,
                callers: [SourceLocation(path: "App/Presentation/FeedViewModel.swift", line: 4, column: 9)])
        ])
    let model = Fixture.file("App/Presentation/FeedViewModel.swift", "App", .presentation)
    let palette = Fixture.file(
        "App/Data/Palette.swift", "App", .data,
        apis: [
            Fixture.api(
                "colors", in: "Palette", line: 2, callers: [SourceLocation(path: "App/UI/ThemeView.swift", line: 5)])
        ])
    let plan = Planner().plan(Fixture.inventory([coordinator, model, palette]), previous: nil)
    let view = try #require(plan.tasks(holding: "App/UI/ThemeView.swift").first)
    let caller = try #require(plan.tasks(holding: "App/Presentation/FeedViewModel.swift").first)
    // The view model's presentation wave comes before the UI wave that declares the API.
    #expect(TaskBoundarySection.earlierTasks(of: view, in: plan) == [caller.id])
    let text = TaskMarkdown.body(view, context: WorkspaceContext(plan: plan))
    #expect(text.contains("  - \(caller.id) comes before this task and awaits this API through a bridge"))
}

/// A view model in an earlier wave passes a subject to a view's Rx-typed property: the view's task names it as a caller
/// that comes first, and the view model's own Boundary names the view's API, to keep the call on Rx until then. A view
/// model passing `nil` (`Banner(reload: nil)`) passes no stream: neither Boundary names it. The view reads another
/// task's `Palette.colors`, so it is no leaf its callers would wait for.
@Test func aCallerBeforeTheDeclaringTaskSaysSoInItsOwnBoundaryAndANilArgumentIsNone() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/UI/Banner.swift": """
        import SwiftUI
        import RxSwift
        struct Banner: View {
            let reload: PublishSubject<Void>?
            var body: some View { EmptyView() }
            func colors() -> [Int] { (try? Palette.shared.colors.value()) ?? [] }
        }
        """,
        "/repo/App/Data/Palette.swift": """
        import RxSwift
        final class Palette { static let shared = Palette(); let colors = BehaviorSubject<[Int]>(value: []) }
        """,
        "/repo/App/Presentation/FeedViewModel.swift": """
        import RxSwift
        final class FeedViewModel {
            let tap = PublishSubject<Void>()
            func banner() -> Banner { Banner(reload: tap) }
        }
        """,
        "/repo/App/Presentation/ProfileViewModel.swift": """
        import RxSwift
        final class ProfileViewModel {
            let bag = DisposeBag()
            func banner() -> Banner { Banner(reload: nil) }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let plan = Planner(settings: PlanSettings(maxFiles: 1)).plan(inventory, previous: nil)
    let feed = try #require(plan.tasks(holding: "App/Presentation/FeedViewModel.swift").first)
    let profile = try #require(plan.tasks(holding: "App/Presentation/ProfileViewModel.swift").first)
    let banner = try #require(plan.tasks(holding: "App/UI/Banner.swift").first)
    #expect([feed.id, profile.id, banner.id] == ["T-004", "T-005", "T-006"])
    #expect([feed.wave, profile.wave, banner.wave] == ["W2", "W2", "W3"])
    #expect(
        banner.shims.map(\.callers) == [
            [SourceLocation(path: "App/Presentation/FeedViewModel.swift", line: 4, column: 31)]
        ])
    #expect(banner.shims.map(\.callerTasks) == [["T-004"]])
    let context = WorkspaceContext(plan: plan)
    let declaring = """
        - `Banner.reload` (`PublishSubject`), declared at `App/UI/Banner.swift:4`, called from T-004:
          - `App/Presentation/FeedViewModel.swift:4`
          - T-004 comes before this task and awaits this API through a bridge: switch those callers to the async core \
        here, not later.

        """
    #expect(TaskMarkdown.body(banner, context: context).contains(declaring))
    let calling = """
        ## Boundary

        This task comes before the tasks of these APIs it calls, so they are still Rx while it runs: keep each call \
        working through a bridge (await or iterate what the API returns; where it takes a stream, pass one fed from the \
        async code here).

        - `Banner.reload` (`PublishSubject`) of T-006 (not before this task: it switches these calls to its async \
        core), declared at `App/UI/Banner.swift:4`, called at `App/Presentation/FeedViewModel.swift:4`.

        No API in scope is used outside this task: no shim is needed.

        """
    #expect(TaskMarkdown.body(feed, context: context).contains(calling))
    #expect(TaskBoundarySection.laterAPIs(of: profile, in: plan).isEmpty)
    #expect(!TaskMarkdown.body(profile, context: context).contains("Banner.reload"))
}

@Test func aDisposeBagCalledFromElsewhereIsKeptNotGivenAnAsyncCore() throws {
    var bag = Fixture.api(
        "disposeBag", in: "AvatarViewController", line: 3,
        callers: [SourceLocation(path: "App/Flow/MainFlow.swift", line: 41, column: 30)])
    bag.rxTypes = ["DisposeBag"]
    bag.kind = .variable
    let view = Fixture.file("App/Avatar/AvatarViewController.swift", "App", .ui, apis: [bag])
    let flow = Fixture.file("App/Flow/MainFlow.swift", "App", .presentation)
    let plan = Planner().plan(Fixture.inventory([view, flow]), previous: nil)
    let task = try #require(plan.tasks(holding: "App/Avatar/AvatarViewController.swift").first)
    let text = TaskMarkdown.body(task, context: WorkspaceContext(plan: plan))
    #expect(text.contains("These subscription holders are used outside this task"))
    #expect(text.contains("so they get no async core and no shim. Keep each as it is while the callers below use it"))
    #expect(!text.contains("Give each an async core"))
    #expect(!text.contains("async sequence core, `Observable` outside"))
}

/// A base class's `disposeBag`, used by a dozen subclasses in other tasks of its wave, is kept as it is: no async
/// core first, and the subclasses' tasks need not wait for the base class's; a stream API beside it still gets
/// its shim, and its callers still wait.
@Test func aBaseClassDisposeBagWithManyCallersHoldsNoTaskBack() throws {
    let sites = (1...12).map { SourceLocation(path: "Feature/Sources/Screen\($0)ViewModel.swift", line: 5, column: 9) }
    var bag = Fixture.api("disposeBag", in: "BaseViewModel", line: 3, callers: sites)
    bag.rxTypes = ["DisposeBag"]
    bag.kind = .variable
    let load = Fixture.api(
        "load", in: "BaseViewModel", line: 8,
        callers: [SourceLocation(path: "Feature/Sources/Screen1ViewModel.swift", line: 9, column: 9)])
    let base = Fixture.file("Base/Sources/BaseViewModel.swift", "Base", .presentation, apis: [bag, load])
    let screens = (1...12).map {
        Fixture.file("Feature/Sources/Screen\($0)ViewModel.swift", "Feature", .presentation, count: 30)
    }
    let plan = Planner().plan(Fixture.inventory([base] + screens), previous: nil)
    let declaring = try #require(plan.tasks(holding: "Base/Sources/BaseViewModel.swift").first)
    let kept = try #require(declaring.shims.first { $0.api == "BaseViewModel.disposeBag" })
    #expect(kept.strategy == .keep)
    #expect(declaring.summary.contains("Keep BaseViewModel.disposeBag (subscription holders, no shim)"))
    #expect(!declaring.summary.contains("Async core plus"))
    let first = try #require(plan.tasks(holding: "Feature/Sources/Screen1ViewModel.swift").first)
    let second = try #require(plan.tasks(holding: "Feature/Sources/Screen9ViewModel.swift").first)
    #expect(first.id != second.id)
    #expect(first.dependsOn.contains(declaring.id))
    #expect(!second.dependsOn.contains(declaring.id))
    let text = TaskMarkdown.body(declaring, context: WorkspaceContext(plan: plan))
    #expect(text.contains("These APIs are used outside this task. Give each an async core"))
    #expect(text.contains("\nThese subscription holders are used outside this task"))
    // Its line in Scope says to keep it, the others to migrate.
    #expect(text.contains("| 3 | `Observable` | keep as it is while the callers under Boundary use it |"))
    #expect(text.contains("| 2 | `Observable` | see rules.md |"))
}

@Test func aCallerInASplitFileBelongsToThePartAroundItsLine() throws {
    var big = Fixture.file("UI/FeedViewModel.swift", "UI", .presentation, count: 0)
    big.occurrences =
        Fixture.occurrences(31, from: 10, in: "FeedViewModel.bind()")
        + Fixture.occurrences(31, from: 50, in: "FeedViewModel.load()")
        + Fixture.occurrences(31, from: 90, in: "FeedViewModel.refresh()")
    let sites = [85, 130].map { SourceLocation(path: "UI/FeedViewModel.swift", line: $0, column: 9) }
    let client = Fixture.file(
        "Net/APIClient.swift", "UI", .infra, apis: [Fixture.api("request", in: "APIClient", line: 2, callers: sites)])
    let plan = Planner(settings: PlanSettings(maxPoints: 60)).plan(Fixture.inventory([big, client]), previous: nil)
    let parts = plan.tasks(holding: "UI/FeedViewModel.swift")
    #expect(parts.count == 3)
    let shim = try #require(plan.tasks(holding: "Net/APIClient.swift").first?.shims.first)
    // Line 85 follows `load()`'s last occurrence (80); line 130 follows `refresh()`'s (120).
    #expect(shim.callerTasks == [parts[1].id, parts[2].id])
}

/// An API declared on a line of a split file with no occurrence (`func transform(input: Input) -> Output`, above
/// the occurrences of its body) belongs to the part naming it, not to the part before it.
@Test func anAPIOfASplitFileBelongsToThePartNamingIt() throws {
    var big = Fixture.file("UI/SearchViewModel.swift", "UI", .presentation, count: 0)
    big.occurrences =
        Fixture.occurrences(40, from: 10, in: "SearchViewModel")
        + Fixture.occurrences(40, from: 61, in: "SearchViewModel.transform(input:)")
    big.apis = [
        Fixture.api(
            "transform", in: "SearchViewModel", line: 60,
            callers: [SourceLocation(path: "UI/SearchViewController.swift", line: 9, column: 9)])
    ]
    let screen = Fixture.file("UI/SearchViewController.swift", "UI", .ui)
    let plan = Planner(settings: PlanSettings(maxPoints: 60)).plan(Fixture.inventory([big, screen]), previous: nil)
    let parts = plan.tasks(holding: "UI/SearchViewModel.swift")
    #expect(parts.count == 2)
    #expect(parts.map(\.shims.count) == [0, 1])
    let caller = try #require(plan.tasks(holding: "UI/SearchViewController.swift").first)
    #expect(caller.dependsOn.contains(parts[1].id))
    #expect(!caller.dependsOn.contains(parts[0].id))
}

@Test func aProtocolAndItsImplementationsInOtherTasksNameEachOther() throws {
    let requirement = SourceLocation(path: "Domain/BookRepositoryType.swift", line: 2, column: 10)
    var implementation = Fixture.api("book", in: "BookRepository", line: 5, callers: [])
    implementation.implements = [requirement]
    var stub = Fixture.api("book", in: "StubBookRepository", line: 3, callers: [])
    stub.implements = [requirement]
    let files = [
        Fixture.file(
            "Domain/BookRepositoryType.swift", "Domain", .domain,
            apis: [Fixture.api("book", in: "BookRepositoryType", line: 2, callers: [])]),
        Fixture.file("Data/BookRepository.swift", "Data", .data, apis: [implementation]),
        Fixture.file("UI/StubBookRepository.swift", "UI", .ui, apis: [stub]),
    ]
    let plan = Planner().plan(Fixture.inventory(files), previous: nil)
    let domain = try #require(plan.tasks(holding: "Domain/BookRepositoryType.swift").first)
    let data = try #require(plan.tasks(holding: "Data/BookRepository.swift").first)
    let ui = try #require(plan.tasks(holding: "UI/StubBookRepository.swift").first)
    #expect(
        domain.conformances.map { "\($0.typeName) \($0.typeTask)" } == [
            "BookRepository \(data.id)", "StubBookRepository \(ui.id)",
        ])
    #expect(
        data.conformances.map { "\($0.protocolName) \($0.members) \($0.protocolTask)" } == [
            "BookRepositoryType [\"book\"] \(domain.id)"
        ])
    // The data wave comes before the domain wave, the UI wave after it: the protocol waits for the
    // implementation before it and tells the one after it what it added.
    #expect(domain.dependsOn.contains(data.id))
    #expect(!domain.dependsOn.contains(ui.id))
    let context = WorkspaceContext(plan: plan)
    let body = { (task: PlanTask) in TaskMarkdown.body(task, context: context) }
    #expect(body(domain).contains("Add each of these requirements' async version"))
    #expect(body(data).contains("Keep these Rx signatures while the protocol requires them, as shims"))
    #expect(body(ui).contains("\(domain.id) added async versions of these requirements"))
    #expect(!body(data).contains("no shim is needed"))
}

/// A base class's Rx member and a subclass's override of it in other tasks (`overrides`) tie the tasks as a
/// protocol and its implementation do, with a base class's advice: the async version goes into the base class,
/// and the Rx overrides stay in the subclass's body, where Swift wants an override.
@Test func aBaseClassAndItsOverridesInOtherTasksNameEachOther() throws {
    let base = SourceLocation(path: "Core/BaseCoordinator.swift", line: 10, column: 15)
    var override = Fixture.api("start", in: "LoginCoordinator", line: 5, callers: [])
    override.overrides = [base]
    override.rxTypes = ["Observable"]
    var member = Fixture.api("start", in: "BaseCoordinator", line: 10, callers: [])
    member.rxTypes = ["Observable"]
    let files = [
        Fixture.file("Core/BaseCoordinator.swift", "Core", .presentation, apis: [member]),
        Fixture.file("Feature/LoginCoordinator.swift", "Feature", .ui, apis: [override]),
    ]
    let plan = Planner().plan(Fixture.inventory(files), previous: nil)
    let core = try #require(plan.tasks(holding: "Core/BaseCoordinator.swift").first)
    let feature = try #require(plan.tasks(holding: "Feature/LoginCoordinator.swift").first)
    #expect(
        core.conformances.map { "\($0.typeName) \($0.typeTask) \($0.isOverride)" } == [
            "LoginCoordinator \(feature.id) true"
        ])
    #expect(feature.conformances.map(\.protocolTask) == [core.id])
    let context = WorkspaceContext(plan: plan)
    let body = { (task: PlanTask) in TaskMarkdown.body(task, context: context) }
    #expect(body(core).contains("but base classes tie it to other tasks"))
    #expect(body(core).contains("Add each of these members' async version next to the Rx one in the base class"))
    #expect(!body(core).contains("protocol extension"))
    // The members are streams: the bridge named is the stream's, not a `Single`'s.
    #expect(body(core).contains("(`rxVersion().asAsyncSequence()` (an `AsyncSequence`) for a stream)"))
    #expect(!body(core).contains("for a `Single`"))
    #expect(body(feature).contains("`LoginCoordinator` overrides `BaseCoordinator` of \(core.id)"))
    #expect(body(feature).contains("in the class's body (Swift allows no override in an extension)"))
    #expect(PlanJSON.render(plan).contains("\"kind\": \"superclass\""))
    // The cleanup deletes the base class's Rx member with the override's Rx version kept as a shim.
    let cleanup = try #require(plan.tasks.first { $0.kind == .cleanup })
    #expect(
        TaskCleanupSection.removals(cleanup, context: context).contains(
            "   - `BaseCoordinator.start` at `Core/BaseCoordinator.swift:10` (from \(core.id)), overridden by "
                + "`LoginCoordinator` at `Feature/LoginCoordinator.swift:5` (\(feature.id))\n"))
}

/// A base class's task comes before its subclasses' in other tasks (the reverse of a protocol's): it adds the async
/// members, bridging from the Rx ones the subclasses still override, and each subclass's task then overrides them. Had
/// a subclass come first, its async core would need `override` once the base class's task added the member, a file the
/// base class's task does not hold.
@Test func aSubclassTaskWaitsForItsBaseClassTask() throws {
    let base = SourceLocation(path: "Data/BaseStore.swift", line: 10, column: 15)
    var override = Fixture.api("items", in: "FakeStore", line: 5, callers: [])
    override.overrides = [base]
    override.rxTypes = ["Observable"]
    var member = Fixture.api("items", in: "BaseStore", line: 10, callers: [])
    member.rxTypes = ["Observable"]
    let files = [
        Fixture.file("Data/BaseStore.swift", "Data", .data, apis: [member]),
        Fixture.file("Data/Fakes/FakeStore.swift", "DataFakes", .data, apis: [override]),
    ]
    let plan = Planner().plan(Fixture.inventory(files), previous: nil)
    let store = try #require(plan.tasks(holding: "Data/BaseStore.swift").first)
    let fake = try #require(plan.tasks(holding: "Data/Fakes/FakeStore.swift").first)
    #expect(fake.dependsOn.contains(store.id))
    #expect(!store.dependsOn.contains(fake.id))
    let body = TaskMarkdown.body(fake, context: WorkspaceContext(plan: plan))
    #expect(body.contains("\(store.id) added async versions of these members to the base class"))
}

/// An operator the repository adds to an Rx stream type (`extension ObservableConvertibleType { func trackLoading(_:)
/// }`) has no async version: its task moves it unchanged to a `+Rx.swift` file for its callers, which need not wait
/// for that task, and the cleanup wave deletes it. A plain API beside it keeps its async core and shim.
@Test func anOperatorOfAnRxTypesExtensionMovesToRxFileWithoutAnAsyncCore() throws {
    let caller = SourceLocation(path: "Feature/LoginViewModel.swift", line: 7, column: 20)
    var operation = Fixture.api("trackLoading", in: "ObservableConvertibleType", line: 35, callers: [caller])
    operation.rxTypes = ["Observable"]
    let loading = Fixture.api("isLoading", in: "LoadingTracker", line: 12, callers: [caller])
    let files = [
        Fixture.file("Core/LoadingTracker.swift", "Core", .infra, apis: [loading, operation]),
        Fixture.file("Feature/LoginViewModel.swift", "Feature", .presentation),
    ]
    let plan = Planner().plan(Fixture.inventory(files), previous: nil)
    let core = try #require(plan.tasks(holding: "Core/LoadingTracker.swift").first)
    let feature = try #require(plan.tasks(holding: "Feature/LoginViewModel.swift").first)
    #expect(
        core.shims.map { "\($0.api) \($0.strategy.rawValue)" } == [
            "LoadingTracker.isLoading shim", "ObservableConvertibleType.trackLoading rx-operator",
        ])
    let body = TaskMarkdown.body(core, context: WorkspaceContext(plan: plan))
    #expect(
        body.contains(
            "These are operators the code adds to Rx types (members of their extensions), or helpers of RxTest's: "
                + "they have no async version."))
    #expect(body.contains("- `ObservableConvertibleType.trackLoading` (`Observable`)"))
    // The caller's task waits for the plain API's task only.
    #expect(feature.dependsOn.contains(core.id))
    let summary = TaskNaming.summary(core, modules: [])
    #expect(summary.contains("Move ObservableConvertibleType.trackLoading (Rx operators, no async version)"))
}

@Test func aLifetimeRequirementGetsNoAsyncVersion() throws {
    let requirement = SourceLocation(path: "Domain/HasDisposeBag.swift", line: 2, column: 9)
    let lifetime = { (container: String, line: Int, implements: [FarewellKit.SourceLocation]) in
        RxAPI(
            name: "disposeBag", kind: .variable, access: "internal", line: line, column: 9, container: container,
            rxTypes: ["DisposeBag"], implements: implements)
    }
    let files = [
        Fixture.file(
            "Domain/HasDisposeBag.swift", "Domain", .domain, apis: [lifetime("HasDisposeBag", 2, [])]),
        Fixture.file("UI/BaseView.swift", "UI", .ui, apis: [lifetime("BaseView", 4, [requirement])]),
    ]
    let plan = Planner().plan(Fixture.inventory(files), previous: nil)
    let domain = try #require(plan.tasks(holding: "Domain/HasDisposeBag.swift").first)
    let ui = try #require(plan.tasks(holding: "UI/BaseView.swift").first)
    let context = WorkspaceContext(plan: plan)
    #expect(TaskMarkdown.body(domain, context: context).contains("A lifetime requirement (`DisposeBag`) gets no async"))
    #expect(!TaskMarkdown.body(domain, context: context).contains("Add each of these requirements' async version"))
    #expect(TaskMarkdown.body(ui, context: context).contains("  - A lifetime, not a stream: keep it as it is"))
}

/// A protocol whose only Rx requirement is a lifetime (`var disposeBag: DisposeBag { get }`, adopted by every view
/// model) does not wait for the tasks of its implementations in its wave; a stream requirement still does.
@Test func aLifetimeRequirementHoldsNoTaskBack() throws {
    let requirement = SourceLocation(path: "Core/ViewModelType.swift", line: 2, column: 9)
    typealias Place = FarewellKit.SourceLocation
    let member = { (name: String, container: String, line: Int, types: [String], implements: [Place]) in
        RxAPI(
            name: name, kind: .variable, access: "internal", line: line, column: 9, container: container,
            rxTypes: types, implements: implements)
    }
    for (types, waits) in [(["DisposeBag"], false), (["Observable"], true)] {
        let files = [
            Fixture.file(
                "Core/ViewModelType.swift", "Core", .presentation,
                apis: [member("disposeBag", "ViewModelType", 2, types, [])]),
            Fixture.file(
                "Feature/SplashViewModel.swift", "Feature", .presentation,
                apis: [member("disposeBag", "SplashViewModel", 4, types, [requirement])]),
        ]
        let plan = Planner().plan(Fixture.inventory(files), previous: nil)
        let protocolTask = try #require(plan.tasks(holding: "Core/ViewModelType.swift").first)
        let implementing = try #require(plan.tasks(holding: "Feature/SplashViewModel.swift").first)
        #expect(protocolTask.wave == implementing.wave)
        #expect(protocolTask.dependsOn.contains(implementing.id) == waits, "\(types)")
        // Each Boundary says where the other stands: after it when one waits for the other, else in either order
        // (not "after this task" on both sides).
        let context = WorkspaceContext(plan: plan)
        let protocolText = TaskMarkdown.body(protocolTask, context: context)
        let implementingText = TaskMarkdown.body(implementing, context: context)
        if waits {
            #expect(protocolText.contains("in \(implementing.id) (before this task)"))
            #expect(implementingText.contains("of \(protocolTask.id) (after this task)"))
        } else {
            #expect(protocolText.contains("in \(implementing.id) (in either order)"))
            #expect(implementingText.contains("of \(protocolTask.id) (in either order)"))
        }
    }
}

@Test func conformancesSortTheSameWayWhateverTheirOrder() {
    let place = FarewellKit.SourceLocation(path: "App/ScoreStreamImpl.swift", line: 3)
    let make = { (task: String, line: Int) in
        Conformance(
            protocolName: "ScoreStream", typeName: "ScoreStreamImpl", members: ["score"], protocolTask: task,
            typeTask: "T-005", requirement: FarewellKit.SourceLocation(path: "Tutorial/ScoreStream.swift", line: line),
            implementation: place)
    }
    // Two projects of one repository declare a `ScoreStream`: only the protocol's task tells them apart.
    let pair = [make("T-007", 30), make("T-003", 12)]
    #expect(pair.sorted() == pair.reversed().sorted())
    #expect(pair.sorted().map(\.protocolTask) == ["T-003", "T-007"])
}

/// Files no target compiles (`App (no target)`) are dead code until proven otherwise: their task says to check
/// and delete them rather than migrate them; a compiled module's task says nothing of it.
@Test func aTaskOfFilesNoTargetCompilesSaysToDeleteThemFirst() throws {
    let stale = Fixture.file("App/Old/MateViewModel.swift", "App (no target)", .presentation)
    let live = Fixture.file("App/Feed/FeedViewModel.swift", "App", .presentation)
    let plan = Planner().plan(Fixture.inventory([stale, live]), previous: nil)
    let context = WorkspaceContext(plan: plan)
    let dead = try #require(plan.tasks(holding: "App/Old/MateViewModel.swift").first)
    let compiled = try #require(plan.tasks(holding: "App/Feed/FeedViewModel.swift").first)
    let text = TaskMarkdown.body(dead, context: context)
    #expect(text.contains("No target compiles these files"))
    #expect(text.contains("if nothing does, delete them instead of migrating them"))
    #expect(!TaskMarkdown.body(compiled, context: context).contains("No target compiles"))
    // Nothing ships them: no flag guards the task, and no cleanup is left to remove one.
    #expect(dead.flag.isEmpty)
    #expect(!text.contains("## Feature flag"))
    #expect(!plan.tasks.contains { $0.kind == .cleanup && $0.module == dead.module })
}

/// A caller in a file no target compiles (a Finder copy, `Screen 2.swift`) is deleted with its task, not moved: the
/// API gets no shim for it and its task does not wait for the API's.
@Test func aCallerNoTargetCompilesNeedsNoShim() throws {
    let model = Fixture.file(
        "App/Presentation/ScreenViewModel.swift", "App", .presentation,
        apis: [
            Fixture.api(
                "count", in: "ScreenViewModel", line: 2,
                callers: [SourceLocation(path: "App/UI/Screen 2.swift", line: 4, column: 9)])
        ])
    let copy = Fixture.file("App/UI/Screen 2.swift", "App (no target)", .ui)
    let plan = Planner().plan(Fixture.inventory([model, copy]), previous: nil)
    let declaring = try #require(plan.tasks(holding: "App/Presentation/ScreenViewModel.swift").first)
    let dead = try #require(plan.tasks(holding: "App/UI/Screen 2.swift").first)
    #expect(declaring.shims.isEmpty)
    #expect(!dead.dependsOn.contains(declaring.id))
}

/// Tests never ship: a task of tests only gets no feature flag, its file says so instead of a Feature flag
/// section, and the cleanup task lists no flag of it; a kept task keeps the flag an earlier plan gave it.
@Test func aTaskOfTestsOnlyHasNoFeatureFlag() throws {
    let code = Fixture.file("App/Feed/FeedViewModel.swift", "App", .presentation)
    let tests = Fixture.file("AppTests/LegacyFlowTests.swift", "AppTests", .test, isTest: true)
    let plan = Planner().plan(Fixture.inventory([code, tests]), previous: nil)
    let context = WorkspaceContext(plan: plan)
    let testTask = try #require(plan.tasks(holding: "AppTests/LegacyFlowTests.swift").first)
    let codeTask = try #require(plan.tasks(holding: "App/Feed/FeedViewModel.swift").first)
    #expect(testTask.flag.isEmpty && !codeTask.flag.isEmpty)
    let text = TaskMarkdown.body(testTask, context: context)
    #expect(text.contains("Tests never ship, so no feature flag guards this task"))
    #expect(!text.contains("## Feature flag") && !text.contains("with the flag on and off"))
    #expect(text.contains("- Body: a link to this file and the output of `farewell verify \(testTask.id)`."))
    #expect(TaskMarkdown.body(codeTask, context: context).contains("## Feature flag"))
    let cleanup = try #require(plan.tasks.first { $0.kind == .cleanup })
    let removals = TaskMarkdown.body(cleanup, context: context)
    #expect(removals.contains(codeTask.flag) && !removals.contains("(\(testTask.id))"))
    var earlier = plan
    earlier.tasks = plan.tasks.map { task in
        var task = task
        if task.id == testTask.id { task.flag = "rx_migration_t_old" }
        return task
    }
    let again = Planner().plan(Fixture.inventory([code, tests]), previous: earlier)
    #expect(again.tasks.first { $0.id == testTask.id }?.flag == "rx_migration_t_old")
}

/// A caller task the task waits for through another (`T-003` after `T-007` after `T-004`) comes before it.
@Test func aCallerTaskAwaitedThroughAnotherComesBefore() {
    func task(_ id: String, dependsOn: [String], shims: [Shim] = []) -> PlanTask {
        PlanTask(
            id: id, title: id, slug: id.lowercased(), kind: .migration, wave: "W1", module: "App", layer: .data,
            files: [], points: 1, flag: "", dependsOn: dependsOn, shims: shims)
    }
    let shim = Shim(
        api: "UserRepository.users", declaration: SourceLocation(path: "Data/UserRepository.swift", line: 3),
        rxTypes: ["Observable"], callers: [SourceLocation(path: "Domain/UserUseCase.swift", line: 5)],
        callerTasks: ["T-004"], strategy: .shim)
    let declaring = task("T-003", dependsOn: ["T-007"], shims: [shim])
    let plan = Plan(
        waves: [Wave(id: "W1", title: "Data", slug: "data", kind: .migration, layers: [.data], tasks: [])],
        tasks: [declaring, task("T-004", dependsOn: []), task("T-007", dependsOn: ["T-004"])], baseline: 1)
    #expect(TaskBoundarySection.earlierTasks(of: declaring, in: plan) == ["T-004"])
}

/// A protocol's Rx requirement implemented in another task's file stays while that implementation has its Rx type,
/// as the protocol task's Boundary says: `verify` leaves its line out of the protocol's task until then. A new plan
/// puts the protocol in its implementer's task (on its own it would have nothing to migrate); here the earlier plan
/// was made before the implementation adopted the protocol, and re-planning moves no file of an existing task.
@Test func aRequirementKeptForAnImplementationElsewhereIsOutOfScope() throws {
    let files = [
        "/repo/Domain/UserRepository.swift": """
        import RxSwift
        public protocol UserRepository {
            func user(id: String) -> Single<String>
            func refresh() -> Completable
        }
        """,
        "/repo/Data/UserRepositoryImpl.swift": """
        import RxSwift
        public final class UserRepositoryImpl: UserRepository {
            public func user(id: String) -> Single<String> { .just(id) }
            public func refresh() -> Completable { .empty() }
        }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let fresh = Planner().plan(inventory, previous: nil)
    #expect(
        fresh.tasks.filter { $0.kind == .migration }.map { $0.files.map(\.path) } == [
            ["Data/UserRepositoryImpl.swift", "Domain/UserRepository.swift"]
        ])
    var unadopted = files
    unadopted["/repo/Data/UserRepositoryImpl.swift"] = files["/repo/Data/UserRepositoryImpl.swift"]?
        .replacingOccurrences(of: ": UserRepository {", with: " {")
    let earlier = Planner().plan(
        try RepositoryScanner(fileSystem: InMemoryFileSystem(unadopted)).scan(root: "/repo"), previous: nil)
    let plan = Planner().plan(inventory, previous: earlier)
    let protocolTask = try #require(plan.tasks(holding: "Domain/UserRepository.swift").first)
    let implementing = try #require(plan.tasks(holding: "Data/UserRepositoryImpl.swift").first)
    #expect(protocolTask.id != implementing.id)
    #expect(ScopeCheck.remaining(protocolTask, in: inventory, plan: plan).isEmpty)
    // Once the implementation has moved off Rx, the requirements are the protocol task's again.
    var moved = files
    moved["/repo/Data/UserRepositoryImpl.swift"] = """
        public final class UserRepositoryImpl: UserRepository {
            public func user(id: String) async throws -> String { id }
        }
        """
    let later = try RepositoryScanner(fileSystem: InMemoryFileSystem(moved)).scan(root: "/repo")
    #expect(
        ScopeCheck.remaining(protocolTask, in: later, plan: plan).map { "\($0.path):\($0.occurrence.line)" } == [
            "Domain/UserRepository.swift:3", "Domain/UserRepository.swift:4",
        ])
}

/// A ReactorKit screen cut in two over its budget: the view, which binds its reactor's `Action` and `State` (`bind
/// (reactor: HomeReactor)` infers `Reactor`), waits for the reactor's task, as a caller waits for a shim's.
@Test func aViewsTaskWaitsForItsReactorsTaskWhenTheScreenIsCut() throws {
    let files = [
        "/repo/App/HomeReactor.swift": """
        import ReactorKit
        import RxSwift
        final class HomeReactor: Reactor {
            enum Action { case tap }
            enum Mutation { case setCount(Int) }
            struct State { var count = 0 }
            let initialState = State()
            func mutate(action: Action) -> Observable<Mutation> { .just(.setCount(currentState.count + 1)) }
            func reduce(state: State, mutation: Mutation) -> State { state }
        }
        """,
        "/repo/App/HomeViewController.swift": """
        import UIKit
        import ReactorKit
        import RxSwift
        import RxCocoa
        final class HomeViewController: UIViewController, View {
            var disposeBag = DisposeBag()
            let button = UIButton()
            let label = UILabel()
            func bind(reactor: HomeReactor) {
                button.rx.tap.map { HomeReactor.Action.tap }.bind(to: reactor.action).disposed(by: disposeBag)
                reactor.state.map { "\\($0.count)" }.bind(to: label.rx.text).disposed(by: disposeBag)
            }
        }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    #expect(inventory.files.first { $0.path == "App/HomeViewController.swift" }?.reactorTypes.count == 1)
    var settings = PlanSettings()
    settings.maxPoints = 12
    let plan = Planner(settings: settings).plan(inventory, previous: nil)
    let reactor = try #require(plan.tasks(holding: "App/HomeReactor.swift").first)
    let view = try #require(plan.tasks(holding: "App/HomeViewController.swift").first)
    try #require(reactor.id != view.id)
    #expect(view.dependsOn.contains(reactor.id))
    let context = WorkspaceContext(plan: plan)
    let reactorBody = TaskMarkdown.body(reactor, context: context)
    #expect(reactorBody.contains("but views in other tasks bind its reactors"))
    #expect(reactorBody.contains("ReactorKit views in \(view.id) (after this task) bind this task's reactors"))
    #expect(
        TaskMarkdown.body(view, context: context).contains(
            "This task's ReactorKit views bind reactors of \(reactor.id) (before this task)"))
}

/// A property wrapped by a wrapper projecting an Rx stream (`@Stored public var userID`) is read as a stream through
/// `$userID` in other modules: its task keeps a shim for that projection and the reading task waits for it.
@Test func aProjectionReadInAnotherTaskNeedsAShimOfTheProjection() throws {
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(ProjectionTests.files)).scan(root: "/repo")
    let plan = Planner().plan(inventory, previous: nil)
    let declaring = try #require(plan.tasks(holding: "Sources/Utility/Stored.swift").first)
    let reading = try #require(plan.tasks(holding: "Sources/Feature/VM.swift").first)
    try #require(declaring.id != reading.id)
    #expect(
        declaring.shims.map { "\($0.api) \($0.declaration) \($0.callers.map(\.description)) \($0.callerTasks)" } == [
            "Stored.projectedValue Sources/Utility/Stored.swift:6 [\"Sources/Feature/VM.swift:6\"] [\"\(reading.id)\"]",
            "Prefs.$userID Sources/Utility/Stored.swift:8 [\"Sources/Feature/VM.swift:6\"] [\"\(reading.id)\"]",
        ])
    #expect(reading.dependsOn.contains(declaring.id))
    let boundary = TaskMarkdown.body(declaring, context: WorkspaceContext(plan: plan))
    #expect(!boundary.contains("no shim is needed"))
    #expect(boundary.contains("`Prefs.$userID`"))
}

/// A subject or relay that other tasks feed (`vm.input.tap.onNext(())`) needs an observer-side shim: an
/// `Observable` built from the core has no `onNext`, so the Bridges name an `AnyObserver` over the core's
/// continuation, and a relay kept and forwarded once. A stream only read outside gets no such line.
@Test func aSubjectCalledFromElsewhereGetsAnObserverSideBridge() throws {
    var tap = Fixture.api(
        "tap", in: "HomeInput", line: 3,
        callers: [SourceLocation(path: "Settings/ScanView.swift", line: 45, column: 9)])
    tap.rxTypes = ["PublishSubject"]
    tap.kind = .variable
    let model = Fixture.file("App/Presentation/HomeViewModel.swift", "App", .presentation, apis: [tap])
    let view = Fixture.file("Settings/ScanView.swift", "Settings", .ui)
    let plan = Planner().plan(Fixture.inventory([model, view]), previous: nil)
    let task = try #require(plan.tasks(holding: "App/Presentation/HomeViewModel.swift").first)
    let text = TaskMarkdown.body(task, context: WorkspaceContext(plan: plan))
    #expect(
        text.contains(
            "- a subject or relay that code outside feeds (`input.tap.onNext(())`, `reload.accept(x)`), async core, "
                + "Rx observer outside:"))
    #expect(text.contains("`var tap: AnyObserver<Void> { AnyObserver { event in if case .next(let value) = event"))

    var items = Fixture.api(
        "items", in: "HomeViewModel", line: 4,
        callers: [SourceLocation(path: "Settings/ScanView.swift", line: 46, column: 9)])
    items.rxTypes = ["Observable"]
    let reader = Fixture.file("App/Presentation/HomeViewModel.swift", "App", .presentation, apis: [items])
    let other = Planner().plan(Fixture.inventory([reader, view]), previous: nil)
    let readTask = try #require(other.tasks(holding: "App/Presentation/HomeViewModel.swift").first)
    #expect(!TaskMarkdown.body(readTask, context: WorkspaceContext(plan: other)).contains("Rx observer outside"))
}

/// A lifetime a base class declares and a subclass of another task overrides (`override func bind() ->
/// [Disposable]`) stays in both until the cleanup wave: the scope table says to keep its line, as the Boundary does.
@Test func aLifetimeOverrideOfAnotherTasksBaseClassIsKeptInTheScopeTable() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "App", targets: [
            .target(name: "Kit"), .target(name: "Feed", dependencies: ["Kit"]),
        ])
        """,
        "/repo/Sources/Kit/BaseViewController.swift": """
        import RxSwift
        open class BaseViewController {
            public let disposeBag = DisposeBag()
            open func bind() -> [Disposable] { [] }
            public func viewDidLoad() { bind().forEach { $0.disposed(by: disposeBag) } }
        }
        """,
        "/repo/Sources/Feed/FeedViewController.swift": """
        import RxSwift
        import Kit
        final class FeedViewController: BaseViewController {
            let titles = PublishSubject<String>()
            override func bind() -> [Disposable] {
                [titles.subscribe(onNext: { print($0) })]
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let plan = Planner().plan(inventory, previous: nil)
    let feed = try #require(plan.tasks(holding: "Sources/Feed/FeedViewController.swift").first)
    let kit = try #require(plan.tasks(holding: "Sources/Kit/BaseViewController.swift").first)
    #expect(feed.id != kit.id)
    let context = WorkspaceContext(plan: plan)
    let keep =
        "keep as it is until the cleanup wave removes it: a lifetime a base class and its overrides in other tasks "
        + "share (see Boundary)"
    #expect(TaskMarkdown.body(feed, context: context).contains("| 5 | `Disposable` | \(keep) |"))
    #expect(TaskMarkdown.body(kit, context: context).contains("| 4 | `Disposable` | \(keep) |"))
}

/// Two calls on one line (`fetch(id)` and `fetch(id, page: 2)`) are listed once under the shim, counted, not as a line
/// repeated; the summary of those past the limit counts calls.
@Test func callsOnOneLineAreListedOnce() {
    let callers =
        [
            SourceLocation(path: "App/A.swift", line: 3, column: 5),
            SourceLocation(path: "App/A.swift", line: 3, column: 30),
        ]
        + (1...TaskBoundarySection.callerLimit).map { SourceLocation(path: "App/B.swift", line: $0, column: 1) }
        + [
            SourceLocation(path: "App/C.swift", line: 9, column: 1),
            SourceLocation(path: "App/C.swift", line: 9, column: 9),
        ]
    let shim = Shim(
        api: "Store.fetch", declaration: SourceLocation(path: "App/Store.swift", line: 2), rxTypes: ["Single"],
        callers: callers, callerTasks: ["T-004"])
    let text = TaskBoundarySection.apiText(shim)
    #expect(text.contains("  - `App/A.swift:3` (2 calls on this line)\n  - `App/B.swift:1`\n"))
    #expect(!text.contains("`App/A.swift:3`\n"))
    // 27 lines, 25 listed: past the limit, B.swift's last and C.swift:9 with its two calls.
    #expect(text.hasSuffix("  - … and 3 more (`farewell scan` lists them all)\n"))
}

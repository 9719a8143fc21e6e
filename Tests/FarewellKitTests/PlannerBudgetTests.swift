import Testing

@testable import FarewellKit

@Test func noTaskHoldsMoreThanMaxFiles() {
    let files = (1...45).map { Fixture.file("Net/Client\($0).swift", "Net", .infra, count: 1) }
    let plan = Planner().plan(Fixture.inventory(files), previous: nil)
    #expect(plan.migrationTasks.map(\.files.count) == [20, 20, 5])
}

@Test func weightedPointsBoundATask() {
    let files = (1...6).map { Fixture.file("Net/Client\($0).swift", "Net", .infra, count: 10) }
    let plan = Planner(settings: PlanSettings(maxPoints: 60), weight: { _ in 2 }).plan(
        Fixture.inventory(files), previous: nil)
    #expect(plan.migrationTasks.map(\.points) == [60, 60])
    #expect(plan.migrationTasks.map(\.files.count) == [3, 3])
}

@Test func aTaskAboveTheOccurrenceLimitHoldsOneFile() {
    let files = (1...3).map { Fixture.file("Net/Client\($0).swift", "Net", .infra, count: 100) }
    let settings = PlanSettings(maxPoints: 1000, singleFileOccurrences: 150)
    let plan = Planner(settings: settings).plan(Fixture.inventory(files), previous: nil)
    #expect(plan.migrationTasks.map(\.files.count) == [1, 1, 1])
    #expect(plan.migrationTasks.allSatisfy { $0.occurrenceCount <= 150 || $0.files.count == 1 })
}

@Test func aFileOverTheBudgetIsSplitByDeclaration() throws {
    var big = Fixture.file("UI/FeedViewModel.swift", "UI", .presentation, count: 0)
    big.occurrences =
        Fixture.occurrences(2, from: 1) + Fixture.occurrences(31, from: 10, in: "FeedViewModel.bind()")
        + Fixture.occurrences(31, from: 50, in: "FeedViewModel.load()")
        + Fixture.occurrences(31, from: 90, in: "FeedViewModel.refresh()")
    let small = Fixture.file("UI/Other.swift", "UI", .presentation, count: 2)
    let plan = Planner(settings: PlanSettings(maxPoints: 60)).plan(Fixture.inventory([big, small]), previous: nil)
    let parts = plan.tasks(holding: "UI/FeedViewModel.swift")
    #expect(
        parts.map { $0.files.map(\.declarations) } == [
            [["FeedViewModel.bind()"]], [["FeedViewModel.load()"]], [["FeedViewModel.refresh()"]],
        ])
    #expect(parts.map(\.occurrenceCount) == [33, 31, 31])
    let first = try #require(parts.first?.files.first)
    #expect(first.occurrences.prefix(2).allSatisfy { $0.enclosing == nil })
    #expect(
        parts.map(\.title) == [
            "UI: FeedViewModel (part 1 of 3)", "UI: FeedViewModel (part 2 of 3)", "UI: FeedViewModel (part 3 of 3)",
        ])
    #expect(plan.tasks(holding: "UI/Other.swift").map(\.files.count) == [1])
    #expect(plan.occurrenceKeys == Fixture.inventory([big, small]).occurrenceKeys)
    // One file's parts follow each other: two agents never edit it at once.
    #expect(parts[1].dependsOn.contains(parts[0].id) && parts[2].dependsOn.contains(parts[1].id))
    #expect(!parts[0].dependsOn.contains(parts[1].id))
    let replanned = Planner(settings: PlanSettings(maxPoints: 60)).plan(
        Fixture.inventory([big, small]), previous: plan)
    #expect(replanned.tasks.map(\.dependsOn) == plan.tasks.map(\.dependsOn))
    // Each part's Boundary names the others, and which way they go.
    let context = WorkspaceContext(plan: plan)
    let opening = TaskMarkdown.body(parts[0], context: context)
    #expect(
        opening.contains(
            "`UI/FeedViewModel.swift` is split by declaration: this task holds part of it. "
                + "\(parts[1].id), \(parts[2].id) hold the rest and come after this task"))
    let closing = TaskMarkdown.body(parts[2], context: context)
    #expect(closing.contains("\(parts[0].id), \(parts[1].id) hold its earlier declarations and come before this task"))
}

/// A declaration too big for one task keeps the small ones around it (`reactor?.currentState` in a layout method
/// after a `bind(reactor:)` of hundreds): no part of a few occurrences gets a task, a flag and a pull request.
@Test func aSmallPartOfASplitFileJoinsItsNeighbour() {
    var big = Fixture.file("UI/CameraViewController.swift", "UI", .ui, count: 0)
    big.occurrences =
        Fixture.occurrences(2, from: 1, in: "CameraViewController.setUp()")
        + Fixture.occurrences(80, from: 10, in: "CameraViewController.bind(reactor:)")
        + Fixture.occurrences(30, from: 300, in: "CameraViewController.load()")
        + Fixture.occurrences(20, from: 400, in: "CameraViewController.refresh()")
        + Fixture.occurrences(1, from: 500, in: "CameraViewController.layout()")
    let plan = Planner(settings: PlanSettings(maxPoints: 60)).plan(Fixture.inventory([big]), previous: nil)
    // `setUp()` joins the declaration over the budget after it; `layout()` the part before it, which it fits.
    #expect(
        plan.migrationTasks.map { $0.files.flatMap { $0.declarations ?? [] } } == [
            ["CameraViewController.setUp()", "CameraViewController.bind(reactor:)"],
            ["CameraViewController.load()", "CameraViewController.refresh()", "CameraViewController.layout()"],
        ])
    #expect(plan.migrationTasks.map(\.occurrenceCount) == [82, 51])
    #expect(plan.occurrenceKeys == Fixture.inventory([big]).occurrenceKeys)
}

/// A small part joins its neighbour even when the two are a little over the budget: one getter after a part just
/// under it is no task of its own.
@Test func aSmallPartJoinsANeighbourJustUnderTheBudget() {
    var big = Fixture.file("UI/ListInteractor.swift", "UI", .presentation, count: 0)
    big.occurrences =
        Fixture.occurrences(40, from: 1, in: "ListInteractor.bind()")
        + Fixture.occurrences(19, from: 100, in: "ListInteractor.items")
        + Fixture.occurrences(2, from: 200, in: "ListInteractor.emptyStream")
        + Fixture.occurrences(59, from: 300, in: "ListInteractor.refresh()")
    let plan = Planner(settings: PlanSettings(maxPoints: 60), weight: { _ in 1 }).plan(
        Fixture.inventory([big]), previous: nil)
    #expect(
        plan.migrationTasks.map { $0.files.flatMap { $0.declarations ?? [] } } == [
            ["ListInteractor.bind()", "ListInteractor.items", "ListInteractor.emptyStream"],
            ["ListInteractor.refresh()"],
        ])
    #expect(plan.migrationTasks.map(\.occurrenceCount) == [61, 59])
}

@Test func aFileWithinTheBudgetIsNeverSplit() {
    var file = Fixture.file("UI/FeedViewModel.swift", "UI", .presentation, count: 0)
    file.occurrences = Fixture.occurrences(20, in: "A.a()") + Fixture.occurrences(20, from: 40, in: "A.b()")
    let plan = Planner().plan(Fixture.inventory([file]), previous: nil)
    #expect(plan.migrationTasks.map { $0.files.map(\.declarations) } == [[nil]])
}

@Test func aGroupOverTheBudgetKeepsEachFileWithItsTests() {
    let files = [
        Fixture.file("App/Feed/FeedPresenter.swift", "App", .presentation, count: 10),
        Fixture.file("App/Feed/FeedViewModel.swift", "App", .presentation, count: 20),
        Fixture.file("AppTests/FeedPresenterTests.swift", "AppTests", .test, count: 5, isTest: true),
        Fixture.file("AppTests/FeedViewModelTests.swift", "AppTests", .test, count: 15, isTest: true),
    ]
    let plan = Planner(settings: PlanSettings(maxPoints: 40), weight: { _ in 1 }).plan(
        Fixture.inventory(files), previous: nil)
    // 10 + 5 + 20 would fit, but the view model's tests would then start the next task without it.
    #expect(
        plan.migrationTasks.map { $0.files.map(\.path) } == [
            ["App/Feed/FeedPresenter.swift", "AppTests/FeedPresenterTests.swift"],
            ["App/Feed/FeedViewModel.swift", "AppTests/FeedViewModelTests.swift"],
        ])
}

/// A test file that does not fit with the code it tests is a task of its own: a test task of the test module, with
/// no flag, not one of the code's module and layer (tests never ship behind a flag).
@Test func aTestFileCutFromItsCodeIsATestTask() throws {
    let files = [
        Fixture.file("App/Feed/FeedViewModel.swift", "App", .presentation, count: 30),
        Fixture.file("AppTests/FeedViewModelTests.swift", "AppTests", .test, count: 30, isTest: true),
    ]
    let plan = Planner(settings: PlanSettings(maxPoints: 40), weight: { _ in 1 }).plan(
        Fixture.inventory(files), previous: nil)
    let tests = try #require(plan.tasks(holding: "AppTests/FeedViewModelTests.swift").first)
    #expect(tests.files.map(\.path) == ["AppTests/FeedViewModelTests.swift"])
    #expect("\(tests.module) \(tests.layer) \(tests.flag.isEmpty)" == "AppTests test true")
    let code = try #require(plan.tasks(holding: "App/Feed/FeedViewModel.swift").first)
    #expect("\(code.module) \(code.layer) \(code.flag.isEmpty)" == "App presentation false")
}

/// A test file cut from its code is never packed with the next code file (`FeatureView`): it stays a test task
/// with no flag, after the code it tests.
@Test func aTestFileCutFromItsCodeIsNotPackedWithOtherCode() throws {
    let files = [
        Fixture.file("App/Feature/FeatureReactor.swift", "App", .presentation, count: 8),
        Fixture.file("App/Feature/FeatureView.swift", "App", .presentation, count: 2),
        Fixture.file("AppTests/FeatureReactorTests.swift", "AppTests", .test, count: 6, isTest: true),
    ]
    let plan = Planner(settings: PlanSettings(maxPoints: 12), weight: { _ in 1 }).plan(
        Fixture.inventory(files), previous: nil)
    let tests = try #require(plan.tasks(holding: "AppTests/FeatureReactorTests.swift").first)
    #expect(tests.files.map(\.path) == ["AppTests/FeatureReactorTests.swift"])
    #expect("\(tests.module) \(tests.layer) \(tests.flag.isEmpty)" == "AppTests test true")
    let code = try #require(plan.tasks(holding: "App/Feature/FeatureReactor.swift").first)
    #expect(tests.dependsOn.contains(code.id))
    #expect(plan.tasks(holding: "App/Feature/FeatureView.swift").allSatisfy { !$0.flag.isEmpty })
}

/// A group over the budget is cut between screens: each view controller stays with its reactor when the two fit,
/// rather than taking the files in path order (`Contributors` with `Follow`'s reactor).
@Test func aGroupOverTheBudgetIsCutBetweenScreens() {
    // The contributors' reactor alone calls the follow reactor's Rx API: one group of four.
    let followers = Fixture.api(
        "followers", in: "FollowViewReactor", line: 3,
        callers: [SourceLocation(path: "App/Reactors/ContributorsViewReactor.swift", line: 9)])
    let files = [
        Fixture.file("App/Controllers/ContributorsViewController.swift", "App", .ui, count: 12),
        Fixture.file("App/Controllers/FollowViewController.swift", "App", .ui, count: 12),
        Fixture.file("App/Reactors/ContributorsViewReactor.swift", "App", .presentation, count: 12),
        Fixture.file("App/Reactors/FollowViewReactor.swift", "App", .presentation, count: 12, apis: [followers]),
    ]
    let plan = Planner(settings: PlanSettings(maxPoints: 30), weight: { _ in 1 }).plan(
        Fixture.inventory(files), previous: nil)
    #expect(
        plan.migrationTasks.map { $0.files.map(\.path) } == [
            ["App/Controllers/ContributorsViewController.swift", "App/Reactors/ContributorsViewReactor.swift"],
            ["App/Controllers/FollowViewController.swift", "App/Reactors/FollowViewReactor.swift"],
        ])
}

/// A tests-only task whose files are each named after a code file (`ChannelServiceTests`) follows those files'
/// tasks: it comes in their wave and waits for them alone, not for the tested module's UI; one that is not (a test
/// helper of no file) waits for the module's last wave, as before.
@Test func testsNamedAfterTheirCodeFollowThatCodesTask() throws {
    let files = [
        Fixture.file("App/Services/ChannelService.swift", "App", .infra, count: 30),
        Fixture.file("App/UI/ChannelCell.swift", "App", .ui, count: 30),
        // Too big to share the service's task.
        Fixture.file("AppTests/ChannelServiceTests.swift", "AppTests", .test, count: 30, isTest: true),
        Fixture.file("AppTests/SchedulerHelpers.swift", "AppTests", .test, count: 30, isTest: true),
    ]
    let plan = Planner(settings: PlanSettings(maxPoints: 40), weight: { _ in 1 }).plan(
        Fixture.inventory(files), previous: nil)
    let service = try #require(plan.tasks(holding: "App/Services/ChannelService.swift").first)
    let cell = try #require(plan.tasks(holding: "App/UI/ChannelCell.swift").first)
    let tests = try #require(plan.tasks(holding: "AppTests/ChannelServiceTests.swift").first)
    #expect(tests.wave == service.wave)
    #expect(tests.dependsOn.contains(service.id))
    #expect(!tests.dependsOn.contains(cell.id))
    let helpers = try #require(plan.tasks(holding: "AppTests/SchedulerHelpers.swift").first)
    #expect(helpers.wave != service.wave)
}

/// Tests written as an extension file of their subject (`ChannelService+Tests.swift`) are named after it too.
@Test func testsWrittenAsAnExtensionFileFollowTheirSubjectsTask() throws {
    let files = [
        Fixture.file("App/Services/ChannelService.swift", "App", .infra, count: 30),
        Fixture.file("App/UI/ChannelCell.swift", "App", .ui, count: 30),
        Fixture.file("AppTests/ChannelService+Tests.swift", "AppTests", .test, count: 30, isTest: true),
    ]
    let plan = unitPlan(files, maxPoints: 40)
    let service = try #require(plan.tasks(holding: "App/Services/ChannelService.swift").first)
    let cell = try #require(plan.tasks(holding: "App/UI/ChannelCell.swift").first)
    let tests = try #require(plan.tasks(holding: "AppTests/ChannelService+Tests.swift").first)
    #expect(tests.wave == service.wave)
    #expect(tests.dependsOn.contains(service.id) && !tests.dependsOn.contains(cell.id))
    #expect(CodeStems.testedName("AppTests/ChannelService+Tests.swift") == "ChannelService")
    #expect(CodeStems.testedName("AppTests/ChannelServiceTests.swift") == "ChannelService")
    #expect(CodeStems.testedName("App/UIView+Rx.swift") == nil)
}

/// New tasks that would share a title (an extension file's label is the type it extends) name their extension
/// files whole instead: `NvimView+Api` and `NvimView` rather than `NvimView` twice.
@Test func tasksThatWouldShareATitleNameTheirExtensionFiles() {
    let files = [
        Fixture.file("View/NvimView+Api.swift", "View", .ui, count: 30),
        Fixture.file("View/NvimView+Key.swift", "View", .ui, count: 30),
        Fixture.file("View/NvimView.swift", "View", .ui, count: 30),
    ]
    let plan = Planner(settings: PlanSettings(maxPoints: 40), weight: { _ in 1 }).plan(
        Fixture.inventory(files), previous: nil)
    #expect(
        plan.migrationTasks.map(\.title).sorted() == [
            "View: NvimView", "View: NvimView+Api", "View: NvimView+Key",
        ])
    #expect(Set(plan.migrationTasks.map(\.slug)).count == 3)
}

/// A task holding a type's extension files but not its own file, which another task holds, names them whole, though
/// no other title is the same: `HomeScene+Cell, HomeScene+ActionView`, not `HomeScene` beside `RxTableViewCell,
/// HomeScene`; a task holding the type's file too keeps its label.
@Test func extensionFilesWithoutTheirTypesFileNameThemselves() {
    let draft = { (paths: [String], labels: [String]) in
        TaskDraft(
            kind: .migration, module: "App", layer: .ui,
            files: paths.map { TaskFile(path: $0, occurrences: []) }, labels: labels)
    }
    var drafts = [
        draft(["App/Cells/RxTableViewCell.swift", "App/Home/HomeScene.swift"], ["RxTableViewCell", "HomeScene"]),
        draft(
            ["App/Home/Components/HomeScene+Cell.swift", "App/Home/Components/HomeScene+ActionView.swift"],
            ["HomeScene"]),
        draft(["App/Base/BaseView.swift", "App/Base/BaseView+Rx.swift"], ["BaseView"]),
    ]
    TaskNaming.disambiguate(&drafts)
    #expect(
        drafts.map(TaskNaming.title) == [
            "App: RxTableViewCell, HomeScene", "App: HomeScene+Cell, HomeScene+ActionView", "App: BaseView",
        ])
}

/// A cell and the view model of its key (`MusicCell`, `MusicViewModel`) are named for both, not as a screen nor for
/// the cell alone; a `+Rx.swift` file packed alone is its Rx extensions (`MKMapView Rx extensions`), not MapKit's
/// type; view controllers named alone come before the other labels when not all fit.
@Test func cellsRxFilesAndViewControllersAreNamedForWhatTheyAre() {
    let cell = [
        Fixture.file("App/Music/Cell/MusicCell.swift", "App", .ui, count: 7),
        Fixture.file("App/Music/Cell/MusicViewModel.swift", "App", .presentation, count: 24),
    ]
    let cellPlan = unitPlan(cell, maxPoints: 40)
    #expect(cellPlan.migrationTasks.map(\.title) == ["App: MusicCell, MusicViewModel"])
    let mixed = [
        Fixture.file("App/Extensions/MKMapView+Rx.swift", "App", .ui, count: 30),
        Fixture.file("App/Extensions/UIView+Rx.swift", "App", .ui, count: 30),
    ]
    let mixedPlan = unitPlan(mixed, maxPoints: 40)
    #expect(mixedPlan.migrationTasks.map(\.title).contains("App: MKMapView Rx extensions"))
    let screens = [
        Fixture.file("App/Scenes/AppDelegate.swift", "App", .ui, count: 2),
        Fixture.file("App/Scenes/Home/HomeViewController.swift", "App", .ui, count: 2),
        Fixture.file("App/Scenes/Register/RegisterViewController.swift", "App", .ui, count: 2),
        Fixture.file("App/Scenes/SceneDelegate.swift", "App", .ui, count: 2),
    ]
    let screensPlan = unitPlan(screens, maxPoints: 40)
    #expect(
        screensPlan.migrationTasks.map(\.title) == [
            "App: HomeViewController, RegisterViewController, AppDelegate +1 more"
        ])
}

/// A group's other screens are named for their files without the screen suffix alone (`PullRequest screen`), not
/// by a feature key cutting every role (`Pull`, `Request` being a role too).
@Test func anotherScreenOfAGroupKeepsItsName() {
    let group = uiGroup(
        key: "PullRequestComments",
        "App/PullRequest/PullRequestCommentsViewController.swift", "App/PullRequest/PullRequestViewController.swift")
    #expect(group.labels == ["PullRequestComments screen", "PullRequest screen"])
}

/// A group named for a file that is no screen (`ReactiveExtensiones`) names the screen beside it too
/// (`completeViewController`), which that name alone hid, with no `+N more`.
@Test func aGroupNamedForAnotherFileNamesItsScreen() {
    let group = uiGroup(
        key: "ReactiveExtensiones", "App/Complete/ReactiveExtensiones.swift",
        "App/Complete/completeViewController.swift")
    #expect(group.labels == ["ReactiveExtensiones", "complete screen"])
    // A reactor named after its view (`ProfileViewReactor` of `ProfileViewController`) is the same screen.
    let profile = uiGroup(
        key: "ProfileTable", "App/Profile/ProfileTableCell.swift", "App/Profile/ProfileViewController.swift",
        "App/Profile/ProfileViewReactor.swift")
    #expect(profile.labels == ["ProfileTableCell", "Profile screen"])
}

/// Base classes of every screen (`RxBaseView`, `RxBaseViewController`) make no screen of their own.
@Test func baseClassesMakeNoScreen() {
    let group = uiGroup(key: "RxBase", "App/Base/RxBaseView.swift", "App/Base/RxBaseViewController.swift")
    #expect(group.labels == ["RxBaseView"])
}

/// Shared code (a platform type's Rx extensions, a base class, a helper folder's file) and a screen, or what stands
/// with screens (a scene delegate starting every flow, a view), never share a task, though both fit: every screen
/// calling the helpers would wait for what sits beside them. Files of neither kind still pack with either.
@Test func sharedHelpersAndScreensArePackedApart() {
    let files = [
        Fixture.file("App/AppDelegate/SceneDelegate.swift", "App", .ui, count: 4),
        Fixture.file("App/Extensions/UIView+Rx.swift", "App", .ui, count: 4),
        Fixture.file("App/Formatting/Formatter.swift", "App", .ui, count: 4),
        Fixture.file("App/Screens/Home/HomeViewController.swift", "App", .ui, count: 4),
        Fixture.file("App/Screens/Register/RegisterViewController.swift", "App", .ui, count: 4),
    ]
    let plan = unitPlan(files, maxPoints: 60)
    #expect(
        plan.migrationTasks.map { $0.files.map(\.path) } == [
            ["App/AppDelegate/SceneDelegate.swift"],
            ["App/Extensions/UIView+Rx.swift", "App/Formatting/Formatter.swift"],
            ["App/Screens/Home/HomeViewController.swift", "App/Screens/Register/RegisterViewController.swift"],
        ])
}

/// A screen over the budget is cut between its files: the view controller's task is ui, in the ui wave after its
/// view model's, not the presentation layer of the screen it was cut from.
@Test func aViewControllerCutFromItsScreenIsUI() throws {
    let viewModel = Fixture.file("App/Counter/CounterViewModel.swift", "App", .presentation, count: 20)
    let controller = Fixture.file("App/Counter/CounterViewController.swift", "App", .ui, count: 20)
    let plan = Planner(settings: PlanSettings(maxPoints: 30)).plan(
        Fixture.inventory([viewModel, controller]), previous: nil)
    let modelTask = try #require(plan.tasks(holding: viewModel.path).first)
    let controllerTask = try #require(plan.tasks(holding: controller.path).first)
    #expect(modelTask.id != controllerTask.id)
    #expect(modelTask.layer == .presentation)
    #expect(controllerTask.layer == .ui)
    let waves = plan.waves.map(\.id)
    #expect((waves.firstIndex(of: modelTask.wave) ?? 0) < (waves.firstIndex(of: controllerTask.wave) ?? 0))
}

/// Generated files of a module and layer are one task whatever the budget: one run of their generator changes them
/// all (an API client generated file by file), not one flagged task per two files; hand-written files beside them
/// are packed as before.
@Test func generatedFilesOfAModuleAreOneTask() throws {
    var files = ["Pet", "Store", "User", "Order", "Auth", "Media"].map { name in
        var file = Fixture.file("Client/APIs/\(name)API.swift", "Client", .infra, count: 60)
        file.isGenerated = true
        return file
    }
    files.append(Fixture.file("Client/Extensions/Retry.swift", "Client", .infra, count: 60))
    files.append(Fixture.file("Client/Extensions/Logging.swift", "Client", .infra, count: 60))
    let plan = Planner(settings: PlanSettings(maxPoints: 100)).plan(Fixture.inventory(files), previous: nil)
    let generated = try #require(plan.tasks(holding: "Client/APIs/PetAPI.swift").first)
    #expect(generated.files.count == 6)
    #expect(plan.tasks(holding: "Client/Extensions/Retry.swift").first?.id != generated.id)
}

/// A view controller cut from its screen keeps its layer when a small file of the group's layer comes before it:
/// it is packed with neither, nor they with it (a presentation task holding `BetaViewController` would be migrated
/// in the wrong wave).
@Test func aViewControllerCutFromItsScreenIsNotPackedWithAnotherLayer() throws {
    let alpha = Fixture.file("App/Modules/Alpha/AlphaViewModel.swift", "App", .presentation, count: 4)
    let beta = Fixture.file("App/Modules/Beta/BetaViewModel.swift", "App", .presentation, count: 25)
    let controller = Fixture.file("App/Modules/Beta/BetaViewController.swift", "App", .ui, count: 15)
    let plan = Planner(settings: PlanSettings(maxPoints: 30), weight: { _ in 1 }).plan(
        Fixture.inventory([alpha, beta, controller]), previous: nil)
    let controllerTask = try #require(plan.tasks(holding: controller.path).first)
    #expect(controllerTask.layer == .ui)
    #expect(controllerTask.files.map(\.path) == [controller.path])
}

/// A view model over the budget whose `transform` comes before the `Input` and `Output` it reads and builds: the
/// types go first, as a compiler needs them, so the `transform` part moves to the async types the first part made.
/// (Without the `reload` relay of its own, the first part would hold only the types' fields and fold into the
/// second: `PlannerHollowPartTests`.)
@Test func aSplitFilesPartsPutTheTypesAMethodReadsFirst() throws {
    let lines = (0..<90).map {
        "        let a\($0) = input.trigger.flatMapLatest { _ in Driver.just(\($0)) }.map { $0 + 1 }"
    }
    let outputs = (0..<30).map { "a\($0)" }
    let source = """
        import RxSwift
        import RxCocoa

        final class FeedViewModel {
            func transform(input: Input) -> Output {
        \(lines.joined(separator: "\n"))
                return Output(\(outputs.map { "o\($0.dropFirst()): \($0)" }.joined(separator: ", ")))
            }

            struct Input { let trigger: Driver<Void> }

            struct Output {
        \((0..<30).map { "        let o\($0): Driver<Int>" }.joined(separator: "\n"))
            }

            let reload = PublishRelay<Void>()
        }
        """
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(["/repo/App/FeedViewModel.swift": source]))
        .scan(root: "/repo")
    let plan = Planner(settings: PlanSettings(maxPoints: 60)).plan(inventory, previous: nil)
    let parts = plan.tasks(holding: "App/FeedViewModel.swift")
    // The types' stored properties, each a declaration of its own.
    let types =
        ["FeedViewModel.Input.trigger"] + (0..<30).map { "FeedViewModel.Output.o\($0)" } + ["FeedViewModel.reload"]
    #expect(parts.map { $0.files.map(\.declarations) } == [[types], [["FeedViewModel.transform(input:)"]]])
    #expect(parts.map(\.title) == ["App: FeedViewModel (part 1 of 2)", "App: FeedViewModel (part 2 of 2)"])
    try #require(parts.count == 2)
    #expect(parts[1].dependsOn.contains(parts[0].id))
    #expect(!parts[0].dependsOn.contains(parts[1].id))
    let context = WorkspaceContext(plan: plan)
    #expect(
        TaskMarkdown.body(parts[0], context: context).contains(
            "\(parts[1].id) holds the rest and comes after this task: code there reads what this part declares"))
    #expect(
        TaskMarkdown.body(parts[1], context: context).contains(
            "\(parts[0].id) holds its earlier declarations and comes before this task"))
}

/// A type's body (its stored properties) and its nested types go before the members of the same outermost type
/// that read them; another type's declarations and members with a body keep their source order.
@Test func aSplitFilesTypesGoBeforeTheMembersOfTheirOutermostType() {
    let ordered = DeclarationOrder.readFirst(
        ["A.bind()", "A", "A.items", "B.load()", "A.Input", "B", "B.refresh()", "helper()"],
        types: ["A", "Input", "B"])
    #expect(ordered == ["A", "A.Input", "A.bind()", "A.items", "B", "B.load()", "B.refresh()", "helper()"])
}

/// A type whose Rx is in its stored properties' initializers (`lazy var x = { … }()`) is split by property, not kept
/// whole as one type body: each property is a declaration of its own, and they go before the methods reading them, a
/// property written after them too. No part is over the budget, so none says it cannot be split.
@Test func aTypeBodyIsSplitByItsStoredProperties() throws {
    let chain = ".map { $0 }.filter { _ in true }.distinctUntilChanged().skip(1).take(5).share(replay: 1) }()"
    let source = """
        import RxSwift

        final class FeedViewModel {
            func bind() {
                a0.subscribe().disposed(by: bag)
                a1.subscribe().disposed(by: bag)
                a2.subscribe().disposed(by: bag)
            }
            let tap = PublishSubject<Void>()
            lazy var a0: Observable<Int> = { self.tap.map { 0 }\(chain)
            lazy var a1: Observable<Int> = { self.tap.map { 1 }\(chain)
            lazy var a2: Observable<Int> = { self.tap.map { 2 }\(chain)
        }
        """
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(["/repo/App/FeedViewModel.swift": source]))
        .scan(root: "/repo")
    let file = try #require(inventory.files.first)
    #expect(file.occurrences.filter { $0.line == 10 }.allSatisfy { $0.enclosing == "FeedViewModel.a0" })
    let plan = Planner(settings: PlanSettings(maxPoints: 20)).plan(inventory, previous: nil)
    let parts = plan.tasks(holding: "App/FeedViewModel.swift")
    // The second part reads the first part's properties, which it names too and deletes (`KeptMember`); their
    // points stay with the first part, which migrates them.
    #expect(
        parts.map { $0.files.map(\.declarations) } == [
            [["FeedViewModel.tap", "FeedViewModel.a0", "FeedViewModel.a1"]],
            [
                [
                    "FeedViewModel.tap", "FeedViewModel.a0", "FeedViewModel.a1", "FeedViewModel.a2",
                    "FeedViewModel.bind()",
                ]
            ],
        ])
    #expect(parts.map(\.points) == [17, 14])
    #expect(parts.map(\.occurrenceCount) == [0, 31])
    let context = WorkspaceContext(plan: plan, settings: PlanSettings(maxPoints: 20))
    #expect(parts.allSatisfy { !TaskMarkdown.body($0, context: context).contains("Over the PR budget") })
    // `status` says the first part's Rx is the second part's to delete, so `plan` keeps it open: not to run `plan` to
    // mark it done, which leaves it open.
    let warnings = DashboardBuilder.build(plan: plan, inventory: inventory, histories: [:], today: 0).warnings
    #expect(warnings.noRxLeft == [parts[0].id] && warnings.rxKeptForOthers == [parts[0].id])
    #expect(Planner(settings: PlanSettings(maxPoints: 20)).plan(inventory, previous: plan) == plan)
}

/// Only a declaration over the budget by itself cannot be split further, and the header names it; a task over the
/// budget for a small part that joined it (a declaration of 14 points beside one of 50, under a budget of 60) says
/// that no declaration in it is that big alone.
@Test func onlyADeclarationOverTheBudgetCannotBeSplitFurther() throws {
    var big = Fixture.file("UI/CameraViewController.swift", "UI", .ui, count: 0)
    big.occurrences =
        Fixture.occurrences(70, from: 1, in: "CameraViewController.bind(reactor:)")
        + Fixture.occurrences(2, from: 100, in: "CameraViewController.layout()")
    var joined = Fixture.file("UI/ListViewController.swift", "UI", .ui, count: 0)
    joined.occurrences =
        Fixture.occurrences(50, from: 1, in: "ListViewController.bind()")
        + Fixture.occurrences(14, from: 100, in: "ListViewController.items")
    let settings = PlanSettings(maxPoints: 60)
    let plan = Planner(settings: settings).plan(Fixture.inventory([big, joined]), previous: nil)
    let context = WorkspaceContext(plan: plan, settings: settings)
    let camera = try #require(plan.tasks(holding: big.path).first)
    let list = try #require(plan.tasks(holding: joined.path).first)
    #expect(camera.points == 72 && list.points == 64)
    #expect(
        TaskMarkdown.body(camera, context: context).contains(
            "> Over the PR budget (72 of 60 points): `CameraViewController.bind(reactor:)` alone holds more Rx "
                + "than the budget and cannot be split further."))
    let body = TaskMarkdown.body(list, context: context)
    #expect(!body.contains("cannot be split further"))
    #expect(
        body.contains(
            "> Over the PR budget (64 of 60 points): no declaration in it holds that much alone; smaller parts "
                + "joined it rather than become tasks of their own."))
}

/// A call inside `transform` is the `transform` part's, though the part holding `Input`, `Output` and `reload`
/// (written after it) and the file's `typealias` (written before it) spans its lines: the called API's shim names that
/// part, and only that part waits for the API's task.
@Test func aCallInASplitFilesLaterDeclarationIsItsPartsNotTheOneSpanningTheFile() throws {
    let lines = (0..<90).map {
        "        let a\($0) = input.trigger.flatMapLatest { _ in Driver.just(\($0)) }.map { $0 + 1 }"
    }
    let source = """
        import RxSwift
        import RxCocoa

        typealias Rows = Driver<[Int]>

        final class FeedViewModel {
            let useCase = FeedUseCase()
            func transform(input: Input) -> Output {
        \(lines.joined(separator: "\n"))
                let items = useCase.items()
                return Output(o0: a0)
            }

            struct Input { let trigger: Driver<Void> }

            struct Output {
        \((0..<30).map { "        let o\($0): Driver<Int>" }.joined(separator: "\n"))
            }

            let reload = PublishSubject<Void>()
        }
        """
    let useCase = """
        import RxSwift

        final class FeedUseCase {
            func items() -> Observable<[Int]> { .just([]) }
        }
        """
    let inventory = try RepositoryScanner(
        fileSystem: InMemoryFileSystem([
            "/repo/App/FeedViewModel.swift": source, "/repo/Domain/FeedUseCase.swift": useCase,
        ])
    )
    .scan(root: "/repo")
    let plan = Planner(settings: PlanSettings(maxPoints: 60)).plan(inventory, previous: nil)
    let parts = plan.tasks(holding: "App/FeedViewModel.swift")
    try #require(parts.count == 2)
    #expect(parts[1].files.map(\.declarations) == [["FeedViewModel.transform(input:)"]])
    let declaring = try #require(plan.tasks(holding: "Domain/FeedUseCase.swift").first)
    let shim = try #require(declaring.shims.first { $0.api == "FeedUseCase.items" })
    #expect(shim.callerTasks == [parts[1].id])
    #expect(!parts[0].dependsOn.contains(declaring.id))
}

/// A test file split over the budget keeps its source order: a test double declared after the tests stays whole in
/// one part, its stored subjects with the methods that return them.
@Test func aSplitTestFileKeepsItsDoubleWhole() throws {
    let tests = (0..<6).map { test in
        """
            func test\(test)() {
        \((0..<8).map { "        _ = Observable.just(\($0)).map { $0 + \(test) }.subscribe()" }.joined(separator: "\n"))
            }
        """
    }
    let source = """
        import XCTest
        import RxSwift

        final class FeedTests: XCTestCase {
        \(tests.joined(separator: "\n"))

            final class MockNavigator {
                let selected: PublishSubject<Bool>
                init() { selected = PublishSubject<Bool>() }
                func select() -> Observable<Bool> { selected.asObservable() }
            }
        }
        """
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(["/repo/Tests/FeedTests.swift": source]))
        .scan(root: "/repo")
    let plan = Planner(settings: PlanSettings(maxPoints: 40)).plan(inventory, previous: nil)
    let parts = plan.tasks(holding: "Tests/FeedTests.swift").map { $0.files.flatMap { $0.declarations ?? [] } }
    try #require(parts.count > 1)
    let holding = parts.filter { $0.contains { $0.hasPrefix("FeedTests.MockNavigator") } }
    #expect(holding.count == 1, "\(parts)")
    #expect(holding.first == parts.last, "\(parts)")
}

/// A split file's private helper (`route(id:)`, written last) goes with the part of its first caller (`detail(id:)`):
/// in another part, the part calling it would wait for nothing while the helper it reads turned async under it.
@Test func aSplitFilesPrivateHelperStaysWithItsFirstCallersPart() throws {
    let source = """
        import RxSwift

        public final class PostRepository {
          public func detail(id: Int) -> Observable<String> { Observable.just(id).flatMap { id in self.route(id: id).map { "\\(id) \\($0)" } }.distinctUntilChanged().catch { _ in .just("") } }
          public func list() -> Observable<[Int]> { Observable.just([1]).map { $0 }.distinctUntilChanged().catch { _ in .just([]) } }
          public func count() -> Observable<Int> { Observable.just(1).map { $0 }.distinctUntilChanged().catch { _ in .just(0) } }
          private func route(id: Int) -> Observable<Int> { Observable.just(id).map { $0 * 2 }.distinctUntilChanged().catch { _ in .just(0) } }
        }
        """
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(["/repo/App/PostRepository.swift": source]))
        .scan(root: "/repo")
    let route = try #require(inventory.files.first?.apis.first { $0.name == "route" })
    #expect(route.ownCallers == [4])
    let plan = Planner(settings: PlanSettings(maxPoints: 15)).plan(inventory, previous: nil)
    let parts = plan.tasks(holding: "App/PostRepository.swift")
    #expect(
        parts.map { $0.files.map(\.declarations) } == [
            [["PostRepository.detail(id:)", "PostRepository.route(id:)"]],
            [["PostRepository.list()", "PostRepository.count()"]],
        ])
    try #require(parts.count == 2)
    #expect(parts[1].dependsOn.contains(parts[0].id))
    #expect(!parts[0].dependsOn.contains(parts[1].id))
}

/// Private helpers join their first caller's unit, through helpers calling helpers; helpers calling only each other,
/// and the other declarations, stay where they are.
@Test func aSplitFilesPrivateHelpersFollowTheirFirstCaller() {
    let units = DeclarationOrder.keepingHelpers(
        ["A", "A.load()", "A.refresh()", "A.parse()", "A.decode()", "A.ping()", "A.pong()"],
        callers: [
            "A.parse()": ["A.refresh()", "A.load()"], "A.decode()": ["A.parse()"], "A.ping()": ["A.pong()"],
            "A.pong()": ["A.ping()"],
        ])
    #expect(units == [["A"], ["A.load()", "A.parse()", "A.decode()"], ["A.refresh()"], ["A.ping()"], ["A.pong()"]])
}

/// A type that fits one part is not cut between parts to fill the one before: its stored properties (each a
/// declaration of its own) stay together, and only a type over the budget by itself is split by member.
@Test func aSplitKeepsATypeThatFitsAPartWhole() {
    var big = Fixture.file("App/HomeViewModel.swift", "App", .presentation, count: 0)
    let input = (0..<6).map { "HomeInput.a\($0)" }
    let routing = (0..<6).map { "HomeRouting.r\($0)" }
    big.types = ["HomeInput", "HomeRouting", "HomeViewModel"]
    big.storedProperties = input + routing
    big.occurrences =
        (input + routing).enumerated().flatMap { Fixture.occurrences(4, from: 1 + $0 * 4, in: $1) }
        + Fixture.occurrences(30, from: 100, in: "HomeViewModel.configInput()")
    let plan = Planner(settings: PlanSettings(maxPoints: 40), weight: { _ in 1 }).plan(
        Fixture.inventory([big]), previous: nil)
    #expect(
        plan.migrationTasks.map { $0.files.flatMap { $0.declarations ?? [] } } == [
            input, routing, ["HomeViewModel.configInput()"],
        ])
    #expect(plan.migrationTasks.map(\.points) == [24, 24, 30])
}

/// The plan of `files` at one point per occurrence, tasks of at most `maxPoints`.
private func unitPlan(_ files: [FileInventory], maxPoints: Int) -> Plan {
    Planner(settings: PlanSettings(maxPoints: maxPoints), weight: { _ in 1 }).plan(
        Fixture.inventory(files), previous: nil)
}

/// A ui group of module `App` keyed `key`, of the files at `paths` (4 occurrences each), in the first one's folder.
private func uiGroup(key: String, _ paths: String...) -> FileGroup {
    FileGroup(
        module: "App", layer: .ui, key: key, folder: Path.parent(paths[0]),
        files: paths.map { Fixture.file($0, "App", .ui, count: 4) })
}

import Testing

@testable import FarewellKit

@Test func viewModelTravelsWithItsViewControllerInThePresentationLayer() throws {
    let inventory = Fixture.inventory([
        Fixture.file("App/Login/LoginViewModel.swift", "App", .presentation),
        Fixture.file("App/Login/LoginViewController.swift", "App", .ui),
        Fixture.file("App/Login/LoginView.swift", "App", .ui),
        Fixture.file("App/Home/HomeBanner.swift", "App", .ui),
    ])
    let plan = Planner().plan(inventory, previous: nil)
    let task = try #require(plan.tasks(holding: "App/Login/LoginViewModel.swift").first)
    #expect(
        task.files.map(\.path) == [
            "App/Login/LoginView.swift", "App/Login/LoginViewController.swift", "App/Login/LoginViewModel.swift",
        ])
    #expect(task.layer == .presentation)
    #expect(task.title == "App: Login screen")
    #expect(plan.tasks(holding: "App/Home/HomeBanner.swift").map(\.layer) == [.ui])
}

/// A piece of a screen cut in two lies in a subfolder of it (`Music/Cell/MusicCellViewModel.swift`, 60 points): it
/// fits into the task of the screen packed before it (`Drinks`), but it is a quarter of the budget or more, so it is
/// a task of its own, not a passenger in another screen's (`DrinkList, MusicCellViewModel`). A small one still
/// joins; where a piece fits with the next one and not with both, it goes with the next.
@Test func aScreensPieceInItsSubfolderIsNoPassengerInAnotherScreensTask() {
    let packer = TaskPacker(budget: Budget(settings: PlanSettings(maxPoints: 200), weight: { _ in 2 }))
    func group(_ key: String, _ files: [(String, Int)]) -> FileGroup {
        let inventories = files.map { Fixture.file($0.0, "App", .presentation, count: $0.1) }
        return FileGroup(
            module: "App", layer: .presentation, key: key,
            folder: String(files[0].0.split(separator: "/").dropLast().joined(separator: "/")), files: inventories)
    }
    func titles(_ groups: [FileGroup]) -> [String] {
        packer.pack(groups, module: "App", layer: .presentation).map { $0.labels.joined(separator: ", ") }
    }
    let drinks = group("DrinkList", [("App/Screens/Drinks/DrinkListPresenter.swift", 60)])
    func music(_ cell: Int, _ list: Int) -> FileGroup {
        group(
            "Music",
            [
                ("App/Screens/Music/Cell/MusicCellViewModel.swift", cell),
                ("App/Screens/Music/MusicListPresenter.swift", list),
            ])
    }
    #expect(titles([drinks, music(30, 75)]) == ["DrinkListPresenter", "MusicCellViewModel", "MusicListPresenter"])
    #expect(titles([drinks, music(10, 95)]) == ["DrinkListPresenter, MusicCellViewModel", "MusicListPresenter"])
    // Two groups: the cell's fits with the list's, not with both.
    let cell = group("MusicCell", [("App/Screens/Music/Cell/MusicCellViewModel.swift", 15)])
    let list = group("MusicList", [("App/Screens/Music/List/MusicListPresenter.swift", 50)])
    #expect(titles([drinks, cell, list]) == ["DrinkListPresenter", "MusicCellViewModel, MusicListPresenter"])
}

/// Files of different features that one calls (`KeychainAccessManager` calling `NotificationManager`'s stream) make
/// one group; its title names the file the key comes from, not the key alone (`Notification` read as a type the task
/// never holds), then the others: behind the first alone they hid, with no `+N more`.
@Test func aGroupOfFilesWithDifferentKeysIsTitledByItsFiles() throws {
    let caller = SourceLocation(path: "Data/Persistence/KeychainAccessManager.swift", line: 12, column: 9)
    let inventory = Fixture.inventory([
        Fixture.file(
            "Data/Notifications/NotificationManager.swift", "Data", .infra,
            apis: [Fixture.api("authorization", in: "NotificationManager", line: 4, callers: [caller])]),
        Fixture.file("Data/Persistence/KeychainAccessManager.swift", "Data", .infra),
        Fixture.file("Data/Users/UserRepository.swift", "Data", .data),
        Fixture.file("Data/Users/UserCache.swift", "Data", .data),
    ])
    let plan = Planner().plan(inventory, previous: nil)
    let task = try #require(plan.tasks(holding: "Data/Notifications/NotificationManager.swift").first)
    #expect(task.files.map(\.path).contains("Data/Persistence/KeychainAccessManager.swift"))
    #expect(task.title == "Data: NotificationManager, KeychainAccessManager")
    // Files of one feature keep the feature's name.
    #expect(plan.tasks(holding: "Data/Users/UserCache.swift").map(\.title) == ["Data: User"])
}

/// Two new tasks of one module that a first plan would title alike (`Data: User` for the data layer's `UserRepository`
/// and `UserCache`, and for the domain's `UserUseCase` and `UserEntity`) say their layers.
@Test func tasksOfOneTitleInTwoLayersSayTheirLayers() throws {
    let inventory = Fixture.inventory([
        Fixture.file("Data/Users/UserRepository.swift", "Data", .data),
        Fixture.file("Data/Users/UserCache.swift", "Data", .data),
        Fixture.file("Data/Domain/UserUseCase.swift", "Data", .domain),
        Fixture.file("Data/Domain/UserEntity.swift", "Data", .domain),
    ])
    let plan = Planner().plan(inventory, previous: nil)
    let data = try #require(plan.tasks(holding: "Data/Users/UserCache.swift").first)
    let domain = try #require(plan.tasks(holding: "Data/Domain/UserUseCase.swift").first)
    #expect(data.title == "Data: User (data)")
    #expect(domain.title == "Data: User (domain)")
    #expect(data.slug == "data-user-data" && domain.slug == "data-user-domain")
}

/// A screen's group holding another screen (the `TextInput` one `RecordDetail` presents, joined by its calls) names
/// both; a base class or a cell's view model beside them names no screen.
@Test func aGroupOfTwoScreensNamesBoth() throws {
    let caller = SourceLocation(path: "App/RecordDetail/RecordDetailViewController.swift", line: 12, column: 9)
    let inventory = Fixture.inventory([
        Fixture.file("App/Base/BaseViewController.swift", "App", .ui),
        Fixture.file(
            "App/RecordDetail/ViewModels/RecordCellViewModel.swift", "App", .presentation,
            apis: [
                Fixture.api(
                    "title", in: "RecordCellViewModel", line: 4,
                    callers: [SourceLocation(path: "App/RecordDetail/RecordDetailViewModel.swift", line: 8)])
            ]),
        Fixture.file("App/RecordDetail/RecordDetailViewController.swift", "App", .ui),
        Fixture.file("App/RecordDetail/RecordDetailViewModel.swift", "App", .presentation),
        Fixture.file(
            "App/TextInput/TextInputViewController.swift", "App", .ui,
            apis: [Fixture.api("text", in: "TextInputViewController", line: 4, callers: [caller])]),
    ])
    let plan = Planner().plan(inventory, previous: nil)
    let task = try #require(plan.tasks(holding: "App/TextInput/TextInputViewController.swift").first)
    #expect(task.files.map(\.path).contains("App/RecordDetail/RecordDetailViewController.swift"))
    #expect(task.title == "App: RecordDetail screen, TextInput screen")
}

/// A template app's `ViewController` and its `ViewReactor` are one screen: `ViewReactor screen` alone, not `View
/// screen` beside it for the controller.
@Test func aTemplatesViewControllerAndItsReactorNameOneScreen() throws {
    let files = [
        "/repo/App/ViewController.swift": """
        import UIKit
        import ReactorKit
        final class ViewController: UIViewController, StoryboardView {
            var disposeBag = DisposeBag()
            func bind(reactor: ViewReactor) {
                reactor.state.map(\\.value).subscribe(onNext: { print($0) }).disposed(by: disposeBag)
            }
        }
        """,
        "/repo/App/ViewReactor.swift": """
        import ReactorKit
        import RxSwift
        final class ViewReactor: Reactor {
            enum Action { case increase }
            struct State { var value = 0 }
            let initialState = State()
            func mutate(action: Action) -> Observable<Action> { .just(action) }
        }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = Planner().plan(inventory, previous: nil)
    let task = try #require(plan.tasks(holding: "App/ViewController.swift").first)
    #expect(task.files.map(\.path) == ["App/ViewController.swift", "App/ViewReactor.swift"])
    #expect(task.title == "App: ViewReactor screen")
}

/// A screen's view model named after its controller (`CommentsControllerViewModel` of `CommentsController`) names
/// the same screen: `Comments screen` once, not `CommentsController screen` beside it.
@Test func aViewModelNamedAfterItsControllerNamesTheSameScreen() throws {
    let caller = SourceLocation(path: "App/Controllers/CommentsController.swift", line: 12, column: 9)
    let inventory = Fixture.inventory([
        Fixture.file("App/Controllers/CommentsController.swift", "App", .ui),
        Fixture.file(
            "App/ViewModel/CommentsControllerViewModel.swift", "App", .presentation,
            apis: [Fixture.api("comments", in: "CommentsControllerViewModel", line: 4, callers: [caller])]),
        Fixture.file("App/Controllers/PhotosController.swift", "App", .ui),
        Fixture.file(
            "App/ViewModel/PhotosControllerViewModel.swift", "App", .presentation,
            apis: [
                Fixture.api(
                    "photos", in: "PhotosControllerViewModel", line: 4,
                    callers: [SourceLocation(path: "App/Controllers/PhotosController.swift", line: 9)])
            ]),
    ])
    let plan = Planner().plan(inventory, previous: nil)
    let titles = plan.tasks.filter { $0.kind == .migration }.map(\.title)
    #expect(!titles.contains { $0.contains("CommentsController screen") || $0.contains("PhotosController screen") })
    #expect(titles.contains { $0.contains("Comments screen") })
}

/// A ui group whose key comes from no screen's type is named for what that file is: a type's Rx extensions
/// (`ASControlNode+Rx.swift` with the cell calling it) or the file itself (a section model with the cell using it),
/// not a screen.
@Test func aUIGroupKeyedByNoScreenIsNamedForItsFile() throws {
    func plan(_ home: String, _ cell: String) throws -> String {
        let caller = SourceLocation(path: cell, line: 12, column: 9)
        let inventory = Fixture.inventory([
            Fixture.file(home, "App", .ui, apis: [Fixture.api("tap", in: "Reactive", line: 4, callers: [caller])]),
            Fixture.file(cell, "App", .ui),
        ])
        let planned = Planner().plan(inventory, previous: nil)
        return try #require(planned.tasks(holding: cell).first).title
    }
    #expect(try plan("App/Rx/ASControlNode+Rx.swift", "App/Rx/LinkCell.swift") == "App: ASControlNode Rx extensions")
    #expect(try plan("App/Feed/FeedSectionData.swift", "App/Feed/PostCell.swift") == "App: FeedSectionData")
    // A view controller named short is a screen's.
    #expect(try plan("App/Help/HelpVC.swift", "App/Help/HelpCell.swift") == "App: Help screen")
    // A cell holding an RxDataSources section model in its code is no screen either.
    var cell = Fixture.file("App/Tantangan/TantanganCell.swift", "App", .ui)
    cell.heldModels = ["App/Tantangan/SectionOfTantanganData.swift"]
    var model = Fixture.file("App/Tantangan/SectionOfTantanganData.swift", "App", .presentation, count: 0)
    model.occurrences = [
        Occurrence(
            line: 3, column: 30, symbol: "SectionModelType", construct: "RxDataSources", category: .ecosystem,
            enclosing: "SectionOfTantanganData")
    ]
    let held = Planner().plan(Fixture.inventory([cell, model]), previous: nil)
    #expect(held.tasks(holding: "App/Tantangan/TantanganCell.swift").first?.title == "App: SectionOfTantanganData")
}

/// A table cell and its view model (`ReleaseCell`, `ReleaseCellViewModel`) are a cell, not a screen: the title says
/// `Release cell`; with a view controller of its key the group is the screen still.
@Test func aCellAndItsViewModelAreACellNotAScreen() throws {
    func title(_ paths: [(String, Layer)]) throws -> String {
        let inventory = Fixture.inventory(paths.map { Fixture.file($0.0, "App", $0.1) })
        let plan = Planner().plan(inventory, previous: nil)
        return try #require(plan.tasks(holding: paths[0].0).first).title
    }
    #expect(
        try title([("App/Releases/ReleaseCell.swift", .ui), ("App/Releases/ReleaseCellViewModel.swift", .presentation)])
            == "App: Release cell")
    #expect(
        try title([
            ("App/Releases/ReleaseCell.swift", .ui), ("App/Releases/ReleaseCellViewModel.swift", .presentation),
            ("App/Releases/ReleaseViewController.swift", .ui),
        ]) == "App: Release screen")
}

/// A group of `+Rx.swift` files alone (`TableView+Rx.swift`, `TableViewCell+Rx.swift`, a type's Rx extensions) is
/// titled as extensions, not as a screen, though their layer is ui.
@Test func aGroupOfRxExtensionFilesIsNoScreen() throws {
    let inventory = Fixture.inventory([
        Fixture.file("App/Extensions/TableView+Rx.swift", "App", .ui),
        Fixture.file("App/Extensions/TableViewCell+Rx.swift", "App", .ui),
    ])
    let plan = Planner().plan(inventory, previous: nil)
    let task = try #require(plan.tasks(holding: "App/Extensions/TableView+Rx.swift").first)
    #expect(task.files.count == 2)
    #expect(task.title == "App: Table Rx extensions")
}

@Test func reactorsAndScreensMatchByDeclaredTypesToo() throws {
    let inventory = Fixture.inventory([
        Fixture.file("RxTodo/TaskListViewReactor.swift", "RxTodo", .presentation),
        Fixture.file("RxTodo/TaskListViewController.swift", "RxTodo", .ui),
        Fixture.file("RxTodo/Screens.swift", "RxTodo", .ui, types: ["TaskEditViewController"]),
        Fixture.file("RxTodo/TaskEditViewReactor.swift", "RxTodo", .presentation),
    ])
    let plan = Planner(settings: PlanSettings(maxFiles: 2)).plan(inventory, previous: nil)
    let list = try #require(plan.tasks(holding: "RxTodo/TaskListViewReactor.swift").first)
    #expect(list.files.map(\.path) == ["RxTodo/TaskListViewController.swift", "RxTodo/TaskListViewReactor.swift"])
    let edit = try #require(plan.tasks(holding: "RxTodo/TaskEditViewReactor.swift").first)
    #expect(edit.files.map(\.path) == ["RxTodo/Screens.swift", "RxTodo/TaskEditViewReactor.swift"])
}

/// A ReactorKit view names its reactor (`typealias Reactor = HomeReactor` in `HomeTabBarController`): one task,
/// read from the scan of the two files.
@Test func aReactorKitViewTravelsWithTheReactorItsAliasNames() throws {
    let files = [
        "/repo/App/Home/HomeReactor.swift": """
        import ReactorKit
        import RxSwift
        final class HomeReactor: Reactor {
            enum Action { case tap }
            struct State { var count = 0 }
            let initialState = State()
            func mutate(action: Action) -> Observable<Action> { .just(action) }
        }
        """,
        "/repo/App/Home/HomeTabBarController.swift": """
        import UIKit
        import ReactorKit
        import RxSwift
        final class HomeTabBarController: UITabBarController, View {
            typealias Reactor = HomeReactor
            var disposeBag = DisposeBag()
            func bind(reactor: HomeReactor) {
                reactor.state.map { $0.count }.subscribe().disposed(by: disposeBag)
            }
        }
        """,
        "/repo/App/Settings/SettingsViewController.swift": """
        import UIKit
        import RxSwift
        final class SettingsViewController: UIViewController {
            let bag = DisposeBag()
        }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = Planner(settings: PlanSettings(maxFiles: 2)).plan(inventory, previous: nil)
    let reactor = try #require(plan.tasks(holding: "App/Home/HomeReactor.swift").first)
    #expect(reactor.files.map(\.path) == ["App/Home/HomeReactor.swift", "App/Home/HomeTabBarController.swift"])
}

/// A RIB's builder, interactor, router and view controller change together: one task, not the builder beside
/// another feature's files.
@Test func aRIBsBuilderTravelsWithItsInteractorAndScreen() throws {
    let inventory = Fixture.inventory([
        Fixture.file("Home/Calendar/CalendarBuilder.swift", "Home", .presentation),
        Fixture.file("Home/Calendar/CalendarInteractor.swift", "Home", .presentation),
        Fixture.file("Home/Calendar/CalendarRouter.swift", "Home", .presentation),
        Fixture.file("Home/Calendar/CalendarViewController.swift", "Home", .ui),
        Fixture.file("Home/List/ListInteractor.swift", "Home", .presentation),
    ])
    let plan = Planner(settings: PlanSettings(maxFiles: 4)).plan(inventory, previous: nil)
    let calendar = try #require(plan.tasks(holding: "Home/Calendar/CalendarBuilder.swift").first)
    #expect(
        calendar.files.map(\.path) == [
            "Home/Calendar/CalendarBuilder.swift", "Home/Calendar/CalendarInteractor.swift",
            "Home/Calendar/CalendarRouter.swift", "Home/Calendar/CalendarViewController.swift",
        ])
    #expect(calendar.title == "Home: Calendar screen")
}

@Test func aTestFindsTheFileDeclaringTheTypeItTestsWhenNoFileHasItsName() throws {
    let inventory = Fixture.inventory([
        Fixture.file("App/Search/SerachViewModel.swift", "App", .presentation, types: ["SearchViewModel"]),
        Fixture.file("App/Search/SearchRepository.swift", "App", .data),
        Fixture.file("AppTests/SearchViewModelTest.swift", "AppTests", .test, isTest: true),
    ])
    let plan = Planner().plan(inventory, previous: nil)
    let model = try #require(plan.tasks(holding: "App/Search/SerachViewModel.swift").first)
    #expect(model.files.map(\.path) == ["App/Search/SerachViewModel.swift", "AppTests/SearchViewModelTest.swift"])
}

@Test func testFileTravelsWithTheCodeItTests() throws {
    let inventory = Fixture.inventory([
        Fixture.file("Sources/Auth/LoginService.swift", "Auth", .domain),
        Fixture.file("Sources/Auth/TokenStore.swift", "Auth", .data),
        Fixture.file("Tests/AuthTests/LoginServiceTests.swift", "AuthTests", .test, isTest: true),
        Fixture.file("Tests/AuthTests/TokenStoreSpec.swift", "AuthTests", .test, isTest: true),
    ])
    let plan = Planner().plan(inventory, previous: nil)
    let login = try #require(plan.tasks(holding: "Sources/Auth/LoginService.swift").first)
    #expect(login.files.map(\.path) == ["Sources/Auth/LoginService.swift", "Tests/AuthTests/LoginServiceTests.swift"])
    #expect(login.module == "Auth" && login.layer == .domain)
    let store = try #require(plan.tasks(holding: "Sources/Auth/TokenStore.swift").first)
    #expect(store.files.map(\.path) == ["Sources/Auth/TokenStore.swift", "Tests/AuthTests/TokenStoreSpec.swift"])
}

@Test func testsWithoutTheirCodeFormTheirOwnTaskInTheTestedModulesWave() throws {
    let inventory = Fixture.inventory([
        Fixture.file("Sources/Auth/LoginService.swift", "Auth", .domain),
        Fixture.file("Tests/AuthTests/SchedulerHelpers.swift", "AuthTests", .test, isTest: true),
        Fixture.file("Tests/AuthTests/FlowTests.swift", "AuthTests", .test, isTest: true),
    ])
    let plan = Planner().plan(inventory, previous: nil)
    let tests = try #require(plan.tasks(holding: "Tests/AuthTests/FlowTests.swift").first)
    #expect(tests.layer == .test && tests.module == "AuthTests")
    #expect(tests.files.map(\.path) == ["Tests/AuthTests/FlowTests.swift", "Tests/AuthTests/SchedulerHelpers.swift"])
    let code = try #require(plan.tasks(holding: "Sources/Auth/LoginService.swift").first)
    #expect(tests.wave == code.wave)
    #expect(tests.dependsOn.contains(code.id))
}

@Test func filesSharingAFeatureStemStayTogether() throws {
    let inventory = Fixture.inventory([
        Fixture.file("Data/AuthService.swift", "Data", .data),
        Fixture.file("Data/Cache/UserCache.swift", "Data", .data),
        Fixture.file("Data/UserRepository.swift", "Data", .data),
        Fixture.file("Data/UserRepositoryProtocol.swift", "Data", .data),
        Fixture.file("Data/DefaultUserRepositoryImpl.swift", "Data", .data),
    ])
    let plan = Planner(settings: PlanSettings(maxFiles: 4)).plan(inventory, previous: nil)
    let user = try #require(plan.tasks(holding: "Data/UserRepository.swift").first)
    #expect(
        user.files.map(\.path) == [
            "Data/Cache/UserCache.swift", "Data/DefaultUserRepositoryImpl.swift", "Data/UserRepository.swift",
            "Data/UserRepositoryProtocol.swift",
        ])
    #expect(plan.tasks(holding: "Data/AuthService.swift").map(\.files.count) == [1])
}

@Test func tasksNeverMixModulesOrLayersBeyondTheTwoExceptions() {
    let inventory = Fixture.midSize()
    let modules = Dictionary(uniqueKeysWithValues: inventory.files.map { ($0.path, $0) })
    let plan = Planner().plan(inventory, previous: nil)
    for task in plan.migrationTasks {
        let code = task.files.compactMap { modules[$0.path] }.filter { !$0.isTest }
        #expect(Set(code.map(\.module)).count <= 1, "\(task.id) mixes modules")
        let layers = Set(code.map(\.layer))
        #expect(layers.count == 1 || layers == [.presentation, .ui], "\(task.id) mixes layers \(layers)")
    }
}

@Test(arguments: [
    ("UserRepositoryProtocol", "User"), ("DefaultUserRepository", "User"), ("LoginViewModel", "Login"),
    ("TaskListViewReactor", "TaskList"), ("APIClient", "API"), ("Overview", "Overview"), ("View", "View"),
    ("UIView", "UIView"), ("UIViewController", "UIViewController"), ("NSTableView", "NSTable"),
    ("ChallengeCalendarBuilder", "ChallengeCalendar"), ("ViewController", "ViewController"), ("ViewModel", "ViewModel"),
    ("ViewReactor", "ViewReactor"), ("Main.ViewController", "Main"), ("OrcaSwapV2.ViewModel", "OrcaSwapV2"),
    ("NickNameEditViewUI", "NickNameEdit"), ("NickNameEditVC", "NickNameEdit"),
])
func featureKeysStripRoles(name: String, key: String) {
    #expect(FileNaming.featureKey(name) == key)
}

@Test func testDoublesAndNumberedScreensFindTheirCode() throws {
    let inventory = Fixture.inventory([
        Fixture.file("App/Services/AlertService.swift", "App", .data),
        Fixture.file("AppTests/Mocks/MockAlertService.swift", "AppTests", .test, isTest: true),
        Fixture.file("App/Signup/GithubSignupViewModel1.swift", "App", .presentation),
        Fixture.file("App/Signup/GitHubSignupViewController1.swift", "App", .ui),
    ])
    let plan = Planner(settings: PlanSettings(maxFiles: 2)).plan(inventory, previous: nil)
    #expect(plan.tasks(holding: "AppTests/Mocks/MockAlertService.swift").map(\.files.count) == [2])
    #expect(plan.tasks(holding: "App/Signup/GitHubSignupViewController1.swift").map(\.layer) == [.presentation])
}

@Test func aTestDoubleWithManyNamesakesInOtherModulesStaysWithTheTests() {
    let inventory = Fixture.inventory([
        Fixture.file("Net/PostsUseCase.swift", "Net", .domain), Fixture.file("Db/PostsUseCase.swift", "Db", .domain),
        Fixture.file("AppTests/MockPostsUseCase.swift", "AppTests", .test, isTest: true),
    ])
    let plan = Planner().plan(inventory, previous: nil)
    #expect(plan.tasks(holding: "AppTests/MockPostsUseCase.swift").map(\.layer) == [.test])
}

@Test(arguments: [
    ("FooTests", "Foo"), ("MockAlertService", "AlertService"), ("AlertServiceStub", "AlertService"),
    ("LoginViewModelSpec", "LoginViewModel"), ("Helpers", nil), ("Mockingbird", nil),
])
func testedStemsReadTestAndDoubleNames(stem: String, tested: String?) {
    #expect(FileNaming.testedStem(stem) == tested)
}

@Test func aFileJoinsTheOnlyFilesCallingItsAPI() throws {
    let call = { (path: String) in SourceLocation(path: path, line: 2) }
    let inventory = Fixture.inventory([
        Fixture.file(
            "Data/Cache/TokenCache.swift", "Data", .data,
            apis: [Fixture.api("token", in: "TokenCache", line: 1, callers: [call("Data/SessionRepository.swift")])]),
        Fixture.file(
            "Data/Cache/ImageCache.swift", "Data", .data,
            apis: [
                Fixture.api(
                    "image", in: "ImageCache", line: 1,
                    callers: [call("Data/Feed.swift"), call("Data/Profile.swift"), call("Data/Search.swift")])
            ]),
        Fixture.file("Data/SessionRepository.swift", "Data", .data), Fixture.file("Data/Feed.swift", "Data", .data),
        Fixture.file("Data/Profile.swift", "Data", .data), Fixture.file("Data/Search.swift", "Data", .data),
    ])
    let grouper = TaskGrouper(files: inventory.files, testModules: [])
    let groups = grouper.groups(for: Set(inventory.files.map(\.path))).map { $0.files.map(\.path) }
    #expect(
        groups == [
            ["Data/Cache/ImageCache.swift"], ["Data/Cache/TokenCache.swift", "Data/SessionRepository.swift"],
            ["Data/Feed.swift"], ["Data/Profile.swift"], ["Data/Search.swift"],
        ])
}

@Test func aTestStaysNextToItsCodeWhenAScreenIsTooBigForOneTask() {
    let inventory = Fixture.inventory([
        Fixture.file("App/A/LoginViewModel.swift", "App", .presentation, count: 40),
        Fixture.file("App/B/LoginViewController.swift", "App", .ui, count: 30),
        Fixture.file("AppTests/LoginViewModelTests.swift", "AppTests", .test, count: 10, isTest: true),
    ])
    let plan = Planner(settings: PlanSettings(maxPoints: 60)).plan(inventory, previous: nil)
    #expect(
        plan.migrationTasks.map { $0.files.map(\.path) } == [
            ["App/A/LoginViewModel.swift", "AppTests/LoginViewModelTests.swift"], ["App/B/LoginViewController.swift"],
        ])
}

/// A view model no view file is named after joins the one view file of its module that calls its Rx API (a
/// misspelled `TermsViewContoller.swift`), unless that file has its screen already or other views call it too.
@Test func aViewModelJoinsTheOnlyViewThatCallsItWhenNoNameMatches() {
    let call = { (path: String) in SourceLocation(path: path, line: 2) }
    let inventory = Fixture.inventory([
        Fixture.file(
            "App/Terms/TermsViewModel.swift", "App", .presentation,
            apis: [
                Fixture.api(
                    "agreed", in: "TermsViewModel", line: 3, callers: [call("App/Terms/TermsViewContoller.swift")])
            ]),
        Fixture.file("App/Terms/TermsViewContoller.swift", "App", .ui),
        Fixture.file(
            "App/Shared/BadgeViewModel.swift", "App", .presentation,
            apis: [
                Fixture.api(
                    "count", in: "BadgeViewModel", line: 3,
                    callers: [call("App/Feed/FeedViewController.swift"), call("App/Chat/ChatViewController.swift")])
            ]),
        Fixture.file("App/Feed/FeedViewController.swift", "App", .ui),
        Fixture.file("App/Chat/ChatViewController.swift", "App", .ui),
        Fixture.file(
            "App/Chat/ChatViewModel.swift", "App", .presentation,
            apis: [
                Fixture.api(
                    "messages", in: "ChatViewModel", line: 3, callers: [call("App/Chat/ChatViewController.swift")])
            ]),
        Fixture.file(
            "App/Chat/TypingViewModel.swift", "App", .presentation,
            apis: [
                Fixture.api(
                    "typing", in: "TypingViewModel", line: 3, callers: [call("App/Chat/ChatViewController.swift")])
            ]),
    ])
    let grouper = TaskGrouper(files: inventory.files, testModules: [])
    let groups = grouper.groups(for: Set(inventory.files.map(\.path))).map { $0.files.map(\.path) }
    // The badge's view model has two views; the chat's view controller has its screen by name already.
    #expect(
        groups == [
            ["App/Chat/ChatViewController.swift", "App/Chat/ChatViewModel.swift"], ["App/Chat/TypingViewModel.swift"],
            ["App/Feed/FeedViewController.swift"], ["App/Shared/BadgeViewModel.swift"],
            ["App/Terms/TermsViewContoller.swift", "App/Terms/TermsViewModel.swift"],
        ])
}

/// A test double of a test module named after a module (`DomainTests`' `MockUserRepository`) is no double of
/// another module's file of that stem (`Data`'s `UserRepository.swift`): it stays with its module's tests.
@Test func aTestDoubleStaysOutOfAnotherModulesFileOfItsStem() throws {
    let inventory = Fixture.inventory([
        Fixture.file("Package/Data/Sources/Data/UserRepository.swift", "Data", .data),
        Fixture.file("Package/Domain/Sources/Domain/UsersRepositoryProtocol.swift", "Domain", .domain),
        Fixture.file("Package/Domain/Tests/DomainTests/MockUserRepository.swift", "DomainTests", .test, isTest: true),
        Fixture.file("Package/Domain/Tests/DomainTests/UserUseCaseTests.swift", "DomainTests", .test, isTest: true),
        Fixture.file("Tools/Tests/ToolsTests/MockUserRepository.swift", "ToolsTests", .test, isTest: true),
    ])
    let plan = Planner().plan(inventory, previous: nil)
    let task = { (path: String) in try #require(plan.tasks(holding: path).first).id }
    #expect(
        try task("Package/Domain/Tests/DomainTests/MockUserRepository.swift")
            != task("Package/Data/Sources/Data/UserRepository.swift"))
    // A test of no module its name says (`Tools` has no code) still finds the one file of its stem.
    #expect(
        try task("Tools/Tests/ToolsTests/MockUserRepository.swift")
            == task("Package/Data/Sources/Data/UserRepository.swift"))
}

/// A title names a file extending a framework (`Cocoa+Rx.swift`) by the type it holds, not by the framework.
@Test func aFileNamedAfterAFrameworkIsTitledByItsType() throws {
    var cocoa = Fixture.file("App/Extensions/Cocoa+Rx.swift", "App", .ui)
    cocoa.occurrences = Fixture.occurrences(3, in: "DisposableViewController.viewDidLoad")
    let button = Fixture.file("App/Extensions/NSButton+Rx.swift", "App", .ui)
    let plan = Planner().plan(Fixture.inventory([cocoa, button]), previous: nil)
    let titles = plan.tasks.filter { $0.kind == .migration }.map(\.title)
    #expect(titles.contains { $0.contains("DisposableViewController") }, "\(titles)")
    #expect(!titles.contains { $0.contains("Cocoa") }, "\(titles)")
    #expect(titles.contains { $0.contains("NSButton") }, "\(titles)")
}

/// A file named with a word for extensions before its `+` (`Extension + UIButton.swift`) extends the type after it:
/// its stem and layer are the button's; `Extension + Rx.swift` holding `extension Reactive` is the app's Rx extensions.
@Test func aFileNamedExtensionPlusATypeExtendsThatType() throws {
    #expect(FileNaming.stem("App/Extension + UIButton.swift") == "UIButton")
    #expect(FileNaming.stem("App/Extensions+UIView.swift") == "UIView")
    #expect(FileNaming.stem("App/ProfileView + Bind.swift") == "ProfileView")
    var rx = Fixture.file("App/Extension/Extension + Rx.swift", "App", .ui)
    rx.occurrences = Fixture.occurrences(3, in: "Reactive.loadNextPageTrigger(offset:)")
    #expect(FileNaming.title(rx.path, rx.occurrences) == "Rx extensions")
    let files = [
        "/repo/App/Extension/Extension + UIButton.swift": """
        import UIKit
        import RxSwift
        import RxCocoa

        extension UIButton {
            func taps() -> Observable<Void> { rx.controlEvent(.touchUpInside).asObservable() }
        }
        """
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    #expect(inventory.files.map(\.layer) == [.ui])
}

/// A file extending an Rx type is titled by its whole name, the category with the type (`Reactive+UIKit`), and the
/// extension files of one Rx type together by the type's extensions: `Observable` or `Reactive` alone reads as the Rx
/// type. A `+Rx.swift` file alone is its type's Rx extensions (`UIButton Rx extensions`, not UIKit's `UIButton`); a
/// type of the project's own keeps its name.
@Test func aFileExtendingAnRxTypeIsTitledWithItsCategory() throws {
    let files = [
        Fixture.file("Net/Observable+CatchError.swift", "Net", .infra),
        Fixture.file("Net/Observable+Retry.swift", "Net", .infra),
        Fixture.file("UI/Reactive+UIKit.swift", "UI", .ui),
        Fixture.file("Kit/UIButton+Rx.swift", "Kit", .ui),
        Fixture.file("Rides/Driver.swift", "Rides", .domain),
    ]
    let plan = Planner().plan(Fixture.inventory(files), previous: nil)
    #expect(
        plan.tasks.filter { $0.kind == .migration }.map(\.title).sorted() == [
            "Kit: UIButton Rx extensions", "Net: Observable extensions", "Rides: Driver", "UI: Reactive+UIKit",
        ])
}

/// An extension file named with spaces around its `+` (`ProfileView + Bind.swift`) goes with its type's file and
/// names it once, without a trailing space.
@Test func anExtensionFileWithSpacesAroundItsPlusNamesItsTypeOnce() throws {
    let view = Fixture.file("App/View/ProfileView.swift", "App", .ui)
    let bind = Fixture.file("App/View/ProfileView + Bind.swift", "App", .ui)
    #expect(FileNaming.stem(bind.path) == "ProfileView")
    let plan = Planner().plan(Fixture.inventory([view, bind]), previous: nil)
    let task = try #require(plan.tasks(holding: bind.path).first)
    #expect(task.files.map(\.path) == [bind.path, view.path])
    #expect(!task.title.contains("  ") && !task.title.contains("ProfileView ,"), "\(task.title)")
}

/// A test file in a test target's folder that no target compiles (`AppTests (no target)`) is dead code: its task
/// holds its module's files alone, never the code it would test, and names no deployment target for it.
@Test func aTestNoTargetCompilesGetsATaskOfItsOwnApartFromTheCodeItTests() throws {
    let project = """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 56; objects = {
        B1 = {isa = PBXBuildFile; fileRef = R1; };
        B2 = {isa = PBXBuildFile; fileRef = R3; };
        R1 = {isa = PBXFileReference; path = LocalDatabase.swift; sourceTree = "<group>"; };
        R2 = {isa = PBXFileReference; path = LocalDatabaseTests.swift; sourceTree = "<group>"; };
        R3 = {isa = PBXFileReference; path = SmokeTests.swift; sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (G2, G3); sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (R1); path = App; sourceTree = "<group>"; };
        G3 = {isa = PBXGroup; children = (R2, R3); path = AppTests; sourceTree = "<group>"; };
        P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        P2 = {isa = PBXSourcesBuildPhase; files = (B2); };
        C1 = {isa = XCBuildConfiguration; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 12.0; SDKROOT = iphoneos; };
            name = Debug; };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P1); name = App;
            productType = "com.apple.product-type.application"; };
        T2 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (P2); name = AppTests;
            productType = "com.apple.product-type.bundle.unit-test"; };
        J1 = {isa = PBXProject; buildConfigurationList = L1; mainGroup = G1; targets = (T1, T2); };
        }; rootObject = J1; }
        """
    let files = [
        "/repo/App.xcodeproj/project.pbxproj": project,
        "/repo/App/LocalDatabase.swift": """
        import RxSwift

        final class LocalDatabase {
            func load() -> Observable<Int> { .just(1) }
        }

        """,
        "/repo/AppTests/LocalDatabaseTests.swift": """
        import RxSwift
        import XCTest

        final class LocalDatabaseTests: XCTestCase {
            func testLoad() { _ = LocalDatabase().load().subscribe() }
        }

        """,
        "/repo/AppTests/SmokeTests.swift": "import XCTest\n\nfinal class SmokeTests: XCTestCase {}\n",
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.module)" } == [
            "App/LocalDatabase.swift App", "AppTests/LocalDatabaseTests.swift AppTests (no target)",
        ])
    let plan = Planner().plan(inventory, previous: nil)
    let code = try #require(plan.tasks(holding: "App/LocalDatabase.swift").first)
    let dead = try #require(plan.tasks(holding: "AppTests/LocalDatabaseTests.swift").first)
    #expect(code.files.map(\.path) == ["App/LocalDatabase.swift"])
    #expect(dead.files.map(\.path) == ["AppTests/LocalDatabaseTests.swift"])
    #expect(
        "\(dead.kind) \(dead.module) \(dead.layer) flag=\(dead.flag)" == "migration AppTests (no target) test flag=")
    #expect(!plan.tasks.contains { $0.kind == .cleanup && $0.module == dead.module })
    let context = WorkspaceContext(
        plan: plan, modules: inventory.modules,
        fileModules: Dictionary(uniqueKeysWithValues: inventory.files.map { ($0.path, $0.module) }))
    let codeText = TaskMarkdown.body(code, context: context)
    #expect(codeText.contains("### Deployment target\n\nModule `App` builds for iOS 12.0, older than"))
    let deadText = TaskMarkdown.body(dead, context: context)
    #expect(deadText.contains("No target compiles these files"))
    #expect(!deadText.contains("Deployment target") && !deadText.contains("iOS 12.0"))
    // Nor does `deploymentTargets` in `farewell.json` give it one.
    let configuration = Configuration(deploymentTargets: [DeploymentTarget(platform: "iOS", version: "13.0")])
    let configured = try RepositoryScanner(fileSystem: InMemoryFileSystem(files), configuration: configuration)
        .scan(root: "/repo")
    #expect(
        configured.modules.map { "\($0.name) \($0.deploymentTargets.map(\.description))" } == [
            "App [\"iOS 13.0\"]", "AppTests [\"iOS 13.0\"]", "AppTests (no target) []",
        ])
}

/// Code no target compiles (`App (no target)`) never takes the tests of a compiled module along, whatever its name.
@Test func aCompiledTestNeverTravelsWithCodeNoTargetCompiles() throws {
    let stale = Fixture.file("App/Old/CartViewModel.swift", "App (no target)", .presentation)
    let tests = Fixture.file("AppTests/CartViewModelTests.swift", "AppTests", .test, isTest: true)
    let plan = Planner().plan(Fixture.inventory([stale, tests]), previous: nil)
    #expect(plan.tasks(holding: stale.path).map { $0.files.map(\.path) } == [[stale.path]])
    #expect(
        plan.tasks(holding: tests.path).map { "\($0.module) \($0.files.map(\.path))" } == [
            "AppTests [\"AppTests/CartViewModelTests.swift\"]"
        ])
}

/// A screen too big for one task is cut by layer, its files of one layer packed together (`HomeContract`,
/// `HomeInteractor`, `HomeViewModel`), not file by file into the task of the screen before it.
@Test func aScreenTooBigForOneTaskKeepsItsFilesOfOneLayerTogether() throws {
    let inventory = Fixture.inventory([
        Fixture.file("App/UI/Favorites/FavoritesViewController.swift", "App", .ui),
        Fixture.file("App/UI/Favorites/FavoritesViewModel.swift", "App", .presentation),
        Fixture.file("App/UI/Home/HomeContract.swift", "App", .presentation, count: 1),
        Fixture.file("App/UI/Home/HomeInteractor.swift", "App", .presentation, count: 1),
        Fixture.file("App/UI/Home/HomeViewController.swift", "App", .ui),
        Fixture.file("App/UI/Home/HomeViewModel.swift", "App", .presentation),
    ])
    let plan = Planner(settings: PlanSettings(maxFiles: 3)).plan(inventory, previous: nil)
    let scopes = plan.tasks.filter { $0.kind == .migration }.map { $0.files.map { Path.stem($0.path) } }
    #expect(
        scopes.sorted { $0.joined() < $1.joined() } == [
            ["FavoritesViewController", "FavoritesViewModel"], ["HomeContract", "HomeInteractor", "HomeViewModel"],
            ["HomeViewController"],
        ])
}

/// A title naming three of a task's labels names its screens first: behind `+N more` a screen would hide among the
/// files beside it. Under the limit the order stays, and so does the slug.
@Test func aTitleNamesItsScreenBeforeTheFilesBesideIt() {
    var draft = TaskDraft(
        kind: .migration, module: "Presentation", layer: .presentation, files: [],
        labels: ["ObservableTypeExt", "UITableViewRx", "UIViewRx", "PostDetails screen"])
    #expect(TaskNaming.title(draft) == "Presentation: PostDetails screen, ObservableTypeExt, UITableViewRx +1 more")
    #expect(TaskNaming.slug(draft) == "presentation-observabletypeext")
    draft.labels = ["ObservableTypeExt", "PostDetails screen"]
    #expect(TaskNaming.title(draft) == "Presentation: ObservableTypeExt, PostDetails screen")
}

/// The tests of an extension file are titled by their whole name: `UIViewController` alone reads as UIKit's class.
@Test func theTestsOfAnExtensionFileAreTitledByTheirWholeName() {
    #expect(
        FileNaming.title("RxFlowTests/UIViewController+PresentableTests.swift", [])
            == "UIViewController+PresentableTests")
    #expect(FileNaming.title("App/UIButton+Rx.swift", []) == "UIButton")
    #expect(FileNaming.title("AppTests/FeedViewModelTests.swift", []) == "FeedViewModelTests")
}

/// A file whose only Rx is calls of another file's API (`WeatherStateFormatter`, in a `Services/` folder, feeding the
/// state's relays) joins that file's task and wave: in the infra wave before it, it would bridge relays it only
/// feeds and could never leave Rx.
@Test func aFileOnlyFeedingAnotherFilesRelaysJoinsItsTask() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Services/Formatting/WeatherStateFormatter.swift": """
        import Foundation
        struct WeatherStateFormatter {
            func format(state: WeatherState) -> WeatherState {
                let formatted = state.copy()
                formatted.humidity.accept("Humidity: " + state.humidity.value + "%")
                return formatted
            }
        }
        """,
        "/repo/App/Services/Network/WeatherClient.swift": """
        import RxSwift
        final class WeatherClient { func humidity() -> Single<String> { .just("10") } }
        """,
        "/repo/App/Presentation/Weather/WeatherState.swift": """
        import RxRelay
        final class WeatherState {
            let humidity = BehaviorRelay<String>(value: "")
            func copy() -> WeatherState { WeatherState() }
            var formatted: WeatherState { WeatherStateFormatter().format(state: self) }
        }
        """,
        "/repo/App/Presentation/Weather/WeatherViewModel.swift": """
        import RxSwift
        final class WeatherViewModel {
            let state = WeatherState(); let client = WeatherClient(); let bag = DisposeBag()
            func load() { client.humidity().subscribe(onSuccess: { self.state.humidity.accept($0) }).disposed(by: bag) }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let layers = Dictionary(uniqueKeysWithValues: inventory.files.map { ($0.path, $0.layer) })
    try #require(layers["App/Services/Formatting/WeatherStateFormatter.swift"] == .infra)
    let plan = Planner().plan(inventory, previous: nil)
    let formatter = try #require(plan.tasks(holding: "App/Services/Formatting/WeatherStateFormatter.swift").first)
    let state = try #require(plan.tasks(holding: "App/Presentation/Weather/WeatherState.swift").first)
    let client = try #require(plan.tasks(holding: "App/Services/Network/WeatherClient.swift").first)
    #expect(formatter.id == state.id)
    #expect(formatter.layer == .presentation)
    #expect(client.id != state.id)
    #expect(client.layer == .infra)
}

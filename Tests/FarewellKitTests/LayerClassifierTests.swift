import Testing

@testable import FarewellKit

@Test(arguments: [
    ("App/Login/LoginViewController.swift", [String](), Layer.ui),
    ("App/Login/LoginViewModel.swift", [], .presentation),
    ("App/Login/LoginReactor.swift", [], .presentation),
    ("Core/Domain/FetchBooksUseCase.swift", [], .domain),
    ("Core/Data/BookRepository.swift", [], .data),
    ("Core/Data/BookCache.swift", [], .data),
    ("Core/Network/APIClient.swift", [], .infra),
    ("Core/Network/Endpoint+Books.swift", [], .infra),
    ("App/Cells/BookCell.swift", [], .ui),
    ("App/Repositories/Mapping.swift", [], .data),
    ("App/Misc/Helpers.swift", ["LoginViewModel"], .presentation),
    ("App/Misc/Helpers.swift", [], .unknown),
    ("App/Preview.swift", [], .unknown),
    // The app's entry points wire its screens: the outermost ring.
    ("Kiosk/App/AppDelegate+GlobalActions.swift", ["AppDelegate"], .ui),
    ("App/SceneDelegate.swift", ["SceneDelegate"], .ui),
    ("App/Net/SessionDelegate.swift", ["SessionDelegate"], .unknown),
    ("AppTests/LoginViewModelTests.swift", [], .test),
    // `Type+Topic.swift` extends `Type`, whatever else it declares.
    ("App/Sessions/SessionsTableViewController+Supporting.swift", ["SessionViewModel"], .ui),
    ("App/Extensions/NSTableView+Rx.swift", ["Reactive"], .ui),
    // The project's Rx operators are infrastructure; `extension Reactive` holds UI bindings.
    ("App/Extensions/Observable+Operators.swift", ["Reactive", "ObservableType"], .infra),
    ("App/Utilities/RxHelpers.swift", ["PrimitiveSequence", "SharedSequence.Inner"], .infra),
    ("App/Utilities/Bindings.swift", ["Reactive"], .ui),
    ("RIBs/Worker.swift", ["Worker", "Disposable"], .infra),
    // A layer's folder wins over a private Rx helper; an implementation's suffix is set aside.
    ("App/Data/Helpers.swift", ["Observable"], .data),
    ("App/UI/Home/HomeVM.swift", ["HomeVM"], .presentation),
    ("App/UI/Home/HomeInteractorImpl.swift", ["HomeInteractorImpl"], .presentation),
    ("App/Data/BookRepositoryImp.swift", [], .data),
    ("App/Models/Core/ApiNetWorkManager.swift", [], .infra),
    ("App/Models/Product.swift", ["Product"], .domain),
    ("App/Presentation/CoordinatorVC.swift", ["CoordinatorVC"], .ui),
    // A cell's view model is presentation, the cell itself UI.
    ("App/Home/HomeViewCellModel.swift", ["HomeViewCellModel"], .presentation),
    ("App/Home/HomeViewCellHeaderModel.swift", ["HomeViewCellHeaderModel"], .presentation),
    ("App/Scenes/SceneCoordinatorType.swift", ["SceneCoordinatorType"], .presentation),
    // A protocol's or a test double's suffix is set aside; singular folders are layers too.
    ("Modules/DexList/Presenter/DexListPresenterProtocol.swift", ["DexListPresenterProtocol"], .presentation),
    ("Modules/DexList/Interactor/DexListInteractorMock.swift", ["DexListInteractorMock"], .presentation),
    ("Modules/DexList/Interactor/Helpers.swift", [], .presentation),
    // `Usecase`, spelled with a lower-case c.
    ("Features/Comment/Implement/GetCommentsUsecaseImp.swift", ["GetCommentsUsecaseImp"], .domain),
    // A data source feeds a repository, or a table or collection; a folder may name a layer at its end.
    ("Core/Genres/GenreDataSource.swift", ["GenreDataSource"], .data),
    ("Core/Flow/AppFlowContract.swift", ["AppFlowDataSource", "AppFlowPresenter"], .presentation),
    ("Core/Genres/Genres+Realm.swift", ["Genres", "GenreRealmDataSource"], .data),
    ("App/Home/HomeTableViewDataSource.swift", ["HomeTableViewDataSource"], .ui),
    ("App/Feed/FeedSectionDataSource.swift", ["FeedSectionDataSource"], .ui),
    // An implementation's suffix is set aside, also in a folder whose name says domain.
    ("GenreDomain/DataSource/RemoteGenreDataSourceImpl.swift", ["RemoteGenreDataSourceImpl"], .data),
    ("AppPersistence/Realm/Realm+Initialization.swift", ["Realm"], .data),
    ("Sources/CouchTrackerPersistence/Mappers/ShowMapper.swift", ["ShowMapper"], .data),
    ("Sources/AppNetworking/Trakt+Rx.swift", ["Trakt"], .infra),
    ("Sources/AJNetwork/Session.swift", ["Session"], .infra),
    ("Sources/AJCoreData/Stack.swift", ["Stack"], .data),
    // A folder named after a layer with "Layer" after it.
    ("Sources/Domain Layer/Auth/KakaoAuth.swift", ["KakaoAuth"], .domain),
    ("Sources/DataLayer/Local/Keys.swift", ["Keys"], .data),
    ("Sources/ui-layer/Home/Home.swift", ["Home"], .ui),
    ("Sources/Layer/Home/Home.swift", ["Home"], .unknown),
    // A provider gives data (`GitHubAPIProvider`, a `Providers` folder).
    ("App/Provider/UsersAPIProvider.swift", ["UsersAPIProvider"], .data),
    ("App/Providers/Helpers.swift", [], .data),
    // A version's suffix is set aside too, also before a type of another layer's name in the file.
    ("Modules/Send/SendViewModelOld.swift", ["ISendBaseService", "SendViewModelOld"], .presentation),
    ("Modules/Address/AddressViewModelNew.swift", ["AddressViewModelNew"], .presentation),
    // A version number, with or without a `V`, is set aside (`AlertManagerV2` beside `AlertManager`).
    ("Managers/Alert/AlertManagerV2.swift", ["AlertManagerV2"], .infra),
    ("App/Net/APIClient2.swift", ["APIClient2"], .infra),
    ("App/Misc/Base64.swift", ["Base64"], .unknown),
    // A view model's parts (`HolidayViewModelInput`, `…Output`, a `…ViewModelTypes` file) are presentation.
    (
        "App/Scenes/Holiday/HolidayViewModelTypes.swift", ["HolidayViewModelInput", "HolidayViewModelOutput"],
        .presentation
    ),
    // A use case's coordinator is the use case's.
    ("Sources/Domain/UseCase/AlertUseCaseCoordinator.swift", ["AlertUseCaseCoordinator"], .domain),
    // A `UIKit` folder of extensions and helpers is ui.
    ("App/Extensions/UIKit/KeyboardHandler.swift", ["KeyboardHandler"], .ui),
    // `Platforms` is infra, as `Platform` is.
    ("Sources/Platforms/Auth/FirebaseAuthentication.swift", ["FirebaseAuthentication"], .infra),
])
func conventionsGiveLayers(path: String, types: [String], expected: Layer) {
    let classifier = LayerClassifier(configuration: Configuration())
    #expect(classifier.classify(path: path, module: "App", isTestModule: false, types: types) == expected)
}

@Test func configurationWinsOverConventions() {
    let configuration = Configuration(
        layers: [LayerRule(glob: "App/Legacy/**", layer: .data)], modules: ["DesignSystem": .ui])
    let classifier = LayerClassifier(configuration: configuration)
    #expect(
        classifier.classify(path: "App/Legacy/LoginViewModel.swift", module: "App", isTestModule: false, types: [])
            == .data)
    #expect(
        classifier.classify(path: "DS/Theme/Repository.swift", module: "DesignSystem", isTestModule: false, types: [])
            == .ui)
    #expect(
        classifier.classify(path: "App/Feature/Thing.swift", module: "AppTests", isTestModule: true, types: []) == .test
    )
}

/// The byte comparison of suffixes answers as `String.hasSuffix` does, non-ASCII names included: a
/// prepended mark (U+0600) joins the next letter into one character, so `X\u{600}View` does not end
/// with the character `V`; an accent before the suffix belongs to the letter before it.
@Test(arguments: [
    "LoginView", "View", "iew", "", "LoginViewModel", "ÜbersichtView", "Cafe\u{301}View", "X\u{600}View",
    "😀View", "\u{600}View", "Viewé", "ViewController",
])
func suffixesMatchStringHasSuffix(name: String) {
    for suffix: StaticString in ["View", "ViewModel", "Controller"] {
        #expect(LayerClassifier.hasSuffix(name, suffix) == name.hasSuffix("\(suffix)"), "\(name) / \(suffix)")
    }
}

@Test func aReactorIsPresentationAndAViewIsUIWhateverTheirNames() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Item/BranchItem.swift": """
        import ReactorKit
        final class BranchItem: BaseCollectionItem, ReactorKit.Reactor { enum Action { case tap } }
        """,
        "/repo/App/Item/BranchRow.swift":
            "import SwiftUI\nimport RxSwift\nstruct BranchRow: View { let bag = DisposeBag() }\n",
        "/repo/App/Item/Branch.swift": "import RxSwift\nfinal class Branch { let name = BehaviorRelay(value: \"\") }\n",
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.layer)" } == [
            "App/Item/Branch.swift unknown", "App/Item/BranchItem.swift presentation", "App/Item/BranchRow.swift ui",
        ])
}

@Test func aDataSourceIsUIWhenItAdoptsATablesOrACollectionsDataSourceProtocolOrItsFileImportsUIKit() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Detail/PhotographerDetailDataSource.swift": """
        import RxSwift
        final class PhotographerDetailDataSource: UICollectionViewDiffableDataSource<Int, Int> {
            let taps = PublishSubject<Int>()
        }
        """,
        "/repo/App/Genres/GenreDataSource.swift": """
        import RxSwift
        protocol GenreDataSource { func fetchGenres() -> Maybe<[String]> }
        """,
        "/repo/App/Fee/FeeRateDataSource.swift": """
        import RxSwift
        import UIKit
        final class FeeRateDataSource { let cell = UITableViewCell(); let bag = DisposeBag() }
        """,
        "/repo/App/Stories/StoryViewModel+RxDataSources.swift": """
        import RxDataSources
        extension StoryViewModel: IdentifiableType { var identity: Int { 0 } }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    // One in a file that imports UIKit holds cells; the extension of a view model is the view model's.
    #expect(
        inventory.files.map { "\($0.path) \($0.layer)" } == [
            "App/Detail/PhotographerDetailDataSource.swift ui", "App/Fee/FeeRateDataSource.swift ui",
            "App/Genres/GenreDataSource.swift data", "App/Stories/StoryViewModel+RxDataSources.swift presentation",
        ])
}

@Test func aViewOrViewControllerSubclassIsUIThroughTheRepositorysBaseClasses() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ViewUI/StoreCellUI.swift": """
        import RxSwift
        final class StoreCellUI: UITableViewCell { var disposeBag = DisposeBag() }
        """,
        "/repo/App/ViewUI/BaseUI.swift": """
        import UIKit
        class BaseUI: UIView {}
        """,
        "/repo/App/ViewUI/AroundStoreUI.swift": """
        import RxCocoa
        final class AroundStoreUI: BaseUI { let storeEvent = BehaviorRelay<Int>(value: 0) }
        """,
        "/repo/App/Logic/Feed.swift": """
        import RxSwift
        final class Feed: NSObject { let items = BehaviorSubject<[Int]>(value: []) }
        """,
        "/repo/App/Logic/Start.swift": """
        import RxSwift
        final class Start: Flow<UIWindow> { let bag = DisposeBag() }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let layers = inventory.files.map { "\($0.path) \($0.layer)" }
    // A view's generic argument (`Flow<UIWindow>`) makes no view; a flow is navigation, presentation.
    #expect(
        layers == [
            "App/Logic/Feed.swift unknown", "App/Logic/Start.swift presentation", "App/ViewUI/AroundStoreUI.swift ui",
            "App/ViewUI/StoreCellUI.swift ui",
        ])
}

@Test func aTestsNameInATargetThatIsNoTestNeedsATestFrameworksImport() throws {
    let rx = "import RxSwift\npublic struct Spec { public func send() -> Single<Int> { .just(1) } }\n"
    let fileSystem = InMemoryFileSystem([
        "/repo/Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "P", targets: [.target(name: "Core", path: "Core/Sources")])
        """,
        "/repo/Core/Sources/Network/BBAPISpec.swift": rx,
        "/repo/Core/Sources/Flags/ABTest.swift": rx,
        "/repo/Core/Sources/Network/LoginSpec.swift": "import Quick\n" + rx,
        "/repo/Core/Sources/Support/RxTestCase.swift": "import XCTest\nimport RxTest\n" + rx,
        "/repo/Core/Sources/Support/TestScheduler+Trigger.swift": "import RxTest\n" + rx,
        "/repo/Core/Sources/Main/MainPresenter.swift": "import RxBlocking\n" + rx,
        "/repo/Scratch/SessionSpec.swift": rx,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let files = inventory.files.map { "\($0.path) \($0.layer) \($0.isTest)" }
    // An API specification and a feature flag of the `Core` target are no tests; a Quick spec is, and so is a
    // spec in a folder no manifest claims, a test module's base test case (`RxTestCase`) and any file that imports
    // a test framework (`TestScheduler+Trigger`, test support); RxBlocking alone is no test framework (an app's
    // presenter imports it).
    #expect(
        files == [
            "Core/Sources/Flags/ABTest.swift unknown false", "Core/Sources/Main/MainPresenter.swift presentation false",
            "Core/Sources/Network/BBAPISpec.swift infra false",
            "Core/Sources/Network/LoginSpec.swift test true", "Core/Sources/Support/RxTestCase.swift test true",
            "Core/Sources/Support/TestScheduler+Trigger.swift test true", "Scratch/SessionSpec.swift test true",
        ])
}

/// A `…Controller` that subclasses `NSObject` and no view (an SDK's facade), or whose file imports no UI framework,
/// is a service, and a `Controllers` folder says nothing of such a file; one that subclasses a view controller, or
/// whose file imports UIKit and says nothing of its class, stays UI.
@Test func aControllerThatIsAPlainObjectIsInfrastructure() {
    let classifier = LayerClassifier(configuration: Configuration())
    let object = [WordTable.hash("NSObject")]
    let layers = [
        classifier.classify(
            path: "OUICore/Classes/Core/IMController.swift", module: "Core", isTestModule: false,
            types: ["IMController"], inherits: object, importsUI: true),
        classifier.classify(
            path: "App/LoginController.swift", module: "App", isTestModule: false, types: ["LoginController"],
            inherits: object + [WordTable.hash("UIViewController")], importsUI: true),
        classifier.classify(
            path: "App/LoginController+Rx.swift", module: "App", isTestModule: false, types: ["LoginController"],
            importsUI: true),
        classifier.classify(
            path: "App/Controllers/Sync/SyncController.swift", module: "App", isTestModule: false,
            types: ["SyncController"]),
        classifier.classify(
            path: "App/Controllers/Sync/SyncActions/UploadSyncAction.swift", module: "App", isTestModule: false,
            types: ["UploadSyncAction"]),
        classifier.classify(
            path: "App/Controllers/Settings.swift", module: "App", isTestModule: false, types: ["Settings"],
            importsUI: true),
        // A base class of another module (a UI kit that re-exports UIKit) may be a view controller.
        classifier.classify(
            path: "App/Settings/AddChainController.swift", module: "App", isTestModule: false,
            types: ["AddChainController"], inherits: [WordTable.hash("WKViewController")]),
        classifier.classify(
            path: "App/SettingsViewController.swift", module: "App", isTestModule: false,
            types: ["SettingsViewController"], inherits: object),
    ]
    #expect(layers == [.infra, .ui, .ui, .infra, .unknown, .ui, .ui, .ui])
}

/// UIKit's own controllers are views' (`UIAlertController+Rx.swift` in a file that imports only Foundation), and an
/// RxCocoa delegate proxy takes the layer of the type it wraps, as that type's `+Rx` extension does.
@Test func uiKitControllersAreUIAndDelegateProxiesFollowTheTypeTheyWrap() {
    let classifier = LayerClassifier(configuration: Configuration())
    let parents = [WordTable.hash("GridView"): [WordTable.hash("UICollectionView")]]
    let layer = { (path: String, types: [String]) in
        classifier.classify(path: path, module: "App", isTestModule: false, types: types, parents: parents)
    }
    #expect(layer("App/Rx/UIAlertController+Rx.swift", []) == .ui)
    #expect(layer("Util/Extensions/UIButton+Gesture.swift", []) == .ui)
    #expect(layer("Util/Extensions/UIView+Gesture.swift", []) == .ui)
    #expect(layer("App/Rx/RxGridViewDelegateProxy.swift", ["RxGridViewDelegateProxy"]) == .ui)
    #expect(layer("App/Rx/RxPinterestLayoutDelegateProxy.swift", ["RxPinterestLayoutDelegateProxy"]) == .infra)
    #expect(layer("App/Rx/RxLocationManagerDataSourceProxy.swift", []) == .infra)
    #expect(layer("App/Rx/Proxy.swift", ["Proxy"]) == .unknown)
    // An AppKit view's `+Rx` file is ui as a UIKit view's is, whatever its folder; a file of RxDataSources models is
    // no data source.
    #expect(layer("App/Infrastructure/Rx/NSButton+Rx.swift", []) == .ui)
    #expect(layer("App/Infrastructure/Rx/NSSegmentedControl+Rx.swift", []) == .ui)
    #expect(layer("App/Infrastructure/Rx/NSFetchedResultsController+Rx.swift", []) == .infra)
    #expect(layer("App/Scenes/ViewModel/Models+RxDataSources.swift", ["RowSection"]) == .presentation)
    // Apple's classes name no layer of the app by their suffixes: an extension of `NSItemProvider` is no provider's.
    #expect(LayerClassifier.layer(ofTypeName: "NSItemProvider") == nil)
    #expect(LayerClassifier.layer(ofTypeName: "NSViewController") == .ui)
    // An app's own names with a role Apple's frameworks name none with keep it (`UIFlowsViewModel`, a view model of
    // an app's UI-flows catalog screen).
    #expect(LayerClassifier.layer(ofTypeName: "UIFlowsViewModel") == .presentation)
    #expect(LayerClassifier.layer(ofTypeName: "UILoggerViewModel") == .presentation)
    #expect(layer("UI/UIViews/ViewModels/UIViewsViewModel.swift", ["UIViewsViewModel"]) == .presentation)
    #expect(LayerClassifier.layer(ofTypeName: "UIDocumentProvider") == nil)
}

/// A type adopting ReactorKit's `Reactor` or RxFlow's `Flow` or `Stepper` is presentation, also through a base
/// class of the repository.
@Test func reactorsFlowsAndSteppersArePresentation() {
    let classifier = LayerClassifier(configuration: Configuration())
    let hash = { (name: String) in WordTable.hash(name) }
    let parents = [hash("BaseFlow"): [hash("Flow")]]
    let layer = { (inherits: [String]) in
        classifier.classify(
            path: "App/Navigation/Home.swift", module: "App", isTestModule: false, types: ["Home"],
            inherits: inherits.map(hash), parents: parents)
    }
    #expect(layer(["Flow"]) == .presentation)
    #expect(layer(["Stepper"]) == .presentation)
    #expect(layer(["BaseFlow"]) == .presentation)
    #expect(layer(["Reactor"]) == .presentation)
    #expect(layer(["Codable"]) == .unknown)
}

/// A RIB's builder (`final class HomeBuilder: Builder<HomeDependency>, HomeBuildable`) is presentation, with its
/// interactor and router, not unknown; a builder of no RIB (`URLBuilder`) is not.
@Test func ribBuildersArePresentation() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Home/HomeBuilder.swift": """
        import RIBs
        import RxSwift
        protocol HomeDependency: Dependency {}
        final class HomeComponent: Component<HomeDependency> {}
        protocol HomeBuildable: Buildable {
            func build(withListener listener: HomeListener) -> HomeRouting
        }
        final class HomeBuilder: Builder<HomeDependency>, HomeBuildable {
            let events = PublishSubject<Void>()
        }
        """,
        "/repo/App/Net/QueryBuilder.swift": """
        import RxSwift
        final class QueryBuilder {
            let changes = PublishSubject<String>()
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.layer)" } == [
            "App/Home/HomeBuilder.swift presentation", "App/Net/QueryBuilder.swift unknown",
        ])
}

/// An RxDataSources section model, also one that conforms in an extension, is presentation, as a cell model is,
/// unless its folder names the view's side (`UI/`); a folder of models (`Home/Model/`) makes it no domain.
@Test func sectionModelsArePresentation() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Sections/ShotViewSection.swift": """
        import RxDataSources
        enum ShotViewSection {
            case shotTile([ShotViewSectionItem])
        }
        extension ShotViewSection: SectionModelType {
            var items: [ShotViewSectionItem] { [] }
            init(original: ShotViewSection, items: [ShotViewSectionItem]) { self = original }
        }
        """,
        "/repo/App/Sections/RepoSection.swift": """
        import RxDataSources
        struct RepoSection: AnimatableSectionModelType {
            var items: [Repo]
        }
        """,
        "/repo/App/UI/Library/LibrarySection.swift": """
        import RxDataSources
        struct LibrarySection: AnimatableSectionModelType {
            var items: [Book]
        }
        """,
        "/repo/App/Presentation/Home/Model/FamilySection.swift": """
        import RxDataSources
        struct FamilySection: SectionModelType {
            var items: [Member]
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.layer)" } == [
            "App/Presentation/Home/Model/FamilySection.swift presentation",
            "App/Sections/RepoSection.swift presentation", "App/Sections/ShotViewSection.swift presentation",
            "App/UI/Library/LibrarySection.swift ui",
        ])
}

/// A RIBs workflow (`final class FineWorkflow: Workflow<RootActionableItem>`) and the actionable items it drives
/// (the protocols a RIB's interactor adopts) are presentation, with the interactors; a workflow of no RIB is not.
@Test func ribWorkflowsAndActionableItemsArePresentation() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Workflow/FineWorkflow.swift": """
        import RIBs
        import RxSwift
        final class FineWorkflow: Workflow<RootActionableItem> {
            init(id: String) {
                super.init()
                onStep { (item: RootActionableItem) -> Observable<(RootActionableItem, ())> in item.waitForLogin() }
            }
        }
        """,
        "/repo/App/Root/RootActionableItem.swift": """
        import RxSwift
        public protocol RootActionableItem: AnyObject {
            func waitForLogin() -> Observable<(RootActionableItem, ())>
        }
        """,
        "/repo/App/Jobs/ExportWorkflow.swift": """
        import RxSwift
        final class ExportWorkflow {
            let progress = PublishSubject<Double>()
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.layer)" } == [
            "App/Jobs/ExportWorkflow.swift unknown", "App/Root/RootActionableItem.swift presentation",
            "App/Workflow/FineWorkflow.swift presentation",
        ])
}

/// A design system's folder (`DesignSystem/`, `WalWalDesignSystem/`) holds UI: its loading indicators and
/// controls are ui without a view's name, inside the folder of a layer too.
@Test func designSystemFoldersAreUI() {
    let classifier = LayerClassifier(configuration: Configuration())
    let layer = { (path: String) in
        classifier.classify(path: path, module: "App", isTestModule: false, types: ["ActivityIndicator"])
    }
    #expect(layer("DesignSystem/Sources/ActivityIndicator/ActivityIndicator.swift") == .ui)
    #expect(layer("Modules/WalWalDesignSystem/Sources/ActivityIndicator.swift") == .ui)
    #expect(layer("App/Presentation/DesignSystem/ActivityIndicator.swift") == .ui)
    #expect(layer("App/Presentation/Tracking/ActivityIndicator.swift") == .presentation)
    #expect(layer("App/Tracking/ActivityIndicator.swift") == .unknown)
}

/// A folder of views (`Components/`, `Screens/`, `Views/`) holds views only in files that import a UI framework or
/// name a view: elsewhere its file is a shared model (`class UserInfo { static let shared; let didChange =
/// PublishSubject<Void>() }`), which the folder says nothing of.
@Test func aViewFolderSaysNothingOfAFileWithoutUI() {
    let classifier = LayerClassifier(configuration: Configuration())
    let layer = { (path: String, importsUI: Bool) in
        classifier.classify(path: path, module: "App", isTestModule: false, types: ["UserInfo"], importsUI: importsUI)
    }
    #expect(layer("App/Screens/EditProfile/Components/UserInfo.swift", false) == .unknown)
    #expect(layer("App/Screens/EditProfile/Components/UserInfo.swift", true) == .ui)
    #expect(layer("App/Views/UserInfo.swift", false) == .unknown)
    #expect(layer("App/Presentation/Views/UserInfo.swift", false) == .presentation)
    #expect(layer("App/Injection/UserInfo.swift", false) == .ui)
}

/// A composition root's folder (`Injection/`, `DI/`, `Assembly/`) wires the screens with their view models or
/// reactors (`vc.reactor = HomeReactor()`): the outermost ring, migrated with the app delegate after the views.
@Test func compositionRootFoldersAreUI() {
    let classifier = LayerClassifier(configuration: Configuration())
    let layer = { (path: String) in
        classifier.classify(path: path, module: "App", isTestModule: false, types: ["VoltaEel"])
    }
    #expect(layer("App/Injection/VoltaEel+Injection.swift") == .ui)
    #expect(layer("App/DI/AppContainer.swift") == .ui)
    #expect(layer("jsonPlaceholder/Di/AppAssembly.swift") == .ui)
    #expect(layer("App/Assembly/Assembly.swift") == .ui)
    #expect(layer("App/DependencyInjection/Container.swift") == .ui)
    #expect(layer("App/Wiring/VoltaEel.swift") == .unknown)
}

/// A `Test/` folder of an app target, in a file importing no test framework, holds the app's own code (a demo app's
/// screens and operators): it ships, so it is no test; elsewhere (no manifest, or with XCTest) it is one.
@Test func aTestFolderOfAnAppTargetIsNoTestWithoutATestFramework() {
    let classifier = LayerClassifier(configuration: Configuration())
    let layer = { (path: String, namedTest: Bool) in
        classifier.classify(
            path: path, module: "SwiftProjectExample", isTestModule: false, types: ["Operators"], namedTest: namedTest)
    }
    #expect(layer("Class/Test/RXVC/MVVM/Operators.swift", false) == .unknown)
    #expect(layer("Class/Test/RXVC/UI/Operators.swift", false) == .ui)
    #expect(layer("Class/Tests/Operators.swift", false) == .unknown)
    #expect(layer("Class/Test/RXVC/MVVM/Operators.swift", true) == .test)
}

/// A platform's folder (`Platform/`, `FirebasePlatform/`, `RealmPlatform/`: the adapters Clean Architecture keeps
/// beside its domain) is infrastructure, also when its name starts with the platform's.
@Test func platformFoldersAreInfra() {
    let classifier = LayerClassifier(configuration: Configuration())
    let layer = { (path: String) in
        classifier.classify(path: path, module: "App", isTestModule: false, types: ["ChatReference"])
    }
    #expect(layer("App/Platform/Reference/ChatReference.swift") == .infra)
    #expect(layer("App/FirebasePlatform/Reference/ChatReference.swift") == .infra)
    #expect(layer("RealmPlatform/Sources/ChatReference.swift") == .infra)
    #expect(layer("App/Reference/ChatReference.swift") == .unknown)
}

/// RxFlow's steps (`enum AppStep: Step`) and the files of a `Flows/` folder are navigation, presentation as a
/// coordinator is. RxCocoa's delegate proxies keep their folder's layer: a location manager's or a sign-in
/// controller's proxy is no view.
@Test func rxFlowStepsAndFlowFoldersArePresentation() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Navigation/AppStep.swift": """
        import RxFlow
        import RxSwift
        enum AppStep: Step {
            case home
        }
        let start = Observable<Int>.just(1)
        """,
        "/repo/App/Flows/Application.swift": """
        import RxSwift
        final class Application {
            let ready = PublishSubject<Void>()
        }
        """,
        "/repo/App/Data/Rx/LocationDelegateProxy.swift": """
        import RxCocoa
        import RxSwift
        final class LocationDelegateProxy: DelegateProxy<CLLocationManager, CLLocationManagerDelegate> {
            let changes = PublishSubject<CLLocation>()
        }
        """,
        "/repo/App/Common/Onboarding.swift": """
        import RxSwift
        enum Onboarding: Walkthrough {
            static let steps = BehaviorSubject<Int>(value: 0)
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.layer)" } == [
            "App/Common/Onboarding.swift unknown", "App/Data/Rx/LocationDelegateProxy.swift data",
            "App/Flows/Application.swift presentation", "App/Navigation/AppStep.swift presentation",
        ])
}

/// Subclasses of UIKit's other views and controls (`UISearchBar`, `UIRefreshControl`, `WKWebView`) and of
/// ReactorKit's views by their later names (`DeferredReactorView`) are ui, outside a layer's folder too.
@Test func moreViewBaseClassesMakeUI() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Common/SearchBar.swift": """
        import RxSwift
        final class SearchBar: UISearchBar {
            let query = PublishSubject<String>()
        }
        """,
        "/repo/App/Common/Refresh.swift": """
        import RxSwift
        final class Refresh: UIRefreshControl {
            let pulled = PublishSubject<Void>()
        }
        """,
        "/repo/App/Common/Counter.swift": """
        import ReactorKit
        import RxSwift
        final class Counter: UIResponder, DeferredReactorView {
            var disposeBag = DisposeBag()
        }
        """,
        // Texture's nodes are views, also through the repository's own base node.
        "/repo/App/Common/BadgeNode.swift": """
        import RxCocoa
        import RxSwift
        final class BadgeNode: ASDisplayNode {}
        extension Reactive where Base: BadgeNode {
            var count: Binder<Int> { Binder(base) { _, _ in } }
        }
        """,
        "/repo/App/Common/CellNode.swift": "import RxSwift\nclass CellNode: ASCellNode { let bag = DisposeBag() }\n",
        "/repo/App/Chats/ChatCellNode.swift":
            "import RxSwift\nfinal class ChatCellNode: CellNode { let b = DisposeBag() }\n",
        // A delegate proxy named after a type that is no view.
        "/repo/App/Common/AuthProxy.swift": """
        import AuthenticationServices
        import RxCocoa
        final class ASAuthorizationControllerProxy: DelegateProxy<ASAuthorizationController, ASAuthorizationControllerDelegate>,
            DelegateProxyType {}
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.layer)" } == [
            "App/Chats/ChatCellNode.swift ui", "App/Common/AuthProxy.swift infra", "App/Common/BadgeNode.swift ui",
            "App/Common/CellNode.swift ui", "App/Common/Counter.swift ui", "App/Common/Refresh.swift ui",
            "App/Common/SearchBar.swift ui",
        ])
}

@Suite struct ReactiveExtensionLayerTests {
    @Test func aReactiveExtensionOfAViewIsUIAndOfAnotherAPIInfra() throws {
        let rx = "import RxSwift\nimport RxCocoa\n"
        let fileSystem = InMemoryFileSystem([
            "/repo/Extensions/Location+Rx.swift": rx + """
                import CoreLocation
                extension Reactive where Base: CLLocationManager {
                    var didUpdateLocations: Observable<[CLLocation]> { .never() }
                }
                """,
            "/repo/Extensions/AppleSignIn+Rx.swift": rx + """
                import AuthenticationServices
                extension ASAuthorizationController: HasDelegate {
                    public typealias Delegate = ASAuthorizationControllerDelegate
                }
                extension Reactive where Base: ASAuthorizationAppleIDProvider {
                    func signIn() -> Observable<String> { .never() }
                }
                """,
            "/repo/Mobile/Firebase+RxExtensions.swift": rx + """
                import FirebaseDatabase
                extension DatabaseReference {
                    func readValue() -> Observable<DataSnapshot> { .never() }
                }
                """,
            "/repo/Mobile/MainWindow.swift": rx + """
                import Cocoa
                final class MainWindow: NSObject, NSWindowDelegate {
                    let disposeBag = DisposeBag()
                }
                """,
            "/repo/Mobile/SlidingWindow.swift": rx + """
                struct SlidingWindow {
                    let events: Observable<Int>
                }
                """,
            "/repo/Extensions/UISegmentedControl+Rx.swift": rx + """
                extension Reactive where Base: UISegmentedControl {
                    var tapped: Observable<Int> { .never() }
                }
                """,
            "/repo/Extensions/Badge+Rx.swift": rx + """
                extension Reactive where Base: Badge {
                    var count: Binder<Int> { Binder(base) { _, _ in } }
                }
                """,
            "/repo/Extensions/Badge.swift": "import UIKit\nfinal class Badge: UIView {}\n",
            "/repo/Extensions/Scroll+Rx.swift": rx + """
                extension Reactive {
                    var reachedBottom: Observable<Void> { .never() }
                }
                """,
            "/repo/Timeline/TimelineDataSource.swift": """
            import RxDataSources
            final class TimelineDataSource: RxTableViewSectionedAnimatedDataSource<TimelineSection> {
                let items = Observable<Int>.never()
            }
            """,
        ])
        let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
        let layers = Dictionary(uniqueKeysWithValues: inventory.files.map { ($0.path, $0.layer) })
        #expect(layers["Extensions/Location+Rx.swift"] == .infra)
        #expect(layers["Extensions/AppleSignIn+Rx.swift"] == .infra, "Apple's controller of no view")
        #expect(layers["Mobile/Firebase+RxExtensions.swift"] == .infra, "another API wrapped in Rx")
        #expect(layers["Mobile/MainWindow.swift"] == .ui, "a window of a file importing AppKit")
        #expect(layers["Mobile/SlidingWindow.swift"] == .unknown, "a window of time")
        #expect(layers["Extensions/UISegmentedControl+Rx.swift"] == .ui)
        #expect(layers["Extensions/Badge+Rx.swift"] == .ui, "a subclass of a view in the repository")
        #expect(layers["Extensions/Scroll+Rx.swift"] == .ui, "no base: as before")
        #expect(layers["Timeline/TimelineDataSource.swift"] == .ui)
    }
}

/// A data source's words name a view only outside a folder of data (`RemoteTimeTableDataSource` in `Data/Remote/`
/// is data); a widget's timeline provider is ui, whatever its `Provider` suffix says; a table data source's Rx
/// extension is the view's side.
@Test func dataSourcesWidgetProvidersAndTheirRxExtensionsTakeTheirSide() {
    let classifier = LayerClassifier(configuration: Configuration())
    let layer = { (path: String, types: [String], inherits: [String], bases: [String]) in
        classifier.classify(
            path: path, module: "App", isTestModule: false, types: types, inherits: inherits.map(WordTable.hash),
            reactiveBases: bases)
    }
    #expect(
        layer("Sources/Data/Remote/DataSource/RemoteTimeTableDataSource.swift", ["RemoteTimeTableDataSource"], [], [])
            == .data)
    #expect(layer("Sources/Scenes/TimeTable/TimeTableDataSource.swift", ["TimeTableDataSource"], [], []) == .ui)
    // A stray UI import does not make a remote data source in a folder of data a view's; beside a view's words, or
    // in a `DataSources` folder, it does.
    let importingUI = { (path: String, types: [String]) in
        classifier.classify(
            path: path, module: "App", isTestModule: false, types: types, importsUI: true)
    }
    #expect(importingUI("app/search/data/remote/SearchRemoteDataSource.swift", ["SearchRemoteDataSource"]) == .data)
    #expect(importingUI("app/search/data/SearchTableDataSource.swift", ["SearchTableDataSource"]) == .ui)
    #expect(importingUI("app/search/DataSources/SearchDataSource.swift", ["SearchDataSource"]) == .ui)
    #expect(importingUI("app/search/SearchDataSource.swift", ["SearchDataSource"]) == .ui)
    #expect(layer("Widget/Meal/MealWidget.swift", ["MealProvider", "MealView"], ["TimelineProvider"], []) == .ui)
    #expect(
        layer(
            "App/Extensions/Views+Rx/FavoritesTableDataSource+Rx.swift", ["Reactive"], [],
            ["FavoritesTableDataSource"]) == .ui)
}

/// A data source spelled `Datasource` is one; a service's name on a file whose `extension Reactive` binds views only
/// (`ThemeManager.swift`) is the views' side, one wrapping another API (`LocationManager.swift`) stays infra.
@Test func datasourceSpellingsAndServicesBindingViews() {
    let classifier = LayerClassifier(configuration: Configuration())
    let layer = { (path: String, types: [String], bases: [String]) in
        classifier.classify(path: path, module: "App", isTestModule: false, types: types, reactiveBases: bases)
    }
    #expect(
        layer("TagDomain/Sources/Datasource/RemoteTagDatasourceImpl.swift", ["RemoteTagDatasourceImpl"], []) == .data)
    #expect(layer("Common/ThemeManager.swift", ["ThemeManager", "Reactive"], ["UIView", "UITextField"]) == .ui)
    #expect(layer("Common/LocationManager.swift", ["LocationManager", "Reactive"], ["CLLocationManager"]) == .infra)
    #expect(layer("Common/SessionManager.swift", ["SessionManager"], []) == .infra)
    // A framework's class wrapped in Rx (`AS…`, `CL…` prefixes) is infra whatever its name says (`…Provider`).
    #expect(
        layer("Auth/Rx+ASAuthorizationAppleIDProvider.swift", ["Reactive"], ["ASAuthorizationAppleIDProvider"])
            == .infra)
    #expect(
        layer("Auth/ASAuthorizationAppleIDProvider+Rx.swift", ["Reactive"], ["ASAuthorizationAppleIDProvider"])
            == .infra)
    // The repository's own provider keeps its name's layer.
    #expect(layer("Data/Rx+ImageProvider.swift", ["Reactive"], ["ImageProvider"]) == .data)
}

/// A view binder (`TabBarViewBinder`, in a `View Model` folder) binds a view: ui; a navigator of the clean
/// architecture template (`DevicesNavigator`, which pushes view controllers) is presentation.
@Test func viewBindersAndNavigatorsTakeTheirSide() {
    let classifier = LayerClassifier(configuration: Configuration())
    let layer = { (path: String, types: [String]) in
        classifier.classify(path: path, module: "App", isTestModule: false, types: types)
    }
    #expect(layer("App/Tabbar/View Model/TabBarViewBinder.swift", ["TabBarViewBinder"]) == .ui)
    #expect(layer("App/Scenes/Devices/DevicesNavigator.swift", ["DevicesNavigator"]) == .presentation)
}

/// A type whose own name says nothing takes the layer of the first name it inherits (`final class Scene:
/// BaseViewController`, nested in an extension too; `SceneModel: BEStreamListViewModel<Item>`), or a UIKit class's
/// (`UICollectionViewFlowLayout`, in a `domain` folder too); one inheriting `NSObject` stays unclassified.
@Test func aTypeTakesTheLayerOfTheNameItInherits() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Base.swift": "import UIKit\nimport RxSwift\nclass BaseViewController: PodViewController {}\n",
        "/repo/App/Buy.Scene.swift": """
        import RxSwift
        enum Buy {}
        extension Buy {
            final class Scene: BaseViewController { let tap = PublishSubject<Void>() }
        }
        """,
        "/repo/App/History.SceneModel.swift": """
        import RxSwift
        final class SceneModel: BEStreamListViewModel<Int> { let items = BehaviorRelay<[Int]>(value: []) }
        """,
        "/repo/App/Tracker.swift": "import RxSwift\nfinal class Tracker: NSObject { let bag = DisposeBag() }\n",
        "/repo/App/domain/home/HomeFlowLayout.swift": """
        import RxSwift
        final class HomeFlowLayout: UICollectionViewFlowLayout { let index = PublishSubject<Int>() }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.layer)" } == [
            "App/Base.swift ui", "App/Buy.Scene.swift ui", "App/History.SceneModel.swift presentation",
            "App/Tracker.swift unknown", "App/domain/home/HomeFlowLayout.swift ui",
        ])
}

/// The types that declare Rx APIs speak first: a VIPER contract whose view protocol has no Rx and whose interactor
/// protocol has some is the interactor's layer, not the view's.
@Test func theTypesWithRxAPIsGiveAFileItsLayerFirst() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Feed/FeedContract.swift": """
        import RxSwift
        protocol FeedView: AnyObject { func show(title: String) }
        protocol FeedInteractor: AnyObject { func loadTitle() -> Single<String> }
        """
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(inventory.files.map { "\($0.path) \($0.layer)" } == ["App/Feed/FeedContract.swift presentation"])
}

/// A file with an `@testable import` is test code whatever its name and folder (a mock a Tuist helper compiles into
/// the tests target): layer test, no production task.
@Test func aTestableImportMakesATest() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/Projects/Feed/Tests/Mocks/LoadFeedUseCaseMock.swift": """
        import RxSwift
        @testable import Feed
        final class LoadFeedUseCaseMock: LoadFeedUseCase { func execute() -> Observable<[String]> { .just([]) } }
        """,
        "/repo/Projects/Feed/Sources/LoadFeedUseCase.swift": """
        import RxSwift
        protocol LoadFeedUseCase { func execute() -> Observable<[String]> }
        """,
        // The helper's targets are not read: module `Feed` takes the manifest's folder, tests and all.
        "/repo/Projects/Feed/Project.swift":
            "import ProjectDescription\nlet project = Project.framework(name: \"Feed\")\n",
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.layer) \($0.isTest)" } == [
            "Projects/Feed/Sources/LoadFeedUseCase.swift domain false",
            "Projects/Feed/Tests/Mocks/LoadFeedUseCaseMock.swift test true",
        ])
}

/// A file of no layer takes the layer of the file declaring what its type inherits first: a subclass of a
/// syncer that is data is data, and so is its own subclass; a file its name classifies keeps its layer.
@Test func aSubclassOfNoLayerTakesItsBaseClasssLayer() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Sync/SyncProvider.swift":
            "import RxSwift\nprotocol SyncProvider { func loadAll() -> Completable }\n",
        "/repo/App/Sync/CloudSyncer.swift": """
        import RxSwift
        class CloudSyncer: SyncProvider { func loadAll() -> Completable { .empty() } }
        """,
        "/repo/App/Sync/CloudSaveStatesSyncer.swift": """
        import RxSwift
        class CloudSaveStatesSyncer: CloudSyncer { func upload() -> Completable { .empty() } }
        """,
        "/repo/App/Sync/CloudBackupSyncer.swift": """
        import RxSwift
        final class CloudBackupSyncer: CloudSaveStatesSyncer { func backup() -> Completable { .empty() } }
        """,
        "/repo/App/Sync/SyncViewModel.swift": """
        import RxSwift
        final class SyncViewModel: CloudSyncer { let done = PublishSubject<Void>() }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.layer)" } == [
            "App/Sync/CloudBackupSyncer.swift data", "App/Sync/CloudSaveStatesSyncer.swift data",
            "App/Sync/CloudSyncer.swift data", "App/Sync/SyncProvider.swift data",
            "App/Sync/SyncViewModel.swift presentation",
        ])
}

/// A module of test support (`ArchiveServiceTestUtil`, `CoreMocks`) is test code: its mocks ship in no app.
@Test func aTestSupportModuleIsTest() {
    let classifier = LayerClassifier(configuration: Configuration())
    for module in ["ArchiveServiceTestUtil", "NetworkingTestSupport", "CoreMocks", "RxTestHelpers"] {
        let layer = classifier.classify(
            path: "Service/Sources/\(module)/ArchiveServiceMock.swift", module: module, isTestModule: false,
            types: ["ArchiveServiceMock"])
        #expect(layer == .test, "\(module)")
    }
    #expect(
        classifier.classify(
            path: "Service/Sources/ArchiveService/ArchiveService.swift", module: "ArchiveService",
            isTestModule: false, types: ["ArchiveService"]) == .infra)
}

/// A file named like a data source that holds an RxDataSources section model (`GoalDataSource.swift` of `extension
/// GoalSection: SectionModelType`) is the model of a view's rows, not a repository's data source.
@Test func aSectionModelNamedLikeADataSourceIsNoDataLayer() {
    let classifier = LayerClassifier(configuration: Configuration())
    let layer = { (path: String) in
        classifier.classify(
            path: path, module: "App", isTestModule: false, types: ["GoalSection"],
            inherits: [WordTable.hash("SectionModelType")])
    }
    #expect(layer("App/UI/Goals/DataSource/GoalDataSource.swift") == .ui)
    #expect(layer("App/Goals/GoalDataSource.swift") == .presentation)
}

/// A type adopting a standard protocol first (`enum HistoryError: Error`) takes no layer from a repository's type of
/// that name (SwiftGen's nested `L10n.Error`, in a file of UI strings).
@Test func aStandardProtocolGivesNoLayer() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Resources/Strings.swift": """
        import RxSwift
        enum L10n { enum HomeView { static let title = "" }; enum Error { static let generic = "" } }
        final class HomeView: UIView { let tap = PublishRelay<Void>() }
        """,
        "/repo/App/Common/HistoryHandlerProtocol.swift": """
        import RxSwift
        protocol HistoryHandlerProtocol { func histories() -> Single<[String]> }
        enum HistoryHandlerError: Error { case notFound }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(inventory.files.first { $0.path.hasSuffix("HistoryHandlerProtocol.swift") }?.layer == .unknown)
    #expect(inventory.files.first { $0.path.hasSuffix("Strings.swift") }?.layer == .ui)
}

/// A type adopting an Rx protocol outside any layer's folder (`final class ThreadScheduler: ImmediateSchedulerType`)
/// is the project's own Rx plumbing: infra, not unknown; a layer's folder still decides.
@Test func anRxProtocolsAdopterIsInfrastructure() {
    let classifier = LayerClassifier(configuration: Configuration())
    let layer = { (path: String) in
        classifier.classify(
            path: path, module: "App", isTestModule: false, types: ["ThreadScheduler"],
            inherits: [WordTable.hash("ImmediateSchedulerType")])
    }
    #expect(layer("RealmPlatform/RxUnits/ThreadScheduler.swift") == .infra)
    #expect(layer("App/ViewModels/ThreadScheduler.swift") == .presentation)
    // RxCocoa's and RxSwift's trait protocols too (`final class ActivityIndicator: SharedSequenceConvertibleType`).
    for adopted in ["SharedSequenceConvertibleType", "PrimitiveSequenceType", "InfallibleType"] {
        let indicator = classifier.classify(
            path: "RxHelper/ActivityIndicator.swift", module: "RxHelper", isTestModule: false,
            types: ["ActivityIndicator"], inherits: [WordTable.hash(adopted)])
        #expect(indicator == .infra, "\(adopted)")
    }
}

/// An extension of RxCocoa's traits (`extension ControlProperty { func mapToRawValue() }`, `ControlEvent`, `Binder`)
/// holds the project's own operators, as one of `ObservableType` or `Driver` does: infra outside a layer's folder,
/// whether the file's name or its extension names the trait.
@Test func extensionsOfRxCocoaTraitsAreInfrastructure() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Extensions/ControlProperty+Ext.swift": """
        import RxSwift
        import RxCocoa
        extension ControlProperty where Element: RawRepresentable {
            func mapToRawValue() -> ControlProperty<Element.RawValue> { fatalError() }
        }
        """,
        "/repo/App/Extensions/RxTraits.swift": """
        import RxCocoa
        extension ControlEvent {
            func mapToVoid() -> ControlEvent<Void> { ControlEvent(events: asObservable().map { _ in }) }
        }
        """,
        "/repo/App/Extensions/Binder+Ext.swift": """
        import RxCocoa
        extension Binder { func always(_ value: Value) -> Binder<Void> { fatalError() } }
        """,
        "/repo/App/Extensions/Observable+Ext.swift": """
        import RxSwift
        extension ObservableType { func mapToVoid() -> Observable<Void> { map { _ in } } }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let layers = inventory.files.map { "\($0.path) \($0.layer.rawValue)" }
    #expect(
        layers == [
            "App/Extensions/Binder+Ext.swift infra", "App/Extensions/ControlProperty+Ext.swift infra",
            "App/Extensions/Observable+Ext.swift infra", "App/Extensions/RxTraits.swift infra",
        ])
}

/// A protocol of views (`protocol TapOutsideDismissal: UIView`) with `Reactive` members is the views' side, whatever
/// a private helper after it is named (`TapOutsideManager: NSObject`); an extension file of a view controller
/// (`BaseViewController+UIAlertController.swift`) that imports no UI framework is no service named `…Controller`.
@Test func aProtocolOfViewsAndAViewControllersExtensionFileAreUI() {
    let classifier = LayerClassifier(configuration: Configuration())
    let protocolOfViews = classifier.classify(
        path: "App/Utitlities/TapOutSideDismissal.swift", module: "App", isTestModule: false,
        types: ["TapOutsideDismissal", "Reactive", "TapOutsideManager"],
        inherits: ["UIView", "NSObject", "UIGestureRecognizerDelegate"].map(WordTable.hash),
        parents: [WordTable.hash("TapOutsideDismissal"): [WordTable.hash("UIView")]],
        reactiveBases: ["TapOutsideDismissal"])
    #expect(protocolOfViews == .ui)
    // The helper first, as a type declaring Rx APIs comes first.
    let keyboard = classifier.classify(
        path: "App/Utitlities/KeyboardHandling.swift", module: "App", isTestModule: false,
        types: ["KeyboardManager", "Reactive", "KeyboardHandling"],
        inherits: ["UIViewController", "NSObject", "UIGestureRecognizerDelegate"].map(WordTable.hash),
        parents: [WordTable.hash("KeyboardHandling"): [WordTable.hash("UIViewController")]],
        reactiveBases: ["KeyboardHandling"])
    #expect(keyboard == .ui)
    // What a type inherits, not its own name: RIBs' own `open class Workflow` is no workflow of a RIB's.
    let workflow = { (parents: [UInt64: [UInt64]]) in
        classifier.classify(
            path: "RIBs/Classes/Workflow/Workflow.swift", module: "RIBs", isTestModule: false,
            types: ["Workflow", "Step"], parents: parents)
    }
    #expect(workflow([WordTable.hash("Router"): [WordTable.hash("Routing")]]) == workflow([:]))
    let alerts = classifier.classify(
        path: "App/BaseViewControllers/BaseViewController+UIAlertController.swift", module: "App",
        isTestModule: false, types: [])
    #expect(alerts == .ui)
    // A file named for a navigation controller that only extends a view controller is the views'; a service named
    // `…Controller` that the file declares is not.
    let navigation = classifier.classify(
        path: "App/Base/BaseNavigationController.swift", module: "App", isTestModule: false,
        types: ["BaseViewController"])
    #expect(navigation == .ui)
    let sync = classifier.classify(
        path: "App/Sync/SyncController.swift", module: "App", isTestModule: false, types: ["SyncController"])
    #expect(sync == .infra)
}

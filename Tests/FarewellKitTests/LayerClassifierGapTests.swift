import Testing

@testable import FarewellKit

/// A file `X+Rx.swift` of extensions only, of a type the repository does not declare (an SDK's `StorageReference`
/// behind `Storage+Rx.swift`), takes no layer from the suffix of `X`: its folder decides, or it wraps another API in
/// Rx (infra). An extension of the repository's own type keeps that type's layer.
@Test func anSDKTypesExtensionFileTakesNoLayerFromItsStemsSuffix() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/Data/Infrastructure/Extension/Firebase/Storage+Rx.swift": """
        import FirebaseStorage
        import RxSwift
        extension Reactive where Base: StorageReference {
            func put(_ data: Data) -> Single<StorageMetadata> { .never() }
        }
        """,
        "/repo/Data/Infrastructure/Extension/Firebase/Auth+Rx.swift": """
        import FirebaseAuth
        import RxSwift
        extension Reactive where Base: Auth {
            func signIn() -> Single<AuthDataResult> { .never() }
        }
        """,
        "/repo/App/Helpers/KeyStore+Rx.swift": """
        import RxSwift
        extension Reactive where Base: KeyStore {
            func key() -> Single<String> { .never() }
        }
        """,
        "/repo/App/Helpers/BookStore+Rx.swift": """
        import RxSwift
        extension Reactive where Base: BookStore {
            func books() -> Single<[String]> { .never() }
        }
        """,
        "/repo/App/Misc/BookStore.swift": """
        import RxSwift
        final class BookStore: ReactiveCompatible { let changes = PublishSubject<Void>() }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.layer)" } == [
            "App/Helpers/BookStore+Rx.swift data", "App/Helpers/KeyStore+Rx.swift infra",
            "App/Misc/BookStore.swift data", "Data/Infrastructure/Extension/Firebase/Auth+Rx.swift infra",
            "Data/Infrastructure/Extension/Firebase/Storage+Rx.swift infra",
        ])
}

/// An extension of a standard type (`private extension String` in a data source's file) declares no type of the
/// repository: a type conforming to that standard type (`enum Placeholder: String`) does not take the extension
/// file's layer. A type the repository declares still gives its layer to its subclasses, and RIBs' `ViewControllable`,
/// the protocol of a RIB's view controller, makes its adopters ui by itself.
@Test func anExtensionOfAStandardTypeGivesNoLayerThroughInheritance() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/Model/DataSources/MockedRESTDataSource.swift": """
        import RxSwift
        final class MockedRESTDataSource { func load() -> Single<String> { .just("".trimmed) } }
        private extension String { var trimmed: String { self } }
        """,
        "/repo/App/Identifiers/Placeholders.swift": """
        import RxSwift
        enum Placeholder: String {
            case name
            var changes: Observable<String> { .just(rawValue) }
        }
        """,
        "/repo/Core/Data/CloudSyncer.swift": """
        import RxSwift
        class CloudSyncer { let bag = DisposeBag() }
        """,
        "/repo/App/Sync/ShowSyncer.swift": """
        import RxSwift
        final class ShowSyncer: CloudSyncer { let done = PublishSubject<Void>() }
        """,
        "/repo/App/Extensions/ViewControllable+Utils.swift": """
        import RIBs
        import RxSwift
        final class NavigationControllerable: ViewControllable { let pushes = PublishSubject<Void>() }
        extension ViewControllable { func dismiss() {} }
        """,
        "/repo/App/Root/NavigateViewControllable.swift": """
        import RIBs
        import RxSwift
        protocol NavigateViewControllable: ViewControllable { var pushes: Observable<Void> { get } }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.layer)" } == [
            "App/Extensions/ViewControllable+Utils.swift ui", "App/Identifiers/Placeholders.swift unknown",
            "App/Root/NavigateViewControllable.swift ui", "App/Sync/ShowSyncer.swift data",
            "Core/Data/CloudSyncer.swift data", "Model/DataSources/MockedRESTDataSource.swift data",
        ])
}

/// Clean Swift (VIP): a worker bridges an interactor to the use cases and APIs (domain, or data in a folder of
/// data); an architecture's tag after the role word (`LoginInteractorVIP`) is set aside; RIBs' own `Worker` base
/// class names no layer.
@Test(arguments: [
    ("App/Scenes/CarTrack/CarTrackWorker.swift", ["CarTrackWorker"], Layer.domain),
    ("App/Workers/W.GalleryAppWorker.swift", ["GalleryAppWorker"], .domain),
    ("App/Workers/Helpers.swift", ["Helpers"], .domain),
    ("App/Data/Workers/ProfileWorker.swift", ["ProfileWorker"], .data),
    ("App/Scenes/Login/LoginInteractorVIP.swift", ["LoginInteractorVIP"], .presentation),
    ("App/Common/BaseInteractorVIP.swift", ["BaseInteractorVIP"], .presentation),
    ("App/Scenes/Login/LoginPresenterVIPER.swift", ["LoginPresenterVIPER"], .presentation),
    ("App/Common/UserVIP.swift", ["UserVIP"], .unknown),
    ("RIBs/Worker.swift", ["Worker", "Disposable"], .infra),
])
func cleanSwiftNamesGiveLayers(path: String, types: [String], expected: Layer) {
    let classifier = LayerClassifier(configuration: Configuration())
    #expect(classifier.classify(path: path, module: "App", isTestModule: false, types: types) == expected)
}

/// A factory of UIKit views in a `Designables` folder is ui; a subclass of Foundation's `Operation` (also through a
/// base class of the repository) and a type of the app's schedulers are infra; the project's operators on
/// `Observable` in a folder of data sources (`Model/DataSources/`) are data, as the folder says.
@Test func factoriesOperationsSchedulersAndDataSourceFoldersGiveLayers() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Designables/UIKitFactory.swift": """
        import RxSwift
        import UIKit
        enum UIKitFactory {
            static func label() -> UILabel { UILabel() }
            static func button(taps: PublishSubject<Void>) -> UIButton { UIButton() }
        }
        """,
        "/repo/App/NSOperation/APIRequestOperation.swift": """
        import RxSwift
        class APIRequestOperation: AsyncOperation { let result = PublishSubject<Data>() }
        """,
        "/repo/App/NSOperation/AsyncOperation.swift": """
        import Foundation
        class AsyncOperation: Operation {}
        """,
        "/repo/App/NSOperation/ImageOperation.swift": """
        import RxSwift
        final class ImageOperation: NSOperation { let image = PublishSubject<Data>() }
        """,
        "/repo/App/Common/Scheduler.swift": """
        import RxSwift
        enum Scheduler {
            static let background = ConcurrentDispatchQueueScheduler(qos: .background)
        }
        """,
        "/repo/App/Model/DataSources/Utilities/Observable+Gloss.swift": """
        import RxSwift
        extension Observable {
            func mapObject<T>(type: T.Type) -> Observable<T> { .never() }
        }
        """,
        "/repo/App/Scenes/DataSources/FeedCellFactory.swift": """
        import RxSwift
        import UIKit
        final class FeedCellFactory { let taps = PublishSubject<Void>() }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    // A `DataSources` folder holds tables' data sources in a file that imports a UI framework: it says nothing there;
    // the `Scenes` folder around it holds screens.
    #expect(
        inventory.files.map { "\($0.path) \($0.layer)" } == [
            "App/Common/Scheduler.swift infra", "App/Designables/UIKitFactory.swift ui",
            "App/Model/DataSources/Utilities/Observable+Gloss.swift data",
            "App/NSOperation/APIRequestOperation.swift infra", "App/NSOperation/ImageOperation.swift infra",
            "App/Scenes/DataSources/FeedCellFactory.swift ui",
        ])
}

/// An extension adding a conformance (`extension WeatherSceneState: Formatting`, a service locator's mixin declared
/// beside the services) gives the type no layer: a screen's state is what its own name says, presentation.
@Test func aConformanceAddedByAnExtensionGivesNoLayer() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Services/ServicesContainer.swift": """
        import RxSwift
        final class FormattingService { let ready = PublishSubject<Void>() }
        protocol Formatting { }
        extension Formatting { var formatting: FormattingService { FormattingService() } }
        """,
        "/repo/App/Scenes/Weather/WeatherSceneState.swift": """
        import RxCocoa
        extension WeatherSceneState: Formatting {
            var formatted: WeatherSceneState { self }
        }
        class WeatherSceneState {
            var isLoading = BehaviorRelay<Bool>(value: false)
        }
        """,
        "/repo/App/Scenes/Weather/WeatherFormatter.swift": """
        import RxCocoa
        final class WeatherFormatter: Formatting { let text = BehaviorRelay<String>(value: "") }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.layer)" } == [
            "App/Scenes/Weather/WeatherFormatter.swift infra",
            "App/Scenes/Weather/WeatherSceneState.swift presentation",
            "App/Services/ServicesContainer.swift infra",
        ])
}

/// A screen's animations (`Scenes/Search/Animation/SearchAnimations.swift`) and a data source in a folder of views
/// (`RepositoriesView/View/ReposDataSource.swift`, holding the screen's relays) are the views'; a data source in a
/// folder of data stays data.
@Test func animationsAndADataSourceAmongViewsAreUI() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Scenes/Search/Animation/SearchAnimations.swift": """
        import RxRelay
        import UIKit
        final class SearchAnimations { let state = PublishRelay<Int>() }
        """,
        "/repo/App/RepositoriesView/View/ReposDataSource.swift": """
        import RxSwift
        import RxCocoa
        final class ReposDataSource { let isSearching = BehaviorRelay<Bool>(value: false) }
        """,
        "/repo/App/Data/Remote/ReposRemoteDataSource.swift": """
        import RxSwift
        final class ReposRemoteDataSource { func repos() -> Single<[String]> { .just([]) } }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.layer)" } == [
            "App/Data/Remote/ReposRemoteDataSource.swift data", "App/RepositoriesView/View/ReposDataSource.swift ui",
            "App/Scenes/Search/Animation/SearchAnimations.swift ui",
        ])
}

/// A collection's data source or delegate named for what it loads (`BaseDataLoader<Item>: NSObject,
/// UICollectionViewDataSource` and its subclasses) feeds the view; a view model adopting one stays presentation.
@Test func aCollectionsDataSourceOrDelegateIsUIWhateverItsName() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/DataLoaders/BaseDataLoader.swift": """
        import RxRelay
        import UIKit
        class BaseDataLoader<Item>: NSObject, UICollectionViewDelegate, UICollectionViewDataSource {
            let items = BehaviorRelay<[Item]>(value: [])
        }
        """,
        "/repo/App/DataLoaders/SearchDataLoader.swift": """
        import RxRelay
        final class SearchDataLoader: BaseDataLoader<String> { let query = PublishRelay<String>() }
        """,
        "/repo/App/Home/HomeViewModel.swift": """
        import RxRelay
        import UIKit
        final class HomeViewModel: NSObject, UITableViewDataSource { let rows = BehaviorRelay<[Int]>(value: []) }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.layer)" } == [
            "App/DataLoaders/BaseDataLoader.swift ui", "App/DataLoaders/SearchDataLoader.swift ui",
            "App/Home/HomeViewModel.swift presentation",
        ])
}

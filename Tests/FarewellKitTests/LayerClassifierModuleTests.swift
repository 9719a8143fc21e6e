import Testing

@testable import FarewellKit

/// A module or folder that names the domain layer (`DomainLayer`, `ArtistDomain`) wins over a service's generic
/// name, and a repository's protocols there are the domain's ports; a repository's implementation in a data
/// module stays data.
@Test func servicesAndRepositoryProtocolsOfADomainModuleAreDomain() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/DomainLayer/Sources/DomainLayer/Services/DeviceService.swift": """
        import RxSwift
        final class DeviceService {
            let fetchDevices: FetchDevicesUseCase
            func devices() -> Observable<[String]> { fetchDevices.execute() }
        }
        """,
        "/repo/DomainLayer/Sources/DomainLayer/Services/DeviceEvents.swift": """
        import RxSwift
        let deviceEvents = PublishSubject<String>()
        """,
        "/repo/DomainLayer/Sources/DomainLayer/Repositories/DeviceRepository.swift": """
        import RxSwift
        protocol DeviceRepository { func devices() -> Observable<[String]> }
        """,
        "/repo/Projects/ArtistDomain/Sources/Ports/ArtistPorts.swift": """
        import RxSwift
        protocol ArtistRepository { func artists() -> Single<[String]> }
        protocol ArtistService { func follow() -> Completable }
        """,
        "/repo/DataLayer/Sources/DataLayer/Repositories/DefaultDeviceRepository.swift": """
        import RxSwift
        final class DefaultDeviceRepository { func devices() -> Observable<[String]> { .just([]) } }
        """,
        "/repo/DataLayer/Sources/DataLayer/Services/DeviceAPIService.swift": """
        import RxSwift
        final class DeviceAPIService { func devices() -> Single<[String]> { .just([]) } }
        """,
        "/repo/DomainLayer/Sources/DomainLayer/Repositories/CachedDeviceRepository.swift": """
        import RxSwift
        final class CachedDeviceRepository { func devices() -> Observable<[String]> { .just([]) } }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.layer.rawValue)" } == [
            "DataLayer/Sources/DataLayer/Repositories/DefaultDeviceRepository.swift data",
            "DataLayer/Sources/DataLayer/Services/DeviceAPIService.swift infra",
            "DomainLayer/Sources/DomainLayer/Repositories/CachedDeviceRepository.swift data",
            "DomainLayer/Sources/DomainLayer/Repositories/DeviceRepository.swift domain",
            "DomainLayer/Sources/DomainLayer/Services/DeviceEvents.swift domain",
            "DomainLayer/Sources/DomainLayer/Services/DeviceService.swift domain",
            "Projects/ArtistDomain/Sources/Ports/ArtistPorts.swift domain",
        ])
}

/// A repository protocol's file in a domain folder stays the domain's port with a plain model of its results beside
/// it (`struct ToggleResult`); one declaring an implementation (`final class DefaultNoteRepository`) is data.
@Test func aRepositoryProtocolWithItsResultModelInADomainFolderIsDomain() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Domain/Repo/FavoritesRepository.swift": """
        import RxSwift
        struct ToggleResult { let added: Bool }
        protocol FavoritesRepository {
            func toggle(id: String) -> Single<ToggleResult>
            func ids() -> Observable<Set<String>>
        }
        """,
        "/repo/App/Domain/Repo/NoteRepository.swift": """
        import RxSwift
        protocol NoteRepository { func notes() -> Observable<[String]> }
        final class DefaultNoteRepository: NoteRepository { func notes() -> Observable<[String]> { .just([]) } }
        """,
        "/repo/App/Domain/Repo/BookRepository.swift": """
        import RxSwift
        protocol BookRepository { func books() -> Observable<[String]> }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.layer.rawValue)" } == [
            "App/Domain/Repo/BookRepository.swift domain",
            "App/Domain/Repo/FavoritesRepository.swift domain",
            "App/Domain/Repo/NoteRepository.swift data",
        ])
}

/// RIBs' components and dependencies (`Component<HomeDependency>`, `EmptyComponent`, Needle's
/// `NeedleFoundation.Component`, `protocol HomeDependency: Dependency`) are their builders' layer: presentation.
@Test func ribComponentsAndDependenciesArePresentation() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Home/HomeComponent.swift": """
        import RIBs
        import RxSwift
        final class HomeComponent: Component<HomeDependency> {
            let events = PublishSubject<Void>()
        }
        """,
        "/repo/App/Home/HomeDependency.swift": """
        import RIBs
        import RxSwift
        protocol HomeDependency: Dependency {
            var session: Observable<String> { get }
        }
        """,
        "/repo/App/Root/RootComponent.swift": """
        import RIBs
        import RxSwift
        final class RootComponent: EmptyComponent {
            let session = BehaviorRelay<String>(value: "")
        }
        """,
        "/repo/App/Root/RootComponent+Home.swift": """
        import RxSwift
        extension RootComponent: HomeDependency {
            var session: Observable<String> { .just("") }
        }
        """,
        "/repo/App/Profile/ProfileComponent.swift": """
        import NeedleFoundation
        import RxSwift
        final class ProfileComponent: NeedleFoundation.Component<ProfileDependency> {
            let name = BehaviorRelay<String>(value: "")
        }
        """,
        "/repo/App/Game/Position.swift": """
        import RxSwift
        struct Position: Component { let changes = PublishSubject<Int>() }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.layer.rawValue)" } == [
            "App/Game/Position.swift unknown", "App/Home/HomeComponent.swift presentation",
            "App/Home/HomeDependency.swift presentation", "App/Profile/ProfileComponent.swift presentation",
            "App/Root/RootComponent+Home.swift presentation", "App/Root/RootComponent.swift presentation",
        ])
}

/// A Tuist µFeature's `Testing` target, a `Testing/` folder beside its `Sources/` and `Interface/`, holds test
/// doubles (`ArtistUseCaseSpy`, `…Stub`, `…Fake`, `…Dummy`): test. Its demo app (`Demo/Sources/`) is no test.
@Test func aMicroFeaturesTestingFolderIsTest() throws {
    let rx = { (type: String) in "import RxSwift\nfinal class \(type) { let calls = PublishSubject<Int>() }\n" }
    let fileSystem = InMemoryFileSystem([
        "/repo/Projects/Domains/ArtistDomain/Interface/ArtistUseCase.swift":
            "import RxSwift\nprotocol ArtistUseCase { func artists() -> Single<[String]> }\n",
        "/repo/Projects/Domains/ArtistDomain/Sources/ArtistUseCaseImpl.swift": rx("ArtistUseCaseImpl"),
        "/repo/Projects/Domains/ArtistDomain/Testing/ArtistUseCaseSpy.swift": rx("ArtistUseCaseSpy"),
        "/repo/Projects/Domains/ArtistDomain/Testing/Helpers.swift": rx("Helpers"),
        "/repo/Projects/Domains/ArtistDomain/Demo/Sources/AppDelegate.swift": rx("AppDelegate"),
        "/repo/App/Features/Testing/ABTestingViewModel.swift": rx("ABTestingViewModel"),
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.layer.rawValue) \($0.isTest)" } == [
            "App/Features/Testing/ABTestingViewModel.swift presentation false",
            "Projects/Domains/ArtistDomain/Demo/Sources/AppDelegate.swift ui false",
            "Projects/Domains/ArtistDomain/Interface/ArtistUseCase.swift domain false",
            "Projects/Domains/ArtistDomain/Sources/ArtistUseCaseImpl.swift domain false",
            "Projects/Domains/ArtistDomain/Testing/ArtistUseCaseSpy.swift test true",
            "Projects/Domains/ArtistDomain/Testing/Helpers.swift test true",
        ])
}

/// A test double's suffix (`Spy`, `Stub`, `Fake`, `Dummy`, as `Mock`) is set aside for the layer its name gives,
/// and for the name it tests.
@Test(arguments: ["Mock", "Spy", "Stub", "Fake", "Dummy"])
func testDoublesSuffixesAreSetAside(double: String) {
    #expect(LayerClassifier.layer(ofTypeName: "ArtistUseCase\(double)") == .domain)
    #expect(FileNaming.testedStem("ArtistUseCase\(double)") == "ArtistUseCase")
}

/// A file of two-way bindings between RxCocoa's control properties and relays (`<->`) binds views, as an RxTheme
/// theme (`enum ThemeType: ThemeProvider`) styles them: ui.
@Test func controlBindingOperatorsAndThemesAreUI() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Utils/Rx+Operators.swift": """
        import RxSwift
        import RxCocoa
        infix operator <-> : DefaultPrecedence
        func <-> <T>(property: ControlProperty<T>, relay: BehaviorRelay<T>) -> Disposable {
            let bindToUIDisposable = relay.bind(to: property)
            let bindToRelay = property.subscribe(onNext: { relay.accept($0) })
            return Disposables.create(bindToUIDisposable, bindToRelay)
        }
        """,
        "/repo/App/Utils/Rx+Relay.swift": """
        import RxSwift
        import RxCocoa
        func merge<T>(_ relay: BehaviorRelay<T>, _ other: Observable<T>) -> Disposable { other.bind(to: relay) }
        """,
        "/repo/App/Common/ThemeManager.swift": """
        import RxSwift
        import RxTheme
        let themeService = ThemeType.service(initial: .light)
        enum ThemeType: ThemeProvider {
            case light, dark
            var associatedObject: Theme { LightTheme() }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.layer.rawValue)" } == [
            "App/Common/ThemeManager.swift ui", "App/Utils/Rx+Operators.swift ui", "App/Utils/Rx+Relay.swift unknown",
        ])
}

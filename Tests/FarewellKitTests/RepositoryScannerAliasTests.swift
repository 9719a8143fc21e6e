import Testing

@testable import FarewellKit

/// Each API of the file at `path` with the lines of its callers (`fetch [4, 9]`).
private func callerLines(_ inventory: Inventory, declaredIn path: String) throws -> [String] {
    let apis = try #require(inventory.files.first { $0.path == path }).apis
    return apis.map { "\($0.container ?? "").\($0.name) \($0.callers.map(\.description))" }
}

/// The occurrences of the file at `path` as `line:construct`.
private func occurrences(_ inventory: Inventory, in path: String) throws -> [String] {
    try #require(inventory.files.first { $0.path == path }).occurrences.map { "\($0.line):\($0.construct)" }
}

@Test func aReceiverDeclaredWithAnAliasOfAProtocolCompositionReachesEachProtocol() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Environment.swift": """
        import RxSwift
        protocol EnvironmentRepositoryProtocol { func kind() -> Int }
        protocol ServicesRepositoryProtocol { func servicesEnvironment() -> Observable<String> }
        typealias EnvironmentRepositories = EnvironmentRepositoryProtocol & ServicesRepositoryProtocol
        final class EnvironmentRepository: EnvironmentRepositoryProtocol, ServicesRepositoryProtocol {
            func kind() -> Int { 1 }
            func servicesEnvironment() -> Observable<String> { .just("x") }
        }
        """,
        "/repo/App/Remote.swift": """
        import RxSwift
        final class Remote {
            private let environmentRepository: EnvironmentRepositories
            init(environmentRepository: EnvironmentRepositories) {
                self.environmentRepository = environmentRepository
            }
            func names() {
                _ = environmentRepository
                    .servicesEnvironment()
                    .map { $0.count }
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    // The requirement gets the call; the implementation, a type `Remote.swift` never names, does not.
    #expect(
        try callerLines(inventory, declaredIn: "App/Environment.swift") == [
            "ServicesRepositoryProtocol.servicesEnvironment [\"App/Remote.swift:9\"]",
            "EnvironmentRepository.servicesEnvironment []",
        ])
    // The operator on that call is Rx.
    #expect(try occurrences(inventory, in: "App/Remote.swift") == ["10:map"])
}

@Test func aTypeConformingThroughAnAliasOfACompositionImplementsEachProtocol() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/StateServiceAPI.swift": """
        import RxSwift
        protocol NextStateEmitter: AnyObject { var nextRelay: PublishSubject<Void> { get } }
        protocol StateReceiver: AnyObject { var action: Observable<Int> { get } }
        typealias StateServiceAPI = NextStateEmitter & StateReceiver
        """,
        "/repo/App/StateService.swift": """
        import RxSwift
        final class StateService: StateServiceAPI {
            let nextRelay = PublishSubject<Void>()
            var action: Observable<Int> { .just(1) }
        }
        """,
        "/repo/App/Router.swift": """
        import RxSwift
        final class Router {
            private var stateService: StateServiceAPI?
            func start() {
                stateService = StateService()
                _ = stateService?.action
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    // The implementation names the protocols only through the alias; the call goes to the requirement.
    let service = try #require(inventory.files.first { $0.path == "App/StateService.swift" })
    #expect(
        service.apis.map { "\($0.name) \($0.implements.map(\.description))" } == [
            "nextRelay [\"App/StateServiceAPI.swift:2\"]", "action [\"App/StateServiceAPI.swift:3\"]",
        ])
    #expect(
        try callerLines(inventory, declaredIn: "App/StateServiceAPI.swift") == [
            "NextStateEmitter.nextRelay []", "StateReceiver.action [\"App/Router.swift:6\"]",
        ])
}

@Test func aFilesOwnTypeAliasWinsOverOtherFilesAliasesOfTheSameName() throws {
    let state = { (name: String) in
        """
        import RxCocoa
        final class \(name) {
            static func create() -> \(name) { \(name)() }
            func system(shouldQuery: @escaping () -> Bool) -> Driver<\(name)> { .empty() }
        }
        """
    }
    let controller = { (name: String, state: String, make: String, access: String) in
        """
        import RxSwift
        import RxCocoa
        final class \(name): UIViewController {
            \(access)typealias State = \(state)
            let bag = DisposeBag()
            func setUp() {
                let state = \(make)
                state.system(shouldQuery: { true }).drive().disposed(by: bag)
            }
        }
        """
    }
    let fileSystem = InMemoryFileSystem([
        "/repo/App/HomeState.swift": state("HomeState"),
        "/repo/App/UserState.swift": state("UserState"),
        "/repo/App/HomeViewController.swift": controller("HomeViewController", "HomeState", "State.create()", ""),
        "/repo/App/UserViewController.swift": controller("UserViewController", "UserState", "State()", "private "),
        "/repo/App/Refresh.swift": "import RxCocoa\nfunc refresh(state: State) { _ = state.system { true } }\n",
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    // Each controller names its own state type only, not the other one's; an alias nested in a type names
    // nothing in another file (`Refresh.swift`'s `State` is some other type).
    #expect(
        try callerLines(inventory, declaredIn: "App/HomeState.swift") == [
            "HomeState.system [\"App/HomeViewController.swift:8\"]"
        ])
    #expect(
        try callerLines(inventory, declaredIn: "App/UserState.swift") == [
            "UserState.system [\"App/UserViewController.swift:8\"]"
        ])
}

@Test func anAliasNestedInATypeNamesItsTargetInThatTypesExtensionsOnly() throws {
    let scene = { (name: String) in
        """
        import RxSwift
        protocol \(name)FetcherProtocol { func observeBalance() -> Observable<Int> }
        enum \(name) {}
        extension \(name) { typealias BalanceFetcher = \(name)FetcherProtocol }
        """
    }
    let interactor = { (name: String) in
        """
        import RxSwift
        extension \(name) {
            final class Interactor {
                let balanceFetcher: BalanceFetcher
                init(balanceFetcher: BalanceFetcher) { self.balanceFetcher = balanceFetcher }
                func start() { _ = balanceFetcher.observeBalance() }
            }
        }
        """
    }
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Header.swift": scene("Header"),
        "/repo/App/Picker.swift": scene("Picker"),
        "/repo/App/HeaderInteractor.swift": interactor("Header"),
        "/repo/App/PickerInteractor.swift": interactor("Picker"),
        "/repo/App/Elsewhere.swift": """
        import RxSwift
        func start(balanceFetcher: BalanceFetcher) { _ = balanceFetcher.observeBalance() }
        """,
        "/repo/App/Screen.swift": """
        import RxSwift
        protocol Screen { typealias Fetcher = HeaderFetcherProtocol }
        """,
        "/repo/App/Home.swift": """
        import RxSwift
        final class Home: Screen {
            let fetcher: Fetcher
            init(fetcher: Fetcher) { self.fetcher = fetcher }
            func start() { _ = fetcher.observeBalance() }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    // Each scene's interactor names its own scene's protocol through the alias; a file outside both names neither.
    // A protocol's alias is its conforming types' everywhere.
    #expect(
        try callerLines(inventory, declaredIn: "App/Header.swift") == [
            "HeaderFetcherProtocol.observeBalance [\"App/HeaderInteractor.swift:6\", \"App/Home.swift:5\"]"
        ])
    #expect(
        try callerLines(inventory, declaredIn: "App/Picker.swift") == [
            "PickerFetcherProtocol.observeBalance [\"App/PickerInteractor.swift:6\"]"
        ])
}

@Test func aRequirementStandsForTheClassBesideItThatConformsThroughAnAlias() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Scene.swift": """
        import RxSwift
        protocol SceneDataProviderProtocol { func observeOffers() -> Observable<[Int]> }
        enum Scene {}
        extension Scene {
            typealias DataProvider = SceneDataProviderProtocol
            final class OffersProvider: DataProvider {
                func observeOffers() -> Observable<[Int]> { .just([1]) }
            }
        }
        """,
        "/repo/App/SceneInteractor.swift": """
        import RxSwift
        extension Scene {
            final class Interactor {
                let dataProvider: DataProvider
                let offersProvider: OffersProvider
                init(dataProvider: DataProvider, offersProvider: OffersProvider) {
                    self.dataProvider = dataProvider
                    self.offersProvider = offersProvider
                }
                func start() {
                    _ = dataProvider.observeOffers()
                    _ = offersProvider.observeOffers()
                }
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    // Held as the protocol (through the alias), the requirement; as the class, the class's.
    #expect(
        try callerLines(inventory, declaredIn: "App/Scene.swift") == [
            "SceneDataProviderProtocol.observeOffers [\"App/SceneInteractor.swift:11\"]",
            "Scene.OffersProvider.observeOffers [\"App/SceneInteractor.swift:12\"]",
        ])
}

@Test func anAliasOfAnRxTypeStandsForItInSignaturesAndChains() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Sync.swift": """
        import RxSwift
        enum Sync<R> { case local(R), remote(R) }
        typealias SyncObservable<R> = Observable<Sync<R>>
        typealias Names = BehaviorSubject<[String]>
        """,
        "/repo/App/AssetsUseCase.swift": """
        import RxSwift
        protocol AssetsUseCaseProtocol {
            func assetsSync(by ids: [String]) -> SyncObservable<[Int]>
        }
        final class AssetsUseCase: AssetsUseCaseProtocol {
            typealias NamesSync = SyncObservable<[String]>
            private typealias Counts = RxSwift.Observable<[Int]>
            func assetsSync(by ids: [String]) -> SyncObservable<[Int]> {
                return SyncObservable<[Int]>.just(.local([]))
            }
            func namesSync() -> NamesSync { .never() }
            private func counts() -> Counts { .never() }
        }
        """,
        "/repo/App/Presenter.swift": """
        import RxSwift
        final class Presenter {
            let useCase: AssetsUseCaseProtocol
            init(useCase: AssetsUseCaseProtocol) { self.useCase = useCase }
            let names = Names(value: [])
            func load() -> Observable<Int> {
                return useCase
                    .assetsSync(by: [])
                    .map { _ in 1 }
            }
        }
        """,
        "/repo/App/NamesUseCaseProtocol.swift": """
        import Foundation
        protocol NamesUseCaseProtocol { func namesSync() -> SyncObservable<[String]> }
        """,
        "/repo/App/HomeViewModel.swift": """
        import RxCocoa
        final class HomeViewModel {
            typealias Output = Driver<Int>
            func transform() -> Output { .empty() }
        }
        """,
        "/repo/App/UserViewModel.swift": """
        import RxSwift
        final class UserViewModel {
            struct Output { let name: String }
            func transform() -> Output { Output(name: "") }
            func counts() -> Counts { Counts() }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    // The alias's uses count as the Rx type, written as they are; an alias of it, and a private alias in its
    // own file, too.
    let useCase = try #require(inventory.files.first { $0.path == "App/AssetsUseCase.swift" })
    let symbols = useCase.occurrences.map { "\($0.line):\($0.symbol):\($0.construct)" }
    #expect(
        symbols == [
            "3:SyncObservable:Observable", "6:SyncObservable:Observable", "7:Observable:Observable",
            "8:SyncObservable:Observable", "9:SyncObservable:Observable", "9:just:just", "11:NamesSync:Observable",
            "11:never:just", "12:Counts:Observable", "12:never:just",
        ])
    #expect(
        try callerLines(inventory, declaredIn: "App/AssetsUseCase.swift") == [
            "AssetsUseCaseProtocol.assetsSync [\"App/Presenter.swift:8\"]", "AssetsUseCase.NamesSync []",
            "AssetsUseCase.Counts []", "AssetsUseCase.assetsSync []", "AssetsUseCase.namesSync []",
            "AssetsUseCase.counts []",
        ])
    #expect(try occurrences(inventory, in: "App/Presenter.swift") == ["5:BehaviorSubject", "6:Observable", "9:map"])
    // Written where it stands for the type, an alias is still a use of the alias: each use in another file is one of
    // its callers (not `NamesSync`'s, an alias of it).
    #expect(
        try callerLines(inventory, declaredIn: "App/Sync.swift") == [
            ".SyncObservable [\"App/AssetsUseCase.swift:3\", \"App/AssetsUseCase.swift:6\", "
                + "\"App/AssetsUseCase.swift:8\", \"App/AssetsUseCase.swift:9\", \"App/NamesUseCaseProtocol.swift:2\"]",
            ".Names [\"App/Presenter.swift:5\"]",
        ])
    // Without an Rx import of its own, a file using the alias uses Rx.
    #expect(
        try callerLines(inventory, declaredIn: "App/NamesUseCaseProtocol.swift") == [
            "NamesUseCaseProtocol.namesSync []"
        ])
    // A view model's own alias is its own: another type's `Output`, and a name aliased privately elsewhere, are
    // no Rx types.
    #expect(try occurrences(inventory, in: "App/HomeViewModel.swift") == ["3:Driver", "4:Driver", "4:just"])
    #expect(try #require(inventory.files.first { $0.path == "App/UserViewModel.swift" }).apis.isEmpty)
}

@Test func aTypeAliasWrittenAsATypeIsNoCallOfIt() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/PresenterProtocol.swift": """
        import RxSwift
        protocol WalletPresenterProtocol {
            typealias Feedback = (Observable<Int>) -> Observable<String>
            typealias Section = SectionModel<Int, String>
        }
        """,
        "/repo/App/Presenter.swift": """
        import RxSwift
        final class WalletPresenter: WalletPresenterProtocol {
            func system(feedbacks: [WalletPresenterProtocol.Feedback]) {
                let feedback: WalletPresenterProtocol.Feedback = { _ in .just("x") }
                _ = WalletPresenterProtocol.Section(model: 1, items: [])
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    // Only the call of `Section` calls an alias; `Feedback` is written as a type twice.
    #expect(
        try callerLines(inventory, declaredIn: "App/PresenterProtocol.swift") == [
            "WalletPresenterProtocol.Feedback []", "WalletPresenterProtocol.Section [\"App/Presenter.swift:5\"]",
        ])
}

/// A protocol's nested aliases (`typealias Selection = PublishSubject<Int>`, one of a tuple,
/// `PublishSubject<(Int, String)>`) are Rx types where the protocol declares them and in the types conforming to it,
/// which name them unqualified (`let selected = Selection()`), also through a protocol refining it.
@Test func aProtocolsNestedAliasesAreRxInItsConformers() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ListViewModelInput.swift": """
        import RxSwift
        protocol ListViewModelInput {
            typealias Selection = PublishSubject<Int>
            typealias Pair = PublishSubject<(Int, String)>
            var selected: Selection { get }
            var pair: Pair { get }
        }
        protocol ListViewModelType: ListViewModelInput {}
        """,
        "/repo/App/ListViewModel.swift": """
        import RxSwift
        final class ListViewModel: ListViewModelType {
            let selected = Selection()
            let pair = Pair()
        }
        """,
        "/repo/App/Other.swift": """
        import RxSwift
        final class Other {
            let pair = Pair()
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        try occurrences(inventory, in: "App/ListViewModelInput.swift") == [
            "3:PublishSubject", "4:PublishSubject", "5:PublishSubject", "6:PublishSubject",
        ])
    #expect(try occurrences(inventory, in: "App/ListViewModel.swift") == ["3:PublishSubject", "4:PublishSubject"])
    // A type that does not conform names another `Pair`.
    #expect(try occurrences(inventory, in: "App/Other.swift") == [])
}

/// A view controller's own `typealias ViewModel = LoginViewModel` types its `viewModel`, though the repository also
/// declares a `protocol ViewModel` with a member of the name: the call is the class's.
@Test func aFilesOwnAliasTypesItsNamesOverARepositoryTypeOfTheName() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ViewModeling.swift": """
        import RxRelay
        protocol ViewModel { associatedtype Input; var inputPort: PublishRelay<Input> { get } }
        """,
        "/repo/App/LoginViewModel.swift": """
        import RxRelay
        final class LoginViewModel { enum Input { case tap }; let inputPort = PublishRelay<Input>() }
        """,
        "/repo/App/LoginViewController.swift": """
        import RxRelay
        import UIKit
        final class LoginViewController: UIViewController {
            typealias ViewModel = LoginViewModel
            private var viewModel: ViewModel!
            override func viewDidLoad() { super.viewDidLoad(); viewModel.inputPort.accept(.tap) }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        try callerLines(inventory, declaredIn: "App/LoginViewModel.swift") == [
            "LoginViewModel.inputPort [\"App/LoginViewController.swift:6\"]"
        ])
    #expect(try callerLines(inventory, declaredIn: "App/ViewModeling.swift") == ["ViewModel.inputPort []"])
}

/// An alias of a function type that carries Rx types (RxFeedback's `typealias Feedback = (Driver<State>) ->
/// Signal<Event>`, a table binder's `(Observable<[Row]>) -> Disposable`) stands for the first Rx type it names:
/// declarations typed with it are Rx APIs, with their callers and the requirements they implement.
@Test func anAliasOfAFunctionTypeCarryingRxTypesMakesItsDeclarationsRxAPIs() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Types.swift": """
        import RxSwift
        typealias ItemsSink = (Observable<[Int]>) -> Disposable
        protocol ListView: AnyObject { var itemsSink: ItemsSink { get } }
        """,
        "/repo/App/Presenter.swift": """
        import RxSwift
        import RxCocoa
        protocol Presenter {
            typealias Feedback = (Driver<Int>) -> Signal<Int>
            func system(feedbacks: [Feedback])
        }
        """,
        "/repo/App/ListViewController.swift": """
        import RxSwift
        final class ListViewController: ListView {
            let presenter: Presenter
            var itemsSink: ItemsSink { return { $0.subscribe() } }
            func start() { presenter.system(feedbacks: []) }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let presenter = try callerLines(inventory, declaredIn: "App/Presenter.swift")
    #expect(presenter == ["Presenter.Feedback []", "Presenter.system [\"App/ListViewController.swift:5\"]"])
    let sink = try #require(
        inventory.files.first { $0.path == "App/ListViewController.swift" }?.apis.first { $0.name == "itemsSink" })
    #expect(sink.implements.map(\.description) == ["App/Types.swift:3"])
}

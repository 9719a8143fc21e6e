import Testing

@testable import FarewellKit

private let manifest = """
    // swift-tools-version: 5.9
    import PackageDescription
    let package = Package(
        name: "Core",
        dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.6.0")],
        targets: [
            .target(name: "Networking", dependencies: [.product(name: "RxSwift", package: "RxSwift")]),
            .target(name: "Feature", dependencies: ["Networking"]),
            .target(name: "Island"),
            .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
        ]
    )
    """

private func repository() -> InMemoryFileSystem {
    InMemoryFileSystem([
        "/repo/Package.swift": manifest,
        "/repo/Sources/Networking/APIClient.swift": """
        import RxSwift
        public final class APIClient {
            public func fetch() -> Single<Int> { .just(1) }
        }
        """,
        "/repo/Sources/Feature/LoginViewModel.swift": """
        import RxSwift
        final class LoginViewModel {
            let bag = DisposeBag() // Observable in a comment
            func load(api: APIClient) { api.fetch().subscribe().disposed(by: bag) }
        }
        """,
        "/repo/Sources/Island/Other.swift": "final class Other { func go(x: Any) { x.fetch() } }\n",
        "/repo/Sources/Feature/Plain.swift": "struct Plain { let observable = \"Observable\" }\n",
        "/repo/Tests/FeatureTests/LoginViewModelTests.swift":
            "@testable import Feature\nimport RxTest\nlet s = TestScheduler(initialClock: 0)\n",
        "/repo/Pods/RxSwift/Observable.swift": "import RxSwift\nlet o = Observable<Int>.never()\n",
        "/repo/Sources/Feature/Binary.swift": "import RxSwift\u{0}",
    ])
}

@Test func scanAttributesModulesLayersAndCallSites() throws {
    let inventory = try RepositoryScanner(fileSystem: repository()).scan(root: "/repo")
    #expect(
        inventory.files.map(\.path) == [
            "Sources/Feature/LoginViewModel.swift", "Sources/Networking/APIClient.swift",
            "Tests/FeatureTests/LoginViewModelTests.swift",
        ])
    #expect(inventory.files.map(\.module) == ["Feature", "Networking", "FeatureTests"])
    #expect(inventory.files.map(\.layer) == [.presentation, .infra, .test])
    #expect(inventory.scannedFiles == 5)
    let login = try #require(inventory.files.first)
    #expect(login.occurrences.map(\.symbol).contains("DisposeBag"))
    #expect(!login.occurrences.contains { $0.symbol == "Observable" })
    let fetch = try #require(inventory.files[1].apis.first { $0.name == "fetch" })
    // Island cannot see Networking, so its `x.fetch()` is not a caller.
    #expect(fetch.callers == [SourceLocation(path: "Sources/Feature/LoginViewModel.swift", line: 4, column: 37)])
    #expect(fetch.callerModules == ["Feature"])
    #expect(
        inventory.diagnostics.map(\.description) == [
            "Sources/Feature/Binary.swift: warning: binary file (NUL bytes), not scanned"
        ])
}

@Test func includeAndExcludeNarrowTheScan() throws {
    let configuration = Configuration(include: ["Sources"], exclude: ["**/Feature/**"])
    let inventory = try RepositoryScanner(fileSystem: repository(), configuration: configuration).scan(root: "/repo")
    #expect(inventory.files.map(\.path) == ["Sources/Networking/APIClient.swift"])
}

@Test func aMissingRootIsMissingInput() {
    #expect(throws: FarewellError.missingInput("/nowhere")) {
        try RepositoryScanner(fileSystem: InMemoryFileSystem()).scan(root: "/nowhere")
    }
}

@Test func sameInputGivesTheSameInventory() throws {
    let first = try RepositoryScanner(fileSystem: repository()).scan(root: "/repo")
    let second = try RepositoryScanner(fileSystem: repository()).scan(root: "/repo")
    #expect(InventoryJSON.render(first) == InventoryJSON.render(second))
}

@Test func filesScannedWhileTheWalkGoesOnKeepTheirOwnScansInPathOrder() throws {
    // Files are scanned as the walk finds them, folder by folder and not in path order; each one's scan, warning
    // and count must still land on its own path. File `n` has its `Observable` on line `n + 2`.
    var files: [String: String] = [:]
    let folders = ["z", "a/b/c", "m", "a", "z/y", "b"]
    for number in 0..<60 {
        let path = "/repo/\(folders[number % folders.count])/F\(number).swift"
        files[path] = "import RxSwift\n" + String(repeating: "\n", count: number) + "let o = Observable<Int>.never()\n"
    }
    files["/repo/m/Binary.swift"] = "import RxSwift\u{0}"
    files["/repo/a/b/Binary.swift"] = "\u{0}"
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    #expect(inventory.files.map(\.path) == inventory.files.map(\.path).sorted())
    #expect(inventory.files.count == 60)
    for file in inventory.files {
        let number = try #require(Int(file.path.split(separator: "F").last?.dropLast(6) ?? ""))
        #expect(!file.occurrences.isEmpty && Set(file.occurrences.map(\.line)) == [number + 2], "\(file.path)")
        #expect(file.lines == number + 2, "\(file.path)")
    }
    #expect(inventory.scannedFiles == 60)
    #expect(inventory.diagnostics.map(\.path) == ["a/b/Binary.swift", "m/Binary.swift"])
}

@Test func aNameDeclaredInSeveralFilesIsNotAttributedToAny() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/AViewModel.swift": "import RxSwift\nstruct AViewModel { let title: Driver<String> }\n",
        "/repo/App/BViewModel.swift": "import RxSwift\nstruct BViewModel { let title: Driver<String> }\n",
        // An element of an array has no declaration to give it a type.
        "/repo/App/CView.swift": "import RxSwift\nfunc show(a: [AViewModel], b: BViewModel) { _ = a[0].title }\n",
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(inventory.files.flatMap(\.apis).map(\.callers) == [[], []])
}

@Test func aMemberOfATypeIsOnlyCalledWhereTheTypeIsNamed() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/BookViewModel.swift": "import RxSwift\nstruct BookViewModel { let title: Driver<String> }\n",
        "/repo/App/BookView.swift": "import RxSwift\nfunc show(model: BookViewModel) { _ = model.title }\n",
        "/repo/App/Shelf.swift": "struct Shelf { func label(book: Book) -> String { book.title } }\n",
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let title = try #require(inventory.files.flatMap(\.apis).first { $0.name == "title" })
    #expect(title.callers.map(\.path) == ["App/BookView.swift"])
}

@Test func aReferenceCountsOnlyWhereItsShapeCanReachTheDeclaration() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Client.swift": """
        import RxSwift
        final class Client {
            func user(login: String) -> Single<User> { .never() }
            let avatar: Driver<String>
            static let shared: Observable<Int> = .never()
        }
        """,
        "/repo/App/ProfileView.swift": """
        import RxSwift
        final class ProfileView {
            let user = BehaviorRelay<User?>(value: nil)
            func show(client: Client) {
                _ = client.user(login: "a")
                _ = self.user.value
                _ = Section.user(user: nil)
                _ = [.user(user: nil)]
                _ = R.avatar.icon()
                _ = client.avatar
                _ = Client.shared
                _ = avatar(of: client)
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let apis = try #require(inventory.files.first { $0.path == "App/Client.swift" }).apis
    let callers = Dictionary(uniqueKeysWithValues: apis.map { ($0.name, $0.callers.map(\.line)) })
    // Called, read on a value, read on the type; not `self.user`, `Section.user(...)`, `.user(...)`,
    // `R.avatar` or the free function call `avatar(of:)`.
    #expect(callers == ["user": [5], "avatar": [10], "shared": [11]])
}

@Test func membersOfAnRxTypesExtensionAreCalledWhereverRxIsSeen() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Observable+Tracking.swift": """
        import RxSwift
        extension ObservableConvertibleType {
            func trackActivity(_ indicator: ActivityIndicator) -> Observable<Element> { asObservable() }
            func logError() -> Observable<Element> { asObservable() }
        }
        """,
        "/repo/App/ListViewModel.swift": """
        import RxSwift
        final class ListViewModel {
            func load(items: Observable<Int>, indicator: ActivityIndicator) {
                _ = items.trackActivity(indicator)
                logError(items)
            }
        }
        """,
        "/repo/Other/Plain.swift": "struct Plain { func go(x: Loader) { x.trackActivity(1) } }\n",
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let apis = inventory.files.flatMap(\.apis)
    let callers = Dictionary(uniqueKeysWithValues: apis.map { ($0.name, $0.callers) })
    #expect(callers["trackActivity"] == [SourceLocation(path: "App/ListViewModel.swift", line: 4, column: 19)])
    // The bare `logError(items)` is a free function, not the extension's member.
    #expect(callers["logError"] == [])
}

@Test func reactiveMembersAreReachedThroughRx() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/UIScrollView+Rx.swift": """
        import RxCocoa
        extension Reactive where Base: UIScrollView {
            var reachedBottom: ControlEvent<Void> { ControlEvent(events: .never()) }
        }
        """,
        "/repo/App/ListViewModel.swift": """
        import RxCocoa
        struct ListViewModel { struct Input { let reachedBottom: Signal<Void> } }
        """,
        "/repo/App/ListViewController.swift": """
        import RxCocoa
        final class ListViewController {
            func bind(tableView: UITableView) -> ListViewModel.Input {
                _ = tableView.reachedBottom
                return ListViewModel.Input(reachedBottom: tableView.rx.reachedBottom.asSignal())
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let apis = inventory.files.flatMap(\.apis)
    let reactive = try #require(apis.first { $0.container == "Reactive" })
    let input = try #require(apis.first { $0.container == "ListViewModel.Input" })
    #expect(reactive.callers == [SourceLocation(path: "App/ListViewController.swift", line: 5, column: 64)])
    // Without types, a value's member of the same name may still be the view model's; `.rx.` never is. The
    // memberwise initializer `ListViewModel.Input(reachedBottom:)` passes it.
    #expect(input.callers == [SourceLocation(path: "App/ListViewController.swift", line: 5, column: 30)])
}

/// `let input: ListViewModel.Input = .init(reachedBottom: s)` calls the memberwise initializer
/// `ListViewModel.Input(reachedBottom: s)` calls: the annotation's qualifier tells which `Input`, not another view
/// model's.
@Test func anImplicitInitOfAnAnnotatedNestedTypePassesItsMembers() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ListViewModel.swift": """
        import RxCocoa
        struct ListViewModel { struct Input { let reachedBottom: Signal<Void> } }
        struct FeedViewModel { struct Input { let reachedBottom: Signal<Void> } }
        """,
        "/repo/App/ListViewController.swift": """
        import RxCocoa
        final class ListViewController {
            let taps = PublishRelay<Void>()
            lazy var input: ListViewModel.Input = .init(
                reachedBottom: taps.asSignal()
            )
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let apis = inventory.files.flatMap(\.apis)
    let list = try #require(apis.first { $0.container == "ListViewModel.Input" })
    let feed = try #require(apis.first { $0.container == "FeedViewModel.Input" })
    #expect(list.callers == [SourceLocation(path: "App/ListViewController.swift", line: 4, column: 44)])
    #expect(feed.callers == [])
}

/// A bare `Output(items:title:)` in an extension of `FeedViewModel` in another file passes the properties of
/// `FeedViewModel.Output` alone, where many view models declare an `Output` (looked up by the file's own types).
@Test func aBareMemberwiseCallAmongManySameNamedStructsPassesTheExtendedTypesMembers() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ViewModels.swift": """
        import RxCocoa
        struct FeedViewModel { struct Output { let items: Driver<[Int]>; let title: Driver<String> } }
        struct ListViewModel { struct Output { let items: Driver<[Int]>; let title: Driver<String> } }
        struct DetailViewModel { struct Output { let items: Driver<[Int]>; let title: Driver<String> } }
        struct SearchViewModel { struct Output { let items: Driver<[Int]>; let title: Driver<String> } }
        struct ProfileViewModel { struct Output { let items: Driver<[Int]>; let title: Driver<String> } }
        struct SettingsViewModel { struct Output { let items: Driver<[Int]>; let title: Driver<String> } }
        """,
        "/repo/App/FeedViewModel+Output.swift": """
        import RxCocoa
        extension FeedViewModel {
            func output() -> Output {
                Output(items: .just([]), title: .just(""))
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let apis = inventory.files.flatMap(\.apis).filter { $0.container?.hasSuffix(".Output") == true }
    #expect(apis.count == 12)
    let called = apis.filter { !$0.callers.isEmpty }
    #expect(called.map(\.container) == ["FeedViewModel.Output", "FeedViewModel.Output"])
    #expect(called.map(\.name) == ["items", "title"])
    #expect(
        called.allSatisfy { $0.callers == [SourceLocation(path: "App/FeedViewModel+Output.swift", line: 4, column: 9)] }
    )
}

/// `return .init(reachedBottom: s)` in `func bindInput() -> FeedViewModel.Input` calls the initializer of the type the
/// function returns, as `FeedViewModel.Input(reachedBottom: s)` would; so does a computed property's.
@Test func anImplicitInitReturnedFromAFunctionPassesTheMembersOfItsResultType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ListViewModel.swift": """
        import RxCocoa
        struct ListViewModel { struct Input { let reachedBottom: Signal<Void> } }
        struct FeedViewModel { struct Input { let reachedBottom: Signal<Void> } }
        """,
        "/repo/App/FeedViewController.swift": """
        import RxCocoa
        final class FeedViewController {
            let taps = PublishRelay<Void>()
            func bindInput() -> FeedViewModel.Input {
                return .init(reachedBottom: taps.asSignal())
            }
            var listInput: ListViewModel.Input {
                return .init(reachedBottom: taps.asSignal())
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let apis = inventory.files.flatMap(\.apis)
    let list = try #require(apis.first { $0.container == "ListViewModel.Input" })
    let feed = try #require(apis.first { $0.container == "FeedViewModel.Input" })
    #expect(feed.callers.map(\.line) == [5])
    #expect(list.callers.map(\.line) == [8])
}

/// A library's `Reactive` member the repository declares itself (a copy of NSObject+Rx's `rx.disposeBag`) is
/// still the library's construct where it is used, and the repository's API those uses call: its plan needs the
/// callers to keep it until they move.
@Test func aCopiedLibrarysReactiveMemberHasItsCallers() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/NSObject+Rx.swift": """
        import RxSwift
        public extension Reactive where Base: AnyObject {
            var disposeBag: DisposeBag { DisposeBag() }
        }
        """,
        "/repo/App/ProfileViewModel.swift": """
        import RxSwift
        final class ProfileViewModel: NSObject {
            func start(names: Observable<String>) {
                names.subscribe().disposed(by: rx.disposeBag)
                names.subscribe().disposed(by: self.rx.disposeBag)
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let bag = try #require(inventory.files.flatMap(\.apis).first { $0.name == "disposeBag" })
    #expect(bag.callers.map { "\($0.line):\($0.column)" } == ["4:43", "5:48"])
    let model = try #require(inventory.files.first { $0.path == "App/ProfileViewModel.swift" })
    #expect(
        model.occurrences.filter { $0.symbol == "disposeBag" }.map(\.construct) == ["rx.disposeBag", "rx.disposeBag"])
}

@Test func aFileWithoutAnRxImportCountsTheRxMembersItsModuleImports() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Bindings.swift": "import RxCocoa\nimport RxSwift\nlet bag = DisposeBag()\n",
        "/repo/App/TitleCell.swift": """
        import UIKit
        final class TitleCell {
            let signal = Signal()
            func bind(title: Title, label: UILabel) {
                title.text.asDriver().drive(label.rx.text).disposed(by: bag)
            }
        }
        """,
        "/repo/Other/Plain.swift": "func go(x: Thing, bag: Bag) { x.disposed(by: bag) }\n",
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(inventory.files.map(\.path) == ["App/Bindings.swift", "App/TitleCell.swift"])
    let cell = try #require(inventory.files.last)
    #expect(cell.imports == [])
    // Members only: its own `Signal` type is not RxCocoa's, which it cannot see without an import.
    #expect(cell.occurrences.map(\.symbol) == ["asDriver", "drive", "rx", "disposed"])
}

/// A file without an Rx import that imports Combine sees the Rx members its module imports, but a chain with a
/// link only Combine has (`.sink { }`, `.store(in:)`, `.eraseToAnyPublisher()`) is Combine's, though it spells
/// names Rx has too (CombineExt's `withLatestFrom`, `flatMapLatest`, `share()`).
@Test func withoutAnRxImportAChainWithACombineOnlyLinkIsCombines() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Feed.swift":
            "import RxSwift\nfinal class Feed { let items = BehaviorSubject<[String]>(value: []) }\n",
        "/repo/App/ListViewModel.swift": """
        import Combine
        import CombineExt
        final class ListViewModel {
            let tapped = PassthroughSubject<Void, Never>()
            let index = CurrentValueSubject<Int?, Never>(nil)
            let feed = Feed()
            var cancellables = Set<AnyCancellable>()
            func setUp() {
                tapped.withLatestFrom(index).unwrap()
                    .flatMapLatest { Just($0) }.sink { _ in }.store(in: &cancellables)
                let shared = tapped.map { _ in 1 }.share().eraseToAnyPublisher()
                _ = feed.items.map { $0.count }.subscribe(onNext: { _ in })
                feed.items.skip(1).asPublisher().sink { _ in }.store(in: &cancellables)
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let model = try #require(inventory.files.first { $0.path == "App/ListViewModel.swift" })
    // Only the chains on another file's Rx property: one has no Combine-only link, one bridges to Combine
    // (RxCombine's `asPublisher()`) after its Rx links.
    #expect(model.occurrences.map { "\($0.line):\($0.symbol)" } == ["12:map", "12:subscribe", "13:skip"])
}

@Test func withoutAnRxImportAnOperatorOnAnotherFilesRxPropertyCounts() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/StoreDetailView.swift": """
        import RxCocoa
        final class StoreDetailView { var backEvent = BehaviorRelay<Bool>(value: false) }
        """,
        "/repo/App/StoreDetailVC.swift": """
        import UIKit
        final class StoreDetailVC {
            let storeDetailView = StoreDetailView()
            func load(names: [String]) {
                let isBackEvent = storeDetailView.backEvent.filter { $0 }
                _ = names.filter { !$0.isEmpty }
            }
        }
        """,
        "/repo/App/Plain.swift": "func names(_ values: [String]) -> [String] { values.filter { !$0.isEmpty } }\n",
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    // The module imports Rx in another file: the property's chain is Rx, an array's is not.
    #expect(inventory.files.map(\.path) == ["App/StoreDetailVC.swift", "App/StoreDetailView.swift"])
    let controller = try #require(inventory.files.first)
    #expect(controller.occurrences.map { "\($0.line):\($0.symbol)" } == ["5:filter"])
}

@Test func aChainPastACallThatLeavesRxIsNoRxByAnotherFilesProof() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Bridge.swift": """
        import Combine
        import RxSwift
        extension ObservableConvertibleType {
            func asPublisher() -> AnyPublisher<Element, Error> { fatalError() }
            var publisher: Observable<Element>.Publisher<Self> { fatalError() }
            func publisherOf() -> Observable<Element>.Publisher<Self> { fatalError() }
            func retrying() -> Observable<Element> { fatalError() }
        }
        final class CardRouter { var cancellation: Observable<Void> { .never() } }
        """,
        "/repo/App/Router.swift": """
        import Combine
        final class PaymentRouter {
            init(router: CardRouter) {
                _ = router.cancellation.asPublisher().map { _ in 1 }
                _ = router.cancellation.publisherOf().map { _ in 1 }
                _ = router.cancellation.retrying().map { _ in 1 }
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let router = try #require(inventory.files.first { $0.path == "App/Router.swift" })
    // After `asPublisher()` or `publisherOf()` the chain is Combine's; after `retrying()` it is still Rx.
    #expect(router.occurrences.map { "\($0.line):\($0.symbol)" } == ["6:map"])
}

/// RxCombine's `.publisher` bridges to Combine: what follows it, and a property initialized by a chain ending in
/// it, is Combine's; a closure property named `onError`, assigned or called through its optional, is no observer.
@Test func aChainPastRxCombinesPublisherIsCombines() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ProfileModel.swift": """
        import Combine
        import RxCombine
        import RxSwift
        final class ProfileModel: ObservableObject {
            @Published var name: String?
            var cancellables = Set<AnyCancellable>()
            lazy var profile = Single.just("a").asObservable().share(replay: 1).publisher
            let onError: ((Error) -> Void)?
            init(onError: ((Error) -> Void)?) { self.onError = onError }
            func bind(observer: AnyObserver<Int>) {
                profile.map { $0 }.replaceError(with: nil).assign(to: \\.name, on: self).store(in: &cancellables)
                Observable.just(1).publisher.map { String($0) }.sink { [weak self] _ in self?.onError?(Failure()) }
                    .store(in: &cancellables)
                Observable.just(2).map { $0 + 1 }.subscribe(observer).disposed(by: DisposeBag())
                observer.onError(Failure())
            }
        }
        """
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let model = try #require(inventory.files.first)
    #expect(
        model.occurrences.filter { [11, 12, 13, 14, 15].contains($0.line) }.map { "\($0.line):\($0.symbol)" } == [
            "12:Observable", "12:just", "12:publisher", "14:Observable", "14:just", "14:map", "14:subscribe",
            "14:disposed", "14:DisposeBag", "15:onError",
        ])
    #expect(!model.occurrences.contains { $0.line == 9 })
}

/// In a file that imports Rx and Combine, a chain with a link only Combine has is Combine's, though its closure
/// calls an Rx subject: the `onNext` is counted, the `flatMap` and `filter` are not.
@Test func aCombineChainWhoseClosureCallsRxIsCombines() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/SignInViewModel.swift": """
        import Combine
        import RxSwift
        final class SignInViewModel {
            private let state = BehaviorSubject<Int>(value: 0)
            private let taps = PassthroughSubject<Void, Never>()
            private var cancellables = Set<AnyCancellable>()
            func bind() {
                taps.flatMap { [state] () -> AnyPublisher<URL, Never> in
                    state.onNext(1)
                    return load()
                }
                .filter { _ in true }
                .sink { _ in }
                .store(in: &cancellables)
                state.map { $0 + 1 }.subscribe().disposed(by: DisposeBag())
            }
        }
        """
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let model = try #require(inventory.files.first)
    #expect(
        model.occurrences.map { "\($0.line):\($0.symbol)" } == [
            "4:BehaviorSubject", "9:onNext", "15:map", "15:subscribe", "15:disposed", "15:DisposeBag",
        ])
}

@Test func withoutAnRxImportALibrarysCommonMemberNeedsAnRxChain() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Bindings.swift": "import RxOptional\nimport RxSwift\nlet text = field.rx.text.filterNil()\n",
        "/repo/App/Fixture.swift": """
        import Foundation
        func fixture(_ json: [String: Any?]) -> Data { encode(json.filterNil()) }
        func bind() { field.rx.text.filterNil().subscribe() }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let bindings = try #require(inventory.files.first)
    #expect(bindings.occurrences.map(\.symbol) == ["rx", "filterNil"])
    // The dictionary's own `filterNil()` is not RxOptional's; the one in an Rx chain is.
    let fixture = try #require(inventory.files.last)
    #expect(fixture.occurrences.map { "\($0.line):\($0.symbol)" } == ["3:rx", "3:filterNil", "3:subscribe"])
}

@Test func rxDataSourcesTypesCountOnlyWhereTheRepositoryImportsIt() throws {
    var files = [
        "/repo/App/Balances.swift": """
        import RxSwift
        enum Balances { struct SectionModel { let cells: [String] } }
        let section = SectionModel(model: "", items: [1])
        let balances = Balances.SectionModel(cells: [])
        """
    ]
    let occurrences = { (files: [String: String]) throws -> [String] in
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        return try #require(inventory.files.first { $0.path == "App/Balances.swift" }).occurrences.map {
            "\($0.line):\($0.symbol)"
        }
    }
    // No file imports RxDataSources: `SectionModel` is the app's own.
    #expect(try occurrences(files) == [])
    // Importing it, or Differentiator, which it re-exports, makes the name RxDataSources' in any file (where it is
    // used, not declared); `Balances.SectionModel` stays the nested type of that name.
    files["/repo/App/Sections.swift"] = "import RxDataSources\n"
    #expect(try occurrences(files) == ["3:SectionModel"])
    files["/repo/App/Sections.swift"] = "import Differentiator\n"
    #expect(try occurrences(files) == ["3:SectionModel"])
    // So does a copy of its sources compiled with the app, which declares its types.
    files["/repo/App/Sections.swift"] = "import RxSwift\nprotocol SectionModelType {}\n"
    #expect(try occurrences(files) == ["3:SectionModel"])
}

@Test(arguments: [Reference.Access.bare, .member, .typeMember, .rxMember])
func aReferenceKeepsItsLineAccessCallAndLabelInThirtyTwoBytes(access: Reference.Access) {
    #expect(MemoryLayout<Reference>.stride == 32)
    for (line, isCall) in [(1, true), (123_456, false), ((1 << 25) - 1, true)] {
        var reference = Reference(
            hash: 7, line: line, column: 9, access: access, isCall: isCall, firstLabel: 42,
            receiverType: Reference.hash(of: "UserRepository"), isPassed: !isCall, hasArguments: isCall,
            isBareArgument: !isCall)
        #expect(
            (reference.line, reference.column, reference.access, reference.isCall) == (Int32(line), 9, access, isCall))
        #expect(reference.firstLabel == 42)
        #expect((reference.isPassed, reference.hasArguments, reference.isBareArgument) == (!isCall, isCall, !isCall))
        #expect(reference.receiverMayBe(Reference.hash(of: "UserRepository")))
        #expect(!reference.receiverMayBe(Reference.hash(of: "User")))
        #expect(!reference.receiverIsDeclared)
        reference.setReceiverType(Reference.hash(of: "UserRepositoryType"))
        #expect(reference.receiverIsDeclared && reference.receiverMayBe(Reference.hash(of: "UserRepositoryType")))
        #expect((reference.line, reference.access, reference.isCall) == (Int32(line), access, isCall))
    }
    // Lines past 2^25 - 1 (33 million) are clamped, not wrapped into the flags.
    let far = Reference(hash: 7, line: 1 << 30, column: 1, access: access, isCall: false)
    #expect(
        (far.line, far.access, far.isCall, far.isBareArgument, far.receiverIsDeclared)
            == (Int32((1 << 25) - 1), access, false, false, false))
}

@Test func aCallOfAFunctionTheFileDeclaresWithoutAnRxTypeIsThatOne() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ItemsRepo.swift": """
        import RxSwift
        class ItemsRepo {
            enum LoadingStatus { case loading, loaded }
            func observeAll() -> Observable<[Int]> { .just([1]) }
            func present(item: Int, bag: DisposeBag) -> Observable<Int> { .just(item) }
        }
        """,
        "/repo/App/Poller.swift": """
        import RxSwift
        final class Poller {
            private let repo: ItemsRepo
            init(repo: ItemsRepo) {
                self.repo = repo
                self.observeAll()
            }
            private func observeAll() { _ = repo.observeAll() }
            func present(item: Int) { _ = self.present(item: item, bag: DisposeBag()) }
        }
        private extension ItemsRepo.LoadingStatus { var isLoading: Bool { self == .loading } }
        """,
    ])
    // `self.observeAll()` is the poller's own, though the file extends a type nested in `ItemsRepo`; its own
    // `present(item:)` takes no `bag:`.
    #expect(try callerLines(fileSystem, declaredIn: "App/ItemsRepo.swift") == ["observeAll [8]", "present [9]"])
}

@Test func eachBindingOfAPropertyDeclarationHasItsTypeAndIsAnAPI() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Models.swift": """
        import RxSwift
        protocol WelcomeModel { var routeToSignup: BehaviorSubject<Bool> { get } }
        final class OtherModel { var routeToSignup = false }
        """,
        "/repo/App/Screen.swift": """
        import RxSwift
        final class Screen {
            private var router: String!, model: WelcomeModel!
            let taps: PublishSubject<Void>, closes: PublishSubject<Void>
            func bind(bag: DisposeBag) { model.routeToSignup.subscribe().disposed(by: bag) }
        }
        """,
    ])
    // `model`, the second binding, is a `WelcomeModel`; `closes` is an API as `taps` is.
    #expect(try callerLines(fileSystem, declaredIn: "App/Models.swift") == ["routeToSignup [5]"])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let screen = try #require(inventory.files.first { $0.path == "App/Screen.swift" })
    #expect(
        screen.apis.map { "\($0.name) \($0.access) \($0.line)" } == [
            "taps internal 4", "closes internal 4", "bind internal 5",
        ])
}

@Test func aFreeFunctionCalledWithATrailingClosureOnlyIsACallSite() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Bridge.swift": """
        import RxSwift
        func asyncToSingle<T>(_ operation: @escaping () async throws -> T) -> Single<T> { .never() }
        func get() -> Single<Int> { .never() }
        """,
        "/repo/App/Repository.swift": """
        import RxSwift
        final class Repository {
            var isEnabled: Bool { get { true } }
            func load() async throws -> Int { 1 }
            func loadSingle() -> Single<Int> { asyncToSingle { try await self.load() } }
            func check(flag: Bool) { if flag { _ = asyncToSingle({ 1 }) } }
        }
        """,
    ])
    // `asyncToSingle { }` calls it as `asyncToSingle({ })` does; a getter's `get {` calls no `get()`.
    #expect(try callerLines(fileSystem, declaredIn: "App/Bridge.swift") == ["asyncToSingle [5, 6]", "get []"])
}

@Test func privateDeclarationsSelfAndSuperAndOperatorNamedExtensionsGetNoForeignCallers() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Alpha.swift": """
        import RxSwift
        final class Alpha {
            fileprivate let hidden = PublishSubject<Int>()
            let shown = PublishSubject<Int>()
        }
        extension PrimitiveSequence {
            func map<T>(_ type: T.Type) -> Single<T> { fatalError() }
            func map<T>(object type: T.Type) -> Single<T> { fatalError() }
        }
        """,
        "/repo/App/Beta.swift": """
        import RxSwift
        final class Beta: Base {
            let shown = 1
            func go(alpha: Alpha, single: Single<Data>) {
                _ = alpha.hidden
                _ = self.shown
                super.shown()
                _ = alpha.shown
                _ = [1].map { $0 }
                _ = single.map(User.self)
                _ = loaded().map(object: User.self)
            }
        }
        """,
    ])
    // Only its own first label (`object:`), or a metatype where the repository has no Moya (whose `map(User.self)`
    // it would be), tells the project's `map` from the operator and `[Int].map`.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Alpha.swift") == [
            "hidden []", "shown [8]", "map [10]", "map [11]",
        ])
}

/// `name [caller lines]` for each Rx API declared in the file at `path` of the repository at `/repo`.
func callerLines(_ fileSystem: InMemoryFileSystem, declaredIn path: String) throws -> [String] {
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let apis = try #require(inventory.files.first { $0.path == path }).apis
    return apis.map { "\($0.name) \($0.callers.map(\.line))" }
}

/// An initializer is a call site with generic arguments too; called empty or without its Rx parameter, it passes none
/// of its Rx parameters (the type's own `init()` or the defaults), so it is none.
@Test func anInitializerCalledWithGenericArgumentsIsACallSite() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Poller.swift": """
        import RxSwift
        protocol Endpoint {}
        final class Poller<Target: Endpoint> {
            init(interval: Int = 5, online: Observable<Bool> = .just(true)) {}
        }
        """,
        "/repo/App/Pollers.swift": """
        import RxSwift
        func makePollers() {
            let inferred: Poller<Users> = Poller(interval: 1)
            let explicit = Poller<Users>(interval: 2, online: .just(true))
            let empty = Poller<Users>()
            let compared = count < limit
            _ = (inferred, explicit, empty, compared)
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/Poller.swift") == ["init [4]"])
}

/// `Feed.init(source:)` calls the initializer as `Feed(source:)` does (at the type's name), and so does an implicit
/// `.init(source:)` whose type a declaration (`let c: Feed = .init(...)`) or the parameter it is passed to gives; not
/// one another type gives, nor an empty `Feed.init()`, which passes none of its Rx parameters.
@Test func anExplicitInitCallsTheInitializerOfItsType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Feed.swift": """
        import RxSwift
        final class Feed {
            init(source: Observable<Int>) {}
            init() {}
        }
        """,
        "/repo/App/A.swift": """
        import RxSwift
        let a = Feed.init(source: .just(1))
        let b = Feed(source: .just(1))
        let c: Feed = .init(source: .just(1))
        let d: Feed? = .init(source: .just(1))
        struct Other { let source: Observable<Int> }
        func show(feed: Feed) {}
        func showAll(sources: [Observable<Int>]) {
            show(feed: .init(source: .just(2)))
            _ = sources.map { Feed.init(source: $0) }
            let other: Other = .init(source: .just(3))
            let empty = Feed.init()
            _ = (other, empty)
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let apis = try #require(inventory.files.first { $0.path == "App/Feed.swift" }).apis
    #expect(
        apis.map { api in "\(api.qualifiedName) " + api.callers.map { "\($0.line):\($0.column)" }.joined(separator: " ")
        }
            == ["Feed.init 2:9 3:9 4:16 5:17 9:17 10:23"])
}

@Test func aMemberCalledWithASpaceBeforeItsParenthesisIsACallSite() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Chain.swift": """
        import RxSwift
        extension ObservableType {
            func thenEmit(_ next: @autoclosure @escaping () -> Observable<Element>) -> Observable<Element> {
                .never()
            }
        }
        """,
        "/repo/App/Wizard.swift": """
        import RxSwift
        final class Wizard {
            func hide() -> Observable<Int> { .just(0) }
            func steps() {
                _ = hide().thenEmit(hide())
                _ = hide().thenEmit (hide())
                _ = hide().thenEmit (
                    hide()
                )
            }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/Chain.swift") == ["thenEmit [5, 6, 7]"])
}

@Test func aCallsFirstLabelTellsOverloadsApart() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Networking.swift": """
        import RxSwift
        final class Networking {
            func load(object id: Int) -> Single<Int> { .never() }
            func load(arrayOf ids: [Int]) -> Single<[Int]> { .never() }
            func fetch() -> Single<Int> { .never() }
            func send(_ value: Int, retries: Int = 0) -> Completable { .never() }
            func pause(afterCount count: Int, withPauser pauser: Int) -> Completable { .never() }
            func retry(times: Int = 3, delay: Int = 1, when: Bool) -> Completable { .never() }
        }
        """,
        "/repo/App/Screen.swift": """
        import RxSwift
        func show(net: Networking) {
            _ = net.load(object: 1)
            _ = net.load(arrayOf: [2])
            _ = net.fetch(3)
            _ = net.fetch()
            _ = net.send(4, retries: 1)
            _ = net.send(value: 5)
            _ = net.pause(withPauser: 6)
            _ = net.retry(delay: 2, when: true)
            _ = net.retry(when: true)
        }
        """,
    ])
    // Both `load`s are in one file, so each call counts for the overloads its first label allows; a later
    // parameter's label starts a call only when those before it have default values.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Networking.swift") == [
            "load [3]", "load [4]", "fetch [6]", "send [7]", "pause []", "retry [10, 11]",
        ])
}

@Test func aDriverReachesNoObservableTypesExtensionAndAnObservableNoDriversOne() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/VoidOps.swift": """
        import RxSwift
        import RxCocoa
        extension SharedSequenceConvertibleType {
            func voided() -> SharedSequence<SharingStrategy, Void> { map { _ in } }
        }
        extension ObservableType {
            func voided() -> Observable<Void> { map { _ in } }
        }
        extension PrimitiveSequenceType where Trait == SingleTrait {
            func voided() -> Single<Void> { map { _ in } }
        }
        """,
        "/repo/App/Form.swift": """
        import RxSwift
        import RxCocoa
        final class Form {
            let tapped: Driver<Int> = .never()
            let typed = BehaviorRelay<String>(value: "")
            let saved: Single<Int> = .never()
            func wire(other: Other) {
                _ = tapped.voided()
                _ = typed.voided()
                _ = saved.voided()
                _ = other.stream.voided()
                _ = typed.asDriver().voided()
                _ = typed.asDriver(onErrorJustReturn: "").voided()
                _ = other.stream.asObservable().voided()
                _ = other.stream.asSingle().voided()
            }
        }
        """,
    ])
    // A relay is an `ObservableType`, a `Single` neither kind; `other.stream` is typed nowhere: all three. A
    // conversion's result is of the type it names.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/VoidOps.swift") == [
            "voided [8, 11, 12, 13]", "voided [9, 11, 14]", "voided [10, 11, 15]",
        ])
}

@Test func aRelayReachesNoMemberOfTheObservableClassAndASubjectDoes() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Optional+Rx.swift": """
        import RxSwift
        extension Observable where Element: OptionalType {
            func filterNil() -> Observable<Element.Wrapped> { fatalError() }
        }
        """,
        "/repo/App/Form.swift": """
        import RxSwift
        import RxRelay
        final class Form {
            let name = BehaviorRelay<String?>(value: nil)
            let title = BehaviorSubject<String?>(value: nil)
            func wire() {
                _ = name.filterNil()
                _ = name.asObservable().filterNil()
                _ = title.filterNil()
            }
        }
        """,
    ])
    // A relay is an `ObservableType` but no `Observable`; its `asObservable()` is, and a subject is a subclass.
    #expect(try callerLines(fileSystem, declaredIn: "App/Optional+Rx.swift") == ["filterNil [8, 9]"])
}

@Test func aReactiveFunctionIsNotBoundThroughRxWithoutACall() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/UIRefreshControl+Rx.swift": """
        import RxCocoa
        import RxSwift
        extension Reactive where Base: UIRefreshControl {
            func isRefreshing(in view: UIScrollView) -> Binder<Bool> { Binder(base) { _, _ in } }
            func save(_ value: Bool) -> Observable<Void> { .empty() }
        }
        """,
        "/repo/App/ListViewController.swift": """
        import RxCocoa
        import RxSwift
        final class ListViewController: UIViewController {
            func bind(loading: Observable<Bool>, refreshControl: UIRefreshControl, list: UIScrollView) {
                _ = loading.bind(to: refreshControl.rx.isRefreshing)
                _ = loading.bind(to: refreshControl.rx.isRefreshing(in: list))
                _ = loading.flatMapLatest(refreshControl.rx.save)
            }
        }
        """,
    ])
    // Without a call, `rx.isRefreshing` is RxCocoa's property of the name; a function of another name is passed.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/UIRefreshControl+Rx.swift") == ["isRefreshing [6]", "save [7]"])
}

@Test func aValueArgumentCallsTheAutoclosureOverloadAndAClosureTheOther() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Then.swift": """
        import RxSwift
        extension ObservableType {
            func then(_ closure: @escaping () -> Observable<Element>?) -> Observable<Element> { .empty() }
            func then(_ closure: @autoclosure @escaping () -> Observable<Element>) -> Observable<Element> {
                .empty()
            }
        }
        """,
        "/repo/App/Steps.swift": """
        import RxSwift
        final class Steps {
            func first() -> Observable<Void> { .just(()) }
            func second() -> Observable<Void> { .just(()) }
            func run(next: Observable<Void>) {
                _ = first().then(self.second())
                _ = first().then { self.second() }
                _ = first().then(next)
                _ = first().then(Observable.create { _ in Disposables.create() })
            }
        }
        """,
    ])
    // A call's result is a value, which only the `@autoclosure` overload takes, and a trailing closure only the
    // other; a name declared with a stream type (`next: Observable<Void>`) is a value too.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Then.swift") == ["then [7]", "then [6, 8, 9]"])
}

@Test func aProtocolRequirementStandsForItsImplementationsInOtherFiles() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Api.swift": """
        import RxSwift
        protocol SwiftHubAPI {
            func repository(fullname: String) -> Single<Repository>
        }
        """,
        "/repo/App/RestApi.swift": """
        import RxSwift
        final class RestApi: SwiftHubAPI {
            func repository(fullname: String) -> Single<Repository> { .never() }
        }
        """,
        "/repo/App/RepositoryViewModel.swift": """
        import RxSwift
        final class RepositoryViewModel {
            let provider: SwiftHubAPI = RestApi()
            func load(cell: RepositoryCellViewModel) { _ = provider.repository(fullname: "a/b") }
        }
        """,
        // A property of that name elsewhere is not a candidate: a closure is called without labels.
        "/repo/App/RepositoryCellViewModel.swift": """
        import RxSwift
        final class RepositoryCellViewModel { let repository: BehaviorRelay<Repository?> }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let callers = inventory.files.flatMap(\.apis).map { "\($0.qualifiedName) \($0.callers.map(\.line))" }
    #expect(
        callers == [
            "SwiftHubAPI.repository [4]", "RepositoryCellViewModel.repository []", "RestApi.repository []",
        ])
    // A same-named member of a type that does not name the protocol keeps the name ambiguous.
    try fileSystem.write(
        "import RxSwift\nfinal class Cache { func repository(fullname: String) -> Single<Repository> { .never() } }\n",
        to: "/repo/App/Cache.swift")
    try fileSystem.write(
        "import RxSwift\nfinal class RepositoryViewModel {\n    let providers: [SwiftHubAPI] = [RestApi()]\n"
            + "    let cache = Cache()\n    func load() { _ = providers[0].repository(fullname: \"a/b\") }\n}\n",
        to: "/repo/App/RepositoryViewModel.swift")
    let ambiguous = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(ambiguous.files.flatMap(\.apis).allSatisfy { $0.callers.isEmpty })
}

@Test func anImportOfAFrameworkTheMigrationKeepsIsNotOneToRemove() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/RootRouter.swift": "import RIBs\nfinal class RootRouter: Router<RootInteractable> {}\n",
        "/repo/App/RootInteractor.swift": "import RIBs\nimport RxSwift\nfinal class RootInteractor {}\n",
        "/repo/App/Worker.swift": "import RIBs\nfunc go(d: Disposable) { d.disposeOnDeactivate(interactor: self) }\n",
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    // RIBs lets its importers see Rx (its helpers count), but the app keeps RIBs: only `import RxSwift` goes.
    let worker = inventory.files.first { $0.path == "App/Worker.swift" }
    #expect(worker?.occurrences.map(\.symbol) == ["Disposable", "disposeOnDeactivate"])
    #expect(
        ImportOnlyFile.all(in: inventory) == [
            ImportOnlyFile(path: "App/RootInteractor.swift", module: "App", imports: ["RxSwift"])
        ])
}

@Test func aTypeAliasNamesTheTypeItStandsFor() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/APIService.swift": """
        import RxSwift
        final class APIService<Target> {
            func request(_ target: Target) -> Single<Data> { .never() }
        }
        """,
        "/repo/App/DeviceAPI.swift":
            "enum DeviceAPI { case register }\ntypealias DeviceAPIService = APIService<DeviceAPI>\n",
        "/repo/App/DeviceRepository.swift": """
        import RxSwift
        final class DeviceRepository {
            let service: DeviceAPIService
            func register() -> Single<Data> { service.request(.register) }
        }
        """,
        "/repo/App/Other.swift": "import RxSwift\nfunc f(queue: Queue) { queue.request(1) }\n",
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let api = try #require(inventory.files.first { $0.path == "App/APIService.swift" }?.apis.first)
    #expect(api.callers.map(\.description) == ["App/DeviceRepository.swift:4"])
}

@Test func aReceiverNamedAfterATypeTellsWhichOfSeveralDeclarationsItCalls() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/FavoritesRepository.swift": """
        import RxSwift
        final class FavoritesRepository { func ids() -> Observable<[Int]> { .never() } }
        """,
        "/repo/App/HomeInteractor.swift": """
        import RxSwift
        protocol HomeInteractor { func ids() -> Observable<[Int]> }
        """,
        "/repo/App/HomeInteractorImpl.swift": """
        import RxSwift
        final class HomeInteractorImpl: HomeInteractor {
            let favoritesRepository: FavoritesRepository
            func load() -> Observable<[Int]> { self.favoritesRepository.ids() }
            func other(store: Store) -> Observable<[Int]> { store.ids() }
        }
        """,
    ])
    // Both `ids` are in sight; `favoritesRepository` names the type, and `store` names neither.
    #expect(try callerLines(fileSystem, declaredIn: "App/FavoritesRepository.swift") == ["ids [4]"])
    #expect(try callerLines(fileSystem, declaredIn: "App/HomeInteractor.swift") == ["ids []"])
}

@Test func aReceiversDeclaredTypeTellsWhichOfSeveralDeclarationsItCalls() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/FavoritesRepository.swift": """
        import RxSwift
        final class FavoritesRepository { func ids() -> Observable<[Int]> { .never() } }
        """,
        "/repo/App/HomeInteractor.swift": """
        import RxSwift
        protocol HomeInteractor { func ids() -> Observable<[Int]> }
        """,
        "/repo/App/HomePresenter.swift": """
        import RxSwift
        final class HomePresenter {
            private let repository: FavoritesRepository?
            let interactor: any HomeInteractor
            let cache = FavoritesRepository()
            func load() -> Observable<[Int]> { repository!.ids() }
            func other() -> Observable<[Int]> { interactor.ids() }
            func cached() -> Observable<[Int]> { cache.ids() }
        }
        """,
        "/repo/App/Both.swift": """
        import RxSwift
        func first(store: FavoritesRepository) {}
        func second(store: HomeInteractor) -> Observable<[Int]> { store.ids() }
        """,
    ])
    // The declarations give `repository`, `interactor` and `cache` their types; in `second`, `store` is its own
    // parameter, whatever `first`'s is.
    #expect(try callerLines(fileSystem, declaredIn: "App/FavoritesRepository.swift") == ["ids [6, 8]"])
    #expect(try callerLines(fileSystem, declaredIn: "App/HomeInteractor.swift") == ["ids [3, 7]"])
}

@Test func siblingTypesInOneFileShareNoCallerTheReceiverTellsApart() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Networking.swift": """
        import RxSwift
        final class GithubNetworking { func request(_ target: Int) -> Single<Int> { .never() } }
        final class TrendingNetworking { func request(_ target: Int) -> Single<Int> { .never() } }
        """,
        "/repo/App/RestApi.swift": """
        import RxSwift
        final class RestApi {
            let githubProvider: GithubNetworking
            let trendingProvider: TrendingNetworking
            func a() -> Single<Int> { githubProvider.request(1) }
            func b() -> Single<Int> { trendingProvider.request(2) }
            func c() -> Single<Int> {
                let other = makeProvider()
                return other.request(3)
            }
        }
        """,
    ])
    // `other` tells no type: both keep that call, as before.
    #expect(try callerLines(fileSystem, declaredIn: "App/Networking.swift") == ["request [5, 9]", "request [6, 9]"])
}

@Test func aReceiverDeclaredWithALibrarysTypeReachesOnlyWhatItIsOrItsExtensionsConformTo() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/Tests/MockTimerService.swift": """
        import RxSwift
        final class MockTimerService: Ticking { func start() -> Observable<Int> { .just(1) } }
        """,
        "/repo/Tests/TimerTests.swift": """
        import RxSwift
        import RxTest
        typealias Timer = MockTimerService
        final class TimerTests<Service> {
            private var scheduler: TestScheduler!
            let timer = MockTimerService()
            let aliased: Timer
            let ticking: Ticking
            let generic: Service
            func testStart() {
                self.scheduler.start()
                timer.start()
                aliased.start()
                ticking.start()
                generic.start()
            }
        }
        """,
    ])
    // `TestScheduler` is RxTest's: its `start()` is not the mock's. A type alias, a library protocol the mock
    // conforms to (`Ticking`) and a generic parameter may stand for the mock.
    #expect(try callerLines(fileSystem, declaredIn: "Tests/MockTimerService.swift") == ["start [12, 13, 14, 15]"])
}

@Test func aReceiverDeclaredWithAnotherProjectTypeCallsOnlyWhatThatTypeHasOrInherits() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/UserOutput.swift": """
        import RxCocoa
        final class UserOutput { let fullname: Driver<String> }
        class BaseViewModel { let title: Driver<String> }
        """,
        "/repo/App/Models.swift": """
        struct Repository { let fullname: String }
        final class DetailViewModel: BaseViewModel {}
        """,
        "/repo/App/Screen.swift": """
        import RxCocoa
        func show(repository: Repository, output: UserOutput, detail: DetailViewModel, base: BaseViewModel) {
            _ = repository.fullname
            _ = output.fullname
            _ = detail.title
            guard let special = base as? UserOutput else { return }
            _ = special.fullname
        }
        """,
    ])
    // A `Repository` has a `fullname` of its own; a `DetailViewModel` inherits `title`; the cast gives
    // `special` its type.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/UserOutput.swift") == ["fullname [4, 7]", "title [5]"])
}

@Test func anImplementationThroughAnInheritingProtocolOrAnotherFilesExtensionListsTheRequirement() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/LocationStoring.swift": """
        import RxSwift
        protocol LocationStoring { func locations() -> Observable<[Int]> }
        protocol WeatherStorageManaging: LocationStoring {}
        """,
        "/repo/App/WeatherStorageMock.swift": """
        import RxSwift
        final class WeatherStorageMock: WeatherStorageManaging {
            func locations() -> Observable<[Int]> { .never() }
        }
        final class Later { func locations() -> Observable<[Int]> { .never() } }
        final class Unrelated { func locations() -> Observable<[Int]> { .never() } }
        """,
        "/repo/App/Later+LocationStoring.swift": "extension Later: LocationStoring {}\n",
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let file = try #require(inventory.files.first { $0.path == "App/WeatherStorageMock.swift" })
    #expect(
        file.apis.map { "\($0.qualifiedName) \($0.implements.map(\.description))" } == [
            "WeatherStorageMock.locations [\"App/LocationStoring.swift:2\"]",
            "Later.locations [\"App/LocationStoring.swift:2\"]", "Unrelated.locations []",
        ])
}

@Test func anExtensionOfTheFilesOwnTypeNamedLikeAnRxTypeIsNotRx() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Event.swift": """
        import RxSwift
        struct Event { let payload: Any? }
        extension Event {
            var text: String {
                guard let payload = self.payload as? PushPayload else { return "" }
                return payload.commits.reduce("") { $0 + $1.message }
            }
        }
        extension Observable {
            func lastTwo() -> Observable<Element> { self.takeLast(2) }
        }
        """
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let file = try #require(inventory.files.first)
    // The `Observable` extension is still RxSwift's, and so is its `self`.
    #expect(file.occurrences.map { "\($0.line):\($0.symbol)" } == ["9:Observable", "10:Observable", "10:takeLast"])
}

/// An implementation has the requirement's labels, all of them, and staticness: `load(id:force:)`, even with a
/// default, is another method than `load(id:)` to Swift, which a protocol's requirement names in full.
@Test func anImplementationHasTheRequirementsLabelsAndStaticness() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Loading.swift": """
        import RxSwift
        protocol Loading {
            func load(id: Int) -> Single<Int>
            static func make() -> Observable<Int>
        }
        """,
        "/repo/App/Loader.swift": """
        import RxSwift
        final class Loader: Loading {
            func load(id: Int, force: Bool = false) -> Single<Int> { .never() }
            func load(name: String) -> Single<Int> { .never() }
            static func make() -> Observable<Int> { .never() }
            func make() -> Observable<Int> { .never() }
            func load(id: Int) -> Single<Int> { .never() }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let file = try #require(inventory.files.first { $0.path == "App/Loader.swift" })
    #expect(
        file.apis.map { "\($0.line) \($0.implements.map(\.line))" } == ["3 []", "4 []", "5 [4]", "6 []", "7 [3]"])
}

@Test func aLifetimeNamedLikeTheFilesOwnIsThatOne() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/SizeClassStore.swift": """
        import RxSwift
        class SizeClassStore { let disposeBag = DisposeBag() }
        """,
        "/repo/App/BaseViewController.swift": """
        import RxSwift
        class BaseViewController { let disposeBag = DisposeBag() }
        """,
        "/repo/App/Spec.swift": """
        import RxSwift
        final class Spec {
            private var disposeBag = DisposeBag()
            func run(store: SizeClassStore) { Observable.just(1).subscribe().disposed(by: self.disposeBag) }
        }
        final class FakeSizeClassStore: SizeClassStore {}
        """,
        "/repo/App/HomeViewController.swift": """
        import RxSwift
        final class HomeViewController: BaseViewController {
            func bind(store: SizeClassStore) { Observable.just(1).subscribe().disposed(by: self.disposeBag) }
        }
        """,
    ])
    // The spec's own `disposeBag` is not the store's, though a fake in its file inherits one; the subclass's
    // is its superclass's.
    #expect(try callerLines(fileSystem, declaredIn: "App/SizeClassStore.swift") == ["disposeBag []"])
    #expect(try callerLines(fileSystem, declaredIn: "App/BaseViewController.swift") == ["disposeBag [3]"])
}

@Test func anArrayOfEventsIsNoStreamToProveAChain() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Recorder.swift": """
        import RxSwift
        final class Recorder { var events: [Event<Int>] = [] }
        final class Store { let items = BehaviorRelay<[Int]>(value: []) }
        """,
        "/repo/App/Use.swift": """
        import RxSwift
        func use(recorder: Recorder, store: Store) {
            _ = recorder.events.map { $0 }
            _ = store.items.map { $0 }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let file = try #require(inventory.files.first { $0.path == "App/Use.swift" })
    #expect(file.occurrences.map { "\($0.line):\($0.symbol)" } == ["4:map"])
}

@Test func anOperatorOnAnotherFilesRxPropertyIsRxOnAReceiverDeclaredWithItsType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/UserRepositoryType.swift": """
        import RxSwift
        protocol UserRepositoryType { var session: Observable<Session> { get } }
        """,
        "/repo/App/ProfileViewModel.swift": """
        import RxSwift
        final class ProfileViewModel {
            let repository: UserRepositoryType
            init(repository: UserRepositoryType, settings: Settings) {
                self.repository = repository
                _ = repository.session.map { $0.user }
                _ = settings.session.map { $0.user }
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let file = try #require(inventory.files.first { $0.path == "App/ProfileViewModel.swift" })
    // `settings` is some other type with a `session` of its own.
    #expect(file.occurrences.map { "\($0.line):\($0.symbol)" } == ["6:map"])
}

@Test func anOperatorOnALocalGivenAnotherFilesRxPropertyIsRx() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/CalendarViewModel.swift": """
        import RxRelay
        final class CalendarViewModel { let selected = BehaviorRelay<Int>(value: 0) }
        """,
        "/repo/App/CalendarView.swift": """
        import RxSwift
        final class CalendarView {
            private let viewModel = CalendarViewModel()
            func bind(settings: Settings) {
                let paths = viewModel.selected.map { $0 + 1 }
                _ = paths.skip(1)
                let alias = viewModel.selected
                _ = alias.skip(1)
                let other = settings.selected
                _ = other.skip(1)
                let counts = viewModel.selected.map { [$0] }
                _ = counts.flatMap { counts in counts.filter { $0 > 0 } }
                let current = viewModel.selected.value
                _ = current.map { $0 + 1 }
            }
            func later() { _ = paths.skip(1) }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let file = try #require(inventory.files.first { $0.path == "App/CalendarView.swift" })
    // `settings` is some other type with a `selected` of its own; the closure's `counts` is an array, `current` a
    // relay's value; `later()` names another `paths`.
    #expect(
        file.occurrences.map { "\($0.line):\($0.symbol)" } == ["5:map", "6:skip", "8:skip", "11:map", "12:flatMap"])
}

@Test func aPropertyTypesItsNameInItsOwnTypesBody() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/TradeServices.swift": """
        import RxSwift
        final class UniswapTradeService { var state: Observable<Int> { .just(1) } }
        final class OneInchTradeService { var state: Observable<Int> { .just(2) } }
        final class Wallet { var state: Int { 0 } }
        """,
        "/repo/App/CoinCardModule.swift": """
        import RxSwift
        final class UniswapCardService {
            private let tradeService: UniswapTradeService
            init(tradeService: UniswapTradeService) { self.tradeService = tradeService }
            var isLoading: Observable<Bool> { tradeService.state.map { $0 == 0 } }
        }
        final class OneInchCardService {
            private let tradeService: OneInchTradeService
            init(tradeService: OneInchTradeService) { self.tradeService = tradeService }
            var isLoading: Observable<Bool> { tradeService.state.map { $0 == 0 } }
        }
        final class WalletCardService {
            private let tradeService: Wallet
            var isEmpty: Bool { tradeService.state.map { $0 } == nil }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    // Each class's `tradeService` has the type its own body gives it, though the file gives the name three.
    let file = try #require(inventory.files.first { $0.path == "App/CoinCardModule.swift" })
    #expect(file.occurrences.filter { $0.symbol == "map" }.map(\.line) == [5, 10])
    let services = try #require(inventory.files.first { $0.path == "App/TradeServices.swift" })
    #expect(
        services.apis.map { "\($0.container ?? "").\($0.name) \($0.callers.map(\.line))" } == [
            "UniswapTradeService.state [5]", "OneInchTradeService.state [10]",
        ])
}

@Test func anOwnerOfAWithUnretainedClosureIsSelf() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/UseCases.swift": """
        import RxSwift
        protocol EditUseCaseProtocol { func execute(memberId: String, parameter: Int) -> Single<Int> }
        protocol UploadUseCaseProtocol { func execute(memberId: String, parameter: String) -> Single<Int> }
        """,
        "/repo/App/CameraReactor.swift": """
        import RxSwift
        final class CameraReactor {
            private let editUseCase: EditUseCaseProtocol
            private let uploadUseCase: UploadUseCaseProtocol
            func edit() -> Observable<Int> {
                Observable.just(1).withUnretained(self).flatMap { owner, _ in
                    owner.editUseCase.execute(memberId: "m", parameter: 1)
                }
            }
            func upload() -> Observable<Int> {
                Observable.just(1).flatMap { [weak self] _ in
                    guard let strongSelf = self else { return .empty() }
                    return strongSelf.uploadUseCase.execute(memberId: "m", parameter: "p")
                }
            }
        }
        """,
    ])
    // Two `execute(memberId:parameter:)`: each receiver's declared type tells which.
    #expect(try callerLines(fileSystem, declaredIn: "App/UseCases.swift") == ["execute [7]", "execute [13]"])
}

@Test func aPropertyTypesItsNameInTheFilesExtensionsOfItsType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/AccountRepository.swift": """
        import RxSwift
        protocol AccountImpl { func upload(to url: String) -> Observable<Bool> }
        final class AccountRepository: AccountImpl {
            func upload(to url: String) -> Observable<Bool> { .just(true) }
        }
        """,
        "/repo/App/SignUpReactor.swift": """
        import RxSwift
        final class SignUpReactor {
            private var accountRepository: AccountImpl
            init(accountRepository: AccountRepository) { self.accountRepository = accountRepository }
        }
        extension SignUpReactor {
            func mutate() -> Observable<Bool> { self.accountRepository.upload(to: "u") }
        }
        """,
    ])
    // The property's type, not the name's nor the initializer parameter's: the protocol's requirement.
    #expect(try callerLines(fileSystem, declaredIn: "App/AccountRepository.swift") == ["upload [7]", "upload []"])
}

@Test func anImplementationOfAnotherFilesRequirementListsIt() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/SwiftHubAPI.swift": """
        import RxSwift
        protocol SwiftHubAPI {
            func repository(fullname: String) -> Single<Repository>
            var session: Observable<Session> { get }
        }
        """,
        "/repo/App/RestApi.swift": """
        import RxSwift
        final class RestApi {
            let session: Observable<Session> = .never()
        }
        extension RestApi: SwiftHubAPI {}
        extension RestApi {
            func repository(fullname: String) -> Single<Repository> { .never() }
        }
        """,
        "/repo/App/Cache.swift": """
        import RxSwift
        final class Cache<API: SwiftHubAPI>: Storage where API: SwiftHubAPI {
            func repository(fullname: String) -> Single<Repository> { .never() }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let implements = inventory.files.flatMap { file in
        file.apis.map { "\($0.qualifiedName) \($0.implements.map(\.description))" }
    }
    // The class and the last extension name no protocol: the other extension's conformance counts for all
    // of `RestApi`'s members in the file. `Cache` inherits only
    // `Storage`: its generic parameter's constraints and `where` clause name the protocol, not its header.
    #expect(
        implements == [
            "Cache.repository []", "RestApi.session [\"App/SwiftHubAPI.swift:4\"]",
            "RestApi.repository [\"App/SwiftHubAPI.swift:3\"]", "SwiftHubAPI.repository []",
            "SwiftHubAPI.session []",
        ])
}

@Test func anImplementationOfItsOwnFilesRequirementListsIt() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Repo.swift": """
        import RxSwift
        protocol Repo {
            func load() -> Single<Int>
        }
        final class RemoteRepo: Repo {
            func load() -> Single<Int> { .just(1) }
            func reload() -> Single<Int> { .just(1) }
        }
        """
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let file = try #require(inventory.files.first)
    #expect(
        file.apis.map { "\($0.qualifiedName) \($0.implements.map(\.description))" } == [
            "Repo.load []", "RemoteRepo.load [\"App/Repo.swift:3\"]", "RemoteRepo.reload []",
        ])
}

@Test func aMemberOfAClosuresArgumentIsNotAMethodPassedAsAValue() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/SwiftHubAPI.swift": """
        import RxSwift
        protocol SwiftHubAPI { func repository(fullname: String) -> Single<Repository> }
        """,
        "/repo/App/GraphApi.swift": """
        import RxSwift
        final class GraphApi {
            let api: SwiftHubAPI
            func load() { _ = results.map { Repository(graph: $0.repository) }; _ = f(api.repository) }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/SwiftHubAPI.swift") == ["repository [4]"])
}

@Test func aStandardLibraryMemberNameCountsOnlyOnAReceiverNamedAfterTheType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/LoginViewModel.swift": """
        import RxSwift
        final class LoginViewModel { let isEmpty: Driver<Bool> }
        """,
        "/repo/App/AppDelegate.swift": """
        import RxSwift
        func start(model: LoginViewModel, token: String) {
            _ = token.isEmpty
            _ = loginViewModel.isEmpty
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/LoginViewModel.swift") == ["isEmpty [4]"])
}

@Test func aReceiverOfUnknownTypeReadsNoRxPropertyAPlainOneSharesTheNameOf() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Article.swift": "struct Article {\n    var headline: String?\n}\n",
        "/repo/App/DetailViewModel.swift": """
        import RxRelay
        final class DetailViewModel {
            let headline = BehaviorRelay<String>(value: "")
            let summary = BehaviorRelay<String>(value: "")
        }
        """,
        "/repo/App/ListViewModel.swift": """
        import RxSwift
        final class ListViewModel {
            let articles = BehaviorRelay<[Article]>(value: [])
            func titles() -> Observable<[String]> { articles.map { list in list.map { $0.headline ?? "" } } }
            func open(detailViewModel: DetailViewModel) {
                let detail = DetailViewModel()
                detail.headline.accept("")
                detailViewModel.headline.accept("")
                _ = [detail].map { $0.headline }
                _ = [detail].map { $0.summary }
            }
        }
        """,
    ])
    // `$0` could hold an `Article`, in `titles()` it does; `summary` has no plain namesake.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/DetailViewModel.swift") == ["headline [7, 8]", "summary [10]"])
}

@Test func aSuperclassPropertyReadOrSetBareIsACallSite() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/BaseCellModel.swift": """
        import RxSwift
        import RxRelay
        class BaseCellModel {
            let caption = BehaviorRelay<String?>(value: nil)
            var cellBag = DisposeBag()
        }
        extension Reactive where Base: UIView {
            var accessibility: Binder<String> { Binder(base) { _, _ in } }
        }
        """,
        "/repo/App/NameCellModel.swift": """
        import RxSwift
        final class NameCellModel: BaseCellModel {
            var accessibility = ""
            init(name: String) {
                super.init()
                caption.accept(name)
                caption?.accept(name)
            }
            func reset() {
                cellBag = DisposeBag()
                let current = caption.value
                accessibility = current ?? ""
                if cellBag == DisposeBag() { }
            }
        }
        extension Reactive where Base: NameCellModel {
            var name: Binder<String> { Binder(base) { _, _ in } }
        }
        """,
        "/repo/App/Other.swift": """
        import RxSwift
        final class OtherCellModel: BaseCellModel {
            func show(_ names: [String]) {
                let caption = names.first
                _ = caption.map { $0 }
            }
        }
        """,
    ])
    // As a receiver or an assignment's target, `caption` and `cellBag` are the superclass's (an operand, line 13,
    // is not read); a view's own `accessibility` is no member of its `Reactive`, though the file extends
    // `Reactive`; a local shadows.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/BaseCellModel.swift") == [
            "caption [6, 7, 11]", "cellBag [10]", "accessibility []",
        ])
}

/// A free function passed alone to an operator (`.flatMap(ignoreNil)`) is called for each value: a call site; a
/// property of that name passed so is a read, not a call of the function.
@Test func aFreeFunctionPassedToAnOperatorIsACallSite() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Utility.swift": """
        import RxSwift
        func ignoreNil<A>(x: A?) -> Observable<A> { x.map { Observable.just($0) } ?? Observable.empty() }
        """,
        "/repo/App/MainViewModel.swift": """
        import RxSwift
        final class MainViewModel {
            let items = PublishSubject<Int?>()
            func bind() {
                _ = items.flatMap(ignoreNil).subscribe()
                _ = items.map(String.init).subscribe()
            }
        }
        final class MainController: UIViewController {
            let items = PublishSubject<Int?>()
            func bind() { _ = items.flatMap(ignoreNil).subscribe() }
        }
        """,
        "/repo/App/Other.swift": """
        import RxSwift
        final class Other {
            let ignoreNil: Observable<Int> = .empty()
            func read() { _ = Observable.merge(ignoreNil) }
        }
        """,
    ])
    // Also in a type inheriting another (a view controller), where a bare argument may be an inherited property.
    #expect(try callerLines(fileSystem, declaredIn: "App/Utility.swift") == ["ignoreNil [5, 11]"])
}

@Test func aMethodPassedAsAValueAndASuperclassMemberCalledBareAreCallSites() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/LoginUseCase.swift": """
        import RxSwift
        final class LoginUseCase { func execute(_ email: String) -> Single<User> { .never() } }
        """,
        "/repo/App/CoordinatorVC.swift": """
        import RxCocoa
        class CoordinatorVC: UIViewController { var loading: Binder<Bool> { Binder(self) { _, _ in } } }
        """,
        "/repo/App/LoginViewController.swift": """
        import RxSwift
        final class LoginViewController: CoordinatorVC {
            let useCase: LoginUseCase
            func bind(taps: Observable<String>) {
                _ = taps.flatMapLatest(useCase.execute)
                _ = taps.map { _ in true }.bind(to: self.loading)
                _ = taps.map { _ in false }.bind(to: loading)
            }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/LoginUseCase.swift") == ["execute [5]"])
    #expect(try callerLines(fileSystem, declaredIn: "App/CoordinatorVC.swift") == ["loading [6, 7]"])
    // A file that declares the name itself (a parameter or a closure's `loading`) means its own by a lone
    // `loading` only where that declaration is in sight: in the function beside it, the name is the inherited one.
    let shadowing = fileSystem
    try shadowing.write(
        """
        import RxSwift
        final class ProfileViewController: CoordinatorVC {
            func bind(taps: Observable<Bool>) { _ = taps.bind(to: loading) }
            func show(loading: Binder<Bool>) { _ = Observable.just(true).bind(to: loading) }
        }
        """, to: "/repo/App/ProfileViewController.swift")
    try shadowing.write(
        """
        import RxSwift
        final class FeedViewController: CoordinatorVC {
            func bind(taps: Observable<Bool>) { _ = taps.bind(to: loading) }
            func each(_ taps: Observable<Bool>) { _ = taps.subscribe(onNext: { (loading) in print(loading) }) }
        }
        """, to: "/repo/App/FeedViewController.swift")
    let inventory = try RepositoryScanner(fileSystem: shadowing).scan(root: "/repo")
    let loading = try #require(inventory.files.first { $0.path == "App/CoordinatorVC.swift" }?.apis.first)
    #expect(
        loading.callers.map { "\($0.path):\($0.line)" } == [
            "App/FeedViewController.swift:3", "App/LoginViewController.swift:6", "App/LoginViewController.swift:7",
            "App/ProfileViewController.swift:3",
        ])
}

@Test func aLibraryOnlyAnImportBringsCountsOnlyWhenSomeFileImportsIt() throws {
    var files = [
        "/repo/App/StartViewModel.swift": """
        import RxSwift
        func start(useCase: LoginUseCase) { useCase.execute().map { $0 }.subscribe() }
        """
    ]
    let without = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    // No file imports the Action library: `execute` is the project's own use case.
    #expect(without.files.first?.occurrences.map(\.construct) == ["map", "subscribe"])
    files["/repo/App/Actions.swift"] = "import Action\nimport RxSwift\nlet a = 1\n"
    let with = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let start = try #require(with.files.first { $0.path == "App/StartViewModel.swift" })
    #expect(start.occurrences.map(\.construct) == ["Action.execute", "map", "subscribe"])
}

@Test func aCallNeverReachesAPropertyHoldingAnRxValueOnlyOneHoldingAFunction() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Bindings.swift": """
        import RxSwift
        struct Bindings {
            let getLaunches: PublishRelay<Void>
            let load: () -> Single<Int>
        }
        """,
        "/repo/App/MainViewModel.swift": """
        import RxSwift
        func start(bindings: Bindings, target: Target) {
            target.getLaunches()
            bindings.getLaunches.accept(())
            _ = bindings.load()
            if bindings.getLaunches.hasObservers {}
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/Bindings.swift") == ["getLaunches [4, 6]", "load [5]"])
}

@Test func aProjectsOwnOperatorNamedLikeAnUnusedLibrarysGetsItsCallers() throws {
    var files = [
        "/repo/App/Observable+Operators.swift": """
        import RxSwift
        extension ObservableType {
            func filterNil<T>() -> Observable<T> where Element == T? { compactMap { $0 } }
        }
        """,
        "/repo/App/DetailCell.swift": """
        import RxSwift
        func bind(name: Observable<String?>, label: Binder<String>) {
            _ = name.filterNil().bind(to: label)
        }
        """,
    ]
    let operators = "App/Observable+Operators.swift"
    #expect(try callerLines(InMemoryFileSystem(files), declaredIn: operators) == ["filterNil [3]"])
    // With RxOptional in the repository, `filterNil()` is its operator, an occurrence rather than a call.
    files["/repo/App/Optional.swift"] = "import RxOptional\n"
    #expect(try callerLines(InMemoryFileSystem(files), declaredIn: operators) == ["filterNil []"])
}

/// RxRealm's `Observable.changeset(from:)` needs RxRealm imported somewhere: without it, a repository's own
/// `changeset(from:)` on `ObservableType` is no RxRealm construct, and its call is that function's caller.
@Test func aProjectsOwnFactoryNamedLikeRxRealmsGetsItsCallersWithoutRxRealm() throws {
    var files = [
        "/repo/App/Observable+Changeset.swift": """
        import RxSwift
        extension ObservableType {
            static func changeset(from items: [Int]) -> Observable<[Int]> { .just(items) }
        }
        """,
        "/repo/App/ListViewModel.swift": """
        import RxSwift
        final class ListViewModel {
            let rows = Observable.changeset(from: [1])
        }
        """,
    ]
    let helper = "App/Observable+Changeset.swift"
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let model = try #require(inventory.files.first { $0.path == "App/ListViewModel.swift" })
    #expect(model.occurrences.map { "\($0.line):\($0.construct)" } == ["3:Observable"])
    #expect(try callerLines(InMemoryFileSystem(files), declaredIn: helper) == ["changeset [3]"])
    // With RxRealm imported, `Observable.changeset(from:)` is its factory, an occurrence rather than a call.
    files["/repo/App/Realm+Rx.swift"] = "import RxRealm\n"
    let withRealm = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let realmModel = try #require(withRealm.files.first { $0.path == "App/ListViewModel.swift" })
    #expect(realmModel.occurrences.map { "\($0.line):\($0.construct)" } == ["3:Observable", "3:RxRealm"])
    #expect(try callerLines(InMemoryFileSystem(files), declaredIn: helper) == ["changeset []"])
}

@Test func anOperatorOnACallOfAnotherFilesRxFunctionIsRx() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/BookRepository.swift": """
        import RxSwift
        final class BookRepository {
            func getBook(id: Int) -> Single<Book> { .never() }
            var books: Observable<[Book]> { .never() }
        }
        """,
        "/repo/App/BookViewModel.swift": """
        import RxSwift
        func load(repository: BookRepository, shelf: Shelf, bookRepository: BookRepository) {
            _ = repository.getBook(id: 1).map { $0.title }
            _ = shelf.books.map { $0.title }
            _ = bookRepository.books.map { $0.count }
        }
        """,
        "/repo/App/Other.swift": "import RxSwift\nfunc f(store: Store) { _ = store.getBook(id: 1).map { $0 } }\n",
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let symbols = { (path: String) in
        inventory.files.first { $0.path == path }?.occurrences.map { "\($0.line):\($0.symbol)" }
    }
    // A call of `BookRepository.getBook` proves the chain; a property name (`books`) is too common to, but
    // on a receiver named after its type it does; a file that never names `BookRepository` calls some
    // other `getBook`.
    #expect(symbols("App/BookViewModel.swift") == ["3:map", "5:map"])
    #expect(symbols("App/Other.swift") == [])
}

@Test func anOperatorOnACallOfAnotherFilesRxFunctionNamedLikeACatalogSymbolIsRx() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/UseCases.swift": """
        import RxSwift
        protocol FetchMemberUseCase { func execute() -> Observable<Int> }
        protocol NetworkService { func request(endpoint: Int) -> Observable<Int?> }
        extension Observable {
            func mapTo<B>(arrayOf type: B.Type) -> Observable<[B]> { map { _ in [] } }
        }
        """,
        "/repo/App/ProfileReactor.swift": """
        import RxSwift
        func load(useCase: FetchMemberUseCase, networkService: NetworkService) {
            _ = useCase.execute().map { String($0) }
            _ = networkService.request(endpoint: 1).map { _ in () }
            _ = networkService.request(endpoint: 1).mapTo(arrayOf: Int.self)
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let reactor = try #require(inventory.files.first { $0.path == "App/ProfileReactor.swift" })
    // Without Action or `.rx`, `execute` and `request` are the project's: their chains are Rx.
    #expect(reactor.occurrences.map { "\($0.line):\($0.symbol)" } == ["3:map", "4:map", "5:mapTo"])
    // `mapTo(arrayOf:)`, an occurrence of RxSwiftExt's `mapTo` by its name, still calls the project's operator.
    let apis = try #require(inventory.files.first { $0.path == "App/UseCases.swift" }).apis
    #expect(apis.map { "\($0.name) \($0.callers.map(\.line))" } == ["execute [3]", "request [4, 5]", "mapTo [5]"])
}

@Test func aProjectsAsSignalWithALabelRxCocoaDoesNotTakeGetsItsCallers() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Operators.swift": """
        import RxCocoa
        import RxSwift
        extension ObservableConvertibleType {
            func asSignal(onErrorReturnJust: @escaping (Error) -> Element) -> Signal<Element> {
                asSignal(onErrorRecover: { Signal.just(onErrorReturnJust($0)) })
            }
        }
        """,
        "/repo/App/Feature.swift": """
        import RxCocoa
        import RxSwift
        func load(source: Single<Int>) -> Signal<Int> {
            _ = source.asSignal(onErrorJustReturn: 0)
            return source.asSignal(onErrorReturnJust: { _ in 0 })
        }
        """,
    ])
    // RxCocoa's `asSignal(onErrorJustReturn:)` is no call of the project's operator; its own label is.
    #expect(try callerLines(fileSystem, declaredIn: "App/Operators.swift") == ["asSignal [5]"])
}

@Test func aProjectsOperatorCalledEmptyOrWithALabelRxSwiftsDoesNotTakeGetsItsCallersInAChain() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Observable+Extras.swift": """
        import RxSwift
        extension ObservableType {
            func unwrap<T>() -> Observable<T> where Element == T? { compactMap { $0 } }
            func merge(with other: Observable<Element>) -> Observable<Element> { .merge(asObservable(), other) }
        }
        """,
        "/repo/App/Feed.swift": """
        import RxSwift
        final class Feed {
            let query = BehaviorSubject<String?>(value: nil)
            func bind(taps: Observable<Void>, pulls: Observable<Void>, bag: DisposeBag) {
                query.unwrap().subscribe().disposed(by: bag)
                _ = taps.merge(with: pulls)
                _ = Observable.of(taps, pulls).merge(maxConcurrent: 1)
                _ = Observable.of(taps, pulls).merge()
            }
        }
        """,
    ])
    // Both are occurrences of RxSwift's operators by their names (a subject, a stream parameter), and still calls of
    // the project's: an empty call of its `unwrap()`, its own label `with:`; RxSwift's `merge(maxConcurrent:)`
    // and `merge()` are not.
    #expect(try callerLines(fileSystem, declaredIn: "App/Observable+Extras.swift") == ["unwrap [5]", "merge [6]"])
}

@Test func aProjectsFactoryWithALabelRxSwiftsDoesNotTakeAndAMemberNamedLikeAKeywordGetTheirCallers() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Extensions.swift": """
        import RxSwift
        protocol Entity {}
        extension Observable where Element: Entity {
            static func from(object: Element) -> Observable<Element> { .just(object) }
        }
        extension Completable {
            func await(with bag: DisposeBag) async throws {}
        }
        """,
        "/repo/App/Database.swift": """
        import RxSwift
        struct Row: Entity {}
        func observe(row: Row, rows: [Row], done: Completable, bag: DisposeBag) async {
            _ = Observable.from(object: row)
            _ = Observable.from(rows)
            try? await done.await(with: bag)
        }
        """,
    ])
    // RxSwift's `from` takes its sequence unlabeled (or `optional:`); `.await` after a dot is a member's name.
    #expect(try callerLines(fileSystem, declaredIn: "App/Extensions.swift") == ["from [4]", "await [6]"])
}

@Test func aProjectsFlatMapCompletableWithALabelGetsItsCallers() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Single+Weak.swift": """
        import RxSwift
        extension PrimitiveSequence where Trait == SingleTrait {
            func flatMapCompletable<A: AnyObject>(weak object: A, _ selector: @escaping (A, Element) -> Completable)
                -> Completable { .empty() }
        }
        """,
        "/repo/App/Engine.swift": """
        import RxSwift
        final class Engine {
            func save(balance: Single<Int>) -> Completable {
                _ = balance.flatMapCompletable { _ in .empty() }
                return balance.flatMapCompletable(weak: self) { _, _ in .empty() }
            }
        }
        """,
    ])
    // RxSwift's takes a closure only; a label is the project's overload, which is Rx too.
    #expect(try callerLines(fileSystem, declaredIn: "App/Single+Weak.swift") == ["flatMapCompletable [5]"])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let engine = try #require(inventory.files.first { $0.path == "App/Engine.swift" })
    #expect(engine.occurrences.filter { $0.construct == "flatMapCompletable" }.map(\.line) == [4, 5])
}

@Test func aPropertyReadOnAReceiverOfUnknownTypeIsNoFunctionPassedAsAValue() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Wallets.swift": """
        import RxSwift
        protocol WalletsRepositoryProtocol {
            func wallet(by publicKey: String) -> Observable<Wallet>
            func wallets() -> Observable<[Wallet]>
        }
        """,
        "/repo/App/SignedWallet.swift": "struct SignedWallet {\n    let wallet: Wallet\n}\n",
        "/repo/App/UseCase.swift": """
        import RxSwift
        final class UseCase {
            let repository: WalletsRepositoryProtocol
            func complete(signed: Observable<SignedWallet>) -> Observable<Wallet?> {
                _ = signed.flatMap(repository.wallets)
                return signed.map { item in Optional.some(item.wallet) }
            }
        }
        """,
    ])
    // `item.wallet` reads `SignedWallet.wallet`; `repository.wallets` is the function passed as a value.
    let callers = try callerLines(fileSystem, declaredIn: "App/Wallets.swift")
    #expect(callers == ["wallet []", "wallets [5]"])
}

@Test func anOperatorOnACallOfARxFunctionABaseClassDeclaresIsRx() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/AsyncAction.swift": """
        import RxSwift
        public class AsyncAction<T> {
            public func getValue() -> Single<T> { .never() }
        }
        """,
        "/repo/App/SwapAction.swift": "public class SwapAction: AsyncAction<Int> {}\n",
        "/repo/App/Presenter.swift": """
        import RxSwift
        final class Presenter {
            let swapAction: SwapAction
            func createSwap() -> Single<String> { swapAction.getValue().map { "\\($0)" } }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let presenter = try #require(inventory.files.first { $0.path == "App/Presenter.swift" })
    // The file names `SwapAction`, whose base class declares `getValue()`.
    #expect(presenter.occurrences.map { "\($0.line):\($0.symbol)" } == ["4:Single", "4:map"])
}

@Test func aLocalGivenAChainTheResolutionProvesStartsRxChains() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Repository.swift": "final class Repository {\n    func load() -> [Int] { [] }\n}\n",
        "/repo/App/Interactor.swift": """
        import RxSwift
        final class Interactor {
            let repository = Repository()
            func total() -> Observable<Int> {
                let collection = repository.load().flatMap { value in Observable.just(value) }
                let plain = repository.load().map { $0 }
                _ = plain.map { $0 }
                return collection.map { $0 * 2 }
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let interactor = try #require(inventory.files.first { $0.path == "App/Interactor.swift" })
    // The `flatMap` its closure proves makes `collection` Rx; `plain` stays an array.
    #expect(
        interactor.occurrences.map { "\($0.line):\($0.symbol)" }
            == ["4:Observable", "5:flatMap", "5:Observable", "5:just", "8:map"])
}

@Test func anImplementationsOwnMembersAreNoCallersOfTheProtocolsRequirements() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/CounterUseCase.swift": """
        import RxSwift
        protocol CounterUseCase { var count: BehaviorSubject<Int> { get } }
        """,
        "/repo/App/DefaultCounterUseCase.swift": """
        import RxSwift
        final class DefaultCounterUseCase: CounterUseCase {
            let count = BehaviorSubject<Int>(value: 0)
            func increment() { self.count.onNext(1) }
            func reset() { count.onNext(0) }
            func later() { DispatchQueue.main.async { [weak self] in self?.count.onNext(3) } }
        }
        """,
        "/repo/App/CounterViewModel.swift": """
        import RxSwift
        final class CounterViewModel {
            let useCase: CounterUseCase
            init(useCase: CounterUseCase) { self.useCase = useCase }
            func tap() { useCase.count.onNext(2) }
        }
        """,
    ])
    // `self.count`, `count` and `self?.count` in the implementation are its own property; the view model calls
    // the requirement.
    #expect(try callerLines(fileSystem, declaredIn: "App/CounterUseCase.swift") == ["count [5]"])
}

@Test func aClosureParameterNamedLikeADeclaredReceiverIsNotOfItsType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/SaleArtworkViewModel.swift": """
        import RxSwift
        final class SaleArtworkViewModel { func currentBid() -> Observable<String> { .never() } }
        """,
        "/repo/App/ListingsCell.swift": """
        import RxSwift
        final class ListingsCell {
            var viewModel = PublishSubject<SaleArtworkViewModel>()
            func bind() {
                _ = viewModel.flatMap { viewModel in viewModel.currentBid() }
                _ = viewModel.currentBid()
            }
        }
        """,
    ])
    // Inside the closure `viewModel` is its parameter; outside, the subject, which has no `currentBid`.
    #expect(try callerLines(fileSystem, declaredIn: "App/SaleArtworkViewModel.swift") == ["currentBid [5]"])
}

@Test func anRxExtensionsMemberNeedsItsLabelsAndAnRxReceiver() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Observable+Money.swift": """
        import RxSwift
        extension Observable where Element == CryptoValue {
            var moneyValue: Observable<Int> { map(\\.moneyValue) }
        }
        extension PrimitiveSequence where Trait == SingleTrait {
            func hide(loader: LoadingPresenter) -> Single<Element> { self }
            func show(animated: Bool = true) -> Single<Element> { self }
        }
        """,
        "/repo/App/Money.swift": """
        struct CryptoValue { var moneyValue: Int { 1 } }
        final class LoadingPresenter { func hide() {} }
        """,
        "/repo/App/FeeEngine.swift": """
        import RxSwift
        final class FeeEngine {
            let loader = LoadingPresenter()
            func fee(_ value: CryptoValue, values: Observable<CryptoValue>, single: Single<Int>) {
                let fee: CryptoValue = value
                _ = fee.moneyValue
                _ = values.moneyValue
                loader.hide()
                _ = single.hide(loader: loader).show()
            }
        }
        """,
    ])
    // `fee` is declared a `CryptoValue`; `hide()` has no `loader:`; `show()` may leave out its defaulted one.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Observable+Money.swift") == [
            "moneyValue [7]", "hide [9]", "show [9]",
        ])
}

@Test func anRxExtensionsMemberIsNoMemberOfAStandardLibraryType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Observable+Publisher.swift": """
        import Combine
        import RxSwift
        extension ObservableConvertibleType {
            var publisher: Observable<Element>.Publisher<Self> { Observable.Publisher(upstream: self) }
        }
        """,
        "/repo/App/Accounts.swift": """
        import Combine
        import RxSwift
        final class Accounts {
            var expected: Result<Int, Error>!
            let names: Set<String> = []
            func load(accounts: [Int], byName: [String: Int], state: Observable<Int>) {
                _ = accounts.publisher
                _ = byName.publisher
                _ = expected.publisher
                _ = names.publisher
                _ = state.publisher
            }
        }
        """,
    ])
    // An array, a dictionary, a `Result` and a `Set` have Combine's `publisher`; only the observable has this one.
    #expect(try callerLines(fileSystem, declaredIn: "App/Observable+Publisher.swift") == ["publisher [11]"])
}

@Test func aParameterTypesItsNameOnlyInItsFunction() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Repositories.swift": """
        import RxSwift
        final class UserRepository { func fetch() -> Single<Int> { .just(1) } }
        final class CacheRepository { func fetch() -> Single<Int> { .just(2) } }
        """,
        "/repo/App/Loader.swift": """
        import RxSwift
        final class Loader {
            func load(repository: UserRepository) -> Single<Int> {
                repository.fetch()
            }
            func warm(repository: CacheRepository) -> Single<Int> {
                repository.fetch()
            }
            func both(_ repositories: [Any]) {
                _ = repository.fetch()
            }
        }
        """,
    ])
    // In each function `repository` is its parameter; outside them, the file gives it two types and the call
    // counts for both, as an untyped receiver's does.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Repositories.swift") == ["fetch [4, 10]", "fetch [7, 10]"])
}

@Test func aRequirementsDefaultImplementationSharesNoCallsWithIt() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/APIRequestService.swift": """
        import RxSwift
        protocol APIRequestService {
            associatedtype NetworkData: Decodable
            func getable(url: String) -> Observable<NetworkData>
        }
        extension APIRequestService {
            func getable(url: String) -> Observable<NetworkData> { .empty() }
        }
        """,
        "/repo/App/Uploading.swift": """
        import RxSwift
        protocol Uploading { func upload() -> Completable }
        """,
        "/repo/App/Uploading+Default.swift": """
        import RxSwift
        extension Uploading { func upload() -> Completable { .empty() } }
        """,
        "/repo/App/NoticeService.swift": """
        import RxSwift
        final class NoticeService: APIRequestService, Uploading {
            typealias NetworkData = Int
            func notices() -> Observable<Int> { getable(url: "notices") }
            func send() -> Completable { upload() }
        }
        """,
    ])
    // A call of the requirement dispatches to the default implementation: it counts once, for the requirement.
    #expect(try callerLines(fileSystem, declaredIn: "App/APIRequestService.swift") == ["getable [4]", "getable []"])
    #expect(try callerLines(fileSystem, declaredIn: "App/Uploading.swift") == ["upload [5]"])
    #expect(try callerLines(fileSystem, declaredIn: "App/Uploading+Default.swift") == ["upload []"])
}

@Test func aCallReachesOnlyTheOverloadsWithEachOfItsLabels() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/MuunTestCase.swift": """
        import RxSwift
        class MuunTestCase {
            func subscribeTo<T>(_ single: Single<T>, onSuccess: @escaping (T) -> Void) {}
            func subscribeTo<T>(_ observable: Observable<T>, onNext: @escaping (T) -> Void) {}
            func subscribeTo(_ done: Completable, onComplete: @escaping () -> Void, onError: (() -> Void)?) {}
            init(scheduler: SchedulerType, bag: DisposeBag = DisposeBag()) {}
        }
        """,
        "/repo/App/FeeTests.swift": """
        import RxSwift
        final class FeeTests: MuunTestCase {
            func testFee(single: Single<Int>, done: Completable) {
                subscribeTo(single, onSuccess: { _ in })
                subscribeTo(done, onComplete: {}, onError: nil)
                subscribeTo(done) {} onError: {}
                subscribeTo(single.asObservable()) { _ in }
                _ = MuunTestCase(scheduler: MainScheduler.instance, bag: DisposeBag())
                _ = MuunTestCase(scheduler: MainScheduler.instance, queue: .main)
            }
        }
        """,
    ])
    // A call's later labels, trailing closures' too (`{} onError: {}` is no block), are each one of the
    // overload's; a trailing closure alone fills any parameter taking a closure.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/MuunTestCase.swift") == [
            "subscribeTo [4, 7]", "subscribeTo [7]", "subscribeTo [5, 6]", "init [8]",
        ])
}

@Test func labelsOfALongParameterListDoNotShareTheirBitsWithAnotherLabel() throws {
    // With one bit of 16 a label, `debugResponse` had the bit of one of the first overload's six labels, and
    // `restrictedModeSetting` that of `isAutoTranslate`: each call reached both overloads.
    let fileSystem = InMemoryFileSystem([
        "/repo/App/CalendarRustService.swift": """
        import RxSwift
        final class CalendarRustService {
            func async(
                message: Message, debugParams: [String: String]?, barrier: Bool = false, file: String = #fileID,
                function: String = #function, line: Int = #line
            ) -> Observable<Void> {}
            func async<R: Message>(
                message: Message, debugParams: [String: String]?, debugResponse: ((R) -> [String: String]?)?,
                barrier: Bool = false, file: String = #fileID, function: String = #function, line: Int = #line
            ) -> Observable<R> {}
            func updateChat(chatId: String, isAutoTranslate: Bool) -> Observable<Chat> {}
            func updateChat(chatId: String, restrictedModeSetting: Setting) -> Observable<Chat> {}
        }
        """,
        "/repo/App/CalendarAPI.swift": """
        import RxSwift
        final class CalendarAPI {
            let rustService: CalendarRustService
            func visibility() -> Observable<Bool> {
                rustService.async(message: request, debugParams: [:], debugResponse: { [:] }).map { $0.success }
            }
            func mute() -> Observable<Void> { rustService.async(message: request, debugParams: [:]) }
            func translate() -> Observable<Chat> { rustService.updateChat(chatId: id, isAutoTranslate: true) }
            func restrict() -> Observable<Chat> { rustService.updateChat(chatId: id, restrictedModeSetting: s) }
        }
        """,
    ])
    #expect(
        try callerLines(fileSystem, declaredIn: "App/CalendarRustService.swift") == [
            "async [7]", "async [5]", "updateChat [8]", "updateChat [9]",
        ])
}

@Test func aCallWritesEachLabelWithoutADefaultValueButATrailingClosures() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/APIWorker.swift": """
        import RxSwift
        class APIWorker {
            func request(spec: String, headers: [String]? = nil, parameters: [String: Any]? = nil) -> Single<Int> {}
            func request(spec: String, headers: [String]? = nil, jsonEncodable: Encodable) -> Single<Int> {}
            func upload(spec: String, completion: @escaping (Int) -> Void) -> Completable {}
        }
        """,
        "/repo/App/FamilyAPIWorker.swift": """
        import RxSwift
        final class FamilyAPIWorker: APIWorker {
            func family() -> Single<Int> { request(spec: "a", headers: ["h"]) }
            func join() -> Single<Int> { request(spec: "a", headers: ["h"], jsonEncodable: body) }
            func send() -> Completable { upload(spec: "a") { _ in } }
            func sendLater() -> Completable { upload(spec: "a", completion: { _ in }) }
        }
        """,
    ])
    // `jsonEncodable:` has no default value; a trailing closure may fill `completion:`.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/APIWorker.swift") == [
            "request [3]", "request [4]", "upload [5, 6]",
        ])
}

@Test func anArgumentsNameSpellingAStreamTypeTellsOverloadsApart() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Global.swift": """
        import RxCocoa
        func subscribe<T>(_ disposeBag: DisposeBag, _ driver: Driver<T>, _ onNext: ((T) -> Void)? = nil) {}
        func subscribe<T>(_ disposeBag: DisposeBag, _ signal: Signal<T>, _ onNext: ((T) -> Void)? = nil) {}
        func subscribe<T>(_ disposeBag: DisposeBag, _ observable: Observable<T>?, _ onNext: ((T) -> Void)? = nil) {}
        func subscribe<T>(_ scheduler: ImmediateSchedulerType, _ bag: DisposeBag, _ observable: Observable<T>) {}
        """,
        "/repo/App/SendViewController.swift": """
        import RxCocoa
        final class SendViewController {
            let disposeBag = DisposeBag()
            func bind(viewModel: SendViewModel, driver: Driver<Int>) {
                subscribe(disposeBag, viewModel.amountDriver) { _ in }
                subscribe(disposeBag, viewModel.showErrorSignal) { _ in }
                subscribe(disposeBag, Core.shared.contactManager.stateObservable) { _ in }
                subscribe(MainScheduler.instance, disposeBag, viewModel.stateObservable)
                subscribe(disposeBag, viewModel.state) { _ in }
                let hideObservable = viewModel.hidden.asDriver(onErrorJustReturn: ())
                subscribe(disposeBag, hideObservable) { _ in }
                _ = viewModel.tap.withUnretained(self).map { owner, _ in subscribe(owner.bag, owner.savedSignal) }
                subscribe(disposeBag, self?.savedSignal) { _ in }
            }
        }
        """,
    ])
    // Another value's member named after a `Driver` is no `Signal`, `Observable` nor `DisposeBag`; `state`
    // tells nothing, nor the file's own names: `hideObservable`, which `asDriver` made a `Driver`, and `self`'s
    // members, also as `owner` in a `withUnretained(self)` closure.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/Global.swift") == [
            "subscribe [5, 9, 11, 12, 13]", "subscribe [6, 9, 11, 12, 13]", "subscribe [7, 9, 11, 12, 13]",
            "subscribe [8]",
        ])
}

@Test func aTypesInitializerCallAndItsSingletonGiveTheTypeTheyName() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ThemeStore.swift": """
        import RxRelay
        final class ThemeStore {
            static let shared = ThemeStore()
            let mode = BehaviorRelay<Int>(value: 0)
        }
        """,
        "/repo/App/HomeViewModel.swift": """
        import RxRelay
        final class HomeViewModel {
            let mode = BehaviorRelay<Int>(value: 0)
        }
        """,
        "/repo/App/HomeViewController.swift": """
        import RxSwift
        final class HomeViewController {
            let viewModel = HomeViewModel()
            let bag = DisposeBag()
            func bind() {
                ThemeStore.shared.mode.skip(1).bind { _ in }.disposed(by: bag)
                ThemeStore().mode.skip(1).bind { _ in }.disposed(by: bag)
                viewModel.mode.accept(1)
            }
        }
        """,
    ])
    // The file names both types, each with a `mode`: `ThemeStore.shared` and `ThemeStore()` tell which.
    #expect(try callerLines(fileSystem, declaredIn: "App/ThemeStore.swift") == ["mode [6, 7]"])
    #expect(try callerLines(fileSystem, declaredIn: "App/HomeViewModel.swift") == ["mode [8]"])
}

@Test func aReceiverNamedAfterATypeWithAPlainPropertyOfTheNameReadsThatOne() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Server.swift": "final class Server { var key: String = \"\" }\n",
        "/repo/App/ServerCellModel.swift": """
        import RxRelay
        final class ServerCellModel {
            let key = BehaviorRelay<String>(value: "")
            struct Output { let title = BehaviorRelay<String>(value: "") }
        }
        struct Summary { struct Output { let title: String } }
        """,
        "/repo/App/ServerListModel.swift": """
        import RxSwift
        final class ServerListModel {
            let cells: [ServerCellModel] = []
            func bind(servers: Observable<[Server]>, output: ServerCellModel.Output) {
                _ = servers.map { $0.map { server in server.key } }
                _ = cells.first?.key.value
                _ = output.title.value
            }
        }
        """,
    ])
    // `server.key` is a `Server`'s plain `key`, and the element `cells.first?` holds is typed nowhere: it could be a
    // `Server` too. `output.title` may be either `Output`'s, so it stays a call.
    #expect(try callerLines(fileSystem, declaredIn: "App/ServerCellModel.swift") == ["key []", "title [7]"])
}

@Test func aCallPassingAnInoutArgumentReachesOnlyOverloadsWithAnInoutParameter() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Global.swift": """
        import Combine
        import RxSwift
        func subscribe<T>(_ disposeBag: DisposeBag, _ driver: Driver<T>, _ onNext: ((T) -> Void)? = nil) {}
        func subscribe<T>(_ bag: inout Set<AnyCancellable>, _ signal: Signal<T>, _ onNext: (T) -> Void) {}
        """,
        "/repo/App/SwapViewModel.swift": """
        import Combine
        import RxSwift
        final class SwapViewModel {
            private var cancellables = Set<AnyCancellable>()
            init(updates: Driver<Int>, events: Signal<Int>, bag: DisposeBag) {
                subscribe(bag, updates) { print($0) }
                subscribe(&cancellables, events) { print($0) }
            }
        }
        """,
    ])
    // `&cancellables` fills only an `inout` parameter, which takes nothing else.
    #expect(try callerLines(fileSystem, declaredIn: "App/Global.swift") == ["subscribe [6]", "subscribe [7]"])
}

@Test func aCallReachesOnlyTheOverloadsTakingAsManyArguments() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/RealtimeService.swift": """
        import RxSwift
        protocol RealtimeService {
            func fetch(type: String, child: String, limitCount: Int) -> Single<[String]>
            func fetch(type: String) -> Single<[String]>
            func log(_ values: String..., level: Int) -> Completable
            func watch(type: String, onChange: @escaping (String) -> Void) -> Completable
            func system(initial: Int, feedback: Feedback<Int, String>...) -> Observable<Int>
            func close() -> Completable
            func get(onValue: (Int) -> Void) -> Completable
            func get(path: String, onValue: (Int) -> Void) -> Completable
            func both(first: () -> Void, second: () -> Void) -> Completable
            func document(path: String) -> Single<Int>
        }
        """,
        "/repo/App/PostRepository.swift": """
        import RxSwift
        final class PostRepository {
            let realtimeService: RealtimeService
            func all() -> Single<[String]> { realtimeService.fetch(type: "posts") }
            func page() -> Single<[String]> {
                realtimeService.fetch(type: "posts", child: f(a, b), limitCount: [1, 2].count)
            }
            func report() -> Completable { realtimeService.log("a", "b", "c", level: 1) }
            func follow() -> Completable { realtimeService.watch(type: "posts") { print($0) } }
            func stop() { realtimeService.close { _ in } }
            func read() { _ = realtimeService.get { _ in }; _ = realtimeService.both { } second: { } }
            func sdk() { _ = realtimeService.close() { error in }; _ = realtimeService.document { _, _ in } }
            func run() { _ = (realtimeService.system(initial: 1), realtimeService.system(initial: 1, feedback: f)) }
        }
        """,
    ])
    // Nested commas (also a generic type's) are not arguments; a variadic parameter takes any number, none
    // too; a trailing closure counts, also alone (`close { }` is not `close()`), and fills only a parameter that
    // takes a closure (`document { }` is not `document(path:)`); a `{` without a closure header may be a block.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/RealtimeService.swift") == [
            "fetch [6]", "fetch [4]", "log [8]", "watch [9]", "system [13, 13]", "close []", "get [11]", "get []",
            "both [11]", "document []",
        ])
}

@Test func aNestedTypeTheCallingFileDeclaresIsItsOwn() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/UpdateNoteViewModel.swift": """
        import RxCocoa
        struct UpdateNoteViewModel {
            struct Note {}
            struct Input { let viewDidLoad: Driver<Void> }
        }
        """,
        "/repo/App/HomeViewModel.swift": """
        import RxCocoa
        struct HomeViewModel {
            struct Input { let viewDidLoad: Driver<Void> }
            func transform(input: Input) -> Driver<Void> {
                _ = UpdateNoteViewModel.Note()
                return input.viewDidLoad
            }
        }
        """,
        "/repo/App/NoteViewController.swift": """
        import RxCocoa
        final class NoteViewController {
            func bind(input: UpdateNoteViewModel.Input) -> Driver<Void> { input.viewDidLoad }
        }
        """,
    ])
    // `Input` in `HomeViewModel.swift` is its own; the controller's is `UpdateNoteViewModel`'s.
    #expect(try callerLines(fileSystem, declaredIn: "App/UpdateNoteViewModel.swift") == ["viewDidLoad [3]"])
}

@Test func aReceiverDeclaredWithAProtocolReachesWhatItInherits() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/CommonService.swift": """
        import RxSwift
        protocol CommonService { func getUser() -> Single<String> }
        """,
        "/repo/App/AuthService.swift": """
        import RxSwift
        protocol AuthService: CommonService { func signOut() -> Single<Void> }
        """,
        "/repo/App/ProfileUsecase.swift": """
        import RxSwift
        struct ProfileUsecase {
            let authService: AuthService
            func userName() -> Single<String> { authService.getUser() }
        }
        """,
    ])
    // The file never names `CommonService`; its receiver's declared type inherits it.
    #expect(try callerLines(fileSystem, declaredIn: "App/CommonService.swift") == ["getUser [4]"])
}

@Test func aHelperNamedLikeACreateEventKeepsItsCallers() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/Tests/Recorded+Timeless.swift": """
        import RxSwift
        import RxTest
        extension Recorded {
            static func completed<T>(_: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
                Recorded(time: 0, value: .completed)
            }
        }
        """,
        "/repo/Tests/UseTests.swift": """
        import RxSwift
        import RxTest
        func events() -> [Recorded<Event<Int>>] { [.completed(), .completed(250)] }
        """,
    ])
    // Named like a catalog symbol (a `create` closure's event), the helper keeps its empty calls; RxTest's own
    // `.completed(250)` is not it.
    #expect(try callerLines(fileSystem, declaredIn: "Tests/Recorded+Timeless.swift") == ["completed [3]"])
}

/// A stream extension's property named like a catalog function (`var error` beside `Observable.error(e)`) is read,
/// never called: its reads are its callers, on a chain or a declared stream; a call of the name is not.
@Test func aStreamPropertyNamedLikeACatalogFunctionKeepsItsReads() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Driver+Action.swift": """
        import RxCocoa
        import RxSwift
        extension SharedSequence {
            var error: SharedSequence<SharingStrategy, Error> { flatMap { _ in .empty() } }
        }
        """,
        "/repo/App/SignInViewModel.swift": """
        import RxCocoa
        import RxSwift
        final class SignInViewModel {
            let tap: Driver<Void> = .empty()
            func bind() {
                let failures = tap.map { 1 }.error
                let direct = tap.error
                let made = Observable<Int>.error(SignInError())
                _ = (failures, direct, made)
            }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/Driver+Action.swift") == ["error [6, 7]"])
}

/// An own helper's method named like an Rx call, called with an unlabeled argument on the next line after its
/// initializer (`TableUI()\n.bind(items, to: view)`), and a static member named like a catalog symbol, called on
/// its type (`ActionObserver<Int>.asObserver { }`), keep their callers.
@Test func ownHelpersNamedLikeRxCallsKeepTheirCallers() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Helpers.swift": """
        import RxSwift
        public final class TableUI: NSObject {
            public func bind(_ d: Observable<[Int]>, to v: UIView) -> Disposable { d.subscribe() }
        }
        public final class ActionObserver<E>: ObserverType {
            public func on(_ event: Event<E>) {}
            public static func asObserver(_ h: @escaping (E) -> Void) -> AnyObserver<E> { AnyObserver { _ in } }
        }
        """,
        "/repo/App/MainViewModel.swift": """
        import RxSwift
        final class MainViewModel {
            let bag = DisposeBag()
            let items = Observable<[Int]>.just([])
            func bind(view: UIView) {
                let done = ActionObserver<Int>.asObserver { print($0) }
                TableUI()
                    .bind(items, to: view)
                    .disposed(by: bag)
                _ = done
            }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/Helpers.swift") == ["bind [8]", "on []", "asObserver [6]"])
}

/// The repository's own `mapTo` and `unwrap` (RxSwiftExt's names, written in an `ObservableType` extension) have
/// their callers: the task that moves the extension must keep a shim for them.
@Test func ownRxSwiftExtOperatorsKeepTheirCallers() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ObservableExtensions.swift": """
        import RxSwift
        extension ObservableType {
            func mapTo<R>(_ value: R) -> Observable<R> { map { _ in value } }
            func unwrap<T>() -> Observable<T> where Element == T? { compactMap { $0 } }
        }
        """,
        "/repo/App/FeedViewModel.swift": """
        import RxSwift
        final class FeedViewModel {
            let taps = PublishSubject<Int>()
            let names = PublishSubject<String?>()
            var refresh: Observable<Bool> { taps.mapTo(true) }
            var name: Observable<String> { names.unwrap() }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/ObservableExtensions.swift") == ["mapTo [5]", "unwrap [6]"])
}

/// An extension member named like a catalog symbol only `.rx` reaches (Moya's `rx.request`) is called with an
/// unlabeled first argument (`taps.request(indicator, call: fetch)`): no `.rx`, so the repository's.
@Test func anExtensionNamedLikeAnRxOnlyMemberKeepsItsUnlabeledCalls() throws {
    let files = [
        "/repo/App/Request.swift": """
        import RxSwift
        public extension ObservableConvertibleType {
            func request<T: ObservableConvertibleType>(_ flag: Bool? = nil, call: @escaping (Element) -> T)
                -> Observable<T.Element> { asObservable().flatMapLatest { call($0).asObservable() } }
        }
        """,
        "/repo/App/ListViewModel.swift": """
        import RxSwift
        final class ListViewModel {
            func load(_ taps: Observable<Void>, fetch: @escaping (()) -> Single<Int>) -> Observable<Int> {
                taps.request(true, call: fetch)
            }
            func reload(_ taps: Observable<Void>, fetch: @escaping (()) -> Single<Int>) -> Observable<Int> {
                taps.request(call: fetch)
            }
        }
        """,
    ]
    #expect(try callerLines(InMemoryFileSystem(files), declaredIn: "App/Request.swift") == ["request [4, 7]"])
    // So in a repository importing Moya, whose `request` a receiver declared as Moya 8's `RxMoyaProvider` reaches too.
    let withMoya = files.merging(["/repo/App/Api.swift": "import Moya\nlet provider = MoyaProvider<Api>()\n"]) { $1 }
    #expect(try callerLines(InMemoryFileSystem(withMoya), declaredIn: "App/Request.swift") == ["request [4, 7]"])
}

/// A member of an `NSObject` extension (NSObject+Rx's `disposeBag`, written by the app) is used from UIKit
/// subclasses: UIKit's classes are `NSObject`s.
@Test func anNSObjectExtensionMemberIsCalledFromUIKitSubclasses() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/NSObject+Rx.swift": """
        import RxSwift
        public extension NSObject {
            var disposeBag: DisposeBag { DisposeBag() }
        }
        """,
        // The repository extends UIKit classes too.
        "/repo/App/Themeable.swift": """
        import UIKit
        protocol Themeable {}
        extension UIViewController: Themeable {}
        """,
        "/repo/App/HomeViewController.swift": """
        import RxSwift
        import UIKit
        final class HomeViewController: UIViewController {
            let taps = PublishSubject<Int>()
            override func viewDidLoad() {
                taps.subscribe().disposed(by: disposeBag)
            }
        }
        """,
        "/repo/App/BadgeView.swift": """
        import RxSwift
        import UIKit
        final class BadgeView: UILabel {
            let counts = PublishSubject<Int>()
            func bind() { counts.subscribe().disposed(by: self.disposeBag) }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/NSObject+Rx.swift") == ["disposeBag [5, 6]"])
}

/// A static property initialized with an explicit `.init` (`static let a = Prop<Bool>.init("a")`) has the type it
/// constructs, as without it, also in a file that does not import Rx.
@Test func aConstructionWithAnExplicitInitTypesItsProperty() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Prop.swift": """
        import RxSwift
        struct Prop<Value> {
            let key: String
            init(_ key: String) { self.key = key }
            func live() -> Observable<Value> { .empty() }
        }
        """,
        "/repo/App/Bindings.swift": """
        import RxSwift
        final class Bindings {
            let bag = DisposeBag()
            func start() {
                Props.a.live().subscribe().disposed(by: bag)
                Props.b.live().subscribe().disposed(by: bag)
            }
        }
        """,
        "/repo/App/Props.swift": """
        struct Props {
            static let a = Prop<Bool>.init("a")
            static let b = Prop<Bool>("b")
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/Prop.swift") == ["live [5, 6]"])
}

/// A relay extension named like a collection's mutator (`insert`) is called on relays, not on an actor's or a
/// dictionary's values of the name.
@Test func aRelayMutatorIsNoCollectionsMutator() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/BehaviorRelay+Set.swift": """
        import RxCocoa
        public extension BehaviorRelay where Element: SetAlgebra {
            func insert(_ element: Element.Element) { var set = value; set.insert(element); accept(set) }
        }
        """,
        "/repo/App/ConcurrentSet.swift": "public actor ConcurrentSet<T: Hashable> { public func insert(_ e: T) {} }\n",
        "/repo/App/Syncer.swift": """
        import RxCocoa
        import RxSwift
        final class Syncer {
            let pending = ConcurrentSet<URL>()
            let seen = BehaviorRelay<Set<URL>>(value: [])
            func queue(_ url: URL) async {
                await pending.insert(url)
                var bySystem: [String: Set<URL>] = [:]
                bySystem["a"]?.insert(url)
                seen.insert(url)
            }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/BehaviorRelay+Set.swift") == ["insert [10]"])
}

/// A global typed by its initializer, a singleton (`let mainViewModel = MainViewModel.shared`) or a construction, named
/// like its type but lower-case, is read from other files: its reads are the API's callers.
@Test func aGlobalTypedByItsInitializerIsReadFromOtherFiles() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/MainViewModel.swift": """
        import RxSwift
        final class MainViewModel {
            static let shared = MainViewModel()
            let reload = PublishSubject<Bool>()
        }
        let mainViewModel = MainViewModel.shared
        final class WalletViewModel { let balance = PublishSubject<Int>() }
        let walletViewModel = WalletViewModel()
        """,
        "/repo/App/Managers.swift": """
        import RxSwift
        func refresh() {
            mainViewModel.reload.onNext(true)
            walletViewModel.balance.onNext(1)
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/MainViewModel.swift") == ["reload [3]", "balance [4]"])
}

@Test func aStaticCallOnAnotherTypeIsNoCallOfTheRxOne() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/NotificationPermission.swift": """
        import RxSwift
        class NotificationPermission { static func isEnabled() -> Single<Bool?> { .just(true) } }
        """,
        "/repo/App/LocationPermission.swift": """
        import Foundation
        class LocationPermission { static func isEnabled() -> Bool? { true } }
        """,
        "/repo/App/Screen.swift": """
        import RxSwift
        final class Screen {
            let locationPermission = NotificationPermission()
            func check() {
                if LocationPermission.isEnabled() == false { return }
                _ = NotificationPermission.isEnabled()
            }
        }
        """,
    ])
    // `LocationPermission.isEnabled()` names its own type, whatever a property of a similar name holds.
    #expect(try callerLines(fileSystem, declaredIn: "App/NotificationPermission.swift") == ["isEnabled [6]"])
}

@Test func aReactiveMemberNamedLikeAnOperatorIsReachedThroughRx() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/TimerInputView.swift": """
        import RxCocoa
        final class TimerInputView: UIView {}
        extension Reactive where Base: TimerInputView {
            var timer: Binder<TimeInterval> { Binder(base) { _, _ in } }
        }
        """,
        "/repo/App/EditViewController.swift": """
        import RxCocoa
        final class EditViewController: UIViewController {
            let timerInputView = TimerInputView()
            func bind(time: Observable<TimeInterval>) {
                _ = time.bind(to: timerInputView.rx.timer)
                _ = Observable<Int>.timer(.seconds(1), scheduler: MainScheduler.instance)
            }
        }
        """,
    ])
    // `.rx.timer` can be no `Observable.timer`: the operator-name rule leaves it alone.
    #expect(try callerLines(fileSystem, declaredIn: "App/TimerInputView.swift") == ["timer [5]"])
}

@Test func aReactiveMemberOfOneBaseIsNoMemberOfAnotherDeclaredReceiver() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/CommentInputField.swift": """
        import RxCocoa
        import RxSwift
        final class CommentInputField: UIView { let inputArea = UITextView() }
        final class ReplyField: CommentInputField {}
        extension Reactive where Base: CommentInputField {
            var text: Observable<String?> { base.inputArea.rx.text.asObservable() }
        }
        """,
        "/repo/App/ProfileViewController.swift": """
        import RxCocoa
        import RxSwift
        final class ProfileViewController {
            let nameLabel = UILabel()
            let commentField = CommentInputField()
            let replyField = ReplyField()
            func bind(name: Observable<String>) {
                _ = name.bind(to: nameLabel.rx.text)
                _ = commentField.rx.text
                _ = replyField.rx.text
                _ = someView.rx.text
                _ = commentInputField.rx.text
                _ = makeLabel { label in label.rx.text }
                _ = textField.rx.text
            }
        }
        """,
    ])
    // A `UILabel`'s `rx.text` is RxCocoa's; the base's subclass's is this one; an undeclared receiver's may be, but
    // not one named after a UIKit class with an `rx.text` of its own (a closure's `label`, a `textField`).
    #expect(try callerLines(fileSystem, declaredIn: "App/CommentInputField.swift") == ["text [9, 10, 11, 12]"])
}

@Test func aReactiveMemberOfALibraryBaseLeavesRxCocoasMoreSpecificMemberToItsOwnBases() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/UIControl+Rx.swift": """
        import RxCocoa
        import RxSwift
        extension Reactive where Base: UIControl {
            var tap: ControlEvent<Void> { controlEvent(.touchUpInside) }
            var doubleTap: Observable<Void> { .never() }
        }
        final class ProfileButton: UIControl {}
        final class ThemeButton: UIButton {}
        """,
        "/repo/App/CreateViewController.swift": """
        import RxCocoa
        import RxSwift
        final class CreateViewController {
            let doneItem: UIBarButtonItem = UIBarButtonItem()
            let closeButton: UIButton = UIButton()
            let container: UIControl = UIControl()
            let profile = ProfileButton()
            let theme = ThemeButton()
            func bind() {
                _ = doneItem.rx.tap
                _ = closeButton.rx.tap
                _ = container.rx.tap
                _ = profile.rx.tap
                _ = theme.rx.tap
                _ = closeButton.rx.doubleTap
            }
        }
        """,
    ])
    // RxCocoa has its own `tap` for `UIBarButtonItem` and `UIButton` (and so for `ThemeButton`); a member
    // RxCocoa does not have stays this one's.
    #expect(
        try callerLines(fileSystem, declaredIn: "App/UIControl+Rx.swift") == ["tap [12, 13]", "doubleTap [15]"])
}

@Test func aPropertyInheritedFromAnotherFilesClassTypesItsReceiver() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ProfileInputView.swift": """
        import RxCocoa
        import RxSwift
        final class ProfileInputView: UIView {
            let field = UITextField()
            var nickNameText: Observable<String> { field.rx.text.orEmpty.asObservable() }
        }
        final class Banner: UIView {
            var nickNameText: Observable<String> { .never() }
        }
        """,
        "/repo/App/ProfileInputViewController.swift": """
        import UIKit
        class ProfileInputViewController: UIViewController {
            let rootView: ProfileInputView = ProfileInputView()
        }
        """,
        "/repo/App/OnboardingViewController.swift": """
        import RxSwift
        final class OnboardingViewController: ProfileInputViewController {
            let bag = DisposeBag()
            func bind() {
                self.rootView.nickNameText.subscribe().disposed(by: bag)
            }
        }
        """,
        "/repo/App/OnboardingViewController+Binding.swift": """
        import RxSwift
        extension OnboardingViewController {
            func rebind() { _ = rootView.nickNameText }
        }
        """,
    ])
    // Neither calling file names `ProfileInputView`: the property their class inherits gives the receiver its
    // type, which tells `ProfileInputView.nickNameText` from `Banner`'s.
    let callers = try callerLines(fileSystem, declaredIn: "App/ProfileInputView.swift")
    #expect(callers == ["nickNameText [3, 5]", "nickNameText []"])
}

@Test func aCopyNoTargetCompilesTakesNoCallersFromTheCompiledDeclaration() throws {
    let api = """
        import RxSwift
        public final class Session {
            public func token() -> Observable<String> { .just("") }
        }
        """
    let fileSystem = InMemoryFileSystem([
        "/repo/Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "P", targets: [
            .target(name: "Core", path: "Core/Sources/Common"),
            .target(name: "App", dependencies: ["Core"], path: "App"),
        ])
        """,
        "/repo/Core/Sources/Common/Session.swift": api,
        "/repo/Core/Sources/Session.swift": api,
        "/repo/App/Login.swift": "import RxSwift\nfunc login(session: Session) { _ = session.token() }\n",
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let callers = inventory.files.flatMap { file in
        file.apis.map { "\(file.module) \($0.name) \($0.callers.map(\.line))" }
    }
    // The stale copy in `Core (no target)` is compiled by nothing: the call is the compiled `Session`'s.
    #expect(callers == ["Core token [2]", "Core (no target) token []"])
}

@Test func aLocalTypesItsNameOnlyInItsBlock() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ObservedSequence.swift": """
        import RxSwift
        struct ObservedSequence { let sequence: Observable<Int> }
        """,
        "/repo/App/Recorder.swift": """
        import Foundation
        import RxSwift
        final class Recorder {
            func a() { let o = NSObject(); print(o) }
            func b(observables: [ObservedSequence]) {
                for o in observables { _ = o.sequence.subscribe(onNext: { print($0) }) }
            }
        }
        """,
    ])
    // `o` is an `NSObject` in `a` only: in `b` it is a loop variable of unknown type.
    #expect(try callerLines(fileSystem, declaredIn: "App/ObservedSequence.swift") == ["sequence [6]"])
}

@Test func aReceiverOnlyNamedAfterARepositoryTypeMayHoldAnother() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/View.swift": "import UIKit\npublic class View: UIView {}\n",
        "/repo/App/ViewController.swift": """
        import UIKit
        import RxRelay
        class ViewController: UIViewController { let tint = BehaviorRelay<UIColor?>(value: nil) }
        """,
        "/repo/App/Theme.swift": """
        import RxSwift
        import RxCocoa
        extension Reactive where Base: ViewController {
            var tintBinder: Binder<UIColor?> { Binder(self.base) { view, attr in view.tint.accept(attr) } }
        }
        """,
    ])
    // The closure's `view` is the `ViewController`, whatever `class View` suggests.
    #expect(try callerLines(fileSystem, declaredIn: "App/ViewController.swift") == ["tint [4]"])
}

/// Fifteen arguments and more count as "fourteen or more": a call of sixteen may call a function requiring sixteen.
@Test func aCallOfSixteenArgumentsCallsAFunctionTakingSixteen() throws {
    let parameters = (1...16).map { "p\($0): Int" }.joined(separator: ", ")
    let arguments = (1...16).map { "p\($0): \($0)" }.joined(separator: ", ")
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Form.swift": """
        import RxSwift
        final class Form {
            static func submit(\(parameters)) -> Single<Int> { .just(0) }
        }
        """,
        "/repo/App/Screen.swift": """
        import RxSwift
        func send() {
            _ = Form.submit(\(arguments))
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/Form.swift") == ["submit [3]"])
}

/// `self.scheduler`, `super.scheduler` and `self?.scheduler` in a type are that type's member (here one it
/// inherits from a file that names no Rx), never the global of that name.
@Test func aMemberThroughSelfIsNoCallOfAGlobal() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Schedulers.swift": """
        import RxSwift
        public let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "q")
        """,
        "/repo/App/Base.swift": "class BasePlugin { var scheduler: Int { 0 } }\n",
        "/repo/App/Plugin.swift": """
        import RxSwift
        final class Plugin: BasePlugin {
            func go() -> Int { self.scheduler + super.scheduler }
            func later() { DispatchQueue.main.async { [weak self] in _ = self?.scheduler } }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/Schedulers.swift") == ["scheduler []"])
}

/// `super.load()` in an override calls the superclass's `load`, not the file's own override.
@Test func superCallsTheSuperclassesMemberNotTheOverride() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/BaseViewModel.swift": """
        import RxSwift
        class BaseViewModel {
            func load() -> Observable<Int> { .just(1) }
        }
        """,
        "/repo/App/FeedViewModel.swift": """
        import RxSwift
        final class FeedViewModel: BaseViewModel {
            override func load() -> Observable<Int> {
                super.load().map { $0 + 1 }
            }
            func reload() -> Observable<Int> { self.load() }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/BaseViewModel.swift") == ["load [4]"])
}

/// A key path reads an instance member: `\.invalidated` of an inferred root, `\Pool.invalidated` of a named one.
@Test func aKeyPathReadsTheMemberItNames() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Pool.swift": """
        import RxSwift
        final class Pool {
            var invalidated: Observable<Void> { .never() }
        }
        """,
        "/repo/App/PoolGroup.swift": """
        import RxSwift
        final class PoolGroup {
            let pools: [Pool] = []
            var invalidated: Observable<Void> { Observable.merge(pools.map(\\.invalidated)) }
            var named: [Observable<Void>] { pools.map(\\Pool.invalidated) }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/Pool.swift") == ["invalidated [4, 5]"])
}

/// RxSwift's `flatMap`, `flatMapLatest` and `catchError` take their closure unlabeled and its `create` labels it
/// `subscribe:`: a call with another first label (`flatMap(with: self) { }`, `Single.create(weak: self) { }`) is of
/// the project's overload, also after a call of another file's API or on a type written with its generic arguments
/// (`Single<Int>.create(weak: self)`); RxSwift's own calls are not.
@Test func aProjectsFlatMapWithALabelGetsItsCallers() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/Core/ObservableType+Weak.swift": """
        import RxSwift
        public extension ObservableType {
            func flatMap<O, E>(
                with object: O,
                _ handler: @escaping (O, Element) -> Observable<E>
            ) -> Observable<E> where O: AnyObject {
                flatMap { [weak object] element in
                    guard let object else { return Observable<E>.empty() }
                    return handler(object, element)
                }
            }
            func flatMapLatest<A: AnyObject, R>(weak object: A, _ selector: @escaping (A, Element) -> Observable<R>)
                -> Observable<R> { .empty() }
        }
        extension PrimitiveSequence where Trait == SingleTrait {
            static func create<A: AnyObject>(weak object: A, subscribe: @escaping (A) -> Disposable) -> Single<Element> {
                .never()
            }
        }
        """,
        "/repo/App/FetchUseCase.swift": """
        import RxSwift
        protocol FetchUseCase {
            func execute(day: String) -> Observable<Int>
        }
        """,
        "/repo/App/DailyReactor.swift": """
        import RxSwift
        final class DailyReactor {
            let useCase: FetchUseCase
            let events = PublishSubject<Int>()
            func fetch(day: String) -> Observable<Int> {
                useCase.execute(day: day)
                    .flatMap(with: self) { owner, value in Observable.just(value) }
            }
            func more() -> Observable<Int> {
                _ = events.flatMap { Observable.just($0) }
                _ = events.flatMapLatest { Observable.just($0) }
                _ = Single<Int>.create { _ in Disposables.create() }
                _ = Single.create(weak: self) { _ in Disposables.create() }
                _ = Single<Int>.create(weak: self) { _ in Disposables.create() }
                _ = events.flatMapLatest(weak: self) { _, value in Observable.just(value) }
                return events.flatMap(with: self) { owner, value in Observable.just(value) }
            }
        }
        """,
    ])
    #expect(
        try callerLines(fileSystem, declaredIn: "Core/ObservableType+Weak.swift") == [
            "flatMap [7, 16]", "flatMapLatest [15]", "create [13, 14]",
        ])
}

/// A repository's own Rx wrapper behind a `var rx` property (`client.rx.fetch(query:)` of `var rx: RxGraphClient`)
/// is reached through `.rx` as `Reactive`'s members are: its Rx functions get their callers, though the calling file
/// never names the wrapper's type; a `Reactive<Self>` of its own changes nothing.
@Test func anOwnRxWrapperReachedThroughRxHasItsCallers() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Client.swift": """
        import RxSwift
        final class GraphClient {
            func send(_ query: String, completion: @escaping (String) -> Void) { completion(query) }
        }
        extension GraphClient {
            var rx: RxGraphClient { RxGraphClient(client: self) }
        }
        struct RxGraphClient {
            let client: GraphClient
            func fetch(query: String) -> Single<String> { .never() }
        }
        """,
        "/repo/App/TokenStore.swift": """
        import RxSwift
        final class TokenStore {
            let client = GraphClient()
            func refresh() -> Single<Int> {
                client.rx.fetch(query: "token").map { $0.count }
            }
            func other(_ store: Store) { _ = store.fetch(query: "x") }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let fetch = try #require(inventory.files.flatMap(\.apis).first { $0.name == "fetch" })
    #expect(fetch.callers == [SourceLocation(path: "App/TokenStore.swift", line: 5, column: 19)])
}

/// A subclass's member written `override` with the name, kind and labels of its base class's Rx member in another
/// file overrides it (`overrides`); a member of an unrelated class, a type's member beside its protocol extension's
/// default, or a member without `override` of a class named like a subclass (another module's) does not.
@Test func aSubclassMemberOverridesItsBaseClassesRxMember() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/Core/BaseCoordinator.swift": """
        import RxSwift
        open class BaseCoordinator<Result> {
            open func start() -> Observable<Result> { fatalError() }
            open func finish(with result: Result) -> Completable { .empty() }
        }
        protocol Reacting {}
        extension Reacting {
            func start() -> Observable<Bool> { .empty() }
        }
        """,
        "/repo/Feature/LoginCoordinator.swift": """
        import RxSwift
        final class LoginCoordinator: BaseCoordinator<Bool> {
            override func start() -> Observable<Bool> { .just(true) }
            func finish(_ result: Bool) -> Completable { .empty() }
        }
        final class Other: Reacting {
            func start() -> Observable<Bool> { .just(false) }
        }
        """,
        "/repo/Shop/LoginCoordinator.swift": """
        import RxSwift
        final class LoginCoordinator {
            func start() -> Observable<Bool> { .just(true) }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let apis = inventory.files.flatMap(\.apis)
    #expect(
        apis.map { "\($0.qualifiedName) \($0.overrides.map { "\($0.path):\($0.line)" })" } == [
            "BaseCoordinator.start []", "BaseCoordinator.finish []", "Reacting.start []",
            "LoginCoordinator.start [\"Core/BaseCoordinator.swift:3\"]", "LoginCoordinator.finish []",
            "Other.start []", "LoginCoordinator.start []",
        ])
}

/// A `Reactive` member the repository declares for a library's class (`where Base: ESTabBarItemContentView`) is no
/// member of a receiver whose superclasses end in a UIKit class (a `UILabel` subclass's bare `rx.textColor`, a
/// declared `UILabel`'s): another library's member of that name (RxTheme's) is. A subclass of the library's class
/// still reaches it, and so does every class's base (`AnyObject`) and a library's name for a UIKit class (`View`).
@Test func aLibraryClassesReactiveMemberIsNoMemberOfAUIKitReceiver() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/TabItem+Rx.swift": """
        import RxSwift
        import RxCocoa
        import ESTabBarController_swift
        extension Reactive where Base: ESTabBarItemContentView {
            var textColor: Binder<UIColor> { Binder(base) { view, color in view.textColor = color } }
        }
        extension Reactive where Base: AnyObject {
            var bag: DisposeBag { DisposeBag() }
        }
        extension Reactive where Base: View {
            var tapped: ControlEvent<Void> { ControlEvent(events: Observable<Void>.never()) }
        }
        """,
        "/repo/App/Label.swift": """
        import UIKit
        import RxSwift
        final class Label: UILabel {
            let bag = DisposeBag()
            let other = UILabel()
            func apply(_ colors: Observable<UIColor?>) {
                colors.bind(to: rx.textColor).disposed(by: rx.bag)
                colors.bind(to: other.rx.textColor).disposed(by: rx.bag)
                _ = rx.tapped
            }
        }
        """,
        "/repo/App/TabItemView.swift": """
        import UIKit
        import RxSwift
        import ESTabBarController_swift
        final class TabItemView: ESTabBarItemContentView {
            let bag = DisposeBag()
            func apply(_ colors: Observable<UIColor>) {
                colors.bind(to: rx.textColor).disposed(by: bag)
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let apis = inventory.files.flatMap(\.apis)
    let textColor = try #require(apis.first { $0.name == "textColor" })
    #expect(textColor.callers.map { "\($0.path):\($0.line)" } == ["App/TabItemView.swift:7"])
    // Every class's base, and a library's name for a UIKit class (RxGesture's `View`), still reach a `UILabel`.
    #expect(apis.first { $0.name == "bag" && $0.container == "Reactive" }?.callers.map(\.line) == [7, 8])
    #expect(apis.first { $0.name == "tapped" }?.callers.map(\.line) == [9])
}

/// `provider.rx.request(...)` (Moya's, TinyNetworking's) gives a `Single`: the operator after it is no member of the
/// repository's `extension ObservableType`, but is after `asObservable()`.
@Test func anRxRequestGivesASingleToTheOperatorAfterIt() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Observable+Map.swift": """
        import RxSwift
        extension ObservableType {
            func map<T>(to value: T) -> Observable<T> { map { _ in value } }
        }
        """,
        "/repo/App/PhotoService.swift": """
        import RxSwift
        import TinyNetworking
        struct PhotoService {
            let client: TinyNetworking<Unsplash>
            func photo(id: String) -> Observable<Photo> {
                client.rx.request(resource: .photo(id: id)).map(to: Photo.self).asObservable()
            }
            func flag(id: String) -> Observable<Bool> {
                client.rx.request(resource: .photo(id: id)).asObservable().map(to: true)
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let map = try #require(inventory.files.flatMap(\.apis).first { $0.name == "map" })
    #expect(map.callers.map { "\($0.line):\($0.column)" } == ["9:68"])
}

/// The repository's own stream operator named like Action's `execute`.
private let ownExecuteOperator = """
    import RxSwift
    extension ObservableType {
        func execute(_ selector: @escaping (Element) -> Void) -> Observable<Element> {
            map { value in selector(value); return value }
        }
    }
    """

/// Action's `execute` is a member of an action: on a receiver declared with a stream type, `execute` is the
/// repository's own operator of that name and gets the call; on a declared action it is Action's.
@Test func anOwnOperatorNamedLikeActionsMemberHasItsCallsOnStreams() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Observable+Execute.swift": ownExecuteOperator,
        "/repo/App/LoginViewModel.swift": """
        import RxSwift
        import Action
        final class LoginViewModel {
            let alert: Action<String, Void> = Action { _ in .empty() }
            func load(_ names: Observable<String>) -> Observable<String> {
                _ = alert.execute("hi")
                return names.execute { print($0) }
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let execute = try #require(inventory.files.flatMap(\.apis).first { $0.name == "execute" })
    #expect(execute.callers.map { "\($0.line):\($0.column)" } == ["7:22"])
}

/// Moya's `map(User.self)` on a response stream counts only where some file of the repository imports Moya (its
/// RxSwift subspec compiles RxMoya into it) or RxMoya: without either, a metatype mapped on a stream is the project's
/// own operator, with its calls.
@Test func moyasMapCountsOnlyWhereTheRepositoryImportsMoya() throws {
    let decoder = """
        import RxSwift
        extension ObservableType where Element == Data {
            func map<T: Decodable>(_ type: T.Type, using decoder: JSONDecoder = JSONDecoder()) -> Observable<T> {
                self.map { try decoder.decode(T.self, from: $0) }
            }
        }
        """
    let user = """
        import RxSwift
        final class UserService {
            func user(_ data: Observable<Data>) -> Observable<User> { data.map(User.self) }
        }
        """
    let own = try RepositoryScanner(
        fileSystem: InMemoryFileSystem([
            "/repo/App/Observable+Decode.swift": decoder, "/repo/App/UserService.swift": user,
        ])
    ).scan(root: "/repo")
    let map = try #require(own.files.flatMap(\.apis).first { $0.name == "map" })
    #expect(map.callers.map { "\($0.line):\($0.column)" } == ["3:68"])
    let service = try #require(own.files.first { $0.path == "App/UserService.swift" })
    #expect(!service.occurrences.contains { $0.construct == "Moya.map" })
    let network = "import Moya\nlet provider = MoyaProvider<API>()"
    let moya = try RepositoryScanner(
        fileSystem: InMemoryFileSystem(["/repo/App/Network.swift": network, "/repo/App/UserService.swift": user])
    ).scan(root: "/repo")
    let moyaService = try #require(moya.files.first { $0.path == "App/UserService.swift" })
    #expect(moyaService.occurrences.filter { $0.construct == "Moya.map" }.map(\.line) == [3])
}

/// A project's own operator named like RxSwift's that takes a metatype first (`catchError(_ type: T.Type, _:)`)
/// gets its calls (`items.catchError(LoadError.self) { }`), which are no `catch` occurrences; RxSwift's own
/// `catchError { }` beside it stays the operator, and an array's `map(Row.init)` calls neither.
@Test func anOwnOperatorTakingAMetatypeFirstGetsItsCallsApartFromTheCatalogOperator() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Observable+Catch.swift": """
        import RxSwift
        protocol DomainError: Error {}
        extension ObservableType {
            func catchError<T: DomainError>(_ type: T.Type, _ handler: @escaping (T) -> Observable<Element>)
                -> Observable<Element>
            {
                self.catch { error in (error as? T).map(handler) ?? .error(error) }
            }
            func map<T: Decodable>(_ type: T.Type) -> Observable<T> { self.map { _ in try decode(T.self) } }
        }
        """,
        "/repo/App/ListViewModel.swift": """
        import RxSwift
        struct LoadError: DomainError {}
        final class ListViewModel {
            func load(_ items: Observable<Int>) -> Observable<Int> {
                items.catchError(LoadError.self) { _ in .just(0) }
            }
            func plain(_ items: Observable<Int>) -> Observable<Int> {
                items.catchError { _ in .just(0) }
            }
            func rows(_ ids: [Int]) -> [Item] { ids.map(Row.init).map(Item.row) }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let catchError = try #require(inventory.files.flatMap(\.apis).first { $0.name == "catchError" })
    #expect(catchError.callers.map { "\($0.line):\($0.column)" } == ["5:15"])
    // Only a call passing a metatype may be the project's `map`: not an array's `map(Row.init)`, which stays no Rx.
    let map = try #require(inventory.files.flatMap(\.apis).first { $0.name == "map" })
    #expect(map.callers.isEmpty)
    let file = try #require(inventory.files.first { $0.path == "App/ListViewModel.swift" })
    #expect(
        file.occurrences.filter { $0.symbol == "catchError" }.map { "\($0.line) \($0.construct)" } == ["8 catch"])
    #expect(!file.occurrences.contains { $0.line == 10 })
}

/// Action's initializer without generic arguments (`Action { }`, `Action(enabledIf:) { }`) counts as Action where
/// the file imports it; ReactorKit's `Action.tap` beside it does not.
@Test func actionsInitializerWithItsTypesInferredCounts() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/LoginViewModel.swift": """
        import RxSwift
        import Action
        final class LoginViewModel {
            lazy var login = Action(enabledIf: valid) { (_: Void) in self.api.login() }
            let alert: Action<String, Void> = Action { _ in .empty() }
        }
        """
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let file = try #require(inventory.files.first)
    #expect(
        file.occurrences.filter { $0.symbol == "Action" }.map { "\($0.line):\($0.column) \($0.construct)" } == [
            "4:22 Action(workFactory:)", "5:16 Action", "5:39 Action(workFactory:)",
        ])
}

/// On what an Rx operator or an `rx` binding gives (`names.map { }.execute { }`, `table.rx.itemSelected.execute`),
/// `execute` is the repository's operator too: it gets the calls, and they are no Action occurrences.
@Test func anOwnOperatorNamedLikeActionsMemberHasItsCallsAfterOperatorsAndBindings() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Observable+Execute.swift": ownExecuteOperator,
        "/repo/App/ListViewController.swift": """
        import UIKit
        import RxSwift
        import RxCocoa
        import Action
        final class ListViewController: UIViewController {
            let table = UITableView()
            let alert: Action<String, Void> = Action { _ in .empty() }
            func bind(_ items: Observable<Int>) {
                _ = table.rx.itemSelected.execute { _ in }
                _ = items.map { $0 + 1 }.execute { _ in }
                _ = alert.execute("hi")
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let execute = try #require(inventory.files.flatMap(\.apis).first { $0.name == "execute" })
    #expect(execute.callers.map { "\($0.line):\($0.column)" } == ["9:35", "10:34"])
    let file = try #require(inventory.files.first { $0.path == "App/ListViewController.swift" })
    #expect(
        file.occurrences.filter { $0.symbol == "execute" }.map { "\($0.line) \($0.construct)" } == ["11 Action.execute"]
    )
}

/// Without RxSwiftExt, its `mapMany` is the repository's own operator (`extension ObservableType where Element:
/// Collection`), and a standard library name (`count()`) on a receiver declared with an Rx type is the
/// repository's operator too, not the collection's property.
@Test func ownOperatorsNamedLikeRxSwiftExtsOrTheStandardLibrarysGetTheirCalls() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Observable+Extras.swift": """
        import RxSwift
        extension ObservableType where Element: Collection {
            func mapMany<T>(_ f: @escaping (Element.Element) -> T) -> Observable<[T]> { map { $0.map(f) } }
        }
        extension ObservableType {
            func count() -> Observable<Int> { map { _ in 1 } }
        }
        """,
        "/repo/App/SearchViewModel.swift": """
        import RxSwift
        final class SearchViewModel {
            let names: Observable<[String]> = .just(["a"])
            let loadMore = BehaviorSubject<Bool>(value: false)
            let pages = [1, 2]
            func rows() -> Observable<[Int]> { names.mapMany { $0.count } }
            func loads() -> Observable<Int> { loadMore.count() }
            func total() -> Int { pages.count }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let apis = inventory.files.flatMap(\.apis)
    #expect(apis.first { $0.name == "mapMany" }?.callers.map(\.line) == [6])
    #expect(apis.first { $0.name == "count" }?.callers.map(\.line) == [7])
}

/// `self.photo` is the property, whatever a parameter of the initializer is named: the call on it reaches the
/// repository's operator.
@Test func aMemberOfSelfIsThePropertyNotAParameterOfItsName() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Observable+Merge.swift": """
        import RxSwift
        extension ObservableType {
            func merge(with other: Observable<Element>) -> Observable<Element> {
                Observable.merge(asObservable(), other)
            }
        }
        """,
        "/repo/App/PhotoModel.swift": """
        import RxSwift
        final class PhotoModel {
            let photo: Observable<Int>
            let likes: Observable<Int>
            init(photo: Int) {
                self.photo = .just(photo)
                likes = self.photo.merge(with: .just(0))
            }
            func reload(_ photo: Int) -> Observable<Int> {
                print(photo)
                return self.photo.merge(with: .just(photo))
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let merge = try #require(inventory.files.flatMap(\.apis).first { $0.name == "merge" })
    // A bare argument of a declared name (`print(photo)`) is no call: left out after the receivers are typed.
    #expect(merge.callers.map { "\($0.path):\($0.line)" } == ["App/PhotoModel.swift:7", "App/PhotoModel.swift:11"])
}

/// An internal declaration is no candidate for a call from another module: the other module's
/// `leftItems?[0].rx.tapped`, whose receiver's type is unknown, calls the public `Reactive where Base: UIView`
/// member, not the internal one a class of the declaring module has. A test module sees internals.
@Test func anInternalDeclarationIsNoCandidateInAnotherModule() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "R", targets: [
            .target(name: "DS"), .target(name: "Feature", dependencies: ["DS"]),
        ])
        """,
        "/repo/Sources/DS/UIView+Rx.swift": """
        import RxSwift
        import RxCocoa
        extension Reactive where Base: UIView {
            public var tapped: ControlEvent<Void> { ControlEvent(events: Observable<Void>.never()) }
        }
        """,
        "/repo/Sources/DS/TabItem.swift": """
        import RxSwift
        import RxCocoa
        final class TabItem: UIView {}
        extension Reactive where Base: TabItem {
            var tapped: ControlEvent<Void> { ControlEvent(events: Observable<Void>.never()) }
        }
        """,
        "/repo/Sources/Feature/ScreenViewController.swift": """
        import RxSwift
        import DS
        final class ScreenViewController {
            let bag = DisposeBag()
            func bind(bar: NavigationBar) {
                bar.leftItems?[0].rx.tapped.subscribe().disposed(by: bag)
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let callers = inventory.files.flatMap { file in
        file.apis.filter { $0.name == "tapped" }.map { "\(file.path) \($0.callers.map(\.line))" }
    }
    #expect(callers == ["Sources/DS/TabItem.swift []", "Sources/DS/UIView+Rx.swift [6]"])
}

/// A local without a type that a parameter or annotated local of no Rx type gives (`let books =
/// page.items.map(\.domain)` of `page: PageDTO<BookDTO>`) shadows the file's Rx name it spells (the repository's
/// `books(byAuthor:)`, a relay `items`): its `map` and `filter` are a collection's. One an Rx parameter gives stays
/// Rx.
@Test func aLocalAPlainTypedNameGivesShadowsAnRxName() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ListViewModel.swift": """
        import RxSwift
        import RxRelay
        final class ListViewModel {
            let items = BehaviorRelay<[Int]>(value: [])
            func sort(_ list: [Int]) {
                let items = list.sorted { $0 < $1 }
                _ = items.filter { $0 > 1 }
            }
            func copy(_ list: [Int]) {
                let items = list
                _ = items.filter { $0 > 1 }
            }
            func watch(_ source: Observable<[Int]>) {
                let items = source
                _ = items.filter { !$0.isEmpty }
            }
            func own() {
                _ = items.filter { !$0.isEmpty }
            }
        }
        """
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let model = try #require(inventory.files.first)
    #expect(
        model.occurrences.map { "\($0.line):\($0.symbol)" } == [
            "4:BehaviorRelay", "13:Observable", "15:filter", "18:filter",
        ])
}

/// Overloads that differ by their results alone, one Rx, one Combine (`-> Observable<Bool>` and `->
/// AnyPublisher<Bool, Never>` requirements): a call in a file that imports Combine and no Rx is the plain one's,
/// not a caller of the Rx one; a file importing Rx keeps calling it.
@Test func aCombineFilesCallOfAPlainOverloadIsNoRxCaller() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Settings.swift": """
        import RxSwift
        import Combine
        protocol SettingsRx { func values(key: String) -> Observable<Bool> }
        protocol SettingsCombine { func values(key: String) -> AnyPublisher<Bool, Never> }
        protocol SettingsProviding: SettingsRx, SettingsCombine {}
        """,
        "/repo/App/FlagsViewModel.swift": """
        import Combine
        final class FlagsViewModel {
            let settings: SettingsProviding
            init(settings: SettingsProviding) { self.settings = settings }
            lazy var enabled: AnyPublisher<Bool, Never> = settings.values(key: "logger")
        }
        """,
        "/repo/App/LegacyViewModel.swift": """
        import RxSwift
        final class LegacyViewModel {
            let settings: SettingsProviding
            init(settings: SettingsProviding) { self.settings = settings }
            var enabled: Observable<Bool> { settings.values(key: "logger") }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let values = try #require(inventory.files.flatMap(\.apis).first { $0.name == "values" })
    #expect(values.callers.map { "\($0.path):\($0.line)" } == ["App/LegacyViewModel.swift:5"])
}

/// A function of an Rx type's extension that leaves Rx (`func syncValue() -> Element?` on `Single`, `func wait()
/// throws` on `Completable`) is an Rx API of the type it extends, with its callers: the blocking waits a migration
/// must turn into awaits.
@Test func anRxExtensionsFunctionThatLeavesRxIsAnAPI() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/RxCommons.swift": """
        import RxSwift
        extension PrimitiveSequence where Trait == SingleTrait {
            func syncValue() -> Element? { nil }
        }
        """,
        "/repo/App/Repo.swift": """
        import RxSwift
        final class Repo {
            func fetch() -> Single<Int> { .just(1) }
            func go() -> Int? { fetch().syncValue() }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let api = try #require(inventory.files.flatMap(\.apis).first { $0.name == "syncValue" })
    #expect(api.rxTypes == ["PrimitiveSequence"])
    #expect(api.callers.map { "\($0.path):\($0.line)" } == ["App/Repo.swift:4"])
}

/// In a file without an Rx import, `self.model.accept(2)` reads the relay another file declares: a parameter of the
/// name in another function of the file (`func select(_ model: String)`) says nothing of `self.model`.
@Test func aParameterElsewhereDoesNotTypeASelfMember() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Main.swift": """
        import RxCocoa
        import RxSwift
        final class MainController: NSWindowController { let model = BehaviorRelay<Int?>(value: nil) }
        """,
        "/repo/App/Main+Select.swift": """
        import Cocoa
        extension MainController {
            func select(_ model: String) { print(model) }
            private func update() { self.model.accept(2) }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let file = try #require(inventory.files.first { $0.path == "App/Main+Select.swift" })
    #expect(file.occurrences.map { "\($0.line):\($0.construct)" } == ["4:accept"])
}

/// A repository's constrained `asDriver()` (`where Element == Void`) is no call where the receiver is declared with an
/// RxCocoa type that has its own: a relay's, a `Driver`'s, a control property's.
@Test func anOwnAsDriverIsNoCallOnTypesWithTheirOwn() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Observable+Void.swift": """
        import RxCocoa
        import RxSwift
        extension ObservableConvertibleType where Element == Void {
            func asDriver() -> Driver<Element> { asDriver(onErrorJustReturn: ()) }
        }
        """,
        "/repo/App/Screen.swift": """
        import RxCocoa
        import RxSwift
        final class Screen {
            let name = BehaviorRelay<String>(value: "")
            let count: Driver<Int> = .just(1)
            let taps = PublishSubject<Void>()
            func bind() {
                _ = name.asDriver()
                _ = count.asDriver()
                _ = taps.asDriver()
            }
        }
        """,
    ])
    #expect(try callerLines(fileSystem, declaredIn: "App/Observable+Void.swift") == ["asDriver [10]"])
}

/// A getter returning a function of another file whole (`return Session.shared.rx.send`, a function type's value) calls
/// it where it is written, as a default argument passing it (`= Session.shared.rx.send`) does; a property read returned
/// so is no function's caller.
@Test func aFunctionReturnedWholeFromAGetterIsCalledThere() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Session+Rx.swift": """
        import RxSwift
        final class Session { static let shared = Session() }
        extension Reactive where Base: Session {
            func send(_ request: Int) -> Observable<Int> { .just(request) }
        }
        """,
        "/repo/App/Router.swift": """
        import RxSwift
        final class Router {
            private static var fetch: (Int) -> Observable<Int> {
                return Session.shared.rx.send
            }
            init(load: @escaping (Int) -> Observable<Int> = Session.shared.rx.send) {}
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let send = try #require(inventory.files.flatMap(\.apis).first { $0.name == "send" })
    #expect(send.callers.map(\.line) == [4, 6])
}

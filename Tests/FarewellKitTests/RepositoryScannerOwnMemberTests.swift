import Testing

@testable import FarewellKit

/// A label that proves a catalog member (`bind(to:)`) proves nothing where the project declares a function of
/// that name and label itself (the BindableType pattern): only an Rx chain or an Rx argument does then.
@Suite struct OwnMemberLabelTests {
    static let bindable = """
        import UIKit
        protocol BindableType { associatedtype ViewModelType }
        extension BindableType where Self: UIViewController {
            func bind(to viewModel: Self.ViewModelType) { loadViewIfNeeded() }
        }
        """

    static let coordinator = """
        import RxSwift
        import RxCocoa
        final class Coordinator {
            let title: Observable<String> = .never()
            func start(vc: HomeViewController, viewModel: HomeViewModel, label: UILabel, api: API, relay: Relay) {
                vc.bind(to: viewModel)
                viewModel.name.bind(to: label.rx.text)
                title.map { $0 }.bind(to: relay)
                api.fetch().bind(to: relay)
                Observable.just(1).bind(to: relay)
            }
        }
        """

    static let api = """
        import RxSwift
        final class API {
            func fetch() -> Observable<Int> { .never() }
        }
        """

    private func bindLines(_ files: [String: String]) throws -> [Int] {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        let file = try #require(inventory.files.first { $0.path == "App/Coordinator.swift" })
        return file.occurrences.filter { $0.construct == "bind" }.map(\.line)
    }

    @Test func withoutTheProjectsOwnBindTheLabelProvesIt() throws {
        let lines = try bindLines([
            "/repo/App/Coordinator.swift": Self.coordinator, "/repo/App/API.swift": Self.api,
        ])
        #expect(lines == [6, 7, 8, 9, 10])
    }

    @Test func theProjectsOwnBindLeavesOnlyProvenCalls() throws {
        let lines = try bindLines([
            "/repo/App/Coordinator.swift": Self.coordinator, "/repo/App/API.swift": Self.api,
            "/repo/App/BindableType.swift": Self.bindable,
        ])
        // `vc.bind(to: viewModel)` is BindableType's; an Rx argument (`label.rx.text`), a chain from an Rx-typed
        // name, another file's Rx function (`api.fetch()`) or a factory's chain (`Observable.just`) prove the rest.
        #expect(lines == [7, 8, 9, 10])
    }

    @Test func anOwnBindWithAnotherLabelOrAnRxSignatureChangesNothing() throws {
        for declaration in [
            "extension UIView { func bind(model: Int) {} }",
            "import RxSwift\nextension ObservableType { func bind(to relay: Relay) -> Disposable { fatalError() } }",
            "import RxSwift\nfinal class Relay { func bind(to other: Observable<Int>) {} }",
        ] {
            let lines = try bindLines([
                "/repo/App/Coordinator.swift": Self.coordinator, "/repo/App/API.swift": Self.api,
                "/repo/App/Own.swift": declaration,
            ])
            #expect(lines == [6, 7, 8, 9, 10], "\(declaration)")
        }
    }

    private func symbols(_ files: [String: String], in path: String) throws -> [String] {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        let file = try #require(inventory.files.first { $0.path == path })
        return file.occurrences.map { "\($0.line):\($0.symbol)" }
    }

    static let interceptor = """
        import Combine
        struct Interceptor {
            func intercept(_ request: String) -> AnyPublisher<String, Never> {
                let publisher: AnyPublisher<String, Never> = .just(request)
                return publisher
                    .flatMap { value -> AnyPublisher<String, Never> in .empty() }
                    .eraseToAnyPublisher()
            }
            func merged() -> AnyPublisher<Int, Never> { .merge(.just(1), .just(2)) }
            func bind(items: BehaviorRelay<[Int]>) { items.asDriver().drive(onNext: { _ in }) }
        }
        """

    @Test func implicitMembersInACombineFileWithoutAnRxImportAreCombines() throws {
        let rx = "import RxSwift\nfinal class Bag { let bag = DisposeBag() }\n"
        let files = ["/repo/App/Interceptor.swift": Self.interceptor, "/repo/App/Bag.swift": rx]
        // Only the Rx members the module's import brings stay; `.just`, `.empty`, `.merge` and the `flatMap`
        // they alone proved are Combine's.
        #expect(try symbols(files, in: "App/Interceptor.swift") == ["10:asDriver", "10:drive"])
        // Without Combine, an implicit member's type comes from Rx code elsewhere (a stubbed `Observable`).
        let stub = "import Quick\nfunc stub() { register(service.load) { return .just(()) } }\n"
        let spec = ["/repo/App/Spec.swift": stub, "/repo/App/Bag.swift": rx]
        #expect(try symbols(spec, in: "App/Spec.swift") == ["2:just"])
        // A module that re-exports Rx sees it all, but for a chain with a link only Combine has (the `flatMap`
        // before `.eraseToAnyPublisher()`) and what a closure declaring a publisher returns (`.empty()`).
        let exported = "@_exported import RxSwift\n"
        let reexporting = ["/repo/App/Interceptor.swift": Self.interceptor, "/repo/App/Exports.swift": exported]
        #expect(
            try symbols(reexporting, in: "App/Interceptor.swift") == [
                "4:just", "9:merge", "9:just", "9:just", "10:BehaviorRelay", "10:asDriver", "10:drive",
            ])
    }

    static let settings = """
        import Combine
        import RxSwift
        final class Settings {
            var cancellables: Set<AnyCancellable> = []
            func present(state: AnyPublisher<Int, Never>) -> Single<Int> {
                state.first().receive(on: DispatchQueue.main).subscribe().store(in: &cancellables)
                let fallback: AnyPublisher<Int, Never> = .just(0)
                return Single.just(1).flatMap { _ in .just(2) }
            }
            func restart(_ fresh: Bool) -> Single<Int> {
                if fresh { return .just(3) }
                return state.flatMap { value in .just(value) }.asSingle()
            }
            var current: Single<Int> { .just(4) }
            func recover(_ single: Single<Int>) -> Single<Int> { single.catch { _ -> Single<Int> in .just(6) } }
            var publisher: AnyPublisher<Int, Never> { .just(5) }
        }
        """

    @Test func theProjectsOwnCombineHelpersTakeTheirCallsNextToRx() throws {
        let helpers = """
            import Combine
            extension AnyPublisher {
                static func just(_ value: Output) -> Self { fatalError() }
                func subscribe() -> AnyCancellable { sink(receiveCompletion: { _ in }, receiveValue: { _ in }) }
            }
            """
        let without = try symbols(["/repo/App/Settings.swift": Self.settings], in: "App/Settings.swift")
        // A chain with a link only Combine has (`.receive(on:)`, `.store(in:)`) is Combine's either way.
        #expect(
            without == [
                "5:Single", "7:just", "8:Single", "8:just", "8:flatMap", "8:just",
                "10:Single", "11:just", "12:flatMap", "12:just", "12:asSingle", "14:Single", "14:just", "15:Single",
                "15:Single", "15:catch", "15:Single", "15:just", "16:just",
            ])
        let with = try symbols(
            ["/repo/App/Settings.swift": Self.settings, "/repo/App/Publisher+Helpers.swift": helpers],
            in: "App/Settings.swift")
        // `subscribe()` and `.just(0)` are the project's, and `first()` only `subscribe()` proved. `Single.just`
        // names its type, and `.just(2)` in the closure of the Rx `flatMap` after it has that call's type.
        // So does a `.just` a function or property declared with an Rx type returns (not one a publisher
        // property returns), and one in the closure of an operator an Rx-only call after it proves.
        #expect(
            with == [
                "5:Single", "8:Single", "8:just", "8:flatMap", "8:just", "10:Single", "11:just", "12:flatMap",
                "12:just", "12:asSingle", "14:Single", "14:just", "15:Single", "15:Single", "15:catch", "15:Single",
                "15:just",
            ])
    }

    @Test func anOwnFunctionTakingOneUnlabeledArgumentLeavesRelayCallsAlone() throws {
        let presenter = "import RxRelay\nfunc show(view: InfoView) { view.model.titleRelay.accept(1) }\n"
        let service = "final class ExplainerService { func accept(_ account: Int) {} }\n"
        let files = ["/repo/App/Presenter.swift": presenter, "/repo/App/ExplainerService.swift": service]
        #expect(try symbols(files, in: "App/Presenter.swift") == ["2:accept"])
    }

    @Test func anImplicitMemberGivenToAnRxTypedNameIsRxNextToTheProjectsCombineHelpers() throws {
        let helpers = """
            import Combine
            extension AnyPublisher {
                static func just(_ value: Output) -> Self { fatalError() }
                static func empty() -> Self { fatalError() }
            }
            """
        let mock = """
            import Combine
            import RxSwift
            final class Mock {
                var a: RxSwift.Observable<Int> = .empty()
                var f: AnyPublisher<Int, Never> = .just(1)
                var stream: Observable<Int> = .never()
                func g(x: Single<Int> = .just(2)) {
                    let s: Single<Int> = .just(3)
                    stream = .merge(.just(4), .just(5))
                    self.stream = .empty()
                }
            }
            """
        let files = ["/repo/App/Mock.swift": mock, "/repo/App/Publisher+Helpers.swift": helpers]
        // Only the publisher's `.just(1)` is the project's helper.
        #expect(
            try symbols(files, in: "App/Mock.swift") == [
                "4:Observable", "4:empty", "6:Observable", "6:never", "7:Single", "7:just", "8:Single", "8:just",
                "9:merge", "9:just", "9:just", "10:empty",
            ])
    }
}

/// A member only its place proves (`subscribe { }`), called on a name the file declares with a type that is no Rx
/// type (`let hub = FrameHub()`, `hub: FrameHub`), is the project's own function of that name and label where the
/// project declares one; an Rx receiver's is still Rx.
@Test func aMemberOnANameTypedWithAProjectTypeIsThatTypesFunction() throws {
    let inventory = try RepositoryScanner(
        fileSystem: InMemoryFileSystem([
            "/repo/App/FrameHub.swift": """
            final class FrameToken {}
            final class FrameHub {
                func subscribe(_ handler: @escaping (Int) -> Void) -> FrameToken { FrameToken() }
            }
            """,
            "/repo/App/Service.swift": """
            import RxSwift
            final class Service {
                let frames = PublishSubject<Int>()
                let hub = FrameHub()
                func start() -> Disposable {
                    _ = hub.subscribe { _ in }
                    return frames.subscribe { _ in }
                }
            }
            """,
            "/repo/App/PreviewView.swift": """
            final class PreviewView {
                func attach(to hub: FrameHub) { _ = hub.subscribe { frame in print(frame) } }
            }
            """,
        ])
    ).scan(root: "/repo")
    let lines = { (path: String) in
        inventory.files.first { $0.path == path }?.occurrences.map { "\($0.line):\($0.construct)" }
    }
    #expect(lines("App/Service.swift") == ["3:PublishSubject", "5:Disposable", "7:subscribe"])
    #expect(lines("App/PreviewView.swift") == nil)
}

/// `Type.name(...)`, after `throw` too, is that type's enum case where the repository declares one of that name and
/// label in it: `NetworkError.timeout(e)` constructs the error, and only an Rx chain's `.timeout(_:scheduler:)` is
/// the operator.
@Test func aTypesOwnEnumCaseIsNoOperatorOfItsName() throws {
    let inventory = try RepositoryScanner(
        fileSystem: InMemoryFileSystem([
            "/repo/App/Errors.swift": "enum NetworkError: Error { case timeout(Error) }\n",
            "/repo/App/Service.swift": """
            import RxSwift
            final class Service {
                func h<T>(_ e: Error) throws -> Single<T> { throw NetworkError.timeout(e) }
                func fail(_ e: Error) -> Error { OtherError.timeout(e) }
                func load(_ s: Single<Int>) -> Single<Int> { s.timeout(.seconds(5), scheduler: MainScheduler.instance) }
            }
            """,
        ])
    ).scan(root: "/repo")
    let file = try #require(inventory.files.first { $0.path == "App/Service.swift" })
    // `OtherError` declares no such case here: its `timeout(_:)` may be anything, the operator too.
    #expect(file.occurrences.filter { $0.construct == "timeout" }.map(\.line) == [4, 5])
}

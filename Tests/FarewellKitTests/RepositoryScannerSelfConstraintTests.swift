import Testing

@testable import FarewellKit

/// `extension HasLoadingStream where Self: Reactor` gives the members of its body a reactor's `self`; it does not make
/// every adopter of `HasLoadingStream` a reactor, nor the protocol an Rx type.
@Suite struct RepositoryScannerSelfConstraintTests {
    static let files = [
        "/repo/App/HasViewModel.swift": """
        import RxSwift
        protocol HasViewModel {
            associatedtype ViewModel
            var viewModel: Observable<ViewModel> { get }
        }
        """,
        "/repo/App/HasLoadingStream.swift": """
        import ReactorKit
        import RxSwift
        protocol HasLoadingState { var isLoading: Bool { get } }
        protocol HasLoadingStream { var isLoadingStream: Observable<Bool> { get } }
        extension HasLoadingStream where Self: Reactor, Self.State: HasLoadingState {
            var isLoadingStream: Observable<Bool> { state.map(\\.isLoading) }
        }
        extension HasLoadingStream where Self: HasViewModel, Self.ViewModel: HasLoadingState {
            var isLoadingStream: Observable<Bool> { viewModel.map(\\.isLoading) }
        }
        """,
        "/repo/App/LoadingStreamBindable.swift": """
        import RxSwift
        protocol LoadingStreamBindable: AnyObject {
            func bindLoadingStream(from listener: HasLoadingStream)
        }
        extension LoadingStreamBindable {
            func bindLoadingStream(from listener: HasLoadingStream) {
                _ = listener.isLoadingStream.distinctUntilChanged().subscribe()
            }
        }
        """,
        "/repo/App/ListPresenter.swift": """
        import RxSwift
        final class ListPresenter: HasLoadingStream {
            let isLoadingStream: Observable<Bool> = .just(true)
        }
        final class ListScreen {
            let presenter = ListPresenter()
        }
        """,
    ]

    @Test func aWhereClauseMakesNoAdopterAReactorNorTheProtocolAnRxType() throws {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(Self.files)).scan(root: "/repo")
        let apis = inventory.files.flatMap { file in file.apis.map { "\(file.path) \($0.name) \($0.rxTypes)" } }
        #expect(!apis.contains { $0.contains("bindLoadingStream") || $0.contains("init") })
        // In the body, `self` is a reactor: `state` is ReactorKit's.
        let streams = try #require(inventory.files.first { $0.path == "App/HasLoadingStream.swift" })
        #expect(streams.occurrences.contains { $0.construct == "Reactor.state" && $0.line == 6 })
    }

    @Test func aBareMemberOfWhatTheWhereClauseRequiresIsItsCaller() throws {
        #expect(
            try callerLines(InMemoryFileSystem(Self.files), declaredIn: "App/HasViewModel.swift") == ["viewModel [9]"])
    }

    /// Through a composition alias: `where Self: BindableProtocols` of `typealias BindableProtocols = HasViewModel &
    /// AnyObject`.
    @Test func aWhereClauseThroughACompositionAliasReachesItsProtocolsMembers() throws {
        var files = Self.files
        files["/repo/App/Bindable.swift"] = """
            import RxSwift
            typealias BindableProtocols = HasViewModel & AnyObject
            protocol Bindable {}
            extension Bindable where Self: BindableProtocols {
                func bind() { _ = viewModel.subscribe() }
            }
            """
        #expect(
            try callerLines(InMemoryFileSystem(files), declaredIn: "App/HasViewModel.swift") == ["viewModel [5, 9]"])
    }

    /// An extension `where Self: UIViewController` is a view's code: its file's layer is ui.
    @Test func aWhereClauseNamingAViewMakesTheFileUI() throws {
        let files = [
            "/repo/App/Protocols/Presenting.swift": """
            import UIKit
            import RxSwift
            protocol Presenting: AnyObject {}
            extension Presenting where Self: UIViewController {
                func present(_ alerts: Observable<String>) -> Disposable { alerts.subscribe() }
            }
            """
        ]
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        #expect(inventory.files.map(\.layer) == [.ui])
    }
}

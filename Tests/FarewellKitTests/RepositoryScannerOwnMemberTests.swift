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
}

import Testing

@testable import FarewellKit

/// A file without an Rx import of its own sees only the Rx members another file of its module brings in: its own
/// enum cases and the members of the types it names are not those.
@Suite struct ModuleMemberTests {
    static let service = """
        import RxSwift
        import RxRelay
        final class Service {
            let relay = BehaviorRelay<Int>(value: 0)
            func load() -> Single<Int> { .just(1) }
            static func shared() -> Single<Int> { .just(1) }
        }
        """

    private func occurrences(_ files: [String: String]) throws -> [String: [String]] {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        return Dictionary(
            uniqueKeysWithValues: inventory.files.map { file in
                (file.path, file.occurrences.map { "\($0.line):\($0.symbol)" })
            })
    }

    /// The scene delegate setting a view's reactor (`vc.reactor = ViewReactor()`) imports UIKit alone: ReactorKit,
    /// imported by the view's file, gives the module the view's `reactor`, which the migration takes away there too. A
    /// module where no file imports ReactorKit has no such member.
    @Test func aViewsReactorSetInAFileWithoutReactorKitIsReactorKits() throws {
        let view = """
            import UIKit
            import ReactorKit
            final class ViewController: UIViewController, StoryboardView {
                var disposeBag = DisposeBag()
                func bind(reactor: ViewReactor) {}
            }
            """
        let delegate = """
            import UIKit
            final class SceneDelegate: UIResponder {
                func start() {
                    let vc = ViewController()
                    vc.reactor = ViewReactor()
                }
            }
            """
        let found = try occurrences([
            "/repo/App/ViewController.swift": view, "/repo/App/SceneDelegate.swift": delegate,
            "/repo/Other/SceneDelegate.swift": delegate, "/repo/Other/Service.swift": Self.service,
        ])
        #expect(found["App/SceneDelegate.swift"] == ["5:reactor"])
        #expect(found["Other/SceneDelegate.swift"] == nil)
    }

    @Test func withoutAnRxImportItsOwnEnumCasesAndTypedReceiversAreNoRx() throws {
        let files = [
            "/repo/App/Service.swift": Self.service,
            "/repo/App/Stats.swift": """
            import Foundation
            enum StatEvent { case share, subscribe }
            func name(_ event: StatEvent) -> String {
                switch event {
                case .subscribe: return "subscribe"
                case .share: return "share"
                }
            }
            """,
            "/repo/App/PurchaseView.swift": """
            import SwiftUI
            final class PurchaseViewModel: ObservableObject { func subscribe() {} }
            enum ButtonKind { case subscribe, lifetime }
            struct PurchaseView: View {
                @ObservedObject var viewModel: PurchaseViewModel
                var kind: ButtonKind { .subscribe }
                var body: some View {
                    Button(action: { viewModel.subscribe() }) { Text("Buy") }
                        .animation(Animation.linear(duration: 1.5).delay(0.25), value: 1)
                        .animation(.linear(duration: 1).delay(0.5), value: 2)
                }
            }
            """,
            "/repo/App/Factory.swift": """
            import Foundation
            enum ViewItem { case empty(address: String), full(String) }
            func make(_ raw: String?) -> ViewItem {
                guard let raw else { return .empty(address: "") }
                return .full(raw)
            }
            """,
            "/repo/App/Parser.swift": """
            import Foundation
            protocol Visitor { func visit(_ document: Document) -> String }
            final class Document {
                func accept(_ visitor: Visitor) -> String { visitor.visit(self) }
                func render(_ visitor: Visitor) -> String { self.accept(visitor) }
            }
            func render(tree: Any, visitor: Visitor) -> String? {
                guard let document = tree as? Document else { return nil }
                return document.accept(visitor)
            }
            """,
            // Real Rx use stays: the relay of the type it extends, and another file's Rx property.
            "/repo/App/Service+Reload.swift": """
            import Foundation
            extension Service {
                func reload(other: Service) {
                    relay.accept(1)
                    other.relay.accept(2)
                    other.relay.delay(.seconds(1)).subscribe()
                    _ = Service.shared().subscribe(onSuccess: { _ in })
                }
            }
            """,
        ]
        let found = try occurrences(files)
        #expect(found.keys.sorted() == ["App/Service+Reload.swift", "App/Service.swift"])
        #expect(found["App/Service+Reload.swift"] == ["4:accept", "5:accept", "6:delay", "6:subscribe", "7:subscribe"])
    }

    /// A member reached through properties the file declares with its own types (`storage.core.subscribe()` of a
    /// `storage: Storage` whose `core: Multicast` declares `subscribe()`) is that type's, as the compiler picks it; a
    /// hop the file does not type (`Service.relay`, declared in another file) still reaches Rx.
    @Test func withoutAnRxImportAMemberThroughItsOwnTypedPropertiesIsNoRx() throws {
        let files = [
            "/repo/App/Service.swift": Self.service,
            "/repo/App/Shared.swift": """
            import Foundation
            final class Multicast {
                func subscribe() -> Int { 0 }
            }
            final class Shared {
                final class Storage {
                    let core: Multicast
                    let service: Service
                    init(core: Multicast, service: Service) {
                        self.core = core
                        self.service = service
                    }
                }
                private let storage: Storage
                init(storage: Storage) { self.storage = storage }
                func join() -> Int { storage.core.subscribe() }
                func rejoin() -> Int { self.storage.core.subscribe() }
                func reload() { _ = storage.service.relay.subscribe() }
            }
            """,
        ]
        let found = try occurrences(files)
        #expect(found["App/Shared.swift"] == ["18:subscribe"])
    }

    @Test func anEnumCaseNamedDisposedIsNotDisposedBy() throws {
        let network = """
            import RxSwift
            final class NetworkManager {
                func single() -> Single<Int> {
                    Single<Int>.create { observer in
                        observer(.failure(NetworkManager.RequestError.disposed))
                        return Disposables.create()
                    }
                }
                func isDisposed(_ error: Error) -> Bool {
                    if case RequestError.disposed? = error as? RequestError { return true }
                    return false
                }
                func fail(bag: DisposeBag) -> Error {
                    single().subscribe().disposed(by: bag)
                    return RequestError.disposed
                }
                enum RequestError: Error { case disposed }
            }
            """
        let found = try occurrences(["/repo/App/Network.swift": network])
        #expect(
            found["App/Network.swift"] == [
                "3:Single", "4:Single", "4:create", "5:failure", "6:Disposables", "13:DisposeBag", "14:subscribe",
                "14:disposed",
            ])
    }

    /// RxDataSources' data source members, in a file that imports UIKit alone where another file of the module
    /// re-exports RxDataSources (`@_exported import RxDataSources`), are RxDataSources': they go with the data source.
    @Test func aDataSourcesMembersCountWhereAnotherFileReexportsRxDataSources() throws {
        let files = [
            "/repo/App/Header.swift": "@_exported import RxSwift\n@_exported import RxDataSources\n",
            "/repo/App/ListViewController.swift": """
            import UIKit
            final class ListViewController {
                let dataSource = RxTableViewSectionedReloadDataSource<SectionModel<String, Int>>(configureCell: f)
                func setUp() {
                    dataSource.titleForHeaderInSection = { ds, index in ds.sectionModels[index].model }
                }
            }
            """,
        ]
        let found = try occurrences(files)
        #expect(
            found["App/ListViewController.swift"] == [
                "3:RxTableViewSectionedReloadDataSource", "3:SectionModel", "5:titleForHeaderInSection",
                "5:sectionModels",
            ])
    }
}

/// A file that imports Rx but not ReactorKit, in a module where another file imports ReactorKit, sees its members
/// (`vc.reactor = ...`, `reactor.pulse(...)`, `reactor.state`), as Swift shares extension members module-wide, but
/// not its types (`some View` is SwiftUI's); in a module without ReactorKit, nothing of it.
@Test func aLibrarysMembersReachTheFilesOfAModuleAnotherFileImportsItIn() throws {
    let reactorKitFile = """
        import ReactorKit
        import RxSwift
        class BaseViewController<R: Reactor>: UIViewController, View {
            var disposeBag = DisposeBag()
            func bind(reactor: R) {}
        }
        """
    let flow = """
        import UIKit
        import RxSwift
        import SwiftUI
        final class HomeFlow {
            func make(reactor: HomeReactor) -> UIViewController {
                let vc = HomeViewController()
                vc.reactor = HomeReactor()
                _ = reactor.pulse(\\.$toast).compactMap { $0 }
                _ = reactor.state.share()
                return vc
            }
        }
        struct Preview: PreviewProvider {
            static var previews: some View { Text("") }
        }
        """
    let inventory = try RepositoryScanner(
        fileSystem: InMemoryFileSystem([
            "/repo/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "P", targets: [.target(name: "App"), .target(name: "Other")])
            """,
            "/repo/Sources/App/Base.swift": reactorKitFile,
            "/repo/Sources/App/HomeFlow.swift": flow,
            "/repo/Sources/Other/HomeFlow.swift": flow,
        ])
    ).scan(root: "/repo")
    let found = { (path: String) in
        inventory.files.first { $0.path == path }?.occurrences.map { "\($0.line):\($0.construct)" } ?? []
    }
    #expect(
        found("Sources/App/HomeFlow.swift") == [
            "7:reactor", "8:reactor", "8:Reactor.pulse", "8:map", "9:reactor", "9:share",
        ])
    #expect(found("Sources/Other/HomeFlow.swift") == [])
    #expect(inventory.files.first { $0.path == "Sources/App/HomeFlow.swift" }?.imports == ["RxSwift"])
}

/// A module of the repository a file imports is one its module sees, whatever its manifest lists: Xcode finds
/// `Domain` for a `Core` target that names only `Base`, so `Core`'s use case implements `Domain`'s protocol and its
/// worker's call reaches it.
@Test func aModuleAFileImportsIsSeenWhateverTheManifestLists() throws {
    let files = [
        "/repo/project.yml": """
        name: App
        targets:
          Domain: {type: framework, platform: iOS, sources: [Domain]}
          Base: {type: framework, platform: iOS, sources: [Base]}
          Core:
            type: framework
            platform: iOS
            sources: [Core]
            dependencies: [{target: Base}]
        """,
        "/repo/Domain/UsersUseCaseProtocol.swift": """
        import RxSwift
        public protocol UsersUseCaseProtocol: AnyObject { func users() -> Observable<[String]> }
        """,
        "/repo/Base/Base.swift": "import RxSwift\npublic let baseBag = DisposeBag()\n",
        "/repo/Core/UsersUseCase.swift": """
        import RxSwift
        import Base
        import Domain
        public final class UsersUseCase: UsersUseCaseProtocol {
            public func users() -> Observable<[String]> { .just([]) }
        }
        """,
        "/repo/Core/Worker.swift": """
        import RxSwift
        import Domain
        final class Worker {
            let useCase: UsersUseCaseProtocol
            init(useCase: UsersUseCaseProtocol) { self.useCase = useCase }
            func load() -> Observable<[String]> { useCase.users() }
        }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let apis = inventory.files.flatMap { file in file.apis.map { (file.path, $0) } }
    let implementation = try #require(apis.first { $0.0 == "Core/UsersUseCase.swift" && $0.1.name == "users" })
    #expect(implementation.1.implements.map(\.path) == ["Domain/UsersUseCaseProtocol.swift"])
    let requirement = try #require(apis.first { $0.0 == "Domain/UsersUseCaseProtocol.swift" && $0.1.name == "users" })
    #expect(requirement.1.callers.map(\.path) == ["Core/Worker.swift"])
}

/// A member of the repository's extension of an Rx type (`extension Observable { func toPublisher() }`) is visible
/// to every file of a module that imports Rx somewhere, as Swift finds extension members: a Combine-only file's
/// `store.items().toPublisher()` calls it. A module that imports no Rx anywhere does not see it.
@Test func anRxExtensionsMemberIsCalledFromAFileOfItsModuleWithoutAnRxImport() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Bridge.swift": """
        import Combine
        import RxSwift
        extension Observable {
            func toPublisher() -> AnyPublisher<Element, Error> { fatalError() }
        }
        """,
        "/repo/App/Store.swift": """
        import RxSwift
        protocol Store { func items() -> Observable<[Int]> }
        """,
        "/repo/App/Consumer.swift": """
        import Combine
        final class Consumer {
            init(store: Store) { _ = store.items().toPublisher() }
        }
        """,
        "/repo/Other/Plain.swift": """
        import Combine
        final class Plain { init(source: Source) { _ = source.items().toPublisher() } }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let apis = inventory.files.flatMap(\.apis)
    let callers = Dictionary(uniqueKeysWithValues: apis.map { ($0.name, $0.callers) })
    #expect(callers["items"] == [SourceLocation(path: "App/Consumer.swift", line: 3, column: 36)])
    #expect(callers["toPublisher"] == [SourceLocation(path: "App/Consumer.swift", line: 3, column: 44)])
}

/// RxTheme's theme proxy and service, used in a view's file that imports UIKit alone where another file of its module
/// imports RxTheme (Swift shares extension members module-wide), count there; the same file in a module without
/// RxTheme counts nothing, and a `theme` of the project's own is read or assigned, not a proxy given an attribute, nor
/// is a `switch` statement the service's `switch(_:)`.
@Test func rxThemeMembersReachTheFilesOfAModuleThatImportNoRx() throws {
    let themeManager = """
        import RxSwift
        import RxTheme
        let themeService = ThemeType.service(initial: .light)
        """
    let view = """
        import UIKit
        final class Switch: UISwitch {
            func makeUI() {
                self.theme.tintColor = themeService.attribute { $0.secondary }
                theme.onTintColor = themeService.attribute { $0.secondary }
                let dark = themeService.type.isDark
                let style = UIApplication.shared.theme
                settings.theme = .dark
                themeService.switch(dark ? .light : .dark)
                switch style { default: break }
            }
        }
        """
    let inventory = try RepositoryScanner(
        fileSystem: InMemoryFileSystem([
            "/repo/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "P", targets: [.target(name: "App"), .target(name: "Other")])
            """,
            "/repo/Sources/App/ThemeManager.swift": themeManager,
            "/repo/Sources/App/Switch.swift": view,
            "/repo/Sources/Other/Switch.swift": view,
        ])
    ).scan(root: "/repo")
    let found = { (path: String) in
        inventory.files.first { $0.path == path }?.occurrences.map { "\($0.line):\($0.construct)" } ?? []
    }
    #expect(
        found("Sources/App/Switch.swift") == [
            "4:RxTheme.theme", "4:ThemeService.attribute", "5:ThemeService.attribute", "6:ThemeService.type",
            "9:ThemeService.switch",
        ])
    #expect(found("Sources/App/ThemeManager.swift") == ["3:ThemeProvider.service"])
    #expect(found("Sources/Other/Switch.swift") == [])
}

/// RxOptional's `isNotEmpty` in a model's file that imports Foundation alone, where another file of its module
/// imports RxOptional, counts there (Swift shares extension members module-wide), also beside a type of the
/// repository's with an `isNotEmpty` of its own body; where an extension of the repository declares `isNotEmpty`
/// (`extension Collection`), the files seeing RxOptional only through another's import read that one.
@Test func rxOptionalsIsNotEmptyReachesTheFilesOfAModuleUnlessTheRepositoryDeclaresIt() throws {
    let files = [
        "/repo/Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "P", targets: [.target(name: "App")])
        """,
        "/repo/Sources/App/Loader.swift": "import RxSwift\nimport RxOptional\nlet names = Observable.just(\"a\")\n",
        "/repo/Sources/App/Artwork.swift": "import Foundation\nfunc date(_ text: String) -> String? {\n"
            + "    if text.isNotEmpty { return text }\n    return nil\n}\n",
        "/repo/Sources/App/Token.swift": "import RxSwift\nlet valid = token.isNotEmpty\n",
        "/repo/Sources/App/Box.swift": "final class Box {\n    var isNotEmpty: Bool { true }\n}\n",
    ]
    let found = { (inventory: Inventory, path: String) in
        inventory.files.first { $0.path == path }?.occurrences.map { "\($0.line):\($0.construct)" } ?? []
    }
    let shared = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    #expect(found(shared, "Sources/App/Artwork.swift") == ["3:isNotEmpty"])
    #expect(found(shared, "Sources/App/Token.swift") == ["2:isNotEmpty"])
    var own = files
    own["/repo/Sources/App/Collection+Empty.swift"] =
        "extension Collection {\n    var isNotEmpty: Bool { !isEmpty }\n}\n"
    let declared = try RepositoryScanner(fileSystem: InMemoryFileSystem(own)).scan(root: "/repo")
    #expect(found(declared, "Sources/App/Artwork.swift") == [])
    #expect(found(declared, "Sources/App/Token.swift") == [])
}

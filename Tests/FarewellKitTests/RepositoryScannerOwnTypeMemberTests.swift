import Testing

@testable import FarewellKit

/// Calls of the project's own functions named like Rx members are no Rx: a first label the catalog's member never
/// takes (`Keyboard.subscribe(to:)`, `ds.publish(with:)`) is proved only by an Rx receiver before it, and a label
/// the member takes (`output.bind(to: q)`) proves nothing on a receiver declared with a project type that declares
/// the function itself. Each source marks with `↓` exactly where the construct must be found.
@Suite struct OwnTypeMemberTests {
    /// The marked places of all `files` and the places of `construct`'s occurrences in them, as `path:line:column`,
    /// sorted; with the inventory.
    private func places(_ files: [String: String], of construct: String) throws
        -> (marked: [String], found: [String], inventory: Inventory)
    {
        var sources: [String: String] = [:]
        var marked: [String] = []
        for (path, text) in files {
            let source = MarkedSource(text)
            sources["/repo/" + path] = source.text
            marked += source.markers.map { "\(path):\($0.line):\($0.column)" }
        }
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(sources)).scan(root: "/repo")
        let found = inventory.files.flatMap { file in
            file.occurrences.filter { $0.construct == construct }.map { "\(file.path):\($0.line):\($0.column)" }
        }
        return (marked.sorted(), found.sorted(), inventory)
    }

    /// The callers of the API `qualifiedName`, as `path:line`.
    private func callers(of qualifiedName: String, in inventory: Inventory) throws -> [String] {
        let api = try #require(inventory.files.flatMap(\.apis).first { $0.qualifiedName == qualifiedName })
        return api.callers.map { "\($0.path):\($0.line)" }
    }

    @Test func aStaticCallOnAProjectTypeWithALabelSubscribeLacksIsThatTypes() throws {
        let keyboard = """
            import RxSwift
            public struct Keyboard { public static func subscribe(to events: [Int]) -> Observable<Int> { .from(events) } }
            """
        let use = """
            import RxSwift
            final class Screen {
                let bag = DisposeBag()
                func start(wallets: Observable<Int>) {
                    Keyboard.subscribe(to: [1]).↓subscribe(onNext: { _ in }).disposed(by: bag)
                    _ = Keyboard.subscribe(to: [2])
                    wallets.observe(on: MainScheduler.instance).↓subscribe(weak: self, onNext: { _, _ in })
                }
            }
            """
        let (marked, found, inventory) = try places(
            ["App/Keyboard.swift": keyboard, "App/Screen.swift": use], of: "subscribe")
        #expect(found == marked)
        #expect(try callers(of: "Keyboard.subscribe", in: inventory) == ["App/Screen.swift:5", "App/Screen.swift:6"])
    }

    @Test func aProtocolMethodNamedLikeAMulticastOperatorWithALabelIsNoOperator() throws {
        let source = "import RxSwift\nprotocol DS { func publish(with r: Int) -> Completable }\n"
        let repo = """
            import RxSwift
            struct Repo {
                let ds: DS
                func publish(with r: Int) -> Completable { return ds.publish(with: r) }
                func hot(_ s: Observable<Int>) -> Observable<Int> { s.↓publish().↓refCount() }
                func shared(_ s: Observable<Int>) -> Observable<Int> {
                    s.↓multicast(makeSubject: { PublishSubject<Int>() }).↓refCount()
                }
            }
            """
        let (marked, found, inventory) = try places(["App/DS.swift": source, "App/Repo.swift": repo], of: "multicast")
        #expect(found == marked)
        #expect(try callers(of: "DS.publish", in: inventory) == ["App/Repo.swift:4"])
    }

    @Test func bindToOnAReceiverOfAProjectTypeDeclaringItIsThatTypes() throws {
        let out = "import RxSwift\nprotocol Out { func bind(to q: Observable<String>) }\n"
        let other = "final class Other {}\n"
        let view = """
            import RxSwift
            import RxCocoa
            struct V {
                let output: Out
                let other: Other
                func f(_ q: Observable<String>, relay: PublishRelay<String>) {
                    output.bind(to: q)
                    self.output.bind(to: q)
                    q.↓bind(to: relay)
                    other.↓bind(to: q)
                }
            }
            """
        let (marked, found, inventory) = try places(
            ["App/Out.swift": out, "App/Other.swift": other, "App/V.swift": view], of: "bind")
        #expect(found == marked)
        #expect(try callers(of: "Out.bind", in: inventory) == ["App/V.swift:7", "App/V.swift:8"])
    }

    @Test func bindToOnAReceiverOfASubtypeOfTheDeclaringProtocolIsThatTypes() throws {
        let out = """
            import RxSwift
            protocol Out {}
            extension Out { func bind(to q: Observable<String>) {} }
            class Screen: Out {}
            final class Detail: Screen {}
            """
        let view = """
            import RxSwift
            import RxCocoa
            struct V {
                let detail: Detail
                func f(_ q: Observable<String>) { detail.bind(to: q) }
            }
            """
        let (marked, found, _) = try places(["App/Out.swift": out, "App/V.swift": view], of: "bind")
        #expect(marked == [])
        #expect(found == marked)
    }

    @Test func bindToOnAMemberOfAProjectTypeDeclaringItIsThatTypes() throws {
        let types = """
            import RxSwift
            protocol SearchOutput { func bind(to query: Observable<String>); var results: Observable<[String]> { get } }
            protocol SearchType { var output: SearchOutput { get } }
            protocol Inputs { var output: SearchOutput { get } }
            protocol Screen { var inputs: Inputs { get } }
            """
        let view = """
            import RxSwift
            import RxCocoa
            final class SearchView {
                let viewModel: SearchType
                let screen: Screen
                let bag = DisposeBag()
                init(viewModel: SearchType, screen: Screen) {
                    self.viewModel = viewModel
                    self.screen = screen
                }
                func bind(_ query: Observable<String>, relay: PublishRelay<String>) {
                    viewModel.output.bind(to: query)
                    self.viewModel.output.bind(to: query)
                    screen.inputs.output.bind(to: query)
                    query.↓bind(to: relay).disposed(by: bag)
                }
            }
            """
        let (marked, found, inventory) = try places(
            ["App/SearchType.swift": types, "App/SearchView.swift": view], of: "bind")
        #expect(found == marked)
        #expect(
            try callers(of: "SearchOutput.bind", in: inventory) == [
                "App/SearchView.swift:12", "App/SearchView.swift:13", "App/SearchView.swift:14",
            ])
    }

    @Test func subscribeAndDriveOnMembersReachedThroughAStructAndAClassAreTheProjectProtocols() throws {
        let types = """
            import RxSwift
            import RxCocoa
            protocol Feed { func subscribe(_ names: Observable<String>) }
            protocol Output: Feed { func drive(_ titles: Driver<String>) }
            final class Presenter { let output: Output; init(output: Output) { self.output = output } }
            final class Plain {}
            struct Model { var presenter: Presenter; var plain: Plain; var names: Observable<String> }
            """
        let view = """
            import RxSwift
            import RxCocoa
            final class Screen {
                var model: Model
                init(model: Model) { self.model = model }
                func start(_ names: Observable<String>, titles: Driver<String>, label: UILabel) {
                    model.presenter.output.subscribe(names)
                    model.presenter.output.drive(titles)
                    titles.↓drive(label.rx.text)
                    model.plain.↓subscribe(names)
                    model.names.↓subscribe(onNext: { _ in })
                }
            }
            """
        let files = ["App/Types.swift": types, "App/Screen.swift": view]
        let subscribe = try places(files, of: "subscribe")
        #expect(subscribe.found == ["App/Screen.swift:10:21", "App/Screen.swift:11:21"])
        let drive = try places(files, of: "drive")
        #expect(drive.found == ["App/Screen.swift:9:16"])
        #expect((subscribe.found + drive.found).sorted() == drive.marked)
        #expect(try callers(of: "Feed.subscribe", in: drive.inventory) == ["App/Screen.swift:7"])
        #expect(try callers(of: "Output.drive", in: drive.inventory) == ["App/Screen.swift:8"])
    }

    static let reactive = """
        import RxSwift
        import RxCocoa
        import UIKit
        extension Reactive where Base == UIButton {
            func t(_ disposeBag: DisposeBag) -> Observable<Void> {
                tap.do(onNext: { _ in Observable<Void>.just(()).subscribe().disposed(by: disposeBag) })
            }
            func u(_ bags: Observable<DisposeBag>) -> Observable<Void> {
                bags.do(onNext: { disposeBag in Observable<Void>.just(()).subscribe().disposed(by: disposeBag) })
                    .map { _ in }
            }
        }
        """

    @Test func aParameterOrLocalNamedDisposeBagInAReactiveExtensionIsNoReactiveMember() throws {
        let (marked, found, _) = try places(["App/Button+Rx.swift": Self.reactive], of: "rx.disposeBag")
        #expect(marked == [])
        #expect(found == marked)
    }

    @Test func nsObjectRxsDisposeBagNeedsTheLibraryImported() throws {
        let screen = """
            import RxSwift
            import UIKit
            final class Screen: UIViewController {
                func start(names: Observable<String>) { names.subscribe().disposed(by: rx.disposeBag) }
            }
            """
        let without = try places(
            ["App/Screen.swift": screen, "App/Button+Rx.swift": Self.reactive], of: "rx.disposeBag")
        #expect(without.found == [])
        let imported = screen.replacingOccurrences(of: "import UIKit", with: "import NSObject_Rx\nimport UIKit")
            .replacingOccurrences(of: "rx.disposeBag", with: "rx.↓disposeBag")
        let reactive = Self.reactive.replacingOccurrences(of: "import UIKit", with: "import NSObject_Rx\nimport UIKit")
        let view =
            "import RxSwift\nimport NSObject_Rx\nimport UIKit\n"
            + "extension Reactive where Base: UIView {\n    var bag: DisposeBag { ↓disposeBag }\n}\n"
        let with = try places(
            ["App/Screen.swift": imported, "App/Button+Rx.swift": reactive, "App/View+Rx.swift": view],
            of: "rx.disposeBag")
        #expect(with.found == with.marked)
        #expect(with.found.count == 2)
    }

    @Test func anRxTimeIntervalIsATimeIntervalNotAScheduler() throws {
        let source = """
            import RxSwift
            final class Search {
                let debounce: ↓RxTimeInterval = .milliseconds(300)
                func delay() -> ↓RxTimeInterval { ↓RxTimeInterval.milliseconds(800) }
                let scheduler = ConcurrentDispatchQueueScheduler(qos: .background)
            }
            """
        let (marked, found, inventory) = try places(["App/Search.swift": source], of: "RxTimeInterval")
        #expect(found == marked)
        let file = try #require(inventory.files.first)
        #expect(file.occurrences.filter { $0.construct == "DispatchQueueScheduler" }.map(\.line) == [5])
        let construct = Catalog.standard.construct(id: "RxTimeInterval")
        #expect(construct?.category == .scheduler)
        #expect(construct?.concurrency.hasPrefix("Duration") == true)
    }
}

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

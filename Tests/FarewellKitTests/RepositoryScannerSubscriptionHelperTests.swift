import Testing

@testable import FarewellKit

/// The repository's own subscription helpers: a function whose parameters take a lifetime (`DisposeBag`) and a stream
/// (`Driver`, `Observable`) subscribes for its callers, so each call the resolver ties to it is an occurrence in the
/// calling file (`subscriptionHelper`), as a configured project symbol's would be.
@Suite struct RepositoryScannerSubscriptionHelperTests {
    static let helpers = """
        import RxSwift; import RxCocoa
        func subscribe<T>(_ bag: DisposeBag, _ d: Driver<T>, _ f: ((T) -> Void)? = nil) { d.drive(onNext: f).disposed(by: bag) }
        func subscribe<T>(_ bag: DisposeBag, _ o: Observable<T>, _ f: ((T) -> Void)? = nil) { o.subscribe(onNext: f).disposed(by: bag) }
        enum Bindings {
            static func watch<T>(_ stream: Observable<T>, in bag: DisposeBag, handler: @escaping (T) -> Void) {
                stream
                    .subscribe(onNext: handler)
                    .disposed(by: bag)
            }
            static func load(_ bag: DisposeBag) -> Observable<Int> { .just(1) }
            static func keep(_ disposable: Disposable, in bag: DisposeBag) { disposable.disposed(by: bag) }
            static func follow<O: ObservableType>(_ source: O, in bag: DisposeBag) { source.subscribe().disposed(by: bag) }
            static func track<O>(_ source: O, _ bag: DisposeBag) where O: ObservableType, O.Element == Int {}
            static func pipe<O>(_ source: O, in bag: DisposeBag) -> Observable<Int> where O: ObservableType { .empty() }
        }
        """

    static let repository: [String: String] = [
        "/repo/App/Helpers.swift": helpers,
        "/repo/App/Base.swift": """
        import RxSwift
        class BaseVC { let disposeBag = DisposeBag() }
        """,
        "/repo/App/VM.swift": """
        import RxCocoa
        final class VM { var title: Driver<String> { .just("") } }
        """,
        "/repo/App/Screen.swift": """
        import RxSwift
        final class Screen: BaseVC { let vm = VM(); func bind() { subscribe(disposeBag, vm.title) { _ in } } }
        """,
        "/repo/App/Feed.swift": """
        import RxSwift
        final class Feed: BaseVC {
            let items = Observable.just(1)
            func bind() {
                subscribe(disposeBag, items) { print($0) }
                items.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
                subscribe(topic: "news")
                Bindings.watch(items, in: disposeBag) { print($0) }
                Bindings.keep(Disposables.create(), in: disposeBag)
                _ = Bindings.load(disposeBag)
            }
        }
        """,
        "/repo/App/Topics.swift": """
        func subscribe(topic: String) {}
        """,
        "/repo/App/Plain.swift": """
        import UIKit
        final class Plain: BaseVC {
            let vm = VM()
            override func viewDidLoad() {
                subscribe(disposeBag, vm.title)
            }
        }
        """,
    ]

    static func scan(_ files: [String: String], configuration: Configuration = Configuration()) throws -> Inventory {
        try RepositoryScanner(fileSystem: InMemoryFileSystem(files), configuration: configuration).scan(root: "/repo")
    }

    /// The occurrences of the file at `path` as `line:column symbol construct category enclosing`.
    static func occurrences(_ inventory: Inventory, in path: String) throws -> [String] {
        try #require(inventory.files.first { $0.path == path }).occurrences.map {
            "\($0.line):\($0.column) \($0.symbol) \($0.construct) \($0.category.rawValue) \($0.enclosing ?? "-")"
        }
    }

    @Test func aCallOfAHelperIsAnOccurrenceInTheCallingFile() throws {
        let inventory = try Self.scan(Self.repository)
        #expect(
            try Self.occurrences(inventory, in: "App/Screen.swift") == [
                "2:59 subscribe subscriptionHelper subscription Screen.bind()"
            ])
        #expect(
            inventory.files.map { "\($0.path) \($0.occurrences.count)" } == [
                "App/Base.swift 1", "App/Feed.swift 7", "App/Helpers.swift 28", "App/Plain.swift 1",
                "App/Screen.swift 1", "App/VM.swift 2",
            ])
    }

    /// Only calls that reach a helper count: not another `subscribe(topic:)`, not Rx's `subscribe(onNext:)`
    /// (already an occurrence of its own), not a function taking a bag without a stream or returning a stream. A
    /// stream a generic parameter's bound or a `where` clause names is one.
    @Test func onlyCallsOfHelpersCountBareOrQualified() throws {
        let inventory = try Self.scan(Self.repository)
        let helpers = try Self.occurrences(inventory, in: "App/Feed.swift").filter {
            $0.contains("subscriptionHelper")
        }
        #expect(
            helpers == [
                "5:9 subscribe subscriptionHelper subscription Feed.bind()",
                "8:18 watch subscriptionHelper subscription Feed.bind()",
            ])
        let file = try #require(inventory.files.first { $0.path == "App/Helpers.swift" })
        #expect(
            file.apis.map { "\($0.qualifiedName) \($0.isSubscriptionHelper)" } == [
                "subscribe true", "subscribe true", "Bindings.watch true", "Bindings.load false",
                "Bindings.keep false", "Bindings.follow true", "Bindings.track true", "Bindings.pipe false",
            ])
    }

    /// A file calling a helper without an Rx import of its own uses Rx through it: it is listed.
    @Test func aCallerWithoutAnRxImportIsListed() throws {
        let inventory = try Self.scan(Self.repository)
        #expect(
            try Self.occurrences(inventory, in: "App/Plain.swift") == [
                "5:9 subscribe subscriptionHelper subscription Plain.viewDidLoad()"
            ])
    }

    /// A helper the configuration names already counts where its name is used: no second occurrence there.
    @Test func aConfiguredHelperIsNotCountedTwice() throws {
        let configuration = Configuration(symbols: [ProjectSymbol(name: "subscribe", category: .subscription)])
        let inventory = try Self.scan(Self.repository, configuration: configuration)
        #expect(
            try Self.occurrences(inventory, in: "App/Screen.swift") == [
                "2:59 subscribe subscribe subscription Screen.bind()"
            ])
    }

    /// The JSON marks a helper with `"subscriptionHelper": true`, and says nothing of other APIs.
    @Test func theJSONMarksHelpers() throws {
        let json = InventoryJSONWriter.render(try Self.scan(Self.repository))
        #expect(json.components(separatedBy: "\"subscriptionHelper\" : true").count - 1 == 5)
        #expect(json.components(separatedBy: "\"subscriptionHelper\" :").count - 1 == 5)
    }

    /// `check` fails a new call of a helper, like any new Rx.
    @Test func aNewHelperCallFailsCheck() throws {
        let before = try Self.scan(Self.repository)
        var files = Self.repository
        files["/repo/App/Screen.swift"] = """
            import RxSwift
            final class Screen: BaseVC {
                let vm = VM()
                func bind() {
                    subscribe(disposeBag, vm.title) { _ in }
                    subscribe(disposeBag, vm.title) { print($0) }
                }
            }
            """
        let result = Checker().check(try Self.scan(files), baseline: Baseline(before))
        #expect(
            result.violations.map { "\($0.kind.rawValue) \($0.path):\($0.line) \($0.construct)" } == [
                "new-rx App/Screen.swift:6 subscriptionHelper"
            ])
        #expect(!result.passed)
    }
}

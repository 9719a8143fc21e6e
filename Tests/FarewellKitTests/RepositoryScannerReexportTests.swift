import Testing

@testable import FarewellKit

/// A module that re-exports Rx libraries (`@_exported import RxSwift`) makes them visible to the files that import
/// it, as Swift does.

private let manifest = """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(
        name: "P",
        targets: [
            .target(name: "Shared-Rx"), .target(name: "Core", dependencies: ["Shared-Rx"]),
            .target(name: "App", dependencies: ["Core"]), .target(name: "Other"),
        ]
    )
    """

private let feed = """
    import Core

    final class Feed {
        func items() -> Observable<Int> { .just(1) }
        private let bag = DisposeBag()
        func start(reactor: FeedReactor) {
            reactor.state.map { $0 }.subscribe().disposed(by: bag)
        }
    }
    """

@Test func aFileImportingAModuleThatReexportsRxSeesIt() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/Package.swift": manifest,
        "/repo/Sources/Shared-Rx/Exports.swift": "@_exported import RxSwift\n@_exported import ReactorKit\n",
        // `Core` re-exports `Shared_Rx` in turn; its own files see Rx too.
        "/repo/Sources/Core/Exports.swift": "@_exported import Shared_Rx\n",
        "/repo/Sources/Core/Clock.swift": "final class Clock { let ticks = PublishSubject<Int>() }\n",
        "/repo/Sources/App/Feed.swift": feed,
        // The same code importing a module that re-exports nothing sees no Rx.
        "/repo/Sources/Other/Feed.swift": feed.replacingOccurrences(of: "import Core", with: "import Other"),
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let feedFile = try #require(inventory.files.first { $0.path == "Sources/App/Feed.swift" })
    #expect(
        feedFile.occurrences.map { "\($0.line):\($0.symbol)" } == [
            "4:Observable", "4:just", "5:DisposeBag", "7:reactor", "7:map", "7:subscribe", "7:disposed",
        ])
    // Its API counts; its imports are its own, which name no Rx library.
    #expect(feedFile.apis.map(\.name) == ["items", "bag"])
    #expect(feedFile.imports.isEmpty)
    let clock = try #require(inventory.files.first { $0.path == "Sources/Core/Clock.swift" })
    #expect(clock.occurrences.map(\.symbol) == ["PublishSubject"])
    #expect(!inventory.files.contains { $0.path == "Sources/Other/Feed.swift" })
}

/// Any library named like an Rx one (`RxBiBinding`) is an Rx import, so a file importing only it is an Rx file whose
/// import the cleanup removes; a module of the repository named like one (`RxExtension`) is the repository's own,
/// seen as Rx only when it re-exports an Rx library.
@Test func anImportOfAnyRxLibraryButTheRepositorysOwnModulesIsAnRxImport() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "P",
            targets: [
                .target(name: "RxExtension"), .target(name: "RxHelpers"),
                .target(name: "App", dependencies: ["RxExtension", "RxHelpers"]),
            ]
        )
        """,
        "/repo/Sources/RxExtension/Exports.swift": "@_exported import RxSwift\n",
        "/repo/Sources/RxHelpers/Format.swift": "public func format(_ value: Int) -> String { \"\\(value)\" }\n",
        "/repo/Sources/App/Binding.swift": "import Cocoa\nimport RxBiBinding\nfinal class A {}\n",
        "/repo/Sources/App/Plain.swift": "import RxHelpers\nfinal class B {}\n",
        "/repo/Sources/App/Feed.swift": "import RxExtension\nfinal class C { let ticks = PublishSubject<Int>() }\n",
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.imports) \($0.occurrences.map(\.symbol))" } == [
            "Sources/App/Binding.swift [\"RxBiBinding\"] []", "Sources/App/Feed.swift [] [\"PublishSubject\"]",
            "Sources/RxExtension/Exports.swift [\"RxSwift\"] []",
        ])
    #expect(
        ImportOnlyFile.all(in: inventory) == [
            ImportOnlyFile(path: "Sources/App/Binding.swift", module: "App", imports: ["RxBiBinding"]),
            ImportOnlyFile(path: "Sources/RxExtension/Exports.swift", module: "RxExtension", imports: ["RxSwift"]),
        ])
}

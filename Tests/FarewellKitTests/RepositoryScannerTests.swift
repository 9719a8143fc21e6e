@testable import FarewellKit
import Testing

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
        "/repo/Tests/FeatureTests/LoginViewModelTests.swift": "@testable import Feature\nimport RxTest\nlet s = TestScheduler(initialClock: 0)\n",
        "/repo/Pods/RxSwift/Observable.swift": "import RxSwift\nlet o = Observable<Int>.never()\n",
        "/repo/Sources/Feature/Binary.swift": "import RxSwift\u{0}",
    ])
}

@Test func scanAttributesModulesLayersAndCallSites() throws {
    let inventory = try RepositoryScanner(fileSystem: repository()).scan(root: "/repo")
    #expect(inventory.files.map(\.path) == [
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
    #expect(inventory.diagnostics.map(\.description) == [
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

@Test func aNameDeclaredInSeveralFilesIsNotAttributedToAny() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/AViewModel.swift": "import RxSwift\nstruct AViewModel { let title: Driver<String> }\n",
        "/repo/App/BViewModel.swift": "import RxSwift\nstruct BViewModel { let title: Driver<String> }\n",
        "/repo/App/CView.swift": "import RxSwift\nfunc show(a: AViewModel, b: BViewModel) { _ = a.title }\n",
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

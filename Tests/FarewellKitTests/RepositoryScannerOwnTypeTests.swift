import Testing

@testable import FarewellKit

/// The occurrences of the file at `path` as `line:construct`.
private func occurrences(_ inventory: Inventory, in path: String) throws -> [String] {
    try #require(inventory.files.first { $0.path == path }).occurrences.map { "\($0.line):\($0.construct)" }
}

/// The Rx APIs of the file at `path` as `container.name`, or nothing when the file is not in the inventory.
private func apis(_ inventory: Inventory, in path: String) -> [String] {
    (inventory.files.first { $0.path == path }?.apis ?? []).map { "\($0.container ?? "").\($0.name)" }
}

/// A SwiftPM package with the targets `App` and `Other`, neither depending on the other unless `otherImportsApp`.
private func manifest(otherImportsApp: Bool = false) -> String {
    """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(
        name: "P",
        targets: [
            .target(name: "App"),
            .target(name: "Other"\(otherImportsApp ? ", dependencies: [\"App\"]" : "")),
        ]
    )
    """
}

@Test func aTypeTheModuleDeclaresShadowsTheCatalogTypeOfItsNameInEachOfItsFiles() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/Package.swift": manifest(),
        "/repo/Sources/App/Event.swift": """
        import RxSwift
        enum Event<T> { case value(T), failed(Error) }
        func describe(_ event: Event<Int>) -> String { "" }
        """,
        "/repo/Sources/App/Handler.swift": """
        import RxSwift
        final class Handler {
            let bag = DisposeBag()
            func handle(_ e: Event<Int>) -> Observable<Int> { .empty() }
            func raw(_ e: RxSwift.Event<Int>) {}
            func plain(_ e: Event<String>) -> Int { 0 }
        }
        """,
        // A module that does not import `App` sees RxSwift's `Event` alone.
        "/repo/Sources/Other/Feed.swift": """
        import RxSwift
        func feed(_ e: Event<Int>) {}
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(apis(inventory, in: "Sources/App/Event.swift") == [])
    let handler = try occurrences(inventory, in: "Sources/App/Handler.swift")
    #expect(handler == ["3:DisposeBag", "4:Observable", "4:just", "5:Event"])
    // `plain(_:)` carries the module's own `Event` only.
    #expect(apis(inventory, in: "Sources/App/Handler.swift") == ["Handler.bag", "Handler.handle", "Handler.raw"])
    #expect(try occurrences(inventory, in: "Sources/Other/Feed.swift") == ["2:Event"])
    #expect(apis(inventory, in: "Sources/Other/Feed.swift") == [".feed"])
}

@Test func aPrivateTypeNamedLikeACatalogTypeShadowsItInItsOwnFileOnly() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/Package.swift": manifest(),
        "/repo/Sources/App/Lights.swift": """
        import RxCocoa
        import RxSwift
        private struct Signal { let color: Int }
        fileprivate protocol Disposable {}
        private func show(_ signal: Signal) -> Disposable? { nil }
        """,
        "/repo/Sources/App/Screen.swift": """
        import RxCocoa
        import RxSwift
        func show(_ signal: Signal<Int>) -> Disposable { signal.emit(onNext: nil) }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(try occurrences(inventory, in: "Sources/App/Lights.swift") == [])
    #expect(apis(inventory, in: "Sources/App/Lights.swift") == [])
    #expect(try occurrences(inventory, in: "Sources/App/Screen.swift") == ["3:Signal", "3:Disposable", "3:emit"])
}

@Test func aModuleImportingTheDeclaringOneAndRxSwiftCountsOnlyTheQualifiedRxType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/Package.swift": manifest(otherImportsApp: true),
        "/repo/Sources/App/Event.swift": """
        import RxSwift
        public enum Event<T> { case value(T) }
        """,
        "/repo/Sources/Other/Relay.swift": """
        import App
        import RxSwift
        func relay(_ own: App.Event<Int>, _ rx: RxSwift.Event<Int>) {}
        func own(_ own: App.Event<Int>) {}
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(try occurrences(inventory, in: "Sources/Other/Relay.swift") == ["3:Event"])
    #expect(apis(inventory, in: "Sources/Other/Relay.swift") == [".relay"])
}

@Test func aNestedTypeNamedLikeACatalogTypeShadowsItInItsEnclosingTypeAndWhereQualified() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/Package.swift": manifest(),
        "/repo/Sources/App/Tracker.swift": """
        import RxSwift
        struct Tracker {
            func track(_ event: Event<Int>) {}
            enum Event<T> { case tap(T) }
            final class DisposeBag {}
            let bag = DisposeBag()
        }
        func record(_ event: Tracker.Event<Int>) {}
        func forward(_ event: Event<Int>) {}
        let bag = DisposeBag()
        """,
        "/repo/Sources/App/Log.swift": """
        import RxSwift
        func log(_ event: Tracker.Event<Int>) {}
        func keep(_ event: Event<Int>) {}
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(try occurrences(inventory, in: "Sources/App/Tracker.swift") == ["9:Event", "10:DisposeBag"])
    #expect(apis(inventory, in: "Sources/App/Tracker.swift") == [".forward", ".bag"])
    #expect(try occurrences(inventory, in: "Sources/App/Log.swift") == ["3:Event"])
    #expect(apis(inventory, in: "Sources/App/Log.swift") == [".keep"])
}

/// A copy of an Rx library compiled with the app (RxExample builds RxDataSources' and Differentiator's sources into its
/// target) declares the library's own types: they are the library's, which the app's files still use, not the
/// project's types named like them.
@Test func aCopyOfAnRxLibraryInTheAppDeclaresNoTypeOfItsOwn() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/Package.swift": manifest(),
        "/repo/Sources/App/RxDataSources/Differentiator/SectionModel.swift": """
        public protocol SectionModelType {}
        public struct SectionModel<Section, ItemType> {
            public var model: Section
            public var items: [ItemType]
        }
        """,
        "/repo/Sources/App/RxDataSources/RxDataSources/RxTableViewSectionedReloadDataSource.swift": """
        import RxSwift
        import RxCocoa
        open class RxTableViewSectionedReloadDataSource<Section> {}
        """,
        "/repo/Sources/App/Screen.swift": """
        import RxSwift
        import RxCocoa
        final class Screen {
            let dataSource = RxTableViewSectionedReloadDataSource<SectionModel<String, Int>>()
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let screen = try occurrences(inventory, in: "Sources/App/Screen.swift")
    #expect(screen == ["4:RxDataSources", "4:RxDataSources"])
}

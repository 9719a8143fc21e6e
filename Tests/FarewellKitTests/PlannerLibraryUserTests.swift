import Testing

@testable import FarewellKit

/// A package whose `ThirdPartyLib` target lists RxSwift and ReactorKit for the targets depending on it, and a
/// `Feature` target that depends on it, lists RxGesture of its own, and imports ReactorKit.
private let thirdPartyPackage: [String: String] = [
    "/repo/ThirdPartyLib/Package.swift": """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
        name: "ThirdPartyLib",
        products: [.library(name: "ThirdPartyLib", targets: ["ThirdPartyLib"])],
        dependencies: [
            .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
            .package(url: "https://github.com/ReactorKit/ReactorKit.git", from: "3.2.0"),
        ],
        targets: [
            .target(
                name: "ThirdPartyLib",
                dependencies: [
                    .product(name: "RxSwift", package: "RxSwift"),
                    .product(name: "ReactorKit", package: "ReactorKit"),
                ])
        ]
    )
    """,
    "/repo/Feature/Package.swift": """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
        name: "Feature",
        dependencies: [
            .package(path: "../ThirdPartyLib"),
            .package(url: "https://github.com/RxSwiftCommunity/RxGesture.git", from: "4.0.0"),
        ],
        targets: [
            .target(
                name: "Feature",
                dependencies: [
                    .product(name: "ThirdPartyLib", package: "ThirdPartyLib"),
                    .product(name: "RxGesture", package: "RxGesture"),
                ])
        ]
    )
    """,
    "/repo/ThirdPartyLib/Sources/ThirdPartyLib/Exports.swift": """
    @_exported import ReactorKit
    @_exported import RxSwift

    public let sharedScheduler = MainScheduler.instance
    """,
    "/repo/Feature/Sources/Feature/HomeReactor.swift": """
    import ReactorKit
    import RxGesture
    import RxSwift

    final class HomeReactor: Reactor {
        enum Action { case refresh }
        struct State { var count = 0 }
        let initialState = State()

        func mutate(action: Action) -> Observable<Action> { .just(action) }
    }
    """,
]

/// Deleting `ThirdPartyLib`'s ReactorKit line breaks `Feature`, which imports ReactorKit through it and lists only
/// RxGesture itself: the package's cleanup waits for `Feature`'s tasks and its text names the module.
@Test func aCleanupWaitsForTheModulesImportingItsLibrariesThroughIt() throws {
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(thirdPartyPackage)).scan(root: "/repo")
    let modules = Dictionary(uniqueKeysWithValues: inventory.modules.map { ($0.name, $0) })
    #expect(modules["Feature"]?.dependencies == ["ThirdPartyLib"])
    #expect(
        modules["Feature"]?.rxDependencies.map { "\($0.library)@\($0.location)" } == [
            "RxGesture@Feature/Package.swift:8", "RxGesture@Feature/Package.swift:15",
        ])
    #expect(
        modules["ThirdPartyLib"]?.rxDependencies.map(\.library) == ["RxSwift", "ReactorKit", "RxSwift", "ReactorKit"])
    let plan = Planner().plan(inventory, previous: nil)
    let feature = plan.migrationTasks.filter { $0.module == "Feature" }.map(\.id)
    let thirdParty = plan.migrationTasks.filter { $0.module == "ThirdPartyLib" }.map(\.id)
    try #require(feature.count == 1 && thirdParty.count == 1)
    let cleanups = plan.tasks.filter { $0.kind == .cleanup }
    #expect(cleanups.map(\.title) == ["Cleanup: Feature/Package.swift", "Cleanup: ThirdPartyLib/Package.swift"])
    let library = try #require(cleanups.first { $0.module == "ThirdPartyLib" })
    let own = try #require(cleanups.first { $0.module == "Feature" })
    #expect(library.dependsOn == ["T-001", "T-002", feature[0], thirdParty[0], own.id].sorted(by: TaskID.less))
    #expect(!own.dependsOn.contains(library.id))
    let context = WorkspaceContext(
        plan: plan, modules: inventory.modules, libraryImports: LibraryUsers.imports(of: inventory.files))
    let text = TaskCleanupSection.removals(library, context: context)
    #expect(
        text.contains(
            "   - `ThirdPartyLib/Package.swift:9`: ReactorKit (module ThirdPartyLib): after the tasks of module Feature, which "
                + "imports it through ThirdPartyLib\n"))
    #expect(text.contains("   - `ThirdPartyLib/Package.swift:8`: RxSwift (module ThirdPartyLib)\n"))
}

/// A module that lists the library itself, or one built on it (every Rx library brings RxSwift), builds without the
/// other module's line: the cleanup does not wait for it.
@Test func aModuleListingTheLibraryItselfIsNoUserOfAnotherModulesLine() {
    let line = { (library: String, manifest: String, number: Int) in
        RxDependency(library: library, location: SourceLocation(path: manifest, line: number))
    }
    let modules = [
        Module(
            name: "Core", kind: .swiftpm, manifest: "Package.swift",
            rxDependencies: [line("RxSwift", "Package.swift", 10), line("ReactorKit", "Package.swift", 11)]),
        Module(
            name: "Feature", kind: .swiftpm, manifest: "Package.swift", dependencies: ["Core"],
            rxDependencies: [line("RxGesture", "Package.swift", 20)]),
        Module(name: "App", kind: .swiftpm, manifest: "Package.swift", dependencies: ["Feature"]),
        Module(
            name: "Profile", kind: .swiftpm, manifest: "Package.swift", dependencies: ["Core"],
            rxDependencies: [line("ReactorKit", "Package.swift", 30)]),
        // Gets ReactorKit from Profile's line, nearer than Core's.
        Module(name: "ProfileTests", kind: .swiftpm, manifest: "Package.swift", dependencies: ["Profile"]),
    ]
    let users = LibraryUsers(
        modules: modules,
        imports: [
            "Feature": ["ReactorKit", "RxSwift"], "App": ["ReactorKit"], "Profile": ["ReactorKit", "RxSwift"],
            "ProfileTests": ["ReactorKit"],
        ])
    #expect(users.users(of: "ReactorKit", through: "Core") == ["App", "Feature"])
    #expect(users.users(of: "ReactorKit", through: "Profile") == ["ProfileTests"])
    #expect(users.users(of: "RxSwift", through: "Core") == [])
    #expect(users.users(of: "RxSwift", through: "Feature") == [])
}

/// A line several modules share (a package's RxSwift for `Domain` and `DomainTests`) names only those a user imports
/// the library through.
@Test func theCleanupNamesOnlyTheModulesAUserImportsTheLibraryThrough() throws {
    let line = RxDependency(library: "RxSwift", location: SourceLocation(path: "Domain/Package.swift", line: 9))
    let modules = [
        Module(name: "Domain", kind: .swiftpm, manifest: "Domain/Package.swift", rxDependencies: [line]),
        Module(
            name: "DomainTests", kind: .swiftpm, isTest: true, manifest: "Domain/Package.swift",
            dependencies: ["Domain"], rxDependencies: [line]),
        Module(name: "App", kind: .swiftpm, manifest: "App/Package.swift", dependencies: ["Domain"]),
    ]
    let inventory = Fixture.inventory(
        [
            Fixture.file("Domain/Sources/Books.swift", "Domain", .domain),
            Fixture.file("Domain/Tests/BooksTests.swift", "DomainTests", .test, isTest: true),
            Fixture.file("App/Sources/Screen.swift", "App", .ui),
        ], modules: modules)
    let plan = Planner().plan(inventory, previous: nil)
    let cleanup = try #require(
        plan.tasks.first { $0.kind == .cleanup && $0.files.contains { $0.path == "Domain/Package.swift" } })
    let context = WorkspaceContext(
        plan: plan, modules: modules, libraryImports: LibraryUsers.imports(of: inventory.files))
    #expect(
        TaskCleanupSection.removals(cleanup, context: context).contains(
            "RxSwift (modules Domain, DomainTests): after the tasks of module App, which imports it through Domain\n"))
}

import Testing

@testable import FarewellKit

@Suite struct ProjectSwiftPMTests {
    let assignment = ProjectFixtures.resolve("swiftpm-nested")

    @Test func filesFollowPathsSourcesExcludesAndTheInnermostPackage() {
        #expect(
            assignment.fileModules == [
                "Extra/Extra.swift": "Extra",
                "LocalPackages/Storage/Package.swift": "LocalPackages",
                "LocalPackages/Storage/Sources/Storage/Disk.swift": "Storage",
                "LocalPackages/Storage/Sources/Utils/Paths.swift": "Storage.Utils",
                "LocalPackages/Storage/Tests/StorageTests/DiskTests.swift": "StorageTests",
                "Modules/Core/Legacy/OldStore.swift": "Modules",
                "Modules/Core/Store.swift": "Core",
                "Package.swift": "Root",
                "Package@swift-5.8.swift": "Root",
                "Sources/Tool/main.swift": "Tool",
                "Sources/UI/Bindings/Binder.swift": "UI",
                // Not listed in `sources:`, so no target compiles it: a folder module beside `UI`, not `UI`.
                "Sources/UI/Bindings/Unused.swift": "UI (no target)",
                "Sources/UI/Views/Button.swift": "UI",
                "Sources/Utils/Log.swift": "Shop.Utils",
                "Tests/CoreTests/StoreTests.swift": "CoreTests",
            ])
    }

    /// Core depends on the product `StorageKit`, which vends the nested package's `Storage` target.
    @Test func equalTargetNamesInTwoPackagesArePrefixedWithThePackageName() {
        let summary = assignment.modules.map { "\($0.name) \($0.kind) test=\($0.isTest) deps=\($0.dependencies)" }
        #expect(
            summary == [
                "Core swiftpm test=false deps=[\"Storage\"]",
                "CoreTests swiftpm test=true deps=[\"Core\"]",
                "Extra folder test=false deps=[]",
                "LocalPackages folder test=false deps=[]",
                "Modules folder test=false deps=[]",
                "Root folder test=false deps=[]",
                "Shop.Utils swiftpm test=false deps=[\"Core\"]",
                "Storage swiftpm test=false deps=[\"Storage.Utils\"]",
                "Storage.Utils swiftpm test=false deps=[]",
                "StorageTests swiftpm test=true deps=[\"Storage\"]",
                "Tool swiftpm test=false deps=[\"Shop.Utils\"]",
                "UI swiftpm test=false deps=[\"Core\"]",
                "UI (no target) folder test=false deps=[]",
            ])
    }

    @Test func rxProductsAndThePackageLineAreRecordedPerTarget() {
        let rx = Dictionary(
            uniqueKeysWithValues: assignment.modules.map { ($0.name, $0.rxDependencies.map(\.summary)) })
        #expect(rx["Core"] == ["RxSwift@Package.swift:14", "RxSwift@Package.swift:21"])
        #expect(rx["UI"] == ["RxSwift@Package.swift:14", "RxCocoa@Package.swift:29"])
        #expect(
            rx["CoreTests"] == ["RxSwift@Package.swift:14", "RxBlocking@Package.swift:37", "RxTest@Package.swift:37"])
        #expect(rx["Tool"] == [])
    }

    @Test func anRxProductOfAPackageThatIsNotRxLeavesThePackageLine() {
        let manifest = ManifestFile(
            path: "Package.swift",
            text: """
                let package = Package(
                    name: "Data",
                    dependencies: [
                        .package(url: "https://github.com/Moya/Moya.git", from: "15.0.0"),
                        .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0"),
                    ],
                    targets: [
                        .target(name: "Data", dependencies: [
                            .product(name: "Moya", package: "Moya"),
                            .product(name: "RxMoya", package: "Moya"),
                            .product(name: "RxCocoa", package: "rxswift"),
                        ]),
                    ]
                )
                """)
        let modules = ModuleResolver.resolve(manifests: [manifest], swiftFiles: ["Sources/Data/A.swift"]).modules
        let data = modules.first { $0.name == "Data" }
        #expect(
            data?.rxDependencies.map(\.summary) == [
                "rxswift@Package.swift:5", "RxMoya@Package.swift:10", "RxCocoa@Package.swift:11",
            ])
    }

    @Test func aTargetNamedByAVariableIsSkippedWithAWarning() {
        #expect(
            assignment.diagnostics.map(\.description) == [
                "Package.swift:34: warning: target name is not a string literal; target skipped"
            ])
    }

    /// A function of the manifest that returns a target named by its parameter makes one target per call, with the
    /// call's dependencies and the path its interpolation spells; its own `.target(name: name)` is no target.
    @Test func aHelperFunctionMakesATargetPerCall() {
        let manifest = ManifestFile(
            path: "Package.swift",
            text: #"""
                func coreTarget(name: String, dependencies: [Target.Dependency] = [], _ tests: Bool = false) -> Target {
                    .target(name: name, dependencies: dependencies + ["Log"], path: "Modules/\(name)/Sources")
                }
                let package = Package(
                    name: "App",
                    dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.7.0")],
                    targets: [
                        coreTarget(name: "Core", dependencies: [.product(name: "RxSwift", package: "RxSwift")]),
                        coreTarget(name: "Log"),
                        .target(name: "App", dependencies: ["Core"]),
                    ]
                )
                """#)
        let result = ModuleResolver.resolve(
            manifests: [manifest],
            swiftFiles: ["Modules/Core/Sources/A.swift", "Modules/Log/Sources/B.swift", "Sources/App/C.swift"])
        #expect(
            result.fileModules == [
                "Modules/Core/Sources/A.swift": "Core", "Modules/Log/Sources/B.swift": "Log",
                "Sources/App/C.swift": "App",
            ])
        #expect(result.diagnostics.isEmpty)
        let core = result.modules.first { $0.name == "Core" }
        #expect(core?.dependencies == ["Log"])
        #expect(core?.rxDependencies.map(\.summary) == ["RxSwift@Package.swift:6", "RxSwift@Package.swift:8"])
        #expect(result.modules.first { $0.name == "Log" }?.rxDependencies.map(\.summary) == [])
    }

    @Test func thePlainManifestWinsOverAVersionedOne() {
        #expect(assignment.module(named: "OnlyInOldManifest") == nil)
        let versionedOnly = ModuleResolver.resolve(
            manifests: [
                ManifestFile(
                    path: "Package@swift-5.8.swift", text: #"let p = Package(targets: [.target(name: "A", path: "A")])"#
                ),
                ManifestFile(
                    path: "Package@swift-5.10.swift",
                    text: #"let p = Package(targets: [.target(name: "B", path: "A")])"#),
            ], swiftFiles: ["A/a.swift"])
        #expect(versionedOnly.fileModules == ["A/a.swift": "B"])
    }

    @Test func anOuterTargetStopsAtANestedPackage() {
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(
                    path: "Package.swift", text: #"let p = Package(targets: [.target(name: "All", path: ".")])"#),
                ManifestFile(
                    path: "Inner/Package.swift", text: #"let p = Package(targets: [.target(name: "In", path: "Lib")])"#),
            ], swiftFiles: ["a.swift", "Inner/Lib/b.swift", "Inner/Other/c.swift"])
        #expect(result.fileModules == ["a.swift": "All", "Inner/Lib/b.swift": "In", "Inner/Other/c.swift": "Inner"])
    }

    @Test func theDefaultFolderFollowsTheAlternativeSourceRoots() {
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(
                    path: "Package.swift", text: #"let p = Package(targets: [.target(name: "A"), .macro(name: "M")])"#)
            ], swiftFiles: ["src/A/x.swift", "Sources/M/m.swift"])
        #expect(result.fileModules == ["src/A/x.swift": "A", "Sources/M/m.swift": "M"])
    }
}

@Test func aFileNoXcodeTargetBuildsIsNotGivenToTheTargetItsFolderIsNamedAfter() throws {
    let project = """
        { objects = {
        R = {isa = PBXProject; mainGroup = G; targets = (N, ); };
        G = {isa = PBXGroup; children = (W, ); sourceTree = "<group>"; };
        W = {isa = PBXGroup; children = (F, ); path = WWDC; sourceTree = "<group>"; };
        F = {isa = PBXFileReference; path = AppCoordinator.swift; sourceTree = "<group>"; };
        B = {isa = PBXBuildFile; fileRef = F; };
        S = {isa = PBXSourcesBuildPhase; files = (B, ); };
        N = {isa = PBXNativeTarget; name = WWDC; buildPhases = (S, ); };
        }; rootObject = R; }
        """
    let assignment = ModuleResolver.resolve(
        manifests: [ManifestFile(path: "WWDC.xcodeproj/project.pbxproj", text: project)],
        swiftFiles: ["WWDC/AppCoordinator.swift", "WWDC/Bootstrap/Stale.swift"])
    #expect(
        assignment.fileModules == [
            "WWDC/AppCoordinator.swift": "WWDC", "WWDC/Bootstrap/Stale.swift": "WWDC (no target)",
        ])
}

/// Under a top folder that also holds declared modules, a feature no manifest declares is its own folder module,
/// not all of the top folder (a Tuist app's `Features/User/Finance/` beside `Features/User/Auth/Login/...`).
@Test func anUndeclaredFeatureBesideDeclaredOnesIsNamedAfterItsOwnFolder() {
    let assignment = ModuleResolver.resolve(
        manifests: [
            ManifestFile(
                path: "Features/Auth/Package.swift", text: #"let p = Package(targets: [.target(name: "Auth")])"#),
            ManifestFile(
                path: "Features/Home/Package.swift", text: #"let p = Package(targets: [.target(name: "Home")])"#),
            ManifestFile(
                path: "Kit/Package.swift", text: #"let p = Package(targets: [.target(name: "Kit", path: "Lib")])"#),
        ],
        swiftFiles: [
            "Features/Auth/Sources/Auth/Login.swift", "Features/Home/Sources/Home/Feed.swift",
            "Features/Finance/Data/CardRepository.swift", "Features/Finance/Domain/FetchCardsUseCase.swift",
            "Kit/Lib/Kit.swift", "Kit/Generated/Strings.swift", "Tools/Generate.swift",
            "Features/Sources/AppCoordinator.swift", "Features/Payments/Sources/Checkout/CheckoutViewModel.swift",
            "Features/Payments/Sources/PaymentsView.swift",
        ])
    #expect(
        assignment.fileModules == [
            "Features/Auth/Sources/Auth/Login.swift": "Auth", "Features/Home/Sources/Home/Feed.swift": "Home",
            "Features/Finance/Data/CardRepository.swift": "Finance",
            "Features/Finance/Domain/FetchCardsUseCase.swift": "Finance",
            // `Kit/` holds one module's files: the top folder still names the module.
            "Kit/Lib/Kit.swift": "Kit", "Kit/Generated/Strings.swift": "Kit (no target)",
            "Tools/Generate.swift": "Tools",
            // Not `Sources`: the folder it holds the sources of.
            "Features/Sources/AppCoordinator.swift": "Features",
            // One module for the undeclared feature, not one per folder of its `Sources/`.
            "Features/Payments/Sources/Checkout/CheckoutViewModel.swift": "Payments",
            "Features/Payments/Sources/PaymentsView.swift": "Payments",
        ])
}

/// A folder no manifest target compiles whose Swift files all import a test framework is a test module, whatever its
/// name (`Test.App/T.Test_A.swift`): its tasks are tests' (no flag), cleaned up with the module they test. A shared
/// file with neither Rx nor a test import (`T.TestsShared.swift`) says nothing either way; a folder with a file of Rx
/// that imports no test framework stays code.
@Test func aFolderOfFilesThatAllImportXCTestIsATestModule() throws {
    let package = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "Core",
            dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0")],
            targets: [.target(name: "Core", dependencies: ["RxSwift"])]
        )
        """
    let test = """
        import XCTest
        import RxSwift
        @testable import Core

        final class T_Test_A: XCTestCase {
            func testItems() { _ = Feed().items().subscribe() }
        }

        """
    let files = [
        "/repo/Package.swift": package,
        "/repo/Sources/Core/Feed.swift": """
        import RxSwift

        public final class Feed {
            public func items() -> Observable<Int> { .just(1) }
        }

        """,
        "/repo/Test.App/T.Test_A.swift": test,
        "/repo/Test.App/Helpers/T.Stub.swift": "import XCTest\n@testable import Core\n\nlet stub = 1\n",
        "/repo/Test.App/T.TestsShared.swift": "import Foundation\n\nlet shared = 1\n",
        "/repo/Scripts/Smoke.swift": test,
        "/repo/Scripts/Release.swift": "import RxSwift\n\nlet release = Observable.just(1)\n",
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    #expect(
        inventory.modules.map { "\($0.name) \($0.kind) test=\($0.isTest)" } == [
            "Core swiftpm test=false", "Scripts folder test=false", "Test.App folder test=true",
        ])
    #expect(inventory.files.first { $0.path == "Test.App/T.Test_A.swift" }?.isTest == true)
    let plan = Planner().plan(inventory, previous: nil)
    let tests = try #require(plan.tasks(holding: "Test.App/T.Test_A.swift").first)
    #expect(tests.flag == "")
    // Cleaned up with the module it tests, in that module's manifest's task.
    let cleanups = plan.tasks.filter { $0.kind == .cleanup }.map { "\($0.title) \($0.files.map(\.path))" }
    #expect(cleanups == ["Cleanup: Package.swift [\"Package.swift\"]", "Cleanup: Scripts []"])
}

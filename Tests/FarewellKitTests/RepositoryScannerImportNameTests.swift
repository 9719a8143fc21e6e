import Testing

@testable import FarewellKit

/// A module's import name is not always its target's name: XcodeGen names a multi-platform target's product after
/// the spec's target (`Core` with `platform: [iOS, tvOS]` builds `Core_iOS` and `Core_tvOS`, both imported as `import
/// Core`), and an Xcode target's `PRODUCT_NAME` or `PRODUCT_MODULE_NAME` names its module. An `import` of that name
/// reaches those modules: what they re-export, the types they declare, the calls into them.
@Suite struct ImportNameTests {
    /// `name importName` of every module, `-` where it is imported by its name.
    private static func importNames(_ inventory: Inventory) -> [String] {
        inventory.modules.map { "\($0.name) \($0.importName ?? "-")" }
    }

    /// `line:symbol` of the occurrences of the file at `path`.
    private static func occurrences(_ inventory: Inventory, _ path: String) -> [String] {
        inventory.files.first { $0.path == path }?.occurrences.map { "\($0.line):\($0.symbol)" } ?? []
    }

    private static let feed = """
        import Core

        final class Feed {
            let items = PublishSubject<Int>()
            private let bag = DisposeBag()
        }
        """

    @Test func aMultiPlatformTargetReexportsRxToTheFilesImportingItsSpecName() throws {
        let files = InMemoryFileSystem([
            "/repo/project.yml": """
            name: Kit
            targets:
              Core:
                type: framework
                platform: [iOS, tvOS]
                sources: [Sources/Core]
              Player:
                type: framework
                platform: [iOS, tvOS]
                platformSuffix: -$platform
                sources: [Sources/Player]
                settings:
                  base:
                    PRODUCT_MODULE_NAME: Playback
              Log:
                type: framework
                platform: iOS
                settings:
                  PRODUCT_NAME: Logging
              App:
                type: application
                platform: iOS
                sources: [Sources/App]
                dependencies:
                  - target: Core_iOS
            """,
            "/repo/Sources/Core/Exports.swift": "@_exported import RxSwift\n",
            "/repo/Sources/Player/Player.swift": "public final class Player {}\n",
            "/repo/Sources/App/Feed.swift": Self.feed,
        ])
        let inventory = try RepositoryScanner(fileSystem: files).scan(root: "/repo")
        #expect(
            Self.importNames(inventory) == [
                "App -", "Core_iOS Core", "Core_tvOS Core", "Log Logging", "Player-iOS Playback",
                "Player-tvOS Playback",
            ])
        #expect(Self.occurrences(inventory, "Sources/App/Feed.swift") == ["4:PublishSubject", "5:DisposeBag"])
        #expect(inventory.modules.first { $0.name == "App" }?.dependencies == ["Core_iOS", "Core_tvOS"])
    }

    @Test func anXcodeTargetIsImportedByItsProductOrModuleName() throws {
        let project = """
            // !$*UTF8*$!
            { objects = {
                P = { isa = PBXProject; targets = (A, C, N, L, W); };
                A = { isa = PBXNativeTarget; name = App; buildPhases = (AS); productReference = AP; };
                AP = { isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
                AS = { isa = PBXSourcesBuildPhase; files = (AF); };
                AF = { isa = PBXBuildFile; fileRef = AFR; };
                AFR = { isa = PBXFileReference; path = App/Feed.swift; sourceTree = "<group>"; };
                C = { isa = PBXNativeTarget; name = Core_iOS; buildConfigurationList = CL; buildPhases = (CS);
                    productReference = CP; };
                CL = { isa = XCConfigurationList; buildConfigurations = (CD, CR); };
                CD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = Core; }; };
                CR = { isa = XCBuildConfiguration; name = Release; buildSettings = { PRODUCT_NAME = Core; }; };
                CP = { isa = PBXFileReference; path = Core.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                CS = { isa = PBXSourcesBuildPhase; files = (CF); };
                CF = { isa = PBXBuildFile; fileRef = CFR; };
                CFR = { isa = PBXFileReference; path = Core/Exports.swift; sourceTree = "<group>"; };
                N = { isa = PBXNativeTarget; name = "Net-iOS"; buildPhases = (); productReference = NP; };
                NP = { isa = PBXFileReference; path = "Net Kit.framework"; sourceTree = BUILT_PRODUCTS_DIR; };
                L = { isa = PBXNativeTarget; name = Log_iOS; buildConfigurationList = LL; buildPhases = ();
                    productReference = LP; };
                LL = { isa = XCConfigurationList; buildConfigurations = (LD); };
                LD = { isa = XCBuildConfiguration; name = Debug; buildSettings = {
                    PRODUCT_MODULE_NAME = Logging; PRODUCT_NAME = Log; }; };
                LP = { isa = PBXFileReference; path = Log.framework; sourceTree = BUILT_PRODUCTS_DIR; };
                W = { isa = PBXNativeTarget; name = Widgets_iOS; buildConfigurationList = WL; buildPhases = ();
                    productReference = WP; };
                WL = { isa = XCConfigurationList; buildConfigurations = (WD); };
                WD = { isa = XCBuildConfiguration; name = Debug; buildSettings = {
                    PRODUCT_NAME = "$(TARGET_NAME)"; }; };
                WP = { isa = PBXFileReference; path = Widgets_iOS.framework; sourceTree = BUILT_PRODUCTS_DIR; };
            }; rootObject = P; }
            """
        let files = InMemoryFileSystem([
            "/repo/Shop.xcodeproj/project.pbxproj": project,
            "/repo/Core/Exports.swift": "@_exported import RxSwift\n",
            "/repo/App/Feed.swift": Self.feed,
        ])
        let inventory = try RepositoryScanner(fileSystem: files).scan(root: "/repo")
        // `Net Kit.framework` is imported as `Net_Kit`, as Swift names the module of a product name with a space.
        #expect(
            Self.importNames(inventory) == [
                "App -", "Core_iOS Core", "Log_iOS Logging", "Net-iOS Net_Kit", "Widgets_iOS -",
            ])
        #expect(Self.occurrences(inventory, "App/Feed.swift") == ["4:PublishSubject", "5:DisposeBag"])
    }

    /// `App` lists `Model` alone but imports `Core`: it sees `Core_iOS` and `Core_tvOS` through that import, and of the
    /// two `Store` types, its `Store()` is the imported module's.
    @Test func aCallThroughTheImportNameReachesTheModulesAPI() throws {
        let store = """
            import RxSwift
            public final class Store { public init() {}
              public func items() -> Observable<Int> { .just(1) } }
            """
        let files = InMemoryFileSystem([
            "/repo/project.yml": """
            name: Kit
            targets:
              Core:
                type: framework
                platform: [iOS, tvOS]
                sources: [Sources/Core]
              Model:
                type: framework
                platform: iOS
                sources: [Sources/Model]
              App:
                type: application
                platform: iOS
                sources: [Sources/App]
                dependencies:
                  - target: Model
            """,
            "/repo/Sources/Core/Store.swift": store,
            "/repo/Sources/Model/Store.swift": store,
            "/repo/Sources/App/Screen.swift": """
            import Core
            import RxSwift
            final class Screen { private let bag = DisposeBag()
              func load() { Store().items().subscribe().disposed(by: bag) } }
            """,
        ])
        let inventory = try RepositoryScanner(fileSystem: files).scan(root: "/repo")
        let callers = inventory.files.flatMap { file in
            file.apis.filter { $0.name == "items" }.map {
                "\(file.module).\($0.qualifiedName) \($0.callers.map(\.line)) \($0.callerModules)"
            }
        }
        #expect(callers == ["Core_iOS.Store.items [4] [\"App\"]", "Model.Store.items [] []"])
        #expect(inventory.modules.first { $0.name == "App" }?.dependencies == ["Core_iOS", "Core_tvOS", "Model"])
    }
}

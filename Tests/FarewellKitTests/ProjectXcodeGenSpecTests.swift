import Testing

@testable import FarewellKit

/// XcodeGen specs as XcodeGen reads them: a target for each platform of a list, specs by any name, and target names
/// built from environment variables, each matched with the Podfile targets and generated projects of those names.
@Suite struct ProjectXcodeGenSpecTests {
    private static func summary(_ module: Module) -> String {
        "\(module.name) \(module.kind) deps=\(module.dependencies) rx=\(module.rxDependencies.map(\.summary)) "
            + "os=\(module.deploymentTargets.map(\.description))"
    }

    private static func files(_ inventory: Inventory) -> [String] {
        inventory.files.map { "\($0.path) \($0.module) also=\($0.alsoIn)" }
    }

    /// `platform: [iOS, tvOS]` makes `Core_iOS` and `Core_tvOS`, with `${platform}` filled in in each: the files go to
    /// the first by name and are also in the other, the Podfile's `Core_iOS` gives its Rx pods to that target, and
    /// each platform keeps its own deployment target.
    @Test func aMultiPlatformTargetIsATargetPerPlatform() throws {
        let files = InMemoryFileSystem([
            "/repo/project.yml": """
            name: Kit
            options:
              deploymentTarget: {iOS: "13.0", tvOS: "14.0"}
            targets:
              Core:
                type: framework
                platform: [iOS, tvOS]
                sources: Sources/Core
                dependencies:
                  - target: Model_${platform}
                  - carthage: RxSwift
              Model:
                type: framework
                platform: [iOS, tvOS]
                sources: [Sources/Model]
            """,
            "/repo/Podfile": "target 'Core_iOS' do\n  pod 'RxCocoa'\nend\n",
            "/repo/Sources/Core/Store.swift": "import RxSwift\nfinal class Store { let bag = DisposeBag() }\n",
            "/repo/Sources/Model/Item.swift": "import RxSwift\nstruct Item { let relay = PublishSubject<Int>() }\n",
        ])
        let inventory = try RepositoryScanner(fileSystem: files).scan(root: "/repo")
        #expect(
            inventory.modules.map(Self.summary) == [
                #"Core_iOS xcodegen deps=["Model_iOS"] rx=["RxCocoa@Podfile:2", "RxSwift@project.yml:11"] "#
                    + #"os=["iOS 13.0"]"#,
                #"Core_tvOS xcodegen deps=["Model_tvOS"] rx=["RxSwift@project.yml:11"] os=["tvOS 14.0"]"#,
                #"Model_iOS xcodegen deps=[] rx=[] os=["iOS 13.0"]"#,
                #"Model_tvOS xcodegen deps=[] rx=[] os=["tvOS 14.0"]"#,
            ])
        #expect(
            Self.files(inventory) == [
                #"Sources/Core/Store.swift Core_iOS also=["Core_tvOS"]"#,
                #"Sources/Model/Item.swift Model_iOS also=["Model_tvOS"]"#,
            ])
        #expect(inventory.diagnostics == [])
    }

    /// A template's platform list makes a target per platform too, named by the target's `platformSuffix` (`-$platform`)
    /// and with the template's `${platform}` paths filled in; a target deployment mapping gives each its platform's.
    @Test func aTemplatesPlatformListAndSuffixNameTheTargets() {
        let spec = """
            name: Player
            targetTemplates:
              Framework:
                type: framework
                platform: [iOS, macOS]
                sources:
                  - Sources/${target_name}
                  - Platform/${platform}
            targets:
              Player:
                templates: [Framework]
                platformSuffix: -$platform
                deploymentTarget: {iOS: "15.0", macOS: "12.0"}
                dependencies:
                  - package: RxSwift
            packages:
              RxSwift:
                url: https://github.com/ReactiveX/RxSwift
            """
        let result = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "project.yml", text: spec)],
            swiftFiles: ["Sources/Player/Player.swift", "Platform/iOS/Screen.swift", "Platform/macOS/Window.swift"])
        #expect(
            result.fileModules == [
                "Sources/Player/Player.swift": "Player-iOS", "Platform/iOS/Screen.swift": "Player-iOS",
                "Platform/macOS/Window.swift": "Player-macOS",
            ])
        #expect(result.sharedModules == ["Sources/Player/Player.swift": ["Player-macOS"]])
        #expect(result.diagnostics == [])
        #expect(
            result.modules.map(Self.summary) == [
                #"Player-iOS xcodegen deps=[] rx=["RxSwift@project.yml:15", "RxSwift@project.yml:17"] os=["iOS 15.0"]"#,
                #"Player-macOS xcodegen deps=[] rx=["RxSwift@project.yml:15", "RxSwift@project.yml:17"] "#
                    + #"os=["macOS 12.0"]"#,
            ])
    }

    /// A spec named otherwise (`xcodegen -s XcodeGen/App.yml`) is read for its content: its sources lie beside it
    /// (`../Sources/App`), its `carthage:` line is Rx, and the project it generates at the root describes the same
    /// targets, so each is one module. A YAML file without targets is no spec.
    @Test func aSpecOfAnyNameIsReadAndIsOneWithTheProjectItGenerates() throws {
        let files = InMemoryFileSystem([
            "/repo/XcodeGen/App.yml": """
            name: App
            targets:
              App:
                type: application
                platform: iOS
                sources: [../Sources/App]
                dependencies:
                  - carthage: RxSwift
              AppTests:
                type: bundle.unit-test
                platform: iOS
                sources: [../Tests/AppTests]
                dependencies:
                  - target: App
            """,
            "/repo/App.xcodeproj/project.pbxproj": Self.generatedProject,
            "/repo/.swiftlint.yml": "disabled_rules:\n  - line_length\n",
            "/repo/fastlane/targets.yml": "targets:\n  - App\n",
            "/repo/Sources/App/Feed.swift": "import RxSwift\nfinal class Feed { let bag = DisposeBag() }\n",
            "/repo/Tests/AppTests/FeedTests.swift":
                "import RxSwift\nfinal class FeedTests { let bag = DisposeBag() }\n",
        ])
        let inventory = try RepositoryScanner(fileSystem: files).scan(root: "/repo")
        #expect(
            inventory.modules.map(Self.summary) == [
                #"App xcodegen deps=[] rx=["RxSwift@XcodeGen/App.yml:8"] os=[]"#,
                #"AppTests xcodegen deps=["App"] rx=[] os=[]"#,
            ])
        #expect(
            Self.files(inventory) == [
                "Sources/App/Feed.swift App also=[]", "Tests/AppTests/FeedTests.swift AppTests also=[]",
            ])
        #expect(inventory.diagnostics == [])
    }

    /// The project an XcodeGen spec kept in `XcodeGen/` generated at the root: targets `App` (compiling
    /// `Sources/App/Feed.swift`) and `AppTests`.
    static let generatedProject = """
        // !$*UTF8*$!
        { objects = {
        F1 = {isa = PBXFileReference; path = Feed.swift; sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (G2); sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (F1); path = Sources/App; sourceTree = "<group>"; };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = App;
            productType = "com.apple.product-type.application"; };
        T2 = {isa = PBXNativeTarget; buildPhases = (); name = AppTests;
            productType = "com.apple.product-type.bundle.unit-test"; };
        J1 = {isa = PBXProject; mainGroup = G1; targets = (T1, T2); };
        }; rootObject = J1; }
        """

    /// A spec and its committed project drift: a target added to the spec is not generated yet. The project still has
    /// most of the spec's targets, so the two describe the same modules, and the new target is a module of its own;
    /// neither doubles the others under names prefixed with their manifests.
    @Test func aSpecWithATargetItsProjectLacksStillPairsWithIt() throws {
        let files = InMemoryFileSystem([
            "/repo/XcodeGen/App.yml": """
            name: App
            targets:
              App:
                type: application
                platform: iOS
                sources: [../Sources/App]
              AppTests:
                type: bundle.unit-test
                platform: iOS
                sources: [../Tests/AppTests]
              NewFeature:
                type: framework
                platform: iOS
                sources: [../NewFeature]
                dependencies:
                  - carthage: RxSwift
            """,
            "/repo/App.xcodeproj/project.pbxproj": Self.generatedProject,
            "/repo/Sources/App/Feed.swift": "import RxSwift\nfinal class Feed { let bag = DisposeBag() }\n",
            "/repo/Tests/AppTests/FeedTests.swift":
                "import RxSwift\nfinal class FeedTests { let bag = DisposeBag() }\n",
            "/repo/NewFeature/Item.swift": "import RxSwift\nfinal class Item { let bag = DisposeBag() }\n",
        ])
        let inventory = try RepositoryScanner(fileSystem: files).scan(root: "/repo")
        #expect(inventory.modules.map(\.name) == ["App", "AppTests", "NewFeature"])
        #expect(
            Self.files(inventory) == [
                "NewFeature/Item.swift NewFeature also=[]", "Sources/App/Feed.swift App also=[]",
                "Tests/AppTests/FeedTests.swift AppTests also=[]",
            ])
    }

    /// A Podfile target named from an environment variable, `"#{ENV["APP_NAME"]}_iOS"`, is the spec's
    /// `${APP_NAME}_iOS`, whatever default the Podfile gives the variable: its Rx pods are that target's.
    @Test func aTargetNamedFromAnEnvironmentVariableMatchesThePodfiles() throws {
        let files = InMemoryFileSystem([
            "/repo/project.yml": """
            name: ${APP_NAME}
            targets:
              ${APP_NAME}_iOS:
                type: application
                platform: iOS
                sources: [App]
            """,
            "/repo/Podfile": """
            ENV["APP_NAME"] = ENV["APP_NAME"] || "Binge"
            platform :ios, '13.0'

            target "#{ENV["APP_NAME"]}_iOS" do
              pod 'RxSwift'
              pod 'RxCocoa'
            end
            """,
            "/repo/App/Player.swift": "import RxSwift\nfinal class Player { let bag = DisposeBag() }\n",
        ])
        let inventory = try RepositoryScanner(fileSystem: files).scan(root: "/repo")
        #expect(
            inventory.modules.map(Self.summary) == [
                #"${APP_NAME}_iOS xcodegen deps=[] rx=["RxSwift@Podfile:5", "RxCocoa@Podfile:6"] os=["iOS 13.0"]"#
            ])
        #expect(Self.files(inventory) == ["App/Player.swift ${APP_NAME}_iOS also=[]"])
        #expect(inventory.diagnostics == [])
    }
}

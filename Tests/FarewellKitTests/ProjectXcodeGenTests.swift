import Testing

@testable import FarewellKit

@Suite struct ProjectXcodeGenTests {
    let assignment = ProjectFixtures.resolve("xcodegen")

    /// A file an app and its extension both compile is the app's, whatever the extension compiles besides (a widget
    /// compiling the app's view models and more folders than the app).
    @Test func aFileOfAnAppAndItsExtensionIsTheApps() {
        let spec = """
            name: Vocab
            targets:
              Vocab: {type: application, platform: iOS, sources: [Shared, App]}
              VocabWidget: {type: app-extension, platform: iOS, sources: [Shared, Widget, WidgetIntents]}
            """
        let result = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "project.yml", text: spec)],
            swiftFiles: ["Shared/ReviewViewModel.swift", "Widget/Entry.swift", "App/AppDelegate.swift"])
        #expect(
            result.fileModules == [
                "Shared/ReviewViewModel.swift": "Vocab", "Widget/Entry.swift": "VocabWidget",
                "App/AppDelegate.swift": "Vocab",
            ])
        #expect(result.sharedModules["Shared/ReviewViewModel.swift"] == ["VocabWidget"])
    }

    /// A spec kept in a subfolder and generated from the root (`cp Configuration/project.yml .`): no source lies
    /// beside it, all lie under the root, so they are read from there, with a note; a spec whose sources exist
    /// nowhere says so.
    @Test func aSpecInASubfolderNamingPathsFromTheRootIsReadFromTheRoot() {
        let spec = """
            name: Demo
            targets:
              App: {type: application, platform: iOS, sources: [Sources/App], dependencies: [{target: Model}]}
              Model: {type: framework, platform: iOS, sources: [Sources/Model]}
            """
        let result = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "Configuration/project.yml", text: spec)],
            swiftFiles: ["Sources/App/VM.swift", "Sources/Model/Repo.swift"])
        #expect(result.fileModules == ["Sources/App/VM.swift": "App", "Sources/Model/Repo.swift": "Model"])
        #expect(result.modules.first { $0.name == "App" }?.dependencies == ["Model"])
        #expect(
            result.diagnostics.map(\.description) == [
                "Configuration/project.yml:2: warning: no source path lies beside the spec: read from the "
                    + "repository's root, where they are (the spec is generated from there)"
            ])
        let nowhere = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "Configuration/project.yml", text: spec)],
            swiftFiles: ["Other/VM.swift"])
        #expect(
            nowhere.diagnostics.map(\.description) == [
                "Configuration/project.yml:2: warning: no source path of the spec names a file or folder that exists "
                    + "(read from Configuration/): its files use the folder fallback"
            ])
    }

    /// An app embeds its extension (a target dependency in the spec) but cannot import its code: no module
    /// dependency; a framework both use stays one.
    @Test func anEmbeddedExtensionIsNoCodeDependency() {
        let spec = """
            name: Share
            targets:
              App: {type: application, platform: iOS, sources: [App], dependencies: [{target: ShareExt}, {target: Kit}]}
              ShareExt: {type: app-extension, platform: iOS, sources: [ShareExt], dependencies: [{target: Kit}]}
              Kit: {type: framework, platform: iOS, sources: [Kit]}
            """
        let result = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "project.yml", text: spec)],
            swiftFiles: ["App/ProfileViewController.swift", "ShareExt/ShareViewController.swift", "Kit/Client.swift"])
        #expect(result.module(named: "App")?.dependencies == ["Kit"])
        #expect(result.module(named: "ShareExt")?.dependencies == ["Kit"])
    }

    @Test func sourcesAndExcludesDecideTheTarget() {
        #expect(
            assignment.fileModules == [
                "App/NotesApp.swift": "Notes",
                "Kit/Generated/Strings.swift": "Kit",
                "Kit/Store.swift": "NotesKit",
                "Kit/StoreMock.swift": "Kit",
                "Shared/Formatting.swift": "Notes",
                "Shared/Unused.swift": "Shared",
                "Tests/StoreTests.swift": "NotesTests",
            ])
    }

    @Test func targetsCarryTypeDependenciesAndPackageLines() {
        let summary = assignment.modules.map {
            "\($0.name) \($0.kind) test=\($0.isTest) deps=\($0.dependencies) rx=\($0.rxDependencies.map(\.summary))"
        }
        #expect(
            summary == [
                "Kit folder test=false deps=[] rx=[]",
                "Notes xcodegen test=false deps=[\"NotesKit\"] rx=[\"RxSwift@project.yml:6\", \"RxCocoa@project.yml:24\"]",
                // Moya's package line stays: its `Moya` product is not Rx.
                "NotesKit xcodegen test=false deps=[] rx=[\"RxSwift@project.yml:6\", \"RxRelay@project.yml:36\", "
                    + "\"RxSwift@project.yml:36\", \"RxMoya@project.yml:37\"]",
                "NotesTests xcodegen test=true deps=[\"Notes\"] rx=[]",
                "Shared folder test=false deps=[] rx=[]",
            ])
    }

    /// `carthage: RxSwift` and `framework: Carthage/Build/iOS/RxCocoa.framework` link Rx: their lines are the
    /// target's Rx lines, which its cleanup deletes; a framework of no Rx library is none.
    @Test func carthageAndFrameworkDependenciesCarryTheirRxLines() {
        let spec = """
            name: Client
            targets:
              Client:
                type: application
                sources: [Client]
                dependencies:
                  - carthage: APIKit
                  - carthage: RxSwift
                  - framework: Carthage/Build/iOS/RxCocoa.framework
                  - framework: Vendor/RxRelay.xcframework
              ClientTests:
                type: bundle.unit-test
                sources: [Tests]
                dependencies:
                  - target: Client
                  - carthage: RxTest
            """
        let result = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "project.yml", text: spec)],
            swiftFiles: ["Client/App.swift", "Tests/AppTests.swift"])
        #expect(
            result.modules.map { "\($0.name) \($0.rxDependencies.map(\.summary))" } == [
                "Client [\"RxSwift@project.yml:8\", \"RxCocoa@project.yml:9\", \"RxRelay@project.yml:10\"]",
                "ClientTests [\"RxTest@project.yml:16\"]",
            ])
    }

    /// A target's `templates:` merge under it as XcodeGen merges them: a template's Rx package is the target's Rx
    /// line at the template's line, a template's templates come first, lists append, `${target_name}` and
    /// `templateAttributes` fill the template's paths; a template naming itself is read once.
    @Test func targetTemplatesGiveTheirDependenciesAndSources() {
        let spec = """
            name: Feed
            options:
              deploymentTarget: {iOS: "13.0"}
            targetTemplates:
              Base:
                templates: [Base]
                platform: iOS
                deploymentTarget: "15.0"
                dependencies:
                  - package: RxSwift
              Feature:
                templates: [Base]
                type: framework
                sources:
                  - Features/${target_name}
                dependencies:
                  - package: RxSwift
                    product: RxCocoa
              Tests:
                type: bundle.unit-test
                sources:
                  - path: Tests/$tested
            targets:
              Home:
                templates: [Feature]
                dependencies:
                  - target: Core
              Core:
                templates: [Base]
                type: framework
                deploymentTarget: "14.0"
                sources: [Core]
              HomeTests:
                templates: [Tests]
                templateAttributes: {tested: Home}
                dependencies:
                  - target: Home
            packages:
              RxSwift:
                url: https://github.com/ReactiveX/RxSwift
            """
        let result = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "project.yml", text: spec)],
            swiftFiles: ["Core/Store.swift", "Features/Home/HomeView.swift", "Tests/Home/HomeTests.swift"])
        #expect(
            result.fileModules == [
                "Core/Store.swift": "Core", "Features/Home/HomeView.swift": "Home",
                "Tests/Home/HomeTests.swift": "HomeTests",
            ])
        #expect(
            result.modules.map {
                "\($0.name) test=\($0.isTest) deps=\($0.dependencies) rx=\($0.rxDependencies.map(\.summary)) "
                    + "ios=\($0.deploymentTargets.map(\.version))"
            } == [
                "Core test=false deps=[] rx=[\"RxSwift@project.yml:10\", \"RxSwift@project.yml:39\"] ios=[\"14.0\"]",
                "Home test=false deps=[\"Core\"] rx=[\"RxSwift@project.yml:10\", \"RxCocoa@project.yml:17\", "
                    + "\"RxSwift@project.yml:39\"] ios=[\"15.0\"]",
                "HomeTests test=true deps=[\"Home\"] rx=[] ios=[\"13.0\"]",
            ])
    }

    /// Templates sharing templates (each of 40 naming all before it) and a chain 3,000 deep are merged once each:
    /// the deepest template's Rx package still reaches the target, and the spec's size bounds the work.
    @Test func sharedAndDeepTemplatesAreMergedOnceEach() {
        var spec = "name: Deep\ntargetTemplates:\n  T0:\n    dependencies:\n      - package: RxSwift\n"
        for index in 1..<40 {
            spec += "  T\(index):\n    templates: [\((0..<index).map { "T\($0)" }.joined(separator: ", "))]\n"
        }
        spec += "  C0:\n    templates: [T39]\n"
        for index in 1..<3000 { spec += "  C\(index):\n    templates: [C\(index - 1)]\n" }
        spec += "targets:\n  App:\n    templates: [C2999]\n    sources: [App]\n"
        let result = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "project.yml", text: spec)], swiftFiles: ["App/Main.swift"])
        #expect(
            result.modules.map { "\($0.name) \($0.rxDependencies.map(\.summary))" } == [
                "App [\"RxSwift@project.yml:5\"]"
            ])
    }

    @Test func includedSpecsAreNotedNotRead() {
        #expect(
            assignment.diagnostics.map(\.description) == [
                "project.yml:2: warning: included specs are not read; their targets use the folder fallback"
            ])
    }
}

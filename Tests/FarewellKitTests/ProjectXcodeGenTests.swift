import Testing

@testable import FarewellKit

@Suite struct ProjectXcodeGenTests {
    let assignment = ProjectFixtures.resolve("xcodegen")

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

    @Test func includedSpecsAreNotedNotRead() {
        #expect(
            assignment.diagnostics.map(\.description) == [
                "project.yml:2: warning: included specs are not read; their targets use the folder fallback"
            ])
    }
}

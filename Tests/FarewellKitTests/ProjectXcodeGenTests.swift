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

    @Test func includedSpecsAreNotedNotRead() {
        #expect(
            assignment.diagnostics.map(\.description) == [
                "project.yml:2: warning: included specs are not read; their targets use the folder fallback"
            ])
    }
}

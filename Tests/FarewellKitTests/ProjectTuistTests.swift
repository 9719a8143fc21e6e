import Testing

@testable import FarewellKit

@Suite struct ProjectTuistTests {
    let assignment = ProjectFixtures.resolve("tuist")

    @Test func sourceGlobsClaimTheirFoldersMinusExclusions() {
        #expect(
            assignment.fileModules == [
                "Project.swift": "Root",
                "Targets/App/Sources/JournalApp.swift": "Journal",
                "Targets/App/Tests/JournalTests.swift": "JournalTests",
                "Targets/Core/Sources/Entry.swift": "JournalCore",
                "Targets/Core/Sources/Internal/Cache.swift": "Internal",
                "Tuist/Package.swift": "Tuist",
            ])
        #expect(assignment.diagnostics == [])
    }

    @Test func productsDependenciesAndExternalRxLibrariesAreRead() {
        let summary = assignment.modules.filter { $0.kind == .tuist }.map {
            "\($0.name) test=\($0.isTest) deps=\($0.dependencies) rx=\($0.rxDependencies.map(\.summary))"
        }
        #expect(
            summary == [
                "Journal test=false deps=[\"JournalCore\"] rx=[\"RxCocoa@Project.swift:14\"]",
                "JournalCore test=false deps=[] rx=[\"RxSwift@Project.swift:23\"]",
                "JournalTests test=true deps=[\"Journal\"] rx=[]",
            ])
    }

    @Test func aProjectSwiftThatIsNotATuistManifestIsJustCode() {
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(
                    path: "App/Project.swift", text: "struct Project { let target = Target(name: \"X\", sources: []) }")
            ],
            swiftFiles: ["App/Project.swift"])
        #expect(result.modules.map(\.name) == ["App"])
        #expect(result.fileModules == ["App/Project.swift": "App"])
    }
}

import Testing

@testable import FarewellKit

@Suite struct ProjectXcodeTests {
    let assignment = ProjectFixtures.resolve("xcode-groups")

    @Test func everySwiftFileGoesToTheTargetThatCompilesIt() {
        #expect(
            assignment.fileModules == [
                "App/AppDelegate.swift": "Shop",
                "App/Features/Screens/LoginViewController.swift": "Shop",
                // Compiled by Shop and Kit: a tie goes to the first name.
                "App/Helpers/Format.swift": "Kit",
                "App/Unlisted.swift": "App",
                "AppTests/ShopTests.swift": "ShopTests",
                "Kit/Kit.swift": "Kit",
                "Kit/Net/Networking.swift": "Kit",
                "Widgets/Clock.swift": "Shop",
                // Excluded from Shop's synchronized folder, added to ShopTests by its exception set.
                "Widgets/Legacy.swift": "ShopTests",
                // In Shop's folder and added to ShopTests: a tie goes to the non-test module.
                "Widgets/Sub/Chart.swift": "Shop",
            ])
        #expect(assignment.diagnostics == [])
        #expect(assignment.manifestAttributedFiles.count == 9)
    }

    @Test func targetsBecomeModulesWithKindsTestFlagsAndDependencies() {
        let summary = assignment.modules.map { "\($0.name) \($0.kind) test=\($0.isTest) deps=\($0.dependencies)" }
        #expect(
            summary == [
                "App folder test=false deps=[]",
                "Kit xcode test=false deps=[]",
                "Shop xcode test=false deps=[\"Kit\"]",
                "ShopTests xcode test=true deps=[\"Kit\", \"Shop\"]",
            ])
        #expect(assignment.module(named: "Shop")?.manifest == "Shop.xcodeproj/project.pbxproj")
    }

    @Test func swiftPackageProductsOfRxSwiftCarryTheirLines() {
        #expect(
            assignment.module(named: "Shop")?.rxDependencies.map(\.summary) == [
                "RxSwift@Shop.xcodeproj/project.pbxproj:123",
                "RxCocoa@Shop.xcodeproj/project.pbxproj:124",
                "RxSwift@Shop.xcodeproj/project.pbxproj:193",
                // A package no target links is still there to delete; Alamofire is no Rx package.
                "RxDataSources@Shop.xcodeproj/project.pbxproj:201",
            ])
        #expect(assignment.module(named: "Kit")?.rxDependencies == [])
    }

    @Test func rxFrameworksLinkedInAFrameworksPhaseCarryTheirLines() {
        #expect(
            assignment.module(named: "ShopTests")?.rxDependencies.map(\.summary) == [
                "RxTest@Shop.xcodeproj/project.pbxproj:178"
            ])
    }

    @Test func projectsInSubfoldersResolvePathsFromTheirOwnFolder() {
        let (manifests, swiftFiles) = ProjectFixtures.load("xcode-groups")
        let moved = manifests.map { ManifestFile(path: "ios/" + $0.path, bytes: $0.bytes) }
        let result = ModuleResolver.resolve(manifests: moved, swiftFiles: swiftFiles.map { "ios/" + $0 })
        #expect(result.fileModules["ios/Kit/Net/Networking.swift"] == "Kit")
        #expect(result.fileModules["ios/App/Unlisted.swift"] == "ios")
    }
}

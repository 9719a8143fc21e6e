import Testing

@testable import FarewellKit

@Test func aCartfilesRxLinesGoToTheAppTargetOfTheProjectBesideIt() {
    var (manifests, swiftFiles) = ProjectFixtures.load("xcode-groups")
    let cartfile = """
        # Networking
        github "ReactiveX/RxSwift" ~> 6.0
        github "Alamofire/Alamofire" ~> 5.0
        git "https://github.com/RxSwiftCommunity/RxDataSources.git" "5.0.0" # tables
        # github "RxSwiftCommunity/RxOptional"
        """
    manifests.append(ManifestFile(path: "Cartfile", bytes: Array(cartfile.utf8)))
    let assignment = ModuleResolver.resolve(manifests: manifests, swiftFiles: swiftFiles)
    let shop = assignment.module(named: "Shop")?.sharedRxDependencies.map(\.summary) ?? []
    #expect(shop.filter { $0.contains("Cartfile") } == ["RxSwift@Cartfile:2", "RxDataSources@Cartfile:4"])
    #expect(ManifestKind.of(path: "ios/Cartfile.private") == .cartfile)
    #expect(ManifestKind.of(path: "Cartfile.resolved") == .cartfileResolved, "read for the RxSwift version only")
}

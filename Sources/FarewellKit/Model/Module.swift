/// A unit that compiles Swift files: a SwiftPM target, an Xcode target, a pod target, or a folder.
package struct Module: Sendable, Codable, Hashable {
    package enum Kind: String, Sendable, Codable, CaseIterable {
        case swiftpm, xcode, xcodegen, cocoapods, tuist, folder
    }

    package var name: String
    /// The name an `import` spells for it where its manifest gives one other than `name`: the product name of an
    /// XcodeGen target of several platforms (`Core_iOS` and `Core_tvOS` are both `import Core`), or a target's
    /// `PRODUCT_MODULE_NAME` or `PRODUCT_NAME`. Nil when it is imported by its name.
    package var importName: String?
    package var kind: Kind
    package var isTest: Bool
    /// The manifest that declares it (`Package.swift`, `App.xcodeproj/project.pbxproj`), relative.
    package var manifest: String?
    /// Other modules of the repository it depends on, sorted.
    package var dependencies: [String]
    /// Rx libraries it links (`RxSwift`, `RxCocoa`), with the manifest line that adds each, in manifests of its
    /// own: its target's, its Podfile's, its project's.
    package var rxDependencies: [RxDependency]
    /// The Rx lines of a manifest every target may link from (a Cartfile and the pins of its `Cartfile.resolved`,
    /// Tuist's `Tuist/Dependencies.swift`), which serve it and the other modules beside it: no one module's, so that
    /// only that manifest's cleanup removes them.
    /// Not in the module's JSON: `Inventory.sharedRxDependencies` lists each line once, with its modules.
    package var sharedRxDependencies: [RxDependency] = []
    /// The oldest OS version of each platform it builds for, sorted by platform; empty when no manifest says.
    package var deploymentTargets: [DeploymentTarget]
    /// The platforms its targets' SDKs name (`SDKROOT = macosx`), with a deployment target stated or not, sorted. Not
    /// in the JSON.
    package var platforms: [String] = []
    /// Whether some of its dependencies could not be read (a Tuist helper's value the reader does not evaluate):
    /// those it has then rule out no caller from another module. Not in the JSON.
    package var dependenciesIncomplete = false
    /// Whether its manifest spells all its dependencies (a Tuist target's list, of external packages only or
    /// empty): with none of the repository's, it sees no other module. Not in the JSON.
    package var dependenciesDeclared = false
    /// The Xcode project and target listing its files one by one (no synchronized folder, no manifest globbing its
    /// folders), where a file a task creates compiles only once added to the target; nil for a module whose folders
    /// are globbed or that no target builds. Not in the JSON.
    package var fileList: XcodeFileList?
    /// Whether it is an app that runs one feature on its own (`FeatureDemoApp`, `FeatureExample`, a `DemoApp/`
    /// folder) beside the feature's own module: it ships nowhere, so its tasks get no feature flag. Not in the JSON.
    package var isDemoApp = false
    /// The Swift language versions its Xcode targets build with (`SWIFT_VERSION`), sorted; empty when no manifest says.
    /// Not in the JSON.
    package var swiftVersions: [String] = []

    private enum CodingKeys: String, CodingKey {
        case name, importName, kind, isTest, manifest, dependencies, rxDependencies, deploymentTargets
    }

    package init(
        name: String, kind: Kind, isTest: Bool = false, manifest: String? = nil, dependencies: [String] = [],
        rxDependencies: [RxDependency] = [], deploymentTargets: [DeploymentTarget] = []
    ) {
        self.name = name
        self.kind = kind
        self.isTest = isTest
        self.manifest = manifest
        self.dependencies = dependencies
        // A line of a shared manifest (`Cartfile:2`) is never the module's own, whoever lists it.
        let shared = { (line: RxDependency) in ManifestKind.listsSharedDependencies(path: line.location.path) }
        self.rxDependencies = rxDependencies.filter { !shared($0) }
        self.sharedRxDependencies = rxDependencies.filter(shared)
        self.deploymentTargets = deploymentTargets
    }
}

/// A line in a manifest that brings an Rx library in; the final wave deletes it, but for a library's Rx edition that
/// targets still take products without Rx from (`plainProducts`), which it replaces or keeps.
package struct RxDependency: Sendable, Codable, Hashable, Comparable {
    package var library: String
    package var location: SourceLocation
    /// The products without Rx that targets still take from the package of this line, sorted: `KakaoSDKAuth` of
    /// `kakao-ios-sdk-rx`, which vends it beside `RxKakaoSDKAuth`. Deleting the line would take them away, so the
    /// cleanup says to replace the package with the library's plain edition or keep it. Empty for any other line.
    /// Not in the JSON.
    package var plainProducts: [String] = []
    /// The plain edition's URL such a line suggests (`https://github.com/kakao/kakao-ios-sdk.git` for
    /// `https://github.com/kakao/kakao-ios-sdk-rx.git`); nil when its URL does not end in `-rx`. Not in the JSON.
    package var plainEdition: String?

    private enum CodingKeys: String, CodingKey {
        case library, location
    }

    package init(library: String, location: SourceLocation) {
        self.library = library
        self.location = location
    }

    /// The line with the products without Rx that targets take from its package, and the plain edition its `url`
    /// suggests (`RxEditions`); itself when there are none.
    func keeping(_ products: some Sequence<String>, url: String?) -> RxDependency {
        var line = self
        line.plainProducts = Array(Set(products)).sorted()
        line.plainEdition = line.plainProducts.isEmpty ? nil : url.flatMap(RxEditions.plainURL(of:))
        return line
    }

    package static func < (lhs: RxDependency, rhs: RxDependency) -> Bool {
        (lhs.location, lhs.library) < (rhs.location, rhs.library)
    }
}

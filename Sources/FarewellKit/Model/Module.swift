/// A unit that compiles Swift files: a SwiftPM target, an Xcode target, a pod target, or a folder.
package struct Module: Sendable, Codable, Hashable {
    package enum Kind: String, Sendable, Codable, CaseIterable {
        case swiftpm, xcode, xcodegen, cocoapods, tuist, folder
    }

    package var name: String
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
    /// Whether some of its dependencies could not be read (a Tuist helper's value the reader does not evaluate):
    /// those it has then rule out no caller from another module. Not in the JSON.
    package var dependenciesIncomplete = false
    /// Whether its manifest spells all its dependencies (a Tuist target's list, of external packages only or
    /// empty): with none of the repository's, it sees no other module. Not in the JSON.
    package var dependenciesDeclared = false

    private enum CodingKeys: String, CodingKey {
        case name, kind, isTest, manifest, dependencies, rxDependencies, deploymentTargets
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

/// A line in a manifest that brings an Rx library in; the final wave deletes it.
package struct RxDependency: Sendable, Codable, Hashable, Comparable {
    package var library: String
    package var location: SourceLocation

    package init(library: String, location: SourceLocation) {
        self.library = library
        self.location = location
    }

    package static func < (lhs: RxDependency, rhs: RxDependency) -> Bool {
        (lhs.location, lhs.library) < (rhs.location, rhs.library)
    }
}

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
    /// Rx libraries it links (`RxSwift`, `RxCocoa`), with the manifest line that adds each.
    package var rxDependencies: [RxDependency]
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
        self.rxDependencies = rxDependencies
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

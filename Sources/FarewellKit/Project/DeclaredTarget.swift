/// A target as one manifest declares it, before name collisions are settled and files are attributed.
struct DeclaredTarget: Sendable, Hashable {
    var name: String
    /// The module name its build settings give it where that is not `name` (`Module.importName`), as Swift spells it.
    var importName: String?
    var kind: Module.Kind
    var isTest: Bool
    /// The manifest path, relative to the repository root.
    var manifest: String
    /// The package or project name, used to tell apart equal target names from different manifests.
    var scope: String
    var claims: [FileClaim]
    /// Names of targets or products it depends on, as the manifest spells them.
    var dependencies: [String]
    var rxDependencies: [RxDependency]
    /// The OS versions it builds for, as the manifest states them (lowest per platform taken later).
    var deploymentTargets: [DeploymentTarget] = []
    /// The platforms its SDK names (an Xcode target's `SDKROOT = macosx`), with a deployment target stated or not.
    var platforms: [String] = []
    /// The Swift language versions its configurations build with (an Xcode target's `SWIFT_VERSION`: `3.0`, `5.0`).
    var swiftVersions: [String] = []
    /// Names a helper's dependency may mean (`.with(.Core)`: `Core`): a dependency where a target has the name.
    var guessedDependencies: [String] = []
    /// Names that are a dependency where a target has the name, and nothing else otherwise: a Podfile's pods
    /// (`pod 'OUICore', :path => '../'` of a podspec in the repository; most pods are external).
    var podDependencies: [String] = []
    /// CocoaPods' aggregate targets an Xcode target integrates, as `PodfileMerger.aggregateKey` spells them: from
    /// the `Pods_…framework` (`libPods-….a`) it links and the `Pods-….xcconfig` its configurations are based on.
    var podAggregates: [String] = []
    /// Whether some of its dependencies could not be read (a helper's value the reader does not evaluate): its
    /// module's known dependencies then rule out no caller (`Module.dependenciesIncomplete`).
    var dependenciesIncomplete = false
    /// Whether its manifest spells its whole dependency list (a Tuist `.target(...)`'s, also of external packages
    /// only, or none): a module of no dependency in the repository then sees no other module.
    var dependenciesDeclared = false
    /// Whether it is an app extension (a widget, a share extension): a file an app compiles too is the app's.
    var isExtension = false
    /// Whether it is an app (a Tuist `.app`, an Xcode or XcodeGen application), for telling a feature's demo app
    /// (`Module.isDemoApp`).
    var isApp = false
    /// The folder of the project an XcodeGen spec kept elsewhere generates (`XcodeGen/App.yml` making the root's
    /// `App.xcodeproj`): its targets are that project's (`ModuleResolver.pairSpecsWithProjects`).
    var projectFolder: String?

    init(
        name: String, kind: Module.Kind, isTest: Bool, manifest: String, scope: String, claims: [FileClaim] = [],
        dependencies: [String] = [], rxDependencies: [RxDependency] = []
    ) {
        self.name = name
        self.kind = kind
        self.isTest = isTest
        self.manifest = manifest
        self.scope = scope
        self.claims = claims
        self.dependencies = dependencies
        self.rxDependencies = rxDependencies
    }

    /// The folder the manifest describes: where `Package.swift` or the `.xcodeproj` lies, or the project a spec
    /// generates.
    var manifestBase: String {
        projectFolder ?? ManifestFile(path: manifest, bytes: []).baseDirectory
    }
}

/// What a manifest reader found: targets, library products, and problems.
struct ManifestReading: Sendable {
    var targets: [DeclaredTarget] = []
    var products: [LibraryProduct] = []
    var diagnostics: [Diagnostic] = []
    /// The RxSwift versions the manifest's package requirements allow.
    var rxSwiftVersions: [RxSwiftVersion] = []
}

/// A SwiftPM library product and the targets it vends, so `.product(name:)` can lead to local modules.
struct LibraryProduct: Sendable, Hashable {
    var name: String
    var targets: [String]
    var manifest: String
}

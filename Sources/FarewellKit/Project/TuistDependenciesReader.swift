/// Reads Tuist's manifests of external dependencies, `Tuist/Dependencies.swift` (Tuist 3: `.remote(url:)` and
/// `.package(url:)` packages, Carthage's `.github(path:)`, `.git(path:)`, `.binary(path:)`) and
/// `Tuist/Package.swift` (Tuist 4: `.package(url:)` or `.package(id:)`, whatever its `targets:`, which Tuist
/// ignores): their Rx lines. Like a Cartfile's, they make no module of their own: the lines go to a target of a
/// project beside the `Tuist` folder (`SharedDependencyLines`), and their cleanup waits for every migration task,
/// since every target may link what they fetch. Constants of the manifest are resolved
/// (`.remote(url: rxSwiftURL, ...)`).
enum TuistDependenciesReader {
    /// The calls that name a package or a Carthage dependency, by their last name.
    private static let forms: Set<String> = ["remote", "package", "github", "git", "binary"]

    static func rxDependencies(_ manifest: ManifestFile) -> [RxDependency] {
        guard case .success(let source) = SwiftManifestSource.make(manifest.bytes) else { return [] }
        let constants = ManifestConstants(source)
        var result: [RxDependency] = []
        for call in source.findCalls({ source.isMember($0) && forms.contains(source.text($0)) }) {
            if let dependency = rxPackage(constants.resolve(call), manifest: manifest) { result.append(dependency) }
        }
        return result
    }

    /// The Rx line of a package or Carthage call (`.remote(url: ".../RxSwift.git", ...)`, `.package(id:)`), also
    /// of a project's `packages:`; nil for another library.
    static func rxPackage(_ call: SwiftExpression, manifest: ManifestFile) -> RxDependency? {
        let identity: String
        if let id = call.argument("id")?.stringValue {
            // A registry identifier, `scope.name`.
            identity = id.split(separator: ".").last.map(String.init) ?? id
        } else if let url = call.argument("url")?.stringValue ?? call.argument("path")?.stringValue {
            identity = RxLibraries.packageIdentity(ofURL: url)
        } else {
            return nil
        }
        guard RxLibraries.isRxPackage(identity) else { return nil }
        return RxDependency(library: identity, location: SourceLocation(path: manifest.path, line: call.line))
    }

    /// True when a `Package.swift` right inside a `Tuist` folder is Tuist's dependency manifest rather than a
    /// package of its own (a plugin's): it declares no target, says it is Tuist's (`#if TUIST`, `PackageSettings`,
    /// `import ProjectDescription`), or none of its targets holds a Swift file (a placeholder `targets:`, which
    /// Tuist ignores). `holdsSwiftFiles` tells whether a claim's folder or file holds one.
    static func isDependencyManifest(
        _ manifest: ManifestFile, targets: [DeclaredTarget], holdsSwiftFiles: (FileClaim) -> Bool
    ) -> Bool {
        if targets.isEmpty { return true }
        let text = String(decoding: manifest.bytes, as: UTF8.self)
        if tuistMarks.contains(where: { text.contains($0) }) { return true }
        return !targets.contains { $0.claims.contains(where: holdsSwiftFiles) }
    }

    /// What only Tuist's `Package.swift` writes: the settings it reads under `#if TUIST`.
    private static let tuistMarks = ["#if TUIST", "PackageSettings(", "import ProjectDescription"]

    /// Gives the manifest's Rx lines to a target of a project beside its `Tuist` folder or below it.
    static func merge(_ manifest: ManifestFile, into targets: inout [DeclaredTarget]) {
        SharedDependencyLines.attach(rxDependencies(manifest), below: Path.parent(manifest.directory), to: &targets)
    }
}

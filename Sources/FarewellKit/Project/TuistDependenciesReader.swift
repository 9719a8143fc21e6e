/// Reads Tuist's manifests of external dependencies, `Tuist/Dependencies.swift` (Tuist 3: `.remote(url:)` and
/// `.package(url:)` packages, Carthage's `.github(path:)`, `.git(path:)`, `.binary(path:)`) and
/// `Tuist/Package.swift` (Tuist 4: `.package(url:)` or `.package(id:)`, whatever its `targets:`, which Tuist
/// ignores): their Rx lines. Like a Cartfile's, they make no module of their own: the lines go to a target of a
/// project beside the `Tuist` folder (`SharedDependencyLines`), and their cleanup waits for every migration task,
/// since every target may link what they fetch. Constants of the manifest are resolved
/// (`.remote(url: rxSwiftURL, ...)`), and so are the helpers' constants it lists (`[.RxSwift]`, `helperPackages`).
enum TuistDependenciesReader {
    /// The calls that name a package or a Carthage dependency, by their last name.
    private static let forms: Set<String> = ["remote", "package", "github", "git", "binary"]
    /// The types whose constants a dependency manifest lists as implicit members: Tuist 3's `Package`, and the
    /// `Dependency` of its `CarthageDependencies` and of Tuist 4's `Package`.
    private static let listedTypes = ["Package", "Dependency"]

    /// The manifest's Rx lines, a library's Rx edition with the products of `products` (what the targets it serves
    /// depend on) it still gives them (`RxEditions.products`).
    static func rxDependencies(_ manifest: ManifestFile, helpers: TuistHelperLists, products: [String] = [])
        -> [RxDependency]
    {
        guard case .success(let source) = SwiftManifestSource.make(manifest.bytes) else { return [] }
        let constants = ManifestConstants(source)
        // Each package, with the line naming it when a helper's constant stands for it.
        var listed: [(call: SwiftExpression, line: Int?)] = source.findCalls {
            source.isMember($0) && forms.contains(source.text($0))
        }.map { (constants.resolve($0), nil) }
        listed += helperPackages(source, helpers: helpers).map { ($0.call, $0.line) }
        let packages = listed.compactMap { identity(of: $0.call) }
        var result: [RxDependency] = []
        for (call, line) in listed {
            guard var dependency = rxPackage(call, manifest: manifest, products: products, packages: packages) else {
                continue
            }
            if let line { dependency.location = SourceLocation(path: manifest.path, line: line) }
            result.append(dependency)
        }
        // In the order they are written, a line's inline calls first.
        return result.enumerated().sorted {
            ($0.element.location.line, $0.offset) < ($1.element.location.line, $1.offset)
        }
        .map(\.element)
    }

    /// The RxSwift versions that the packages the manifest lists by helpers' constants require, at the lines
    /// naming them (those it writes out are `RxSwiftVersionReader.swiftRequirements`).
    static func helperRxSwiftVersions(_ manifest: ManifestFile, helpers: TuistHelperLists) -> [RxSwiftVersion] {
        guard case .success(let source) = SwiftManifestSource.make(manifest.bytes) else { return [] }
        return helperPackages(source, helpers: helpers).compactMap { call, line in
            RxSwiftVersionReader.swiftRequirement(call, location: SourceLocation(path: manifest.path, line: line))
        }
    }

    /// The packages a dependency manifest names by a constant of the helpers, each with the line naming it, read as
    /// the compiler reads an implicit member against the list's element type:
    /// `SwiftPackageManagerDependencies([.RxSwift])` with `extension Package { static let RxSwift: Package =
    /// .remote(url: "https://github.com/ReactiveX/RxSwift", requirement: .upToNextMajor(from: "6.2.0")) }` names
    /// that `.remote(...)`; a dotted name, `Package.RxSwift`, too.
    private static func helperPackages(_ source: SwiftManifestSource, helpers: TuistHelperLists)
        -> [(call: SwiftExpression, line: Int)]
    {
        var packages: [(call: SwiftExpression, line: Int)] = []
        for index in source.tokens.indices
        where source.isIdentifier(index) && source.isMember(index) && !source.isPunctuation(index + 1, "(")
            && !source.isPunctuation(index + 1, ".")
        {
            let name = source.calleeText(nameIndex: index)
            let definition =
                name.hasPrefix(".")
                ? helpers.definition(ofImplicitMember: name, as: listedTypes) : helpers.definition(named: name)
            guard let value = definition?.value, let callee = value.calleeName, forms.contains(callee) else { continue }
            packages.append((value, source.tokens[index].line))
        }
        return packages
    }

    /// The Rx line of a package or Carthage call (`.remote(url: ".../RxSwift.git", ...)`, `.package(id:)`), also
    /// of a project's `packages:`; nil for another library. A library's Rx edition keeps the products of
    /// `products` it gives, as `RxEditions.products` tells them among the identities of `packages`.
    static func rxPackage(
        _ call: SwiftExpression, manifest: ManifestFile, products: [String] = [], packages: [String] = []
    ) -> RxDependency? {
        guard let identity = identity(of: call), RxLibraries.isRxPackage(identity) else { return nil }
        let line = RxDependency(library: identity, location: SourceLocation(path: manifest.path, line: call.line))
        return line.keeping(
            RxEditions.products(of: identity, among: products, packages: packages),
            url: call.argument("url")?.stringValue)
    }

    /// The package identity a package or Carthage call names: a registry identifier's name (`scope.name`), else the
    /// last component of its URL or path; nil for a call naming neither.
    static func identity(of call: SwiftExpression) -> String? {
        if let id = call.argument("id")?.stringValue {
            return id.split(separator: ".").last.map(String.init) ?? id
        }
        let url = call.argument("url")?.stringValue ?? call.argument("path")?.stringValue
        return url.map(RxLibraries.packageIdentity(ofURL:))
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

    /// Gives the manifest's Rx lines to a target of a project beside its `Tuist` folder or below it; a library's Rx
    /// edition keeps the products those targets still take from it (`.external(name: "KakaoSDKAuth")`).
    static func merge(
        _ manifest: ManifestFile, helpers: TuistHelperLists, into targets: inout [DeclaredTarget]
    ) {
        let folder = Path.parent(manifest.directory)
        let local = Set(targets.map(\.name))
        let products = SharedDependencyLines.served(below: folder, among: targets).flatMap { index in
            targets[index].dependencies.filter { !local.contains($0) }
        }
        SharedDependencyLines.attach(
            rxDependencies(manifest, helpers: helpers, products: products), below: folder, to: &targets)
    }
}

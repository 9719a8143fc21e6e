/// Reads the targets of a Tuist `Project.swift`: `.target(name:product:sources:dependencies:)` or `Target(...)`.
///
/// Source globs claim their fixed folder (`Targets/App/Sources/**` claims `Targets/App/Sources`); a target
/// without `sources:` leaves its files to the folder fallback. A `Project.swift` that does not import
/// `ProjectDescription` is an ordinary Swift file and yields nothing.
enum TuistReader {
    static func read(_ manifest: ManifestFile) -> ManifestReading {
        var reading = ManifestReading()
        guard Path.lastComponent(manifest.path) == "Project.swift", isTuistManifest(manifest.bytes) else {
            return reading
        }
        let source: SwiftManifestSource
        switch SwiftManifestSource.make(manifest.bytes) {
        case .success(let made): source = made
        case .failure(let error):
            reading.diagnostics.append(
                Diagnostic(path: manifest.path, line: error.line, message: "malformed Project.swift: \(error.message)"))
            return reading
        }
        let project = source.findCalls { !source.isMember($0) && source.text($0) == "Project" }.first
        let scope = project?.argument("name")?.stringValue ?? Path.lastComponent(manifest.directory)
        let declarations = source.findCalls { index in
            let name = source.text(index)
            return (name == "target" && source.isMember(index)) || (name == "Target" && !source.isMember(index))
        }
        for call in declarations
        where call.arguments.contains(where: { $0.label == "sources" || $0.label == "product" }) {
            guard let name = call.argument("name")?.stringValue else {
                reading.diagnostics.append(
                    Diagnostic(
                        path: manifest.path, line: call.line,
                        message: "target name is not a string literal; target skipped"))
                continue
            }
            reading.targets.append(target(name: name, call: call, scope: scope, manifest: manifest))
        }
        return reading
    }

    static func isTuistManifest(_ bytes: [UInt8]) -> Bool {
        String(decoding: bytes, as: UTF8.self).contains("import ProjectDescription")
    }

    private static func target(name: String, call: SwiftExpression, scope: String, manifest: ManifestFile)
        -> DeclaredTarget
    {
        let product: String
        if case .identifier(let text, _) = call.argument("product") { product = text } else { product = "" }
        var target = DeclaredTarget(
            name: name, kind: .tuist, isTest: product.hasSuffix("Tests"), manifest: manifest.path, scope: scope)
        for entry in sourceEntries(call.argument("sources")) {
            if let pattern = entry.stringValue ?? entry.firstUnlabelled?.stringValue
                ?? entry.argument("pattern")?.stringValue
            {
                let excluding = entry.argument("excluding")?.elements.compactMap(\.stringValue) ?? []
                var claim = FileClaim.pattern(pattern, base: manifest.directory)
                claim.excludes = excluding.map { Path.relative(Path.join(manifest.directory, $0), to: claim.root) }
                target.claims.append(claim)
            }
        }
        for dependency in call.argument("dependencies")?.elements ?? [] {
            let name =
                dependency.argument("name")?.stringValue ?? dependency.argument("target")?.stringValue
                ?? dependency.argument("product")?.stringValue
            guard let name else { continue }
            target.dependencies.append(name)
            if dependency.calleeName == "external" || dependency.calleeName == "package", RxLibraries.isRx(name) {
                target.rxDependencies.append(
                    RxDependency(library: name, location: SourceLocation(path: manifest.path, line: dependency.line)))
            }
        }
        return target
    }

    /// The entries of `sources:`: a list, a single glob, or `.paths([...])`.
    private static func sourceEntries(_ value: SwiftExpression?) -> [SwiftExpression] {
        guard let value else { return [] }
        if value.calleeName == "paths", let list = value.firstUnlabelled { return list.elements }
        return value.elements
    }
}

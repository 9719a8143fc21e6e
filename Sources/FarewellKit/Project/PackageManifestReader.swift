/// Reads the targets of a `Package.swift` from its tokens, without running it.
///
/// Declarations are `.target`, `.executableTarget`, `.testTarget`, `.macro`, `.plugin` (with `capability:`)
/// and helpers whose names end in `Target` (`.rxTarget(name: "A")`); the arguments of a declaration are not
/// searched again, so `.target(name:)` dependencies inside it are not declarations (nor is one with
/// `condition:` anywhere). A name that is not a string literal is skipped with a warning. The manifest's own
/// functions that return a declaration named by a parameter make one target per call (`ManifestFunctionTargets`).
enum PackageManifestReader {
    /// `folders`: every folder that holds a Swift file, at any depth (to pick `Sources` or `src`).
    static func read(_ manifest: ManifestFile, folders: Set<String>) -> ManifestReading {
        var reading = ManifestReading()
        let source: SwiftManifestSource
        switch SwiftManifestSource.make(manifest.bytes) {
        case .success(let made): source = made
        case .failure(let error):
            reading.diagnostics.append(
                Diagnostic(path: manifest.path, line: error.line, message: "malformed Package.swift: \(error.message)"))
            return reading
        }
        reading.rxSwiftVersions = RxSwiftVersionReader.swiftRequirements(source, path: manifest.path)
        let calls = ManifestFunctionTargets.declarations(in: source) { isDeclaration(source, $0) }
        let made = Set(calls.compactMap { $0.argument("name")?.stringValue })
        let context = PackageContext(source: source, manifest: manifest, folders: folders, helperTargets: made)
        reading.products = context.products
        for call in calls {
            guard isTargetDeclaration(call) else { continue }
            guard let name = call.argument("name")?.stringValue else {
                reading.diagnostics.append(
                    Diagnostic(
                        path: manifest.path, line: call.line,
                        message: "target name is not a string literal; target skipped"))
                continue
            }
            reading.targets.append(context.target(name: name, call: call))
        }
        return reading
    }

    private static func isDeclaration(_ source: SwiftManifestSource, _ index: Int) -> Bool {
        guard source.isMember(index), !(source.isIdentifier(index - 2) && source.text(index - 2) == "Dependency") else {
            return false
        }
        let name = source.text(index)
        return ["target", "executableTarget", "testTarget", "macro", "plugin"].contains(name)
            || (name.hasSuffix("Target") && name != "binaryTarget")
    }

    /// Tells a declaration from a `.target(name:)` dependency or a `.plugin(name:package:)` usage.
    private static func isTargetDeclaration(_ call: SwiftExpression) -> Bool {
        let labels = Set(call.arguments.compactMap(\.label))
        switch call.calleeName {
        case "target": return !labels.contains("condition")
        case "plugin": return labels.contains("capability")
        default: return true
        }
    }
}

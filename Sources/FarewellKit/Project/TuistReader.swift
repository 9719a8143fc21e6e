/// Reads the targets of a Tuist `Project.swift`: `.target(name:product:sources:dependencies:)` or `Target(...)`.
///
/// Source globs claim their fixed folder (`Targets/App/Sources/**` claims `Targets/App/Sources`); a target
/// without `sources:` leaves its files to the folder fallback. Names, globs and dependency lists may be
/// constants of the manifest (`name: appName`, `"\(appName)/Sources/**"`, `dependencies: shared + [...]`, see
/// `ManifestConstants`), and a dependency list may be one that helpers define (`ModuleLayer.Domain.dependencies`,
/// see `TuistHelperLists`); a value that stays unresolved gets a warning. A project or targets that helpers make
/// are one target of the manifest's folder (`TuistReader+Helpers`). A `Project.swift` that does not import
/// `ProjectDescription` is an ordinary Swift file and yields nothing.
enum TuistReader {
    static func read(_ manifest: ManifestFile, helpers: TuistHelperLists = TuistHelperLists()) -> ManifestReading {
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
        let constants = ManifestConstants(source)
        let project = source.findCalls { !source.isMember($0) && source.text($0) == "Project" }.first.map(
            constants.resolve)
        let scope = project?.argument("name")?.stringValue ?? Path.lastComponent(manifest.directory)
        let declarations = source.findCalls { index in
            let name = source.text(index)
            return (name == "target" && source.isMember(index)) || (name == "Target" && !source.isMember(index))
        }
        for call in declarations
        where call.arguments.contains(where: { $0.label == "sources" || $0.label == "product" }) {
            let call = constants.resolve(call)
            // A name read from elsewhere (`Target(name: env.name, ...)`, a plugin's constant) is valid Swift the
            // reader does not evaluate: its files take folder modules, and the note leaves the exit code at 0.
            guard let name = call.argument("name")?.stringValue else {
                reading.diagnostics.append(
                    Diagnostic(
                        path: manifest.path, line: call.line,
                        message: "target name is not a string literal; target skipped", isInformational: true))
                continue
            }
            let dependencies = call.argument("dependencies").map {
                dependencyList($0, manifest: manifest, helpers: helpers)
            }
            reading.targets.append(
                target(name: name, call: call, scope: scope, manifest: manifest, dependencies: dependencies))
            reading.diagnostics += unresolved(call, name: name, manifest: manifest)
            if let dependencies, dependencies.isUnresolved {
                reading.diagnostics.append(
                    unresolvedDependencies(
                        of: name, at: dependencies.line, isPartlyRead: dependencies.isPartlyRead, manifest: manifest))
            }
        }
        if let helper = project.flatMap({ helperTargets(in: $0, manifest: manifest, helpers: helpers) })
            ?? (declarations.isEmpty
                ? helperProject(source, constants: constants, manifest: manifest, helpers: helpers) : nil)
        {
            reading.targets.append(helper.target)
            reading.diagnostics += helper.warnings
        }
        return reading
    }

    /// The warning for the sources of a target that are neither literals nor constants of them: its files would
    /// go to folder modules.
    private static func unresolved(_ call: SwiftExpression, name: String, manifest: ManifestFile) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if let sources = call.argument("sources"),
            isUnresolved(sources)
                || sourceEntries(sources).contains(where: { pattern(of: $0) == nil })
        {
            diagnostics.append(
                Diagnostic(
                    path: manifest.path, line: sources.line,
                    message: "sources of target '\(name)' are not string literals; its files go to folder modules",
                    isInformational: true))
        }
        return diagnostics
    }

    /// The warning for a dependency list that is neither a literal nor a constant of the manifest or the helpers:
    /// its Rx lines and the modules it names go unseen; of a sum whose other operands are lists
    /// (`[.rxSwift] + modules.map(\.project)`, `isPartlyRead`), only those of the rest. It says how the manifest
    /// was read, valid Swift the reader does not evaluate, so it leaves the exit code alone.
    static func unresolvedDependencies(of name: String, at line: Int, isPartlyRead: Bool, manifest: ManifestFile)
        -> Diagnostic
    {
        Diagnostic(
            path: manifest.path, line: line,
            message: isPartlyRead
                ? "dependencies of target '\(name)' are a sum of lists and other values; the Rx lines of the lists are "
                    + "read, those of the other values are not"
                : "dependencies of target '\(name)' are not a list; their Rx lines are not read",
            isInformational: true)
    }

    /// True for a name no constant binds, a call of a function (`makeDependencies()`, not `.external(...)`),
    /// an interpolation or sum left unresolved, or another expression.
    static func isUnresolved(_ value: SwiftExpression) -> Bool {
        switch value {
        case .identifier(let name, _): !name.hasPrefix(".")
        case .call(let callee, _, _): !callee.contains(".")
        case .interpolated, .sum, .other: true
        case .string, .array: false
        }
    }

    /// The glob of a `sources:` entry: `"A/**"`, `.glob("A/**", excluding:)`, `.glob(pattern: "A/**")`.
    private static func pattern(of entry: SwiftExpression) -> String? {
        entry.stringValue ?? entry.firstUnlabelled?.stringValue ?? entry.argument("pattern")?.stringValue
    }

    static func isTuistManifest(_ bytes: [UInt8]) -> Bool {
        String(decoding: bytes, as: UTF8.self).contains("import ProjectDescription")
    }

    private static func target(
        name: String, call: SwiftExpression, scope: String, manifest: ManifestFile, dependencies: DependencyList?
    ) -> DeclaredTarget {
        let product: String
        if case .identifier(let text, _) = call.argument("product") { product = text } else { product = "" }
        var target = DeclaredTarget(
            name: name, kind: .tuist, isTest: product.hasSuffix("Tests"), manifest: manifest.path, scope: scope)
        for entry in sourceEntries(call.argument("sources")) {
            if let pattern = pattern(of: entry) {
                let excluding = entry.argument("excluding")?.elements.compactMap(\.stringValue) ?? []
                var claim = FileClaim.pattern(pattern, base: manifest.directory)
                claim.excludes = excluding.map { Path.relative(Path.join(manifest.directory, $0), to: claim.root) }
                target.claims.append(claim)
            }
        }
        // Tuist 4's synchronized folders (`buildableFolders: ["App/Sources"]`, `.folder("App/Sources")`): every file
        // under each.
        for entry in call.argument("buildableFolders")?.elements ?? [] {
            if let folder = entry.stringValue ?? entry.firstUnlabelled?.stringValue {
                target.claims.append(FileClaim(root: Path.join(manifest.directory, folder)))
            }
        }
        addDependencies(dependencies?.entries ?? [], to: &target)
        return target
    }

    /// The entries of `sources:`: a list, a single glob, `.paths([...])` or `SourceFilesList(globs: [...])`.
    private static func sourceEntries(_ value: SwiftExpression?) -> [SwiftExpression] {
        guard let value else { return [] }
        if value.calleeName == "paths", let list = value.firstUnlabelled { return list.elements }
        if let globs = value.argument("globs") { return globs.elements }
        return value.elements
    }
}

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
    /// `folders`: the repository's folders that hold Swift files, and their parents, for the targets helpers make
    /// for the names the manifest gives them (`TuistTargetTemplate`).
    static func read(
        _ manifest: ManifestFile, helpers: TuistHelperLists = TuistHelperLists(), folders: Set<String> = []
    ) -> ManifestReading {
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
        reading.rxSwiftVersions = RxSwiftVersionReader.swiftRequirements(source, path: manifest.path)
        let constants = ManifestConstants(source, rawValues: helpers.rawValues)
        let project = source.findCalls { !source.isMember($0) && source.text($0) == "Project" }.first.map(
            constants.resolve)
        // A helper's project whose targets the reader evaluates for the name the manifest gives it
        // (`TuistReader+ProjectHelpers`).
        let evaluated = project == nil ? evaluatedHelperProject(source, constants: constants, helpers: helpers) : nil
        let scope =
            project?.argument("name")?.stringValue ?? evaluated?.name ?? Path.lastComponent(manifest.directory)
        var declarations = targetCalls(in: source)
        // A helper's target call that spells its name and its sources (`Project.make(targets: [.make(name: "HomeImpl",
        // sources: ["Home/**"])])`) declares that target as `.target(...)` does.
        let projectCall = project ?? helperProjectCalls(source, constants: constants).first
        for entry in projectCall?.argument("targets")?.elements ?? [] {
            guard let callee = entry.calleeName, callee != "target", callee != "Target" else { continue }
            let resolved = constants.resolve(entry)
            if resolved.argument("name")?.stringValue != nil, resolved.argument("sources") != nil {
                declarations.append(resolved)
            }
        }
        // The targets a helper's project makes come last: their dependency lists are written in the helper's file.
        let ownDeclarations = declarations.count
        declarations += evaluated?.calls ?? []
        var ownTargets: Int?
        for (offset, call) in declarations.enumerated()
        where call.arguments.contains(where: { $0.label == "sources" || $0.label == "product" }) {
            let helperOffset = offset - ownDeclarations
            if helperOffset >= 0, ownTargets == nil { ownTargets = reading.targets.count }
            // Where the dependency list is written: the helper's file, or the manifest passing it.
            let origin =
                helperOffset < 0 || evaluated?.passedDependencies[helperOffset] == true ? nil : evaluated?.path
            let call = resolvingHelperSources(constants.resolve(call), helpers: helpers)
            // A name read from elsewhere (`Target(name: env.targetName, ...)`, a plugin's constant) is valid Swift
            // the reader does not evaluate; the note leaves the exit code at 0. The target still compiles the files
            // its sources name: it is named for their folder (else its files would be folder modules of files no
            // target compiles, whose tasks say to delete them).
            let name: String
            if let written = call.argument("name")?.stringValue {
                name = written
            } else if let folder = sourcesFolderName(call, manifest: manifest) {
                name = folder
                reading.diagnostics.append(
                    Diagnostic(
                        path: manifest.path, line: call.line,
                        message: "target name is not a string literal; named '\(name)' for its sources' folder",
                        isInformational: true))
            } else {
                reading.diagnostics.append(
                    Diagnostic(
                        path: manifest.path, line: call.line,
                        message: "target name is not a string literal; target skipped", isInformational: true))
                continue
            }
            let dependencies = call.argument("dependencies").map {
                dependencyList($0, manifest: manifest, helpers: helpers, path: origin)
            }
            var declared = target(name: name, call: call, scope: scope, manifest: manifest, dependencies: dependencies)
            let fallback = unresolvedSourcesClaim(call, isTest: declared.isTest, manifest: manifest, folders: folders)
            if let fallback { declared.claims.append(fallback) }
            if declared.deploymentTargets.isEmpty,
                case .identifier(let constant, _) = call.argument("deploymentTargets")
                    ?? call.argument("deploymentTarget"),
                let value = helpers.definition(named: constant)?.value
            {
                // `deploymentTargets: Environment.deploymentTarget`, a helper's constant.
                declared.deploymentTargets = deploymentTargets(value)
            }
            reading.targets.append(declared)
            reading.diagnostics += unresolved(call, name: name, claim: fallback, manifest: manifest)
            if let dependencies, dependencies.isUnresolved {
                var note = unresolvedDependencies(
                    of: name, at: dependencies.line, isPartlyRead: dependencies.isPartlyRead, manifest: manifest)
                note.path = origin ?? manifest.path
                reading.diagnostics.append(note)
            }
        }
        let declared = ownTargets ?? reading.targets.count
        if let helper = project.flatMap({ helperTargets(in: $0, manifest: manifest, helpers: helpers) })
            ?? (declarations.isEmpty
                ? helperProject(source, constants: constants, manifest: manifest, helpers: helpers) : nil)
        {
            let templated = templatedTargets(
                source, besides: helper.target, manifest: manifest, helpers: helpers, folders: folders)
            var warnings = helper.warnings
            if !templated.isEmpty, !warnings.isEmpty {
                let globs = helpers.targetTemplates.flatMap(\.globs).map { "\($0.before)*\($0.after)" }
                warnings[0].message +=
                    "; \(templated.count) targets its helpers make for names it gives them take the deeper folders "
                    + "their source globs match (" + Array(Set(globs)).sorted().joined(separator: ", ") + ")"
            }
            reading.targets.append(helper.target)
            reading.targets += templated
            reading.diagnostics += warnings
        }
        // The project's own Rx packages (`packages: [.remote(url: ".../RxSwift.git", ...)]`, also given to a helper,
        // `Project.app(name: "App", packages: [...])`) are lines the cleanup deletes: a target of the manifest that
        // links Rx carries them, else its first target that is no test.
        let packageList =
            project?.argument("packages")
            ?? (project == nil
                ? helperProjectCalls(source, constants: constants).lazy.compactMap { $0.argument("packages") }.first
                : nil)
        // A library's Rx edition stays for the products the manifest's targets still take from it.
        let identities = (packageList?.elements ?? []).compactMap(TuistDependenciesReader.identity(of:))
        let local = Set(reading.targets.map(\.name))
        let products = reading.targets.flatMap(\.dependencies).filter { !local.contains($0) }
        let packages = (packageList?.elements ?? []).compactMap {
            TuistDependenciesReader.rxPackage($0, manifest: manifest, products: products, packages: identities)
        }
        if !packages.isEmpty,
            let host = reading.targets.firstIndex(where: { !$0.rxDependencies.isEmpty })
                ?? reading.targets.firstIndex(where: { !$0.isTest }) ?? reading.targets.indices.first
        {
            reading.targets[host].rxDependencies += packages
        }
        // Targets that helpers make build for what the manifest's deployment values say (`iOSTargetVersion:
        // "15.0"` given to the helper), else what the helpers' say. A target the manifest declares without one
        // gets Xcode's default, which is not known.
        let stated = statedDeploymentTargets(source, constants: constants)
        for index in reading.targets.indices.dropFirst(declared) where reading.targets[index].deploymentTargets.isEmpty
        {
            reading.targets[index].deploymentTargets = stated.isEmpty ? helpers.deploymentTargets : stated
        }
        return reading
    }

    /// The lowest of every deployment value written in a Tuist source (`.iOS("15.0")`,
    /// `.iOS(targetVersion: "14.0", devices: .iphone)`, `.multiplatform(iOS: "16.0")`).
    static func statedDeploymentTargets(_ source: SwiftManifestSource, constants: ManifestConstants)
        -> [DeploymentTarget]
    {
        let calls = source.findCalls { index in
            source.isMember(index)
                && (source.text(index) == "multiplatform"
                    || DeploymentTarget.platform(named: source.text(index)) != nil)
        }
        return DeploymentTarget.lowest(
            calls.flatMap { deploymentTargets(constants.resolve($0)) } + labelledDeploymentTargets(source))
    }

    /// Versions that helpers take as arguments: `iOSTargetVersion: "15.0.0"` in a call, or a parameter's
    /// default, `iOSTargetVersion: String = "16.0"` (the label starts with a platform's name and speaks of a
    /// version or a target); and a settings dictionary's `"IPHONEOS_DEPLOYMENT_TARGET": "18.0"`.
    private static func labelledDeploymentTargets(_ source: SwiftManifestSource) -> [DeploymentTarget] {
        var result: [DeploymentTarget] = []
        for index in source.tokens.indices where source.isPunctuation(index + 1, ":") {
            var platform: String?
            if source.isIdentifier(index) {
                let lowered = source.text(index).lowercased()
                if lowered.contains("version") || lowered.contains("target") {
                    platform = ["visionos", "watchos", "macos", "tvos", "ios"].first { lowered.hasPrefix($0) }
                }
            } else if source.tokens[index].kind == .stringSegment,
                case .string(let key, _) = source.expression(index..<index + 1)
            {
                // A settings dictionary's `"IPHONEOS_DEPLOYMENT_TARGET": "18.0"`.
                platform = DeploymentTarget.platformName(ofSetting: key)
            }
            guard let platform else { continue }
            var value = index + 2
            if source.isIdentifier(value), source.text(value) == "String", source.tokens.indices.contains(value + 2),
                source.tokens[value + 1].kind == .operator, source.text(value + 1) == "="
            {
                value += 2
            }
            guard source.tokens.indices.contains(value), source.tokens[value].kind == .stringSegment,
                case .string(let text, _) = source.expression(value..<value + 1),
                let target = DeploymentTarget(platformName: platform, versionText: text)
            else { continue }
            result.append(target)
        }
        return result
    }

    /// The claim of a target whose sources are not all read (`sources: makeSources()`): its manifest's folder, the
    /// least specific claim, since the target compiles files there that no other target claims (else they would be
    /// files no target compiles, whose tasks say to delete them); a test target's, the `Tests` folder beside the
    /// manifest when that holds Swift files, else none.
    private static func unresolvedSourcesClaim(
        _ call: SwiftExpression, isTest: Bool, manifest: ManifestFile, folders: Set<String>
    ) -> FileClaim? {
        guard let sources = call.argument("sources"), hasUnresolvedSources(sources) else { return nil }
        guard isTest else { return FileClaim(root: manifest.directory) }
        let tests = Path.join(manifest.directory, "Tests")
        return folders.contains(tests) ? FileClaim(root: tests) : nil
    }

    /// True for sources that are neither literals nor constants of them, or a list with such an entry.
    static func hasUnresolvedSources(_ sources: SwiftExpression) -> Bool {
        isUnresolvedList(sources) || sourceEntries(sources).contains { pattern(of: $0) == nil }
    }

    /// True for sources that are no list the reader reads (`sourceEntries`): `SourceFilesList(globs: [...])` is one,
    /// though a call of a type's initializer.
    private static func isUnresolvedList(_ sources: SwiftExpression) -> Bool {
        sources.argument("globs") == nil && isUnresolved(sources)
    }

    /// The warning for the sources of a target that are neither literals nor constants of them: the files of the
    /// folder the target claims instead (`claim`) go to it, else its files go to folder modules; of a list whose
    /// other entries are read, only the files those entries miss.
    private static func unresolved(_ call: SwiftExpression, name: String, claim: FileClaim?, manifest: ManifestFile)
        -> [Diagnostic]
    {
        guard let sources = call.argument("sources"), hasUnresolvedSources(sources) else { return [] }
        let partly = !isUnresolvedList(sources) && sourceEntries(sources).contains { pattern(of: $0) != nil }
        let folder = claim.map {
            $0.root == manifest.directory ? "its manifest's folder" : "the Tests folder beside its manifest"
        }
        let message: String
        switch (partly, folder) {
        case (true, let folder?):
            message =
                "some sources of target '\(name)' are not string literals; it also takes the files of \(folder) "
                + "that no other target claims"
        case (true, nil):
            message =
                "some sources of target '\(name)' are not string literals; the files only they name go to folder "
                + "modules"
        case (false, let folder?):
            message =
                "sources of target '\(name)' are not string literals; it takes the files of \(folder) that no other "
                + "target claims"
        case (false, nil):
            message = "sources of target '\(name)' are not string literals; its files go to folder modules"
        }
        return [Diagnostic(path: manifest.path, line: sources.line, message: message, isInformational: true)]
    }

    /// The warning for a dependency list that is neither a literal nor a constant of the manifest or the helpers:
    /// its Rx lines and the modules it names go unseen; of a list whose other parts are read (`isPartlyRead`: a sum's
    /// list operands, `[.rxSwift] + modules.map(\.project)`, or a list's other entries), only those of the rest. The
    /// module still depends on the repository's modules its files import (`ImportedDependencies`), which the warning
    /// says. It says how the manifest was read, valid Swift the reader does not evaluate, so it leaves the exit code
    /// alone.
    static func unresolvedDependencies(of name: String, at line: Int, isPartlyRead: Bool, manifest: ManifestFile)
        -> Diagnostic
    {
        Diagnostic(
            path: manifest.path, line: line,
            message: isPartlyRead
                ? "some dependencies of target '\(name)' are values that are not read; the Rx lines and modules of "
                    + "the others are read, and the modules of the repository its files import are taken as its "
                    + "dependencies too"
                : "dependencies of target '\(name)' are not a list; their Rx lines are not read, and the modules of "
                    + "the repository its files import are taken as its dependencies",
            isInformational: true)
    }

    /// True for a name no constant binds, a call of a function (`makeDependencies()`, not `.external(...)`),
    /// an interpolation or sum left unresolved, a key path map of a list no constant spells (`modules.map(\.project)`),
    /// or another expression.
    static func isUnresolved(_ value: SwiftExpression) -> Bool {
        switch value {
        case .identifier(let name, _): !name.hasPrefix(".")
        case .call(let callee, _, _): !callee.contains(".")
        case .keyPathMap(let list, _, _): !list.isArray
        case .interpolated, .sum, .other: true
        case .string, .array: false
        }
    }

    /// The name of a target whose name the reader cannot read, from the folder of its first source glob
    /// (`Projects/Home/Sources/**` is `Home`, past `Sources`/`Tests` folders; `Sources/**` beside the manifest is
    /// the manifest's folder); a test product's name ends in `Tests`. Nil without a literal glob.
    private static func sourcesFolderName(_ call: SwiftExpression, manifest: ManifestFile) -> String? {
        guard let glob = sourceEntries(call.argument("sources")).lazy.compactMap(pattern).first else { return nil }
        let generic: Set<Substring> = ["Sources", "Source", "Src", "Tests", "Test", "Classes"]
        let folders = FileClaim.pattern(glob, base: manifest.directory).root.split(separator: "/")
        guard let folder = folders.last(where: { !generic.contains($0) }) else { return nil }
        var isTest = false
        if case .identifier(let product, _) = call.argument("product") { isTest = product.hasSuffix("Tests") }
        return isTest && !folder.hasSuffix("Tests") ? folder + "Tests" : String(folder)
    }

    /// The glob of a `sources:` entry: `"A/**"`, `.glob("A/**", excluding:)`, `.glob(pattern: "A/**")`.
    static func pattern(of entry: SwiftExpression) -> String? {
        entry.stringValue ?? entry.firstUnlabelled?.stringValue ?? entry.argument("pattern")?.stringValue
    }

    /// The targets the helpers' templates make under the manifest's folder for the names the manifest writes as
    /// strings (`TuistTargetTemplate`), but the one the helper's project already is; a name two globs match claims
    /// both folders.
    private static func templatedTargets(
        _ source: SwiftManifestSource, besides project: DeclaredTarget, manifest: ManifestFile,
        helpers: TuistHelperLists, folders: Set<String>
    ) -> [DeclaredTarget] {
        guard !helpers.targetTemplates.isEmpty, !folders.isEmpty else { return [] }
        let names = source.stringLiterals()
        var targets: [DeclaredTarget] = []
        var byName: [String: Int] = [project.name: -1]
        for template in helpers.targetTemplates {
            for (name, claim) in template.targets(under: manifest.directory, folders: folders, names: names) {
                if let index = byName[name] {
                    if index >= 0, !targets[index].claims.contains(claim) { targets[index].claims.append(claim) }
                    continue
                }
                byName[name] = targets.count
                targets.append(
                    DeclaredTarget(
                        name: name, kind: .tuist, isTest: template.isTest, manifest: manifest.path,
                        scope: project.scope, claims: [claim]))
            }
        }
        return targets.sorted { $0.name < $1.name }
    }

    /// The target declarations of a Tuist source: `Target(...)` and `.target(...)` (`Target.target(...)` too).
    /// The target declarations of a Tuist source (`Target(...)`, `.target(...)`); for a manifest (`expanding`), also
    /// those its own functions make for the names it gives them (`ManifestFunctionTargets`), not their templates. A
    /// helper file's templates are read as they are (`TuistTargetTemplate`).
    static func targetCalls(in source: SwiftManifestSource, expanding: Bool = true) -> [SwiftExpression] {
        let isDeclaration = { isTargetDeclaration(source, at: $0) }
        return expanding
            ? ManifestFunctionTargets.declarations(in: source, isDeclaration: isDeclaration)
            : source.findCalls(isDeclaration)
    }

    /// Whether the name at `index` opens a target declaration, `.target(` or `Target(`.
    static func isTargetDeclaration(_ source: SwiftManifestSource, at index: Int) -> Bool {
        let name = source.text(index)
        return (name == "target" && source.isMember(index)) || (name == "Target" && !source.isMember(index))
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
        // `.appExtension`, `.widgetExtension`, `.messagesExtension`, …
        target.isExtension = product.hasSuffix("Extension")
        // `.app`, `Product.app`.
        target.isApp = product.split(separator: ".").last == "app"
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
        if let dependencies { add(dependencies, to: &target) }
        target.dependenciesDeclared = !(dependencies?.isUnresolved ?? false)
        target.deploymentTargets = deploymentTargets(
            call.argument("deploymentTargets") ?? call.argument("deploymentTarget"))
        return target
    }

    /// Tuist 4's `.iOS("15.0")` and `.multiplatform(iOS: "15.0", macOS: "12.0")`, Tuist 3's
    /// `.iOS(targetVersion: "15.0", devices: .iphone)`.
    static func deploymentTargets(_ value: SwiftExpression?) -> [DeploymentTarget] {
        guard let value, let callee = value.calleeName else { return [] }
        if callee == "multiplatform" {
            return DeploymentTarget.lowest(
                value.arguments.compactMap { argument in
                    guard let label = argument.label, let version = argument.value.stringValue else { return nil }
                    return DeploymentTarget(platformName: label, versionText: version)
                })
        }
        let version = value.argument("targetVersion")?.stringValue ?? value.firstUnlabelled?.stringValue
        return version.flatMap { DeploymentTarget(platformName: callee, versionText: $0) }.map { [$0] } ?? []
    }

    /// The entries of `sources:`: a list, a single glob, `.paths([...])` or `SourceFilesList(globs: [...])`.
    static func sourceEntries(_ value: SwiftExpression?) -> [SwiftExpression] {
        guard let value else { return [] }
        if value.calleeName == "paths", let list = value.firstUnlabelled { return list.elements }
        if let globs = value.argument("globs") { return globs.elements }
        return value.elements
    }
}

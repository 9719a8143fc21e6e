/// Projects and targets that helpers of `ProjectDescriptionHelpers` make: the manifest does not spell their
/// sources, so each manifest gets one module for its folder, with a warning that says so, and one for each of
/// its dependency lists that stays unresolved.
extension TuistReader {
    /// A project made by a helper (`Project.library(name: "Home", ...)`): one target claiming the manifest's
    /// folder, named by the helper's `name:` or, when that is no string (`name: Module.home.name`), after the
    /// folder, with the Rx lines of its dependency lists; and warnings. A helper without `name:` that takes the
    /// name another way (`Project.app(to: "GroupFeature", targets: [...])`) is read by its first argument, a
    /// string, or its `targets:`.
    static func helperProject(
        _ source: SwiftManifestSource, constants: ManifestConstants, manifest: ManifestFile, helpers: TuistHelperLists
    ) -> (target: DeclaredTarget, warnings: [Diagnostic])? {
        let resolved = helperProjectCalls(source, constants: constants)
        let otherwiseNamed = { (call: SwiftExpression) in
            call.arguments.first?.value.stringValue != nil || call.argument("targets") != nil
        }
        guard
            let call = resolved.first(where: { $0.argument("name") != nil }) ?? resolved.first(where: otherwiseNamed)
        else {
            return nil
        }
        let named = call.argument("name") ?? call.arguments.first?.value
        let literal = named?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        let name = literal ?? folderName(manifest)
        var target = DeclaredTarget(
            name: name, kind: .tuist, isTest: false, manifest: manifest.path, scope: name,
            claims: [FileClaim(root: manifest.directory)])
        let lists = helperDependencyLists(call, manifest: manifest, helpers: helpers)
        for list in lists { add(list, to: &target) }
        let warning = helperWarning(
            "a helper (Project.\(call.calleeName ?? ""))", module: name, isNamedAfterFolder: literal == nil,
            manifest: manifest, line: call.line)
        return (target, [warning] + unresolvedWarnings(lists, module: name, manifest: manifest))
    }

    /// `call` with its `sources:` read through the helpers' constants, as the compiler reads an implicit member
    /// against the parameter's type: `sources: .sources` with `extension SourceFilesList { static let sources:
    /// SourceFilesList = "Sources/**" }` is `"Sources/**"`, relative to the manifest as Tuist reads it; an entry of a
    /// list, `[.featureSources, "Extra/**"]`, is a `SourceFileGlob`'s; a helper type's constant, `Sources.feature`,
    /// is read too. A value whose globs the reader cannot read stays as written, so its warning names the manifest's
    /// line.
    static func resolvingHelperSources(_ call: SwiftExpression, helpers: TuistHelperLists) -> SwiftExpression {
        guard case .call(let callee, var arguments, let line) = call,
            let index = arguments.firstIndex(where: { $0.label == "sources" })
        else { return call }
        let sources = arguments[index].value
        if let value = helperSources(sources, as: "SourceFilesList", helpers: helpers) {
            arguments[index].value = value
        } else if case .array(let items, let listLine) = sources {
            let entries = items.map { helperSources($0, as: "SourceFileGlob", helpers: helpers) ?? $0 }
            arguments[index].value = .array(entries, line: listLine)
        }
        return .call(callee: callee, arguments: arguments, line: line)
    }

    /// The value the helpers define for a name written where the compiler expects a `type`, an implicit member
    /// (`.sources`) of that type or a dotted name (`Sources.feature`), when the reader reads its globs; nil for any
    /// other value.
    private static func helperSources(_ value: SwiftExpression, as type: String, helpers: TuistHelperLists)
        -> SwiftExpression?
    {
        guard case .identifier(let name, _) = value else { return nil }
        let definition =
            name.hasPrefix(".")
            ? helpers.definition(ofImplicitMember: name, as: [type]) : helpers.definition(named: name)
        guard let sources = definition?.value, !hasUnresolvedSources(sources) else { return nil }
        return sources
    }

    /// The calls of helpers that make a project: `Project.library(...)`, or `let project: Project = .library(...)`.
    static func helperProjectCalls(_ source: SwiftManifestSource, constants: ManifestConstants) -> [SwiftExpression] {
        source.findCalls { index in
            source.isMember(index) && index >= 2
                && (source.text(index - 2) == "Project"
                    || index >= 4 && source.text(index - 2) == "=" && source.text(index - 3) == "Project"
                        && source.isPunctuation(index - 4, ":"))
        }.map(constants.resolve)
    }

    /// Targets a helper makes in a `Project(...)` (`targets: [.makeApp(name: "ShopApp", ...)]`), beside
    /// `.target(...)` or without one: one target claiming the manifest's folder (the targets the manifest
    /// spells claim their deeper sources first), named by the helpers' `name:` (the one that is the project's
    /// name, else the first when the others extend it, as `AppTests` does `App`), else after the project
    /// (`Project(name: "Core", targets: [.makeTarget(name: "Logger"), .makeTarget(name: "Utils")])` is `Core`,
    /// not its first target's), else after the folder; with the Rx lines of their dependency lists and warnings.
    static func helperTargets(in project: SwiftExpression, manifest: ManifestFile, helpers: TuistHelperLists)
        -> (target: DeclaredTarget, warnings: [Diagnostic])?
    {
        let calls = (project.argument("targets").map(listEntries) ?? []).filter(isTargetHelper)
        guard let first = calls.first else { return nil }
        let names = calls.compactMap { $0.argument("name")?.stringValue }.filter { !$0.isEmpty }
        let projectName = project.argument("name")?.stringValue
        let leading = names.first.flatMap { first in names.allSatisfy { $0.hasPrefix(first) } ? first : nil }
        let literal = names.first { $0 == projectName } ?? leading ?? projectName.flatMap { $0.isEmpty ? nil : $0 }
        let name = literal ?? folderName(manifest)
        var target = DeclaredTarget(
            name: name, kind: .tuist, isTest: name.hasSuffix("Tests"), manifest: manifest.path,
            scope: projectName ?? name, claims: [FileClaim(root: manifest.directory)])
        let lists = calls.flatMap { helperDependencyLists($0, manifest: manifest, helpers: helpers) }
        for list in lists { add(list, to: &target) }
        var helpers: [String] = []
        for call in calls {
            guard case .call(let callee, _, _) = call else { continue }
            let spelled = callee.hasPrefix(".") ? "Target" + callee : callee
            if !helpers.contains(spelled) { helpers.append(spelled) }
        }
        let warning = helperWarning(
            (helpers.count == 1 ? "a helper (" : "helpers (") + helpers.joined(separator: ", ") + ")", module: name,
            isNamedAfterFolder: literal == nil, manifest: manifest, line: first.line)
        return (target, [warning] + unresolvedWarnings(lists, module: name, manifest: manifest))
    }

    /// The warnings for the dependency lists of a module helpers make that stay unresolved, one per line.
    private static func unresolvedWarnings(_ lists: [DependencyList], module name: String, manifest: ManifestFile)
        -> [Diagnostic]
    {
        // One per line, partly read when every unresolved list on it is.
        var partlyRead: [Int: Bool] = [:]
        for list in lists where list.isUnresolved {
            partlyRead[list.line] = (partlyRead[list.line] ?? true) && list.isPartlyRead
        }
        return partlyRead.keys.sorted().map {
            unresolvedDependencies(of: name, at: $0, isPartlyRead: partlyRead[$0] ?? false, manifest: manifest)
        }
    }

    /// True for an entry of `targets:` that a helper makes: a call of a function other than `target` or `init`
    /// (`.makeApp(...)`, `Target.makeApp(...)`, `Project.makeTarget(...)`, `makeFramework(...)`), not
    /// `Target(...)`, `.target(...)` or `.init(...)`.
    private static func isTargetHelper(_ entry: SwiftExpression) -> Bool {
        guard case .call(let callee, _, _) = entry, let name = entry.calleeName, name != "target", name != "init"
        else {
            return false
        }
        return callee != "Target"
    }

    /// The note that a module takes the manifest's folder because `helper` makes its targets.
    private static func helperWarning(
        _ helper: String, module name: String, isNamedAfterFolder: Bool, manifest: ManifestFile, line: Int
    ) -> Diagnostic {
        let message =
            isNamedAfterFolder
            ? "targets come from \(helper) whose name is not a string literal; module '\(name)', named after the "
                + "folder, takes the manifest's folder"
            : "targets come from \(helper); module '\(name)' takes the manifest's folder"
        var note = Diagnostic(path: manifest.path, line: line, message: message, isInformational: true)
        note.family = .targetHelper
        return note
    }

    /// The name of the manifest's folder, `Root` for the repository's own.
    private static func folderName(_ manifest: ManifestFile) -> String {
        let name = Path.lastComponent(manifest.directory)
        return name.isEmpty ? FolderFallback.rootModuleName : name
    }
}

extension TuistReader {
    /// A dependency list as read: its entries, each with the file it is written in (the manifest, or the helper
    /// defining the list), and whether some of it is no list the manifest or the helpers spell.
    struct DependencyList {
        var entries: [(value: SwiftExpression, path: String)] = []
        var isUnresolved = false
        /// Whether some operands of a sum were lists read beside the unresolved ones.
        var isPartlyRead = false
        /// Where the list is written in the manifest.
        var line: Int
    }

    /// Reads a `dependencies:` value: a list literal, a helper's cases mapped through a key path (`[Module.core,
    /// .utils].map(\.project)`, also a list the manifest or the helpers name, `modules.map(\.project)`), a sum of
    /// them, or a name standing for a list the helpers define (`ModuleLayer.Domain.dependencies`, also in a sum or in
    /// the helper's own sums), whose entries are read where the helper writes them. An entry that is a helper case's
    /// property, `Module.core.project`, is the module it names (`TuistHelperLists.caseTarget(named:)`); one that is
    /// a helper's constant or function call making a dependency is read as that dependency (`helperDependency`). A
    /// value neither spells is unresolved: a lone one still counts as a one-entry list, a sum's is left out; so is an
    /// entry that is no name or call (`.Project.module(.Core).dependency`). `path`: the file the value is written in,
    /// when not the manifest (a helper's function that declares the manifest's targets).
    static func dependencyList(
        _ value: SwiftExpression, manifest: ManifestFile, helpers: TuistHelperLists, path: String? = nil
    ) -> DependencyList {
        var list = DependencyList(line: value.line)
        let parts = operands(of: value, path: path ?? manifest.path, helpers: helpers, depth: 0)
        // Entries read whole that add nothing: a helper's dependency on no target of the repository.
        var known = 0
        for part in parts {
            if isUnresolved(part.value) { list.isUnresolved = true }
            let entries = operandEntries(part.value, helpers: helpers)
            guard parts.count == 1 || entries != nil else { continue }
            for entry in entries ?? [part.value] {
                let read =
                    caseTargetEntry(entry, helpers: helpers).map { [$0] } ?? helperDependency(entry, helpers: helpers)
                if read?.isEmpty == true { known += 1 }
                list.entries += (read ?? [entry]).map { ($0, part.path) }
            }
            if parts.count > 1 { list.isPartlyRead = true }
        }
        let unread = list.entries.count(where: { if case .other = $0.value { true } else { false } })
        if unread > 0 {
            list.isUnresolved = true
            if unread < list.entries.count + known { list.isPartlyRead = true }
        }
        return list
    }

    /// The dependency an entry names through a helper's constant or function, at the entry's line, as if the
    /// manifest spelled it: `.Feature.Home.Interface` (an implicit member the compiler looks up in `TargetDependency`,
    /// `TargetDependency.Feature.Home.Interface`, its whole path), `ThirdParty.FlexLayout` or `.ThirdParty.lottie()`
    /// with
    /// ```swift
    /// extension TargetDependency.Feature.Home {
    ///     static let Interface: TargetDependency = .project(target: "Home", path: .relativeToRoot("Home"))
    /// }
    /// extension TargetDependency { enum ThirdParty {
    ///     static let FlexLayout = TargetDependency.xcframework(path: "Frameworks/FlexLayout.xcframework")
    ///     static func lottie() -> TargetDependency { .external(name: "Lottie") }
    /// } }
    /// ```
    /// is `[.project(target: "Home", ...)]`, the target it names; no entry for a dependency on no target of the
    /// repository (`.xcframework(...)`, `.external(name: "Lottie")`), known all the same, unless it is an Rx
    /// library's (`.external(name: "RxSwift")`), whose line is the entry's. Nil for a value that does not name its
    /// target with a string (the entry's last name may still be a target's) and for an entry that names an Rx library
    /// (`.ThirdParty.RxSwift`), read by its name.
    private static func helperDependency(_ entry: SwiftExpression, helpers: TuistHelperLists) -> [SwiftExpression]? {
        guard var value = helperValue(of: entry, helpers: helpers) else { return nil }
        // A constant made by a function of the helpers taking nothing (`static let thirdParty = thirdPartyLib()`) is
        // the value that function returns, looked up in the constant's type, then in the types around it.
        if case .call(let callee, let arguments, _) = value, arguments.isEmpty, !callee.contains("."),
            case .identifier(let name, _) = entry
        {
            var owner = ["TargetDependency"] + name.split(separator: ".").dropLast().map(String.init)
            while !owner.isEmpty {
                if let returned = helpers.definition(ofFunction: (owner + [callee]).joined(separator: ".")) {
                    value = returned.value
                    break
                }
                owner.removeLast()
            }
        }
        guard case .call(let callee, let arguments, _) = value, let name = value.calleeName else { return nil }
        let call = SwiftExpression.call(callee: callee, arguments: arguments, line: entry.line)
        if packageCallees.contains(name) { return isRxDependency(value) ? [call] : [] }
        let target = value.argument("target")?.stringValue ?? value.argument("name")?.stringValue
        return target == nil ? nil : [call]
    }

    /// Whether a dependency on no target of the repository is an Rx library's: `.external(name: "RxSwift")`,
    /// `.package(product: "RxCocoa")`, `.xcframework(path: "Carthage/Build/RxSwift.xcframework")`.
    private static func isRxDependency(_ call: SwiftExpression) -> Bool {
        if let path = frameworkPath(call), RxLibraries.framework(path) != nil { return true }
        let name = call.argument("name")?.stringValue ?? call.argument("product")?.stringValue
        return name.map(RxLibraries.isRx) ?? false
    }

    /// The path a framework dependency gives, a string or one relative to the root (`.relativeToRoot("...")`).
    private static func frameworkPath(_ call: SwiftExpression) -> String? {
        let path = call.argument("path")
        return path?.stringValue ?? path?.firstUnlabelled?.stringValue
    }

    /// The value the helpers define for an entry that names no Rx library: a constant's for a name, an implicit
    /// member looked up in `TargetDependency` first, else by its path alone; a function's for a call of a member of
    /// a member (`.ThirdParty.lottie()`, not `.external(name:)` nor a helper's `.feature(.Home)`, read as written).
    private static func helperValue(of entry: SwiftExpression, helpers: TuistHelperLists) -> SwiftExpression? {
        switch entry {
        case .identifier(let name, _):
            guard rxLibrary(namedBy: name) == nil else { return nil }
            let definition =
                helpers.definition(ofImplicitMember: name, as: ["TargetDependency"])
                ?? helpers.definition(named: name.hasPrefix(".") ? String(name.dropFirst()) : name)
            return definition?.value
        case .call(let callee, _, _):
            // `TargetDependency.project(...)`, `TargetDependency.external(...)`: its own cases, read as written.
            guard rxLibrary(namedBy: callee) == nil, callee.dropFirst().contains("."),
                let name = entry.calleeName, !packageCallees.contains(name), !["project", "target"].contains(name)
            else { return nil }
            let implicit = callee.hasPrefix(".") ? helpers.definition(ofFunction: "TargetDependency" + callee) : nil
            return (implicit ?? helpers.definition(ofFunction: String(callee.drop { $0 == "." })))?.value
        default:
            return nil
        }
    }

    /// The entries of a list operand: an array literal's elements, or a key path map's elements as the implicit
    /// members of the modules they name, since a helper's enum case names its module (`[Module.core,
    /// .utils].map(\.project)` is `.core` and `.utils`: the modules named so, in any letter case), or the target its
    /// property names where the helpers say (`caseTarget(named:)`, with the type the list spells for an implicit
    /// member, as the compiler infers it); an element that is no name is unread (`.other`). Nil for any other value,
    /// and for a map of a list no constant spells.
    private static func operandEntries(_ part: SwiftExpression, helpers: TuistHelperLists) -> [SwiftExpression]? {
        switch part {
        case .array(let items, _):
            return items
        case .keyPathMap(.array(let items, _), let keyPath, _):
            let type = items.lazy.compactMap(\.spelledType).first
            return items.map { item in
                guard case .identifier(let name, let line) = item, let last = name.split(separator: ".").last else {
                    return .other(line: item.line)
                }
                let spelled = name.hasPrefix(".") ? type.map { $0 + name } : name
                let target = spelled.flatMap { helpers.caseTarget(named: $0 + "." + keyPath) } ?? String(last)
                return .identifier("." + target, line: line)
            }
        default:
            return nil
        }
    }

    /// A bare helper case's property among a list's entries, `Module.core.project`, as the implicit member of the
    /// target it names (`.core`), which `addDependencies` reads as `[Module.core].map(\.project)`'s element; nil for
    /// any other entry, and for a property the helpers do not define as a dependency on a target.
    private static func caseTargetEntry(_ entry: SwiftExpression, helpers: TuistHelperLists) -> SwiftExpression? {
        guard case .identifier(let name, let line) = entry, let target = helpers.caseTarget(named: name) else {
            return nil
        }
        return .identifier("." + target, line: line)
    }

    /// Calls whose `name:` is no target of the repository (`.external(name: "RxSwift")`, `.sdk(name: "c++")`). Any
    /// other call a constant is defined with names one: `.project(target: "Core", path: ...)`, or a helper's own
    /// function that makes it (`static let NetMoudle = module(name: "Net")`).
    static let packageCallees: Set<String> = [
        "external", "package", "sdk", "framework", "xcframework", "library", "xctest", "macro", "plugin",
    ]

    /// Adds a list's entries to `target`.
    static func add(_ list: DependencyList, to target: inout DeclaredTarget) {
        if list.isUnresolved { target.dependenciesIncomplete = true }
        addDependencies(list.entries, to: &target)
    }

    /// The operands of a sum, or the value itself, with each name the helpers define replaced by its value, and
    /// the file each is written in; at most eight definitions deep.
    private static func operands(of value: SwiftExpression, path: String, helpers: TuistHelperLists, depth: Int)
        -> [(value: SwiftExpression, path: String)]
    {
        switch value {
        case .sum(let items, _):
            return items.flatMap { operands(of: $0, path: path, helpers: helpers, depth: depth) }
        case .identifier(let name, _):
            guard depth < 8, let definition = helpers.definition(named: name) else { return [(value, path)] }
            return operands(of: definition.value, path: definition.path, helpers: helpers, depth: depth + 1)
        case .keyPathMap(.identifier(let name, _), let keyPath, let line):
            // `Module.features.map(\.project)`: each operand of the list the helpers define, mapped as written.
            guard depth < 8, let definition = helpers.definition(named: name) else { return [(value, path)] }
            return operands(of: definition.value, path: definition.path, helpers: helpers, depth: depth + 1).map {
                (.keyPathMap($0.value, keyPath: keyPath, line: line), $0.path)
            }
        default:
            return [(value, path)]
        }
    }

    /// Adds a dependency list's entries to `target`: the names of `.target(name:)`, `.project(target:path:)`,
    /// `.external(name:)` and `.package(product:)`, and the Rx lines among them (also a Carthage framework by path,
    /// `.framework(path: "Carthage/Build/iOS/RxSwift.framework")`), including a constant of
    /// `ProjectDescriptionHelpers` named after an Rx library (`.rxSwift`, `.ThirdParty.RxCocoa`), whose value the
    /// manifest does not hold.
    static func addDependencies(_ entries: [(value: SwiftExpression, path: String)], to target: inout DeclaredTarget) {
        for (dependency, path) in entries {
            let location = SourceLocation(path: path, line: dependency.line)
            if case .identifier(let text, _) = dependency {
                if let library = rxLibrary(namedBy: text) {
                    add(library, at: location, to: &target)
                } else if let name = helperTargetName(dependency) {
                    // `.Core`, a helper's constant: the target of that name, if the repository has one.
                    target.guessedDependencies.append(name)
                } else {
                    // `.Feature.Auth.Interface`: a helper's constant the reader does not evaluate.
                    target.dependenciesIncomplete = true
                }
                continue
            }
            // A framework by path, `.framework(path: "Carthage/Build/iOS/RxSwift.framework")` or `.xcframework(...)`.
            if dependency.calleeName == "framework" || dependency.calleeName == "xcframework" {
                if let library = frameworkPath(dependency).flatMap(RxLibraries.framework) {
                    add(library, at: location, to: &target)
                }
                continue
            }
            let name =
                dependency.argument("name")?.stringValue ?? dependency.argument("target")?.stringValue
                ?? dependency.argument("product")?.stringValue
            guard let name else {
                // A helper's function given the module (`.with(.Core)`, `.module("Core")`, `.core(module: .Util)`): the
                // target the argument names, if the repository has one of that name; an unknown name resolves to no
                // module.
                if ["external", "package"].contains(dependency.calleeName ?? "") {
                    // A helper's `.external(dependency: .RxSwift)`: an Rx library its argument names.
                    if let argument = dependency.arguments.first?.value, let named = helperTargetName(argument),
                        RxLibraries.isRx(named)
                    {
                        target.dependencies.append(named)
                        add(named, at: location, to: &target)
                    }
                    continue
                }
                guard !["sdk", "xctest"].contains(dependency.calleeName ?? "") else { continue }
                // Its one argument may be labelled too (`.core(module: .Util)`).
                let only = dependency.arguments.count == 1 ? dependency.arguments.first?.value : nil
                if let argument = dependency.firstUnlabelled ?? only,
                    let named = argument.stringValue ?? helperTargetName(argument)
                {
                    target.guessedDependencies.append(named)
                } else {
                    target.dependenciesIncomplete = true
                }
                continue
            }
            target.dependencies.append(name)
            if dependency.calleeName == "external" || dependency.calleeName == "package", RxLibraries.isRx(name) {
                add(name, at: location, to: &target)
            }
        }
    }

    /// The target name an implicit member names by its last part (`.Core`, `.core` as `Core`,
    /// `.Project.InjectionManager.InjectionManager`), nil for any other value.
    private static func helperTargetName(_ value: SwiftExpression) -> String? {
        guard case .identifier(let text, _) = value, text.hasPrefix("."), let name = text.split(separator: ".").last,
            let first = name.first, first.isLetter
        else { return nil }
        return first.uppercased() + name.dropFirst()
    }

    /// The dependency lists a helper's call is given, whatever their labels (`dependencies:`,
    /// `interfaceDependencies:`), also in the calls and lists among its arguments (`factory: .init(dependencies:
    /// ...)`, `targets: [.makeModular(...)]`).
    static func helperDependencyLists(_ call: SwiftExpression, manifest: ManifestFile, helpers: TuistHelperLists)
        -> [DependencyList]
    {
        var lists: [DependencyList] = []
        var pending = [call]
        // Breadth first, bounded by the manifest's own nesting.
        while !pending.isEmpty {
            let value = pending.removeFirst()
            for argument in value.arguments {
                if let label = argument.label, label == "dependencies" || label.hasSuffix("Dependencies") {
                    lists.append(dependencyList(argument.value, manifest: manifest, helpers: helpers))
                } else if case .call = argument.value {
                    pending.append(argument.value)
                } else if case .array(let items, _) = argument.value {
                    pending += items.filter { if case .call = $0 { true } else { false } }
                }
            }
        }
        return lists
    }

    /// The library a constant names, its last name that names one with the first letter raised: `.rxSwift` ->
    /// `RxSwift`, `.ThirdParty.ReactorKit` -> `ReactorKit`, `.SPM.RxSwift.dependency` -> `RxSwift`; nil for
    /// `.snapKit`.
    static func rxLibrary(namedBy identifier: String) -> String? {
        for part in identifier.split(separator: ".").reversed() {
            guard let first = part.first else { continue }
            let name = first.uppercased() + part.dropFirst()
            if RxLibraries.isRx(name) { return name }
        }
        return nil
    }

    /// The items of a list literal, of the list literals a sum adds up, or a lone entry.
    static func listEntries(_ value: SwiftExpression) -> [SwiftExpression] {
        switch value {
        case .array(let items, _): items
        case .sum(let operands, _): operands.flatMap { operand in operand.isArray ? listEntries(operand) : [] }
        default: [value]
        }
    }

    /// Adds an Rx line once: a constant listed twice gives its lines once.
    private static func add(_ library: String, at location: SourceLocation, to target: inout DeclaredTarget) {
        guard !target.rxDependencies.contains(where: { $0.library == library && $0.location == location }) else {
            return
        }
        target.rxDependencies.append(RxDependency(library: library, location: location))
    }
}

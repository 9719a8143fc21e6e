/// The values that Tuist's `ProjectDescriptionHelpers` define for manifests to name, such as a target's
/// dependency list (`dependencies: ModuleLayer.Domain.dependencies`): a property of a type, stored
/// (`static let shared = [...]`) or computed, with one value (`var dependencies: [TargetDependency] { [...] }`)
/// or one per case of `switch self` (`case .Domain: return [...]`, `default:` for the others).
///
/// Values keep the lines and the helper file they are written in, with the helper file's constants resolved
/// (`ManifestConstants`), under the whole name of the type that declares them, nested types and extensions of them
/// included (`TargetDependency.Feature.Home.Data` for `extension TargetDependency.Feature.Home.Data { ... }`). A name
/// two helpers define, a body that does more than return a value, and a file that does not parse are left out:
/// whoever names them sees an unresolved value.
struct TuistHelperLists: Sendable {
    /// A value a helper defines and the helper file it is written in.
    struct Definition: Sendable, Hashable {
        var value: SwiftExpression
        var path: String
    }

    /// A helper function declaring targets named by its parameters and the helper file it is written in.
    struct TargetFunction: Sendable {
        var helper: ManifestFunctionTargets.Helper
        var path: String
    }

    /// `member` -> `Type.Case` -> the value `switch self` gives for that case.
    private var cases: [String: [String: Definition]] = [:]
    /// `member` -> `Type` -> the value of a property with one value, or of `switch self`'s `default:`.
    private var members: [String: [String: Definition]] = [:]
    /// `member` -> `Type` -> the value a function returns (`static func lottie() -> TargetDependency { ... }`).
    private var functions: [String: [String: Definition]] = [:]
    /// The whole names of the types the helpers declare or extend, and of the types that hold them.
    private var types: Set<String> = []
    /// `typealias D = ModuleDependency`: `D` -> `ModuleDependency`.
    private var aliases: [String: String] = [:]
    /// The lowest deployment values the helpers write (`.iOS("15.0")`), for targets that state none.
    private(set) var deploymentTargets: [DeploymentTarget] = []
    /// The targets the helpers' functions make for the names they are given (`TuistTargetTemplate`).
    private(set) var targetTemplates: [TuistTargetTemplate] = []
    /// `Module.Domain.rawValue` -> `"Domain"`: the raw values of the helpers' string enums, for manifests that name
    /// targets by them (`ManifestConstants.rawValues(in:)`); one two helpers define differently is left out.
    private(set) var rawValues: [String: SwiftExpression] = [:]
    /// Function name -> the helpers' function that declares targets for the names it is given
    /// (`static func feature(name: String) -> Project` declaring `Target(name: "\(name)Tests", ...)`).
    private var targetFunctions: [String: TargetFunction] = [:]

    /// Reads the helper files `helpers` (Swift sources of `ProjectDescriptionHelpers`).
    init(_ helpers: [ManifestFile] = []) {
        var cases: [String: Definition?] = [:]
        var members: [String: Definition?] = [:]
        var functions: [String: Definition?] = [:]
        var rawValues: [String: SwiftExpression?] = [:]
        var declaring: [String: TargetFunction?] = [:]
        for helper in helpers.sorted(by: { $0.path < $1.path }) {
            guard case .success(let source) = SwiftManifestSource.make(helper.bytes) else { continue }
            for (name, value) in ManifestConstants.rawValues(in: source) {
                let known = rawValues[name]?.flatMap(\.self)?.stringValue
                rawValues[name] = rawValues[name] == nil || known == value.stringValue ? value : .some(nil)
            }
            let reader = HelperFileReader(source: source, path: helper.path)
            for index in source.tokens.indices
            where source.isIdentifier(index) && source.text(index) == "typealias" && source.isIdentifier(index + 1)
                && source.tokens.indices.contains(index + 3) && source.isIdentifier(index + 3)
                && source.tokens[index + 2].kind == .operator && source.text(index + 2) == "="
            {
                aliases[source.text(index + 1)] = source.text(index + 3)
            }
            deploymentTargets += TuistReader.statedDeploymentTargets(source, constants: reader.constants)
            for call in TuistReader.targetCalls(in: source, expanding: false) {
                if let template = TuistTargetTemplate.read(reader.constants.resolve(call)),
                    !targetTemplates.contains(template)
                {
                    targetTemplates.append(template)
                }
            }
            let declared = ManifestFunctionTargets(source) { TuistReader.isTargetDeclaration(source, at: $0) }
            for (name, function) in declared.helpers {
                declaring[name] =
                    declaring[name] == nil ? TargetFunction(helper: function, path: helper.path) : .some(nil)
            }
            for (key, value) in reader.caseValues { cases[key] = cases[key] == nil ? value : .some(nil) }
            for (key, value) in reader.memberValues { members[key] = members[key] == nil ? value : .some(nil) }
            for (key, value) in reader.functionValues {
                functions[key] = functions[key] == nil ? value : .some(nil)
            }
            types.formUnion(reader.types)
        }
        self.cases = Self.byMember(cases)
        self.members = Self.byMember(members)
        self.functions = Self.byMember(functions)
        self.rawValues = rawValues.compactMapValues { $0 }
        // A function that also calls another that declares targets makes more than its own declarations say.
        let named = Set(declaring.keys)
        targetFunctions = declaring.compactMapValues { $0 }.filter { name, function in
            function.helper.calls.isDisjoint(with: named.subtracting([name]))
        }
        deploymentTargets = DeploymentTarget.lowest(deploymentTargets)
    }

    /// The value a dotted name stands for: `ModuleLayer.Domain.dependencies` (a case's value, else the
    /// property's one value), `Dependencies.shared` or `Feature.Home.Data.Interface`; nil when no helper defines it.
    ///
    /// As the compiler does, the name's whole path before its member names the type that declares the member:
    /// `Feature.Home.Data.Interface` is `Interface` of the type `Feature.Home.Data` (also when the helpers nest it,
    /// `TargetDependency.Feature.Home.Data`), never of `Feature.Home` nor of another namespace's `Data`. Only when
    /// that path is no type is its last part a value of the type before it: `Module.core.project` is the property
    /// `project` of the case `Module.core`.
    func definition(named name: String) -> Definition? {
        guard let (owner, member) = ownerAndMember(name) else { return nil }
        return definition(of: member, in: owner, members: members)
    }

    /// The value a helper's function returns, for a call of it written `Type.member(...)`, looked up as
    /// `definition(named:)` looks up a property: `ThirdParty.lottie` with `extension TargetDependency { enum
    /// ThirdParty { static func lottie() -> TargetDependency { .xcframework(path: "Lottie.xcframework") } } }`.
    func definition(ofFunction name: String) -> Definition? {
        guard let (owner, member) = ownerAndMember(name) else { return nil }
        return definition(of: member, in: owner, members: functions)
    }

    /// The helpers' function of that name that declares targets for the names it is given; nil for a name two
    /// helper files define, and for a function that also calls another such function.
    func targetFunction(named name: String) -> TargetFunction? { targetFunctions[name] }

    /// The value an implicit member stands for where the compiler expects one of `types`, as it looks the member up
    /// in that type: `.sources` given as a `SourceFilesList` is `SourceFilesList.sources`, `.Feature.Home.Interface`
    /// given as a `TargetDependency` is `TargetDependency.Feature.Home.Interface`. Nil for one no helper defines.
    func definition(ofImplicitMember name: String, as types: [String]) -> Definition? {
        guard name.hasPrefix("."), name.count > 1 else { return nil }
        return types.lazy.compactMap { definition(named: $0 + name) }.first
    }

    /// The path of the type a dotted name's member is looked up in, its first part read through the helpers'
    /// `typealias`es, and the member; nil for an implicit member and a name of one part.
    private func ownerAndMember(_ name: String) -> (owner: [String], member: String)? {
        var parts = name.split(separator: ".").map(String.init)
        if let first = parts.first, let type = aliases[first] { parts[0] = type }
        guard parts.count >= 2, !name.hasPrefix("."), let member = parts.popLast() else { return nil }
        return (parts, member)
    }

    /// `member` of the type `owner` names in `members`; else, when `owner` names no type, `member` of the case
    /// `owner` ends with (`Module.core`): that case's value of `switch self`, else the type's one value.
    private func definition(of member: String, in owner: [String], members: [String: [String: Definition]])
        -> Definition?
    {
        let path = owner.joined(separator: ".")
        if let value = Self.definition(in: members[member], ownedBy: path) { return value }
        guard owner.count >= 2, !isType(path) else { return nil }
        let type = owner.dropLast().joined(separator: ".")
        return Self.definition(in: cases[member], ownedBy: path) ?? Self.definition(in: members[member], ownedBy: type)
    }

    /// The value of the type (or case) named `owner` among `owners`: the one of that whole name, else the one whose
    /// name ends with it (`Feature.Home` for `TargetDependency.Feature.Home`, as a manifest names a nested type from
    /// where the compiler finds it); nil when several end with it.
    private static func definition(in owners: [String: Definition]?, ownedBy owner: String) -> Definition? {
        guard let owners else { return nil }
        if let value = owners[owner] { return value }
        let found = owners.filter { $0.key.hasSuffix("." + owner) }
        return found.count == 1 ? found.first?.value : nil
    }

    /// True when `path` names a type the helpers declare or extend, by its whole name or its end.
    private func isType(_ path: String) -> Bool {
        types.contains(path) || types.contains { $0.hasSuffix("." + path) }
    }

    /// `Type.member` -> value as `member` -> `Type` -> value, leaving out a name two helpers define.
    private static func byMember(_ values: [String: Definition?]) -> [String: [String: Definition]] {
        var result: [String: [String: Definition]] = [:]
        for (key, value) in values {
            guard let value, let dot = key.lastIndex(of: ".") else { continue }
            result[String(key[key.index(after: dot)...]), default: [:]][String(key[..<dot])] = value
        }
        return result
    }
}

/// Reads the properties of the types one helper file declares, for `TuistHelperLists`.
private struct HelperFileReader {
    let source: SwiftManifestSource
    let path: String
    let constants: ManifestConstants
    private(set) var caseValues: [(String, TuistHelperLists.Definition)] = []
    private(set) var memberValues: [(String, TuistHelperLists.Definition)] = []
    private(set) var functionValues: [(String, TuistHelperLists.Definition)] = []
    /// The whole names of the types the file declares or extends (`TargetDependency.Feature.Home` for `struct Home`
    /// in `struct Feature` in `extension TargetDependency`), and of the types that hold them.
    private(set) var types: Set<String> = []
    /// Words that open a type's body, followed by the type's name.
    private static let typeWords: Set<String> = ["enum", "struct", "class", "extension", "actor"]

    init(source: SwiftManifestSource, path: String) {
        self.source = source
        self.path = path
        constants = ManifestConstants(source)
        // The bodies of the types around the one being read, innermost last.
        var enclosing: [(body: Range<Int>, name: String)] = []
        for index in source.tokens.indices where source.isIdentifier(index) {
            guard Self.typeWords.contains(source.text(index)), source.isIdentifier(index + 1),
                let body = bodyRange(after: index + 1)
            else { continue }
            while let outer = enclosing.last, !outer.body.contains(index) { enclosing.removeLast() }
            let name = enclosing.last.map { "\($0.name)." } ?? ""
            let type = name + dottedName(at: index + 1)
            enclosing.append((body, type))
            var prefix = ""
            for part in type.split(separator: ".") {
                prefix += prefix.isEmpty ? part : "." + part
                types.insert(prefix)
            }
            readMembers(of: type, in: body)
        }
    }

    /// The name written from `start` on, dotted as in `extension TargetDependency.Feature.Home`.
    private func dottedName(at start: Int) -> String {
        var name = source.text(start)
        var index = start
        while source.isPunctuation(index + 1, "."), source.isIdentifier(index + 2) {
            name += "." + source.text(index + 2)
            index += 2
        }
        return name
    }

    /// The tokens inside the `{ }` that follows a type's name (after its generic clause and conformances).
    private func bodyRange(after name: Int) -> Range<Int>? {
        var index = name + 1
        while index < source.tokens.count, !source.isPunctuation(index, "{") {
            if source.isPunctuation(index, ";") || source.isPunctuation(index, "}") { return nil }
            index = (source.closing[index] ?? index) + 1
        }
        guard let close = source.closing[index] else { return nil }
        return index + 1..<close
    }

    /// The properties and functions declared right in `body` (not in its functions or nested types).
    private mutating func readMembers(of type: String, in body: Range<Int>) {
        var index = body.lowerBound
        while index < body.upperBound {
            if let close = source.closing[index] {
                index = close + 1
                continue
            }
            if source.isIdentifier(index), ["var", "let"].contains(source.text(index)), source.isIdentifier(index + 1) {
                index = readProperty(named: index + 1, of: type, before: body.upperBound)
                continue
            }
            if source.isIdentifier(index), source.text(index) == "func", source.isIdentifier(index + 1),
                let function = bodyRange(after: index + 1), function.upperBound < body.upperBound
            {
                readFunction(named: index + 1, of: type, body: function)
                index = function.upperBound + 1
                continue
            }
            index += 1
        }
    }

    /// A function whose body returns one value (`static func lottie() -> TargetDependency { .xcframework(...) }`),
    /// whatever its parameters: the value as written, the parameters it uses left unread.
    private mutating func readFunction(named name: Int, of type: String, body: Range<Int>) {
        var start = body.lowerBound
        if source.isIdentifier(start), source.text(start) == "return" { start += 1 }
        guard start < body.upperBound else { return }
        functionValues.append(("\(type).\(source.text(name))", definition(start..<body.upperBound)))
    }

    /// Reads the property whose name is at `name`; returns where reading goes on.
    private mutating func readProperty(named name: Int, of type: String, before end: Int) -> Int {
        let member = source.text(name)
        var index = name + 1
        if source.isPunctuation(index, ":") {
            index += 1
            while index < end, !source.isPunctuation(index, "{"), !isAssignment(index),
                source.tokens[index].line == source.tokens[name].line
            {
                index = (source.closing[index] ?? index) + 1
            }
        }
        if index < end, isAssignment(index) {
            let value = ManifestConstants.valueRange(source, afterName: name) ?? index + 1..<index + 1
            if !value.isEmpty { memberValues.append(("\(type).\(member)", definition(value))) }
            return max(value.upperBound, index + 1)
        }
        guard index < end, source.isPunctuation(index, "{"), let close = source.closing[index] else {
            return index
        }
        readComputed(member, of: type, body: index + 1..<close)
        return close + 1
    }

    /// A computed property's body: `switch self { case .a: return [...] ... }` or one returned value.
    private mutating func readComputed(_ member: String, of type: String, body: Range<Int>) {
        var start = body.lowerBound
        if source.isIdentifier(start), source.text(start) == "return" { start += 1 }
        guard start < body.upperBound else { return }
        switch source.isIdentifier(start) ? source.text(start) : "" {
        case "switch":
            guard source.isIdentifier(start + 1), source.text(start + 1) == "self",
                source.isPunctuation(start + 2, "{"),
                let close = source.closing[start + 2], close + 1 == body.upperBound
            else { return }
            readCases(member, of: type, body: start + 3..<close)
        case "get", "set", "willSet", "didSet":
            return
        default:
            memberValues.append(("\(type).\(member)", definition(start..<body.upperBound)))
        }
    }

    /// The branches of `switch self`: each `case .a, .b:` gives its value to each case, `default:` to the member.
    private mutating func readCases(_ member: String, of type: String, body: Range<Int>) {
        var labels: [Int] = []
        var index = body.lowerBound
        while index < body.upperBound {
            if let close = source.closing[index] {
                index = close + 1
                continue
            }
            if source.isIdentifier(index), ["case", "default"].contains(source.text(index)) { labels.append(index) }
            index += 1
        }
        for (position, label) in labels.enumerated() {
            let end = position + 1 < labels.count ? labels[position + 1] : body.upperBound
            guard let colon = (label..<end).first(where: { source.isPunctuation($0, ":") }) else { continue }
            var start = colon + 1
            if source.isIdentifier(start), source.text(start) == "return" { start += 1 }
            guard start < end else { continue }
            let value = definition(start..<end)
            if source.text(label) == "default" {
                memberValues.append(("\(type).\(member)", value))
                continue
            }
            for name in label + 1..<colon where source.isIdentifier(name) && source.isPunctuation(name - 1, ".") {
                caseValues.append(("\(type).\(source.text(name)).\(member)", value))
            }
        }
    }

    private func isAssignment(_ index: Int) -> Bool {
        source.tokens[index].kind == .operator && source.text(index) == "="
    }

    /// The value written in `range`, with the file's constants resolved.
    private func definition(_ range: Range<Int>) -> TuistHelperLists.Definition {
        TuistHelperLists.Definition(value: constants.resolve(source.expression(range)), path: path)
    }
}

/// The values that Tuist's `ProjectDescriptionHelpers` define for manifests to name, such as a target's
/// dependency list (`dependencies: ModuleLayer.Domain.dependencies`): a property of a type, stored
/// (`static let shared = [...]`) or computed, with one value (`var dependencies: [TargetDependency] { [...] }`)
/// or one per case of `switch self` (`case .Domain: return [...]`, `default:` for the others).
///
/// Values keep the lines and the helper file they are written in, with the helper file's constants resolved
/// (`ManifestConstants`). A name two helpers define, a body that does more than return a value, and a file
/// that does not parse are left out: whoever names them sees an unresolved value.
struct TuistHelperLists: Sendable {
    /// A value a helper defines and the helper file it is written in.
    struct Definition: Sendable, Hashable {
        var value: SwiftExpression
        var path: String
    }

    /// `Type.Case.member` -> the value `switch self` gives for that case.
    private var cases: [String: Definition] = [:]
    /// `Type.member` -> the value of a property with one value, or of `switch self`'s `default:`.
    private var members: [String: Definition] = [:]
    /// `typealias D = ModuleDependency`: `D` -> `ModuleDependency`.
    private var aliases: [String: String] = [:]
    /// The lowest deployment values the helpers write (`.iOS("15.0")`), for targets that state none.
    private(set) var deploymentTargets: [DeploymentTarget] = []
    /// The targets the helpers' functions make for the names they are given (`TuistTargetTemplate`).
    private(set) var targetTemplates: [TuistTargetTemplate] = []
    /// `Module.Domain.rawValue` -> `"Domain"`: the raw values of the helpers' string enums, for manifests that name
    /// targets by them (`ManifestConstants.rawValues(in:)`); one two helpers define differently is left out.
    private(set) var rawValues: [String: SwiftExpression] = [:]

    /// Reads the helper files `helpers` (Swift sources of `ProjectDescriptionHelpers`).
    init(_ helpers: [ManifestFile] = []) {
        var cases: [String: Definition?] = [:]
        var members: [String: Definition?] = [:]
        var rawValues: [String: SwiftExpression?] = [:]
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
            for (key, value) in reader.caseValues { cases[key] = cases[key] == nil ? value : .some(nil) }
            for (key, value) in reader.memberValues { members[key] = members[key] == nil ? value : .some(nil) }
        }
        self.cases = cases.compactMapValues { $0 }
        self.members = members.compactMapValues { $0 }
        self.rawValues = rawValues.compactMapValues { $0 }
        deploymentTargets = DeploymentTarget.lowest(deploymentTargets)
    }

    /// The value a dotted name stands for: `ModuleLayer.Domain.dependencies` (a case's value, else the
    /// property's one value) or `Dependencies.shared`; nil when no helper defines it.
    func definition(named name: String) -> Definition? {
        var parts = name.split(separator: ".").map(String.init)
        if let first = parts.first, let type = aliases[first] { parts[0] = type }
        guard parts.count >= 2, !name.hasPrefix(".") else { return nil }
        let member = parts[parts.count - 1]
        let owner = parts[parts.count - 2]
        if parts.count >= 3 {
            let type = parts[parts.count - 3]
            if let value = cases["\(type).\(owner).\(member)"] ?? members["\(type).\(member)"] { return value }
        }
        return members["\(owner).\(member)"]
    }

    /// The value an implicit member stands for where the compiler expects one of `types`, as it looks the member up
    /// in that type: `.sources` given as a `SourceFilesList` is `SourceFilesList.sources`. Nil for a member of a
    /// member (`.Feature.sources`) and for one no helper defines.
    func definition(ofImplicitMember name: String, as types: [String]) -> Definition? {
        guard name.hasPrefix("."), case let member = name.dropFirst(), !member.isEmpty, !member.contains(".") else {
            return nil
        }
        return types.lazy.compactMap { definition(named: "\($0).\(member)") }.first
    }
}

/// Reads the properties of the types one helper file declares, for `TuistHelperLists`.
private struct HelperFileReader {
    let source: SwiftManifestSource
    let path: String
    let constants: ManifestConstants
    private(set) var caseValues: [(String, TuistHelperLists.Definition)] = []
    private(set) var memberValues: [(String, TuistHelperLists.Definition)] = []
    /// Words that open a type's body, followed by the type's name.
    private static let typeWords: Set<String> = ["enum", "struct", "class", "extension", "actor"]

    init(source: SwiftManifestSource, path: String) {
        self.source = source
        self.path = path
        constants = ManifestConstants(source)
        for index in source.tokens.indices where source.isIdentifier(index) {
            guard Self.typeWords.contains(source.text(index)), source.isIdentifier(index + 1),
                let body = bodyRange(after: index + 1)
            else { continue }
            // `extension Module.Layer`: the last name is the type.
            var name = index + 1
            while source.isPunctuation(name + 1, "."), source.isIdentifier(name + 2) { name += 2 }
            readMembers(of: source.text(name), in: body)
        }
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

    /// The properties declared right in `body` (not in its functions or nested types).
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
            index += 1
        }
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

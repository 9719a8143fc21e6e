extension TuistHelperLists {
    /// The target a helper enum case's property makes a dependency on, for `Module.core.project` with
    /// ```swift
    /// enum Module: String { case core, network = "Networking"
    ///     var project: TargetDependency { .project(target: rawValue, path: .relativeToRoot("Projects/\(rawValue)")) }
    /// }
    /// ```
    /// The property's `target:` (or `name:`) read for that case as the compiler reads it: a string, the case's raw
    /// value (`core`, `Networking`), another property of the case that gives one, or an interpolation of them; for
    /// a case of a string enum whose target the reader cannot read (`rawValue.capitalized`), the case's name, as a
    /// key path map of the cases reads it (`[Module.core].map(\.project)`). Nil when the helpers do not define the
    /// property, or define it as an external dependency (`.external(name: rawValue)`), or when `Module.core` is no
    /// case the helpers declare.
    func caseTarget(named name: String) -> String? {
        let parts = name.split(separator: ".")
        guard parts.count >= 3, !name.hasPrefix("."), let value = definition(named: name)?.value,
            let callee = value.calleeName, !TuistReader.packageCallees.contains(callee),
            let target = value.argument("target") ?? value.argument("name")
        else { return nil }
        let owner = parts.dropLast().joined(separator: ".")
        if let text = caseString(target, of: owner, depth: 0) { return text }
        return rawValues["\(owner).rawValue"] == nil ? nil : String(parts[parts.count - 2])
    }

    /// The string `value` gives for the case `owner` (`Module.core`): a literal, `rawValue` or `self.rawValue`, a
    /// property of the case the helpers define (`name` with `var name: String { switch self { case .core: "Core" ...
    /// } }`), or an interpolation of them; nil for any other value, and beyond four properties deep.
    private func caseString(_ value: SwiftExpression, of owner: String, depth: Int) -> String? {
        switch value {
        case .string(let text, _):
            return text
        case .identifier(let spelled, _):
            let member = spelled.hasPrefix("self.") ? String(spelled.dropFirst("self.".count)) : spelled
            guard depth < 4, !member.isEmpty, !member.contains(".") else { return nil }
            if member == "rawValue" { return rawValues["\(owner).rawValue"]?.stringValue }
            return definition(named: "\(owner).\(member)").flatMap { caseString($0.value, of: owner, depth: depth + 1) }
        case .interpolated(let parts, _):
            let texts = parts.compactMap { caseString($0, of: owner, depth: depth + 1) }
            return texts.count == parts.count ? texts.joined() : nil
        default:
            return nil
        }
    }
}

/// A simplified Swift expression from a manifest: the literal shapes manifests use, everything else `other`.
indirect enum SwiftExpression: Sendable, Hashable {
    /// A string literal without interpolation, unquoted.
    case string(String, line: Int)
    /// A name or member: `name`, `.unitTests`, `Target.Dependency`.
    case identifier(String, line: Int)
    /// A call: `.target(name: "A")`; `callee` keeps the dots, as in `.target` or `Target.target`.
    case call(callee: String, arguments: [SwiftArgument], line: Int)
    case array([SwiftExpression], line: Int)
    /// A string with interpolations, `"\(name)/Sources/**"`: its literal pieces as `string`s between the
    /// interpolated expressions, in order.
    case interpolated([SwiftExpression], line: Int)
    /// Operands joined by `+`: `shared + [.target(name: "Kit")]`.
    case sum([SwiftExpression], line: Int)
    /// A list mapped through a key path: `[Module.core, .utils].map(\.project)` is the array literal and `project`,
    /// `modules.map(\.project)` the name `modules`, which a constant may stand for. Each element stands for what
    /// the key path reads of it, which the manifest does not spell.
    case keyPathMap(SwiftExpression, keyPath: String, line: Int)
    /// Anything else: other operators, closures, raw or multi-line strings with interpolations.
    case other(line: Int)

    var line: Int {
        switch self {
        case .string(_, let line), .identifier(_, let line), .call(_, _, let line), .array(_, let line),
            .interpolated(_, let line), .sum(_, let line), .keyPathMap(_, _, let line), .other(let line):
            line
        }
    }

    var stringValue: String? {
        if case .string(let text, _) = self { return text }
        return nil
    }

    /// True for an array literal.
    var isArray: Bool {
        if case .array = self { return true }
        return false
    }

    /// The elements of an array literal; a lone value counts as a one-element list.
    var elements: [SwiftExpression] {
        if case .array(let items, _) = self { return items }
        return [self]
    }

    /// The type a name spells before its last part: `Module` of `Module.core`; nil for an implicit member (`.core`),
    /// a lone name and any other value.
    var spelledType: String? {
        guard case .identifier(let name, _) = self, !name.hasPrefix("."), let dot = name.lastIndex(of: ".") else {
            return nil
        }
        return String(name[..<dot])
    }

    /// The callee's last name: `.target` and `Target.target` -> `target`.
    var calleeName: String? {
        guard case .call(let callee, _, _) = self else { return nil }
        return callee.split(separator: ".").last.map(String.init)
    }

    var arguments: [SwiftArgument] {
        if case .call(_, let arguments, _) = self { return arguments }
        return []
    }

    /// The value of the first argument labelled `label`.
    func argument(_ label: String) -> SwiftExpression? {
        arguments.first { $0.label == label }?.value
    }

    /// The first unlabelled argument.
    var firstUnlabelled: SwiftExpression? {
        arguments.first { $0.label == nil }?.value
    }
}

/// One argument of a call, with its label if any.
struct SwiftArgument: Sendable, Hashable {
    var label: String?
    var value: SwiftExpression
}

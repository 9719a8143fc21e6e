/// Targets a manifest makes through its own functions, a `Package.swift`'s
///
///     func coreTarget(name: String, dependencies: [Target.Dependency] = []) -> Target {
///         .target(name: name, dependencies: dependencies, path: "Sources/\(name)")
///     }
///
/// called as `coreTarget(name: "Core", dependencies: ["RxSwift"])`, or a Tuist `Project.swift`'s
/// `func makeFrameworkTargets(name: String) -> [Target]` returning `Target(name: name, ...)` and
/// `Target(name: "\(name)Tests", ...)`. Each call becomes the function's declarations with the call's arguments in
/// place of the parameters: a parameter the call leaves out takes its default, or drops the argument that names it;
/// a string interpolating parameters (`"Sources/\(name)"`) is spelled out.
struct ManifestFunctionTargets {
    /// One function returning target declarations whose `name:` comes from its parameters.
    struct Helper: Sendable {
        /// (argument label or nil for `_`, parameter name, default value).
        var parameters: [(label: String?, name: String, defaultValue: SwiftExpression?)]
        var templates: [SwiftExpression]
        /// The lines of the function's body: declarations there are the template, not targets.
        var body: ClosedRange<Int>
        /// The functions its body calls by name (`makeTargets(name: $0)`), which may make more targets.
        var calls: Set<String> = []
    }

    /// Function name -> helper.
    private(set) var helpers: [String: Helper] = [:]

    init(_ source: SwiftManifestSource, isDeclaration: (Int) -> Bool) {
        var index = 0
        while index + 2 < source.tokens.count {
            defer { index += 1 }
            guard source.text(index) == "func", source.isIdentifier(index + 1), source.isPunctuation(index + 2, "("),
                let close = source.closing[index + 2]
            else { continue }
            // The body: the first `{` after the parameters (past `-> Target` or `-> [Target]`), at the same depth.
            var open = close + 1
            while open < source.tokens.count, !source.isPunctuation(open, "{"), !source.isPunctuation(open, ";") {
                let bracket = source.isPunctuation(open, "(") || source.isPunctuation(open, "[")
                open = bracket ? (source.closing[open] ?? open) + 1 : open + 1
            }
            guard source.isPunctuation(open, "{"), let end = source.closing[open] else { continue }
            let parameters = source.split(index + 3, close).compactMap { Self.parameter(source, $0) }
            let names = Set(parameters.map(\.name))
            var position = open + 1
            var templates: [SwiftExpression] = []
            var calls: Set<String> = []
            while position < end {
                if source.isIdentifier(position), source.isPunctuation(position + 1, "(") {
                    calls.insert(source.text(position))
                }
                if source.isIdentifier(position), source.isPunctuation(position + 1, "("), isDeclaration(position),
                    let (call, after) = source.call(
                        callee: source.calleeText(nameIndex: position), nameIndex: position),
                    Self.mentions(call.argument("name"), names)
                {
                    templates.append(call)
                    position = after
                    continue
                }
                position += 1
            }
            if !templates.isEmpty {
                helpers[source.text(index + 1)] = Helper(
                    parameters: parameters, templates: templates,
                    body: source.tokens[open].line...source.tokens[end].line, calls: calls)
                index = end
            }
        }
    }

    /// Whether `line` is in a helper's body.
    func isTemplate(line: Int) -> Bool { helpers.values.contains { $0.body.contains(line) } }

    /// The declarations the helper call `call` makes; nil when it is no helper's.
    func expand(_ call: SwiftExpression) -> [SwiftExpression]? {
        guard case .call(let callee, _, _) = call, !callee.hasPrefix("."), let helper = helpers[callee] else {
            return nil
        }
        return Self.expand(call, with: helper)
    }

    /// The declarations `helper` makes for `call`'s arguments, each on `call`'s line; empty for no call.
    static func expand(_ call: SwiftExpression, with helper: Helper) -> [SwiftExpression] {
        guard case .call(_, let arguments, let line) = call else { return [] }
        var values: [String: SwiftExpression] = [:]
        var unlabelled = arguments.filter { $0.label == nil }.map(\.value)[...]
        for parameter in helper.parameters {
            let given =
                parameter.label == nil
                ? unlabelled.popFirst() : arguments.first { $0.label == parameter.label }?.value
            if let value = given ?? parameter.defaultValue { values[parameter.name] = value }
        }
        let names = Set(helper.parameters.map(\.name))
        return helper.templates.compactMap { template in
            guard case .call(let function, let templateArguments, _) = template else { return nil }
            var expanded: [SwiftArgument] = []
            for argument in templateArguments {
                guard let value = Self.substitute(argument.value, values, names) else { continue }
                expanded.append(SwiftArgument(label: argument.label, value: value))
            }
            return .call(callee: function, arguments: expanded, line: line)
        }
    }

    /// The calls `source` makes that `isDeclaration` accepts (`.target(`, `Target(`), and those of the manifest's own
    /// functions in their place, expanded; the functions' own declarations (their templates) left out.
    static func declarations(in source: SwiftManifestSource, isDeclaration: (Int) -> Bool) -> [SwiftExpression] {
        let helpers = ManifestFunctionTargets(source, isDeclaration: isDeclaration)
        guard !helpers.helpers.isEmpty else { return source.findCalls(isDeclaration) }
        return source.findCalls { index in
            isDeclaration(index)
                || !source.isMember(index) && helpers.helpers[source.text(index)] != nil
                    && (index == 0 || source.text(index - 1) != "func")
        }.flatMap { call -> [SwiftExpression] in
            if let made = helpers.expand(call) { return made }
            return helpers.isTemplate(line: call.line) ? [] : [call]
        }
    }

    /// `label name: Type = default`, `_ name: Type`, `name: Type`.
    private static func parameter(_ source: SwiftManifestSource, _ range: Range<Int>)
        -> (label: String?, name: String, defaultValue: SwiftExpression?)?
    {
        guard let colon = range.first(where: { source.isPunctuation($0, ":") }), colon > range.lowerBound else {
            return nil
        }
        let words = (range.lowerBound..<colon).filter(source.isIdentifier).map(source.text)
        guard let name = words.last, words.count <= 2 else { return nil }
        let label = words.count == 2 ? (words[0] == "_" ? nil : words[0]) : name
        let equals = (colon..<range.upperBound).first { source.tokens[$0].kind == .operator && source.text($0) == "=" }
        let defaultValue = equals.map { source.expression($0 + 1..<range.upperBound) }
        return (label, name, defaultValue)
    }

    /// Whether `value` is a parameter or a string interpolating one.
    private static func mentions(_ value: SwiftExpression?, _ names: Set<String>) -> Bool {
        switch value {
        case .identifier(let name, _): names.contains(name)
        case .interpolated(let parts, _): parts.contains { mentions($0, names) }
        default: false
        }
    }

    /// `value` with the parameters in `values` put in; nil for a parameter without one.
    private static func substitute(
        _ value: SwiftExpression, _ values: [String: SwiftExpression], _ names: Set<String>
    ) -> SwiftExpression? {
        switch value {
        case .identifier(let name, _) where names.contains(name):
            return values[name]
        case .interpolated(let parts, let line):
            let pieces = parts.map { substitute($0, values, names) }
            let texts = pieces.compactMap { $0?.stringValue }
            return texts.count == parts.count ? .string(texts.joined(), line: line) : value
        case .array(let items, let line):
            return .array(items.compactMap { substitute($0, values, names) }, line: line)
        case .call(let callee, let arguments, let line):
            // `.target(name: name)`, a dependency on the target made for the same name.
            let given = arguments.compactMap { argument in
                substitute(argument.value, values, names).map { SwiftArgument(label: argument.label, value: $0) }
            }
            return .call(callee: callee, arguments: given, line: line)
        case .sum(let items, let line):
            let parts = items.compactMap { substitute($0, values, names) }
            return parts.allSatisfy(\.isArray) ? .array(parts.flatMap(\.elements), line: line) : .sum(parts, line: line)
        default:
            return value
        }
    }
}

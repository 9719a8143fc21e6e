/// The constants a Swift manifest binds with `let` or `var` at file level or in a type's body
/// (`let appName = "App"`, `let shared: [TargetDependency] = [...]`), and their use in expressions.
///
/// A name bound more than once, or in a function or closure body, is left alone; so is a name that leads back
/// to itself. Resolved values keep the lines they are written on, so a dependency inside a constant is reported
/// at its own line.
struct ManifestConstants {
    /// Name -> its value, with the constants it uses already resolved.
    private var values: [String: SwiftExpression] = [:]
    /// Beyond this many elements an array sum is left unresolved.
    static let maximumElements = 10_000
    /// Beyond this many bytes a joined string is left unresolved: constants that each join the one before twice
    /// would otherwise double the text at every line.
    static let maximumLength = 10_000
    /// Deeper than this, counting both the brackets of values and the constants they name one inside the other,
    /// a value is left unresolved rather than risking the stack (a chain of thousands of constants).
    static let maximumDepth = 100

    /// `rawValues`: the raw values of string enums declared elsewhere (Tuist's helpers), as `rawValues(in:)`
    /// gives them; the source's own are read too.
    init(_ source: SwiftManifestSource, rawValues: [String: SwiftExpression] = [:]) {
        var bound: [String: SwiftExpression] = [:]
        var repeated: Set<String> = []
        for (name, range) in Self.bindings(in: source) {
            if bound[name] != nil { repeated.insert(name) }
            bound[name] = source.expression(range)
        }
        for (name, value) in Self.rawValues(in: source) {
            if bound[name] != nil { repeated.insert(name) }
            bound[name] = value
        }
        for (name, value) in rawValues where bound[name] == nil && !repeated.contains(name) { bound[name] = value }
        for name in repeated { bound[name] = nil }
        var resolved: [String: SwiftExpression] = [:]
        var visiting: Set<String> = []
        func value(of name: String, depth: Int) -> SwiftExpression? {
            if let known = resolved[name] { return known }
            guard let expression = bound[name], visiting.insert(name).inserted else { return nil }
            defer { visiting.remove(name) }
            let value = Self.resolve(expression, depth: depth, value(of:depth:))
            resolved[name] = value
            return value
        }
        for name in bound.keys.sorted() { _ = value(of: name, depth: 0) }
        values = resolved
    }

    /// `expression` with the constants it names replaced by their values, interpolations of strings joined and
    /// sums of strings or of arrays added up; what cannot be resolved is kept as it is.
    func resolve(_ expression: SwiftExpression) -> SwiftExpression {
        Self.resolve(expression, depth: 0) { name, _ in values[name] }
    }

    /// `expression` resolved `depth` levels down; `value` gives a constant's value, resolved one level further.
    private static func resolve(
        _ expression: SwiftExpression, depth: Int, _ value: (String, Int) -> SwiftExpression?
    ) -> SwiftExpression {
        guard depth < maximumDepth else { return expression }
        let depth = depth + 1
        switch expression {
        case .string, .other:
            return expression
        case .keyPathMap(let list, let keyPath, let line):
            // `modules.map(\.project)`: the list a constant holds, mapped as written; a literal's names stay as spelled.
            guard case .identifier = list else { return expression }
            return .keyPathMap(resolve(list, depth: depth, value), keyPath: keyPath, line: line)
        case .identifier(let name, _):
            let bare = name.hasPrefix("self.") ? String(name.dropFirst("self.".count)) : name
            return value(bare, depth) ?? expression
        case .call(let callee, let arguments, let line):
            let resolved = arguments.map {
                SwiftArgument(label: $0.label, value: resolve($0.value, depth: depth, value))
            }
            return .call(callee: callee, arguments: resolved, line: line)
        case .array(let items, let line):
            return .array(items.map { resolve($0, depth: depth, value) }, line: line)
        case .interpolated(let parts, let line):
            let resolved = parts.map { resolve($0, depth: depth, value) }
            let texts = resolved.compactMap(\.stringValue)
            return texts.count == resolved.count && fits(texts)
                ? .string(texts.joined(), line: line) : .interpolated(resolved, line: line)
        case .sum(let operands, let line):
            let resolved = operands.map { resolve($0, depth: depth, value) }
            let texts = resolved.compactMap(\.stringValue)
            if texts.count == resolved.count {
                return fits(texts) ? .string(texts.joined(), line: line) : .sum(resolved, line: line)
            }
            var items: [SwiftExpression] = []
            for operand in resolved {
                guard case .array(let elements, _) = operand, items.count + elements.count <= maximumElements else {
                    return .sum(resolved, line: line)
                }
                items += elements
            }
            return .array(items, line: line)
        }
    }

    /// Whether `texts` joined stay within `maximumLength`.
    private static func fits(_ texts: [String]) -> Bool {
        var length = 0
        for text in texts {
            length += text.utf8.count
            if length > maximumLength { return false }
        }
        return true
    }

    /// `let name = value` and `var name: Type = value` outside function and closure bodies: the name and the
    /// tokens of the value, up to the end of the statement. In a type's body the name is bound as the type's
    /// member too (`Core.name` for `enum Core { static let name = "Core" }`), which stays one binding where
    /// several types each have a `name`.
    static func bindings(in source: SwiftManifestSource) -> [(name: String, value: Range<Int>)] {
        var result: [(name: String, value: Range<Int>)] = []
        // For each open `{`, the type whose body it opens ("" for a name not read), or nil.
        var braces: [String?] = []
        var index = 0
        while index < source.tokens.count {
            if source.isPunctuation(index, "{") {
                braces.append(typeBodyName(source, brace: index))
            } else if source.isPunctuation(index, "}") {
                _ = braces.popLast()
            } else if braces.allSatisfy({ $0 != nil }), source.isIdentifier(index),
                ["let", "var"].contains(source.text(index)), source.isIdentifier(index + 1),
                let value = valueRange(source, afterName: index + 1)
            {
                let name = source.text(index + 1)
                result.append((name, value))
                if let type = braces.last ?? nil, !type.isEmpty { result.append((type + "." + name, value)) }
                index = value.upperBound
                continue
            }
            index += 1
        }
        return result
    }

    /// The raw values of the cases of the string enums `source` declares, outside function bodies:
    /// `Module.Domain.rawValue` -> `"Domain"` for `enum Module: String { case Domain }`, `"core"` for `case Core =
    /// "core"`; a nested enum's under its full name too (`ModulePaths.Feature.Search.rawValue`).
    static func rawValues(in source: SwiftManifestSource) -> [(name: String, value: SwiftExpression)] {
        var result: [(name: String, value: SwiftExpression)] = []
        // For each open `{`, the type whose body it opens ("" for a name not read), or nil; and whether it is a
        // string enum's.
        var braces: [(type: String?, isStringEnum: Bool)] = []
        var index = 0
        while index < source.tokens.count {
            if source.isPunctuation(index, "{") {
                let type = typeBodyName(source, brace: index)
                braces.append((type, type.map { !$0.isEmpty && isStringEnum(source, brace: index) } ?? false))
            } else if source.isPunctuation(index, "}") {
                _ = braces.popLast()
            } else if let body = braces.last, body.isStringEnum, braces.allSatisfy({ $0.type != nil }),
                source.isIdentifier(index), source.text(index) == "case"
            {
                let names = braces.compactMap(\.type)
                let paths = names.indices.reversed().map { names[$0...].joined(separator: ".") }
                var next = index + 1
                while source.isIdentifier(next) {
                    let name = source.text(next)
                    var value = SwiftExpression.string(name, line: source.tokens[next].line)
                    next += 1
                    if next < source.tokens.count, source.tokens[next].kind == .operator, source.text(next) == "=" {
                        guard let literal = source.expression(next + 1..<next + 2).stringValue else { break }
                        value = .string(literal, line: source.tokens[next + 1].line)
                        next += 2
                    }
                    for path in paths { result.append(("\(path).\(name).rawValue", value)) }
                    guard source.isPunctuation(next, ",") else { break }
                    next += 1
                }
                index = next
                continue
            }
            index += 1
        }
        return result
    }

    /// Whether the type body opened at `brace` is an enum's whose raw type is `String` (`enum Module: String,
    /// CaseIterable {`).
    private static func isStringEnum(_ source: SwiftManifestSource, brace: Int) -> Bool {
        var index = brace - 1
        var sawString = false
        while index >= 0, !source.isPunctuation(index, "{"), !source.isPunctuation(index, "}") {
            if source.isIdentifier(index) {
                let text = source.text(index)
                if text == "enum" { return sawString }
                if ["struct", "class", "extension", "actor", "protocol"].contains(text) { return false }
                if text == "String", source.isPunctuation(index - 1, ":") { sawString = true }
            }
            index -= 1
        }
        return false
    }

    /// For a `{` at `brace` that opens a class, struct, enum, extension, actor or protocol body, the type's name
    /// ("" for a name not read, or a nested type's extension, `extension Outer.Inner`); nil for any other brace.
    private static func typeBodyName(_ source: SwiftManifestSource, brace: Int) -> String? {
        let types: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
        var index = brace - 1
        while index >= 0,
            source.isIdentifier(index) || source.tokens[index].kind == .operator
                || source.isPunctuation(index, ".") || source.isPunctuation(index, ":")
                || source.isPunctuation(index, ",")
        {
            let text = source.text(index)
            if types.contains(text) {
                let named = source.isIdentifier(index + 1) && !source.isPunctuation(index + 2, ".")
                return named ? source.text(index + 1) : ""
            }
            if source.tokens[index].kind == .operator ? ["=", "->"].contains(text) : declarationWords.contains(text) {
                return nil
            }
            index -= 1
        }
        return nil
    }

    /// Words before a `{` that open a function, accessor or statement body rather than a type's.
    private static let declarationWords: Set<String> = [
        "func", "init", "deinit", "subscript", "var", "let", "get", "set", "willSet", "didSet", "if", "else", "for",
        "while", "guard", "switch", "do", "catch", "repeat", "defer", "in", "return",
    ]

    /// The tokens of the value bound to the name at `name`: after an optional type annotation and `=`, up to
    /// the end of the line, or on when the next line goes on with an operator or a member (`+ [...]`, `.x`).
    /// Nil for a computed property, a pattern or anything else without `=`.
    static func valueRange(_ source: SwiftManifestSource, afterName name: Int) -> Range<Int>? {
        var index = name + 1
        let line = source.tokens[name].line
        if source.isPunctuation(index, ":") {
            index += 1
            while index < source.tokens.count, source.tokens[index].line == line, !source.isPunctuation(index, "{"),
                !(source.tokens[index].kind == .operator && source.text(index) == "=")
            {
                index = (source.closing[index] ?? index) + 1
            }
        }
        guard index < source.tokens.count, source.tokens[index].kind == .operator, source.text(index) == "=" else {
            return nil
        }
        let start = index + 1
        var end = start
        var lastLine = source.tokens[index].line
        while end < source.tokens.count {
            let token = source.tokens[end]
            if source.isPunctuation(end, ",") || source.isPunctuation(end, ";") || source.isPunctuation(end, "}")
                || source.isPunctuation(end, ")") || source.isPunctuation(end, "]")
            {
                break
            }
            if token.line > lastLine, end > start {
                let previous = source.tokens[end - 1]
                let goesOn =
                    token.kind == .operator || source.isPunctuation(end, ".") || previous.kind == .operator
                    || (token.kind == .stringSegment && source.bytes[token.start] == UInt8(ascii: ")"))
                guard goesOn else { break }
            }
            let next = (source.closing[end] ?? end) + 1
            lastLine = source.tokens[next - 1].line
            end = next
        }
        return end > start ? start..<end : nil
    }
}

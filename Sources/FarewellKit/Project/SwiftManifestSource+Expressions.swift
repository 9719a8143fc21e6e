extension SwiftManifestSource {
    /// The call whose name token is at `nameIndex` (followed by `(`), with the callee text given.
    func call(callee: String, nameIndex: Int) -> (SwiftExpression, end: Int)? {
        let open = nameIndex + 1
        guard isPunctuation(open, "("), let close = closing[open] else { return nil }
        let arguments = split(open + 1, close).map(argument)
        return (.call(callee: callee, arguments: arguments, line: tokens[nameIndex].line), close + 1)
    }

    /// Splits the tokens in `start..<end` at top-level commas.
    func split(_ start: Int, _ end: Int) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var partStart = start
        var index = start
        while index < end {
            if let close = closing[index] {
                index = close + 1
                continue
            }
            if isPunctuation(index, ",") {
                parts.append(partStart..<index)
                partStart = index + 1
            }
            index += 1
        }
        if partStart < end { parts.append(partStart..<end) }
        return parts
    }

    private func argument(_ range: Range<Int>) -> SwiftArgument {
        if range.count >= 2, isIdentifier(range.lowerBound), isPunctuation(range.lowerBound + 1, ":") {
            return SwiftArgument(
                label: text(range.lowerBound), value: expression(range.lowerBound + 2..<range.upperBound))
        }
        return SwiftArgument(label: nil, value: expression(range))
    }

    /// Classifies the tokens of one expression.
    func expression(_ range: Range<Int>) -> SwiftExpression {
        guard let first = range.first else { return .other(line: 0) }
        let line = tokens[first].line
        if range.count == 1, tokens[first].kind == .stringSegment, let text = unquote(tokens[first]) {
            return .string(text, line: line)
        }
        let operands = splitSum(range)
        if operands.count > 1 {
            return operands.contains(where: \.isEmpty) ? .other(line: line) : .sum(operands.map(expression), line: line)
        }
        if tokens[first].kind == .stringSegment, let interpolated = interpolated(range) { return interpolated }
        if isPunctuation(first, "["), closing[first] == range.upperBound - 1 {
            return .array(split(first + 1, range.upperBound - 1).map(expression), line: line)
        }
        if let mapped = keyPathMap(range) { return mapped }
        var index = first
        var callee = ""
        while index < range.upperBound {
            if isPunctuation(index, ".") {
                callee += "."
            } else if isIdentifier(index) {
                callee += text(index)
            } else {
                break
            }
            index += 1
        }
        if index == range.upperBound, !callee.isEmpty { return .identifier(callee, line: line) }
        if index > first, isPunctuation(index, "("), closing[index] == range.upperBound - 1,
            let (call, _) = call(callee: callee, nameIndex: index - 1)
        {
            return call
        }
        return .other(line: line)
    }

    /// A list mapped through a key path filling the whole range: an array literal, `[Module.core, .utils].map(\.project)`,
    /// or a name, `modules.map(\.project)` or `Module.features.map(\.project)`; nil for any other map
    /// (`.map { $0.project }`, `Module.allCases.filter(\.isFeature).map(\.project)`) or call.
    private func keyPathMap(_ range: Range<Int>) -> SwiftExpression? {
        guard let first = range.first, let open = lastBracket(range), isPunctuation(open, "("),
            open - 2 > first, isPunctuation(open - 2, "."), isIdentifier(open - 1), text(open - 1) == "map"
        else { return nil }
        let keyPath = (open + 1..<range.upperBound - 1).map(text).joined()
        guard keyPath.hasPrefix("\\."), case let member = keyPath.dropFirst(2),
            !member.isEmpty, member.allSatisfy({ $0 == "." || $0 == "_" || $0.isLetter || $0.isNumber })
        else { return nil }
        let list = expression(first..<open - 2)
        switch list {
        case .array:
            break
        case .identifier(let name, _) where !name.hasPrefix("."):
            break
        default:
            return nil
        }
        return .keyPathMap(list, keyPath: String(member), line: tokens[first].line)
    }

    /// The opening bracket of the top-level brackets that close `range`, nil when its last token closes none.
    private func lastBracket(_ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            guard let close = closing[index] else {
                index += 1
                continue
            }
            if close == range.upperBound - 1 { return index }
            index = close + 1
        }
        return nil
    }

    /// Splits the tokens in `start..<end` at top-level `+` operators, outside brackets and interpolations.
    private func splitSum(_ range: Range<Int>) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var partStart = range.lowerBound
        var index = range.lowerBound
        var interpolations = 0
        while index < range.upperBound {
            if let close = closing[index] {
                index = close + 1
                continue
            }
            let token = tokens[index]
            if token.kind == .stringSegment {
                if bytes[token.start] == UInt8(ascii: ")"), interpolations > 0 { interpolations -= 1 }
                if opensInterpolation(token) { interpolations += 1 }
            } else if interpolations == 0, token.kind == .operator, token.equals("+", in: bytes) {
                parts.append(partStart..<index)
                partStart = index + 1
            }
            index += 1
        }
        parts.append(partStart..<range.upperBound)
        return parts
    }

    /// A one-line string literal with interpolations filling the whole range: `"\(name)/Sources/**"`.
    private func interpolated(_ range: Range<Int>) -> SwiftExpression? {
        let line = tokens[range.lowerBound].line
        var text = Substring(text(range.lowerBound))
        guard text.hasPrefix("\""), !text.hasPrefix("\"\"\"") else { return nil }
        text = text.dropFirst()
        var parts: [SwiftExpression] = []
        var index = range.lowerBound
        while opensInterpolation(tokens[index]) {
            parts.append(.string(String(text.dropLast(2)), line: line))
            // The interpolated code runs to the segment that closes it; a nested string must be plain.
            var end = index + 1
            while end < range.upperBound,
                !(tokens[end].kind == .stringSegment && bytes[tokens[end].start] == UInt8(ascii: ")"))
            {
                if tokens[end].kind == .stringSegment, opensInterpolation(tokens[end]) { return nil }
                end = closing[end].map { $0 + 1 } ?? end + 1
            }
            guard end < range.upperBound, end > index + 1 else { return nil }
            parts.append(expression(index + 1..<end))
            index = end
            text = Substring(self.text(index)).dropFirst()
        }
        guard index == range.upperBound - 1, text.hasSuffix("\""), index > range.lowerBound else { return nil }
        parts.append(.string(String(text.dropLast()), line: line))
        return .interpolated(parts, line: line)
    }

    /// True when a string segment ends at an interpolation's `\(`.
    private func opensInterpolation(_ token: Token) -> Bool {
        token.kind == .stringSegment && token.end - token.start >= 2 && bytes[token.end - 1] == UInt8(ascii: "(")
            && bytes[token.end - 2] == UInt8(ascii: "\\")
    }

    /// The texts of the source's plain string literals.
    func stringLiterals() -> Set<String> {
        Set(tokens.lazy.filter { $0.kind == .stringSegment }.compactMap(unquote))
    }

    /// The text of a plain string literal token, or nil when it is interpolated or multi-line.
    private func unquote(_ token: Token) -> String? {
        var text = Substring(token.text(in: bytes))
        while text.hasPrefix("#"), text.hasSuffix("#") {
            text = text.dropFirst().dropLast()
        }
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\"") else { return nil }
        return String(text.dropFirst().dropLast())
    }
}

extension SwiftManifestSource {
    /// Calls whose name token `accept`s, outermost first; the arguments of a found call are not searched again.
    func findCalls(_ accept: (Int) -> Bool) -> [SwiftExpression] {
        var found: [SwiftExpression] = []
        var index = 0
        while index < tokens.count {
            if isIdentifier(index), isPunctuation(index + 1, "("), accept(index),
                let (call, end) = call(callee: calleeText(nameIndex: index), nameIndex: index)
            {
                found.append(call)
                index = max(end, index + 1)
            } else {
                index += 1
            }
        }
        return found
    }

    /// `.target`, `Target.target` or `Target`: the dotted name ending at `nameIndex`.
    func calleeText(nameIndex: Int) -> String {
        var text = text(nameIndex)
        var index = nameIndex - 1
        while isPunctuation(index, ".") {
            text = "." + text
            if isIdentifier(index - 1) {
                text = self.text(index - 1) + text
                index -= 2
            } else {
                break
            }
        }
        return text
    }

    /// True when the name token at `index` follows a `.` (`.target(`, `Target.target(`).
    func isMember(_ index: Int) -> Bool { isPunctuation(index - 1, ".") }
}

/// The parts of a declaration that binds several names: `var c, d: T`, `let (e, f) = (A(), B())`.
extension CodeTokens {
    /// The type that a name declared with neither a type nor a value shares with the names after it, from the `,`
    /// after the name at `comma`: `T` for `c` in `var c, d: T`, as Swift types each name of such a list with the
    /// annotation ending it. Nil when a later name has a value first (`var c, d = 0`) or no name follows.
    func sharedAnnotation(after comma: Int) -> Range<Int>? {
        var position = comma
        while isPunct(position, ","), position + 2 < count, tokens[position + 1].kind == .identifier,
            keywords[position + 1] == .none
        {
            if isPunct(position + 2, ":") {
                let end = signatureEnd(from: position + 2, variable: true)
                return position + 3 < end ? position + 3..<end : nil
            }
            position += 2
        }
        return nil
    }

    /// The elements of the tuple (pattern, type or expression) in the parentheses `open` opens, split at its
    /// top-level commas, each without its label: `e`, `f` of `(e, f)`; `PublishSubject<Int>`, `Int` of
    /// `(PublishSubject<Int>, count: Int)`. A generic argument list after a type's name is one element's
    /// (`Dictionary<String, Int>`). Empty when the parentheses are not closed.
    func tupleElements(_ open: Int) -> [Range<Int>] {
        let close = Int(partner[open])
        guard close > open else { return [] }
        var elements: [Range<Int>] = []
        var start = open + 1
        var position = start
        while position < close {
            if isPunct(position, "(") || isPunct(position, "[") || isPunct(position, "{"),
                case let end = Int(partner[position]), end > position
            {
                position = end + 1
                continue
            }
            if isOperator(position, .less), isCapitalizedWord(position - 1) {
                position = max(position + 1, angleEnd(from: position) + 1)
                continue
            }
            if isPunct(position, ",") {
                elements.append(withoutLabel(start..<position))
                start = position + 1
            }
            position += 1
        }
        if start < close { elements.append(withoutLabel(start..<close)) }
        return elements
    }

    /// A tuple element's range past its label (`count: Int` gives `Int`).
    private func withoutLabel(_ element: Range<Int>) -> Range<Int> {
        guard element.count > 2, tokens[element.lowerBound].kind == .identifier, isPunct(element.lowerBound + 1, ":")
        else { return element }
        return element.lowerBound + 2..<element.upperBound
    }
}

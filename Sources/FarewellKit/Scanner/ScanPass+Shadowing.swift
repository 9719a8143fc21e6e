/// Where an Rx-typed name is shadowed by a declaration of the same name that holds something else: a
/// parameter of another type in its function's body (`func configure(users: [User]) { users.map { } }`),
/// a local declared with another type to the end of its block (`let users: [User] = ...`) or given a relay's or
/// subject's current value (`let items = self.items.value`), or an untyped closure parameter in the closure
/// (`.map { user in user.name }`). There the name proves no Rx chain.
extension ScanPass {
    /// For each shadowed name, the token ranges where it is shadowed, merged into disjoint ranges in order
    /// (`ScanPass.contains` searches them by halves, so a name shadowed in thousands of closures stays cheap).
    func shadowingRanges(of rxNames: HashTable) -> [UInt64: [ClosedRange<Int>]] {
        var ranges: [UInt64: [ClosedRange<Int>]] = [:]
        for typed in typedNames
        where typed.scopeStart >= 0 && !typed.isProperty && rxNames.value(for: typed.hash) != nil {
            guard rxTypeRule(at: typed.typeStart) == nil, !holdsRxClosure(typed) else { continue }
            ranges[typed.hash, default: []].append(typed.scopeStart...typed.scopeEnd)
        }
        for typed in typedNames
        where typed.isUntypedLocal && typed.initializer >= 0 && rxNames.value(for: typed.hash) != nil {
            guard readsCurrentValue(from: typed.initializer) || startsFromPlainTypedName(typed.initializer) else {
                continue
            }
            ranges[typed.hash, default: []].append(typed.name...typed.blockEnd)
        }
        for index in inKeywords.lazy.map({ Int($0) }) {
            guard let (open, names) = closureHeader(endingAt: index) else { continue }
            let close = Int(code.partner[open])
            guard close > open else { continue }
            for name in names where rxNames.value(for: name) != nil {
                ranges[name, default: []].append(open...close)
            }
        }
        return ranges.mapValues(ScanPass.merged)
    }

    /// Whether the expression starting at `start` is only a chain that reads a value out of Rx at its end:
    /// `self.items.value`, `try subject.value()`, `try? state.value()`.
    private func readsCurrentValue(from start: Int) -> Bool {
        var position = start
        // `try`, `try?`, `try!` before the chain.
        if code.keywords[position] == .try {
            position += code.isOperator(position + 1, .question) || code.isOperator(position + 1, .bang) ? 2 : 1
        }
        guard position < code.count, code.tokens[position].kind == .identifier,
            let last = code.chainEnd(from: position), last > position, code.hashes[last] == ScanPass.valueHash
        else { return false }
        // `value` or `value()` ends the expression: the next token is on a later line, or closes the block.
        let end = code.isPunct(last + 1, "(") && code.isPunct(last + 2, ")") ? last + 2 : last
        let next = end + 1
        return next >= code.count || code.tokens[next].line > code.tokens[end].line
            || code.isPunct(next, ";") || code.isPunct(next, "}")
    }

    /// Whether the expression at `start` starts from a name declared in sight with a type that is no Rx type,
    /// a parameter or an annotated local (`list.sorted { }` of `func show(_ list: [Int])`, `Optional(list)` is
    /// not one): a local given it holds no Rx value, whatever property of its name the type has.
    private func startsFromPlainTypedName(_ start: Int) -> Bool {
        guard start < code.count, code.isLowercaseWord(start), code.keywords[start] == .none,
            !code.isPunct(start + 1, "(")
        else { return false }
        let hash = code.hashes[start]
        return typedNames.contains { typed in
            typed.hash == hash && !typed.isProperty && typed.scopeStart >= 0 && typed.scopeStart <= start
                && start <= typed.scopeEnd && typed.typeStart < typed.typeEnd && rxTypeRule(at: typed.typeStart) == nil
                && !holdsRxClosure(typed)
        }
    }

    /// `ranges` as disjoint ranges in order: nested and overlapping ones joined.
    static func merged(_ ranges: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// Whether one of `ranges` (disjoint, in order) holds `index`.
    static func contains(_ ranges: [ClosedRange<Int>], _ index: Int) -> Bool {
        let low = ranges.lowerBound(of: index) { $0.upperBound }
        return low < ranges.count && ranges[low].contains(index)
    }

    /// For the `in` at `index` that ends a closure's header (`{ [weak self] user, _ in`, `{ (a, b) in`,
    /// `{ user -> [String] in`), the closure's `{` and the hashes of its untyped parameters; nil for a `for`
    /// loop's `in`.
    func closureHeader(endingAt index: Int) -> (open: Int, names: [UInt64])? {
        var names: [UInt64] = []
        names.reserveCapacity(4)
        var position = index - 1
        while position >= 0, index - position < 32 {
            if code.isPunct(position, "{") { return (position, names) }
            if code.isPunct(position, "}") || code.isPunct(position, ";") || code.keywords[position] == .for {
                return nil
            }
            if code.isPunct(position, "]"), Int(code.partner[position]) < position {
                position = Int(code.partner[position]) - 1
                continue
            }
            // `user,`, `user)`, `user in`, or `user -> [String] in`.
            if code.isLowercaseWord(position), code.keywords[position] == .none,
                code.isPunct(position + 1, ",") || code.isPunct(position + 1, ")") || position + 1 == index
                    || code.isOperator(position + 1, .arrow)
            {
                names.append(code.hashes[position])
            }
            position -= 1
        }
        return nil
    }
}

extension CodeTokens {
    /// For the `in` at `index` that ends a closure's header of plain names (`{ row, song, cell in`, `{ (cell) in`,
    /// `{ [weak self] cell in`): the closure's `{`, the last name's token and how many names there are; nil for any
    /// other header (types, `->`).
    func closureParameters(endingAt index: Int) -> (open: Int, last: Int, count: Int)? {
        let parenthesized = isPunct(index - 1, ")")
        let last = index - (parenthesized ? 2 : 1)
        var position = last
        var count = 0
        while position >= 0, count < 8, tokens[position].kind == .identifier {
            count += 1
            guard isPunct(position - 1, ",") else { break }
            position -= 2
        }
        guard count > 0 else { return nil }
        var open = position - 1
        if parenthesized {
            guard isPunct(open, "(") else { return nil }
            open -= 1
        }
        return closureOpen(before: open).map { ($0, last, count) }
    }

    /// The `{` of the closure whose header's parameters follow `position` (the `{`, or the `]` of a capture list:
    /// `{ [weak self] (cell) in`); nil when no closure opens there.
    func closureOpen(before position: Int) -> Int? {
        var open = position
        if isPunct(open, "]"), case let list = Int(partner[open]), list > 0, list < open { open = list - 1 }
        return open >= 0 && isPunct(open, "{") ? open : nil
    }
}

/// Where an Rx-typed name is shadowed by a declaration of the same name that holds something else: a
/// parameter of another type in its function's body (`func configure(users: [User]) { users.map { } }`),
/// a local declared with another type to the end of its block (`let users: [User] = ...`) or given a relay's or
/// subject's current value (`let items = self.items.value`, `guard let items = relay.value?.form.items`), or an
/// untyped closure parameter in the closure
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
        for typed in typedNames where typed.isUntypedLocal && rxNames.value(for: typed.hash) != nil {
            guard
                typed.isPatternBinding
                    || typed.initializer >= 0
                        && (readsCurrentValue(from: typed.initializer) || startsFromPlainTypedName(typed.initializer)
                            || leavesItsChain(typed.initializer))
            else { continue }
            ranges[typed.hash, default: []].append(typed.name...typed.blockEnd)
        }
        var names: [UInt64] = []
        for index in inKeywords.lazy.map({ Int($0) }) {
            guard let open = closureHeader(endingAt: index, names: &names) else { continue }
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
    /// a parameter, an annotated local or a property of the type around it (`list.sorted { }` of `func show(_ list:
    /// [Int])`, `guard let items = draft` of a `let draft: [Item]?`; `Optional(list)` is not one), after any `try`,
    /// `await` or `self.`: a local given it holds no Rx value, whatever property of its name the type has; unless
    /// an Rx occurrence links its chain (`input.selected.withLatestFrom(loggedIn)` of an `input: Input`).
    private func startsFromPlainTypedName(_ initializer: Int) -> Bool {
        var start = initializer
        // `try`, `try?`, `try!`, `await` before it (`if let items = try? result.get()`).
        while start < code.count, code.keywords[start] == .try || code.keywords[start] == .await {
            start += code.isOperator(start + 1, .question) || code.isOperator(start + 1, .bang) ? 2 : 1
        }
        if start + 2 < code.count, code.hashes[start] == ScanPass.selfHash, code.isPunct(start + 1, ".") { start += 2 }
        guard start < code.count, code.isLowercaseWord(start), code.keywords[start] == .none,
            !code.isPunct(start + 1, "(")
        else { return false }
        let hash = code.hashes[start]
        let plain = typedNames.contains { typed in
            typed.hash == hash && typed.scopeStart >= 0 && typed.scopeStart <= start
                && start <= typed.scopeEnd && typed.typeStart < typed.typeEnd && rxTypeRule(at: typed.typeStart) == nil
                && !holdsRxClosure(typed)
        }
        guard plain, chain[start] >= 0, let end = code.chainEnd(from: start) else { return plain }
        return !(start...end).contains { chain[$0] == chain[start] && isFound($0) }
    }

    /// Whether the bare lower-case name at `index` is a parameter or a local in sight of that name
    /// (`func total(_ currentState: State)`, `let currentState = self.currentState`, `guard let currentState =
    /// reactor?.currentState`): as the compiler resolves it, the name is that value there, not a library's member
    /// that a bare name reaches through `self`.
    func isLocalValue(_ index: Int) -> Bool {
        guard index > 0, !code.isPunct(index - 1, "."), code.isLowercaseWord(index) else { return false }
        let hash = code.hashes[index]
        return typedNames.contains { isLocal($0, named: hash, at: index) }
    }

    /// Whether `typed` is a parameter or a local named `hash` (not a property) in sight at `index`, as
    /// `isLocalValue(_:)` asks.
    func isLocal(_ typed: TypedName, named hash: UInt64, at index: Int) -> Bool {
        guard typed.hash == hash, typed.name >= 0, typed.name != index, !typed.isProperty else { return false }
        if typed.blockEnd >= 0 { return localStart(typed) <= index && index <= bindingEnd(typed) }
        return typed.scopeStart >= 0 && typed.scopeStart < index && index <= typed.scopeEnd
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

    /// For the `in` at `index`, the closure's `{` or the loop's `for` that its header starts with, whatever the
    /// types between; nil when neither is near. The names between are the header's: a closure's parameters and
    /// captures (`{ (loading) in`, `{ [weak self] value, _ in`, `{ (_, locked) -> Bool in`), a loop's (`for (index,
    /// loading) in`).
    func headerStart(endingAt index: Int) -> Int? {
        var position = index - 1
        while position >= 0, index - position < 48 {
            if code.isPunct(position, "{") || code.keywords[position] == .for { return position }
            if code.isPunct(position, "}") || code.isPunct(position, ";") { return nil }
            position -= 1
        }
        return nil
    }

    /// For the `in` at `index` that ends a closure's header (`{ [weak self] user, _ in`, `{ (a, b) in`,
    /// `{ user -> [String] in`), the closure's `{`, with the hashes of its untyped parameters in `names` (emptied
    /// first, so that a loop over a file's `in` keywords reuses one list instead of allocating one per header); nil
    /// for a `for` loop's `in`.
    func closureHeader(endingAt index: Int, names: inout [UInt64]) -> Int? {
        names.removeAll(keepingCapacity: true)
        var position = index - 1
        while position >= 0, index - position < 32 {
            if code.isPunct(position, "{") { return position }
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
    /// Whether the bare name at `index` is a parameter of a closure around it, or that parameter in the closure's
    /// header (`{ disposeBag in … disposeBag … }`, `{ (bag: DisposeBag, _) in`): the closure's value, whatever
    /// member of `self` has that name. Reads the whole file, so the walk may ask before it reaches the `in`.
    func isClosureParameter(_ index: Int) -> Bool {
        let hash = hashes[index]
        for position in 0..<count where keywords[position] == .in && position != index {
            var open = position - 1
            while open >= 0, position - open < 48, !isPunct(open, "{"), !isPunct(open, "}"), !isPunct(open, ";"),
                keywords[open] != .for
            {
                open -= 1
            }
            guard open >= 0, isPunct(open, "{"), open < index, index <= Int(partner[open]) else { continue }
            if (open + 1..<position).contains(where: { hashes[$0] == hash && isValueWord($0) && keywords[$0] == .none })
            {
                return true
            }
        }
        return false
    }

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

/// Names a pattern binds (`TypedName.isPatternBinding`).
extension ScanPass {
    /// The names of `case let .loaded(rows, next)` or `case let (a, b)` after the `let` at `index`, which the
    /// parentheses bind: each a name alone between `(`, `,` or a label's `:` and `,` or `)`.
    mutating func declarePatternNames(_ index: Int) {
        guard index >= 1, code.keywords[index - 1] == .case,
            let open = (index + 1..<min(index + 4, code.count)).first(where: { code.isPunct($0, "(") }),
            case let close = Int(code.partner[open]), close > open,
            let scope = scopes.last?.open, scope >= 0, case let block = Int(code.partner[Int(scope)]), block > close,
            let scopeEnd = patternScopeEnd(index, close: block)
        else { return }
        for position in open + 1..<close
        where code.isLowercaseWord(position) && code.keywords[position] == .none
            && (code.isPunct(position - 1, "(") || code.isPunct(position - 1, ",") || code.isPunct(position - 1, ":"))
            && (code.isPunct(position + 1, ",") || code.isPunct(position + 1, ")"))
        {
            var typed = TypedName.untypedLocal(hash: code.hashes[position], name: position, blockEnd: scopeEnd)
            typed.isPatternBinding = true
            typedNames.append(typed)
        }
    }

    /// Whether the `let` or `var` at `index`, with a name and neither a type nor a value, binds a pattern:
    /// `.success(let items)`, `(let a, let b)`, `case let value`, `catch let error`; not `if let items {`.
    func bindsPattern(_ index: Int) -> Bool {
        var position = index - 1
        var steps = 0
        // Back over the bindings before it in the same parentheses (`.pair(let a, let b)`).
        while position >= 0, steps < 32, code.isPunct(position, ",") {
            position -= 1
            while position >= 0, code.tokens[position].kind == .identifier || code.isPunct(position, ":") {
                position -= 1
                steps += 1
            }
            steps += 1
        }
        guard position >= 0 else { return false }
        return code.isPunct(position, "(") || code.keywords[position] == .case || code.keywords[position] == .catch
    }

    /// The last token where a name the pattern at the `let` at `index` binds is visible: the body of the `if`,
    /// `while`, `for` or `catch` whose pattern it is, the rest of its block for a `guard`, its `case` in a `switch`
    /// (up to the next `case` or `default`); nil when the statement is none of these. `close` ends the block.
    func patternScopeEnd(_ index: Int, close: Int) -> Int? {
        var position = index - 1
        var steps = 0
        var statement = WordTable.Keyword.none
        while position >= 0, steps < 128 {
            let keyword = code.keywords[position]
            if keyword == .if || keyword == .while || keyword == .for || keyword == .catch || keyword == .guard {
                statement = keyword
                break
            }
            if keyword == .case {
                let before = position - 1
                // `if case`, `guard case`, `if x, case`: the condition's statement is further back.
                if before >= 0,
                    code.isPunct(before, ",") || [.if, .guard, .while, .for].contains(code.keywords[before])
                {
                    position = before
                    steps += 1
                    continue
                }
                statement = .case
                break
            }
            if code.isPunct(position, "{") || code.isPunct(position, "}") || code.isPunct(position, ";") { return nil }
            let partner = Int(code.partner[position])
            position = partner >= 0 && partner < position ? partner - 1 : position - 1
            steps += 1
        }
        switch statement {
        case .guard:
            return close
        case .case:
            // Forward to the next `case` or `default:` of the switch, past nested braces.
            var next = index + 1
            while next < close {
                if code.keywords[next] == .case
                    || code.hashes[next] == ScanPass.defaultHash && code.isPunct(next + 1, ":")
                {
                    return next - 1
                }
                let partner = Int(code.partner[next])
                next = partner > next ? partner + 1 : next + 1
            }
            return close
        case .if, .while, .for, .catch:
            // Forward to the body's `{`, past the brackets of the condition.
            var open = index + 1
            while open < close, !code.isPunct(open, "{") {
                let partner = Int(code.partner[open])
                open = partner > open ? partner + 1 : open + 1
            }
            let end = open < close ? Int(code.partner[open]) : -1
            return end > open ? end : nil
        default:
            return nil
        }
    }

    static let defaultHash: UInt64 = 0xebad_a516_8620_c5fe  // WordTable.hash("default")
}

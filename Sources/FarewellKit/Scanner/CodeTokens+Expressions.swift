/// Postfix expressions: receivers, implicit members, and the chain a member continues.
extension CodeTokens {
    /// A postfix `?`/`!` (`a?.b`, `a!.b`), as opposed to a ternary or prefix operator.
    func isPostfixMark(_ index: Int) -> Bool {
        guard index > 0, isOperator(index, .question) || isOperator(index, .bang) else { return false }
        return touchesNext(index - 1)
    }

    /// The index of the `<` matching the generic-closing `>` at `index`, looking back a short way.
    func genericOpen(before index: Int) -> Int? {
        var depth = 0
        var position = index
        while position >= 0, index - position < 64 {
            let token = tokens[position]
            if token.kind == .operator {
                for offset in token.start..<token.end {
                    if source[offset] == UInt8(ascii: ">") { depth += 1 }
                    if source[offset] == UInt8(ascii: "<") { depth -= 1 }
                }
                if isOperator(position, .arrow) { depth -= 1 }
                if depth == 0 { return position }
                if depth < 0 { return nil }
            } else if isPunct(position, "{") || isPunct(position, "}") || isPunct(position, ";") {
                return nil
            }
            position -= 1
        }
        return nil
    }

    /// Whether the operator at `index` can close generic arguments before a member: it touches the next
    /// token (`Observable<Int>.just`), or it touches the one before and a `.` starts the next line
    /// (`Observable<Int>` then `.timer(...)` below it), which a comparison never does.
    func closesGenericArguments(_ index: Int) -> Bool {
        if touchesNext(index) { return true }
        return index > 0 && touchesNext(index - 1) && isPunct(index + 1, ".")
            && tokens[index + 1].line > tokens[index].line
    }

    /// Whether the token at `index` can end an expression, so a following `.name` is a member of it.
    func isExpressionEnd(_ index: Int) -> Bool {
        guard index >= 0, index < count else { return false }
        switch tokens[index].kind {
        case .identifier:
            return keywords[index] == .none || keywords[index].isContextual || isPunct(index - 1, ".")
        case .backtickIdentifier, .dollarIdentifier, .number, .stringSegment, .regex:
            return true
        case .punctuation:
            return isPunct(index, ")") || isPunct(index, "]") || isPunct(index, "}")
        case .operator:
            return isPostfixMark(index) || (isOperator(index, .greater) && closesGenericArguments(index))
                || isOperator(index, .doubleGreater)
        default:
            return false
        }
    }

    /// The token that names the receiver of the member at `index` (`Observable` in `Observable<Int>.just`).
    func receiverName(of index: Int) -> Int? {
        var position = index - 2
        guard isPunct(index - 1, ".") else { return nil }
        while position >= 0 {
            if isPostfixMark(position) {
                position -= 1
            } else if tokens[position].kind == .operator, closesGenericArguments(position),
                let open = genericOpen(before: position)
            {
                position = open - 1
            } else {
                break
            }
        }
        guard position >= 0, tokens[position].kind == .identifier else { return nil }
        return position
    }

    /// The `(` of an initializer called through its type, `Feed.init(source: s)` or `Poller<Users>.init(interval: 2)`,
    /// where `typeEnd` is the type's last token (its name, or its generic arguments' `>`); nil for anything else
    /// (`Feed.shared`, `Feed.init` passed as a function).
    func explicitInitializerOpen(after typeEnd: Int) -> Int? {
        let open = typeEnd + 3
        guard open < count, isPunct(typeEnd + 1, "."), keywords[typeEnd + 2] == .`init`, isPunct(open, "("),
            touchesNext(typeEnd + 2)
        else { return nil }
        return open
    }

    /// Whether the type name at `typeEnd` is followed by a passed `.init` (`rows.map(ListViewModel.Output.init)`).
    func passesInitializer(after typeEnd: Int) -> Bool {
        typeEnd + 3 < count && isPunct(typeEnd + 1, ".") && keywords[typeEnd + 2] == .`init`
            && (isPunct(typeEnd + 3, ")") || isPunct(typeEnd + 3, ","))
    }

    /// `.name` with nothing before the dot that could own it: `return .just(1)`, `?? .empty()`.
    func isImplicitMember(_ index: Int) -> Bool {
        isPunct(index - 1, ".") && !isExpressionEnd(index - 2)
    }

    /// Whether the implicit member at `index` (after its `.`) is an enum case of a `case` pattern: `case .merge(let x)`,
    /// `case (let .merge(a), let .merge(b))`, `case (.merge(let a), .merge(let b))`, at any depth of parentheses.
    func isCasePattern(_ index: Int) -> Bool {
        startsCasePattern(after: index - 2)
    }

    /// Whether the member at `index` (after its `.`) names an enum case in a pattern, implicitly (`isCasePattern`) or
    /// after its type's name (`case Route.detail(let id)`, `if case let Nav.Route.detail(id) = route`): the pattern
    /// matches the case, it constructs none.
    func namesCaseInPattern(_ index: Int) -> Bool {
        guard isPunct(index - 1, ".") else { return false }
        if isImplicitMember(index) { return isCasePattern(index) }
        // Back over the type's name and what qualifies it (`Nav.Route`).
        var type = index - 2
        guard isCapitalizedWord(type), keywords[type] == .none else { return false }
        while isPunct(type - 1, "."), isCapitalizedWord(type - 2) { type -= 2 }
        return startsCasePattern(after: type - 1)
    }

    /// Whether a pattern of a `case` starts after the token at `position`: the `case` itself, or the `(` or `,` of a
    /// tuple pattern or a list of patterns in one (`case .a, .merge(let x):`), each perhaps after `let` or `var`.
    private func startsCasePattern(after start: Int) -> Bool {
        var position = start
        if position >= 0, keywords[position] == .let || keywords[position] == .var { position -= 1 }
        var steps = 0
        while position >= 0, steps < 64 {
            if keywords[position] == .case { return true }
            if isPunct(position, "(") {
                position -= 1
            } else if isPunct(position, ",") {
                // Back over the other elements to the `(` that holds them, past their own brackets.
                position -= 1
                while position >= 0, !isPunct(position, "("), steps < 64 {
                    // `case .a, .merge(let x):` lists patterns; a brace or `;` ends the statement, and a `:` or a `[`
                    // before the element makes it a value (`case .a: return [.a, .merge(x)]`).
                    if keywords[position] == .case { return true }
                    if isPunct(position, "{") || isPunct(position, "}") || isPunct(position, ";")
                        || isPunct(position, ":") || isPunct(position, "[")
                    {
                        return false
                    }
                    let partner = Int(self.partner[position])
                    position = partner >= 0 && partner < position ? partner - 1 : position - 1
                    steps += 1
                }
                guard position >= 0 else { return false }
                position -= 1
            } else {
                return false
            }
            if position >= 0, keywords[position] == .let || keywords[position] == .var { position -= 1 }
            steps += 1
        }
        return false
    }

    /// Whether what follows the token at `index` is a returned value: after `return`, a closure's `in` or a body's
    /// `{` (`return .just(x)`, `{ _ in .just(x) }`, `{ .just(x) }`).
    func startsReturnedValue(after index: Int) -> Bool {
        index >= 0 && (keywords[index] == .return || keywords[index] == .in || isPunct(index, "{"))
    }

    /// `startsReturnedValue`, or `index` is the `?` or `:` of a conditional that starts a returned value: its arms
    /// are returned too (`return attempt < 3 ? .just(attempt) : .error(error)`, `{ ok ? .empty() : .error(e) }`);
    /// or the `??` after a returned name or chain (`return result ?? .error(e)`).
    /// Looks back 64 tokens at most; a nested conditional's second arms are not followed.
    func startsReturnedArm(after index: Int) -> Bool {
        if startsReturnedValue(after: index) { return true }
        // `return result ?? .error(e)`: the fallback of a returned `??` is returned too.
        if index >= 1, tokens[index].kind == .operator, text(index) == "??" {
            var position = index - 1
            while position > max(0, index - 64) {
                if isPunct(position, ")") || isPunct(position, "]") || isPunct(position, "}") {
                    guard partner[position] < position else { return false }
                    position = Int(partner[position]) - 1
                } else if tokens[position].kind == .identifier
                    && (keywords[position] == .none || hashes[position] == ScanPass.selfHash)
                    || isPunct(position, ".") || isPostfixMark(position)
                {
                    position -= 1
                } else {
                    break
                }
            }
            return startsReturnedValue(after: position)
        }
        guard index >= 1, isOperator(index, .question) || isPunct(index, ":") else { return false }
        var sawQuestion = isOperator(index, .question)
        var position = index
        while position > max(0, index - 64) {
            position -= 1
            if isPunct(position, ")") || isPunct(position, "]") || isPunct(position, "}") {
                guard partner[position] < position else { return false }
                position = Int(partner[position])
            } else if isOperator(position, .question) {
                // A second `?` is another conditional (`a ? b ? .x : .y : .z`), not followed.
                guard !sawQuestion else { return false }
                sawQuestion = true
            } else if startsReturnedValue(after: position) {
                return sawQuestion
            } else if keywords[position] == .try || keywords[position] == .await {
                continue
            } else if keywords[position] != .none || isPunct(position, "(") || isPunct(position, "[")
                || isPunct(position, ",") || isPunct(position, ";") || isPunct(position, ":")
                || isOperator(position, .equal)
            {
                return false
            }
        }
        return false
    }

    /// Whether the name at `index` stands bare or after `self.` (`zip(file:)`, `self.buttons`): not a member of
    /// another value.
    func isBareOrOnSelf(_ index: Int) -> Bool {
        !isPunct(index - 1, ".") || (index >= 2 && hashes[index - 2] == ScanPass.selfHash)
    }

    /// The chain of the expression ending at `end`, or -1 when it does not continue one.
    func receiverChain(_ end: Int) -> Int32 {
        var position = end
        var steps = 0
        while position >= 0, steps < 4096 {
            steps += 1
            let token = tokens[position]
            switch token.kind {
            case .identifier, .backtickIdentifier, .dollarIdentifier:
                return isExpressionEnd(position) ? chain[position] : -1
            case .punctuation:
                guard isPunct(position, ")") || isPunct(position, "]") || isPunct(position, "}") else { return -1 }
                let open = Int(partner[position])
                guard open > 0, isExpressionEnd(open - 1) else { return -1 }
                if !isPunct(open, "{"), tokens[open - 1].line != tokens[open].line { return -1 }
                position = open - 1
            case .operator:
                if isPostfixMark(position) {
                    position -= 1
                } else if closesGenericArguments(position), let open = genericOpen(before: position), open > 0 {
                    position = open - 1
                } else {
                    return -1
                }
            default:
                return -1
            }
        }
        return -1
    }

    /// The last word of the postfix chain that starts with the word at `start`: `map` in `item.map { }`, `observe`
    /// in `UserDefaults.standard.rx.observe(Bool.self, "flag")`, `share` where `.share()` continues the chain on
    /// the next line. Nil when an operator other than `?` or `!` follows the chain (`a.map { } ?? b`).
    func chainEnd(from start: Int) -> Int? {
        guard let chain = postfixChain(from: start) else { return nil }
        return chain.end < count && tokens[chain.end].kind == .operator ? nil : chain.last
    }

    /// Whether the call of the word at `index`, past its arguments on the same line and its trailing closure, is
    /// chained with `?.` (`item.flatMap { … }?.disposed(by: bag)`): its result is an Optional, which no Rx operator
    /// returns (`Optional.flatMap`).
    func resultIsOptionalChained(_ index: Int) -> Bool {
        var position = index + 1
        if position < count, isPunct(position, "("), tokens[position].line == tokens[index].line {
            let close = Int(partner[position])
            guard close > position else { return false }
            position = close + 1
        }
        if position < count, isPunct(position, "{") {
            let close = Int(partner[position])
            guard close > position else { return false }
            position = close + 1
        }
        return position + 1 < count && isOperator(position, .question) && touchesNext(position - 1)
            && isPunct(position + 1, ".")
    }

    /// The postfix chain that starts with the word at `start`: its last word and the position just after it, past
    /// calls and subscripts on the same line, trailing closures and `?` or `!` marks. Nil when a bracket of it is
    /// not closed.
    func postfixChain(from start: Int) -> (last: Int, end: Int)? {
        var last = start
        var position = start + 1
        while position < count {
            if isPostfixMark(position) {
                position += 1
            } else if isPunct(position, "{")
                || ((isPunct(position, "(") || isPunct(position, "["))
                    && tokens[position].line == tokens[position - 1].line)
            {
                let close = Int(partner[position])
                guard close > position else { return nil }
                position = close + 1
            } else if isPunct(position, "."), position + 1 < count, tokens[position + 1].kind == .identifier {
                last = position + 1
                position += 2
            } else {
                break
            }
        }
        return (last, position)
    }

    /// Whether the postfix chain that starts with the word at `start` is cast (`container.parent as! Flow`,
    /// `viewModel.viewModel(for: item) as? ContentsViewModel`): the position of its `as`, else nil.
    func castOfChain(from start: Int) -> Int? {
        guard start < count, tokens[start].kind == .identifier, let chain = postfixChain(from: start),
            chain.end < count, keywords[chain.end] == .as
        else { return nil }
        return chain.end
    }

    /// For the parentheses from `open` to `close` when they hold a cast of a postfix chain and nothing else
    /// (`(usecase as! MovieUsecase)`, `(self.service as? Core.Service)`, `(list as Box<Int>)`), the token of the
    /// type's name, its last component when qualified; nil for anything else (`(a ?? b as? T)`, `(x as! [T])`).
    func castInParentheses(open: Int, close: Int) -> Int? {
        guard opensParenthesizedExpression(open), let cast = castOfChain(from: open + 1), cast < close else {
            return nil
        }
        var type = cast + 1
        if isOperator(type, .question) || isOperator(type, .bang) { type += 1 }
        guard type < close, isCapitalizedWord(type), keywords[type] == .none else { return nil }
        type = lastQualifiedComponent(from: type)
        var end = type + 1
        if isOperator(end, .less) { end = angleEnd(from: end) + 1 }
        return end == close ? type : nil
    }

    /// Whether the `(` at `open` opens a parenthesized expression rather than a call's arguments: nothing a call
    /// follows touches it (`{ (x as! T).m() }`, `return (x)`, `f((x as T).m)`, `!(x)`), as a name, a closing
    /// bracket, a postfix mark or generic arguments do (`load(x)`, `make()(x)`, `handler?(x)`, `Box<Int>(x)`).
    func opensParenthesizedExpression(_ open: Int) -> Bool {
        let before = open - 1
        guard before >= 0, touchesNext(before) else { return true }
        switch tokens[before].kind {
        case .identifier: return keywords[before].startsExpression
        case .dollarIdentifier, .backtickIdentifier, .poundKeyword: return false
        default:
            return
                !(isPunct(before, ")") || isPunct(before, "]") || isPunct(before, "}") || isPostfixMark(before)
                || isOperator(before, .greater) || isOperator(before, .doubleGreater))
        }
    }
}

extension WordTable.Keyword {
    /// Contextual keywords that are also common variable names (`package`, `optional`, `async`).
    var isContextual: Bool {
        switch self {
        case .actor, .package, .optional, .dynamic, .required, .lazy, .weak, .unowned, .prefix, .postfix, .infix,
            .some, .any, .async, .convenience, .indirect, .open, .mutating, .nonmutating, .nonisolated, .override,
            .final:
            return true
        default:
            return false
        }
    }
}

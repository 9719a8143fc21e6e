/// An implicit member that is a whole argument of a call (`.openList(stream: items)` in `coordinator.coordinate(by:
/// .openList(stream: items))`): its reference's index in `FileScan.references` and the parameter it is passed to
/// (`ParameterType.slot`). A compiler looks the member up in that parameter's type, which the calling file need not
/// name (`CallSiteResolver.typingImplicitArguments`).
package struct ImplicitArgument: Sendable, Hashable {
    package var reference: Int32
    package var slot: UInt64
}

/// A parameter of a function or initializer a file declares (`FileScan.parameterTypes`): its `slot` and the name hash
/// of its type when that is one name (`HomeAction`, `HomeAction?`, `Nav.HomeAction`, `Loadable<Int>`), else 0.
package struct ParameterType: Sendable, Hashable {
    package var slot: UInt64
    package var type: UInt64

    /// One key for a parameter of the function (or initializer's type) named `function`, by its argument label
    /// (a name hash) or, for an unlabeled one (`Reference.unlabeled`), by its position: `coordinate(by:)`'s `by`,
    /// `present(_:animated:)`'s first.
    static func slot(function: UInt64, label: UInt64, position: Int) -> UInt64 {
        guard label == Reference.unlabeled else { return Reference.pairKey(function, label) }
        return Reference.pairKey(Reference.pairKey(function, label), UInt64(position))
    }
}

extension CodeTokens {
    /// For the implicit member at `index` (after its `.`) that is a whole argument of a call of a name
    /// (`coordinate(by: .openList(stream: items))`, `Screen(.list)`), the slot of the parameter it is passed to
    /// (`ParameterType.slot`: the name's hash, a type's for an initializer); nil for any other place (`a ?? .b`,
    /// `.openList(stream: s).map`, `if (.a)`).
    func argumentSlot(ofImplicitMember index: Int) -> UInt64? {
        var after = index + 1
        if isPunct(after, "("), partner[after] > after { after = Int(partner[after]) + 1 }
        guard isPunct(after, ",") || isPunct(after, ")"), let open = listOpen(before: after) else { return nil }
        var callee = open - 1
        guard touchesNext(callee) else { return nil }
        // `Poller<UsersEndpoint>(interval: .seconds(2))`: the type before its generic arguments.
        if isOperator(callee, .greater) || isOperator(callee, .doubleGreater), let less = genericOpen(before: callee) {
            callee = less - 1
        }
        guard callee >= 0, tokens[callee].kind == .identifier, keywords[callee] == .none else { return nil }
        var slot: UInt64?
        forEachArgument(open) { position, start, end in
            guard end == after else { return end < after }
            if start == index - 1 {
                slot = ParameterType.slot(function: hashes[callee], label: Reference.unlabeled, position: position)
            } else if start + 2 == index - 1, tokens[start].kind == .identifier, isPunct(start + 1, ":") {
                slot = ParameterType.slot(function: hashes[callee], label: hashes[start], position: position)
            }
            return false
        }
        return slot
    }

    /// The name hash of the type a declaration gives the implicit member at `index` (after its `.`), its whole value:
    /// `Feed` of `let feed: Feed = .init(source: s)`, `var feed: Feed? = .init()`, a parameter's default `(feed: Feed =
    /// .init())`, as a compiler looks the member up in that type; 0 for any other place or a type not one name
    /// (`namedType`).
    func declaredType(ofImplicitMember index: Int) -> UInt64 {
        let name = declaredTypeName(ofImplicitMember: index)
        return name >= 0 ? hashes[name] : 0
    }

    /// The token of the type's name whose hash `declaredType(ofImplicitMember:)` gives (`Input` of `let input:
    /// HomeViewModel.Input = .init(reload: r)`, which `typeQualifier(of:)` then qualifies); -1 where it gives 0.
    func declaredTypeName(ofImplicitMember index: Int) -> Int {
        let equal = index - 2
        guard equal > 1, isImplicitMember(index), isOperator(equal, .equal) else { return -1 }
        // Back over the type to the declaration's `:`, within a few tokens and no bracket, statement or list.
        var colon = equal - 1
        while colon > 1, equal - colon < 32, !isPunct(colon, ":") {
            if isPunct(colon, "(") || isPunct(colon, "{") || isPunct(colon, "}") || isPunct(colon, ";")
                || isPunct(colon, ",") || isOperator(colon, .equal)
            {
                return -1
            }
            colon -= 1
        }
        guard isPunct(colon, ":"),
            tokens[colon - 1].kind == .identifier || tokens[colon - 1].kind == .backtickIdentifier
        else { return -1 }
        return namedTypeName(from: colon + 1, to: equal)
    }

    /// The token of the type's name that the function or getter whose body opens at `open` declares it returns, for
    /// the implicit member at `index` (after its `.`) returned whole (`return .init(email: e)` in `func bindInput() ->
    /// LoginViewModel.Input {`, `Input` then, which `typeQualifier(of:)` qualifies; a computed property's type too);
    /// -1 for any other place or a result not one name.
    func returnedTypeName(ofImplicitMember index: Int, bodyOpen open: Int) -> Int {
        guard index >= 2, open > 0, open < index, isImplicitMember(index), keywords[index - 2] == .return else {
            return -1
        }
        var position = open - 1
        var steps = 0
        while position > 0, steps < 64 {
            steps += 1
            if isPunct(position, "{") || isPunct(position, "}") || isPunct(position, ";")
                || isPunct(position, ")") || keywords[position] == .func
            {
                return -1
            }
            if isOperator(position, .arrow) {
                let end = (position..<open).first { keywords[$0] == .where } ?? open
                return namedTypeName(from: position + 1, to: end)
            }
            // A computed property's type (`var input: LoginViewModel.Input {`).
            if isPunct(position, ":"), position >= 2, keywords[position - 2] == .var {
                return namedTypeName(from: position + 1, to: open)
            }
            position -= 1
        }
        return -1
    }

    /// The `(` of the argument list whose top-level `,` or `)` is at `position`: forward past nested brackets to its
    /// `)`; nil where a bracket closes first (an array's or a closure's element).
    private func listOpen(before position: Int) -> Int? {
        var at = position
        var steps = 0
        while at < count, steps < 4096 {
            if isPunct(at, ")") {
                let open = Int(partner[at])
                return open >= 0 && open < at ? open : nil
            }
            if isPunct(at, "]") || isPunct(at, "}") { return nil }
            if isPunct(at, "(") || isPunct(at, "[") || isPunct(at, "{"), partner[at] > at { at = Int(partner[at]) }
            at += 1
            steps += 1
        }
        return nil
    }

    /// The name hash of the type written from `start` to `end` (a parameter's, after its `:`) when it is one name,
    /// perhaps qualified, generic, optional, `inout` or attributed (`Nav.HomeAction`, `Loadable<Int>?`), before a
    /// default value or the end; 0 for any other type (a tuple, a function, an array, a variadic parameter, `some P`).
    func namedType(from start: Int, to end: Int) -> UInt64 {
        let name = namedTypeName(from: start, to: end)
        return name >= 0 ? hashes[name] : 0
    }

    /// The token of the name whose hash `namedType(from:to:)` gives; -1 where it gives 0.
    private func namedTypeName(from start: Int, to end: Int) -> Int {
        var position = start
        while position < end, tokens[position].kind == .attribute || hashes[position] == CodeTokens.inoutHash {
            position += 1
        }
        guard position < end, isCapitalizedWord(position), keywords[position] == .none else { return -1 }
        while position + 2 < end, isPunct(position + 1, "."), isCapitalizedWord(position + 2) { position += 2 }
        let name = position
        position += 1
        if isOperator(position, .less) { position = angleEnd(from: position) + 1 }
        while position < end, isPostfixMark(position) { position += 1 }
        return position >= end || isOperator(position, .equal) ? name : -1
    }
}

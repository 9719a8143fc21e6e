/// Whether the code around a call gives its result a type: it tells a function generic in its result alone
/// (`func send<R: Message>(_ request: Message) -> Observable<R>`) from an overload of the same labels that is not
/// (`func send(_ request: Message) -> Observable<Void>`), which Swift picks when nothing gives `R` a type.
extension CodeTokens {
    /// How the context of the call named at `index`, its `(` at `open`, types its result, inside the brace scopes
    /// `scopes` (innermost last): `Reference.typedResult` when a closure of the call or of the chain's first steps
    /// declares its parameter's type (`.map { (response: GetChatsResponse) in`), a cast does (`as Observable<T>`),
    /// or the result is returned from a function, or given to a constant, declared with a type other than `Void`;
    /// `Reference.untypedResult` when nothing can (a statement, `_ =`, a constant without a type, a chain through a
    /// step that changes the element, a type with `Void`); 0 when this cannot tell (an argument, a property). Above
    /// its 2 bits, for a typed result, the `Reference.headKey` of the element type the context names (`elementHead`).
    func resultContext(name index: Int, open: Int, scopes: [ScanPass.Scope]) -> UInt32 {
        var close = Int(partner[open])
        guard close > open else { return 0 }
        // The call's trailing closures (`{ } onError: { }`), not a statement's body (`if isValid(x) {`).
        if isPunct(close + 1, "{"), !opensStatementBody(close + 1) {
            while isPunct(close + 1, "{"), case let end = Int(partner[close + 1]), end > close + 1 {
                if case .typed(let head) = closureParameters(close + 1) { return CodeTokens.typed(head) }
                close = end
                if close + 3 < count, tokens[close + 1].kind == .identifier, isPunct(close + 2, ":"),
                    isPunct(close + 3, "{")
                {
                    close += 2
                }
            }
        }
        // The chain after the call, while its steps keep the element (`.observeOn(MainScheduler.instance)`).
        var position = close + 1
        while position + 1 < count {
            while position < count, isPostfixMark(position) { position += 1 }
            guard position + 1 < count, isPunct(position, "."), tokens[position + 1].kind == .identifier else { break }
            let step = position + 1
            position = step + 1
            var arguments = StepArguments()
            if isPunct(position, "("), case let end = Int(partner[position]), end > position {
                arguments = stepArguments(position)
                position = end + 1
            }
            while isPunct(position, "{"), case let end = Int(partner[position]), end > position,
                !opensStatementBody(position)
            {
                arguments.add(closureParameters(position))
                position = end + 1
            }
            if let head = arguments.typedHead { return CodeTokens.typed(head) }
            if CodeTokens.elementKeepingSteps.contains(hashes[step])
                || hashes[step] == CodeTokens.subscribeHash && callLabel(step) == .label(CodeTokens.onHash)
            {
                continue
            }
            // `.map { _ in }`, `.subscribe()`: the element the step gives is not the call's, and nothing gives the
            // call's one; a closure's parameter may be typed by its body (`{ response in observer.onNext(response)
            // }`), a function passed (`.map(Transform<Response>.toVoid())`) or another step may take it.
            return arguments.named || arguments.values || !CodeTokens.elementChangingSteps.contains(hashes[step])
                ? 0 : CodeTokens.untypedContext
        }
        if position < count, keywords[position] == .as {
            return typeVerdict(from: position + 1, to: min(count, position + 16))
        }
        guard let start = expressionStart(index) else { return 0 }
        let before = beforeEffects(start)
        guard before >= 0 else { return CodeTokens.untypedContext }
        if keywords[before] == .return { return returnedContext(scopes) }
        if isOperator(before, .equal) { return assignedContext(before) }
        if isPunct(before, "{") || keywords[before] == .in {
            // `{ client.send(request) }`, `{ _ -> Observable<User> in client.send(request) }`: a body of one
            // expression returns it.
            return isPunct(position, "}") && Int(partner[position]) == Int(scopes.last?.open ?? -1)
                ? returnedContext(scopes) : CodeTokens.untypedContext
        }
        if isPunct(before, "}") || isPunct(before, ";") || keywords[before] == .else {
            return CodeTokens.untypedContext
        }
        // A statement of its own line, after one that ends in a name or a bracket.
        if tokens[before].line < tokens[start].line,
            tokens[before].kind == .identifier || isPunct(before, ")") || isPunct(before, "]")
        {
            return CodeTokens.untypedContext
        }
        return 0
    }

    /// Whether the call named at `index`, its `(` at `open`, is all of an expression that `try` (`try?`, `try!`)
    /// starts, on a name alone or `self.name` or none (`try client.sendSyncRequest(request)`), with arguments that
    /// call nothing: `try` covers nothing else, so the callee throws. A member read before it may throw
    /// (`try resolver.pushCenter.observable(for: T.self)`), and so may an argument's call.
    func isTriedAlone(name index: Int, open: Int) -> Bool {
        // The `try` first: most calls have none, and their arguments are not walked.
        var start = index
        var owner = -1
        if index >= 2, isPunct(index - 1, ".") {
            let receiver = beforePostfixMarks(index - 2)
            guard receiver >= 0, tokens[receiver].kind == .identifier else { return false }
            start = receiver
            if receiver >= 2, isPunct(receiver - 1, ".") {
                owner = receiver - 2
                start = owner
            }
        }
        let before = start - 1
        guard before >= 0,
            keywords[before] == .try || before >= 1 && isPostfixMark(before) && keywords[before - 1] == .try
        else { return false }
        if owner >= 0, hashes[owner] != ScanPass.selfHash, !CodeTokens.selfNames.contains(hashes[owner]) {
            return false
        }
        let close = Int(partner[open])
        guard close > open else { return false }
        for position in (open + 1)..<close where isPunct(position, "(") || isPunct(position, "{") { return false }
        var after = close + 1
        while after < count, isPostfixMark(after) { after += 1 }
        // `if let token = try? response.map(to: Token.self) {`: the `{` of a condition's body is no trailing closure.
        if after < count, isPunct(after, "{"), !startsClosureHeader(after), opensCondition(before) { return true }
        return
            !(after < count
            && (isPunct(after, ".") || isPunct(after, "{") || isPunct(after, "(")
                || isPunct(after, "[")))
    }

    /// Whether the statement holding the token at `index` is an `if`, `guard` or `while` begun on its line a few
    /// tokens before it (`if let token = try? …`), whose `{` after the expression opens its body.
    private func opensCondition(_ index: Int) -> Bool {
        var position = index
        while position >= 0, index - position < 16, tokens[position].line == tokens[index].line {
            switch keywords[position] {
            case .if, .guard, .while: return true
            case .return, .in, .else, .do: return false
            default: position -= 1
            }
        }
        return false
    }

    /// The token before the expression starting at `start`, past its `try`, `try?`, `try!` and `await`.
    func beforeEffects(_ start: Int) -> Int {
        var before = start - 1
        while before > 0,
            keywords[before] == .try || keywords[before] == .await
                || isPostfixMark(before) && keywords[before - 1] == .try
        {
            before -= isPostfixMark(before) ? 2 : 1
        }
        return before
    }

    /// The first token of the postfix expression whose last member is the name at `index` (`self.client` of
    /// `self.client.send(request)`), or nil when it starts otherwise (an implicit member, a literal).
    /// `pastClosures`: also past the trailing closures of its steps (`sdk.call().map { }` of a step after it).
    func expressionStart(_ index: Int, pastClosures: Bool = false) -> Int? {
        var start = index
        var steps = 0
        while start >= 2, isPunct(start - 1, "."), steps < 64 {
            steps += 1
            var before = beforePostfixMarks(start - 2)
            while pastClosures, isPunct(before, "}"), case let open = Int(partner[before]), open > 0, open < before {
                before = open - 1
            }
            if isPunct(before, ")") || isPunct(before, "]") {
                let opening = Int(partner[before])
                guard opening > 0, opening < before else { return nil }
                guard tokens[opening - 1].kind == .identifier, keywords[opening - 1] == .none else { return nil }
                start = opening - 1
            } else if tokens[before].kind == .identifier, keywords[before] == .none {
                start = before
            } else {
                return nil
            }
        }
        return start
    }

    /// The context of a value returned from the innermost function, property or closure of `scopes`: the type it
    /// declares, 0 for none.
    private func returnedContext(_ scopes: [ScanPass.Scope]) -> UInt32 {
        for scope in scopes.reversed() {
            let open = Int(scope.open)
            guard open > 0, !scope.isType else { return 0 }
            if scope.isNamed { return declaredResult(before: open) }
            if opensStatementBody(open) { continue }
            switch keywords[open - 1] {
            case .else, .do, .defer, .repeat: continue
            default: return closureResult(open)
            }
        }
        return 0
    }

    /// The result type a function or property declares before its body's `{` at `open`: after its `->`, or its
    /// `:` for a property.
    private func declaredResult(before open: Int) -> UInt32 {
        var position = open - 1
        var steps = 0
        while position > 0, steps < 128 {
            steps += 1
            if isPunct(position, "{") || isPunct(position, "}") || isPunct(position, ";") { return 0 }
            if keywords[position] == .func || keywords[position] == .`init` { return 0 }
            if isOperator(position, .arrow) { return typeVerdict(from: position + 1, to: open) }
            if isPunct(position, ":"), position >= 2, keywords[position - 2] == .var {
                return typeVerdict(from: position + 1, to: open)
            }
            // Past a parameter list and its closures' arrows (`(_ done: () -> Void)`).
            let partner = Int(self.partner[position])
            position =
                (isPunct(position, ")") || isPunct(position, "]")) && partner >= 0 && partner < position
                ? partner - 1 : position - 1
        }
        return 0
    }

    /// The result type the header of the closure at `open` declares (`{ [weak self] response -> Observable<User>
    /// in`), 0 for none.
    private func closureResult(_ open: Int) -> UInt32 {
        let close = Int(partner[open])
        guard close > open else { return 0 }
        var position = open + 1
        var arrow = -1
        while position < close, position - open < 128 {
            if isPunct(position, "{") { return 0 }
            if keywords[position] == .in { return arrow > 0 ? typeVerdict(from: arrow + 1, to: position) : 0 }
            if isOperator(position, .arrow) { arrow = position }
            let partner = Int(self.partner[position])
            position =
                (isPunct(position, "(") || isPunct(position, "[")) && partner > position ? partner + 1 : position + 1
        }
        return 0
    }

    /// The context of a value given by the `=` at `equal`: a constant or variable declared with a type, or without
    /// one (`let request = client.send(r)`, `_ = client.send(r)`); 0 for a property set.
    private func assignedContext(_ equal: Int) -> UInt32 {
        guard equal >= 2 else { return 0 }
        if hashes[equal - 1] == CodeTokens.underscore { return CodeTokens.untypedContext }
        if keywords[equal - 2] == .let || keywords[equal - 2] == .var { return CodeTokens.untypedContext }
        var position = equal - 1
        while position > 1, equal - position < 32 {
            if isPunct(position, ":"), keywords[position - 2] == .let || keywords[position - 2] == .var {
                return typeVerdict(from: position + 1, to: equal)
            }
            if isPunct(position, "{") || isPunct(position, "}") || isPunct(position, ";") { return 0 }
            position -= 1
        }
        return 0
    }

    /// `Reference.untypedResult` for a type from `start` to `end` that names `Void` (what the overload that is not
    /// generic returns), else `Reference.typedResult`; with its `elementHead` either way.
    private func typeVerdict(from start: Int, to end: Int) -> UInt32 {
        var position = start
        var void = false
        while position < end {
            if keywords[position] == .where { break }
            if hashes[position] == CodeTokens.voidHash { void = true }
            position += 1
        }
        guard position > start else { return 0 }
        // With `Void`, the head still tells overloads that are not generic apart (`Observable<ResponsePacket<Void>>`).
        let head = elementHead(from: start, to: position)
        return void ? CodeTokens.untypedContext | head << 2 : CodeTokens.typed(head)
    }

    /// The `Reference.elementKey` of the element type written from `start` to `end`: its first type name past a stream
    /// type's `<` and module names (`ContextResponse` of `Observable<RustPB.ContextResponse<Chat>>`,
    /// `GetChatsResponse` of `GetChatsResponse`), with the form written around it (`[Int]`, `Int?`); 0 for none.
    func elementHead(from start: Int, to end: Int) -> UInt32 {
        var position = start
        // Where the element's type starts: past the stream types' `<`.
        var element = start
        while position < end {
            if isCapitalizedWord(position) {
                let hash = hashes[position]
                let qualifier = isPunct(position + 1, ".") && position + 2 < end && isCapitalizedWord(position + 2)
                let stream = isOperator(position + 1, .less) && CodeTokens.streamKinds.contains(hash)
                if stream {
                    element = position + 2
                } else if !qualifier {
                    let form = elementForm(name: position, element: element, end: end)
                    return Reference.elementKey(Reference.headKey(hash), form)
                }
            }
            position += 1
        }
        return 0
    }

    /// How the element type that starts at `element` is written around its name at `name`, module names before it
    /// aside: alone (`Bool`), in an array (`[Bool]`), optional (`Bool?`), or otherwise (`Result<Bool>`, `[String:
    /// Bool]`, `[Bool]?`, a tuple).
    private func elementForm(name: Int, element: Int, end: Int) -> Reference.ElementForm {
        var first = name
        while first - 2 >= element, isPunct(first - 1, "."), isCapitalizedWord(first - 2) { first -= 2 }
        let after = name + 1
        if first == element + 1, isPunct(element, "[") {
            return isPunct(after, "]") && Int(partner[after]) == element && endsElement(after + 1, end: end)
                ? .array : .other
        }
        guard first == element else { return .other }
        // `Bool?` before the `>` of a stream type, which may be one operator with it (`?>`).
        if after < end, tokens[after].kind == .operator, touchesNext(name),
            source[tokens[after].start] == UInt8(ascii: "?")
        {
            let mark = tokens[after]
            let closes = mark.end - mark.start > 1 && source[mark.start + 1] == UInt8(ascii: ">")
            return closes || mark.end - mark.start == 1 && endsElement(after + 1, end: end) ? .optional : .other
        }
        return endsElement(after, end: end) ? .plain : .other
    }

    /// Whether the element type ends before `position`: at `end`, a stream type's `>` or a list's `,`.
    private func endsElement(_ position: Int, end: Int) -> Bool {
        position >= end || isPunct(position, ",")
            || tokens[position].kind == .operator && source[tokens[position].start] == UInt8(ascii: ">")
    }

    /// A typed context (`Reference.typedResult`) whose element type has the `Reference.elementKey` `head`.
    static func typed(_ head: UInt32) -> UInt32 { UInt32(Reference.typedResult) | head << 2 }

    static let untypedContext = UInt32(Reference.untypedResult)

    /// What a chain step's arguments tell of the element it receives.
    struct StepArguments {
        /// The `elementHead` of the type the first closure declaring its parameter's type gives it (`{ (response:
        /// GetChatsResponse) in`), or a later one's when that one names none; nil when no closure declares one.
        var typedHead: UInt32?
        /// A closure names its parameter without a type: `{ response in`.
        var named = false
        /// An argument is no closure: `.map(Transform<Response>.toVoid())`, `.bind(to: relay)`.
        var values = false

        mutating func add(_ parameters: ClosureParameters) {
            switch parameters {
            case .typed(let head): if (typedHead ?? 0) == 0 { typedHead = head }
            case .named: named = true
            case .none: break
            }
        }
    }

    /// How a closure's header names its first parameter: with a type (and that type's `elementHead`), without one,
    /// or not at all (`_ in`, `$0`).
    enum ClosureParameters { case typed(head: UInt32), named, none }

    /// How the closure at `open` names its first parameter: `{ (response: GetChatsResponse) in`, `{ [weak self]
    /// (response: Response) -> Bool in` are `typed`; `{ response in`, `{ (response) in` `named`.
    func closureParameters(_ open: Int) -> ClosureParameters {
        var position = open + 1
        if isPunct(position, "["), case let end = Int(partner[position]), end > position { position = end + 1 }
        guard position + 1 < count else { return .none }
        if isPunct(position, "(") {
            let close = Int(partner[position])
            position += 1
            // `(response: Type` or `(_ response: Type`: the type runs to the next `,` of the list.
            var colon = -1
            if position + 1 < count, tokens[position].kind == .identifier, isPunct(position + 1, ":") {
                colon = position + 1
            } else if position + 2 < count, tokens[position].kind == .identifier,
                tokens[position + 1].kind == .identifier, isPunct(position + 2, ":")
            {
                colon = position + 2
            }
            if colon > 0 {
                guard close > colon else { return .typed(head: 0) }
                var end = colon + 1
                while end < close, !isPunct(end, ",") { end += 1 }
                return .typed(head: elementHead(from: colon + 1, to: end))
            }
        }
        guard tokens[position].kind == .identifier, hashes[position] != CodeTokens.underscore,
            keywords[position] == .none
        else { return .none }
        // A name, then more names or `in` (`{ response in`, `{ (response, error) in`).
        var next = position + 1
        while next < count,
            isPunct(next, ",") || isPunct(next, ")")
                || tokens[next].kind == .identifier
                    && keywords[next] == .none,
            next - position < 16
        {
            next += 1
        }
        return next < count && (keywords[next] == .in || isOperator(next, .arrow)) ? .named : .none
    }

    /// What the arguments in the parentheses opened at `open` tell: their closures' parameters (not those of an
    /// error's or an end's closure, `onError: { (error) in`), and whether one is no closure.
    private func stepArguments(_ open: Int) -> StepArguments {
        var found = StepArguments()
        forEachArgument(open) { _, start, end in
            var first = start
            if end > start + 2, tokens[start].kind == .identifier, isPunct(start + 1, ":") {
                first = start + 2
                if CodeTokens.elementlessLabels.contains(hashes[start]) { return true }
            }
            if first < end, isPunct(first, "{"), Int(partner[first]) == end - 1 {
                found.add(closureParameters(first))
            } else if first < end {
                found.values = true
            }
            return true
        }
        return found
    }

    /// Operators whose result has the element of their receiver: a chain of them keeps the call's result type
    /// for the context to give.
    static let elementKeepingSteps = HashSet(
        [
            "observeOn", "observe", "subscribeOn", "do", "catchError", "catchErrorJustReturn", "catch",
            "catchAndReturn", "retry", "retryWhen", "share", "asObservable", "timeout", "delay", "delaySubscription",
            "debounce", "throttle", "distinctUntilChanged", "filter", "take", "takeUntil", "takeWhile", "skip",
            "skipWhile", "startWith", "debug", "trackActivity", "trackError", "asSingle", "asMaybe", "publish",
            "replay", "refCount",
        ].map { WordTable.hash($0) })

    /// Operators whose result's element is not their receiver's, or that end the chain: without a closure typing
    /// their parameter, nothing after them gives the call's result a type.
    static let elementChangingSteps = HashSet(
        [
            "map", "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "compactMap", "subscribe", "bind",
            "drive", "emit", "asCompletable", "ignoreElements", "toArray", "mapToVoid", "asVoid", "disposed",
        ].map { WordTable.hash($0) })

    /// Labels of a subscription's closures that never take an element: `onError: { (error) in }`.
    static let elementlessLabels = HashSet(
        ["onError", "onCompleted", "onDisposed", "onFailure", "onComplete", "onSubscribe", "onSubscribed"].map {
            WordTable.hash($0)
        })

    static let voidHash: UInt64 = 0xb286_ca07_fcec_aabf  // WordTable.hash("Void")
    static let subscribeHash: UInt64 = 0x5cda_1b5d_810f_e743  // WordTable.hash("subscribe")
    static let onHash: UInt64 = 0x08b0_5807_b556_6370  // WordTable.hash("on")
}

/// Functions returning an `Observable` that sends one value and completes: the network or database call wrapped in
/// `Observable.create` before `Single` was the habit.
///
/// ```swift
/// func get() -> Observable<User> {
///     return Observable.create { observer in
///         guard let user = self.load() else { observer.onError(E.none); return Disposables.create() }
///         observer.onNext(user)
///         observer.onCompleted()
///         return Disposables.create()
///     }
/// }
/// ```
///
/// It migrates as a `Single` does, to an `async throws` function, not to an `AsyncSequence`.
extension ScanPass {
    private static let createHash: UInt64 = 0xf74e_5fea_dea7_73fd  // WordTable.hash("create")
    private static let onNextHash: UInt64 = 0x7679_3ab2_035a_08c1  // WordTable.hash("onNext")
    private static let onCompletedHash: UInt64 = 0x64bd_160c_22f6_0cf9  // WordTable.hash("onCompleted")
    private static let onErrorHash: UInt64 = 0x8a61_e36f_dccf_c0f6  // WordTable.hash("onError")

    /// Whether `declaration` is a function whose signature's only Rx type is the `Observable` it returns and whose body
    /// ends in that `create` (`return Observable.create { observer in … }`, `.create(subscribe: { … })`), with no
    /// other `return` before it and nothing chained after it, where each `onNext` to the closure's observer is
    /// followed by its `onCompleted`, and the observer is used for nothing else than `onNext`, `onError` and
    /// `onCompleted` (not passed on, not `on(.next(x))`).
    func emitsOneValue(_ declaration: Declaration, rxTypes: [String]) -> Bool {
        guard let (end, close) = observableBody(declaration, rxTypes: rxTypes) else { return false }
        // The last statement: `create`'s trailing closure or its call's `)` closes right before the body does.
        let last = close - 1
        guard last > end, code.isPunct(last, "}") || code.isPunct(last, ")"), case let first = Int(code.partner[last]),
            first > end, first < last
        else { return false }
        let open: Int
        var name: Int
        if code.isPunct(last, "}") {
            open = first
            name = first - 1
        } else {
            // `.create(subscribe: { … })`.
            guard code.hashes[first + 1] == Self.subscribeHash, code.isPunct(first + 2, ":"),
                code.isPunct(first + 3, "{"), Int(code.partner[first + 3]) + 1 == last
            else { return false }
            open = first + 3
            name = first - 1
        }
        guard name > end + 1, code.hashes[name] == Self.createHash, code.isPunct(name - 1, ".") else { return false }
        // `Observable.create`, `Observable<User>.create` or `.create`, returned or written alone.
        var start = name - 1
        if code.isOperator(start - 1, .greater) {
            var less = start - 2
            while less > end, !code.isOperator(less, .less) { less -= 1 }
            guard code.angleEnd(from: less) == start - 1 else { return false }
            start = less
        }
        if code.hashes[start - 1] == Self.observableHash { start -= 1 }
        if code.keywords[start - 1] == .return { start -= 1 }
        // The statement before it ends its line; no other `return` leaves the function before it.
        guard start - 1 == end || code.tokens[start - 1].line < code.tokens[start].line || code.isPunct(start - 1, ";"),
            !((end + 1)..<start).contains(where: { code.keywords[$0] == .return })
        else { return false }
        return sendsOneValue(closure: open)
    }

    /// The body's braces of a function whose signature's only Rx type is the `Observable` it returns (`func get() ->
    /// Observable<User> {`); nil for another declaration.
    private func observableBody(_ declaration: Declaration, rxTypes: [String]) -> (open: Int, close: Int)? {
        guard declaration.kind == .function, rxTypes == ["Observable"],
            case .parameters(let parameters) = declaration.labels, case let end = declaration.signatureEnd,
            end < code.count, code.isPunct(end, "{"), case let close = Int(code.partner[end]), close > end,
            let arrow = topLevelArrow(Int(code.partner[parameters]) + 1, end, last: true),
            case let result = code.afterRxModule(arrow + 1, end: end), code.hashes[result] == Self.observableHash
        else { return nil }
        return (end, close)
    }

    /// Whether the `create` closure opened at `open` sends at most one value: its observer parameter's every `onNext`
    /// is followed by its `onCompleted`, and there is at least one.
    private func sendsOneValue(closure open: Int) -> Bool {
        let close = Int(code.partner[open])
        guard close > open else { return false }
        var position = open + 1
        // `[weak self]`, then `observer`, `(observer)` or `observer -> Disposable`, then `in`.
        if code.isPunct(position, "["), Int(code.partner[position]) > position {
            position = Int(code.partner[position]) + 1
        }
        if code.isPunct(position, "(") { position += 1 }
        guard position < close, code.tokens[position].kind == .identifier, code.keywords[position] == .none else {
            return false
        }
        let observer = code.hashes[position]
        let parameter = position
        var values = 0
        position = parameter + 1
        while position < close {
            defer { position += 1 }
            guard code.hashes[position] == observer, code.tokens[position].kind == .identifier,
                !code.isPunct(position - 1, ".")
            else { continue }
            guard position + 3 < close, code.isPunct(position + 1, "."), code.isPunct(position + 3, "(") else {
                return false
            }
            let event = code.hashes[position + 2]
            if event == Self.onErrorHash || event == Self.onCompletedHash { continue }
            guard event == Self.onNextHash, case let paren = Int(code.partner[position + 3]), paren > position
            else { return false }
            var next = paren + 1
            while code.isPunct(next, ";") { next += 1 }
            guard next + 3 < close, code.hashes[next] == observer, code.isPunct(next + 1, "."),
                code.hashes[next + 2] == Self.onCompletedHash, code.isPunct(next + 3, "(")
            else { return false }
            values += 1
        }
        return values > 0
    }

    /// The called names' tokens the value of the bare name at `index` needs, when it is a local constant of the body
    /// (`let allMemos: Observable<[Memo]> = store.fetch(request)`, `let observable = Observable.create { … }`) whose
    /// whole initializer is an expression of one value; nil otherwise.
    private func localValue(_ index: Int, depth: Int) -> [Int]? {
        guard code.tokens[index].kind == .identifier, code.isLowercaseWord(index), code.keywords[index] == .none,
            !code.isPunct(index - 1, "."), case let hash = code.hashes[index]
        else { return nil }
        var nearest: TypedName?
        for typed in typedNames where typed.hash == hash && typed.name >= 0 && typed.name < index {
            guard typed.blockEnd >= index, nearest.map({ $0.name < typed.name }) ?? true else { continue }
            nearest = typed
        }
        guard let local = nearest, code.keywords[local.name - 1] == .let, local.initializer > local.name,
            case let end = code.initializerEnd(from: local.initializer) - 1, end < index,
            let (start, calls) = oneValueExpression(last: end, lower: local.initializer - 1, depth: depth + 1),
            start == local.initializer
        else { return nil }
        return calls
    }

    /// Operators that keep a stream of one value one value, or none (`map`, `compactMap`, `do`, `observe(on:)`,
    /// `retry`): a function returning such a chain on a call of a one-value function gives one value too.
    private static let keepingOneValue: Set<UInt64> = Set(
        [
            "map", "compactMap", "filter", "do", "observe", "observeOn", "subscribeOn", "asObservable", "retry",
            "share", "shareReplay", "timeout", "delay", "debug", "catchErrorJustReturn", "catchAndReturn",
        ].map(WordTable.hash))

    /// Operators whose closure's result replaces the value (`flatMap { user in self.fetch(user.id) }`) or a failure
    /// (`catchError { _ in .just(cached) }`): one value when the stream and the closure's result each give one.
    private static let replacingOneValue: Set<UInt64> = Set(
        ["flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "catchError", "catch"].map(WordTable.hash))

    private static let andThenHash: UInt64 = 0xb413_7aae_b8d7_7db9  // WordTable.hash("andThen")
    private static let justHash: UInt64 = 0xeaf5_5edd_f815_959f  // WordTable.hash("just")
    private static let errorHash: UInt64 = 0x9f74_52dd_75d5_4d31  // WordTable.hash("error")
    private static let zipHash: UInt64 = 0xce4e_0a19_876f_9b74  // WordTable.hash("zip")
    private static let doHash: UInt64 = 0x0891_5907_b53b_b494  // WordTable.hash("do")
    private static let combineLatestHash: UInt64 = 0x7932_9d66_0996_a3e1  // WordTable.hash("combineLatest")
    /// RxCocoa's `URLSession` requests (`rx.data(request:)`, `rx.json(url:)`) and their labels.
    private static let requestNames: Set<UInt64> = Set(["data", "json", "response"].map(WordTable.hash))
    private static let requestLabels: Set<UInt64> = Set(["request", "url"].map(WordTable.hash))

    /// For a function whose signature's only Rx type is the `Observable` it returns and whose body ends in returning an
    /// expression of one value (`oneValueExpression`: `return remote.fetchCollections(q).map { $0.items }`,
    /// `local.get().flatMap { user in user.isEmpty ? self.fetch(user.token) : .just(user) }`), the called names' tokens
    /// that must each be a one-value function's call: the resolver marks the function one value when they are
    /// (`CallSiteResolver.propagatingOneValue`); empty for one that needs none (`return .just(user)`). Nil otherwise.
    /// A ReactorKit reactor's `-> Observable<Mutation>` is none: the library subscribes to it, whatever each case
    /// returns.
    func oneValueCalls(_ declaration: Declaration, rxTypes: [String]) -> [Int]? {
        guard let (end, close) = observableBody(declaration, rxTypes: rxTypes), close > end + 2,
            !(code.hashes[end - 2] == Self.mutationHash && code.isOperator(end - 3, .less))
        else { return nil }
        return oneValueStatement(last: close - 1, open: end)
    }

    private static let mutationHash: UInt64 = 0xe59b_2b11_3530_cde2  // WordTable.hash("Mutation")

    /// The calls of the last statement of the body opened at `open` whose last token is `last`, when that statement is
    /// an expression of one value (`oneValueExpression`), returned or alone, and each other `return` leaving the body
    /// before it, the last statement of its block or `switch` case (`statementEnd`), returns one value too (`guard let
    /// items else { return .error(e) }`); or, when the body ends in a statement (`switch`, `if`/`else`, `do`/`catch`),
    /// when it has `return`s and each returns one value. Nil otherwise.
    private func oneValueStatement(last: Int, open: Int, depth: Int = 0) -> [Int]? {
        var calls: [Int] = []
        var start = last + 1
        if code.isPunct(last, "}"), case let block = Int(code.partner[last]), block > open, closesStatement(block) {
            // The body ends in a statement (`switch kind { case 0: return .just(0) … }`): its `return`s are all.
            guard ((open + 1)..<last).contains(where: { code.keywords[$0] == .return && returnsFrom(open, $0) })
            else { return nil }
        } else {
            guard let (expression, found) = oneValueExpression(last: last, lower: open, depth: depth) else {
                return nil
            }
            calls = found
            start = expression
            if code.keywords[start - 1] == .return { start -= 1 }
            guard
                start - 1 == open || code.keywords[start - 1] == .in
                    || code.tokens[start - 1].line < code.tokens[start].line || code.isPunct(start - 1, ";")
            else { return nil }
        }
        for index in (open + 1)..<start where code.keywords[index] == .return && returnsFrom(open, index) {
            guard case let end = statementEnd(after: index, in: enclosingBrace(of: index, within: open)), end > index,
                let (first, inner) = oneValueExpression(last: end, lower: index, depth: depth + 1),
                first == index + 1
            else { return nil }
            calls += inner
        }
        return calls
    }

    /// Whether the braces opened at `open` are a statement's block (`if`, `guard … else`, `else`, `do`, `switch`,
    /// `for`…), not a closure's.
    private func closesStatement(_ open: Int) -> Bool {
        code.keywords[open - 1] == .else || code.keywords[open - 1] == .do || code.opensStatementBody(open)
    }

    /// The `{` of a call's one closure, trailing (`{ user in … }`, at `closure`) or its one argument (`({ user in
    /// … })`, in the parentheses at `arguments`); nil for a call with none, or with both, or with more arguments. -1 is
    /// none.
    private func soleClosure(_ closure: Int, _ arguments: Int) -> Int? {
        if closure >= 0 { return arguments < 0 ? closure : nil }
        guard arguments >= 0, code.isPunct(arguments + 1, "{"),
            Int(code.partner[arguments + 1]) + 1 == Int(code.partner[arguments])
        else { return nil }
        return arguments + 1
    }

    /// The last token of the statement starting at `index`, the last one of the block opened at `open` or of its
    /// `switch` case: the token before the block's `}` or the next case's `case` or `default:` (`guard let items else
    /// { log(e); return .error(e) }`, `case .cached: return .just(user)`). A statement that is not the last of its
    /// block or case ends there too, and is no expression of one value read back from there.
    private func statementEnd(after index: Int, in open: Int) -> Int {
        let close = Int(code.partner[open])
        guard close > index else { return -1 }
        var position = index + 1
        while position < close {
            let isCase = code.keywords[position] == .case
            if isCase || code.hashes[position] == ScanPass.defaultHash && code.isPunct(position + 1, ":"),
                code.tokens[position].line > code.tokens[position - 1].line || code.isPunct(position - 1, ";")
            {
                return position - 1
            }
            let partner = Int(code.partner[position])
            position = partner > position ? partner + 1 : position + 1
        }
        return close - 1
    }

    /// Whether the `return` at `index` leaves the body opened at `open`: the braces around it, up to that body's, are
    /// statements' blocks (`if`, `guard … else`, `else`, `do`, `for`…), not a closure's.
    private func returnsFrom(_ open: Int, _ index: Int) -> Bool {
        var brace = enclosingBrace(of: index, within: open)
        while brace > open {
            guard closesStatement(brace) else { return false }
            brace = enclosingBrace(of: brace, within: open)
        }
        return true
    }

    /// The `{` of the innermost braces around `index` inside the body opened at `open`, or `open`.
    private func enclosingBrace(of index: Int, within open: Int) -> Int {
        var position = index - 1
        while position > open {
            if code.isPunct(position, "{") { return position }
            if code.isPunct(position, "}") || code.isPunct(position, ")") || code.isPunct(position, "]"),
                case let partner = Int(code.partner[position]), partner > open, partner < position
            {
                position = partner - 1
                continue
            }
            position -= 1
        }
        return open
    }

    /// Reading back from `last` to no further than `lower`: an expression of one value, its first token and the called
    /// names' tokens that must each be a one-value function's call. A chain (`oneValueChain`), or a conditional
    /// whose both branches are (`user.isEmpty ? self.fetch(user.token) : Observable.just(user)`).
    private func oneValueExpression(last: Int, lower: Int, depth: Int) -> (start: Int, calls: [Int])? {
        guard depth < 6, let (start, calls) = oneValueChain(last: last, lower: lower, depth: depth) else { return nil }
        guard start - 1 > lower, code.isPunct(start - 1, ":") else { return (start, calls) }
        guard let (first, more) = oneValueChain(last: start - 2, lower: lower, depth: depth), first - 1 > lower,
            code.isOperator(first - 1, .question), !code.isPostfixMark(first - 1)
        else { return nil }
        // The condition: names, members and calls, parenthesized or not, `!` before them.
        guard var condition = chainStart(first - 2, lower: lower) else { return nil }
        if condition - 1 > lower, code.isOperator(condition - 1, .bang), !code.isPostfixMark(condition - 1) {
            condition -= 1
        }
        return (condition, more + calls)
    }

    /// Reading back from `last` to no further than `lower`: a chain of one value, its first token and the called
    /// names' tokens that must each be a one-value function's call. Right to left: operators keeping one value
    /// (`keepingOneValue`), `flatMap` and `catchError` whose closure returns one value, `andThen` of one value (what
    /// comes before it sends none), then the call starting it (`remote.fetch(id)`, its receiver's names and calls
    /// before it), or `Observable.just(x)`, `.just(x)`, `.error(e)`.
    private func oneValueChain(last: Int, lower: Int, depth: Int) -> (start: Int, calls: [Int])? {
        var position = last
        var calls: [Int] = []
        while position > lower {
            var closure = -1
            var arguments = -1
            if code.isPunct(position, "}") {
                closure = Int(code.partner[position])
                guard closure > lower, closure < position else { return nil }
                position = closure - 1
            }
            if code.isPunct(position, ")") {
                arguments = Int(code.partner[position])
                guard arguments > lower, arguments < position else { return nil }
                position = arguments - 1
            }
            let called = closure >= 0 || arguments >= 0
            // `let observable = Observable.create { … }` then `return observable.share(replay: 1)`: the local's value.
            if !called, position > lower, let local = localValue(position, depth: depth) {
                return (position, calls + local)
            }
            guard called, position > lower, code.tokens[position].kind == .identifier, code.isLowercaseWord(position),
                code.keywords[position] == .none
                    || code.hashes[position] == Self.doHash && code.isPunct(position - 1, ".")
            else { return nil }
            let name = code.hashes[position]
            let member = code.isPunct(position - 1, ".")
            if member, Self.keepingOneValue.contains(name) {
                position -= 2
                continue
            }
            if member, Self.replacingOneValue.contains(name) {
                guard let open = soleClosure(closure, arguments),
                    let inner = oneValueStatement(
                        last: Int(code.partner[open]) - 1, open: open, depth: depth + 1)
                else { return nil }
                calls += inner
                position -= 2
                continue
            }
            if member, name == Self.andThenHash, closure < 0, arguments >= 0 {
                let close = Int(code.partner[arguments])
                guard let (start, inner) = oneValueExpression(last: close - 1, lower: arguments, depth: depth + 1),
                    start == arguments + 1
                else { return nil }
                // What comes before completes without a value: only its start matters.
                guard let receiver = chainStart(position - 2, lower: lower) else { return nil }
                return (receiver, calls + inner)
            }
            guard let start = chainStart(position, lower: lower) else { return nil }
            // `Observable.just(x)`, `Observable<Int>.just(x)`: the type, then its member.
            let typed =
                start < position - 1
                && (code.hashes[start] == Self.observableHash || code.hashes[start] == Self.singleHash)
            // `Observable.zip(a(), b())`: one value when each argument is.
            if member, typed, arguments >= 0, name == Self.zipHash || name == Self.combineLatestHash {
                var inner: [Int]? = []
                code.forEachArgument(arguments) { _, first, end in
                    var from = first
                    if code.tokens[from].kind == .identifier, code.isPunct(from + 1, ":") { from += 2 }
                    guard let found = oneValueExpression(last: end - 1, lower: from - 1, depth: depth + 1),
                        found.start == from
                    else {
                        inner = nil
                        return false
                    }
                    inner? += found.calls
                    return true
                }
                guard let inner, Int(code.partner[arguments]) > arguments + 1 else { return nil }
                return (start, calls + inner)
            }
            // RxCocoa's `session.rx.data(request: r)`, `rx.json(url: u)`, `rx.response(request: r)`: a request
            // run once.
            if member, closure < 0, arguments >= 0, Self.requestNames.contains(name), position >= 2,
                code.hashes[position - 2] == ScanPass.rxHash, code.isPunct(arguments + 2, ":"),
                Self.requestLabels.contains(code.hashes[arguments + 1])
            {
                return (start, calls)
            }
            // `Observable<User>.create { observer in … }` sending one value, then completing; also `create({ … })`.
            if member, name == Self.createHash, typed || start == position - 1 {
                guard let open = soleClosure(closure, arguments) else { return nil }
                return sendsOneValue(closure: open) ? (start, calls) : nil
            }
            if member, name == Self.justHash || name == Self.errorHash, closure < 0 {
                // `Observable.just(x)`, `Single.just(x)`, or `.just(x)` where the type is implied.
                return typed || start == position - 1 ? (start, calls) : nil
            }
            return (start, calls + [position])
        }
        return nil
    }

    /// For the called name at `name`, bare or on `self` (`self.refresh(token: t)`), when it names some of the file's
    /// functions: the lines of those whose first parameter's label is the call's first argument's
    /// (`completeCheckout(user:)`, not `completeCheckout(note:)`), none when none is; nil for another call.
    func ownFunctionLines(called name: Int) -> [Int]? {
        let bare = !code.isPunct(name - 1, ".")
        guard bare || code.hashes[name - 2] == Self.selfHash && !code.isPunct(name - 3, ".") else { return nil }
        let hash = code.hashes[name]
        let named = declarations.filter { $0.kind == .function && code.hashes[$0.name] == hash }
        guard !named.isEmpty else { return nil }
        let label = code.isPunct(name + 1, "(") ? firstLabel(call: name + 1) : nil
        return named.compactMap { declaration in
            guard case .parameters(let open) = declaration.labels,
                label.map({ $0 == firstLabel(parameters: open) }) ?? true
            else { return nil }
            return Int(code.tokens[declaration.name].line)
        }
    }

    /// The first argument's label of the call whose `(` is at `open`: its hash, 0 for an unlabeled one, -1 for none.
    private func firstLabel(call open: Int) -> Int64 {
        guard Int(code.partner[open]) > open + 1 else { return -1 }
        return code.tokens[open + 1].kind == .identifier && code.isPunct(open + 2, ":")
            ? Int64(bitPattern: code.hashes[open + 1]) : 0
    }

    /// The first parameter's argument label of the list whose `(` is at `open`, as `firstLabel(call:)` gives it.
    private func firstLabel(parameters open: Int) -> Int64 {
        guard Int(code.partner[open]) > open + 1, code.tokens[open + 1].kind == .identifier else { return -1 }
        return code.hashes[open + 1] == CodeTokens.underscore ? 0 : Int64(bitPattern: code.hashes[open + 1])
    }

    /// The first token of the chain whose last token is `last`, no further back than `lower`: names joined by `.`,
    /// calls, subscripts, trailing closures and postfix `?` and `!` (`self.remote?.fetch(id)`, `.just(x)`, `(a ||
    /// b)`); nil when it ends in something else.
    private func chainStart(_ last: Int, lower: Int) -> Int? {
        var position = last
        while position > lower {
            while position > lower, code.isPostfixMark(position) { position -= 1 }
            guard position > lower else { return nil }
            if code.isPunct(position, ")") || code.isPunct(position, "}") || code.isPunct(position, "]") {
                let open = Int(code.partner[position])
                guard open > lower, open < position else { return nil }
                // A call's parentheses, a subscript, a trailing closure: what they apply to comes before, on their
                // line; else they start the chain (`(a || b)`, `return (x)`).
                let before = open - 1
                guard before > lower, code.tokens[before].line == code.tokens[open].line, endsOperand(before) else {
                    return open
                }
                position = before
                continue
            }
            guard code.tokens[position].kind == .identifier,
                code.keywords[position] == .none || code.hashes[position] == Self.selfHash
                    || code.hashes[position] == Self.doHash
            else { return nil }
            guard position - 1 > lower, code.isPunct(position - 1, ".") else { return position }
            var before = position - 2
            // `Observable<Int>.just(1)`: the type before its generic arguments.
            if before > lower, code.isOperator(before, .greater), let open = code.genericOpen(before: before),
                open - 1 > lower, code.isCapitalizedWord(open - 1)
            {
                before = open - 1
            }
            // `return .just(x)`, `in .just(x)`: a keyword is no receiver; the implicit member starts the chain.
            guard before > lower, endsOperand(before) else { return position - 1 }
            position = before
        }
        return nil
    }

    /// Whether the token at `index` can end an operand a call, member or subscript applies to: a name that is no
    /// keyword (`self` is one), a closing bracket, a postfix `?` or `!`.
    private func endsOperand(_ index: Int) -> Bool {
        code.tokens[index].kind == .identifier && (code.keywords[index] == .none || code.hashes[index] == Self.selfHash)
            || code.isPunct(index, ")") || code.isPunct(index, "]") || code.isPunct(index, "}")
            || code.isPostfixMark(index)
    }
}

extension CallSiteResolver {
    /// An API by its file's and its own index in the inventories.
    private struct APIIndex: Hashable {
        var file: Int
        var api: Int
    }

    /// Marks one value (`RxAPI.emitsOneValue`) each function whose returned calls (`RxAPI.oneValueCalls`,
    /// `oneValueOwnCalls`) are all one-value (or `Single`) functions' and no other function's (an overload that is no
    /// one value: `fetch(with: Int)` beside a one-value `fetch(with: Bool)`), layer after layer (a data source's
    /// `fetch`, the repository returning it mapped, the use case returning that); and a protocol's requirement whose
    /// implementations outside tests all give one value, with the test doubles implementing it, which must keep
    /// conforming. Until nothing changes. Then an implementation keeps its requirement's type, and an override its
    /// base member's. The inventories are read once, field by field: most APIs play no part.
    static func propagatingOneValue(_ inventories: inout [FileInventory?]) {
        // Each inventory's APIs are moved out, with its path and test flag, and moved back at the end: read through
        // `inventories[file]?.apis`, each inventory was copied whole, every array and string of it retained.
        var apis = [[RxAPI]](repeating: [], count: inventories.count)
        var paths = [String](repeating: "", count: inventories.count)
        var tests = [Bool](repeating: false, count: inventories.count)
        func lend(_ inventory: inout FileInventory, _ file: Int) {
            swap(&apis[file], &inventory.apis)
            paths[file] = inventory.path
            tests[file] = inventory.isTest
        }
        // A field looked at through a pointer: `inventories[$0] != nil` copied each inventory to compare it.
        let present = inventories.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { inventories in buffer.indices.filter { inventories[$0]?.isTest != nil } } ?? []
        }
        for file in present { lend(&inventories[file]!, file) }
        defer { for file in present { swap(&apis[file], &inventories[file]!.apis) } }
        // The one type compared in place: an array literal to compare with is built, and freed, at each call.
        let isFunction = { (api: RxAPI) in
            api.kind == .function && api.rxTypes.count == 1 && api.rxTypes[0] == "Observable"
        }
        var sources: [APIIndex] = []
        var wrappers: [APIIndex] = []
        var implementers: [APIIndex] = []
        var overriders: [APIIndex] = []
        var names: Set<String> = []
        for file in present {
            // Each API read in place, field by field: a copy of it would retain a dozen arrays and strings.
            apis[file].withUnsafeBufferPointer { fileAPIs in
                for index in fileAPIs.indices {
                    let single =
                        fileAPIs[index].kind == .function && fileAPIs[index].rxTypes.count == 1
                        && fileAPIs[index].rxTypes[0] == "Single"
                    if fileAPIs[index].emitsOneValue || single {
                        sources.append(APIIndex(file: file, api: index))
                        names.insert(fileAPIs[index].name)
                    } else if !fileAPIs[index].oneValueCalls.isEmpty {
                        wrappers.append(APIIndex(file: file, api: index))
                        names.insert(fileAPIs[index].name)
                    }
                    if !fileAPIs[index].implements.isEmpty { implementers.append(APIIndex(file: file, api: index)) }
                    if !fileAPIs[index].overrides.isEmpty { overriders.append(APIIndex(file: file, api: index)) }
                }
            }
        }
        // Nothing gives one value: nothing to carry, nothing to keep consistent.
        guard !sources.isEmpty else { return }
        func api(_ index: APIIndex) -> RxAPI { apis[index.file][index.api] }
        func path(_ index: APIIndex) -> String { paths[index.file] }
        // The declarations implementations and overrides name, by place.
        var referenced: [SourceLocation: APIIndex] = [:]
        for index in implementers + overriders {
            for place in api(index).implements + api(index).overrides {
                referenced[place] = APIIndex(file: -1, api: -1)
            }
        }
        if !referenced.isEmpty {
            let referencedPaths = Set(referenced.keys.map(\.path))
            for file in present where referencedPaths.contains(paths[file]) {
                for index in apis[file].indices {
                    let place = SourceLocation(
                        path: paths[file], line: apis[file][index].line, column: apis[file][index].column)
                    if referenced[place] != nil { referenced[place] = APIIndex(file: file, api: index) }
                }
            }
        }
        var implementations: [SourceLocation: [APIIndex]] = [:]
        for index in implementers {
            for requirement in api(index).implements { implementations[requirement, default: []].append(index) }
        }
        // The places calling one-value functions, and those also calling another function of such a name (an
        // overload), by path: only of the files holding wrappers.
        let wrapperPaths = Set(wrappers.map(path))
        // Place -> how many functions of no one value (yet) it calls.
        var oneValue: [String: [Int: Int]] = [:]
        var other: [String: [Int: Int]] = [:]
        func addCallers(_ index: APIIndex, _ into: inout [String: [Int: Int]], _ count: Int) {
            for caller in apis[index.file][index.api].callers where wrapperPaths.contains(caller.path) {
                into[caller.path, default: [:]][SourcePlace.of(line: caller.line, column: caller.column), default: 0] +=
                    count
            }
        }
        var marked = Set(sources)
        if !wrapperPaths.isEmpty {
            for index in sources { addCallers(index, &oneValue, 1) }
            var named: [APIIndex] = []
            for file in present {
                apis[file].withUnsafeBufferPointer { fileAPIs in
                    for index in fileAPIs.indices
                    where names.contains(fileAPIs[index].name) && !marked.contains(APIIndex(file: file, api: index)) {
                        named.append(APIIndex(file: file, api: index))
                    }
                }
            }
            for index in named { addCallers(index, &other, 1) }
        }
        // Each pass marks at least one more function, or stops; the depth of a call chain bounds it.
        for _ in 0..<16 {
            var marks: [APIIndex] = []
            for index in wrappers where !marked.contains(index) {
                let wrapper = api(index)
                let fileAPIs = apis[index.file]
                let places = oneValue[paths[index.file]] ?? [:]
                let others = other[paths[index.file]] ?? [:]
                let own = wrapper.oneValueCalls.filter { $0 < 0 }.allSatisfy { negated in
                    let line = -negated
                    let named = fileAPIs.indices.filter { fileAPIs[$0].kind == .function && fileAPIs[$0].line == line }
                    return !named.isEmpty && named.allSatisfy { marked.contains(APIIndex(file: index.file, api: $0)) }
                }
                if own,
                    wrapper.oneValueCalls.allSatisfy({ $0 < 0 || (places[$0] ?? 0) > 0 && (others[$0] ?? 0) == 0 })
                {
                    marks.append(index)
                }
            }
            for (requirement, implementing) in implementations.sorted(by: { $0.key < $1.key }) {
                guard let index = referenced[requirement], index.file >= 0, !marked.contains(index),
                    isFunction(api(index))
                else { continue }
                let production = implementing.filter { !tests[$0.file] }
                guard !production.isEmpty, production.allSatisfy(marked.contains) else { continue }
                marks.append(index)
                marks += implementing.filter { !marked.contains($0) && isFunction(api($0)) }
            }
            guard !marks.isEmpty else { break }
            for index in marks where !marked.contains(index) {
                marked.insert(index)
                apis[index.file][index.api].emitsOneValue = true
                // Its callers now call one value, and no longer a function of none.
                addCallers(index, &oneValue, 1)
                if names.contains(api(index).name) { addCallers(index, &other, -1) }
            }
        }
        // An implementation keeps its requirement's type: one value only where the requirement is (a double's
        // `.just(nil)` of a requirement another implementation sends several values from stays an `Observable`).
        for (requirement, implementing) in implementations {
            guard let index = referenced[requirement], index.file >= 0, !api(index).emitsOneValue else {
                continue
            }
            for place in implementing { apis[place.file][place.api].emitsOneValue = false }
        }
        // An override keeps its base member's type: a base of one value whose overrides outside tests all give one
        // value has them all so (a test double's `override` returning a stored `.empty()` too); else none is.
        var overriding: [SourceLocation: [APIIndex]] = [:]
        for index in overriders {
            for base in api(index).overrides { overriding[base, default: []].append(index) }
        }
        for (base, subclasses) in overriding {
            guard let index = referenced[base], index.file >= 0 else { continue }
            let declared = api(index)
            let production = subclasses.filter { !tests[$0.file] }
            let keeps = declared.emitsOneValue && production.allSatisfy { api($0).emitsOneValue }
            if !keeps { apis[index.file][index.api].emitsOneValue = false }
            for place in subclasses where isFunction(api(place)) {
                apis[place.file][place.api].emitsOneValue = keeps
            }
        }
    }
}

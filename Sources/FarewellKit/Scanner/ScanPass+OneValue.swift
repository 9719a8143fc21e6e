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
    private static let createHash = WordTable.hash("create")
    private static let onNextHash = WordTable.hash("onNext")
    private static let onCompletedHash = WordTable.hash("onCompleted")
    private static let onErrorHash = WordTable.hash("onError")

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

    /// Operators that keep a stream of one value one value, or none (`map`, `compactMap`, `do`, `observe(on:)`,
    /// `retry`): a function returning such a chain on a call of a one-value function gives one value too.
    private static let keepingOneValue: Set<UInt64> = Set(
        [
            "map", "compactMap", "filter", "do", "observe", "observeOn", "subscribeOn", "asObservable", "retry",
            "share", "timeout", "delay", "debug",
        ].map(WordTable.hash))

    /// For a function whose signature's only Rx type is the `Observable` it returns and whose body ends in returning a
    /// call with only `keepingOneValue` operators after it (`return remote.fetchCollections(q).map { $0.items }`), the
    /// called name's token: the resolver marks the function one value when that call is one of a one-value function's
    /// (`CallSiteResolver.propagatingOneValue`). Nil otherwise.
    func oneValueCall(_ declaration: Declaration, rxTypes: [String]) -> Int? {
        guard let (end, close) = observableBody(declaration, rxTypes: rxTypes), close > end + 2 else { return nil }
        var position = close - 1
        var inner = -1
        // Right to left: `.map { }`, `.observe(on: s)`, then the call (`fetchCollections(q)`), then its receiver.
        while position > end {
            var called = false
            if code.isPunct(position, "}") || code.isPunct(position, ")") {
                let open = Int(code.partner[position])
                guard open > end, open < position else { return nil }
                called = true
                position = open - 1
                if code.isPunct(position, ")") {
                    let paren = Int(code.partner[position])
                    guard paren > end, paren < position else { return nil }
                    position = paren - 1
                }
            }
            guard position > end, code.tokens[position].kind == .identifier, code.isLowercaseWord(position),
                code.keywords[position] == .none
            else { return nil }
            if called, inner < 0, Self.keepingOneValue.contains(code.hashes[position]), code.isPunct(position - 1, ".")
            {
                position -= 2
                continue
            }
            guard called, inner < 0 else { break }
            inner = position
            break
        }
        guard inner > end else { return nil }
        // The receiver: names, `.`, `?`, `!` and calls, back to the statement's start.
        var start = inner
        while start - 1 > end {
            let before = start - 1
            if code.isPunct(before, ".") || code.isOperator(before, .question) || code.isOperator(before, .bang) {
                start = before
            } else if code.isPunct(before, ")"), Int(code.partner[before]) > end, Int(code.partner[before]) < before {
                start = Int(code.partner[before])
            } else if code.tokens[before].kind == .identifier,
                code.keywords[before] == .none || code.hashes[before] == Self.selfHash,
                code.tokens[before].line == code.tokens[start].line || code.isPunct(start, ".")
            {
                start = before
            } else {
                break
            }
        }
        if code.keywords[start - 1] == .return { start -= 1 }
        guard start - 1 == end || code.tokens[start - 1].line < code.tokens[start].line || code.isPunct(start - 1, ";"),
            !((end + 1)..<start).contains(where: { code.keywords[$0] == .return })
        else { return nil }
        return inner
    }
}

extension CallSiteResolver {
    /// Marks one value (`RxAPI.emitsOneValue`) each function whose returned call (`RxAPI.oneValueCall`) is one of a
    /// one-value function's and of no other function's (an overload that is no one value: `fetch(with: Int)` beside a
    /// one-value `fetch(with: Bool)`), layer after layer (a data source's `fetch`, the repository returning it mapped,
    /// the use case returning that); and a protocol's requirement whose implementations outside tests all give one
    /// value, with the test doubles implementing it, which must keep conforming. Until nothing changes.
    static func propagatingOneValue(_ inventories: inout [FileInventory?]) {
        guard inventories.contains(where: { $0?.apis.contains(where: \.emitsOneValue) ?? false }) else { return }
        // Requirement -> the APIs implementing it, by file and API index.
        var implementations: [SourceLocation: [(file: Int, api: Int)]] = [:]
        var declarations: [SourceLocation: (file: Int, api: Int)] = [:]
        for file in inventories.indices {
            guard let inventory = inventories[file] else { continue }
            for api in inventory.apis.indices {
                let declared = inventory.apis[api]
                declarations[SourceLocation(path: inventory.path, line: declared.line, column: declared.column)] = (
                    file, api
                )
                for requirement in declared.implements { implementations[requirement, default: []].append((file, api)) }
            }
        }
        let isFunction = { (api: RxAPI) in api.kind == .function && api.rxTypes == ["Observable"] }
        // Each pass marks at least one more function, or stops; the depth of a call chain bounds it.
        for _ in 0..<16 {
            var oneValue: [String: Set<Int>] = [:]
            var other: [String: Set<Int>] = [:]
            for inventory in inventories {
                for api in inventory?.apis ?? [] {
                    for caller in api.callers {
                        let place = SourcePlace.of(line: caller.line, column: caller.column)
                        if api.emitsOneValue {
                            oneValue[caller.path, default: []].insert(place)
                        } else {
                            other[caller.path, default: []].insert(place)
                        }
                    }
                }
            }
            var marks: [(file: Int, api: Int)] = []
            for file in inventories.indices {
                guard let inventory = inventories[file], let places = oneValue[inventory.path] else { continue }
                let others = other[inventory.path] ?? []
                for api in inventory.apis.indices {
                    let call = inventory.apis[api].oneValueCall
                    if !inventory.apis[api].emitsOneValue, call != 0, places.contains(call), !others.contains(call) {
                        marks.append((file, api))
                    }
                }
            }
            for (requirement, implementing) in implementations.sorted(by: { $0.key < $1.key }) {
                guard let (file, api) = declarations[requirement], let declared = inventories[file]?.apis[api],
                    !declared.emitsOneValue, isFunction(declared)
                else { continue }
                let production = implementing.filter { inventories[$0.file]?.isTest == false }
                guard !production.isEmpty,
                    production.allSatisfy({ inventories[$0.file]?.apis[$0.api].emitsOneValue == true })
                else { continue }
                marks.append((file, api))
                marks += implementing.filter { place in
                    inventories[place.file].map { !$0.apis[place.api].emitsOneValue && isFunction($0.apis[place.api]) }
                        ?? false
                }
            }
            guard !marks.isEmpty else { return }
            for (file, api) in marks { inventories[file]?.apis[api].emitsOneValue = true }
        }
    }
}

/// Parameter lists: Rx-typed parameter names, and selector labels for enclosing names.
extension ScanPass {
    /// Records the Rx-typed parameter names of the parameter list opened at `open`, and, for a function or an
    /// initializer's type named `function` (a name hash; 0 for none), each parameter's type (`parameterTypes`);
    /// returns its label bits, all and those without a default value (as `CodeTokens.parameterBits` gives them).
    mutating func recordParameters(_ open: Int, function: UInt64 = 0) -> (labels: UInt64, required: UInt64) {
        var labels: UInt64 = 0
        var required: UInt64 = 0
        var position = 0
        code.forEachParameter(open) { start, colon, end in
            defer { position += 1 }
            let named = colon < end && colon > start
            if function != 0 {
                let labeled =
                    named && code.tokens[start].kind == .identifier && code.hashes[start] != CodeTokens.underscore
                parameterTypes.append(
                    ParameterType(
                        slot: ParameterType.slot(
                            function: function, label: labeled ? code.hashes[start] : Reference.unlabeled,
                            position: position),
                        type: named ? code.namedType(from: colon + 1, to: end) : 0))
            }
            guard named else { return }
            let bits = code.labelBits(start: start, colon: colon, end: end)
            labels |= bits.labels
            required |= bits.required
            guard code.tokens[colon - 1].kind == .identifier else { return }
            typedNames.append(
                TypedName(
                    hash: code.hashes[colon - 1], name: colon - 1, typeStart: code.afterRxModule(colon + 1, end: end),
                    typeEnd: end, initializer: -1))
            if code.isCapitalizedWord(colon - 1) { capitalizedValues.append(code.hashes[colon - 1]) }
        }
        return (labels, required)
    }

    /// The types the file's own types hold (`FileScan.heldTypes`): their properties' (`fields`, the typed ones,
    /// `let viewModel: ProfileViewModel`, `let reactor = HomeReactor()`) and their initializers' parameters'
    /// (`init(viewModel: ProfileViewModel)`), sorted and unique. `own`: the types the file declares, sorted; the
    /// properties of a type another file declares, in an extension here, are that type's.
    func heldTypes(_ fields: [TypedField], own: [UInt64]) -> [UInt64] {
        guard !own.isEmpty else { return [] }
        var held: [UInt64] = []
        for field in fields where field.owner != 0 && own.sortedContains(field.owner) { held.append(field.type) }
        for parameter in initializerParameters where own.sortedContains(parameter.owner) { held.append(parameter.type) }
        return held.sortedUnique()
    }
}

extension CodeTokens {
    /// Calls `body` with the token range of each parameter of the list opened at `open`, and the position
    /// of its first `:` (the range's end when it has none).
    func forEachParameter(_ open: Int, _ body: (_ start: Int, _ colon: Int, _ end: Int) -> Void) {
        forEachArgument(open, generics: true) { _, start, end in
            if end > start {
                var colon = start
                while colon < end, !isPunct(colon, ":") { colon += 1 }
                body(start, colon, end)
            }
            return true
        }
    }

    /// Whether the first parameter of the list opened at `open` takes a metatype (`_ type: T.Type`, `of kind:
    /// AppError.Type = AppError.self`).
    func firstParameterTakesMetatype(_ open: Int) -> Bool {
        var first: (colon: Int, end: Int)?
        forEachParameter(open) { _, colon, end in
            if first == nil { first = (colon, end) }
        }
        guard let first, first.colon < first.end else { return false }
        var last = first.colon + 1
        while last < first.end, !isOperator(last, .equal) { last += 1 }
        return last - 2 > first.colon && isPunct(last - 2, ".") && hashes[last - 1] == CodeTokens.typeKeywordHash
            && tokens[last - 1].kind == .identifier
    }

    /// The hash of `Type`, a metatype's last word (`T.Type`).
    static let typeKeywordHash: UInt64 = 0xd222_3afb_7d6b_100d  // WordTable.hash("Type")

    /// True when the call opened at `open` passes an argument labelled with the name of `hash` (`scheduler:`).
    func passesLabel(_ open: Int, _ hash: UInt64) -> Bool {
        var found = false
        forEachArgument(open) { _, start, end in
            found =
                start + 1 < end && hashes[start] == hash && tokens[start].kind == .identifier
                && isPunct(start + 1, ":")
            return !found
        }
        return found
    }

    /// The hash of `scheduler`, the label that makes a number argument RxSwift 4's `RxTimeInterval`
    /// (`throttle(1, scheduler: s)`).
    static let schedulerHash: UInt64 = 0xa3e6_6bbb_9ba9_c7fa  // WordTable.hash("scheduler")

    /// Calls `body` with each argument of the list opened at `open` (a call's or a declaration's parentheses):
    /// its position from 0 and its tokens from `start` up to `end`, the `,` or `)` after it (an empty range for
    /// an empty argument). Commas count at the list's top level only: nested brackets and closures are skipped,
    /// and with `generics`, a generic argument list written against a name (`Feedback<State, Event>`), which in
    /// a call may be a comparison instead. `body` returns false to stop.
    func forEachArgument(
        _ open: Int, generics: Bool = false, _ body: (_ position: Int, _ start: Int, _ end: Int) -> Bool
    ) {
        let close = Int(partner[open])
        guard close > open + 1 else { return }
        var position = 0
        var start = open + 1
        var index = open + 1
        while index <= close {
            if index == close || isPunct(index, ",") {
                guard body(position, start, index) else { return }
                position += 1
                start = index + 1
            } else if isPunct(index, "(") || isPunct(index, "[") || isPunct(index, "{") {
                let end = Int(partner[index])
                if end > index, end < close { index = end }
            } else if generics, isOperator(index, .less), touchesNext(index - 1) {
                let end = angleEnd(from: index)
                if end > index, end < close { index = end }
            }
            index += 1
        }
    }

    /// The argument labels a call of the parameter list opened at `open` can start with, as name hashes
    /// (`Reference.unlabeled` for `_` and for a parameter written without a separate label's colon): the
    /// first parameter's, then each next one's while every parameter before it has a default value; last,
    /// `Reference.noArguments` when every parameter has one.
    func argumentLabels(_ open: Int) -> [UInt64] {
        var labels: [UInt64] = []
        var reachable = true
        forEachParameter(open) { start, colon, end in
            guard reachable else { return }
            let labeled =
                colon < end && colon > start && tokens[start].kind == .identifier
                && hashes[start] != CodeTokens.underscore
            labels.append(labeled ? hashes[start] : Reference.unlabeled)
            reachable = hasDefaultValue(after: colon, before: end)
        }
        // Every parameter has a default value: a call may pass none (`name()`).
        if reachable, !labels.isEmpty { labels.append(Reference.noArguments) }
        return labels
    }

    /// Whether the parameter whose type starts after `colon` has a default value (`= 1`) before `end`.
    private func hasDefaultValue(after colon: Int, before end: Int) -> Bool {
        var position = colon + 1
        while position < end {
            if isOperator(position, .equal) { return true }
            let opens = isPunct(position, "(") || isPunct(position, "[") || isPunct(position, "{")
            if opens, partner[position] > position {
                position = Int(partner[position])
            }
            position += 1
        }
        return false
    }

    static let underscore: UInt64 = 0xaf64_124c_8602_484e  // WordTable.hash("_")

    /// Appends the `a:b:` labels of the parameter list opened at `open` to `bytes` (`_:` for unlabeled and,
    /// in subscripts, for parameters without an argument label).
    func appendSelectorLabels(_ open: Int, subscriptLabels: Bool, to bytes: inout [UInt8]) {
        forEachParameter(open) { start, colon, end in
            if colon < end, colon > start, !(subscriptLabels && colon - start < 2) {
                appendText(of: start, to: &bytes)
            } else {
                bytes.append(UInt8(ascii: "_"))
            }
            bytes.append(UInt8(ascii: ":"))
        }
    }

    /// Appends the bytes of the token at `index` to `bytes`.
    func appendText(of index: Int, to bytes: inout [UInt8]) {
        let token = tokens[index]
        bytes.append(contentsOf: source[token.start..<token.end])
    }
}

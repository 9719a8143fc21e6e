/// Syntactic positions of an identifier: declared name, argument label, type context, call label.
extension CodeTokens {
    /// `class Observable`, `func subscribe`, `let rx`: the name being declared.
    func isDeclaredName(_ index: Int) -> Bool {
        index > 0 && keywords[index - 1].declaresName
    }

    /// `f(rx: 1)`, `func f(rx: Int)`, `func f(_ rx: Int)`: a label or parameter name.
    func isArgumentLabel(_ index: Int) -> Bool {
        guard isPunct(index + 1, ":") else { return false }
        if isPunct(index - 1, "(") || isPunct(index - 1, ",") { return true }
        return index > 1 && tokens[index - 1].kind == .identifier
            && (isPunct(index - 2, "(") || isPunct(index - 2, ","))
    }

    /// `func reduce(state previous: State)`: a parameter's label followed by its name, no value read.
    func isLabelBeforeParameterName(_ index: Int) -> Bool {
        (isPunct(index - 1, "(") || isPunct(index - 1, ",")) && index + 2 < count
            && tokens[index + 1].kind == .identifier && isPunct(index + 2, ":")
    }

    /// `Single<`, `Single.x` (also with `.x` starting the next line), `Single(`, `: Single`, `-> Single`,
    /// `as? Single`, `<Single`, `, Single` in a type's inheritance clause, `RxSwift.Single` (after a module
    /// `scanner` takes for an Rx library's).
    func isTypeContext(_ index: Int, headerEnd typeHeaderEnd: Int, scanner: SourceScanner) -> Bool {
        if touchesNext(index), isOperator(index + 1, .less) || isPunct(index + 1, "(") { return true }
        if isPunct(index + 1, "."), index + 2 < count, tokens[index + 2].kind == .identifier,
            touchesNext(index) || (tokens[index + 1].line > tokens[index].line && touchesNext(index + 1))
        {
            return true
        }
        let previous = index - 1
        guard previous >= 0 else { return false }
        if isPunct(previous, ":") || isOperator(previous, .arrow) || isOperator(previous, .less)
            || isOperator(previous, .ampersand)
        {
            return true
        }
        if isPunct(previous, ","), index < typeHeaderEnd { return true }
        // An array's element or a dictionary's key type: `[Feedback]`, `[Signal: Int]`.
        if isPunct(previous, "["), isPunct(index + 1, "]") || isPunct(index + 1, ":") { return true }
        switch keywords[previous] {
        case .as, .is, .some, .any, .extension: return true
        default: break
        }
        if isOperator(previous, .question) || isOperator(previous, .bang) {
            return previous > 0 && keywords[previous - 1] == .as
        }
        if isPunct(previous, "."), previous > 0, tokens[previous - 1].kind == .identifier {
            let module = tokens[previous - 1].text(in: source)
            return scanner.isRxModule(module)
        }
        return false
    }

    /// The first argument of the call at `index`: `name(label: x)`, `name(x)`, `name()`, `name { }`.
    func callLabel(_ index: Int) -> CallLabel {
        let next = index + 1
        guard next < count else { return .none }
        if isPunct(next, "{") { return .trailingClosure }
        guard isPunct(next, "("), tokens[next].line == tokens[index].line else { return .none }
        let first = next + 1
        if isPunct(first, ")") { return .empty }
        if first < count, tokens[first].kind == .identifier, isPunct(first + 1, ":") { return .label(hashes[first]) }
        return .unlabeled
    }
}

extension CodeTokens {
    /// The arguments of the call whose `(` is at `open`: how many the parentheses hold (commas at their top
    /// level, closures and nested brackets skipped), a bit for each label they write (`labelBit`), whether
    /// a `{` follows the `)`, which may be a trailing closure (or, after `if f(x)`, a block), and a bit for each of
    /// the first 64 that is `nil` alone (`reload: nil`, `reload(nil)`; `nilLabels` names them): a mask, not an array,
    /// so reading a call allocates nothing.
    func arguments(_ open: Int) -> (count: Int, labels: UInt64, kinds: UInt32, trailing: Bool, nils: UInt64) {
        let close = Int(partner[open])
        guard close > open else { return (0, 0, 0, false, 0) }
        let trailing = isPunct(close + 1, "{")
        guard close > open + 1 else { return (0, 0, 0, trailing, 0) }
        var count = 0
        var labels: UInt64 = 0
        var kinds: UInt32 = 0
        var nils: UInt64 = 0
        forEachArgument(open) { position, start, end in
            count += 1
            let bits = argumentBits(at: start)
            labels |= bits
            if position < 8 { kinds |= UInt32(argumentKind(endingAt: end - 1)) << (4 * position) }
            if position < 64,
                end == start + 3 && bits & ~CodeTokens.inoutBit != 0 && isNil(start + 2)
                    || end == start + 1 && isNil(start)
            {
                nils |= 1 << UInt64(position)
            }
            return true
        }
        return (count, labels, kinds, trailing, nils)
    }

    /// The labels of the arguments of the call whose `(` is at `open` that `positions` marks (`arguments`'s `nils`):
    /// a labeled one's name hash (`reload: nil`), an unlabeled one's `positionLabel` (`reload(nil)`).
    func nilLabels(_ open: Int, positions: UInt64) -> [UInt64] {
        var labels: [UInt64] = []
        forEachArgument(open) { position, start, end in
            if position < 64, positions & 1 << UInt64(position) != 0 {
                labels.append(end == start + 1 ? CodeTokens.positionLabel(position) : hashes[start])
            }
            return true
        }
        return labels
    }

    /// Whether the token at `index` is `nil`.
    private func isNil(_ index: Int) -> Bool {
        hashes[index] == CodeTokens.nilHash && tokens[index].kind == .identifier
    }

    /// The hash of `nil`.
    static let nilHash: UInt64 = 0x2146_ba19_257d_c6ac  // WordTable.hash("nil")

    /// What stands for an argument label where an unlabeled argument at `position` (from 0) and the parameter it
    /// fills have none (`nil` of `reload(nil)`, `_ trigger` of `func reload(_ trigger: Observable<Void>?)`), among
    /// labels' name hashes (`NilArgument`, `APIShape.rxParameterLabels`): a small number, which no name hashes to.
    static func positionLabel(_ position: Int) -> UInt64 { CodeTokens.firstPositionLabel + UInt64(position) }

    /// The position a `positionLabel` stands for; nil for a label's name hash.
    static func position(ofLabel label: UInt64) -> Int? {
        label >= CodeTokens.firstPositionLabel && label < CodeTokens.firstPositionLabel + (1 << 16)
            ? Int(label - CodeTokens.firstPositionLabel) : nil
    }

    /// What a call names the parameter written from `start` to its `colon` by: its argument label's name hash
    /// (`reload` of `reload: Observable<Void>?`), or for `_`, the `positionLabel` of `position`, the position of its
    /// argument in every call; nil for `_` without one.
    func parameterLabel(start: Int, colon: Int, position: Int?) -> UInt64? {
        guard colon > start else { return nil }
        guard hashes[start] != CodeTokens.underscore else { return position.map(CodeTokens.positionLabel) }
        return tokens[start].kind == .identifier ? hashes[start] : nil
    }

    /// The `positionLabel` of the first argument: above `Reference.unlabeled` and `Reference.noArguments`.
    private static let firstPositionLabel: UInt64 = 16

    /// The kind of an argument that ends at `index`: `valueKind` for a call's result (`then(self.showHelp())`,
    /// `then(Observable.create { observer in … })`), else its name's `streamKind`.
    private func argumentKind(endingAt index: Int) -> UInt8 {
        if isPunct(index, ")") || isPunct(index, "}"), case let open = Int(partner[index]), open > 0, open < index,
            tokens[open - 1].kind == .identifier && keywords[open - 1] == .none
                || isPunct(index, "}") && isPunct(open - 1, ")")
        {
            return CodeTokens.valueKind
        }
        return streamKind(endingAt: index)
    }

    /// `CodeTokens.streamKinds`' kind of an argument that ends at `index` in another value's member
    /// (`viewModel.stateDriver`, `label: service.isLoadingSignal`) spelling a stream type at its end, by the
    /// project's naming, or in a name ending in `Bag` (`disposeBag`): 0 for anything else (a call's result, a
    /// literal, `state`). The file's own names (`hideSpinnerObservable`, `self?.stateObservable`, and
    /// `owner.stateObservable` in a `withUnretained(self)` closure) tell nothing: one given `.asDriver()` keeps the
    /// name it had.
    func streamKind(endingAt index: Int) -> UInt8 {
        guard index > 1, tokens[index].kind == .identifier, keywords[index] == .none else { return 0 }
        let member = isPunct(index - 1, ".") && !CodeTokens.selfNames.contains(hashes[beforePostfixMarks(index - 2)])
        guard member || isPunct(index - 1, "(") || isPunct(index - 1, ",") || isPunct(index - 1, ":") else {
            return 0
        }
        let token = tokens[index]
        // The suffixes end in `r`, `l`, `e` or `g`: most names are told apart by their last byte.
        switch source[token.end - 1] {
        case UInt8(ascii: "r"), UInt8(ascii: "l"), UInt8(ascii: "e"), UInt8(ascii: "g"): break
        default: return 0
        }
        for (suffix, kind) in CodeTokens.streamSuffixes where token.end - token.start >= suffix.count {
            if !member, kind != CodeTokens.bagKind { continue }
            let start = token.end - suffix.count
            // The suffix's first letter in either case: `driver`, `stateDriver`.
            guard source[start] | 0x20 == suffix[0] | 0x20,
                source[(start + 1)..<token.end].elementsEqual(suffix[1...])
            else { continue }
            return kind
        }
        return 0
    }

    /// The types an argument's name can spell at its end, with their `streamKinds` kinds: `stateDriver`,
    /// `disposeBag`.
    static let streamSuffixes: [(suffix: [UInt8], kind: UInt8)] = [
        (Array("Driver".utf8), 1), (Array("Signal".utf8), 2), (Array("Observable".utf8), 3), (Array("Bag".utf8), 7),
    ]

    /// The types a parameter's kind (4 bits) can name, from 1; an argument's name spells some of them
    /// (`streamSuffixes`): a `Driver` argument fits neither a `Signal`, an `Observable`, a `DisposeBag` nor a
    /// function parameter (`functionKind`), which only an overload set of the project's own tells apart
    /// (`subscribe(bag, stateDriver)`).
    static let streamKinds: [UInt64] = [
        0xb0c4_4bf7_b8de_9adf,  // WordTable.hash("Driver")
        0x38cb_a0a3_54bb_3929,  // WordTable.hash("Signal")
        0xda0e_9f26_c50f_0728,  // WordTable.hash("Observable")
        0xbe45_08f0_9222_c889,  // WordTable.hash("Single")
        0x12da_9f0b_3091_436b,  // WordTable.hash("Maybe")
        0x580e_5505_fabc_954f,  // WordTable.hash("Completable")
        0xb70c_0055_6512_3050,  // WordTable.hash("DisposeBag")
        0x7eae_7972_54d0_8ed1,  // WordTable.hash("PublishRelay")
        0x0925_6fc4_b787_54a4,  // WordTable.hash("BehaviorRelay")
        0x45e0_128e_f2b8_e230,  // WordTable.hash("PublishSubject")
        0x7682_c65b_711e_9265,  // WordTable.hash("BehaviorSubject")
        0xcb11_b38c_6b1c_8f6f,  // WordTable.hash("ImmediateSchedulerType")
        0x9894_76de_f630_83ba,  // WordTable.hash("SchedulerType")
    ]
    /// The kind of `DisposeBag`, which a name ending in `Bag` holds wherever it is declared.
    static let bagKind: UInt8 = 7

    /// The kind of a parameter that takes a function (`_ onNext: ((T) -> Void)?`).
    static let functionKind: UInt32 = 15

    /// The kind of an argument that is a call's result (`then(self.showHelp())`): a value, which fits any parameter
    /// but one taking a function (`then(_ closure: () -> Observable<E>?)`), and `@autoclosure` ones.
    static let valueKind: UInt8 = 14

    /// What calls of the parameter list opened at `open` must fit: `labels`, the `labelBit`s of its parameters'
    /// argument labels and `inoutBit` when one is `inout`; `required`, those of the labeled parameters without a
    /// default value (nor variadic), which every call writes (but for a trailing closure's); `kinds`, the
    /// `streamKinds` kind of each of the first 8 parameters, 4 bits each, as far as each argument is the
    /// parameter of its position (before a parameter with a default value or a variadic one), 0 for a type of
    /// another kind.
    func parameterBits(_ open: Int) -> (
        labels: UInt64, required: UInt64, kinds: UInt32, mapped: UInt8, optionalElements: UInt8
    ) {
        var labels: UInt64 = 0
        var required: UInt64 = 0
        var kinds: UInt32 = 0
        var mappedPositions: UInt8 = 0
        var optionalElements: UInt8 = 0
        var position = 0
        var mapped = true
        forEachParameter(open) { start, colon, end in
            guard colon < end, colon > start else {
                mapped = false
                return
            }
            let bits = labelBits(start: start, colon: colon, end: end)
            labels |= bits.labels
            required |= bits.required
            guard mapped, position < 8 else { return }
            mappedPositions |= 1 << position
            var type = colon + 1
            var autoclosure = false
            while type < end, tokens[type].kind == .attribute || hashes[type] == CodeTokens.inoutHash {
                autoclosure = autoclosure || isAutoclosure(type)
                type += 1
            }
            // An `@autoclosure` parameter takes the value its function returns: no kind tells it.
            if !autoclosure, type < end, isCapitalizedWord(type),
                let kind = CodeTokens.streamKinds.firstIndex(of: hashes[type])
            {
                kinds |= UInt32(kind + 1) << (4 * position)
                if elementIsOptional(type) { optionalElements |= 1 << position }
            } else if !autoclosure, type < end, isPunct(type, "("),
                ((type + 1)..<end).contains(where: { isOperator($0, .arrow) })
            {
                kinds |= CodeTokens.functionKind << (4 * position)
            }
            position += 1
            if bits.omitted { mapped = false }
        }
        return (labels, required, kinds, mappedPositions, optionalElements)
    }

    /// The `Reference.short` of the type the first parameter of the list opened at `open` is written with, when that is
    /// one capitalized name, generic, optional or not, and no stream (`ActivityIndicator` of `(_ indicator:
    /// ActivityIndicator, ...)`, `SingleItemResource` of `SingleItemResource<T>`); 0 for anything else (`[Item]`,
    /// `T`'s of a generic function alike: a placeholder is a name too, which only an exact match of another overload's
    /// type sets aside).
    func firstParameterType(_ open: Int) -> UInt32 {
        var found: UInt32 = 0
        var first = true
        forEachParameter(open) { start, colon, end in
            defer { first = false }
            guard first, colon > start, colon + 1 < end, isCapitalizedWord(colon + 1), keywords[colon + 1] == .none,
                CodeTokens.streamKinds.firstIndex(of: hashes[colon + 1]) == nil
            else { return }
            var after = colon + 2
            // `SingleItemResource<T>`: the generic type's name.
            if after < end, isOperator(after, .less), case let close = angleEnd(from: after), close > after, close < end
            {
                after = close + 1
            }
            while after < end, isPostfixMark(after) { after += 1 }
            if after == end || isOperator(after, .equal) { found = Reference.short(hashes[colon + 1]) }
        }
        return found
    }

    /// Whether the generic argument of the type named at `head` is optional: `BehaviorRelay<Element?>`,
    /// `BehaviorRelay<String?>(value: nil)`; not `BehaviorRelay<String>` nor `BehaviorRelay<String>?`.
    func elementIsOptional(_ head: Int) -> Bool {
        guard isOperator(head + 1, .less) else { return false }
        let close = angleEnd(from: head + 1)
        guard close > head + 1, close < count else { return false }
        // `?>` may be one operator run, or `?` a postfix mark of its own before `>`.
        return source[tokens[close].start] == UInt8(ascii: "?") || isOperator(close - 1, .question)
    }

    /// What the parameter from `start` to `end`, its first `:` at `colon`, adds to its list's `parameterBits`: its
    /// label's `labelBit` (none for `_`), also `required` unless a call may leave it out, and `inoutBit` when it is
    /// `inout`; and whether a call may leave it out (a default value, variadic).
    func labelBits(start: Int, colon: Int, end: Int) -> (labels: UInt64, required: UInt64, omitted: Bool) {
        let omission = omission(after: colon, before: end)
        let omitted = omission.defaulted || omission.variadic
        var labels: UInt64 = 0
        var required: UInt64 = 0
        if tokens[start].kind == .identifier, hashes[start] != CodeTokens.underscore {
            labels = CodeTokens.labelBit(hashes[start])
            if !omitted { required = labels }
        }
        if hashes[colon + 1] == CodeTokens.inoutHash { labels |= CodeTokens.inoutBit }
        return (labels, required, omitted)
    }

    /// Whether arguments of `kinds` (`streamKind`, 4 bits a position) can be passed to parameters of
    /// `parameters` (`parameterKinds`): at no position are both known and different.
    static func fits(_ kinds: UInt32, _ parameters: UInt32) -> Bool {
        var position: UInt32 = 0
        while position < 32 {
            let argument = kinds >> position & 15
            let parameter = parameters >> position & 15
            if argument != 0, parameter != 0, argument != parameter,
                argument != UInt32(valueKind) || parameter == functionKind
            {
                return false
            }
            position += 4
        }
        return true
    }

    /// The bits of the argument that starts at `position`: `labelBit` of its label (`name` in `name: x`), and
    /// `inoutBit` when it passes `&value`.
    @inline(__always)
    func argumentBits(at position: Int) -> UInt64 {
        guard position + 1 < count else { return 0 }
        if isOperator(position, .ampersand) { return CodeTokens.inoutBit }
        guard tokens[position].kind == .identifier, isPunct(position + 1, ":") else { return 0 }
        return CodeTokens.labelBit(hashes[position]) | (isOperator(position + 2, .ampersand) ? CodeTokens.inoutBit : 0)
    }

    /// Two distinct bits of 63 for an argument label's name hash: a call can reach a declaration only when each of its
    /// labels' bits are among the declaration's (`subscribeTo(single, onSuccess: f)` is no call of
    /// `subscribeTo(_:onNext:)`). Two labels may share their bits, which only keeps a candidate: among the six
    /// labels of a long parameter list, another label's bits are all set about once in thirty times (with one bit
    /// of 16, the first width, one time in three: `debugResponse:` passed to a function without it).
    @inline(__always)
    static func labelBit(_ hash: UInt64) -> UInt64 {
        let mixed = hash ^ hash >> 29
        // Two distinct bits: the second never falls on the first (`disposeBag:` had one bit, which `viewModel:` and
        // `coordinator:` set between them).
        let first = mixed % 63
        return 1 << first | 1 << ((first + 1 + (mixed >> 32) % 62) % 63)
    }

    /// The bit of an `inout` parameter, and of a call passing `&value`, which only an `inout` parameter takes.
    static let inoutBit: UInt64 = 1 << 63

    static let inoutHash: UInt64 = 0x37d8_1b8f_660a_9c22  // WordTable.hash("inout")

    /// How many arguments a call of the parameter list opened at `open` passes: from the parameters without
    /// a default value (nor variadic) to all of them, `Int.max` with a variadic one (`_ values: Int...`).
    func argumentRange(_ open: Int) -> ClosedRange<Int> {
        var required = 0
        var total = 0
        var variadic = false
        forEachParameter(open) { _, colon, end in
            total += 1
            let omission = omission(after: colon, before: end)
            // A variadic parameter may take no argument at all.
            if !omission.defaulted, !omission.variadic { required += 1 }
            variadic = variadic || omission.variadic
        }
        return required...(variadic ? Int.max : total)
    }

    /// Whether the parameter whose type starts after `colon` has a default value (`= 1`) or is variadic
    /// (`Int...`) before `end`: a call may leave it out.
    func omission(after colon: Int, before end: Int) -> (defaulted: Bool, variadic: Bool) {
        var position = colon + 1
        var variadic = false
        while position < end {
            if isOperator(position, .equal) { return (true, variadic) }
            if isEllipsis(position) { variadic = true }
            let opens = isPunct(position, "(") || isPunct(position, "[") || isPunct(position, "{")
            if opens, partner[position] > position { position = Int(partner[position]) }
            position += 1
        }
        return (false, variadic)
    }

    /// Whether the last parameter of the list opened at `open` takes a closure: its type, before any default
    /// value, holds `->` (`@escaping (Int) -> Void`, `(() -> Void)?`).
    func lastTakesClosure(_ open: Int) -> Bool {
        var last: (colon: Int, end: Int)?
        forEachParameter(open) { _, colon, end in last = (colon, end) }
        guard let last else { return false }
        var position = last.colon + 1
        while position < last.end, !isOperator(position, .equal) {
            // An `@autoclosure` parameter takes a value, which no trailing closure is.
            if isAutoclosure(position) { return false }
            if isOperator(position, .arrow) { return true }
            position += 1
        }
        return false
    }

    /// Whether the token at `index` is the attribute `@autoclosure`.
    private func isAutoclosure(_ index: Int) -> Bool {
        tokens[index].kind == .attribute && tokens[index].equals("@autoclosure", in: source)
    }

    /// The type a `where Base: X` or `where Base == X` clause in `start..<end` names, as a name hash; 0 for none.
    func reactiveBase(from start: Int, to end: Int) -> UInt64 {
        reactiveBaseIndex(from: start, to: end).map { hashes[$0] } ?? 0
    }

    /// The token of the type `Base` is bound to in `start..<end`, or nil; of a qualified name, its last
    /// (`ActionView` of `where Base: HomeScene.ActionView`), the name the nested type's code declares values with.
    func reactiveBaseIndex(from start: Int, to end: Int) -> Int? {
        var position = start
        while position + 2 < end {
            if hashes[position] == ScanPass.baseHash,
                isPunct(position + 1, ":") || isOperator(position + 1, .equal)
                    || (tokens[position + 1].kind == .operator && tokens[position + 1].equals("==", in: source))
            {
                var type = position + 2
                guard isCapitalizedWord(type) else { return nil }
                while type + 2 < end, isPunct(type + 1, "."), isCapitalizedWord(type + 2) { type += 2 }
                return type
            }
            position += 1
        }
        return nil
    }

    /// Whether the type at `type`, found by `reactiveBaseIndex`, follows `==` (`where Base == NSButton`): only that
    /// class's `Reactive` has the members, not its subclasses' nor other classes'.
    func bindsBaseExactly(_ type: Int) -> Bool {
        type > 0 && tokens[type - 1].kind == .operator && tokens[type - 1].equals("==", in: source)
    }

    /// The first requirement of a `where` clause in `start..<end` on a name written alone, bound with `==` or `:` to
    /// a type (`T == UIButton` of `extension Ext where T == UIButton`, `T: UIControl`); none for `T.Element == Int`.
    func parameterConstraint(from start: Int, to end: Int) -> ParameterConstraint {
        let end = min(end, count)
        guard let clause = (start..<end).first(where: { keywords[$0] == .where }) else { return ParameterConstraint() }
        var position = clause + 1
        while position + 2 < end {
            if isCapitalizedWord(position), position == clause + 1 || isPunct(position - 1, ","),
                isPunct(position + 1, ":")
                    || tokens[position + 1].kind == .operator
                        && tokens[position + 1].equals("==", in: source),
                isCapitalizedWord(position + 2)
            {
                return ParameterConstraint(
                    parameter: hashes[position], type: hashes[position + 2], isExact: bindsBaseExactly(position + 2))
            }
            position += 1
        }
        return ParameterConstraint()
    }

    /// The name hash of the stream type a `where` clause in `start..<end` narrows an extension of a generic Rx type to
    /// (`Single` of `extension PrimitiveSequence where Trait == SingleTrait`, `Driver` of `where SharingStrategy ==
    /// DriverSharingStrategy`); 0 for none.
    func streamTrait(from start: Int, to end: Int) -> UInt64 {
        guard let clause = (start..<min(end, count)).first(where: { keywords[$0] == .where }) else { return 0 }
        for position in clause..<min(end, count) {
            if let stream = CodeTokens.streamTraits[hashes[position]] { return stream }
        }
        return 0
    }

    /// RxSwift's and RxCocoa's traits, by name hash, with the name hash of the stream type each one makes.
    static let streamTraits: [UInt64: UInt64] = {
        let traits = [
            ("SingleTrait", "Single"), ("MaybeTrait", "Maybe"), ("CompletableTrait", "Completable"),
            ("DriverSharingStrategy", "Driver"), ("SignalSharingStrategy", "Signal"),
        ]
        var result: [UInt64: UInt64] = [:]
        for (trait, stream) in traits { result[WordTable.hash(trait)] = WordTable.hash(stream) }
        return result
    }()

    /// Whether the token at `index` is the operator `...`.
    private func isEllipsis(_ index: Int) -> Bool {
        tokens[index].kind == .operator && tokens[index].equals("...", in: source)
    }
}

extension WordTable.Keyword {
    /// Keywords followed by the name they declare.
    var declaresName: Bool {
        switch self {
        case .class, .struct, .enum, .protocol, .actor, .func, .typealias, .associatedtype, .case, .let, .var:
            return true
        default:
            return false
        }
    }
}

/// Receivers typed by their declarations: after `let repository: UserRepositoryType`, `repository.fetch()`
/// is a call on `UserRepositoryType`, whatever the name alone suggests.
extension ScanPass {
    /// The type each lower-case name of the file is declared with (`let repository: UserRepositoryType`,
    /// `init(service: AuthServicing)`, `let api = GitHubAPI()`), when the file gives it one type.
    func declaredReceiverTypes() -> DeclaredTypes {
        var declarations: [(key: UInt32, type: UInt64)] = []
        declarations.reserveCapacity(typedNames.count)
        for typed in typedNames where typed.name >= 0 && code.isLowercaseWord(typed.name) {
            let type =
                typed.typeStart < typed.typeEnd
                ? annotatedType(from: typed.typeStart, to: typed.typeEnd)
                : typed.initializer >= 0 ? constructedType(typed.initializer) : 0
            if type != 0 { declarations.append((Reference.short(code.capitalizedHash(typed.name)), type)) }
        }
        return DeclaredTypes(declarations)
    }

    /// Gives each receiver in `references` that the file declares with a type (`declared`) that type.
    func typeReceivers(_ references: inout [Reference], _ declared: DeclaredTypes) {
        guard !declared.isEmpty else { return }
        for index in references.indices where references[index].receiverKey != 0 {
            if let type = declared.type(of: references[index].receiverKey) { references[index].setReceiverType(type) }
        }
    }

    /// The type named by an annotation (`UserRepositoryType`, `UserRepositoryType?`, `any AuthServicing`,
    /// `Network.Client`, `MoyaProvider<API>`), or 0 for anything else (`[Item]`, `() -> Void`, `A & B`,
    /// `Foo.Type`).
    private func annotatedType(from start: Int, to end: Int) -> UInt64 {
        var position = start
        while position < end, case let keyword = code.keywords[position],
            keyword == .some || keyword == .any || keyword == .inout
        {
            position += 1
        }
        guard position < end, code.isCapitalizedWord(position), code.keywords[position] == .none else { return 0 }
        while position + 2 < end, code.isPunct(position + 1, "."), code.isCapitalizedWord(position + 2) {
            position += 2
        }
        let next = position + 1
        if next < end, code.isPunct(next, ".") || code.isOperator(next, .ampersand) || code.isOperator(next, .arrow) {
            return 0
        }
        let hash = code.hashes[position]
        return hash == ScanPass.metatypeHash || hash == ScanPass.protocolMetatypeHash ? 0 : hash
    }

    /// The type an initializer expression gives when it is only `Type(...)` or `Type<T>(...)`
    /// (`GitHubAPI()`, not `Service.shared` or `Builder().build()`), or a cast (`viewModel as? DetailViewModel`).
    private func constructedType(_ index: Int) -> UInt64 {
        if index + 1 < code.count, code.tokens[index].kind == .identifier, code.keywords[index + 1] == .as {
            var type = index + 2
            if code.isOperator(type, .question) || code.isOperator(type, .bang) { type += 1 }
            return code.isCapitalizedWord(type) && code.keywords[type] == .none ? code.hashes[type] : 0
        }
        guard code.isCapitalizedWord(index), code.keywords[index] == .none else { return 0 }
        var open = index + 1
        if code.isOperator(open, .less) { open = code.angleEnd(from: open) + 1 }
        guard code.isPunct(open, "(") else { return 0 }
        let close = Int(code.partner[open])
        guard close > open else { return 0 }
        let after = close + 1
        if after < code.count, code.isPunct(after, ".") || code.isOperator(after, .question)
            || code.isOperator(after, .bang)
        {
            return 0
        }
        return code.hashes[index]
    }

    static let metatypeHash = WordTable.hash("Type")
    static let protocolMetatypeHash = WordTable.hash("Protocol")
}

/// Lower-case names and the one type the file declares each with, keyed as `Reference` keeps a receiver
/// (the shortened hash of the name capitalized).
struct DeclaredTypes {
    /// Sorted by key, one pair per key; type 0 for a name declared with several types.
    private var pairs: [(key: UInt32, type: UInt64)] = []

    init(_ declarations: [(key: UInt32, type: UInt64)]) {
        // Keys and positions in one sortable word: sorting plain integers is far cheaper than tuples.
        guard !declarations.isEmpty else { return }
        var order = declarations.indices.map { UInt64(declarations[$0].key) << 32 | UInt64($0) }
        order.sort()
        pairs.reserveCapacity(declarations.count)
        for word in order {
            let pair = declarations[Int(word & 0xFFFF_FFFF)]
            if let last = pairs.last, last.key == pair.key {
                if last.type != pair.type { pairs[pairs.count - 1].type = 0 }
            } else {
                pairs.append(pair)
            }
        }
    }

    var isEmpty: Bool { pairs.isEmpty }

    /// The one type declared for `receiver`; nil when the file declares none or several.
    func type(of receiver: UInt32) -> UInt64? {
        let low = pairs.lowerBound(of: receiver) { $0.key }
        guard low < pairs.count, pairs[low].key == receiver, pairs[low].type != 0 else { return nil }
        return pairs[low].type
    }
}

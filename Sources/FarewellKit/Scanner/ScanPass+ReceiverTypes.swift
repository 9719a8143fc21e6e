/// Receivers typed by their declarations: after `let repository: UserRepositoryType`, `repository.fetch()`
/// is a call on `UserRepositoryType`, whatever the name alone suggests.
extension ScanPass {
    /// The type each lower-case name of the file is declared with (`let repository: UserRepositoryType`,
    /// `init(service: AuthServicing)`, `let api = GitHubAPI()`), when the file gives it one type.
    func declaredReceiverTypes() -> DeclaredTypes {
        var declared = DeclaredTypes()
        for typed in typedNames where typed.name >= 0 && code.isLowercaseWord(typed.name) {
            let type =
                typed.typeStart < typed.typeEnd
                ? annotatedType(from: typed.typeStart, to: typed.typeEnd)
                : typed.initializer >= 0 ? constructedType(typed.initializer) : 0
            if type != 0 { declared.declare(Reference.short(capitalizedHash(typed.name)), type) }
        }
        return declared
    }

    /// `references` with each receiver that the file declares with a type (`declared`) given that type.
    func typingReceivers(_ references: [Reference], _ declared: DeclaredTypes) -> [Reference] {
        guard !declared.isEmpty else { return references }
        var typed = references
        for index in typed.indices where typed[index].receiverKey != 0 {
            if let type = declared.type(of: typed[index].receiverKey) { typed[index].setReceiverType(type) }
        }
        return typed
    }

    /// The type named by an annotation (`UserRepositoryType`, `UserRepositoryType?`, `any AuthServicing`,
    /// `Network.Client`, `MoyaProvider<API>`), or 0 for anything else (`[Item]`, `() -> Void`, `A & B`,
    /// `Foo.Type`).
    private func annotatedType(from start: Int, to end: Int) -> UInt64 {
        var position = start
        while position < end, [.some, .any, .inout].contains(code.keywords[position]) { position += 1 }
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

    /// The type an initializer expression constructs when it is only `Type(...)`: `GitHubAPI()`, not
    /// `Service.shared` or `Builder().build()`.
    private func constructedType(_ index: Int) -> UInt64 {
        guard code.isCapitalizedWord(index), code.keywords[index] == .none, code.isPunct(index + 1, "(") else {
            return 0
        }
        let close = Int(code.partner[index + 1])
        guard close > index + 1 else { return 0 }
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
    private var table = HashTable()
    /// Type hashes by slot; slot 0 marks a name declared with several types.
    private var types: [UInt64] = [0]

    var isEmpty: Bool { table.isEmpty }

    mutating func declare(_ receiver: UInt32, _ type: UInt64) {
        let key = UInt64(receiver)
        if let slot = table.value(for: key) {
            if types[slot] != type { table.insert(key, value: 0) }
        } else {
            table.insert(key, value: types.count)
            types.append(type)
        }
    }

    /// The one type declared for `receiver`; nil when the file declares none or several.
    func type(of receiver: UInt32) -> UInt64? {
        guard let slot = table.value(for: UInt64(receiver)), slot != 0 else { return nil }
        return types[slot]
    }
}

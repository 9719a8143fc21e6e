/// Declarations: scopes for enclosing names, Rx-typed names, and the records that become `RxAPI`s.
extension ScanPass {
    /// Reacts to a keyword that may start a declaration.
    mutating func declare(_ index: Int) {
        switch keywords[index] {
        case .class, .struct, .enum, .protocol, .actor, .extension:
            declareType(index)
        case .func:
            declareFunction(index, name: index + 1, kind: .function)
        case .`init` where !isPunct(index - 1, "."):
            declareFunction(index, name: index, kind: .initializer)
        case .subscript where !isPunct(index - 1, "."):
            declareFunction(index, name: index, kind: .subscript)
        case .deinit where isPunct(index + 1, "{"):
            let path = join(scopes.last?.path, "deinit")
            pending = Pending(enclosing: path, end: index + 1, body: Scope(path: path, isType: false, isNamed: true, rxSelf: rxSelf))
        case .var, .let:
            declareVariable(index)
        case .typealias, .case:
            declareMember(index)
        default:
            break
        }
    }

    /// True when every open scope is a type: the declaration is visible outside a function body.
    var atTypeLevel: Bool { scopes.allSatisfy(\.isType) }

    private mutating func declareType(_ index: Int) {
        let nameIndex = index + 1
        guard nameIndex < count, tokens[nameIndex].kind == .identifier || tokens[nameIndex].kind == .backtickIdentifier,
            keywords[nameIndex] == .none || keywords[nameIndex].isContextual, !isPunct(index - 1, ".")
        else { return }
        if keywords[index] == .actor, !(isPunct(nameIndex + 1, "{") || isPunct(nameIndex + 1, ":")) { return }
        var name = tokens[nameIndex].text(in: source)
        var last = nameIndex
        while keywords[index] == .extension, isPunct(last + 1, "."), last + 2 < count, tokens[last + 2].kind == .identifier {
            name += "." + tokens[last + 2].text(in: source)
            last += 2
        }
        let end = headerEnd(from: last + 1)
        types.append(name)
        typeHeaderEnd = end
        let access = modifiers(before: index).access
        let path = join(scopes.last?.path, name)
        let members = keywords[index] == .extension || keywords[index] == .protocol ? access : nil
        let rxExtension = keywords[index] == .extension && spellsRxType(nameIndex)
        let body =
            isPunct(end, "{")
            ? Scope(path: path, isType: true, isNamed: true, memberAccess: members, rxSelf: rxExtension) : nil
        pending = Pending(enclosing: path, end: end, body: body)
        if keywords[index] == .protocol, atTypeLevel {
            record(.protocol, name: nameIndex, keyword: index, signature: (last + 1, end), initializer: -1)
        }
    }

    private mutating func declareFunction(_ index: Int, name nameIndex: Int, kind: RxAPI.Kind) {
        guard nameIndex < count else { return }
        var open = nameIndex + 1
        while isOperator(open, "?") || isOperator(open, "!") { open += 1 }
        if isOperator(open, "<") { open = angleEnd(from: open) + 1 }
        let base = tokens[nameIndex].text(in: source)
        var labels = ""
        if isPunct(open, "(") { labels = parameters(open, subscriptLabels: kind == .subscript) }
        let end = signatureEnd(from: nameIndex + 1, variable: false)
        if let arrow = (nameIndex + 1..<end).first(where: { isOperator($0, "->") }), tokens[nameIndex].kind == .identifier {
            // A function returning an Rx type makes `name(...)` chains Rx.
            typedNames.append(TypedName(hash: hashes[nameIndex], typeStart: arrow + 1, typeEnd: end, initializer: -1))
        }
        let path = join(scopes.last?.path, base + "(" + labels + ")")
        let body = isPunct(end, "{") ? Scope(path: path, isType: false, isNamed: true, rxSelf: rxSelf) : nil
        pending = Pending(enclosing: path, end: end, body: body)
        if atTypeLevel { record(kind, name: nameIndex, keyword: index, signature: (nameIndex + 1, end), initializer: -1) }
    }

    private mutating func declareVariable(_ index: Int) {
        let nameIndex = index + 1
        guard nameIndex < count, tokens[nameIndex].kind == .identifier else { return }
        let end = signatureEnd(from: nameIndex + 1, variable: true)
        let typeStart = isPunct(nameIndex + 1, ":") ? nameIndex + 2 : end
        let initializer = isOperator(end, "=") && end + 1 < count ? end + 1 : -1
        typedNames.append(TypedName(hash: hashes[nameIndex], typeStart: typeStart, typeEnd: end, initializer: initializer))
        guard atTypeLevel else { return }
        let computed = isPunct(end, "{")
        let path = computed ? join(scopes.last?.path, tokens[nameIndex].text(in: source)) : scopes.last?.path
        let body = computed ? Scope(path: path, isType: false, isNamed: true, rxSelf: rxSelf) : nil
        pending = Pending(enclosing: path, end: end, body: body)
        let kind: RxAPI.Kind = keywords[index] == .let ? .constant : .variable
        record(kind, name: nameIndex, keyword: index, signature: (nameIndex + 1, end), initializer: initializer)
    }

    /// `typealias X = Driver<Int>` and enum `case loaded(Observable<Int>)` in a type.
    private mutating func declareMember(_ index: Int) {
        let nameIndex = index + 1
        guard nameIndex < count, tokens[nameIndex].kind == .identifier, atTypeLevel else { return }
        let isCase = keywords[index] == .case
        guard !isCase || scopes.last?.isType == true else { return }
        let end = signatureEnd(from: nameIndex + 1, variable: isCase)
        record(isCase ? .case : .typealias, name: nameIndex, keyword: index, signature: (nameIndex + 1, end), initializer: -1)
    }

    private mutating func record(
        _ kind: RxAPI.Kind, name: Int, keyword: Int, signature: (Int, Int), initializer: Int
    ) {
        let access = modifiers(before: keyword).access ?? scopes.last?.memberAccess ?? "internal"
        declarations.append(
            Declaration(
                kind: kind, name: name, access: access, container: scopes.last?.path, signatureStart: signature.0,
                signatureEnd: signature.1, initializer: initializer
            )
        )
    }

    /// True when the identifier at `index` spells a catalog type (`extension ObservableType`).
    func spellsRxType(_ index: Int) -> Bool {
        guard entries[index] >= 0 else { return false }
        return scanner.words.entries[Int(entries[index])].constructs.contains { scanner.matches[$0].isType }
    }

    func join(_ path: String?, _ name: String) -> String {
        guard let path else { return name }
        return path + "." + name
    }
}

extension ScanPass.Scope {
    init(path: String?, isType: Bool, isNamed: Bool, rxSelf: Bool) {
        self.init(path: path, isType: isType, isNamed: isNamed, memberAccess: nil, rxSelf: rxSelf)
    }
}

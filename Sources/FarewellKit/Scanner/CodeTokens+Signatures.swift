/// Reading declaration headers: where a signature ends, parameter labels, modifiers.
extension CodeTokens {
    /// The `{` that opens a type's body, or where the header gives up (`}`, `;`, a far-away token).
    func headerEnd(from start: Int) -> Int {
        var position = start
        var depth = 0
        while position < count, position - start < 1000 {
            if isPunct(position, "(") || isPunct(position, "[") { depth += 1 }
            if isPunct(position, ")") || isPunct(position, "]") { depth -= 1 }
            if depth <= 0, isPunct(position, "{") || isPunct(position, "}") || isPunct(position, ";") {
                return position
            }
            position += 1
        }
        return position
    }

    /// The index after the `>` that closes the generic parameter list opened at `start`.
    func angleEnd(from start: Int) -> Int {
        var depth = 0
        var position = start
        while position < count, position - start < 256 {
            if tokens[position].kind == .operator, !isOperator(position, .arrow) {
                for offset in tokens[position].start..<tokens[position].end {
                    if source[offset] == UInt8(ascii: "<") { depth += 1 }
                    if source[offset] == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth <= 0 { return position }
            } else if isPunct(position, "("), depth > 0, isOperator(position - 1, .less) || isPunct(position - 1, ","),
                case let close = Int(partner[position]), close > position
            {
                // A tuple or function type among the arguments: `PublishSubject<(Int, String)>`.
                position = close + 1
                continue
            } else if isPunct(position, "{") || isPunct(position, "(") {
                return position - 1
            }
            position += 1
        }
        return position
    }

    /// The last of the capitalized names joined by `.` from the type name at `start` (`APIClient` of
    /// `Core.APIClient`, `ViewModel` of `Feed.ViewModel`), or `start` itself.
    func lastQualifiedComponent(from start: Int) -> Int {
        var position = start
        while isPunct(position + 1, "."), isCapitalizedWord(position + 2), keywords[position + 2] == .none {
            position += 2
        }
        return position
    }

    /// The first name of the qualification written before the type named at `type` (`Share` of `Share.ShareView`,
    /// `Core` of `Core.Feed.ViewModel`), as a name hash; 0 for a type named alone. A module's name or an outer type's:
    /// the resolver tells them apart (`ResolverIndex.qualifiedType`).
    func typeQualifier(of type: Int) -> UInt64 {
        var first = type
        while first >= 2, isPunct(first - 1, "."), tokens[first - 2].kind == .identifier, keywords[first - 2] == .none {
            first -= 2
        }
        return first < type ? hashes[first] : 0
    }

    /// Whether the declaration whose parameters open at `open` is `throws` or `rethrows`, before its result or body
    /// (`end`).
    func throwsAfterParameters(_ open: Int, end: Int) -> Bool {
        let close = Int(partner[open])
        guard close > open else { return false }
        var position = close + 1
        while position < end, position < count, !isOperator(position, .arrow), !isPunct(position, "{") {
            if keywords[position] == .throws || keywords[position] == .rethrows { return true }
            position += 1
        }
        return false
    }

    /// Where a declaration's signature ends: its body's `{`, the next declaration, a line break that does
    /// not continue it, or (for `variable`) a top-level `=` or `,`.
    func signatureEnd(from start: Int, variable: Bool) -> Int {
        var position = start
        var depth = 0
        // A variable's type's generic arguments (`var delegate: DelegateProxy<View, Delegate> { … }`): their `,` is
        // no second binding's. Before the `=`, a `<` is never a comparison.
        var angles = 0
        while position < count, position - start < 512 {
            let token = tokens[position]
            if depth == 0, position > start, token.line != tokens[position - 1].line, !continuesSignature(position) {
                return position
            }
            switch token.kind {
            case .punctuation:
                if isPunct(position, "(") || isPunct(position, "[") {
                    depth += 1
                } else if isPunct(position, ")") || isPunct(position, "]") {
                    if depth == 0 { return position }
                    depth -= 1
                } else if depth == 0, isPunct(position, "{") || isPunct(position, "}") || isPunct(position, ";") {
                    return position
                } else if depth == 0, variable, angles == 0, isPunct(position, ",") {
                    return position
                }
            case .operator:
                if depth == 0, variable, isOperator(position, .equal) { return position }
                if variable, !isOperator(position, .arrow) {
                    for offset in token.start..<token.end {
                        if source[offset] == UInt8(ascii: "<") { angles += 1 }
                        if source[offset] == UInt8(ascii: ">"), angles > 0 { angles -= 1 }
                    }
                }
            case .attribute:
                if depth == 0 { return position }
            case .identifier:
                if depth == 0, keywords[position].startsDeclaration { return position }
            default:
                break
            }
            position += 1
        }
        return position
    }

    /// Where the initializer of a stored property that starts at `start` ends: at a line break that does not go on
    /// with it, a top-level `,` or `;`, the `}` closing the type's body, an attribute or the next declaration.
    /// Brackets are passed whole, so `lazy var items = { … }()` ends after its call and
    /// `var count = 0 { didSet { … } }` after its observers; only the tokens between them are read.
    func initializerEnd(from start: Int) -> Int {
        var position = start
        while position < count {
            if position > start, tokens[position].line != tokens[position - 1].line, !continuesInitializer(position) {
                return position
            }
            switch tokens[position].kind {
            case .punctuation:
                if isPunct(position, "(") || isPunct(position, "[") || isPunct(position, "{") {
                    let close = Int(partner[position])
                    guard close > position else { return position }
                    position = close + 1
                    continue
                }
                if isPunct(position, ")") || isPunct(position, "]") || isPunct(position, "}") || isPunct(position, ",")
                    || isPunct(position, ";")
                {
                    return position
                }
            case .attribute:
                return position
            case .identifier:
                // `Item.init(id:)` and `items.lazy` are members, not declarations.
                if keywords[position].startsDeclaration, !isPunct(position - 1, ".") { return position }
            default:
                break
            }
            position += 1
        }
        return position
    }

    /// An initializer going on past a line break: the new line starts with `.`, `:`, `{` or an operator (`.map { }`,
    /// `?? fallback`), or the last one ends with an operator that does not end its operand (`=`, `+`; not the `!` of
    /// `value!`).
    private func continuesInitializer(_ position: Int) -> Bool {
        if tokens[position].kind == .operator || isPunct(position, ".") || isPunct(position, ":")
            || isPunct(position, "{")
        {
            return true
        }
        let previous = position - 1
        return tokens[previous].kind == .operator && !touchesNext(previous - 1)
    }

    /// A signature going on past a line break: `->`, `throws`, `where`, `.`, `&`, `,` at either side.
    private func continuesSignature(_ position: Int) -> Bool {
        switch keywords[position] {
        case .throws, .rethrows, .async, .where: return true
        default: break
        }
        let previous = position - 1
        if keywords[previous] == .where { return true }
        for index in [previous, position] {
            if isOperator(index, .arrow) || isOperator(index, .ampersand) || isPunct(index, ",") || isPunct(index, ".")
            {
                return true
            }
        }
        return isPunct(previous, ":") || isOperator(previous, .less) || isOperator(previous, .equal)
    }

    /// The access modifier written before the keyword at `index` (not `private(set)`), as text and as its keyword
    /// (`.none` without one), and `@_exported`.
    func modifiers(before index: Int) -> (
        access: String?, accessWord: WordTable.Keyword, exported: Bool, isStatic: Bool, isOverride: Bool
    ) {
        var access = WordTable.Keyword.none
        var exported = false
        var isStatic = false
        var isOverride = false
        var position = index - 1
        while position >= 0 {
            let token = tokens[position]
            if token.kind == .identifier, keywords[position].isModifier {
                if keywords[position].isAccess, !isPunct(position + 1, "(") { access = keywords[position] }
                if keywords[position] == .static || keywords[position] == .class { isStatic = true }
                if keywords[position] == .override { isOverride = true }
            } else if token.kind == .attribute {
                if token.equals("@_exported", in: source) { exported = true }
            } else if isPunct(position, ")"), partner[position] > 0 {
                let before = Int(partner[position]) - 1
                guard tokens[before].kind == .attribute || keywords[before].isModifier else { break }
                position = before
                continue
            } else {
                break
            }
            position -= 1
        }
        return (access.accessText, access, exported, isStatic, isOverride)
    }
}

extension WordTable.Keyword {
    /// Words that start the next declaration, ending the signature before them.
    var startsDeclaration: Bool {
        switch self {
        case .func, .var, .let, .class, .struct, .enum, .protocol, .extension, .`init`, .deinit, .subscript,
            .typealias, .associatedtype, .case, .import, .static, .open, .public, .package, .internal, .fileprivate,
            .private, .override, .final, .lazy, .weak, .unowned, .mutating, .nonmutating, .convenience, .required,
            .dynamic, .nonisolated, .indirect:
            return true
        default:
            return false
        }
    }
}

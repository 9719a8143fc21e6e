/// Deciding whether an identifier that spells a catalog symbol is that construct.
extension ScanPass {
    /// Tries the constructs of the symbol at `index` in catalog order; the first that holds wins.
    mutating func match(_ index: Int) {
        let entry = scanner.words.entries[Int(entries[index])]
        for construct in entry.constructs {
            let rule = scanner.matches[construct]
            if let module = rule.requiredImport, !fileImports.contains(module) { continue }
            guard positionHolds(rule, index) else { continue }
            let label = callLabel(index)
            if case .label(let hash) = label, rule.excludedLabels.contains(hash) { continue }
            if rule.unconditional || proves(rule, index, label) {
                found.append(Found(token: index, construct: construct, enclosing: enclosing))
                chainAnchored[Int(chain[index])] = true
                return
            }
            if rule.chain || rule.argument {
                candidates.append(Found(token: index, construct: construct, enclosing: enclosing))
                return
            }
        }
    }

    private func positionHolds(_ rule: CompiledMatch, _ index: Int) -> Bool {
        switch rule.position {
        case .anywhere:
            return !isDeclaredName(index) && !isArgumentLabel(index)
        case .type:
            return !isDeclaredName(index) && !isArgumentLabel(index) && isTypeContext(index)
        case .genericType:
            return !isDeclaredName(index) && isOperator(index + 1, "<") && touchesNext(index)
        case .member:
            return isPunct(index - 1, ".")
        case .declaration:
            return index > 0 && keywords[index - 1].declaresName
        }
    }

    private func proves(_ rule: CompiledMatch, _ index: Int, _ label: CallLabel) -> Bool {
        if !rule.spellings.isEmpty, rule.spellings.contains(hashes[index]) { return true }
        if !rule.receivers.isEmpty, let receiver = receiverName(of: index), rule.receivers.contains(hashes[receiver]) {
            return true
        }
        switch label {
        case .unlabeled: if rule.unlabeled { return true }
        case .trailingClosure: if rule.trailingClosure { return true }
        case .label(let hash): if rule.labels.contains(hash) { return true }
        case .empty: if rule.emptyCall { return true }
        case .none: break
        }
        return rule.implicitMember && isImplicitMember(index) && isPunct(index + 1, "(")
    }

    /// `class Observable`, `func subscribe`, `let rx`: the name being declared.
    func isDeclaredName(_ index: Int) -> Bool {
        index > 0 && keywords[index - 1].declaresName
    }

    /// `f(rx: 1)`, `func f(rx: Int)`, `func f(_ rx: Int)`: a label or parameter name.
    func isArgumentLabel(_ index: Int) -> Bool {
        guard isPunct(index + 1, ":") else { return false }
        if isPunct(index - 1, "(") || isPunct(index - 1, ",") { return true }
        return index > 1 && tokens[index - 1].kind == .identifier && (isPunct(index - 2, "(") || isPunct(index - 2, ","))
    }

    /// `Single<`, `Single.x`, `Single(`, `: Single`, `-> Single`, `as? Single`, `<Single`, `, Single` in a
    /// type's inheritance clause, `RxSwift.Single`.
    func isTypeContext(_ index: Int) -> Bool {
        if touchesNext(index), isOperator(index + 1, "<") || isPunct(index + 1, "(") { return true }
        if touchesNext(index), isPunct(index + 1, "."), index + 2 < count, tokens[index + 2].kind == .identifier {
            return true
        }
        let previous = index - 1
        guard previous >= 0 else { return false }
        if isPunct(previous, ":") || isOperator(previous, "->") || isOperator(previous, "<") || isOperator(previous, "&") {
            return true
        }
        if isPunct(previous, ","), index < typeHeaderEnd { return true }
        switch keywords[previous] {
        case .as, .is, .some, .any, .extension: return true
        default: break
        }
        if isOperator(previous, "?") || isOperator(previous, "!") { return previous > 0 && keywords[previous - 1] == .as }
        if isPunct(previous, "."), previous > 0, tokens[previous - 1].kind == .identifier {
            let module = tokens[previous - 1].text(in: source)
            return scanner.importModules.contains(module)
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

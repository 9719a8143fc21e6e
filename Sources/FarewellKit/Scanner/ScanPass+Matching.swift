/// Deciding whether an identifier that spells a catalog symbol is that construct.
extension ScanPass {
    /// Tries the constructs of the symbol at `index` in catalog order; the first that holds wins.
    mutating func match(_ index: Int) {
        for construct in scanner.words.entries[Int(code.entries[index])].constructs {
            let rule = scanner.matches[construct]
            if let module = rule.requiredImport, !fileImports.contains(module) { continue }
            if rule.callOnly, !(code.isPunct(index - 1, ".") && code.isPunct(index + 1, "(")) { continue }
            let implicitSelf = scopes.last?.rxSelf == true
            guard
                code.holds(
                    rule.position, at: index, headerEnd: typeHeaderEnd, modules: scanner.importModules,
                    implicitSelf: implicitSelf
                )
            else { continue }
            let label = code.callLabel(index)
            if case .label(let hash) = label, rule.excludedLabels.contains(hash) { continue }
            let place = pending?.enclosing ?? currentPath
            // Next to Combine, a call both libraries have (`subscribe(on:)`) needs an Rx chain; so does a
            // library's common name (`filterNil()`) in a file without an Rx import.
            let shared = (seesCombine && rule.sharesWithCombine(label)) || (!seesRx && rule.libraryMember)
            if (rule.unconditional && !shared) || code.proves(rule, at: index, label: shared ? .none : label) {
                var hit = Found(token: index, construct: construct, enclosing: place)
                if rule.chain, !rule.unconditional, !shared, case .label(let hash) = label,
                    !code.proves(rule, at: index, label: .none)
                {
                    hit.provingLabel = hash
                }
                found.append(hit)
                chainAnchored[Int(chain[index])] = true
                return
            }
            if rule.chain || rule.argument || shared {
                candidates.append(Found(token: index, construct: construct, enclosing: place, needsChain: shared))
                return
            }
        }
    }
}

extension CodeTokens {
    /// Whether the identifier at `index` stands where `position` requires.
    /// `implicitSelf`: inside an extension of an Rx type, where a bare call `map { }` is a member of `self`.
    func holds(
        _ position: Match.Position, at index: Int, headerEnd: Int, modules: Set<String>, implicitSelf: Bool
    ) -> Bool {
        switch position {
        case .anywhere:
            return !isDeclaredName(index) && !isArgumentLabel(index)
        case .type:
            return !isDeclaredName(index) && !isArgumentLabel(index)
                && isTypeContext(index, headerEnd: headerEnd, modules: modules)
        case .genericType:
            return !isDeclaredName(index) && isOperator(index + 1, .less) && touchesNext(index)
        case .member:
            return isPunct(index - 1, ".") || (implicitSelf && isBareCall(index))
        case .declaration:
            return index > 0 && keywords[index - 1].declaresName
        }
    }

    /// `name(` or `name {` with no receiver, not a declaration.
    func isBareCall(_ index: Int) -> Bool {
        guard keywords[index] == .none, !isPunct(index - 1, "."), !isDeclaredName(index), index + 1 < count else {
            return false
        }
        return (isPunct(index + 1, "(") && tokens[index + 1].line == tokens[index].line) || isPunct(index + 1, "{")
    }

    /// Whether a spelling, receiver, label or implicit member proves the member at `index` is Rx.
    func proves(_ rule: CompiledMatch, at index: Int, label: CallLabel) -> Bool {
        if !rule.spellings.isEmpty, rule.spellings.contains(hashes[index]) { return true }
        if !rule.receivers.isEmpty, let receiver = receiverName(of: index), rule.receivers.contains(hashes[receiver]) {
            return true
        }
        if rule.labels.contains(label) { return true }
        if !rule.memberArguments.isEmpty, isPunct(index + 1, "("), isPunct(index + 2, "."),
            rule.memberArguments.contains(hashes[index + 3])
        {
            return true
        }
        // `case .empty(let message)` is a pattern, not a call.
        return rule.implicitMember && isImplicitMember(index) && isPunct(index + 1, "(")
            && !(index >= 2 && keywords[index - 2] == .case)
    }
}

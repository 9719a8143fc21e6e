/// ReactorKit's `action` read inside a reactor: the reactor's own subject of actions (`ActionSubject`), which its
/// methods reach bare or through `self` (`mutation.take(until: self.action.filter { $0 == .cancel })`), as a view
/// reaches it through `reactor.action`. The read is an occurrence and the chain after it is Rx.
extension ScanPass {
    static let actionHash = WordTable.hash("action")

    /// Keeps the `action` at `index` for `addReactorActions` when it is read in the body of a type that conforms to
    /// ReactorKit's `Reactor` (by its header, or as one of `reactorTypes`) in a file that imports ReactorKit, bare or
    /// on `self` (`self.action`, `self?.action`): not a declaration, an argument label, or another value's member.
    mutating func recordReactorAction(_ index: Int) {
        guard fileImports.contains("ReactorKit"), !code.isDeclaredName(index), !code.isPunct(index + 1, ":"),
            let scope = scopes.last(where: \.isType), isReactorBody(scope)
        else { return }
        if code.isPunct(index - 1, ".") {
            let owner = code.beforePostfixMarks(index - 2)
            guard owner >= 0, code.hashes[owner] == ScanPass.selfHash, !code.isPunct(owner - 1, ".") else { return }
        }
        reactorActionReads.append(Found(token: index, construct: -1, enclosing: enclosingHere()))
    }

    /// Whether `scope` is the body of a reactor: its header names `Reactor`, or its type is one of `reactorTypes`.
    private func isReactorBody(_ scope: Scope) -> Bool {
        if scope.conformances >= 0, conformances[Int(scope.conformances)].contains(LayerClassifier.reactorHash) {
            return true
        }
        return scope.typeName != 0 && reactorTypes.contains(scope.typeName)
    }

    /// Adds to `found` the reads `recordReactorAction` kept, as the catalog's `ActionSubject`, and proves their chains;
    /// a bare `action` that a parameter, a local or a closure's parameter declares in sight is that value
    /// (`func mutate(action: Action)`), and a reactor declaring a property `action` of its own reads that one.
    mutating func addReactorActions() {
        guard let subject = scanner.reactorAction,
            !typedNames.contains(where: { $0.isProperty && $0.hash == ScanPass.actionHash })
        else { return }
        let counted = Set(found.map(\.token))
        var hits: [Found] = []
        for read in reactorActionReads where !counted.contains(read.token) {
            if !code.isPunct(read.token - 1, "."), isLocalValue(read.token) || code.isClosureParameter(read.token) {
                continue
            }
            hits.append(Found(token: read.token, construct: subject, enclosing: read.enclosing))
            if chain[read.token] >= 0 { chainAnchored[Int(chain[read.token])] = true }
        }
        if !hits.isEmpty { found = (found + hits).sorted { $0.token < $1.token } }
    }
}

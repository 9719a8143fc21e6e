/// ReactorKit's members a reactor reads on itself, bare or on `self`: its subject of actions (`action`, the catalog's
/// `ActionSubject`), which its methods reach as a view reaches `reactor.action`
/// (`mutation.take(until: self.action.filter { $0 == .cancel })`), and its stream of states (`state`, the catalog's
/// `Reactor.state`), which `_ = self.state` in its `init` creates eagerly. The read is an occurrence and the chain
/// after it is Rx.
extension ScanPass {
    static let actionHash: UInt64 = 0x6568_640b_035a_56df  // WordTable.hash("action")
    static let sectionReactorHash: UInt64 = 0xebbb_47f8_afab_3922  // WordTable.hash("SectionReactor")

    /// Keeps the `action` or `state` at `index` for `addReactorOwnReads` when it is read in the body of a type that
    /// conforms to ReactorKit's `Reactor` (by its header, or as one of `reactorTypes`) in a file that imports
    /// ReactorKit, bare or on `self` (`self.state`, `self?.action`): not a declaration, an argument label
    /// (`reduce(state:mutation:)`, `isEmpty(state previous: State)`), or another value's member.
    mutating func recordReactorOwnRead(_ index: Int) {
        guard fileImports.contains("ReactorKit"), !code.isDeclaredName(index), !code.isPunct(index + 1, ":"),
            !code.isLabelBeforeParameterName(index), let scope = scopes.last(where: \.isType), isReactorBody(scope)
        else { return }
        if code.isPunct(index - 1, ".") {
            let owner = code.beforePostfixMarks(index - 2)
            guard owner >= 0, code.hashes[owner] == ScanPass.selfHash, !code.isPunct(owner - 1, ".") else { return }
        }
        let read = Found(token: index, construct: -1, enclosing: enclosingHere())
        reactorOwnReads.append((read: read, reactor: scope.typeName))
    }

    /// Whether `scope` is the body of a reactor: its header names `Reactor` (or, in a file that imports SectionReactor,
    /// that library's `SectionReactor`, a protocol refining `Reactor`), or its type is one of `reactorTypes`.
    private func isReactorBody(_ scope: Scope) -> Bool {
        if scope.conformances >= 0 {
            let header = conformances[Int(scope.conformances)]
            if header.contains(LayerClassifier.reactorHash)
                || header.contains(ScanPass.sectionReactorHash) && fileImports.contains("SectionReactor")
            {
                return true
            }
        }
        return scope.typeName != 0 && reactorTypes.contains(scope.typeName)
    }

    /// Adds to `found` the reads `recordReactorOwnRead` kept, `action` as the catalog's `ActionSubject` and `state` as
    /// its `Reactor.state`, and proves their chains; a bare name that a parameter, a local or a closure's parameter
    /// declares in sight is that value (`func mutate(action: Action)`, `var state = state` in `reduce`), and a reactor
    /// declaring a property of that name of its own reads that one.
    mutating func addReactorOwnReads() {
        let counted = Set(found.map(\.token))
        var hits: [Found] = []
        for (read, reactor) in reactorOwnReads where !counted.contains(read.token) {
            let hash = code.hashes[read.token]
            guard let construct = hash == ScanPass.actionHash ? scanner.reactorAction : scanner.reactorState,
                !typedNames.contains(where: { $0.isProperty && $0.hash == hash && $0.owner == reactor })
            else { continue }
            if !code.isPunct(read.token - 1, "."), isLocalValue(read.token) || code.isClosureParameter(read.token) {
                continue
            }
            hits.append(Found(token: read.token, construct: construct, enclosing: read.enclosing))
            if chain[read.token] >= 0 { chainAnchored[Int(chain[read.token])] = true }
        }
        if !hits.isEmpty { found = (found + hits).sorted { $0.token < $1.token } }
    }
}

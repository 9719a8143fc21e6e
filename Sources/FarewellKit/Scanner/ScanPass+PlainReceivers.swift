/// Rx types' own methods (`Match.needsRxReceiver`) called on a name the file declares with another type: the compiler
/// calls that type's method (`relay.accept(1)` after `let relay = StateRelay(0)`, FarewellAsync's relay), no Rx.
extension ScanPass {
    /// The hits among `hits` whose construct needs an Rx receiver, or that are operators called with a named first
    /// label (`factStore.sample(maxAmount: 5)`, a store's own method whose `Single` the chain goes on with), and whose
    /// receiver is declared in sight with a type that is no Rx type (`plainReceiverType`), each with that type's name
    /// hash, in order.
    func callsOnPlainTypes(_ hits: [Found], _ receiverTypes: DeclaredTypes) -> [(hit: Found, type: UInt64)] {
        guard !receiverTypes.isEmpty else { return [] }
        var calls: [(hit: Found, type: UInt64)] = []
        for hit in hits {
            // The match's fields read in place: a copy of it retains and releases its arrays, hit by hit.
            if !scanner.matches[hit.construct].needsRxReceiver {
                guard scanner.matches[hit.construct].category == .operator, code.isPunct(hit.token + 1, "("),
                    case .label = code.callLabel(hit.token)
                else { continue }
            }
            guard let type = plainDeclaredType(ofReceiverOf: hit.token, receiverTypes) else { continue }
            calls.append((hit, type))
        }
        return calls
    }

    /// The name hash of the type the receiver of the member at `index` is declared with in sight, when it is a bare
    /// name or a property read on `self` and the type is none the file knows as Rx (`Out` of `output.bind(to: q)`
    /// after `let output: Out`); nil where the receiver's type is unknown, or a closure's untyped parameter of the
    /// name hides the declaration.
    func plainDeclaredType(ofReceiverOf index: Int, _ receiverTypes: DeclaredTypes) -> UInt64? {
        guard !receiverTypes.isEmpty, let (receiver, onSelf, type) = plainReceiverType(of: index, receiverTypes) else {
            return nil
        }
        if !onSelf {
            let token = code.tokens[receiver]
            let place = SourcePlace.of(line: token.line, column: token.column)
            if let ranges = receiverTypes.closureShadows[Reference.short(code.capitalizedHash(receiver))],
                ScanPass.contains(ranges, place)
            {
                return nil
            }
        }
        return type
    }

    /// `FileScan.typeMembers`: the functions the file declares in a type or an extension of one that is no Rx type's,
    /// Rx or not, named like a catalog member (`func bind(to q: Observable<String>)` in `protocol Out`), keyed by
    /// name, each first label a call may have, and the type's `Reference.short` hash, as the resolver keys receivers.
    func typeMembers() -> [UInt64] {
        var keys: [UInt64] = []
        for declaration in declarations
        where declaration.kind == .function && declaration.owner != 0 && !declaration.extendsRx
            && code.entries[declaration.name] >= 0
        {
            let owner = UInt64(Reference.short(declaration.owner))
            keys += callKeys(declaration).map { Reference.pairKey($0, owner) }
        }
        return keys.sortedUnique()
    }

    /// Takes `hits` out of `resolved` and `labelOnly`, with the candidates only they proved (their dependents that no
    /// other entry of `labelOnly` holds up).
    static func remove(
        _ hits: [Found], from resolved: inout [Found], _ labelOnly: inout [(hit: Found, dependents: [Found])]
    ) {
        var dropped = Set(hits.map(\.token))
        let standing = Set(labelOnly.filter { !dropped.contains($0.hit.token) }.flatMap { $0.dependents.map(\.token) })
        for (hit, dependents) in labelOnly where dropped.contains(hit.token) {
            dropped.formUnion(dependents.map(\.token).filter { !standing.contains($0) })
        }
        resolved.removeAll { dropped.contains($0.token) }
        labelOnly.removeAll { dropped.contains($0.hit.token) }
    }

    /// The receiver of the member at `index`, whether it is read on `self`, and the type it is declared with in sight,
    /// when that receiver is a bare name or a property read on `self` (`relay.accept(1)`, `self.relay.accept(1)`) and
    /// the type is none the file knows as Rx; nil otherwise. A local declared without a type that tells (`let relay =
    /// makeRelay()`) leaves the receiver's type unknown, and so does a closure's untyped parameter of the name (`{
    /// relay in relay.accept(1) }`), which `plainDeclaredType(ofReceiverOf:_:)` checks.
    private func plainReceiverType(of index: Int, _ receiverTypes: DeclaredTypes)
        -> (receiver: Int, onSelf: Bool, type: UInt64)?
    {
        guard let (receiver, onSelf) = bareOrSelfReceiver(of: index),
            onSelf || !hasUntypedLocal(code.hashes[receiver], around: receiver)
        else { return nil }
        guard let type = declaredType(of: receiver, receiverTypes, onSelf: onSelf), !isRxTypeName(type) else {
            return nil
        }
        return (receiver, onSelf, type)
    }

    /// Whether the name hash `type` is a catalog symbol (`BehaviorRelay`, `AnyObserver`) or a repository's alias that
    /// stands for one in this file (`CodeTokens.standIn`).
    private func isRxTypeName(_ type: UInt64) -> Bool {
        scanner.words.entry(hash: type) >= 0 || code.standIns.contains { code.hashes[Int($0.token)] == type }
    }

    /// Whether a local named `hash` whose block holds `index` is declared before it without a type written or
    /// constructed (`let relay = makeRelay()`, `if case let .some(relay) = value`): it hides any other declaration.
    private func hasUntypedLocal(_ hash: UInt64, around index: Int) -> Bool {
        typedNames.contains { typed in
            typed.hash == hash && typed.name >= 0 && typed.blockEnd >= 0 && typed.name < index
                && index <= typed.blockEnd && writtenType(of: typed) == 0
        }
    }
}

extension ScanPass {
    /// The hits among `hits` of operators only an Rx chain or argument proves (`Match.isChainProvenMember`) called
    /// on a Combine publisher the file declares in sight, or on a chain of operators keeping the kind from one
    /// (`subject.compactMap { $0 }.map { }` of a `let subject = PassthroughSubject<Int?, Never>()`): Combine's, though
    /// a later link (`.asObservable()` of the repository's `extension Publisher`) put the chain in Rx. Another
    /// file's publishers are the resolver's (`CallSiteResolver.combineOperators`).
    func callsOnCombinePublishers(_ hits: [Found], _ receiverTypes: DeclaredTypes) -> [Found] {
        guard seesCombine, !receiverTypes.isEmpty else { return [] }
        return hits.filter { hit in
            guard scanner.matches[hit.construct].chainProvenMember, let (root, onSelf) = chainRoot(of: hit.token)
            else { return false }
            let token = code.tokens[root]
            let place = SourcePlace.of(line: token.line, column: token.column)
            let key = Reference.short(code.capitalizedHash(root))
            if !onSelf, let ranges = receiverTypes.closureShadows[key], ScanPass.contains(ranges, place) {
                return false
            }
            guard let type = receiverTypes.typeInSight(of: key, at: place, onSelf: onSelf) else { return false }
            return ResolverIndex.combinePublishers.contains(Reference.short(type))
        }
    }

    /// The name the member at `index` is called on, bare or on `self` (`subject.map`, `self.subject.map`), or the
    /// bare name a chain of operators keeping the kind before it starts from (`subject` of `subject.filter { }.map`),
    /// with whether it is read on `self`.
    private func chainRoot(of index: Int) -> (name: Int, onSelf: Bool)? {
        if let (receiver, onSelf) = bareOrSelfReceiver(of: index) { return (receiver, onSelf) }
        guard index >= 2, code.isPunct(index - 1, "."), case let previous = code.receiver(index - 2).member,
            previous >= 0, let root = ScanPass.kindKeepingRoot(code, endingAt: previous)
        else { return nil }
        return (root, false)
    }

    /// The members whose proof is their receiver's type (`Proof.receiverType`) called on a bare name or a property
    /// read on `self` that the file declares, in sight, with one of the types the rule names (`scheduler.start()`
    /// after `let scheduler = TestScheduler(initialClock: 0)` or `var scheduler: TestScheduler!`).
    func typedReceiverHits(_ receiverTypes: DeclaredTypes) -> [Found] {
        guard !typedReceiverCandidates.isEmpty, !receiverTypes.isEmpty else { return [] }
        return typedReceiverCandidates.filter { hit in
            guard let (receiver, onSelf) = bareOrSelfReceiver(of: hit.token),
                let type = declaredType(of: receiver, receiverTypes, onSelf: onSelf)
            else { return false }
            return scanner.matches[hit.construct].receiverTypes.contains(type)
        }
    }

    /// Whether the occurrence at `token` gives way to one of `hits` (`typedReceiverHits`): it is a later catalog
    /// entry's on the same call (`blocking.first()` as a stream's `first`), or a link after the call in its chain,
    /// on what the call returns, which is no stream (`try blocking.toArray().map { }` maps an array). A call that gives
    /// a stream (`ScanPass.reactiveResults`: Moya 8's `provider.request(.zen)` on an `RxMoyaProvider`, as
    /// `provider.rx.request` does) leaves the links after it Rx (`.debug()`).
    func isSuperseded(_ token: Int, by hits: [Found]) -> Bool {
        hits.contains { hit in
            hit.token == token
                || token > hit.token && chain[token] == chain[hit.token]
                    && !ScanPass.reactiveResults.contains { $0.name == code.hashes[hit.token] }
        }
    }
}

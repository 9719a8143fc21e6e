/// Turning the walk's findings into a `FileScan`: chain proofs, Rx-typed names, APIs.
extension ScanPass {
    /// The file's findings; takes the references out of the pass, so they are typed in place.
    mutating func result() -> FileScan {
        // Filled in place, field by field: a scan built in a local of this long function and returned was copied
        // on its way out as well as into the local (a dozen arrays retained, then released), and `consume` is not
        // supported there. It is still copied once on the way out.
        var scan = FileScan(lines: 0, imports: [], occurrences: [])
        fill(&scan)
        return scan
    }

    private mutating func fill(_ scan: inout FileScan) {
        // Worked out once, before the reactor reads need it: the walk's declarations are all it reads.
        let receiverTypes = declaredReceiverTypes()
        if !reactorTypes.isEmpty, !reactorMemberReads.isEmpty { addReactorReceivers(receiverTypes) }
        if !reactorOwnReads.isEmpty { addReactorOwnReads() }
        let labelProven = found.filter { $0.provingLabel != 0 }
        var rxNames =
            candidates.contains { scanner.matches[$0.construct].chain || $0.needsChain } || !labelProven.isEmpty
            ? rxTypedNames() : HashTable()
        var (resolved, unproven, labelOnly) = resolvedOccurrences(rxNames, labelProven: labelProven)
        // A local given a chain only the resolution proved (`let collection = repository.load().flatMap { x in
        // Observable.just(x) }`) is Rx too: once more with it, for the chains it starts (`collection.map`).
        // Locals given such a local's chain are too (`let granted = requested.filter { }`, then `granted.map`): a
        // few rounds, while new ones turn up.
        var rounds = 0
        while rounds < 4, !unproven.isEmpty, case let later = namesOfProvenChains(rxNames, resolved), !later.isEmpty {
            for hash in later { rxNames.insert(hash, value: 0) }
            (resolved, unproven, labelOnly) = resolvedOccurrences(rxNames, labelProven: labelProven)
            rounds += 1
        }
        resolved = withoutPlainClosureReturns(resolved)
        let imports = rxImports
        if seesCombine {
            // A chain with a link only Combine has (`.store(in:)`, `.sink { }`) is Combine's, whatever Rx names it
            // spells (CombineExt has `withLatestFrom` and `flatMapLatest` too) and whatever Rx its closures call
            // (`taps.flatMap { subject.onNext(1); return load() }.sink { }`: the `onNext` is another chain's).
            let combine = combineChains()
            if !combine.isEmpty {
                let chains = chain
                let inRx = { (hit: Found) in !combine.contains(chains[hit.token]) }
                resolved = resolved.filter(inRx)
                unproven = unproven.filter(inRx)
                labelOnly = labelOnly.filter { inRx($0.hit) }
            }
        }
        // An Rx type's method on a name declared with another type is that type's (`relay.accept(1)` of a
        // `StateRelay`), and so is what only it proved; the repository gives back those of its Rx types' subtypes.
        let plainCalls = callsOnPlainTypes(resolved, receiverTypes)
        if !plainCalls.isEmpty { ScanPass.remove(plainCalls.map(\.hit), from: &resolved, &labelOnly) }
        // So is an operator's on a Combine publisher (`subject.map { }.asObservable()` of a repository's bridge).
        let combineCalls = callsOnCombinePublishers(resolved, receiverTypes)
        if !combineCalls.isEmpty { ScanPass.remove(combineCalls, from: &resolved, &labelOnly) }
        let typedHits = typedReceiverHits(receiverTypes)
        if !typedHits.isEmpty {
            let superseded = (resolved + labelOnly.map(\.hit)).filter { isSuperseded($0.token, by: typedHits) }
            if !superseded.isEmpty { ScanPass.remove(superseded, from: &resolved, &labelOnly) }
            unproven.removeAll { isSuperseded($0.token, by: typedHits) }
            resolved = (resolved + typedHits).sorted { $0.token < $1.token }
        }
        // A closure, not the method itself: a method passed as a value captures a copy of the whole pass.
        let occurrences = resolved.map { occurrence($0) }
        var declared = apis(resolved)
        if scanner.readsOwnMembers { recordOwnReads(&declared.apis) }
        var fileReferences: [Reference] = []
        swap(&fileReferences, &references)
        var hops = self.hops
        var implicitArguments = self.implicitArguments
        var memberFields = propertyMemberFields()
        // By the references' indices as recorded (`ownCallReceivers`, `selfMemberReceivers`): before any is dropped.
        if typeOwnCallReceivers(&fileReferences, receiverTypes.returns) {
            mentionedTypes.append(ScanPass.expectationHash)
        }
        let declaredQualified = typeReceivers(&fileReferences, receiverTypes)
        typeChainRoots(&fileReferences, receiverTypes)
        var publisherNamed = publisherNamedReceivers
        fileReferences = withoutShadowedArguments(
            fileReferences, hops: &hops, implicitArguments: &implicitArguments, memberFields: &memberFields,
            publisherNamed: &publisherNamed)
        // Without an Rx import of its own, a file sees only the members another file's import brings in.
        let moduleVisible =
            imports.isEmpty
            ? zip(resolved, occurrences).filter { !scanner.matches[$0.0.construct].isType }.map(\.1) : []
        // And, through a module it imports that imports ReactorKit, only ReactorKit's members on the repository's
        // reactors and the chains they start (`sut.state.map { }`).
        let chains = chain
        let importVisible =
            imports.isEmpty && !reactorChains.isEmpty
            ? zip(resolved, occurrences).filter {
                reactorChains.contains(chains[$0.0.token]) && !scanner.matches[$0.0.construct].isType
            }.map(\.1) : []
        ScanPass.recordOwnCallers(&declared.apis, shapes: declared.shapes, references: fileReferences)
        // Field by field into the scan lent: a new scan assigned whole was built aside and copied in.
        scan.lines = code.lines
        scan.imports = imports
        scan.reexportedImports = reexports.filter(scanner.isRxModule).sorted()
        scan.occurrences = occurrences
        scan.moduleVisibleOccurrences = moduleVisible
        scan.importVisibleOccurrences = importVisible
        scan.apis = declared.apis
        scan.apiShapes = declared.shapes
        scan.types = types
        scan.references = fileReferences
        scan.mentionedTypes = mentionedTypes.sortedUnique()
        scan.typeAliases = typeAliases
        scan.chainCandidates = chainCandidates(unproven, receiverTypes)
        scan.aliasArguments = aliasArguments
        scan.rxTypeHashes = declared.owners
        scan.lifetimeResets = lifetimeResets(resolved, apis: declared.apis)
        scan.workflowFacts = workflowFacts(declared.apis, receiverTypes)
        scan.inheritedNames = inheritedNames
        // Weak for want of an Rx import: on a receiver the file types itself (`hasOwnReceiver`), no Rx unless
        // another file's Rx API proves its chain; else, only a named label is the project's function's to take
        // (`.empty(address:)`): an unlabeled argument or an empty call is too common a shape.
        // A member on a bare name the file types with no Rx type (`let hub = FrameHub()`, `hub.subscribe { }`) is the
        // project's own where the project declares one of that name and label (`SourceFile.assemble`).
        var ownReceivers: [Bool] = []
        for (hit, _) in labelOnly {
            ownReceivers.append(
                hit.onTypedName
                    ? hasPlainTypedReceiver(hit.token, receiverTypes)
                    : hit.weakWithoutImport && hasOwnReceiver(hit.token, receiverTypes))
        }
        scan.labelProofs = zip(labelOnly, ownReceivers).compactMap { entry, ownReceiver in
            let (found, dependents) = entry
            let named = found.provingLabel != Reference.unlabeled && found.provingLabel != Reference.noArguments
            guard !found.weakWithoutImport || ownReceiver || named, !found.onTypedName || ownReceiver else {
                return nil
            }
            let (names, reads, labels) = namesBefore(found.token, receiverTypes)
            var key =
                found.weakWithoutImport && !named ? 0 : Reference.pairKey(code.hashes[found.token], found.provingLabel)
            if found.caseOwner != 0 { key = Reference.pairKey(key, found.caseOwner) }
            var proof = LabelProof(
                key: key,
                candidate: ChainCandidate(occurrence: occurrence(found), names: names, reads: reads, labels: labels),
                dependents: dependents.map { occurrence($0) }, withoutImport: found.implicitWithoutImport)
            proof.ownReceiver = ownReceiver
            proof.needsOwnMember = found.onTypedName || found.onMember
            if key != 0, found.caseOwner == 0 {
                proof.receiverType = plainDeclaredType(ofReceiverOf: found.token, receiverTypes) ?? 0
            }
            return proof
        }
        scan.plainReceiverCalls = plainCalls.map { PlainReceiverCall(occurrence: occurrence($0.hit), type: $0.type) }
        scan.usesRxAlias = !code.standIns.isEmpty && resolved.contains { code.standsIn($0.token) }
        for target in wholeTypeAliases where rxTypeRule(at: target.token) != nil {
            scan.typeAliases[target.alias].targetsRx = true
        }
        scan.ownMembers = declared.ownMembers
        scan.typeMembers = typeMembers()
        scan.reactorViewTypes = reactorViewTypes(resolved, receiverTypes)
        (scan.argumentKinds, scan.argumentMembers) = ownArgumentsDeclared(receiverTypes)
        // The project's modules it imports, which may re-export Rx (`import Shared` of `@_exported import RxSwift`).
        if !moduleImports.isEmpty {
            scan.importedModules = moduleImports.map(\.hash).sortedUnique()
            scan.reexportedModules = moduleImports.filter(\.exported).map(\.hash).sortedUnique()
        }
        scan.importsTestFramework =
            importsTestable || fileImports.contains(where: ScanPass.testFrameworks.contains)
        scan.importsCombine = seesCombine
        if !found.isEmpty || !declarations.isEmpty { scan.isGenerated = GeneratedHeader.marks(code.source) }
        // Also without Rx: the polyfill `farewell scaffold` wrote holds none, and `verify` looks for it.
        scan.isScaffolded = ScaffoldHeader.marks(code.source)
        scan.importsUIFramework = fileImports.contains(where: ScanPass.uiFrameworks.contains)
        reactiveBases.formSortedUnique()
        scan.reactiveBases = reactiveBases
        scan.delegateProxies = delegateProxies
        scan.leavingRx = declared.leavingRx
        // Sorted as `requiredModules` is. Locals: a closure reading `self` would copy the whole pass.
        let (missed, modules) = (missedSlots, scanner.requiredModules)
        scan.missedLibraries = missed.indices.filter { missed[$0] }.map { modules[$0] }
        if !shadowingMembers.isEmpty {
            shadowingMembers.formSortedUnique()
            scan.shadowingMembers = shadowingMembers
        }
        if !shadowableNames.isEmpty {
            for name in shadowableNames.sorted(by: { $0.hash < $1.hash }) {
                if let last = scan.shadowableNames.last, last.hash == name.hash {
                    scan.shadowableNames[scan.shadowableNames.count - 1].isDeclared = last.isDeclared || name.isDeclared
                } else {
                    scan.shadowableNames.append(name)
                }
            }
        }
        scan.readsReactorMembers = !reactorMemberReads.isEmpty
        // What the types inherit, not what an extension's `where` clause requires of `Self` in its body.
        scan.typeHeaders = conformances.indices.map {
            let clause = conformanceClauseCounts[$0]
            guard clause < conformances[$0].count else {
                return TypeHeader(
                    type: conformanceOwners[$0], inherits: conformances[$0], isExtension: conformanceExtends[$0])
            }
            return TypeHeader(
                type: conformanceOwners[$0], inherits: Array(conformances[$0][..<clause]),
                isExtension: conformanceExtends[$0], selfConstraints: Array(conformances[$0][clause...]))
        }
        declaredTypes.formSortedUnique()
        scan.declaredTypes = declaredTypes
        if !topLevelTypes.isEmpty {
            topLevelTypes.formSortedUnique()
            scan.topLevelTypes = topLevelTypes
        }
        if !filePrivateTypes.isEmpty {
            filePrivateTypes.formSortedUnique()
            scan.filePrivateTypes = filePrivateTypes
        }
        structTypes.formSortedUnique()
        scan.structTypes = structTypes
        if !initializedStructs.isEmpty {
            initializedStructs.formSortedUnique()
            scan.initializedStructs = initializedStructs
        }
        scan.catalogNamedTypes = catalogNamedTypes
        if !declaredProtocols.isEmpty {
            declaredProtocols.formSortedUnique()
            scan.declaredProtocols = declaredProtocols
        }
        scan.wrappedProperties = wrappedProperties
        scan.projectionReads = projectionReads
        scan.typedFields = receiverTypes.owned
        scan.heldTypes = heldTypes(receiverTypes.owned, own: scan.declaredTypes)
        scan.returnTypes = receiverTypes.returns
        scan.receiverHops = hops
        scan.memberFields = memberFields
        scan.metatypeConstants = receiverTypes.metatypes
        scan.resolvedFields = receiverTypes.resolved
        scan.genericFields = receiverTypes.generic
        scan.genericHeaders = genericHeaders
        scan.selfWrappers = receiverTypes.selfWrappers
        extendedTypes.formSortedUnique()
        scan.extendedTypes = extendedTypes
        if !functions.isEmpty { scan.functions = functions.sorted { $0.name < $1.name } }
        scan.parameterTypes = parameterTypes
        scan.implicitArguments = implicitArguments
        scan.nilArguments = nilArguments
        scan.metatypeCalls = metatypeCalls
        if !qualifiedReceivers.isEmpty || !declaredQualified.isEmpty {
            scan.qualifiedReceivers = (qualifiedReceivers + declaredQualified).sorted { $0.place < $1.place }
        }
        scan.publisherNamedReceivers = publisherNamed
        for typed in typedNames where typed.owner != 0 && typed.name >= 0 && !namesRxType(typed) {
            scan.plainMembers.append(PlainMember(name: typed.hash, owner: Reference.short(typed.owner)))
        }
        // Last: every occurrence and candidate has spelled its enclosing name by now.
        scan.storedProperties = names.spelledStoredProperties()
    }

    /// Members only Combine's publishers have, among the libraries a file may see (`combineChains`).
    static let combineOnlyMembers: Set<UInt64> = Set(
        [
            "sink", "store", "eraseToAnyPublisher", "assign", "receive", "removeDuplicates", "handleEvents",
            "setFailureType", "replaceError", "mapError", "tryMap", "switchToLatest", "eraseToAnySubscriber",
        ].map(WordTable.hash))

    /// The chains with a member call only Combine has (`.store(in: &cancellables)`): `combineOnlyMembers` after a
    /// `.` and before its `(` or trailing closure.
    /// A chain that bridges Rx to Combine (`.asPublisher()`, RxCombine's) is left out: it is Rx before the bridge.
    private func combineChains() -> Set<Int32> {
        var chains: Set<Int32> = []
        var bridged: Set<Int32> = []
        for index in 1..<max(1, code.count)
        where code.tokens[index].kind == .identifier && code.isPunct(index - 1, ".") && chain[index] >= 0
            && (code.isPunct(index + 1, "(") || code.isPunct(index + 1, "{"))
        {
            let hash = code.hashes[index]
            if Self.combineOnlyMembers.contains(hash) {
                chains.insert(chain[index])
            } else if hash == Self.asPublisherHash {
                bridged.insert(chain[index])
            }
        }
        return chains.subtracting(bridged)
    }

    static let asPublisherHash: UInt64 = 0xc837_aafc_3c47_35a7  // WordTable.hash("asPublisher")

    /// Whether the member at `index` is called on what a file without an Rx import, which names no Rx type, types
    /// itself: `self`, `self.name` or a bare `name` the file declares with a type (`document.accept(visitor)`
    /// after `guard let document = tree as? Document`, `viewModel.subscribe()` of a `viewModel:
    /// SettingsViewModel`), a property of such a name that the file's own type declares with a type
    /// (`storage.core.subscribe()`, `ownPropertyChainType`), or the result of `Type.name(...)` or `.name(...)` where
    /// neither is an occurrence (`Animation.linear(duration: 1).delay(0.25)`).
    private func hasOwnReceiver(_ index: Int, _ receiverTypes: DeclaredTypes) -> Bool {
        guard code.isPunct(index - 1, ".") else { return false }
        let before = index - 2
        if code.isPunct(before, ")") {
            let callee = Int(code.partner[before]) - 1
            guard callee >= 1, callee < before, code.isLowercaseWord(callee), !isFound(callee) else { return false }
            if code.isImplicitMember(callee) { return true }
            let type = callee - 2
            return type >= 0 && code.isPunct(callee - 1, ".") && code.isCapitalizedWord(type)
                && code.keywords[type] == .none && !isFound(type) && !code.isPunct(type - 1, ".")
        }
        guard let receiver = code.receiverName(of: index) else { return false }
        if code.hashes[receiver] == ScanPass.selfHash { return true }
        return ownPropertyChainType(at: receiver, receiverTypes) != nil
    }

    /// The type of the lower-case name at `receiver` when the file types it itself: a bare `name` or `self.name` it
    /// declares with a type (`declaredType`), or, link by link, a property that the file declares with a type in the
    /// type of the name before it (`storage.core` after `private let storage: Storage`, where the file declares
    /// `final class Storage { let core: Multicast }`); nil for anything else, such as a property another file
    /// declares, whose type may be an Rx type.
    private func ownPropertyChainType(at receiver: Int, _ receiverTypes: DeclaredTypes, links: Int = 0) -> UInt64? {
        guard code.isLowercaseWord(receiver), code.keywords[receiver] == .none else { return nil }
        if code.isBareOrOnSelf(receiver) {
            return declaredType(of: receiver, receiverTypes, onSelf: code.isPunct(receiver - 1, "."))
        }
        guard links < ScanPass.ownPropertyLinks, !receiverTypes.owned.isEmpty,
            let owner = code.receiverName(of: receiver),
            let ownerType = ownPropertyChainType(at: owner, receiverTypes, links: links + 1)
        else { return nil }
        let name = Reference.short(code.hashes[receiver])
        return receiverTypes.owned.first { $0.owner == ownerType && $0.name == name && $0.type != 0 }?.type
    }

    /// How many properties `ownPropertyChainType` follows before a bare name: more is no code people write.
    static let ownPropertyLinks = 8

    /// The type the file declares the lower-case name at `receiver` with, at that place; after `self.` (`onSelf`),
    /// a property's only.
    func declaredType(of receiver: Int, _ receiverTypes: DeclaredTypes, onSelf: Bool = false) -> UInt64? {
        let token = code.tokens[receiver]
        let key = Reference.short(code.capitalizedHash(receiver))
        return receiverTypes.receiverType(
            of: key, at: SourcePlace.of(line: token.line, column: token.column), onSelf: onSelf)
    }

    /// Whether the bare name before the member at `index` is one the file declares with a type that is no catalog
    /// symbol (`hub` of `let hub = FrameHub()` or `hub: FrameHub`), at that place.
    private func hasPlainTypedReceiver(_ index: Int, _ receiverTypes: DeclaredTypes) -> Bool {
        let receiver = index - 2
        guard receiver >= 0, code.isBareReceiver(receiver), let type = declaredType(of: receiver, receiverTypes) else {
            return false
        }
        return scanner.words.entry(hash: type) < 0
    }

    private func occurrence(_ found: Found) -> Occurrence {
        let token = code.tokens[found.token]
        let rule = scanner.matches[found.construct]
        // An alias of an Rx type (`SyncObservable`) is reported as written, under the type's construct, and so is a
        // name a prefix starts (`rx_tap`).
        let aliased = rule.isPrefix || code.standsIn(found.token)
        // An attribute's occurrence is its name, after the `@`.
        let column = token.kind == .attribute ? token.column + 1 : token.column
        return Occurrence(
            line: token.line, column: column,
            symbol: aliased ? token.text(in: code.source) : symbol(found.token), construct: rule.id,
            category: rule.category, enclosing: names.text(found.enclosing))
    }

    /// The candidates no proof in this file holds, each with the names called or read before it in its chain
    /// (`getBook` in `repository.getBook(id).map { }`): another file's Rx API among them proves it.
    private func chainCandidates(_ unproven: [Found], _ receiverTypes: DeclaredTypes) -> [ChainCandidate] {
        let locals = unproven.isEmpty ? [] : untypedLocals()
        return unproven.compactMap { candidate in
            let (names, reads, labels) = namesBefore(candidate.token, receiverTypes, locals: locals)
            let (nearest, projected) = nearestName(before: candidate.token)
            guard !names.isEmpty || !reads.isEmpty || nearest >= 0 || projected != 0 else { return nil }
            var chained = ChainCandidate(occurrence: occurrence(candidate), names: names, reads: reads, labels: labels)
            chained.nearestName = nearest
            chained.nearestProjection = projected
            return chained
        }
    }

    /// `SourcePlace.of(line:column:)` of the nearest lower-case name before `token` in its chain, past `self.`
    /// and the arguments and closures of calls (`ChainCandidate.nearestName`), -1 for none; or, when that is a
    /// property wrapper's projection (`viewModel.$names`), the name hash of its property (`names`), else 0. Neither
    /// when an occurrence of the file comes first.
    private func nearestName(before token: Int) -> (place: Int, projection: UInt64) {
        var nearest: (place: Int, projection: UInt64) = (-1, 0)
        forEachInChain(before: token) { index in
            let name = code.tokens[index]
            if name.kind == .dollarIdentifier {
                if name.end - name.start > 1, code.source[name.start + 1] >= UInt8(ascii: "a"),
                    code.source[name.start + 1] <= UInt8(ascii: "z")
                {
                    nearest.projection = WordTable.hash(code.source, name.start + 1, name.end)
                }
                return false
            }
            guard name.kind == .identifier, code.hashes[index] != ScanPass.selfHash else { return true }
            if !(code.entries[index] >= 0 && isFound(index)), code.isLowercaseWord(index),
                code.keywords[index] == .none
            {
                nearest.place = SourcePlace.of(line: name.line, column: name.column)
            }
            return false
        }
        return nearest
    }

    /// Calls `body` with each token of `token`'s chain link before it, nearest first, stepping over the arguments and
    /// closures of its calls (links of their own), at most 64 tokens back, until `body` returns false.
    private func forEachInChain(before token: Int, _ body: (Int) -> Bool) {
        let link = chain[token]
        var index = token - 1
        var steps = 0
        while index >= 0, steps < 64 {
            if code.isPunct(index, ")") || code.isPunct(index, "}") || code.isPunct(index, "]"),
                case let open = Int(code.partner[index]), open >= 0, open < index
            {
                index = open
            }
            if chain[index] == link, !body(index) { return }
            index -= 1
            steps += 1
        }
    }

    /// The locals declared without a type and with an initializer (`let paths = viewModel.selected.map { }`), as
    /// indexes in `typedNames`, sorted by name hash.
    private func untypedLocals() -> [(hash: UInt64, typed: Int)] {
        var locals: [(hash: UInt64, typed: Int)] = []
        for (index, typed) in typedNames.enumerated() where typed.isUntypedLocal && typed.initializer >= 0 {
            locals.append((typed.hash, index))
        }
        return locals.sorted { $0.hash < $1.hash }
    }

    /// The lower-case names called in the candidate's chain before it (`getBook` in `repository.getBook(id)`)
    /// that are no occurrence here, at most 64 tokens back. Names read without a call (`$0.items`) are
    /// left out: property names repeat across types far more than function names.
    /// Also the property reads on a receiver named after a type (`userRepository.session`) or declared with
    /// one (`receiverTypes`), as `Reference.pairKey` values. A chain that starts from one of `locals`
    /// (`paths.skip(1)`) has those of the local's initializer too (`let paths = viewModel.selected.map { }`).
    private func namesBefore(_ token: Int, _ receiverTypes: DeclaredTypes, locals: [(hash: UInt64, typed: Int)] = [])
        -> (names: [UInt64], reads: [UInt64], labels: [UInt64])
    {
        var names: [UInt64] = []
        var reads: [UInt64] = []
        var labels: [UInt64] = []
        // A name spelling a catalog symbol that is no occurrence here can be the project's own Rx function
        // (`useCase.execute()` without Action, `networkService.request(x)` without `.rx`).
        func add(_ index: Int) {
            guard code.isLowercaseWord(index), code.keywords[index] == .none, code.entries[index] < 0 || !isFound(index)
            else { return }
            if code.isPunct(index + 1, "(") {
                names.append(code.hashes[index])
                if case .label(let label) = code.callLabel(index) { labels.append(label) } else { labels.append(0) }
            } else if code.isPunct(index - 1, "."), case let named = code.receiverType(index - 2), named != 0 {
                // The type the name spells, and the one its declaration gives (a protocol the property's
                // type may only inherit from).
                reads.append(Reference.pairKey(code.hashes[index], named))
                let receiver = code.tokens[index - 2]
                let place = SourcePlace.of(line: receiver.line, column: receiver.column)
                if let declared = receiverTypes.receiverType(of: Reference.short(named), at: place),
                    declared != named
                {
                    reads.append(Reference.pairKey(code.hashes[index], declared))
                }
            }
        }
        var root = token
        forEachInChain(before: token) { index in
            add(index)
            root = index
            return true
        }
        if !locals.isEmpty, root < token, code.isLowercaseWord(root), !code.isPunct(root - 1, "."),
            let local = local(named: root, among: locals), case let start = typedNames[local].initializer,
            let end = code.chainEnd(from: start), chain[end] == chain[start]
        {
            // Not past a link that starts a chain of its own (`relay.value`): the local holds what the chain gives.
            for index in start...end where chain[index] == chain[start] { add(index) }
        }
        return (names, reads, labels)
    }

    /// The last of `locals` declared before `index` with its name, whose block holds `index` with no block or
    /// closure opened in between, whose parameters or locals could shadow it (`let (balances, environment) = arg`).
    private func local(named index: Int, among locals: [(hash: UInt64, typed: Int)]) -> Int? {
        var at = locals.lowerBound(of: code.hashes[index]) { $0.hash }
        var found: Int?
        while at < locals.count, locals[at].hash == code.hashes[index] {
            let typed = typedNames[locals[at].typed]
            if typed.name < index, typed.blockEnd > index, found.map({ typedNames[$0].name < typed.name }) ?? true {
                found = locals[at].typed
            }
            at += 1
        }
        guard let found else { return nil }
        var position = typedNames[found].name
        while position < index {
            let close = Int(code.partner[position])
            if close > position, code.tokens[position].kind == .punctuation {
                if close < index {
                    position = close + 1
                    continue
                }
                if code.isPunct(position, "{") { return nil }
            }
            position += 1
        }
        return found
    }

    /// Found occurrences plus the chain candidates that an Rx chain proves, in source order; the chain
    /// candidates nothing in this file proves; and those of `labelProven` (found occurrences only their label
    /// or an implicit member proved) that neither an Rx chain nor an Rx argument proves too, each with the
    /// candidates only it proves.
    private mutating func resolvedOccurrences(_ rxNames: HashTable, labelProven: [Found])
        -> (resolved: [Found], unproven: [Found], labelOnly: [(hit: Found, dependents: [Found])])
    {
        guard !candidates.isEmpty || !labelProven.isEmpty else { return (found, [], []) }
        var proven = chainAnchored
        for link in returnedAsRx() { proven[Int(link)] = true }
        // Per link, the first candidate its arguments prove (`.flatMap { Observable.just($0) }`): the links after
        // it are Rx (`.map { }`), not those before (`gas.flatMap { BigUInt($0) }.flatMap { Single.just($0) }`).
        var argumentFrom: [Int: Int] = [:]
        // An Rx-typed name proves itself (a function returning Rx) and, reached from a name, the links after
        // it, not those before: in `$0.toArray().first?.session`, a `session: Observable` says nothing of
        // `toArray`, nor does `$0.items` of the `compactMap` after it.
        var typedFrom = [Int](repeating: Int.max, count: rxNames.isEmpty ? 0 : proven.count)
        var lifetimeFrom = typedFrom
        if !rxNames.isEmpty {
            var wanted = [Bool](repeating: false, count: proven.count)
            for candidate in candidates { wanted[Int(chain[candidate.token])] = true }
            for hit in labelProven { wanted[Int(chain[hit.token])] = true }
            var shadows: [UInt64: [ClosedRange<Int>]]?
            for index in 0..<code.count where chain[index] >= 0 && wanted[Int(chain[index])] {
                guard code.hashes[index] != 0, let kind = rxNames.value(for: code.hashes[index]), isNamedValue(index)
                else { continue }
                if kind == ScanPass.functionName, !code.isPunct(index + 1, "("), !code.isPunct(index + 1, "{") {
                    continue
                }
                // A value's name called (`Strings.retry()` beside a `var retry: Observable<Void>`) is a function's.
                if kind != ScanPass.functionName, code.isPunct(index + 1, "(") { continue }
                // A bare name inside a parameter's function or closure of that name is the parameter.
                if !code.isPunct(index - 1, ".") {
                    if shadows == nil { shadows = shadowingRanges(of: rxNames) }
                    if let ranges = shadows?[code.hashes[index]], ScanPass.contains(ranges, index) { continue }
                } else if isMemberOfLocalValue(index) {
                    continue
                } else if index >= 2, moduleImports.contains(where: { $0.hash == code.hashes[index - 2] }) {
                    // Another module's function (`Alamofire.request(url)` beside the file's own `request`).
                    continue
                }
                let link = Int(chain[index])
                if kind == ScanPass.lifetimeName {
                    lifetimeFrom[link] = min(lifetimeFrom[link], index)
                } else {
                    typedFrom[link] = min(typedFrom[link], index)
                }
            }
        }
        func inChain(_ candidate: Found, _ rule: CompiledMatch, anchoredBySelf: Bool) -> Bool {
            let link = Int(chain[candidate.token])
            let afterArguments = !argumentFrom.isEmpty && argumentFrom[link].map { $0 < candidate.token } ?? false
            // A label the member never takes: only what comes before it in its chain (`Found.unknownLabel`).
            if candidate.unknownLabel {
                let typedBefore = !typedFrom.isEmpty && typedFrom[link] < candidate.token
                return (candidate.anchoredBefore && !anchoredBySelf) || typedBefore || afterArguments
            }
            let typed = !typedFrom.isEmpty && typedFrom[link] <= candidate.token
            let lifetime = !lifetimeFrom.isEmpty && rule.category == .lifetime && lifetimeFrom[link] <= candidate.token
            // A name typed as a function returning Rx proves itself only called (`flatMap(x)`, not `self.flatMap =`).
            let ownKind = typedFrom.isEmpty ? nil : rxNames.value(for: code.hashes[candidate.token])
            let called = code.isPunct(candidate.token + 1, "(")
            return (proven[link] && !anchoredBySelf) || typed || lifetime || afterArguments
                || (ownKind != nil && (ownKind == ScanPass.functionName) == called)
        }
        // Weak: what only a label or an implicit member proved (`vc.bind(to: model)`, `.just(x)` next to
        // Combine) and nothing else in this file proves. A function of that name the project declares itself
        // takes the call (`SourceFile.assemble`), and what only weak occurrences prove falls with them.
        var strongInLink: [Int32: Bool] = [:]
        for hit in labelProven { strongInLink[chain[hit.token]] = false }
        // Most files have no label proof: the dictionaries stay empty, and are not looked up (a lookup hashes first).
        for hit in found where !strongInLink.isEmpty && hit.provingLabel == 0 && strongInLink[chain[hit.token]] != nil {
            strongInLink[chain[hit.token]] = true
        }
        let weak = labelProven.filter { hit in
            !inChain(hit, scanner.matches[hit.construct], anchoredBySelf: strongInLink[chain[hit.token]] == false)
                && argumentFinds(hit.token).allSatisfy { found[$0].provingLabel != 0 }
        }
        let weakTokens = Set(weak.map(\.token))
        var weakInLink: [Int32: [Int]] = [:]
        for hit in weak { weakInLink[chain[hit.token], default: []].append(hit.token) }
        for link in weakInLink.keys { strongInLink[link] = false }
        for hit in found
        where !weakInLink.isEmpty && weakInLink[chain[hit.token]] != nil && !weakTokens.contains(hit.token) {
            strongInLink[chain[hit.token]] = true
        }
        var dependents: [Int: [Found]] = [:]
        var leaningCandidates: Set<Int> = []
        var unproven: [Found] = []
        var accepted: [Found] = []
        // The names declared with an array's or a dictionary's type, or a data source's (`onCollectionTypedName`).
        var collections: [UInt64] = []
        for typed in typedNames where typed.typeStart < typed.typeEnd && hasPlainType(typed.typeStart) {
            collections.append(typed.hash)
        }
        if collections.count > 1 { collections = collections.sortedUnique() }
        // The functions the file declares outside Rx extensions that spell an operator (`private func zip(file:)`),
        // by name and label (`callsOwnFunction`): only where some operator is called bare or on `self`.
        var ownCalls: [UInt64] = []
        let ownCallSites = candidates.contains { candidate in
            scanner.matches[candidate.construct].category == .operator && code.isPunct(candidate.token + 1, "(")
                && code.isBareOrOnSelf(candidate.token)
        }
        for declaration in declarations
        where ownCallSites && declaration.kind == .function && !declaration.extendsRx
            && code.entries[declaration.name] >= 0
        {
            ownCalls += callKeys(declaration)
        }
        if ownCalls.count > 1 { ownCalls = ownCalls.sortedUnique() }
        // Reads on `self` of a property the file declares (`self.values` of a stored `values` subject, no RxSwift
        // bridge): no operator, whatever their chain holds.
        var ownPropertyReads: Set<Int> = []
        let readsOnSelf = candidates.filter { candidate in
            let token = candidate.token
            return token >= 2 && code.isPunct(token - 1, ".") && code.hashes[token - 2] == ScanPass.selfHash
                && !code.isPunct(token + 1, "(") && !code.isPunct(token + 1, "{")
        }
        if !readsOnSelf.isEmpty {
            var properties: Set<UInt64> = []
            for typed in typedNames where typed.isProperty { properties.insert(typed.hash) }
            for candidate in readsOnSelf where properties.contains(code.hashes[candidate.token]) {
                ownPropertyReads.insert(candidate.token)
            }
        }
        // A few rounds, until no link gains a candidate its arguments prove (`argumentFrom`).
        for _ in 0..<8 {
            dependents = [:]
            leaningCandidates = []
            unproven = []
            var provedByArguments: [(link: Int, token: Int)] = []
            accepted = candidates.filter { candidate in
                let rule = scanner.matches[candidate.construct]
                let link = chain[candidate.token]
                let chained = rule.chain || candidate.needsChain
                if !rule.isType, ownPropertyReads.contains(candidate.token) { return false }
                // `rightBarButtonItem.flatMap { … }?.disposed(by:)`: an Optional's operator, whatever follows.
                if rule.category == .operator, code.resultIsOptionalChained(candidate.token) { return false }
                if !ownCalls.isEmpty, rule.category == .operator, callsOwnFunction(candidate.token, ownCalls) {
                    return false
                }
                if !collections.isEmpty, rule.category == .operator, candidate.token >= 2,
                    collections.sortedContains(code.hashes[candidate.token - 2]), onCollectionTypedName(candidate.token)
                {
                    return false
                }
                let arguments = rule.argument && !candidate.needsChain ? argumentFinds(candidate.token) : 0..<0
                let weakAnchor = !weakInLink.isEmpty && weakInLink[link] != nil && strongInLink[link] == false
                if chained && inChain(candidate, rule, anchoredBySelf: weakAnchor) { return true }
                if arguments.contains(where: { !weakTokens.contains(found[$0].token) }) {
                    provedByArguments.append((Int(link), candidate.token))
                    return true
                }
                var leaning: [Int] = []
                if chained, weakAnchor, inChain(candidate, rule, anchoredBySelf: false) {
                    leaning += weakInLink[link] ?? []
                }
                leaning += arguments.map { found[$0].token }.filter(weakTokens.contains)
                for token in leaning { dependents[token, default: []].append(candidate) }
                if !leaning.isEmpty { leaningCandidates.insert(candidate.token) }
                if leaning.isEmpty, rule.chain, !candidate.needsChain { unproven.append(candidate) }
                return !leaning.isEmpty
            }
            var gained = false
            for (link, token) in provedByArguments where token < argumentFrom[link] ?? Int.max {
                argumentFrom[link] = token
                gained = true
            }
            if !gained { break }
        }
        // An implicit member has an Rx type when it is given to a name declared with one (`var items:
        // Observable<Int> = .empty()`, a parameter's default value, `items = .just(1)`), returned from a
        // function, computed property or closure declared with one (`func restart() -> Single<Transaction>
        // { return .just(transaction) }`), or in the arguments or closure of a call that is Rx for sure
        // (`.just(2)` in `Single.just(1).flatMap { _ in .just(2) }`).
        var rescued: Set<Int> = []
        if weak.contains(where: \.implicitMember) {
            let bodies = declarationBodies()
            let typeStarts = typedNames.indices.filter { typedNames[$0].typeStart < typedNames[$0].typeEnd }
                .sorted { typedNames[$0].typeStart < typedNames[$1].typeStart }
            for hit in weak where hit.implicitMember {
                let before = hit.token - 2
                guard before >= 0 else { continue }
                if code.isOperator(before, .equal) {
                    if assignsRx(before, rxNames) || initializesRx(before, typeStarts) { rescued.insert(hit.token) }
                    continue
                }
                // Returned: `return .just(x)`, or a body of that one expression (`{ .just(x) }`, `{ _ in .just(x) }`).
                guard code.startsReturnedArm(after: before) else { continue }
                switch enclosingBody(of: hit.token, bodies: bodies) {
                case .declaration(let index): if returnsRx(declarations[index]) { rescued.insert(hit.token) }
                case .closure(let arrow, let end): if streamTypes(arrow + 1, end) { rescued.insert(hit.token) }
                case .call, nil: break
                }
            }
            let strongCalls =
                found.lazy.map(\.token).filter { !weakTokens.contains($0) || rescued.contains($0) }
                + accepted.lazy.map(\.token).filter { !leaningCandidates.contains($0) }
            let returns = weak.contains(where: \.needsReturn)
            var returningClosures: Set<Int> = []
            for call in strongCalls {
                for index in argumentFinds(call) where found[index].implicitMember && !found[index].needsReturn {
                    rescued.insert(found[index].token)
                }
                if returns { returningClosures.formUnion(closures(of: call)) }
            }
            // A conditional's arm only where a declared type returns it: `.map { b in b ? .empty(query: q) : .x }`
            // returns an element of the app's, which an Rx call's closure may well do.
            for hit in weak where hit.needsReturn && !rescued.contains(hit.token) && !returningClosures.isEmpty {
                guard code.startsReturnedValue(after: hit.token - 2) else { continue }
                if case .call = enclosingBody(of: hit.token, bodies: bodies, calls: returningClosures) {
                    rescued.insert(hit.token)
                }
            }
        }
        // What only `Proof.implicitReturn` proposed and no Rx type returns is not Rx, nor what leans on it.
        let notReturned = weak.filter { $0.needsReturn && !rescued.contains($0.token) }
        guard !notReturned.isEmpty else {
            let labelOnly = weak.filter { !rescued.contains($0.token) }.map { ($0, dependents[$0.token] ?? []) }
            return ((found + accepted).sorted { $0.token < $1.token }, unproven, labelOnly)
        }
        var dropped = Set(notReturned.map(\.token))
        for hit in notReturned { dropped.formUnion((dependents[hit.token] ?? []).map(\.token)) }
        let labelOnly = weak.filter { !rescued.contains($0.token) && !dropped.contains($0.token) }
            .map { ($0, dependents[$0.token] ?? []) }
        let kept = (found + accepted).filter { !dropped.contains($0.token) }
        return (kept.sorted { $0.token < $1.token }, unproven, labelOnly)
    }

    /// `Reference.pairKey` of the function's name with each first label a call of it may have (`noArguments`
    /// where every parameter has a default value); none for a subscript.
    func callKeys(_ declaration: Declaration) -> [UInt64] {
        let name = code.hashes[declaration.name]
        switch declaration.labels {
        case .none: return []
        case .noParameters: return [Reference.pairKey(name, Reference.noArguments)]
        case .parameters(let open):
            let labels = code.argumentLabels(open)
            return (labels.isEmpty ? [Reference.noArguments] : labels).map { Reference.pairKey(name, $0) }
        }
    }

    /// `hits` without the implicit members returned from a closure that declares a type that is no Rx stream:
    /// `.map { loading -> BannerState in return .error("failed") }` returns the app's enum case.
    private func withoutPlainClosureReturns(_ hits: [Found]) -> [Found] {
        func returnedImplicit(_ token: Int) -> Bool {
            token >= 2 && code.isImplicitMember(token)
                && code.startsReturnedArm(after: token - 2)
        }
        guard hits.contains(where: { returnedImplicit($0.token) }) else { return hits }
        return hits.filter { hit in
            guard returnedImplicit(hit.token),
                case .closure(let arrow, let end) = enclosingBody(of: hit.token, bodies: DeclarationBodies())
            else { return true }
            return streamTypes(arrow + 1, end)
        }
    }

    /// Whether the call at `token` is bare or on `self` (`self.zip(file: file)`, `retry(maxAttemptCount: 3)`) and
    /// `ownCalls` has its name with its first argument's label: the file's own function, no Rx operator.
    private func callsOwnFunction(_ token: Int, _ ownCalls: [UInt64]) -> Bool {
        guard code.isPunct(token + 1, "("), code.isBareOrOnSelf(token) else { return false }
        let label: UInt64
        switch code.callLabel(token) {
        case .label(let hash): label = hash
        case .unlabeled: label = Reference.unlabeled
        case .empty: label = Reference.noArguments
        default: return false
        }
        return ownCalls.sortedContains(Reference.pairKey(code.hashes[token], label))
    }

    /// Whether the member at `token` is called on a bare name (or `self.name`) that the file declares, where the
    /// member is, with an array's or a dictionary's type (`let buttons: [UIButton]`, `_ rows: [Row]?`), or a data
    /// source's (`hasPlainType`): the
    /// collection's own `reduce` or `map`, whatever Rx its arguments or the rest of the chain hold
    /// (`buttons.reduce(Disposables.create()) { }.disposed(by: bag)`).
    private func onCollectionTypedName(_ token: Int) -> Bool {
        guard code.isPunct(token - 1, "."), case let receiver = token - 2, receiver >= 0,
            code.isLowercaseWord(receiver),
            code.keywords[receiver] == .none, code.isBareOrOnSelf(receiver)
        else { return false }
        let hash = code.hashes[receiver]
        // The innermost declaration of the name in sight: the one whose scope starts last.
        var innermost: (start: Int, typed: Int)?
        for (index, typed) in typedNames.enumerated() where typed.hash == hash && typed.name >= 0 {
            var start = typed.blockEnd >= 0 ? typed.name : typed.scopeStart
            let end = typed.blockEnd >= 0 ? typed.blockEnd : typed.scopeEnd
            if typed.isProperty, !(start < receiver && receiver <= end) {
                // A property is its type's extensions' too (`private extension GenderStepViewController { }`).
                start = -1
                for body in typeBodies where body.type == typed.owner && Int(body.open) < receiver {
                    if receiver < Int(code.partner[Int(body.open)]) { start = Int(body.open) }
                }
            } else if !(start < receiver && receiver <= end) {
                continue
            }
            guard start >= 0, innermost.map({ $0.start < start }) ?? true else { continue }
            innermost = (start, index)
        }
        guard let innermost else { return false }
        let typed = typedNames[innermost.typed]
        return typed.typeStart < typed.typeEnd && hasPlainType(typed.typeStart)
    }

    /// Whether the type starting at `typeStart` has operators of its own, no stream's: an array's or a dictionary's
    /// (`[Row]`), or, with no operator at all, an RxDataSources data source's, whose Optional's `flatMap` is
    /// Optional's (`dataSource.flatMap { ds in items.bind(to: view.rx.items(dataSource: ds)) }`).
    private func hasPlainType(_ typeStart: Int) -> Bool {
        code.isPunct(typeStart, "[") || hasDataSourceType(typeStart)
    }

    /// Whether the word at `index` spells an RxDataSources type (`SourceScanner.dataSourceEntries`).
    private func hasDataSourceType(_ index: Int) -> Bool {
        index >= 0 && code.entries[index] >= 0 && scanner.dataSourceEntries[Int(code.entries[index])]
    }

    /// `references` without the bare arguments that name something this file declares itself where they stand (a
    /// parameter or a local in sight, a closure's parameter inside the closure, a property, a loop's variable):
    /// `accept(detail)` in `init(detail: String?)` is the parameter, not an inherited `detail`, and so is `locked` in
    /// the header of `{ (_, locked) -> Bool in locked }`; the receiver the closure is passed to is not
    /// (`error.subscribe(onNext: { (error) in })`, the inherited `error`). `hops` are
    /// renumbered to match (and `implicitArguments`, `publisherNamed`), and so are `memberFields`' hops; a bare
    /// argument is neither a hop's reference nor its owner, which are members.
    private func withoutShadowedArguments(
        _ references: [Reference], hops: inout [ReceiverHop], implicitArguments: inout [ImplicitArgument],
        memberFields: inout [MemberField], publisherNamed: inout [Int32]
    ) -> [Reference] {
        // The bare arguments' names (a file has few) that the file declares.
        // One pass, no list of whole references in between.
        var bare: [UInt64] = []
        for reference in references where reference.isBareArgument { bare.append(reference.hash) }
        bare.formSortedUnique()
        guard !bare.isEmpty else { return references }
        var sight = DeclaredInSight(self, names: bare)
        guard !sight.declared.isEmpty else { return references }
        var shadowed = [Bool](repeating: false, count: references.count)
        var any = false
        for index in references.indices where references[index].isBareArgument {
            let reference = references[index]
            guard sight.declares(reference.hash, line: Int(reference.line), column: Int(reference.column), in: self)
            else {
                continue
            }
            shadowed[index] = true
            any = true
        }
        guard any else { return references }
        var kept: [Reference] = []
        kept.reserveCapacity(references.count)
        var renumbered = [Int32](repeating: 0, count: references.count)
        for index in references.indices {
            renumbered[index] = Int32(kept.count)
            if !shadowed[index] { kept.append(references[index]) }
        }
        guard !hops.isEmpty || !implicitArguments.isEmpty || !memberFields.isEmpty || !publisherNamed.isEmpty else {
            return kept
        }
        for index in hops.indices {
            hops[index].reference = renumbered[Int(hops[index].reference)]
            hops[index].owner = renumbered[Int(hops[index].owner)]
        }
        for index in implicitArguments.indices {
            implicitArguments[index].reference = renumbered[Int(implicitArguments[index].reference)]
        }
        for index in memberFields.indices {
            let member = renumbered[Int(memberFields[index].hop.owner)]
            memberFields[index].hop.owner = member
            memberFields[index].hop.reference = member
        }
        publisherNamed = publisherNamed.map { renumbered[Int($0)] }
        return kept
    }

    /// Where the file declares some names (`names`, sorted): whether one is declared where a token of it stands, a
    /// parameter or a local in sight (`isLocal`), a closure's parameter inside its closure (as
    /// `CodeTokens.isClosureParameter` tells), or anywhere a property, a loop's variable, or a name whose scope the
    /// walk did not record. The declarations and the headers before each `in` are read once, for those names alone;
    /// a file declares few of them, so they are kept in small arrays, looked through only for a declared name.
    private struct DeclaredInSight {
        /// The names declared, sorted and unique.
        let declared: [UInt64]
        /// The names' declarations in `ScanPass.typedNames`, by index.
        var typed: [(hash: UInt64, index: Int)] = []
        /// The names a closure's or a loop's header declares, with the header's `{` or `for`.
        var headers: [(hash: UInt64, start: Int)] = []
        /// The token `declares` found last: references come in source order, so the next one is found by walking
        /// on from there, not by a search of every token.
        private var lastToken = 0

        init(_ pass: borrowing ScanPass, names: [UInt64]) {
            for index in pass.typedNames.indices {
                let hash = pass.typedNames[index].hash
                if names.sortedContains(hash) { typed.append((hash, index)) }
            }
            let code = pass.code
            for position in pass.inKeywords.lazy.map({ Int($0) }) {
                guard let start = pass.headerStart(endingAt: position) else { continue }
                for token in start + 1..<position
                where code.isValueWord(token) && code.keywords[token] == .none
                    && names.sortedContains(code.hashes[token])
                {
                    headers.append((code.hashes[token], start))
                }
            }
            declared = (typed.map(\.hash) + headers.map(\.hash)).sortedUnique()
        }

        /// Whether the name `hash` is declared where its token at `line`, `column` of `pass` (the one this was made
        /// of) stands; true when no token is there. The pass is lent, not kept: a copy retains its every column.
        mutating func declares(_ hash: UInt64, line: Int, column: Int, in pass: borrowing ScanPass) -> Bool {
            guard declared.sortedContains(hash) else { return false }
            let code = pass.code
            let key = line << 24 | column
            let place = { (token: Int) in code.tokens[token].line << 24 | code.tokens[token].column }
            // A few tokens on from the last one found, else a binary search (also for a reference before it).
            var index = lastToken < code.count && place(lastToken) <= key ? lastToken : -1
            if index >= 0 {
                let limit = min(code.count, index + 16)
                while index < limit, place(index) < key { index += 1 }
                if index == limit, index < code.count { index = -1 }
            }
            if index < 0 { index = code.tokens.lowerBound(of: key) { $0.line << 24 | $0.column } }
            lastToken = index
            guard index < code.count, code.tokens[index].line == line, code.tokens[index].column == column else {
                return true
            }
            for header in headers where header.hash == hash {
                // A loop's variable, anywhere; a closure's parameter, inside its braces.
                guard code.isPunct(header.start, "{") else { return true }
                let close = Int(code.partner[header.start])
                if header.start < index, index <= close { return true }
            }
            return typed.contains { entry in
                guard entry.hash == hash else { return false }
                let typed = pass.typedNames[entry.index]
                return typed.isProperty || typed.name < 0 || typed.blockEnd < 0 && typed.scopeStart < 0
                    || pass.isLocal(typed, named: hash, at: index)
            }
        }
    }

    /// Whether the name at `index` is reached from a name (`items`, `self?.items`, `output.items`), not from
    /// an element or a result (`$0.items`, `list[0].items`, `make().items`): those are other values that
    /// happen to have a member of the same name.
    private func isNamedValue(_ index: Int) -> Bool {
        guard code.isPunct(index - 1, ".") else { return true }
        let receiver = code.beforePostfixMarks(index - 2)
        return receiver >= 0 && code.tokens[receiver].kind == .identifier
    }

    /// Whether the name at `index`, after a `.`, is a member of a local value or a parameter rather than of the
    /// file's own types (`solvedList.questions.map { }` of a `guard let solvedList = list.first(...)`,
    /// `state.tags.reduce(0) { }` of a `let state = relay.value`): unless that value is declared with a type whose
    /// body declares the name (`input.refresh` of `input: Input`), it says nothing of the file's Rx-typed name.
    private func isMemberOfLocalValue(_ index: Int) -> Bool {
        let receiver = code.beforePostfixMarks(index - 2)
        guard code.isBareReceiver(receiver) else { return false }
        let hash = code.hashes[receiver]
        var nearest: TypedName?
        for typed in typedNames where typed.hash == hash {
            // A property of that name may be `self`'s.
            if typed.isProperty || typed.owner != 0 { return false }
            guard typed.name >= 0, typed.name < receiver, typed.blockEnd < 0 || typed.blockEnd > receiver,
                nearest.map({ $0.name < typed.name }) ?? true
            else { continue }
            nearest = typed
        }
        guard let nearest else { return false }
        let type = writtenType(of: nearest)
        let member = code.hashes[index]
        // `input.refresh` of `struct Input { let refresh: Observable<Void> }`, not `state.tags` of `struct Form { var
        // tags: [String: Bool] }`.
        return type == 0
            || !typedNames.contains {
                $0.hash == member && $0.owner == type
                    && (rxTypeRule(at: $0.typeStart) != nil
                        || $0.initializer >= 0 && rxTypeRule(at: $0.initializer) != nil)
            }
    }

    /// The value `rxTypedNames` gives a name declared with a lifetime type only.
    static let lifetimeName = 1
    /// The value `rxTypedNames` gives the name of a function that returns Rx: only a call of it is Rx
    /// (`languages()`, not `user.languages`).
    static let functionName = 2

    /// Names this file declares with an Rx type (`Observable<Int>?`, not `[Observable<Int>]`), or initializes
    /// from an Rx type or an Rx chain; the table holds each name's hash (values unused).
    private func rxTypedNames() -> HashTable {
        var names = HashTable()
        // Only RxCombine bridges to Combine.
        let bridges = fileImports.contains("RxCombine")
        for typed in typedNames {
            // The first declaration of a name wins, but a value's wins over a function's.
            if let kind = names.value(for: typed.hash), kind != ScanPass.functionName || typed.name < 0 { continue }
            // An operator of an Rx type's extension (`extension Observable { func map<D>(_ type: D.Type) }`) is
            // called on streams, which their chains prove: it proves no `collection.map(transform)` of the file.
            if typed.name < 0, typed.owner != 0, ResolverIndex.rxFamilies[Reference.short(typed.owner)] != nil {
                continue
            }
            let typeRule = rxTypeRule(at: typed.typeStart)
            // `lazy var profile = Single.just(x).asObservable().publisher` holds a Combine publisher.
            let bridged =
                bridges && typed.initializer >= 0 && typeRule == nil && endsInPublisherBridge(typed.initializer)
            let initializerRule = typed.initializer >= 0 && !bridged ? rxTypeRule(at: typed.initializer) : nil
            if bridged {
                continue
            } else if typeRule != nil || initializerRule != nil {
                // A lifetime (`DisposeBag?`) proves only lifetime calls (`dispose()`), not an Optional's `map`; a
                // data source (`RxCollectionViewSectionedReloadDataSource<…>?`) proves nothing: it has no operator.
                if typeRule != nil ? hasDataSourceType(typed.typeStart) : hasDataSourceType(typed.initializer) {
                    continue
                }
                let isStream = { (rule: CompiledMatch?) in rule.map { $0.category != .lifetime } ?? false }
                let stream = isStream(typeRule) || isStream(initializerRule)
                let kind = typed.name < 0 ? ScanPass.functionName : stream ? 0 : ScanPass.lifetimeName
                names.insert(typed.hash, value: kind)
            } else if typed.initializer >= 0, chain[typed.initializer] >= 0,
                chainAnchored[Int(chain[typed.initializer])], !leavesItsChain(typed.initializer)
            {
                names.insert(typed.hash, value: 0)
            } else if typed.name >= 0, typed.typeStart < typed.typeEnd, holdsRxClosure(typed) {
                // A closure returning Rx (`fetch: @escaping (String) -> Single<Int>`): its calls are Rx.
                names.insert(typed.hash, value: ScanPass.functionName)
            }
        }
        // A local given a name of these whole (`guard let disposable = self.autoRefreshDisposable`, `let d = timer`):
        // of the same kind, a lifetime's `dispose()` too.
        for typed in typedNames
        where typed.blockEnd >= 0 && typed.initializer >= 0 && typed.typeStart >= typed.typeEnd
            && names.value(for: typed.hash) == nil
        {
            let (hash, element) = derivation(typed.initializer)
            guard hash != 0, !element, let kind = names.value(for: hash), kind != ScanPass.functionName else {
                continue
            }
            names.insert(typed.hash, value: kind)
        }
        // ReactorKit's `state` is an Observable inside the reactor too (`self.state.filter { }`).
        if fileImports.contains("ReactorKit"), names.value(for: ScanPass.stateHash) == nil,
            conformances.contains(where: { $0.contains(LayerClassifier.reactorHash) })
        {
            names.insert(ScanPass.stateHash, value: 0)
        }
        return names
    }

    /// The locals without a type whose initializer's chain holds an occurrence of `resolved` but is not among
    /// `rxNames` (proved by the resolution, not by the walk).
    private func namesOfProvenChains(_ rxNames: HashTable, _ resolved: [Found]) -> [UInt64] {
        var proven = [Bool](repeating: false, count: chainAnchored.count)
        for hit in resolved where chain[hit.token] >= 0 { proven[Int(chain[hit.token])] = true }
        var names: [UInt64] = []
        for typed in typedNames where typed.isUntypedLocal {
            guard typed.initializer >= 0, chain[typed.initializer] >= 0, proven[Int(chain[typed.initializer])],
                rxNames.value(for: typed.hash) == nil, !leavesItsChain(typed.initializer)
            else { continue }
            names.append(typed.hash)
        }
        return names
    }

    /// Whether the postfix chain starting at `initializer` ends in another chain than its head's: past a link that
    /// leaves Rx (`currentState.items`, `relay.value`), the name it initializes holds no stream.
    func leavesItsChain(_ initializer: Int) -> Bool {
        guard let last = code.postfixChain(from: initializer)?.last, last > initializer else { return false }
        return chain[last] != chain[initializer]
    }

    /// Whether `typed` is declared with a function type returning an Rx stream (`@escaping (String) ->
    /// Single<Int>`): the `->` outside brackets, then an Rx type that is no lifetime.
    func holdsRxClosure(_ typed: TypedName) -> Bool {
        guard let arrow = topLevelArrow(typed.typeStart, typed.typeEnd, last: false),
            let rule = rxTypeRule(at: arrow + 1)
        else { return false }
        return rule.category != .lifetime
    }

    /// The first `->` written in `start..<end` outside brackets, or the last one (`last`); nil for none.
    func topLevelArrow(_ start: Int, _ end: Int, last: Bool) -> Int? {
        var arrow: Int?
        var position = start
        while position < min(end, code.count) {
            if code.isOperator(position, .arrow) {
                guard last else { return position }
                arrow = position
            }
            let partner = Int(code.partner[position])
            position = partner > position && partner < end ? partner + 1 : position + 1
        }
        return arrow
    }

    /// Whether an Rx type is written in `typed`'s type or at its initializer (`rxTypes`, without the names).
    private func namesRxType(_ typed: TypedName) -> Bool {
        var position = firstFound(atOrAfter: typed.typeStart)
        while position < found.count, found[position].token < typed.typeEnd {
            if scanner.matches[found[position].construct].isType { return true }
            position += 1
        }
        return typed.initializer >= 0 && isRxType(at: typed.initializer)
    }

    /// How many Rx type names are written between `start` and `end` (`rxTypes`, counted where written).
    private func rxTypeCount(_ start: Int, _ end: Int) -> Int {
        var count = 0
        var position = firstFound(atOrAfter: start)
        while position < found.count, found[position].token < end {
            if scanner.matches[found[position].construct].isType { count += 1 }
            position += 1
        }
        return count
    }

    /// `APIShape.rxParameterLabels` of an initializer or function: the argument labels of the parameters whose types
    /// name Rx types (`reload` of `init(title: String, reload: PublishSubject<Void>? = nil)`, the `positionLabel` of
    /// `_ reload: Observable<Void>?` after parameters that always take an argument), when no Rx type is written
    /// elsewhere in its signature (`-> Single<Int>`, `<O: ObservableType>`); nil then, for an unlabeled one after a
    /// parameter with a default value (`limit: Int = 1, _ reload: Observable<Void>?`), and for a member of an Rx type's
    /// extension, whose receiver is Rx.
    private func rxParameterLabels(_ declaration: Declaration) -> [UInt64]? {
        guard !declaration.extendsRx, case .parameters(let open) = declaration.labels else { return nil }
        var labels: [UInt64] = []
        var counted = 0
        var unlabeled = false
        // Whether every parameter so far takes an argument in each call: then the next one's is at its position.
        var placed = true
        var position = 0
        code.forEachParameter(open) { start, colon, end in
            let omission = code.omission(after: colon, before: end)
            defer {
                placed = placed && !omission.defaulted && !omission.variadic
                position += 1
            }
            let count = rxTypeCount(colon + 1, end)
            guard count > 0 else { return }
            let at = placed && !omission.variadic ? position : nil
            guard let label = code.parameterLabel(start: start, colon: colon, position: at) else {
                unlabeled = true
                return
            }
            labels.append(label)
            counted += count
        }
        guard !unlabeled, !labels.isEmpty,
            counted == rxTypeCount(declaration.signatureStart, declaration.signatureEnd)
        else { return nil }
        return labels.sortedUnique()
    }

    /// Rx type names (as written) found between `start` and `end`, and at `initializer`, sorted.
    private func rxTypes(_ start: Int, _ end: Int, initializer: Int) -> [String] {
        var names: [String] = []
        var position = firstFound(atOrAfter: start)
        while position < found.count, found[position].token < end {
            if scanner.matches[found[position].construct].isType { names.append(symbol(found[position].token)) }
            position += 1
        }
        if initializer >= 0, isRxType(at: initializer) { names.append(symbol(initializer)) }
        return names.count < 2 ? names : Array(Set(names)).sorted()
    }

    /// The Rx type of a property declared without one whose initializer is a chain ending in an occurrence
    /// (`resolved`): `lazy var title = item.map { $0.title }` on a relay, `UserDefaults.standard.rx.observe(Bool.self,
    /// "flag")`. What a conversion names (`asDriver()`), a `Disposable` for a subscription, else the type of the name
    /// the chain starts from where it is a `Driver` or a `Signal`, whose operators keep it, else an `Observable`.
    /// Nil for a chain that ends in no occurrence (`relay.value`), or in one that gives no stream (`first()`).
    private func chainType(_ initializer: Int, _ resolved: [Found]) -> String? {
        guard chain[initializer] >= 0, let last = code.chainEnd(from: initializer) else { return nil }
        let at = resolved.lowerBound(of: last) { $0.token }
        guard at < resolved.count, resolved[at].token == last else { return nil }
        let match = scanner.matches[resolved[at].construct]
        switch match.id {
        case "asDriver", "asSingle", "asObservable":
            let text = symbol(last)
            return text == "asObserver" ? "AnyObserver" : String(text.dropFirst(2))
        case "subscribe", "bind", "drive":
            return "Disposable"
        case "first":
            return nil
        case "rx.observe", "observeOn", "subscribeOn":
            break
        default:
            guard match.category == .operator else { return nil }
        }
        // The name the chain starts from, after `self.`.
        let root =
            code.hashes[initializer] == ScanPass.selfHash && code.isPunct(initializer + 1, ".")
            ? initializer + 2 : initializer
        if root < code.count, let typed = typedNames.first(where: { $0.name >= 0 && $0.hash == code.hashes[root] }) {
            for index in [typed.typeStart, typed.initializer] where index >= 0 && index < code.count {
                if let rule = rxTypeRule(at: index), rule.id == "Driver" || rule.id == "Signal" { return rule.id }
            }
        }
        return "Observable"
    }

    /// The catalog symbol spelled by the identifier at `index`.
    private func symbol(_ index: Int) -> String {
        let entry = Int(code.entries[index])
        // An operator (`<->`) has no entry of its own: its text is the symbol.
        return entry >= 0 ? scanner.words.entries[entry].text : code.text(index)
    }

    /// Whether the `=` at `equal` assigns a name the file declares with an Rx stream type (`items = `,
    /// `self.items = `).
    private func assignsRx(_ equal: Int, _ rxNames: HashTable) -> Bool {
        let name = equal - 1
        guard name >= 0, code.tokens[name].kind == .identifier, let kind = rxNames.value(for: code.hashes[name]) else {
            return false
        }
        return kind != ScanPass.lifetimeName
    }

    /// Whether the `=` at `equal` gives the value of a name or parameter declared with an Rx stream type
    /// (`var items: Observable<Int> = `, `func f(x: Single<Int> = `). `typeStarts`: indexes in `typedNames`
    /// with a written type, by where it starts.
    private func initializesRx(_ equal: Int, _ typeStarts: [Int]) -> Bool {
        let at = typeStarts.lowerBound(of: equal) { typedNames[$0].typeStart }
        guard at > 0 else { return false }
        let typed = typedNames[typeStarts[at - 1]]
        return equal <= typed.typeEnd && streamTypes(typed.typeStart, equal)
    }

    /// The chains of unproven operators that are the value a function, computed property or closure declared
    /// with an Rx stream type returns, ending at the operator: `func load() -> Observable<Int> { return
    /// sdk.call().map { $0 } }`, `.flatMapLatest { s -> Observable<Key> in s.keys().map(Key.init) }`. The last
    /// step gives the declared type, so the chain is Rx, whatever its head (a library the repository does not hold).
    private func returnedAsRx() -> [Int32] {
        var links: [Int32] = []
        var bodies: DeclarationBodies?
        for candidate in candidates
        where scanner.matches[candidate.construct].chain && scanner.matches[candidate.construct].category == .operator {
            let link = chain[candidate.token]
            // Not a chain on what a call leaving Rx gives (`expect(relay).first()` of Nimble): its members are that
            // value's, whatever they return.
            guard link >= 0, !chainAnchored[Int(link)], !links.contains(link), !plainChains.sortedContains(link),
                let start = code.expressionStart(candidate.token, pastClosures: true),
                let end = code.postfixChain(from: start), end.last == candidate.token, endsExpression(end.end)
            else { continue }
            let before = code.beforeEffects(start)
            // `return x`, or a body of that one expression (`{ x }`, `{ s -> Observable<Key> in x }`).
            guard code.startsReturnedValue(after: before),
                code.keywords[before] == .return || end.end < code.count && code.isPunct(end.end, "}")
            else { continue }
            if bodies == nil { bodies = declarationBodies() }
            switch enclosingBody(of: start, bodies: bodies ?? DeclarationBodies(), closuresReturnTheirOwn: true) {
            case .declaration(let index): if returnsRx(declarations[index]) { links.append(link) }
            case .closure(let arrow, let end): if streamTypes(arrow + 1, end) { links.append(link) }
            case .call, nil: break
            }
        }
        return links
    }

    /// Whether the expression ends at `position`, just after a chain: the end of the code, a `}` or `;`, or a
    /// later line that does not go on with an operator.
    private func endsExpression(_ position: Int) -> Bool {
        guard position < code.count else { return true }
        if code.isPunct(position, "}") || code.isPunct(position, ";") { return true }
        return code.tokens[position].line > code.tokens[position - 1].line && code.tokens[position].kind != .operator
            && !code.isPunct(position, ".")
    }

    /// What a `return` or a lone expression at `token` returns from.
    enum Returning {
        /// The declaration at this index in `declarations`.
        case declaration(Int)
        /// A closure whose header declares a result type (`{ error -> Single<T> in`): the `->` and the `in`.
        case closure(arrow: Int, end: Int)
        /// A closure of one of the calls `enclosingBody` was given (`.flatMap { }` after an Rx call).
        case call
    }

    /// The body `{` of each declaration that has one, with the declaration's index in `declarations`.
    private func declarationBodies() -> DeclarationBodies {
        var bodies: [(open: Int, index: Int)] = []
        for (index, declaration) in declarations.enumerated() where code.isPunct(declaration.signatureEnd, "{") {
            bodies.append((declaration.signatureEnd, index))
        }
        return DeclarationBodies(bodies)
    }

    /// The declaration whose body `{` holds `token` with only blocks between them (`if`, `switch`, a closure
    /// without parameters), or the closure with parameters and a declared result type in between, or one of
    /// the closures opened at `calls`; nil for a closure without a result type or a call's parentheses. Looked
    /// for at most 4,096 tokens back. `closuresReturnTheirOwn`: a closure without a header is no block to look
    /// past but returns its own value (nil), as a value returned from it does; statements' blocks (`if`, `guard …
    /// else`, `switch`, `do`) are still looked past.
    private func enclosingBody(
        of token: Int, bodies: DeclarationBodies, calls: Set<Int> = [], closuresReturnTheirOwn: Bool = false
    ) -> Returning? {
        var index = token - 1
        while index >= 0, token - index < 4096 {
            let kind = code.tokens[index].kind
            if kind == .punctuation, code.partner[index] >= 0, code.partner[index] < index {
                index = Int(code.partner[index]) - 1  // a balanced pair before the token
                continue
            }
            if code.isPunct(index, "{") {
                if !calls.isEmpty, calls.contains(index) { return .call }
                if let declaration = bodies.declaration(opening: index) { return .declaration(declaration) }
                if closuresReturnTheirOwn, opensBlock(index) {
                    index -= 1
                    continue
                }
                if let header = closureHeader(index) { return header.arrow.map { .closure(arrow: $0, end: header.in) } }
                if closuresReturnTheirOwn { return nil }
            } else if code.isPunct(index, "(") || code.isPunct(index, "[") {
                return nil
            }
            index -= 1
        }
        return nil
    }

    /// Whether the `{` at `open` opens a statement's block (`if`, `guard … else`, `switch`, `do`, `repeat`), no closure.
    private func opensBlock(_ open: Int) -> Bool {
        let keyword = open > 0 ? code.keywords[open - 1] : .none
        return code.opensStatementBody(open) || keyword == .else || keyword == .do || keyword == .repeat
    }

    /// The `{` of the closures the call at `index` takes: its trailing closure and the closures given as its
    /// arguments (`.flatMap { }`, `.catch({ error in })`).
    private func closures(of index: Int) -> [Int] {
        var result: [Int] = []
        var next = index + 1
        if code.isPunct(next, "("), case let close = Int(code.partner[next]), close > next {
            var position = next + 1
            while position < close {
                if code.isPunct(position, "{"),
                    code.isPunct(position - 1, "(") || code.isPunct(position - 1, ",")
                        || code.isPunct(position - 1, ":")
                {
                    result.append(position)
                }
                let partner = Int(code.partner[position])
                position = partner > position ? partner + 1 : position + 1
            }
            next = close + 1
        }
        if code.isPunct(next, "{") { result.append(next) }
        return result
    }

    /// When the `{` at `open` starts a closure that names its parameters (`{ value in`, `{ [weak self] _ in`,
    /// `{ error -> Single<T> in`): its `in`, and the `->` of its result type if it declares one.
    private func closureHeader(_ open: Int) -> (in: Int, arrow: Int?)? {
        var index = open + 1
        var arrow: Int?
        while index < code.count, index - open < 32 {
            if code.keywords[index] == .in { return (index, arrow) }
            if code.isOperator(index, .arrow) { arrow = index }
            if code.isPunct(index, "(") || code.isPunct(index, "["), code.partner[index] > index {
                index = Int(code.partner[index]) + 1
                continue
            }
            let kind = code.tokens[index].kind
            let allowed =
                (kind == .identifier && code.keywords[index] == .none) || code.isPunct(index, ",")
                || code.isPunct(index, ":") || code.isOperator(index, .arrow) || code.isOperator(index, .question)
                || code.isOperator(index, .less) || code.isOperator(index, .greater)
            guard allowed else { return nil }
            index += 1
        }
        return nil
    }

    /// Whether a function's result type, or a computed property's type, is a stream of Rx
    /// (`-> Single<Transaction>`, `var isEligible: Single<Bool>`).
    private func returnsRx(_ declaration: Declaration) -> Bool {
        var start = declaration.signatureStart
        var end = declaration.signatureEnd
        if declaration.kind == .function {
            let signature = start..<max(start, end)
            guard let arrow = signature.first(where: { code.isOperator($0, .arrow) }) else { return false }
            start = arrow + 1
            // A generic `where` clause constrains the parameters, it is no result: `-> Expectation<U?> where T:
            // PublishRelay<U>` returns no stream.
            if let clause = (start..<max(start, end)).first(where: { code.keywords[$0] == .where }) { end = clause }
        }
        return streamTypes(start, end)
    }

    /// Whether the type written in `start..<end` names an Rx stream type.
    private func streamTypes(_ start: Int, _ end: Int) -> Bool {
        SourceFile.holdsStream(rxTypes(start, end, initializer: -1))
    }

    /// The indexes in `found` of the occurrences in the parentheses or trailing closure after the call at
    /// `index`.
    private func argumentFinds(_ index: Int) -> Range<Int> {
        let start = index + 1
        guard code.isPunct(start, "(") || code.isPunct(start, "{") else { return 0..<0 }
        var end = Int(code.partner[start])
        guard end > start else { return 0..<0 }
        if code.isPunct(start, "("), code.isPunct(end + 1, "{"), code.partner[end + 1] > end + 1 {
            end = Int(code.partner[end + 1])
        }
        let first = firstFound(atOrAfter: start)
        return first..<max(first, firstFound(atOrAfter: end))
    }

    /// True when the type written at `index` is itself Rx (`Observable<Int>?`), not a container of one.
    private func isRxType(at index: Int) -> Bool { rxTypeRule(at: index) != nil }

    /// The construct of the Rx type written at `index`, or nil when none is written there.
    func rxTypeRule(at index: Int) -> CompiledMatch? {
        let at = firstFound(atOrAfter: index)
        guard at < found.count, found[at].token == index else { return nil }
        let rule = scanner.matches[found[at].construct]
        return rule.isType ? rule : nil
    }

    /// Whether the signature in `start..<end` returns an Rx type: the last component of the type after its `->`
    /// (`Single` in `RxSwift.Single<Int>?`, not `Publisher` in `Observable<E>.Publisher<Self>`); a tuple or
    /// function type counts.
    /// The declared types of the values whose ReactorKit `reactor` the file sets or reads on a name
    /// (`headerView.reactor = r`, `starView.reactor?.state`), not on `self`: views another file declares, whose task
    /// the file's code depends on (`FileInventory.reactorViewTypes`). Sorted name hashes.
    private func reactorViewTypes(_ resolved: [Found], _ receiverTypes: DeclaredTypes) -> [UInt64] {
        guard let use = scanner.reactorUse else { return [] }
        var types: [UInt64] = []
        for hit in resolved where hit.construct == use && hit.token >= 2 && code.isPunct(hit.token - 1, ".") {
            guard let receiver = code.receiverName(of: hit.token), receiver == code.beforePostfixMarks(hit.token - 2),
                code.isLowercaseWord(receiver), code.hashes[receiver] != ScanPass.selfHash,
                let type = declaredType(of: receiver, receiverTypes), !reactorTypes.contains(type)
            else { continue }
            types.append(type)
        }
        return types.sortedUnique()
    }

    /// The token of the reactor the function `declaration`, whose signature writes no Rx type, returns (`func
    /// reactorForDetail(movie: Movie) -> DetailViewReactor`): a factory, whose callers construct the reactor as an
    /// initializer's do. Nil for another result (a reactor's `Observable`, an array of them).
    private func returnedReactor(_ declaration: Declaration) -> Int? {
        guard declaration.kind == .function,
            let arrow = topLevelArrow(declaration.signatureStart, declaration.signatureEnd, last: true)
        else { return nil }
        var last = arrow + 1
        while last < declaration.signatureEnd, code.keywords[last] == .some || code.keywords[last] == .any { last += 1 }
        guard last < declaration.signatureEnd, code.isCapitalizedWord(last) else { return nil }
        let end = last + 1
        guard end >= declaration.signatureEnd || !code.isPunct(end, ".") && !code.isOperator(end, .less) else {
            return nil
        }
        return reactorTypes.contains(code.hashes[last]) ? last : nil
    }

    private func returnTypeIsRx(_ start: Int, _ end: Int) -> Bool {
        guard let arrow = topLevelArrow(start, end, last: true) else { return false }
        var last = arrow + 1
        while last < end, code.keywords[last] == .some || code.keywords[last] == .any { last += 1 }
        guard last < end, code.tokens[last].kind == .identifier else { return true }
        while true {
            var next = last + 1
            if code.isOperator(next, .less) { next = code.angleEnd(from: next) + 1 }
            guard next + 1 < end, code.isPunct(next, "."), code.isCapitalizedWord(next + 1) else { break }
            last = next + 1
        }
        let at = firstFound(atOrAfter: last)
        guard at < found.count, found[at].token == last else { return false }
        return scanner.matches[found[at].construct].isType
    }

    func isFound(_ token: Int) -> Bool {
        let at = firstFound(atOrAfter: token)
        return at < found.count && found[at].token == token
    }

    private func firstFound(atOrAfter token: Int) -> Int {
        found.lowerBound(of: token) { $0.token }
    }

    /// Whether the file declares the name at `token` with the stream type `type` only with an element that is not
    /// optional, written out: `BehaviorRelay<String>(value: "")`, `let relay: PublishRelay<Int>`; not
    /// `BehaviorRelay(value: x)`, whose element the value decides.
    private func declaresPlainElement(_ token: Int, type: UInt64) -> Bool {
        let hash = code.hashes[token]
        var found = false
        for typed in typedNames where typed.hash == hash && typed.name >= 0 {
            let head = typed.typeStart < typed.typeEnd ? typed.typeStart : typed.initializer
            guard head >= 0, code.hashes[head] == type else { continue }
            guard code.isOperator(head + 1, .less), !code.elementIsOptional(head) else { return false }
            found = true
        }
        return found
    }

    /// `argumentKinds` and `argumentMembers` with the first arguments that are the file's own names (`ArgumentMember
    /// .isOwn`) settled here: one the file declares with a stream type (`private let stateRelay =
    /// BehaviorRelay(value: 0)`, a local, `self.stateRelay`) has that kind; one it declares nothing of (`input` of
    /// `connect(input: input)`, a parameter) none, whatever other files declare; other declarations of the file are
    /// left to its APIs' kinds (`ResolverIndex.ownStreamKind`).
    private func ownArgumentsDeclared(_ receiverTypes: DeclaredTypes) -> ([ArgumentKinds], [ArgumentMember]) {
        guard !ownArgumentTokens.isEmpty else { return (argumentKinds, argumentMembers) }
        // The names of the file's declarations, which hold its APIs': from the tokens, no string hashed.
        let names = declarations.map { code.hashes[$0.name] }
        var kinds: [ArgumentKinds] = []
        var members: [ArgumentMember] = []
        kinds.reserveCapacity(argumentKinds.count)
        members.reserveCapacity(argumentMembers.count)
        // Both lists are in the order of their places: the member of a place follows its kinds.
        var next = 0
        var own = 0
        for var entry in argumentKinds {
            while next < argumentMembers.count, argumentMembers[next].place < entry.place { next += 1 }
            if next < argumentMembers.count, argumentMembers[next].place == entry.place {
                let member = argumentMembers[next]
                while own < ownArgumentTokens.count, ownArgumentTokens[own].member < next { own += 1 }
                let ownToken = own < ownArgumentTokens.count && ownArgumentTokens[own].member == next
                next += 1
                let declared = ownToken ? declaredType(of: Int(ownArgumentTokens[own].token), receiverTypes) : nil
                if let type = declared, let kind = CodeTokens.streamKinds.firstIndex(of: type) {
                    let shift = 4 * UInt32(member.position)
                    entry.kinds = entry.kinds & ~(15 << shift) | UInt32(kind + 1) << shift
                    if member.position < 8, declaresPlainElement(Int(ownArgumentTokens[own].token), type: type) {
                        entry.plainElements |= 1 << UInt8(member.position)
                    }
                    kinds.append(entry)
                    continue
                }
                // `track(activity)` of `let activity = ActivityIndicator()`: the overload taking that type.
                if member.position == 0, let type = declared { entry.firstType = Reference.short(type) }
                if member.isOwn, !names.contains(member.member) {
                    if entry.kinds != 0 || entry.firstType != 0 { kinds.append(entry) }
                    continue
                }
                members.append(member)
            }
            kinds.append(entry)
        }
        return (kinds, members)
    }

    /// The ReactorKit protocols the catalog counts as types: the symbols of its `Reactor` entry.
    static let reactorKitProtocols: Set<String> = Set(
        Catalog.standard.constructs.first { $0.id == "Reactor" }?.symbols ?? [])

    /// The declarations that carry an Rx type, with their shapes; and, as `FileScan.ownMembers`, the functions
    /// and enum cases with values that carry none but spell a catalog symbol outside an Rx extension
    /// (BindableType's `bind(to:)`).
    private func apis(_ resolved: [Found])
        -> (apis: [RxAPI], shapes: [APIShape], ownMembers: [UInt64], leavingRx: [UInt64], owners: [UInt64])
    {
        var apis: [RxAPI] = []
        var shapes: [APIShape] = []
        var owners: [UInt64] = []
        var ownMembers: [UInt64] = []
        var leavingRx: [UInt64] = []
        // Most files have a few headers: a linear search of them beats building a table.
        let typeConformances = conformanceOwners.count > 16 ? conformancesByType() : [:]
        for declaration in declarations {
            var types = rxTypes(
                declaration.signatureStart, declaration.signatureEnd, initializer: declaration.initializer)
            // ReactorKit's protocols in a signature stand for the app's own reactor (`init(reactor: Reactor)` of a
            // view whose `typealias Reactor = SplashReactor`): no stream to shim.
            if !types.isEmpty { types.removeAll(where: ScanPass.reactorKitProtocols.contains) }
            // Rx types written in the signature, not given by a reactor, a chain or an extended type below.
            let written = !types.isEmpty
            // The repository's own reactor, where no Rx type is written: the calls constructing the screen change.
            // A reactor's own initializer is then Rx by its reactor alone: its calls construct the reactor.
            var constructsReactor = false
            if types.isEmpty, let reactor = reactorAPIType(declaration) {
                types = [reactor]
                if declaration.kind == .initializer {
                    // A reactor's own initializer, or a view's taking its reactor (`init(reactor: HomeReactor)`):
                    // either way its callers construct the screen, with no Rx value to bridge.
                    constructsReactor = true
                } else if let returned = returnedReactor(declaration) {
                    // A factory's Rx type is the reactor it makes, not one it takes.
                    types = [code.text(returned)]
                    constructsReactor = true
                }
            }
            if types.isEmpty, declaration.initializer >= 0, let type = chainType(declaration.initializer, resolved) {
                types = [type]
            }
            // A function of an Rx type's extension that leaves Rx (`func syncValue() -> Element?` on `Single`,
            // `func wait() throws` on `Completable`): the chains after its calls are not Rx (`leavingRx`); it is an
            // Rx API of the type it extends, whose calls are callers, where the catalog has that type.
            if types.isEmpty, declaration.kind == .function, declaration.extendsRx,
                code.isLowercaseWord(declaration.name)
            {
                leavingRx.append(code.hashes[declaration.name])
                if let extended = extendedRxType(declaration) { types = [extended] }
            }
            // So is a computed property of a catalog type's extension (`var asSampleStep: SampleStep?` in RxFlow's
            // `extension Step`), not of a `Reactive` one.
            if types.isEmpty, declaration.kind == .variable, declaration.extendsRx,
                code.isLowercaseWord(declaration.name), let extended = extendedRxType(declaration)
            {
                leavingRx.append(code.hashes[declaration.name])
                types = [extended]
            }
            let bridge = (!types.isEmpty || declaration.extendsRx) && isBridge(declaration, rxTypes: types)
            // A bridging property of an Rx type's extension (`var values: AsyncThrowingStream<Element, Error>`) is an
            // API of the type it extends, as a function leaving Rx is.
            if types.isEmpty, bridge, let extended = extendedRxType(declaration) { types = [extended] }
            guard !types.isEmpty else {
                if declaration.kind == .function, code.entries[declaration.name] >= 0, !declaration.extendsRx {
                    ownMembers += callKeys(declaration)
                }
                // An enum case with values is called the same way (`case empty(address: String)`, `.empty(address:)`).
                if declaration.kind == .case, code.entries[declaration.name] >= 0,
                    code.isPunct(declaration.name + 1, "(")
                {
                    let name = code.hashes[declaration.name]
                    let keys = code.argumentLabels(declaration.name + 1).map { Reference.pairKey(name, $0) }
                    // Also with its enum's name, for a call on the type (`NetworkError.timeout(e)`).
                    ownMembers += keys + keys.map { Reference.pairKey($0, declaration.owner) }
                }
                continue
            }
            let name = code.tokens[declaration.name]
            // Taken apart, not copied out of the pair.
            var (access, shape) = apiShape(of: declaration)
            if declaration.kind == .function {
                shape.returnsRx = returnTypeIsRx(declaration.signatureStart, declaration.signatureEnd)
            }
            shape.constructsReactor = declaration.kind == .initializer && reactorTypes.contains(declaration.owner)
            if written, declaration.kind == .initializer || declaration.kind == .function {
                shape.rxParameterLabels = rxParameterLabels(declaration)
            }
            var found = RxAPI(
                name: code.text(declaration.name), kind: declaration.kind, access: access,
                line: name.line, column: name.column, container: names.text(declaration.container), rxTypes: types)
            found.isBridge = bridge
            found.isSubscriptionHelper = isSubscriptionHelper(declaration, types: types)
            found.isReactorConstruction = constructsReactor
            found.emitsOneValue = emitsOneValue(declaration, rxTypes: types)
            // `return .just(user)` needs no call of one value; `return remote.fetch(id).map { }` needs its call to be.
            if !found.emitsOneValue, let calls = oneValueCalls(declaration, rxTypes: types) {
                found.emitsOneValue = calls.isEmpty
                for call in calls {
                    if let lines = ownFunctionLines(called: call), !lines.isEmpty {
                        found.oneValueCalls += lines.map { -$0 }
                    } else {
                        found.oneValueCalls.append(
                            SourcePlace.of(line: code.tokens[call].line, column: code.tokens[call].column))
                    }
                }
            }
            apis.append(consume found)
            if declaration.owner != 0, !shape.isRequirement, !conformanceOwners.isEmpty {
                shape.conformances = typeConformances[declaration.owner] ?? conformances(of: declaration.owner)
            }
            shapes.append(shape)
            if declaration.owner != 0 { owners.append(declaration.owner) }
        }
        return (apis, shapes, ownMembers.sortedUnique(), leavingRx, owners.sortedUnique())
    }

    /// Whether the function `declaration`, whose signature names the Rx types `types`, is a subscription helper
    /// (`Catalog.isSubscriptionHelper`): its generic parameters, parameters and `where` clause name a lifetime and a
    /// stream (`func subscribe<T>(_ bag: DisposeBag, _ driver: Driver<T>)`, `func watch<O: ObservableType>(_ source:
    /// O, in bag: DisposeBag)`), its result no stream.
    private func isSubscriptionHelper(_ declaration: Declaration, types: [String]) -> Bool {
        guard declaration.kind == .function, types.contains(where: Catalog.lifetimeTypes.contains),
            case .parameters(let open) = declaration.labels, case let close = Int(code.partner[open]), close > open
        else { return false }
        let end = min(max(declaration.signatureEnd, close + 1), code.count)
        let clause = ((close + 1)..<end).first { code.keywords[$0] == .where } ?? end
        let result = topLevelArrow(close + 1, clause, last: true).map { $0 + 1 } ?? clause
        let parameterTypes =
            rxTypes(declaration.name + 1, close, initializer: -1) + rxTypes(clause, end, initializer: -1)
        let resultTypes = rxTypes(result, clause, initializer: -1)
        if Catalog.isSubscriptionHelper(parameterTypes: parameterTypes, resultTypes: resultTypes) { return true }
        // A lifetime alone, which the subscriptions it makes inside go into, and no Rx back (`func
        // hideKeyboardWhenTappedAround(bag: DisposeBag)`, `func fetchComments(bag: DisposeBag) -> Thunk<State>`); not
        // a view model's `transform(_ input: Input, _ bag: DisposeBag) -> Output`, whose output holds streams, nor an
        // operator of an Rx type (`extension Disposable { func disposed(by bag: CompositeDisposable) }`).
        return resultTypes.isEmpty && parameterTypes.allSatisfy(Catalog.lifetimeTypes.contains)
            && !(result..<clause).contains { code.tokens[$0].kind == .identifier && code.text($0).hasSuffix("Output") }
            && extendedRxType(declaration) == nil
    }

    /// The Rx type an extension member's extension names (`PrimitiveSequence` of `extension PrimitiveSequence where
    /// Trait == SingleTrait`), when the catalog has it as a type; nil for `Reactive` and the like.
    func extendedRxType(_ declaration: Declaration) -> String? {
        guard let text = names.text(declaration.container) else { return nil }
        let outer = String(text.split(separator: ".").first ?? "")
        let entry = scanner.words.entry(hash: WordTable.hash(outer))
        guard entry >= 0, outer != "Reactive",
            scanner.words.entries[entry].constructs.contains(where: { scanner.matches[$0].isType })
        else { return nil }
        return outer
    }

    /// What all of `owner`'s headers in this file name: the members of an extension without a header of its
    /// own (`extension RestApi { }`) implement what the type conforms to (`class RestApi: SwiftHubAPI`), and
    /// the members of the type's body what an extension adds (`extension WishlistViewController: Stepper`).
    private func conformances(of owner: UInt64) -> [UInt64] {
        var found: [UInt64] = []
        for (index, header) in conformanceOwners.enumerated() where header == owner { found += conformances[index] }
        return found
    }

    /// `conformances(of:)` of every type at once, for files with many headers.
    private func conformancesByType() -> [UInt64: [UInt64]] {
        var merged: [UInt64: [UInt64]] = [:]
        for (owner, header) in zip(conformanceOwners, conformances) { merged[owner, default: []] += header }
        return merged.mapValues { $0.sortedUnique() }
    }
}

/// The body `{` of each declaration that has one, sorted, with the declaration's index in `ScanPass.declarations`:
/// a lookup by binary search, cheaper to build for every file than a dictionary.
struct DeclarationBodies {
    private let bodies: [(open: Int, index: Int)]

    init(_ bodies: [(open: Int, index: Int)] = []) {
        // In source order already but for a declaration inside another's signature.
        var sorted = bodies
        if !zip(bodies, bodies.dropFirst()).allSatisfy({ $0.open < $1.open }) { sorted.sort { $0.open < $1.open } }
        self.bodies = sorted
    }

    /// The index of the declaration whose body opens at `open`, if any.
    func declaration(opening open: Int) -> Int? {
        let at = bodies.lowerBound(of: open) { $0.open }
        return at < bodies.count && bodies[at].open == open ? bodies[at].index : nil
    }
}

/// Turning the walk's findings into a `FileScan`: chain proofs, Rx-typed names, APIs.
extension ScanPass {
    /// The file's findings; takes the references out of the pass, so they are typed in place.
    mutating func result() -> FileScan {
        let rxNames =
            candidates.contains { scanner.matches[$0.construct].chain || $0.needsChain } ? rxTypedNames() : HashTable()
        let (resolved, unproven) = resolvedOccurrences(rxNames)
        // A closure, not the method itself: a method passed as a value captures a copy of the whole pass.
        let occurrences = resolved.map { occurrence($0) }
        let imports = rxImports
        let declared = apis()
        let receiverTypes = declaredReceiverTypes()
        var fileReferences: [Reference] = []
        swap(&fileReferences, &references)
        fileReferences = withoutShadowedArguments(fileReferences)
        typeReceivers(&fileReferences, receiverTypes)
        // Without an Rx import of its own, a file sees only the members another file's import brings in.
        let moduleVisible =
            imports.isEmpty
            ? zip(resolved, occurrences).filter { !scanner.matches[$0.0.construct].isType }.map(\.1) : []
        var scan = FileScan(
            lines: code.lines, imports: imports, reexportedImports: reexports.sorted(),
            occurrences: occurrences, moduleVisibleOccurrences: moduleVisible, apis: declared.apis,
            apiShapes: declared.shapes, types: types,
            references: fileReferences,
            mentionedTypes: mentionedTypes.sortedUnique(), typeAliases: typeAliases,
            chainCandidates: imports.isEmpty ? [] : chainCandidates(unproven, receiverTypes)
        )
        scan.typeHeaders = zip(conformanceOwners, conformances).map { TypeHeader(type: $0, inherits: $1) }
        scan.declaredTypes = declaredTypes.sortedUnique()
        return scan
    }

    private func occurrence(_ found: Found) -> Occurrence {
        let token = code.tokens[found.token]
        let rule = scanner.matches[found.construct]
        return Occurrence(
            line: token.line, column: token.column, symbol: symbol(found.token), construct: rule.id,
            category: rule.category, enclosing: names.text(found.enclosing))
    }

    /// The candidates no proof in this file holds, each with the names called or read before it in its chain
    /// (`getBook` in `repository.getBook(id).map { }`): another file's Rx API among them proves it.
    private func chainCandidates(_ unproven: [Found], _ receiverTypes: DeclaredTypes) -> [ChainCandidate] {
        unproven.compactMap { candidate in
            let (names, reads) = namesBefore(candidate.token, receiverTypes)
            guard !names.isEmpty || !reads.isEmpty else { return nil }
            return ChainCandidate(occurrence: occurrence(candidate), names: names, reads: reads)
        }
    }

    /// The lower-case names called in the candidate's chain before it (`getBook` in `repository.getBook(id)`)
    /// that spell no catalog symbol, at most 64 tokens back. Names read without a call (`$0.items`) are
    /// left out: property names repeat across types far more than function names.
    /// Also the property reads on a receiver named after a type (`userRepository.session`) or declared with
    /// one (`receiverTypes`), as `Reference.pairKey` values.
    private func namesBefore(_ token: Int, _ receiverTypes: DeclaredTypes) -> (names: [UInt64], reads: [UInt64]) {
        let link = chain[token]
        var names: [UInt64] = []
        var reads: [UInt64] = []
        var index = token - 1
        while index >= 0, token - index < 64 {
            if chain[index] == link, code.isLowercaseWord(index), code.keywords[index] == .none,
                code.entries[index] < 0
            {
                if code.isPunct(index + 1, "(") {
                    names.append(code.hashes[index])
                } else if code.isPunct(index - 1, "."), case let named = code.receiverType(index - 2), named != 0 {
                    // The type the name spells, and the one its declaration gives (a protocol the property's
                    // type may only inherit from).
                    reads.append(Reference.pairKey(code.hashes[index], named))
                    if let declared = receiverTypes.type(of: Reference.short(named)), declared != named {
                        reads.append(Reference.pairKey(code.hashes[index], declared))
                    }
                }
            }
            index -= 1
        }
        return (names, reads)
    }

    /// Found occurrences plus the chain candidates that an Rx chain proves, in source order; and the chain
    /// candidates nothing in this file proves.
    private func resolvedOccurrences(_ rxNames: HashTable) -> (resolved: [Found], unproven: [Found]) {
        guard !candidates.isEmpty else { return (found, []) }
        let proven = chainAnchored
        // An Rx-typed name proves itself (a function returning Rx) and, reached from a name, the links after
        // it, not those before: in `$0.toArray().first?.session`, a `session: Observable` says nothing of
        // `toArray`, nor does `$0.items` of the `compactMap` after it.
        var typedFrom = [Int](repeating: Int.max, count: rxNames.isEmpty ? 0 : proven.count)
        var lifetimeFrom = typedFrom
        if !rxNames.isEmpty {
            var wanted = [Bool](repeating: false, count: proven.count)
            for candidate in candidates { wanted[Int(chain[candidate.token])] = true }
            var shadows: [UInt64: [ClosedRange<Int>]]?
            for index in 0..<code.count where chain[index] >= 0 && wanted[Int(chain[index])] {
                guard code.hashes[index] != 0, let kind = rxNames.value(for: code.hashes[index]), isNamedValue(index)
                else { continue }
                // A bare name inside a parameter's function or closure of that name is the parameter.
                if !code.isPunct(index - 1, ".") {
                    if shadows == nil { shadows = shadowingRanges(of: rxNames) }
                    if let ranges = shadows?[code.hashes[index]], ScanPass.contains(ranges, index) { continue }
                }
                let link = Int(chain[index])
                if kind == ScanPass.lifetimeName {
                    lifetimeFrom[link] = min(lifetimeFrom[link], index)
                } else {
                    typedFrom[link] = min(typedFrom[link], index)
                }
            }
        }
        var unproven: [Found] = []
        let accepted = candidates.filter { candidate in
            let rule = scanner.matches[candidate.construct]
            let link = Int(chain[candidate.token])
            let typed = !typedFrom.isEmpty && typedFrom[link] <= candidate.token
            let lifetime = !lifetimeFrom.isEmpty && rule.category == .lifetime && lifetimeFrom[link] <= candidate.token
            let inChain =
                proven[link] || typed || lifetime
                || (!typedFrom.isEmpty && rxNames.value(for: code.hashes[candidate.token]) != nil)
            let proven =
                ((rule.chain || candidate.needsChain) && inChain)
                || (rule.argument && !candidate.needsChain && argumentHasRx(candidate.token))
            if !proven, rule.chain, !candidate.needsChain { unproven.append(candidate) }
            return proven
        }
        return ((found + accepted).sorted { $0.token < $1.token }, unproven)
    }

    /// `references` without the bare arguments that name something this file declares itself (a parameter,
    /// a local): `accept(detail)` in `init(detail: String?)` is the parameter, not an inherited `detail`.
    private func withoutShadowedArguments(_ references: [Reference]) -> [Reference] {
        guard references.contains(where: \.isBareArgument) else { return references }
        var declared = HashTable()
        for typed in typedNames { declared.insert(typed.hash, value: 0) }
        // Closure parameters (`{ (loading) in`, `{ [weak self] value, _ in`) are declared without types.
        for index in 0..<code.count where code.keywords[index] == .in {
            var position = index - 1
            while position >= 0, index - position < 32, !code.isPunct(position, "{") {
                let token = code.tokens[position]
                if token.kind == .identifier {
                    declared.insert(code.hashes[position], value: 0)
                } else if token.kind != .punctuation {
                    break
                }
                position -= 1
            }
        }
        let shadowed = { (reference: Reference) in
            reference.isBareArgument && declared.value(for: reference.hash) != nil
        }
        return references.contains(where: shadowed) ? references.filter { !shadowed($0) } : references
    }

    /// Whether the name at `index` is reached from a name (`items`, `self?.items`, `output.items`), not from
    /// an element or a result (`$0.items`, `list[0].items`, `make().items`): those are other values that
    /// happen to have a member of the same name.
    private func isNamedValue(_ index: Int) -> Bool {
        guard code.isPunct(index - 1, ".") else { return true }
        let receiver = code.beforePostfixMarks(index - 2)
        return receiver >= 0 && code.tokens[receiver].kind == .identifier
    }

    /// The value `rxTypedNames` gives a name declared with a lifetime type only.
    static let lifetimeName = 1

    /// Names this file declares with an Rx type (`Observable<Int>?`, not `[Observable<Int>]`), or initializes
    /// from an Rx type or an Rx chain; the table holds each name's hash (values unused).
    private func rxTypedNames() -> HashTable {
        var names = HashTable()
        for typed in typedNames where names.value(for: typed.hash) == nil {
            let typeRule = rxTypeRule(at: typed.typeStart)
            let initializerRule = typed.initializer >= 0 ? rxTypeRule(at: typed.initializer) : nil
            if typeRule != nil || initializerRule != nil {
                // A lifetime (`DisposeBag?`) proves only lifetime calls (`dispose()`), not an Optional's `map`.
                let isStream = { (rule: CompiledMatch?) in rule.map { $0.category != .lifetime } ?? false }
                let stream = isStream(typeRule) || isStream(initializerRule)
                names.insert(typed.hash, value: stream ? 0 : ScanPass.lifetimeName)
            } else if typed.initializer >= 0, chain[typed.initializer] >= 0,
                chainAnchored[Int(chain[typed.initializer])]
            {
                names.insert(typed.hash, value: 0)
            }
        }
        return names
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

    /// The catalog symbol spelled by the identifier at `index`.
    private func symbol(_ index: Int) -> String {
        scanner.words.entries[Int(code.entries[index])].text
    }

    /// True when the parentheses or trailing closure after the call at `index` hold an occurrence.
    private func argumentHasRx(_ index: Int) -> Bool {
        var start = index + 1
        guard code.isPunct(start, "(") || code.isPunct(start, "{") else { return false }
        var end = Int(code.partner[start])
        guard end > start else { return false }
        if code.isPunct(start, "("), code.isPunct(end + 1, "{"), code.partner[end + 1] > end + 1 {
            end = Int(code.partner[end + 1])
        }
        start = firstFound(atOrAfter: start)
        return start < found.count && found[start].token < end
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

    private func firstFound(atOrAfter token: Int) -> Int {
        found.lowerBound(of: token) { $0.token }
    }

    private func apis() -> (apis: [RxAPI], shapes: [APIShape]) {
        var apis: [RxAPI] = []
        var shapes: [APIShape] = []
        // Most files have a few headers: a linear search of them beats building a table.
        let typeConformances = conformanceOwners.count > 16 ? conformancesByType() : [:]
        for declaration in declarations {
            let types = rxTypes(
                declaration.signatureStart, declaration.signatureEnd, initializer: declaration.initializer)
            guard !types.isEmpty else { continue }
            let name = code.tokens[declaration.name]
            let api = apiShape(of: declaration)
            var shape = api.shape
            apis.append(
                RxAPI(
                    name: name.text(in: code.source), kind: declaration.kind, access: api.access,
                    line: name.line, column: name.column, container: names.text(declaration.container), rxTypes: types
                ))
            if declaration.owner != 0, !shape.isRequirement, !conformanceOwners.isEmpty {
                shape.conformances = typeConformances[declaration.owner] ?? conformances(of: declaration.owner)
            }
            shapes.append(shape)
        }
        return (apis, shapes)
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

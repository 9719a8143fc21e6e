/// Receivers typed by their declarations: after `let repository: UserRepositoryType`, `repository.fetch()`
/// is a call on `UserRepositoryType`, whatever the name alone suggests.
extension ScanPass {
    /// The type each lower-case name of the file is declared with (`let repository: UserRepositoryType`,
    /// `init(service: AuthServicing)`, `let api = GitHubAPI()`), when the file gives it one type.
    /// A generic parameter or associated type (`item: T`, `viewModel: ViewModelType`) stands for types unknown
    /// here, as does `Self`: a name declared with one is left untyped.
    /// A local types the name only in its block, and a parameter in its function's body (`DeclaredTypes.locals`),
    /// where they win over a property's type.
    func declaredReceiverTypes() -> DeclaredTypes {
        var declarations: [(key: UInt32, type: UInt64)] = []
        declarations.reserveCapacity(typedNames.count)
        // Room for every typed name at once: grown by doubling, each array was allocated about five times per file.
        var fields: [(key: UInt32, type: UInt64)] = []
        fields.reserveCapacity(typedNames.count)
        var locals: [DeclaredTypes.Local] = []
        locals.reserveCapacity(typedNames.count)
        // Not reserved: it is kept in the file's scan (`FileScan.typedFields`) with the capacity it has.
        var owned: [TypedField] = []
        var returns: [TypedField] = []
        var generic: [TypedField] = []
        var selfWrappers: [TypedField] = []
        var metatypes: [TypedField] = []
        var resolved: [ResolvedField] = []
        var placeholders: [UInt64]?
        var annotations: AnnotatedNames?
        // A function of a type: what its calls return (`FileScan.returnTypes`), first, as a property may be given
        // one's result before it is declared.
        for typed in typedNames where typed.function >= 0 {
            var type = annotatedType(from: typed.typeStart, to: typed.typeEnd)
            guard type != 0, code.isLowercaseWord(typed.function) else { continue }
            if placeholders == nil { placeholders = typePlaceholders() }
            if placeholders?.sortedContains(type) == true {
                type = bound(of: type)
                guard type != 0 else { continue }
            }
            returns.append(TypedField(owner: typed.owner, name: Reference.short(typed.hash), type: type))
        }
        for typed in typedNames where typed.function < 0 {
            // A capitalized name only for a global (`var AppContext: AppContextImpl!`), which other files read.
            guard typed.name >= 0, typed.isGlobal || code.isLowercaseWord(typed.name) else { continue }
            var type = writtenType(of: typed)
            // A local given another name or an element of one (`guard let first = items.first`, `for item in items`,
            // `let row = rows[0]`): what that name's annotation says.
            if type == 0, typed.blockEnd >= 0, typed.typeStart >= typed.typeEnd,
                case let (hash, element) =
                    typed.elementOf >= 0
                    ? (code.hashes[typed.elementOf], true)
                    : typed.initializer >= 0 ? derivation(typed.initializer) : (0, false),
                hash != 0
            {
                if annotations == nil { annotations = annotatedNames() }
                type = (element ? annotations?.element(of: hash) : annotations?.type(of: hash)) ?? 0
            }
            // `let began = a.do(onNext: { })`: the Rx type of the name the chain starts from (`typeChainRoots`).
            if type == 0, typed.blockEnd >= 0, typed.typeStart >= typed.typeEnd, typed.initializer >= 0 {
                if annotations == nil { annotations = annotatedNames() }
                type = rootedStreamType(typed.initializer, annotations)
            }
            // `lazy var field = self.makeField()`, or a local's `let model = makeModel()`: what the type's own
            // function returns.
            if type == 0, case let owner = typed.owner != 0 ? typed.owner : typed.localOwner, owner != 0,
                typed.initializer >= 0, typed.typeStart >= typed.typeEnd, !returns.isEmpty
            {
                type = ownResult(typed.initializer, owner: owner, returns)
            }
            // A metatype constant (`static let worker = WorkerProtocol.self`), or a service resolved through one that
            // another file declares (`Container.resolve(Protocols.worker.self)`): the resolver pairs them
            // (`CallSiteResolver.typingResolvedFields`).
            if type == 0, typed.blockEnd < 0, typed.initializer >= 0 {
                let held = heldMetatype(typed)
                if held != 0 {
                    metatypes.append(TypedField(owner: typed.owner, name: Reference.short(typed.hash), type: held))
                } else if let field = resolvedField(typed) {
                    resolved.append(field)
                }
            }
            // Factory's registration (`var coreDataService: Factory<CoreDataServiceProtocol>` in `extension
            // Container`) and its key-path injection (`@Injected(\.coreDataService) var coreDataService`): paired the
            // same way.
            if typed.owner != 0, typed.blockEnd < 0 {
                if let registered = factoryRegistration(typed) {
                    metatypes.append(
                        TypedField(owner: typed.owner, name: Reference.short(typed.hash), type: registered))
                } else if type == 0, let field = injectedField(typed) {
                    resolved.append(field)
                }
            }
            guard type != 0 else { continue }
            if placeholders == nil { placeholders = typePlaceholders() }
            if placeholders?.sortedContains(type) == true {
                // A generic type's property of one of its parameters: a subclass's generic arguments type it.
                if typed.owner != 0, typed.isProperty, typed.blockEnd < 0 {
                    generic.append(
                        TypedField(
                            owner: typed.owner, key: Reference.short(code.capitalizedHash(typed.name)),
                            name: Reference.short(typed.hash), type: type))
                }
                type = bound(of: type)
                guard type != 0 else { continue }
            }
            let declaration = (key: Reference.short(code.capitalizedHash(typed.name)), type: type)
            declarations.append(declaration)
            // A local from its name to the end of its block; a parameter in its function's body, and outside it
            // as a property is, unless another declaration gives the name another type.
            let (from, to) =
                typed.blockEnd >= 0 ? (localStart(typed), bindingEnd(typed)) : (typed.scopeStart, typed.scopeEnd)
            if typed.blockEnd < 0 { fields.append(declaration) }
            if typed.owner != 0 || typed.isGlobal {
                owned.append(
                    TypedField(owner: typed.owner, key: declaration.key, name: Reference.short(typed.hash), type: type))
                if typed.isProperty, wrapsOwner(typed) { selfWrappers.append(owned[owned.count - 1]) }
            }
            guard from >= 0, to > from else { continue }
            var local = DeclaredTypes.Local(
                key: declaration.key, type: type, places: places(from, to), isProperty: typed.isProperty)
            local.qualifier = writtenQualifier(of: typed, type: type)
            locals.append(local)
            // A property types its name in the file's other bodies of its type too (`extension Reactor { }`).
            guard typed.isProperty else { continue }
            for body in typeBodies where body.type == typed.owner && Int(body.open) != from {
                let close = Int(code.partner[Int(body.open)])
                if close > Int(body.open) {
                    local.places = places(Int(body.open), close)
                    locals.append(local)
                }
            }
        }
        // `base` in `extension Reactive where Base: PrivacyButton` is a `PrivacyButton`.
        for body in reactiveBodies {
            let close = Int(code.partner[Int(body.open)])
            guard close > Int(body.open) else { continue }
            declarations.append((ScanPass.baseKey, body.base))
            let range = places(Int(body.open), close)
            locals.append(DeclaredTypes.Local(key: ScanPass.baseKey, type: body.base, places: range, isProperty: true))
        }
        // `tableView.rx.items(cellIdentifier: id, cellType: SongCell.self)) { row, song, cell in }`: a `SongCell`.
        let typedParameters = closureParameterTypes(&annotations)
        for closure in typedParameters {
            let close = Int(code.partner[closure.open])
            guard close > closure.open else { continue }
            let key = Reference.short(code.capitalizedHash(closure.name))
            locals.append(DeclaredTypes.Local(key: key, type: closure.type, places: places(closure.open, close)))
        }
        var result = DeclaredTypes(declarations, fields: locals.isEmpty ? nil : fields, locals: locals)
        result.typedClosureParameters = typedParameters.map { ($0.open, code.hashes[$0.name]) }
        result.owned = owned
        result.returns = returns
        result.generic = generic
        result.selfWrappers = selfWrappers
        result.metatypes = metatypes
        result.resolved = resolved
        // Once for the file: typing receivers, chain roots and the calls on plain types all ask.
        if !result.isEmpty { result.closureShadows = closureShadows(result) }
        return result
    }

    /// The qualification's first name that `typed`'s annotation or initializer call writes before `type`, the type
    /// found there (`Share` of `let view: Share.ShareView` and of `let view = Share.ShareView()`); 0 for a type
    /// written alone, or one found otherwise.
    private func writtenQualifier(of typed: TypedName, type: UInt64) -> UInt64 {
        var start = typed.typeStart < typed.typeEnd ? typed.typeStart : typed.initializer
        while start >= 0, start < code.count, code.keywords[start] == .some || code.keywords[start] == .any {
            start += 1
        }
        guard start >= 0, start < code.count, code.isCapitalizedWord(start), code.keywords[start] == .none else {
            return 0
        }
        let last = code.lastQualifiedComponent(from: start)
        return last > start && code.hashes[last] == type ? code.hashes[start] : 0
    }

    /// Where the local `typed` starts being visible: after its initializer's chain, which names what the local
    /// shadows (`let useCase = useCase.execute().asSignal()` calls the property's `execute`), else at its name.
    /// A chain ending in braces starts it at their `{`: they may be an `if let` body, which the local is visible in.
    func localStart(_ typed: TypedName) -> Int {
        guard typed.initializer >= 0, code.tokens[typed.initializer].kind == .identifier,
            let chain = code.postfixChain(from: typed.initializer)
        else { return typed.name }
        if code.isPunct(chain.end - 1, "}"), case let open = Int(code.partner[chain.end - 1]), open > typed.name {
            return open
        }
        return chain.end
    }

    /// Where the local `typed` stops being visible: the `}` of the body of the `if` or `while` whose condition
    /// binds it (`if let user = ... { }`), else the end of its block (`let`, `guard let`).
    func bindingEnd(_ typed: TypedName) -> Int {
        // Back from the `let` or `var` to the statement's keyword, over the condition's earlier clauses.
        var position = typed.name - 2
        while position >= 0, code.isPunct(position, ",") {
            position -= 1
            while position >= 0, !code.isPunct(position, ","), !code.isPunct(position, "{"),
                !code.isPunct(position, "}"), !code.isPunct(position, ";"), code.keywords[position] != .if,
                code.keywords[position] != .while, code.keywords[position] != .guard
            {
                let partner = Int(code.partner[position])
                position = partner >= 0 && partner < position ? partner - 1 : position - 1
            }
        }
        guard position >= 0, code.keywords[position] == .if || code.keywords[position] == .while else {
            return typed.blockEnd
        }
        // Forward to the body's `{`, past the brackets of the condition (`first(where: { $0.isOn })`).
        var open = typed.name + 1
        while open < typed.blockEnd, !code.isPunct(open, "{") {
            let partner = Int(code.partner[open])
            open = partner > open ? partner + 1 : open + 1
        }
        let close = open < typed.blockEnd ? Int(code.partner[open]) : -1
        return close > open ? close : typed.blockEnd
    }

    /// The closure parameters the call a closure is passed to types, in one walk of the closures' headers: the cell
    /// of RxCocoa's `items(cellIdentifier:cellType:)` (`tableView.rx.items(cellIdentifier: id, cellType:
    /// SongCell.self)) { row, song, cell in }`, also as `bind(to:)`'s trailing closure or its `curriedArgument:`), and
    /// the element of an array's `forEach`, `map`, `filter`… (`cells.forEach { cell in }` of a name the file annotates
    /// as an array, `cells: [ReviewCell]`; `annotations`, made when first needed): each one's `{`, the parameter's token
    /// and its type.
    private func closureParameterTypes(_ annotations: inout AnnotatedNames?) -> [(open: Int, name: Int, type: UInt64)] {
        var found: [(open: Int, name: Int, type: UInt64)] = []
        for index in inKeywords {
            if code.isPunct(Int(index) - 1, ")"), annotatedClosureParameters(endingAt: Int(index), into: &found) {
                continue
            }
            guard let header = code.closureParameters(endingAt: Int(index)) else { continue }
            let (open, name) = (header.open, header.last)
            // The call's `)` before a trailing closure, or, before `bind(to: items(…), curriedArgument: { … })`'s
            // closure, the `)` of the argument before it.
            let close =
                open > 0 && code.isPunct(open - 1, ")")
                ? open - 1
                : open > 4 && code.isPunct(open - 1, ":") && code.hashes[open - 2] == ScanPass.curriedArgumentHash
                    && code.isPunct(open - 3, ",") && code.isPunct(open - 4, ")") ? open - 4 : -1
            if header.count == 3, code.isLowercaseWord(name), close > 0,
                case let arguments = Int(code.partner[close]), arguments >= 0, arguments < close
            {
                // `cellType: SongCell.self` in the call's parentheses, or a call in them.
                var argument = arguments + 1
                while argument + 4 < close {
                    if code.hashes[argument] == ScanPass.cellTypeHash, code.isPunct(argument + 1, ":"),
                        code.isCapitalizedWord(argument + 2), code.isPunct(argument + 3, "."),
                        code.hashes[argument + 4] == ScanPass.selfHash
                    {
                        found.append((open, name, code.hashes[argument + 2]))
                        break
                    }
                    argument += 1
                }
            } else if header.count == 1, code.isLowercaseWord(name), code.keywords[name] == .none, open > 4,
                code.isPunct(open - 2, "."), ScanPass.elementMethods.contains(code.hashes[open - 1]),
                code.isLowercaseWord(open - 3), code.keywords[open - 3] == .none,
                // The file's own name (`cells`, `self.cells`), not another value's member (`item.contacts`).
                !code.isPunct(open - 4, ".")
                    || CodeTokens.selfNames.contains(code.hashes[code.beforePostfixMarks(open - 5)])
            {
                if annotations == nil { annotations = annotatedNames() }
                // An array's element (a dictionary's closures take a key and a value).
                guard let annotations, annotations.type(of: code.hashes[open - 3]) == ScanPass.arrayHash,
                    case let element = annotations.element(of: code.hashes[open - 3]), element != 0
                else { continue }
                found.append((open, name, element))
            }
        }
        return found
    }

    /// For the `in` at `index` after a closure's parenthesized parameters, `{ [weak self] (cell: ReviewCell, _) in`:
    /// adds each parameter its annotation types to `found` (its closure's `{`, its token, the type); whether any.
    private func annotatedClosureParameters(
        endingAt index: Int, into found: inout [(open: Int, name: Int, type: UInt64)]
    ) -> Bool {
        let parameters = Int(code.partner[index - 1])
        guard parameters > 0, parameters < index - 1, let open = code.closureOpen(before: parameters - 1) else {
            return false
        }
        var any = false
        code.forEachParameter(parameters) { start, colon, end in
            guard colon == start + 1, colon < end, code.isLowercaseWord(start), code.keywords[start] == .none else {
                return
            }
            let type = annotatedType(from: colon + 1, to: end)
            guard type != 0 else { return }
            found.append((open, start, type))
            any = true
        }
        return any
    }

    /// The places (`SourcePlace`) of the tokens from `from` to `to`.
    private func places(_ from: Int, _ to: Int) -> ClosedRange<Int> {
        let start = code.tokens[from]
        let end = code.tokens[to]
        return SourcePlace.of(
            line: start.line, column: start.column)...SourcePlace.of(line: end.line, column: end.column)
    }

    /// The one protocol the placeholder `type` is bound to in the file (`placeholderBounds`), or 0 for none or for
    /// several.
    private func bound(of type: UInt64) -> UInt64 {
        var found: UInt64 = 0
        for entry in placeholderBounds where entry.placeholder == type {
            guard found == 0 || found == entry.bound else { return 0 }
            found = entry.bound
        }
        return found
    }

    /// The hashes of the file's generic parameters (`<T: Decodable, U>` after a declared name), associated
    /// types and `Self`, sorted.
    private func typePlaceholders() -> [UInt64] {
        (placeholders + [ScanPass.selfTypeHash]).sorted()
    }

    /// Gives each receiver in `references` that the file declares with a type (`declared`) that type, except
    /// inside a closure that takes a parameter of that name without a type
    /// (`{ viewModel in viewModel.currentBid() }` beside `var viewModel: PublishSubject<SaleArtworkViewModel>`).
    /// Returns the `QualifiedReceiver`s of those whose declaration writes the type qualified (`let view =
    /// Share.ShareView()`), in source order.
    func typeReceivers(_ references: inout [Reference], _ declared: DeclaredTypes) -> [QualifiedReceiver] {
        guard !declared.isEmpty else { return [] }
        let shadows = declared.closureShadows
        var qualified: [QualifiedReceiver] = []
        // A type's member (`Type.name`) names its receiver's type already; so does a receiver typed where it is
        // written (`(usecase as! MovieUsecase).details`, whose key is a type's name, not a name the file declares).
        for index in references.indices
        where references[index].receiverKey != 0 && !references[index].receiverIsDeclared
            && (references[index].access == .member || references[index].access == .rxMember)
        {
            let key = references[index].receiverKey
            let place = SourcePlace.of(line: Int(references[index].line), column: Int(references[index].column))
            let onSelf = !selfMemberReceivers.isEmpty && selfMemberReceivers.sortedContains(Int32(index))
            guard let type = declared.receiverType(of: key, at: place, onSelf: onSelf) else { continue }
            if !onSelf, let ranges = shadows[key], ScanPass.contains(ranges, place) { continue }
            references[index].setReceiverType(type)
            if declared.hasQualifiedLocals, let local = declared.localInSight(of: key, at: place, onSelf: onSelf),
                local.qualifier != 0, local.type == type
            {
                qualified.append(
                    QualifiedReceiver(place: place, qualifier: local.qualifier, type: Reference.short(type)))
            }
        }
        return qualified
    }

    /// Gives each reference on a chain of operators that keep the kind of stream (`chainRootReceivers`: `a.do(onNext:
    /// { }).mapToVoid()`) the Rx type the chain's first name is declared with (`a: Observable<Int>`), as Swift does: a
    /// `Driver`'s chain stays a `Driver`; from a Combine publisher declared in sight (`subject: PassthroughSubject<Int,
    /// Never>`), a `Publisher`, what Combine's operators give. Only those: a repository's type may give an operator's
    /// name another result.
    func typeChainRoots(_ references: inout [Reference], _ declared: DeclaredTypes) {
        guard !chainRootReceivers.isEmpty, !declared.isEmpty else { return }
        let shadows = declared.closureShadows
        for (reference, root) in chainRootReceivers where !references[Int(reference)].receiverIsDeclared {
            let token = code.tokens[Int(root)]
            let place = SourcePlace.of(line: Int(token.line), column: Int(token.column))
            let key = Reference.short(code.capitalizedHash(Int(root)))
            if let ranges = shadows[key], ScanPass.contains(ranges, place) { continue }
            guard let type = declared.receiverType(of: key, at: place) else { continue }
            if ResolverIndex.rxFamilies[Reference.short(type)] != nil {
                references[Int(reference)].setReceiverType(type)
            } else if declared.typeInSight(of: key, at: place) == type {
                if ResolverIndex.combinePublishers.contains(Reference.short(type)) {
                    references[Int(reference)].setReceiverKey(ResolverIndex.publisherKey)
                } else {
                    // A type of the repository's (`let errorTracker = ErrorTracker()`, a
                    // `SharedSequenceConvertibleType`): the chain keeps the kind of stream it conforms to, which the
                    // type graph tells.
                    references[Int(reference)].setReceiverType(type)
                }
            }
        }
    }

    /// Gives each reference on a bare call's result (`ownCallReceivers`) the type the file's functions of the
    /// callee's name declare they return (`returns`), when they agree on one; else, in a file that imports Nimble,
    /// `expect(x)` gives Nimble's `Expectation` (`expect(relay).triggering { }` calls an `extension Expectation`).
    /// Returns whether it gave one `Expectation`: the file then names that type, as `let e: Expectation<Int>` would.
    func typeOwnCallReceivers(_ references: inout [Reference], _ returns: [TypedField]) -> Bool {
        guard !ownCallReceivers.isEmpty else { return false }
        let nimble = fileImports.contains("Nimble")
        guard !returns.isEmpty || nimble else { return false }
        var expectation = false
        for (reference, callee) in ownCallReceivers {
            let name = code.hashes[Int(callee)]
            var found = ScanPass.returnedType(Reference.short(name), owner: nil, returns)
            if found == 0, nimble, name == ScanPass.expectHash {
                found = ScanPass.expectationHash
                expectation = true
            }
            if found != 0 { references[Int(reference)].setReceiverType(found) }
        }
        return expectation
    }

    /// The one type `returns` gives the functions named `name` (`Reference.short`), of `owner` when given; 0 for
    /// none or several.
    static func returnedType(_ name: UInt32, owner: UInt64?, _ returns: [TypedField]) -> UInt64 {
        var found: UInt64 = 0
        for result in returns where result.name == name && (owner.map { result.owner == $0 } ?? true) {
            if found != 0, found != result.type { return 0 }
            found = result.type
        }
        return found
    }

    /// For each name `declared` types, the places (`SourcePlace`) of the closures that take a parameter of
    /// that name without a type, merged and sorted (`DeclaredTypes.closureShadows`).
    private func closureShadows(_ declared: DeclaredTypes) -> [UInt32: [ClosedRange<Int>]] {
        guard !inKeywords.isEmpty else { return [:] }
        // The closures' headers first, and the names they declare: only a typed name among those can be shadowed,
        // so the others (most of a file's) are neither hashed capitalized nor looked up.
        // One list holds every header's names (`names`, `headerNames[names]`): one allocation, not one per header.
        var headers: [(open: Int, names: Range<Int>)] = []
        var headerNames: [UInt64] = []
        var names: [UInt64] = []
        for index in inKeywords {
            guard let open = closureHeader(endingAt: Int(index), names: &names), !names.isEmpty else { continue }
            headers.append((open, headerNames.count..<headerNames.count + names.count))
            headerNames += names
        }
        guard !headerNames.isEmpty else { return [:] }
        let sortedNames = headerNames.sorted()
        // The typed names' hashes with their keys, sorted by hash: most files have a few.
        var keys: [(hash: UInt64, key: UInt32)] = []
        for typed in typedNames
        where typed.name >= 0 && sortedNames.sortedContains(code.hashes[typed.name]) && code.isLowercaseWord(typed.name)
        {
            let key = Reference.short(code.capitalizedHash(typed.name))
            // Also a name declared with several types (a property and a parameter): a closure's untyped parameter
            // of that name is neither.
            if declared.declares(key) { keys.append((code.hashes[typed.name], key)) }
        }
        guard !keys.isEmpty else { return [:] }
        keys.sort { $0.hash < $1.hash }
        let key = { (hash: UInt64) -> UInt32? in
            let at = keys.lowerBound(of: hash) { $0.hash }
            return at < keys.count && keys[at].hash == hash ? keys[at].key : nil
        }
        var ranges: [UInt32: [ClosedRange<Int>]] = [:]
        for header in headers {
            let names = headerNames[header.names]
            guard names.contains(where: { key($0) != nil }),
                case let close = Int(code.partner[header.open]), close > header.open
            else { continue }
            let range = places(header.open, close)
            // A typed parameter (`closureParameterTypes`) shadows nothing.
            let typed = declared.typedClosureParameters.first { $0.open == header.open }?.name
            for name in names where name != typed {
                if let found = key(name) { ranges[found, default: []].append(range) }
            }
        }
        return ranges.mapValues(ScanPass.merged)
    }

    /// Whether the property `typed` is written with a generic type whose one argument is the type it belongs to
    /// (`var ext: Ext<Self>`, `var ext: Ext<Banner>` in `Banner`): a wrapper of its owner (`FileScan.selfWrappers`).
    private func wrapsOwner(_ typed: TypedName) -> Bool {
        let start = typed.typeStart
        guard typed.typeEnd == start + 4, code.isCapitalizedWord(start), code.isOperator(start + 1, .less),
            code.isOperator(start + 3, .greater)
        else { return false }
        return code.hashes[start + 2] == ScanPass.selfTypeHash || code.hashes[start + 2] == typed.owner
    }

    /// The type named by an annotation (`UserRepositoryType`, `UserRepositoryType?`, `any AuthServicing`,
    /// `Network.Client`, `MoyaProvider<API>`), or 0 for anything else (`[Item]`, `() -> Void`, `A & B`,
    /// `Foo.Type`).
    /// The type a declaration's annotation or, without one, its initializer gives the name; 0 when neither tells.
    func writtenType(of typed: TypedName) -> UInt64 {
        typed.typeStart < typed.typeEnd
            ? annotatedType(from: typed.typeStart, to: typed.typeEnd)
            : typed.initializer >= 0 ? constructedType(typed.initializer) : 0
    }

    private func annotatedType(from start: Int, to end: Int) -> UInt64 {
        var position = start
        while position < end, case let keyword = code.keywords[position],
            keyword == .some || keyword == .any || keyword == .inout
        {
            position += 1
        }
        if position < end, code.isPunct(position, "[") { return collectionType(position, end: end) }
        guard position < end, code.isCapitalizedWord(position), code.keywords[position] == .none else { return 0 }
        while position + 2 < end, code.isPunct(position + 1, "."), code.isCapitalizedWord(position + 2) {
            position += 2
        }
        let next = position + 1
        if next < end, code.isPunct(next, ".") || code.isOperator(next, .ampersand) || code.isOperator(next, .arrow) {
            return 0
        }
        let hash = code.hashes[position]
        return hash == ScanPass.metatypeHash || hash == ScanPass.protocolMetatypeHash ? 0 : ownAliasTarget(hash)
    }

    /// The type this file's own alias of `name` stands for (`typealias ViewModel = LoginViewModel` in a view
    /// controller, where the repository also declares a `protocol ViewModel`); `name` itself when the file declares
    /// no alias of it, or one of several types.
    func ownAliasTarget(_ name: UInt64) -> UInt64 {
        guard !typeAliases.isEmpty else { return name }
        var target: UInt64 = 0
        for alias in typeAliases where alias.name == name {
            guard target == 0, alias.isWholeType, alias.target != name else { return name }
            target = alias.target
        }
        return target == 0 ? name : target
    }

    /// The types the file's annotations give its names (`let items: [Item]`), and their elements; for names
    /// annotated with several types, none.
    struct AnnotatedNames {
        /// Sorted by name hash: the type, the element's type (an array's element, a dictionary's value).
        var entries: [(hash: UInt64, type: UInt64, element: UInt64)] = []

        func type(of hash: UInt64) -> UInt64 { entry(hash)?.type ?? 0 }

        func element(of hash: UInt64) -> UInt64 { entry(hash)?.element ?? 0 }

        private func entry(_ hash: UInt64) -> (hash: UInt64, type: UInt64, element: UInt64)? {
            let at = entries.lowerBound(of: hash) { $0.hash }
            return at < entries.count && entries[at].hash == hash ? entries[at] : nil
        }
    }

    private func annotatedNames() -> AnnotatedNames {
        // Room for every typed name once: grown from empty, each list was allocated about five times per call.
        var found: [(hash: UInt64, type: UInt64, element: UInt64)] = []
        found.reserveCapacity(typedNames.count)
        for typed in typedNames where typed.name >= 0 && typed.typeStart < typed.typeEnd {
            let type = annotatedType(from: typed.typeStart, to: typed.typeEnd)
            guard type != 0 else { continue }
            found.append((typed.hash, type, elementType(from: typed.typeStart, to: typed.typeEnd)))
        }
        found.sort { ($0.hash, $0.type, $0.element) < ($1.hash, $1.type, $1.element) }
        var names = AnnotatedNames()
        names.entries.reserveCapacity(found.count)
        for entry in found {
            if let last = names.entries.last, last.hash == entry.hash {
                if last.type != entry.type || last.element != entry.element {
                    names.entries[names.entries.count - 1] = (entry.hash, 0, 0)
                }
            } else {
                names.entries.append(entry)
            }
        }
        return names
    }

    /// The name an initializer is (`current`, `self.current`, `current ?? fallback`), or whose element it is
    /// (`items.first`, `items.last(where: { })`, `items[0]`: `element` true); hash 0 for anything else.
    func derivation(_ index: Int) -> (hash: UInt64, element: Bool) {
        var name = index
        if CodeTokens.selfNames.contains(code.hashes[name]) {
            if code.isPostfixMark(name + 1) { name += 1 }
            guard code.isPunct(name + 1, ".") else { return (0, false) }
            name += 2
        }
        guard name < code.count, code.isLowercaseWord(name), code.keywords[name] == .none else { return (0, false) }
        let hash = code.hashes[name]
        var after = name + 1
        var element = false
        if code.isPunct(after, "["), code.tokens[after].line == code.tokens[name].line {
            let close = Int(code.partner[after])
            guard close > after else { return (0, false) }
            (after, element) = (close + 1, true)
        } else if code.isPunct(after, "."), after + 1 < code.count,
            ScanPass.elementReads.contains(code.hashes[after + 1])
        {
            after += 2
            if code.isPunct(after, "("), case let close = Int(code.partner[after]), close > after { after = close + 1 }
            element = true
        }
        // The whole expression: nothing read or called on it after (`items.first?.name` is no item).
        if after < code.count {
            if code.isPunct(after, ".") || code.isPunct(after, "(") || code.isPunct(after, "[") { return (0, false) }
            if code.isPostfixMark(after), code.isPunct(after + 1, ".") { return (0, false) }
        }
        return (hash, element)
    }

    /// The members that give one of a collection's elements.
    static let elementReads: Set<UInt64> = Set(
        ["first", "last", "randomElement", "popLast", "removeFirst", "removeLast"].map(WordTable.hash))

    /// The element's type of a collection annotation: `Item` for `[Item]`, `[Item]?` or `Array<Item>`, the value's
    /// for a dictionary (`[String: Item]`); else 0.
    private func elementType(from start: Int, to end: Int) -> UInt64 {
        if code.isPunct(start, "[") {
            let close = Int(code.partner[start])
            guard close > start, close < end else { return 0 }
            var position = start + 1
            while position < close {
                if code.isPunct(position, ":") { return annotatedType(from: position + 1, to: close) }
                let partner = Int(code.partner[position])
                position = partner > position ? partner + 1 : position + 1
            }
            return annotatedType(from: start + 1, to: close)
        }
        guard code.hashes[start] == ScanPass.arrayHash, code.isOperator(start + 1, .less) else { return 0 }
        let close = code.angleEnd(from: start + 1)
        return close > start + 2 && close < end ? annotatedType(from: start + 2, to: close) : 0
    }

    /// `Array` for `[Element]` and `Dictionary` for `[Key: Value]` (a type of their own, optional or not), when
    /// the brackets close before `end`.
    private func collectionType(_ open: Int, end: Int) -> UInt64 {
        let close = Int(code.partner[open])
        guard close > open, close < end else { return 0 }
        let after = close + 1
        if after < end, !code.isOperator(after, .question), !code.isOperator(after, .bang) { return 0 }
        var position = open + 1
        while position < close {
            if code.isPunct(position, ":") { return ScanPass.dictionaryHash }
            let partner = Int(code.partner[position])
            position = partner > position ? partner + 1 : position + 1
        }
        return ScanPass.arrayHash
    }

    /// The one type `returns` gives the result of the call at `index` of a function of `owner` (`makeField(...)`,
    /// `self.makeField(...)`) that is the whole expression, else 0.
    private func ownResult(_ index: Int, owner: UInt64, _ returns: [TypedField]) -> UInt64 {
        var call = index
        if code.hashes[call] == ScanPass.selfHash, code.isPunct(call + 1, ".") { call += 2 }
        guard call + 1 < code.count, code.isLowercaseWord(call), code.keywords[call] == .none,
            code.isPunct(call + 1, "("), case let close = Int(code.partner[call + 1]), close > call + 1
        else { return 0 }
        let after = close + 1
        if after < code.count,
            code.isPunct(after, ".") || code.isOperator(after, .question)
                || code.isOperator(after, .bang) || code.isPunct(after, "{")
        {
            return 0
        }
        return ScanPass.returnedType(Reference.short(code.hashes[call]), owner: owner, returns)
    }

    /// The type an initializer expression gives when it is only `Type(...)` or `Type<T>(...)`, also qualified
    /// (`GitHubAPI()`, `Core.APIClient()`, not `Service.shared` or `Builder().build()`), or a cast of a name, a
    /// member read or a call (`viewModel as? DetailViewModel`, `self.parentCoordinator as? AppCoordinator`,
    /// `viewModel.viewModel(for: item) as? ContentsViewModel`); `Type(...).then { … }` configures a `Type`; a
    /// dequeued cell, a resolved service and a chain of a known stream type have theirs.
    private func constructedType(_ index: Int) -> UInt64 {
        // A cast of a postfix chain: names, member reads, calls and subscripts, optional marks.
        if code.tokens[index].kind == .identifier, let chain = code.postfixChain(from: index) {
            if chain.end < code.count, code.keywords[chain.end] == .as {
                var type = chain.end + 1
                if code.isOperator(type, .question) || code.isOperator(type, .bang) { type += 1 }
                return code.isCapitalizedWord(type) && code.keywords[type] == .none ? code.hashes[type] : 0
            }
            if chain.last > index, let cell = dequeuedType(chain) { return cell }
            if chain.last > index, let service = resolvedType(chain) { return service }
            // `Observable.of(a, b).merge()`, `name.asDriver(onErrorJustReturn: 0).map { }`: the stream type the
            // chain's last call gives (`streamType`).
            if chain.last > index, endsWithCall(chain), let stream = ScanPass.streamType(code, endingAt: chain.last) {
                return stream
            }
        }
        guard code.isCapitalizedWord(index), code.keywords[index] == .none else { return 0 }
        // A singleton, `MainViewModel.shared` (by the convention `static let shared = MainViewModel()`): its type.
        if index + 2 < code.count, code.isPunct(index + 1, "."),
            CodeTokens.singletonNames.contains(code.hashes[index + 2]),
            !code.isPunct(index + 3, "."), !code.isPunct(index + 3, "("), !code.isPunct(index + 3, "[")
        {
            return code.hashes[index]
        }
        // A qualified name constructs its last component: `Core.APIClient()`, `Feed.ViewModel(...)`.
        let type = code.lastQualifiedComponent(from: index)
        var open = type + 1
        if code.isOperator(open, .less) { open = code.angleEnd(from: open) + 1 }
        // `Property<Bool>.init("key")` is `Property<Bool>("key")`.
        if code.isPunct(open, "."), open + 2 < code.count, code.keywords[open + 1] == .`init` { open += 2 }
        guard code.isPunct(open, "(") else { return 0 }
        let close = Int(code.partner[open])
        guard close > open else { return 0 }
        var after = close + 1
        // The Then library's `UITableView().then { $0.rowHeight = 44 }` returns what it configures.
        if code.isPunct(after, "."), after + 2 < code.count, code.hashes[after + 1] == ScanPass.thenHash,
            code.isPunct(after + 2, "{"), case let end = Int(code.partner[after + 2]), end > after + 2
        {
            after = end + 1
        }
        if after < code.count,
            code.isPunct(after, ".") || code.isOperator(after, .question)
                || code.isOperator(after, .bang)
        {
            return 0
        }
        return code.hashes[type]
    }

    /// The cell or view a postfix chain ending in a `dequeue…` call names in its first argument, labelled or not: a
    /// type (`tableView.dequeue(LabelCell.self, for: indexPath)`), or a reusable the file declares with one as its
    /// generic argument (ReusableKit's `tableView.dequeue(Reusable.languageCell, for: indexPath)` of a `static let
    /// languageCell = ReusableCell<LanguageCell>()`); nil for anything else.
    func dequeuedType(_ chain: (last: Int, end: Int)) -> UInt64? {
        guard code.isPunct(chain.last + 1, "("), Int(code.partner[chain.last + 1]) == chain.end - 1,
            code.wordHasPrefix(chain.last, "dequeue")
        else { return nil }
        var argument = chain.last + 2
        // A labelled first argument: `dequeueReusableCell(type: ACell.self, for: indexPath)`.
        if code.isLowercaseWord(argument), code.isPunct(argument + 1, ":") { argument += 2 }
        guard argument + 3 < chain.end, code.isCapitalizedWord(argument), code.isPunct(argument + 1, "."),
            code.isPunct(argument + 3, ",") || code.isPunct(argument + 3, ")")
        else { return nil }
        let member = argument + 2
        if code.hashes[member] == ScanPass.selfHash { return code.hashes[argument] }
        guard code.isLowercaseWord(member) else { return nil }
        // `static let languageCell = ReusableCell<LanguageCell>()` or `: ReusableCell<LanguageCell>`.
        for name in 1..<max(1, code.count - 4) where code.hashes[name] == code.hashes[member] {
            guard code.keywords[name - 1] == .let || code.keywords[name - 1] == .var,
                code.isPunct(name + 1, ":") || code.isOperator(name + 1, .equal),
                code.isCapitalizedWord(name + 2), code.isOperator(name + 3, .less), code.isCapitalizedWord(name + 4)
            else { continue }
            return code.hashes[name + 4]
        }
        return nil
    }

    /// The Rx type `annotations` give the name a chain of operators keeping the kind of stream starts from, when the
    /// initializer at `index` is all of that chain (`a.do(onNext: { }).filter { }` of `a: Driver<Int>`); else 0.
    private func rootedStreamType(_ index: Int, _ annotations: AnnotatedNames?) -> UInt64 {
        guard code.tokens[index].kind == .identifier, let chain = code.postfixChain(from: index),
            chain.last > index, endsWithCall(chain), ScanPass.kindKeepingRoot(code, endingAt: chain.last) == index,
            let type = annotations?.type(of: code.hashes[index]), type != 0,
            ResolverIndex.rxFamilies[Reference.short(type)] != nil
        else { return 0 }
        return type
    }

    /// Whether a postfix chain ends with the call of its last name (`.merge()`, `.map { }`, `.map(f) { }`).
    private func endsWithCall(_ chain: (last: Int, end: Int)) -> Bool {
        let open = chain.last + 1
        guard code.isPunct(open, "(") || code.isPunct(open, "{"), case var close = Int(code.partner[open]),
            close > open
        else { return false }
        if code.isPunct(open, "("), code.isPunct(close + 1, "{"), case let end = Int(code.partner[close + 1]),
            end > close + 1
        {
            close = end
        }
        return close == chain.end - 1
    }

    /// The service a postfix chain ending in a dependency container's `resolve` call names in its first argument
    /// (`resolvedArgument`): a type (Swinject's `r.resolve(APIManager.self)!`, `Module.Service.self`), or the one the
    /// file's metatype constant passed there holds (`resolve(Protocols.worker.self)` of a `static let worker =
    /// WorkerProtocol.self` in `Protocols`); nil for anything else.
    func resolvedType(_ chain: (last: Int, end: Int)) -> UInt64? {
        guard let argument = resolvedArgument(chain) else { return nil }
        if let named = metatype(at: argument) {
            return code.isPunct(named.next, ",") || code.isPunct(named.next, ")") ? named.type : nil
        }
        guard let read = metatypeConstantRead(at: argument) else { return nil }
        let held = ownMetatypeConstant(owner: code.hashes[read.owner], name: code.hashes[read.name])
        return held == 0 ? nil : held
    }

    /// The receiver key of `base`.
    static let baseKey = Reference.short(WordTable.hash("Base"))
    static let metatypeHash: UInt64 = 0xd222_3afb_7d6b_100d  // WordTable.hash("Type")
    static let thenHash: UInt64 = 0x2579_c7ef_323d_0d96  // WordTable.hash("then")
    static let resolveHash: UInt64 = 0xdaa8_9075_8bf3_eca3  // WordTable.hash("resolve")
    static let cellTypeHash: UInt64 = 0x57b0_60c9_7d2c_c4bd  // WordTable.hash("cellType")
    static let curriedArgumentHash: UInt64 = 0xc6ef_9bf6_dd9d_c3a6  // WordTable.hash("curriedArgument")
    /// The conversions whose result is of the Rx type they name (`asDriver(onErrorJustReturn:)` gives a `Driver`), and
    /// RxBlocking's `toBlocking()`, which gives a `BlockingObservable` (`let blocking = stream.toBlocking()`, whose
    /// `first()` is then the blocking wait).
    static let conversions: [(name: UInt64, type: UInt64)] = [
        ("asDriver", "Driver"), ("asSignal", "Signal"), ("asObservable", "Observable"), ("asSingle", "Single"),
        ("asMaybe", "Maybe"), ("asCompletable", "Completable"), ("asInfallible", "Infallible"),
        ("toBlocking", "BlockingObservable"),
    ].map { (WordTable.hash($0), WordTable.hash($1)) }
    /// RxSwift's operators whose result is the kind of stream they are called on (`map` of a `Driver` a `Driver`),
    /// and the type methods that make one of their type (`Observable.merge`), sorted by hash (`streamType`).
    static let kindKeepingOperators = [
        "map", "compactMap", "filter", "filterNil", "distinctUntilChanged", "skip", "take", "startWith", "debounce",
        "throttle", "delay", "do", "flatMap", "flatMapLatest", "flatMapFirst", "withLatestFrom", "scan",
        "catchAndReturn", "catchErrorJustReturn", "catchError", "retry", "timeout", "observe", "observeOn", "share",
        "merge", "combineLatest", "zip", "just", "of", "from", "create", "deferred", "empty", "never",
    ].map { WordTable.hash($0) }.sorted()
    /// A collection's methods whose trailing closure takes one element.
    static let elementMethods: [UInt64] = [
        0x6042_9d94_55eb_c059,  // WordTable.hash("forEach")
        0x080f_5919_176d_2d91,  // WordTable.hash("map")
        0xb03a_7c7f_371a_7240,  // WordTable.hash("compactMap")
        0x82e5_706a_760e_4864,  // WordTable.hash("flatMap")
        0x8ed8_bca8_9377_d4f7,  // WordTable.hash("filter")
        0x89d7_ed7f_996f_1d41,  // WordTable.hash("first")
        0x0456_d2ad_9058_47d9,  // WordTable.hash("last")
        0x4e58_5eee_a351_a038,  // WordTable.hash("contains")
        0x5d8d_dc37_6511_9c01,  // WordTable.hash("allSatisfy")
    ]
    static let selfTypeHash: UInt64 = 0x57a6_e624_d576_5397  // WordTable.hash("Self")
    /// What a few `rx` members give when called: Moya's and TinyNetworking's `provider.rx.request(...)` a `Single`,
    /// RxCocoa's `center.rx.notification(name)` and `object.rx.methodInvoked(selector)` an `Observable`.
    static let reactiveResults: [(name: UInt64, type: UInt64)] = [
        ("request", "Single"), ("notification", "Observable"), ("methodInvoked", "Observable"),
        ("sentMessage", "Observable"),
    ].map { (WordTable.hash($0), WordTable.hash($1)) }
    static let observableHash: UInt64 = 0xda0e_9f26_c50f_0728  // WordTable.hash("Observable")
    static let singleHash: UInt64 = 0xbe45_08f0_9222_c889  // WordTable.hash("Single")
    static let firstHash: UInt64 = 0x89d7_ed7f_996f_1d41  // WordTable.hash("first")
    static let toArrayHash: UInt64 = 0x2644_9757_3d3b_5d59  // WordTable.hash("toArray")
    static let sentMessageHash: UInt64 = 0x2b94_58c1_563e_3d7e  // WordTable.hash("sentMessage")
    static let methodInvokedHash: UInt64 = 0xe5ea_31c4_d7c7_58bc  // WordTable.hash("methodInvoked")
    static let protocolMetatypeHash: UInt64 = 0x61e1_36c0_658e_27d5  // WordTable.hash("Protocol")
    static let arrayHash: UInt64 = 0x6b36_f3c1_8920_c686  // WordTable.hash("Array")
    static let dictionaryHash: UInt64 = 0x2e49_8936_822d_8eb5  // WordTable.hash("Dictionary")
}

/// Lower-case names and the one type the file declares each with, keyed as `Reference` keeps a receiver
/// (the shortened hash of the name capitalized).
struct DeclaredTypes {
    /// Sorted by key, one pair per key; type 0 for a name declared with several types.
    private var pairs: [(key: UInt32, type: UInt64)] = []
    /// The same, of the names declared outside function bodies (properties, parameters).
    private var fields: [(key: UInt32, type: UInt64)] = []
    /// Locals declared with a type, sorted by key: in its block a local's type is the name's.
    private var locals: [Local] = []
    /// The properties declared with a type, with the type they belong to (`FileScan.typedFields`).
    var owned: [TypedField] = []
    /// The functions declared in a type with a return type (`FileScan.returnTypes`).
    var returns: [TypedField] = []
    /// The properties declared in a type with one of its generic parameters (`FileScan.genericFields`).
    var generic: [TypedField] = []
    /// The properties declared with a generic type wrapping their own type (`FileScan.selfWrappers`).
    var selfWrappers: [TypedField] = []
    /// The properties holding a metatype (`FileScan.metatypeConstants`) and those given a service resolved through
    /// another file's (`FileScan.resolvedFields`).
    var metatypes: [TypedField] = []
    var resolved: [ResolvedField] = []
    /// The `{` of each closure with a typed parameter (`ScanPass.closureParameterTypes`), with that name's hash.
    var typedClosureParameters: [(open: Int, name: UInt64)] = []
    /// For each name declared here, the places (`SourcePlace`) of the closures that take a parameter of that name
    /// without a type (`{ viewModel in viewModel.load() }`): there the name is not what it is declared as.
    var closureShadows: [UInt32: [ClosedRange<Int>]] = [:]

    /// A local: its name's key, its type and the places (`SourcePlace`) of its block; or a property, with its type's
    /// bodies in the file.
    struct Local {
        var key: UInt32
        var type: UInt64
        var places: ClosedRange<Int>
        var isProperty = false
        /// The first name of the qualification its type is written with (`Share` of `Share.ShareView`), else 0.
        var qualifier: UInt64 = 0
    }

    /// `declarations`: every typed name's (what a chain's reads go by); `fields`: those outside function
    /// bodies; `locals`: the locals with their blocks.
    init(
        _ declarations: [(key: UInt32, type: UInt64)], fields: [(key: UInt32, type: UInt64)]? = nil,
        locals: [Local] = []
    ) {
        pairs = DeclaredTypes.merged(declarations)
        self.fields = fields.map(DeclaredTypes.merged) ?? pairs
        self.locals = locals.sorted { $0.key < $1.key }
        hasQualifiedLocals = locals.contains { $0.qualifier != 0 }
    }

    /// Whether a local's or property's type is written qualified (`Local.qualifier`).
    private(set) var hasQualifiedLocals = false

    /// The type a reference's receiver has at `place`: the innermost local's of that name whose block holds
    /// it, else the fields' one type; for a member of `self` (`onSelf`), the property's around `place` only, no
    /// local's or parameter's.
    func receiverType(of receiver: UInt32, at place: Int, onSelf: Bool = false) -> UInt64? {
        if let type = typeInSight(of: receiver, at: place, onSelf: onSelf) { return type }
        // `self.model` is no parameter of another function (`func select(_ model: String)`), nor a property of
        // another type: without the property around it, its type is not known here.
        if onSelf { return nil }
        let low = fields.lowerBound(of: receiver) { $0.key }
        guard low < fields.count, fields[low].key == receiver, fields[low].type != 0 else { return nil }
        return fields[low].type
    }

    /// The type of the innermost declaration of the receiver whose block or type body holds `place` (for a member
    /// of `self`, a property's only), nil for none: not the fields' guess for a name declared elsewhere in the file,
    /// another function's parameter.
    func typeInSight(of receiver: UInt32, at place: Int, onSelf: Bool = false) -> UInt64? {
        localInSight(of: receiver, at: place, onSelf: onSelf)?.type
    }

    /// The innermost declaration of the receiver whose block or type body holds `place` (`typeInSight`).
    func localInSight(of receiver: UInt32, at place: Int, onSelf: Bool = false) -> Local? {
        guard !locals.isEmpty else { return nil }
        var at = locals.lowerBound(of: receiver) { $0.key }
        var inner: Local?
        while at < locals.count, locals[at].key == receiver {
            let local = locals[at]
            if !onSelf || local.isProperty, local.places.contains(place),
                inner.map({ local.places.lowerBound > $0.places.lowerBound }) ?? true
            {
                inner = local
            }
            at += 1
        }
        return inner
    }

    private static func merged(_ declarations: [(key: UInt32, type: UInt64)]) -> [(key: UInt32, type: UInt64)] {
        var pairs: [(key: UInt32, type: UInt64)] = []
        // Keys and positions in one sortable word: sorting plain integers is far cheaper than tuples.
        guard !declarations.isEmpty else { return [] }
        var order = declarations.indices.map { UInt64(declarations[$0].key) << 32 | UInt64($0) }
        order.sort()
        pairs.reserveCapacity(declarations.count)
        for word in order {
            let pair = declarations[Int(word & 0xFFFF_FFFF)]
            if let last = pairs.last, last.key == pair.key {
                if last.type != pair.type { pairs[pairs.count - 1].type = 0 }
            } else {
                pairs.append(pair)
            }
        }
        return pairs
    }

    var isEmpty: Bool { pairs.isEmpty && locals.isEmpty }

    /// Whether the file declares `receiver` with a type, one or several.
    func declares(_ receiver: UInt32) -> Bool {
        let low = pairs.lowerBound(of: receiver) { $0.key }
        return low < pairs.count && pairs[low].key == receiver
    }

    /// The one type declared for `receiver`; nil when the file declares none or several.
    func type(of receiver: UInt32) -> UInt64? {
        let low = pairs.lowerBound(of: receiver) { $0.key }
        guard low < pairs.count, pairs[low].key == receiver, pairs[low].type != 0 else { return nil }
        return pairs[low].type
    }
}

/// Declarations: scopes for enclosing names, Rx-typed names, and the records that become `RxAPI`s.
extension ScanPass {
    /// Reacts to a keyword that may start a declaration.
    mutating func declare(_ index: Int) {
        switch code.keywords[index] {
        case .class, .struct, .enum, .protocol, .actor, .extension:
            declareType(index)
        case .func:
            declareFunction(index, name: index + 1, kind: .function)
        case .`init` where !code.isPunct(index - 1, "."):
            // An initializer in a struct's own body replaces its memberwise one (`ResolverIndex.memberwise`).
            if let scope = scopes.last, scope.isType, !scope.isExtension, scope.typeName != 0,
                structTypes.last == scope.typeName || structTypes.contains(scope.typeName)
            {
                initializedStructs.append(scope.typeName)
            }
            declareFunction(index, name: index, kind: .initializer)
        case .subscript where !code.isPunct(index - 1, "."):
            declareFunction(index, name: index, kind: .subscript)
        case .deinit where code.isPunct(index + 1, "{"):
            let path = names.child(of: currentPath, .text("deinit"))
            pending = Pending(
                enclosing: path, end: index + 1, body: Scope(path: path, isType: false, isNamed: true, rxSelf: rxSelf))
        case .var, .let:
            declareVariable(index)
        case .for:
            declareLoopVariable(index)
        case .typealias, .case:
            declareMember(index)
        case .associatedtype where index + 1 < code.count:
            placeholders.append(code.hashes[index + 1])
            recordBound(of: index + 1, until: code.headerEnd(from: index + 2))
        case .in:
            inKeywords.append(Int32(index))
        default:
            break
        }
    }

    /// Records the generic parameters in the `<...>` opened at `open` (`T`, `U` in `<T: Decodable, U>`), and
    /// their bounds. Only names that start an entry: `Int` in `<U: Collection<Int>>` is no parameter.
    private mutating func recordGenericParameters(_ open: Int) {
        let close = min(code.angleEnd(from: open), code.count)
        for position in genericEntries(in: open) where code.isCapitalizedWord(position) {
            placeholders.append(code.hashes[position])
            recordBound(of: position, until: close)
        }
    }

    /// Records the generic parameters of the type named at `name` and the generic arguments the first type of its
    /// inheritance clause (`header`) takes (`GenericHeader`), when it has either.
    private mutating func recordGenericHeader(name: Int, header: Range<Int>) {
        let parameters = code.isOperator(name + 1, .less) ? genericNames(in: name + 1) : []
        var arguments: [UInt64] = []
        var outers: [UInt64] = []
        if let first = header.first(where: { code.isCapitalizedWord($0) }), code.isOperator(first + 1, .less) {
            for start in genericEntries(in: first + 1) {
                let (name, outer) = qualifiedName(at: start)
                arguments.append(name)
                outers.append(outer)
            }
        }
        guard !parameters.isEmpty || !arguments.isEmpty else { return }
        genericHeaders.append(
            GenericHeader(
                type: code.hashes[name], parameters: parameters, superclassArguments: arguments,
                superclassArgumentOuters: outers.contains { $0 != 0 } ? outers : []))
    }

    /// The last name of the capitalized path at `start` and the one before it (`Input` and `HomeViewModel` of
    /// `HomeViewModel.Input`; `HomeInput` and 0 of `HomeInput`); 0 and 0 for anything else (`[Int]`).
    private func qualifiedName(at start: Int) -> (name: UInt64, outer: UInt64) {
        guard code.isCapitalizedWord(start) else { return (0, 0) }
        var position = start
        var outer: UInt64 = 0
        while code.isPunct(position + 1, "."), code.isCapitalizedWord(position + 2) {
            outer = code.hashes[position]
            position += 2
        }
        return (code.hashes[position], outer)
    }

    /// The names each at the start of an entry of the `<...>` opened at `open` (`T`, `U` in `<T: Decodable, U>`,
    /// `HomeViewModel` in `<HomeViewModel>`); 0 for an entry that starts otherwise (`[Int]`).
    private func genericNames(in open: Int) -> [UInt64] {
        genericEntries(in: open).map { code.isCapitalizedWord($0) ? code.hashes[$0] : 0 }
    }

    /// Where each entry of the `<...>` opened at `open` starts, past nested `<...>`, `(...)` and `[...]`.
    func genericEntries(in open: Int) -> [Int] {
        let close = min(code.angleEnd(from: open), code.count)
        var starts: [Int] = []
        var position = open + 1
        var entryStart = true
        while position < close {
            if entryStart { starts.append(position) }
            entryStart = false
            if code.isOperator(position, .less) {
                position = max(code.angleEnd(from: position) + 1, position + 1)
                continue
            }
            if code.isPunct(position, "(") || code.isPunct(position, "[") {
                position = max(Int(code.partner[position]) + 1, position + 1)
                continue
            }
            if code.isPunct(position, ",") { entryStart = true }
            position += 1
        }
        return starts
    }

    /// The types a `where` clause from `start` to `end` requires `Self` to be (`Coordinator` and `Responsive` in
    /// `where Self: Coordinator, Self: Responsive`, or `Self: Coordinator & Responsive`).
    private func selfConstraints(from start: Int, to end: Int) -> [UInt64] {
        var found: [UInt64] = []
        var position = start
        while position + 2 < end {
            guard code.hashes[position] == ScanPass.selfTypeHash, code.isPunct(position + 1, ":"),
                position == start || code.isPunct(position - 1, ",")
            else {
                position += 1
                continue
            }
            position += 2
            // The composition up to the next requirement: names joined by `&`, generic arguments skipped.
            while position < end, !code.isPunct(position, ",") {
                if code.isOperator(position, .less) {
                    position = max(code.angleEnd(from: position) + 1, position + 1)
                    continue
                }
                if code.isCapitalizedWord(position), code.keywords[position] == .none,
                    !code.isPunct(position + 1, ".")
                {
                    found.append(code.hashes[position])
                }
                position += 1
            }
        }
        return found
    }

    /// Records the bound of the placeholder at `position` when one protocol follows its colon, alone before `end`
    /// or a comma (`Repository: AbstractRepository`; not `T: A & B` or `T == Int`).
    private mutating func recordBound(of position: Int, until end: Int) {
        let bound = position + 2
        guard bound < end, code.isPunct(position + 1, ":"), code.isCapitalizedWord(bound),
            code.keywords[bound] == .none,
            bound + 1 == end || code.isPunct(bound + 1, ",")
                || code.isPunct(bound + 1, "{") || code.isOperator(bound + 1, .greater)
        else { return }
        placeholderBounds.append((code.hashes[position], code.hashes[bound]))
    }

    /// Records the bounds a `where` clause between `start` and `end` gives the file's placeholders
    /// (`where Repository: AbstractRepository, Item == Post`).
    private mutating func recordWhereBounds(from start: Int, to end: Int) {
        let end = min(end, code.count)
        guard start < end, let clause = (start..<end).first(where: { code.keywords[$0] == .where }) else { return }
        for position in clause + 1..<end
        where code.isCapitalizedWord(position) && (position == clause + 1 || code.isPunct(position - 1, ","))
            && placeholders.contains(code.hashes[position])
        {
            recordBound(of: position, until: end)
        }
    }

    /// True when every open scope is a type: the declaration is visible outside a function body.
    var atTypeLevel: Bool {
        @inline(__always) get { scopes.allSatisfy(\.isType) }
    }

    private mutating func declareType(_ index: Int) {
        let nameIndex = index + 1
        guard nameIndex < code.count,
            code.tokens[nameIndex].kind == .identifier || code.tokens[nameIndex].kind == .backtickIdentifier,
            code.keywords[nameIndex] == .none || code.keywords[nameIndex].isContextual, !code.isPunct(index - 1, ".")
        else { return }
        if code.keywords[index] == .actor, !(code.isPunct(nameIndex + 1, "{") || code.isPunct(nameIndex + 1, ":")) {
            return
        }
        var name = code.text(nameIndex)
        var last = nameIndex
        while code.keywords[index] == .extension, code.isPunct(last + 1, "."), last + 2 < code.count,
            code.tokens[last + 2].kind == .identifier
        {
            name += "." + code.tokens[last + 2].text(in: code.source)
            last += 2
        }
        // `extension RxSwift.Reactive` is `extension Reactive`: the module's name qualifies no type of its own.
        if last > nameIndex, let dot = name.firstIndex(of: "."), RxLibraries.core.contains(String(name[..<dot])) {
            name = String(name[name.index(after: dot)...])
        }
        if code.isOperator(last + 1, .less) { recordGenericParameters(last + 1) }
        let end = code.headerEnd(from: last + 1)
        recordWhereBounds(from: last + 1, to: end)
        types.append(name)
        if code.keywords[index] != .extension {
            declaredTypes.append(code.hashes[nameIndex])
            if scopes.isEmpty { recordTopLevelType(index, name: nameIndex) }
            if code.entries[nameIndex] >= 0 { recordCatalogNamedType(index, name: nameIndex) }
            if code.keywords[index] == .struct { structTypes.append(code.hashes[nameIndex]) }
            if code.keywords[index] == .protocol { declaredProtocols.append(code.hashes[nameIndex]) }
        } else {
            extendedTypes.append(code.hashes[last])
        }
        typeHeaderEnd = end
        valueInheritance = 0..<0
        let access = code.modifiers(before: index).accessWord
        let path = names.child(of: currentPath, .text(name))
        let members = code.keywords[index] == .extension || code.keywords[index] == .protocol ? access : .none
        // `extension RxSwift.Reactive` extends `Reactive`; `extension Event` of the file's own `struct Event`
        // is not RxSwift's.
        let rxExtension =
            code.keywords[index] == .extension && spellsRxType(last) && !declaredTypes.contains(code.hashes[last])
        var named: Int32 = -1
        if code.isPunct(end, "{") {
            // The inheritance clause only: not the generic parameters' constraints or a `where` clause
            // (`PostsUseCase<Repository>: Domain.PostsUseCase where Repository: AbstractRepository`), nor the
            // generic arguments of what it inherits (`Coordinator<UIWindow>` is no window).
            var start = last + 1
            if code.isOperator(start, .less) { start = min(code.angleEnd(from: start) + 1, end) }
            let stop = (start..<end).first { code.keywords[$0] == .where } ?? end
            if code.keywords[index] == .struct || code.keywords[index] == .enum { valueInheritance = start..<stop }
            var header: [UInt64] = []
            header.reserveCapacity(stop - start)
            var position = start
            while position < stop {
                if code.isOperator(position, .less) {
                    position = max(code.angleEnd(from: position) + 1, position + 1)
                    continue
                }
                // `Observation.Observable` is no Rx type (`RxSwift.Observable` is): another module's name is left
                // out, not taken for RxSwift's, and so is the qualifier; `Domain.PostsUseCase` stays the app's
                // `PostsUseCase`.
                if code.isPunct(position + 1, "."), position + 2 < stop, code.hashes[position + 2] != 0 {
                    if spellsRxType(position + 2), !scanner.isRxModule(code.tokens[position].text(in: code.source)) {
                        position += 3
                    } else {
                        position += 2
                    }
                    continue
                }
                if code.hashes[position] != 0 { header.append(code.hashes[position]) }
                position += 1
            }
            // `extension Navigation where Self: Coordinator & StateResponsive`: in its body `self` is each of them.
            let clauseCount = header.count
            if code.keywords[index] == .extension, stop < end { header += selfConstraints(from: stop + 1, to: end) }
            if !header.isEmpty {
                named = Int32(conformances.count)
                conformances.append(header)
                conformanceClauseCounts.append(clauseCount)
                conformanceOwners.append(code.hashes[last])
                conformanceExtends.append(code.keywords[index] == .extension)
            }
            if code.keywords[index] != .extension {
                recordGenericHeader(name: last, header: start..<stop)
                if code.keywords[index] == .class { recordDelegateProxy(name: last, header: start..<stop) }
                // `final class Scene: BaseViewController`: what the first name says of the type (`LayerClassifier`).
                if let first = (start..<stop).first(where: { code.tokens[$0].kind == .identifier }),
                    code.isCapitalizedWord(first)
                {
                    inheritedNames.append(code.text(first))
                }
            }
        }
        var body =
            code.isPunct(end, "{")
            ? Scope(
                path: path, isType: true, isNamed: true, memberAccess: members, rxSelf: rxExtension,
                isProtocol: code.keywords[index] == .protocol, isExtension: code.keywords[index] == .extension,
                conformances: named, typeName: code.hashes[last])
            : nil
        if body != nil, code.keywords[index] == .enum {
            let outer = scopes.last?.memberAccess ?? .none
            body?.caseAccess = access != .none ? access : outer != .none ? outer : .internal
        }
        if body != nil, code.keywords[index] == .extension, code.hashes[last] == ScanPass.reactiveHash {
            let base = code.reactiveBaseIndex(from: last + 1, to: end)
            body?.reactiveBase = base.map { code.hashes[$0] } ?? 0
            body?.reactiveBaseIsExact = base.map(code.bindsBaseExactly) ?? false
            if let base { reactiveBases.append(code.tokens[base].text(in: code.source)) }
        }
        if body != nil, rxExtension { body?.trait = code.streamTrait(from: last + 1, to: end) }
        if body != nil, code.keywords[index] == .extension, !rxExtension, code.hashes[last] != ScanPass.reactiveHash {
            body?.constraint = code.parameterConstraint(from: last + 1, to: end)
        }
        pending = Pending(enclosing: path, end: end, body: body)
        if code.keywords[index] == .protocol, atTypeLevel {
            record(.protocol, name: nameIndex, keyword: index, signature: (last + 1, end), initializer: -1)
        }
    }

    private mutating func declareFunction(_ index: Int, name nameIndex: Int, kind: RxAPI.Kind) {
        guard nameIndex < code.count else { return }
        var open = nameIndex + 1
        while code.isOperator(open, .question) || code.isOperator(open, .bang) { open += 1 }
        if code.isOperator(open, .less) {
            recordGenericParameters(open)
            open = code.angleEnd(from: open) + 1
        }
        let hasParameters = code.isPunct(open, "(")
        let firstParameter = typedNames.count
        // Called by its name, an initializer by its type's (`Screen(action: .close)`); not a subscript.
        let callee =
            kind == .function ? code.hashes[nameIndex] : kind == .initializer ? scopes.last?.typeName ?? 0 : 0
        let firstSlot = parameterTypes.count
        let bits = hasParameters ? recordParameters(open, function: callee) : (labels: 0, required: 0)
        if kind == .initializer, callee != 0 {
            for parameter in parameterTypes[firstSlot...] where parameter.type != 0 {
                initializerParameters.append((callee, parameter.type))
            }
        }
        if kind == .function {
            functions.append(OwnFunction(name: code.hashes[nameIndex], labels: bits.labels, required: bits.required))
        }
        let end = code.signatureEnd(from: nameIndex + 1, variable: false)
        recordWhereBounds(from: open, to: end)
        if code.isPunct(end, "{"), Int(code.partner[end]) > end {
            for parameter in firstParameter..<typedNames.count {
                typedNames[parameter].scopeStart = end
                typedNames[parameter].scopeEnd = Int(code.partner[end])
            }
        }
        // The arrow after the parameters: one inside them is a closure parameter's (`(_ next: (Int) -> Bool)`).
        let close = hasParameters ? Int(code.partner[open]) : -1
        let afterParameters = close > open ? close + 1 : nameIndex + 1
        if afterParameters < end, let arrow = (afterParameters..<end).first(where: { code.isOperator($0, .arrow) }),
            code.tokens[nameIndex].kind == .identifier
        {
            // A function returning an Rx type makes `name(...)` chains Rx; one of a type's types its calls' results.
            typedNames.append(
                TypedName(
                    hash: code.hashes[nameIndex], name: -1, typeStart: code.afterRxModule(arrow + 1, end: end),
                    typeEnd: end, initializer: -1))
            if atTypeLevel, let owner = scopes.last?.typeName, owner != 0 {
                typedNames[typedNames.count - 1].owner = owner
                typedNames[typedNames.count - 1].function = nameIndex
            } else if scopes.allSatisfy({ $0.typeName == 0 && $0.open < 0 }) {
                // A free function (`func makeButton() -> UIButton`): other files' bare calls of it have its result.
                typedNames[typedNames.count - 1].function = nameIndex
            }
        }
        let path = names.child(
            of: currentPath,
            .function(name: nameIndex, open: hasParameters ? open : -1, subscriptLabels: kind == .subscript))
        let body = code.isPunct(end, "{") ? Scope(path: path, isType: false, isNamed: true, rxSelf: rxSelf) : nil
        pending = Pending(enclosing: path, end: end, body: body)
        if atTypeLevel {
            let labels: LabelSource =
                kind == .subscript ? .none : hasParameters ? .parameters(open: open) : .noParameters
            record(
                kind, name: nameIndex, keyword: index, signature: (nameIndex + 1, end), initializer: -1, labels: labels)
        }
    }

    /// `name`: a later binding of the same declaration (`model` of `var router: Router!, model: WelcomeModel!`).
    /// A name with neither a type nor a value has the type that ends its list (`c` of `var c, d: Observable<Int>`).
    mutating func declareVariable(_ index: Int, name: Int? = nil) {
        let nameIndex = name ?? index + 1
        if name == nil, code.isPunct(nameIndex, "("), atTypeLevel {
            declareTupleNames(index)
            return
        }
        if name == nil, code.isPunct(nameIndex, ".") || code.isPunct(nameIndex, "("), !atTypeLevel {
            declarePatternNames(index)
            return
        }
        guard nameIndex < code.count,
            code.tokens[nameIndex].kind == .identifier || code.tokens[nameIndex].kind == .backtickIdentifier
        else { return }
        let end = code.signatureEnd(from: nameIndex + 1, variable: true)
        var typeStart = code.isPunct(nameIndex + 1, ":") ? code.afterRxModule(nameIndex + 2, end: end) : end
        var typeEnd = end
        if typeStart >= end, !code.isOperator(end, .equal), let shared = code.sharedAnnotation(after: end) {
            (typeStart, typeEnd) = (code.afterRxModule(shared.lowerBound, end: shared.upperBound), shared.upperBound)
        }
        // The type an initializer calls after an Rx module's name (`RxSwift.DisposeBag()`) is the one it names.
        let initializer =
            code.isOperator(end, .equal) && end + 1 < code.count ? code.afterRxModule(end + 1, end: code.count) : -1
        if importsRxTest, code.isTestableObserver(typeStart: typeStart, typeEnd: typeEnd, initializer: initializer) {
            testableObservers.append(code.hashes[nameIndex])
        }
        typedNames.append(
            TypedName(
                hash: code.hashes[nameIndex], name: nameIndex, typeStart: typeStart, typeEnd: typeEnd,
                initializer: initializer))
        if code.isCapitalizedWord(nameIndex) { capitalizedValues.append(code.hashes[nameIndex]) }
        guard atTypeLevel else {
            // A local is that name to the end of its block; declared with a type, it shadows an Rx-typed name.
            if let open = scopes.last?.open, open >= 0, case let close = Int(code.partner[Int(open)]),
                close > nameIndex
            {
                typedNames[typedNames.count - 1].blockEnd = close
                typedNames[typedNames.count - 1].localOwner = scopes.last { $0.typeName != 0 }?.typeName ?? 0
                if typeStart >= typeEnd, initializer < 0, name == nil, bindsPattern(index),
                    let scopeEnd = patternScopeEnd(index, close: close)
                {
                    typedNames[typedNames.count - 1].blockEnd = scopeEnd
                    typedNames[typedNames.count - 1].isPatternBinding = true
                    return
                }
                if typeStart < typeEnd {
                    typedNames[typedNames.count - 1].scopeStart = nameIndex
                    typedNames[typedNames.count - 1].scopeEnd = close
                } else {
                    recordMemberLocal(nameIndex, initializer: initializer, until: close)
                }
            }
            return
        }
        declareStoredName(nameIndex)
        // A property given a member without a type (`private let auth = UseCasesFactory.instance.authorization`)
        // hops to it where the rest of its type's body reads it, as a local does in its block.
        if typedNames[typedNames.count - 1].isProperty, typeStart >= typeEnd {
            recordMemberLocal(
                nameIndex, initializer: initializer, until: typedNames[typedNames.count - 1].scopeEnd,
                type: scopes.last?.typeName ?? 0)
        }
        let computed = code.isPunct(end, "{")
        let body = computed ? Scope(path: currentPath, isType: false, isNamed: true, rxSelf: rxSelf) : nil
        if computed || scopes.last?.isType == true {
            declareProperty(nameIndex, initializer: initializer, end: end, body: body)
        } else {
            // A global's initializer stays at file scope, with the file's other top-level code.
            pending = Pending(enclosing: currentPath, end: end, body: nil)
        }
        // A stored property's next binding follows its initializer: `var first = Observable.just(1), second = …`.
        (bindingKeyword, bindingEnd) = (index, pending?.end ?? end)
        let kind: RxAPI.Kind = code.keywords[index] == .let ? .constant : .variable
        let signature = typeEnd > end ? (typeStart, typeEnd) : (nameIndex + 1, end)
        record(kind, name: nameIndex, keyword: index, signature: signature, initializer: initializer)
    }

    /// Names the property declared at `name` (a type's, or a computed one) while its declaration is read, a stored
    /// one's initializer included (`lazy var count = { … }()`, `let items = relay.asObservable()`, the observers
    /// after it), as Swift does: a type's body is split by its properties, not kept whole. A computed one's `body`
    /// scope is entered at `end`.
    private mutating func declareProperty(_ name: Int, initializer: Int, end: Int, body: Scope?) {
        guard var body else {
            let initialized = initializer >= 0 ? code.initializerEnd(from: initializer) : end
            pending = Pending(enclosing: currentPath, end: initialized, storedName: name)
            return
        }
        body.path = names.child(of: currentPath, .token(name))
        pending = Pending(enclosing: body.path, end: end, body: body)
    }

    /// A name given another value's member without a type (`let output = viewModel.transform(input: input)`): it
    /// hops to that member (`MemberLocal`) where it is read up to `close`.
    private mutating func recordMemberLocal(_ name: Int, initializer: Int, until close: Int, type: UInt64 = 0) {
        guard initializer >= 0, code.isLowercaseWord(name), case let link = code.memberLink(ending: initializer),
            link >= 0
        else { return }
        // A cell or a service whose type the call's argument names (`dequeueReusableCell(type: ACell.self, for:)`,
        // `resolve(API.self)`, `resolve(Protocols.worker.self)`) has that type, not what a generic function of the
        // repository returns (`-> Cell`).
        if code.tokens[initializer].kind == .identifier, let chain = code.postfixChain(from: initializer),
            chain.last > initializer, dequeuedType(chain) != nil || resolvesNamedService(chain)
        {
            return
        }
        memberLocals.append(
            MemberLocal(
                key: Reference.short(code.capitalizedHash(name)), name: Reference.short(code.hashes[name]),
                link: Int32(link), blockEnd: Int32(close), type: type))
    }

    /// The variable of `for item in items {` (a name walking a name, `self.items` too), visible in the loop's
    /// body: typed by what the sequence's annotation says its elements are.
    private mutating func declareLoopVariable(_ index: Int) {
        let nameIndex = index + 1
        guard !atTypeLevel, nameIndex + 2 < code.count, code.tokens[nameIndex].kind == .identifier,
            code.keywords[nameIndex] == .none, code.keywords[nameIndex + 1] == .in
        else { return }
        var sequence = nameIndex + 2
        if code.hashes[sequence] == ScanPass.selfHash, code.isPunct(sequence + 1, ".") { sequence += 2 }
        guard sequence + 1 < code.count, code.isLowercaseWord(sequence), code.isPunct(sequence + 1, "{"),
            case let close = Int(code.partner[sequence + 1]), close > sequence + 1
        else { return }
        var typed = TypedName.untypedLocal(hash: code.hashes[nameIndex], name: nameIndex, blockEnd: close)
        typed.elementOf = sequence
        typedNames.append(typed)
    }

    /// A property declared with a capitalized attribute (`@Streamed private(set) var names`): the attribute's and
    /// the property's names, for `$names` (`FileScan.wrappedProperties`).
    mutating func recordWrappedProperty(_ index: Int) {
        let token = code.tokens[index]
        guard token.end - token.start > 1,
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(code.source[token.start + 1])
        else { return }
        var next = index + 1
        var steps = 0
        while next < code.count, steps < 8, code.keywords[next] != .var {
            // Modifiers (`private(set)`, `static`), other attributes; anything else ends the look.
            if code.isPunct(next, "("), code.partner[next] > next {
                next = Int(code.partner[next]) + 1
            } else if code.keywords[next].isModifier || code.tokens[next].kind == .attribute {
                next += 1
            } else {
                return
            }
            steps += 1
        }
        guard next + 1 < code.count, code.keywords[next] == .var, code.isLowercaseWord(next + 1) else { return }
        let name = code.tokens[next + 1]
        var property = WrappedProperty(
            wrapper: WordTable.hash(code.source, token.start + 1, token.end), name: code.hashes[next + 1])
        (property.line, property.column) = (name.line, name.column)
        property.access = code.modifiers(before: next).access ?? scopes.last?.memberAccess.accessText ?? "internal"
        property.container = names.text(currentPath)
        property.spelled = name.text(in: code.source)
        wrappedProperties.append(property)
    }

    /// `$userID` read as a value (`prefs.$userID`, or bare in a type's own code), not a closure's `$0`: the
    /// projection of a wrapped property, which the resolver ties to its wrapper (`FileScan.projectionReads`).
    mutating func recordProjectionRead(_ index: Int) {
        let token = code.tokens[index]
        guard token.end - token.start > 1,
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(code.source[token.start + 1])
        else { return }
        projectionReads.append(
            ProjectionRead(
                name: WordTable.hash(code.source, token.start + 1, token.end), line: token.line, column: token.column))
    }

    /// `typealias X = Driver<Int>` and enum `case loaded(Observable<Int>)` in a type.
    private mutating func declareMember(_ index: Int) {
        let nameIndex = index + 1
        guard nameIndex < code.count, code.tokens[nameIndex].kind == .identifier, atTypeLevel else { return }
        let isCase = code.keywords[index] == .case
        guard !isCase || scopes.last?.isType == true else { return }
        let end = code.signatureEnd(from: nameIndex + 1, variable: isCase)
        if !isCase { recordAlias(name: nameIndex, keyword: index, end: end) }
        // `typealias Binder = RxCocoa.Binder` re-exports the type under its own name: no API of the repository.
        if !isCase, namesItself(nameIndex, end: end) { return }
        record(
            isCase ? .case : .typealias, name: nameIndex, keyword: index, signature: (nameIndex + 1, end),
            initializer: -1)
    }

    /// Whether the alias named at `name` stands for a type of its own name, qualified by its module or not (`Binder =
    /// RxCocoa.Binder`), with nothing after it (`end`: the signature's end).
    private func namesItself(_ name: Int, end: Int) -> Bool {
        guard code.isOperator(name + 1, .equal) else { return false }
        var target = name + 2
        if code.isPunct(target + 1, ".") { target += 2 }
        return target == end - 1 && code.hashes[target] == code.hashes[name]
    }

    /// `typealias DeviceService = APIService<DeviceAPI>`: a file naming `DeviceService` names `APIService`; and
    /// each protocol of a composition, `typealias EnvRepositories = EnvRepositoryProtocol & ServicesRepository`.
    /// Also generic aliases (`typealias SyncObservable<R> = Observable<Sync<R>>`), and a type after an Rx
    /// module's name (`RxSwift.Observable<Int>`, named `Observable`). `end`: where the declaration ends. A target
    /// that is the whole type written (`TypeAlias.isWholeType`) is kept in `wholeTypeAliases`, for `result()` to
    /// tell whether it is an Rx type.
    private mutating func recordAlias(name: Int, keyword: Int, end: Int) {
        var equal = name + 1
        if code.isOperator(equal, .less) { equal = max(equal + 1, code.angleEnd(from: equal) + 1) }
        guard code.isOperator(equal, .equal) else { return }
        let access = code.modifiers(before: keyword).access
        let filePrivate = access == "private" || access == "fileprivate"
        // Nested in a type (`extension Sales.Event.Empty { typealias Response = Sales.Model }`), it names its target
        // only within that type, where other files' `Response` is not theirs (a protocol's, also in the types
        // conforming to it).
        let scope = scopes.first(where: \.isType).map { ResolverIndex.outerTypeHash(names.text($0.path)) } ?? 0
        var position = equal + 1
        if code.keywords[position] == .any { position += 1 }
        // At the top level, an alias shadows an imported type of its name as a type does (`typealias ShareView =
        // LocalShareView`), unless it names that type itself (`typealias ShareView = Share.ShareView`).
        if scopes.isEmpty, position < code.count,
            code.hashes[code.lastQualifiedComponent(from: position)] != code.hashes[name]
        {
            recordTopLevelType(keyword, name: name)
        }
        let first = typeAliases.count
        if code.isPunct(position, "(") {
            recordFunctionAlias(name: name, from: position, end: end, filePrivate: filePrivate, scope: scope)
            return
        }
        if code.isCapitalizedWord(position), code.isOperator(position + 1, .less) {
            // `SectionModel<Int, CellConfiguration>`: a file naming the alias names `CellConfiguration` too.
            let close = min(code.angleEnd(from: position + 1), end)
            var argument = position + 2
            while argument < close {
                if code.isCapitalizedWord(argument), code.keywords[argument] == .none {
                    var alias = TypeAlias(
                        name: code.hashes[name], target: code.hashes[argument], isFilePrivate: filePrivate)
                    alias.scope = scope
                    aliasArguments.append(alias)
                }
                argument += 1
            }
        }
        while code.isCapitalizedWord(position), code.keywords[position] == .none {
            if code.isPunct(position + 1, "."), code.isCapitalizedWord(position + 2),
                scanner.isRxModule(code.tokens[position].text(in: code.source))
            {
                position += 2
            }
            var alias = TypeAlias(name: code.hashes[name], target: code.hashes[position], isFilePrivate: filePrivate)
            alias.scope = scope
            typeAliases.append(alias)
            // Past the component (`Outer.Inner<T>`) to a `&` that adds another.
            var after = position + 1
            var member = false
            while after < code.count {
                if code.isOperator(after, .less) {
                    after = max(after + 1, code.angleEnd(from: after) + 1)
                } else if code.isPunct(after, "."), code.isCapitalizedWord(after + 1) {
                    after += 2
                    member = true
                } else {
                    break
                }
            }
            let component = position
            while code.isOperator(after, .question) || code.isOperator(after, .bang) { after += 1 }
            guard code.isOperator(after, .ampersand) else {
                if typeAliases.count == first + 1, !member, after == end {
                    typeAliases[first].isWholeType = true
                    wholeTypeAliases.append((alias: first, token: component))
                }
                return
            }
            position = after + 1
        }
    }

    /// `typealias Feedback = (Driver<State>) -> Signal<Event>`: an alias of a function (or tuple) type stands for
    /// the first stream, subject or relay type it names, when `result()` finds that an Rx type
    /// (`wholeTypeAliases`), so that declarations typed with it are Rx APIs as if they spelled it. A library's other
    /// types (RxDataSources' `ConfigureCell = (TableViewSectionedDataSource<S>, …) -> UITableViewCell`) do not count.
    private mutating func recordFunctionAlias(name: Int, from start: Int, end: Int, filePrivate: Bool, scope: UInt64) {
        guard
            let type = (start..<min(end, code.count)).first(where: { position in
                guard code.isCapitalizedWord(position), code.keywords[position] == .none, code.entries[position] >= 0
                else { return false }
                return scanner.words.entries[Int(code.entries[position])].constructs.contains { construct in
                    let rule = scanner.matches[construct]
                    return rule.isType && (rule.category == .streamType || rule.category == .subject)
                }
            })
        else { return }
        var alias = TypeAlias(name: code.hashes[name], target: code.hashes[type], isFilePrivate: filePrivate)
        alias.scope = scope
        alias.isWholeType = true
        wholeTypeAliases.append((alias: typeAliases.count, token: type))
        typeAliases.append(alias)
    }

    mutating func record(
        _ kind: RxAPI.Kind, name: Int, keyword: Int, signature: (Int, Int), initializer: Int,
        labels: LabelSource = .none
    ) {
        let scope = scopes.last
        declarations.append(
            Declaration(
                kind: kind, name: name, keyword: keyword, container: currentPath, signatureStart: signature.0,
                signatureEnd: signature.1, initializer: initializer, labels: labels,
                memberAccess: (kind == .case ? scope?.caseAccess : scope?.memberAccess) ?? .none,
                extendsRx: scope?.rxSelf ?? false, isRequirement: scope?.isProtocol ?? false,
                conformances: scope?.conformances ?? -1, owner: scope?.typeName ?? 0,
                reactiveBase: scope?.reactiveBase ?? 0, reactiveBaseIsExact: scope?.reactiveBaseIsExact ?? false,
                trait: scope?.trait ?? 0, constraint: scope?.constraint ?? ParameterConstraint()))
    }

    /// The access and `APIShape` of a declaration that is an API, from its modifiers and signature.
    func apiShape(of declaration: Declaration) -> (access: String, shape: APIShape) {
        let modifiers = code.modifiers(before: declaration.keyword)
        let labels: [UInt64]?
        let argumentRange: ClosedRange<Int>?
        switch declaration.labels {
        case .none: (labels, argumentRange) = (nil, nil)
        case .noParameters: (labels, argumentRange) = ([], 0...0)
        case .parameters(let open): (labels, argumentRange) = (code.argumentLabels(open), code.argumentRange(open))
        }
        let isProperty = declaration.kind.isProperty
        let entry = Int(code.entries[declaration.name])
        // A name only `.rx` reaches in the catalog (`rx.request`) is spelled by a `Reactive` extension's member alone.
        let onlyThroughRx =
            entry >= 0 && declaration.owner != ScanPass.reactiveHash
            && scanner.words.entries[entry].constructs.allSatisfy { scanner.matches[$0].onlyThroughRx }
        var shape = APIShape(
            isStatic: modifiers.isStatic, extendsRx: declaration.extendsRx,
            spellsCatalogSymbol: entry >= 0 && !onlyThroughRx
                && !Catalog.copiedHelperHashes.contains(code.hashes[declaration.name]), labels: labels,
            isRequirement: declaration.isRequirement,
            conformances: declaration.conformances >= 0 ? conformances[Int(declaration.conformances)] : [],
            holdsFunction: isProperty
                && holdsFunction(from: declaration.signatureStart, to: declaration.signatureEnd),
            argumentRange: argumentRange)
        if case .parameters(let open) = declaration.labels {
            shape.takesClosure = code.lastTakesClosure(open)
            shape.throwsErrors = code.throwsAfterParameters(open, end: declaration.signatureEnd)
            shape.takesMetatypeFirst = declaration.kind == .function && code.firstParameterTakesMetatype(open)
            let bits = code.parameterBits(open)
            (shape.labelBits, shape.requiredLabelBits, shape.parameterKinds, shape.mappedParameters) =
                (bits.labels, bits.required, bits.kinds, bits.mapped)
            shape.optionalElementParameters = bits.optionalElements
            shape.firstParameterType = code.firstParameterType(open)
            if declaration.kind == .function {
                (shape.genericInResultOnly, shape.resultWrapper) = resultShape(
                    declaration.name, parameters: open, signatureEnd: declaration.signatureEnd)
            }
        }
        shape.reactiveBase = declaration.reactiveBase
        shape.reactiveBaseIsExact = declaration.reactiveBaseIsExact
        shape.trait = declaration.trait
        shape.constraint = declaration.constraint
        shape.isOverride = modifiers.isOverride
        return (modifiers.access ?? declaration.memberAccess.accessText ?? "internal", shape)
    }

    /// For the function named at `name`, its parameters opened at `open`: whether one of its generic parameters is
    /// named in the result type, before the signature's end `signatureEnd`, and in none of its parameters (a `where`
    /// clause alone, `where PushType == R`, ties it to the type, not to the call's context); and the `elementHead` of
    /// its result (`Void` of `-> Observable<Void>`, `ContextResponse` of `-> Observable<ContextResponse<R>>`), without
    /// its name when that is a generic parameter (`[R]` of `-> Observable<[R]>` keeps its form alone).
    private func resultShape(_ name: Int, parameters open: Int, signatureEnd: Int) -> (Bool, UInt32) {
        let close = Int(code.partner[open])
        guard close > open else { return (false, 0) }
        var end = close + 1
        while end < min(signatureEnd, code.count), code.keywords[end] != .where { end += 1 }
        guard let arrow = ((close + 1)..<end).first(where: { code.isOperator($0, .arrow) }) else { return (false, 0) }
        let head = code.elementHead(from: arrow + 1, to: end)
        guard code.isOperator(name + 1, .less) else { return (false, head) }
        let names = genericNames(in: name + 1)
        let found = names.contains { name in
            name != 0 && ((arrow + 1)..<end).contains { code.hashes[$0] == name }
                && !((open + 1)..<close).contains { code.hashes[$0] == name }
        }
        let generic = names.contains { Reference.headKey($0) == Reference.elementName(head) }
        return (found, generic ? Reference.elementKey(0, Reference.elementForm(head)) : head)
    }

    /// Whether the type written in `start..<end` (after a property's name) is a function type
    /// (`: () -> Observable<Int>`), which a call can invoke.
    private func holdsFunction(from start: Int, to end: Int) -> Bool {
        var position = start
        while position < min(end, code.count) {
            if code.isOperator(position, .arrow) { return true }
            if code.isOperator(position, .equal) || code.isPunct(position, "{") { return false }
            position += 1
        }
        return false
    }

    /// Notes the type, or type alias, declared at the top level by the keyword at `keyword` (`FileScan.topLevelTypes`).
    private mutating func recordTopLevelType(_ keyword: Int, name: Int) {
        let access = code.modifiers(before: keyword).access
        if access == "private" || access == "fileprivate" {
            filePrivateTypes.append(code.hashes[name])
        } else {
            topLevelTypes.append(code.hashes[name])
        }
    }

    /// Records the type declared by the keyword at `keyword`, named at `name` like a catalog symbol, when that symbol
    /// is a catalog type the project's own type shadows (`SourceScanner.isShadowable`): `enum Event<T> { }`.
    private mutating func recordCatalogNamedType(_ keyword: Int, name: Int) {
        guard scanner.isShadowable(entry: Int(code.entries[name])) else { return }
        let owner = scopes.last.map { $0.isType ? $0.typeName : 0 } ?? 0
        let access = code.modifiers(before: keyword).access
        catalogNamedTypes.append(
            CatalogNamedType(
                name: code.hashes[name], owner: owner, isNested: !scopes.isEmpty,
                isFilePrivate: scopes.isEmpty && (access == "private" || access == "fileprivate")))
    }

    /// True when the identifier at `index` spells a catalog type (`extension ObservableType`).
    func spellsRxType(_ index: Int) -> Bool {
        guard code.entries[index] >= 0 else { return false }
        // ReactorKit's `View` only in a file that imports ReactorKit: `extension View` of SwiftUI is none.
        return scanner.words.entries[Int(code.entries[index])].constructs.contains {
            scanner.matches[$0].isType && importsRequiredModule($0)
        }
    }

}

extension ScanPass.Scope {
    init(path: EnclosingNames.Ref, isType: Bool, isNamed: Bool, rxSelf: Bool) {
        self.init(path: path, isType: isType, isNamed: isNamed, memberAccess: .none, rxSelf: rxSelf)
    }
}

extension CodeTokens {
    /// Hashes of the Rx modules, whose names may qualify a type: `RxRelay.PublishRelay<Void>`.
    static let rxModuleHashes = Set(Catalog.standardImportModules.map { WordTable.hash($0) })

    /// `index`, or the type after an Rx module's name written there (`PublishRelay` of `RxRelay.PublishRelay`,
    /// `Binding` of `RxBiBinding.Binding`).
    func afterRxModule(_ index: Int, end: Int) -> Int {
        // The cheap tests first: most names are followed by no `.` and a capital.
        guard index >= 0, index + 2 < min(end, count), isPunct(index + 1, "."), isCapitalizedWord(index + 2),
            CodeTokens.rxModuleHashes.contains(hashes[index]) || isRxNamedWord(index)
        else { return index }
        return index + 2
    }

    /// A word named like an Rx library, `Rx` then an ASCII capital (`RxBiBinding`), as `RxLibraries.isRxModule`
    /// reads a module's name, without making a string of it.
    func isRxNamedWord(_ index: Int) -> Bool {
        guard wordHasPrefix(index, "Rx"), tokens[index].end - tokens[index].start > 2 else { return false }
        let third = source[tokens[index].start + 2]
        return third >= UInt8(ascii: "A") && third <= UInt8(ascii: "Z")
    }
}

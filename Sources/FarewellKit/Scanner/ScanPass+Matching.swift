/// Deciding whether an identifier that spells a catalog symbol is that construct.
extension ScanPass {
    /// Whether the symbol at `index` is a member a library another file imports gives this one: no type, no
    /// declaration, used after a `.` (`vc.reactor`, `reactor.pulse(...)`) or as the receiver of one (`reactor.state`).
    private func isLibraryMember(_ index: Int, _ rule: CompiledMatch) -> Bool {
        guard !rule.isType, rule.position == .member || rule.position == .anywhere else { return false }
        return code.isPunct(index - 1, ".") || (rule.position == .anywhere && code.isPunct(index + 1, "."))
    }

    /// Whether the file imports the module `construct` requires (`CompiledMatch.requiredImport`), or it needs none:
    /// looked up in `importedSlots`, which `run` fills once the imports are read.
    func importsRequiredModule(_ construct: Int) -> Bool {
        let slot = scanner.requiredSlots[construct]
        return slot < 0 || importedSlots[slot]
    }

    /// A library's attribute at `index` (`@Pulse var alert`), in a file that imports the library.
    mutating func matchAttribute(_ index: Int) {
        for construct in scanner.words.entries[Int(code.entries[index])].constructs {
            let rule = scanner.matches[construct]
            guard rule.position == .attribute, importsRequiredModule(construct) else { continue }
            found.append(Found(token: index, construct: construct, enclosing: enclosingHere()))
            return
        }
    }

    /// A library's infix operator at `index` (RxBiBinding's `field.rx.text <-> relay`), catalog entry `entry`: only
    /// between two expressions, in a file that imports the library.
    mutating func matchOperator(_ index: Int, entry: Int) {
        guard code.isInfixOperator(index) else { return }
        for construct in scanner.words.entries[entry].constructs {
            guard importsRequiredModule(construct) else { continue }
            found.append(Found(token: index, construct: construct, enclosing: enclosingHere()))
            return
        }
    }

    /// Tries the constructs of the symbol at `index` in catalog order; the first that holds wins.
    mutating func match(_ index: Int) {
        for construct in scanner.words.entries[Int(code.entries[index])].constructs {
            let rule = scanner.matches[construct]
            if rule.isShadowedByRepository {
                // A name the repository may declare itself (`rx_hidden`): where it does, the file is scanned again so.
                shadowableNames.append(ShadowableName(hash: code.hashes[index], isDeclared: code.isDeclaredName(index)))
                // RxSwift 2's `rx_tap`: not a name the file declares itself, nor, bare, a parameter or local in sight.
                if isOwnName(index) { continue }
            }
            // `var isNotEmpty: Bool { … }` in an extension: the repository's own, wherever a file sees the library
            // only through another's import.
            if rule.isShadowedByDeclarations, code.isDeclaredName(index), scopes.last?.isExtension == true {
                shadowingMembers.append(code.hashes[index])
            }
            // The required module's place in `requiredModules`, read where the file does not import it.
            let slot = scanner.requiredSlots[construct]
            if !importsRequiredModule(construct),
                !memberLibraries.contains(scanner.requiredModules[slot]) || !isLibraryMember(index, rule)
            {
                // Without an Rx import, only a module-wide member's place records its library (`Match.isModuleWide`).
                if seesRx || rule.isModuleWide && isLibraryMember(index, rule) { missedSlots[slot] = true }
                continue
            }
            if rule.isShadowedByDeclarations, declaresName(code.hashes[index]) || shadowedHere(index, construct) {
                continue
            }
            // `self.onError(error)` beside the type's `private func onError(_:)`: its own method, no Rx type's.
            if rule.needsRxReceiver, index >= 2, code.isPunct(index - 1, "."),
                CodeTokens.selfNames.contains(code.hashes[index - 2]),
                declaresName(code.hashes[index])
            {
                continue
            }
            // A bare name a parameter or local declares in sight is that value (`let currentState = ...`).
            if rule.isShadowedByLocals, isLocalValue(index) { continue }
            // A call: arguments in parentheses; for a member of a type the receiver is declared with, a trailing
            // closure alone too (`scheduler.start { xs.map { $0 } }`), not the body of a statement whose condition
            // ends with the name (`if timer.start {`). A chain's `first { }` is a sequence's `first(where:)`.
            if rule.callOnly,
                !(code.isPunct(index - 1, ".")
                    && (code.isPunct(index + 1, "(")
                        || !rule.receiverTypes.isEmpty && code.isPunct(index + 1, "{")
                            && !code.opensStatementBody(index + 1)))
            {
                continue
            }
            if rule.propertyOnly, code.isPunct(index + 1, "(") { continue }
            // `Observable.merge(a, b)` is not the instance `merge()` of a stream of streams: the next entry's.
            if let required = rule.requiredLabels, !required.contains(code.callLabel(index)) { continue }
            if let most = rule.maxArguments, code.isPunct(index + 1, "("), code.arguments(index + 1).count > most {
                continue
            }
            // A number without a `scheduler:` counts only in an Rx chain: RxSwift 4's `driver.throttle(1)`, not
            // SwiftUI's `Animation.easeIn(duration: 0.3).delay(0.1)`.
            if rule.excludesNumberArgument || rule.needsSchedulerOrChain, code.isPunct(index + 1, "("),
                index + 2 < code.count, rule.needsSchedulerOrChain || code.tokens[index + 2].kind == .number,
                !code.passesLabel(index + 1, CodeTokens.schedulerHash)
            {
                let place = enclosingHere()
                candidates.append(Found(token: index, construct: construct, enclosing: place, needsChain: true))
                return
            }
            if rule.excludesProperty, !code.isPunct(index + 1, "("), !code.isPunct(index + 1, "{") { continue }
            // A bare assignment sets the view's own (`reactor = HomeReactor()` in a view's `init`), not a local's.
            if rule.requiresMemberAccess, !code.isPunct(index - 1, "."), !code.isPunct(index + 1, "."),
                !code.isOperator(index + 1, .equal) || isLocalValue(index),
                !((code.isOperator(index + 1, .question) || code.isOperator(index + 1, .bang))
                    && code.isPunct(index + 2, "."))
            {
                continue
            }
            if rule.excludesTypeArgument || rule.requiresTypeArgument,
                passesMetatype(index + 1) != rule.requiresTypeArgument
            {
                continue
            }
            if rule.requiresTypeArgument, !code.labelsArgumentsAfterFirst(index + 1) { continue }
            if rule.isNeverReceiver,
                code.isPunct(index + 1, ".") || code.isOperator(index + 1, .equal)
                    || (code.isOperator(index + 1, .question) || code.isOperator(index + 1, .bang))
                        && (code.isPunct(index + 2, ".") || code.isPunct(index + 2, "("))
            {
                continue
            }
            if rule.classBound, index > 0,
                code.keywords[index - 1] == .some || code.keywords[index - 1] == .any
                    || valueInheritance.contains(index)
            {
                continue
            }
            let implicitSelf = scopes.last?.rxSelf == true
            // `controlEvent.map { }` in `extension Reactive where Base == NSButton`: `self.controlEvent`, proved as
            // `rx.controlEvent` is.
            let reactiveSelf = rule.reactiveMember && isBareReactiveMember(index)
            guard
                reactiveSelf
                    || code.holds(
                        rule.position, at: index, headerEnd: typeHeaderEnd, scanner: scanner,
                        implicitSelf: implicitSelf
                    )
            else { continue }
            if rule.position == .member, !rule.staticMember, code.isImplicitMember(index) { continue }
            // An operator is an instance method: an implicit member of its name is an app's enum case
            // (`case .flatMapLatest:`, `[.withLatestFrom, .zip]`).
            if rule.position == .anywhere, rule.category == .operator, code.isImplicitMember(index) { continue }
            // A protocol's `typealias Action = LoginAction` (a RIB's listener) declares no reactor's action.
            if rule.position == .declaration, code.keywords[index - 1] == .typealias, scopes.last?.isProtocol == true {
                continue
            }
            var label = code.callLabel(index)
            // `if text.isNotEmpty {`, `switch event.type {`: the `{` opens the statement's body, no trailing closure the
            // member takes (nor one a label proof reads).
            if label == .trailingClosure, code.opensStatementBody(index + 1) { label = .none }
            if rule.excludesUnlabeledArgument, label == .unlabeled { continue }
            let place = enclosingHere()
            if case .label(let hash) = label {
                if rule.excludedLabels.contains(hash) { continue }
                // A first label the Rx call does not take (Firebase's `subscribe(toTopic:)`) counts only on an
                // Rx receiver (a library's `subscribe(weak: self, onNext:)` after `observeOn`).
                if !rule.allowedLabels.isEmpty && !rule.allowedLabels.contains(hash) {
                    var candidate = Found(token: index, construct: construct, enclosing: place, needsChain: true)
                    candidate.unknownLabel = true
                    candidate.anchoredBefore = chainAnchored[Int(chain[index])]
                    candidates.append(candidate)
                    return
                }
            }
            // Next to Combine, a call both libraries have (`subscribe(on:)`) needs an Rx chain; so does a
            // library's common name (`filterNil()`) in a file without an Rx import.
            let shared = (seesCombine && rule.sharesWithCombine(label)) || (!seesRx && rule.libraryMember)
            let proof: MemberProof =
                reactiveSelf
                ? .receiver
                : rule.createObserver
                    ? (callsCreateObserver(index) ? .position : .none)
                    : rule.unconditional && !shared
                        ? .position : code.proof(rule, at: index, label: shared ? .none : label)
            // A member of what a call leaving Rx gives (`provider.rx.blockingRequest(.me).filterNil()` of a `Result`)
            // is that value's, whatever its place or label say: only an Rx link before it in its chain proves it
            // (`.rx.tap` of a view such a call returns). A member the call before it proves (`Proof.receiverCall`:
            // RxNimble's `expect(stream).first`) is that value's own.
            if proof != .none, !plainChains.isEmpty, rule.position == .member, code.isPunct(index - 1, "."),
                proof != .receiver || rule.receiverCalls.isEmpty,
                case let link = chain[index], !chainAnchored[Int(link)], plainChains.sortedContains(link)
            {
                candidates.append(Found(token: index, construct: construct, enclosing: place, needsChain: true))
                return
            }
            if proof != .none {
                var hit = Found(token: index, construct: construct, enclosing: place)
                // Which call a named label, or next to Combine an implicit member or a member's place alone,
                // proved (`bind(to:)`, `.just(_)`, `.subscribe()`): a function of that name the project declares
                // itself for the same call makes it prove nothing. (An unlabeled argument is too common a shape:
                // a service's `accept(_ account:)` says nothing of `relay.accept(x)`.) Without an Rx import,
                // such an implicit member is Combine's unless the module re-exports Rx. In a file without an Rx
                // import, any member only its place, a label or an implicit member proved (`viewModel.subscribe()`,
                // `document.accept(visitor)`, `.empty(address:)`) is weak so.
                let combineCall = proof == .position && rule.position == .member && rule.namesCombineCall
                let nextToCombine = proof == .implicitMember || combineCall
                let named = if case .label = label { true } else { false }
                let withoutImport =
                    !seesRx && rule.position == .member
                    && (proof == .position || proof == .label || proof == .implicitMember)
                // A trailing closure fills an unlabeled parameter (`subscribe(_ handler:)` of `hub.subscribe { }`);
                // Combine's calls of the name take none.
                let closure = label == .trailingClosure && !(nextToCombine && seesCombine)
                let key = label.key != 0 ? label.key : closure ? Reference.unlabeled : 0
                if key != 0, (proof == .label && named) || (nextToCombine && seesCombine) || withoutImport {
                    hit.provingLabel = key
                    hit.weakWithoutImport = !(proof == .label && named) && !(nextToCombine && seesCombine)
                    hit.implicitMember = proof == .implicitMember
                    hit.implicitWithoutImport = proof == .implicitMember && !seesRx && seesCombine
                } else if key != 0, proof == .position, rule.position == .member, code.isPunct(index - 1, "."),
                    code.isBareReceiver(index - 2)
                {
                    hit.provingLabel = key
                    hit.onTypedName = true
                } else if key != 0, proof == .position || proof == .label, rule.position == .member,
                    code.isPunct(index - 1, "."), code.isMemberReceiver(index - 2)
                {
                    // `viewModel.output.subscribe(names)`: the type the project declares `output` with may declare
                    // the call itself, which only the resolver's typed hops tell.
                    hit.provingLabel = key
                    hit.onMember = true
                } else if key != 0, rule.position == .member, let type = code.typeBeforeCall(index) {
                    // `NetworkError.timeout(e)`, `throw AppError.timeout(e)`: the type's enum case where the project
                    // declares one of that name and label in it.
                    hit.provingLabel = key
                    hit.caseOwner = type
                }
                found.append(hit)
                chainAnchored[Int(chain[index])] = true
                if rule.opensObserver, let observer = code.createObserver(after: index) {
                    createObservers.append(observer)
                }
                return
            }
            if rule.implicitReturn, code.isImplicitMember(index), index >= 2,
                code.startsReturnedArm(after: index - 2)
            {
                // Weak until `resolvedOccurrences` finds the Rx type it is returned as.
                var hit = Found(token: index, construct: construct, enclosing: place)
                hit.provingLabel = label.key == 0 ? Reference.unlabeled : label.key
                hit.implicitMember = true
                hit.needsReturn = true
                found.append(hit)
                chainAnchored[Int(chain[index])] = true
                return
            }
            // Told once the file's declarations are known (`typedReceiverHits`), where it wins over what a later
            // entry finds here: `blocking.first()` is RxBlocking's on a `BlockingObservable`, else a stream's `first`.
            if !rule.receiverTypes.isEmpty, code.receiverName(of: index) != nil {
                typedReceiverCandidates.append(Found(token: index, construct: construct, enclosing: place))
                continue
            }
            if rule.chain || rule.argument || shared {
                candidates.append(Found(token: index, construct: construct, enclosing: place, needsChain: shared))
                return
            }
        }
    }
}

extension ScanPass {
    /// Whether the call opened at `open` passes a metatype first, unlabeled: written (`map(User.self)`,
    /// `CodeTokens.firstArgumentIsMetatype`) or a parameter or local in sight with a metatype's type (`map(type)` in
    /// `func load<T: Decodable>(_ type: T.Type)`).
    func passesMetatype(_ open: Int) -> Bool {
        if code.firstArgumentIsMetatype(open) { return true }
        let name = open + 1
        guard code.isPunct(open, "("), name + 1 < code.count, code.isLowercaseWord(name), code.keywords[name] == .none,
            code.isPunct(name + 1, ")") || code.isPunct(name + 1, ",")
        else { return false }
        let hash = code.hashes[name]
        // The innermost parameter or local of the name in sight (`isLocal`).
        guard let typed = typedNames.last(where: { isLocal($0, named: hash, at: name) }) else { return false }
        let end = typed.typeEnd
        return end - 2 > typed.typeStart && code.isPunct(end - 2, ".")
            && code.hashes[end - 1] == CodeTokens.typeKeywordHash && code.tokens[end - 1].kind == .identifier
    }

    /// Whether the identifier at `index` is a bare name (no receiver, no declaration, no label) whose innermost type
    /// body is an `extension Reactive`: Swift reads it as a member of `self`, the `Reactive`
    /// (`let taps = controlEvent.map { }`), unless the file declares that name itself (`let controlEvent = …`,
    /// its own `func controlEvent`) or a parameter or closure parameter of that name is in sight there
    /// (`func bind(_ disposeBag: DisposeBag) { x.disposed(by: disposeBag) }`, `{ disposeBag in … }`). Read on `self`
    /// there (`return self.items(cellIdentifier: id, cellType: cellType)`), the name is the `Reactive`'s as well.
    @inline(__always)  // Called by `match` for every `Reactive` member: out of line, the call copied the pass.
    func isBareReactiveMember(_ index: Int) -> Bool {
        let onSelf =
            index >= 2 && code.isPunct(index - 1, ".") && code.hashes[index - 2] == ScanPass.selfHash
            && code.tokens[index - 2].kind == .identifier && !code.isPunct(index - 3, ".")
        guard code.keywords[index] == .none, onSelf || !code.isPunct(index - 1, "."), !code.isDeclaredName(index),
            !code.isArgumentLabel(index), scopes.last(where: \.isType)?.typeName == ScanPass.reactiveHash
        else { return false }
        return !declaresName(code.hashes[index]) && (onSelf || !isLocalValue(index) && !code.isClosureParameter(index))
    }

    /// Whether the member at `index`, of a library the file sees only through another file's import, is one an
    /// extension of the repository declares (`FileScan.shadowingMembers`): the project's own there.
    private func shadowedHere(_ index: Int, _ construct: Int) -> Bool {
        guard !repositoryShadowingMembers.isEmpty, !importsRequiredModule(construct) else { return false }
        return repositoryShadowingMembers.contains(code.hashes[index])
    }

    /// Whether the name at `index` is the file's own: one it declares (`var rx_hidden: AnyObserver<Bool>`) or, bare, a
    /// parameter, local or closure parameter in sight (`func bind(rx_text: Observable<String>)`).
    func isOwnName(_ index: Int) -> Bool {
        if declaresName(code.hashes[index]) { return true }
        return !code.isPunct(index - 1, ".") && (isLocalValue(index) || code.isClosureParameter(index))
    }

    /// Whether the file declares a name of this hash anywhere (`var isNotEmpty: Bool { … }`), read for the few names
    /// whose rule asks (`Match.isShadowedByDeclarations`) and for bare names in an `extension Reactive`.
    /// Each name is looked up once per file (`declaredNames`): a file calling `self.onNext(x)` a thousand times walks
    /// its tokens once.
    func declaresName(_ hash: UInt64) -> Bool {
        if let known = declaredNames.answers[hash] { return known }
        let declared = (1..<max(1, code.count)).contains { code.hashes[$0] == hash && code.isDeclaredName($0) }
        declaredNames.answers[hash] = declared
        return declared
    }

    /// Whether the implicit member at `index` is the argument of a call of an Rx `create` closure's parameter
    /// around it: `single(.success(x))`, `completable(.completed)`, also as a branch of a conditional
    /// (`completable(ok ? .completed : .error(e))`).
    func callsCreateObserver(_ index: Int) -> Bool {
        guard !createObservers.isEmpty, code.isImplicitMember(index) else { return false }
        let open = code.isPunct(index - 2, "(") ? index - 2 : code.conditionalArgumentOpen(index - 1)
        guard let open, open >= 1, code.tokens[open - 1].kind == .identifier else { return false }
        let callee = code.hashes[open - 1]
        return createObservers.contains { $0.hash == callee && $0.open < index && index < $0.close }
    }
}

extension CodeTokens {
    /// The parameter of the closure an Rx `create` at `index` takes (`create { observer in`, also after a
    /// capture list or in parentheses), with the closure's braces.
    func createObserver(after index: Int) -> (hash: UInt64, open: Int, close: Int)? {
        var open = index + 1
        if isPunct(open, "("), partner[open] > open {
            // `create(subscribe: { observer in })`, or `create() { observer in }`.
            let label = open + 1
            let labeled =
                hashes[label] == ScanPass.subscribeHash && isPunct(label + 1, ":") && isPunct(label + 2, "{")
            open = labeled ? label + 2 : Int(partner[open]) + 1
        }
        guard isPunct(open, "{"), case let close = Int(partner[open]), close > open else { return nil }
        var name = open + 1
        if isPunct(name, "["), partner[name] > name { name = Int(partner[name]) + 1 }
        if isPunct(name, "(") { name += 1 }
        // `observer in`, `observer -> Disposable in`, `(observer) in`.
        guard name + 2 <= close, isLowercaseWord(name), keywords[name] == .none,
            keywords[name + 1] == .in || isOperator(name + 1, .arrow) || isPunct(name + 1, ")")
        else { return nil }
        return (hashes[name], open, close)
    }

    /// The `(` of the call whose single argument is the conditional expression holding the implicit member
    /// whose `.` is at `dot` (`f(ok ? .completed : .error(e))`), or nil. Looks back 64 tokens at most.
    func conditionalArgumentOpen(_ dot: Int) -> Int? {
        guard dot >= 1, isOperator(dot - 1, .question) || isPunct(dot - 1, ":") else { return nil }
        var index = dot - 1
        while index > max(0, dot - 64) {
            index -= 1
            if isPunct(index, "(") { return index }
            if isPunct(index, ")") || isPunct(index, "]") || isPunct(index, "}") {
                guard partner[index] < index else { return nil }
                index = Int(partner[index])
            } else if isPunct(index, "[") || isPunct(index, "{") || isPunct(index, ",") || isPunct(index, ";") {
                return nil
            }
        }
        return nil
    }

    /// Whether the identifier at `index` stands where `position` requires.
    /// `implicitSelf`: inside an extension of an Rx type, where a bare call `map { }` is a member of `self`.
    func holds(
        _ position: Match.Position, at index: Int, headerEnd: Int, scanner: SourceScanner, implicitSelf: Bool
    ) -> Bool {
        switch position {
        case .anywhere:
            return !isDeclaredName(index) && !isArgumentLabel(index)
                && !isQualifiedByOtherModule(index, scanner: scanner)
        case .type:
            return !isDeclaredName(index) && !isArgumentLabel(index)
                && isTypeContext(index, headerEnd: headerEnd, scanner: scanner)
        case .genericType:
            return !isDeclaredName(index) && isOperator(index + 1, .less) && touchesNext(index)
        case .member:
            return isPunct(index - 1, ".") || (implicitSelf && isBareCall(index))
        case .freeFunction:
            return isBareCall(index) && isPunct(index + 1, "(")
        case .declaration:
            return index > 0 && keywords[index - 1].declaresName
        case .attribute, .resolvedCall, .reactorOwnMember:
            return false
        }
    }

    /// Whether the type name at `index` is qualified by a name that is no Rx module (`Observation.Observable`, an app's
    /// `Feed.Observable`): another module's or type's declaration of the name, not RxSwift's (`RxSwift.Observable`).
    func isQualifiedByOtherModule(_ index: Int, scanner: SourceScanner) -> Bool {
        guard index >= 2, isPunct(index - 1, "."), isCapitalizedWord(index), isCapitalizedWord(index - 2),
            keywords[index - 2] == .none
        else { return false }
        return !scanner.isRxModule(tokens[index - 2].text(in: source))
    }

    /// For a call `Type.name(...)` at `index` (the name), the hash of the capitalized name before its `.`
    /// (`NetworkError` of `NetworkError.timeout(e)`, also `Api.NetworkError.timeout(e)`); nil for any other shape.
    func typeBeforeCall(_ index: Int) -> UInt64? {
        guard index >= 2, isPunct(index - 1, "."), isPunct(index + 1, "("), isCapitalizedWord(index - 2),
            keywords[index - 2] == .none
        else { return nil }
        return hashes[index - 2]
    }

    /// A lower-case name at `index` that is a whole receiver (`hub` of `hub.subscribe`, not `self` nor `a.hub`).
    func isBareReceiver(_ index: Int) -> Bool {
        index >= 0 && isLowercaseWord(index) && keywords[index] == .none && !isPunct(index - 1, ".")
            && !CodeTokens.selfNames.contains(hashes[index]) && hashes[index] != ScanPass.rxHash
    }

    /// A lower-case name at `index` that is a member read on another value (`output` of `viewModel.output.subscribe`,
    /// `self.output.subscribe`), not `.rx`.
    func isMemberReceiver(_ index: Int) -> Bool {
        index >= 1 && isLowercaseWord(index) && keywords[index] == .none && isPunct(index - 1, ".")
            && hashes[index] != ScanPass.rxHash
    }

    /// `name(` or `name {` with no receiver, not a declaration.
    func isBareCall(_ index: Int) -> Bool {
        guard keywords[index] == .none, !isPunct(index - 1, "."), !isDeclaredName(index), index + 1 < count else {
            return false
        }
        return (isPunct(index + 1, "(") && tokens[index + 1].line == tokens[index].line) || isPunct(index + 1, "{")
    }

    /// Which spelling, receiver, label, member read after it or implicit member proves the member at `index` is Rx, if
    /// any.
    func proof(_ rule: CompiledMatch, at index: Int, label: CallLabel) -> MemberProof {
        if !rule.spellings.isEmpty, rule.spellings.contains(hashes[index]) { return .spelling }
        if !rule.receivers.isEmpty, let receiver = receiverName(of: index),
            rule.receivers.contains(typeHash(receiver))
        {
            return .receiver
        }
        if rule.labels.contains(label) { return .label }
        if !rule.nextMembers.isEmpty, isPunct(index + 1, "."), index + 2 < count,
            rule.nextMembers.contains(hashes[index + 2])
        {
            return .nextMember
        }
        if !rule.receiverCalls.isEmpty, isPunct(index - 1, "."), isPunct(index - 2, ")"),
            case let open = Int(partner[index - 2]), open >= 1, open < index - 2,
            rule.receiverCalls.contains(hashes[open - 1])
        {
            return .receiver
        }
        if !rule.memberArguments.isEmpty, isPunct(index + 1, "("), isPunct(index + 2, "."),
            rule.memberArguments.contains(hashes[index + 3])
        {
            return .memberArgument
        }
        // `case .empty(let message)`, `case (let .merge(a), let .merge(b))` are patterns, not calls; `.empty(message:
        // "x")` with an argument is an enum case (RxSwift's `empty()` and `never()` take none).
        if rule.implicitMember && isImplicitMember(index) && isPunct(index + 1, "(") && !isCasePattern(index)
            && (isPunct(index + 2, ")") || hashes[index] != ScanPass.emptyHash && hashes[index] != ScanPass.neverHash)
        {
            return .implicitMember
        }
        // Not the body of an `if`, `while` or `switch` whose condition ends with the member (`if mode == .create {`).
        if rule.implicitClosure && isImplicitMember(index) && isPunct(index + 1, "{") && !opensStatementBody(index + 1)
        {
            return .implicitMember
        }
        // `view.theme.backgroundColor = color`: a member of it assigned.
        if rule.assignedMember, isPunct(index + 1, "."), index + 3 < count, tokens[index + 2].kind == .identifier,
            isOperator(index + 3, .equal)
        {
            return .nextMember
        }
        // `.next(10, 1)`, `completed(20)`: a call whose first argument is a whole number alone.
        if rule.timeArgument, isPunct(index + 1, "("), index + 3 < count, tokens[index + 2].kind == .number,
            isPunct(index + 3, ",") || isPunct(index + 3, ")")
        {
            return .position
        }
        return .none
    }
}

/// What proved a member is Rx (`Proof` in the catalog), or `position` when its place alone is enough.
enum MemberProof {
    case none, position, spelling, receiver, label, memberArgument, implicitMember, nextMember
}

extension CallLabel {
    /// The label as `FileScan.ownMembers` keys it: a name hash, `Reference.unlabeled`, `Reference.noArguments`
    /// for `()`; 0 for a trailing closure or no call.
    var key: UInt64 {
        switch self {
        case .label(let hash): return hash
        case .unlabeled: return Reference.unlabeled
        case .empty: return Reference.noArguments
        case .none, .trailingClosure: return 0
        }
    }
}

/// `ScanPass.declaresName(_:)`'s answers for one file, by name hash: a reference, so that the pass's non-mutating
/// rules may fill it.
final class DeclaredNames {
    /// One file's, used by the thread that scans it, never lent `inout`: not checked for exclusive access at run
    /// time (`EnclosingNames.nodes`).
    @exclusivity(unchecked) var answers: [UInt64: Bool] = [:]
}

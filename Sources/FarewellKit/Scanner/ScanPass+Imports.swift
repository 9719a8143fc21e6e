/// Imports and references.
extension ScanPass {
    /// `import RxSwift`, `@testable import`, `@_exported import`, `public import`, `import struct RxSwift.X`,
    /// including imports inside `#if canImport(...)`.
    mutating func readImports() {
        defer {
            // The libraries a module it imports re-exports, but for those it imports itself.
            if !impliedImports.isEmpty {
                impliedImports.subtract(fileImports)
                fileImports.formUnion(impliedImports)
                if !impliedImports.isEmpty { seesRx = true }
            }
        }
        for index in 0..<code.count where code.isImport(index) {
            var module = index + 1
            if module < code.count, code.keywords[module].declaresName || code.keywords[module] == .typealias {
                module += 1
            }
            guard module < code.count, code.tokens[module].kind == .identifier else { continue }
            let token = code.tokens[module]
            let name = token.text(in: code.source)
            let facts = scanner.importFacts(name, hash: WordTable.hash(code.source, token.start, token.end))
            // A catalog library the repository builds itself (RxFlow in RxFlow's repository) is one of its modules:
            // no rule asking for the library's import holds.
            if facts.counted { fileImports.insert(name) }
            if name == "Combine" || name == "OpenCombine" || name == "ComposableArchitecture" { seesCombine = true }
            let exported = code.modifiers(before: index).exported
            if exported { reexports.insert(name) }
            if facts.rx {
                seesRx = true
            } else {
                moduleImports.append((code.hashes[module], exported))
            }
            if name == "RxTest" { importsRxTest = true }
            if index > 0, code.tokens[index - 1].kind == .attribute,
                code.tokens[index - 1].equals("@testable", in: code.source)
            {
                importsTestable = true
            }
        }
    }

    /// The modules whose import makes a file named like a test (`LoginSpec.swift`) one
    /// (`FileScan.importsTestFramework`). RxBlocking is not one: an app target may link it and a presenter import
    /// it; a test that uses it imports XCTest or Quick too.
    static let testFrameworks = ["XCTest", "Testing", "Quick", "Nimble", "RxTest"]

    /// The modules whose import says a file's data source feeds a view (`FileScan.importsUIFramework`).
    static let uiFrameworks = ["UIKit", "AppKit", "Cocoa", "SwiftUI"]

    /// Rx modules among the file's own imports, sorted.
    var rxImports: [String] {
        // The scanner and the set, not the pass: a closure reading `self.scanner` or `impliedImports` would copy the
        // whole pass.
        let scanner = self.scanner
        let implied = impliedImports
        return fileImports.filter { scanner.isRxModule($0) && !implied.contains($0) }.sorted()
    }

    /// Records `.name` and `name(` uses that are not declarations, with how they are reached, and a bare
    /// `name` passed as an argument (`.drive(loading)`), which can be a property of the type the code is in.
    /// A member of a closure's argument (`Repository(graph: $0.repository)`) is a value, not a method passed.
    mutating func reference(_ index: Int) {
        let keyword = code.keywords[index]
        let member = code.isPunct(index - 1, ".")
        // The call's `(`: after the name, or after its generic arguments (`Poller<UsersEndpoint>(interval: 2)`).
        var open = index + 1
        // A member is called with a space before its `(` too (`hide().then (self.show())`), on the same line.
        var call =
            code.isPunct(open, "(")
            && (code.touchesNext(index) || member && code.tokens[open].line == code.tokens[index].line)
        // `imageService.validateImage(_:)`, `api.search(query:page:)`: a method named whole, passed, not called.
        let compound = member && call && code.touchesNext(index) && code.holdsCompoundName(open)
        if compound { call = false }
        if !call, !member, code.isOperator(open, .less), code.isCapitalizedWord(index), code.touchesNext(index),
            case let close = code.angleEnd(from: open), close + 1 < code.count, code.isOperator(close, .greater)
        {
            if code.isPunct(close + 1, "("), code.touchesNext(close) {
                open = close + 1
                call = true
            } else if let paren = code.explicitInitializerOpen(after: close) {
                open = paren
                call = true
            }
        }
        // `Feed.init(source: s)` calls the initializer `Feed(source: s)` calls: recorded here, at the type's name.
        if !call, code.isPunct(index + 1, "."), code.isCapitalizedWord(index), code.keywords[index] == .none,
            let paren = code.explicitInitializerOpen(after: index)
        {
            open = paren
            call = true
        }
        // A lone argument, a bare receiver (`caption.accept(x)`) or a bare assignment's target (`cellBag =
        // DisposeBag()`) can reach only members a type inherits or another file declares: inside a type whose
        // header names another, or an extension.
        let bareArgument =
            !member && !call
            && (code.isBareArgument(index) || code.isBareReceiverOrTarget(index))
            && !inheritingBodies.isEmpty
        // A free function called with a trailing closure only (`asyncToSingle { try await load() }`); not a
        // contextual keyword (`get {`, `didSet {`) nor a statement's condition (`if isEnabled {`).
        let bareTrailing =
            !member && !call && !bareArgument && keyword == .none && code.isPunct(index + 1, "{")
            && code.isLowercaseWord(index) && !code.opensStatementBody(index + 1)
        // A function passed alone to a member's call (`.flatMap(ignoreNil)`): the function called for each value.
        // Inside a type inheriting another, also a bare argument (`bareArgument`), which may be an inherited property.
        let passedFunction =
            !member && !call && keyword == .none && index >= 3 && code.isPunct(index - 1, "(")
            && code.isPunct(index + 1, ")") && code.isPunct(index - 3, ".") && code.isLowercaseWord(index)
            && code.tokens[index - 2].kind == .identifier
        guard member || call || bareArgument || bareTrailing || passedFunction else { return }
        // After a `.`, a keyword is a member's name (`.init`, `completable.await(with: bag)`).
        if keyword != .none, !(keyword.isContextual || member) { return }
        // `Feed.init(` is recorded at `Feed`, as `Feed(` is.
        if keyword == .`init`, member, index >= 2, code.explicitInitializerOpen(after: index - 2) != nil,
            let type = code.receiverName(of: index), code.isCapitalizedWord(type), code.keywords[type] == .none
        {
            return
        }
        if index > 0, code.keywords[index - 1].declaresName { return }
        let token = code.tokens[index]
        // The first argument's label, read only for a call: `name(label: x)`, `name(x)`; `name()` tells nothing.
        var firstLabel: UInt64 = 0
        if call {
            switch code.callLabel(open - 1) {
            case .label(let hash): firstLabel = hash
            case .unlabeled: firstLabel = Reference.unlabeled
            case .none, .empty, .trailingClosure: break
            }
        }
        var access = member ? code.memberAccess(index) : .bare
        // A key path names an instance member: `\.rxModel` of an inferred root, `\SendMessageAPI.statusDriver`.
        var keyPathRoot: UInt64 = 0
        if access == .typeMember, member {
            if code.isPunct(index - 2, "\\") {
                access = .member
            } else if index >= 3, code.isPunct(index - 3, "\\"), code.isCapitalizedWord(index - 2) {
                access = .member
                keyPathRoot = code.hashes[index - 2]
            }
        }
        // `API.signup()` of a `let API = GitHubAPI()`: a value the file names with a capital, not a type.
        if access == .typeMember, !capitalizedValues.isEmpty, index >= 2,
            capitalizedValues.contains(code.hashes[index - 2]), code.tokens[index - 2].kind == .identifier
        {
            access = .member
        }
        // `case .openList(let stream):`, `if case Route.detail = route`: a pattern matches a case and constructs
        // none, so it calls nothing whose signature a migration changes.
        if access == .typeMember, code.namesCaseInPattern(index) { return }
        // `name { }` passes its closures: `deleteToken { error in }` is no call of `deleteToken()`. Not the body of
        // an `if`, `while`, `for` or `switch` whose condition ends with the name (`if settings.isEnabled {`).
        let trailing = !call && code.isPunct(index + 1, "{") && !code.opensStatementBody(index + 1)
        let arguments: Reference.Arguments? =
            call
            ? code.callArguments(open)
            : trailing ? code.trailingClosures(index + 1, after: (0, 0)) : nil
        // `self.rx.name`, `super.rx.name`, `owner.rx.name` or a bare `rx.name`: a member of `Reactive` of the type
        // the code is in.
        let rxOfSelf =
            access == .rxMember
            && (!code.isPunct(index - 3, ".")
                || CodeTokens.selfNames.contains(code.hashes[code.beforePostfixMarks(index - 4)])
                || code.hashes[index - 4] == ScanPass.superHash)
        var receiver =
            access == .member
            ? code.receiver(index - 2)
            : access == .rxMember && !rxOfSelf ? code.receiver(index - 4) : CodeTokens.Receiver()
        if keyPathRoot != 0 { receiver.type = keyPathRoot }
        // `self.name`, `super.name`, `owner.name`: a member of the type the code is in, never a global of that name
        // (`ResolverIndex.selfKey`); `super.name` not the file's own override either (`ResolverIndex.superKey`).
        if access == .bare, member {
            receiver.type = code.hashes[index - 2] == ScanPass.superHash ? ScanPass.superHash : ScanPass.selfTypeHash
        }
        // `let feed: Feed = .init(source: s)` calls `Feed`'s initializer, the type the declaration gives it.
        // `return .init(email: e)` in `func bindInput() -> LoginViewModel.Input {`: the type the function returns.
        var declaredName = keyword == .`init` && call ? code.declaredTypeName(ofImplicitMember: index) : -1
        if declaredName < 0, keyword == .`init`, call, let scope = scopes.last, scope.isNamed, !scope.isType {
            declaredName = code.returnedTypeName(ofImplicitMember: index, bodyOpen: Int(scope.open))
        }
        let declaredType = declaredName >= 0 ? code.hashes[declaredName] : 0
        // `let input: HomeViewModel.Input = .init(reload: r)` calls what `HomeViewModel.Input(reload: r)` does: the
        // type member `Input` of `HomeViewModel`.
        let declaredOwner =
            declaredName >= 2 && code.isPunct(declaredName - 1, ".") && code.isCapitalizedWord(declaredName - 2)
            ? declaredName - 2 : -1
        if declaredOwner >= 0 { access = .typeMember }
        var reference =
            Reference(
                hash: declaredType != 0 ? declaredType : code.hashes[index], line: token.line, column: token.column,
                access: access, isCall: call || trailing,
                firstLabel: firstLabel,
                receiverType: receiver.type,
                // Not an implicit member (`observer.on(.completed)`): a case or a static property, not a function.
                // Passed on, or returned whole from a getter giving a function (`return Session.shared.rx.send`).
                isPassed: passedFunction
                    || member && !call
                        && (code.isPunct(index + 1, ")") || code.isPunct(index + 1, ",")
                            || compound
                                && (code.isPunct(Int(code.partner[open]) + 1, ")")
                                    || code.isPunct(Int(code.partner[open]) + 1, ","))
                            || code.passesInitializer(after: index)
                            || code.isPunct(index + 1, "}")
                                && code.expressionStart(index).map { $0 > 0 && code.keywords[$0 - 1] == .return }
                                    == true)
                        && (index < 2 || code.tokens[index - 2].kind != .dollarIdentifier)
                        && !code.isImplicitMember(index),
                hasArguments: call, isBareArgument: bareArgument,
                arguments: arguments)
        // `LocationPermission.isEnabled()` names its type: it reaches no other type's static `isEnabled`.
        if access == .typeMember, let type = code.receiverName(of: index), code.isCapitalizedWord(type),
            code.keywords[type] == .none, code.hashes[type] != ScanPass.selfTypeHash
        {
            reference.setReceiverType(code.hashes[type])
            receiver.type = code.hashes[type]
            receiver.qualifier = code.typeQualifier(of: type)
        }
        if rxOfSelf, let type = scopes.last(where: { $0.typeName != 0 })?.typeName, type != ScanPass.reactiveHash {
            reference.setReceiverType(type)
        }
        if declaredOwner >= 0 {
            reference.setReceiverType(code.hashes[declaredOwner])
            receiver.type = code.hashes[declaredOwner]
            receiver.qualifier = code.typeQualifier(of: declaredOwner)
        } else if declaredType != 0 {
            reference.setReceiverType(declaredType)
        }
        if receiver.isCast { reference.setReceiverType(receiver.type) }
        // `image.asDriver().filterNil()`: a conversion's result has the type it names, and only that type's members;
        // so has an operator's that keeps the kind of stream after it (`asObservable().map { }.mapToVoid()`).
        if receiver.member >= 0, let type = ScanPass.streamType(code, endingAt: receiver.member) {
            reference.setReceiverType(type)
            receiver.member = -1
        }
        // `sentMessage(#selector(Base.viewDidLoad)).mapToVoid()` in an `extension Reactive`: RxCocoa's `Observable`.
        if receiver.ownCall >= 0, code.entries[receiver.ownCall] >= 0,
            let type = ScanPass.streamType(code, endingAt: receiver.ownCall)
        {
            reference.setReceiverType(type)
            receiver.ownCall = -1
        }
        // `a.do(onNext: { }).mapToVoid()`: the Rx type the name `a` is declared with, once declarations are read
        // (`typeChainRoots`).
        if receiver.member >= 0, let root = ScanPass.kindKeepingRoot(code, endingAt: receiver.member) {
            chainRootReceivers.append((Int32(references.count), Int32(root)))
        }
        // `items.map { }.execute { }`, `tableView.rx.itemSelected.execute { }`: a member only a library's own type has
        // (Action's `execute`) on what an Rx operator or binding gives is the repository's operator of that name.
        if receiver.member >= 0, code.entries[index] >= 0,
            code.entries[receiver.member] >= 0
                || (receiver.member >= 2 && code.isPunct(receiver.member - 1, ".")
                    && code.hashes[receiver.member - 2] == ScanPass.rxHash),
            ResolverIndex.isLibraryTypeMember(code.hashes[index])
        {
            reference.setReceiverType(ScanPass.observableHash)
            receiver.member = -1
        }
        if call {
            reference.setResultContext(code.resultContext(name: index, open: open, scopes: scopes))
            // `try? self.client.name(`: a `try` at most six tokens back, or the expression is not read.
            if index - Int(lastTry) <= 6, code.isTriedAlone(name: index, open: open) { reference.setTried() }
        }
        if receiver.isInstance { lastInstanceReceiver = Int32(references.count) }
        // `coordinate(by: .openList(stream: items))`: the parameter's type is the member's, wherever it is declared.
        if access == .typeMember, reference.receiverKey == 0, code.isImplicitMember(index),
            let slot = code.argumentSlot(ofImplicitMember: index)
        {
            implicitArguments.append(ImplicitArgument(reference: Int32(references.count), slot: slot))
        }
        // `loginButton.rx.tap` reads `loginButton` as `loginButton.title` does; a bare `rx.tap` reads `self`.
        if !memberLocals.isEmpty {
            readMemberLocals(index, reference, onValue: access == .member || access == .rxMember && !rxOfSelf)
        }
        if receiver.member >= 0 { hopToMember(receiver.member) }
        if receiver.ownCall >= 0 { ownCallReceivers.append((Int32(references.count), Int32(receiver.ownCall))) }
        if receiver.onSelf { selfMemberReceivers.append(Int32(references.count)) }
        if access == .member, code.isPublisherName(code.publisherCandidate(before: index)) {
            publisherNamedReceivers.append(Int32(references.count))
        }
        // `Banner(reload: nil)`, `reload(nil)`: the labels (or positions) whose arguments are `nil` alone, at the
        // call's place.
        if call, let nils = arguments?.nilPositions, nils != 0 {
            let place = SourcePlace.of(line: token.line, column: token.column)
            nilArguments += code.nilLabels(open, positions: nils).map { NilArgument(place: place, label: $0) }
        }
        // `items.catchError(LoadError.self) { }`: a catalog name called with a metatype first.
        if call, code.entries[index] >= 0, code.firstArgumentIsMetatype(open) {
            metatypeCalls.append(SourcePlace.of(line: token.line, column: token.column))
        }
        if let kinds = arguments?.kinds, kinds != 0 || call {
            var read = call && kinds != 0 ? code.memberArgument(open, kinds: kinds) : nil
            var own = -1
            // `bindAndCatch(to: stateRelay)`: a first argument whose kind no name tells, a name alone or a member;
            // not of the catalog's operators (`.disposed(by: bag)`, `.bind(to: relay)`), which projects rarely
            // overload.
            // `fetch(with: 1)`: the overload taking an `Int`, not the one taking a `Bool`.
            var literal: UInt32 = 0
            // A value (`SingleItemResource(action: a)`, kind `valueKind`) may be a type's initializer.
            if read == nil, call, kinds & 15 == 0 || kinds & 15 == UInt32(CodeTokens.valueKind), code.entries[index] < 0
            {
                literal = code.firstArgumentLiteralType(open)
                if literal == 0, let first = code.firstArgumentName(open) {
                    read = (0, code.hashes[first.token])
                    if first.isOwn { own = first.token }
                }
            }
            if kinds != 0 || read != nil || literal != 0 {
                let place = SourcePlace.of(line: token.line, column: token.column)
                argumentKinds.append(ArgumentKinds(place: place, kinds: kinds, firstType: literal))
                if let read {
                    if own >= 0 { ownArgumentTokens.append((Int32(argumentMembers.count), Int32(own))) }
                    argumentMembers.append(
                        ArgumentMember(
                            place: place, member: read.name, position: Int32(read.position), isOwn: own >= 0))
                }
            }
        }
        // `Share.ShareView().rx.didTapCopy`, `Share.ShareView.make()`: of the type the qualification names.
        if receiver.qualifier != 0, receiver.type != 0, reference.receiverKey == Reference.short(receiver.type) {
            qualifiedReceivers.append(
                QualifiedReceiver(
                    place: SourcePlace.of(line: token.line, column: token.column), qualifier: receiver.qualifier,
                    type: reference.receiverKey))
        }
        references.append(reference)
    }

    /// The Rx type the call of the member at `link` gives (`asDriver()` a `Driver`), also through operators that keep
    /// the kind of stream (`asObservable().map { }.filter { }`, `Observable.merge(a, b)`), a few links back; nil when
    /// no conversion or Rx type starts them. Static: a method of the pass called from `reference` copied the pass.
    static func streamType(_ code: CodeTokens, endingAt link: Int) -> UInt64? {
        var link = link
        for _ in 0..<6 {
            // Each is a catalog symbol: most receivers are a project's names, which this rules out at once.
            guard code.entries[link] >= 0, code.isPunct(link + 1, "(") || code.isPunct(link + 1, "{") else {
                return nil
            }
            let hash = code.hashes[link]
            if let type = ScanPass.conversions.first(where: { $0.name == hash })?.type { return type }
            // `items.first()`, `items.toArray()`: an `Observable`'s `Single` (not `first(where:)` of a collection).
            if link >= 2, code.isPunct(link - 1, "."), code.isPunct(link + 1, "("), code.isPunct(link + 2, ")"),
                hash == ScanPass.firstHash || hash == ScanPass.toArrayHash
            {
                return ScanPass.singleHash
            }
            // `provider.rx.request(...)`, `center.rx.notification(name)`: what the `rx` member gives; in an
            // `extension Reactive`, `sentMessage(#selector(Base.viewDidLoad))` called bare.
            if link >= 2, code.isPunct(link - 1, "."), code.hashes[link - 2] == ScanPass.rxHash,
                let type = ScanPass.reactiveResults.first(where: { $0.name == hash })?.type
            {
                return type
            }
            if hash == ScanPass.sentMessageHash || hash == ScanPass.methodInvokedHash,
                link == 0 || !code.isPunct(link - 1, ".")
            {
                return ScanPass.observableHash
            }
            guard link >= 2, code.isPunct(link - 1, "."), ScanPass.kindKeepingOperators.sortedContains(hash) else {
                return nil
            }
            // `Observable.merge(a, b)`, `Single.just(1).map { }`.
            if code.isCapitalizedWord(link - 2), code.tokens[link - 2].kind == .identifier,
                ResolverIndex.rxFamilies[Reference.short(code.hashes[link - 2])] != nil
            {
                return code.hashes[link - 2]
            }
            let previous = code.receiver(link - 2).member
            guard previous >= 0 else { return nil }
            link = previous
        }
        return nil
    }

    /// The plain name (`a`) that a chain of calls of operators keeping the kind of stream starts from (`a.do(onNext:
    /// { }).filter { }`, ending with the call at `link`), or nil: the chain has the stream type the name is declared
    /// with. Not a member (`self.a`, `viewModel.a`), which the file's declarations do not type.
    static func kindKeepingRoot(_ code: CodeTokens, endingAt link: Int) -> Int? {
        var link = link
        for _ in 0..<6 {
            guard keepsKind(code, link: link) else { return nil }
            let name = code.beforePostfixMarks(link - 2)
            if name >= 0, code.isLowercaseWord(name), code.keywords[name] == .none,
                name == 0 || !code.isPunct(name - 1, ".")
            {
                return name
            }
            let previous = code.receiver(link - 2).member
            guard previous >= 0 else { return nil }
            link = previous
        }
        return nil
    }

    /// Whether the member at `link` is the call of an RxSwift operator that keeps the kind of stream (`.map { }`,
    /// `.filter { }`, `.do(onNext:)`): its result has its receiver's Rx type, a `Driver`'s `map` a `Driver`.
    static func keepsKind(_ code: CodeTokens, link: Int) -> Bool {
        link >= 2 && code.entries[link] >= 0 && (code.isPunct(link + 1, "(") || code.isPunct(link + 1, "{"))
            && code.isPunct(link - 1, ".") && ScanPass.kindKeepingOperators.sortedContains(code.hashes[link])
    }

    /// For the reference about to be recorded, whose receiver is the member at `owner` (`tabController` of
    /// `AppState.shared.tabController?.name`): a hop to that member's reference, recorded just before.
    @inline(never)
    private mutating func hopToMember(_ owner: Int) {
        let line = Int32(code.tokens[owner].line)
        let column = Int32(code.tokens[owner].column)
        var at = references.count - 1
        while at >= 0, references[at].line > line || references[at].line == line && references[at].column > column {
            at -= 1
        }
        guard at >= 0, references[at].line == line, references[at].column == column else { return }
        hops.append(
            ReceiverHop(
                reference: Int32(references.count), owner: Int32(at), namedOwner: lastInstanceReceiver == Int32(at),
                keepsKind: ScanPass.keepsKind(code, link: owner)))
    }

    /// For the reference at `index` about to be recorded: the member that a local is given (`transform` of `let
    /// output = viewModel.transform()`) becomes the local's owner, and a member read on the local in its block
    /// (`output.title`, or through `.rx`: `button.rx.tap` of `let button = Factory.button(title: t)`, `onValue`)
    /// hops to it; the innermost local of the name wins.
    @inline(never)
    private mutating func readMemberLocals(_ index: Int, _ reference: Reference, onValue: Bool) {
        expireMemberLocals(before: index)
        var matched = false
        for position in memberLocals.indices.reversed() {
            let local = memberLocals[position]
            if local.owner < 0, Int(local.link) == index {
                memberLocals[position].owner = Int32(references.count)
                memberLocals[position].namedOwner = lastInstanceReceiver == Int32(references.count)
            } else if !matched, local.owner >= 0, Int(local.blockEnd) > index, onValue,
                reference.receiverKey == local.key
            {
                hops.append(
                    ReceiverHop(
                        reference: Int32(references.count), owner: local.owner, namedOwner: local.namedOwner,
                        keepsKind: ScanPass.keepsKind(code, link: Int(local.link))))
                matched = true
            }
        }
    }

    /// Drops the member locals whose blocks end before `index`, keeping a property's (`MemberLocal.type`) for the
    /// type's later bodies.
    mutating func expireMemberLocals(before index: Int) {
        while let last = memberLocals.last, Int(last.blockEnd) < index {
            memberLocals.removeLast()
            if last.type != 0, last.owner >= 0 { typeMemberLocals.append(last) }
        }
    }

    /// The properties given a member without a type whose member's reference the walk recorded (`MemberLocal.type`,
    /// `MemberLocal.owner`), as `MemberField`s sorted by that reference: other files read them with the type the
    /// repository declares that member with (`var searchView = resolver.searchView`, a `SearchView`).
    func propertyMemberFields() -> [MemberField] {
        var fields: [MemberField] = []
        for local in typeMemberLocals + memberLocals where local.type != 0 && local.owner >= 0 {
            let hop = ReceiverHop(
                reference: local.owner, owner: local.owner, namedOwner: local.namedOwner,
                keepsKind: ScanPass.keepsKind(code, link: Int(local.link)))
            fields.append(
                MemberField(field: TypedField(owner: local.type, key: local.key, name: local.name, type: 0), hop: hop))
        }
        return fields.sorted { $0.hop.owner < $1.hop.owner }
    }

    /// At the `{` at `open` of another body of the type `type` (an extension in the same file), its properties'
    /// member locals hop again up to its `}`.
    mutating func reopenMemberLocals(_ type: UInt64, at open: Int) {
        expireMemberLocals(before: open)
        let close = Int(code.partner[open])
        guard close > open else { return }
        for var local in typeMemberLocals where local.type == type {
            local.blockEnd = Int32(close)
            local.type = 0
            memberLocals.append(local)
        }
    }

    /// Records a capitalized name (`BookDetailViewModel`) the file uses.
    mutating func mention(_ index: Int) {
        guard code.isCapitalizedWord(index), code.keywords[index] == .none else { return }
        mentionedTypes.append(code.hashes[index])
    }
}

/// What `ScanPass.reference` asks of the tokens around a name. They live on the tokens because a read-only
/// method of the pass, called from one of its mutating methods, copies the whole pass (a few hundred bytes)
/// onto the stack, here once for every reference.
extension CodeTokens {
    /// Whether the parentheses at `open` hold argument labels alone, each followed by a colon (`validateImage(_:)`,
    /// `search(query:page:)`): a compound name referring to a function, no call.
    func holdsCompoundName(_ open: Int) -> Bool {
        let close = Int(partner[open])
        guard close > open + 1, (close - open - 1) % 2 == 0 else { return false }
        var position = open + 1
        while position < close {
            guard tokens[position].kind == .identifier || tokens[position].kind == .backtickIdentifier,
                isPunct(position + 1, ":")
            else { return false }
            position += 2
        }
        return true
    }

    /// For the call whose `(` is at `open`, with its arguments' `kinds`: the first of its first 8 arguments that is
    /// a member read (`viewModel.viewItemsDriver`, not `self.name`) whose kind only its name tells, or none: its
    /// position and the member's name hash.
    func memberArgument(_ open: Int, kinds: UInt32) -> (position: Int, name: UInt64)? {
        var found: (position: Int, name: UInt64)?
        forEachArgument(open) { position, start, end in
            guard position < 8 else { return false }
            let last = end - 1
            let kind = kinds >> (4 * UInt32(position)) & 15
            if kind <= 3, last > start + 1, tokens[last].kind == .identifier, keywords[last] == .none,
                isPunct(last - 1, "."), !CodeTokens.selfNames.contains(hashes[beforePostfixMarks(last - 2)])
            {
                found = (position, hashes[last])
                return false
            }
            return true
        }
        return found
    }

    /// The first argument of the call whose `(` is at `open` when it is a name alone, `stateRelay` or `self.stateRelay`
    /// (`isOwn`), or another value's member, `presenter.tapRelay`, labeled or not: the name's token.
    func firstArgumentName(_ open: Int) -> (token: Int, isOwn: Bool)? {
        let close = Int(partner[open])
        guard close > open + 1 else { return nil }
        var start = open + 1
        if tokens[start].kind == .identifier, isPunct(start + 1, ":") { start += 2 }
        guard start < close, tokens[start].kind == .identifier, keywords[start] == .none else { return nil }
        var last = start
        var position = start + 1
        while position + 1 < close {
            while position < close, isPostfixMark(position) { position += 1 }
            guard isPunct(position, "."), tokens[position + 1].kind == .identifier else { break }
            last = position + 1
            position += 2
        }
        guard position == close || isPunct(position, ",") else { return nil }
        let isOwn = last == start || last == start + 2 && CodeTokens.selfNames.contains(hashes[start])
        return (last, isOwn)
    }

    /// The `Reference.short` of the type Swift gives the first argument of the call whose `(` is at `open` when that is
    /// a literal alone (`Int` of `fetch(with: 1)`, `Bool` of `true`, `String` of `"a"`); 0 for anything else (a
    /// literal may be another type's too, but an overload of its default type wins).
    func firstArgumentLiteralType(_ open: Int) -> UInt32 {
        let close = Int(partner[open])
        var start = open + 1
        if start < close, tokens[start].kind == .identifier, isPunct(start + 1, ":") { start += 2 }
        // `load(ArrayResource<Album>(action: .albums))`: a type's initializer, the whole argument.
        if start < close, isCapitalizedWord(start), keywords[start] == .none {
            var end = start
            if isOperator(end + 1, .less), touchesNext(end) { end = angleEnd(from: end + 1) }
            guard end < close, isPunct(end + 1, "("), case let paren = Int(partner[end + 1]), paren > end + 1,
                paren + 1 == close || isPunct(paren + 1, ",")
            else { return 0 }
            return Reference.short(hashes[start])
        }
        guard start + 1 < close ? isPunct(start + 1, ",") : start + 1 == close else { return 0 }
        switch tokens[start].kind {
        case .number:
            let text = source[tokens[start].start..<tokens[start].end]
            let isDouble =
                !text.starts(with: [UInt8(ascii: "0"), UInt8(ascii: "x")]) && text.contains(UInt8(ascii: "."))
            return Reference.short(isDouble ? CodeTokens.doubleHash : CodeTokens.intHash)
        case .stringSegment: return Reference.short(CodeTokens.stringHash)
        case .identifier:
            // Keywords are not hashed: their text tells them (a name of 4 or 5 letters starting so, mostly none).
            let token = tokens[start]
            let first = source[token.start]
            guard token.end - token.start == (first == UInt8(ascii: "t") ? 4 : 5),
                first == UInt8(ascii: "t") || first == UInt8(ascii: "f")
            else { return 0 }
            let text = source[token.start..<token.end]
            return text.elementsEqual("true".utf8) || text.elementsEqual("false".utf8)
                ? Reference.short(CodeTokens.boolHash) : 0
        default: return 0
        }
    }

    static let intHash: UInt64 = 0x41a9_1f19_c98d_d49e  // WordTable.hash("Int")
    static let doubleHash: UInt64 = 0x8e44_d55a_85b0_b388  // WordTable.hash("Double")
    static let stringHash: UInt64 = 0x58b4_b3ec_d4eb_6238  // WordTable.hash("String")
    static let boolHash: UInt64 = 0xf7bd_d5a7_c820_889d  // WordTable.hash("Bool")

    /// The arguments of the call whose `(` is at `open`: those in the parentheses, and the trailing closures
    /// after them when the first has a header (`{ error in`) or a labeled one follows (`{ } onError: { }`); a
    /// lone `{` without a header may be a block.
    func callArguments(_ open: Int) -> Reference.Arguments {
        let (count, labels, kinds, brace, nils) = arguments(open)
        var inParentheses = Reference.Arguments(count: count, labels: labels, kinds: kinds)
        inParentheses.nilPositions = nils
        guard brace else { return inParentheses }
        let close = Int(partner[open])
        var closures = trailingClosures(close + 1, after: (count, labels))
        closures.kinds = kinds
        closures.nilPositions = nils
        // A block is never followed by `label: {`: `{ } onError: { }` are closures, with or without headers.
        guard startsClosureHeader(close + 1) || closures.count > count + 1 else {
            inParentheses.mayBeBlock = true
            return inParentheses
        }
        return closures
    }

    /// Whether the `{` at `open` begins with a closure's parameters and `in` (`{ error in`, `{ [weak self] _ in`,
    /// `{ (a, b) -> Int in`), within a few tokens.
    func startsClosureHeader(_ open: Int) -> Bool {
        var position = open + 1
        while position < count, position - open < 24 {
            if keywords[position] == .in { return true }
            if isPunct(position, "{") || isPunct(position, "}") || isPunct(position, ";")
                || tokens[position].line != tokens[open].line
            {
                return false
            }
            position += 1
        }
        return false
    }

    /// Whether the `{` at `open` opens the body of an `if`, `while`, `for`, `switch` or `catch` whose condition
    /// ends just before it (`if settings.isEnabled {`, `for item in viewModel.items {`), not a trailing closure:
    /// Swift takes no trailing closure in a condition.
    func opensStatementBody(_ open: Int) -> Bool {
        var position = open - 1
        var steps = 0
        while position >= 0, steps < 256 {
            steps += 1
            if isPunct(position, "{") || isPunct(position, "}") || isPunct(position, ";") { return false }
            switch keywords[position] {
            case .if, .while, .for, .switch, .catch, .guard: return true
            default: break
            }
            // Past the brackets of the condition (`if items.contains(where: { $0.isOn }) {`).
            let partner = Int(self.partner[position])
            position =
                (isPunct(position, ")") || isPunct(position, "]")) && partner >= 0 && partner < position
                ? partner - 1 : position - 1
        }
        return false
    }

    /// The trailing closures that start at the `{` at `open` (`{ } label: { }` passes two, and its label) added
    /// to the arguments in the parentheses before them.
    func trailingClosures(_ open: Int, after parentheses: (count: Int, labels: UInt64)) -> Reference.Arguments {
        var closures = 1
        var labels = parentheses.labels
        var close = Int(partner[open])
        while close > open, close + 3 < count, tokens[close + 1].kind == .identifier, isPunct(close + 2, ":"),
            isPunct(close + 3, "{"), partner[close + 3] > close + 3
        {
            closures += 1
            labels |= CodeTokens.labelBit(hashes[close + 1])
            close = Int(partner[close + 3])
        }
        return Reference.Arguments(count: parentheses.count + closures, labels: labels, closures: true)
    }

    /// `name.member`, `name?.member` or `name = value` for a lower-case name that is no member itself, at the start
    /// of an expression (not after a `.`).
    @inline(__always)
    func isBareReceiverOrTarget(_ index: Int) -> Bool {
        // The next token first: most names are followed by none of these.
        guard index > 0, index + 2 < count else { return false }
        let next = shape[index + 1]
        let receiver =
            next == UInt8(ascii: ".")
            || ((next == Op.question.rawValue || next == Op.bang.rawValue) && shape[index + 2] == UInt8(ascii: "."))
        // An assignment's target starts its statement: after a line break, `{` or `;`.
        guard
            receiver
                || next == Op.equal.rawValue
                    && (tokens[index - 1].line != tokens[index].line || isPunct(index - 1, "{")
                        || isPunct(index - 1, ";"))
        else { return false }
        return isValueWord(index) && !isPunct(index - 1, ".")
    }

    /// `f(name)`, `f(label: name,`: a lower-case name alone as an argument (not `if (ready)`, not a closure's
    /// `(value) in`).
    func isBareArgument(_ index: Int) -> Bool {
        guard isPunct(index + 1, ")") || isPunct(index + 1, ","), index > 1 else { return false }
        if isPunct(index + 1, ")"), index + 2 < count, keywords[index + 2] == .in { return false }
        if isPunct(index - 1, "(") {
            let callee = index - 2
            guard
                tokens[callee].kind == .identifier && keywords[callee] == .none
                    || isPunct(callee, ")") || isPunct(callee, "]") || isOperator(callee, .greater)
            else { return false }
        } else if !(isPunct(index - 1, ",") || isPunct(index - 1, ":")) {
            return false
        }
        return isValueWord(index)
    }

    /// What a member's receiver ending at `end` tells (`CodeTokens.receiver`).
    struct Receiver {
        /// For a plain lower-case name (`userRepository`, `self.userRepository`, `userRepository?`), the hash of the
        /// name capitalized (`UserRepository`): the type it probably holds. `owner.userRepository`, `strongSelf.`
        /// and `weakSelf.` are `self.`: the names RxSwift's `withUnretained(self)` and `subscribe(with: self)`
        /// closures and `guard let strongSelf = self` give it. A type's initializer call (`ThemeStore()`) and its
        /// singleton (`ThemeStore.shared`, by the convention `static let shared = ThemeStore()`) give the type they
        /// name (`isInstance`), and a parenthesized cast the type it casts to (`isCast`). 0 for anything else.
        var type: UInt64 = 0
        var isInstance = false
        /// `type` is a parenthesized cast's (`(usecase as! MovieUsecase).details(id: id)`): the receiver has that type,
        /// as a declaration gives it, whatever the calling type or the file's names declare.
        var isCast = false
        /// For a receiver that is itself a member, read or called (`tabController` of
        /// `AppState.shared.tabController?.name`, `transform` of `viewModel.transform(input: x).name`, `shared` of
        /// `AppState.shared.name`), that member's token; -1 for anything else, and for `self.c`, whose declaration
        /// in the file types it.
        var member = -1
        /// For a bare call's result (`makeOutput(taps).errorMessage`), the callee's token: a function the file
        /// declares types it (`ScanPass.ownCallReceivers`).
        var ownCall = -1
        /// A member of `self` (`self.photo`, `strongSelf.photo`).
        var onSelf = false
        /// For a type's initializer call or singleton written qualified (`Share.ShareView()`), the qualification's
        /// first name (`CodeTokens.typeQualifier`); else 0.
        var qualifier: UInt64 = 0
    }

    /// See `Receiver`.
    func receiver(_ end: Int) -> Receiver {
        var receiver = beforePostfixMarks(end)
        var result = Receiver()
        // A call ending in trailing closures (`workflow.onStep { item in … }.onStep`): its callee, as for `)`.
        if isPunct(receiver, "}"), let callee = trailingClosuresCallee(closing: receiver) {
            if isPunct(callee, ")") {
                receiver = callee
            } else {
                if callee > 1, isMemberWord(callee), isPunct(callee - 1, ".") {
                    result.member = callee
                } else if isLowercaseWord(callee), keywords[callee] == .none {
                    result.ownCall = callee
                }
                return result
            }
        }
        if isPunct(receiver, ")") {
            let open = Int(partner[receiver])
            if open >= 0, open < receiver, let type = castInParentheses(open: open, close: receiver) {
                result.type = hashes[type]
                result.isCast = true
                result.qualifier = typeQualifier(of: type)
                return result
            }
            guard open > 0, open < receiver, touchesNext(open - 1) else { return result }
            let callee = open - 1
            if isCapitalizedWord(callee), keywords[callee] == .none {
                result.type = hashes[callee]
                result.isInstance = true
                result.qualifier = typeQualifier(of: callee)
            } else if callee > 1, isMemberWord(callee), isPunct(callee - 1, ".") {
                result.member = callee
            } else if isLowercaseWord(callee), keywords[callee] == .none {
                result.ownCall = callee
            }
            return result
        }
        guard isLowercaseWord(receiver), keywords[receiver] == .none else { return result }
        guard receiver > 1, isPunct(receiver - 1, ".") else {
            result.type = capitalizedHash(receiver)
            return result
        }
        let owner = beforePostfixMarks(receiver - 2)
        guard owner >= 0 else { return result }
        if CodeTokens.singletonNames.contains(hashes[receiver]), isCapitalizedWord(owner), keywords[owner] == .none {
            // The type's own, unless its declaration says otherwise (`static var current: TabController`).
            result.type = hashes[owner]
            result.isInstance = true
            result.member = receiver
            result.qualifier = typeQualifier(of: owner)
        } else if CodeTokens.selfNames.contains(hashes[owner]) {
            result.type = capitalizedHash(receiver)
            result.onSelf = true
        } else {
            result.member = receiver
        }
        return result
    }

    /// For the `}` at `close` ending a call's trailing closures (`name { }`, `name(x) { } onError: { }`), the
    /// token before the first closure: the callee, or the `)` of its arguments; nil when no callee precedes it
    /// on its line. (A statement's body is never followed by `.`.)
    func trailingClosuresCallee(closing close: Int) -> Int? {
        var open = Int(partner[close])
        guard open > 0, open < close else { return nil }
        // `{ } label: { }`: back to the first closure.
        while open > 3, isPunct(open - 1, ":"), tokens[open - 2].kind == .identifier, isPunct(open - 3, "}"),
            case let previous = Int(partner[open - 3]), previous > 0, previous < open - 3
        {
            open = previous
        }
        let callee = open - 1
        guard tokens[callee].line == tokens[open].line else { return nil }
        if isPunct(callee, ")") { return (0..<callee).contains(Int(partner[callee])) ? callee : nil }
        return tokens[callee].kind == .identifier ? callee : nil
    }

    /// Whether the word at `index` may name a member after a `.`: a lower-case word, or one of the keywords
    /// RxSwift names operators with (`.do(onNext:)`, `.catch { }`), which Swift takes as names there.
    func isMemberWord(_ index: Int) -> Bool {
        isLowercaseWord(index) && (keywords[index] == .none || keywords[index] == .do || keywords[index] == .catch)
    }

    /// `receiver(end).type`.
    func receiverType(_ end: Int) -> UInt64 { receiver(end).type }

    /// Whether a declaration's type (`TestableObserver<Int>!`) or initializer (`scheduler.createObserver(Int.self)`)
    /// makes it RxTest's `TestableObserver`.
    func isTestableObserver(typeStart: Int, typeEnd: Int, initializer: Int) -> Bool {
        if typeStart < typeEnd, typeStart < count, hashes[typeStart] == CodeTokens.testableObserverHash { return true }
        guard initializer >= 0, initializer < count, tokens[initializer].kind == .identifier,
            let last = chainEnd(from: initializer)
        else { return false }
        return hashes[last] == CodeTokens.createObserverHash
    }

    /// `observer.events` at `index` of one of `observers` (`ScanPass.testableObservers`): an array of recorded events.
    func isRecordedEvents(_ index: Int, observers: [UInt64]) -> Bool {
        guard hashes[index] == ScanPass.eventsHash else { return false }
        let receiver = beforePostfixMarks(index - 2)
        return receiver >= 0 && tokens[receiver].kind == .identifier && observers.contains(hashes[receiver])
    }

    static let testableObserverHash: UInt64 = 0x779c_c112_32db_a007  // WordTable.hash("TestableObserver")
    static let createObserverHash: UInt64 = 0x771a_16e6_4ef1_2e9f  // WordTable.hash("createObserver")

    /// For an initializer starting at `start` that is a chain ending in a member read or called on something
    /// (`viewModel.transform(input: input)`, `AppState.shared.tabController`, a parenthesized cast's member), that
    /// member's token, or a bare call and nothing more (`makeButton(title: t)`), its name's token; else -1.
    func memberLink(ending start: Int) -> Int {
        // `(NSApp.delegate as? AppDelegate)?.coordinator`: a member of the type the parenthesized cast names.
        if isPunct(start, "("), case let close = Int(partner[start]), close > start,
            castInParentheses(open: start, close: close) != nil, let chain = postfixChain(from: close),
            chain.last > close, chain.end >= count || tokens[chain.end].kind != .operator && keywords[chain.end] != .as
        {
            return isLowercaseWord(chain.last) && keywords[chain.last] == .none ? chain.last : -1
        }
        guard tokens[start].kind == .identifier, let last = chainEnd(from: start) else { return -1 }
        if last == start { return isWholeBareCall(start) ? start : -1 }
        guard last > start, isPunct(last - 1, "."), isLowercaseWord(last), keywords[last] == .none else { return -1 }
        // Not when the chain is cast (`container.parent as! Flow`): the cast's type is the value's.
        return castOfChain(from: start) == nil ? last : -1
    }

    /// Whether the initializer at `start` is a call of a lower-case name alone (`makeButton(title: t)`), not read
    /// further (`makeButtons()[0]`, `makeButton()?`, `makeView() as! UIButton`): its value is the function's result.
    private func isWholeBareCall(_ start: Int) -> Bool {
        guard isLowercaseWord(start), keywords[start] == .none, isPunct(start + 1, "("), touchesNext(start),
            case let close = Int(partner[start + 1]), close > start + 1
        else { return false }
        let after = close + 1
        return after >= count
            || !(isPostfixMark(after) || isPunct(after, "[") || isPunct(after, "{"))
                && keywords[after] != .as && tokens[after].kind != .operator
    }

    /// The names a type's single instance goes by (`ThemeStore.shared`).
    static let singletonNames: [UInt64] = [
        0x080a_026e_e7d8_7df4,  // WordTable.hash("shared")
        0x5758_4795_00ec_b18f,  // WordTable.hash("sharedInstance")
        0x414a_134c_24ef_8152,  // WordTable.hash("instance")
        0x2a2e_8a5a_fcc8_d89a,  // WordTable.hash("current")
    ]
    /// `self`, and the names code gives it in closures: `owner`, `strongSelf`, `weakSelf`, `me` (`guard let me =
    /// self`).
    static let selfNames: [UInt64] = [
        0x2d19_e518_d407_92b7,  // WordTable.hash("self")
        0xa692_f75a_b08b_8cf4,  // WordTable.hash("owner")
        0x3a54_7097_ec2f_9bfc,  // WordTable.hash("strongSelf")
        0x7218_9d89_3481_0eb3,  // WordTable.hash("weakSelf")
        0x08a9_5f07_b550_50a7,  // WordTable.hash("me")
    ]

    /// The name hash of the lower-case word at `index` capitalized (`userRepository` -> `UserRepository`).
    func capitalizedHash(_ index: Int) -> UInt64 {
        let token = tokens[index]
        let first = source[token.start]
        // A capitalized name (a global `AppContext`) is its own hash.
        var hash = FNV1a.step(
            FNV1a.basis, first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z") ? first - 32 : first)
        for offset in (token.start + 1)..<token.end { hash = FNV1a.step(hash, source[offset]) }
        return hash
    }

    /// How the member at `index` (after a `.`) is reached: through `rx`, a type, no receiver, or a value.
    func memberAccess(_ index: Int) -> Reference.Access {
        let receiver = index - 2
        // Most receivers are plain names, which end an expression: no need to ask whether one does.
        guard receiver >= 0, tokens[receiver].kind == .identifier, keywords[receiver] == .none else {
            // `self?.name` in a closure that captures `self` weakly.
            if receiver >= 1, isOperator(receiver, .question) || isOperator(receiver, .bang),
                hashes[receiver - 1] == ScanPass.selfHash || hashes[receiver - 1] == CodeTokens.strongSelfHash
            {
                return .bare
            }
            // `Single<Int>.create(weak: self)`: a type's member after its generic arguments.
            if receiver >= 2, isOperator(receiver, .greater) || isOperator(receiver, .doubleGreater),
                closesGenericArguments(receiver),
                let open = genericOpen(before: receiver), open >= 1, isCapitalizedWord(open - 1),
                keywords[open - 1] == .none
            {
                return .typeMember
            }
            return isImplicitMember(index) ? .typeMember : .member
        }
        let hash = hashes[receiver]
        if hash == ScanPass.rxHash { return .rxMember }
        // `self.name` and `super.name` are members of the type the code is in, as a bare call is; so are the names
        // closures give `self` (`owner` of `subscribe(with: self) { owner, _ in }`, `strongSelf`).
        if hash == ScanPass.selfHash || hash == ScanPass.superHash || CodeTokens.selfNames.contains(hash) {
            return .bare
        }
        return isCapitalizedWord(receiver) ? .typeMember : .member
    }
}

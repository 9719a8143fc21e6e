import Dispatch
import Foundation

/// Counts, for every Rx API declared in the repository, its call sites in other files.
///
/// Without type checking a reference is matched by name: a call or member access `name` in another file
/// counts for the APIs of that name (an initializer's name is its type's) that the caller's module can
/// see (its own module and what it depends on, where the manifests say), preferring those declared in
/// the caller's own module, and (for a member of a type) only in files that name that type. The reference
/// must have a shape that can reach the declaration (`ResolverIndex.reaches`): a function is called with a
/// first argument label it has, `value.name` is an instance member, `Type.name` and `.name` are static
/// members or cases, a bare `name(` (or `self.name`, `super.name`) is a free function, an initializer or a
/// member of a type the file declares or extends. Members of an Rx type's extension (`extension
/// ObservableType`) count in every file that sees Rx, and `extension Reactive` members only through `.rx`.
/// Private and fileprivate declarations have no callers in other files. A name whose candidates are
/// declared in more than one file is ambiguous and not counted, unless they are a protocol's requirements
/// and implementations in types that name the protocol (the requirements get the call); a protocol and
/// its implementation in one file both are. A receiver's name or its declaration in the calling file
/// (`let repository: UserRepositoryType`) tells same-named members of several types apart, and a receiver
/// declared with a type the repository declares reaches only that type's members and what it inherits
/// (`TypeGraph`). References that are themselves Rx occurrences (`tableView.rx.items`) are not calls of
/// project APIs.
///
/// Modules are numbered and paths ranked once, so the per-reference work hashes one name and compares
/// integers; callers are gathered as (file, line, column) and become `SourceLocation`s at the end.
enum CallSiteResolver {
    /// The `candidates` that are members of the type `key` names and of no Rx type's extension. A loop, not a
    /// closure: one capturing `index` would copy its arrays at each call.
    static func members(of key: UInt32, among candidates: [Int], _ index: ResolverIndex) -> [Int] {
        var members: [Int] = []
        for api in candidates where Reference.short(index.apiOuterType[api]) == key && !index.apiShape[api].extendsRx {
            members.append(api)
        }
        return members
    }

    /// The member constructs only an Rx chain or a first label proves, with those labels' name hashes
    /// (`Reference.unlabeled` for `_`).
    static let labelProvenConstructs: [String: [UInt64]] = {
        var result: [String: [UInt64]] = [:]
        for construct in Catalog.standard.constructs where construct.match.position == .member {
            var labels: [UInt64] = []
            let onlyChainOrLabel =
                !construct.match.proofs.isEmpty
                && construct.match.proofs.allSatisfy { proof in
                    switch proof {
                    case .rxChain: return true
                    case .label(let names):
                        labels += names.compactMap { name in
                            guard !name.isEmpty else { return Reference.unlabeled }
                            return name.first?.isLetter == true ? Reference.hash(of: name) : nil
                        }
                        return true
                    default: return false
                    }
                }
            if onlyChainOrLabel { result[construct.id] = labels }
        }
        return result
    }()

    /// `files` with the receivers no declaration in their file types typed by a property declared with a type in
    /// another file, for a type the file declares or extends or one of its superclasses: `self.rootView.text` in
    /// a subclass of a class holding `let rootView: ProfileInputView` is a member of `ProfileInputView`. A name
    /// the types reached declare with several types stays untyped. (The first type a declaration's header
    /// names is taken for its superclass; protocols are not followed.) A generic superclass's property of one of its
    /// parameters has the type the file's type gives that parameter (`GenericBases`).
    static func typingInheritedReceivers(
        _ files: inout [SourceFile], superclasses: [(type: UInt32, parent: UInt32)], generics: GenericBases
    ) {
        // The types whose properties another file can reach: superclasses and extended types.
        var reachable = superclasses.map(\.parent)
        for index in files.indices { reachable += files[index].extendedTypes.map(Reference.short) }
        reachable = reachable.sortedUnique()
        var fields: [(owner: UInt32, key: UInt32, type: UInt64, file: Int)] = []
        // Variables declared at file scope (`var appContext: AppContextImpl!`), by name.
        var globals: [(key: UInt32, type: UInt64)] = []
        for index in files.indices {
            for field in files[index].typedFields {
                if field.owner == 0 {
                    globals.append((field.key, field.type))
                } else if reachable.sortedContains(Reference.short(field.owner)) {
                    fields.append((Reference.short(field.owner), field.key, field.type, index))
                }
            }
        }
        // Read through a lower-case name (`homeViewModel.reload`), a global may share its key with a type
        // (`HomeViewModel`); through a capitalized one (`AppContext.store`), it may not.
        let memberGlobals = oneTypeGlobals(globals, files, namingNoType: false)
        globals = oneTypeGlobals(globals, files, namingNoType: true)
        guard !fields.isEmpty || !generics.isEmpty || !memberGlobals.isEmpty else { return }
        fields.sort { ($0.owner, $0.key, $0.type) < ($1.owner, $1.key, $1.type) }
        for index in files.indices where !files[index].references.isEmpty {
            var owners: [UInt32] = []
            for type in files[index].declaredTypes + files[index].extendedTypes {
                var owner = Reference.short(type)
                owners.append(owner)
                // Up the superclasses, a few levels at most.
                for _ in 0..<16 {
                    guard let parent = superclass(of: owner, in: superclasses) else { break }
                    owner = parent
                    owners.append(owner)
                }
            }
            // A name the file declares a property of itself is that one, also where a local shadows it untyped
            // (`guard let viewModel else`).
            let own = files[index].typedFields.map(\.key)
            var inherited: [(key: UInt32, type: UInt64)] = []
            for owner in owners.sortedUnique() {
                var at = fields.lowerBound(of: owner) { $0.owner }
                while at < fields.count, fields[at].owner == owner {
                    if fields[at].file != index, !own.contains(fields[at].key) {
                        inherited.append((fields[at].key, fields[at].type))
                    }
                    at += 1
                }
            }
            // `viewModel: T` of a `BaseViewController<T>` is a `HomeViewModel` in a `HomeViewController:
            // BaseViewController<HomeViewModel>` and its extensions, whatever `T`'s bound gave it.
            if !generics.isEmpty {
                let substituted = substitutedFields(files[index], generics: generics, own: own, file: index)
                if !substituted.isEmpty {
                    inherited.removeAll { entry in substituted.contains { $0.key == entry.key } }
                    inherited += substituted
                }
            }
            // A global read in another file (`appContext.store` of `var appContext: AppContextImpl!`), where no
            // property of the file's types has its name.
            let ownOrInherited = (own + inherited.map(\.key)).sorted()
            inherited += memberGlobals.filter { !ownOrInherited.sortedContains($0.key) }
            guard !inherited.isEmpty else { continue }
            inherited.sort { ($0.key, $0.type) < ($1.key, $1.type) }
            for position in files[index].references.indices {
                let reference = files[index].references[position]
                // `AppContext.transaction` of a capitalized global `var AppContext: Context!`.
                if reference.access == .typeMember, reference.receiverKey != 0,
                    case let at = globals.lowerBound(of: reference.receiverKey, by: \.key), at < globals.count,
                    globals[at].key == reference.receiverKey, !ownOrInherited.sortedContains(reference.receiverKey)
                {
                    files[index].references[position].setGlobalReceiver(globals[at].type)
                    continue
                }
                guard reference.access == .member || reference.access == .rxMember, !reference.receiverIsDeclared,
                    reference.receiverKey != 0
                else { continue }
                let at = inherited.lowerBound(of: reference.receiverKey) { $0.key }
                guard at < inherited.count, inherited[at].key == reference.receiverKey else { continue }
                // Several types for the name: left untyped.
                let type = inherited[at].type
                var next = at + 1
                while next < inherited.count, inherited[next] == (reference.receiverKey, type) { next += 1 }
                guard next == inherited.count || inherited[next].key != reference.receiverKey else { continue }
                files[index].references[position].setReceiverType(type)
            }
        }
    }

    /// The properties of their parameters that the generic superclasses of the types `file` (at `file`) declares or
    /// extends declare in other files, with the types those types' arguments give them, but for the names the file
    /// declares properties of itself (`own`). A name two of its types give different types is kept twice (left
    /// untyped by the caller).
    private static func substitutedFields(_ file: SourceFile, generics: GenericBases, own: [UInt32], file index: Int)
        -> [(key: UInt32, type: UInt64)]
    {
        var substituted: [(key: UInt32, type: UInt64)] = []
        for type in file.declaredTypes + file.extendedTypes {
            for field in generics.inheritedFields(of: Reference.short(type))
            where field.file != index && !own.contains(field.key) {
                // A nested type's key stands for its type (`GenericBases.Argument`).
                substituted.append((field.key, field.argument.type))
            }
        }
        return substituted
    }

    /// The globals (`TypedField`s of owner 0) whose name the repository declares with one type and, when
    /// `namingNoType`, names no type with (`AppContext.shared` of a type `AppContext` is no read of a global
    /// `appContext`), sorted by key.
    private static func oneTypeGlobals(
        _ globals: [(key: UInt32, type: UInt64)], _ files: [SourceFile], namingNoType: Bool
    ) -> [(key: UInt32, type: UInt64)] {
        guard !globals.isEmpty else { return [] }
        let sorted = globals.sorted { ($0.key, $0.type) < ($1.key, $1.type) }
        var types: [UInt32] = []
        if namingNoType {
            for index in files.indices { types += files[index].declaredTypes.map(Reference.short) }
            types = types.sortedUnique()
        }
        var result: [(key: UInt32, type: UInt64)] = []
        var at = 0
        while at < sorted.count {
            var next = at + 1
            var single = true
            while next < sorted.count, sorted[next].key == sorted[at].key {
                if sorted[next].type != sorted[at].type { single = false }
                next += 1
            }
            if single, !types.sortedContains(sorted[at].key) { result.append(sorted[at]) }
            at = next
        }
        return result
    }

    /// Each type's superclass, the first type its declaration's header names (`Reference.short` both), sorted by
    /// type. Sorted arrays searched by halves, not sets and dictionaries: a file holds thousands of references.
    /// An extension's header names no superclass, also in the file declaring the type: `extension TextAlertView:
    /// UITextFieldDelegate` beside `final class TextAlertView: PopupAlertView` leaves `PopupAlertView` its one
    /// superclass, not a protocol the order of their hashes would pick.
    static func superclasses(_ files: [SourceFile]) -> [(type: UInt32, parent: UInt32)] {
        var superclasses: [(type: UInt32, parent: UInt32)] = []
        for index in files.indices {
            for header in files[index].typeHeaders
            where !header.isExtension && files[index].declaredTypes.sortedContains(header.type) {
                if let first = header.inherits.first {
                    superclasses.append((Reference.short(header.type), Reference.short(first)))
                }
            }
        }
        superclasses.sort { ($0.type, $0.parent) < ($1.type, $1.parent) }
        return superclasses
    }

    /// The superclass of `type` among `superclasses` (`superclasses(_:)`), or nil.
    static func superclass(of type: UInt32, in superclasses: [(type: UInt32, parent: UInt32)]) -> UInt32? {
        let at = superclasses.lowerBound(of: type) { $0.type }
        return at < superclasses.count && superclasses[at].type == type ? superclasses[at].parent : nil
    }

    /// The first labels RxSwift's and RxCocoa's own members of these names take, for the names that count
    /// wherever they are used: a project's operator of that name with another first label
    /// (`asSignal(onErrorReturnJust:)`) is the project's.
    static let rxFirstLabels: [String: [UInt64]] = [
        "asDriver": ["onErrorJustReturn", "onErrorDriveWith", "onErrorRecover"],
        "asSignal": ["onErrorJustReturn", "onErrorSignalWith", "onErrorRecover"],
        "disposed": ["by"],
        // A `Single`'s, with a closure only: `flatMapCompletable(weak: self) { }` is the project's.
        "flatMapCompletable": [], "flatMapMaybe": [],
        // RxSwift's take their selector or handler unlabeled: `flatMap(with: self) { }`, `flatMapLatest(weak: self)`
        // and `catchError(weak: self)` are the project's.
        "flatMap": [], "flatMapLatest": [], "flatMapFirst": [], "concatMap": [], "catchError": [], "catch": [],
        "withLatestFrom": [],
        // `Observable.create(_:)`, `Single.create(subscribe:)`, `just(_:)`: `Single.create(weak: self)` and
        // `Single.just(event:)` are a project's factories.
        "create": ["subscribe"], "just": [],
        // Instance `merge()`, `merge(maxConcurrent:)`, `concat()`; the static ones take their sources unlabeled:
        // `taps.merge(with: pulls)` is the project's.
        "merge": ["maxConcurrent"], "concat": [], "combineLatest": [], "zip": [],
        // `Observable.from(_:)` and `from(optional:)`: `Observable.from(object: row)` is a project's factory.
        "from": ["optional", "scheduler"],
    ].mapValues { $0.map(Reference.hash(of:)) }

    /// A call site before it is placed: the calling file and the position.
    struct Call: Sendable {
        var file: Int32
        var line: Int32
        var column: Int32
    }

    /// `freeNames`: catalog symbols of libraries the repository does not use, which the project's own APIs
    /// may carry like any other name.
    static func resolve(
        _ scanned: consuming [SourceFile], modules: [Module], freeNames: Set<UInt64> = [],
        keepUntilExit: (@Sendable (any Sendable) -> Void)? = nil
    ) -> [FileInventory] {
        var files = consume scanned
        sharingMentionsWithExtendedTypes(&files)
        var index = ResolverIndex(files, modules: modules)
        let superclasses = superclasses(files)
        typingResolvedFields(&files)
        let generics = GenericBases(files, superclasses: superclasses, nestedKeys: index.nestedKeys)
        typingInheritedReceivers(&files, superclasses: superclasses, generics: generics)
        typingImplicitArguments(&files, types: index.types)
        namingInheritedReactors(&files, types: index.types)
        namingSectionModelUsers(&files, index: index)
        namingSteppedFlows(&files)
        namingProxyUsers(&files)
        namingHeldModels(&files)
        typingPublisherNamedReceivers(&files)
        let hops = hopTypes(files, index: index, superclasses: superclasses, generics: generics)
        droppingOwnMemberCalls(&files, hops: hops, types: index.types)
        index.freeNames = freeNames
        index.freeFunctionNames = Set(
            index.apiName.indices.lazy.filter { index.apiKind[$0] == .function && index.apiOuterType[$0] == 0 }.map {
                index.apiName[$0]
            })
        var gathered = [[Call]](repeating: [], count: index.apiCount)
        let (found, inheritedUses) = callsOnAllCores(&files, hops: hops, index: index)
        for (api, call) in found { gathered[Int(api)].append(call) }
        // Few APIs have any: a base class's properties that its subclasses use as their own.
        var subclassUses: [Int: [Call]] = [:]
        for (api, call) in inheritedUses { subclassUses[Int(api), default: []].append(call) }
        let projections = projections(files, index: index)
        for (api, calls) in projections.wrapperCalls { gathered[api] += calls }
        let projected = projections.properties
        let callers = gathered
        let chained = operatorsOnRxCalls(files, callers: callers, index: index)
        let helperCalls = subscriptionHelperCalls(files, callers: callers, index: index)
        let combineOperators = combineOperators(files, hops: hops)
        // The calls of the repository's own stream operator named like Action's `execute` are not Action's.
        var notLibraryMembers: [Int: Set<Int>] = [:]
        for api in callers.indices where !callers[api].isEmpty && index.isOperatorNamedLikeLibraryMember(api) {
            for call in callers[api] {
                notLibraryMembers[Int(call.file), default: []].insert(
                    SourcePlace.of(line: Int(call.line), column: Int(call.column)))
            }
        }
        let implemented = requirementsImplemented(files, index: index)
        let overridden = membersOverridden(files, index: index)
        // Each file's callers are sorted and placed on all cores. The closure takes the one table it reads
        // per file, not the whole index (a dozen arrays copied per call otherwise).
        let firstAPI = index.firstAPI
        let placing = Placing(index)
        var inventories = ParallelMap.map(files.count) {
            [files, chained, notLibraryMembers, combineOperators, projected, subclassUses, helperCalls] fileIndex
                -> FileInventory? in
            // A file calling a subscription helper uses Rx through it, with an Rx import of its own or not.
            let calls = helperCalls[fileIndex]
            guard files[fileIndex].canSeeRx && files[fileIndex].isListed || calls != nil else { return nil }
            var inventory = files[fileIndex].inventory
            if let places = notLibraryMembers[fileIndex] {
                inventory.occurrences.removeAll { $0.category == .ecosystem && places.contains($0.place) }
            }
            if let places = combineOperators[fileIndex] {
                inventory.occurrences.removeAll { places.contains($0.place) }
            }
            if chained[fileIndex] != nil || calls != nil {
                inventory.occurrences += (chained[fileIndex] ?? []) + (calls ?? [])
                inventory.occurrences.sort { ($0.line, $0.column) < ($1.line, $1.column) }
            }
            let first = firstAPI[fileIndex]
            for apiIndex in inventory.apis.indices {
                let requirements = implemented[first + apiIndex]
                if !requirements.isEmpty {
                    inventory.apis[apiIndex].implements = locations(requirements, files: files, placing: placing)
                }
                let members = overridden[first + apiIndex]
                if !members.isEmpty {
                    inventory.apis[apiIndex].overrides = locations(members, files: files, placing: placing)
                }
                let calls = callers[first + apiIndex]
                // Most APIs have no caller and keep the empty lists the scan gave them; the file's APIs are
                // then not copied at all.
                guard !calls.isEmpty else { continue }
                inventory.apis[apiIndex].callers = locations(calls, files: files, placing: placing)
                inventory.apis[apiIndex].callerModules = callerModules(calls, placing: placing)
                // Not a subscription holder (`disposeBag`): subclasses keep using it as it is.
                if let uses = subclassUses[first + apiIndex], !inventory.apis[apiIndex].isSubscriptionHolder {
                    inventory.apis[apiIndex].subclassUses = locations(uses, files: files, placing: placing)
                }
            }
            for (api, calls) in projected[fileIndex] ?? [] {
                var api = api
                api.callers = locations(calls, files: files, placing: placing)
                api.callerModules = callerModules(calls, placing: placing)
                let at = inventory.apis.firstIndex { ($0.line, $0.column) > (api.line, api.column) }
                inventory.apis.insert(api, at: at ?? inventory.apis.endIndex)
            }
            return inventory
        }
        namingWorkflowCode(&inventories, files: files, types: index.types)
        addingAliasUses(&inventories)
        propagatingOneValue(&inventories)
        keepUntilExit?(files)
        keepUntilExit?(index)
        // Each inventory moved out, not copied: `compactMap` retained every array and string of each, and released
        // them again with the array of optionals.
        var listed: [FileInventory] = []
        listed.reserveCapacity(inventories.count)
        for file in inventories.indices {
            if let inventory = inventories[file].take() { listed.append(inventory) }
        }
        return listed
    }

    /// Among the overloads of one type in `candidates` that an argument of a known stream kind (`kinds`) fits, the
    /// ones whose parameter takes that kind: `bindAndCatch(to: relays: PublishRelay<Element>...)` for a `PublishRelay`,
    /// not the generic `bindAndCatch<Observer: ObserverType>(to observers: Observer...)`, as Swift ranks the one that
    /// is not generic first (and a relay is no observer).
    static func preferExactKinds(_ candidates: inout [Int], _ kinds: UInt32, index: ResolverIndex) {
        guard candidates.count > 1, kinds != 0 else { return }
        for position in 0..<UInt32(8) {
            let kind = kinds >> (4 * position) & 15
            guard kind != 0, kind != UInt32(CodeTokens.valueKind) else { continue }
            var exact: [UInt64] = []
            for candidate in candidates where index.apiShape[candidate].parameterKinds >> (4 * position) & 15 == kind {
                exact.append(index.apiOuterType[candidate])
            }
            guard !exact.isEmpty else { continue }
            candidates.removeAll { candidate in
                let shape = index.apiShape[candidate]
                return shape.parameterKinds >> (4 * position) & 15 == 0 && shape.mappedParameters >> position & 1 != 0
                    && exact.contains(index.apiOuterType[candidate])
            }
        }
    }

    /// Among the overloads of one type in `candidates`, those the call's context picks: the ones generic in their
    /// result alone (`func send<R>(_ request: Message) -> Observable<R>`) where the context gives the result a type
    /// (`typed`), else the others (`func send(_ request: Message) -> Observable<Void>`), as Swift's ranking does; but
    /// where the context names exactly what one of the others returns (`Single<Bool>` of `request(_:) ->
    /// Single<Bool>` beside `request<D: Decodable>(_:) -> Single<D>`), both fit and Swift ranks the one that is not
    /// generic first. Types with overloads of one kind only keep theirs. Then the element type the context names
    /// (`head`) picks among the results' (`APIShape.resultWrapper`, `keptResult`).
    static func keepOverloadsOfResult(_ candidates: inout [Int], typed: Bool, head: UInt32, index: ResolverIndex) {
        var outers: [UInt64] = []
        var mixed: [UInt64] = []
        // The types of `mixed` whose overload that is not generic returns what the context names.
        var exact: [UInt64] = []
        let named = Reference.elementName(head) != 0 && Reference.elementForm(head) != .other
        for candidate in candidates {
            let outer = index.apiOuterType[candidate]
            guard !outers.contains(outer) else { continue }
            outers.append(outer)
            let group = candidates.filter { index.apiOuterType[$0] == outer }
            let kinds = group.map { index.apiShape[$0].genericInResultOnly }
            guard kinds.contains(true), kinds.contains(false) else { continue }
            mixed.append(outer)
            if typed, named,
                group.contains(where: {
                    !index.apiShape[$0].genericInResultOnly && index.apiShape[$0].resultWrapper == head
                })
            {
                exact.append(outer)
            }
        }
        if !mixed.isEmpty {
            candidates.removeAll {
                let outer = index.apiOuterType[$0]
                return mixed.contains(outer)
                    && index.apiShape[$0].genericInResultOnly != (typed && !exact.contains(outer))
            }
        }
        // `.map { (response: ContextResponse<Chat>) in`: the generic one returning `Observable<ContextResponse<R>>`,
        // not `Observable<R>`, where the type has both; `.map { (response: Chat) in` the other. Among overloads that
        // are not generic, a `-> Observable<ResponsePacket<Void>>` context takes the one returning that, and a `->
        // Observable<Void>` one the one returning `Void`.
        guard head != 0, candidates.count > 1 else { return }
        for outer in outers {
            for generic in typed ? [true, false] : [false] {
                let group = candidates.filter {
                    index.apiOuterType[$0] == outer && index.apiShape[$0].genericInResultOnly == generic
                }
                let wrappers = group.map { index.apiShape[$0].resultWrapper }
                guard let kept = keptResult(wrappers, head: head, generic: generic),
                    wrappers.contains(where: { $0 != kept })
                else { continue }
                candidates.removeAll { group.contains($0) && index.apiShape[$0].resultWrapper != kept }
            }
        }
    }

    /// Among overloads' results (`APIShape.resultWrapper`), the one a context naming the element `head` picks: the one
    /// that names it too; else a generic parameter written in its form (`-> Observable<[T]>` for `Observable<[Int]>`,
    /// `-> Observable<T?>` for `Observable<Int?>`); else, for overloads generic in their result alone (`generic`), the
    /// bare parameter (`-> Observable<R>`); nil for none.
    private static func keptResult(_ wrappers: [UInt32], head: UInt32, generic: Bool) -> UInt32? {
        if wrappers.contains(head) { return head }
        let form = Reference.elementForm(head)
        let formed = Reference.elementKey(0, form)
        if form == .array || form == .optional, wrappers.contains(formed) { return formed }
        return generic && wrappers.contains(0) ? 0 : nil
    }

    /// A file extending a type another file of its module declares (`LoginViewController+Bind.swift`) names the
    /// types that file names: it is the same type's code, with its properties (`output.title` of a `lazy var output
    /// = viewModel.transform(input: input)` there).
    static func sharingMentionsWithExtendedTypes(_ files: inout [SourceFile]) {
        // The types extended where they are not declared, and the files declaring them.
        var extended: Set<UInt64> = []
        for index in files.indices where files[index].canSeeRx {
            for type in files[index].extendedTypes where !files[index].declaredTypes.contains(type) {
                extended.insert(type)
            }
        }
        guard !extended.isEmpty else { return }
        var declaring: [UInt64: [Int]] = [:]
        for index in files.indices where files[index].canSeeRx {
            for type in files[index].declaredTypes where extended.contains(type) {
                declaring[type, default: []].append(index)
            }
        }
        var shared: [(file: Int, mentioned: [UInt64])] = []
        for index in files.indices where files[index].canSeeRx && !files[index].extendedTypes.isEmpty {
            var mentioned = files[index].mentionedTypes
            let module = files[index].inventory.module
            for type in files[index].extendedTypes where !files[index].declaredTypes.contains(type) {
                for other in declaring[type] ?? [] where other != index && files[other].inventory.module == module {
                    mentioned += files[other].mentionedTypes
                }
            }
            if mentioned.count > files[index].mentionedTypes.count { shared.append((index, mentioned.sortedUnique())) }
        }
        for (index, mentioned) in shared { files[index].mentionedTypes = mentioned }
    }

    /// For each API, the declarations of the protocol requirements in other files it implements.
    private static func requirementsImplemented(_ files: [SourceFile], index: ResolverIndex) -> [[Call]] {
        var implemented = [[Call]](repeating: [], count: index.apiCount)
        for api in 0..<index.apiCount where index.apiShape[api].isRequirement {
            let file = index.apiFile[api]
            let declaration = files[file].inventory.apis[api - index.firstAPI[file]]
            let call = Call(file: Int32(file), line: Int32(declaration.line), column: Int32(declaration.column))
            for implementation in index.implementations(of: api) { implemented[implementation].append(call) }
        }
        return implemented
    }

    /// For each API, the declarations of the superclasses' members in other files it overrides.
    private static func membersOverridden(_ files: [SourceFile], index: ResolverIndex) -> [[Call]] {
        var overridden = [[Call]](repeating: [], count: index.apiCount)
        for api in 0..<index.apiCount where !index.apiShape[api].isRequirement {
            let found = index.overrides(of: api)
            guard !found.isEmpty else { continue }
            let file = index.apiFile[api]
            let declaration = files[file].inventory.apis[api - index.firstAPI[file]]
            let call = Call(file: Int32(file), line: Int32(declaration.line), column: Int32(declaration.column))
            for member in found where index.apiFile[member] != file { overridden[member].append(call) }
        }
        return overridden
    }

    /// Every (API, call site) pair, files shared out in slices among the cores; the order does not
    /// matter since each API's callers are sorted at the end. Also, among them, the pairs of a subclass's use of its
    /// base class's property as its own member (`collectCalls`).
    /// `files` is `inout` only to lend each file in place (`collectCalls`); none is changed.
    private static func callsOnAllCores(_ files: inout [SourceFile], hops: [[HopType]], index: ResolverIndex)
        -> (calls: [(Int32, Call)], subclassUses: [(Int32, Call)])
    {
        let count = files.count
        let slices = max(1, min(count, ProcessInfo.processInfo.activeProcessorCount * 4))
        let results = ParallelSlots<(calls: [(Int32, Call)], subclassUses: [(Int32, Call)])>(count: slices)
        files.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // Each file is lent to one worker, which returns what it found.
            let lent = DisjointPlaces(base: base)
            DispatchQueue.concurrentPerform(iterations: slices) { slice in
                var calls: [(Int32, Call)] = []
                var subclassUses: [(Int32, Call)] = []
                for fileIndex in stride(from: slice, to: count, by: slices) {
                    let found = collectCalls(
                        from: fileIndex, &lent.base[fileIndex], hops: hops.isEmpty ? [] : hops[fileIndex],
                        index: index)
                    calls += found.calls
                    subclassUses += found.subclassUses
                }
                results.store((calls, subclassUses), at: slice)
            }
        }
        let values = results.values
        return (values.flatMap { $0?.calls ?? [] }, values.flatMap { $0?.subclassUses ?? [] })
    }

    /// The call sites among `file`'s references, each with an API it may call; and, in `subclassUses`, those that
    /// reach a base class's property bare or through `self.` from a subclass (`RxAPI.subclassUses`).
    /// `file` is `inout` only to be lent in place, and read: passed as a value from an array or a buffer, it was
    /// copied first (its dozen arrays retained and released), as this function writes memory that the compiler
    /// cannot tell from the file's.
    private static func collectCalls(
        from fileIndex: Int, _ file: inout SourceFile, hops: [HopType], index: ResolverIndex
    ) -> (calls: [(Int32, Call)], subclassUses: [(Int32, Call)]) {
        var calls: [(Int32, Call)] = []
        var subclassUses: [(Int32, Call)] = []
        guard !file.references.isEmpty else { return ([], []) }
        // Occurrences come in source order, so their places are sorted and found by binary search.
        var occurrencePlaces = file.inventory.occurrences.map(\.place)
        if zip(occurrencePlaces, occurrencePlaces.dropFirst()).contains(where: { $0 > $1 }) { occurrencePlaces.sort() }
        let module = index.fileModule[fileIndex]
        var chosen: [Int] = []
        var candidates: [Int] = []
        var inherited: [Int] = []
        // The local functions below read these arrays, not the whole file. Functions, not closures held in constants:
        // each such closure's context was allocated per file and held its own copy of what it captured (the type
        // graph three times).
        let (fileTypes, headers, apis) = (file.inventory.types, file.typeHeaders, file.inventory.apis)
        // The outermost names of the types the file declares or extends, and of those their headers name
        // (a subclass calls its superclass's members bare), hashed when a bare call needs them; then the types
        // further up (a subclass of a subclass), through the type graph, once per name.
        var declared: [UInt64]?
        func declaredTypes() -> [UInt64] {
            if declared == nil {
                let outerHashes = fileTypes.map(ResolverIndex.outerTypeHash)
                var types = outerHashes + headers.flatMap(\.inherits)
                // The nested types the file may declare or extend (`ResolverIndex.nestedOwner`): each of its types'
                // last names within each of its outer ones, as `extension Outer { class Inner }` lists `Outer` and
                // `Inner` apart.
                let outers = outerHashes.sortedUnique()
                for inner in fileTypes.map(ResolverIndex.innerTypeHash).sortedUnique() {
                    for outer in outers where outer != inner {
                        types.append(ResolverIndex.nestedOwner(outer: outer, inner: inner))
                    }
                }
                // The types whose own code the file holds, not only a conformance (`ResolverIndex.ownCode`).
                types += outers.map(ResolverIndex.ownCode)
                types.sort()
                declared = types
            }
            return declared ?? []
        }
        func declares(_ outer: UInt64) -> Bool { declaredTypes().sortedContains(outer) }
        // Everything the file's types inherit, through the type graph, worked out once when a bare call needs it.
        let constrained = file.typeHeaders.flatMap(\.selfConstraints)
        let selfConstraints = constrained.map(Reference.short)
        var ancestors: [UInt32]?
        let graph = index.types
        func fileAncestors() -> [UInt32] {
            if ancestors == nil {
                // With what its extensions' `where` clauses require `Self` to be, which `self` is in their bodies.
                let constraints = selfConstraints
                ancestors = graph.ancestors(
                    of: fileTypes.map { Reference.short(ResolverIndex.outerTypeHash($0)) } + constraints)
                if !constraints.isEmpty { ancestors = ((ancestors ?? []) + constraints).sortedUnique() }
            }
            return ancestors ?? []
        }
        // An extension's `where Self: HasViewModel` makes its body code of `HasViewModel` too (`ResolverIndex.ownCode`),
        // where a bare `viewModel` is the requirement.
        func declaresFurtherUp(_ outer: UInt64) -> Bool {
            declares(outer) || fileAncestors().sortedContains(Reference.short(outer))
                || !constrained.isEmpty && constrained.contains { ResolverIndex.ownCode($0) == outer }
        }
        // An instance property of a class the repository declares, which the file's types inherit without being it
        // (nor extending it): reached bare or through `self.`, the subclass's own member, as Swift inherits it.
        // The functions read these columns, not the index: a copy of the whole index retains every one of its arrays.
        let (apiOuterType, apiInnerType, apiKind, apiShape, apiFile) =
            (index.apiOuterType, index.apiInnerType, index.apiKind, index.apiShape, index.apiFile)
        func inheritedProperty(_ api: Int) -> Bool {
            let outer = apiOuterType[api]
            guard apiKind[api].isProperty, !apiShape[api].isStatic, outer != 0, apiInnerType[api] == outer
            else { return false }
            let base = Reference.short(outer)
            return graph.declared.contains(base) && !graph.protocols.contains(base)
                && fileAncestors().sortedContains(base)
                && !fileTypes.contains { Reference.short(ResolverIndex.outerTypeHash($0)) == base }
        }
        // Everything the types the file names inherit from, worked out once when a receiver of unknown type needs it.
        var namedAncestors: [UInt32]?
        let mentionedTypes = file.mentionedTypes
        func namesSubtype(_ outer: UInt64) -> Bool {
            if namedAncestors == nil { namedAncestors = graph.ancestors(of: mentionedTypes.map(Reference.short)) }
            return namedAncestors?.sortedContains(Reference.short(outer)) ?? false
        }
        // The names of the file's own Rx APIs, hashed when a bare reference needs them.
        var own: Set<UInt64>?
        func declaresOwn(_ name: UInt64) -> Bool {
            if own == nil { own = Set(apis.lentMap { Reference.hash(of: $0.pointee.name) }) }
            return own?.contains(name) ?? false
        }
        // The names of the file's own properties without an Rx type: `self.accessibility = accessibility` in a struct
        // sets its own, not a `Reactive` member of that name the file also declares.
        let plainMembers = file.plainMembers
        // The file's own functions, Rx or not, that the call's labels fit: `self.observeAll()` calls its `private func
        // observeAll()`, not `self.present(viewController: v, disposeBag: b)` its `present(viewController:withStyle:)`.
        let functions = file.functions
        func callsOwnFunction(_ reference: Reference) -> Bool {
            var at = functions.lowerBound(of: reference.hash) { $0.name }
            while at < functions.count, functions[at].name == reference.hash {
                let function = functions[at]
                if reference.writesLabels(among: function.labels, requiring: function.required) { return true }
                at += 1
            }
            return false
        }
        var plain: Set<UInt64>?
        func declaresPlain(_ name: UInt64) -> Bool {
            if plain == nil { plain = Set(plainMembers.map(\.name)) }
            return plain?.contains(name) ?? false
        }
        // The file's own Rx APIs by type and name (`Reference.pairKey` of the name and the shortened inner type).
        var ownPairs: Set<UInt64>?
        func ownMember(_ name: UInt64, _ type: UInt32) -> Bool {
            if ownPairs == nil {
                ownPairs = Set(
                    apis.lentMap { api in
                        let type = Reference.short(ResolverIndex.innerTypeHash(api.pointee.container))
                        return Reference.pairKey(Reference.hash(of: api.pointee.name), UInt64(type))
                    })
            }
            return ownPairs?.contains(Reference.pairKey(name, UInt64(type))) ?? false
        }
        let combineOnly = file.importsCombine && file.inventory.imports.isEmpty && !index.plainOverloads.isEmpty
        let qualifies = !file.qualifiedReceivers.isEmpty
        let aliases = !file.aliasesOfTypes.isEmpty || !index.moduleAliases[module].isEmpty
        var nextHop = 0
        for position in file.references.indices {
            var reference = file.references[position]
            // The type a wrapper property's hop wraps (`UIButton` of `button.ext`), which its members' requirements
            // may name (`where T == UIButton`).
            var wrapped: UInt32 = 0
            if nextHop < hops.count, hops[nextHop].reference == position {
                if hops[nextHop].reactive {
                    reference.setReactiveMember()
                } else if hops[nextHop].suggested {
                    reference.setReceiverName(hops[nextHop].key)
                } else {
                    reference.setReceiverKey(hops[nextHop].key)
                    wrapped = hops[nextHop].wrapped
                }
                nextHop += 1
            }
            // `Share.ShareView().rx.didTapCopy` is of `Share`'s type; `view.rx.didTapCopy` of a `let view: ShareView`,
            // of the type the calling module's `typealias ShareView = LocalShareView` stands for.
            let qualified = qualifies ? index.qualifiedType(of: reference, in: file) : nil
            if qualified == nil, aliases, reference.receiverIsDeclared,
                let target = index.aliasTarget(of: reference.receiverKey, from: module, file: file)
            {
                reference.setReceiverKey(target)
            }
            // `DetailViewModel.Input(loadTrigger: taps)`: a memberwise initializer passes the properties it labels,
            // but for `nil` alone (`Banner(reload: nil)`), which passes no stream.
            if reference.isCall, reference.firstLabel > Reference.unlabeled,
                reference.access == .typeMember
                    || reference.access == .bare && !file.declaredTypes.sortedContains(reference.hash),
                var members = index.memberwise.list(reference.hash)
            {
                // Bare, of a struct at file scope or nested in a type the file declares or extends: looked up by
                // those types where many structs share the name (a view model's `Output`).
                if reference.access == .bare, members.count > 8 {
                    members = index.memberwise(reference.hash, in: [reference.hash] + declaredTypes())
                }
                // Of the type the receiver names (`DetailViewModel.Input`), or, bare, a type at file scope or nested
                // in one the file declares or extends; declared in one file.
                let passed = members.filter { api in
                    let outer = apiOuterType[api]
                    let inner = apiInnerType[api]
                    let declaring = apiFile[api]
                    guard inner == reference.hash, declaring != fileIndex, reference.writesLabel(index.apiName[api])
                    else { return false }
                    // The type first (cheap, and it rules out most of the repository's `Input`s), then what the
                    // modules see.
                    if reference.access == .typeMember {
                        guard Reference.short(outer) == reference.receiverKey else { return false }
                    } else {
                        // Bare, never a type of that name the calling file declares itself (its own `Output(...)`,
                        // left above for all members at once: many files declare an `Output`).
                        guard outer == inner || declares(outer) else { return false }
                    }
                    return index.sees(module, file: declaring) && index.reaches(module, api: api)
                        && !index.shadowsType(of: api, from: module, file: file, qualified: qualified)
                        && !CallSiteResolver.passesNil(reference, label: index.apiName[api], in: file)
                }
                if let declaring = passed.first.map({ apiFile[$0] }),
                    passed.allSatisfy({ apiFile[$0] == declaring })
                {
                    let call = Call(file: Int32(fileIndex), line: reference.line, column: reference.column)
                    for api in passed { calls.append((Int32(api), call)) }
                }
            }
            // `self.runningData` (or a bare `runningData`) in a file that declares a `runningData` of its own is
            // that one, not a protocol's requirement nor another type's member of that name.
            // Asked once a name has candidates: most references have none.
            // A bare name passed alone (`.flatMap(ignoreNil)`, `.accept(items)`) reaches a free function only: the
            // many properties of its name are left at once.
            if reference.isPassedAlone, !index.freeFunctionNames.contains(reference.hash) { continue }
            guard index.candidates(reference.hash, mentioning: mentionedTypes, into: &candidates) else { continue }
            if reference.isPassedAlone {
                candidates.removeAll { apiKind[$0] != .function || apiOuterType[$0] != 0 }
                guard !candidates.isEmpty else { continue }
            }
            // Not `super.name`, which calls what the file's own override overrides.
            if reference.access == .bare, reference.receiverKey != ResolverIndex.superKey,
                declaresOwn(reference.hash) || declaresPlain(reference.hash)
                    || reference.isCall && callsOwnFunction(reference)
            {
                continue
            }
            // In a file that imports Combine but no Rx, a call that a function of the repository without an Rx type
            // takes too (`provider.values(key: k, defaultValue: false)` with an `-> AnyPublisher` overload beside
            // the `-> Observable` one) is the plain one's.
            if combineOnly, reference.isCall, let plain = index.plainOverloads[reference.hash],
                plain.contains(where: { reference.writesLabels(among: $0.labels, requiring: $0.required) })
            {
                continue
            }
            // `try client.sendSyncRequest(request)` calls a function that throws: not one of these declared without
            // `throws` (the project's throwing overload has no Rx type, so no candidate is it). Not an initializer:
            // `try Service(events: events)` of an initializer that once threw still calls it.
            if reference.isTried {
                candidates.removeAll { apiKind[$0] == .function && !apiShape[$0].throwsErrors }
                guard !candidates.isEmpty else { continue }
            }
            // `fake.isDone` on a value of a type the file declares with an `isDone` of its own (a test's stub) is that
            // one, not the requirement it implements.
            if reference.access == .member, reference.receiverIsDeclared, declaresOwn(reference.hash),
                ownMember(reference.hash, reference.receiverKey)
            {
                continue
            }
            let place = SourcePlace.of(line: Int(reference.line), column: Int(reference.column))
            if occurrencePlaces.sortedContains(place) {
                // An alias of an Rx type, counted as the type where it is written (`ItemSectionModel(model:
                // items:)`, `RxAliases`), is still a use of the alias.
                if candidates.contains(where: { apiKind[$0] == .typealias }) {
                    candidates.removeAll { apiKind[$0] != .typealias }
                } else if reference.receiverIsDeclared,
                    ResolverIndex.combinePublishers.contains(reference.receiverKey)
                {
                    // `syncStatePublisher.asObservable()` on a Combine publisher calls the repository's bridge of
                    // that name (`extension Publisher { func asObservable() }`), not RxSwift's.
                    if index.receiverCandidates(
                        reference.hash, of: reference.receiverKey, mentioning: mentionedTypes, into: &inherited)
                    {
                        for api in inherited where !candidates.contains(api) { candidates.append(api) }
                    }
                    candidates.removeAll { Reference.short(apiOuterType[$0]) != ResolverIndex.publisherKey }
                    guard !candidates.isEmpty else { continue }
                } else if reference.access == .typeMember, reference.receiverIsDeclared,
                    case let named = CallSiteResolver.members(of: reference.receiverKey, among: candidates, index),
                    !named.isEmpty
                {
                    // `ActionObserver<Int>.asObserver { }`: a static member of the repository's type the call names
                    // (no Rx type's extension) is that type's, whatever catalog symbol its name spells.
                    candidates = named
                } else if !Catalog.copiedHelperHashes.contains(reference.hash) {
                    // A helper apps copy (`trackActivity`) is the repository's where it declares one; else:
                    // an occurrence is no call of a project API, except of an Rx type's extension member named
                    // like an operator only a chain or a label proves, called with a first label the operator does
                    // not take (`mapTo(arrayOf:)` at the end of an Rx chain, `drive(weak: self)`), or without
                    // arguments where no library the repository uses has the name (`.unwrap()` of a repository's
                    // `extension ObservableType { func unwrap() }`; not `filterNil()` with RxOptional).
                    // A library's `Reactive` member the repository declares itself (a copy of NSObject+Rx's
                    // `rx.disposeBag`) is the repository's, whatever the call's shape.
                    // So is a library type's member (Action's `execute`) called on a receiver declared with a
                    // stream type (`names.execute { }` of `names: Observable<String>`): the repository's operator.
                    let emptyCall = reference.hasArguments && reference.firstLabel == 0
                    let ownReactive = reference.access == .rxMember
                    let onStream = ResolverIndex.callsLibraryMemberOnStream(reference)
                    guard emptyCall || ownReactive || onStream || reference.firstLabel > Reference.unlabeled,
                        let occurrence = file.inventory.occurrences.first(where: { $0.place == place })
                    else { continue }
                    if ownReactive || onStream {
                        guard occurrence.category == .ecosystem else { continue }
                    } else if emptyCall {
                        guard occurrence.category != .ecosystem else { continue }
                    } else {
                        guard
                            let labels = CallSiteResolver.labelProvenConstructs[occurrence.construct]
                                ?? CallSiteResolver.rxFirstLabels[occurrence.symbol],
                            !reference.labelIsAmong(labels)
                        else { continue }
                    }
                    candidates.removeAll {
                        !apiShape[$0].extendsRx || !apiShape[$0].spellsCatalogSymbol
                    }
                    guard !candidates.isEmpty else { continue }
                }
            }
            // `subscribe(disposeBag, viewModel.stateDriver)`: the overload whose parameter takes a `Driver`.
            if !file.argumentKinds.isEmpty, reference.hasArguments, candidates.count > 1,
                case let at = file.argumentKinds.lowerBound(of: place, by: \.place), at < file.argumentKinds.count,
                file.argumentKinds[at].place == place
            {
                var kinds = file.argumentKinds[at].kinds
                // `viewModel.viewItemsDriver` of a `Signal` property is a `Signal`, whatever its name says.
                // `bindAndCatch(to: stateRelay)` of the file's `let stateRelay = PublishRelay<Int>()`; a name alone
                // that the file does not declare is a local or a parameter, whatever other files declare.
                if !file.argumentMembers.isEmpty,
                    case let found = file.argumentMembers.lowerBound(of: place, by: \.place),
                    found < file.argumentMembers.count, file.argumentMembers[found].place == place,
                    case let read = file.argumentMembers[found],
                    let kind = read.isOwn
                        ? index.ownStreamKind(read.member, file: fileIndex) : index.memberStreamKind(read.member)
                {
                    let shift = 4 * UInt32(read.position)
                    kinds = kinds & ~(15 << shift) | kind << shift
                }
                candidates.removeAll { !CodeTokens.fits(kinds, apiShape[$0].parameterKinds) }
                // `bindAndCatch(to: messageRelay)` of a `BehaviorRelay<String>`: not the overload taking
                // `BehaviorRelay<Element?>`, when another is left.
                let plain = file.argumentKinds[at].plainElements
                let takesOptional = { (api: Int) in apiShape[api].optionalElementParameters & plain != 0 }
                if plain != 0, candidates.contains(where: { !takesOptional($0) }) {
                    candidates.removeAll(where: takesOptional)
                }
                CallSiteResolver.preferExactKinds(&candidates, kinds, index: index)
                // `track(activity)` of an `ActivityIndicator`: not the overload taking an `ErrorTracker` under the
                // same labels.
                let type = file.argumentKinds[at].firstType
                if type != 0, candidates.count > 1 {
                    let exact = candidates.filter { apiShape[$0].firstParameterType == type }.map {
                        apiShape[$0].labelBits
                    }
                    if !exact.isEmpty {
                        candidates.removeAll {
                            let shape = apiShape[$0]
                            return shape.firstParameterType != 0 && shape.firstParameterType != type
                                && exact.contains(shape.labelBits)
                        }
                    }
                }
            }
            choose(
                candidates, for: reference, from: fileIndex, file, module: module, index: index, declares: declares,
                namesSubtype: namesSubtype, wrapped: wrapped, qualified: qualified, into: &chosen)
            // Else a bare member of a type further up than the headers name (`self.disposeBag` in a subclass of a
            // subclass of `BaseViewController`), also one `candidates` left out for the many types with a member of
            // that name.
            if chosen.isEmpty, reference.access == .bare {
                let further = { (api: Int) in
                    let outer = apiOuterType[api]
                    return outer != 0 && !declares(outer) && declaresFurtherUp(outer)
                }
                if candidates.contains(where: further) {
                    choose(
                        candidates, for: reference, from: fileIndex, file, module: module, index: index,
                        declares: declaresFurtherUp, namesSubtype: namesSubtype, furtherUp: true, into: &chosen)
                } else if !fileTypes.isEmpty, case let above = fileAncestors(), !above.isEmpty,
                    index.ancestorCandidates(
                        reference.hash, ancestors: above, mentioning: mentionedTypes, into: &inherited)
                {
                    choose(
                        inherited, for: reference, from: fileIndex, file, module: module, index: index,
                        declares: declaresFurtherUp, namesSubtype: namesSubtype, furtherUp: true, into: &chosen)
                }
            }
            // Else a member of a declared receiver's type, or of one it inherits, which the file never names; or a
            // case or static member of the type of the parameter an implicit member is passed to
            // (`typingImplicitArguments`).
            if chosen.isEmpty, reference.access == .member || reference.access == .typeMember,
                reference.receiverIsDeclared,
                index.receiverCandidates(
                    reference.hash, of: reference.receiverKey, mentioning: mentionedTypes, into: &inherited)
            {
                choose(
                    inherited, for: reference, from: fileIndex, file, module: module, index: index, declares: declares,
                    namesSubtype: namesSubtype, wrapped: wrapped, qualified: qualified, into: &chosen)
            }
            // Else a member of the repository's own wrapper type read through its property on a receiver of unknown
            // type (`view.ext.isEnabled` of a closure's `view`), which the file never names.
            if chosen.isEmpty, reference.access == .member, !reference.receiverIsDeclared, !index.wrappers.isEmpty,
                let wrapper = index.wrappers.type(forKey: reference.receiverKey),
                index.receiverCandidates(reference.hash, of: wrapper, mentioning: mentionedTypes, into: &inherited)
            {
                choose(
                    inherited, for: reference, from: fileIndex, file, module: module, index: index, declares: declares,
                    namesSubtype: namesSubtype, into: &chosen)
            }
            // `where T == UIButton` over `where T: UIControl` for a wrapper of a `UIButton`.
            if wrapped != 0, chosen.count > 1 { index.keepNarrowestWrapperMembers(&chosen) }
            // Named without a call, a property of that name is likelier than a function passed as a value.
            if !reference.isCall, chosen.count > 1, chosen.contains(where: { apiKind[$0] != .function }) {
                chosen.removeAll { apiKind[$0] == .function }
            }
            // A `Single` calls `extension PrimitiveSequence where Trait == SingleTrait` over a wider extension.
            if chosen.count > 1 { index.keepTraitMembers(&chosen, for: reference) }
            // Overloads that differ by their results alone: the call's context picks (`Reference.resultContext`).
            if reference.resultContext != 0, chosen.count > 1 {
                keepOverloadsOfResult(
                    &chosen, typed: reference.resultContext == Reference.typedResult, head: reference.resultHead,
                    index: index)
            }
            // Declared in several types: the receiver's name or declaration may tell the type
            // (`favoritesRepository.ids()`, sibling types in one file too); else a protocol's requirement stands for
            // its implementations in types that name the protocol (`provider.repository(...)` on a `SwiftHubAPI`);
            // otherwise, declared in several files (`output.title` of every view model), without types, ambiguous.
            if chosen.count > 1 {
                index.keepReceiverTypes(&chosen, for: reference)
                index.dropDefaultImplementations(&chosen)
                if reference.receiverIsDeclared { index.dropImplementedRequirements(&chosen, for: reference) }
            }
            // In one file too (`class OffersProvider: DataProvider`, an alias of the protocol beside it).
            if chosen.count > 1 { index.keepRequirements(&chosen) }
            // `Poster(title: "a", reload: nil)` passes no stream to an initializer Rx by that parameter alone.
            if reference.hasArguments, !chosen.isEmpty {
                chosen.removeAll { CallSiteResolver.passesNoStream(to: $0, reference, in: file, index: index) }
            }
            // Still declared in several files: of same-named types in several modules, the one the file imports.
            if chosen.count > 1 { index.keepImportedModules(&chosen, from: fileIndex, module: module) }
            // Operators of Rx types' extensions in several files (`track(_:)` of an `ActivityIndicator`, of an
            // `ErrorTracker`) each get the call: told apart by their parameters' types only, none is safe to miss.
            guard let declaring = chosen.first.map({ apiFile[$0] }),
                chosen.allSatisfy({ apiFile[$0] == declaring })
                    || chosen.allSatisfy({
                        apiShape[$0].extendsRx && apiKind[$0] == .function
                            && apiOuterType[$0] != ResolverIndex.reactiveHash
                    })
            else { continue }
            let call = Call(file: Int32(fileIndex), line: reference.line, column: reference.column)
            for api in chosen { calls.append((Int32(api), call)) }
            // `bind(to: isEmptyRelay)` or `self.isEmptyRelay` in a `FeedViewController: BaseTableViewController`.
            if reference.access == .bare {
                for api in chosen where inheritedProperty(api) { subclassUses.append((Int32(api), call)) }
            }
        }
        return (calls, subclassUses)
    }

    /// The candidates `reference` in `fileIndex` may call: visible, in another file, with their type in
    /// sight (named by the file, or for a receiver of unknown type a type the file names inherits it: `namesSubtype`),
    /// of no type the calling module shadows or another module than the receiver's `qualified` type names
    /// (`ResolverIndex.shadowsType`), reached the way they can be; those of the caller's own module when there are any.
    private static func choose(
        _ candidates: [Int], for reference: Reference, from fileIndex: Int, _ file: borrowing SourceFile, module: Int,
        index: ResolverIndex, declares: (UInt64) -> Bool, namesSubtype: (UInt64) -> Bool, furtherUp: Bool = false,
        wrapped: UInt32 = 0, qualified: ResolverIndex.QualifiedType? = nil, into chosen: inout [Int]
    ) {
        chosen.removeAll(keepingCapacity: true)
        let metatypeFirst =
            !file.metatypeCalls.isEmpty
            && file.metatypeCalls.sortedContains(
                SourcePlace.of(line: Int(reference.line), column: Int(reference.column)))
        var local = false
        // Members of the receiver's own type (or of what it inherits) win over those of types conforming to it.
        var ownType = false
        let standard = ResolverIndex.isStandardMember(reference)
        // A collection's mutator (`set.insert(x)`) is the standard library's, not an Rx type extension's of the name
        // (`extension BehaviorRelay where Element: SetAlgebra { func insert(_:) }`), on what is not declared Rx.
        let mutator = ResolverIndex.isStandardMutator(reference)
        // Whether `chosen` holds an API its type in sight admitted, not only a subtype the file names.
        var named = false
        for api in candidates {
            let declaring = index.apiFile[api]
            guard declaring != fileIndex, index.sees(module, file: declaring), index.reaches(module, api: api),
                !index.shadowsType(of: api, from: module, file: file, qualified: qualified)
            else {
                continue
            }
            // A wrapper of a `UIButton` (`button.ext`) has no member of `extension Ext where T == UILabel`.
            if wrapped != 0, !index.wrapperHas(api, wrapped: wrapped) { continue }
            let reach = index.receiverReach(api, by: reference)
            // A member of the repository's own wrapper type read through its property on a receiver of unknown type
            // (`view.ext.isEnabled`), where one extension alone declares the name: in sight, whatever else has it.
            let throughWrapper = index.reachesWrapperMember(api, by: reference)
            // Named without a call on a receiver of unknown type, a name some type declares a property of
            // (`Optional.some(signedWallet.wallet)`) is that property rather than a function passed as a value.
            if reach == .unknown, !reference.isCall, index.apiKind[api] == .function,
                index.plainProperties.sortedContains(reference.hash)
            {
                continue
            }
            // A receiver named after a type that declares a property of that name without an Rx type (`server.key`
            // of a `Server`'s `var key: String`) reads that one, not another type's Rx member of the name; one named
            // after the API's own type or nested type (`output.title` of a view model's `Output`) may be either.
            if reach == .unknown, reference.access == .member, !reference.receiverIsDeclared,
                reference.receiverKey != 0, Reference.short(index.apiOuterType[api]) != reference.receiverKey,
                Reference.short(index.apiInnerType[api]) != reference.receiverKey,
                index.plainMembers.sortedContains(Reference.pairKey(reference.hash, UInt64(reference.receiverKey)))
            {
                continue
            }
            // A receiver of unknown type, named after no type of the API (`$0.headline`, `current.value.headline`,
            // `cellViewModel.headline` of an enum's payload), reads a plain property of that name another type
            // declares (`Article.headline: String?`) as likely as the Rx one: it calls neither.
            if reach == .unknown, reference.access == .member, !reference.receiverIsDeclared, !reference.isCall,
                index.apiKind[api].isProperty, !throughWrapper,
                !reference.receiverMayBe(index.apiOuterType[api]), !reference.receiverMayBe(index.apiInnerType[api]),
                index.plainProperties.sortedContains(reference.hash)
            {
                continue
            }
            // A receiver declared with a nested type's name the calling file declares itself (`input: Input` in
            // `HomeViewModel`) holds that type, not another file's `UpdateNoteViewModel.Input`.
            if reach == .ownType, index.apiInnerType[api] != index.apiOuterType[api],
                file.declaredTypes.contains(index.apiInnerType[api])
            {
                continue
            }
            // Declared with a type that inherits the API's top-level type (`let authService: AuthService` of a
            // protocol `AuthService: CommonService`), a receiver reaches it though the file never names
            // `CommonService`; not a nested type's name (`Output`), which many types share.
            // `furtherUp`: a bare member (`self.disposeBag`) of a type the file's types inherit from further up than
            // their headers name, which the file need not name.
            let inherited =
                reach == .ownType && index.apiInnerType[api] == index.apiOuterType[api]
                || furtherUp && index.apiOuterType[api] != 0 && declares(index.apiOuterType[api])
            // A receiver of unknown type (`cell.disposeBag`) may be of a type the file names or of one inheriting
            // from the API's type that it names (`ReviewCell` of a `BaseTableViewCell`'s member): the latter makes
            // the former a guess among others, never a guess of its own (`tableView.dataSource` is UIKit's, not a
            // `BaseListView`'s of a `ListView` the file names).
            // A member of the repository's own `rx` wrapper (`client.rx.fetch(query:)` of `var rx: RxGraphClient`)
            // is in sight wherever `.rx` reaches it.
            let inSight =
                inherited || index.mentionsOuterType(of: api, in: file)
                || reference.access == .rxMember && index.isOwnRxMember(api) || throughWrapper
            guard reach != .none, !(ownType && reach == .conforming),
                inSight
                    || reach == .unknown && reference.access == .member && index.apiOuterType[api] != 0
                        && namesSubtype(index.apiOuterType[api]),
                index.reaches(api, by: reference, declares: declares, metatypeFirst: metatypeFirst),
                !((standard || mutator && index.apiShape[api].extendsRx)
                    && index.mayBeStandardMember(reference, of: api))
            else { continue }
            if reach == .ownType, !ownType {
                ownType = true
                local = false
                named = false
                chosen.removeAll(keepingCapacity: true)
            }
            let isLocal = index.compiles(module, file: declaring)
            if isLocal, !local {
                local = true
                named = false
                chosen.removeAll(keepingCapacity: true)
            }
            if isLocal || !local {
                chosen.append(api)
                named = named || inSight
            }
        }
        if !named { chosen.removeAll(keepingCapacity: true) }
    }

    /// What placing callers reads of the index: path ranks and modules.
    fileprivate struct Placing: Sendable {
        var pathRank: [Int]
        var pathModule: [Int]
        var moduleNames: [String]

        init(_ index: ResolverIndex) {
            pathRank = index.pathRank
            pathModule = index.pathModule
            moduleNames = index.moduleNames
        }
    }

    /// The call sites as locations, sorted by path, line and column.
    private static func locations(_ calls: [Call], files: [SourceFile], placing: Placing) -> [SourceLocation] {
        guard !calls.isEmpty else { return [] }
        let sorted = calls.sorted {
            let left = placing.pathRank[Int($0.file)], right = placing.pathRank[Int($1.file)]
            if left != right { return left < right }
            return ($0.line, $0.column) < ($1.line, $1.column)
        }
        return sorted.map {
            SourceLocation(path: files[Int($0.file)].inventory.path, line: Int($0.line), column: Int($0.column))
        }
    }

    /// The modules of the calling files, sorted, without duplicates.
    private static func callerModules(_ calls: [Call], placing: Placing) -> [String] {
        guard !calls.isEmpty else { return [] }
        var seen = [Bool](repeating: false, count: placing.moduleNames.count)
        for call in calls { seen[placing.pathModule[Int(call.file)]] = true }
        return seen.indices.filter { seen[$0] }.map { placing.moduleNames[$0] }.sorted()
    }
}

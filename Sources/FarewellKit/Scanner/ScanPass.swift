/// The working state of one `SourceScanner.scan`: code tokens, scopes, chains and what was found so far.
struct ScanPass {
    typealias Keyword = WordTable.Keyword

    /// A brace scope: a type, a function or computed property (named), or a block or closure (unnamed).
    struct Scope {
        var path: EnclosingNames.Ref
        var isType: Bool
        var isNamed: Bool
        /// Default access of members (`public extension`, a protocol's access), or `.none`: a keyword, not a
        /// `String`, so a scope holds no reference and copying one (on every brace) retains nothing.
        var memberAccess = WordTable.Keyword.none
        /// An enum's body: the access of its cases, which have none of their own (`public enum Route` has public
        /// cases, and so has an enum without a modifier in a `public extension`); `.none` elsewhere.
        var caseAccess = WordTable.Keyword.none
        /// Inside an extension of an Rx type, where `self` is Rx.
        var rxSelf = false
        /// The body of a protocol: its members are requirements.
        var isProtocol = false
        /// An extension's body: its type may be declared in another file, with members its bare names reach.
        var isExtension = false
        /// Index in `ScanPass.conformances` of what a type or extension's header names after its name
        /// (`: SwiftHubAPI`), or -1: a scope is copied on every brace, so it holds no array of its own.
        var conformances: Int32 = -1
        /// The name hash of the type a type or extension body belongs to (`RestApi` of `extension RestApi`),
        /// else 0.
        var typeName: UInt64 = 0
        /// The token of the scope's `{`.
        var open: Int32 = -1
        /// For `extension Reactive where Base: CommentInputField`, the name hash of that base type, else 0.
        var reactiveBase: UInt64 = 0
        /// For `extension Reactive where Base == NSButton`, that the base is bound with `==`.
        var reactiveBaseIsExact = false
        /// For `extension PrimitiveSequence where Trait == SingleTrait`, the name hash of the stream type its trait
        /// makes (`CodeTokens.streamTrait`), else 0.
        var trait: UInt64 = 0
        /// For `extension Ext where T == UIButton`, an extension of another type, that requirement.
        var constraint = ParameterConstraint()
    }

    /// A declaration whose header is being read: its enclosing name applies until `end`.
    struct Pending {
        var enclosing: EnclosingNames.Ref
        var end: Int
        /// The scope to push when `end` is the body's `{`.
        var body: Scope?
        /// For a stored property of a type, its name's token while nothing in its declaration has asked for its
        /// node (`enclosing` is then the type's), else -1: most hold no Rx, so most of their nodes are never made.
        var storedName = -1
    }

    /// A local given a member without a type (`let output = viewModel.transform(input: input)`): its name's
    /// receiver key, the token of that member (`transform`), whose reference becomes `owner`, and the `}` of its
    /// block.
    struct MemberLocal {
        var key: UInt32
        /// The name's hash, shortened (`Reference.short`), for a property's `MemberField`.
        var name: UInt32 = 0
        var link: Int32
        var owner: Int32 = -1
        var namedOwner = false
        var blockEnd: Int32
        /// For a property's, the type it is declared in: the file's later bodies of that type (its extensions) read
        /// it too (`ScanPass.typeMemberLocals`); 0 for a local's.
        var type: UInt64 = 0
    }

    /// An occurrence found at a token, or a candidate waiting for an Rx chain.
    struct Found {
        var token: Int
        var construct: Int
        var enclosing: EnclosingNames.Ref
        /// A candidate only an Rx chain proves, whatever its construct's proofs (a call Combine shares).
        var needsChain = false
        /// Called with a first label the construct never takes (`Match.allowedLabels`): only an Rx receiver, what
        /// its chain holds before it, proves it (a library's `subscribe(weak: self, onNext:)` after `observe(on:)`);
        /// the links after it or the Rx type it is returned as say nothing of whose function it is
        /// (`Keyboard.subscribe(to: keys).subscribe(onNext:)`).
        var unknownLabel = false
        /// For `unknownLabel`, whether an Rx occurrence before it anchored its chain when it was met.
        var anchoredBefore = false
        /// The hash of the first argument label that alone proved an occurrence (`to` in `bind(to:)`), else 0:
        /// a function of that name and label the project declares itself makes the label prove nothing.
        var provingLabel: UInt64 = 0
        /// Proved as an implicit member (`.just(x)`) next to Combine, with or without an Rx import.
        var implicitMember = false
        /// Proved as an implicit member in a file without an Rx import.
        var implicitWithoutImport = false
        /// Weak only for want of an Rx import in its file: a receiver the file types (`hasOwnReceiver`) makes it
        /// no Rx; a project's function of its name does only for a named label (not `accept(_:)`, `subscribe()`).
        var weakWithoutImport = false
        /// An implicit member that counts only where an Rx type is returned (`Proof.implicitReturn`).
        var needsReturn = false
        /// A member only its place proved, called on a bare name (`hub.subscribe { }`): where the file declares that
        /// name with a type that is no Rx type and the project declares a function of that name and label itself,
        /// it is that function.
        var onTypedName = false
        /// A member only its place or an unnamed label proved (`subscribe(names)`, `drive()`), called on a member
        /// (`viewModel.output.subscribe(names)`): where the type the project declares that member with declares a
        /// function of the call's name and label itself, it is that function (`CallSiteResolver.droppingOwnMemberCalls`).
        var onMember = false
        /// For a call on a capitalized name (`NetworkError.timeout(e)`), that name's hash, else 0: where the project
        /// declares an enum case of the call's name and label in a type of that name, it is that case.
        var caseOwner: UInt64 = 0
    }

    /// `let name: Type` / a parameter / `let name = expression`: Rx-typed when its type range holds an Rx type.
    struct TypedName {
        var hash: UInt64
        /// The name's token; -1 for a function's name (typed by what it returns).
        var name: Int
        /// For a parameter, the function body it is visible in (its braces); for a local declared with a type,
        /// from its name to the end of its block; for a property, its type's body; -1 when unknown.
        var scopeStart = -1
        var scopeEnd = -1
        /// For a local, annotated or not, the `}` that closes its block; -1 for anything else.
        var blockEnd = -1
        var typeStart: Int
        var typeEnd: Int
        var initializer: Int
        /// For a property, the name hash of the type or extension it is declared in (`Scope.typeName`), else 0.
        var owner: UInt64 = 0
        /// For a local, the name hash of the innermost type or extension whose body holds it, else 0: its
        /// initializer may call that type's own function (`let model = makeModel()`).
        var localOwner: UInt64 = 0
        /// Declared in a type's body: its scope types the name there, and shadows no Rx-typed name.
        var isProperty = false
        /// Declared at file scope (`var appContext: AppContextImpl!`): other files' reads of the name are reads of
        /// it (`FileScan.typedFields`, with owner 0).
        var isGlobal = false
        /// A name a pattern binds (`case .success(let items)`, `if case let .loaded(rows) = state`, `catch let
        /// error`): a payload, no Rx value, to the end of its case, body or block (`blockEnd`).
        var isPatternBinding = false
        /// For a function declared in a type or at file scope, its name's token (`FileScan.returnTypes`); else -1.
        var function = -1
        /// For a `for` loop's variable, the token of the name of the sequence it walks (`for item in items`);
        /// -1 for anything else.
        var elementOf = -1

        /// A local declared without a type (`let paths = viewModel.selected.map { }`).
        var isUntypedLocal: Bool { name >= 0 && blockEnd >= 0 && typeStart >= typeEnd }

        /// The local named at `name`, written without a type or a value and visible up to `blockEnd` (a loop's
        /// variable, a name a pattern binds).
        static func untypedLocal(hash: UInt64, name: Int, blockEnd: Int) -> TypedName {
            var typed = TypedName(hash: hash, name: name, typeStart: name + 1, typeEnd: name + 1, initializer: -1)
            typed.blockEnd = blockEnd
            return typed
        }
    }

    /// A declaration that becomes an `RxAPI` when its signature names an Rx type. It keeps what the scan
    /// knows only where it stands (the scope); what the tokens tell (modifiers, labels) is read for the
    /// few declarations that become APIs (`ScanPass.apis`).
    struct Declaration {
        var kind: RxAPI.Kind
        var name: Int
        /// The declaring keyword (`func`, `let`, ...), after its modifiers.
        var keyword: Int
        var container: EnclosingNames.Ref
        var signatureStart: Int
        var signatureEnd: Int
        var initializer: Int
        var labels: LabelSource
        /// The enclosing scope's `memberAccess`, for a declaration without an access modifier.
        var memberAccess: WordTable.Keyword
        /// Declared in an extension of an Rx type, or as a protocol's requirement.
        var extendsRx: Bool
        var isRequirement: Bool
        /// The enclosing scope's `Scope.conformances`.
        var conformances: Int32
        /// `Scope.typeName` of the type or extension it is declared in.
        var owner: UInt64
        /// `Scope.reactiveBase` of the extension around it.
        var reactiveBase: UInt64 = 0
        /// `Scope.reactiveBaseIsExact` of the extension around it.
        var reactiveBaseIsExact = false
        /// `Scope.trait` of the extension around it.
        var trait: UInt64 = 0
        /// `Scope.constraint` of the extension around it.
        var constraint = ParameterConstraint()
    }

    /// Where a declaration's argument labels (`APIShape.labels`) come from.
    enum LabelSource {
        /// No labels: not a function or initializer (or a subscript).
        case none
        /// A function without a parameter list.
        case noParameters
        /// The parameter list opened at this token.
        case parameters(open: Int)
    }

    let scanner: SourceScanner
    let code: CodeTokens
    let names: EnclosingNames
    /// Each token's postfix chain id, or -1 (stored with the tokens, so writing it checks no array). Inlined, as
    /// `rxSelf` and `currentPath` are: a computed property called out of line from a mutating method copies the whole
    /// pass (832 bytes) first, which `match` did for every hit it recorded.
    var chain: UnsafeMutableBufferPointer<Int32> {
        @inline(__always) get { code.chain }
    }
    var chainAnchored: [Bool] = []
    /// The chains that start on what a call leaving Rx gives (`assignChain`: `provider.rx.blockingRequest(.me)` of a
    /// `Result`), in order: their members are that value's, until a link proves Rx again (`.rx`).
    var plainChains: [Int32] = []
    var scopes: [Scope] = []
    var pending: Pending? {
        didSet { pendingEnd = pending?.end ?? Int.max }
    }
    /// `pending`'s end, or `Int.max`: the per-token test reads one integer instead of copying `pending`.
    private var pendingEnd = Int.max
    /// The keyword and the end of the last property declared: a `,` there begins another binding of it.
    var bindingKeyword = -1
    var bindingEnd = -1
    var typeHeaderEnd = -1
    /// The inheritance clause of the last struct's or enum's header (`struct CounterView: View`), else empty.
    var valueInheritance = 0..<0
    var fileImports: Set<String> = []
    /// The file imports an Rx module itself.
    var seesRx = false
    /// The file imports Combine (or ComposableArchitecture, which re-exports it), whose publishers share some of
    /// Rx's calls.
    var seesCombine = false
    /// Generic parameters and associated types declared in the file, which stand for types unknown here.
    var placeholders: [UInt64] = []
    /// The one protocol a placeholder is bound to (`<Repository: AbstractRepository>`, `where Repository:
    /// AbstractRepository`, `associatedtype Repository: AbstractRepository`), by the placeholder's name hash: a name
    /// declared with the placeholder is a value of that protocol, not of a type the placeholder's name spells.
    var placeholderBounds: [(placeholder: UInt64, bound: UInt64)] = []
    /// `FileScan.genericHeaders`.
    var genericHeaders: [GenericHeader] = []
    /// The references whose receiver is a bare call's result (`makeOutput(taps).errorMessage`), with the callee's
    /// token: the file's one function of that name with a declared result types them.
    var ownCallReceivers: [(reference: Int32, callee: Int32)] = []
    /// The references whose receiver is a chain of operators keeping the kind of stream, with the name the chain
    /// starts from (`a` of `a.do(onNext: { }).mapToVoid()`): `typeChainRoots` gives them its Rx type.
    var chainRootReceivers: [(reference: Int32, root: Int32)] = []
    /// `FileScan.publisherNamedReceivers`, in any file: a library's publisher reaches the repository's `extension
    /// Publisher` without an import of Combine.
    var publisherNamedReceivers: [Int32] = []
    /// The references whose receiver is a member of `self` (`self.photo.merge(with:)`), in order: no local or
    /// parameter of that name types them.
    var selfMemberReceivers: [Int32] = []
    /// The `in` keywords of the file, in order: where closure headers end.
    var inKeywords: [Int32] = []
    /// The modules the file imports with `@_exported`, Rx's and others.
    var reexports: Set<String> = []
    /// The other modules the file imports (`FileScan.importedModules`), by name hash, and whether with `@_exported`.
    var moduleImports: [(hash: UInt64, exported: Bool)] = []
    /// The Rx libraries the file sees through a module it imports (`SourceScanner.scan(_:rxAliases:impliedImports:)`).
    var impliedImports: Set<String> = []
    /// By `SourceScanner.requiredModules`: whether the file imports each (read once its imports are), and whether a
    /// construct of each was missed for want of it (`FileScan.missedLibraries`).
    var importedSlots: [Bool] = []
    var missedSlots: [Bool] = []
    /// The repository's functions of Rx types' extensions that return no Rx type, by name hash (`LeavingCalls`):
    /// a chain is no Rx after a call of one.
    var leavingCalls: Set<UInt64> = []
    /// Libraries whose members only the file sees (`SourceScanner.scan(_:rxAliases:impliedImports:memberLibraries:)`).
    var memberLibraries: Set<String> = []
    /// `FileScan.shadowingMembers` of the whole repository, given to a file that sees libraries' members only.
    var repositoryShadowingMembers: Set<UInt64> = []
    /// `FileScan.shadowingMembers`, as found.
    var shadowingMembers: [UInt64] = []
    /// `FileScan.shadowableNames`, as found.
    var shadowableNames: [ShadowableName] = []
    /// The answers of `declaresName(_:)` so far: each name's walk over the file is made once.
    let declaredNames = DeclaredNames()
    /// The repository's reactors, by name hash (`ReactorTypes`), when the file reads their members.
    var reactorTypes: Set<UInt64> = []
    /// The places (`SourcePlace`, sorted) of the identifiers whose enclosing names
    /// `SourceScanner.enclosingNames(at:in:)` asks for, and the names found for them so far.
    var wantedEnclosings: [Int] = []
    var enclosingsFound: [(place: Int, enclosing: EnclosingNames.Ref)] = []
    /// ReactorKit's members of a reactor read after a `.` (`x.state`, `x.action`, `x.currentState`, `x.pulse`,
    /// `x.stub`), in order, with no construct yet: `addReactorReceivers` tells those whose receiver is declared with a
    /// reactor.
    var reactorMemberReads: [Found] = []
    /// The chains whose reads of ReactorKit's members `addReactorReceivers` found on one of the repository's reactors:
    /// what a module the file imports makes visible there (`FileScan.importVisibleOccurrences`).
    var reactorChains: Set<Int32> = []
    /// ReactorKit's `action` and `state` read in a reactor's body, bare or on `self`, in order, with no construct yet,
    /// and the name hash of that reactor (`recordReactorOwnRead`): `addReactorOwnReads` tells those no local value or
    /// property of the reactor's own shadows.
    var reactorOwnReads: [(read: Found, reactor: UInt64)] = []
    /// The name hashes of `action` and `state`, held by the pass: each identifier is compared with them, and a static
    /// constant is read through a lazy-initialization check each time.
    private let reactorOwnNames = (action: ScanPass.actionHash, state: ScanPass.stateHash)
    var found: [Found] = []
    var candidates: [Found] = []
    /// Members whose proof is their receiver's declared type (`Proof.receiverType`), told in `result()`.
    var typedReceiverCandidates: [Found] = []
    /// The parameters of Rx `create` closures (`Single.create { single in }`), with their braces.
    var createObservers: [(hash: UInt64, open: Int, close: Int)] = []
    var typedNames: [TypedName] = []
    /// Names of values declared with a capital (`let API = GitHubAPI()`, a parameter `API: GitHubAPI`): a member
    /// read on one is no type's static member.
    var capitalizedValues: [UInt64] = []
    /// The bodies of the file's types and extensions: the type's name hash and the body's `{`.
    var typeBodies: [(type: UInt64, open: Int32)] = []
    /// The names declared as RxTest's `TestableObserver` (`let observer = scheduler.createObserver(Int.self)`): their
    /// `events` are an array of recorded events, whose `map` is the array's.
    var testableObservers: [UInt64] = []
    /// The types `extension Reactive where Base: X` names, as written.
    var reactiveBases: [String] = []
    /// `FileScan.delegateProxies`.
    var delegateProxies: [DelegateProxyHeader] = []
    /// The file imports RxTest.
    var importsRxTest = false
    /// The file has an `@testable import`: only a test target compiles it (a mock beside the tests of a Tuist
    /// helper's test folder), whatever its name.
    var importsTestable = false
    /// The bodies of `extension Reactive where Base: T`: `T`'s name hash, which `base` holds there, and the `{`.
    var reactiveBodies: [(base: UInt64, open: Int32)] = []
    /// Name hashes in the headers of the file's types and extensions, by `Scope.conformances`.
    var conformances: [[UInt64]] = []
    /// The name hash of the type each of `conformances` belongs to.
    var conformanceOwners: [UInt64] = []
    /// Whether each of `conformances` is an extension's header (`TypeHeader.isExtension`).
    var conformanceExtends: [Bool] = []
    /// How many names of each of `conformances` its inheritance clause gives; the rest are what an extension's `where`
    /// clause requires `Self` to be (`extension HasLoadingStream where Self: Reactor`), which `self` is in its body
    /// but the type is not: every adopter of `HasLoadingStream` is no reactor.
    var conformanceClauseCounts: [Int] = []
    var declarations: [Declaration] = []
    var types: [String] = []
    /// The first name each declared type's header inherits or conforms to (`FileScan.inheritedNames`).
    var inheritedNames: [String] = []
    /// Name hashes of the types the file declares (not extensions): `class`, `struct`, `enum`, `protocol`,
    /// `actor`.
    var declaredTypes: [UInt64] = []
    /// `FileScan.topLevelTypes` and `FileScan.filePrivateTypes`.
    var topLevelTypes: [UInt64] = []
    var filePrivateTypes: [UInt64] = []
    /// `FileScan.catalogNamedTypes`.
    var catalogNamedTypes: [CatalogNamedType] = []
    /// The structs among them (`FileScan.structTypes`).
    var structTypes: [UInt64] = []
    /// The structs among them whose own body declares an initializer (`FileScan.initializedStructs`).
    var initializedStructs: [UInt64] = []
    /// Name hashes of the protocols among them.
    var declaredProtocols: [UInt64] = []
    /// The properties declared with a capitalized attribute, a property wrapper perhaps (`FileScan.wrappedProperties`).
    var wrappedProperties: [WrappedProperty] = []
    /// The reads of wrapped properties' projections (`FileScan.projectionReads`).
    var projectionReads: [ProjectionRead] = []
    /// Name hashes of the types the file extends (the last component of `extension Outer.Inner`).
    var extendedTypes: [UInt64] = []
    var references: [Reference] = []
    /// `FileScan.receiverHops`, by index in `references` until the references are final.
    var hops: [ReceiverHop] = []
    /// The last reference whose receiver is an instance of the type its name gives (`AppState.shared.x`), or -1.
    var lastInstanceReceiver: Int32 = -1
    /// The locals in whose blocks the walk is that are given a member without a type (`let output =
    /// viewModel.transform(input: input)`), innermost last.
    var memberLocals: [MemberLocal] = []
    /// Properties' member locals (`MemberLocal.type`) whose type body has ended, with their owner known: a later
    /// body of the type in the file (`private extension Interactor { }`) reads them again.
    var typeMemberLocals: [MemberLocal] = []
    /// The `{` of each type body whose header names another type, and of each extension's, that the scan is in:
    /// where a bare name can be a member declared elsewhere.
    var inheritingBodies: [Int32] = []
    /// `FileScan.argumentKinds`.
    var argumentKinds: [ArgumentKinds] = []
    /// `FileScan.argumentMembers`.
    var argumentMembers: [ArgumentMember] = []
    /// `FileScan.nilArguments`.
    var nilArguments: [NilArgument] = []
    /// `FileScan.metatypeCalls`.
    var metatypeCalls: [Int] = []
    /// `FileScan.qualifiedReceivers` of the receivers written as a qualified type's initializer call or singleton
    /// (`Share.ShareView().rx`), in source order; `typeReceivers` adds the declared ones.
    var qualifiedReceivers: [QualifiedReceiver] = []
    /// For each `argumentMembers` entry that is the file's own name (`ArgumentMember.isOwn`), in order: its index
    /// there and the name's token, where the file's declaration may tell its kind (`ownArgumentsDeclared`).
    var ownArgumentTokens: [(member: Int32, token: Int32)] = []
    /// The last `try` visited, for `CodeTokens.isTriedAlone`, which a call only needs a few tokens after one.
    var lastTry: Int32 = -100
    /// Capitalized names used in code: the types this file can be talking about.
    var mentionedTypes: [UInt64] = []
    /// `typealias Name = Target<...>` at type level, as name hashes.
    var typeAliases: [TypeAlias] = []
    /// `FileScan.aliasArguments`.
    var aliasArguments: [TypeAlias] = []
    /// `FileScan.functions`, unsorted.
    var functions: [OwnFunction] = []
    /// `FileScan.parameterTypes`.
    var parameterTypes: [ParameterType] = []
    /// The types the parameters of the initializers the file declares have, with the type each initializes
    /// (`FileScan.heldTypes`).
    var initializerParameters: [(owner: UInt64, type: UInt64)] = []
    /// `FileScan.implicitArguments`, by index in `references` until the references are final.
    var implicitArguments: [ImplicitArgument] = []
    /// The aliases of `typeAliases` whose target is the whole type written, with its name's token.
    var wholeTypeAliases: [(alias: Int, token: Int)] = []

    /// `rxAliases`: names that stand for Rx types in this file (`CodeTokens.standIn`), sorted by name. `ownTypes`: the
    /// project's types named like catalog types that the file sees (`CodeTokens.shadow`). `ownNames`: the names the
    /// repository declares that rules leave to it there (`CodeTokens.unspell`).
    init(
        scanner: SourceScanner, source: [UInt8], rxAliases: [(name: UInt64, type: UInt64, entry: Int32)] = [],
        ownTypes: OwnTypeNames = OwnTypeNames(), ownNames: Set<UInt64> = []
    ) {
        self.scanner = scanner
        code = CodeTokens(source: source, words: scanner.words)
        if !ownTypes.isEmpty { code.shadow(ownTypes, isShadowable: scanner.isShadowable(entry:)) }
        if !ownNames.isEmpty { code.unspell(ownNames, words: scanner.words) }
        if !rxAliases.isEmpty { code.standIn(rxAliases) }
        names = EnclosingNames(code: code)
        // Room from the start for what a file of this size usually collects: without it, each grows by doubling,
        // about five allocations apiece per file. Counted on the benchmark repository and four open-source apps,
        // each share holds the whole list in 40% to 100% of the files, by list; the others grow once or twice from
        // there. A list the scan keeps (`references`, `types`, `hops`, `parameterTypes`) holds its room until the
        // inventory is written, so its share stays near a typical file's; lists most files leave empty get none.
        chainAnchored.reserveCapacity(code.count / 2)
        scopes.reserveCapacity(16)
        found.reserveCapacity(code.count / 16)
        candidates.reserveCapacity(code.count / 32)
        typedNames.reserveCapacity(code.count / 16)
        declarations.reserveCapacity(code.count / 24)
        references.reserveCapacity(code.count / 8)
        mentionedTypes.reserveCapacity(code.count / 8)
        argumentKinds.reserveCapacity(code.count / 32)
        argumentMembers.reserveCapacity(code.count / 64)
        functions.reserveCapacity(code.count / 64)
        parameterTypes.reserveCapacity(code.count / 64)
        hops.reserveCapacity(code.count / 64)
        ownArgumentTokens.reserveCapacity(code.count / 128)
        let typeCount = 4 + code.count / 256
        types.reserveCapacity(typeCount)
        typeBodies.reserveCapacity(typeCount)
        declaredTypes.reserveCapacity(typeCount)
    }

    /// Walks the code tokens once.
    mutating func run() {
        readImports()
        // The file's few imports looked up among the sorted modules: asking the set of imports for each module
        // hashed every module's name.
        let required = scanner.requiredModules
        importedSlots = [Bool](repeating: false, count: required.count)
        for module in fileImports {
            let slot = required.lowerBound(of: module) { $0 }
            if slot < required.count, required[slot] == module { importedSlots[slot] = true }
        }
        missedSlots = [Bool](repeating: false, count: scanner.requiredModules.count)
        var index = 0
        while index < code.count {
            // Import paths (`import struct RxSwift.Observable`) are imports, not occurrences.
            if code.isImport(index) {
                index = max(index + 1, code.importEnd(index))
                continue
            }
            visit(index)
            index += 1
        }
    }

    /// Handles one code token: scopes, declarations, chains, occurrences and references.
    private mutating func visit(_ index: Int) {
        if index >= pendingEnd, let current = pending {
            pending = nil
            // `var router: Router!, model: WelcomeModel!`: the next binding, with the first one's keyword.
            if index == bindingEnd, code.isPunct(index, ","), index + 2 < code.count,
                code.tokens[index + 1].kind == .identifier, code.keywords[index + 1] == .none,
                code.isPunct(index + 2, ":") || code.isOperator(index + 2, .equal)
            {
                bindingEnd = -1
                declareVariable(bindingKeyword, name: index + 1)
            }
            if var body = current.body, index == current.end, code.isPunct(index, "{") {
                body.open = Int32(index)
                if body.isType, body.typeName != 0 {
                    typeBodies.append((body.typeName, body.open))
                    if !memberLocals.isEmpty || !typeMemberLocals.isEmpty {
                        reopenMemberLocals(body.typeName, at: index)
                    }
                }
                if body.reactiveBase != 0 { reactiveBodies.append((body.reactiveBase, body.open)) }
                if body.conformances >= 0 || body.isExtension { inheritingBodies.append(body.open) }
                scopes.append(body)
                return
            }
        }
        let token = code.tokens[index]
        switch token.kind {
        case .punctuation:
            if code.isPunct(index, "{") {
                // A closure in a declaration being read is that declaration's: a stored property's initializer
                // (`lazy var count = { … }()`), a parameter's default value.
                var scope = Scope(path: enclosingHere(), isType: false, isNamed: false, rxSelf: rxSelf)
                scope.open = Int32(index)
                scopes.append(scope)
            } else if code.isPunct(index, "}"), !scopes.isEmpty {
                scopes.removeLast()
                if let last = inheritingBodies.last, last == code.partner[index] { inheritingBodies.removeLast() }
            }
        case .identifier:
            if !wantedEnclosings.isEmpty { noteEnclosing(index) }
            assignChain(index)
            if code.keywords[index] != .none {
                if code.keywords[index] == .try { lastTry = Int32(index) }
                declare(index)
            }
            if code.entries[index] >= 0 { match(index) }
            if code.isPunct(index - 1, "."), ScanPass.reactorMemberHashes.contains(code.hashes[index]) {
                reactorMemberReads.append(
                    Found(token: index, construct: -1, enclosing: enclosingHere()))
            }
            if code.hashes[index] == reactorOwnNames.action || code.hashes[index] == reactorOwnNames.state {
                recordReactorOwnRead(index)
            }
            reference(index)
            mention(index)
        case .backtickIdentifier, .dollarIdentifier:
            if token.kind == .dollarIdentifier { recordProjectionRead(index) }
            assignChain(index)
        case .attribute:
            if code.entries[index] >= 0 { matchAttribute(index) }
            recordWrappedProperty(index)
        case .operator where code.shape[index] == 0:
            customOperator(index)
        default:
            break
        }
    }

    /// A use of an operator the standard library does not declare (`textField.rx.text <-> relay`): a call of the
    /// repository's operator function of that name, if it has one, or a library's operator in the catalog
    /// (`matchOperator`). Not its declaration (`func <->`, `operator <->`).
    private mutating func customOperator(_ index: Int) {
        let token = code.tokens[index]
        let hash = WordTable.hash(code.source, token.start, token.end)
        guard !ScanPass.standardOperators.contains(hash), index > 0,
            code.keywords[index - 1] != .func, code.keywords[index - 1] != .operator
        else { return }
        references.append(Reference(hash: hash, line: token.line, column: token.column, access: .bare, isCall: true))
        let entry = scanner.words.entry(hash: hash)
        if entry >= 0 { matchOperator(index, entry: entry) }
    }

    /// The standard library's operators (SIMD's pointwise ones too), by name hash: no repository declaration is
    /// called where they are written, however it overloads them.
    static let standardOperators = HashSet(
        [
            "+", "-", "*", "/", "%", "==", "!=", "===", "!==", "<", ">", "<=", ">=", "&&", "||", "!", "??", "...",
            "..<", "~=", "&", "|", "^", "~", "<<", ">>", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=",
            "&+", "&-", "&*", "&+=", "&-=", "&*=", "&<<", "&>>", "&<<=", "&>>=", "=", "->", "?", ".", "..", ".&", ".|",
            ".^", ".!", ".==", ".!=", ".<", ".>", ".<=", ".>=", "&/", "&%",
        ].map(WordTable.hash))

    /// Whether `self` is an Rx value here.
    var rxSelf: Bool {
        @inline(__always) get { scopes.isEmpty ? false : scopes[scopes.count - 1].rxSelf }
    }

    /// The innermost open scope's name.
    var currentPath: EnclosingNames.Ref {
        @inline(__always) get { scopes.isEmpty ? EnclosingNames.none : scopes[scopes.count - 1].path }
    }

    /// The name enclosing the token read now: the declaration being read, else the innermost scope's. A stored
    /// property's node is made when something in its declaration first asks (`Pending.storedName`).
    @inline(__always)
    mutating func enclosingHere() -> EnclosingNames.Ref {
        if let name = pending?.storedName, name >= 0 { return makeStoredPropertyNode(name) }
        return pending?.enclosing ?? currentPath
    }

    /// Makes the node of the stored property named at `name` whose declaration is read (`enclosingHere`).
    private mutating func makeStoredPropertyNode(_ name: Int) -> EnclosingNames.Ref {
        let node = names.storedProperty(name, in: pending?.enclosing ?? currentPath)
        pending?.enclosing = node
        pending?.storedName = -1
        return node
    }

    /// Keeps the enclosing name of the identifier at `index` when its place is one of `wantedEnclosings`: the name an
    /// occurrence found there would have.
    private mutating func noteEnclosing(_ index: Int) {
        let token = code.tokens[index]
        let place = SourcePlace.of(line: token.line, column: token.column)
        guard wantedEnclosings.sortedContains(place) else { return }
        enclosingsFound.append((place, enclosingHere()))
    }
}

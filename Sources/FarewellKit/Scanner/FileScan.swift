/// What `SourceScanner` learned about one Swift file, before the repository scanner places it in a module.
package struct FileScan: Sendable, Hashable {
    /// Lines of the file (a last line without a line break counts).
    package var lines: Int
    /// Rx modules the file imports, sorted, without duplicates.
    package var imports: [String]
    /// Rx modules the file imports with `@_exported`, sorted; they make importers of this module see Rx.
    package var reexportedImports: [String]
    /// Name hashes of the other modules the file imports, sorted: one that re-exports Rx makes the file see it
    /// (`import Shared` where `Shared` has `@_exported import RxSwift`).
    package var importedModules: [UInt64] = []
    /// Those of `importedModules` imported with `@_exported`: the file's module re-exports what they re-export.
    package var reexportedModules: [UInt64] = []
    /// Occurrences in source order, computed as if the file can see Rx; without an Rx import of its own,
    /// a library's common member name (`filterNil()`) counts only in an Rx chain.
    package var occurrences: [Occurrence]
    /// When the file imports no Rx module: the occurrences that name no Rx type (members such as `.rx`,
    /// `.drive(...)`, `.disposed(by:)`), which an Rx import in any other file of its module makes visible
    /// here, as Swift shares extension members module-wide. Empty when the file imports Rx.
    package var moduleVisibleOccurrences: [Occurrence]
    /// When the file imports no Rx module: those of `moduleVisibleOccurrences` on a value of one of the repository's
    /// reactors, in the chains ReactorKit's members start there (`sut.currentState`, `sut.state.map { }`), which a
    /// module the file imports makes visible when one of its files imports ReactorKit: before SE-0444
    /// (MemberImportVisibility), a spec's `@testable import App` brings the members of App's imports in.
    package var importVisibleOccurrences: [Occurrence] = []
    /// Declarations whose signature names an Rx type, in source order; callers are left empty.
    package var apis: [RxAPI]
    /// What the call-site resolver needs of each of `apis` beyond its `RxAPI` entry, in the same order.
    package var apiShapes: [APIShape]
    /// Type and extension names declared, in source order, as written (`Outer`, `Inner`, `Foo.Bar`).
    package var types: [String]
    /// The first name each type the file declares inherits or conforms to (`BaseViewController` of `final class
    /// Scene: BaseViewController`): its suffix gives a layer where the type's own name gives none.
    package var inheritedNames: [String] = []
    /// The name hashes of the types (and extensions) that declare the file's Rx APIs, sorted.
    package var rxTypeHashes: [UInt64] = []
    /// The lines giving a subscription holder the file declares a new lifetime (`disposeBag = DisposeBag()`), sorted
    /// (`FileInventory.lifetimeResets`).
    package var lifetimeResets: [Int] = []
    /// What its code says of RIBs' workflows (`WorkflowFacts`); nil for a file that neither imports RIBs nor declares
    /// a step's result.
    package var workflowFacts: WorkflowFacts?
    /// The enclosing names of the stored properties of types holding occurrences (`FeedViewModel.items`), in source
    /// order (`FileInventory.storedProperties`).
    package var storedProperties: [String] = []
    /// The types, as name hashes, of the values whose ReactorKit `reactor` the file sets or reads (`headerView.reactor
    /// = r` of a `headerView` cast `as? DetailHeaderView`), sorted (`FileInventory.reactorViewTypes`).
    package var reactorViewTypes: [UInt64] = []
    /// Identifiers in member-access or call position that are not declarations, in source order.
    package var references: [Reference]
    /// Capitalized names used in code, as `Reference.hash` values, sorted and unique: the types the file can
    /// be talking about.
    package var mentionedTypes: [UInt64]
    /// The file's `typealias Name = Target...` declarations: naming `Name` elsewhere names `Target`.
    package var typeAliases: [TypeAlias]
    /// The types the file's aliases take as generic arguments (`CellConfiguration` of `typealias DetailSectionModel
    /// = SectionModel<Int, CellConfiguration>`), as `TypeAlias`es: naming the alias names them too, though the alias
    /// stands for none of them.
    package var aliasArguments: [TypeAlias] = []
    /// Each type or extension header's inheritance clause, by the type's name (`: CoordinatorVC, Bindable`):
    /// a bare call can be a member they inherit, and across the repository they give each type its
    /// supertypes and protocols (`TypeGraph`).
    package var typeHeaders: [TypeHeader] = []
    /// Name hashes of the types the file declares (not its extensions), sorted and unique.
    package var declaredTypes: [UInt64] = []
    /// Those declared at the top level, neither `private` nor `fileprivate`, sorted and unique, with the aliases
    /// declared there of another type (`typealias ShareView = LocalShareView`): in the file's module they shadow an
    /// imported module's types of those names (`ResolverIndex.moduleTypes`).
    package var topLevelTypes: [UInt64] = []
    /// Those declared `private` or `fileprivate` at the top level, sorted and unique: they shadow in the file alone.
    package var filePrivateTypes: [UInt64] = []
    /// The types the file declares with a catalog type's name (`enum Event<T>`, `final class DisposeBag`), in source
    /// order: where Swift finds them first, that name is the project's type (`OwnTypeShadows`).
    package var catalogNamedTypes: [CatalogNamedType] = []
    /// The structs the file declares: only a struct has a memberwise initializer (`ResolverIndex.memberwise`).
    package var structTypes: [UInt64] = []
    /// The structs among them whose own body declares an initializer, which replaces the memberwise one, sorted.
    package var initializedStructs: [UInt64] = []
    /// Name hashes of the protocols among them, sorted and unique.
    package var declaredProtocols: [UInt64] = []
    /// The properties declared with a capitalized attribute (`@Streamed var names`), in source order.
    package var wrappedProperties: [WrappedProperty] = []
    /// The reads of a property wrapper's projection (`prefs.$userID`), in source order.
    package var projectionReads: [ProjectionRead] = []
    /// The properties the file declares with a type (`let rootView: ProfileInputView`), by the type they belong
    /// to: a subclass's or an extension's file reaches their members through them (`self.rootView.text`).
    package var typedFields: [TypedField] = []
    /// The types the file's own types hold in their properties (`let viewModel: ProfileViewModel`, `let reactor =
    /// HomeReactor()`) or take in their initializers (`init(viewModel: ProfileViewModel)`), as name hashes, sorted
    /// and unique: a view holding a view model is its screen, whatever their names (`FileInventory.heldModels`).
    package var heldTypes: [UInt64] = []
    /// The functions the file declares in a type with a return type (`func transform(input: Input) -> Output`),
    /// as `TypedField`s keyed by the function's name; also those at file scope (`func makeButton() -> UIButton`),
    /// of owner 0.
    package var returnTypes: [TypedField] = []
    /// The references whose receiver another member's declared type types (`ReceiverHop`), by reference.
    package var receiverHops: [ReceiverHop] = []
    /// The properties given another value's member without a type (`var searchView = resolver.searchView`), in
    /// source order: typed once every file is scanned (`MemberField`).
    package var memberFields: [MemberField] = []
    /// The properties holding a metatype (`static let worker = WorkerProtocol.self`), typed with the type they hold.
    package var metatypeConstants: [TypedField] = []
    /// The properties given a service a container resolves through a metatype constant of another file
    /// (`ResolvedField`).
    package var resolvedFields: [ResolvedField] = []
    /// The references whose receiver is a name ending in `Publisher`, read or called (`syncStatePublisher
    /// .asObservable()`, `kit.operationPublisher(tagQuery: q).asObservable()`), by index in `references`: a Combine
    /// publisher where no declaration types it (`CallSiteResolver.typingPublisherNamedReceivers`).
    package var publisherNamedReceivers: [Int32] = []
    /// The properties the file declares in a generic type with one of its generic parameters (`let viewModel: T` in
    /// `BaseViewController<T>`), the parameter's name hash for a type: a subclass's arguments type them.
    package var genericFields: [TypedField] = []
    /// The file's generic types' parameters and its types' superclasses' generic arguments (`GenericHeader`).
    package var genericHeaders: [GenericHeader] = []
    /// The properties declared with a generic type of one argument that is the type they belong to (`var ext:
    /// Ext<Self>` in `extension Extended`), as RxSwift's `var rx: Reactive<Self>` is: other files read the
    /// wrapper's members through them (`button.ext.isEnabled`, `WrapperProperties`).
    package var selfWrappers: [TypedField] = []
    /// Name hashes of the types the file extends, sorted and unique.
    package var extendedTypes: [UInt64] = []
    /// The properties the file declares in a type without an Rx type (`let items: [Int]`), with the types they
    /// belong to, in source order: that name read on a receiver of unknown type is no function passed as a
    /// value, and a receiver named after that type (`server.key` of a `Server`'s `var key: String`) reads that one.
    package var plainMembers: [PlainMember] = []
    /// The functions the file declares, Rx or not, sorted by name: `self.observeAll()` beside a `private func
    /// observeAll()` is that one.
    package var functions: [OwnFunction] = []

    /// Whether the file declares a type, an extension or a function: not empty, nor comments and imports alone.
    var declaresCode: Bool {
        !declaredTypes.isEmpty || !extendedTypes.isEmpty || !functions.isEmpty || !typeHeaders.isEmpty
    }
    /// The parameters of the functions and initializers the file declares, Rx or not, with their types, in source
    /// order: an implicit member passed to one in any file has its type (`implicitArguments`).
    package var parameterTypes: [ParameterType] = []
    /// The implicit members passed as whole arguments (`coordinate(by: .openList(stream: items))`), in source order.
    package var implicitArguments: [ImplicitArgument] = []
    /// The calls whose arguments' names spell stream types (`subscribe(disposeBag, viewModel.stateDriver)`), in
    /// source order.
    package var argumentKinds: [ArgumentKinds] = []
    /// `ArgumentMember`s, sorted by place: few calls have one.
    package var argumentMembers: [ArgumentMember] = []
    /// The arguments that are `nil` alone (`reload: nil`, `reload(nil)`), sorted by their calls' places: few calls
    /// have one.
    package var nilArguments: [NilArgument] = []
    /// The places (`SourcePlace`) of the calls of a catalog name whose first argument is a metatype, unlabeled
    /// (`items.catchError(LoadError.self) { }`), in source order: only a project's overload taking one is called so
    /// (`APIShape.takesMetatypeFirst`). Few calls are.
    package var metatypeCalls: [Int] = []
    /// The receivers whose type the file writes qualified (`Share.ShareView()`, `let view: Share.ShareView`), sorted
    /// by their references' places: few are.
    package var qualifiedReceivers: [QualifiedReceiver] = []
    /// Operators only an Rx chain proves, where nothing in this file does (`repository.getBook(id).map`):
    /// an Rx API of another file named in the chain proves them when the repository is assembled.
    package var chainCandidates: [ChainCandidate]
    /// Occurrences that only their call's label proves (`homeVC.bind(to: viewModel)`): a function of that name
    /// and label the repository declares itself (`ownMembers`) makes them no Rx, unless an Rx API of another
    /// file named in their chain proves them.
    package var labelProofs: [LabelProof] = []
    /// Occurrences left out: an Rx type's own method (`Match.needsRxReceiver`) called on a name the file declares in
    /// sight with a type that is no Rx type it knows (`relay.accept(1)` after `let relay = StateRelay(0)`), in
    /// source order. A type the repository's headers make an Rx type (`final class Sink: ObserverType`) takes them
    /// back (`SourceFile.assemble`).
    package var plainReceiverCalls: [PlainReceiverCall] = []
    /// Functions the file declares with no Rx type that spell a catalog member, outside Rx extensions
    /// (`func bind(to viewModel: ViewModel)`, `static func just(_ value: Output)`), as
    /// `Reference.pairKey(name, CallLabel.key)` for each label a call can start with; sorted and unique.
    package var ownMembers: [UInt64] = []
    /// Functions the file declares in a type, with or without an Rx type, outside Rx extensions, that spell a catalog
    /// member (`protocol Out { func bind(to q: Observable<String>) }`), as `Reference.pairKey` of
    /// `Reference.pairKey(name, CallLabel.key)` and the type's `Reference.short` name hash, for each label a call can
    /// start with; sorted and unique: a label proof on a receiver declared with that type (`LabelProof.receiverType`)
    /// or reached through a member of it (`viewModel.output.bind(to: q)`, `CallSiteResolver.droppingOwnMemberCalls`)
    /// is its call.
    package var typeMembers: [UInt64] = []
    /// Functions of the file's Rx type extensions that carry no Rx type (`func asPublisher() -> AnyPublisher`),
    /// by name hash: calls that leave Rx, after which a chain is no Rx by another file's proof.
    package var leavingRx: [UInt64] = []
    /// Libraries whose constructs the file spells but does not import itself, while it imports Rx
    /// (`vc.reactor = HomeReactor()` in a file importing RxFlow, not ReactorKit), sorted: where another file of its
    /// module imports one, Swift makes its members visible here, and the file is scanned again seeing it.
    package var missedLibraries: [String] = []
    /// The catalog members a declaration shadows (`Match.isShadowedByDeclarations`) that the file declares in an
    /// extension (`var isNotEmpty: Bool { … }` in its `extension Collection`), by name hash, sorted: in the files that
    /// see the library only through another file's import, the repository's own (`SourceScanner.scan`'s
    /// `shadowingMembers`). A member of a type's own body (`class AnyOccupiable { var isNotEmpty: Bool }`) is not.
    package var shadowingMembers: [UInt64] = []
    /// The names the file spells that rules leave to the repository where it declares them
    /// (`Match.isShadowedByRepository`: RxSwift 2's `rx_tap`, NSObject+Rx 2's `rx_disposeBag`), each once, sorted by
    /// name hash, with whether the file declares it (`var rx_hidden: AnyObserver<Bool>`). A file spelling one that
    /// the repository declares is scanned again with it no catalog symbol (`SourceScanner.scan`'s `ownNames`).
    package var shadowableNames: [ShadowableName] = []
    /// The file reads ReactorKit's members of a reactor on some value (`x.state`, `x.action`, `x.currentState`,
    /// `x.pulse`, `x.isStubEnabled`, `x.stub`): where it names one of the repository's reactors, it is scanned again
    /// knowing them (`ReactorTypes`).
    package var readsReactorMembers = false
    /// An occurrence is an alias of an Rx type the repository declares, written where it stands for the type
    /// (`RxAliases`): the file uses Rx through it, also without an Rx import of its own (a module's public
    /// `SyncObservable` in a file that imports only that module).
    package var usesRxAlias = false
    /// The file imports a test framework (`XCTest`, `Testing`, `Quick`, `Nimble`, `RxTest`) or has an `@testable
    /// import`.
    package var importsTestFramework = false
    /// Whether the file imports Combine (or OpenCombine, or ComposableArchitecture, which re-exports it).
    package var importsCombine = false
    /// Whether its leading comments say a generator wrote it (`GeneratedHeader`).
    package var isGenerated = false
    /// Whether its leading comments say `farewell scaffold` wrote it (`ScaffoldHeader`).
    package var isScaffolded = false
    /// The file imports a UI framework (`UIKit`, `AppKit`, `Cocoa`, `SwiftUI`): a data source there feeds a view.
    package var importsUIFramework = false
    /// The types the file's `extension Reactive where Base: X` extend, as written, sorted: a view's (ui) or
    /// another API's (`CLLocationManager`, infra).
    package var reactiveBases: [String] = []
    /// The RxCocoa delegate proxies the file declares (`DelegateProxyHeader`), in source order.
    package var delegateProxies: [DelegateProxyHeader] = []

    package init(
        lines: Int, imports: [String], reexportedImports: [String] = [], occurrences: [Occurrence],
        moduleVisibleOccurrences: [Occurrence] = [], importVisibleOccurrences: [Occurrence] = [], apis: [RxAPI] = [],
        apiShapes: [APIShape]? = nil,
        types: [String] = [], references: [Reference] = [], mentionedTypes: [UInt64] = [],
        typeAliases: [TypeAlias] = [], chainCandidates: [ChainCandidate] = []
    ) {
        self.lines = lines
        self.imports = imports
        self.reexportedImports = reexportedImports
        self.occurrences = occurrences
        self.moduleVisibleOccurrences = moduleVisibleOccurrences
        self.importVisibleOccurrences = importVisibleOccurrences
        self.apis = apis
        self.apiShapes = apiShapes ?? Array(repeating: APIShape(), count: apis.count)
        self.types = types
        self.references = references
        self.mentionedTypes = mentionedTypes
        self.typeAliases = typeAliases
        self.chainCandidates = chainCandidates
    }
}

/// A property declared with a type: the name hash of the type it belongs to, its name's receiver key
/// (`Reference.receiverKey` of `rootView.x`: the name capitalized, shortened), its name's hash shortened
/// (`Reference.short`) and its type's name hash. Also a function's return type (`FileScan.returnTypes`), without
/// a receiver key.
package struct TypedField: Sendable, Hashable {
    package var owner: UInt64
    package var key: UInt32 = 0
    package var name: UInt32
    package var type: UInt64
}

/// A member reached through another member (`AppState.shared.tabController?.itemTapped`,
/// `viewModel.transform(input: input).title`, or through a local given one: `let output =
/// viewModel.transform(input: input)`, then `output.title`): the receiver of `FileScan.references[reference]`
/// has the type that the property or function `references[owner]` names is declared with in the type
/// `references[owner]`'s receiver has (at file scope for a bare call: `let button = makeButton()`, then
/// `button.rx.tap`), which only the repository's declarations tell.
package struct ReceiverHop: Sendable, Hashable {
    package var reference: Int32
    package var owner: Int32
    /// The owner's receiver is an instance of the type its name gives (`AppState.shared`, `Client()`), though not
    /// declared (`Reference.receiverIsDeclared`).
    package var namedOwner: Bool
    /// The owner is the call of an RxSwift operator that keeps the kind of stream (`ScanPass.keepsKind`): the
    /// reference's receiver has the Rx type of the owner's receiver (`input.trigger.map { }.mapToVoid()` is called on
    /// a `Driver` where `trigger` is one).
    package var keepsKind = false
}

/// A property given another value's member without a type (`var searchView = resolver.searchView`): `field`, whose
/// type only the repository's declaration of that member tells (`extension Assembly { var searchView: SearchView }`),
/// and `hop`, whose owner and reference are that member's reference. `CallSiteResolver.hopTypes` types it as it types
/// a hop's receiver, for other files to read it (`base.searchView.rx.state` in an `extension Reactive where Base:
/// OtherView`).
package struct MemberField: Sendable, Hashable {
    package var field: TypedField
    package var hop: ReceiverHop
}

/// A property given the service a container resolves through a metatype constant (`static let worker =
/// Container.resolve(Protocols.worker.self)`) that its file does not declare: `field`, whose type is the one the
/// constant holds, and the constant's owner and name (`Reference.short` of `Protocols` and `worker`), which
/// `CallSiteResolver.typingResolvedFields` looks up among every file's `FileScan.metatypeConstants`.
package struct ResolvedField: Sendable, Hashable {
    package var field: TypedField
    package var constantOwner: UInt32
    package var constantName: UInt32
}

/// A type's generic parameters (`BaseViewController<T>`: `T`) and the generic arguments its header gives the type it
/// inherits first (`HomeViewController: BaseViewController<HomeViewModel>`: `HomeViewModel`), as name hashes; of a
/// qualified argument (`HomeViewModel.Input`), the last name.
package struct GenericHeader: Sendable, Hashable {
    package var type: UInt64
    package var parameters: [UInt64]
    package var superclassArguments: [UInt64]
    /// For each of `superclassArguments`, the name before its last (`HomeViewModel` of `HomeViewModel.Input`), 0 for
    /// an argument written alone; empty when every argument is.
    package var superclassArgumentOuters: [UInt64] = []
}

/// The first requirement an extension's `where` clause puts on a generic parameter written alone (`T == UIButton`
/// of `extension Ext where T == UIButton`, `T: UIControl`), as name hashes; 0 for none.
package struct ParameterConstraint: Sendable, Hashable {
    package var parameter: UInt64 = 0
    package var type: UInt64 = 0
    /// Bound with `==`: that type only, not a subclass of it.
    package var isExact = false
}

/// A class the file declares as an RxCocoa delegate proxy: its header names `DelegateProxy` or `DelegateProxyType`
/// (`open class RxAuthorizationDelegateProxy: DelegateProxy<ASAuthorizationController,
/// ASAuthorizationControllerDelegate>, DelegateProxyType`).
package struct DelegateProxyHeader: Sendable, Hashable {
    /// The proxy's name hash (`RxAuthorizationDelegateProxy`).
    package var type: UInt64
    /// The type it wraps, as written: the first generic argument of `DelegateProxy<ASAuthorizationController, …>`;
    /// nil when its header does not say (a subclass of another proxy).
    package var base: String?
}

/// A type or extension header's inheritance clause (`class RestApi: BaseApi, SwiftHubAPI`), as name hashes.
package struct TypeHeader: Sendable, Hashable {
    /// The type's name (the last component of `extension Outer.Inner`).
    package var type: UInt64
    package var inherits: [UInt64]
    /// The header is an extension's (`extension TextAlertView: UITextFieldDelegate`): it adds conformances only, so
    /// it never names the type's superclass (`CallSiteResolver.superclasses`).
    package var isExtension: Bool
    /// What an extension's `where` clause requires `Self` to be (`HasViewModel` of `extension HasLoadingStream where
    /// Self: HasViewModel`): in its body `self` is one, so a bare `viewModel` there is `HasViewModel`'s, but the type
    /// does not inherit it (`inherits`).
    package var selfConstraints: [UInt64] = []

    package init(type: UInt64, inherits: [UInt64], isExtension: Bool = false, selfConstraints: [UInt64] = []) {
        self.type = type
        self.inherits = inherits
        self.isExtension = isExtension
        self.selfConstraints = selfConstraints
    }
}

/// An operator waiting for an Rx API of another file to prove its chain, and the names before it there.
package struct ChainCandidate: Sendable, Hashable {
    package var occurrence: Occurrence
    /// `Reference.hash` values of the lower-case names called before it in its chain, nearest first.
    package var names: [UInt64]
    /// Properties read before it on a receiver named after a type (`userRepository.session`), as
    /// `Reference.pairKey(name, type)` values.
    package var reads: [UInt64]
    /// The first argument label of each call in `names` (`Reference.hash` of the label; 0 for an unlabeled
    /// argument, no arguments or a trailing closure): a call labelled as no Rx overload of that name is labelled
    /// (`request(with:)` beside `request(_:) -> Observable`) calls another function.
    package var labels: [UInt64]
    /// `SourcePlace.of(line:column:)` of the nearest name before it in its chain (`repository.topRated(page: 1)`
    /// before `.map`, a bare `trigger` before `.take(1)`), for the call sites the resolver ties to Rx APIs; -1 when
    /// there is none, or an occurrence of its file stands between.
    package var nearestName = -1
    /// When the nearest name is a property wrapper's projection (`viewModel.$names`), the property's name hash.
    package var nearestProjection: UInt64 = 0

    package init(occurrence: Occurrence, names: [UInt64], reads: [UInt64] = [], labels: [UInt64] = []) {
        self.occurrence = occurrence
        self.names = names
        self.reads = reads
        self.labels = labels
    }
}

/// An occurrence only its call's label proved (`bind(to:)`, or `.just(_)` as an implicit member next to
/// Combine), keyed by `Reference.pairKey(symbol, CallLabel.key)`; `dependents`: the operators of its chain
/// that only it proves, which fall with it.
package struct LabelProof: Sendable, Hashable {
    package var key: UInt64
    package var candidate: ChainCandidate
    package var dependents: [Occurrence]
    /// An implicit member (`.just(x)`) in a file without an Rx import: Rx only where its module re-exports Rx.
    package var withoutImport: Bool
    /// In a file without an Rx import, called on a receiver the file types itself (`self`, `document` after
    /// `as? Document`, `Animation.linear(duration: 1)`): no Rx unless another file's Rx API proves its chain.
    package var ownReceiver = false
    /// Proved by its place alone on a name the file declares with a type that is no Rx type (`hub.subscribe { }`
    /// after `let hub = FrameHub()`): no Rx only where the project also declares a function of its name and label.
    /// Likewise on a member (`viewModel.output.subscribe(names)`): no Rx only where the type its receiver is declared
    /// with declares a function of its name and label (`receiverType`, `CallSiteResolver.droppingOwnMemberCalls`).
    package var needsOwnMember = false
    /// The name hash of the type its receiver is declared with in sight, a bare name or a property on `self` of no Rx
    /// type (`Out` of `output.bind(to: q)` after `let output: Out`), else 0: where that type or one it inherits
    /// declares a function of the call's name and label (`FileScan.typeMembers`), the call is that function, Rx
    /// signature or not, as the compiler picks it.
    package var receiverType: UInt64 = 0

    package init(key: UInt64, candidate: ChainCandidate, dependents: [Occurrence] = [], withoutImport: Bool = false) {
        self.key = key
        self.candidate = candidate
        self.dependents = dependents
        self.withoutImport = withoutImport
    }
}

/// An Rx type's method called on a name declared with another type (`FileScan.plainReceiverCalls`): the occurrence it
/// would be, and the name hash of the receiver's type.
package struct PlainReceiverCall: Sendable, Hashable {
    package var occurrence: Occurrence
    package var type: UInt64
}

/// A function a file declares (`FileScan.functions`): its name hash and its parameters' label bits, all and those
/// without a default value (`APIShape.labelBits`, `APIShape.requiredLabelBits`).
package struct OwnFunction: Sendable, Hashable {
    package var name: UInt64
    package var labels: UInt64
    package var required: UInt64
}

/// A type a file declares with a catalog type's name (`FileScan.catalogNamedTypes`): `enum Event<T> { }` at the top
/// level shadows RxSwift's `Event` in its module, a `private` one in its file, a nested one in its enclosing type.
package struct CatalogNamedType: Sendable, Hashable {
    /// The name's hash.
    package var name: UInt64
    /// The type it is nested in (`Tracker` of `struct Tracker { enum Event<T> { } }`), as a name hash; 0 at the top
    /// level or in a function's body.
    package var owner: UInt64
    /// Declared in a type's or a function's body: it shadows the catalog's type there, and where its owner
    /// qualifies it (`Tracker.Event<Int>`).
    package var isNested: Bool
    /// Declared `private` or `fileprivate` at the top level: only its own file sees it.
    package var isFilePrivate: Bool
}

/// `typealias Name = Target<...>`, as `Reference.hash` values of the two names.
package struct TypeAlias: Sendable, Hashable {
    package var name: UInt64
    package var target: UInt64
    /// Declared `private` or `fileprivate`: only its own file can name it.
    package var isFilePrivate: Bool
    /// The target is the whole type the alias stands for (`Observable` in `typealias SyncObservable<R> =
    /// Observable<Sync<R>>`), not a member type (`Outer.Inner`) nor one protocol of a composition.
    package var isWholeType = false
    /// The whole type is an Rx type (`FileScan.occurrences` holds it): the alias's name stands for it.
    package var targetsRx = false
    /// The outermost type the alias is declared in (`Sales` for `extension Sales.Event { typealias Response = … }`),
    /// as a name hash; 0 at the top level. Other files name the target only in that type's declarations and
    /// extensions, and, for a protocol, in the types whose headers name it.
    package var scope: UInt64 = 0

    package init(name: UInt64, target: UInt64, isFilePrivate: Bool = false) {
        self.name = name
        self.target = target
        self.isFilePrivate = isFilePrivate
    }

    /// Declared at the top level for one whole type of another name, no Rx type (`typealias ShareView =
    /// LocalShareView`): Swift reads the alias's name as that type, in the alias's module (in its file, `private`).
    var standsForType: Bool { scope == 0 && isWholeType && !targetsRx && name != target }
}

/// How a declared Rx API can be reached, for matching references to it without types.
package struct APIShape: Sendable, Hashable {
    /// Declared `static` or `class`: reached through its type (`Type.name`, `.name`), not an instance.
    package var isStatic = false
    /// Declared in an extension of an Rx type (`extension ObservableType`): a member of Rx values, which
    /// callers use without naming the extended type.
    package var extendsRx = false
    /// Its name is also a catalog symbol (`map` in `extension PrimitiveSequence`): such a member's calls are
    /// Rx occurrences or another type's same-named method (`[Int].map`), not calls to tell apart by name.
    package var spellsCatalogSymbol = false
    /// The argument labels a call of a function or initializer can start with, as `Reference.hash` values
    /// (`Reference.unlabeled` for `_`): the first parameter's, and the next ones' while those before have
    /// default values; nil for other declarations.
    package var labels: [UInt64]?
    /// A protocol's requirement: callers holding the protocol type call it, not the conforming types'
    /// implementations of the same name in other files.
    package var isRequirement = false
    /// An initializer of one of the repository's reactors (`ScanPass.reactorAPIType`): an API by the type it
    /// constructs, not by its parameters, so an empty call (`HomeReactor()`) calls it too.
    package var constructsReactor = false
    /// Name hashes of what the type or extension around it names in its header (`: SwiftHubAPI`): the
    /// protocols whose requirements it may implement.
    package var conformances: [UInt64] = []
    /// A property whose type is a function (`let load: () -> Single<User>`): a call can invoke it. Other
    /// properties are Rx values, which no call invokes.
    package var holdsFunction = false
    /// How many arguments a call of a function or initializer passes (`CodeTokens.argumentRange`); nil for
    /// other declarations.
    package var argumentRange: ClosedRange<Int>?
    /// For a function or initializer, `CodeTokens.labelBit` of each of its parameters' argument labels, and
    /// `CodeTokens.inoutBit` when one is `inout`.
    package var labelBits: UInt64 = 0
    /// `labelBits` of the labeled parameters without a default value.
    package var requiredLabelBits: UInt64 = 0
    /// For a function or initializer, the Rx type of each of its first parameters (`CodeTokens.parameterBits`).
    package var parameterKinds: UInt32 = 0
    /// A bit for each of the first 8 parameters that a call's argument of the same position surely is (none before
    /// it has a default value or is variadic): where `parameterKinds` holds 0, that parameter takes no stream of a
    /// kind `CodeTokens.streamKinds` names (or a generic one), and an overload taking the argument's kind wins.
    package var mappedParameters: UInt8 = 0
    /// A bit for each of the first 8 parameters whose stream's element is optional (`to relays:
    /// BehaviorRelay<Element?>...`): an argument whose element is not (`ArgumentKinds.plainElements`) is none of
    /// its values.
    package var optionalElementParameters: UInt8 = 0
    /// For a function or initializer, the `Reference.short` of the type its first parameter is written with when that
    /// is one name, no stream (`ActivityIndicator` of `track(_ indicator: ActivityIndicator)`); 0 otherwise. Of
    /// overloads taking different types, a call passing a value of one of them calls that one
    /// (`ArgumentKinds.firstType`).
    package var firstParameterType: UInt32 = 0
    /// For a function or initializer, that its last parameter takes a closure, which a trailing closure fills.
    package var takesClosure = false
    /// For a function or initializer, that it is declared `throws` or `rethrows`: a call `try` alone covers
    /// (`Reference.isTried`) calls one that is.
    package var throwsErrors = false
    /// A function whose first parameter takes a metatype (`func catchError<T: AppError>(_ type: T.Type, ...)`): no
    /// catalog operator of its name takes one, so an unlabeled first argument (`.catchError(LoadError.self) { }`)
    /// tells the call from the operator.
    package var takesMetatypeFirst = false
    /// For a member of `extension Reactive where Base: CommentInputField`, that base type's name hash.
    package var reactiveBase: UInt64 = 0
    /// For a member of `extension Reactive where Base == NSButton`, that the base is bound with `==`: a receiver of
    /// another type, a subclass too, has no such member.
    package var reactiveBaseIsExact = false
    /// For a member of an extension of another type whose `where` clause constrains a generic parameter
    /// (`extension Ext where T == UIButton`), that requirement: only a wrapper of that type has the member.
    package var constraint = ParameterConstraint()
    /// For a member of an extension narrowed to one trait (`extension PrimitiveSequence where Trait == SingleTrait`),
    /// the name hash of the stream type of that trait (`Single`): a receiver of another trait has none of them.
    package var trait: UInt64 = 0
    /// For a function, that it returns an Rx type (`-> Single<User>`, `-> Disposable`), not only takes one or
    /// returns a type nested in one (`-> Observable<Element>.Publisher<Self>`, a Combine bridge): only then are
    /// the calls chained on its calls Rx.
    package var returnsRx = true
    /// For a function, that one of its generic parameters is in its result type and in none of its parameters' types
    /// (`func send<R>(_ request: Message) -> Observable<R>`): only a context that types the result calls it where an
    /// overload that is not generic takes the same arguments (`Reference.resultContext`).
    package var genericInResultOnly = false
    /// For a function, the `Reference.elementKey` of the type its result's element is written with (`Void` of `->
    /// Observable<Void>`, `ContextResponse` of `-> Observable<ContextResponse<R>>`, `[R]` of `-> Observable<[R]>`),
    /// whose name is 0 when it is a generic parameter of the function; 0 when there is no result.
    package var resultWrapper: UInt32 = 0
    /// That the declaration is written `override`: only such a member overrides a base class's
    /// (`ResolverIndex.overrides(of:)`).
    package var isOverride = false
    /// For an initializer or function whose every Rx type is written in labeled parameters' types (`init(title:
    /// String, reload: PublishSubject<Void>? = nil)`), or unlabeled ones' whose argument's position every call fixes
    /// (`init(_ reload: Observable<Void>?)`), those parameters' argument labels as name hashes, or their
    /// `CodeTokens.positionLabel`s, sorted: a call leaving each out or passing `nil` alone passes no stream
    /// (`CallSiteResolver.passesNoStream`). Nil otherwise.
    package var rxParameterLabels: [UInt64]?
}

extension APIShape {
    /// Delegates to the memberwise initializer the compiler writes (told apart by `constructsReactor`), as
    /// `RxAPI.init(name:kind:access:line:column:container:rxTypes:callers:callerModules:implements:)` does: one
    /// assigning the fields itself copied the whole shape on its way out of every call.
    package init(
        isStatic: Bool = false, extendsRx: Bool = false, spellsCatalogSymbol: Bool = false, labels: [UInt64]? = nil,
        isRequirement: Bool = false, conformances: [UInt64] = [], holdsFunction: Bool = false,
        argumentRange: ClosedRange<Int>? = nil
    ) {
        self.init(
            isStatic: isStatic, extendsRx: extendsRx, spellsCatalogSymbol: spellsCatalogSymbol, labels: labels,
            isRequirement: isRequirement, constructsReactor: false, conformances: conformances,
            holdsFunction: holdsFunction, argumentRange: argumentRange)
    }
}

/// A use of a name in member-access (`.fetch`) or call (`fetch(`) position; the repository scanner matches
/// them against Rx APIs declared in other files to count call sites.
///
/// The name is kept as its 64-bit FNV-1a hash (`Reference.hash(of:)`), which the scanner computes for
/// every identifier anyway: a file holds thousands of references, and none of them needs a `String`.
package struct Reference: Sendable, Hashable {
    /// How the name is reached, which decides what kind of declaration it can mean.
    package enum Access: UInt8, Sendable {
        /// `name(` with no receiver, `self.name` or `super.name`: a function at file scope, an initializer, or
        /// a member of the type the code is in.
        case bare
        /// `value.name`: an instance member.
        case member
        /// `Type.name` (a capitalized receiver) or `.name` with no receiver (an implicit member): a static
        /// member or an enum case.
        case typeMember
        /// `value.rx.name`: a member of an `extension Reactive`.
        case rxMember
    }

    package var hash: UInt64
    /// `CodeTokens.labelBit` of each argument label the call writes (`Arguments.labels`), and
    /// `CodeTokens.inoutBit` when it passes `&value`.
    private var labels: UInt64 = 0
    /// The line in the low 25 bits, then whether the receiver's type is declared, whether it is a bare
    /// argument, the access, whether it is passed, has arguments and is a call: a file holds thousands of
    /// references, which stay 32 bytes each.
    private var packed: UInt32
    /// The column in the low 26 bits, then the arguments' count plus one (0: not a call; 15: 14 or more),
    /// whether a `{` that may be a block follows the `)` (`if valid() {`), and whether the count ends in
    /// trailing closures (`load { value in }`).
    private var columnAndArguments: UInt32
    /// `firstLabel` in 15 bits (`Reference.shortLabel`), `isTried` in bit 15, then from bit 16 `resultContext` in 2
    /// bits and `resultHead` in 14.
    private var label: UInt32
    /// `receiverType`, shortened.
    private var receiver: UInt32

    /// The `firstLabel` and declared label of an argument without one (`_`).
    package static let unlabeled: UInt64 = 1
    /// The label key of a call without arguments, `name()`, in `FileScan.ownMembers`.
    package static let noArguments: UInt64 = 2

    /// `firstLabel`: the call's first argument label as a name hash, `Reference.unlabeled` for an unlabeled
    /// first argument, 0 when it tells nothing (no call, an empty call, a trailing closure).
    /// `receiverType`: for `value.name` on a plain name, the hash of that name capitalized
    /// (`userRepository.fetch()` -> `UserRepository`), the type the value probably has; else 0.
    /// `isPassed`: a member named without a call as an argument (`flatMapLatest(useCase.execute)`), which can
    /// be a function passed as a value. `hasArguments`: followed by `(` (`isCall` also counts a trailing `{`).
    package init(
        hash: UInt64, line: Int, column: Int, access: Access = .member, isCall: Bool = true, firstLabel: UInt64 = 0,
        receiverType: UInt64 = 0, isPassed: Bool = false, hasArguments: Bool = false, isBareArgument: Bool = false,
        arguments: Arguments? = nil
    ) {
        self.hash = hash
        label = UInt32(Reference.shortLabel(firstLabel))
        receiver = receiverType == 0 ? 0 : Reference.short(receiverType)
        packed =
            UInt32(min(max(line, 0), Reference.maxLine)) | UInt32(access.rawValue) << 27 | (isPassed ? 1 << 29 : 0)
            | (hasArguments ? 1 << 30 : 0) | (isCall ? 1 << 31 : 0) | (isBareArgument ? 1 << 26 : 0)
        columnAndArguments = UInt32(min(max(column, 0), Reference.maxColumn))
        if let arguments {
            labels = arguments.labels
            columnAndArguments |=
                UInt32(min(arguments.count, 14) + 1) << 26 | (arguments.mayBeBlock ? 1 << 30 : 0)
                | (arguments.closures ? 1 << 31 : 0)
        }
    }

    /// A name hash in 32 bits, never 0 or 1 (which mark no label and an unlabeled argument).
    @inline(__always)
    static func short(_ hash: UInt64) -> UInt32 {
        let value = UInt32(truncatingIfNeeded: hash ^ hash >> 32)
        return value < 2 ? value &+ 2 : value
    }

    /// A label's name hash in 15 bits, never 0 or 1 (which mark no label and an unlabeled argument, and stay).
    /// Two labels may share one, which only keeps a candidate.
    @inline(__always)
    static func shortLabel(_ hash: UInt64) -> UInt16 {
        guard hash > Reference.unlabeled else { return UInt16(hash) }
        let value = UInt16(truncatingIfNeeded: hash ^ hash >> 16 ^ hash >> 32 ^ hash >> 48) & 0x7FFF
        return value < 2 ? value &+ 2 : value
    }

    /// The first label, 0 (tells nothing), `unlabeled`, or a shortened name hash (greater than `unlabeled`).
    package var firstLabel: UInt64 { UInt64(label & 0x7FFF) }

    /// How the call's context types its result (`CodeTokens.resultContext`): `typedResult`, `untypedResult`, or 0
    /// when it cannot tell.
    package var resultContext: UInt8 { UInt8(label >> 16 & 3) }

    /// For a typed result, the `elementKey` of the element type the context names (`ContextResponse` of `.map {
    /// (response: ContextResponse<Chat>) in`, `[Int]` of `-> Observable<[Int]>`), 0 for none.
    package var resultHead: UInt32 { label >> 18 }

    /// The call is all of an expression `try` starts, on a name alone (`try client.send(request)`), its arguments
    /// calling nothing (`CodeTokens.isTriedAlone`): its callee throws. Bit 15 of `label`.
    package var isTried: Bool { label >> 15 & 1 != 0 }

    mutating func setTried() { label |= 1 << 15 }

    /// Records `CodeTokens.resultContext`: the context in 2 bits, the head's key above them.
    mutating func setResultContext(_ packed: UInt32) { label = label & 0xFFFF | (packed & 0xFFFF) << 16 }

    /// A type name's hash in 12 bits, never 0: the name of the element type of a typed context (`resultHead`) against
    /// an overload's result (`APIShape.resultWrapper`), in their `elementKey`s. Two names may share one, which only
    /// keeps a candidate.
    package static func headKey(_ hash: UInt64) -> UInt32 {
        let value = UInt32(truncatingIfNeeded: hash ^ hash >> 21 ^ hash >> 42) & 0xFFF
        return value == 0 ? 1 : value
    }

    /// How an element type is written around its name: alone (`Bool`, a generic `R`), in an array (`[Bool]`), as an
    /// optional (`Bool?`), or otherwise (`ContextResponse<R>`, `[String: Bool]`, `[Bool]?`).
    package enum ElementForm: UInt32 { case plain, array, optional, other }

    /// An element type in 14 bits: the `headKey` of its name (0 for a generic parameter of the function, which any
    /// type fills), its `ElementForm` in the 2 bits above: `Single<Bool>` and `Single<[Bool]>` differ.
    package static func elementKey(_ head: UInt32, _ form: ElementForm) -> UInt32 { head & 0xFFF | form.rawValue << 12 }

    /// The `headKey` of an `elementKey`, 0 for a generic parameter.
    package static func elementName(_ key: UInt32) -> UInt32 { key & 0xFFF }

    /// The `ElementForm` of an `elementKey`.
    package static func elementForm(_ key: UInt32) -> ElementForm { ElementForm(rawValue: key >> 12 & 3) ?? .other }

    /// The call's context gives its result a type (`.map { (response: Response) in`, `let user: Single<User> =`).
    package static let typedResult: UInt8 = 2
    /// Nothing in the call's context can give its result a type (`client.send(request).subscribe()`).
    package static let untypedResult: UInt8 = 1

    /// Whether the first argument label is one of `labels` (name hashes, `unlabeled` for `_`).
    /// Whether the call writes the label `name` (a name hash), as far as its label bits tell.
    func writesLabel(_ name: UInt64) -> Bool {
        let bit = CodeTokens.labelBit(name)
        return labels & bit == bit
    }

    /// Whether the call writes an argument label anywhere (`retry(3, delayOption: .immediate)`).
    var writesAnyLabel: Bool { labels & ~CodeTokens.inoutBit != 0 }

    func labelIsAmong(_ labels: [UInt64]) -> Bool {
        labels.contains { UInt32(Reference.shortLabel($0)) == label & 0x7FFF }
    }

    /// `receiverType`, shortened; 0 for none.
    var receiverKey: UInt32 { receiver }

    /// Replaces the type the receiver's name suggests with the one its declaration gives.
    mutating func setReceiverType(_ typeHash: UInt64) { setReceiverKey(Reference.short(typeHash)) }

    /// Gives the receiver the type whose shortened name hash is `key`, as a declaration would.
    mutating func setReceiverKey(_ key: UInt32) {
        receiver = key
        packed |= 1 << 25
    }

    /// Gives the receiver the type its name suggests (`Ext` of `view.ext.name`, read through a wrapper property), as a
    /// plain name's (`ext.name`) has, without a declaration.
    mutating func setReceiverName(_ key: UInt32) {
        receiver = key
        packed &= ~(1 << 25)
    }

    /// Makes `AppContext.name`, read on a capitalized global variable rather than a type, an instance member of the
    /// type the variable is declared with.
    mutating func setGlobalReceiver(_ typeHash: UInt64) {
        packed = packed & ~(3 << 27) | UInt32(Access.member.rawValue) << 27
        setReceiverType(typeHash)
    }

    /// Makes `value.name` on a value of type `Reactive<Base>` (`Api.provider.request(...)`) what `value.rx.name` is:
    /// a member of an `extension Reactive`, of a base unknown here.
    mutating func setReactiveMember() {
        receiver = 0
        packed = packed & ~(1 << 25 | 3 << 27) | UInt32(Access.rxMember.rawValue) << 27
    }

    /// The receiver's type comes from its declaration in the file (`let repository: UserRepositoryType`), not
    /// from its name alone.
    var receiverIsDeclared: Bool { packed >> 25 & 1 != 0 }

    /// Whether `typeHash` (a name hash) is the type the receiver's name suggests, or its declaration gives.
    func receiverMayBe(_ typeHash: UInt64) -> Bool { receiver != 0 && Reference.short(typeHash) == receiver }

    private static let maxLine = (1 << 25) - 1
    private static let maxColumn = (1 << 26) - 1

    package var column: Int32 { Int32(columnAndArguments & UInt32(Reference.maxColumn)) }

    /// The arguments of a call: how many (trailing closures included when `closures`), and whether a `{`
    /// after the parentheses may be one more (a closure without a header, or a block: `if valid() {`).
    package struct Arguments: Sendable {
        package var count: Int
        /// `CodeTokens.labelBit` of each label the call writes, trailing closures' included, and
        /// `CodeTokens.inoutBit` when it passes `&value`.
        package var labels: UInt64 = 0
        /// The stream type each of the first 8 arguments' names spells (`CodeTokens.streamKind`), 4 bits each.
        package var kinds: UInt32 = 0
        package var mayBeBlock = false
        package var closures = false
        /// A bit for each argument that is `nil` alone (`reload: nil`, `reload(nil)`), by position
        /// (`CodeTokens.nilLabels` names them for `NilArgument`).
        package var nilPositions: UInt64 = 0

        package init(
            count: Int, labels: UInt64 = 0, kinds: UInt32 = 0, mayBeBlock: Bool = false, closures: Bool = false
        ) {
            self.count = count
            self.labels = labels
            self.kinds = kinds
            self.mayBeBlock = mayBeBlock
            self.closures = closures
        }
    }

    /// Whether each argument label the call writes may be one of `parameterLabels` (`CodeTokens.labelBit`s), it
    /// writes each of `required` (unless trailing closures may fill a labeled parameter), and it passes a
    /// `&value` exactly when the declaration has an `inout` parameter (`CodeTokens.inoutBit`), which takes
    /// nothing else and has no default value.
    func writesLabels(among parameterLabels: UInt64, requiring required: UInt64) -> Bool {
        let written = labels
        if written & ~parameterLabels != 0 { return false }
        guard isCall else { return true }
        // Arguments counted (a call), and no trailing closure or `{` after the parentheses.
        if columnAndArguments >> 26 & 15 != 0, columnAndArguments >> 30 == 0, required & ~written != 0 {
            return false
        }
        return written & CodeTokens.inoutBit == parameterLabels & CodeTokens.inoutBit
    }

    /// Whether the call can call a declaration taking `range` arguments, whose last parameter takes a closure
    /// (`takesClosure`) when the call ends in trailing closures; true when the reference is no call.
    func passesArguments(within range: ClosedRange<Int>, takesClosure: Bool) -> Bool {
        let code = Int(columnAndArguments >> 26 & 15)
        guard code > 0 else { return true }
        let count = code - 1
        if columnAndArguments >> 31 != 0, !takesClosure { return false }
        let mayBeBlock = columnAndArguments >> 30 & 1 != 0
        // 15 is "fourteen or more": a call of sixteen arguments may call a function requiring fifteen.
        return (count <= range.upperBound || code == 15) && (count >= range.lowerBound || mayBeBlock || code == 15)
    }

    package var line: Int32 { Int32(packed & UInt32(Reference.maxLine)) }
    package var access: Access { Access(rawValue: UInt8(packed >> 27 & 3)) ?? .member }
    /// Followed by `(` or a trailing closure: a call, not a read.
    package var isCall: Bool { packed >> 31 != 0 }
    /// A lone lower-case name as an argument: `loading` in `.drive(loading)`.
    package var isBareArgument: Bool { packed >> 26 & 1 != 0 }
    /// Named as an argument without a call: `useCase.execute` in `flatMapLatest(useCase.execute)`.
    package var isPassed: Bool { packed >> 29 & 1 != 0 }
    /// A bare name passed alone to a member's call (`.flatMap(ignoreNil)`) outside a type inheriting another, where it
    /// may be an inherited property (`isBareArgument`): only a free function's.
    package var isPassedAlone: Bool { access == .bare && isPassed && !isBareArgument && receiverKey == 0 }
    /// Followed by `(` on its line: called with an argument list, which a trailing `{` may only look like
    /// (`if model.isEmpty {`).
    package var hasArguments: Bool { packed >> 30 & 1 != 0 }
    /// The call ends in trailing closures, or a `{` after its `)` may be one: they may fill parameters it writes no
    /// label of.
    var mayPassClosures: Bool { columnAndArguments >> 30 != 0 }

    /// How many arguments the call passes, trailing closures included; nil for fourteen or more, and for no call.
    var argumentCount: Int? {
        let code = Int(columnAndArguments >> 26 & 15)
        return code == 0 || code == 15 ? nil : code - 1
    }

    /// The hash a reference to `name` carries.
    package static func hash(of name: String) -> UInt64 { WordTable.hash(name) }

    /// One key for a name and the type it belongs to, both name hashes (`session` of `UserRepository`).
    package static func pairKey(_ name: UInt64, _ type: UInt64) -> UInt64 {
        (name ^ (type &* 0x9E37_79B9_7F4A_7C15)) &* 0xFF51_AFD7_ED55_8CCD
    }
}

/// A call's place (`SourcePlace`) and the stream type each of its first arguments' names spells
/// (`Reference.Arguments.kinds`): overloads of the project's that differ only by those types take it apart.
package struct ArgumentKinds: Sendable, Hashable {
    package var place: Int
    package var kinds: UInt32
    /// A bit for each of the first 8 arguments the file declares with a stream whose element is not optional
    /// (`private let messageRelay = BehaviorRelay<String>(value: "")`).
    package var plainElements: UInt8 = 0
    /// The `Reference.short` of the type the file declares its first argument with, a name alone that is no stream
    /// (`activity` of `let activity = ActivityIndicator()` in `track(activity)`); 0 when unknown.
    package var firstType: UInt32 = 0
}

/// A call's place (`SourcePlace`) whose argument at `position`, one of its first 8, has a kind only its name could
/// tell and reads another value's member (`viewItemsDriver` of `viewModel.viewItemsDriver`, as a name hash), or is
/// a name alone (`stateRelay`, `self.stateRelay`: `isOwn`): the resolver reads its kind from the repository's
/// declarations of that name (`ResolverIndex.memberStreamKind`), only from the file's own for a name alone.
package struct ArgumentMember: Sendable, Hashable {
    package var place: Int
    package var member: UInt64
    package var position: Int32
    package var isOwn = false
}

/// An argument that is `nil` alone (`reload` of `Banner(reload: nil)`, the first of `reload(nil)`): its call's place
/// (`SourcePlace`) and its label's name hash, or an unlabeled one's `CodeTokens.positionLabel`. It passes no stream,
/// whatever the parameter's type (`CallSiteResolver.passesNoStream`).
package struct NilArgument: Sendable, Hashable {
    package var place: Int
    package var label: UInt64
}

/// A receiver whose type is written qualified (`view` of `let view = Share.ShareView()`, or `Share.ShareView()`
/// itself, in `view.rx.didTapCopy`): the place (`SourcePlace`) of the reference on it, the name hash of the
/// qualification's first name (`Share`), and the type's `Reference.short` (`ShareView`). Where that name is a module's,
/// the type is that module's, whatever the calling module declares (`ResolverIndex.qualifiedType`).
package struct QualifiedReceiver: Sendable, Hashable {
    package var place: Int
    package var qualifier: UInt64
    package var type: UInt32
}

/// A property declared in a type without an Rx type (`FileScan.plainMembers`): its name hash and its type's
/// (`Reference.short`).
package struct PlainMember: Sendable, Hashable {
    package var name: UInt64
    package var owner: UInt32
}

/// A property declared with a capitalized attribute, a property wrapper perhaps (`@Streamed var names`): the
/// attribute's and the property's name hashes. A wrapper whose `projectedValue` is a stream makes `$names` one, and
/// the property an Rx API of its type (`CallSiteResolver.projections`), spelled only then from `spelled`.
package struct WrappedProperty: Sendable, Hashable {
    package var wrapper: UInt64
    package var name: UInt64
    /// The property's place, access and enclosing type (`Prefs`), for that API.
    package var line = 0
    package var column = 0
    package var access = "internal"
    package var container: String?
    /// The property's name as written (`names`).
    package var spelled = ""

    package init(wrapper: UInt64, name: UInt64) {
        self.wrapper = wrapper
        self.name = name
    }
}

/// A read of a property wrapper's projection (`prefs.$userID`, `$userID`): the property's name hash and the place of
/// the `$name` token.
package struct ProjectionRead: Sendable, Hashable {
    package var name: UInt64
    package var line: Int32
    package var column: Int32

    package init(name: UInt64, line: Int, column: Int) {
        self.name = name
        self.line = Int32(clamping: line)
        self.column = Int32(clamping: column)
    }
}

/// A name a rule leaves to the repository where it declares it (`Match.isShadowedByRepository`), as a file spells it
/// (`FileScan.shadowableNames`).
package struct ShadowableName: Sendable, Hashable {
    /// The name's hash.
    package var hash: UInt64
    /// The file declares it (`var rx_hidden: AnyObserver<Bool>`), not only reads it.
    package var isDeclared: Bool
}

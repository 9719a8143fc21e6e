/// One Rx construct the scanner looks for: what triggers it, what replaces it, how hard it is to migrate.
package struct Construct: Sendable, Hashable {
    /// Stable id (`BehaviorRelay`, `flatMapLatest`, `rx`); occurrences name it.
    package var id: String
    package var category: Category
    /// The library that provides it (`RxSwift`, `RxCocoa`, `ReactorKit`, `project`).
    package var module: String
    /// Identifier texts that trigger it.
    package var symbols: [String]
    /// Where the identifier must stand to count.
    package var match: Match
    /// The Swift Concurrency replacement.
    package var concurrency: String
    /// The Combine replacement, when Combine is the better target.
    package var combine: String?
    /// Migration advice, and the matching rule in words.
    package var note: String
    /// Migration difficulty: 1 trivial ... 5 hard.
    package var weight: Int
    /// Sources that must trigger it exactly at their `↓` markers.
    package var examples: [String]
    /// Sources that must not trigger it.
    package var counterExamples: [String]
    /// The replacement in AppKit's words, for a UI binding whose texts name UIKit's API.
    package var appKit: AppKitText?

    package init(
        id: String, category: Category, module: String, symbols: [String]? = nil, match: Match = .anywhere,
        concurrency: String, combine: String? = nil, note: String, weight: Int, examples: [String],
        counterExamples: [String] = [], appKit: AppKitText? = nil
    ) {
        self.id = id
        self.category = category
        self.module = module
        self.symbols = symbols ?? [id]
        self.match = match
        self.concurrency = concurrency
        self.combine = combine
        self.note = note
        self.weight = weight
        self.examples = examples
        self.counterExamples = counterExamples
        self.appKit = appKit
    }

    /// True when the construct names a type (`Observable`, `DisposeBag`), so it can make a signature Rx-typed.
    package var isType: Bool {
        switch match.position {
        case .type, .genericType: return true
        // A capitalized name that counts only proven (RxSwift's `Resources.total`) is no type a signature names.
        case .anywhere: return match.proofs.isEmpty && symbols.allSatisfy { $0.first?.isUppercase == true }
        case .member, .freeFunction, .declaration, .attribute, .resolvedCall, .reactorOwnMember: return false
        }
    }
}

/// Where an identifier must stand, and what proves it is Rx, for a construct to count.
package struct Match: Sendable, Hashable {
    /// The syntactic position an identifier must have.
    package enum Position: String, Sendable, Hashable {
        /// Any use in code; never a declared name (`class Observable`), never an argument label.
        case anywhere
        /// A use as a type: `Single<`, `Single.`, `Single(`, `: Single`, `-> Single`, `as Single`, `is Single`,
        /// `<Single`, an inheritance clause.
        case type
        /// Only with generic arguments: `Event<`.
        case genericType
        /// After a `.`: `.subscribe(`, `.rx`; or a bare call `.just(` when `implicitMember` is a proof.
        case member
        /// A bare call of a library's free function, with parentheses on the name's line (RxAlamofire's
        /// `requestJSON(.get, url)`): never after a `.`, never a declared name.
        case freeFunction
        /// The declared name (`func mutate(`, `enum Action`).
        case declaration
        /// An attribute: a library's property wrapper (`@Pulse var alert`), never a plain identifier; the
        /// occurrence is the name after the `@`.
        case attribute
        /// A call of one of the repository's own functions that the call-site resolver ties to it (a subscription
        /// helper's `subscribe(disposeBag, driver) { }`), never a spelling: the construct has no symbols.
        case resolvedCall
        /// A member of ReactorKit's `Reactor` that a reactor reads on itself, bare or on `self` (`_ = self.state` in
        /// its `init`): found in a reactor's body (`ScanPass.addReactorOwnReads`), never by its spelling elsewhere, so
        /// the word table leaves its symbols out and a `state` of any other value is no catalog symbol.
        case reactorOwnMember
    }

    package var position: Position
    /// Any one of these proves the use is Rx; empty means the position alone is enough.
    package var proofs: [Proof]
    /// First-argument labels that rule a call out (`subscribe(on:)` is `subscribeOn`, not `subscribe`).
    package var excludedLabels: [String]
    /// When not empty, the only first-argument labels the library's call takes (`subscribe(onNext:)`, not Firebase's
    /// `subscribe(toTopic:)`): a call with another counts only on an Rx receiver, an Rx chain before it (a helper
    /// library's `subscribe(weak: self, onNext:)`); an unlabeled argument or a call without one is left to the other
    /// rules.
    package var allowedLabels: [String]
    /// The file itself must import this module (ReactorKit's `View` next to SwiftUI's).
    package var requiredImport: String?
    /// First-argument labels (encoded as in `Proof.label`) that Combine's publishers share
    /// (`subscribe(on:)`, `subscribe(subscriber)`): in a file that also imports Combine they prove nothing,
    /// and the call counts only in an Rx chain.
    package var combineLabels: [String]
    /// Only `.name(...)`: after a `.` and called with parentheses (`values.first()`, never a collection's
    /// `first` property, `first { }` or a closure parameter's `single(.success(x))`).
    package var callOnly: Bool
    /// A class-bound protocol (ReactorKit's `Reactor` and `View`): never after `some` or `any`, nor in a struct's
    /// or an enum's inheritance clause (`struct CounterView: View`, `var body: some View` are SwiftUI's); a
    /// struct's generic constraint may be one (`struct Bindable<R: Reactor>`).
    package var classBound: Bool
    /// The most arguments a call in parentheses may pass (`relay.accept(x)` takes one; a mock's
    /// `callHandler.accept(nil, ofFunction: name)` is not it); `nil` for any number.
    package var maxArguments: Int?
    /// A call whose first argument is a number (`Animation.easeIn(duration: 0.3).delay(0.1)`, SwiftUI's) is not
    /// it: RxSwift's times are `RxTimeInterval` values (`.milliseconds(300)`, a `dueTime` name).
    package var excludesNumberArgument: Bool
    /// A call whose first argument is a metatype (`binder.bind(Storage.self)`, a dependency-injection container's) is
    /// not it: Rx calls of the name take streams, observers and closures.
    package var excludesTypeArgument: Bool
    /// Only a call whose first argument is a metatype (Moya's `.map(User.self)` on a response stream).
    package var requiresTypeArgument: Bool
    /// A call whose first argument is unlabeled is not it: RxCocoa's `bind(to:)` and `bind(onNext:)` are labeled, an
    /// app's `tableUI.bind(items, to: view)` or a container's `binder.bind(Storage.self)` is not.
    package var excludesUnlabeledArgument: Bool
    /// Only called, with parentheses or a trailing closure: a read of the name (`recognizer.rx.tapGesture`) is a
    /// repository's own `Reactive` property.
    package var excludesProperty: Bool
    /// Only read, never called with parentheses: RxSwift's `values` is a property (`for await x in stream.values`), so
    /// `store.values(key: "a")` calls a function of the project's, whatever Rx operator follows its result.
    package var propertyOnly: Bool = false
    /// A method, never a value whose member is read, that is assigned or called through an optional:
    /// `input.onError.send(e)` reads a property (a Combine subject) named like RxSwift's `onError(_:)`, and
    /// `self.onError = handler`, `self?.onError?(error)` a closure property.
    package var isNeverReceiver: Bool
    /// Only a member (`vc.reactor`, `self.reactor`), a receiver (`reactor.state`, `reactor?.action`) or a name
    /// assigned (`reactor = HomeReactor()`): a name alone, a value passed on (`HomeViewController(reactor: reactor)`)
    /// or a label (`bind(reactor _:)`), is not it.
    package var requiresMemberAccess: Bool = false
    /// A call without a `scheduler:` argument counts only in an Rx chain: RxSwift's `delay(_:scheduler:)` names one
    /// (a `Driver`'s does not, in its chain), SwiftUI's `Animation.delay(_:)` and an app's `GCD.delay(t) { }` do not.
    package var needsSchedulerOrChain: Bool = false
    /// A method of Rx's own types only (a relay's `accept`, an observer's `onNext`, a driver's `drive`): called on a
    /// name declared in sight with a type that is no Rx type (`let relay = StateRelay(0)`, `let counter: Counter`),
    /// it is that type's method, whatever the call's shape proves.
    package var needsRxReceiver: Bool = false
    /// A library's property that a bare name reads through `self` (ReactorKit's `currentState.page` in a reactor): a
    /// parameter or local of that name in sight is another value there (`let currentState = self.currentState`).
    package var isShadowedByLocals: Bool = false
    /// When not empty, the first arguments (spelled as `Proof.label` spells them, `"()"` for an empty call) one of which
    /// the call must have, or the name is left to the entries after this one: RxSwift's instance `merge()` and
    /// `merge(maxConcurrent:)` flatten a stream of streams, while `Observable.merge(a, b)` is another entry's.
    package var requiredLabels: [String] = []
    /// A file that declares the name itself (`var isNotEmpty: Bool { … }` in its own `extension Collection`) uses its
    /// own: RxOptional's `isNotEmpty` is not it there. Where the file sees the library only through another file's
    /// import (`isModuleWide`), an extension of any file of the repository declaring the name makes it the project's
    /// (`FileScan.shadowingMembers`).
    package var isShadowedByDeclarations: Bool = false
    /// A member another file's import of the library gives every file of the module, also one that imports no Rx
    /// itself (RxTheme's `view.theme.backgroundColor = …` in a view that imports UIKit alone): such a file records
    /// the library as missed (`FileScan.missedLibraries`) and is scanned again seeing its members.
    package var isModuleWide: Bool = false
    /// The symbols are the starts of names (RxSwift 2's `rx_`): any longer identifier starting with one is it
    /// (`rx_tap`, `rx_itemSelected`), reported as written; a name another entry spells (`rx_disposeBag`) is that
    /// entry's.
    package var isPrefix: Bool = false
    /// A name some file of the repository declares (`var rx_hidden: AnyObserver<Bool>` in its `extension UIView`, a
    /// model's `lazy var rx_repositories`) is its own in every file, as a parameter or local of that name in sight
    /// is: the files spelling one are scanned again with it no catalog symbol (`FileScan.shadowableNames`).
    package var isShadowedByRepository: Bool = false

    package init(
        _ position: Position, proofs: [Proof] = [], excludedLabels: [String] = [], allowedLabels: [String] = [],
        requiredImport: String? = nil, combineLabels: [String] = [], callOnly: Bool = false, classBound: Bool = false,
        maxArguments: Int? = nil, excludesNumberArgument: Bool = false, excludesTypeArgument: Bool = false,
        requiresTypeArgument: Bool = false, excludesUnlabeledArgument: Bool = false, excludesProperty: Bool = false,
        isNeverReceiver: Bool = false, requiresMemberAccess: Bool = false, needsSchedulerOrChain: Bool = false,
        needsRxReceiver: Bool = false, isShadowedByLocals: Bool = false, propertyOnly: Bool = false,
        requiredLabels: [String] = [], isShadowedByDeclarations: Bool = false, isModuleWide: Bool = false,
        isPrefix: Bool = false, isShadowedByRepository: Bool = false
    ) {
        self.isPrefix = isPrefix
        self.isShadowedByRepository = isShadowedByRepository
        self.isShadowedByDeclarations = isShadowedByDeclarations
        self.isModuleWide = isModuleWide
        self.requiredLabels = requiredLabels
        self.propertyOnly = propertyOnly
        self.isShadowedByLocals = isShadowedByLocals
        self.needsRxReceiver = needsRxReceiver
        self.needsSchedulerOrChain = needsSchedulerOrChain
        self.requiresMemberAccess = requiresMemberAccess
        self.excludesUnlabeledArgument = excludesUnlabeledArgument
        self.requiresTypeArgument = requiresTypeArgument
        self.excludesTypeArgument = excludesTypeArgument
        self.excludesProperty = excludesProperty
        self.isNeverReceiver = isNeverReceiver
        self.position = position
        self.proofs = proofs
        self.excludedLabels = excludedLabels
        self.allowedLabels = allowedLabels
        self.requiredImport = requiredImport
        self.combineLabels = combineLabels
        self.callOnly = callOnly
        self.classBound = classBound
        self.maxArguments = maxArguments
        self.excludesNumberArgument = excludesNumberArgument
    }

    package static let anywhere = Match(.anywhere)
    package static let type = Match(.type)
    package static let member = Match(.member)

    /// A member that counts only with one of `proofs`.
    package static func member(_ proofs: Proof...) -> Match { Match(.member, proofs: proofs) }

    /// A member only an Rx chain or an Rx argument proves (`map`, `filter`, `flatMap`): on a receiver known to be
    /// another library's value (a Combine publisher), the call is that library's.
    package var isChainProvenMember: Bool {
        position == .member && !proofs.isEmpty && proofs.allSatisfy { $0 == .rxChain || $0 == .rxArgument }
    }
}

/// Evidence that an ambiguous member (`map`, `just`, `bind`) is Rx.
package enum Proof: Sendable, Hashable {
    /// The identifier is spelled one of these unambiguous ways (`subscribeOn` next to `subscribe(on:)`).
    case spelling([String])
    /// The identifier right before the `.` is one of these (`Observable.just`, `rx.disposeBag`);
    /// generic arguments are skipped (`Observable<Int>.just`).
    case receiver([String])
    /// The first argument label is one of these (`bind(to:)`, `do(onNext:)`); `""` is an unlabeled first
    /// argument, `"()"` an empty argument list, `"{"` a trailing closure.
    case label([String])
    /// The same postfix chain (`a.b(x).c { }.d`, across lines) holds another Rx occurrence or a name this
    /// file declares with an Rx type, reached from a name (`items`, `output.items`, not `$0.items`).
    case rxChain
    /// The call's arguments or trailing closure hold an Rx occurrence (`.flatMap { _ in Observable.just(1) }`).
    case rxArgument
    /// A call on an implicit member (`return .just(x)`, `?? .empty()`), whose type comes from context.
    case implicitMember
    /// An implicit member called with a trailing closure only (`return .create { observer in }`): a project's own
    /// `.create(name:)` factory or enum case takes parentheses.
    case implicitClosure
    /// The call's first argument is one of these implicit members (`observer.on(.next(x))`).
    case memberArgument([String])
    /// An implicit member given to the parameter of an Rx `create` closure (`single(.success(x))` in
    /// `Single.create { single in }`).
    case createObserver
    /// An implicit member returned where an Rx type is declared: from a function, computed property or closure
    /// declared with one, or from the closure of a call that is Rx for sure (`return .error(e)` in
    /// `func load() -> Single<User>`, `.flatMap { _ in .error(e) }` after `Observable.just(1)`); a project's own
    /// `.error(message)` enum case is returned elsewhere.
    case implicitReturn
    /// The call's first argument is a whole number, a virtual time (RxTest's `.next(10, 1)`, `completed(20)`).
    case timeArgument
    /// The receiver is a call of one of these names (`toBlocking(timeout: 1).single()`, a `BlockingObservable`'s
    /// `single()`): what the call returns decides whose member it is.
    case receiverCall([String])
    /// The receiver is a name the file declares with one of these types, written or constructed
    /// (`let scheduler = TestScheduler(initialClock: 0)`, then `scheduler.start()`); an `OperationQueue`'s or a
    /// `Timer`'s `start()` is not it.
    case receiverType([String])
    /// The member read right after it is one of these (ReactorKit's `reactor.stub.state`, `stub.actions`): a project's
    /// own `stub` property (`network.stub.response`) is read for other members.
    case nextMember([String])
    /// A member of it is assigned right after (RxTheme's `view.theme.backgroundColor = …`): a project's own `theme`
    /// value is read (`let style = app.theme`) or assigned itself (`settings.theme = .dark`).
    case assignedMember
}

extension Proof {
    /// Receivers for static factories (`Observable.just`, `Single.create`); relays and subjects are `ObservableType`s
    /// and inherit its factories (`PublishRelay.of(a, b)`, `BehaviorSubject<Int>.just(1)`).
    package static let streamTypes = Proof.receiver([
        "Observable", "Single", "Maybe", "Completable", "Infallible", "Driver", "Signal", "SharedSequence",
        "PrimitiveSequence", "ControlEvent", "ControlProperty", "ObservableType", "Variable", "PublishRelay",
        "BehaviorRelay", "ReplayRelay", "PublishSubject", "BehaviorSubject", "ReplaySubject", "AsyncSubject",
    ])
}

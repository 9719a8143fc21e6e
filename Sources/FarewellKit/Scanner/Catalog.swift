/// The table of Rx constructs the scanner counts, and the modules whose import makes a file see Rx.
///
/// Order matters where two constructs share a symbol: the first one whose rule matches wins
/// (`subscribeOn` before `subscribe`, project symbols before everything).
package struct Catalog: Sendable, Hashable {
    package var constructs: [Construct]
    /// Modules whose import makes a file "see Rx".
    package var importModules: [String]

    package init(constructs: [Construct], importModules: [String]) {
        self.constructs = constructs
        self.importModules = importModules
    }

    /// The built-in catalog.
    package static let standard = Catalog(
        // Libraries' members named like operators (`toBlocking().single()`) before the operators they are not.
        constructs: streamTypeEntries + subjectEntries + lifetimeEntries + subscriptionEntries + libraryMemberEntries
            + operatorEntries + combiningEntries + uiBindingEntries + schedulerEntries + testSupportEntries
            + ecosystemEntries,
        importModules: standardImportModules
    )

    /// A fingerprint of the standard catalog's construct ids and symbols (FNV-1a, 16 hex digits), which a baseline
    /// records: one recorded with another fingerprint was counted by a farewell that knew other constructs.
    package static let fingerprint: String = {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for construct in standard.constructs {
            for byte in (construct.id + ":" + construct.symbols.joined(separator: ",") + "\n").utf8 {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }()

    /// Rx types that hold subscriptions, not values (the standard catalog's lifetime types): `DisposeBag`,
    /// `Disposable`, `CompositeDisposable`.
    package static let lifetimeTypes = Set(
        standard.constructs.filter { $0.category == .lifetime && $0.isType }.flatMap(\.symbols))

    /// The subjects' and relays' type names (`PublishSubject`, `BehaviorRelay`): values other code can feed.
    package static let subjectTypes = Set(
        standard.constructs.filter { $0.category == .subject && $0.isType }.flatMap(\.symbols))

    /// The stream types whose extensions' members are operators the code adds to Rx (`extension ObservableType {
    /// func mapToVoid() }`): RxSwift's protocols and classes, RxCocoa's traits, and the relays and subjects
    /// (`extension BehaviorRelay where Element: RangeReplaceableCollection { func append(_:) }`); and RxTest's, whose
    /// members are test helpers with no async version either (`extension TestScheduler { func wait(_ seconds: Int) }`).
    package static let streamExtensionTypes = Set<String>([
        "Observable", "ObservableType", "ObservableConvertibleType", "PrimitiveSequence", "PrimitiveSequenceType",
        "SharedSequence", "SharedSequenceConvertibleType", "Infallible", "InfallibleType", "BehaviorRelay",
        "PublishRelay", "ReplayRelay", "BehaviorSubject", "PublishSubject", "ReplaySubject", "AsyncSubject",
    ]).union(rxTestTypes)

    /// RxTest's types a test helper drives the virtual clock and records with: a member of their extensions, or a
    /// function taking them alone (`func mockEnvironment(_ scheduler: TestScheduler)`), has no async version.
    package static let rxTestTypes: Set<String> = ["TestScheduler", "TestableObserver", "TestableObservable"]

    /// `streamExtensionTypes` as name hashes (`WordTable.hash`), for a test of every function a scan declares.
    package static let streamExtensionHashes = Set(streamExtensionTypes.map { WordTable.hash($0) })

    /// RxCocoa's types an app's own UI helpers expose (`var refreshAction: Binder<Int>`, `var tapped: ControlEvent<Void>`,
    /// `var delegate: DelegateProxy<UIScrollView, UIScrollViewDelegate>`): a caller drives them through Rx only.
    package static let uiExtensionTypes: Set<String> = [
        "Binder", "ControlEvent", "ControlProperty", "DelegateProxy", "DelegateProxyType",
    ]

    /// The modules whose API the catalog knows: RxSwift's own products and the libraries its constructs come from
    /// (RxDataSources, ReactorKit, RxGesture…). A file importing another Rx library (`RxNetwork`) may use some of it
    /// the scan cannot see. Libraries imported by another name than their pod's count by that name too
    /// (NSObject+Rx's `NSObject_Rx`, RxDataSources' `Differentiator`).
    package static let knownModules = Set(standard.constructs.map(\.module)).union(RxLibraries.core)
        .union(["NSObject_Rx", "Differentiator"])

    /// Whether an API declared in `container` with `rxTypes` is an Rx extension API: a member of `extension Reactive`
    /// (`tableView.rx.refreshAction`), a member of an RxCocoa delegate proxy (`RxPickerDelegateProxy`), or a helper
    /// exposing a `Binder`, `ControlEvent`, `ControlProperty` or delegate proxy. Its callers reach it through Rx
    /// alone, so no bridge lets them move first: its task makes the plain core before theirs.
    /// An initializer taking one (`init(isLoading: Binder<Bool>)`) exposes none, nor does a view model's nested `Input`
    /// or `Output` holding a control event its view gives it (`Input.followTap`), nor an operator function binding
    /// one (`func <-> (property: ControlProperty<String>, relay: BehaviorRelay<String>) -> Disposable`, `name`).
    package static func isRxExtension(
        container: String?, rxTypes: [String], isInitializer: Bool = false, name: String = ""
    ) -> Bool {
        if let first = name.unicodeScalars.first, !first.properties.isXIDStart, first != "_", first != "`" {
            return false
        }
        if let container {
            let outer = LayerClassifier.outermost(container)
            if outer == "Reactive" || FileNaming.proxiedType(ofStem: outer) != nil { return true }
            if container.hasSuffix(".Input") || container.hasSuffix(".Output") { return false }
        }
        return !isInitializer && rxTypes.contains(where: uiExtensionTypes.contains)
    }

    /// Whether `rxTypes` name only lifetimes (`var disposeBag: DisposeBag`): a subscription holder, which
    /// keeps no async core. The few lifetime names are compared, not hashed: the resolver asks for every API.
    package static func holdsOnlyLifetimes(_ rxTypes: [String]) -> Bool {
        !rxTypes.isEmpty && rxTypes.allSatisfy(lifetimeTypeNames.contains)
    }

    private static let lifetimeTypeNames = lifetimeTypes.sorted()

    /// The Rx types a subscription reads values from: the standard catalog's stream types and subjects, and RxCocoa's
    /// control events (`Observable`, `Driver`, `BehaviorRelay`, `ControlEvent`), not observers (`AnyObserver`) or
    /// events (`Event`).
    package static let subscribableTypes = Set(
        standard.constructs.filter { construct in
            construct.isType && !["AnyObserver", "Event", "CompletableEvent"].contains(construct.id)
                && (construct.category == .streamType || construct.category == .subject
                    || construct.id == "ControlEvent")
        }.flatMap(\.symbols))

    /// Whether a function whose parameters name the Rx types `parameterTypes` and whose result names `resultTypes` is
    /// a subscription helper: it takes a lifetime and a stream to subscribe to, and gives no stream back
    /// (`func subscribe<T>(_ bag: DisposeBag, _ driver: Driver<T>, _ onNext: ((T) -> Void)? = nil)`).
    package static func isSubscriptionHelper(parameterTypes: [String], resultTypes: [String]) -> Bool {
        parameterTypes.contains(where: lifetimeTypes.contains)
            && parameterTypes.contains(where: subscribableTypes.contains)
            && !resultTypes.contains(where: subscribableTypes.contains)
    }

    /// Rx types that say where and when work runs, not what it yields (the standard catalog's scheduler types):
    /// `MainScheduler`, `SchedulerType`, `RxTimeInterval`.
    package static let schedulerTypes = Set(
        standard.constructs.filter { $0.category == .scheduler && $0.isType }.flatMap(\.symbols))

    /// The name hashes of the catalog's types (`Construct.isType`): `Observable`, `BehaviorRelay`, `ObserverType`.
    package var typeHashes: Set<UInt64> {
        Set(constructs.filter(\.isType).flatMap(\.symbols).map(WordTable.hash))
    }

    /// The name hashes of the catalog's stream, observer and subject types (`Observable`, `ObservableType`,
    /// `ObserverType`, `BehaviorRelay`): a type conforming to or subclassing one is an Rx type (`OwnRxTypes`).
    package var streamTypeHashes: Set<UInt64> {
        Set(
            constructs.filter { $0.isType && ($0.category == .streamType || $0.category == .subject) }
                .flatMap(\.symbols).map(WordTable.hash))
    }

    /// Rx libraries in import order of popularity; `import X` of any of them makes a file see Rx.
    package static let standardImportModules = [
        "RxSwift", "RxCocoa", "RxRelay", "RxDataSources", "RxTest", "RxBlocking", "ReactorKit", "RxMoya",
        "RxSwiftExt", "RxOptional", "RxGesture", "RxKeyboard", "RxAlamofire", "RxFirebase", "NSObject_Rx",
        "RxViewController", "RxAnimated", "RxReachability", "RxFlow", "RxCoreData", "RxRealm", "RxNimble",
        "RxSwiftUtilities", "RxCoreLocation", "RxMKMapView", "RxWebKit", "RxTheme", "RxAppState", "RxKingfisher",
        "RxDataSources_SwiftUI", "Action", "RIBs", "Differentiator", "RxCombine", "SectionReactor", "RxFeedback",
        "RxRealmDataSources",
        "RxSwiftPlus", "RxAppKit", "RxConcurrency", "RxCocoa_Texture", "RxDataSources_Texture",
    ]

    /// Libraries a file can use only when some file of the repository imports them (no other module
    /// re-exports them, no pod subspec compiles them into another module, as `Moya/RxSwift` does for
    /// RxMoya): without any import, their constructs' names (`execute`, `filterNil`, `SectionModel`,
    /// `Observable.changeset(from:)`, NSObject+Rx's `rx.disposeBag`) are the project's own. RxDataSources counts as
    /// imported with `Differentiator`, which it re-exports; NSObject+Rx with its module, `NSObject_Rx`; RxMoya with
    /// `Moya`, whose RxSwift subspec compiles it in (then a file need not import it to use `map(User.self)`).
    package static let importedLibraries: Set<String> = [
        "Action", "RxOptional", "RxDataSources", "RxSwiftExt", "RxCombine", "RxRealm", "NSObject+Rx", "RxMoya",
    ]

    /// Frameworks built on Rx that a migration keeps, being the app's architecture (RIBs): importing one
    /// lets a file see its Rx helpers (`disposeOnDeactivate`), but no task removes the import.
    package static let keptImportModules: Set<String> = ["RIBs"]

    /// The names of the helpers apps copy into their own code (`activityHelpers`: `trackActivity`, `mapToVoid`), and
    /// of RxSwiftExt's operators they write themselves (`mapTo`, `unwrap`), and RIBs' `disposeOnDeactivate`, which
    /// RIBs' own repository declares: a declaration of one is the repository's API, whose calls are its callers, not a
    /// library's operator's.
    package static let copiedHelperHashes: Set<UInt64> = Set(
        [
            "asDriverOnErrorJustComplete", "mapToVoid", "trackActivity", "trackError", "mapTo", "unwrap",
            "disposeOnDeactivate",
        ].map(
            WordTable.hash))

    /// The construct with this id.
    package func construct(id: String) -> Construct? { constructs.first { $0.id == id } }

    /// This catalog plus the project's own Rx helpers, which take precedence over built-in entries.
    package func with(projectSymbols: [ProjectSymbol]) -> Catalog {
        var seen = Set<String>()
        let project = projectSymbols.compactMap { symbol -> Construct? in
            guard !symbol.name.isEmpty, seen.insert(symbol.name).inserted else { return nil }
            return Construct(
                id: symbol.name, category: symbol.category ?? .projectSymbol, module: "project",
                match: .anywhere, concurrency: symbol.concurrency ?? "", combine: symbol.combine,
                note: symbol.note ?? "Project helper that wraps Rx; counted wherever its name is used in code.",
                weight: symbol.weight ?? 2, examples: []
            )
        }
        let kept = constructs.filter { !seen.contains($0.id) }
        return Catalog(constructs: project + kept, importModules: importModules)
    }
}

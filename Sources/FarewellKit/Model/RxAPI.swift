/// A declaration whose signature carries an Rx type (`func fetch() -> Single<User>`), and its callers.
package struct RxAPI: Sendable, Codable, Hashable {
    package enum Kind: String, Sendable, Codable, CaseIterable {
        case function, initializer, variable, constant, `subscript`, `typealias`, `protocol`, `case`

        /// A `var` or a `let`.
        package var isProperty: Bool { self == .variable || self == .constant }
    }

    /// The declared name (`fetch`, `items`); for a function, its base name without labels.
    package var name: String
    package var kind: Kind
    /// `open`, `public`, `package`, `internal`, `fileprivate` or `private`.
    package var access: String
    package var line: Int
    package var column: Int
    /// The enclosing type or extension, if any (`APIClient`).
    package var container: String?
    /// The Rx types its signature names, sorted (`Observable`, `Single`).
    package var rxTypes: [String]
    /// Call sites found in other files of the repository, sorted.
    package var callers: [SourceLocation]
    /// Modules of those callers, sorted, without duplicates.
    package var callerModules: [String]
    /// The protocol requirements this declaration implements, in its file or others (its type or extension names
    /// the protocol in its header), as their declarations' locations, sorted.
    package var implements: [SourceLocation]
    /// The members of superclasses in other files this declaration overrides (the same name, kind and labels in
    /// a type its type inherits), as their declarations' locations, sorted.
    package var overrides: [SourceLocation] = []
    /// The callers among `callers` in subclasses of this property's class that use it as their own member, bare or
    /// through `self.` (`bind(to: isEmptyRelay)` in a `FeedViewController: BaseTableViewController`), sorted: they
    /// change with the class, as its overrides do. None for a subscription holder (`disposeBag`), which they keep
    /// using as it is. In the JSON only when there are any.
    package var subclassUses: [SourceLocation] = []
    /// The repository's own bridge between Rx and Swift Concurrency: its signature carries an Rx stream type on one
    /// side and `async` on the other (`func value() async throws -> Element` in `extension PrimitiveSequence`,
    /// `func asyncToSingle<T>(_ work: @escaping () async throws -> T) -> Single<T>`). It stays while both worlds
    /// coexist and goes with the cleanup once nothing calls it. In the JSON only when true (`"bridge": true`).
    package var isBridge = false
    /// For a `private` or `fileprivate` function, the lines of its own file that call it (`self.route(id: id)` in
    /// `detail(id:)`), sorted: a file split by declaration keeps it with its first caller (`DeclarationOrder`). Not in
    /// the JSON, whose `callers` are other files'.
    package var ownCallers: [Int] = []
    /// For a property declared in a type, the lines of its own file that read it bare or through `self` (`items` in
    /// `items.bind(to: tableView.rx.items)`, `self.items.accept([])`), outside the locals, parameters and closure
    /// parameters of its name, sorted: a file split by declaration keeps a stored property for the later parts
    /// reading it (`KeptMember`). Not in the JSON.
    package var ownReads: [Int] = []
    /// The repository's own subscription helper: a function whose parameters take a lifetime and a stream to
    /// subscribe to (`func subscribe<T>(_ bag: DisposeBag, _ driver: Driver<T>, _ onNext: ((T) -> Void)? = nil)`) and
    /// whose result is no stream. It consumes streams rather than makes them: each of its calls is an occurrence in
    /// the calling file (`Catalog.subscriptionHelperID`), and its task keeps it for callers in other tasks, as a
    /// subscription holder is kept. In the JSON only when true (`"subscriptionHelper": true`).
    package var isSubscriptionHelper = false
    /// A reactor's own initializer whose signature writes no Rx type (`init(name: String)` of `final class
    /// CellReactor: Reactor`): its Rx type is its reactor alone (`ScanPass.reactorAPIType`), and its callers construct
    /// the reactor, which compiles as long as the reactor keeps its name and the initializer its parameters; also a
    /// function whose signature writes no Rx type and which returns one of the repository's reactors (`func
    /// reactorForDetail(movie: Movie) -> DetailViewReactor`), whose Rx type is that reactor. In the JSON only when true
    /// (`"reactorConstruction": true`).
    package var isReactorConstruction = false
    /// A function returning an `Observable` whose body is one `Observable.create` sending one value and completing
    /// (each `onNext` followed by `onCompleted`; `ScanPass.emitsOneValue`): a call wrapped before `Single` was the
    /// habit, which migrates to an `async throws` function, as a `Single` does. In the JSON only when true
    /// (`"oneValue": true`).
    package var emitsOneValue = false
    /// For a function returning an `Observable` whose body ends in returning an expression of one value once its calls
    /// are (`return remote.fetch(q).map { $0.items }`, `local.get().flatMap { user in self.fetch(user.id) }`), those
    /// calls: the places of their names (`SourcePlace.of(line:column:)`), and for a call of the file's own functions
    /// (`self.refresh(token:)`) the lines of those it may call (of its name and first label), negated; else empty.
    /// Where each call is one of a one-value function's, this one gives one value too
    /// (`CallSiteResolver.propagatingOneValue`). Not in the JSON.
    package var oneValueCalls: [Int] = []

    /// `APIClient.fetch` or `fetch`.
    package var qualifiedName: String { container.map { "\($0).\(name)" } ?? name }

    /// A property holding subscriptions only (`var disposeBag = DisposeBag()`): a lifetime, not a stream, which
    /// callers elsewhere (a subclass's `.disposed(by: disposeBag)`) keep using as it is.
    package var isSubscriptionHolder: Bool {
        kind.isProperty && Catalog.holdsOnlyLifetimes(rxTypes)
    }

    /// The lines of `file`, which declares it, that the declaration holds (`declarationLines(of:at:before:in:)`),
    /// before the file's next declaration of the same name (an overload).
    package func declarationLines(in file: FileInventory) -> Set<Int> {
        if kind == .typealias { return aliasLines(in: file) }
        let next = file.apis.lazy.filter { $0.qualifiedName == qualifiedName && $0.line > line }.map(\.line).min()
        return Self.declarationLines(of: qualifiedName, at: line, before: next, in: file.occurrences)
    }

    private func aliasLines(in file: FileInventory) -> Set<Int> {
        let next = file.apis.lazy.map(\.line).filter { $0 > line }.min()
        return Self.aliasLines(of: qualifiedName, at: line, before: next, in: file.occurrences)
    }

    /// A type alias's lines (`typealias SaveTransaction = (` and the lines of the tuple after it): its own and those of
    /// the occurrences right after it that no declaration encloses, each within two lines of the one before, up to
    /// `end` (the file's next API).
    package static func aliasLines(
        of qualifiedName: String, at line: Int, before end: Int?, in occurrences: [Occurrence]
    ) -> Set<Int> {
        var lines: Set<Int> = [line]
        var last = line
        for occurrence in occurrences where occurrence.line > line && occurrence.line < end ?? Int.max {
            guard occurrence.enclosing == nil || occurrence.enclosing == qualifiedName, occurrence.line <= last + 2
            else { break }
            lines.insert(occurrence.line)
            last = occurrence.line
        }
        return lines
    }

    /// The callers a subscription helper is kept for: its own, or for a protocol's default implementation, which the
    /// calls reach through the requirement it implements (`func hideKeyboardWhenTappedAround(bag: DisposeBag)` in
    /// `protocol KeyboardDismissableOnTap` and in its extension), those of the file's first helper of its name and
    /// container that has some. Its own callers for any other API.
    package func keptCallers(in file: FileInventory) -> [SourceLocation] {
        guard isSubscriptionHelper, callers.isEmpty else { return callers }
        return file.apis.first {
            $0.isSubscriptionHelper && $0.name == name && $0.container == container && !$0.callers.isEmpty
        }?.callers ?? []
    }

    /// Whether it is a member of an `extension Reactive` (`var doubleTap: ControlEvent<Void>` reached as
    /// `button.rx.doubleTap`): with no caller anywhere, dead code the plan deletes rather than migrates.
    package var isReactiveMember: Bool { RxAPI.isReactiveMember(kind: kind, container: container) }

    /// `isReactiveMember` of an API with these fields: a caller holding a pointer to an API reads the fields, where
    /// calling the property on the pointee copies the whole API first (its strings and arrays retained).
    static func isReactiveMember(kind: Kind, container: String?) -> Bool {
        (kind == .function || kind == .variable) && container == "Reactive"
    }

    /// Whether it is an operator the code adds to an Rx type (a function of `extension ObservableType`), which moves
    /// unchanged to a `+Rx.swift` file for its callers rather than getting an async version; not a function of a type
    /// nested in that extension (`extension Observable { class Log { static func show } }`). A test helper whose only
    /// Rx is RxTest's (`func mockEnvironment(_ scheduler: TestScheduler) -> Environment`) has no async version either.
    package var isRxOperator: Bool { RxAPI.isRxOperator(kind: kind, container: container, rxTypes: rxTypes) }

    /// `isRxOperator` of an API with these fields (`isReactiveMember(kind:container:)`).
    static func isRxOperator(kind: Kind, container: String?, rxTypes: [String]) -> Bool {
        // A computed property of a catalog type's extension whose only Rx type is that type (`var asSampleStep:
        // SampleStep?` in RxFlow's `extension Step`, which the scan gives that type) is a helper of the type as an
        // operator is.
        if kind == .variable, let container, rxTypes.count == 1, !container.utf8.contains(UInt8(ascii: ".")) {
            return rxTypes[0] == container
        }
        guard kind == .function else { return false }
        if !rxTypes.isEmpty, rxTypes.allSatisfy(Catalog.rxTestTypes.contains) { return true }
        // Bytes, not `String.contains`, which goes through Foundation for every API of every scan.
        guard let container, !container.utf8.contains(UInt8(ascii: ".")) else { return false }
        return Catalog.streamExtensionHashes.contains(ResolverIndex.outerTypeHash(container))
    }

    /// The lines of a file's `occurrences` that the function `qualifiedName` (`subscribe`, `BaseViewController.bind`)
    /// declared at `line` holds: that line, and the later ones its body encloses (`subscribe(_:_:_:)`,
    /// `BaseViewController.bind(_:).inner()`) before `end`, the line of the next declaration of that name, if any.
    package static func declarationLines(
        of qualifiedName: String, at line: Int, before end: Int?, in occurrences: [Occurrence]
    ) -> Set<Int> {
        var lines: Set<Int> = [line]
        for occurrence in occurrences where occurrence.line > line && occurrence.line < end ?? Int.max {
            // A function's body (`Reactive.tap(_:)`), or a computed property's (`Reactive.doubleTap`).
            guard let enclosing = occurrence.enclosing,
                enclosing == qualifiedName || enclosing.hasPrefix(qualifiedName + "(")
            else { continue }
            lines.insert(occurrence.line)
        }
        return lines
    }
}

extension RxAPI {
    /// Delegates to the memberwise initializer the compiler writes (told apart by `overrides`): an initializer of its
    /// own assigning the fields one by one copied the whole API on its way out of every call (its strings and arrays
    /// retained, then the original released).
    package init(
        name: String, kind: Kind, access: String, line: Int, column: Int, container: String?, rxTypes: [String],
        callers: [SourceLocation] = [], callerModules: [String] = [], implements: [SourceLocation] = []
    ) {
        self.init(
            name: name, kind: kind, access: access, line: line, column: column, container: container,
            rxTypes: rxTypes, callers: callers, callerModules: callerModules, implements: implements, overrides: [])
    }
}

extension RxAPI {
    private enum CodingKeys: String, CodingKey {
        case name, kind, access, line, column, container, rxTypes, callers, callerModules, implements, overrides
        case subclassUses
        case isBridge = "bridge"
        case isSubscriptionHelper = "subscriptionHelper"
        case isReactorConstruction = "reactorConstruction"
        case emitsOneValue = "oneValue"
    }

    /// Decodes older inventories too: `overrides`, `subclassUses`, `bridge`, `subscriptionHelper`,
    /// `reactorConstruction` and `oneValue` may be missing.
    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try c.decode(String.self, forKey: .name), kind: try c.decode(Kind.self, forKey: .kind),
            access: try c.decode(String.self, forKey: .access), line: try c.decode(Int.self, forKey: .line),
            column: try c.decode(Int.self, forKey: .column),
            container: try c.decodeIfPresent(String.self, forKey: .container),
            rxTypes: try c.decode([String].self, forKey: .rxTypes),
            callers: try c.decode([SourceLocation].self, forKey: .callers),
            callerModules: try c.decode([String].self, forKey: .callerModules),
            implements: try c.decode([SourceLocation].self, forKey: .implements))
        overrides = try c.decodeIfPresent([SourceLocation].self, forKey: .overrides) ?? []
        subclassUses = try c.decodeIfPresent([SourceLocation].self, forKey: .subclassUses) ?? []
        isBridge = try c.decodeIfPresent(Bool.self, forKey: .isBridge) ?? false
        isSubscriptionHelper = try c.decodeIfPresent(Bool.self, forKey: .isSubscriptionHelper) ?? false
        isReactorConstruction = try c.decodeIfPresent(Bool.self, forKey: .isReactorConstruction) ?? false
        emitsOneValue = try c.decodeIfPresent(Bool.self, forKey: .emitsOneValue) ?? false
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(kind, forKey: .kind)
        try c.encode(access, forKey: .access)
        try c.encode(line, forKey: .line)
        try c.encode(column, forKey: .column)
        try c.encodeIfPresent(container, forKey: .container)
        try c.encode(rxTypes, forKey: .rxTypes)
        try c.encode(callers, forKey: .callers)
        try c.encode(callerModules, forKey: .callerModules)
        try c.encode(implements, forKey: .implements)
        try c.encode(overrides, forKey: .overrides)
        if !subclassUses.isEmpty { try c.encode(subclassUses, forKey: .subclassUses) }
        if isBridge { try c.encode(true, forKey: .isBridge) }
        if isSubscriptionHelper { try c.encode(true, forKey: .isSubscriptionHelper) }
        if isReactorConstruction { try c.encode(true, forKey: .isReactorConstruction) }
        if emitsOneValue { try c.encode(true, forKey: .emitsOneValue) }
    }
}

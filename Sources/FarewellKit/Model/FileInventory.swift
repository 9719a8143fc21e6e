/// Everything the scanner learned about one Swift file.
package struct FileInventory: Sendable, Codable, Hashable {
    /// Relative to the scan root, `/`-separated.
    package var path: String
    package var module: String
    /// The other modules that compile the file too (an app extension sharing the app's files), sorted; the
    /// file and its occurrences count once, under `module`.
    package var alsoIn: [String]
    package var layer: Layer
    package var isTest: Bool
    /// Lines of the file.
    package var lines: Int
    /// Rx modules the file imports (`RxSwift`, `RxCocoa`), sorted.
    package var imports: [String]
    /// Occurrences in source order (line, then column).
    package var occurrences: [Occurrence]
    /// Declarations whose signatures carry Rx types, in source order.
    package var apis: [RxAPI]
    /// Type names declared in the file (classes, structs, enums, protocols, actors, extensions), in order.
    package var types: [String]
    /// Whether its leading comments say a generator wrote it: its Rx changes in the generator. In the JSON only
    /// when true (`"generated": true`).
    package var isGenerated = false
    /// Whether its leading comments say `farewell scaffold` wrote it (the polyfill or an Rx bridge): its Rx is the
    /// migration's own, which `check` holds to no baseline. Not in the JSON.
    package var isScaffolded = false
    /// The types its ReactorKit views name their reactor with (`typealias Reactor = HomeReactor`, `bind(reactor:
    /// HomeReactor)`, a generic view's argument `BaseViewController<HomeReactor>`:
    /// `CallSiteResolver.namingInheritedReactors`), as name hashes (`WordTable.hash`): a view and its reactor change
    /// together (`TaskGrouper`). Not in the JSON.
    package var reactorTypes: [UInt64] = []
    /// The types whose ReactorKit `reactor` its code sets or reads on a name (`cell.reactor = CellReactor()` of a
    /// `cell` cast `as? FeedCell`), as name hashes, sorted: the views of another file whose task the code depends on
    /// (`Planner.reactorViewUses`). Not in the JSON.
    package var reactorViewTypes: [UInt64] = []
    /// For a view (ui), the other files of its module declaring the presentation types (view models, reactors,
    /// presenters, coordinators) its own types hold in a property or take in an initializer (`let viewModel:
    /// ProfileEdtViewModel`, `init(reactor: HomeReactor)`, `let presenter = SearchPresenter()`), sorted
    /// (`CallSiteResolver.namingHeldModels`): a view and the one view model it holds are one screen whatever their
    /// names (`ScreenModels`). Not in the JSON.
    package var heldModels: [String] = []
    /// The lines giving one of its subscription holders a new lifetime (`disposeBag = DisposeBag()` in a cell's
    /// `prepareForReuse()`), sorted: while the holder is kept for another task's code, so is its reset
    /// (`HeldFiles`, `ScopeOwners`). Not in the JSON.
    package var lifetimeResets: [Int] = []
    /// For a file whose only Rx is RxDataSources' section or identity model conformances (`extension Post:
    /// IdentifiableType`, `struct HelpSection: SectionModelType`): the other files of its module naming the types it
    /// declares or extends, sorted. Their data sources need those conformances
    /// (`CallSiteResolver.namingSectionModelUsers`). Not in the JSON.
    package var sectionModelUsers: [String] = []
    /// For a file declaring types that are Rx types by their headers (`final class ActivityIndicator:
    /// SharedSequenceConvertibleType`, `OwnRxTypes`) that other files name: all those types (`ownRxTypes`, in order,
    /// a private `ActivityToken` too), those the other files name (`usedRxTypes`), and those files (`rxTypeUsers`,
    /// sorted). Those files use them as Rx streams (`ActivityIndicator()`, `.asDriver()`), so they stay Rx while those
    /// files do (`Planner.rxTypeFiles`). Not in the JSON.
    package var ownRxTypes: [String] = []
    package var usedRxTypes: [String] = []
    package var rxTypeUsers: [String] = []
    /// For a file holding an RxFlow stepper (`LoginViewModel: Stepper`) or starting the flows (`coordinate(flow:with:)`):
    /// the other files of its module holding flows (`navigate(to:) -> FlowContributors`) that name a type it declares
    /// or whose types it names, sorted (`CallSiteResolver.namingSteppedFlows`). Not in the JSON.
    package var steppedFlows: [String] = []
    /// For a file declaring an RxCocoa delegate proxy: the other files of its module whose `extension Reactive` is
    /// the proxy's shim, sorted (`CallSiteResolver.namingProxyUsers`). A proxy and its `Reactive` extension change
    /// together (`TaskGrouper`), whatever their files are called. Not in the JSON.
    package var proxyUsers: [String] = []
    /// The lines whose Rx RIBs' workflows need, sorted (`CallSiteResolver.namingWorkflowCode`): a `Workflow`
    /// subclass's body, an `onStep` call, a workflow's `subscribe(_:)` with its chain (`.disposeOnDeactivate(interactor:
    /// self)`), an actionable item's step (`func waitForLogin() -> Observable<(LoggedInActionableItem, ())>`) and its
    /// implementations; and the implementations of RIBs' Rx requirements (a mock's `isActiveStream` and the subjects
    /// backing it). RIBs stays, `onStep` takes an `Observable<(NextActionableItem, Value)>`, and RIBs reads those
    /// requirements as Rx: no task migrates them (`WorkflowCode`). Not in the JSON.
    package var workflowLines: [Int] = []
    /// The enclosing names of its occurrences that are stored properties of a type (`FeedViewModel.items` of `let items
    /// = relay.asObservable()`), in source order: a split file's parts put them before the members reading them, as a
    /// type's body (`DeclarationOrder`). Not in the JSON.
    package var storedProperties: [String] = []

    private enum CodingKeys: String, CodingKey {
        case path, module, alsoIn, layer, isTest, lines, imports, occurrences, apis, types
        case isGenerated = "generated"
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decode(String.self, forKey: .path)
        module = try container.decode(String.self, forKey: .module)
        alsoIn = try container.decode([String].self, forKey: .alsoIn)
        layer = try container.decode(Layer.self, forKey: .layer)
        isTest = try container.decode(Bool.self, forKey: .isTest)
        lines = try container.decode(Int.self, forKey: .lines)
        imports = try container.decode([String].self, forKey: .imports)
        occurrences = try container.decode([Occurrence].self, forKey: .occurrences)
        apis = try container.decode([RxAPI].self, forKey: .apis)
        types = try container.decode([String].self, forKey: .types)
        isGenerated = try container.decodeIfPresent(Bool.self, forKey: .isGenerated) ?? false
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(module, forKey: .module)
        try container.encode(alsoIn, forKey: .alsoIn)
        try container.encode(layer, forKey: .layer)
        try container.encode(isTest, forKey: .isTest)
        try container.encode(lines, forKey: .lines)
        try container.encode(imports, forKey: .imports)
        try container.encode(occurrences, forKey: .occurrences)
        try container.encode(apis, forKey: .apis)
        try container.encode(types, forKey: .types)
        if isGenerated { try container.encode(true, forKey: .isGenerated) }
    }

    package init(
        path: String, module: String, layer: Layer, isTest: Bool, lines: Int, imports: [String],
        occurrences: [Occurrence], apis: [RxAPI] = [], types: [String] = [], alsoIn: [String] = []
    ) {
        self.path = path
        self.module = module
        self.alsoIn = alsoIn
        self.layer = layer
        self.isTest = isTest
        self.lines = lines
        self.imports = imports
        self.occurrences = occurrences
        self.apis = apis
        self.types = types
    }
}

extension FileInventory {
    /// Whether all of the file's Rx is in its types that are Rx types by their headers and in operators added to Rx
    /// types, with other files naming one of those types (`rxTypeUsers`): a helper others use as Rx
    /// (`Planner.rxTypeFiles`).
    package var isRxHelperFile: Bool {
        guard !rxTypeUsers.isEmpty else { return false }
        let types = Set(ownRxTypes)
        return occurrences.allSatisfy { occurrence in
            guard let enclosing = occurrence.enclosing else { return false }
            let outer = LayerClassifier.outermost(enclosing)
            return types.contains(outer) || Catalog.streamExtensionTypes.contains(outer)
        }
    }
}

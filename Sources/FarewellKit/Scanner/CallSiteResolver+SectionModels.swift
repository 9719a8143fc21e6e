/// The files whose data sources use an RxDataSources section or identity model of their module, which only the
/// repository's mentions of its types tell.
extension CallSiteResolver {
    /// RxDataSources' protocols a section model (`SectionModelType`, `AnimatableSectionModelType`) or an item's
    /// identity (`IdentifiableType`) conforms to.
    static let sectionModelProtocols: Set<String> = [
        "SectionModelType", "AnimatableSectionModelType", "IdentifiableType",
    ]

    /// Whether a file whose Rx is `occurrences` has only conformances to `sectionModelProtocols` (`extension Post:
    /// IdentifiableType`): a section or identity model's file.
    static func isSectionModel(_ occurrences: [Occurrence]) -> Bool {
        !occurrences.isEmpty && occurrences.allSatisfy(isSectionModelConformance)
    }

    /// Whether `occurrence` is a conformance to one of `sectionModelProtocols` (`extension Post: IdentifiableType`).
    static func isSectionModelConformance(_ occurrence: Occurrence) -> Bool {
        isSectionModelConformance(construct: occurrence.construct, symbol: occurrence.symbol)
    }

    /// `isSectionModelConformance(_:)` of an occurrence's construct and symbol, read through a pointer to it
    /// (`sectionModelFiles`).
    static func isSectionModelConformance(construct: String, symbol: String) -> Bool {
        construct == "RxDataSources" && sectionModelProtocols.contains(symbol)
    }

    /// Whether a file whose Rx is `occurrences` may need an item's identity (`IdentifiableType`): RxDataSources'
    /// animated sections and data sources diff by it (`AnimatableSectionModel<String, Post>`), and another identity
    /// may be built on it (`var identity: Int { post.identity }`); reload data sources and plain streams of the items
    /// (`Single<[Post]>`) do not.
    static func usesIdentity(_ occurrences: [Occurrence]) -> Bool {
        occurrences.contains {
            $0.construct == "RxDataSources" && ($0.symbol == "IdentifiableType" || $0.symbol.contains("Animat"))
        }
    }

    /// Whether `file` can use RxDataSources' API, which alone needs a model's conformances: it imports RxDataSources
    /// (or its Texture fork) or uses one of its types (a module re-exporting it). A file building the sections
    /// (`ReposSectionModel(header:items:)`) or holding them (`BehaviorRelay<[ReposSectionModel]>`) without it uses
    /// the model's own members only.
    static func usesRxDataSources(_ file: FileInventory) -> Bool {
        file.imports.contains { $0.hasPrefix("RxDataSources") }
            || file.occurrences.contains { $0.construct == "RxDataSources" }
    }

    /// The files with a section model's conformance, on all cores, each occurrence read in place (a copy retains
    /// its strings). A function of its own: the array the workers share is let go of before the caller writes to it.
    private static func sectionModelFiles(_ files: [SourceFile]) -> [Int] {
        ParallelMap.indices(files.count) { index in
            files[index].inventory.occurrences.lentContains {
                isSectionModelConformance(construct: $0.pointee.construct, symbol: $0.pointee.symbol)
            }
        }
    }

    /// Gives each file with conformances to `sectionModelProtocols` (`extension Post: IdentifiableType, Equatable { var
    /// identity: Int { id } }`), whatever other Rx it has (a section item's cell reactor read in its `identity`), the
    /// other files of its module, and of the modules that see it (`index`), that use RxDataSources
    /// (`usesRxDataSources`) and name a type it declares or extends (`FileInventory.sectionModelUsers`): a data
    /// source's generic arguments (`RxCollectionViewSectionedAnimatedDataSource<AnimatableSectionModel<String, Post>>`)
    /// or a reactor's sections beside one (`Observable<[HelpSection]>` in a file importing RxDataSources) need the
    /// conformance, which Swift gives every file of the module and of the modules importing it. An identity model's
    /// users are only those that may need the identity (`usesIdentity`). A file naming a subclass of such a type
    /// (`HomeCellViewModel: IdentifiableViewModel`) needs the conformance it inherits.
    static func namingSectionModelUsers(_ files: inout [SourceFile], index: ResolverIndex) {
        let models = sectionModelFiles(files)
        guard !models.isEmpty else { return }
        var users: [(model: Int, paths: [String])] = []
        for model in models {
            let types = files[model].declaredTypes + files[model].extendedTypes
            let module = files[model].inventory.module
            let identityOnly = files[model].inventory.occurrences.allSatisfy {
                !isSectionModelConformance($0) || $0.symbol == "IdentifiableType"
            }
            // A subclass inherits the conformance (`final class CellViewModel: IdentifiableViewModel` as the items of
            // `AnimatableSectionModel<Module, CellViewModel>`): naming one needs it too.
            let shortTypes = types.map(Reference.short).sortedUnique()
            let paths = files.indices.filter { user in
                guard user != model, files[user].canSeeRx, usesRxDataSources(files[user].inventory),
                    files[user].inventory.module == module || index.sees(index.fileModule[user], file: model),
                    !identityOnly || usesIdentity(files[user].inventory.occurrences)
                else { return false }
                let mentioned = files[user].mentionedTypes
                return types.contains(where: mentioned.sortedContains)
                    || mentioned.contains { type in
                        index.types.ancestors(of: [Reference.short(type)]).contains(where: shortTypes.sortedContains)
                    }
            }.map { files[$0].inventory.path }
            if !paths.isEmpty { users.append((model, paths.sorted())) }
        }
        for (model, paths) in users { files[model].inventory.sectionModelUsers = paths }
    }

    /// Gives each file holding an RxFlow stepper (a type conforming to `Stepper`) or code starting the flows
    /// (`coordinate(flow:with:)`) the files of its module holding flows (`navigate(to:) -> FlowContributors`) that name
    /// a type it declares (`withNextStepper: viewModel` of a `LoginViewModel()`) or whose types it names (`AppFlow()`,
    /// `AppStep.home`), else all of them (`FileInventory.steppedFlows`): the flows navigate by its steps.
    static func namingSteppedFlows(_ files: inout [SourceFile]) {
        // Only files importing RxFlow have its constructs: the others are not read.
        let rxFlow = files.indices.filter { files[$0].inventory.imports.contains("RxFlow") }
        let flows = rxFlow.filter { index in
            files[index].inventory.occurrences.contains { $0.symbol == "FlowContributors" }
        }
        guard !flows.isEmpty else { return }
        for index in rxFlow {
            // A stepper, also one a flow makes for the flow it starts (`OneStepper(withSingleStep: SettingsStep.main)`).
            let drives = files[index].inventory.occurrences.contains {
                $0.construct == "Stepper" || $0.construct == "coordinate(flow:)"
            }
            guard drives else { continue }
            let module = files[index].inventory.module
            let declared = files[index].declaredTypes
            let mentioned = files[index].mentionedTypes
            let moduleFlows = flows.filter { $0 != index && files[$0].inventory.module == module }
            let named = moduleFlows.filter { flow in
                declared.contains(where: files[flow].mentionedTypes.sortedContains)
                    || files[flow].declaredTypes.contains(where: mentioned.sortedContains)
            }
            // A stepper the flows reach through something else (`StepperDI.shared.loginViewModel`) may feed any of them.
            let paths = (named.isEmpty ? moduleFlows : named).map { files[$0].inventory.path }
            files[index].inventory.steppedFlows = paths.sorted()
        }
    }
}

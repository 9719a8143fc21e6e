/// A scanned Swift file on its way into the inventory: what it holds, whether it sees Rx, what it calls.
struct SourceFile: Sendable {
    var inventory: FileInventory
    /// Imports an Rx module, belongs to a module that re-exports one, or uses Rx members that another file
    /// of its module imports.
    var canSeeRx: Bool
    /// Belongs to a module some file of which imports Rx (or sees Rx itself): Swift finds the members of extensions
    /// the module's imports bring in, so the repository's own Rx type extensions' members reach it
    /// (`store.items().toPublisher()` in a Combine-only file).
    var seesModuleRx = false
    /// In the inventory: it sees Rx, and, when only through its module's members, keeps some of them (a file
    /// whose every weak member fell, an enum's `.empty(address:)`, uses no Rx).
    var isListed = true
    /// Sees Rx itself (an Rx import, its own or through a module that re-exports Rx, or an alias of an Rx type): in the
    /// inventory whatever occurrences it keeps.
    var seesAll = false
    /// `types` with those that declare Rx APIs first, in their order: a VIPER contract's `PosterCellView` protocol
    /// without Rx says less of the file's layer than its `PosterCellInteractor` with some.
    /// `rxTypes`: the name hashes of those types (`FileScan.rxTypeHashes`).
    static func rxTypesFirst(_ types: [String], rxTypes: [UInt64]) -> [String] {
        guard types.count > 1, !rxTypes.isEmpty else { return types }
        let declaresRx = types.map { type in
            rxTypes.sortedContains(WordTable.hash(type.split(separator: ".").last.map(String.init) ?? type))
        }
        guard declaresRx.contains(true), declaresRx.contains(false) else { return types }
        return zip(types, declaresRx).filter(\.1).map(\.0) + zip(types, declaresRx).filter { !$0.1 }.map(\.0)
    }

    /// The parameter of a ReactorKit view's `bind(reactor:)` (`ParameterType.slot`).
    static let bindReactorSlot = ParameterType.slot(
        function: WordTable.hash("bind"), label: WordTable.hash("reactor"), position: 0)

    /// How each of `inventory.apis` can be reached, in the same order.
    var apiShapes: [APIShape]
    var references: [Reference]
    /// Capitalized names the file uses, for telling which type a member access can mean.
    var mentionedTypes: [UInt64]
    /// `FileScan.typeHeaders` and `FileScan.declaredTypes`.
    var typeHeaders: [TypeHeader] = []
    var declaredTypes: [UInt64] = []
    /// `FileScan.topLevelTypes` and `FileScan.filePrivateTypes`.
    var topLevelTypes: [UInt64] = []
    var filePrivateTypes: [UInt64] = []
    /// `FileScan.structTypes`.
    var structTypes: [UInt64] = []
    /// `FileScan.initializedStructs`.
    var initializedStructs: [UInt64] = []
    /// `FileScan.declaredProtocols`.
    var declaredProtocols: [UInt64] = []
    /// `FileScan.wrappedProperties`.
    var wrappedProperties: [WrappedProperty] = []
    /// `FileScan.projectionReads`.
    var projectionReads: [ProjectionRead] = []
    /// `FileScan.typedFields`, `FileScan.extendedTypes` and `FileScan.plainMembers`.
    var typedFields: [TypedField] = []
    /// `FileScan.heldTypes`.
    var heldTypes: [UInt64] = []
    /// `FileScan.returnTypes`, `FileScan.receiverHops` and `FileScan.publisherNamedReceivers`.
    var returnTypes: [TypedField] = []
    var receiverHops: [ReceiverHop] = []
    /// `FileScan.memberFields`, `FileScan.metatypeConstants` and `FileScan.resolvedFields`.
    var memberFields: [MemberField] = []
    var metatypeConstants: [TypedField] = []
    var resolvedFields: [ResolvedField] = []
    var publisherNamedReceivers: [Int32] = []
    /// `FileScan.genericFields` and `FileScan.genericHeaders`.
    var genericFields: [TypedField] = []
    var genericHeaders: [GenericHeader] = []
    /// `FileScan.selfWrappers`.
    var selfWrappers: [TypedField] = []
    var extendedTypes: [UInt64] = []
    var plainMembers: [PlainMember] = []
    /// `FileScan.delegateProxies`, and the name hashes of `FileScan.reactiveBases`.
    var delegateProxies: [DelegateProxyHeader] = []
    var reactiveBases: [UInt64] = []
    /// Name hashes of the other modules the file imports (`FileScan.importedModules`): a module of the repository it
    /// imports is one its module sees, whatever its manifest lists (`ModuleVisibility`).
    var importedModules: [UInt64] = []
    /// Those of `importedModules` imported with `@_exported` (`FileScan.reexportedModules`).
    var reexportedModules: [UInt64] = []
    /// `FileScan.functions`.
    var functions: [OwnFunction] = []
    /// `FileScan.parameterTypes` and `FileScan.implicitArguments`.
    var parameterTypes: [ParameterType] = []
    var implicitArguments: [ImplicitArgument] = []
    /// `FileScan.importsCombine`.
    var importsCombine = false
    /// The chain candidates no proof of the scan held, for `CallSiteResolver.operatorsOnRxCalls`.
    var pendingChains: [ChainCandidate] = []
    /// `FileScan.typeMembers`.
    var typeMembers: [UInt64] = []
    /// The label proofs on a receiver reached through a member, sorted by reference, which
    /// `CallSiteResolver.droppingOwnMemberCalls` drops where that receiver's type declares the call.
    var hopLabelProofs: [CallSiteResolver.HopLabelProof] = []
    /// `FileScan.argumentKinds` and `FileScan.argumentMembers`.
    var argumentKinds: [ArgumentKinds] = []
    var argumentMembers: [ArgumentMember] = []
    /// `FileScan.nilArguments`.
    var nilArguments: [NilArgument] = []
    /// `FileScan.metatypeCalls`.
    var metatypeCalls: [Int] = []
    /// `FileScan.qualifiedReceivers`.
    var qualifiedReceivers: [QualifiedReceiver] = []
    /// The names of the file's `typealias` declarations (`FileScan.typeAliases`).
    var aliasNames: [UInt64] = []
    /// Those that stand for one other type at the top level (`TypeAlias.standsForType`): in their module, a receiver
    /// of the alias's type is of the target's (`ResolverIndex.aliasTarget`).
    var aliasesOfTypes: [TypeAlias] = []
    /// `FileScan.workflowFacts`.
    var workflowFacts: WorkflowFacts?

    /// Protocols of the standard library and Foundation that types adopt first, whatever their layer.
    static let standardProtocols: Set<UInt64> = Set(
        [
            "Error", "LocalizedError", "Equatable", "Hashable", "Comparable", "Codable", "Decodable", "Encodable",
            "CustomStringConvertible", "CustomDebugStringConvertible", "Sendable", "Identifiable", "CaseIterable",
            "RawRepresentable", "NSObject", "NSCoding", "NSCopying",
        ].map(WordTable.hash))

    /// Gives a file of no layer the layer of the file declaring what one of its types inherits first
    /// (`final class CloudKitSaveStatesSyncer: CloudKitSyncer` takes the data layer of `CloudKitSyncer`'s file), in
    /// two rounds (a subclass of such a subclass). Test files and classified files keep theirs. Only the types the
    /// repository declares give layers: an extension of a standard type (`private extension String` in a data
    /// source's file) makes `enum Placeholder: String` no data.
    static func inheritLayers(_ files: inout [SourceFile]) {
        // By index throughout: `for file in files` would copy each file, a dozen arrays retained and released.
        var unknown: [Int] = []
        for index in files.indices where files[index].inventory.layer == .unknown && !files[index].inventory.isTest {
            unknown.append(index)
        }
        guard !unknown.isEmpty else { return }
        let declared = repositoryTypes(files)
        var declaring: [UInt64: Layer] = [:]
        for index in files.indices {
            let layer = files[index].inventory.layer
            guard layer != .unknown, layer != .test else { continue }
            for type in files[index].inventory.types {
                let hash = WordTable.hash(type)
                if declaring[hash] == nil, declared.contains(hash) { declaring[hash] = layer }
            }
        }
        for _ in 0..<2 {
            var left: [Int] = []
            for index in unknown {
                let own = files[index].inventory.types.map(WordTable.hash)
                var inherited: Layer?
                // A type's own header, not an extension adding a conformance (`extension State: Formatting`, a service
                // locator's mixin): what a type is made from says its layer, not what it borrows.
                for header in files[index].typeHeaders where !header.isExtension && own.contains(header.type) {
                    // The standard library's protocols name no type of the repository (`enum HistoryError: Error`
                    // is no `L10n.Error`).
                    if let first = header.inherits.first, !SourceFile.standardProtocols.contains(first),
                        let layer = declaring[first]
                    {
                        inherited = layer
                        break
                    }
                }
                guard let inherited else {
                    left.append(index)
                    continue
                }
                files[index].inventory.layer = inherited
                for hash in own where declaring[hash] == nil && declared.contains(hash) { declaring[hash] = inherited }
            }
            if left.count == unknown.count { return }
            unknown = left
        }
    }

    /// The name hashes of the types the files declare (not those they only extend).
    private static func repositoryTypes(_ files: [SourceFile]) -> Set<UInt64> {
        var declared: Set<UInt64> = []
        for index in files.indices { declared.formUnion(files[index].declaredTypes) }
        return declared
    }

    /// Joins each file's scan with its module and layer, files shared out among the cores.
    /// `unusedLibraries`: ids of the constructs of libraries no file imports, whose occurrences are dropped.
    /// `reexports`: the modules that re-export Rx (`RxReexports`), whose own files and importers see it.
    /// `moduleNames`: each path's module name (`moduleName(of:in:)`). What each file keeps of its scan is moved out
    /// of `scans` (copied, an array of occurrences that changes would copy each one); the scans keep their `lines`.
    /// `rxTypes`: the name hashes of the catalog's types (`Catalog.typeHashes`), whose subtypes take back the calls
    /// of `FileScan.plainReceiverCalls`. `importNames`: the names an import reaches each module by.
    static func assemble(
        paths: [String], moduleNames: [String], scans: inout [FileScan], assignment: ModuleAssignment,
        classifier: LayerClassifier, reexports: RxReexports, unusedLibraries: Set<String> = [],
        rxTypes: Set<UInt64> = [], importNames: ModuleImportNames
    ) -> [SourceFile] {
        let modules = Dictionary(assignment.modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // The modules where some file imports Rx, itself or through a module that re-exports it (`import Shared`),
        // and those that re-export it.
        var importing: Set<String> = []
        var reexporting: Set<String> = []
        // Files are read by index here and below: `for scan in scans` would copy each scan, a dozen arrays
        // retained and released, on one core.
        for index in 0..<min(paths.count, scans.count) {
            let imports = !scans[index].imports.isEmpty || reexports.reachRx(scans[index])
            guard imports || !reexports.isEmpty else { continue }
            let module = moduleNames[index]
            if imports { importing.insert(module) }
            if reexports.reexportsRx(module) { reexporting.insert(module) }
        }
        // The names an import reaches those modules by: a file of another module importing one (a spec's
        // `@testable import App`) sees their Rx members on the repository's values that carry Rx.
        let importedRx = Set(importing.flatMap(importNames.hashes(of:)))
        let parents = inheritanceClauses(scans)
        let aliases = AliasTargets(scans)
        let (rxAPIs, rxProperties, bridges, rxLabels) = chainProvingAPIs(scans)
        let subclasses = descendants(of: Set(rxAPIs.values.joined()), parents: parents)
        let rxSubtypes =
            scans.indices.contains { !scans[$0].plainReceiverCalls.isEmpty }
            ? subtypes(of: rxTypes, parents: parents) : []
        var ownMembers: Set<UInt64> = []
        for index in scans.indices where !scans[index].ownMembers.isEmpty {
            ownMembers.formUnion(scans[index].ownMembers)
        }
        var typeMembers: Set<UInt64> = []
        for index in scans.indices where !scans[index].typeMembers.isEmpty {
            typeMembers.formUnion(scans[index].typeMembers)
        }
        var repositoryTypes: Set<UInt64> = []
        for index in scans.indices { repositoryTypes.formUnion(scans[index].declaredTypes) }
        let count = min(paths.count, scans.count)
        let testingFolders = LayerClassifier.microFeatureTestingFolders(paths)
        return scans.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return [] }
            let lent = DisjointPlaces(base: base)
            return ParallelMap.initialize(count) {
                [
                    importing, reexporting, ownMembers, typeMembers, parents, bridges, subclasses, reexports,
                    rxSubtypes, testingFolders, repositoryTypes, importedRx
                ] index, place in
                let path = paths[index]
                // The scan is lent in place, each to one worker: read from the array, it would be copied, its dozen
                // arrays retained. The file is built in its place in the result, for the same reason.
                func assembleFile(_ scan: inout FileScan, into place: UnsafeMutablePointer<SourceFile>) {
                    let moduleName = moduleNames[index]
                    let module = modules[moduleName]
                    let isTest = module?.isTest ?? false
                    // A test's name in a target a manifest declares as no test needs a test framework's import too.
                    let namedTest = (module.map { $0.kind == .folder } ?? true) || scan.importsTestFramework
                    // A file that imports a test framework in a target that is no test is test support (an
                    // `extension TestScheduler` of a `TestsSupport` framework), as is one of a µFeature's `Testing/`.
                    let testSupport = scan.importsTestFramework || LayerClassifier.lies(path, in: testingFolders)
                    let layer = classifier.classify(
                        path: path, module: moduleName, isTestModule: isTest || testSupport,
                        types: SourceFile.rxTypesFirst(scan.types, rxTypes: scan.rxTypeHashes),
                        // An extension `where Self: UIViewController` is a view's code, whatever the protocol is.
                        inherits: scan.typeHeaders.flatMap { $0.inherits + $0.selfConstraints }, parents: parents,
                        namedTest: namedTest,
                        importsUI: scan.importsUIFramework || LayerClassifier.mentionsViews(scan.mentionedTypes),
                        reactiveBases: scan.reactiveBases, proxiedTypes: scan.delegateProxies.compactMap(\.base),
                        inheritedNames: scan.inheritedNames,
                        protocolsOnly: LayerClassifier.declaresPortsOnly(
                            declared: scan.declaredTypes, protocols: scan.declaredProtocols, names: scan.types),
                        bindsControls: LayerClassifier.namesControls(scan.mentionedTypes),
                        declaresTypes: !scan.declaredTypes.isEmpty, repositoryTypes: repositoryTypes)
                    let seesAll =
                        !scan.imports.isEmpty || reexporting.contains(moduleName) || scan.usesRxAlias
                        || reexports.reachRx(scan)
                    // The types the file names, through its aliases too (those nested in a type, in files within it
                    // or, for a protocol's, within a type whose header names it).
                    let scopes =
                        aliases.hasNested
                        ? scan.types.map(ResolverIndex.outerTypeHash) + scan.typeHeaders.flatMap(\.inherits) : []
                    let mentioned = aliases.withTargets(scan.mentionedTypes, own: scan.typeAliases, scopes: scopes)
                    // Not past a call that leaves Rx: `router.cancellation.asPublisher().map { }` is Combine's `map`.
                    // An owner the file names, or a base class of a type it names (`swapAction.getValue()` of
                    // `AsyncAction<T>` on a `SwapAction: AsyncAction<Int>`).
                    let named = { (owner: UInt64) in
                        owner == 0 || mentioned.sortedContains(owner)
                            || (!subclasses.isEmpty
                                && subclasses[owner]?.contains(where: mentioned.sortedContains) == true)
                    }
                    let provenAcrossFiles = { (candidate: ChainCandidate) in
                        !candidate.names.contains(where: bridges.contains)
                            && (candidate.names.indices.contains { index in
                                let name = candidate.names[index]
                                guard rxAPIs[name]?.contains(where: named) == true else { return false }
                                // A label no Rx function of the name takes calls a function of the project's.
                                let label = index < candidate.labels.count ? candidate.labels[index] : 0
                                return label == 0 || rxLabels[name]?.contains(label) != false
                            }
                                || candidate.reads.contains(where: rxProperties.contains))
                    }
                    // Without an Rx import in its module, a file importing a module whose files import Rx (a spec's
                    // `@testable import App`): before SE-0444 (MemberImportVisibility) their members are visible here,
                    // which counts them on the repository's values that carry Rx only.
                    let seesImported =
                        !seesAll && !importing.contains(moduleName) && !importedRx.isEmpty
                        && scan.importedModules.contains(where: importedRx.contains)
                    // Operators on another file's Rx function or property, also in a file that sees only its
                    // module's Rx members (`storeDetailView.backEvent.filter { }`) or an imported module's.
                    let mayProve =
                        (seesAll || importing.contains(moduleName) || seesImported) && !scan.chainCandidates.isEmpty
                    let provenChains =
                        mayProve && (!rxAPIs.isEmpty || !rxProperties.isEmpty)
                        ? scan.chainCandidates.filter(provenAcrossFiles) : []
                    // A file without an Rx import still sees the Rx members its module's other files import.
                    let seesMembers =
                        !seesAll && importing.contains(moduleName)
                        && (!scan.moduleVisibleOccurrences.isEmpty || !provenChains.isEmpty)
                    var occurrences =
                        seesAll
                        ? take(&scan.occurrences)
                        : seesMembers
                            ? take(&scan.moduleVisibleOccurrences)
                            : seesImported ? SourceFile.importVisible(&scan, proven: provenAcrossFiles) : []
                    // A label the project's own function takes too (`bind(to:)`) proves nothing by itself; nor does an
                    // implicit member (`.just(x)`) in a file that sees only the Rx members its module imports.
                    // Nor does it on a receiver declared with a type of the project's that declares that function
                    // itself (`output.bind(to: q)` of an `output: Out`), whatever its signature holds.
                    var hopLabelProofs: [CallSiteResolver.HopLabelProof] = []
                    if !ownMembers.isEmpty || !typeMembers.isEmpty || seesMembers || seesImported, !occurrences.isEmpty,
                        !scan.labelProofs.isEmpty
                    {
                        let dropped = scan.labelProofs.filter {
                            let own =
                                $0.needsOwnMember
                                ? $0.ownReceiver && ownMembers.contains($0.key)
                                : $0.ownReceiver || ownMembers.contains($0.key)
                            let typed =
                                $0.receiverType != 0
                                && SourceFile.declares($0.key, in: $0.receiverType, typeMembers, parents: parents)
                            return ($0.withoutImport && (seesMembers || seesImported))
                                || ((own || typed) && !provenAcrossFiles($0.candidate))
                        }
                        if !dropped.isEmpty {
                            var places = Set(dropped.map(\.candidate.occurrence.place))
                            // A dependent stays while another label proof of its chain stands.
                            let standing = Set(
                                scan.labelProofs.filter { !places.contains($0.candidate.occurrence.place) }
                                    .flatMap { $0.dependents.map(\.place) })
                            let leaning = dropped.flatMap { $0.dependents.map(\.place) }
                            places.formUnion(leaning.filter { !standing.contains($0) })
                            occurrences.removeAll { places.contains($0.place) }
                        }
                        // On a receiver reached through a member (`viewModel.output.bind(to: q)`), only the typed hops tell.
                        if !typeMembers.isEmpty, !scan.receiverHops.isEmpty {
                            hopLabelProofs = SourceFile.hopLabelProofs(
                                scan, falling: dropped, proven: provenAcrossFiles)
                        }
                    }
                    // An Rx type's method called on a name of a type the repository makes an Rx type (`final class
                    // Sink: ObserverType`, or an alias of one) is Rx after all.
                    let rxSubtypeCalls =
                        scan.plainReceiverCalls.isEmpty || !(seesAll || seesMembers || seesImported)
                        ? []
                        : scan.plainReceiverCalls.filter { call in
                            aliases.expanded([call.type], own: scan.typeAliases, scopes: scopes).contains {
                                rxSubtypes.contains($0) || rxTypes.contains($0)
                            }
                        }
                    if !provenChains.isEmpty || !rxSubtypeCalls.isEmpty {
                        occurrences += provenChains.map(\.occurrence) + rxSubtypeCalls.map(\.occurrence)
                        occurrences.sort { ($0.line, $0.column) < ($1.line, $1.column) }
                    }
                    // Only ecosystem constructs can be unused libraries': the category test spares hashing the rest.
                    let unused = { (category: Category, construct: String) in
                        category == .ecosystem && unusedLibraries.contains(construct)
                    }
                    // Looked through by index, field by field: `contains(where:)` iterates copies of the occurrences,
                    // their strings retained and released.
                    if !unusedLibraries.isEmpty,
                        occurrences.indices.contains(where: {
                            unused(occurrences[$0].category, occurrences[$0].construct)
                        })
                    {
                        occurrences.removeAll { unused($0.category, $0.construct) }
                    }
                    let canSeeRx = seesAll || seesMembers || (seesImported && !occurrences.isEmpty)
                    let isListed = seesAll || !occurrences.isEmpty
                    var reactorTypes: [UInt64] = []
                    for alias in scan.typeAliases where alias.name == LayerClassifier.reactorHash {
                        reactorTypes.append(alias.target)
                    }
                    // Or through the type its `bind(reactor: HomeReactor)` takes, which infers `Reactor`.
                    for parameter in scan.parameterTypes
                    where parameter.slot == SourceFile.bindReactorSlot && parameter.type != 0
                        && !reactorTypes.contains(parameter.type)
                    {
                        reactorTypes.append(parameter.type)
                    }
                    // A header naming an alias conforms to what it stands for, and so do the members of its type.
                    var headers = take(&scan.typeHeaders)
                    var shapes = seesAll ? take(&scan.apiShapes) : []
                    if !aliases.isEmpty || !scan.typeAliases.isEmpty {
                        for index in headers.indices {
                            headers[index].inherits = aliases.expanded(
                                headers[index].inherits, own: scan.typeAliases, scopes: scopes)
                            // `where Self: BindableProtocols` of `typealias BindableProtocols = HasDisposeBag & …`.
                            if !headers[index].selfConstraints.isEmpty {
                                headers[index].selfConstraints = aliases.expanded(
                                    headers[index].selfConstraints, own: scan.typeAliases, scopes: scopes)
                            }
                        }
                        for index in shapes.indices {
                            shapes[index].conformances = aliases.expanded(
                                shapes[index].conformances, own: scan.typeAliases, scopes: scopes)
                        }
                    }
                    place.initialize(
                        to: SourceFile(
                            inventory: FileInventory(
                                path: path, module: moduleName, layer: layer, isTest: isTest || layer == .test,
                                lines: scan.lines, imports: take(&scan.imports), occurrences: occurrences,
                                apis: seesAll ? take(&scan.apis) : [], types: take(&scan.types),
                                alsoIn: assignment.sharedModules[path] ?? []),
                            canSeeRx: canSeeRx, apiShapes: shapes, references: take(&scan.references),
                            mentionedTypes: mentioned, typeHeaders: headers, declaredTypes: take(&scan.declaredTypes),
                            typedFields: take(&scan.typedFields), extendedTypes: take(&scan.extendedTypes),
                            plainMembers: take(&scan.plainMembers), aliasNames: scan.typeAliases.map(\.name)))
                    place.pointee.inventory.isGenerated = scan.isGenerated
                    place.pointee.inventory.isScaffolded = scan.isScaffolded
                    if seesAll { place.pointee.inventory.lifetimeResets = scan.lifetimeResets }
                    place.pointee.inventory.storedProperties = take(&scan.storedProperties)
                    place.pointee.inventory.reactorViewTypes = take(&scan.reactorViewTypes)
                    place.pointee.inventory.reactorTypes = reactorTypes
                    place.pointee.isListed = isListed
                    place.pointee.seesAll = seesAll
                    place.pointee.seesModuleRx = seesAll || importing.contains(moduleName)
                    place.pointee.declaredProtocols = take(&scan.declaredProtocols)
                    place.pointee.structTypes = take(&scan.structTypes)
                    place.pointee.initializedStructs = take(&scan.initializedStructs)
                    place.pointee.topLevelTypes = take(&scan.topLevelTypes)
                    place.pointee.filePrivateTypes = take(&scan.filePrivateTypes)
                    place.pointee.importedModules = scan.importedModules
                    place.pointee.reexportedModules = scan.reexportedModules
                    place.pointee.wrappedProperties = take(&scan.wrappedProperties)
                    place.pointee.projectionReads = take(&scan.projectionReads)
                    place.pointee.argumentKinds = take(&scan.argumentKinds)
                    place.pointee.argumentMembers = take(&scan.argumentMembers)
                    place.pointee.nilArguments = take(&scan.nilArguments)
                    place.pointee.metatypeCalls = take(&scan.metatypeCalls)
                    place.pointee.qualifiedReceivers = take(&scan.qualifiedReceivers)
                    if !scan.typeAliases.isEmpty {
                        place.pointee.aliasesOfTypes = scan.typeAliases.filter(\.standsForType)
                    }
                    place.pointee.returnTypes = take(&scan.returnTypes)
                    place.pointee.receiverHops = take(&scan.receiverHops)
                    place.pointee.memberFields = take(&scan.memberFields)
                    place.pointee.metatypeConstants = take(&scan.metatypeConstants)
                    place.pointee.resolvedFields = take(&scan.resolvedFields)
                    place.pointee.publisherNamedReceivers = take(&scan.publisherNamedReceivers)
                    place.pointee.genericFields = take(&scan.genericFields)
                    place.pointee.genericHeaders = take(&scan.genericHeaders)
                    place.pointee.selfWrappers = take(&scan.selfWrappers)
                    place.pointee.delegateProxies = take(&scan.delegateProxies)
                    place.pointee.reactiveBases = scan.reactiveBases.map(WordTable.hash)
                    place.pointee.functions = take(&scan.functions)
                    place.pointee.parameterTypes = take(&scan.parameterTypes)
                    place.pointee.heldTypes = take(&scan.heldTypes)
                    place.pointee.implicitArguments = take(&scan.implicitArguments)
                    place.pointee.importsCombine = scan.importsCombine
                    if !hopLabelProofs.isEmpty { place.pointee.hopLabelProofs = hopLabelProofs }
                    place.pointee.typeMembers = take(&scan.typeMembers)
                    if seesAll { place.pointee.workflowFacts = scan.workflowFacts }
                    // What the names of another file's APIs did not prove waits for the call sites
                    // (`CallSiteResolver.operatorsOnRxCalls`).
                    if mayProve, isListed {
                        let proven = Set(provenChains.map(\.occurrence.place))
                        place.pointee.pendingChains = scan.chainCandidates.filter {
                            ($0.nearestName >= 0 || $0.nearestProjection != 0) && !proven.contains($0.occurrence.place)
                        }
                    }
                }
                assembleFile(&lent.base[index], into: place)
            }
        }
    }

    /// What a file without an Rx import sees through a module it imports whose files import Rx, in source order:
    /// ReactorKit's members on the repository's reactors and the chains they start (`FileScan.importVisibleOccurrences`),
    /// and what only its label or place proved on another file's Rx function or property that `proven` tells, with
    /// what leans on it (`viewModel.items.subscribe(onNext: { })` of a `ListViewModel`'s `items: Observable<[Int]>`).
    /// Rx members on other values (`button.rx.tap` of a `UIButton`) are not counted: a spec using those outright
    /// imports RxCocoa itself.
    private static func importVisible(_ scan: inout FileScan, proven: (ChainCandidate) -> Bool) -> [Occurrence] {
        var visible = take(&scan.importVisibleOccurrences)
        var places = Set(visible.map(\.place))
        for proof in scan.labelProofs where proven(proof.candidate) {
            for occurrence in [proof.candidate.occurrence] + proof.dependents
            where places.insert(occurrence.place).inserted {
                visible.append(occurrence)
            }
        }
        return visible.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    /// An array moved out of its place, which is left empty.
    private static func take<T>(_ array: inout [T]) -> [T] {
        var taken: [T] = []
        swap(&taken, &array)
        return taken
    }

    /// The functions of the repository that carry an Rx type and other files can reach (not private), by
    /// name hash: the outer type hash of each (0 at file scope). An operator chained on a call of one of them
    /// in another file that names its type (`repository.getBook(id).map { }`) is Rx. And its Rx properties, as
    /// `Reference.pairKey` values: read on a receiver named after their type
    /// (`userRepository.session.map { }`), they prove the chain too.
    /// Also the names of the functions that take Rx but return no Rx type (`asPublisher()`, also in an Rx type's
    /// extension without an Rx type in its signature), and that no function returning one shares: the calls that
    /// leave Rx.
    /// `labels`: name -> the first argument labels its Rx-returning functions take; a name one of whose functions
    /// takes labels not known (no entry) takes any.
    private static func chainProvingAPIs(_ scans: [FileScan])
        -> (functions: [UInt64: [UInt64]], properties: Set<UInt64>, bridges: Set<UInt64>, labels: [UInt64: Set<UInt64>])
    {
        // Each file's facts on all cores (their names' hashes are most of the work), then gathered in file order.
        let facts = ParallelMap.map(scans.count) { file -> [(kind: UInt8, key: UInt64, outer: UInt64)] in
            guard !scans[file].apis.isEmpty && !scans[file].imports.isEmpty else { return [] }
            var found: [(kind: UInt8, key: UInt64, outer: UInt64)] = []
            for index in scans[file].apis.indices {
                let kind = scans[file].apis[index].kind
                let access = scans[file].apis[index].access
                guard access != "private" && access != "fileprivate",
                    kind == .function || kind.isProperty
                else { continue }
                let name = Reference.hash(of: scans[file].apis[index].name)
                let outer = ResolverIndex.outerTypeHash(scans[file].apis[index].container)
                if kind == .function {
                    let returnsRx = scans[file].apiShapes[index].returnsRx
                    found.append((returnsRx ? 0 : 1, name, outer))
                    // Its first labels (kind 3), or that they are not known (kind 4).
                    if returnsRx, let labels = scans[file].apiShapes[index].labels {
                        found += labels.map { (3, name, $0) }
                    } else if returnsRx {
                        found.append((4, name, 0))
                    }
                } else if outer != 0,
                    holdsStream(scans[file].apis[index].rxTypes)
                {
                    found.append((2, Reference.pairKey(name, outer), 0))
                }
            }
            return found
        }
        var functions: [UInt64: [UInt64]] = [:]
        var properties: Set<UInt64> = []
        var bridges: Set<UInt64> = []
        var labels: [UInt64: Set<UInt64>] = [:]
        var anyLabel: Set<UInt64> = []
        for file in scans.indices where !scans[file].leavingRx.isEmpty && !scans[file].imports.isEmpty {
            bridges.formUnion(scans[file].leavingRx)
        }
        for fact in facts.joined() {
            switch fact.kind {
            case 0: functions[fact.key, default: []].append(fact.outer)
            case 1: bridges.insert(fact.key)
            case 3: labels[fact.key, default: []].insert(fact.outer)
            case 4: anyLabel.insert(fact.key)
            default: properties.insert(fact.key)
            }
        }
        for name in anyLabel { labels[name] = nil }
        return (functions, properties, bridges.filter { functions[$0] == nil }, labels)
    }

    /// Whether these Rx types name a stream, not only types of `notStreamTypes`.
    static func holdsStream(_ rxTypes: [String]) -> Bool { rxTypes.contains { !notStreamTypes.contains($0) } }

    /// Rx types that are no stream: a property of only these (`var events: [Recorded<Event<Int>>]`, an array;
    /// `let bag: DisposeBag`; a scheduler; RxGesture's alias of a UIKit type, `GestureRecognizer`) does not make the
    /// operators after it Rx.
    private static let notStreamTypes: Set<String> = Set(
        Catalog.standard.constructs.filter { construct in
            construct.isType
                && (["Event", "RxGesture.types"].contains(construct.id)
                    || [.lifetime, .scheduler, .testSupport].contains(construct.category))
        }.flatMap(\.symbols))

    /// What each type of the repository inherits from or conforms to, through all its headers, by type name.
    /// For each of `owners` that some type inherits through the repository's headers (`parents`), those types,
    /// sorted (1,024 at most, 16 levels down).
    private static func descendants(of owners: Set<UInt64>, parents: [UInt64: [UInt64]]) -> [UInt64: [UInt64]] {
        var children: [UInt64: [UInt64]] = [:]
        for (type, inherited) in parents {
            for parent in inherited where parent != type { children[parent, default: []].append(type) }
        }
        var result: [UInt64: [UInt64]] = [:]
        for owner in owners where children[owner] != nil {
            var found: [UInt64] = []
            var level = children[owner] ?? []
            for _ in 0..<16 where !level.isEmpty && found.count < 1024 {
                found += level
                level = Array(level.flatMap { children[$0] ?? [] }.prefix(1024))
            }
            result[owner] = Array(found.prefix(1024)).sortedUnique()
        }
        return result
    }

    /// The label proofs of `scan` still standing (not `falling`, nor proved by another file's Rx API, `proven`) on a
    /// receiver reached through a member (`viewModel.output.bind(to: q)`, a `ReceiverHop`), whose type only the
    /// repository's declarations of that member tell: each with its call's reference and the dependents no other
    /// proof holds up.
    static func hopLabelProofs(_ scan: FileScan, falling: [LabelProof], proven: (ChainCandidate) -> Bool)
        -> [CallSiteResolver.HopLabelProof]
    {
        var hopped: [Int: Int32] = [:]
        for hop in scan.receiverHops {
            let reference = scan.references[Int(hop.reference)]
            hopped[SourcePlace.of(line: Int(reference.line), column: Int(reference.column))] = hop.reference
        }
        let fallen = Set(falling.map(\.candidate.occurrence.place))
        var waiting: [(proof: LabelProof, reference: Int32)] = []
        var standing: Set<Int> = []
        for proof in scan.labelProofs where !fallen.contains(proof.candidate.occurrence.place) {
            if proof.key != 0, proof.receiverType == 0, let reference = hopped[proof.candidate.occurrence.place],
                !proven(proof.candidate)
            {
                waiting.append((proof, reference))
            } else {
                standing.formUnion(proof.dependents.map(\.place))
            }
        }
        return waiting.map { proof, reference in
            CallSiteResolver.HopLabelProof(
                reference: reference, key: proof.key, place: proof.candidate.occurrence.place,
                dependents: proof.dependents.map(\.place).filter { !standing.contains($0) })
        }.sorted { $0.reference < $1.reference }
    }

    /// Whether `type`, or a type it inherits from or conforms to through the repository's headers (16 levels up at
    /// most), declares a function for the call `key` (`Reference.pairKey(name, CallLabel.key)`) among `members`
    /// (`FileScan.typeMembers`): `detail.bind(to: q)` of a `Detail: Screen` where `Screen: Out` and an `extension Out`
    /// declares it.
    static func declares(_ key: UInt64, in type: UInt64, _ members: Set<UInt64>, parents: [UInt64: [UInt64]]) -> Bool {
        guard !members.isEmpty else { return false }
        var seen: Set<UInt64> = [type]
        var level = [type]
        for _ in 0..<16 where !level.isEmpty {
            if level.contains(where: { members.contains(Reference.pairKey(key, UInt64(Reference.short($0)))) }) {
                return true
            }
            level = level.flatMap { parents[$0] ?? [] }.filter { seen.insert($0).inserted }
        }
        return false
    }

    /// The repository's types that inherit from or conform to one of `types` through their headers, any number deep
    /// (`final class Sink: ObserverType`, `protocol Indicating: SharedSequenceConvertibleType` and its adopters).
    private static func subtypes(of types: Set<UInt64>, parents: [UInt64: [UInt64]]) -> Set<UInt64> {
        let named = types.intersection(parents.values.joined())
        return Set(descendants(of: named, parents: parents).values.joined())
    }

    private static func inheritanceClauses(_ scans: [FileScan]) -> [UInt64: [UInt64]] {
        var parents: [UInt64: [UInt64]] = [:]
        for file in scans.indices {
            for header in scans[file].typeHeaders where !header.inherits.isEmpty {
                parents[header.type, default: []] += header.inherits
            }
        }
        return parents
    }

    /// The module that compiles `path`; the resolver names every file, the top folder is a last resort.
    static func moduleName(of path: String, in assignment: ModuleAssignment) -> String {
        if let name = assignment.fileModules[path] { return name }
        let parts = path.split(separator: "/")
        return parts.count > 1 ? String(parts[0]) : "(root)"
    }
}

/// What `CallSiteResolver` looks up per reference, computed once: declarations by name, module numbers,
/// which module sees which, and each file's rank in path order.
struct ResolverIndex {
    /// Global API numbers (`firstAPI[file] + index in the file`) by the hash of the name a call uses.
    private var byName = HashLists()
    /// The same for APIs at file scope, and by name and outer type (`Reference.pairKey`) for the others, so a name
    /// declared in thousands of types (`disposeBag`) costs a reference only the types its file names.
    private var fileScopeByName = HashLists()
    private var byNameAndOuter = HashLists()
    /// The same, keyed by the outer type's `Reference.short` (`receiverCandidates`).
    private var byNameAndShortOuter = HashLists()
    /// Instance properties by the name hash of the struct they are declared in (`Input`'s `loadTrigger`): a call of
    /// the struct's memberwise initializer (`DetailViewModel.Input(loadTrigger: taps)`) passes them.
    private(set) var memberwise = HashLists()
    /// The same, keyed by the struct's name and its outer type (`Reference.pairKey`; `memberwise(_:in:)`).
    private var memberwiseByOuter = HashLists()
    /// The name hash of each API.
    private(set) var apiName: [UInt64] = []
    /// The file declaring each API.
    var apiFile: [Int] = []
    /// The name hash of the outermost type around each API (`Outer` of `Outer.Inner`), or 0 at file scope.
    var apiOuterType: [UInt64] = []
    /// The name hash of the innermost type around each API (`Output` of `LibraryViewModel.Output`), or 0.
    var apiInnerType: [UInt64] = []
    /// `nestedKey` of each nested type that declares APIs, sorted.
    private(set) var nestedKeys: [UInt32] = []
    var apiKind: [RxAPI.Kind] = []
    var apiShape: [APIShape] = []
    /// The global number of each file's first API.
    var firstAPI: [Int] = []
    var apiCount = 0
    /// Module names by number, and each file's module number.
    var moduleNames: [String] = []
    var fileModule: [Int] = []
    /// The other modules that compile a file (`FileInventory.alsoIn`), for the few files that have any.
    var fileAlsoIn: [Int: [Int]] = [:]
    /// The types each module declares at the top level, not `private` (`SourceFile.topLevelTypes`), by module
    /// number, sorted and unique: they shadow other modules' types of those names (`shadowsType(of:from:file:)`).
    private(set) var moduleTypes: [[UInt64]] = []
    /// The aliases each module declares of one other type (`SourceFile.aliasesOfTypes`), not `private`, by module number
    /// (`aliasTarget(of:from:file:)`).
    private(set) var moduleAliases: [[ModuleAlias]] = []
    /// Module numbers by the name hashes an import spells (`ModuleImportNames`), for the repositories whose files
    /// qualify a receiver's type (`qualifiedType(of:in:)`).
    private(set) var modulesByImportName: [UInt64: [Int]] = [:]
    /// The repository's modules each file imports: of same-named types in several modules, the imported one's.
    private(set) var imported = ImportedModules([], moduleNames: [], fileModule: [], importNames: ModuleImportNames([]))
    /// The module of the first file with each file's path (what a lookup by path would give).
    var pathModule: [Int] = []
    /// Equal for equal paths, ordered as the paths are.
    var pathRank: [Int] = []
    /// `visible[caller * moduleCount + declaring]`.
    private var visible: [Bool] = []
    /// Whether each API is `internal` (written so or by default): other modules do not see it.
    private var apiInternal: [Bool] = []
    /// Whether each module sees other modules' internal declarations too: a test module (`@testable import`), or
    /// one whose bounds are a guess (a folder's).
    private var seesInternals: [Bool] = []
    /// Name hashes of catalog symbols of unused libraries (`CallSiteResolver.resolve`).
    var freeNames: Set<UInt64> = []
    /// Name hashes of the repository's free functions, which alone a bare name passed alone (`.flatMap(ignoreNil)`)
    /// may reach (`CallSiteResolver.resolve`).
    var freeFunctionNames: Set<UInt64> = []
    /// The types of the repository's own `rx` properties (`var rx: RxGraphClient`, an Rx wrapper of its own): their
    /// members are reached through `.rx` as `Reactive`'s are.
    private var ownRxTypes: Set<UInt64> = []
    /// The repository's own wrapper properties other than `rx` (`var ext: Ext<Self>`): their types' members are
    /// reached through them (`button.ext.isEnabled`).
    private(set) var wrappers = WrapperProperties()
    /// For each API, the stream kind of a property's type (`streamKind(of:)`), else 0.
    private var apiStream: [UInt8] = []
    /// The names of `SourceFile.plainMembers` that an Rx API has too, sorted and unique.
    var plainProperties: [UInt64] = []
    /// Those members with their types, as `Reference.pairKey(name, owner)`, sorted and unique.
    var plainMembers: [UInt64] = []
    /// What the repository's types inherit from, by name.
    var types: TypeGraph
    /// Functions of a name and labels some Rx API has that the repository also declares without an Rx type
    /// (`values(key:defaultValue:) -> AnyPublisher<T, Never>` beside the `-> Observable<T>` one), by name:
    /// `CallSiteResolver` leaves their calls in Combine files without an Rx import to the plain one.
    var plainOverloads: [UInt64: [OwnFunction]] = [:]

    init(_ files: [SourceFile], modules: [Module]) {
        types = TypeGraph([])
        let rx = Reference.short(ScanPass.rxHash)
        for index in files.indices where !files[index].typedFields.isEmpty {
            for field in files[index].typedFields where field.name == rx && field.type != ResolverIndex.reactiveHash {
                ownRxTypes.insert(field.type)
            }
        }
        var numbers: [String: Int] = [:]
        // By index: `for file in files` would copy each file's value, its arrays retained and released.
        for index in files.indices {
            let name = files[index].inventory.module
            if numbers[name] == nil {
                numbers[name] = moduleNames.count
                moduleNames.append(name)
            }
            fileModule.append(numbers[name] ?? 0)
        }
        for fileIndex in files.indices where !files[fileIndex].inventory.alsoIn.isEmpty {
            fileAlsoIn[fileIndex] = files[fileIndex].inventory.alsoIn.map { name in
                if let number = numbers[name] { return number }
                numbers[name] = moduleNames.count
                moduleNames.append(name)
                return moduleNames.count - 1
            }
        }
        let importNames = ModuleImportNames(modules)
        // The type graph and what each module imports and declares are built on a thread of their own while this
        // one indexes the declarations, whose tables it fills on one core.
        let side = Background { [moduleNames, fileModule, fileAlsoIn] in
            (
                types: TypeGraph(files),
                imported: ImportedModules(
                    files, moduleNames: moduleNames, fileModule: fileModule, importNames: importNames),
                moduleTypes: Self.moduleTypes(
                    files, fileModule: fileModule, alsoIn: fileAlsoIn, count: moduleNames.count),
                moduleAliases: Self.moduleAliases(
                    files, fileModule: fileModule, alsoIn: fileAlsoIn, count: moduleNames.count)
            )
        }
        if files.contains(where: { !$0.qualifiedReceivers.isEmpty }) {
            modulesByImportName = ImportedModules.numbersByHash(moduleNames, importNames)
        }
        indexDeclarations(files)
        (types, imported, moduleTypes, moduleAliases) = side.value()
        indexPlainOverloads(files)
        wrappers = WrapperProperties(files)
        wrappers.noteOverloads(names: apiName, outers: apiOuterType, shapes: apiShape)
        for api in 0..<apiCount where apiInnerType[api] != apiOuterType[api] && apiOuterType[api] != 0 {
            let (outer, inner) = (Reference.short(apiOuterType[api]), Reference.short(apiInnerType[api]))
            nestedKeys.append(ResolverIndex.nestedKey(outer: outer, inner: inner))
        }
        nestedKeys = nestedKeys.sortedUnique()
        // Only the names an Rx API has: the others never reach a candidate.
        for index in files.indices {
            for member in files[index].plainMembers where byName.contains(member.name) {
                plainProperties.append(member.name)
                plainMembers.append(Reference.pairKey(member.name, UInt64(member.owner)))
            }
        }
        plainProperties = plainProperties.sortedUnique()
        plainMembers = plainMembers.sortedUnique()
        rankPaths(files)
        let visibility = ModuleVisibility(modules, imports: Self.importedRepositoryModules(files, modules: modules))
        let count = moduleNames.count
        let loose = Set(modules.filter { !$0.isTest && $0.kind != .folder }.map(\.name))
        seesInternals = moduleNames.map { !loose.contains($0) }
        visible = [Bool](repeating: false, count: count * count)
        for caller in 0..<count {
            for declaring in 0..<count {
                visible[caller * count + declaring] = visibility.sees(moduleNames[caller], moduleNames[declaring])
            }
        }
    }

    /// Module -> the repository's modules its files import (`import DomainCarTrack` in a target whose manifest lists
    /// only `BaseCore`: Xcode finds the module anyway), by any name each is imported by (`ModuleImportNames`).
    static func importedRepositoryModules(_ files: [SourceFile], modules: [Module]) -> [String: Set<String>] {
        guard files.contains(where: { !$0.importedModules.isEmpty }) else { return [:] }
        let importNames = ModuleImportNames(modules)
        let manifests = Dictionary(
            modules.map { ($0.name, $0.manifest ?? "") }, uniquingKeysWith: { first, _ in first })
        var result: [String: Set<String>] = [:]
        for index in files.indices where !files[index].importedModules.isEmpty {
            let module = files[index].inventory.module
            for hash in files[index].importedModules {
                var names = importNames.modules(importedAs: hash).filter { $0 != module }
                // Of several modules of the name (six tutorials' `TicTacToe` apps), the one nearest the importing
                // file: its project's, not every project's.
                if names.count > 1 { names = nearest(names, to: files[index].inventory.path, manifests: manifests) }
                for name in names { result[module, default: []].insert(name) }
            }
        }
        return result
    }

    /// The names of `names` whose manifest's folder shares the most leading folders with `path`; all of them when
    /// the manifests are unknown or equally near.
    static func nearest(_ names: [String], to path: String, manifests: [String: String]) -> [String] {
        let folders = path.split(separator: "/").dropLast()
        let shared = names.map { name -> Int in
            let manifest = (manifests[name] ?? "").split(separator: "/").dropLast()
            return zip(folders, manifest).prefix { $0 == $1 }.count
        }
        guard let best = shared.max(), shared.contains(where: { $0 < best }) else { return names }
        return zip(names, shared).filter { $0.1 == best }.map(\.0)
    }

    func sees(_ caller: Int, _ declaring: Int) -> Bool {
        visible[caller * moduleNames.count + declaring]
    }

    /// Whether code of module `caller` can call into the file `declaring`: into its module, or into another
    /// that compiles it too.
    func sees(_ caller: Int, file declaring: Int) -> Bool {
        sees(caller, fileModule[declaring]) || fileAlsoIn[declaring]?.contains { sees(caller, $0) } == true
    }

    /// Whether code of module `caller` can call `api`: an internal declaration only from a module that compiles
    /// its file (`extension Reactive where Base: TabItem { var tapped }` is no member of another module's
    /// `leftItems?[0].rx`), or from a test module, or where either module's bounds are a guess.
    func reaches(_ caller: Int, api: Int) -> Bool {
        guard apiInternal[api] else { return true }
        let declaring = apiFile[api]
        return compiles(caller, file: declaring) || seesInternals[caller] || seesInternals[fileModule[declaring]]
    }

    /// Narrows `chosen`, declared in several files, to the APIs a file at `fileIndex` of module `module` names
    /// through its imports, when some are and some are not: where modules `A` and `C` both declare `Service`,
    /// `service.auth()` in a file importing `A` alone calls `A.Service.auth`. An API counts when its file is
    /// compiled by the caller's module or by one the calling file imports, or when it is a member of an Rx type's
    /// extension, which Swift finds through any import of the module. A file importing both, or neither (a module
    /// whose name the manifests do not give), keeps them all.
    func keepImportedModules(_ chosen: inout [Int], from fileIndex: Int, module: Int) {
        guard let first = chosen.first, chosen.contains(where: { apiFile[$0] != apiFile[first] }) else { return }
        let named = chosen.filter { api in
            apiShape[api].extendsRx || compiles(module, file: apiFile[api])
                || importsModule(of: apiFile[api], fileIndex)
        }
        if !named.isEmpty, named.count < chosen.count { chosen = named }
    }

    /// Whether the file `fileIndex` imports a module that compiles the file `declaring`.
    private func importsModule(of declaring: Int, _ fileIndex: Int) -> Bool {
        imported.imports(fileIndex, module: fileModule[declaring])
            || fileAlsoIn[declaring]?.contains { imported.imports(fileIndex, module: $0) } == true
    }

    /// Whether module `module` compiles the file `fileIndex`.
    func compiles(_ module: Int, file fileIndex: Int) -> Bool {
        fileModule[fileIndex] == module || fileAlsoIn[fileIndex]?.contains(module) == true
    }

    /// `plainOverloads`: in each file, the functions of a name and labels that outnumber the file's Rx APIs of
    /// that name and labels (a file's functions carry no Rx-ness of their own).
    private mutating func indexPlainOverloads(_ files: [SourceFile]) {
        for fileIndex in files.indices where files[fileIndex].functions.count > 1 {
            // Sorted by name: without two functions of one name, none outnumbers the Rx APIs of its name.
            let functions = files[fileIndex].functions
            guard zip(functions, functions.dropFirst()).contains(where: { $0.name == $1.name }) else { continue }
            let first = firstAPI[fileIndex]
            let count = files[fileIndex].inventory.apis.count
            var rxCounts: [OwnFunction: Int] = [:]
            for api in first..<first + count where apiKind[api] == .function && byName.contains(apiName[api]) {
                let key = OwnFunction(
                    name: apiName[api], labels: apiShape[api].labelBits, required: apiShape[api].requiredLabelBits)
                rxCounts[key, default: 0] += 1
            }
            guard !rxCounts.isEmpty else { continue }
            var counts: [OwnFunction: Int] = [:]
            for function in functions where rxCounts[function] != nil {
                counts[function, default: 0] += 1
            }
            for (function, total) in counts where total > rxCounts[function, default: 0] {
                if plainOverloads[function.name]?.contains(function) != true {
                    plainOverloads[function.name, default: []].append(function)
                }
            }
        }
    }

    private mutating func indexDeclarations(_ files: [SourceFile]) {
        // Each API's names and facts are worked out on all cores, reading the files; the tables are then filled in
        // file order from these keys alone, without going back to the files' scattered APIs.
        let modules = ResolverIndex.rxModuleHashes
        let keys = ParallelMap.map(files.count) { fileIndex -> [DeclarationKey] in
            guard files[fileIndex].canSeeRx else { return [] }
            // Each API read field by field through a pointer (`lentMap`).
            var keys: [DeclarationKey] = files[fileIndex].inventory.apis.lentMap { api in
                // An initializer is called by its type's name: the innermost type around it.
                let inner = ResolverIndex.innerTypeHash(api.pointee.container)
                let kind = api.pointee.kind
                let name = kind == .initializer && inner != 0 ? inner : Reference.hash(of: api.pointee.name)
                let stream = kind.isProperty ? ResolverIndex.streamKind(of: api.pointee.rxTypes) : 0
                let outer = ResolverIndex.outerTypeHash(api.pointee.container)
                let access = api.pointee.access
                return DeclarationKey(
                    name: name, outer: outer, inner: inner, stream: stream, kind: kind,
                    // No other file can call a private or fileprivate declaration.
                    isVisible: access != "private" && access != "fileprivate",
                    // A member of a nested type takes the access of types around it, which a `public extension`
                    // may give (`public extension Builder { struct Policy { static let replace: Observable<Int>
                    // } }`): only a direct member of a type or extension, or a declaration at file scope, is
                    // surely internal. An enum's case has its enum's access (`ScanPass.Scope.caseAccess`).
                    isInternal: access == "internal" && inner == outer, isMemberwise: false, extendsRx: false)
            }
            for offset in keys.indices { keys[offset].extendsRx = files[fileIndex].apiShapes[offset].extendsRx }
            // `extension RxSwift.Reactive` extends `Reactive`: the outer type is the one after the module.
            for offset in keys.indices where modules.contains(keys[offset].outer) {
                guard keys[offset].extendsRx, let container = files[fileIndex].inventory.apis[offset].container
                else { continue }
                keys[offset].outer = ResolverIndex.outerTypeHash(String(container.drop { $0 != "." }.dropFirst()))
            }
            // A struct's stored property, unless the struct declares an initializer in its body, or one with Rx
            // parameters (either replaces the memberwise one; the call is that initializer's).
            if !files[fileIndex].structTypes.isEmpty {
                let initialized = Set(keys.lazy.filter { $0.kind == .initializer }.map(\.inner))
                for offset in keys.indices where keys[offset].kind.isProperty && keys[offset].inner != 0 {
                    let inner = keys[offset].inner
                    keys[offset].isMemberwise =
                        !files[fileIndex].apiShapes[offset].isStatic && !keys[offset].extendsRx
                        && files[fileIndex].structTypes.sortedContains(inner)
                        && !initialized.contains(inner) && !files[fileIndex].initializedStructs.sortedContains(inner)
                }
            }
            return keys
        }
        // The columns are sized once: grown by doubling, they were copied a dozen times on one core.
        let total = keys.reduce(0) { $0 + $1.count }
        firstAPI.reserveCapacity(keys.count)
        apiName.reserveCapacity(total)
        apiStream.reserveCapacity(total)
        apiFile.reserveCapacity(total)
        apiOuterType.reserveCapacity(total)
        apiInnerType.reserveCapacity(total)
        apiKind.reserveCapacity(total)
        apiInternal.reserveCapacity(total)
        apiShape.reserveCapacity(total)
        // The tables by type are filled on a thread of their own, from the keys alone, while this one fills the
        // columns and the tables by name.
        let byType = Background { [keys] in ResolverIndex.typeTables(keys) }
        for (fileIndex, fileKeys) in keys.enumerated() {
            firstAPI.append(apiCount)
            if !fileKeys.isEmpty { apiShape += files[fileIndex].apiShapes.prefix(fileKeys.count) }
            for key in fileKeys {
                if key.isVisible {
                    byName.append(apiCount, to: key.name)
                    // A member of an Rx type's extension is called on Rx values, whatever types the file names.
                    if key.outer == 0 || key.extendsRx { fileScopeByName.append(apiCount, to: key.name) }
                }
                apiName.append(key.name)
                apiStream.append(key.stream)
                apiFile.append(fileIndex)
                apiOuterType.append(key.outer)
                apiInnerType.append(key.inner)
                apiKind.append(key.kind)
                apiInternal.append(key.isInternal)
                apiCount += 1
            }
        }
        (byNameAndOuter, byNameAndShortOuter, memberwise, memberwiseByOuter) = byType.value()
    }

    /// The tables of the APIs by name and type that `keys` (by file, in file order) give: `byNameAndOuter`,
    /// `byNameAndShortOuter`, `memberwise` and `memberwiseByOuter`, numbered as `indexDeclarations` numbers them.
    private static func typeTables(_ keys: [[DeclarationKey]]) -> (
        byNameAndOuter: HashLists, byNameAndShortOuter: HashLists, memberwise: HashLists, memberwiseByOuter: HashLists
    ) {
        var (byNameAndOuter, byNameAndShortOuter, memberwise, memberwiseByOuter) =
            (HashLists(), HashLists(), HashLists(), HashLists())
        var api = 0
        for fileKeys in keys {
            for key in fileKeys {
                defer { api += 1 }
                guard key.isVisible else { continue }
                if key.outer != 0, !key.extendsRx {
                    byNameAndOuter.append(api, to: Reference.pairKey(key.name, key.outer))
                    byNameAndShortOuter.append(api, to: Reference.pairKey(key.name, UInt64(Reference.short(key.outer))))
                }
                if key.isMemberwise {
                    memberwise.append(api, to: key.inner)
                    memberwiseByOuter.append(api, to: Reference.pairKey(key.inner, key.outer))
                }
            }
        }
        return (byNameAndOuter, byNameAndShortOuter, memberwise, memberwiseByOuter)
    }

    /// What `indexDeclarations` reads of one API, worked out on all cores.
    private struct DeclarationKey {
        var name: UInt64
        var outer: UInt64
        var inner: UInt64
        var stream: UInt8
        var kind: RxAPI.Kind
        /// Neither private nor fileprivate: other files can call it.
        var isVisible: Bool
        var isInternal: Bool
        /// A stored property of a struct whose memberwise initializer takes it.
        var isMemberwise: Bool
        /// A member of an Rx type's extension (`APIShape.extendsRx`).
        var extendsRx: Bool
    }

    /// The stored properties of the structs named `type` (`memberwise`) whose outer type is one of `outers`, in the
    /// order `memberwise` lists them; a pair key two outer types share may add others, which the caller's checks of
    /// the outer type leave.
    func memberwise(_ type: UInt64, in outers: [UInt64]) -> [Int] {
        var found: [Int] = []
        for outer in outers.sortedUnique() {
            found += memberwiseByOuter.list(Reference.pairKey(type, outer)) ?? []
        }
        return found.sortedUnique()
    }

    /// The APIs named `hash` that a reference in a file may call: at file scope or members of a type the file names
    /// (`mentioned`, its `SourceFile.mentionedTypes`); false when no Rx API has that name. The list is passed, not the
    /// file: a whole file passed from the `inout` one the caller holds was copied (576 bytes) on every call, once per
    /// reference.
    func candidates(_ hash: UInt64, mentioning mentioned: [UInt64], into found: inout [Int]) -> Bool {
        guard let all = byName.list(hash) else { return false }
        guard all.count > mentioned.count + 1 else {
            found = all
            return true
        }
        found = fileScopeByName.list(hash) ?? []
        for outer in mentioned {
            guard let members = byNameAndOuter.list(Reference.pairKey(hash, outer)) else { continue }
            for api in members where apiName[api] == hash && apiOuterType[api] == outer { found.append(api) }
        }
        return true
    }

    /// The APIs named `hash` that are members of one of `ancestors` (short type keys: what the file's own types
    /// inherit, `ThemedViewController` above a `ViewController` above `AccountViewController`) which the file never
    /// names (`mentioned`, as for `candidates`): `candidates` leaves them out when many types have a member of that
    /// name; false for none.
    func ancestorCandidates(
        _ hash: UInt64, ancestors: [UInt32], mentioning mentioned: [UInt64], into found: inout [Int]
    )
        -> Bool
    {
        found.removeAll(keepingCapacity: true)
        guard let all = byName.list(hash), all.count > mentioned.count + 1 else { return false }
        for type in ancestors {
            guard let members = byNameAndShortOuter.list(Reference.pairKey(hash, UInt64(type))) else { continue }
            for api in members
            where apiName[api] == hash && Reference.short(apiOuterType[api]) == type
                && !mentioned.sortedContains(apiOuterType[api]) && !found.contains(api)
            {
                found.append(api)
            }
        }
        return !found.isEmpty
    }

    /// The APIs named `hash` that are members of the type `receiver` (`Reference.receiverKey`) or of one it
    /// inherits from or conforms to, which the file never names (`mentioned`; `settings()` of a
    /// `WidgetSettingsRepositoryProtocol` a hop gives `repositories.widgetSettingsStorage`, `cell.disposeBag` of a
    /// `MyReviewCell`, a `BaseTableViewCell`'s): `candidates` leaves them out when many types have a member of that
    /// name; false for none.
    func receiverCandidates(
        _ hash: UInt64, of receiver: UInt32, mentioning mentioned: [UInt64], into found: inout [Int]
    )
        -> Bool
    {
        found.removeAll(keepingCapacity: true)
        // Where `candidates` kept every API of the name, there is none it left out.
        guard let all = byName.list(hash), all.count > mentioned.count + 1 else { return false }
        let add = { (type: UInt32, found: inout [Int]) in
            guard let members = self.byNameAndShortOuter.list(Reference.pairKey(hash, UInt64(type))) else { return }
            for api in members
            where self.apiName[api] == hash && Reference.short(self.apiOuterType[api]) == type
                && !mentioned.sortedContains(self.apiOuterType[api])
            {
                found.append(api)
            }
        }
        add(receiver, &found)
        if receiver != ResolverIndex.publisherKey, ResolverIndex.combinePublishers.contains(receiver) {
            add(ResolverIndex.publisherKey, &found)
        }
        if types.hasParents(receiver) {
            for ancestor in types.ancestors(of: [receiver]) { add(ancestor, &found) }
        }
        return !found.isEmpty
    }

    /// The APIs that implement the protocol requirement `api`, in its file or others: declarations of its name and
    /// kind (a property for a property) in a type that conforms to its protocol (its header, another header of
    /// the type anywhere, or a protocol it conforms to that inherits the requirement's), in a module that sees
    /// the protocol's; a function's or initializer's parameter labels and count must be the requirement's too.
    func implementations(of api: Int) -> [Int] {
        guard apiShape[api].isRequirement, apiOuterType[api] != 0, let all = byName.list(apiName[api]) else {
            return []
        }
        let protocolName = Reference.short(apiOuterType[api])
        // Requirements of one name and labels told apart by their first parameter's type (`fetch(with id: Int)`,
        // `fetch(with favorites: Bool)`): each has the implementations taking its type.
        let type = apiShape[api].firstParameterType
        let overloaded =
            type != 0
            && all.contains { other in
                other != api && apiShape[other].isRequirement && apiOuterType[other] == apiOuterType[api]
                    && apiName[other] == apiName[api] && apiShape[other].labelBits == apiShape[api].labelBits
            }
        return all.filter { other in
            guard !apiShape[other].isRequirement, apiName[other] == apiName[api],
                !overloaded || apiShape[other].firstParameterType == type || apiShape[other].firstParameterType == 0,
                apiKind[other] == apiKind[api] || apiKind[other].isProperty && apiKind[api].isProperty,
                apiShape[other].isStatic == apiShape[api].isStatic,
                apiShape[other].labels?.first == apiShape[api].labels?.first,
                // Overloads of one first label (`fetch(by:)`, `fetch(by:limit:)`) differ in their other labels.
                apiShape[other].labelBits == apiShape[api].labelBits,
                apiShape[other].argumentRange?.upperBound == apiShape[api].argumentRange?.upperBound,
                sees(fileModule[apiFile[other]], fileModule[apiFile[api]])
            else { return false }
            return apiShape[other].conformances.contains(apiOuterType[api])
                || types.inherits(Reference.short(apiInnerType[other]), from: protocolName)
        }
    }

    /// The members of the repository's subclasses that override `api`, a class's member (`override func start() ->
    /// Observable<Bool>` in a `LoginCoordinator: BaseCoordinator<Bool>` of its `open func start() ->
    /// Observable<Result>`): the same name, kind and labels in a type inheriting `api`'s; they change with it, as a
    /// protocol's implementations change with its requirement. Only a member written `override` overrides.
    func overrides(of api: Int) -> [Int] {
        let outer = apiOuterType[api]
        guard !apiShape[api].isRequirement, !apiShape[api].extendsRx, outer != 0, apiInnerType[api] == outer,
            let all = byName.list(apiName[api]), all.count > 1
        else { return [] }
        let base = Reference.short(outer)
        // A protocol extension's member (`extension Reactor { func mutate }`) is a default its conforming types
        // replace, not a base class's. Most types are no one's base: those are ruled out before any shape is read.
        guard types.isInherited(base), !types.protocols.contains(base) else { return [] }
        let shape = apiShape[api]
        return all.filter { other in
            guard other != api, apiInnerType[other] != outer, apiName[other] == apiName[api],
                apiKind[other] == apiKind[api], types.inherits(Reference.short(apiInnerType[other]), from: base)
            else { return false }
            let overriding = apiShape[other]
            // Swift wants `override` on an overriding member: a subclass's own `var disposeBag` without it is
            // another class's of that name (a `HomeViewController` of another module).
            return overriding.isOverride && !overriding.isRequirement && overriding.isStatic == shape.isStatic
                && overriding.labelBits == shape.labelBits && overriding.labels?.first == shape.labels?.first
                && sees(fileModule[apiFile[other]], fileModule[apiFile[api]])
        }
    }

    /// How a reference's receiver may reach `api`. `none` when the receiver is declared with a type (`let issue:
    /// Issue`) and `api` is a member of other types the repository declares, which that type neither is,
    /// inherits from, nor is inherited by (`DefaultTableViewCellViewModel.title`); a type the repository does
    /// not declare (`TestScheduler`, `UIImageView`) inherits from one only through a header of the repository
    /// (`extension UIImageView: Themed`). `ownType` when the receiver's type is `api`'s or inherits from it;
    /// `conforming` when `api`'s type inherits from the receiver's (a protocol's implementation); `unknown`
    /// when nothing tells: members of extensions of types declared elsewhere (`extension UIViewController`),
    /// whose subclasses' chains are not all known, and receivers declared with a type alias.
    func receiverReach(_ api: Int, by reference: Reference) -> ReceiverReach {
        guard reference.access == .member || reference.access == .typeMember, reference.receiverIsDeclared else {
            return .unknown
        }
        let receiver = reference.receiverKey
        guard !types.aliases.contains(receiver) else { return .unknown }
        // A member of an extension of Combine's `Publisher` (a bridge: `extension Publisher { func asObservable() }`)
        // is a member of every Combine publisher (`let syncState: AnyPublisher<Int, Never>`).
        if Reference.short(apiOuterType[api]) == ResolverIndex.publisherKey, !types.declared.contains(receiver) {
            return ResolverIndex.combinePublishers.contains(receiver) ? .ownType : .none
        }
        if apiShape[api].extendsRx {
            // A member of an Rx type's extension (`extension Observable { var moneyValue }`) is no member of a
            // type the repository declares (`let fee: CryptoValue`) unless that type inherits the extended one.
            // Nor of a standard library type (`let accounts: [Account]`, `var result: Result<User, Error>`),
            // whose `publisher` or `first` is Combine's or the library's own.
            let extended = Reference.short(apiOuterType[api])
            if nestedKeys.sortedContains(receiver) { return .none }
            guard types.declared.contains(receiver) else {
                if ResolverIndex.standardTypes.contains(receiver) { return .none }
                // A `Driver` has no `ObservableType`'s member, an `Observable` no `SharedSequenceConvertibleType`'s.
                if let family = ResolverIndex.rxFamilies[receiver], let reached = ResolverIndex.rxFamilies[extended],
                    family != reached
                {
                    return .none
                }
                // A `Single` has no member of `extension PrimitiveSequence where Trait == CompletableTrait`.
                if apiShape[api].trait != 0, ResolverIndex.traitKeys.contains(receiver),
                    receiver != Reference.short(apiShape[api].trait)
                {
                    return .none
                }
                // Nor a relay, a control event or property (structs and classes of their own) the `Observable`
                // class's, which its subclasses, the subjects, have.
                if extended == ResolverIndex.observableKey, ResolverIndex.notObservableClasses.contains(receiver) {
                    return .none
                }
                return .unknown
            }
            return types.inherits(receiver, from: extended) ? .unknown : .none
        }
        // The inner and outer types around the API, without an array: this runs for every declared receiver.
        let inner = apiInnerType[api] == 0 ? nil : Reference.short(apiInnerType[api])
        var outer = apiOuterType[api] == 0 ? nil : Reference.short(apiOuterType[api])
        // A member of an extension of a UIKit class (`extension UIView { var hiddenSink }`) on a receiver declared
        // with a UIKit class or a repository type, which UIKit's and the repository's headers tell apart
        // (`submitButton: UIButton` has it, `errorLabel: UILabel` of an `extension UIButton` has not).
        if let extended = outer, inner == outer, ResolverIndex.uiKitSuperclasses[extended] != nil,
            let inherits = inheritsUIKit(receiver, from: extended)
        {
            return inherits ? .ownType : .none
        }
        if let reach = streamReach(receiver, outer: outer) { return reach }
        guard inner != nil || outer != nil, inner.map(types.declared.contains) ?? true,
            outer.map(types.declared.contains) ?? true
        else { return .unknown }
        // A value of the outer type (`viewModel.closed`) reaches none of a nested type's members (`Output.closed`),
        // a value of the nested type (`output.closed`, typed by a hop: `ResolverIndex.nestedKey`) only those; a
        // type member may be the nested type's initializer (`FormViewModel.Input(done:)`).
        if reference.access == .member, let inner, let outerType = outer, inner != outerType {
            if receiver == ResolverIndex.nestedKey(outer: outerType, inner: inner) { return .ownType }
            outer = nil
        }
        let isOrInherits = { (owner: UInt32?) in
            owner.map { $0 == receiver || self.types.inherits(receiver, from: $0) } ?? false
        }
        if isOrInherits(inner) || isOrInherits(outer) { return .ownType }
        // A protocol (the repository's or a library's: `let provider: TargetType`) dispatches to the types that
        // conform to it.
        let conforms = { (owner: UInt32?) in owner.map { self.types.inherits($0, from: receiver) } ?? false }
        return conforms(inner) || conforms(outer) ? .conforming : .none
    }

    /// How a receiver of a library's Rx type (`useCase.poster(for: 1)` of a `-> Observable<WithImage>`, typed by its
    /// declaration or a hop) reaches a member of a type the repository extends without declaring it (`extension
    /// String: WithImage { func getImage(with:) }`): only through a header of the repository making the stream one
    /// (`extension Observable: Loading`), else not at all, however the file names that type (`let title: String`).
    /// Nil when the receiver is no such stream or the member's type is the repository's, which `receiverReach` tells.
    private func streamReach(_ receiver: UInt32, outer: UInt32?) -> ReceiverReach? {
        guard ResolverIndex.rxFamilies[receiver] != nil, !types.declared.contains(receiver), let outer,
            !types.declared.contains(outer)
        else { return nil }
        return types.inherits(receiver, from: outer) ? ReceiverReach.ownType : ReceiverReach.none
    }

    /// See `receiverReach`.
    enum ReceiverReach {
        case none, unknown, ownType, conforming
    }

    /// The modules whose name may qualify the Rx type an extension extends (`extension RxSwift.Reactive`).
    static let rxModuleHashes = ["RxSwift", "RxCocoa", "RxRelay"].map(Reference.hash(of:))

    /// The receiver key (`Reference.receiverKey`) of a value of the type `inner` nested in `outer` (`Output` of a
    /// `FormViewModel`, both `Reference.short`): many types nest one of that name.
    static func nestedKey(outer: UInt32, inner: UInt32) -> UInt32 {
        Reference.short(Reference.pairKey(UInt64(inner), UInt64(outer)))
    }

    /// What a file declaring or extending the nested type `inner` of `outer` (`FoldViewModel.CellData`) declares
    /// for `reaches`, beside `outer`: the type whose members its code reaches bare.
    static func nestedOwner(outer: UInt64, inner: UInt64) -> UInt64 {
        Reference.pairKey(inner, outer)
    }

    /// What a file declaring or extending `type` itself declares for `reaches`, beside `type`, which also stands
    /// for a type the file's types conform to or inherit from.
    static func ownCode(_ type: UInt64) -> UInt64 {
        Reference.pairKey(type, type)
    }

    /// The `Reference.hash` of `container`'s first component, without building a string.
    static func outerTypeHash(_ container: String?) -> UInt64 {
        guard var container, !container.isEmpty else { return 0 }
        return container.withUTF8 { bytes in
            WordTable.hash(bytes, 0, bytes.firstIndex(of: UInt8(ascii: ".")) ?? bytes.count)
        }
    }

    /// The `Reference.hash` of `container`'s last component, without building a string.
    static func innerTypeHash(_ container: String?) -> UInt64 {
        guard var container, !container.isEmpty else { return 0 }
        return container.withUTF8 { bytes in
            let start = bytes.lastIndex(of: UInt8(ascii: ".")).map { $0 + 1 } ?? 0
            return WordTable.hash(bytes, start, bytes.count)
        }
    }

    /// Whether `file` names the outermost type around `api` (always true at file scope and for members of
    /// an Rx type's extension, which only files of modules that see Rx may call: `SourceFile.seesModuleRx`).
    func mentionsOuterType(of api: Int, in file: SourceFile) -> Bool {
        let outer = apiOuterType[api]
        if apiShape[api].extendsRx { return file.canSeeRx || file.seesModuleRx }
        guard outer != 0 else { return true }
        return file.mentionedTypes.sortedContains(outer)
    }

    /// Whether `reference` has a shape that can reach `api`: a function is called, with a first argument
    /// label the declaration has; a bare name (also `self.name`, `super.name`) is a free function, an
    /// initializer or a member of a type the calling file declares or extends (`declares`, asked only then);
    /// `Type.name` and `.name` are static members and cases; `value.name` is an instance member; an
    /// `extension Reactive` member is reached through `.rx`; an Rx-type extension member named like a catalog
    /// operator only by a first label of its own.
    /// `metatypeFirst`: the call passes a metatype first, unlabeled (`FileScan.metatypeCalls`).
    func reaches(_ api: Int, by reference: Reference, declares: (UInt64) -> Bool, metatypeFirst: Bool = false) -> Bool {
        let kind = apiKind[api]
        let shape = apiShape[api]
        let outer = apiOuterType[api]
        let isProperty = kind.isProperty
        if kind == .function, !reference.isCall, !reference.isPassed { return false }
        // A bare name passed alone (`.flatMap(ignoreNil)`) is a function's, not a property's read; in a type inheriting
        // another, it may be an inherited property too (`bareArgument`).
        if reference.isPassedAlone, kind != .function { return false }
        // Nor is a nested type named in an annotation (`var output: ListViewModel.Output?`) a call of its initializer.
        if kind == .initializer, reference.access == .typeMember, !reference.isCall, !reference.isPassed {
            return false
        }
        // Nor one of `Reactive`'s passed through `.rx` with the name of an RxCocoa property (`bind(to:
        // refreshControl.rx.isRefreshing)` binds RxCocoa's, not a repository's `isRefreshing(in:)`; a function of
        // another name may be passed, `flatMapLatest(context.rx.save)`).
        if kind == .function, !reference.isCall, reference.access == .rxMember,
            ResolverIndex.rxCocoaMembers[Reference.short(apiName[api])] != nil
        {
            return false
        }
        // A bare name passed as an argument (`.drive(loading)`) is a stored member the type inherits, not a
        // requirement its own type implements (`relay.accept(shelves)` in a `ShelfRepositoryType`), but in an
        // extension of the protocol itself (`extension SceneModelType { inputDriver.map { } }`).
        // A free function passed alone (`.flatMap(ignoreNil)` in a view controller) is the function.
        if reference.isBareArgument, !(kind == .function && reference.isPassed && outer == 0),
            !isProperty || shape.isRequirement && !declares(ResolverIndex.ownCode(outer))
        {
            return false
        }
        // A property holding a closure is called without argument labels: `name(label: x)` is a method; a
        // property holding an Rx value is not called at all: `getLaunches()` is a method of that name.
        if isProperty, reference.firstLabel > Reference.unlabeled { return false }
        // Nor with a trailing closure: `DispatchQueue.main.async { }` is no `async` property of a scheduler.
        if isProperty, reference.isCall, !shape.holdsFunction { return false }
        // `mapTo(object:)` is not `mapTo(arrayOf:)`: a first argument label the declaration lacks rules it out.
        if reference.firstLabel != 0, kind == .function || kind == .initializer, let labels = shape.labels,
            !reference.labelIsAmong(labels)
        {
            return false
        }
        // Nor does `InteractableMock()` call `init(isActive: Bool = false, isActiveStream: Observable<Bool> = ...)`:
        // an initializer is Rx only by its parameters, and an empty call passes none of them (it is the type's own
        // `init()`, or takes the defaults, which stay when the parameters move to async).
        // A reactor's `init()` is an API by its type: `HomeReactor()` calls it.
        if kind == .initializer, reference.hasArguments, reference.firstLabel == 0, !shape.constructsReactor {
            return false
        }
        // Nor does `hide()` call `hide(loader:)`: an empty call needs a declaration without parameters, or with
        // a default value for each.
        if reference.hasArguments, reference.firstLabel == 0, kind == .function || kind == .initializer,
            let labels = shape.labels, !labels.isEmpty, !labels.contains(Reference.noArguments)
        {
            return false
        }
        // Nor does `fetch(type: t)` call `fetch(type:child:limitCount:)`: a call passes as many arguments as the
        // declaration takes without default values, at most all of them.
        if kind == .function || kind == .initializer, let range = shape.argumentRange,
            !reference.passesArguments(within: range, takesClosure: shape.takesClosure)
        {
            return false
        }
        // Nor does `subscribeTo(single, onSuccess: f)` call `subscribeTo(_:onNext:)`: each label a call writes is
        // one of the declaration's, and it writes those without a default value (`request(spec:headers:)` is no
        // call of `request(spec:headers:jsonEncodable:)`).
        if kind == .function || kind == .initializer, shape.argumentRange != nil,
            !reference.writesLabels(among: shape.labelBits, requiring: shape.requiredLabelBits)
        {
            return false
        }
        // A member of an Rx type's extension named like a catalog operator (`map` on `PrimitiveSequence`) is told
        // from the operator and from a collection's method only by a first label of its own (`mapTo(object:)`),
        // or an empty call (RxTest helpers' `.completed()`, not RxTest's own `.completed(250)`).
        // Reached through `.rx`, it is told from them already: `timerInputView.rx.timer` is no `Observable.timer`.
        // Nor is a library type's member (Action's `execute`) on a receiver declared with a stream type. A property
        // read (`tap.map { 1 }.error` of `var error: SharedSequence<…, Error>`) is no call of a catalog function
        // (`Observable.error(e)`). A call passing a metatype first to one that takes one is its call, though:
        // `.catchError(LoadError.self) { }`, which no operator of the name takes.
        let emptyCall = reference.hasArguments && reference.firstLabel == 0
        let propertyRead = kind.isProperty && !reference.isCall
        // A label after an unlabeled first argument that the declaration takes tells it too (`retry(3, delayOption:
        // .exponential(b))`: RxSwift's `retry` takes one argument).
        let laterLabel = reference.firstLabel == Reference.unlabeled && reference.writesAnyLabel
        // A static function called on its type (`Observable.events([...])`) is told from them by that; not an
        // implicit member (`observer.on(.next(x))`, the catalog's event).
        let staticCall = shape.isStatic && reference.access == .typeMember && reference.receiverKey != 0
        if shape.extendsRx, shape.spellsCatalogSymbol, !propertyRead, reference.firstLabel <= Reference.unlabeled,
            !emptyCall, !laterLabel, !staticCall, !(shape.takesMetatypeFirst && metatypeFirst),
            !freeNames.contains(apiName[api]), reference.access != .rxMember || outer != ResolverIndex.reactiveHash,
            !ResolverIndex.callsLibraryMemberOnStream(reference)
        {
            return false
        }
        // Nor is an empty conversion on a receiver of an RxCocoa or RxRelay type that declares its own (`name.asDriver()`
        // of a `BehaviorRelay<String>`, `button.rx.tap.asSignal()`: `ownConversions`), which Swift picks over a
        // repository's `extension ObservableConvertibleType { func asDriver() }`: that is no call there.
        if shape.extendsRx, emptyCall, reference.receiverIsDeclared,
            ResolverIndex.declaresOwnConversion(reference.receiverKey, named: apiName[api])
        {
            return false
        }
        switch kind {
        case .function, .variable, .constant, .initializer, .case: break
        // A type alias is called (`ItemSectionModel(model:items:)`); written as a type, qualified or not
        // (`[WalletPresenterProtocol.Feedback]`), it is no call.
        case .typealias: return reference.hasArguments
        default: return true
        }
        if shape.extendsRx, outer == ResolverIndex.reactiveHash {
            if reference.access == .rxMember, !meetsExactBase(shape, reference) { return false }
            // `extension Reactive where Base: CommentInputField`, a type of the repository: `nameLabel.rx.text` on
            // a declared `UILabel` is RxCocoa's. (A library's base, `UIScrollView`, has subclasses unknown here.)
            if reference.access == .rxMember, shape.reactiveBase != 0, reference.receiverIsDeclared,
                case let base = Reference.short(shape.reactiveBase), types.declared.contains(base)
            {
                return reference.receiverKey == base || types.inherits(reference.receiverKey, from: base)
            }
            // A UIKit base (`extension Reactive where Base: UICollectionView`) is no base of a receiver declared with
            // another UIKit class (`tableView.rx.picked` of a `UITableView` calls the `UITableView` overload).
            if reference.access == .rxMember, shape.reactiveBase != 0, reference.receiverIsDeclared,
                case let base = Reference.short(shape.reactiveBase), ResolverIndex.uiKitSuperclasses[base] != nil,
                inheritsUIKit(reference.receiverKey, from: base) == false
            {
                return false
            }
            // A library's own class (`extension Reactive where Base: ESTabBarItemContentView`) is no base of a
            // receiver whose known superclasses end in a UIKit class (`label.rx.textColor` of a `UILabel`, a bare
            // `rx.textColor` in a `UILabel` subclass: RxTheme's): no UIKit class inherits from a library's.
            if reference.access == .rxMember, shape.reactiveBase != 0,
                case let base = Reference.short(shape.reactiveBase), !types.declared.contains(base),
                !types.aliases.contains(base), ResolverIndex.uiKitSuperclasses[base] == nil,
                !ResolverIndex.anyClassBases.contains(base), !ResolverIndex.platformAliases.contains(base),
                reference.receiverIsDeclared,
                case let receiver = reference.receiverKey, inheritsUIKit(receiver, from: base) == false,
                !types.inherits(receiver, from: base)
            {
                return false
            }
            // A library's base (`extension Reactive where Base: UIControl { var tap }`) with a member RxCocoa has
            // for other bases: a receiver declared with one of those (`UIButton`, `UIBarButtonItem`), or with a
            // repository type inheriting one of them, gets RxCocoa's own, more specific member. RxCocoa's member
            // for the same base (`backgroundColor` of `UIView`) is shadowed by the repository's.
            if reference.access == .rxMember, shape.reactiveBase != 0, reference.receiverIsDeclared,
                let owners = ResolverIndex.rxCocoaMembers[Reference.short(apiName[api])],
                case let base = Reference.short(shape.reactiveBase), case let receiver = reference.receiverKey,
                receiver != base
            {
                let declared = types.declared.contains(receiver)
                return !owners.contains { owner in
                    owner != base && (declared ? types.inherits(receiver, from: owner) : receiver == owner)
                }
            }
            // A repository view's member named like RxCocoa's (`text` of `extension Reactive where Base:
            // StepButton`) on a receiver of unknown type named after a UIKit class that has it (`label.rx.text` of
            // a closure's parameter, `textField.rx.text`) is RxCocoa's; other receivers (`$0.rx.text`,
            // `tappableView.rx.tap`) may be either.
            if reference.access == .rxMember, shape.reactiveBase != 0, !reference.receiverIsDeclared,
                let names = ResolverIndex.rxCocoaReceiverNames[Reference.short(apiName[api])],
                case let base = Reference.short(shape.reactiveBase), types.declared.contains(base),
                case let receiver = reference.receiverKey, receiver != base, names.contains(receiver)
            {
                return false
            }
            if reference.access == .rxMember, !reference.receiverIsDeclared, mayBeRxCocoasMember(api, shape) {
                return false
            }
            // A lone bare name (`accessibility = x` in a view) is the type's own, not its `Reactive`'s member.
            return reference.access == .rxMember
                || (reference.access == .bare && !reference.isBareArgument && declares(outer))
        }
        switch reference.access {
        case .bare:
            let receiver = reference.receiverKey
            let throughSelf = receiver == ResolverIndex.selfKey || receiver == ResolverIndex.superKey
            // A nested type's member only from a file declaring or extending that type: a bare `disposeBag` in an
            // `extension FoldViewModel` is not its `CellData`'s.
            let inner = apiInnerType[api]
            let owner = inner != outer && inner != 0 ? ResolverIndex.nestedOwner(outer: outer, inner: inner) : outer
            return (outer == 0 && !throughSelf) || kind == .initializer || declares(owner)
        case .typeMember:
            return shape.isStatic || kind == .case || kind == .initializer
        case .member:
            return outer != 0 && !shape.isStatic && kind != .case
        case .rxMember:
            // `value.rx.name` is a member of `Reactive`, handled above, or of the type of the repository's own
            // `var rx: RxGraphClient`.
            return isOwnRxMember(api) && !shape.isStatic && kind != .case
        }
    }

    /// Whether `api`, a member of `extension Reactive where Base: Tappable` (a protocol of the repository) or `where
    /// Base == CheckBox`, is named like one of RxCocoa's (`tap`, `text`, `isEnabled`: `rxCocoaMemberNames`), which a
    /// receiver of unknown type may read instead: `loginButton.rx.tap` may be a `UIButton`'s, and only a receiver
    /// known to adopt the protocol or to be that type calls the repository's. (A class of the repository as the base,
    /// `where Base: StepButton`, is left to its receiver's name.)
    func mayBeRxCocoasMember(_ api: Int, _ shape: APIShape) -> Bool {
        guard shape.reactiveBase != 0, ResolverIndex.rxCocoaMemberNames.contains(Reference.short(apiName[api])) else {
            return false
        }
        let base = Reference.short(shape.reactiveBase)
        return shape.reactiveBaseIsExact || types.protocols.contains(base)
    }

    /// The names of RxCocoa's `Reactive` members (`rxCocoaMembers`, `rxCocoaStreams`), as receiver keys.
    static let rxCocoaMemberNames: Set<UInt32> = Set(rxCocoaMembers.keys).union(rxCocoaStreams.keys)

    /// Whether `reference`'s receiver may have a member of `extension Reactive where Base == NSColorWell`: that class's
    /// `Reactive` alone has it, so a receiver declared with another type (`crosshairView: CrosshairView`, a subclass
    /// too) reads another member (`rx.color` of RxSwift's dynamic member lookup). True for `where Base: X`, a
    /// receiver of unknown type or one declared with an alias, and a base that may be an alias (`Base == View`).
    func meetsExactBase(_ shape: APIShape, _ reference: Reference) -> Bool {
        guard shape.reactiveBaseIsExact, shape.reactiveBase != 0, reference.receiverIsDeclared else { return true }
        let base = Reference.short(shape.reactiveBase)
        let receiver = reference.receiverKey
        if types.aliases.contains(base) || types.aliases.contains(receiver) { return true }
        if ResolverIndex.platformAliases.contains(base) { return true }
        return receiver == base
    }

    /// Whether `api` is a member of the type of one of the repository's own `rx` properties (`ownRxTypes`).
    /// A nested type's too (`var rx: KingfisherWrapper.Rx`, RxKingfisher's).
    func isOwnRxMember(_ api: Int) -> Bool {
        !ownRxTypes.isEmpty && (ownRxTypes.contains(apiOuterType[api]) || ownRxTypes.contains(apiInnerType[api]))
    }

    /// Whether `reference` names a member only a library's own type has (Action's `execute`) on a receiver declared
    /// with a stream type (`names.execute { }` of `names: Observable<String>`): the repository's operator of the name.
    static func callsLibraryMemberOnStream(_ reference: Reference) -> Bool {
        reference.access == .member && reference.receiverIsDeclared && rxFamilies[reference.receiverKey] != nil
            && libraryTypeMembers.contains(reference.hash)
    }

    /// Whether `hash` names a member only a library's own type has (`libraryTypeMembers`).
    static func isLibraryTypeMember(_ hash: UInt64) -> Bool { libraryTypeMembers.contains(hash) }

    /// Whether `api` is the repository's stream operator named like a member only a library's own type has
    /// (`extension ObservableType { func execute(_:) }` beside Action's `execute`): its calls are no Action's.
    func isOperatorNamedLikeLibraryMember(_ api: Int) -> Bool {
        apiShape[api].extendsRx && Self.libraryTypeMembers.contains(apiName[api])
    }

    /// Catalog symbols that are only members of a library's own types, never of a stream (Action's `execute`,
    /// `elements`): on a receiver declared with a stream type, the repository's operator of that name.
    private static let libraryTypeMembers: Set<UInt64> = {
        var symbols: [String: Bool] = [:]
        for construct in Catalog.standard.constructs {
            let member =
                construct.category == .ecosystem && construct.match.position == .member
                && construct.module == "Action"
            for symbol in construct.symbols { symbols[symbol] = (symbols[symbol] ?? true) && member }
        }
        return Set(symbols.filter(\.value).keys.map(Reference.hash(of:)))
    }()

    /// The names libraries give UIKit's and AppKit's classes across platforms (RxGesture's `View` is `UIView` or
    /// `NSView`): a base of that name may be a UIKit class.
    static let platformAliases: Set<UInt32> = Set(
        [
            "View", "ViewController", "Control", "Button", "Label", "ImageView", "ScrollView", "TableView",
            "CollectionView", "TextField", "TextView", "Window", "Image", "Color", "Font", "GestureRecognizer",
            "Responder", "Application", "Screen", "Switch", "Slider",
        ].map(receiverKey))

    /// Bases every class has (`extension Reactive where Base: AnyObject`, NSObject+Rx's `disposeBag`).
    static let anyClassBases: Set<UInt32> = Set(["AnyObject", "NSObject", "NSObjectProtocol"].map(receiverKey))

    /// The stream types a trait makes (`CodeTokens.streamTraits`), as receiver keys: a receiver of one of them has
    /// no member of an extension narrowed to another (`APIShape.trait`).
    static let traitKeys: Set<UInt32> = Set(["Single", "Maybe", "Completable", "Driver", "Signal"].map(receiverKey))

    static let reactiveHash: UInt64 = 0x2194_8e22_4c69_c65a  // WordTable.hash("Reactive")
    static let observableKey = receiverKey("Observable")
    /// The receiver key of a bare access through `self.`, `super.` or a name a closure gives `self`.
    static let selfKey = receiverKey("Self")
    /// The receiver key of a bare access through `super.`.
    static let superKey = receiverKey("super")
    /// The `ObservableType`s that do not inherit the `Observable` class, as receiver keys.
    static let notObservableClasses = Set(
        ["PublishRelay", "BehaviorRelay", "ReplayRelay", "ControlEvent", "ControlProperty", "ObservableType"].map(
            receiverKey))

    /// UIKit's common classes, each with its superclasses up to `UIView` or `UIViewController`, as receiver keys
    /// (`Reference.short`).
    static let uiKitSuperclasses: [UInt32: [UInt32]] = {
        let table: [(classes: [String], superclasses: [String])] = [
            (["UIView", "UIViewController", "UIBarItem"], []),
            (
                [
                    "UILabel", "UIImageView", "UIScrollView", "UIStackView", "UISearchBar", "UIActivityIndicatorView",
                    "UIProgressView", "UIWindow", "UINavigationBar", "UITabBar", "UIToolbar", "UIControl",
                    "UICollectionReusableView", "UITableViewCell", "UITableViewHeaderFooterView", "UIVisualEffectView",
                ], ["UIView"]
            ),
            (
                [
                    "UIButton", "UITextField", "UISwitch", "UISlider", "UIStepper", "UIDatePicker",
                    "UISegmentedControl",
                    "UIPageControl", "UIRefreshControl",
                ], ["UIControl", "UIView"]
            ),
            (["UITableView", "UICollectionView", "UITextView"], ["UIScrollView", "UIView"]),
            (["UICollectionViewCell"], ["UICollectionReusableView", "UIView"]),
            (
                [
                    "UITableViewController", "UICollectionViewController", "UINavigationController",
                    "UITabBarController", "UIPageViewController", "UISplitViewController", "UIAlertController",
                ], ["UIViewController"]
            ),
            (["UIBarButtonItem", "UITabBarItem"], ["UIBarItem"]),
        ]
        return keyed(table.map { ($0.classes, $0.superclasses.map(receiverKey)) })
    }()

    /// The receiver key (`Reference.short`) of a type's name.
    static func receiverKey(_ name: String) -> UInt32 { Reference.short(Reference.hash(of: name)) }

    /// Each name of `table`'s rows by its receiver key, with its row's value.
    private static func keyed<Value>(_ table: [(names: [String], value: Value)]) -> [UInt32: Value] {
        var result: [UInt32: Value] = [:]
        for (names, value) in table {
            for name in names { result[receiverKey(name)] = value }
        }
        return result
    }

    /// Whether `type` is the UIKit class `base` or inherits from it, through the repository's headers and
    /// `uiKitSuperclasses`; nil when neither knows the type (another library's).
    func inheritsUIKit(_ type: UInt32, from base: UInt32) -> Bool? {
        if type == base { return true }
        var known = false
        for ancestor in [type] + types.ancestors(of: [type]) {
            guard let superclasses = ResolverIndex.uiKitSuperclasses[ancestor] else { continue }
            if ancestor == base || superclasses.contains(base) { return true }
            known = true
        }
        return known ? false : nil
    }

    /// Members RxCocoa declares in `extension Reactive where Base: X`, with those bases (short name hashes).
    static let rxCocoaMembers: [UInt32: [UInt32]] = {
        let table: [(members: [String], bases: [String])] = [
            (["tap"], ["UIButton", "UIBarButtonItem"]),
            (["title"], ["UIBarButtonItem", "UIViewController", "UINavigationItem"]),
            (["text", "attributedText"], ["UILabel", "UITextField", "UITextView", "UISearchBar"]),
            (
                ["value"],
                [
                    "UITextField", "UITextView", "UISearchBar", "UISwitch", "UISlider", "UIStepper",
                    "UIDatePicker", "UISegmentedControl", "UIPageControl",
                ]
            ),
            (["isOn"], ["UISwitch"]), (["date"], ["UIDatePicker"]), (["image"], ["UIImageView"]),
            (["selectedSegmentIndex"], ["UISegmentedControl"]), (["isAnimating"], ["UIActivityIndicatorView"]),
            (["isRefreshing"], ["UIRefreshControl"]), (["currentPage", "numberOfPages"], ["UIPageControl"]),
            (["isEnabled", "isSelected", "isHighlighted", "controlEvent"], ["UIControl", "UIBarItem"]),
            (["isHidden", "alpha", "backgroundColor", "isUserInteractionEnabled"], ["UIView"]),
            (["contentOffset", "didScroll", "willBeginDragging", "didEndDragging"], ["UIScrollView"]),
            (["itemSelected", "modelSelected", "items"], ["UITableView", "UICollectionView"]),
            (["event"], ["UIGestureRecognizer"]), (["badgeValue"], ["UITabBarItem"]),
        ]
        var result: [UInt32: [UInt32]] = [:]
        for (members, bases) in table {
            for member in members {
                result[receiverKey(member), default: []] += bases.map(receiverKey)
            }
        }
        return result
    }()

    /// For each of `rxCocoaMembers`, the names of its bases without their `UI` (`Label`, `TextField`): the keys of
    /// receivers named after one (`label.rx.text`, `textField.rx.text`).
    static let rxCocoaReceiverNames: [UInt32: [UInt32]] = {
        var result: [UInt32: [UInt32]] = [:]
        for (member, bases) in rxCocoaNameTable {
            result[receiverKey(member), default: []] += bases.map { receiverKey(String($0.dropFirst(2))) }
        }
        return result
    }()

    private static let rxCocoaNameTable: [(String, [String])] = [
        ("tap", ["UIButton"]), ("text", ["UILabel", "UITextField", "UITextView", "UISearchBar"]),
        ("attributedText", ["UILabel", "UITextField", "UITextView"]),
        ("isOn", ["UISwitch"]), ("date", ["UIDatePicker"]), ("image", ["UIImageView"]),
        ("isEnabled", ["UIButton", "UISwitch", "UISlider", "UITextField", "UIControl"]),
        ("isSelected", ["UIButton", "UIControl"]), ("isHidden", ["UIView", "UILabel", "UIButton", "UIImageView"]),
    ]

    /// Members every `String`, `Array` or `Optional` has too: `token.isEmpty` is much likelier the standard
    /// library's than a project API's, so `value.name` of these counts only on a receiver named after the type.
    static let standardMembers: Set<UInt64> = Set(
        [
            "isEmpty", "count", "first", "last", "description", "debugDescription", "startIndex", "endIndex",
            "indices", "lowercased", "uppercased", "sorted", "reversed", "contains", "hashValue",
        ].map(Reference.hash(of:)))

    /// The Rx types and protocols whose members only their own kind of stream has, as receiver keys
    /// (`Reference.short`), each with its family: an `Observable` or what conforms to `ObservableType` (subjects,
    /// relays, RxCocoa's control events and properties); a `Driver` or `Signal`; a `Single`, `Maybe` or
    /// `Completable`; an `Infallible`. `ObservableConvertibleType`, which all of them are, is none.
    static let rxFamilies: [UInt32: Int] = {
        let families = [
            [
                "Observable", "ObservableType", "PublishSubject", "BehaviorSubject", "ReplaySubject", "AsyncSubject",
                "PublishRelay", "BehaviorRelay", "ReplayRelay", "ControlEvent", "ControlProperty",
                "ConnectableObservable",
            ],
            ["Driver", "Signal", "SharedSequence", "SharedSequenceConvertibleType"],
            ["Single", "Maybe", "Completable", "PrimitiveSequence", "PrimitiveSequenceType"],
            ["Infallible", "InfallibleType"],
        ]
        return keyed(families.enumerated().map { ($1, $0) })
    }()

    /// The stream kind (`CodeTokens.streamKinds`, from 1) every property named `name` the repository declares has
    /// (`var viewItemsDriver: Signal<Int>`, a `Signal`, whatever its name says), or nil.
    func memberStreamKind(_ name: UInt64) -> UInt32? { streamKind(named: name, in: nil) }

    /// The stream kind every property named `name` that the file at `file` declares has (`let stateRelay =
    /// BehaviorRelay(value: 0)`), or nil.
    func ownStreamKind(_ name: UInt64, file: Int) -> UInt32? { streamKind(named: name, in: file) }

    /// The stream kind every API named `name` has, of the file at `file` or of any file (nil), or nil.
    private func streamKind(named name: UInt64, in file: Int?) -> UInt32? {
        guard let all = byName.list(name) else { return nil }
        var found: UInt8 = 0
        for api in all where apiName[api] == name && (file == nil || apiFile[api] == file) {
            guard apiStream[api] != 0, found == 0 || found == apiStream[api] else { return nil }
            found = apiStream[api]
        }
        return found == 0 ? nil : UInt32(found)
    }

    /// Whether the repository declares a member of `Reactive` named `name` (`extension Reactive where Base: Pager {
    /// var tap: ControlEvent<Void> }`), which a read of that name through `.rx` may be rather than RxCocoa's.
    func declaresReactiveMember(_ name: UInt64) -> Bool {
        guard let all = byName.list(name) else { return false }
        return all.contains { apiName[$0] == name && apiOuterType[$0] == ResolverIndex.reactiveHash }
    }

    /// The one stream kind an API's Rx types (`RxAPI.rxTypes`) name (`CodeTokens.streamKinds`, from 1), or 0.
    static func streamKind(of rxTypes: [String]) -> UInt8 {
        var found: UInt8 = 0
        for type in rxTypes {
            guard let kind = CodeTokens.streamKinds.firstIndex(of: Reference.hash(of: type)) else { continue }
            if found != 0, found != UInt8(kind + 1) { return 0 }
            found = UInt8(kind + 1)
        }
        return found
    }

    /// `Reference.receiverKey` of Combine's `Publisher` protocol.
    static let publisherKey = receiverKey("Publisher")

    /// Combine's publishers a receiver is commonly declared with: each conforms to `Publisher`. `Publisher` itself
    /// stands for what Combine's operators give (`subject.map { }`, `CallSiteResolver.keptKind`), for `some
    /// Publisher` and for `NotificationCenter.Publisher`; `Published<Int>.Publisher` is declared as `Published`.
    static let combinePublishers: Set<UInt32> = Set(
        [
            "AnyPublisher", "PassthroughSubject", "CurrentValueSubject", "Just", "Future", "Deferred", "Empty", "Fail",
            "Published", "Publisher", "DataTaskPublisher", "TimerPublisher", "KeyValueObservingPublisher",
        ].map(receiverKey))

    /// Types of the standard library, Foundation and Combine that no Rx type's extension reaches, as receiver
    /// keys (`Reference.short`): `[Element]` and `[Key: Value]` are declared as `Array` and `Dictionary`.
    static let standardTypes: Set<UInt32> = Set(
        [
            "Array", "Dictionary", "Set", "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32",
            "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat", "Bool",
            "Decimal", "Data", "Date", "URL", "UUID", "Result", "Range", "ClosedRange", "AnyPublisher", "Just",
            "Future", "PassthroughSubject", "CurrentValueSubject", "AnyCancellable",
        ].map(receiverKey))

    /// Collections' mutators, which an Rx type's extension may mimic (`relay.insert(x)` on a relay of a set).
    static let standardMutators: Set<UInt64> = Set(
        ["insert", "remove", "append", "removeAll", "removeFirst", "removeLast", "update", "formUnion"].map(
            Reference.hash(of:)))

    /// Whether `reference` is `value.name` of a collection's mutator (`standardMutators`).
    static func isStandardMutator(_ reference: Reference) -> Bool {
        reference.access == .member && standardMutators.contains(reference.hash)
    }

    /// Whether `reference` is `value.name` of a standard library member name (`standardMembers`).
    static func isStandardMember(_ reference: Reference) -> Bool {
        reference.access == .member && standardMembers.contains(reference.hash)
    }

    /// Whether `reference`, a standard library member name, may be the standard library's rather than `api`:
    /// its receiver is not named after `api`'s type (nor typed with it, nested: `ResolverIndex.nestedKey`), nor,
    /// for a member of an Rx type's extension, declared with an Rx type (`loadMore.count()` of a
    /// `BehaviorSubject<Bool>`).
    func mayBeStandardMember(_ reference: Reference, of api: Int) -> Bool {
        if apiShape[api].extendsRx, reference.receiverIsDeclared, Self.rxFamilies[reference.receiverKey] != nil {
            return false
        }
        return !reference.receiverMayBe(apiInnerType[api]) && !reference.receiverMayBe(apiOuterType[api])
            && reference.receiverKey
                != ResolverIndex.nestedKey(
                    outer: Reference.short(apiOuterType[api]), inner: Reference.short(apiInnerType[api]))
    }

    /// Narrows `chosen` to the APIs of the top-level type the reference's receiver is named after
    /// (`userRepository.fetch()` -> `UserRepository.fetch`), when some are. Nested names (`Model`,
    /// `Output`) are too common to tell types apart.
    func keepReceiverTypes(_ chosen: inout [Int], for reference: Reference) {
        let typed = chosen.filter { reference.receiverMayBe(apiOuterType[$0]) }
        if !typed.isEmpty { chosen = typed }
    }

    /// Narrows `chosen` to its protocol requirements when every other candidate implements one of them (its
    /// type or extension names the requirement's protocol, or extends the protocol itself); leaves it as it is
    /// otherwise.
    func keepRequirements(_ chosen: inout [Int]) {
        let protocols = chosen.filter { apiShape[$0].isRequirement }.map { apiOuterType[$0] }
        guard !protocols.isEmpty else { return }
        let explained = chosen.allSatisfy { api in
            apiShape[api].isRequirement || apiShape[api].conformances.contains { protocols.contains($0) }
                || protocols.contains(apiOuterType[api])
        }
        if explained { chosen.removeAll { !apiShape[$0].isRequirement } }
    }

    /// Drops from `chosen` the protocol requirements another of its APIs implements in a type that conforms to the
    /// protocol (`BaseListView.bind(items:)` in `extension BaseListView: ListViewProtocol`) on a receiver declared with
    /// that class or a subclass (`subject: ListView`): the call is the class's.
    func dropImplementedRequirements(_ chosen: inout [Int], for reference: Reference) {
        guard chosen.contains(where: { apiShape[$0].isRequirement }) else { return }
        let implemented = chosen.filter { !apiShape[$0].isRequirement && receiverReach($0, by: reference) == .ownType }
            .flatMap { apiShape[$0].conformances }
        guard !implemented.isEmpty else { return }
        chosen.removeAll { apiShape[$0].isRequirement && implemented.contains(apiOuterType[$0]) }
    }

    /// Narrows `chosen`, on a receiver of a trait's stream type (`store.get()` of a `-> Single<Int>`), to the members
    /// of the extensions narrowed to that trait (`extension PrimitiveSequence where Trait == SingleTrait`) when it
    /// holds any, as Swift prefers the more constrained extension over one of every `PrimitiveSequence`.
    func keepTraitMembers(_ chosen: inout [Int], for reference: Reference) {
        let receiver = reference.receiverKey
        guard reference.receiverIsDeclared, ResolverIndex.traitKeys.contains(receiver),
            chosen.contains(where: { apiShape[$0].trait != 0 && Reference.short(apiShape[$0].trait) == receiver })
        else { return }
        let family = ResolverIndex.rxFamilies[receiver]
        chosen.removeAll { api in
            apiShape[api].extendsRx && apiShape[api].trait == 0
                && ResolverIndex.rxFamilies[Reference.short(apiOuterType[api])] == family
        }
    }

    /// Drops from `chosen` the default implementations (`extension APIRequestService { func getable }`) of the
    /// protocol requirements it holds: a call of the requirement dispatches to them.
    func dropDefaultImplementations(_ chosen: inout [Int]) {
        let protocols = chosen.filter { apiShape[$0].isRequirement }.map { apiOuterType[$0] }
        guard !protocols.isEmpty else { return }
        chosen.removeAll { !apiShape[$0].isRequirement && protocols.contains(apiOuterType[$0]) }
    }

    private mutating func rankPaths(_ files: [SourceFile]) {
        let order = files.indices.sorted { files[$0].inventory.path < files[$1].inventory.path }
        pathRank = [Int](repeating: 0, count: files.count)
        pathModule = [Int](repeating: 0, count: files.count)
        var rank = -1
        for (position, fileIndex) in order.enumerated() {
            if position == 0 || files[fileIndex].inventory.path != files[order[position - 1]].inventory.path {
                rank += 1
            }
            pathRank[fileIndex] = rank
        }
        // The first file (lowest index) with a path gives the module for every file with that path.
        var firstModule: [Int: Int] = [:]
        for fileIndex in files.indices where firstModule[pathRank[fileIndex]] == nil {
            firstModule[pathRank[fileIndex]] = fileModule[fileIndex]
        }
        for fileIndex in files.indices { pathModule[fileIndex] = firstModule[pathRank[fileIndex]] ?? 0 }
    }
}

import Dispatch
import Foundation

/// Scans a repository: walks the tree, attributes files to modules and layers, scans each Swift file.
package struct RepositoryScanner: Sendable {
    package var fileSystem: any FileSystem
    package var configuration: Configuration
    package var catalog: Catalog
    /// Called with (files done, files in all) from worker threads while files are scanned.
    package var progress: (@Sendable (Int, Int) -> Void)?
    /// Takes what the scan is done with (every file's scan, the resolver's tables) where a process that exits
    /// after one scan would rather not free it (`Environment.keepUntilExit`): freed one allocation at a time, on one
    /// core, that took 5 to 6% of the generated repository's wall time. Nil: dropped and freed as usual.
    package var keepUntilExit: (@Sendable (any Sendable) -> Void)?
    /// Whether the scan gives each stored property the lines of its file reading it (`RxAPI.ownReads`), for the
    /// planner's kept members of split files; a command that plans nothing turns it off (`SourceScanner`).
    package var readsOwnMembers = true

    package init(
        fileSystem: any FileSystem, configuration: Configuration = Configuration(), catalog: Catalog = .standard,
        progress: (@Sendable (Int, Int) -> Void)? = nil, keepUntilExit: (@Sendable (any Sendable) -> Void)? = nil
    ) {
        self.fileSystem = fileSystem
        self.configuration = configuration
        self.catalog = catalog.with(projectSymbols: configuration.symbols)
        self.progress = progress
        self.keepUntilExit = keepUntilExit
    }

    /// The inventory of the repository at the absolute path `root`; paths in it are relative to `root`.
    package func scan(root: String) throws(FarewellError) -> Inventory {
        guard fileSystem.isDirectory(root) else {
            if fileSystem.kind(of: root) == .file { throw FarewellError.badInput(path: root, problem: "not a folder") }
            throw FarewellError.missingInput(root)
        }
        let (walk, resolved, prelude, firstScan) = walkAndScan(root: root)
        var scanned = firstScan
        let assignment = TestFolders.marking(resolved, paths: walk.swiftFiles, scans: scanned.scans)
        let diagnostics = prelude + scanned.diagnostics
        // The files importing a module of the repository named like an Rx library (`import RxExtension`), which the
        // first scan took for one, are scanned again with the import as the repository's.
        let ownModules = ownRxNamedModules(assignment.modules)
        if !ownModules.isEmpty {
            let importing = scanned.scans.indices.filter { !ownModules.isDisjoint(with: scanned.scans[$0].imports) }
            rescan(
                &scanned.scans, importing.map { ($0, []) }, implied: [:], members: [:], ownTypes: [:],
                paths: walk.swiftFiles, root: root, ownModules: ownModules)
        }
        // Each file's module name, looked up once: by path in a dictionary, it costs a string hash per file and use.
        let moduleNames = ParallelMap.map(walk.swiftFiles.count) {
            SourceFile.moduleName(of: walk.swiftFiles[$0], in: assignment)
        }
        // Files naming the project's own types called like catalog types (`enum Event<T>`) are scanned again seeing
        // them, with the rescans below.
        let importNames = ModuleImportNames(assignment.modules)
        let ownTypes = OwnTypeShadows.byFile(
            scanned.scans, moduleNames: moduleNames, rxModules: Set(catalog.importModules), paths: walk.swiftFiles,
            importNames: importNames)
        // Files importing a module that re-exports Rx (`import Shared`) are scanned again as if they imported it,
        // before the aliases are read: a re-exported library's alias (`typealias Store = BehaviorRelay`) counts.
        let reexports = RxReexports(
            paths: walk.swiftFiles, scans: scanned.scans, assignment: assignment, importNames: importNames)
        var implied: [Int: [String]] = [:]
        if !reexports.isEmpty {
            for index in scanned.scans.indices {
                let libraries = reexports.libraries(importedBy: scanned.scans[index])
                    .filter { !scanned.scans[index].imports.contains($0) }
                if !libraries.isEmpty { implied[index] = libraries }
            }
        }
        // Files that spell a library's members without importing it, where another file of their module does
        // (`vc.reactor = HomeReactor()` in a file importing RxFlow only), see its members, not its types.
        var members = RepositoryScanner.moduleLibraries(scanned.scans, moduleNames: moduleNames)
        // Those members the repository declares in an extension of its own (`var isNotEmpty` in an `extension
        // Collection`) are its own there.
        let shadowing = members.isEmpty ? [] : RepositoryScanner.shadowingMembers(scanned.scans)
        // Files reading `state`, `action`, `currentState`, `pulse` or `stub` on a value they may declare with one of
        // the repository's reactors (`reacotr: HomeReactor`), or declaring a reactor or a parameter of one
        // (`init(reactor: HomeReactor)`), are scanned again knowing the reactors; without a ReactorKit import of their
        // own, seeing its members as another file of their module, or of a module they import, imports it.
        let reactors = ReactorTypes(scanned.scans, moduleNames: moduleNames, importNames: importNames)
        for (file, imports) in reactors.readers where !imports && members[file]?.contains("ReactorKit") != true {
            members[file, default: []].append("ReactorKit")
        }
        if !implied.isEmpty || !members.isEmpty || !ownTypes.isEmpty || !reactors.readers.isEmpty {
            let files = Set(implied.keys).union(members.keys).union(ownTypes.keys).union(reactors.readers.keys)
            rescan(
                &scanned.scans, files.sorted().map { ($0, []) }, implied: implied, members: members, ownTypes: ownTypes,
                reactors: reactors, paths: walk.swiftFiles, root: root, ownModules: ownModules, shadowing: shadowing)
        }
        // The aliases of Rx types, and the repository's own types that conform to one (`OwnRxTypes`), stand for it;
        // the files calling the repository's functions that leave Rx (`LeavingCalls`) see where their chains end.
        let ownRxTypes = OwnRxTypes.types(scanned.scans, rxTypes: catalog.streamTypeHashes)
        let ownRxUsers = OwnRxTypes.byFile(scanned.scans, own: ownRxTypes)
        let standIns = OwnRxTypes.merged(RxAliases.byFile(scanned.scans), ownRxUsers)
        let leaving = LeavingCalls.names(scanned.scans, rxTypes: catalog.streamTypeHashes, standIns: standIns)
        // The names the repository declares that rules leave to it (its own `rx_hidden`, RxSwift 2's spelling of an
        // Rx member): the files spelling one are scanned again with it no catalog symbol.
        let ownNames = RepositoryScanner.declaredShadowableNames(scanned.scans)
        let spellingOwnNames =
            ownNames.isEmpty
            ? []
            : scanned.scans.indices.filter {
                scanned.scans[$0].shadowableNames.contains { ownNames.contains($0.hash) }
            }
        rescan(
            &scanned.scans,
            OwnRxTypes.merged(
                standIns, (LeavingCalls.files(scanned.scans, calling: leaving) + spellingOwnNames).map { ($0, []) }),
            implied: implied, members: members, ownTypes: ownTypes, reactors: reactors, paths: walk.swiftFiles,
            root: root, ownModules: ownModules, leaving: leaving, shadowing: shadowing, ownNames: ownNames)
        let unused = unusedLibraries(scanned.scans)
        // Read before the assembly takes the declarations.
        let asyncFiles = Self.asyncFiles(walk.swiftFiles, scans: scanned.scans)
        let ownTaskTypes = Self.ownTaskTypes(walk.swiftFiles, scans: scanned.scans, moduleNames: moduleNames)
        let helperTypes = OwnRxTypes.declarations(scanned.scans, own: ownRxTypes, users: ownRxUsers)
        var files = SourceFile.assemble(
            paths: walk.swiftFiles, moduleNames: moduleNames, scans: &scanned.scans, assignment: assignment,
            classifier: LayerClassifier(configuration: configuration), reexports: reexports, unusedLibraries: unused,
            rxTypes: catalog.typeHashes, importNames: importNames)
        SourceFile.inheritLayers(&files)
        for (index, declared) in helperTypes {
            files[index].inventory.ownRxTypes = files[index].inventory.types.filter {
                declared.types.sortedContains(WordTable.hash($0))
            }
            files[index].inventory.usedRxTypes = files[index].inventory.ownRxTypes.filter {
                declared.used.contains(WordTable.hash($0))
            }
            files[index].inventory.rxTypeUsers = declared.users.map { walk.swiftFiles[$0] }.sorted()
        }
        keepUntilExit?(scanned.scans)
        let modules = ImportedDependencies.adding(to: assignment.modules, files: files)
        // Handed over, not shared: the resolver mutates the files, which would otherwise copy all of them.
        var inventories = CallSiteResolver.resolve(
            consume files, modules: modules, freeNames: freeNames(unused), keepUntilExit: keepUntilExit)
        nameHelperCalls(&inventories, root: root)
        var inventory = Inventory(
            files: inventories,
            modules: modules.sorted { $0.name < $1.name }.map(configuredDeployment),
            scannedFiles: scanned.scannedCount,
            scannedLines: scanned.scans.indices.reduce(0) { $0 + scanned.scans[$1].lines },
            diagnostics: (diagnostics + [RxSwiftVersionAdvice.note(assignment.rxSwiftVersions)].compactMap { $0 })
                .sorted(),
            rxSwiftVersions: assignment.rxSwiftVersions)
        inventory.rxSwiftDependents = assignment.rxSwiftDependents
        inventory.vendoredCopies = assignment.vendoredCopies
        inventory.scaffoldedFiles = walk.swiftFiles.indices.filter {
            $0 < scanned.scans.count && scanned.scans[$0].isScaffolded
        }.map { walk.swiftFiles[$0] }.sorted()
        inventory.untargetedFiles = Self.untargetedFiles(walk.swiftFiles, moduleNames: moduleNames, modules: modules)
        inventory.asyncFiles = asyncFiles
        inventory.ownTaskTypes = ownTaskTypes
        return inventory
    }

    /// The files of `paths` (`scans` and `moduleNames` by its index) declaring a top-level type named `Task` that is
    /// not `private` (`FileScan.topLevelTypes`), sorted: a look at each file's sorted list of them.
    static func ownTaskTypes(_ paths: [String], scans: [FileScan], moduleNames: [String]) -> [OwnTaskType] {
        let task = WordTable.hash("Task")
        return paths.indices.filter { $0 < scans.count && scans[$0].topLevelTypes.sortedContains(task) }
            .map { OwnTaskType(path: paths[$0], module: moduleNames[$0]) }.sorted()
    }

    /// The `Name+Async.swift` files of `paths` beside a `Name+Rx.swift` of `paths` (`FileNaming.asyncFile(ofRxFile:)`)
    /// that declare something (`FileScan.declaresCode`; `scans` by the index of `paths`), sorted: an empty one, or one
    /// of comments and imports, is no new code yet.
    static func asyncFiles(_ paths: [String], scans: [FileScan]) -> [String] {
        let cores = Set(paths.compactMap(FileNaming.asyncFile(ofRxFile:)))
        guard !cores.isEmpty else { return [] }
        return paths.indices.filter { index in
            index < scans.count && cores.contains(paths[index]) && scans[index].declaresCode
        }.map { paths[$0] }.sorted()
    }

    /// The paths of `paths` whose module (`moduleNames`, by index) is a folder module, which no target compiles,
    /// sorted; none unless one of `modules` lists its files one by one (`Module.fileList`). A look at each path's
    /// module name, not at its tokens.
    static func untargetedFiles(_ paths: [String], moduleNames: [String], modules: [Module]) -> [String] {
        guard modules.contains(where: { $0.fileList != nil }) else { return [] }
        let folders = Set(modules.lazy.filter { $0.kind == .folder }.map(\.name))
        guard !folders.isEmpty else { return [] }
        return paths.indices.filter { folders.contains(moduleNames[$0]) }.map { paths[$0] }.sorted()
    }

    /// Gives the calls of subscription helpers the resolver counted (`CallSiteResolver.subscriptionHelperCalls`) the
    /// names of the declarations around them (`Screen.bind()`), as the scan names its own occurrences: only the
    /// calling files are walked again, on all cores. A file that cannot be read again keeps them at file scope.
    private func nameHelperCalls(_ files: inout [FileInventory], root: String) {
        let calling = RepositoryScanner.helperCallers(files)
        guard !calling.isEmpty else { return }
        // One scanner for the few files: its tables are read, not written.
        let scanner = SourceScanner(catalog: catalog, readsOwnMembers: readsOwnMembers)
        let named = ParallelMap.map(calling.count) { [files, fileSystem] position -> [Int: String] in
            let file = files[calling[position]]
            guard let bytes = try? fileSystem.contents(of: Path.join(root, file.path)) else { return [:] }
            let places = file.occurrences.filter { $0.construct == Catalog.subscriptionHelperID }.map(\.place)
            return scanner.enclosingNames(at: places, in: bytes)
        }
        for (position, index) in calling.enumerated() where !named[position].isEmpty {
            for at in files[index].occurrences.indices
            where files[index].occurrences[at].construct == Catalog.subscriptionHelperID {
                let occurrence = files[index].occurrences[at]
                files[index].occurrences[at] = occurrence.enclosed(by: named[position][occurrence.place])
            }
        }
    }

    /// The files with a call of a subscription helper at file scope (`Catalog.subscriptionHelperID`, no enclosing
    /// name yet), found on all cores, each occurrence read in place (a copy retains its strings), the cheap test
    /// first. A function of its own: the array the workers share is let go of before the caller writes to it.
    private static func helperCallers(_ files: [FileInventory]) -> [Int] {
        ParallelMap.indices(files.count) { index in
            files[index].occurrences.lentContains {
                $0.pointee.enclosing == nil && $0.pointee.construct == Catalog.subscriptionHelperID
            }
        }
    }

    /// The names the repository's modules are imported by (`Module.importedNames`) that a first scan takes for Rx
    /// libraries' (`SourceScanner.isRxModule`): a framework target `RxExtension`, a local pod `RxHelpers`, and a
    /// library built on RxSwift the repository builds itself (RxFlow's or RIBs' own repository, with its demo app):
    /// its types are the project's, its Rx API has callers, and importing it is no Rx import. RxSwift's own modules
    /// (`RxLibraries.core`) stay Rx imports: a repository that builds `RxSwift` or `RxCocoa` is the library.
    private func ownRxNamedModules(_ modules: [Module]) -> Set<String> {
        let names = modules.flatMap(\.importedNames)
        return Set(
            names.filter {
                catalog.importModules.contains($0) ? !RxLibraries.core.contains($0) : RxLibraries.isRxModule($0)
            })
    }

    /// The module with the configuration's deployment targets in place of its manifests' for those platforms; a
    /// module no target compiles (`App (no target)`) builds for nothing and gets none.
    private func configuredDeployment(_ module: Module) -> Module {
        guard !configuration.deploymentTargets.isEmpty, !FolderFallback.isUnclaimed(module.name) else { return module }
        var module = module
        let platforms = Set(configuration.deploymentTargets.map(\.platform))
        module.deploymentTargets =
            (module.deploymentTargets.filter { !platforms.contains($0.platform) } + configuration.deploymentTargets)
            .sorted()
        return module
    }

    /// The catalog members a declaration shadows that files of the repository declare in their extensions
    /// (`FileScan.shadowingMembers`): RxOptional's `isNotEmpty` is the project's own where a file sees the library
    /// only through another file's import.
    static func shadowingMembers(_ scans: [FileScan]) -> Set<UInt64> {
        var members: Set<UInt64> = []
        // By index: `for scan in scans` would copy each scan, its arrays retained and released.
        for index in scans.indices where !scans[index].shadowingMembers.isEmpty {
            members.formUnion(scans[index].shadowingMembers)
        }
        return members
    }

    /// The names files of the repository declare that rules leave to it where it does (`FileScan.shadowableNames`
    /// declared: `var rx_hidden: AnyObserver<Bool>` in its `extension UIView`), by hash.
    static func declaredShadowableNames(_ scans: [FileScan]) -> Set<UInt64> {
        var names: Set<UInt64> = []
        // By index: `for scan in scans` would copy each scan, its arrays retained and released.
        for index in scans.indices where !scans[index].shadowableNames.isEmpty {
            for name in scans[index].shadowableNames where name.isDeclared { names.insert(name.hash) }
        }
        return names
    }

    /// For each file that spells constructs of libraries it does not import (`FileScan.missedLibraries`), those of
    /// them another file of its module imports. `moduleNames`: each file's module name.
    static func moduleLibraries(_ scans: [FileScan], moduleNames: [String]) -> [Int: [String]] {
        let missing = scans.indices.filter { !scans[$0].missedLibraries.isEmpty }
        guard !missing.isEmpty else { return [:] }
        var imported: [String: Set<String>] = [:]
        // Files come by path, so the next file is mostly of the same module with the same imports: those are
        // compared, not hashed again.
        var last: (module: String, imports: [String]) = ("", [])
        for index in scans.indices where !scans[index].imports.isEmpty {
            guard moduleNames[index] != last.module || scans[index].imports != last.imports else { continue }
            last = (moduleNames[index], scans[index].imports)
            imported[moduleNames[index], default: []].formUnion(scans[index].imports)
        }
        var result: [Int: [String]] = [:]
        for index in missing {
            guard let libraries = imported[moduleNames[index]] else { continue }
            let seen = scans[index].missedLibraries.filter(libraries.contains)
            if !seen.isEmpty { result[index] = seen }
        }
        return result
    }

    /// The constructs of the libraries only an import brings (`Catalog.importedLibraries`) that no file
    /// imports: `Action.execute` in an app without the Action library is the project's own
    /// `useCase.execute()`.
    private func unusedLibraries(_ scans: [FileScan]) -> Set<String> {
        var imported: Set<String> = []
        // By index: `for scan in scans` would copy each scan, its arrays retained and released, on one core. A file
        // importing what the one before did is compared, not hashed again.
        var last: [String] = []
        for index in scans.indices where scans[index].imports != last {
            last = scans[index].imports
            imported.formUnion(last)
        }
        // RxDataSources re-exports Differentiator; its forks for SwiftUI and Texture bring its types; a copy compiled
        // with the app (RxExample's) declares them and is used without an import.
        if imported.contains("Differentiator") || imported.contains("RxDataSources_SwiftUI")
            || imported.contains("RxDataSources_Texture")
            || !imported.contains("RxDataSources")
                && scans.indices.contains(where: { index in
                    RepositoryScanner.rxDataSourcesTypes.contains(where: scans[index].declaredTypes.sortedContains)
                })
        {
            imported.insert("RxDataSources")
        }
        // Moya's RxSwift subspec compiles RxMoya into `Moya`.
        if !imported.contains("RxMoya"),
            scans.indices.contains(where: { scans[$0].importedModules.sortedContains(RepositoryScanner.moyaHash) })
        {
            imported.insert("RxMoya")
        }
        // NSObject+Rx's module is `NSObject_Rx`; a copy compiled with the app declares its `Reactive` member.
        if imported.contains("NSObject_Rx") || scans.indices.contains(where: { declaresReactiveDisposeBag(scans, $0) })
        {
            imported.insert("NSObject+Rx")
        }
        let libraries = Catalog.importedLibraries.subtracting(imported)
        return Set(catalog.constructs.filter { $0.category == .ecosystem && libraries.contains($0.module) }.map(\.id))
    }

    /// Whether the file at `index` declares NSObject+Rx's member, `var disposeBag` in an `extension Reactive`: a copy
    /// of it. Read in place (a scan passed by value would be copied, its arrays retained and released), the name's
    /// length first.
    private func declaresReactiveDisposeBag(_ scans: [FileScan], _ index: Int) -> Bool {
        // By index too: `contains(where:)` would copy each API.
        let apis = scans[index].apis
        return apis.indices.contains { at in
            apis[at].kind == .variable && apis[at].name.utf8.count == 10 && apis[at].name == "disposeBag"
                && apis[at].container.map { LayerClassifier.outermost($0) == "Reactive" } == true
        }
    }

    /// The name hash of `Moya`, whose import brings RxMoya with its RxSwift subspec.
    private static let moyaHash: UInt64 = 0x37ba_ecae_c57f_ae5f  // WordTable.hash("Moya")

    /// Types only RxDataSources declares: a repository declaring one holds a copy of it.
    private static let rxDataSourcesTypes = ["SectionModelType", "TableViewSectionedDataSource"].map {
        Reference.hash(of: $0)
    }

    /// Hashes of the catalog symbols that only unused libraries' constructs spell (`filterNil` without
    /// RxOptional): a project's own operator of that name is then no catalog construct but its own API.
    private func freeNames(_ unused: Set<String>) -> Set<UInt64> {
        guard !unused.isEmpty else { return [] }
        var spelled: [String: Bool] = [:]
        for construct in catalog.constructs {
            for symbol in construct.symbols {
                spelled[symbol] = (spelled[symbol] ?? true) && unused.contains(construct.id)
            }
        }
        return Set(spelled.filter(\.value).keys.map(Reference.hash(of:)))
    }

    private func readManifests(_ paths: [String], root: String, diagnostics: inout [Diagnostic]) -> [ManifestFile] {
        var manifests: [ManifestFile] = []
        for path in paths {
            do throws(FileSystemError) {
                manifests.append(ManifestFile(path: path, bytes: try fileSystem.contents(of: Path.join(root, path))))
            } catch {
                diagnostics.append(Diagnostic(path: path, message: "cannot read: \(error.problem)"))
            }
        }
        return manifests
    }

    /// One file's scan, or the reason it could not be scanned.
    struct FileResult: Sendable {
        /// Optional only so that it can be moved out (`Optional.take()`), not copied.
        var scan: FileScan?
        var diagnostic: Diagnostic?
        /// False when the file could not be read or is not text.
        var scanned = true
    }

    /// Every file's scan in the order of their paths, the diagnostics in that order, and how many files
    /// could be scanned. The parts are kept apart from the start, so no file's scan is copied to split them.
    struct ScannedFiles {
        var scans: [FileScan]
        var diagnostics: [Diagnostic]
        var scannedCount: Int
    }

    /// Walks the tree and scans every Swift file on all cores, each file as soon as the walk finds it: one worker
    /// walks, then reads the manifests and attributes the files to modules while the others scan, then scans too.
    /// Also gives the walk's and the manifests' diagnostics.
    private func walkAndScan(root: String)
        -> (walk: RepositoryWalker.Result, assignment: ModuleAssignment, diagnostics: [Diagnostic], scan: ScannedFiles)
    {
        let feed = PathFeed()
        let prelude = PreludeBox()
        let collected = ResultBox()
        let walker = RepositoryWalker(fileSystem: fileSystem, configuration: configuration)
        // Iteration 0 walks; it is handed out first, so the others never wait for a walk no thread runs.
        DispatchQueue.concurrentPerform(iterations: max(1, ProcessInfo.processInfo.activeProcessorCount)) { worker in
            if worker == 0 {
                let walk = walker.walk(root: root) { feed.add($0) }
                let found = feed.finish()
                var diagnostics = walk.diagnostics
                let manifests = readManifests(walk.manifests, root: root, diagnostics: &diagnostics)
                let assignment = ModuleResolver.resolve(
                    manifests: manifests, swiftFiles: walk.swiftFiles, emptyFolders: Set(walk.emptyFolders),
                    vendoredCopies: walk.vendoredCopies)
                diagnostics += assignment.diagnostics
                // The files in the order found, by path: the order of `walk.swiftFiles`.
                let order = found.indices.sorted { found[$0] < found[$1] }
                prelude.store((walk, assignment, diagnostics, order))
            }
            // A scanner per worker: the tables it reads for every token are then this thread's own, and
            // their reference counts do not bounce between cores.
            let scanner = SourceScanner(catalog: catalog, readsOwnMembers: readsOwnMembers)
            var indexes: [Int] = []
            var results: [FileResult] = []
            while let (index, path) = feed.next() {
                indexes.append(index)
                results.append(scanFile(path, root: root, scanner: scanner))
                if let progress, let (done, total) = feed.finished() { progress(done, total) }
            }
            collected.store(&indexes, &results)
        }
        let (walk, assignment, diagnostics, order) = prelude.take()
        return (walk, assignment, diagnostics, collected.take(order: order))
    }

    /// Scans again, on all cores, `files`: those that name an alias of an Rx type (`RxAliases`), with the alias
    /// standing for that type, or see Rx libraries through a module they import (`implied`, by file), or the
    /// members of libraries another file of their module imports (`members`), or name the project's own types called
    /// like catalog types (`ownTypes`, by file), or read a reactor's members (`reactors`). Their diagnostics were
    /// given by the first scan. `ownModules`: `SourceScanner.ownModules`. `leaving`: the repository's functions that
    /// leave Rx (`LeavingCalls`). `shadowing`: the catalog members the repository declares in extensions
    /// (`shadowingMembers`). `ownNames`: the names the repository declares that rules leave to it
    /// (`declaredShadowableNames`).
    private func rescan(
        _ scans: inout [FileScan], _ files: [(file: Int, aliases: [(name: UInt64, type: UInt64)])],
        implied: [Int: [String]], members: [Int: [String]], ownTypes: [Int: OwnTypeNames],
        reactors: ReactorTypes = .none, paths: [String], root: String, ownModules: Set<String>,
        leaving: Set<UInt64> = [], shadowing: Set<UInt64> = [], ownNames: Set<UInt64> = []
    ) {
        guard !files.isEmpty else { return }
        let queue = WorkQueue(count: files.count)
        let results = ParallelSlots<FileScan>(count: files.count)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let scanner = SourceScanner(catalog: catalog, ownModules: ownModules, readsOwnMembers: readsOwnMembers)
            while let index = queue.next() {
                // A file read the first time is read again (a binary one names nothing, so it is not here).
                guard let bytes = try? fileSystem.contents(of: Path.join(root, paths[files[index].file])) else {
                    continue
                }
                let file = files[index].file
                let scan = scanner.scan(
                    bytes, rxAliases: files[index].aliases, impliedImports: implied[file] ?? [],
                    memberLibraries: members[file] ?? [], ownTypes: ownTypes[file] ?? OwnTypeNames(),
                    reactorTypes: reactors.types(for: file), leavingCalls: leaving, shadowingMembers: shadowing,
                    ownNames: ownNames)
                results.store(scan, at: index)
            }
        }
        for (index, scan) in results.values.enumerated() {
            if let scan { scans[files[index].file] = scan }
        }
    }

    private func scanFile(_ path: String, root: String, scanner: SourceScanner) -> FileResult {
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.contents(of: Path.join(root, path))
        } catch {
            let diagnostic = Diagnostic(path: path, message: "cannot read: \(error.problem)")
            return FileResult(scan: FileScan.empty, diagnostic: diagnostic, scanned: false)
        }
        switch SourceText.check(bytes) {
        case .binary:
            return FileResult(
                scan: FileScan.empty,
                diagnostic: Diagnostic(path: path, message: "binary file (NUL bytes), not scanned"),
                scanned: false)
        case .invalidUTF8(let line):
            return FileResult(
                scan: scanner.scan(bytes),
                diagnostic: Diagnostic(path: path, line: line, message: "invalid UTF-8; scanned as is"))
        case .valid:
            return FileResult(scan: scanner.scan(bytes), diagnostic: nil)
        }
    }
}

/// Hands out indexes to worker threads.
private final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private let count: Int

    init(count: Int) { self.count = count }

    func next() -> Int? {
        lock.locked {
            guard nextIndex < count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }
}

/// Hands the Swift files the walk finds to worker threads, in the order found, while the walk goes on.
private final class PathFeed: @unchecked Sendable {
    private let condition = NSCondition()
    private var paths: [String] = []
    private var nextIndex = 0
    private var done = 0
    private var walked = false

    /// A file the walk found.
    func add(_ path: String) {
        condition.lock()
        paths.append(path)
        condition.signal()
        condition.unlock()
    }

    /// The walk is over: gives every path found, in the order found.
    func finish() -> [String] {
        condition.lock()
        defer { condition.unlock() }
        walked = true
        condition.broadcast()
        return paths
    }

    /// The next file to scan and its index in the order found, waiting while the walk may find more; nil when
    /// the walk is over and every file was handed out.
    func next() -> (Int, String)? {
        condition.lock()
        defer { condition.unlock() }
        while nextIndex == paths.count && !walked { condition.wait() }
        guard nextIndex < paths.count else { return nil }
        defer { nextIndex += 1 }
        return (nextIndex, paths[nextIndex])
    }

    /// Counts one more file scanned: (files scanned, files in all) once the walk is over, nil before.
    func finished() -> (Int, Int)? {
        condition.lock()
        defer { condition.unlock() }
        done += 1
        return walked ? (done, paths.count) : nil
    }
}

/// What the walking worker gives the others: the walk, the files' modules, the diagnostics of both, and the
/// order of the files by path (`order[i]` is the index, in the order found, of the `i`th path).
private final class PreludeBox: @unchecked Sendable {
    typealias Prelude = (
        walk: RepositoryWalker.Result, assignment: ModuleAssignment, diagnostics: [Diagnostic], order: [Int]
    )
    private let lock = NSLock()
    private var prelude: Prelude?

    func store(_ prelude: Prelude) {
        lock.locked { self.prelude = prelude }
    }

    /// What the walking worker stored; iteration 0 of the workers always runs, so this is never empty.
    func take() -> Prelude {
        lock.locked {
            prelude ?? (RepositoryWalker.Result(), ModuleResolver.resolve(manifests: [], swiftFiles: []), [], [])
        }
    }
}

/// Gathers the workers' results, by their index in the order found, and gives them in the order of the paths:
/// scans, diagnostics and whether each file was scanned in arrays of their own, each result moved, not copied (a
/// copy would retain a scan's dozen arrays, and the box release them).
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    /// Each worker's results: `results[w][i]` is the result of the file found `indexes[w][i]`th.
    private var indexes: [[Int]] = []
    private var results: [[RepositoryScanner.FileResult]] = []

    /// Moves a worker's results (file indexes, results) into the box, leaving the worker's arrays empty.
    func store(_ workerIndexes: inout [Int], _ workerResults: inout [RepositoryScanner.FileResult]) {
        lock.locked {
            indexes.append([])
            results.append([])
            swap(&indexes[indexes.count - 1], &workerIndexes)
            swap(&results[results.count - 1], &workerResults)
        }
    }

    /// The results in the order `order` gives (indexes in the order found), handed over: the box is empty after.
    func take(order: [Int]) -> RepositoryScanner.ScannedFiles {
        lock.locked {
            var place = [(worker: Int, position: Int)](repeating: (-1, 0), count: order.count)
            for worker in indexes.indices {
                for (position, index) in indexes[worker].enumerated() where index < place.count {
                    place[index] = (worker, position)
                }
            }
            var scans: [FileScan] = []
            scans.reserveCapacity(order.count)
            var diagnostics: [Diagnostic] = []
            var scannedCount = 0
            for index in order {
                let (worker, position) = place[index]
                guard worker >= 0 else {
                    scans.append(FileScan.empty)
                    continue
                }
                scans.append(results[worker][position].scan.take() ?? FileScan.empty)
                if let diagnostic = results[worker][position].diagnostic { diagnostics.append(diagnostic) }
                if results[worker][position].scanned { scannedCount += 1 }
            }
            indexes = []
            results = []
            return RepositoryScanner.ScannedFiles(scans: scans, diagnostics: diagnostics, scannedCount: scannedCount)
        }
    }
}

extension FileScan {
    /// The scan of a file that could not be read.
    static let empty = FileScan(lines: 0, imports: [], occurrences: [])
}

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
        let walk = RepositoryWalker(fileSystem: fileSystem, configuration: configuration).walk(root: root)
        var diagnostics = walk.diagnostics
        let manifests = readManifests(walk.manifests, root: root, diagnostics: &diagnostics)
        let assignment = ModuleResolver.resolve(manifests: manifests, swiftFiles: walk.swiftFiles)
        diagnostics += assignment.diagnostics
        var scanned = scanFiles(walk.swiftFiles, root: root)
        diagnostics += scanned.diagnostics
        // Each file's module name, looked up once: by path in a dictionary, it costs a string hash per file and use.
        let moduleNames = ParallelMap.map(walk.swiftFiles.count) {
            SourceFile.moduleName(of: walk.swiftFiles[$0], in: assignment)
        }
        // Files importing a module that re-exports Rx (`import Shared`) are scanned again as if they imported it,
        // before the aliases are read: a re-exported library's alias (`typealias Store = BehaviorRelay`) counts.
        let reexports = RxReexports(paths: walk.swiftFiles, scans: scanned.scans, assignment: assignment)
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
        let members = RepositoryScanner.moduleLibraries(scanned.scans, moduleNames: moduleNames)
        if !implied.isEmpty || !members.isEmpty {
            rescan(
                &scanned.scans, Set(implied.keys).union(members.keys).sorted().map { ($0, []) }, implied: implied,
                members: members, paths: walk.swiftFiles, root: root)
        }
        rescan(
            &scanned.scans, RxAliases.byFile(scanned.scans), implied: implied, members: members,
            paths: walk.swiftFiles, root: root)
        let unused = unusedLibraries(scanned.scans)
        let files = SourceFile.assemble(
            paths: walk.swiftFiles, moduleNames: moduleNames, scans: scanned.scans, assignment: assignment,
            classifier: LayerClassifier(configuration: configuration), reexports: reexports, unusedLibraries: unused)
        keepUntilExit?(scanned.scans)
        return Inventory(
            files: CallSiteResolver.resolve(
                files, modules: assignment.modules, freeNames: freeNames(unused), keepUntilExit: keepUntilExit),
            modules: assignment.modules.sorted { $0.name < $1.name },
            scannedFiles: scanned.scannedCount,
            scannedLines: scanned.scans.indices.reduce(0) { $0 + scanned.scans[$1].lines },
            diagnostics: diagnostics.sorted())
    }

    /// For each file that spells constructs of libraries it does not import (`FileScan.missedLibraries`), those of
    /// them another file of its module imports. `moduleNames`: each file's module name.
    static func moduleLibraries(_ scans: [FileScan], moduleNames: [String]) -> [Int: [String]] {
        let missing = scans.indices.filter { !scans[$0].missedLibraries.isEmpty }
        guard !missing.isEmpty else { return [:] }
        var imported: [String: Set<String>] = [:]
        for index in scans.indices where !scans[index].imports.isEmpty {
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
        // By index: `for scan in scans` would copy each scan, its arrays retained and released, on one core.
        for index in scans.indices { imported.formUnion(scans[index].imports) }
        let libraries = Catalog.importedLibraries.subtracting(imported)
        return Set(catalog.constructs.filter { $0.category == .ecosystem && libraries.contains($0.module) }.map(\.id))
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
        var scan: FileScan
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

    /// Scans every file on all cores.
    private func scanFiles(_ paths: [String], root: String) -> ScannedFiles {
        let queue = WorkQueue(count: paths.count)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, paths.count))
        let collected = ResultBox(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            // A scanner per worker: the tables it reads for every token are then this thread's own, and
            // their reference counts do not bounce between cores.
            let scanner = SourceScanner(catalog: catalog)
            var local: [(Int, FileResult)] = []
            while let index = queue.next() {
                local.append((index, scanFile(paths[index], root: root, scanner: scanner)))
                if let progress { progress(queue.finished(), paths.count) }
            }
            collected.store(&local)
        }
        return collected.take()
    }

    /// Scans again, on all cores, `files`: those that name an alias of an Rx type (`RxAliases`), with the alias
    /// standing for that type, or see Rx libraries through a module they import (`implied`, by file), or the
    /// members of libraries another file of their module imports (`members`). Their diagnostics were given by the
    /// first scan.
    private func rescan(
        _ scans: inout [FileScan], _ files: [(file: Int, aliases: [(name: UInt64, type: UInt64)])],
        implied: [Int: [String]], members: [Int: [String]], paths: [String], root: String
    ) {
        guard !files.isEmpty else { return }
        let queue = WorkQueue(count: files.count)
        let results = ParallelSlots<FileScan>(count: files.count)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, files.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let scanner = SourceScanner(catalog: catalog)
            while let index = queue.next() {
                // A file read the first time is read again (a binary one names nothing, so it is not here).
                guard let bytes = try? fileSystem.contents(of: Path.join(root, paths[files[index].file])) else {
                    continue
                }
                let file = files[index].file
                let scan = scanner.scan(
                    bytes, rxAliases: files[index].aliases, impliedImports: implied[file] ?? [],
                    memberLibraries: members[file] ?? [])
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
    private var done = 0
    private let count: Int

    init(count: Int) { self.count = count }

    func next() -> Int? {
        lock.locked {
            guard nextIndex < count else { return nil }
            defer { nextIndex += 1 }
            return nextIndex
        }
    }

    func finished() -> Int {
        lock.locked {
            done += 1
            return done
        }
    }
}

/// Gathers the workers' results in input order: scans, diagnostics and whether each file was scanned in
/// arrays of their own, each result moved into place rather than copied.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var scans: [FileScan?]
    private var diagnostics: [Diagnostic?]
    private var scanned: [Bool]

    init(count: Int) {
        scans = Array(repeating: nil, count: count)
        diagnostics = Array(repeating: nil, count: count)
        scanned = Array(repeating: false, count: count)
    }

    /// Moves `results` (file index, result) into place, leaving `results` empty.
    func store(_ results: inout [(Int, RepositoryScanner.FileResult)]) {
        lock.locked {
            while case (let index, var result)? = results.popLast() {
                // Swapped out, not copied: a copy would retain the scan's dozen arrays, and the result release them.
                var scan = FileScan.empty
                swap(&scan, &result.scan)
                scans[index] = scan
                diagnostics[index] = result.diagnostic
                scanned[index] = result.scanned
            }
        }
    }

    /// The results, handed over: the box is empty afterwards.
    func take() -> RepositoryScanner.ScannedFiles {
        lock.locked {
            var taken: [FileScan] = []
            taken.reserveCapacity(scans.count)
            for index in scans.indices { taken.append(scans[index].take() ?? FileScan.empty) }
            scans = []
            return RepositoryScanner.ScannedFiles(
                scans: taken, diagnostics: diagnostics.compactMap { $0 },
                scannedCount: scanned.reduce(0) { $0 + ($1 ? 1 : 0) })
        }
    }
}

extension FileScan {
    /// The scan of a file that could not be read.
    static let empty = FileScan(lines: 0, imports: [], occurrences: [])
}

/// The repository's modules each file imports, by module number (`ResolverIndex.moduleNames`), with the modules
/// those re-export (`@_exported import Core` in a file of `Shared` brings `Core` in with `import Shared`) and those its
/// own module re-exports. Swift looks a type's name up in the file's own module, then in the modules the file
/// imports: where modules `A` and `C` both declare `Service`, a file of a third module that imports `A` alone names
/// `A.Service`.
///
/// Built once from the files' import hashes (`SourceFile.importedModules`), kept only for the files that import one
/// of the repository's modules, so a look-up costs one hash and a search of a few numbers.
struct ImportedModules: Sendable {
    /// The sorted module numbers each file imports, for the files that import any.
    private var byFile: [Int: [Int]] = [:]

    /// `moduleNames` and `fileModule` as `ResolverIndex` numbers them; `importNames`: the names each module is
    /// imported by.
    init(_ files: [SourceFile], moduleNames: [String], fileModule: [Int], importNames: ModuleImportNames) {
        guard files.indices.contains(where: { !files[$0].importedModules.isEmpty }) else { return }
        let numbers = ImportedModules.numbersByHash(moduleNames, importNames)
        // The modules each module re-exports, by number.
        var reexports = [[Int]](repeating: [], count: moduleNames.count)
        for index in files.indices where !files[index].reexportedModules.isEmpty {
            reexports[fileModule[index]] += files[index].reexportedModules.flatMap { numbers[$0] ?? [] }
        }
        for index in files.indices {
            let own = fileModule[index]
            guard !files[index].importedModules.isEmpty || !reexports[own].isEmpty else { continue }
            let direct = files[index].importedModules.flatMap { numbers[$0] ?? [] }
            byFile[index] = ImportedModules.closure(of: direct + reexports[own], reexports: reexports)
        }
    }

    /// Module numbers by the name hashes an import spells (`ModuleImportNames`): a module's name, a project's target's
    /// own name (`Target` of `App:Target`) and its import name (`Core` of `Core_iOS` and of `Core_tvOS`).
    static func numbersByHash(_ moduleNames: [String], _ importNames: ModuleImportNames) -> [UInt64: [Int]] {
        var numbers: [UInt64: [Int]] = [:]
        for (number, name) in moduleNames.enumerated() {
            for hash in importNames.hashes(of: name) { numbers[hash, default: []].append(number) }
        }
        return numbers
    }

    /// `modules` with what they re-export, transitively, sorted and unique.
    private static func closure(of modules: [Int], reexports: [[Int]]) -> [Int] {
        var found: [Int] = []
        var pending = modules
        while let next = pending.popLast() {
            guard !found.contains(next) else { continue }
            found.append(next)
            pending += reexports[next]
        }
        return found.sortedUnique()
    }

    /// Whether the file `fileIndex` imports the module `module` (or one re-exporting it).
    func imports(_ fileIndex: Int, module: Int) -> Bool {
        byFile[fileIndex]?.sortedContains(module) == true
    }
}

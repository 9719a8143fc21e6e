/// The name hashes (`RxReexports.moduleHash`) by which an `import` reaches each of the repository's modules
/// (`Module.importedNames`): its name, its target's own and its import name, so `import Core` reaches both `Core_iOS`
/// and `Core_tvOS`, the targets XcodeGen makes of `Core` for two platforms, which compile the same files. The one rule
/// for every look-up of an import among the repository's modules (`RxReexports`, `ImportedModules`,
/// `ResolverIndex.importedRepositoryModules`, `OwnTypeShadows`).
struct ModuleImportNames: Sendable {
    private var hashesByModule: [String: [UInt64]] = [:]
    private var modulesByHash: [UInt64: [String]] = [:]

    init(_ modules: [Module]) {
        for module in modules where hashesByModule[module.name] == nil {
            let hashes = module.importedNames.map(RxReexports.moduleHash)
            hashesByModule[module.name] = hashes
            for hash in hashes { modulesByHash[hash, default: []].append(module.name) }
        }
    }

    /// The name hashes an import reaches the module `name` by; a module not given, by its name alone.
    func hashes(of name: String) -> [UInt64] {
        hashesByModule[name] ?? [RxReexports.moduleHash(name)]
    }

    /// The modules given that an import of that name hash reaches, in the order given.
    func modules(importedAs hash: UInt64) -> [String] {
        modulesByHash[hash] ?? []
    }
}

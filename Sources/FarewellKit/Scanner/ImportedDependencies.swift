/// The repository's modules a module's files import, added to its dependencies: an `import Core` needs `Core` built
/// first, as the compiler does, whatever the manifest lists. A manifest may leave it out (Xcode finds a framework
/// of the workspace implicitly, SwiftPM a dependency's dependency) or write it in a way the readers do not evaluate
/// (a Tuist helper's `.Project.module(.Core).dependency`), and the planner orders tasks by these dependencies.
enum ImportedDependencies {
    /// `modules` with each one's dependencies joined with the modules its files import (`files`, after assembly),
    /// sorted. A folder module or a test module is never imported: a folder is no module a compiler builds (`import
    /// Network` in a folder module's repository is Apple's framework), and a test bundle is imported by none.
    static func adding(to modules: [Module], files: [SourceFile]) -> [Module] {
        let importable = modules.filter { $0.kind != .folder && !$0.isTest }
        let imported = ResolverIndex.importedRepositoryModules(files, modules: importable)
        guard !imported.isEmpty else { return modules }
        return modules.map { module in
            guard let names = imported[module.name], !names.isSubset(of: module.dependencies) else { return module }
            var module = module
            module.dependencies = Set(module.dependencies).union(names).sorted()
            return module
        }
    }
}

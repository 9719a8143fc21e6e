/// The code RIBs' workflows need (`FileInventory.workflowLines`): RIBs stays, and its `Workflow` takes an
/// `Observable<(NextActionableItem, Value)>` from each step, so a workflow's body and subscription and the actionable
/// items' steps keep their Rx. No task migrates them (`PlannerInput`), no scope holds them (`ScopeOwners`), the Boundary
/// of a task holding the rest of their file says so, and the cleanup keeps RxSwift's lines while they need it.
package enum WorkflowCode {
    /// Path -> the lines of the file that RIBs' workflows need, for the files of `inventory` with any.
    package static func lines(in inventory: Inventory) -> [String: [Int]] {
        var lines: [String: [Int]] = [:]
        for file in inventory.files where !file.workflowLines.isEmpty { lines[file.path] = file.workflowLines }
        return lines
    }

    /// Module -> the paths, sorted, of the files of `lines` (`lines(in:)`) that `module(of:)` places in it.
    static func files(_ lines: [String: [Int]], module: (String) -> String?) -> [String: [String]] {
        var files: [String: [String]] = [:]
        for path in lines.keys.sorted() {
            if let name = module(path) { files[name, default: []].append(path) }
        }
        return files
    }

    /// The files, sorted, whose workflow code needs the manifest line `dependency` of `modules` (the modules it is
    /// a line of or serves, `files` by module): a line of RxSwift, which workflows are built on, of their module or
    /// of a module through which they import it (`LibraryUsers`). Empty when deleting the line breaks none.
    static func needing(
        _ dependency: RxDependency, of modules: [String], files: [String: [String]], users: LibraryUsers
    ) -> [String] {
        guard !files.isEmpty, RxLibraries.library(dependency.library) == "RxSwift" else { return [] }
        let holders = Set(modules.flatMap { [$0] + users.users(of: "RxSwift", through: $0) })
        return holders.flatMap { files[$0] ?? [] }.sorted()
    }

    /// `: not to delete, as RIBs stays and the code it needs (workflows, implementations of its Rx requirements) keeps its Rx types in module App (`App/FineWorkflow.swift`):
    /// keep it, and `import RxSwift` there` for a line `paths` need (`needing`), naming their modules; empty for none.
    static func keptLine(_ paths: [String], module: (String) -> String?) -> String {
        guard !paths.isEmpty else { return "" }
        let modules = Set(paths.compactMap(module)).sorted()
        let names = modules.count == 1 ? "module \(modules[0])" : "modules \(Markdown.list(modules))"
        return ": not to delete, as RIBs stays and the code it needs (workflows, implementations of its Rx requirements) keeps its Rx types in \(names) "
            + "(\(Markdown.list(paths.map(Markdown.code)))): keep it, and `import RxSwift` there"
    }
}

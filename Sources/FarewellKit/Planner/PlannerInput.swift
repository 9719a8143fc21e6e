/// The inventory in a canonical order, so that the input order never shows in the plan.
struct PlannerInput: Sendable {
    /// Files with occurrences, sorted by path; occurrences, APIs and callers sorted. Without the occurrences and APIs
    /// on the lines RIBs' workflows need (`FileInventory.workflowLines`), which keep their Rx: a file of only those is
    /// left out.
    let files: [FileInventory]
    /// Modules sorted by name, their lists sorted.
    let modules: [Module]
    /// The modules with a file that imports Rx, with occurrences or not.
    let importingModules: Set<String>
    /// The modules importing Rx libraries another module's manifest lines bring in (`LibraryUsers`).
    let libraryUsers: LibraryUsers

    init(_ inventory: Inventory) {
        importingModules = Set(inventory.files.filter { !$0.imports.isEmpty }.map(\.module))
        var seen: Set<String> = []
        files = inventory.files.sorted { $0.path < $1.path }.compactMap { file -> FileInventory? in
            guard !file.occurrences.isEmpty, seen.insert(file.path).inserted else { return nil }
            var file = file
            if !file.workflowLines.isEmpty {
                let kept = file.workflowLines
                file.occurrences.removeAll { kept.sortedContains($0.line) }
                file.apis.removeAll { kept.sortedContains($0.line) }
                guard !file.occurrences.isEmpty else { return nil }
            }
            file.occurrences = Budget.sorted(file.occurrences)
            file.apis = file.apis.map { api in
                var api = api
                api.callers = Array(Set(api.callers)).sorted()
                return api
            }.sorted { ($0.line, $0.column, $0.name) < ($1.line, $1.column, $1.name) }
            return file
        }
        modules = inventory.modules.map { module in
            var module = module
            module.dependencies = Array(Set(module.dependencies)).sorted()
            module.rxDependencies = Array(Set(module.rxDependencies)).sorted()
            module.sharedRxDependencies = Array(Set(module.sharedRxDependencies)).sorted()
            return module
        }.sorted { ($0.name, $0.manifest ?? "") < ($1.name, $1.manifest ?? "") }
        libraryUsers = LibraryUsers(modules: modules, imports: LibraryUsers.imports(of: inventory.files))
    }

    var testModules: Set<String> { Set(modules.filter(\.isTest).map(\.name)) }

    /// Each module's dependencies, followed transitively.
    var reachableModules: [String: Set<String>] { Self.reachable(modules) }

    /// Each of `modules`' dependencies, followed transitively.
    static func reachable(_ modules: [Module]) -> [String: Set<String>] {
        let direct = Dictionary(modules.map { ($0.name, $0.dependencies) }, uniquingKeysWith: { $0 + $1 })
        var result: [String: Set<String>] = [:]
        for name in direct.keys {
            var seen: Set<String> = []
            var stack = direct[name] ?? []
            while let next = stack.popLast() {
                guard seen.insert(next).inserted else { continue }
                stack += direct[next] ?? []
            }
            seen.remove(name)
            result[name] = seen
        }
        return result
    }
}

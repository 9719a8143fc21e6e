/// Which modules a module can call into: itself and its dependencies, transitively. A folder module is
/// taken to see everything and to be seen by all; so is a non-SwiftPM module that lists no dependencies,
/// since Xcode and CocoaPods targets often link frameworks without declaring a target dependency (a Tuist target
/// spells its whole list, `Module.dependenciesDeclared`: of external packages only, it sees no other). A folder
/// no manifest claims beside a target's (`X (no target)`) is compiled by nothing: no other module sees it.
struct ModuleVisibility {
    private var reachable: [String: Set<String>] = [:]
    private var open: Set<String> = []
    private var unknownDependencies: Set<String> = []
    private var unclaimed: Set<String> = []

    /// `imports`: the repository's modules each module's files import, seen whatever its manifest lists.
    init(_ modules: [Module], imports: [String: Set<String>] = [:]) {
        var direct = Dictionary(modules.map { ($0.name, $0.dependencies) }, uniquingKeysWith: { $0 + $1 })
        for (module, imported) in imports { direct[module, default: []] += imported.sorted() }
        for module in modules {
            if module.kind == .folder { open.insert(module.name) }
            if module.kind == .folder, FolderFallback.isUnclaimed(module.name) {
                unclaimed.insert(module.name)
            }
            if module.kind != .swiftpm,
                module.dependencies.isEmpty && !module.dependenciesDeclared || module.dependenciesIncomplete
            {
                unknownDependencies.insert(module.name)
            }
            var seen: Set<String> = [module.name]
            var pending = direct[module.name] ?? []
            while let next = pending.popLast() {
                if seen.insert(next).inserted { pending += direct[next] ?? [] }
            }
            reachable[module.name] = seen
        }
    }

    func sees(_ caller: String, _ declaring: String) -> Bool {
        if caller != declaring, unclaimed.contains(declaring) { return false }
        guard let visible = reachable[caller], !open.contains(caller), !open.contains(declaring),
            !unknownDependencies.contains(caller)
        else { return true }
        return visible.contains(declaring)
    }
}

/// The modules that import an Rx library another module's manifest brings in for them. A target that depends on
/// `.target(name: "ThirdPartyLib")`, whose manifest lists ReactorKit, may `import ReactorKit` without listing it,
/// as Swift sees the modules its dependencies link; deleting that line breaks its build, so the cleanup deleting it
/// waits for its tasks (`Planner.linkCleanup`) and says so (`TaskCleanupSection`).
package struct LibraryUsers: Sendable {
    /// Module -> the repository modules it depends on, directly or through others.
    private let reached: [String: Set<String>]
    /// Module -> the Rx libraries its own manifest lines bring in, with those they are built on.
    private let linked: [String: Set<String>]
    /// Module -> the Rx libraries its files import.
    private let imports: [String: Set<String>]

    init(modules: [Module], imports: [String: Set<String>]) {
        reached = PlannerInput.reachable(modules)
        var linked: [String: Set<String>] = [:]
        for module in modules {
            linked[module.name, default: []].formUnion(module.rxDependencies.flatMap { Self.brought(by: $0.library) })
        }
        self.linked = linked
        self.imports = imports
    }

    /// Module -> the Rx libraries the files of `files` in it import (`import ReactorKit`).
    package static func imports(of files: [FileInventory]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for file in files where !file.imports.isEmpty { result[file.module, default: []].formUnion(file.imports) }
        return result
    }

    /// The modules other than `module` that depend on it, directly or through others, import `library` and list no
    /// line bringing it in themselves, nor depend on a module between them and `module` that does (`DataTests` of
    /// `DataLayer`, which lists RxSwift and depends on `DomainLayer`, gets it from `DataLayer`), sorted.
    func users(of library: String, through module: String) -> [String] {
        reached.keys.filter { name in
            guard name != module, let above = reached[name], above.contains(module),
                imports[name]?.contains(library) == true, linked[name]?.contains(library) != true
            else { return false }
            return !above.contains { between in
                between != module && linked[between]?.contains(library) == true
                    && reached[between]?.contains(module) == true
            }
        }.sorted()
    }

    /// The libraries a manifest line of `library` links: itself and RxSwift, which every Rx library is built on
    /// (`pod 'RxGesture'` brings RxSwift too), and RxRelay with RxCocoa, which depends on it.
    private static func brought(by library: String) -> Set<String> {
        library == "RxCocoa" ? [library, "RxSwift", "RxRelay"] : [library, "RxSwift"]
    }
}

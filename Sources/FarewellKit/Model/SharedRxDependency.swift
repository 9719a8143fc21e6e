/// A line of a manifest every target may link from (a Cartfile's `github "ReactiveX/RxSwift"`, a `.remote(url:)` of
/// `Tuist/Dependencies.swift`) with the modules it serves: the line goes once none of them uses Rx, in that
/// manifest's own cleanup.
package struct SharedRxDependency: Sendable, Codable, Hashable {
    package var library: String
    package var location: SourceLocation
    /// The modules it serves, sorted.
    package var modules: [String]

    package init(library: String, location: SourceLocation, modules: [String]) {
        self.library = library
        self.location = location
        self.modules = modules
    }

    /// Each module's `sharedRxDependencies` once, with the modules that list it, sorted by place and library.
    static func all(in modules: [Module]) -> [SharedRxDependency] {
        var served: [RxDependency: Set<String>] = [:]
        for module in modules {
            for line in module.sharedRxDependencies { served[line, default: []].insert(module.name) }
        }
        return served.keys.sorted().map { line in
            SharedRxDependency(
                library: line.library, location: line.location, modules: (served[line] ?? []).sorted())
        }
    }
}

/// Which module compiles each Swift file of a repository, the modules themselves, and manifest problems.
package struct ModuleAssignment: Sendable, Hashable {
    /// Every module, sorted by name.
    package var modules: [Module]
    /// Every Swift file path given to the resolver -> the name of the module that compiles it.
    package var fileModules: [String: String]
    /// One warning per manifest problem, naming the file (and line when known), sorted.
    package var diagnostics: [Diagnostic]
    /// Swift files attributed by a manifest rather than by the folder fallback, sorted.
    package var manifestAttributedFiles: [String]
    /// File path -> the other modules that compile it too, sorted; only files more than one module compiles.
    package var sharedModules: [String: [String]]
    /// The RxSwift versions lock files install and manifests allow, sorted by place.
    package var rxSwiftVersions: [RxSwiftVersion]
    /// The libraries lock files install that need an RxSwift older than 6, sorted by library and place.
    package var rxSwiftDependents: [RxSwiftDependent]
    /// The committed copies of Rx libraries the walk skipped, with the modules compiling them, sorted by path.
    package var vendoredCopies: [VendoredCopy] = []

    package init(
        modules: [Module], fileModules: [String: String], diagnostics: [Diagnostic],
        manifestAttributedFiles: [String] = [], sharedModules: [String: [String]] = [:],
        rxSwiftVersions: [RxSwiftVersion] = [], rxSwiftDependents: [RxSwiftDependent] = []
    ) {
        self.rxSwiftVersions = rxSwiftVersions
        self.rxSwiftDependents = rxSwiftDependents
        self.modules = modules
        self.fileModules = fileModules
        self.diagnostics = diagnostics
        self.manifestAttributedFiles = manifestAttributedFiles
        self.sharedModules = sharedModules
    }

    /// The module named `name`, if any.
    package func module(named name: String) -> Module? {
        modules.first { $0.name == name }
    }
}

/// The module of a Swift file no manifest claims, guessed from its folders.
///
/// The nearest enclosing `Sources/<X>/` names the module `X`, `Tests/<X>/` names it `XTests`; otherwise the innermost
/// folder named `<X>Tests` does (a test target's folder no manifest declares); otherwise the top-level
/// folder does; a file at the repository root belongs to `Root`. Before these, below top folders that hold
/// files of several declared modules, the first folder that holds none names the module
/// (`Features/User/Finance/` beside `Features/User/Auth/Login/LoginData/Project.swift` and others: a feature no
/// target was declared for, not all of `Features`; a file among one module's files keeps the rules above). A
/// module is a test module when it came from `Tests/<X>/` or its name ends in `Tests`. When a manifest declares
/// a module or target of that name, the file is still not part of it (the manifest does not claim it): the
/// folder module is `X (no target)`.
enum FolderFallback {
    static let rootModuleName = "Root"
    static let unclaimedSuffix = " (no target)"

    /// Whether `module` is a folder module of files no target compiles (`App (no target)`).
    static func isUnclaimed(_ module: String) -> Bool { module.hasSuffix(unclaimedSuffix) }

    /// What a folder holds of the files manifests claim.
    enum Holding {
        case nothing, module, modules
    }

    /// `holding`: what a folder (a path from the root, `Features/User`) holds of the files manifests claim.
    static func module(for path: String, holding: (Substring) -> Holding = { _ in .nothing })
        -> (name: String, isTest: Bool)
    {
        let folders = path.split(separator: "/").dropLast().map(String.init)
        if let feature = undeclaredFeature(folders, holding: holding) { return feature }
        for index in stride(from: folders.count - 1, through: 1, by: -1) {
            let parent = folders[index - 1]
            if parent == "Sources" || parent == "Tests" {
                // `Tests/Search/` is `SearchTests`: never one module with a `Sources/Search/` of another target,
                // which its tests would make a test module.
                let name = folders[index]
                let isTest = parent == "Tests" || name.hasSuffix("Tests")
                return (isTest && !name.hasSuffix("Tests") ? name + "Tests" : name, isTest)
            }
        }
        if let tests = folders.last(where: { $0.hasSuffix("Tests") && $0 != "Tests" }) { return (tests, true) }
        guard let top = folders.first else { return (rootModuleName, false) }
        return (top, top.hasSuffix("Tests"))
    }

    /// Below folders that hold several modules (`Features/`, `Projects/`), the first folder that holds none
    /// names the module, whatever lies below it (`Projects/Presentation/Sources/Auth/` is `Presentation`, as
    /// `Projects/Presentation/Sources/` is); a `Sources/` folder so found is the sources of the folder above it.
    /// Nil when the top folder holds no module's files or one module's, or the file lies among them.
    private static func undeclaredFeature(_ folders: [String], holding: (Substring) -> Holding)
        -> (name: String, isTest: Bool)?
    {
        var above = ""
        for (index, folder) in folders.enumerated() {
            above = above.isEmpty ? folder : above + "/" + folder
            switch holding(above[...]) {
            case .modules: continue
            case .module: return nil
            case .nothing:
                guard index > 0 else { return nil }
                let name = folder == "Sources" || folder == "Tests" ? folders[index - 1] : folder
                return (name, folder == "Tests" || name.hasSuffix("Tests"))
            }
        }
        return nil
    }
}

/// The `## Removals` section of a cleanup task: the exact shims, flags and manifest lines to delete.
///
/// A cleanup task covers the modules whose manifest is among its files, plus its own module; with none of
/// those known it covers the whole repository.
enum TaskCleanupSection {
    static func removals(_ task: PlanTask, context: WorkspaceContext) -> String {
        let covered = modules(of: task, context: context)
        // A manifest every target's dependencies come from (a Cartfile) goes last: the other cleanup tasks
        // remove the shims and flags.
        let shared = listsOnlySharedDependencies(task)
        let migrations = Self.migrations(of: task, among: context.plan.tasks, covered: covered)
        let removedElsewhere = "   - none: the other cleanup tasks remove them\n"
        var text = "## Removals\n\n1. Shims (their callers have moved):\n"
        let shims = migrations.flatMap { migration in migration.shims.map { (migration.id, $0) } }
        text += shared ? removedElsewhere : shims.isEmpty ? "   - none\n" : ""
        for (owner, shim) in shims {
            // A subscription holder kept for callers is deleted by the task moving the last of them, if it did.
            let kept = shim.strategy == .keep ? "; a subscription holder, if still there" : ""
            let place = Markdown.code(shim.declaration.description)
            text += "   - \(Markdown.code(shim.api)) at \(place) (from \(owner)\(kept))\n"
        }
        let flagged = migrations.filter { !$0.flag.isEmpty }
        text += "2. Feature flags (keep the new path, delete the old one and its `+Rx.swift` files):\n"
        text += shared ? removedElsewhere : flagged.isEmpty ? "   - none\n" : ""
        for migration in flagged {
            text += "   - \(Markdown.code(migration.flag)) (\(migration.id))\n"
        }
        text += "3. Manifest lines that bring Rx in (with the lines their statement continues on):\n"
        let lines = manifestLines(task, covered: covered, context: context)
        text += lines.isEmpty ? "   - none\n" : ""
        // A line that several modules inherit (a Podfile's outer target) is one line to delete.
        var index = 0
        while index < lines.count {
            let dependency = lines[index].1
            var modules = [lines[index].0]
            while index + 1 < lines.count, lines[index + 1].1 == dependency {
                index += 1
                modules.append(lines[index].0)
            }
            let names =
                shared
                ? "every target"
                : modules.count == 1
                    ? "module \(modules[0])" : "modules \(modules.joined(separator: ", "))"
            text += "   - \(Markdown.code(dependency.location.description)): \(dependency.library) (\(names))"
            if let pod = keptPod(dependency.library) {
                text += ": keep \(Markdown.code(pod)) itself, drop only its Rx subspec"
            }
            text += "\n"
            index += 1
        }
        if lines.contains(where: { ManifestKind.of(path: $0.1.location.path) == .xcodeproj }) {
            text +=
                "   - In a `project.pbxproj`, a product's line goes with the `XCSwiftPackageProductDependency` object it "
                + "names, the `PBXBuildFile` whose `productRef` is that object and that file's line in the target's "
                + "Frameworks phase, and a package's object with its line in the project's `packageReferences`: "
                + "removing the package under the project's Package Dependencies in Xcode deletes them all. A "
                + "framework's line (`RxSwift.framework in Frameworks`, from Carthage or a committed `.xcframework`) "
                + "goes with its `PBXBuildFile`, its `PBXFileReference`, its entry in a group and in any embed or "
                + "copy-frameworks phase, and the `FRAMEWORK_SEARCH_PATHS` entries only it needed: removing it from "
                + "the target's Frameworks, Libraries and Embedded Content and deleting its reference in Xcode deletes "
                + "the objects. By hand, leave no identifier that names a deleted object.\n"
        }
        let importOnly =
            shared ? [] : context.importOnlyFiles.filter { covered.isEmpty || covered.contains($0.module) }
        if !importOnly.isEmpty {
            text += "4. Rx imports in files that use no Rx (no migration task holds them):\n"
            for file in importOnly {
                let imports = file.imports.map { Markdown.code("import \($0)") }.joined(separator: ", ")
                text += "   - \(Markdown.code(file.path)): \(imports)\n"
            }
        }
        return text
    }

    /// The migration tasks whose flags and shims the cleanup task removes: those of the modules it covers (`covered`,
    /// empty for the whole repository), none for a manifest only of shared dependencies (the other cleanups do).
    static func migrations(of task: PlanTask, among tasks: [PlanTask], covered: [String]) -> [PlanTask] {
        guard !listsOnlySharedDependencies(task) else { return [] }
        return tasks.filter { $0.kind == .migration && (covered.isEmpty || covered.contains($0.module)) }
    }

    /// A cleanup task's points: a manifest line, a feature flag or a shim it removes is one point each.
    static func points(of task: PlanTask, among tasks: [PlanTask], modules: [Module]) -> Int {
        let migrations = migrations(of: task, among: tasks, covered: Self.modules(of: task, among: modules))
        let flags = migrations.filter { !$0.flag.isEmpty }.count
        return max(1, task.removals.count + flags + migrations.reduce(0) { $0 + $1.shims.count })
    }

    /// Whether the task's files are all manifests of dependencies every target may link (a Cartfile, Tuist's
    /// `Tuist/Dependencies.swift`): its cleanup removes their lines only, after every other cleanup task.
    static func listsOnlySharedDependencies(_ task: PlanTask) -> Bool {
        task.kind == .cleanup && !task.files.isEmpty
            && task.files.allSatisfy { ManifestKind.listsSharedDependencies(path: $0.path) }
    }

    /// The pod of an Rx subspec of a pod that is not Rx itself (`Moya` of `Moya/RxSwift`), which the code
    /// may still use; nil otherwise.
    static func keptPod(_ library: String) -> String? {
        guard let slash = library.firstIndex(of: "/") else { return nil }
        let pod = String(library[..<slash])
        return RxLibraries.isRx(pod) ? nil : pod
    }

    /// The module names the task covers, sorted; empty for the whole repository.
    static func modules(of task: PlanTask, context: WorkspaceContext) -> [String] {
        modules(of: task, among: context.modules)
    }

    /// The names of `modules` the cleanup task covers, sorted; empty for the whole repository.
    static func modules(of task: PlanTask, among modules: [Module]) -> [String] {
        let paths = Set(task.files.map(\.path))
        var names: Set<String> = task.module.isEmpty ? [] : [task.module]
        let hosts = CleanupHosts(modules)
        for module in modules {
            // A module hosted by another manifest's cleanup is that task's, not its own manifest's.
            if let host = hosts.manifest(hosting: module.name) {
                if paths.contains(host) { names.insert(module.name) }
                continue
            }
            // A module whose Rx lines are in another manifest (an app target of a shared `project.pbxproj` whose
            // pods the Podfile lists) is that manifest's cleanup's, not every cleanup's naming its project.
            let linesHere = module.rxDependencies.contains(where: { paths.contains($0.location.path) })
            let declared = module.manifest.map(paths.contains) ?? false
            if declared && module.rxDependencies.isEmpty || linesHere {
                names.insert(module.name)
            }
        }
        // A module of no manifest and no Rx line (a folder of tests) is cleaned up with the module it tests, where the
        // plan puts it (`SpaceKitTests` with `SpaceKit`'s podspec).
        let known = Set(modules.map(\.name))
        for module in modules where module.manifest == nil && module.rxDependencies.isEmpty {
            if let tested = FileNaming.testedModules(module.name).first(where: known.contains), names.contains(tested) {
                names.insert(module.name)
            }
        }
        return names.sorted()
    }

    /// The Rx dependency lines to delete: those in the task's files, else those of its modules but for the lines
    /// of a manifest every target may link from (a Cartfile), which its own cleanup task removes last.
    private static func manifestLines(_ task: PlanTask, covered: [String], context: WorkspaceContext)
        -> [(String, RxDependency)]
    {
        let paths = Set(task.files.map(\.path))
        let all = context.modules.flatMap { module in module.rxDependencies.map { (module.name, $0) } }
        let inFiles = all.filter { paths.contains($0.1.location.path) }
        let chosen =
            !inFiles.isEmpty
            ? inFiles
            : all.filter {
                (covered.isEmpty || covered.contains($0.0))
                    && !ManifestKind.listsSharedDependencies(path: $0.1.location.path)
            }
        return chosen.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
    }
}

/// The `## Steps`, `## Definition of done` and `## Pull request` sections of a task file.
enum TaskStepsSection {
    /// `farewell/T-012-slug`.
    static func branch(_ task: PlanTask) -> String { "farewell/\(task.id)-\(task.slug)" }

    /// `[T-012] Title`.
    static func title(_ task: PlanTask) -> String { "[\(task.id)] \(task.title)" }

    /// The step for the callers in files no task lists (`PlanTask.callerUpdates`), which no other task moves.
    private static let updateStep = "Update the callers under Boundary in files no task lists, which keep no shim."

    /// `context`: the modules, whose Xcode projects may list their files one by one (`Module.fileList`).
    static func steps(_ task: PlanTask, context: WorkspaceContext) -> String {
        var steps = [
            "Read this file and `rules.md` (its `## Lessons` too).",
            "Check that \(task.dependsOn.isEmpty ? "main builds" : task.dependsOn.joined(separator: ", ") + " are merged"); "
                + "then create the branch \(Markdown.code(branch(task))) from an up-to-date main.",
        ]
        switch task.kind {
        case .foundation:
            let parts = TaskGoalSection.foundationParts(task)
            if parts.polyfills { steps.append("Add the FarewellAsync dependency, or run " + scaffoldRun(context)) }
            if parts.flags {
                // In the module every other one with Rx depends on, where it has one: flags added to the app would
                // be out of sight of a package's tasks.
                let modules = migratingModules(context)
                let base = modules.count > 1 ? sharedBase(of: modules, among: context.modules) : nil
                let place = base.map { " (in \(Markdown.code($0.name)), which every module with Rx depends on)" } ?? ""
                steps.append(
                    "Add the flag plumbing: one boolean per task name, off by default, readable where code branches"
                        + place + ".")
            }
        case .migration where task.flag.isEmpty && FolderFallback.isUnclaimed(task.module):
            steps.append(
                "Check that no target compiles the files in Scope, then delete them (or add them to a target and "
                    + "migrate them with the Recipes).")
        case .migration where task.flag.isEmpty && task.deletesOnlyDeadCode:
            steps.append("Delete each declaration in Scope whose rows say nothing uses it.")
        case .migration where task.flag.isEmpty && task.movesOnlyOperators:
            let tests = task.files.contains(where: task.testsMovedOperators) ? ", and its tests," : ""
            steps.append("Move each operator in Scope\(tests) unchanged into the `+Rx.swift` file its rows name.")
            steps.append("Keep the operators under Boundary working for their callers.")
            if let step = listingStep(task, context: context) { steps.append(step) }
        case .migration where task.flag.isEmpty:
            steps.append("Migrate each file in Scope with the Recipes.")
            if !task.shims.isEmpty { steps.append("Keep the shims under Boundary working for their callers.") }
            if !task.callerUpdates.isEmpty { steps.append(updateStep) }
            if let step = listingStep(task, context: context) { steps.append(step) }
        case .migration:
            steps += [
                "Add the flag \(Markdown.code(task.flag)) (see Feature flag).",
                "Migrate each file in Scope with the Recipes; move the old Rx path and the shims into `+Rx.swift` files.",
            ]
            if !task.shims.isEmpty { steps.append("Keep the shims under Boundary working for their callers.") }
            if !task.callerUpdates.isEmpty { steps.append(updateStep) }
            if let step = listingStep(task, context: context) { steps.append(step) }
        case .cleanup:
            steps += ["Delete what Removals lists, in that order, building after each group."]
        }
        steps += [
            "Run `farewell verify \(task.id)` until it exits 0.",
            "Build the project and run its tests\(task.flag.isEmpty ? "" : ", with the flag on and off").",
            "Write what you learned under `## Lessons`.",
            "Open the pull request (see Pull request).",
        ]
        let numbered = steps.enumerated().map { "\($0.offset + 1). \($0.element)" }
        return "## Steps\n\n" + numbered.joined(separator: "\n") + "\n"
    }

    /// The step adding the files a migration task creates to its module's target, where the project lists its files
    /// one by one (`Module.fileList`) and no folder claim takes in a file created beside one of the task's (a
    /// `+Rx.swift` file, or the `+Async.swift` file of a `+Rx.swift` one: `FileNaming.createdFile(beside:)`): else the
    /// shims, the old Rx path or the new code compile nowhere, and `verify` fails (`TargetMembership`). A task whose
    /// files lie in several modules (a protocol and its implementations) names the target of each (`fileModules`).
    /// Nil otherwise.
    private static func listingStep(_ task: PlanTask, context: WorkspaceContext) -> String? {
        // Tests travel with their code and are rewritten in place: their target only for a task of tests alone, or
        // for a file of it that is no test (a fake implementing an Rx protocol), which may get a `+Rx.swift` beside it.
        // A file two targets compile (`FileInventory.alsoIn`): what is created beside it goes into both.
        let modulesOf = { (path: String) in
            [context.fileModules[path] ?? task.module] + (context.sharedFiles[path] ?? [])
        }
        let module = { (name: String) in context.modules.first { $0.name == name } }
        let all = Set(task.files.flatMap { modulesOf($0.path) })
        let code = all.filter { module($0)?.isTest != true }
        let helpers = task.files.filter { file in
            let stem = Path.stem(Path.lastComponent(file.path))
            return !FileNaming.testSuffixes.contains { stem.hasSuffix($0) }
        }.flatMap { modulesOf($0.path) }
        let moduleNames = code.isEmpty ? all : code.union(helpers)
        let lists = moduleNames.sorted().compactMap { name -> (module: String, list: XcodeFileList)? in
            guard let list = module(name)?.fileList,
                task.files.contains(where: {
                    modulesOf($0.path).contains(name) && list.needsListing(FileNaming.createdFile(beside: $0.path))
                })
            else { return nil }
            return (name, list)
        }
        let created = "Add each file you create (a `+Rx.swift` or `+Async.swift` file too) to "
        if lists.count == 1, moduleNames.count == 1 {
            return created + lists[0].list.inWords + ": it lists its files one by one, and compiles no other."
        }
        guard !lists.isEmpty else { return nil }
        // Every file compiled by each of those targets: the created files go into each.
        let listed = Set(lists.map(\.module))
        if lists.count > 1, task.files.allSatisfy({ listed.isSubset(of: modulesOf($0.path)) }) {
            return created + "each of " + Markdown.list(lists.map(\.list.inWords))
                + ", which all compile the files in scope: each lists its files one by one, and compiles no other."
        }
        let targets = lists.map { "\($0.list.inWords) beside a file of \(Markdown.code($0.module))" }
        return created + "the target of the file it is created beside, " + targets.joined(separator: ", ")
            + ": \(lists.count == 1 ? "it lists its" : "each lists its") files one by one, and compiles no other."
    }

    /// How to run `farewell scaffold` so that every module with Rx, other than tests, sees what it writes: into the
    /// one module every other one depends on (`sharedBase`), whose declarations, public, its importers see: a folder of
    /// its own when it is built from folders (`--output Packages/Core/Sources/Core/RxBridges`: the default `RxBridges`
    /// at the root is in none), else added to its target. With no such module, a folder of each module built from
    /// folders and the targets of those listing their files (`scaffoldTargets`). A module no manifest declares
    /// (`Module.Kind.folder`) tells nothing of what compiles it and is left out.
    private static func scaffoldRun(_ context: WorkspaceContext) -> String {
        let modules = migratingModules(context)
        let lists = TargetMembership.listingModules(modules).compactMap(\.fileList)
        let declared = modules.filter { $0.kind != .folder }
        let shared = declared.count == modules.count ? sharedBase(of: declared, among: context.modules) : nil
        let importers =
            modules.count > 1
            ? ", which every module with Rx depends on (the files are public: a module that does not import it adds "
                + "the import where it uses them)"
            : ""
        if let shared, let list = shared.fileList {
            return "`farewell scaffold` and add the files it writes to \(list.inWords)\(importers): it lists its files "
                + "one by one, and compiles no other."
        }
        if let shared, let folder = context.folder(of: shared.name) {
            let output = Markdown.code("farewell scaffold --output " + Path.join(folder, "RxBridges"))
            return "\(output), a folder \(Markdown.code(shared.name)) compiles\(importers)."
        }
        let folders = declared.filter { $0.fileList == nil }.compactMap { module in
            context.folder(of: module.name).map { (module: module.name, output: Path.join($0, "RxBridges")) }
        }
        guard !folders.isEmpty else {
            return "`farewell scaffold` and add the files it writes" + scaffoldTargets(lists)
        }
        var places = folders.map { "\(Markdown.code($0.output)) for \(Markdown.code($0.module))" }
        places += lists.map { "a folder whose files you add to \($0.inWords) (it lists its files one by one)" }
        return "`farewell scaffold --output DIR` for a folder each module with Rx compiles: " + Markdown.list(places)
            + ". Where a module imports two of them, keep one copy (the files are public) or add the FarewellAsync "
            + "dependency instead."
    }

    /// The modules with Rx a migration task may change: no tests, no files no target compiles, no folder of files
    /// `farewell scaffold` wrote alone.
    private static func migratingModules(_ context: WorkspaceContext) -> [Module] {
        context.rxModules.filter {
            !$0.isTest && !FolderFallback.isUnclaimed($0.name)
                && (context.fileModules.isEmpty || context.folder(of: $0.name) != nil)
        }
    }

    /// The one module of `modules` that each of the others depends on, through `all`'s dependencies; the only module
    /// when there is one; nil when none is.
    private static func sharedBase(of modules: [Module], among all: [Module]) -> Module? {
        let byName = Dictionary(all.map { ($0.name, $0.dependencies) }) { first, _ in first }
        func reaches(_ start: String) -> Set<String> {
            var seen: Set<String> = []
            var stack = byName[start] ?? []
            while let next = stack.popLast() {
                guard seen.insert(next).inserted else { continue }
                stack += byName[next] ?? []
            }
            return seen
        }
        let reached = Dictionary(modules.map { ($0.name, reaches($0.name)) }) { first, _ in first }
        return modules.first { base in
            modules.allSatisfy { $0.name == base.name || reached[$0.name]?.contains(base.name) == true }
        }
    }

    /// Where the files `farewell scaffold` writes go, ending the foundation task's step: the targets of the modules
    /// with Rx whose projects list their files one by one (`TargetMembership.listingModules`); a full stop when there
    /// are none, since a folder a manifest globs takes them in.
    private static func scaffoldTargets(_ lists: [XcodeFileList]) -> String {
        guard let first = lists.first else { return "." }
        guard lists.count > 1 else {
            return " to \(first.inWords): it lists its files one by one, and compiles no other."
        }
        let targets = Markdown.list(lists.map { "\(Markdown.code($0.target)) in \(Markdown.code($0.project))" })
        return
            " to each of the targets \(targets) that uses them: they list their files one by one, and compile no other."
    }

    static func definitionOfDone(_ task: PlanTask) -> String {
        let verified =
            switch task.kind {
            case .cleanup:
                "no Rx left in the files in scope, and no Rx dependency line or Rx-only import left in its modules."
            case .foundation: foundationVerified(task)
            case .migration: "no Rx left in the files in scope (for a partial file, in its declarations)."
            }
        var items = ["`farewell verify \(task.id)` exits 0: " + verified, "The project builds and its tests pass."]
        if task.kind == .migration {
            if !task.flag.isEmpty {
                let flag = Markdown.code(task.flag)
                items.append("Off, \(flag) keeps the old behaviour; on, the new path behaves the same.")
            }
            if !task.shims.isEmpty {
                items.append("The callers under Boundary still build and work through the shims.")
            }
        }
        items += [
            "`## Lessons` has at least one bullet (or `- [General] none`).",
            "The pull request title starts with `[\(task.id)]`.",
        ]
        return "## Definition of done\n\n" + items.map { "- [ ] \($0)" }.joined(separator: "\n") + "\n"
    }

    /// What `verify` checks of a foundation task, which has no files in scope (`FoundationCheck`).
    private static func foundationVerified(_ task: PlanTask) -> String {
        let parts = TaskGoalSection.foundationParts(task)
        var checks: [String] = []
        if parts.polyfills {
            checks.append(
                "FarewellAsync is available (its package, or the files `farewell scaffold` writes) and RxSwift has what "
                    + "the bridges need")
        }
        if parts.flags { checks.append("the flag plumbing, which no scan can see, is left to review") }
        return checks.joined(separator: "; ") + "."
    }

    static func pullRequest(_ task: PlanTask) -> String {
        """
        ## Pull request

        - Branch: \(Markdown.code(branch(task)))
        - Title: \(Markdown.code(title(task)))
        - Body: a link to this file\(task.flag.isEmpty ? " and" : ", the flag, and") the output of \
        `farewell verify \(task.id)`.

        """
    }
}

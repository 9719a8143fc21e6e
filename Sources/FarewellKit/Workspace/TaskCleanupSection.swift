/// The `## Removals` section of a cleanup task: the exact shims, flags and manifest lines to delete.
///
/// A cleanup task covers the modules whose manifest is among its files, plus its own module; with none of
/// those known it covers the whole repository. A module whose Rx lines lie in the manifests of two cleanup tasks is
/// covered by one of them (`CleanupHosts.manifest(removingCodeOf:)`); the other deletes its lines only.
enum TaskCleanupSection {
    static func removals(_ task: PlanTask, context: WorkspaceContext) -> String {
        let coverage = coverage(of: task, among: context.modules)
        // A manifest every target's dependencies come from (a Cartfile) goes last: the other cleanup tasks
        // remove the shims and flags; so do they for a task holding only lines of modules they clean up.
        let shared = listsOnlySharedDependencies(task) || coverage.isLinesOnly
        let migrations = Self.migrations(of: task, among: context.plan.tasks, covered: coverage)
        let removedElsewhere = "   - none: the other cleanup tasks remove them\n"
        // In the order the code can go, building after each: the old paths first (they call the shims and helpers),
        // then the helpers and other Rx only they used (a helper calls shims too), then the shims, then the bridges
        // (a shim's `Single.create { Task { … } }` may be one), then the manifests' lines and the imports.
        let groups = TaskMarkdown.keptGroups(task, context: context)
        var step = 0
        let next = { () -> String in
            step += 1
            return "\(step). "
        }
        var text = "## Removals\n\n"
        let awaited = context.relations.awaited(by: task, in: context.plan)
        let flagged = migrations.filter { !$0.flag.isEmpty }
        text += next() + "Feature flags (keep the new path, delete the old one and its `+Rx.swift` files):\n"
        text += shared ? removedElsewhere : flagged.isEmpty ? "   - none\n" : ""
        for migration in flagged {
            text += "   - \(Markdown.code(migration.flag)) (\(migration.id))\n"
        }
        // A protocol's Rx requirements its task kept for implementations in other tasks: after the flags' old paths,
        // which call them, and before the implementations' old paths go, as deleting an implementation before its
        // requirement breaks the conformance.
        let ids = Set(migrations.map(\.id))
        let requirements = Set(
            migrations.flatMap(\.conformances).filter { !$0.isOverride && ids.contains($0.protocolTask) }
        ).sorted { ($0.requirement, $0.typeName, $0.typeTask) < ($1.requirement, $1.typeName, $1.typeTask) }
        if !shared, !requirements.isEmpty {
            text += next() + "Rx requirements kept for implementations in other tasks (delete each with the default "
            text += "of its async version that bridges from it, once the old paths above that call it are gone; an old "
            text += "path above that implements one goes with it, in the same build):\n"
            text += requirementLines(requirements, of: task, awaited: awaited, context: context)
        }
        // A base class's Rx members its task kept for overrides in other tasks, which kept their Rx overrides as shims:
        // they go together, after the old paths that call them.
        let overridden = Dictionary(
            grouping: migrations.flatMap(\.conformances).filter {
                $0.isOverride && ids.contains($0.protocolTask) && !Catalog.holdsOnlyLifetimes($0.rxTypes)
            },
            by: { BaseMembers(name: $0.protocolName, declaration: $0.requirement, task: $0.protocolTask) })
        if !shared, !overridden.isEmpty {
            text += next() + "Rx members of base classes kept for overrides in other tasks (delete each with its "
            text += "overrides' Rx versions, in the same build, once the old paths above that call them are gone; "
            text += "the async versions stay, the base class's with a body of its own):\n"
            for base in overridden.keys.sorted() {
                let subclasses = Set(overridden[base] ?? []).sorted {
                    ($0.implementation, $0.typeName) < ($1.implementation, $1.typeName)
                }
                let members = Set(subclasses.flatMap(\.members)).sorted().map { Markdown.code("\(base.name).\($0)") }
                let overrides = subclasses.map {
                    "\(Markdown.code($0.typeName)) at \(Markdown.code($0.implementation.description)) (\($0.typeTask))"
                }
                text += "   - \(Markdown.list(members)) at \(Markdown.code(base.declaration.description)) (from "
                text += "\(base.task)), overridden by \(Markdown.list(overrides))\n"
            }
        }
        // The implementations an earlier cleanup kept for these requirements, and the Rx lines their files need.
        let kept = shared ? [] : context.keptImplementations
        let keptForHere = kept.filter { $0.remover == task.id }
        let neededHere = neededLines(keptForHere, context: context)
        if !neededHere.isEmpty {
            let places = neededHere.map {
                "\(Markdown.code($0.dependency.location.description)) (\($0.dependency.library))"
            }
            let files = Set(keptForHere.map(\.path)).sorted().map(Markdown.code)
            text += "   - Then the Rx lines the earlier cleanup kept for those implementations: "
            text += "\(Markdown.list(places)), and the Rx imports of \(Markdown.list(files))\n"
        }
        let keptHere = Dictionary(
            neededLines(kept.filter { $0.keeper == task.id }, context: context).map {
                ($0.dependency.location, $0.paths)
            },
            uniquingKeysWith: { first, _ in first })
        let removersHere = Set(kept.filter { $0.keeper == task.id }.map(\.remover)).sorted()
        let keptForLater = keptImplementations(in: task, context: context)
        if !keptForLater.isEmpty {
            text += next() + "Not yet: the Rx implementations of requirements a later cleanup deletes, which deletes "
            text += "them after the requirements (deleting them first breaks the conformance):\n"
            for line in keptForLater { text += "   - \(line)\n" }
        }
        let lifetimes = shared ? [] : lifetimeRequirements(of: migrations, in: task, awaited: awaited, context: context)
        if !lifetimes.isEmpty {
            text += next() + "Lifetime requirements of a later cleanup's protocols that holders here implement: delete "
            text += "each requirement, if still there (nothing reads it through the protocol; deleting a holder first "
            text += "breaks the conformance), then the holders nothing else uses and the Rx imports only they needed:\n"
            for line in lifetimes { text += "   - \(line)\n" }
        }
        if !groups.code.isEmpty {
            text += next() + "The Rx code under Scope that only old paths and itself use, as Scope says:\n"
            for file in groups.code { text += "   - \(Markdown.code(file.path))\n" }
        }
        text += next() + "Shims (their callers have moved):\n"
        // Not the requirements listed above, which go there (`Flow.adapt`, a requirement with callers).
        let listed = Set(
            shared
                ? []
                : requirements.flatMap { conformance in
                    conformance.members.map { "\(conformance.requirement.path) \(conformance.protocolName).\($0)" }
                })
        let shims = migrations.flatMap { migration in migration.shims.map { (migration.id, $0) } }.filter { _, shim in
            !listed.contains("\(shim.declaration.path) \(shim.api)")
        }
        text += shared ? removedElsewhere : shims.isEmpty ? "   - none\n" : ""
        for (owner, shim) in shims {
            // A subscription holder or helper kept for callers is deleted by the task moving the last of them, if it
            // did.
            let kept =
                shim.strategy == .keep
                ? "; a subscription holder, if still there"
                : shim.strategy == .subscriptionHelper
                    ? "; a subscription helper, if still there"
                    : shim.strategy == .keptAlias ? "; a type alias, if still there" : ""
            let place = Markdown.code(shim.declaration.description)
            text += "   - \(Markdown.code(shim.api)) at \(place) (from \(owner)\(kept))"
            text += stuckUses(context.untaskedCallers.stuck(shim)) + "\n"
        }
        let bridges = groups.bridges + groups.scaffolded
        if !bridges.isEmpty {
            text += next() + "The bridges under Scope, each once nothing calls it, as Scope says:\n"
            for file in bridges { text += "   - \(Markdown.code(file.path))\n" }
        }
        let copies = vendoredCopies(
            of: task, among: context.plan.tasks, copies: context.vendoredCopies,
            modules: context.modules)
        if !copies.isEmpty {
            text +=
                next() + "Committed copies of Rx libraries, which no dependency manager brings in (delete the folder "
            text += "and, in the targets compiling it, its files):\n"
            for copy in copies {
                let compiled =
                    copy.modules.isEmpty
                    ? "which no target of the repository compiles (a clone its own project builds, or left over)"
                    : "compiled by \(copy.modules.count == 1 ? "module" : "modules") "
                        + copy.modules.joined(separator: ", ")
                text += "   - \(Markdown.code(copy.path + "/")): \(copy.library), \(compiled)\n"
            }
        }
        text += next() + "Manifest lines that bring Rx in (with the lines their statement continues on):\n"
        let lines = groupedLines(task, covered: coverage, context: context)
        text += lines.isEmpty ? "   - none\n" : ""
        for (modules, dependency) in lines {
            let names =
                listsOnlySharedDependencies(task)
                ? "every target"
                : modules.count == 1
                    ? "module \(modules[0])" : "modules \(modules.joined(separator: ", "))"
            text += "   - \(Markdown.code(dependency.location.description)): \(dependency.library) (\(names))"
            if let pod = keptPod(dependency.library) {
                text += ": keep \(Markdown.code(pod)) itself, drop only its Rx subspec"
            } else if let wrapped = RxLibraries.wrappedLibrary(of: dependency.library),
                !dependency.location.path.hasSuffix(".pbxproj")
            {
                // A project's framework line (Carthage's) links the wrapper alone: the library has lines of its own.
                text += ": it brings \(wrapped) in too; where the code still imports \(Markdown.code(wrapped)) and "
                text += "no line of \(Markdown.code(dependency.location.path)) names \(wrapped), add one first"
            }
            if isPin(dependency) {
                text += ": a pin; run `carthage update` once the Cartfile's lines are gone, which rewrites it"
            }
            if let paths = keptHere[dependency.location] {
                text +=
                    ": not yet: \(Markdown.list(paths.map(Markdown.code))) needs it for the implementations kept for "
                text += "\(Markdown.list(removersHere)), which removes this line after them\n"
                continue
            }
            let kept = keptNote(dependency, of: modules, context: context)
            text += kept
            // A line that stays waits for no task: nothing deletes it.
            if kept.isEmpty {
                text += codeRemovers(of: modules, for: task, coverage: coverage, context: context)
                text += libraryUsers(of: dependency.library, through: modules, context: context)
            }
            text += "\n"
        }
        if lines.contains(where: { ManifestKind.of(path: $0.dependency.location.path) == .xcodeproj }) {
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
        // A macOS app embeds Carthage's frameworks in a Copy Files phase the project's framework lines already hold:
        // no `carthage copy-frameworks` script copies them.
        let carthage = lines.filter { ManifestKind.of(path: $0.dependency.location.path) == .cartfile }
        let carthageModules = Set(carthage.flatMap(\.modules))
        if !carthage.isEmpty,
            UIFramework.of(context.modules.filter { carthageModules.contains($0.name) }) == .uiKit
        {
            text +=
                "   - Carthage's frameworks are copied by name too: in each target's `carthage copy-frameworks` Run "
                + "Script phase, remove the Rx frameworks' input and output paths "
                + "(`$(SRCROOT)/Carthage/Build/iOS/RxSwift.framework`, `$(BUILT_PRODUCTS_DIR)/$(FRAMEWORKS_FOLDER_PATH)"
                + "/RxSwift.framework`), or their lines in the `.xcfilelist` files the phase reads.\n"
        }
        let podfiles = Set(
            lines.map(\.dependency.location.path).filter { ManifestKind.of(path: $0) == .podfile })
        for podfile in podfiles.sorted() {
            text +=
                "   - Then run `pod install` beside \(Markdown.code(podfile)): it rewrites `Podfile.lock` and the Pods "
                + "project without the Rx pods; commit them with this change where the repository keeps them (a "
                + "committed `Pods/` folder too).\n"
        }
        let importOnly = shared ? [] : context.importOnlyFiles.filter { coverage.contains($0.module) }
        if !importOnly.isEmpty {
            text += next() + "Rx imports in files that use no Rx (no migration task holds them):\n"
            for file in importOnly {
                let imports = file.imports.map { Markdown.code("import \($0)") }.joined(separator: ", ")
                let unknown = file.imports.filter { !Catalog.knownModules.contains($0) }
                let check =
                    unknown.isEmpty
                    ? ""
                    : "; check first: the catalog knows no API of " + Markdown.list(unknown.map(Markdown.code))
                        + ", so the file may use some that is no Rx (a type, a function): replace that before the "
                        + "library goes"
                text += "   - \(Markdown.code(file.path)): \(imports)\(check)\n"
            }
        }
        return text
    }

    /// The Rx lines the files of `kept` still need (`KeptImplementations.neededLines`), by the plan's modules and
    /// the scanned files' modules and imports.
    private static func neededLines(_ kept: [KeptImplementation], context: WorkspaceContext)
        -> [(dependency: RxDependency, paths: [String])]
    {
        guard !kept.isEmpty else { return [] }
        return KeptImplementations.neededLines(
            kept, modules: context.modules, fileModules: context.fileModules, fileImports: context.fileImports)
    }

    /// The lines of the Rx requirements step: one a protocol, with every implementation in another task, and those an
    /// earlier cleanup had to keep for it (it could not wait for this one).
    private static func requirementLines(
        _ requirements: [Conformance], of task: PlanTask, awaited: Set<String>, context: WorkspaceContext
    ) -> String {
        var text = ""
        // One line a protocol, with every implementation in another task.
        var start = 0
        while start < requirements.count {
            let first = requirements[start]
            var end = start + 1
            while end < requirements.count, requirements[end].requirement == first.requirement,
                requirements[end].protocolName == first.protocolName
            {
                end += 1
            }
            let group = requirements[start..<end]
            let members = Set(group.flatMap(\.members)).sorted().map { Markdown.code($0) }.joined(separator: ", ")
            let types = group.map { "\(Markdown.code($0.typeName)) in \($0.typeTask)" }.joined(separator: ", ")
            text += "   - \(Markdown.code(first.protocolName)): \(members) at "
            text += "\(Markdown.code(first.requirement.description)) (from \(first.protocolTask); implemented by "
            text += "\(types))"
            // Implementations an earlier cleanup had to keep for the requirement (it could not wait for this one).
            let kept = group.filter { conformance in
                context.flagRemovers[conformance.typeTask].map { $0 != task.id && awaited.contains($0) } ?? false
            }
            if !kept.isEmpty {
                let names = kept.map { "\(Markdown.code($0.typeName)) (\($0.typeTask))" }.joined(separator: ", ")
                text += ", then the Rx implementations the earlier cleanup kept for it: \(names)"
            }
            text += "\n"
            start = end
        }
        return text
    }

    /// `` `StubAPI` in T-019: `APIRequesting` (`request`), deleted by T-021 `` for each type whose Rx implementations
    /// `cleanup` keeps for the requirements of a later cleanup (`WorkspaceContext.keptImplementations`), sorted.
    private static func keptImplementations(in cleanup: PlanTask, context: WorkspaceContext) -> [String] {
        let kept = context.keptImplementations.filter { $0.keeper == cleanup.id }
        let byType = Dictionary(grouping: kept) { "\($0.conformance.typeTask) \($0.conformance.typeName)" }
        return byType.values.map { group in
            let first = group[0].conformance
            let protocols = Dictionary(grouping: group.map(\.conformance), by: \.protocolName).sorted {
                $0.key < $1.key
            }.map { name, conformances in
                let members = Set(conformances.flatMap(\.members)).sorted().map { Markdown.code($0) }
                return "\(Markdown.code(name)) (\(members.joined(separator: ", ")))"
            }
            let removers = Set(group.map(\.remover)).sorted()
            return "\(Markdown.code(first.typeName)) in \(first.typeTask): \(Markdown.list(protocols)), deleted by "
                + Markdown.list(removers)
        }.sorted()
    }

    /// The lifetime requirements (`ViewModelType.disposeBag`) in the Scope of another cleanup task that `cleanup` does
    /// not wait for, which its migrations' holders implement: the other cleanup goes later (it deletes helpers the old
    /// paths here call), so this one deletes the requirement before the holders. One line per requirement, with the
    /// holders.
    private static func lifetimeRequirements(
        of migrations: [PlanTask], in cleanup: PlanTask, awaited: Set<String>, context: WorkspaceContext
    ) -> [String] {
        let cleanups = Set(context.plan.tasks.filter { $0.kind == .cleanup }.map(\.id))
        let held = migrations.flatMap { migration in
            migration.conformances.filter { conformance in
                !conformance.isOverride && conformance.typeTask == migration.id
                    && conformance.protocolTask != cleanup.id && cleanups.contains(conformance.protocolTask)
                    && !awaited.contains(conformance.protocolTask)
            }
        }
        let groups = Dictionary(grouping: held) { "\($0.requirement) \($0.protocolName)" }
        return groups.keys.sorted().compactMap { key in
            guard let group = groups[key]?.sorted(), let first = group.first else { return nil }
            let members = Set(group.flatMap(\.members)).sorted().map { Markdown.code("\(first.protocolName).\($0)") }
            let holders = group.map { conformance in
                "\(Markdown.code(conformance.typeName)) at \(Markdown.code(conformance.implementation.description)) "
                    + "(\(conformance.typeTask))"
            }
            return "\(Markdown.list(members)) at \(Markdown.code(first.requirement.description)) "
                + "(\(first.protocolTask)): \(Markdown.list(holders))"
        }
    }

    /// The committed copies of Rx libraries (`Inventory.vendoredCopies`) the cleanup task deletes: a copy is the first
    /// cleanup task's, in plan order, covering a module that compiles it but for one of a shared manifest's lines only
    /// (a Cartfile's), else the plan's last cleanup task's.
    static func vendoredCopies(
        of task: PlanTask, among tasks: [PlanTask], copies: [VendoredCopy], modules: [Module]
    ) -> [VendoredCopy] {
        guard task.kind == .cleanup, !copies.isEmpty else { return [] }
        let cleanups = tasks.filter { $0.kind == .cleanup }
        let coverages = cleanups.map { coverage(of: $0, among: modules) }
        return copies.filter { copy in
            let covering = cleanups.indices.first { index in
                !listsOnlySharedDependencies(cleanups[index]) && copy.modules.contains(where: coverages[index].contains)
            }
            return (covering ?? cleanups.indices.last).map { cleanups[$0].id == task.id } ?? false
        }
    }

    /// `: App/Foo.swift:7 still uses it, in a file no task lists: update it too` for the uses of a shim in files no
    /// task lists that no task's update reaches (`UntaskedCallers.stuck`): no task moved them. Empty without any.
    private static func stuckUses(_ uses: [SourceLocation]) -> String {
        guard !uses.isEmpty else { return "" }
        let places = Markdown.list(uses.map { Markdown.code($0.description) })
        return uses.count == 1
            ? ": \(places) still uses it, in a file no task lists: update it too"
            : ": \(places) still use it, in files no task lists: update them too"
    }

    /// The migration tasks whose flags and shims the cleanup task removes: those of the modules it covers, none for a
    /// manifest only of shared dependencies (the other cleanups do).
    static func migrations(of task: PlanTask, among tasks: [PlanTask], covered: CleanupCoverage) -> [PlanTask] {
        guard !listsOnlySharedDependencies(task) else { return [] }
        return tasks.filter { $0.kind == .migration && covered.contains($0.module) }
    }

    /// `: after T-006, which removes their shims and flags` for a line of modules another cleanup task cleans up
    /// (`modules`, those the line is of), naming that task; empty when this one does.
    private static func codeRemovers(
        of modules: [String], for task: PlanTask, coverage: CleanupCoverage, context: WorkspaceContext
    ) -> String {
        guard !listsOnlySharedDependencies(task), !modules.contains(where: coverage.contains) else { return "" }
        let others = context.plan.tasks.filter { other in
            other.kind == .cleanup && other.id != task.id
                && modules.contains(where: Self.coverage(of: other, among: context.modules).contains)
        }
        guard !others.isEmpty else { return "" }
        let ids = Markdown.list(others.map(\.id))
        return
            ": after \(ids), which \(others.count == 1 ? "removes" : "remove") \(modules.count == 1 ? "its" : "their") "
            + "shims and flags"
    }

    /// `: after the tasks of module Feature, which imports it through ThirdPartyLib` for a line of `library` that
    /// modules depending on the line's `modules` import without a line of their own (`LibraryUsers`): the plan
    /// makes the task follow theirs. Empty when there are none.
    private static func libraryUsers(of library: String, through modules: [String], context: WorkspaceContext)
        -> String
    {
        // Only the line's modules some user imports it through (`DomainLayer`, not the `DomainTests` beside it).
        let through = modules.filter {
            !Set(context.libraryUsers.users(of: library, through: $0)).subtracting(modules).isEmpty
        }
        let users = Set(through.flatMap { context.libraryUsers.users(of: library, through: $0) })
            .subtracting(modules).sorted()
        guard !users.isEmpty else { return "" }
        let named =
            users.count == 1
            ? "module \(users[0]), which imports" : "modules \(users.joined(separator: ", ")), which import"
        return ": after the tasks of \(named) it through \(through.joined(separator: ", "))"
    }

    /// A cleanup task's points: a manifest line, a feature flag or a shim it removes is one point each.
    static func points(of task: PlanTask, among tasks: [PlanTask], modules: [Module]) -> Int {
        let migrations = migrations(of: task, among: tasks, covered: coverage(of: task, among: modules))
        let flags = migrations.filter { !$0.flag.isEmpty }.count
        return max(1, task.removals.count + flags + migrations.reduce(0) { $0 + $1.shims.count })
    }

    /// Whether the task's manifests are all of dependencies every target may link (a Cartfile, Tuist's
    /// `Tuist/Dependencies.swift`): its cleanup removes their lines only, after every other cleanup task. The files it
    /// deletes whole (`isDeleted`: the bridges `farewell scaffold` wrote, which go to the repository's last cleanup)
    /// change nothing: the other cleanup tasks still remove their modules' shims, flags and Rx imports.
    static func listsOnlySharedDependencies(_ task: PlanTask) -> Bool {
        let manifests = Self.manifests(of: task)
        return task.kind == .cleanup && !manifests.isEmpty
            && manifests.allSatisfy { ManifestKind.listsSharedDependencies(path: $0.path) }
    }

    /// The manifests of a cleanup task: its files but those it deletes whole (`isDeleted`).
    static func manifests(of task: PlanTask) -> [TaskFile] {
        task.files.filter { !isDeleted($0) }
    }

    /// Whether a cleanup task deletes `file` whole rather than lines of it: a file with Rx occurrences (an old Rx path
    /// in `Name+Rx.swift`, a bridge, a protocol whose only Rx is a lifetime requirement). A manifest holds none.
    static func isDeleted(_ file: TaskFile) -> Bool {
        !file.occurrences.isEmpty
    }

    /// Whether the line is a pin of a `Cartfile.resolved`, which `carthage update` rewrites rather than a person.
    static func isPin(_ dependency: RxDependency) -> Bool {
        ManifestKind.of(path: dependency.location.path) == .cartfileResolved
    }

    /// The manifests whose Rx lines the task deletes: its files, with the `Cartfile.resolved` beside a Cartfile among
    /// them, whose pins go with the Cartfile's lines (`ManifestKind.resolvedCartfile(of:)`).
    static func manifestPaths(of task: PlanTask) -> Set<String> {
        let paths = task.files.map(\.path)
        return Set(paths + paths.compactMap(ManifestKind.resolvedCartfile(of:)))
    }

    /// The pod of an Rx subspec of a pod that is not Rx itself (`Moya` of `Moya/RxSwift`), which the code
    /// may still use; nil otherwise.
    static func keptPod(_ library: String) -> String? {
        guard let slash = library.firstIndex(of: "/") else { return nil }
        let pod = String(library[..<slash])
        return RxLibraries.isRx(pod) ? nil : pod
    }

    /// The module names the task covers, sorted; empty for the whole repository or for none (`coverage`).
    static func modules(of task: PlanTask, context: WorkspaceContext) -> [String] {
        coverage(of: task, among: context.modules).modules
    }

    /// The names of `modules` the cleanup task covers, sorted; empty for the whole repository or for none.
    static func modules(of task: PlanTask, among modules: [Module]) -> [String] {
        coverage(of: task, among: modules).modules
    }

    /// The modules of `modules` the cleanup task covers, or the whole repository when it knows none of them.
    static func coverage(of task: PlanTask, among modules: [Module]) -> CleanupCoverage {
        let paths = manifestPaths(of: task)
        var names: Set<String> = task.module.isEmpty ? [] : [task.module]
        // Modules of the task whose code another cleanup task removes: it deletes their lines only.
        var cleanedElsewhere: Set<String> = []
        let hosts = CleanupHosts(modules)
        for module in modules {
            // A module whose Rx lines lie in several manifests is the cleanup's of one of them.
            if let remover = hosts.manifest(removingCodeOf: module) {
                if paths.contains(remover) {
                    names.insert(module.name)
                } else if names.contains(module.name)
                    || module.rxDependencies.contains(where: { paths.contains($0.location.path) })
                {
                    cleanedElsewhere.insert(module.name)
                }
            } else if covers(module, paths: paths, hosts: hosts) {
                names.insert(module.name)
            }
        }
        names.subtract(cleanedElsewhere)
        // A shared manifest's task (a Cartfile's) covers every module its lines serve, none of whose code it removes.
        for module in modules where module.sharedRxDependencies.contains(where: { paths.contains($0.location.path) }) {
            names.insert(module.name)
        }
        // A module of no manifest and no Rx line (a folder of tests) is cleaned up with the module it tests, where the
        // plan puts it (`SpaceKitTests` with `SpaceKit`'s podspec).
        let known = Set(modules.map(\.name))
        for module in modules where module.manifest == nil && module.rxDependencies.isEmpty {
            if let tested = hosts.testedModules(module.name).first(where: known.contains), names.contains(tested) {
                names.insert(module.name)
            }
        }
        return CleanupCoverage(modules: names.sorted(), isRepository: names.isEmpty && cleanedElsewhere.isEmpty)
    }

    /// Whether a task of the manifests `paths` covers `module`, whose Rx lines, if any, lie in one manifest.
    private static func covers(_ module: Module, paths: Set<String>, hosts: CleanupHosts) -> Bool {
        // A module hosted by another manifest's cleanup is that task's, not its own manifest's.
        if let host = hosts.manifest(hosting: module.name) { return paths.contains(host) }
        // A module whose Rx lines are in another manifest (an app target of a shared `project.pbxproj` whose
        // pods the Podfile lists) is that manifest's cleanup's, not every cleanup's naming its project.
        let linesHere = module.rxDependencies.contains(where: { paths.contains($0.location.path) })
        let declared = module.manifest.map(paths.contains) ?? false
        return declared && module.rxDependencies.isEmpty || linesHere
    }

    /// The Rx dependency lines to delete: those in the task's files (and in the `Cartfile.resolved` beside its
    /// Cartfile), else those of its modules but for the lines of a manifest every target may link from (a Cartfile),
    /// which its own cleanup task removes last.
    static func manifestLines(_ task: PlanTask, covered: CleanupCoverage, context: WorkspaceContext)
        -> [(String, RxDependency)]
    {
        let paths = manifestPaths(of: task)
        let all = context.modules.flatMap { module in
            (module.rxDependencies + module.sharedRxDependencies).map { (module.name, $0) }
        }
        let inFiles = all.filter { paths.contains($0.1.location.path) }
        let chosen =
            !inFiles.isEmpty
            ? inFiles
            : all.filter {
                covered.contains($0.0)
                    && !ManifestKind.listsSharedDependencies(path: $0.1.location.path)
            }
        return chosen.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
    }
}

/// A base class whose Rx members a cleanup task deletes with their overrides: its name, its first member's declaration
/// and the task holding it.
private struct BaseMembers: Hashable, Comparable {
    var name: String
    var declaration: SourceLocation
    var task: String

    static func < (lhs: BaseMembers, rhs: BaseMembers) -> Bool {
        (lhs.declaration, lhs.name) < (rhs.declaration, rhs.name)
    }
}

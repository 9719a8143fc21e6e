extension Planner {
    /// The foundation tasks (bridges and polyfill, flag plumbing) and one cleanup task per manifest holding Rx
    /// dependency lines (or per module without one), matched to the previous plan's by kind and key. The modules
    /// of the `kept` files (old Rx paths) have a cleanup task too.
    func foundationAndCleanup(_ input: PlannerInput, migration: [TaskDraft], kept: Set<String>, previous: Plan?)
        -> [TaskDraft]
    {
        let earlier = (previous?.tasks ?? []).filter { $0.kind != .migration }.sorted { TaskID.less($0.id, $1.id) }
        let hasWork =
            !migration.isEmpty || !earlier.isEmpty
            || input.modules.contains { !$0.rxDependencies.isEmpty || !$0.sharedRxDependencies.isEmpty }
        guard hasWork else { return [] }
        var wanted = [
            TaskDraft(
                kind: .foundation, module: "", layer: .unknown, files: [],
                labels: ["Bridges and share(history:) polyfill"], key: "bridges"),
            TaskDraft(
                kind: .foundation, module: "", layer: .unknown, files: [], labels: ["Feature-flag plumbing"],
                key: "flags"
            ),
        ]
        wanted += cleanupDrafts(input, migration: migration, kept: kept, previous: earlier)
        // Batches the earlier plan held are theirs already.
        var used = Set(wanted.compactMap { $0.previous?.id })
        // Every task its key finds first, then by slug those whose key changed: a moved manifest's task is not
        // taken by another of the same short name (`App/Podfile`, `Kit/App/Podfile`) before that one's key finds it.
        for bySlug in [false, true] {
            for index in wanted.indices where wanted[index].previous == nil {
                let match = earlier.first {
                    !used.contains($0.id) && $0.kind == wanted[index].kind
                        && (bySlug ? $0.slug == TaskNaming.slug(wanted[index]) : Self.key(of: $0) == wanted[index].key)
                }
                guard let match else { continue }
                used.insert(match.id)
                wanted[index].id = match.id
                wanted[index].previous = match
            }
        }
        for task in earlier where !used.contains(task.id) {
            var left = task
            if task.kind == .cleanup, task.status != .merged { left.status = .done }
            // The old Rx paths it listed go to the cleanup tasks still planned.
            let files = task.files.filter { FileNaming.home(ofRxFile: $0.path) == nil }
            wanted.append(
                TaskDraft(
                    id: task.id, kind: task.kind, module: task.module, layer: task.layer, files: files, labels: [],
                    key: Self.key(of: task), previous: left))
        }
        return wanted
    }

    /// The files the previous plan's migration tasks list: a file one of them lists stays there, whatever the cleanup
    /// would list now (`lifetimeRequirementFiles`, `foreignSectionModelFiles`, `rxTypeFiles`, `bridgeFiles`).
    static func migratedPaths(_ previous: Plan?) -> Set<String> {
        Set((previous?.tasks ?? []).filter { $0.kind == .migration }.flatMap(\.files).map(\.path))
    }

    /// The files whose only Rx is the subscription-holder requirements of a protocol that types in other files
    /// implement (`protocol HasDisposeBag { var disposeBag: DisposeBag { get } }`): there is no async version to
    /// write and no path to flag, and the requirement goes once its implementers have moved, so the cleanup task
    /// lists them, as it lists old Rx paths. A file a migration task of the previous plan lists stays there.
    static func lifetimeRequirementFiles(_ files: [FileInventory], previous: Plan?) -> Set<String> {
        var implemented: Set<SourceLocation> = []
        for file in files {
            for api in file.apis where api.isSubscriptionHolder {
                implemented.formUnion(api.implements.lazy.filter { $0.path != file.path })
            }
        }
        guard !implemented.isEmpty else { return [] }
        let migrated = migratedPaths(previous)
        var paths: Set<String> = []
        for file in files where !file.apis.isEmpty && !migrated.contains(file.path) {
            let requirements = file.apis.allSatisfy {
                $0.isSubscriptionHolder
                    && implemented.contains(SourceLocation(path: file.path, line: $0.line, column: $0.column))
            }
            let lines = Set(file.apis.map(\.line))
            if requirements, file.occurrences.allSatisfy({ lines.contains($0.line) }) { paths.insert(file.path) }
        }
        return paths.union(holderFiles(files, implemented: implemented, migrated: migrated))
    }

    /// The files whose only Rx is subscription holders implementing lifetime requirements of other files
    /// (`let disposeBag = DisposeBag()` in a `BaseTableViewCell: HasDisposeBag`): each stays as it is until the
    /// requirement goes, so a migration task of them would have nothing to do (and a flag for it); the cleanup task
    /// deleting the requirements lists them.
    private static func holderFiles(_ files: [FileInventory], implemented: Set<SourceLocation>, migrated: Set<String>)
        -> Set<String>
    {
        var paths: Set<String> = []
        for file in files where !file.apis.isEmpty && !file.occurrences.isEmpty && !migrated.contains(file.path) {
            let holders = file.apis.allSatisfy { api in
                api.isSubscriptionHolder && api.implements.contains { $0.path != file.path && implemented.contains($0) }
            }
            let lines = Set(file.apis.map(\.line))
            if holders, file.occurrences.allSatisfy({ lines.contains($0.line) }) { paths.insert(file.path) }
        }
        return paths
    }

    /// The files whose only Rx is RxDataSources section or identity model conformances that only other modules' data
    /// sources use (`extension Word: IdentifiableType` in `Networking`, used by the app): there is nothing to migrate
    /// while they use them, and no task of the users' modules may take the file, so the cleanup task covering its
    /// module lists it, as a lifetime-only protocol. A file a migration task of the previous plan lists stays there.
    static func foreignSectionModelFiles(_ files: [FileInventory], previous: Plan?) -> Set<String> {
        let candidates = files.filter {
            !$0.sectionModelUsers.isEmpty && CallSiteResolver.isSectionModel($0.occurrences)
        }
        guard !candidates.isEmpty else { return [] }
        let modules = Dictionary(files.map { ($0.path, $0.module) }, uniquingKeysWith: { first, _ in first })
        let migrated = migratedPaths(previous)
        var paths: Set<String> = []
        for file in candidates where !migrated.contains(file.path) {
            if file.sectionModelUsers.allSatisfy({ modules[$0].map { $0 != file.module } ?? false }) {
                paths.insert(file.path)
            }
        }
        return paths
    }

    /// The files whose Rx is all in types that are Rx types by their headers and that other files name, and in
    /// operators added to Rx types (`FileInventory.isRxHelperFile`: `final class ActivityIndicator:
    /// SharedSequenceConvertibleType`, built and read with `.asDriver()` by view models, and its `extension
    /// ObservableConvertibleType { func trackActivity(_:) }`): the helpers the users' code treats as Rx. There is no
    /// async version to write while they do, and each user's task moves off them (the recipes' `trackActivity`: an
    /// `isLoading` set around the await), so the cleanup task lists them, as it lists old Rx paths, and deletes them
    /// once nothing uses them. A file a migration task of the previous plan lists stays there.
    static func rxTypeFiles(_ files: [FileInventory], previous: Plan?) -> Set<String> {
        let candidates = files.filter(\.isRxHelperFile)
        guard !candidates.isEmpty else { return [] }
        let migrated = migratedPaths(previous)
        return Set(candidates.map(\.path).filter { !migrated.contains($0) })
    }

    /// The files holding only the app's own bridges between Rx and Swift Concurrency (`RxAPI.isBridge`: `func value()
    /// async throws -> Element` in `extension PrimitiveSequence`), whose Rx is all inside them: they stay while both
    /// worlds coexist and are deleted once nothing calls them, so the cleanup task lists them, as it lists old Rx
    /// paths, and no migration task rewrites them. A file a migration task of the previous plan lists stays there.
    static func bridgeFiles(_ files: [FileInventory], previous: Plan?) -> Set<String> {
        let candidates = files.filter { file in
            !file.apis.isEmpty && file.apis.allSatisfy(\.isBridge)
                && file.occurrences.allSatisfy { occurrence in
                    file.apis.contains { encloses($0, occurrence) }
                }
        }
        guard !candidates.isEmpty else { return [] }
        let migrated = migratedPaths(previous)
        return Set(candidates.map(\.path).filter { !migrated.contains($0) })
    }

    /// The files `farewell scaffold` wrote (`FileInventory.isScaffolded`) that hold Rx: its bridges
    /// (`Single+Async.swift` with `Single.fromAsync { }` and `single.asAsync()`), which the migration tasks use while
    /// both worlds coexist. They are farewell's, not code to migrate: no migration task lists them, whatever an
    /// earlier plan did, and the last cleanup task of their module, else of the repository (in a folder of their own,
    /// `RxBridges/`, which needs no cleanup task of its own), deletes them once nothing calls them. The polyfill it
    /// wrote holds no Rx and is in no task: the migrated code keeps using it.
    static func scaffoldedBridgeFiles(_ files: [FileInventory]) -> Set<String> {
        Set(files.lazy.filter { $0.isScaffolded && !$0.occurrences.isEmpty }.map(\.path))
    }

    /// Whether `occurrence` lies in `api`'s declaration, on its line or in its body (`PrimitiveSequence.value()`
    /// encloses what `PrimitiveSequence.value` declares), or in the header of its extension (`extension
    /// PrimitiveSequence where Trait == SingleTrait`).
    private static func encloses(_ api: RxAPI, _ occurrence: Occurrence) -> Bool {
        if occurrence.line == api.line { return true }
        guard let enclosing = occurrence.enclosing else { return false }
        if enclosing == api.container { return true }
        guard enclosing.hasPrefix(api.qualifiedName) else { return false }
        let rest = enclosing.dropFirst(api.qualifiedName.count)
        return rest.isEmpty || rest.hasPrefix("(") || rest.hasPrefix(".")
    }

    /// Lists each of `paths` (`lifetimeRequirementFiles`, `bridgeFiles`) in the cleanup task that would keep it as an old Rx path
    /// (`KeptRxFiles`), before the tasks are linked: the tasks implementing its protocol learn who removes the
    /// requirement. `last`: in the last cleanup task of its module, else of the repository (`scaffoldedBridgeFiles`).
    func listRequirementFiles(
        _ paths: Set<String>, in drafts: inout [TaskDraft], input: PlannerInput, previous: Plan?, last: Bool = false
    ) {
        guard !paths.isEmpty else { return }
        let cleanups = drafts.indices.filter { drafts[$0].kind == .cleanup }
        let tasks = cleanups.map {
            PlanTask(
                id: drafts[$0].id ?? "", title: "", slug: "", kind: .cleanup, wave: "", module: drafts[$0].module,
                layer: drafts[$0].layer, files: drafts[$0].files, points: 0, flag: "",
                status: drafts[$0].previous?.status ?? .todo)
        }
        let index = Dictionary(cleanups.map { (drafts[$0].id ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        let listings = Self.cleanupListings(paths, input: input, tasks: tasks, previous: previous, last: last)
        for (owner, file) in listings {
            if let draft = index[owner] { drafts[draft].files.append(file) }
        }
    }

    /// Each of `paths` among `input.files`, in path order, with the cleanup task of `tasks` that `KeptRxFiles` gives
    /// it: the one that listed it before, else the one covering its module (`last`: the last of those, else the
    /// repository's last).
    private static func cleanupListings(
        _ paths: Set<String>, input: PlannerInput, tasks: [PlanTask], previous: Plan?, last: Bool = false
    ) -> [(task: String, file: TaskFile)] {
        let owners = KeptRxFiles(
            paths, files: input.files, tasks: tasks, listings: previous?.tasks ?? [], modules: input.modules,
            last: last
        ).owners
        return input.files.compactMap { file in
            owners[file.path].map { ($0, TaskFile(path: file.path, occurrences: file.occurrences)) }
        }
    }

    /// Lists each `kept` file (an old Rx path in `Name+Rx.swift`) in the cleanup task `KeptRxFiles` gives it:
    /// the one that listed it before, else the one covering its module. They follow the task's manifest.
    func listKeptRxFiles(_ kept: Set<String>, in tasks: inout [PlanTask], input: PlannerInput, previous: Plan?) {
        guard !kept.isEmpty else { return }
        let index = Dictionary(tasks.indices.map { (tasks[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        for (owner, file) in Self.cleanupListings(kept, input: input, tasks: tasks, previous: previous) {
            if let task = index[owner] { tasks[task].files.append(file) }
        }
    }

    /// Cleanup units: each manifest with Rx dependency lines or with migrated modules; a module without a manifest
    /// joins the unit of the module it tests (whose task lists its flags, `TaskCleanupSection.modules`), else gets its
    /// own: a cleanup task lists the flags and shims only of the modules its manifests and its module name. One task
    /// per unit, but for the batches `CleanupBatches` makes of many manifests.
    private func cleanupDrafts(
        _ input: PlannerInput, migration: [TaskDraft], kept: Set<String>, previous earlier: [PlanTask]
    ) -> [TaskDraft] {
        var units: [String: CleanupUnit] = [:]
        var unitOf: [String: String] = [:]
        func add(_ module: String, to key: String, file: String?) {
            units[key, default: CleanupUnit(file: file)].modules.insert(module)
            if unitOf[module] == nil { unitOf[module] = key }
        }
        for module in input.modules {
            for dependency in module.rxDependencies {
                add(module.name, to: "manifest:\(dependency.location.path)", file: dependency.location.path)
                units["manifest:\(dependency.location.path)"]?.removals.insert(dependency.location)
            }
        }
        // A shared manifest's unit serves its modules but is none's: each still gets a cleanup of its own.
        let cartfiles = Set(
            (input.modules.flatMap { $0.sharedRxDependencies.map(\.location.path) }
                + earlier.flatMap { $0.files.map(\.path) }).filter { ManifestKind.of(path: $0) == .cartfile })
        for module in input.modules {
            for dependency in module.sharedRxDependencies {
                let file = Self.cleanupManifest(of: dependency.location.path, cartfiles: cartfiles)
                units["manifest:\(file)", default: CleanupUnit(file: file)].modules.insert(module.name)
                units["manifest:\(file)"]?.removals.insert(dependency.location)
            }
        }
        let manifests = Dictionary(input.modules.map { ($0.name, $0.manifest) }, uniquingKeysWith: { $0 ?? $1 })
        let keptModules = input.files.filter { kept.contains($0.path) }.map(\.module)
        // Files no target compiles are deleted by their tasks, which have no flag: nothing is left for a cleanup;
        // unless a task keeps the flag it was planned with in a module a target compiled (`Replanner.rehome`).
        // A task with no Rx left still has the flag it was planned with, which its module's cleanup removes.
        let migrated = migration.filter {
            let flagged = !($0.previous?.flag ?? "").isEmpty
            return (!$0.files.isEmpty || flagged) && (!FolderFallback.isUnclaimed($0.module) || flagged)
        }
        let pending = Set(migrated.map(\.module) + keptModules).subtracting(unitOf.keys)
        var loose: [String] = []
        let hosts = CleanupHosts(input.modules)
        for module in pending.sorted() {
            if let host = hosts.manifest(hosting: module) {
                add(module, to: "manifest:\(host)", file: host)
            } else if let manifest = manifests[module] ?? nil {
                add(module, to: "manifest:\(manifest)", file: manifest)
            } else {
                loose.append(module)
            }
        }
        let ordered =
            loose.filter { hosts.testedModules($0).isEmpty } + loose.filter { !hosts.testedModules($0).isEmpty }
        for module in ordered {
            let tested = hosts.testedModules(module).lazy.compactMap { unitOf[$0] }.first
            add(module, to: tested ?? "module:\(module)", file: nil)
        }
        let withFiles = Set(input.files.map(\.module)).union(migration.map(\.module))
        var flags: [String: Int] = [:]
        for draft in migrated { flags[draft.module, default: 0] += 1 }
        let batches = CleanupBatches(units, earlier: earlier, modulesWithFiles: withFiles, flags: flags)
        let byName = Dictionary(input.modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return batches.groups.map { group in
            let members = group.keys.compactMap { units[$0] }
            let files = Set(members.compactMap(\.file))
            // A module whose code another group's manifest cleans up (two tasks an earlier plan has) is not this one's.
            let modules = Set(members.flatMap(\.modules)).filter { name in
                byName[name].flatMap(hosts.manifest(removingCodeOf:)).map(files.contains) ?? true
            }.sorted()
            // A manifest every target may link from (a Cartfile) belongs to no one module.
            let shared = members.contains { $0.file.map(ManifestKind.listsSharedDependencies(path:)) ?? false }
            // A unit of no manifest is its module's, with the tests that joined it (`module:Tools`, `ToolsTests`).
            let own =
                group.keys.count == 1 && group.keys[0].hasPrefix("module:")
                ? group.keys[0].dropFirst("module:".count) : nil
            var draft = TaskDraft(
                kind: .cleanup, module: own.map(String.init) ?? (modules.count == 1 && !shared ? modules[0] : ""),
                layer: .unknown,
                files: members.compactMap(\.file).map { TaskFile(path: $0, occurrences: []) }, labels: modules,
                key: group.keys[0], removals: Set(members.flatMap(\.removals)).sorted())
            if let owner = group.owner {
                draft.id = owner.id
                draft.previous = owner
            }
            return draft
        }
    }

    /// The manifest whose cleanup deletes a shared line of `path`: for a pin of a `Cartfile.resolved`, the Cartfile
    /// beside it among `cartfiles` (those with Rx lines or an earlier plan's cleanup task), whose lines go first and
    /// `carthage update` then rewrites the pins (`ManifestKind.resolvedCartfile(of:)`); else `path` itself.
    private static func cleanupManifest(of path: String, cartfiles: Set<String>) -> String {
        guard ManifestKind.of(path: path) == .cartfileResolved else { return path }
        let folder = Path.parent(path)
        return ["Cartfile", "Cartfile.private"].map { Path.join(folder, $0) }.first(where: cartfiles.contains) ?? path
    }

    /// The identity of a foundation or cleanup task, read from what a plan keeps: slug, first file (its manifest,
    /// not the `+Rx.swift` files it deletes), module.
    static func key(of task: PlanTask) -> String {
        switch task.kind {
        case .foundation:
            task.slug.hasPrefix("foundation-") ? String(task.slug.dropFirst("foundation-".count)) : task.slug
        case .cleanup:
            task.files.first { FileNaming.home(ofRxFile: $0.path) == nil }.map { "manifest:\($0.path)" }
                ?? "module:\(task.module)"
        case .migration: ""
        }
    }
}

/// Which cleanup units share a task. A manifest an earlier plan's cleanup task lists stays with that task, alone or
/// in the batch it was planned in. The others each get their own task, unless there are `threshold` or more that
/// may be batched: then they go, in path order, into tasks of at most `size` manifests whose modules' migration
/// tasks have at most `flags` feature flags (and their shims) to remove, a unit with more alone
/// (`WalWal/Features/Auth/AuthData/Project.swift` with its neighbours): a modular app of fifty Tuist projects
/// would otherwise get fifty cleanup tasks of a line or two each. Never batched: a manifest every target links from
/// (a Cartfile, Tuist's dependencies), whose cleanup goes after all others; a unit of no manifest; one whose modules
/// hold no file (it follows the targets of the same name, `Planner.linkCleanup`).
struct CleanupBatches {
    static let threshold = 8
    static let size = 10
    static let flags = 10

    struct Group {
        /// Unit keys, sorted.
        var keys: [String]
        /// The earlier plan's task these units stay with.
        var owner: PlanTask?
    }

    /// In the order of their first key.
    private(set) var groups: [Group] = []

    /// `flags`: how many migration tasks, each with its feature flag, each module has.
    init(_ units: [String: CleanupUnit], earlier: [PlanTask], modulesWithFiles: Set<String>, flags: [String: Int]) {
        var owned: [String: Int] = [:]
        var batchable: [String] = []
        for key in units.keys.sorted() {
            guard let unit = units[key] else { continue }
            if let file = unit.file,
                let owner = earlier.first(where: { task in task.files.contains { $0.path == file } })
            {
                if let at = owned[owner.id] {
                    groups[at].keys.append(key)
                } else {
                    owned[owner.id] = groups.count
                    groups.append(Group(keys: [key], owner: owner))
                }
            } else if let file = unit.file, !ManifestKind.listsSharedDependencies(path: file),
                !unit.modules.isDisjoint(with: modulesWithFiles)
            {
                batchable.append(key)
            } else {
                groups.append(Group(keys: [key]))
            }
        }
        if batchable.count >= Self.threshold {
            var batch = Group(keys: [])
            var batchFlags = 0
            for key in batchable {
                let unitFlags = units[key].map { $0.modules.reduce(0) { $0 + flags[$1, default: 0] } } ?? 0
                if !batch.keys.isEmpty, batch.keys.count == Self.size || batchFlags + unitFlags > Self.flags {
                    groups.append(batch)
                    batch = Group(keys: [])
                    batchFlags = 0
                }
                batch.keys.append(key)
                batchFlags += unitFlags
            }
            if !batch.keys.isEmpty { groups.append(batch) }
        } else {
            groups += batchable.map { Group(keys: [$0]) }
        }
        groups.sort { $0.keys[0] < $1.keys[0] }
        mergeSharingModules(units)
    }

    /// One task for a module whose Rx lines lie in two manifests (a Podfile and the project that links a framework
    /// by hand): groups that share a module become one, which both manifests' lines and the module's shims and flags
    /// are listed in once. Two tasks an earlier plan already has stay two; a manifest every target may link from (a
    /// Cartfile) shares no module.
    private mutating func mergeSharingModules(_ units: [String: CleanupUnit]) {
        func modules(_ group: Group) -> Set<String> {
            Set(
                group.keys.compactMap { units[$0] }.filter { unit in
                    unit.file.map { !ManifestKind.listsSharedDependencies(path: $0) } ?? true
                }.flatMap(\.modules))
        }
        var merged: [Group] = []
        var mergedModules: [Set<String>] = []
        for group in groups {
            let own = modules(group)
            if let at = merged.indices.first(where: { !mergedModules[$0].isDisjoint(with: own) }),
                merged[at].owner == nil || group.owner == nil
            {
                merged[at].keys = (merged[at].keys + group.keys).sorted()
                merged[at].owner = merged[at].owner ?? group.owner
                mergedModules[at].formUnion(own)
            } else {
                merged.append(group)
                mergedModules.append(own)
            }
        }
        groups = merged
    }
}

/// What one cleanup task removes: the Rx lines of a manifest and the shims and flags of its modules.
struct CleanupUnit {
    var file: String?
    var modules: Set<String> = []
    var removals: Set<SourceLocation> = []
}

/// Which cleanup a module without Rx dependency lines of its own joins when its manifest has none either: a
/// test target in a project whose Podfile brings Rx to the app target is cleaned up with that Podfile, not
/// by a second task for the project file that repeats the Podfile's lines.
struct CleanupHosts {
    private let byName: [String: Module]
    /// Manifests holding some module's Rx dependency lines.
    private let rxManifests: Set<String>
    /// How many modules have Rx dependency lines in each manifest.
    private let modulesPerManifest: [String: Int]

    init(_ modules: [Module]) {
        byName = Dictionary(modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        rxManifests = Set(modules.flatMap { $0.rxDependencies.map(\.location.path) })
        var counts: [String: Int] = [:]
        for module in modules {
            for path in Set(module.rxDependencies.map(\.location.path)) { counts[path, default: 0] += 1 }
        }
        modulesPerManifest = counts
    }

    /// The manifest whose cleanup removes the shims, flags and Rx imports of a module whose Rx lines lie in several
    /// manifests (a framework target's `pod 'RxSwift'` in the Podfile and `s.dependency 'RxSwift'` in its
    /// `.podspec`), when their cleanups are two tasks: the module's own manifest if it holds one, else the one
    /// holding the fewest modules' lines (the pod's spec, not the Podfile of every target), else the first by path.
    /// The other tasks only delete their lines. Nil when its lines lie in one manifest, besides those every target
    /// may link from (a Cartfile), which remove no module's code.
    func manifest(removingCodeOf module: Module) -> String? {
        let paths = Set(module.rxDependencies.map(\.location.path)).filter {
            !ManifestKind.listsSharedDependencies(path: $0)
        }
        guard paths.count > 1 else { return nil }
        if let own = module.manifest, paths.contains(own) { return own }
        return paths.min { (modulesPerManifest[$0] ?? 0, $0) < (modulesPerManifest[$1] ?? 0, $1) }
    }

    /// The modules `name` tests, for a module no manifest declares: those its name names (`SpaceKit` of
    /// `SpaceKitTests`), then, for a test module, those it depends on (a folder of tests whose files `@testable import
    /// Core`, `TestFolders`).
    func testedModules(_ name: String) -> [String] {
        let named = FileNaming.testedModules(name)
        guard let module = byName[name], module.isTest else { return named }
        return named + module.dependencies.filter { !named.contains($0) }
    }

    /// The manifest whose cleanup covers the test module `name`: that of the first module it tests or depends on
    /// with Rx lines, when it has a manifest without Rx lines and none of its own; nil otherwise. A module of code
    /// getting Rx through another (`PlanItDS` through a `ThirdPartyLib` target) keeps a cleanup of its own manifest,
    /// which removes its shims and flags.
    func manifest(hosting name: String) -> String? {
        guard let module = byName[name], module.isTest, module.rxDependencies.isEmpty, let manifest = module.manifest,
            !rxManifests.contains(manifest)
        else { return nil }
        for other in FileNaming.testedModules(name) + module.dependencies {
            if let line = byName[other]?.rxDependencies.first { return line.location.path }
        }
        return nil
    }
}

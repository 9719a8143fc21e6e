/// Turns an inventory into waves of PR-sized tasks, keeping ids and progress from the previous plan.
///
/// Shape: W0 foundation (bridges, the `share(history:)` polyfill, flag plumbing), then one wave per ring
/// inside out — infra and data together, domain, presentation (view models with their screens), unclassified
/// code (layer `unknown`), UI — then a cleanup wave. Unclassified code of a module that other modules depend on
/// (`ModuleDependents`) joins the wave of their earliest code instead. Modules that depend on each other inside
/// one wave are ordered by `dependsOn`, not by more waves. Tests travel with the code they test.
package struct Planner: Sendable {
    /// An API with this many callers or more gets an async core plus shim first, its callers moved in batches.
    package static let manyCallers = 10

    package var settings: PlanSettings
    /// The difficulty weight of one occurrence (the catalog's weight of its construct).
    package var weight: @Sendable (Occurrence) -> Int

    package init(settings: PlanSettings = PlanSettings(), weight: @escaping @Sendable (Occurrence) -> Int = { _ in 1 })
    {
        self.settings = settings
        self.weight = weight
    }

    /// The plan for `inventory`. `previous` is the plan read back from the workspace, if any: its task ids,
    /// statuses, PRs and flags are kept, and its files stay in their tasks (a finished task's also once freed of Rx,
    /// `Replanner.listFreedFiles`). A `Name+Rx.swift` file keeping the old Rx path of a file a migration task
    /// covers goes to a cleanup task instead (`KeptRxFiles`), and so do the files of the app's own bridges
    /// (`bridgeFiles`) and the bridges `farewell scaffold` wrote (`scaffoldedBridgeFiles`). `writtenTasks`: the ids
    /// of the previous tasks whose files people wrote in (`WorkspaceSnapshot.writtenTasks`), which keep their title
    /// and flag when their module is renamed.
    /// `editedTasks`: those whose generated region people edited (`WorkspaceSnapshot.editedTasks`), which keep their
    /// title when their scope changes (`renameChangedTasks`).
    package func plan(
        _ inventory: Inventory, previous: Plan?, writtenTasks: Set<String> = [], editedTasks: Set<String> = []
    ) -> Plan {
        let input = PlannerInput(inventory)
        let testModules = input.testModules
        let isTest: @Sendable (FileInventory) -> Bool = {
            $0.isTest || $0.layer == .test || testModules.contains($0.module)
        }
        let keptRx = KeptRxFiles.paths(
            input.files, judgedBy: previous?.tasks ?? [], asyncFiles: Set(inventory.asyncFiles))
        // The files `farewell scaffold` wrote are farewell's: its bridges go to a cleanup task, its polyfill nowhere.
        let scaffolded = Self.scaffoldedBridgeFiles(input.files)
        // Files the cleanup task lists without a migration task: lifetime requirements, the app's own bridges,
        // section models only other modules use, and helpers other files use as Rx types.
        let requirements = Self.lifetimeRequirementFiles(input.files, previous: previous)
            .union(Self.bridgeFiles(input.files, previous: previous))
            .union(Self.foreignSectionModelFiles(input.files, previous: previous))
            .union(Self.rxTypeFiles(input.files, previous: previous)).subtracting(scaffolded)
        let kept = keptRx.union(requirements)
        let planned = { (file: FileInventory) in !kept.contains(file.path) && !file.isScaffolded }
        let code = input.files.allSatisfy(planned) ? input.files : input.files.filter(planned)
        let carried = previous.map { previous in
            Replanner(
                previous: previous, files: code, isTest: isTest,
                modulesWithFiles: Set(input.files.flatMap { [$0.module] + $0.alsoIn }), writtenTasks: writtenTasks,
                untargeted: Self.untargetedTasks(previous, inventory: inventory)
            ).carry()
        }
        var drafts = carried?.drafts ?? []
        let leftovers = carried?.leftovers ?? Set(code.map(\.path))
        let grouper = TaskGrouper(files: code, testModules: testModules)
        let groups = grouper.groups(for: leftovers)
        drafts += place(groups, into: &drafts)
        HeldFiles.absorb(&drafts, files: code, budget: Budget(settings: settings, weight: weight), groups: groups)
        drafts += foundationAndCleanup(input, migration: drafts, kept: kept, previous: previous)
        assignSlots(&drafts, dependents: ModuleDependents(input), files: input.files, modules: input.modules)
        keepFinishedTasksInTheirWaves(&drafts, previous: previous)
        moveAwaitedTasksForward(&drafts, files: input.files)
        TaskNaming.disambiguate(&drafts)
        assignIDs(&drafts, previous: previous)
        drafts.sort { TaskID.less($0.id ?? "", $1.id ?? "") }
        var keptMembers = placeKeptMembers(&drafts, files: input.files)
        if foldHollowParts(&drafts, members: &keptMembers, files: input.files) {
            let old = drafts.map(\.id)
            for index in drafts.indices where drafts[index].previous == nil { drafts[index].id = nil }
            assignIDs(&drafts, previous: previous)
            var renamed: [String: String] = [:]
            for (index, id) in old.enumerated() { if let id, let new = drafts[index].id { renamed[id] = new } }
            keptMembers = keptMembers.map { member in
                var member = member
                member.keptBy = renamed[member.keptBy] ?? member.keptBy
                member.movedBy = renamed[member.movedBy] ?? member.movedBy
                return member
            }
            drafts.sort { TaskID.less($0.id ?? "", $1.id ?? "") }
        }
        labelCarriedTasks(&drafts, grouper: grouper, editedTasks: editedTasks)
        Self.recordOwnTitles(&drafts)
        Self.renameChangedTasks(&drafts, editedTasks: editedTasks)
        let built = WaveBuilder.waves(drafts, previous: previous)
        listRequirementFiles(requirements, in: &drafts, input: input, previous: previous)
        listRequirementFiles(scaffolded, in: &drafts, input: input, previous: previous, last: true)
        var tasks = link(drafts, input: input, waveIDs: built.ids, kept: keptRx)
        listKeptRxFiles(keptRx, in: &tasks, input: input, previous: previous)
        Self.listKeptMembers(keptMembers, in: &tasks)
        Replanner.listFreedFiles(carried?.freed ?? [:], in: &tasks)
        return Plan(waves: built.waves, tasks: tasks, baseline: Self.baseline(inventory, previous: previous))
    }

    /// The most Rx the plan has seen: the count of the first plan, raised by a re-plan counting more (new Rx code, or
    /// the same code counted by a catalog that learnt more constructs), never lowered, so that `status` shows no more
    /// Rx left than the baseline. A re-plan leaves out the bridges `farewell scaffold` wrote, as `status` does: they
    /// are the plan's own, not Rx to migrate.
    static func baseline(_ inventory: Inventory, previous: Plan?) -> Int {
        guard let previous else { return inventory.occurrenceCount }
        let bridges = inventory.files.filter(\.isScaffolded).reduce(0) { $0 + TaskScope.outsideWorkflows($1).count }
        return max(previous.baseline, inventory.occurrenceCount - bridges)
    }

    /// The open migration tasks of `previous` a file of which no target compiles while the project lists its files
    /// (`TargetMembership.missing`): none where every file is in a target.
    static func untargetedTasks(_ previous: Plan, inventory: Inventory) -> Set<String> {
        guard !inventory.untargetedFiles.isEmpty else { return [] }
        return Set(
            previous.tasks.filter { task in
                task.kind == .migration && !task.status.isFinished
                    && !TargetMembership.missing(task, in: inventory, plan: previous).isEmpty
            }.map(\.id))
    }

    /// Unclassified code whose Rx APIs classified code calls goes to the earliest slot of those callers' tasks:
    /// after them it would make them wait on a later wave's shims (`Planner.link` then orders it first inside
    /// that wave).
    private func moveCalledUnclassifiedCode(_ drafts: inout [TaskDraft], files: [FileInventory]) {
        let unclassified = drafts.indices.filter { drafts[$0].kind == .migration && drafts[$0].layer == .unknown }
        guard !unclassified.isEmpty else { return }
        var slotOfPath: [String: WaveSlot] = [:]
        for draft in drafts where draft.kind == .migration && draft.layer != .test && draft.layer != .unknown {
            for file in draft.files { slotOfPath[file.path] = min(slotOfPath[file.path] ?? draft.slot, draft.slot) }
        }
        guard !slotOfPath.isEmpty else { return }
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for index in unclassified {
            let callers = drafts[index].files.lazy.compactMap { byPath[$0.path] }.flatMap(\.apis).flatMap(\.callers)
            let earliest = callers.compactMap { slotOfPath[$0.path] }.min()
            if let earliest, earliest < drafts[index].slot { drafts[index].slot = earliest }
        }
    }

    /// Puts each group in the open task of its anchor or of its module and layer that has room; packs the rest
    /// into new tasks. On a first plan there are no tasks yet, so everything is packed.
    func place(_ groups: [FileGroup], into drafts: inout [TaskDraft]) -> [TaskDraft] {
        let budget = Budget(settings: settings, weight: weight)
        var homeless: [FileGroup] = []
        for group in groups {
            let files = group.files.map { TaskFile(path: $0.path, occurrences: $0.occurrences) }
            let anchored = drafts.indices.filter {
                group.anchor != nil && drafts[$0].paths.contains(group.anchor ?? "")
            }
            let sameHome = drafts.indices.filter {
                drafts[$0].module == group.module && drafts[$0].layer == group.layer
            }
            let target = (anchored + sameHome).first { drafts[$0].isOpen && budget.fits(drafts[$0].files + files) }
            if let target {
                drafts[target].files = (drafts[target].files + files).sorted { $0.path < $1.path }
            } else {
                homeless.append(group)
            }
        }
        let homes = Dictionary(grouping: homeless) { "\($0.module)\u{0}\($0.layer.rawValue)" }
        let packer = TaskPacker(budget: budget)
        return homes.keys.sorted().flatMap { key -> [TaskDraft] in
            guard let members = homes[key], let first = members.first else { return [] }
            return packer.pack(members, module: first.module, layer: first.layer)
        }
    }

    /// Code tasks take their layer's slot, unclassified code of a module others depend on the earliest slot of
    /// those modules' code, and unclassified code whose Rx APIs classified code calls the earliest slot of those
    /// callers (a free `subscribe(_:_:)` helper its module's screens and services call); tests-only tasks the last
    /// slot of the module they test (by name, else the modules its manifest says it depends on: `DataTests` of
    /// `Repository`).
    private func assignSlots(
        _ drafts: inout [TaskDraft], dependents: ModuleDependents, files: [FileInventory], modules: [Module]
    ) {
        for index in drafts.indices {
            switch drafts[index].kind {
            case .foundation: drafts[index].slot = .foundation
            case .cleanup: drafts[index].slot = .cleanup
            case .migration: drafts[index].slot = WaveSlot.of(drafts[index].layer) ?? .tests
            }
        }
        // Its dependents' wave then orders it first through `dependsOn`, as it does for infra under data.
        let classified = drafts.filter { $0.kind == .migration && $0.layer != .test && $0.layer != .unknown }
        for index in drafts.indices where drafts[index].kind == .migration && drafts[index].layer == .unknown {
            let users = dependents.of(drafts[index].module)
            let earliest = classified.filter { users.contains($0.module) }.map(\.slot).min()
            if let earliest, earliest < drafts[index].slot { drafts[index].slot = earliest }
        }
        moveCalledUnclassifiedCode(&drafts, files: files)
        let code = drafts.indices.filter { drafts[$0].kind == .migration && drafts[$0].layer != .test }
        let stems = CodeStems(code, of: drafts)
        for index in drafts.indices where drafts[index].kind == .migration && drafts[index].layer == .test {
            let module = drafts[index].module
            var tested = Set(FileNaming.testedModules(module) + [module])
            var ofModules = code.filter { tested.contains(drafts[$0].module) }
            if ofModules.isEmpty, let declared = modules.first(where: { $0.name == module })?.dependencies {
                tested.formUnion(declared)
                ofModules = code.filter { tested.contains(drafts[$0].module) }
            }
            // Tests of files named by them (`PersistedChannelsServiceTests`) follow those files' tasks, not the
            // module's last wave.
            let named = stems.tasks(testedBy: drafts[index].files) ?? []
            if let slot = named.filter(ofModules.contains).map({ drafts[$0].slot }).max() {
                drafts[index].slot = slot
                continue
            }
            drafts[index].slot = ofModules.map { drafts[$0].slot }.max() ?? code.map { drafts[$0].slot }.max() ?? .tests
        }
    }

    /// Kept tasks keep their ids; new ones take the next free numbers in wave, module, layer, path order.
    private func assignIDs(_ drafts: inout [TaskDraft], previous: Plan?) {
        var next = (previous?.tasks.compactMap { TaskID.number($0.id) }.max() ?? 0) + 1
        let fresh = drafts.indices.filter { drafts[$0].id == nil }.sorted { TaskDraft.idOrder(drafts[$0], drafts[$1]) }
        for index in fresh {
            drafts[index].id = TaskID.make(next)
            next += 1
        }
    }
}

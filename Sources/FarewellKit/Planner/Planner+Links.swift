extension Planner {
    /// Finishes the tasks: dependencies (foundation, modules in the same wave, shims, section models, cleanup), shims,
    /// names.
    /// `kept`: the `+Rx.swift` files keeping old Rx paths, which the cleanup tasks list afterwards.
    func link(_ drafts: [TaskDraft], input: PlannerInput, waveIDs: [WaveSlot: String], kept: Set<String> = [])
        -> [PlanTask]
    {
        var graph = DependencyGraph(count: drafts.count)
        let migration = drafts.indices.filter { drafts[$0].kind == .migration }
        // Cleanup removes what the foundation added (flags, bridges), so it follows it too.
        for task in drafts.indices where drafts[task].kind != .foundation {
            for foundation in drafts.indices where drafts[foundation].kind == .foundation {
                graph.add(task, dependsOn: foundation)
            }
        }
        let shimPlanner = ShimPlanner(files: input.files, drafts: drafts, kept: kept)
        let boundaries = shimPlanner.shims()
        let (shims, links) = (boundaries.shims, boundaries.links)
        let (conformances, conformanceLinks) = shimPlanner.conformances()
        let lifetimes = shimPlanner.lifetimeTies()
        let reactorLinks = shimPlanner.reactorLinks()
        let flowLinks = shimPlanner.flowLinks()
        let (sectionModels, sectionModelLinks) = Self.sectionModelUses(drafts, files: input.files)
        let reactorViewUses = Self.reactorViewUses(drafts, files: input.files)
        // A base class or a reactor that `moveAwaitedTasksForward` brought into its dependents' wave is followed by
        // them too, whatever its layer.
        let uses = links + conformanceLinks + reactorLinks + flowLinks + sectionModelLinks
        var called: [Int: Set<Int>] = [:]
        for link in uses { called[link.declaring, default: []].insert(link.caller) }
        // A base class whose subclasses in other tasks use its Rx members (`Shim.subclassUses`) is tied to them and
        // to what it calls, as a provider is: no screen's view models hide behind it.
        let bases = Set(shims.indices.filter { index in shims[index].contains { !$0.subclassUses.isEmpty } })
        // A stepper's flows are no view models it binds.
        let binds = links + conformanceLinks + reactorLinks + sectionModelLinks
        let providers = Self.providers(drafts, calls: links, uses: binds).union(bases)
        linkModules(drafts, migration: migration, input: input, called: called, providers: providers, graph: &graph)
        linkParts(drafts, migration: migration, graph: &graph)
        // A stepper's wait for its flows first: where the flows call an Rx API of the stepper's task
        // (`viewController.selectedPhotos`), that call goes through the API's shim, but the stepper cannot step
        // flows that are not yet async.
        let flowPairs = Set(flowLinks.map { [$0.caller, $0.declaring] })
        let ordered = uses.sorted { lhs, rhs in
            let (left, right) = (
                flowPairs.contains([lhs.caller, lhs.declaring]), flowPairs.contains([rhs.caller, rhs.declaring])
            )
            return left != right ? left : (lhs.caller, lhs.declaring) < (rhs.caller, rhs.declaring)
        }
        for link in ordered where drafts[link.declaring].slot <= drafts[link.caller].slot {
            graph.add(link.caller, dependsOn: link.declaring)
        }
        // Task id -> draft index.
        let index = Dictionary(
            drafts.indices.compactMap { i in drafts[i].id.map { ($0, i) } }, uniquingKeysWith: { a, _ in a })
        let owned = linkCleanup(
            drafts, migration: migration, input: input, shims: shims, index: index, graph: &graph)
        linkCodeRemovers(drafts, input: input, graph: &graph)
        // Last, where they close no cycle with the links above (a Podfile's cleanup deleting both an app's old paths
        // and, after the framework's cleanup, the framework's line); of these, the old paths' removers first: a
        // cleanup cannot delete a helper (`ActivityIndicator`) before the old paths calling it are gone. Then the
        // lifetime requirements': the cleanup deleting one deletes its holders in other modules, unless such a link
        // closed a cycle; then the holders' cleanup, first, deletes the requirement itself (`TaskCleanupSection`).
        linkOldPathRemovers(
            drafts, migration: migration, input: input, shims: shims, owned: owned, index: index, graph: &graph)
        linkHolderRemovers(
            drafts, migration: migration, input: input, lifetimes: lifetimes, owned: owned, graph: &graph)
        linkRequirementRemovers(drafts, conformances: conformances, owned: owned, index: index, graph: &graph)
        let demoApps = Set(input.modules.filter(\.isDemoApp).map(\.name))
        // Path -> index into `input.files`, read once for every task's files.
        // The catalog's names that occurrences spell: an operator of the code's own named so (`catchErrorJustComplete`)
        // may be called where the scan counts RxSwiftExt's or the catalog's, so it is dead code only where none does.
        let spelledCatalogNames = Set(
            input.files.lazy.flatMap(\.occurrences).map(\.symbol).filter(Self.catalogNames.contains))
        let fileIndex = Dictionary(
            input.files.indices.map { (input.files[$0].path, $0) }, uniquingKeysWith: { a, _ in a })
        let ids = Set(drafts.compactMap(\.id))
        let finishedIDs = Set(drafts.filter { $0.previous?.status.isFinished == true }.compactMap(\.id))
        var tasks = drafts.indices.map { index in
            // The tasks waiting for a finished one, worked out for those alone.
            let waiting =
                drafts[index].previous?.status.isFinished == true
                ? Set(drafts.indices.filter { graph.edges[$0].contains(index) }.compactMap { drafts[$0].id }) : []
            let dependsOn = Self.keepingFinishedWaits(
                graph.edges[index].compactMap { drafts[$0].id }, of: drafts[index], ids: ids, finished: finishedIDs,
                waitingOnIt: waiting)
            var finished = task(
                drafts[index], wave: waveIDs[drafts[index].slot] ?? "", dependsOn: dependsOn, shims: shims[index],
                ships: !demoApps.contains(drafts[index].module))
            finished.conformances = conformances[index]
            finished.keptHolders = lifetimes.holders[index]
            (finished.unusedOperators, finished.unusedOperatorsBesideUsed) = Self.unusedOperators(
                drafts[index], files: input.files, index: fileIndex, spelled: spelledCatalogNames,
                lifetimes: Set(
                    (lifetimes.holders[index] + lifetimes.kept[index] + lifetimes.deleted[index]).map {
                        SourceLocation(path: $0.path, line: $0.line)
                    }))
            // Moving operators and deleting those nothing calls change no code path either.
            if drafts[index].previous?.flag.isEmpty != false, finished.movesOnlyOperators { finished.flag = "" }
            finished.keptRequirements = lifetimes.kept[index]
            finished.deletedRequirements = lifetimes.deleted[index]
            finished.keptResets = Self.keptResets(finished, files: input.files, index: fileIndex)
            finished.callerUpdates = boundaries.updates[index].sorted {
                ($0.declaration, $0.api) < ($1.declaration, $1.api)
            }
            finished.reactorConstructions = boundaries.constructions[index].sorted {
                ($0.declaration, $0.api) < ($1.declaration, $1.api)
            }
            finished.sectionModels = sectionModels[index]
            finished.reactorViewUses = reactorViewUses[index]
            return finished
        }
        for (view, reactor) in reactorLinks where view != reactor {
            guard let viewID = drafts[view].id, let reactorID = drafts[reactor].id else { continue }
            if !tasks[reactor].reactorViews.contains(viewID) { tasks[reactor].reactorViews.append(viewID) }
            if !tasks[view].viewReactors.contains(reactorID) { tasks[view].viewReactors.append(reactorID) }
        }
        for (stepper, flow) in flowLinks {
            guard let stepperID = drafts[stepper].id, let flowID = drafts[flow].id else { continue }
            if !tasks[flow].flowSteppers.contains(stepperID) { tasks[flow].flowSteppers.append(stepperID) }
            if !tasks[stepper].stepperFlows.contains(flowID) { tasks[stepper].stepperFlows.append(flowID) }
        }
        for index in tasks.indices {
            tasks[index].reactorViews.sort(by: TaskID.less)
            tasks[index].viewReactors.sort(by: TaskID.less)
            tasks[index].flowSteppers.sort(by: TaskID.less)
            tasks[index].stepperFlows.sort(by: TaskID.less)
        }
        // A cleanup task weighs what it removes: its manifest lines, and the flags and shims of the migration tasks
        // it covers, as its Removals list them.
        for index in tasks.indices where tasks[index].kind == .cleanup {
            tasks[index].points = TaskCleanupSection.points(of: tasks[index], among: tasks, modules: input.modules)
        }
        return tasks
    }

    /// The operators of Rx types' extensions (`RxAPI.isRxOperator`) and the members of `extension Reactive`
    /// (`RxAPI.isReactiveMember`) in `draft`'s whole files that nothing calls, and the subscription holders of its
    /// files (or parts) that nothing uses, alone: in
    /// `whole`, those of a file whose every declaration of that extended type is such an operator (`extension
    /// SharedSequenceConvertibleType { func mapToVoid() }` beside the `PrimitiveSequenceType` one its callers use),
    /// so the whole extension can go; in `alone`, those beside declarations something calls, which stay with their
    /// extension. `index`: path -> index into `files`; `spelled`: the names of `catalogNames` that occurrences spell;
    /// `lifetimes`: the lifetime requirements and their holders the task keeps or deletes.
    static func unusedOperators(
        _ draft: TaskDraft, files: [FileInventory], index: [String: Int], spelled: Set<String>,
        lifetimes: Set<SourceLocation> = []
    ) -> (whole: [Shim], alone: [Shim]) {
        guard draft.kind == .migration else { return ([], []) }
        var whole: [Shim] = []
        var alone: [Shim] = []
        for taskFile in draft.files where taskFile.declarations == nil {
            guard let position = index[taskFile.path] else { continue }
            let file = files[position]
            let operators = file.apis.filter { $0.isRxOperator || $0.isReactiveMember }
            // Each `extension Reactive where Base: X` of a file on its own (all are `Reactive`'s members): the
            // header line before each member, the `Reactive` its extension names.
            let headers = file.occurrences.filter { $0.symbol == "Reactive" && $0.enclosing == "Reactive" }.map(\.line)
            let groups = Set(operators.compactMap(\.container)).sorted().flatMap { container in
                let members = file.apis.filter { $0.container == container }
                guard container == "Reactive", headers.count > 1 else { return [members] }
                let header = { (api: RxAPI) in headers.last { $0 <= api.line } ?? 0 }
                return Dictionary(grouping: members, by: header).sorted { $0.key < $1.key }.map(\.value)
            }
            for declared in groups {
                // An operator named like RxSwift's own (`func map<T: ModelType>(_ type: T.Type)` beside RxSwift's
                // `map`) may have callers the scan leaves to RxSwift's: dead code only when no occurrence spells it.
                let unused = declared.filter {
                    ($0.isRxOperator || $0.isReactiveMember) && $0.callers.isEmpty && $0.ownCallers.isEmpty
                        && $0.ownReads.isEmpty && !spelled.contains($0.name)
                }
                let shims = unused.map { api in
                    Shim(
                        api: api.qualifiedName, declaration: SourceLocation(path: file.path, line: api.line),
                        rxTypes: api.rxTypes, callers: [], callerTasks: [], strategy: .rxOperator)
                }
                if unused.count == declared.count {
                    whole += shims
                } else {
                    // Not an overload of a declaration that stays: the Scope tells their lines apart by name.
                    alone += shims.filter { shim in
                        declared.filter { $0.qualifiedName == shim.api }.count
                            == unused.filter { $0.qualifiedName == shim.api }.count
                    }
                }
            }
        }
        // A subscription holder nothing disposes into nor reads (`private let disposeBag = DisposeBag()` of a
        // coordinator whose subscriptions went): dead code too, its declaration alone. Only a private one: another
        // may witness a library's requirement for a subclass (ReactorKit's `View` of a cell subclassing a base cell
        // declaring `var disposeBag`). Not a protocol's lifetime requirement nor one implementing it (`lifetimes`:
        // what the task keeps or deletes as such), nor an override.
        for taskFile in draft.files {
            guard let position = index[taskFile.path] else { continue }
            let file = files[position]
            let declared = Set(taskFile.declarations ?? [])
            for api in file.apis
            where api.isSubscriptionHolder && api.callers.isEmpty && api.ownReads.isEmpty
                && !lifetimes.contains(SourceLocation(path: file.path, line: api.line))
                && api.ownCallers.isEmpty && api.implements.isEmpty && api.overrides.isEmpty
                && (api.access == "private" || api.access == "fileprivate")
                && (taskFile.declarations == nil || declared.contains(api.qualifiedName))
            {
                alone.append(
                    Shim(
                        api: api.qualifiedName, declaration: SourceLocation(path: file.path, line: api.line),
                        rxTypes: api.rxTypes, callers: [], callerTasks: [], strategy: .rxOperator))
            }
        }
        return (whole, alone)
    }

    /// The resets of the subscription holders `task` keeps (`PlanTask.keptResets`), in files whose every holder it
    /// keeps: a reset says no name the planner can tell apart. `index`: path -> index into `files`.
    static func keptResets(_ task: PlanTask, files: [FileInventory], index: [String: Int]) -> [SourceLocation] {
        guard task.kind == .migration else { return [] }
        let kept =
            task.keptRequirements + task.keptHolders
            + task.shims.filter { $0.strategy == .keep }.map(\.declaration)
        guard !kept.isEmpty else { return [] }
        var resets: [SourceLocation] = []
        for path in Set(kept.map(\.path)).sorted() {
            guard let position = index[path], task.files.contains(where: { $0.path == path }) else { continue }
            let file = files[position]
            let lines = HeldFiles.resets(of: file)
            guard !lines.isEmpty else { continue }
            let keptLines = Set(kept.filter { $0.path == path }.map(\.line))
            guard file.apis.filter(\.isSubscriptionHolder).allSatisfy({ keptLines.contains($0.line) }) else { continue }
            resets += lines.sorted().map { SourceLocation(path: path, line: $0) }
        }
        return resets
    }

    /// The names RxSwift's, RxCocoa's and RxRelay's own constructs spell (`map`, `catchError`), which every file
    /// seeing Rx reads as theirs: not a community library's (RxSwiftExt's `not`), counted only where imported.
    static let catalogNames = Set(
        Catalog.standard.constructs.filter { ["RxSwift", "RxCocoa", "RxRelay"].contains($0.module) }.flatMap(\.symbols))

    /// The finished task: a kept task's title (but for a renamed one, `renameChangedTasks`), slug, flag, status and PR,
    /// else new ones. `ships`: whether its module ships to users, which a feature's demo app does not
    /// (`Module.isDemoApp`).
    /// `dependsOn` in id order, with, for a finished migration task (merged or done), the tasks it waited for in the
    /// previous plan that are still in the plan: its migrated code reaches their APIs through Rx no more, so the links
    /// alone would drop them, and the record of what it waited for, which `status` checks it against, would go. It
    /// waits for no new task that is not finished (`finished`): merged already, it cannot, and a base screen whose
    /// `Binder`s moved to `+Rx.swift` would otherwise wait, as no provider any more, for the screens that call them.
    /// Nor does it keep a wait on a task that now waits for it (`waitingOnIt`), which only a plan that turned the
    /// order around could hold.
    static func keepingFinishedWaits(
        _ dependsOn: [String], of draft: TaskDraft, ids: Set<String>, finished: Set<String> = [],
        waitingOnIt: Set<String> = []
    ) -> [String] {
        guard draft.kind == .migration, let previous = draft.previous, previous.status.isFinished else {
            return dependsOn.sorted(by: TaskID.less)
        }
        let kept = previous.dependsOn.filter { ids.contains($0) && $0 != previous.id && !waitingOnIt.contains($0) }
        return Set(dependsOn.filter(finished.contains) + kept).sorted(by: TaskID.less)
    }

    private func task(_ draft: TaskDraft, wave: String, dependsOn: [String], shims: [Shim], ships: Bool) -> PlanTask {
        let id = draft.id ?? ""
        // Foundation and cleanup change no Rx code path, tests and demo apps never ship, and files no target compiles
        // are deleted, so no flag guards them; a kept task keeps the flag it has.
        let flagged =
            draft.kind == .migration && draft.layer != .test && ships && !FolderFallback.isUnclaimed(draft.module)
        let flag = flagged ? TaskID.flag(id, prefix: settings.flagPrefix) : ""
        let budget = Budget(settings: settings, weight: weight)
        let points =
            switch draft.kind {
            case .migration: migrationPoints(draft, budget: budget)
            case .foundation: 1
            case .cleanup: max(1, draft.removals.count)  // With its flags and shims once all tasks are made (`link`).
            }
        let keptTitle = draft.renamed ? nil : nonEmpty(draft.previous?.title)
        var task = PlanTask(
            id: id, title: keptTitle ?? TaskNaming.title(draft),
            slug: nonEmpty(draft.previous?.slug) ?? TaskNaming.slug(draft), kind: draft.kind, wave: wave,
            module: draft.module, layer: draft.layer, files: draft.files, points: points,
            flag: nonEmpty(draft.previous?.flag) ?? flag, dependsOn: dependsOn,
            shims: shims.sorted { ($0.declaration, $0.api) < ($1.declaration, $1.api) },
            status: draft.previous?.status ?? .todo, pr: draft.previous?.pr, removals: draft.removals)
        // Operators moved unchanged for other tasks' chains change no code path: no flag, unless a kept task has one.
        if draft.previous?.flag.isEmpty != false, task.movesOnlyOperators { task.flag = "" }
        // A kept title stays whose it was; a new one is farewell's.
        task.titleHash = keptTitle == nil ? FNV1a.hash(task.title) : draft.previous?.titleHash
        task.summary = TaskNaming.summary(task, modules: draft.kind == .cleanup ? draft.labels : [])
        if draft.kind == .migration, points > max(1, settings.maxPoints) {
            task.oversizedDeclaration = budget.oversizedDeclaration(draft.files)
        }
        return task
    }

    /// A migration task's points: what its files weigh (with the kept members it migrates for a later part,
    /// `TaskDraft.keptPoints`), but for a finished task, merged or done (also one done now because nothing is left),
    /// which keeps the points the previous plan gave it. Its files lose their Rx as the work is done, so points
    /// counted from them would shrink the plan's total as progress is made; a task reopened (`todo` again) is counted
    /// anew:
    ///
    ///     func load() -> Observable<[Post]>   // planned: 7 points, merged
    ///     func load() async -> [Post]         // re-planned: still 7 points, not 1
    private func migrationPoints(_ draft: TaskDraft, budget: Budget) -> Int {
        if draft.isFinished, let planned = draft.previous?.points, planned > 0 { return planned }
        return max(1, budget.points(draft.files) + draft.keptPoints)
    }

    /// Inside one wave, a task follows the tasks of the nearest modules its module depends on (and, for a
    /// tests-only task, of the module it tests), and the same module's tasks of an inner layer, but for those
    /// calling its Rx APIs (`called`: declaring task -> caller tasks), which follow it, for unclassified code,
    /// which has no layer to be outer of, and for `providers`, which use nothing of those tasks: the calls order
    /// them. Links only point down the task rank, so they never close a cycle (modules depending on each other
    /// resolve in id order).
    private func linkModules(
        _ drafts: [TaskDraft], migration: [Int], input: PlannerInput, called: [Int: Set<Int>], providers: Set<Int>,
        graph: inout DependencyGraph
    ) {
        let reachable = input.reachableModules
        // Each module's cycle, named by its least module: modules that reach each other stand or fall together.
        var cycles: [String: String] = [:]
        for (module, reached) in reachable {
            cycles[module] = reached.filter { reachable[$0]?.contains(module) == true }.reduce(module, min)
        }
        // What the pairwise loop reads, taken out of the drafts once: it runs over every pair of a wave.
        let modules = drafts.map(\.module)
        let layers = drafts.map(\.layer)
        let ranks = drafts.indices.map { index in
            let draft = drafts[index]
            let level = reachable[draft.module]?.count ?? 0
            return Rank(draft.slot.rawValue, draft.layer == .test ? 1 : 0, level, draft.layer.migrationRank, index)
        }
        let bySlot = Dictionary(grouping: migration) { drafts[$0].slot }
        for members in bySlot.values {
            let present = Set(members.filter { layers[$0] != .test }.map { modules[$0] })
            // A tests-only task of files named after code files of its wave follows those files' tasks alone.
            let stems = CodeStems(members.filter { layers[$0] != .test }, of: drafts)
            var named: [Int: [Int]] = [:]
            for task in members where layers[task] == .test {
                named[task] = stems.tasks(testedBy: drafts[task].files)
            }
            var targets: [String: Set<String>] = [:]
            for task in members {
                let module = modules[task]
                let layer = layers[task]
                if targets[module] == nil {
                    targets[module] = nearest(module, present: present, reachable: reachable, cycles: cycles)
                        .union(layer == .test ? present.intersection(FileNaming.testedModules(module)) : [])
                }
                let wanted = targets[module] ?? []
                if let tested = named[task] {
                    for other in tested where ranks[other] < ranks[task] { graph.insert(task, dependsOn: other) }
                    continue
                }
                let callers = called[task] ?? []
                for other in members where other != task && ranks[other] < ranks[task] {
                    let needed =
                        (layers[other] != .test && wanted.contains(modules[other]))
                        || (modules[other] == module && layers[other] < layer && layer != .unknown
                            && !providers.contains(task) && !callers.contains(other))
                    if needed { graph.insert(task, dependsOn: other) }
                }
            }
        }
    }

    /// The tasks declaring Rx APIs other tasks call (`calls`, caller -> declaring task) that use no presentation task
    /// of an inner layer of their module (`uses`: those calls, conformances, reactors and section models, not the flows
    /// a stepper drives). An outer
    /// layer waits for its module's inner one because a screen binds view models its calls may not all show; a task
    /// that only provides API binds none, so it waits for what it uses alone, and its callers wait for it. Calling a
    /// service or a model (`AlertService.confirm()`, `RegisterModel.register`) binds no view model:
    ///
    ///     extension Ext where T == UIButton {  // UIButton+Ext.swift, ui, called by one screen of many
    ///         var isEnabled: Binder<Bool> { Binder(type) { $0.isEnabled = $1 } }
    ///     }
    static func providers(
        _ drafts: [TaskDraft], calls: [(caller: Int, declaring: Int)], uses: [(caller: Int, declaring: Int)]
    ) -> Set<Int> {
        let declaring = Set(calls.filter { $0.caller != $0.declaring }.map(\.declaring))
        let binding = uses.filter { use in
            drafts[use.caller].module == drafts[use.declaring].module && drafts[use.declaring].layer == .presentation
                && drafts[use.declaring].layer < drafts[use.caller].layer
        }
        return declaring.subtracting(binding.map(\.caller))
    }

    /// The parts of a split file (`FeedViewModel (part 2 of 3)`) change one file: each follows the one before, so two
    /// agents never edit it at once and a later part reads what the earlier changed (`transform` of the `Output` a
    /// first part turned async).
    private func linkParts(_ drafts: [TaskDraft], migration: [Int], graph: inout DependencyGraph) {
        var parts: [String: [Int]] = [:]
        for index in migration {
            for file in drafts[index].files where file.declarations != nil {
                parts[file.path, default: []].append(index)
            }
        }
        for path in parts.keys.sorted() {
            guard let holders = parts[path], holders.count > 1 else { continue }
            let ordered = holders.sorted { TaskID.less(drafts[$0].id ?? "", drafts[$1].id ?? "") }
            for (earlier, later) in zip(ordered, ordered.dropFirst()) { graph.add(later, dependsOn: earlier) }
        }
    }

    /// The modules in `present` that `module` depends on, without those reached through another of them. The
    /// modules of one cycle are kept or dropped together, so one of each is checked against one of each other
    /// cycle: checked pairwise, the modules of a cycle of hundreds took cubic time.
    private func nearest(
        _ module: String, present: Set<String>, reachable: [String: Set<String>], cycles: [String: String]
    ) -> Set<String> {
        let candidates = (reachable[module] ?? []).intersection(present).subtracting([module])
        var members: [String: [String]] = [:]
        for candidate in candidates { members[cycles[candidate] ?? candidate, default: []].append(candidate) }
        let representatives = members.values.map { $0[0] }
        var result: Set<String> = []
        for target in representatives
        where !representatives.contains(where: { $0 != target && reachable[$0]?.contains(target) == true }) {
            result.formUnion(members[cycles[target] ?? target] ?? [])
        }
        return result
    }

    /// A cleanup task follows every task of its modules, of the modules that get Rx only through them or import a
    /// library its lines delete (`LibraryUsers`), and every task still calling their shims. A manifest whose modules hold no file at all (a `Package.swift`
    /// target whose sources the Xcode project's target of the same name compiles) follows the tasks of the
    /// targets of the same name, or every migration task when there are none.
    /// Returns each cleanup's modules, whose flags and old paths it deletes, but for the shared manifests' cleanups.
    private func linkCleanup(
        _ drafts: [TaskDraft], migration: [Int], input: PlannerInput, shims: [[Shim]], index: [String: Int],
        graph: inout DependencyGraph
    ) -> [Int: Set<String>] {
        let modules = Dictionary(input.files.map { ($0.path, $0.module) }, uniquingKeysWith: { first, _ in first })
        // A carried task keeps the module it was planned with, also one whose files a newer scan gives another
        // module: its cleanup still follows that task, not every task. A module whose files import Rx and use none
        // has files too: its cleanup follows no migration task but those of its dependents.
        let withFiles = Set(input.files.map(\.module)).union(migration.map { drafts[$0].module })
            .union(input.importingModules)
        // Cleanups of Carthage's and Tuist's dependency manifests, which fetch what every target links.
        let shared = Set(
            drafts.indices.filter { i in
                drafts[i].kind == .cleanup
                    && drafts[i].files.contains { ManifestKind.listsSharedDependencies(path: $0.path) }
            })
        let withoutRxLines = Set(input.modules.filter { $0.rxDependencies.isEmpty }.map(\.name))
        // The modules whose flags and old paths each cleanup deletes.
        var owned: [Int: Set<String>] = [:]
        for cleanup in drafts.indices where drafts[cleanup].kind == .cleanup {
            var covered = Self.withDependents(Set(drafts[cleanup].labels), modules: input.modules)
            if !shared.contains(cleanup) { owned[cleanup] = covered }
            var everything = false
            if !covered.isEmpty, covered.isDisjoint(with: withFiles) {
                let twins = covered.flatMap { Self.sameTarget(as: $0, among: withFiles) }
                everything = twins.isEmpty
                covered.formUnion(twins)
            }
            let users = Self.libraryUsers(of: drafts[cleanup], input: input)
            covered.formUnion(users)
            // The modules importing a library its lines bring in them must have moved off it, their own lines too.
            for other in drafts.indices
            where other != cleanup && drafts[other].kind == .cleanup && !shared.contains(other)
                && !shared.contains(cleanup) && drafts[other].labels.contains(where: users.contains)
            {
                graph.add(cleanup, dependsOn: other)
            }
            // Carthage and Tuist's dependency manifests fetch what every target links: their lines go after
            // every migration task.
            if shared.contains(cleanup) {
                everything = true
                // And after the other cleanup tasks, which remove what the targets linking them use.
                for other in drafts.indices where drafts[other].kind == .cleanup && !shared.contains(other) {
                    graph.insert(cleanup, dependsOn: other)
                }
            }
            // The cleanups of modules that get Rx through this one's lines and have none of their own (their shims
            // and flags are still Rx): deleting these lines waits for them. They depend on no cleanup themselves.
            if !shared.contains(cleanup), case let own = Set(drafts[cleanup].labels), !own.isEmpty {
                for other in drafts.indices
                where other != cleanup && drafts[other].kind == .cleanup && !shared.contains(other)
                    && !drafts[other].labels.isEmpty && drafts[other].labels.allSatisfy({ covered.contains($0) })
                    && own.isDisjoint(with: drafts[other].labels)
                    && drafts[other].labels.allSatisfy({ withoutRxLines.contains($0) })
                {
                    graph.insert(cleanup, dependsOn: other)
                }
            }
            for task in migration {
                let touched = Set(drafts[task].files.compactMap { modules[$0.path] } + [drafts[task].module])
                guard everything || !touched.isDisjoint(with: covered) else { continue }
                // A cleanup depends only on cleanups of modules without Rx lines, which depend on none, on migration
                // tasks, and on the cleanups of its library users through checked links: these cannot close a cycle.
                graph.insert(cleanup, dependsOn: task)
                for caller in shims[task].flatMap(\.callerTasks) {
                    if let i = index[caller] { graph.insert(cleanup, dependsOn: i) }
                }
            }
        }
        return owned
    }

    /// A cleanup deleting a lifetime requirement kept for holders in other modules (a migration task's
    /// `PlanTask.keptRequirements`, or a protocol file in its own scope: `ViewModelType`'s `disposeBag`) deletes those
    /// holders too: the cleanups of the holders' modules (`keptHolders`), which cannot pass `verify` before, follow it.
    private func linkHolderRemovers(
        _ drafts: [TaskDraft], migration: [Int], input: PlannerInput,
        lifetimes: (holders: [[SourceLocation]], kept: [[SourceLocation]], deleted: [[SourceLocation]]),
        owned: [Int: Set<String>], graph: inout DependencyGraph
    ) {
        let holding = Set(migration.filter { !lifetimes.holders[$0].isEmpty }.map { drafts[$0].module })
        guard !holding.isEmpty else { return }
        let requiring = Set(migration.filter { !lifetimes.kept[$0].isEmpty }.map { drafts[$0].module })
        let requirementPaths = Set(
            input.files.flatMap { file in
                file.apis.filter(\.isSubscriptionHolder).flatMap { $0.implements.map(\.path) }
            })
        let cleanups = owned.keys.sorted()
        for cleanup in cleanups {
            let modules = owned[cleanup] ?? []
            guard
                !modules.isDisjoint(with: requiring)
                    || drafts[cleanup].files.contains(where: { requirementPaths.contains($0.path) })
            else { continue }
            for other in cleanups
            where other != cleanup && !(owned[other] ?? []).isDisjoint(with: holding)
                && (owned[other] ?? []).isDisjoint(with: requiring)
            {
                graph.add(other, dependsOn: cleanup)
            }
        }
    }

    /// A protocol's Rx requirements, which its task keeps for the implementations in other tasks, go before the
    /// cleanup deleting those implementations' old paths: deleting a requirement first leaves an extra method, deleting
    /// an implementation first breaks the conformance. So the cleanup of the implementations' module follows the one of
    /// the protocol's (the data layer's after the domain's), as long as that closes no cycle.
    private func linkRequirementRemovers(
        _ drafts: [TaskDraft], conformances: [[Conformance]], owned: [Int: Set<String>], index: [String: Int],
        graph: inout DependencyGraph
    ) {
        let cleanups = owned.keys.sorted()
        let remover = { (task: String) -> Int? in
            guard let i = index[task] else { return nil }
            return cleanups.first { owned[$0]?.contains(drafts[i].module) == true }
        }
        var pairs: Set<[Int]> = []
        for conformance in conformances.flatMap({ $0 }) where !conformance.isOverride {
            guard let requirements = remover(conformance.protocolTask),
                let implementations = remover(conformance.typeTask), requirements != implementations
            else { continue }
            pairs.insert([implementations, requirements])
        }
        for pair in pairs.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            graph.add(pair[0], dependsOn: pair[1])
        }
    }

    /// A cleanup deleting the shims of its modules' tasks, or helper types and bridges of its own (`ActivityIndicator`,
    /// the scaffolded `fromAsync`), follows the cleanups deleting the old paths that still call them in other modules:
    /// until those delete their flags' old paths and `+Rx.swift` files, these call the shims and helpers
    /// (`SearchViewModel+Rx.swift` calling the domain's `readItems` shim, or `trackActivity`). `owned`: each cleanup's
    /// modules, whose flags it deletes.
    private func linkOldPathRemovers(
        _ drafts: [TaskDraft], migration: [Int], input: PlannerInput, shims: [[Shim]], owned: [Int: Set<String>],
        index: [String: Int], graph: inout DependencyGraph
    ) {
        let fileModules = Dictionary(input.files.map { ($0.path, $0.module) }, uniquingKeysWith: { first, _ in first })
        // The files using each file's helper types (`ActivityIndicator`) or calling its APIs (a scaffolded bridge's
        // `fromAsync`, which shims call).
        let helperUsers = Dictionary(
            input.files.compactMap { file -> (String, [String])? in
                let users = file.rxTypeUsers + file.apis.flatMap { $0.callers.map(\.path) }
                return users.isEmpty ? nil : (file.path, users)
            }, uniquingKeysWith: { first, _ in first })
        // In plan order: a link that would close a cycle is left out, the same one on every run.
        let cleanups = owned.keys.sorted()
        for cleanup in cleanups {
            let modules = owned[cleanup] ?? []
            var callers: Set<String> = []
            for task in migration where modules.contains(drafts[task].module) {
                for caller in shims[task].flatMap(\.callerTasks) {
                    if let i = index[caller], drafts[i].kind == .migration { callers.insert(drafts[i].module) }
                }
            }
            for file in drafts[cleanup].files {
                for user in helperUsers[file.path] ?? [] {
                    if let module = fileModules[user] { callers.insert(module) }
                }
            }
            callers.subtract(modules)
            guard !callers.isEmpty else { continue }
            for other in cleanups where other != cleanup && !(owned[other] ?? []).isDisjoint(with: callers) {
                graph.add(cleanup, dependsOn: other)
            }
        }
    }

    /// The modules that import a library whose line `cleanup` deletes through the module listing it
    /// (`LibraryUsers`): `Feature`, importing ReactorKit and depending on `ThirdPartyLib`, whose manifest lists it.
    static func libraryUsers(of cleanup: TaskDraft, input: PlannerInput) -> Set<String> {
        guard !cleanup.removals.isEmpty else { return [] }
        let removed = Set(cleanup.removals)
        var users: Set<String> = []
        for module in input.modules {
            for dependency in module.rxDependencies where removed.contains(dependency.location) {
                users.formUnion(input.libraryUsers.users(of: dependency.library, through: module.name))
            }
        }
        return users
    }

    /// A cleanup task deleting the Rx lines of a module whose code another cleanup task removes (two tasks an earlier
    /// plan has, for a framework's Podfile target and its `.podspec`: `CleanupHosts.manifest(removingCodeOf:)`)
    /// follows that task: the module builds against Rx until its shims and flags are gone. Added last and checked, so
    /// they close no cycle.
    private func linkCodeRemovers(_ drafts: [TaskDraft], input: PlannerInput, graph: inout DependencyGraph) {
        var lineModules: [SourceLocation: [String]] = [:]
        for module in input.modules {
            for dependency in module.rxDependencies {
                lineModules[dependency.location, default: []].append(module.name)
            }
        }
        let cleanups = drafts.indices.filter { drafts[$0].kind == .cleanup }
        for cleanup in cleanups
        where !drafts[cleanup].files.contains(where: { ManifestKind.listsSharedDependencies(path: $0.path) }) {
            let others = Set(drafts[cleanup].removals.flatMap { lineModules[$0] ?? [] })
                .subtracting(drafts[cleanup].labels)
            for module in others.sorted() {
                for remover in cleanups where remover != cleanup && drafts[remover].labels.contains(module) {
                    graph.add(cleanup, dependsOn: remover)
                }
            }
        }
    }

    /// The modules among `names` that declare the same target as `module` in another manifest
    /// (`App.xcodeproj/project.pbxproj:Kit` for `Package.swift:Kit`, `Kit` for `Shop.Kit`).
    static func sameTarget(as module: String, among names: Set<String>) -> [String] {
        let target = module.split(separator: ":").last.map(String.init) ?? module
        let bare = target.split(separator: ".").last.map(String.init) ?? target
        return names.filter { $0 != module && ($0 == bare || $0.hasSuffix(":" + bare) || $0.hasSuffix("." + bare)) }
            .sorted()
    }

    /// `covered` plus the modules without Rx dependencies of their own that depend, directly or through
    /// others, on a covered module that has some: they build against Rx only through it (an app target
    /// linking a package that declares RxSwift), so deleting its lines waits for their tasks too; so are the modules
    /// whose dependencies are not all read.
    static func withDependents(_ covered: Set<String>, modules: [Module]) -> Set<String> {
        let byName = Dictionary(modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let feeding = covered.filter { byName[$0]?.rxDependencies.isEmpty == false }
        guard !feeding.isEmpty else { return covered }
        var result = covered
        for module in modules where module.rxDependencies.isEmpty && !covered.contains(module.name) {
            // Dependencies a manifest writes in a way not read (a Tuist helper's `.Project.module(.Utils).dependency`)
            // may be any of them: its tasks come first.
            if module.dependenciesIncomplete {
                result.insert(module.name)
                continue
            }
            var seen: Set<String> = [module.name]
            var pending = module.dependencies
            while let next = pending.popLast() {
                guard seen.insert(next).inserted else { continue }
                if feeding.contains(next) {
                    result.insert(module.name)
                    break
                }
                pending += byName[next]?.dependencies ?? []
            }
        }
        return result
    }

    private func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}

/// The order of tasks within a wave for module links: slot, tests last, dependency level, layer, index.
private struct Rank: Comparable {
    var values: (Int, Int, Int, Int, Int)

    init(_ slot: Int, _ test: Int, _ level: Int, _ layer: Int, _ index: Int) {
        values = (slot, test, level, layer, index)
    }

    static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.values < rhs.values }
    static func == (lhs: Rank, rhs: Rank) -> Bool { lhs.values == rhs.values }
}

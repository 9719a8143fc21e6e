extension Planner {
    /// Finishes the tasks: dependencies (foundation, modules in the same wave, shims, cleanup), shims, names.
    func link(_ drafts: [TaskDraft], input: PlannerInput, waveIDs: [WaveSlot: String]) -> [PlanTask] {
        var graph = DependencyGraph(count: drafts.count)
        let migration = drafts.indices.filter { drafts[$0].kind == .migration }
        // Cleanup removes what the foundation added (flags, bridges), so it follows it too.
        for task in drafts.indices where drafts[task].kind != .foundation {
            for foundation in drafts.indices where drafts[foundation].kind == .foundation {
                graph.add(task, dependsOn: foundation)
            }
        }
        linkModules(drafts, migration: migration, input: input, graph: &graph)
        let (shims, links) = ShimPlanner(files: input.files, drafts: drafts).shims()
        for link in links.sorted(by: { ($0.caller, $0.declaring) < ($1.caller, $1.declaring) })
        where drafts[link.declaring].slot <= drafts[link.caller].slot {
            graph.add(link.caller, dependsOn: link.declaring)
        }
        linkCleanup(drafts, migration: migration, input: input, shims: shims, graph: &graph)
        return drafts.indices.map { index in
            let dependsOn = graph.edges[index].compactMap { drafts[$0].id }.sorted(by: TaskID.less)
            return task(
                drafts[index], wave: waveIDs[drafts[index].slot] ?? "", dependsOn: dependsOn, shims: shims[index])
        }
    }

    /// The finished task: a kept task's title, slug, flag, status and PR, else new ones.
    private func task(_ draft: TaskDraft, wave: String, dependsOn: [String], shims: [Shim]) -> PlanTask {
        let id = draft.id ?? ""
        // Foundation and cleanup change no Rx code path, so no flag guards them.
        let flag = draft.kind == .migration ? TaskID.flag(id, prefix: settings.flagPrefix) : ""
        let points =
            switch draft.kind {
            case .migration: max(1, Budget(settings: settings, weight: weight).points(draft.files))
            case .foundation: 1
            case .cleanup: max(1, draft.removals.count)
            }
        var task = PlanTask(
            id: id, title: nonEmpty(draft.previous?.title) ?? TaskNaming.title(draft),
            slug: nonEmpty(draft.previous?.slug) ?? TaskNaming.slug(draft), kind: draft.kind, wave: wave,
            module: draft.module, layer: draft.layer, files: draft.files, points: points,
            flag: nonEmpty(draft.previous?.flag) ?? flag, dependsOn: dependsOn,
            shims: shims.sorted { ($0.declaration, $0.api) < ($1.declaration, $1.api) },
            status: draft.previous?.status ?? .todo, pr: draft.previous?.pr, removals: draft.removals)
        task.summary = TaskNaming.summary(task, modules: draft.kind == .cleanup ? draft.labels : [])
        return task
    }

    /// Inside one wave, a task follows the tasks of the modules its module depends on (and, for tests-only
    /// tasks, of the module they test), and the same module's tasks of an inner layer.
    private func linkModules(_ drafts: [TaskDraft], migration: [Int], input: PlannerInput, graph: inout DependencyGraph)
    {
        let reachable = input.reachableModules
        var wanted: [(task: Int, dependency: Int)] = []
        for task in migration {
            let mine = drafts[task]
            let tested = Set(FileNaming.testedModules(mine.module))
            for other in migration where other != task && drafts[other].slot == mine.slot {
                let theirs = drafts[other]
                let needed =
                    reachable[mine.module]?.contains(theirs.module) == true
                    || (theirs.module == mine.module && theirs.layer < mine.layer)
                    || (mine.layer == .test && theirs.layer != .test && tested.contains(theirs.module))
                if needed { wanted.append((task, other)) }
            }
        }
        // Links towards lower ids first, so a cycle between modules resolves in id order.
        wanted.sort {
            ($0.task < $0.dependency ? 1 : 0, $0.task, $0.dependency) < (
                $1.task < $1.dependency ? 1 : 0, $1.task, $1.dependency
            )
        }
        for link in wanted { graph.add(link.task, dependsOn: link.dependency) }
    }

    /// A cleanup task follows every task of its modules and every task still calling their shims.
    private func linkCleanup(
        _ drafts: [TaskDraft], migration: [Int], input: PlannerInput, shims: [[Shim]], graph: inout DependencyGraph
    ) {
        let modules = Dictionary(input.files.map { ($0.path, $0.module) }, uniquingKeysWith: { first, _ in first })
        let index = Dictionary(
            drafts.indices.compactMap { i in drafts[i].id.map { ($0, i) } }, uniquingKeysWith: { a, _ in a })
        for cleanup in drafts.indices where drafts[cleanup].kind == .cleanup {
            let covered = Set(drafts[cleanup].labels)
            for task in migration {
                let touched = Set(drafts[task].files.compactMap { modules[$0.path] } + [drafts[task].module])
                guard !touched.isDisjoint(with: covered) else { continue }
                graph.add(cleanup, dependsOn: task)
                for caller in shims[task].flatMap(\.callerTasks) {
                    if let i = index[caller] { graph.add(cleanup, dependsOn: i) }
                }
            }
        }
    }

    private func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}

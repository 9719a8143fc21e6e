extension Planner {
    /// The foundation tasks (bridges and polyfill, flag plumbing) and one cleanup task per manifest holding Rx
    /// dependency lines (or per module without one), matched to the previous plan's by kind and key.
    func foundationAndCleanup(_ input: PlannerInput, migration: [TaskDraft], previous: Plan?) -> [TaskDraft] {
        let earlier = (previous?.tasks ?? []).filter { $0.kind != .migration }.sorted { TaskID.less($0.id, $1.id) }
        let hasWork = !migration.isEmpty || input.modules.contains { !$0.rxDependencies.isEmpty } || !earlier.isEmpty
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
        wanted += cleanupDrafts(input, migration: migration)
        var used: Set<String> = []
        for index in wanted.indices {
            let match =
                earlier.first {
                    !used.contains($0.id) && $0.kind == wanted[index].kind && Self.key(of: $0) == wanted[index].key
                }
                ?? earlier.first {
                    !used.contains($0.id) && $0.kind == wanted[index].kind && $0.slug == TaskNaming.slug(wanted[index])
                }
            guard let match else { continue }
            used.insert(match.id)
            wanted[index].id = match.id
            wanted[index].previous = match
        }
        for task in earlier where !used.contains(task.id) {
            var kept = task
            if task.kind == .cleanup, task.status != .merged { kept.status = .done }
            wanted.append(
                TaskDraft(
                    id: task.id, kind: task.kind, module: task.module, layer: task.layer, files: task.files, labels: [],
                    key: Self.key(of: task), previous: kept))
        }
        return wanted
    }

    private func cleanupDrafts(_ input: PlannerInput, migration: [TaskDraft]) -> [TaskDraft] {
        var units: [String: (modules: Set<String>, removals: Set<SourceLocation>, file: String?)] = [:]
        var covered: Set<String> = []
        for module in input.modules {
            for dependency in module.rxDependencies {
                let key = "manifest:\(dependency.location.path)"
                units[key, default: ([], [], dependency.location.path)].modules.insert(module.name)
                units[key, default: ([], [], dependency.location.path)].removals.insert(dependency.location)
                covered.insert(module.name)
            }
        }
        let manifests = Dictionary(input.modules.map { ($0.name, $0.manifest) }, uniquingKeysWith: { $0 ?? $1 })
        for module in Set(migration.filter { !$0.files.isEmpty }.map(\.module)).subtracting(covered) {
            let manifest = manifests[module] ?? nil
            let key = manifest.map { "manifest:\($0)" } ?? "module:\(module)"
            units[key, default: ([], [], manifest)].modules.insert(module)
        }
        return units.keys.sorted().compactMap { key in
            guard let unit = units[key] else { return nil }
            let modules = unit.modules.sorted()
            return TaskDraft(
                kind: .cleanup, module: modules.count == 1 ? modules[0] : "", layer: .unknown,
                files: unit.file.map { [TaskFile(path: $0, occurrences: [])] } ?? [],
                labels: modules, key: key, removals: unit.removals.sorted())
        }
    }

    /// The identity of a foundation or cleanup task, read from what a plan keeps: slug, first file, module.
    static func key(of task: PlanTask) -> String {
        switch task.kind {
        case .foundation:
            task.slug.hasPrefix("foundation-") ? String(task.slug.dropFirst("foundation-".count)) : task.slug
        case .cleanup: task.files.first.map { "manifest:\($0.path)" } ?? "module:\(task.module)"
        case .migration: ""
        }
    }
}

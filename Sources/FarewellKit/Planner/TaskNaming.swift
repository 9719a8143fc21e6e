/// Titles, slugs and one-line summaries of new tasks; a re-planned task keeps its slug, and its title unless its scope
/// changed under the title farewell gave it (`Planner.renameChangedTasks`).
enum TaskNaming {
    /// How many labels a title names before `+N more`.
    static let titleLabels = 3

    static func title(_ draft: TaskDraft) -> String {
        switch draft.kind {
        case .foundation: return draft.labels.first ?? "Foundation"
        case .cleanup:
            // A batch of manifests names its modules, as a migration task names its files.
            let manifests = manifests(of: draft)
            guard manifests.count > 1 else {
                return "Cleanup: " + (manifests.first?.path ?? draft.labels.joined(separator: ", "))
            }
            var names = draft.labels.prefix(titleLabels).joined(separator: ", ")
            if draft.labels.count > titleLabels { names += " +\(draft.labels.count - titleLabels) more" }
            return "Cleanup: " + names
        case .migration:
            var labels = labels(draft)
            // A screen is named before the files beside it when not all fit, then a view controller named alone
            // (`HomeViewController`), then the rest (`SceneDelegate`, `UIView Rx extensions`): behind `+N more` it
            // would hide.
            if labels.count > titleLabels {
                let rank = { (label: String) -> Int in
                    if label.hasSuffix(" screen") { return 0 }
                    return label.hasSuffix("ViewController") && !label.contains("+") ? 1 : 2
                }
                labels = (0...2).flatMap { level in labels.filter { rank($0) == level } }
            }
            var names = labels.prefix(titleLabels).joined(separator: ", ")
            if labels.count > titleLabels { names += " +\(labels.count - titleLabels) more" }
            if draft.parts > 1 { names += " (part \(draft.part) of \(draft.parts))" }
            return draft.module.isEmpty ? names : "\(draft.module): \(names)"
        }
    }

    /// New migration tasks that would share a title (`NvimView: NvimView` for `NvimView.swift` and for the
    /// `NvimView+Key.swift` files beside it) name their extension files whole instead (`NvimView+Key`).
    /// Those still alike in several layers (`TimeTableService: TimeTable` for the data layer's repository and the
    /// domain's use cases) say their layer after their first label (`TimeTable (data)`), in the slug too.
    /// A label naming a type for its extension files alone (`HomeScene` of `HomeScene+Cell.swift` and
    /// `HomeScene+ActionView.swift`) while another task holds the type's own file (`HomeScene.swift`) names those
    /// files whole instead: the title would claim the type.
    static func disambiguate(_ drafts: inout [TaskDraft]) {
        let fresh = drafts.indices.filter { drafts[$0].kind == .migration && drafts[$0].previous == nil }
        var holders: [String: Set<Int>] = [:]
        for index in drafts.indices where drafts[index].kind == .migration {
            for file in drafts[index].files { holders[Path.stem(file.path), default: []].insert(index) }
        }
        for index in fresh {
            let stems = drafts[index].files.map { Path.stem($0.path) }
            var named: [String] = []
            var changed = false
            for label in labels(drafts[index]) {
                let others = (holders[label] ?? []).subtracting([index])
                let extensions = stems.filter { $0.hasPrefix(label + "+") }
                guard !others.isEmpty, !stems.contains(label), !extensions.isEmpty else {
                    if !named.contains(label) { named.append(label) }
                    continue
                }
                changed = true
                for stem in extensions where !named.contains(stem) { named.append(stem) }
            }
            if changed { drafts[index].labels = named }
        }
        let byTitle = Dictionary(grouping: fresh) { title(drafts[$0]) }
        for (_, same) in byTitle where same.count > 1 {
            for index in same {
                let stems = drafts[index].files.map { Path.stem($0.path) }
                guard stems.contains(where: { $0.contains("+") }) else { continue }
                var labels: [String] = []
                for stem in stems where !labels.contains(stem) { labels.append(stem) }
                drafts[index].labels = labels
            }
        }
        for (_, same) in Dictionary(grouping: fresh, by: { title(drafts[$0]) }) where same.count > 1 {
            guard Set(same.map { drafts[$0].layer }).count > 1 else { continue }
            for index in same {
                var labels = labels(drafts[index])
                guard let first = labels.first else { continue }
                labels[0] = "\(first) (\(drafts[index].layer.rawValue))"
                drafts[index].labels = labels
            }
        }
    }

    static func slug(_ draft: TaskDraft) -> String {
        switch draft.kind {
        case .foundation: return "foundation-" + FileNaming.slug([draft.key])
        case .cleanup:
            // The module it cleans up (`cleanup-authdata`), else the manifest's own name (`cleanup-podfile`,
            // `cleanup-tuist-dependencies-swift`): not the whole path, which made task files of 100 characters.
            if !draft.module.isEmpty { return "cleanup-" + FileNaming.slug([draft.module]) }
            let manifests = manifests(of: draft)
            if manifests.count > 1, let first = draft.labels.first {
                return "cleanup-" + FileNaming.slug([first, "and", String(draft.labels.count - 1), "more"])
            }
            let name = manifests.first.map { manifestName($0.path) } ?? draft.labels.joined(separator: " ")
            return "cleanup-" + FileNaming.slug([name])
        case .migration:
            let part = draft.parts > 1 ? ["part", String(draft.part)] : []
            return FileNaming.slug([draft.module, labels(draft).first ?? ""] + part)
        }
    }

    /// The manifests of a cleanup task's files: not the Swift files it deletes, listed before the tasks are named
    /// (the app's own bridges, `Planner.bridgeFiles`, and those `farewell scaffold` wrote), which make no batch.
    private static func manifests(of draft: TaskDraft) -> [TaskFile] {
        draft.files.filter { ManifestKind.of(path: $0.path) != nil }
    }

    /// A manifest's name without the folders above it: `App.xcodeproj` of `App/App.xcodeproj/project.pbxproj`,
    /// `Tuist/Dependencies.swift` and `Core/Package.swift` with their folder, `Podfile` at the root.
    static func manifestName(_ path: String) -> String {
        let parts = path.split(separator: "/")
        guard let file = parts.last else { return path }
        guard parts.count > 1 else { return String(file) }
        let folder = parts[parts.count - 2]
        return file == "project.pbxproj" ? String(folder) : "\(folder)/\(file)"
    }

    private static func labels(_ draft: TaskDraft) -> [String] {
        draft.labels.isEmpty ? draft.files.map { FileNaming.title($0.path, $0.occurrences) } : draft.labels
    }

    static func summary(_ task: PlanTask, modules: [String]) -> String {
        switch task.kind {
        case .foundation:
            return task.slug == "foundation-flags"
                ? "Add the feature-flag plumbing that every migration task puts its change behind."
                : "Add the bridges (async core with an Rx shim; awaiting a Single) and the share(history:) polyfill: "
                    + "depend on FarewellAsync or run `farewell scaffold`."
        case .cleanup:
            let lines = task.removals.map(\.description).joined(separator: ", ")
            let scope = modules.isEmpty ? "" : " of \(modules.joined(separator: ", "))"
            return "Remove the shims and feature flags\(scope)"
                + (lines.isEmpty ? "." : "; delete the Rx dependency lines \(lines).")
        case .migration:
            return migrationSummary(task)
        }
    }

    private static func migrationSummary(_ task: PlanTask) -> String {
        let files = Set(task.files.map(\.path)).count
        var text =
            "Move \(task.occurrenceCount) Rx occurrences in \(files) file\(files == 1 ? "" : "s") of "
            + "\(task.module) (\(task.layer.rawValue)) to Swift Concurrency"
            + (task.flag.isEmpty ? "." : " behind `\(task.flag)`.")
        let core = task.shims.filter { $0.strategy == .asyncCore }
        let plain = task.shims.filter { $0.strategy == .shim }
        let lifetimes = task.shims.filter { $0.strategy == .keep }
        let operators = task.shims.filter { $0.strategy == .rxOperator }
        let helpers = task.shims.filter { $0.strategy == .subscriptionHelper }
        if !core.isEmpty {
            let names = core.map { "\($0.api) (\($0.callers.count) callers)" }.joined(separator: ", ")
            text += " Async core plus Rx shim first for \(names); callers move in batches."
        }
        if !plain.isEmpty {
            text += " Keep Rx shims for \(plain.map(\.api).joined(separator: ", ")) until their callers move."
        }
        if !lifetimes.isEmpty {
            let names = lifetimes.map(\.api).joined(separator: ", ")
            text += " Keep \(names) (subscription holders, no shim) until their callers move."
        }
        if !helpers.isEmpty {
            // Overloads share a name.
            var names: [String] = []
            for helper in helpers where !names.contains(helper.api) { names.append(helper.api) }
            text +=
                " Keep \(names.joined(separator: ", ")) (subscription helpers, no shim; add an async overload) until "
                + "their callers move."
        }
        let aliases = task.shims.filter { $0.strategy == .keptAlias }
        if !aliases.isEmpty {
            let names = aliases.map(\.api).joined(separator: ", ")
            text += " Keep \(names) (type aliases other tasks' files write, no shim) until their callers move."
        }
        if !operators.isEmpty {
            let names = operators.map(\.api).joined(separator: ", ")
            text += " Move \(names) (Rx operators, no async version) to `+Rx.swift` for their callers."
        }
        return text
    }
}

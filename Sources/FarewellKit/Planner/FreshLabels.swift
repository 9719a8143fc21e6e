/// The labels a first plan gives files (`TaskDraft.labels`), for the tasks a re-plan carries over, which the previous
/// plan lists by path only. A continued task whose files are exactly those of a task a first plan would make now takes
/// that task's labels, so both have one title (`App: Login screen` for `LoginViewController.swift` and
/// `LoginViewModel.swift`). Another names each group it holds whole by the group's label and each other file by its own
/// (`App: Feed screen, LoginViewModel`), in packing order: `Planner.recordOwnTitles` then recognises farewell's
/// wording, and a task named anew (`Planner.renameChangedTasks`) reads like a fresh one.
struct FreshLabels {
    /// The scope of each fresh migration task (`Planner.scope`) -> its labels.
    private let byScope: [Set<String>: [String]]
    /// Path -> the index of its group in `groups`.
    private let groupOf: [String: Int]
    /// The fresh grouping of every file, in packing order.
    private let groups: [FileGroup]

    /// `fresh`: the migration tasks a first plan makes of `groups` (the grouping of every file).
    init(fresh: [TaskDraft], groups: [FileGroup]) {
        byScope = Dictionary(
            fresh.filter { $0.kind == .migration }.map { (Planner.scope($0.files), $0.labels) },
            uniquingKeysWith: { first, _ in first })
        self.groups = groups.sorted(by: FileGroup.packingOrder)
        var groupOf: [String: Int] = [:]
        for (index, group) in self.groups.enumerated() {
            for file in group.files { groupOf[file.path] = index }
        }
        self.groupOf = groupOf
    }

    /// The labels of a task holding `files` (sorted by path). `namingParts`: a group's files held in part are named
    /// as a group of them alone would be (`Shelves screen` for a screen's view controller and view model without its
    /// cell), not one by one.
    func labels(_ files: [TaskFile], namingParts: Bool = false) -> [String] {
        if let labels = byScope[Planner.scope(files)] { return labels }
        let held = Dictionary(grouping: files) { groupOf[$0.path] ?? Int.max }
        var labels: [String] = []
        for index in held.keys.sorted() {
            let own = held[index] ?? []
            let known = groups.indices.contains(index)
            let whole = known && own.allSatisfy { $0.declarations == nil } && own.count == groups[index].files.count
            var names = own.map { FileNaming.title($0.path, $0.occurrences) }
            // Tests travel with the code they test: named only without it.
            var named = own
            if namingParts, known {
                let tests = Set(groups[index].files.filter { $0.isTest || $0.layer == .test }.map(\.path))
                let code = own.filter { !tests.contains($0.path) }
                if !code.isEmpty, code.count < own.count {
                    named = code
                    names = code.map { FileNaming.title($0.path, $0.occurrences) }
                }
            }
            if whole {
                names = groups[index].labels
            } else if namingParts, known, own.allSatisfy({ $0.declarations == nil }),
                let key = Self.sharedKey(named)
            {
                var part = groups[index]
                part.key = key
                let paths = Set(own.map(\.path))
                part.files.removeAll { !paths.contains($0.path) }
                part.heldModels = part.heldModels.filter { paths.contains($0.key) && paths.contains($0.value) }
                names = part.labels
            }
            for name in names where !labels.contains(name) { labels.append(name) }
        }
        return labels
    }

    /// The feature key all of `files` share (`Shelves` of `ShelvesViewController` and `ShelvesViewModel`), nil when
    /// they have several.
    private static func sharedKey(_ files: [TaskFile]) -> String? {
        let keys = Set(files.map { FileNaming.featureKey(FileNaming.stem($0.path)) })
        return keys.count == 1 ? keys.first : nil
    }
}

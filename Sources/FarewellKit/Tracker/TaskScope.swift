/// Which Rx occurrences of the inventory fall in which task's scope, and which fall in none.
package struct TaskScope: Sendable {
    private var counts: [String: Int] = [:]
    /// Files with Rx that no task lists, sorted by path.
    package private(set) var untracked: [Dashboard.Untracked] = []

    package init(plan: Plan, inventory: Inventory) {
        var owners: [String: [(task: String, declarations: [String]?)]] = [:]
        for task in plan.tasks {
            for file in task.files { owners[file.path, default: []].append((task.id, file.declarations)) }
        }
        for file in inventory.files where !file.occurrences.isEmpty {
            guard let fileOwners = owners[file.path] else {
                untracked.append(Dashboard.Untracked(path: file.path, occurrences: file.occurrences.count))
                continue
            }
            // Whole-file owners only (the usual case): the first one gets every occurrence.
            if fileOwners.allSatisfy({ $0.declarations == nil }), let owner = fileOwners.first {
                counts[owner.task, default: 0] += file.occurrences.count
                continue
            }
            for occurrence in file.occurrences {
                // A task owning named declarations gets the occurrences inside them; a whole-file owner the rest.
                let owner =
                    fileOwners.first { owner in
                        owner.declarations?.contains { Self.encloses($0, occurrence.enclosing) } ?? false
                    } ?? fileOwners.first { $0.declarations == nil }
                if let owner { counts[owner.task, default: 0] += 1 }
            }
        }
        untracked.sort { $0.path < $1.path }
    }

    /// Rx occurrences in the task's scope now.
    package func remaining(_ task: String) -> Int { counts[task] ?? 0 }

    private static func encloses(_ declaration: String, _ enclosing: String?) -> Bool {
        guard let enclosing else { return false }
        return enclosing == declaration || enclosing.hasPrefix(declaration + ".")
            || enclosing.hasPrefix(declaration + "(")
    }
}

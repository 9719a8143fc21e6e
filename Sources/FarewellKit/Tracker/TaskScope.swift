/// Which Rx occurrences of the inventory fall in which task's scope, and which fall in none. Ownership is
/// `ScopeOwners`', which `verify` follows too, so a task's remaining count is what `verify` would list; a
/// `+Rx.swift` file keeping an old Rx path counts for its cleanup task, listed there or not yet.
package struct TaskScope: Sendable {
    private var counts: [String: Int] = [:]
    /// Files with Rx that no task lists, sorted by path.
    package private(set) var untracked: [Dashboard.Untracked] = []

    package init(plan: Plan, inventory: Inventory) {
        let owners = ScopeOwners(plan.tasks, inventory: inventory)
        for file in inventory.files where !file.occurrences.isEmpty {
            guard owners.lists(file.path) else {
                untracked.append(Dashboard.Untracked(path: file.path, occurrences: file.occurrences.count))
                continue
            }
            // One task listing the whole file (the usual case) gets every occurrence.
            if let owner = owners.soleOwner(file.path) {
                counts[owner, default: 0] += file.occurrences.count
                continue
            }
            for occurrence in file.occurrences {
                if let owner = owners.owner(file.path, occurrence) { counts[owner, default: 0] += 1 }
            }
        }
        untracked.sort { $0.path < $1.path }
    }

    /// Rx occurrences in the task's scope now.
    package func remaining(_ task: String) -> Int { counts[task] ?? 0 }
}

/// Which Rx occurrences of the inventory fall in which task's scope, and which fall in none. Ownership is
/// `ScopeOwners`', which `verify` follows too, so a task's remaining count is what `verify` would list; a
/// `+Rx.swift` file keeping an old Rx path counts for its cleanup task, listed there or not yet. The lines RIBs'
/// workflows need count for none, nor as untracked; nor do the bridges `farewell scaffold` wrote before a plan lists
/// them.
package struct TaskScope: Sendable {
    private var counts: [String: Int] = [:]
    /// Task -> the Rx occurrences of its files kept for other tasks' code, in no task's scope (`ScopeOwners`).
    private var kept: [String: Int] = [:]
    /// Files with Rx that no task lists, sorted by path.
    package private(set) var untracked: [Dashboard.Untracked] = []
    /// The Rx occurrences on the lines RIBs' workflows need, which keep their Rx in no task's scope.
    package private(set) var keptForWorkflows = 0
    /// The Rx occurrences of the files `farewell scaffold` wrote, its bridges: the last cleanup task's once a plan
    /// lists them, and no untracked Rx before.
    package private(set) var bridges = 0

    package init(plan: Plan, inventory: Inventory) {
        let owners = ScopeOwners(plan.tasks, inventory: inventory)
        for file in inventory.files where !file.occurrences.isEmpty {
            let occurrences = Self.outsideWorkflows(file)
            keptForWorkflows += file.occurrences.count - occurrences.count
            if file.isScaffolded { bridges += occurrences.count }
            guard !occurrences.isEmpty else { continue }
            guard owners.lists(file.path) else {
                if !file.isScaffolded {
                    untracked.append(Dashboard.Untracked(path: file.path, occurrences: occurrences.count))
                }
                continue
            }
            // One task listing the whole file (the usual case) gets every occurrence.
            if let owner = owners.soleOwner(file.path) {
                counts[owner, default: 0] += occurrences.count
                continue
            }
            for occurrence in occurrences {
                let owner = owners.owner(file.path, occurrence)
                if let owner { counts[owner, default: 0] += 1 }
                let part = owners.owner(file.path, occurrence.enclosing)
                if let part, part != owner { kept[part, default: 0] += 1 }
                // A stored property an earlier part declares and keeps for the part deleting it (`KeptMember`).
                if let keeper = owners.keeper(file.path, occurrence.enclosing), keeper != owner {
                    kept[keeper, default: 0] += 1
                }
            }
        }
        untracked.sort { $0.path < $1.path }
    }

    /// The occurrences of `file` off the lines RIBs' workflows need, which keep their Rx in no task and tracked by
    /// none (`WorkflowCode`).
    static func outsideWorkflows(_ file: FileInventory) -> [Occurrence] {
        let workflows = file.workflowLines
        return workflows.isEmpty ? file.occurrences : file.occurrences.filter { !workflows.sortedContains($0.line) }
    }

    /// Rx occurrences in the task's scope now.
    package func remaining(_ task: String) -> Int { counts[task] ?? 0 }

    /// Rx occurrences of the task's files that its scope leaves to other tasks' code for now: a base class's
    /// `var disposeBag = DisposeBag()` its subclasses elsewhere dispose into, a protocol's requirement an
    /// implementation elsewhere still declares with its Rx type, a stored property a later part of its split file reads
    /// and deletes. They come back to its scope once that code has
    /// moved, so `plan` keeps the task open while they are there.
    package func kept(_ task: String) -> Int { kept[task] ?? 0 }
}

extension Planner {
    /// Gives both parts of a split file each stored property one declares and a later one reads
    /// (`ScopeOwners.keptMembers(in:)`): the declaring part's Scope says it stays, the reading part's that it deletes
    /// it, as `verify` counts it there.
    static func listKeptMembers(_ tasks: inout [PlanTask], files: [FileInventory]) {
        let owners = ScopeOwners(tasks)
        let index = Dictionary(tasks.indices.map { (tasks[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        for file in files where (owners.parts[file.path]?.count ?? 0) > 1 {
            for member in owners.keptMembers(in: file) {
                for id in [member.keptBy, member.movedBy] {
                    if let task = index[id] { tasks[task].keptMembers.append(member) }
                }
            }
        }
        for task in tasks.indices where !tasks[task].keptMembers.isEmpty {
            tasks[task].keptMembers.sort { ($0.path, $0.line) < ($1.path, $1.line) }
        }
    }
}

extension Planner {
    /// Puts each stored property one part of a split file declares and a later one reads
    /// (`ScopeOwners.keptMembers(in:)`) in the later part's scope: that part names it too, in packing order, and holds
    /// its occurrences, so its header's count and `verify` agree; its points stay with the declaring part, which
    /// migrates it (`TaskDraft.keptPoints`). The task files record it that way, and a re-plan reads it back
    /// (`Replanner`) whatever the code reads by then: the declaring part keeps the property, the later part deletes
    /// it. A kept property's own body reading another stored property (`lazy var items = { input.map { … } }()`)
    /// makes that one the later part's to delete too, so placing repeats until no part reads a property it does not
    /// hold: the first plan is the one a re-plan reads back. Returns the properties, for `listKeptMembers`.
    func placeKeptMembers(_ drafts: inout [TaskDraft], files: [FileInventory]) -> [KeptMember] {
        let budget = Budget(settings: settings, weight: weight)
        let index = Dictionary(
            drafts.indices.compactMap { index in drafts[index].id.map { ($0, index) } },
            uniquingKeysWith: { first, _ in first })
        var pending = files
        var placed: [String: [KeptMember]] = [:]
        while !pending.isEmpty {
            let owners = ScopeOwners(drafts: drafts)
            var changed: [FileInventory] = []
            for file in pending where (owners.parts[file.path]?.count ?? 0) > 1 {
                let kept = owners.keptMembers(in: file)
                let known = Set((placed[file.path] ?? []).map(\.declaration))
                let new = kept.filter { !known.contains($0.declaration) }
                guard !new.isEmpty else { continue }
                let rank = DeclarationOrder.rank(file)
                for member in new {
                    guard let keeper = index[member.keptBy], let mover = index[member.movedBy] else { continue }
                    let moving = drafts[keeper].take(member.declaration, of: file.path)
                    drafts[mover].add(member.declaration, of: file, occurrences: moving, rank: rank)
                    // Counted from the file, as a re-plan, which finds the occurrences in the later part already,
                    // does.
                    let points = budget.points(file.occurrences.filter { $0.enclosing == member.declaration })
                    drafts[keeper].keptPoints += points
                    drafts[mover].keptPoints -= points
                }
                placed[file.path, default: []] += new
                changed.append(file)
            }
            pending = changed
        }
        return files.flatMap { placed[$0.path] ?? [] }
    }

    /// Gives both parts of each kept stored property (`placeKeptMembers`) the property: the declaring part's Scope
    /// says it stays, the reading part's that it deletes it, as `verify` counts it there.
    static func listKeptMembers(_ members: [KeptMember], in tasks: inout [PlanTask]) {
        let index = Dictionary(tasks.indices.map { (tasks[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
        for member in members {
            for id in [member.keptBy, member.movedBy] {
                if let task = index[id] { tasks[task].keptMembers.append(member) }
            }
        }
        for task in tasks.indices where !tasks[task].keptMembers.isEmpty {
            tasks[task].keptMembers.sort { ($0.path, $0.line) < ($1.path, $1.line) }
        }
    }
}

extension TaskDraft {
    /// Removes the occurrences `declaration` of the file at `path` encloses from this part, which keeps naming it,
    /// and returns them.
    fileprivate mutating func take(_ declaration: String, of path: String) -> [Occurrence] {
        guard let file = files.firstIndex(where: { $0.path == path }) else { return [] }
        let taken = files[file].occurrences.filter { $0.enclosing == declaration }
        files[file].occurrences.removeAll { $0.enclosing == declaration }
        return taken
    }

    /// Adds `declaration` of `inventory`, with its `occurrences`, to this part: the occurrences in source order, the
    /// declaration in packing order (`rank`, `DeclarationOrder.rank`), as a re-plan lists them.
    fileprivate mutating func add(
        _ declaration: String, of inventory: FileInventory, occurrences: [Occurrence], rank: [String: Int]
    ) {
        guard let file = files.firstIndex(where: { $0.path == inventory.path }) else { return }
        if !occurrences.isEmpty {
            let scope = Set(files[file].occurrences + occurrences)
            files[file].occurrences = inventory.occurrences.filter { scope.contains($0) }
        }
        guard var declarations = files[file].declarations, !declarations.contains(declaration) else { return }
        declarations.append(declaration)
        let position = Dictionary(
            declarations.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        files[file].declarations = declarations.sorted {
            (rank[$0] ?? Int.max, position[$0] ?? 0) < (rank[$1] ?? Int.max, position[$1] ?? 0)
        }
    }
}

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

    /// Folds each new part of a split file left with nothing of its own once its stored properties went to the part
    /// reading them (`placeKeptMembers`: a view model's `refreshI`, `moreI` and `items` read by its `init`, beside a
    /// `disposeBag` that part disposes into) into that part, when they are plain properties
    /// (`declaresOnlyPlainProperties`), whatever the budget: a task `verify` passes untouched, with a flag and a pull
    /// request, writing async twins nothing reads yet, is no task. So is a new part holding only the file's nested
    /// types' plain fields (a view model's `Input` and `Output`), folded into the part holding the functions reading
    /// and building them (`interfaceReader`). The parts of the file are numbered again, and
    /// `members` lose the properties now the reader's own. Returns whether any part was folded; the new tasks' ids are
    /// then given again, without gaps.
    func foldHollowParts(_ drafts: inout [TaskDraft], members: inout [KeptMember], files: [FileInventory]) -> Bool {
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var folded = false
        for keeper in drafts.indices where drafts[keeper].kind == .migration && drafts[keeper].previous == nil {
            guard drafts[keeper].parts > 1, let id = drafts[keeper].id else { continue }
            var target: Int?
            if let mover = members.first(where: { $0.keptBy == id }).map(\.movedBy),
                let reader = drafts.firstIndex(where: { $0.id == mover }), drafts[reader].previous == nil,
                drafts[keeper].files.allSatisfy({ file in
                    file.declarations == nil
                        || Self.holdsNothingOfItsOwn(file, byPath[file.path])
                            && Self.declaresOnlyPlainProperties(file, byPath[file.path])
                })
            {
                target = reader
            } else {
                target = Self.interfaceReader(of: keeper, in: drafts, byPath: byPath)
            }
            guard let target else { continue }
            Self.fold(keeper, into: target, drafts: &drafts, members: &members, byPath: byPath)
            folded = true
        }
        drafts.removeAll { $0.kind == .migration && $0.previous == nil && $0.files.isEmpty }
        return folded
    }

    /// For a new part of a split file whose share is only stored properties of the file's nested types, plain
    /// (`declaresOnlyPlainProperties`: a view model's `Input` and `Output` fields, `let items: Driver<[Item]>`), with
    /// whole files beside it: the new part of that file holding the outer type's functions (`transform(input:)`,
    /// which reads `Input` and builds `Output`), else nil. Those fields are the functions' interface, with no work of
    /// their own to move: a task writing async twins of them cannot make `transform` give them values.
    private static func interfaceReader(of keeper: Int, in drafts: [TaskDraft], byPath: [String: FileInventory])
        -> Int?
    {
        let split = drafts[keeper].files.filter { $0.declarations != nil }
        guard split.count == 1, let file = split.first, let declarations = file.declarations, !declarations.isEmpty,
            declarations.allSatisfy(isInterfaceField),
            declaresOnlyPlainProperties(file, byPath[file.path])
        else { return nil }
        let outer = LayerClassifier.outermost(declarations[0])
        return drafts.indices.filter { other in
            other != keeper && drafts[other].kind == .migration && drafts[other].previous == nil
                && drafts[other].files.contains { part in
                    part.path == file.path
                        && (part.declarations ?? []).contains {
                            $0.contains("(") && LayerClassifier.outermost($0) == outer
                        }
                }
        }.min { drafts[$0].part < drafts[$1].part }
    }

    /// Moves everything of `keeper` (a new part of a split file) into `target`, another part of it: its declarations,
    /// the whole files beside it, its kept points and the members it kept (`members`); the file's other parts are
    /// numbered again, and `keeper` is left empty.
    private static func fold(
        _ keeper: Int, into target: Int, drafts: inout [TaskDraft], members: inout [KeptMember],
        byPath: [String: FileInventory]
    ) {
        guard let id = drafts[keeper].id, let mover = drafts[target].id else { return }
        for file in drafts[keeper].files {
            guard let inventory = byPath[file.path] else { continue }
            // A whole file beside the part (a section model the part's view model uses) goes with it.
            guard file.declarations != nil else {
                if !drafts[target].files.contains(where: { $0.path == file.path }) {
                    drafts[target].files = (drafts[target].files + [file]).sorted { $0.path < $1.path }
                    let label = FileNaming.title(file.path, file.occurrences)
                    if !drafts[target].labels.contains(label) { drafts[target].labels.append(label) }
                }
                continue
            }
            let rank = DeclarationOrder.rank(inventory)
            for declaration in file.declarations ?? [] {
                let moving = file.occurrences.filter { $0.enclosing == declaration }
                drafts[target].add(declaration, of: inventory, occurrences: moving, rank: rank)
            }
        }
        drafts[target].keptPoints += drafts[keeper].keptPoints
        members = members.compactMap { member in
            guard member.keptBy == id else { return member }
            guard member.movedBy != mover else { return nil }
            var kept = member
            kept.keptBy = mover
            return kept
        }
        // The file's other parts: one fewer, numbered again.
        let path = drafts[keeper].files.first { $0.declarations != nil }?.path
        let part = drafts[keeper].part
        for other in drafts.indices
        where other != keeper && drafts[other].files.contains(where: { $0.path == path }) {
            drafts[other].parts -= 1
            if drafts[other].part > part { drafts[other].part -= 1 }
            // The one part left holds the whole file.
            if drafts[other].parts == 1, let file = drafts[other].files.firstIndex(where: { $0.path == path }) {
                drafts[other].files[file].declarations = nil
            }
        }
        drafts[keeper].files = []
    }

    /// Whether the declarations of a part's share of a split file are plain stored properties, typed or built as
    /// streams, subjects, relays or bags and no more (`let refreshI = PublishSubject<Void>()`, `let itemsO:
    /// Driver<[Item]>`): nothing to migrate on their own. One built by an Rx chain (`lazy var a0 = { tap.map { … }
    /// }()`) is work of its own, and its part stays.
    private static func declaresOnlyPlainProperties(_ file: TaskFile, _ inventory: FileInventory?) -> Bool {
        guard let inventory, let declarations = file.declarations else { return false }
        let named = Set(declarations)
        let plain: Set<Category> = [.streamType, .subject, .lifetime]
        return inventory.occurrences.allSatisfy { occurrence in
            guard let enclosing = occurrence.enclosing, named.contains(enclosing) else { return true }
            return plain.contains(occurrence.category)
        }
    }

    /// Whether a part's share of a split file is only subscription holders another part disposes into, and fields of
    /// the file's nested types (a view model's `Input` and `Output`, `isInterfaceField`): the lines declaring the
    /// holders are held for that part (`ScopeOwners`), and the fields are the interface of the functions there, so
    /// nothing is left for this one.
    private static func holdsNothingOfItsOwn(_ file: TaskFile, _ inventory: FileInventory?) -> Bool {
        let holders = Set((inventory?.apis ?? []).filter(\.isSubscriptionHolder).map(\.line))
        return file.occurrences.allSatisfy { occurrence in
            holders.contains(occurrence.line) || occurrence.enclosing.map(isInterfaceField) == true
        }
    }

    /// Whether a declaration's name is a stored property of a nested type (`RepoViewModel.Output.items`), no member
    /// of the outer type itself nor a function.
    private static func isInterfaceField(_ declaration: String) -> Bool {
        !declaration.contains("(") && declaration.split(separator: ".").count > 2
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
    mutating func add(
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

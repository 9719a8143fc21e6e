extension ScopeOwners {
    /// The stored properties of `file`, split between tasks, that one part declares and a later part reads
    /// (`RxAPI.ownReads`), in source order, each with the last part reading it: a stored property cannot move to a
    /// `+Rx.swift` extension, so the declaring part keeps it with its Rx type beside the new async member, as its
    /// Boundary says, and that later part deletes it once its code no longer reads it. A property is stored when the
    /// scan says its declaration, which holds an occurrence, is one (`FileInventory.storedProperties`:
    /// `FeedViewModel.items` for `let items = BehaviorRelay<[Item]>(value: [])`, not `FeedViewModel.title` for a
    /// computed `var title: Driver<String> { … }`, which can move). A subscription holder is held instead (`held`);
    /// a part reading it before the declaring one needs nothing kept, since it migrates while the member still has
    /// its Rx type.
    ///
    /// The plan records each such property by naming it in both parts (`Planner.placeKeptMembers`): a property
    /// several parts name is kept by the first for the last whatever the code reads now, so the part told to delete
    /// it still does once nothing reads it.
    func keptMembers(in file: FileInventory) -> [KeptMember] {
        guard let fileParts = parts[file.path], fileParts.count > 1, !file.storedProperties.isEmpty else { return [] }
        let stored = Set(file.storedProperties)
        let naming = Self.namingParts(fileParts)
        var lines: LineDeclarations?
        var members: [KeptMember] = []
        for api in file.apis where api.kind.isProperty && !api.isSubscriptionHolder {
            guard let container = api.container, case let declaration = api.qualifiedName,
                stored.contains(declaration),
                file.occurrences.contains(where: { $0.line == api.line && $0.enclosing == declaration })
            else { continue }
            let named = naming[declaration] ?? []
            if named.count > 1, let keeper = named.first, let mover = named.last {
                members.append(KeptMember(file.path, api, keptBy: keeper, movedBy: mover))
                continue
            }
            guard !api.ownReads.isEmpty, let keeper = owner(file.path, declaration) else { continue }
            if lines == nil { lines = LineDeclarations(file.occurrences) }
            // A read on a line holding no occurrence of a member (`self.placeholder = _placeholder` in an `init`
            // whose first occurrence is the `.map` on the next line) goes with the statement's next lines.
            let readers = api.ownReads.compactMap { line -> String? in
                let member = { (name: String?) in name.flatMap { $0.hasPrefix(container + ".") ? $0 : nil } }
                return member(lines?.declaration(at: line)) ?? member(lines?.declaration(after: line, within: 2))
            }
            .compactMap { owner(file.path, $0) }
            guard let mover = readers.filter({ TaskID.less(keeper, $0) }).max(by: TaskID.less) else { continue }
            members.append(KeptMember(file.path, api, keptBy: keeper, movedBy: mover))
        }
        return members
    }

    /// Declaration -> the tasks naming it among `fileParts`, in id order.
    private static func namingParts(_ fileParts: [Part]) -> [String: [String]] {
        var naming: [String: [String]] = [:]
        for part in fileParts {
            for declaration in part.declarations ?? [] where naming[declaration]?.contains(part.task) != true {
                naming[declaration, default: []].append(part.task)
            }
        }
        return naming.mapValues { $0.sorted(by: TaskID.less) }
    }
}

extension KeptMember {
    /// The stored property `api` of the file at `path`.
    fileprivate init(_ path: String, _ api: RxAPI, keptBy: String, movedBy: String) {
        self.init(
            path: path, line: api.line, name: api.name, declaration: api.qualifiedName, keptBy: keptBy,
            movedBy: movedBy)
    }
}

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
    func keptMembers(in file: FileInventory) -> [KeptMember] {
        guard (parts[file.path]?.count ?? 0) > 1, !file.storedProperties.isEmpty else { return [] }
        let stored = Set(file.storedProperties)
        var lines: LineDeclarations?
        var members: [KeptMember] = []
        for api in file.apis where api.kind.isProperty && !api.ownReads.isEmpty && !api.isSubscriptionHolder {
            guard let container = api.container, case let declaration = api.qualifiedName,
                stored.contains(declaration),
                file.occurrences.contains(where: { $0.line == api.line && $0.enclosing == declaration }),
                let keeper = owner(file.path, declaration)
            else { continue }
            if lines == nil { lines = LineDeclarations(file.occurrences) }
            let readers = api.ownReads.compactMap { lines?.declaration(at: $0) }
                .filter { $0.hasPrefix(container + ".") }
                .compactMap { owner(file.path, $0) }
            guard let mover = readers.filter({ TaskID.less(keeper, $0) }).max(by: TaskID.less) else { continue }
            members.append(
                KeptMember(path: file.path, line: api.line, name: api.name, keptBy: keeper, movedBy: mover))
        }
        return members
    }
}

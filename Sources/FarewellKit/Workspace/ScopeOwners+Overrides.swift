extension ScopeOwners {
    /// The Rx types to leave out of every task's scope, by path and line: those a base class's member declares on
    /// its line when a subclass in another task's file overrides it with an Rx type, and those the override declares
    /// on its line. Swift allows no override of a member declared in an extension, so neither moves to a `+Rx.swift`
    /// file: both tasks keep them in their classes' bodies, as shims over their async cores, as their Boundaries
    /// say (`var items: Observable<[Int]> { state.values.asRxObservable() }`), until the cleanup wave removes them.
    /// Once either side has dropped its Rx type, the scan ties them no more and the other counts for its task again.
    /// Only the declared types are held: Rx left in a body on the same line (`{ stub.asObservable() }`) still counts.
    func overrideTies(in inventory: Inventory, cleanups: Set<String>) -> [String: [Int: Set<String>]] {
        let basePaths = Set(inventory.files.flatMap { $0.apis.flatMap { $0.overrides.map(\.path) } })
        guard !basePaths.isEmpty else { return [:] }
        let bases = Dictionary(
            inventory.files.filter { basePaths.contains($0.path) }.map { ($0.path, $0) },
            uniquingKeysWith: { first, _ in first })
        var tied: [String: [Int: Set<String>]] = [:]
        for file in inventory.files {
            for api in file.apis where !api.overrides.isEmpty {
                guard let subclassTask = declaringTask(api, in: file, cleanups: cleanups) else { continue }
                for location in api.overrides {
                    guard let base = bases[location.path], let member = Self.member(at: location, in: base),
                        let baseTask = declaringTask(member, in: base, cleanups: cleanups), baseTask != subclassTask
                    else { continue }
                    tied[file.path, default: [:]][api.line, default: []].formUnion(api.rxTypes)
                    tied[base.path, default: [:]][member.line, default: []].formUnion(member.rxTypes)
                }
            }
        }
        return tied
    }

    /// The Rx member `file` declares at `location`, where an override's `overrides` points.
    private static func member(at location: SourceLocation, in file: FileInventory) -> RxAPI? {
        file.apis.first { $0.line == location.line && $0.column == location.column }
    }

    /// The migration task whose scope holds the line declaring `api` in `file`: nil when none does, or a cleanup
    /// task, which deletes the member whole.
    private func declaringTask(_ api: RxAPI, in file: FileInventory, cleanups: Set<String>) -> String? {
        guard let declaring = file.occurrences.first(where: { $0.line == api.line }),
            let task = owner(file.path, declaring.enclosing), !cleanups.contains(task)
        else { return nil }
        return task
    }
}

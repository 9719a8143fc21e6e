/// Which task's scope each Rx occurrence of a planned file falls in: the one rule `verify`, `status` and
/// `check` share, so an occurrence has at most one owner and the three agree.
///
/// A file one task lists whole is that task's. For a file split between tasks by declaration, the most
/// specific scope wins: the part naming the occurrence's innermost declaration (the last of them when several do),
/// else the part naming the innermost function it is nested in (`A.load()` holds `A.load().parse()`). A type name
/// holds only the occurrences directly in it (its stored properties), not those in its members, which the other parts
/// name.
/// Occurrences at file scope, and in declarations no part names, belong to a task listing the whole file;
/// without one, file scope belongs to the file's first part (the part without declarations, else the lowest
/// task id) and an unnamed declaration (code added since the plan) to no task until `plan` runs again.
///
/// A `Name+Rx.swift` file keeping a migrated file's old Rx path belongs whole to its cleanup task, as
/// `KeptRxFiles` says, whether or not that task lists it yet, and whichever migration task lists it.
///
/// A cleanup task listing a protocol whose only Rx is its lifetime requirements (`Planner.lifetimeRequirementFiles`)
/// also owns the subscription holders in other files that implement them (`claimed`): the migration tasks keep
/// them while the protocol requires them, the cleanup deletes both.
///
/// A subscription holder that files outside its task still use (a base class's `var disposeBag = DisposeBag()`,
/// which subclasses in other tasks dispose into) is kept for them, as its task's Boundary says: while they use
/// it, the lines declaring it belong to no task (`held`), and once they have moved, to its task again. So is a
/// subscription helper they call (`func subscribe<T>(_ bag: DisposeBag, _ driver: Driver<T>)`), body and all, and a
/// protocol's Rx requirement while an implementation in another task's file still has its Rx type (and, for a lifetime
/// requirement, its implementations' subscription holders while it stays), and a split
/// file's subscription holder while a member another task holds still disposes into it; a held holder's resets
/// (`disposeBag = DisposeBag()`) with it, and an RxDataSources section or identity model's conformances while a file of
/// another task with Rx uses its types. A base class's Rx member
/// that a subclass in another task's file overrides, and that override, keep their Rx types on their declaration's
/// line out of every task's scope while both have them (`tiedTypes`): Swift allows no override of a member declared
/// in an extension, so both stay in their classes' bodies, as shims, until the cleanup wave removes them.
///
/// The lines RIBs' workflows need (`FileInventory.workflowLines`: a workflow's body and subscription, an actionable
/// item's step) belong to no task, ever: RIBs stays, and so does their Rx (`WorkflowCode`).
///
/// A split file's stored property with an Rx type that a later part reads (`KeptMember`: `let items =
/// BehaviorRelay<[Item]>(value: [])` read by `transform(input:)`) cannot move to a `+Rx.swift` extension either: the
/// declaring part keeps it beside its new async member, and the plan names it in the last part reading it too, which
/// deletes it once nothing there reads it. A declaration several parts name is the last one's, as the task files
/// record it, whatever the code reads now (`keptMembers(in:)`).
package struct ScopeOwners: Sendable, Equatable {
    /// One task's share of a file.
    struct Part: Sendable, Equatable {
        var task: String
        /// Nil when the task lists the whole file.
        var declarations: [String]?
    }

    /// Path -> the tasks listing it, in the order given.
    private(set) var parts: [String: [Part]] = [:]
    /// Path -> the cleanup task owning it, for the files keeping an old Rx path.
    private var kept: [String: String] = [:]
    /// Path -> the lines declaring subscription holders and helpers kept for callers outside their task.
    private var held: [String: Set<Int>] = [:]
    /// Path -> line -> the cleanup task owning the subscription holder declared there, which implements a lifetime
    /// requirement of a protocol that task lists.
    private var claimed: [String: [Int: String]] = [:]
    /// Path -> line -> the Rx types a base class's member or its override declares there, kept for the other side
    /// in another task (`overrideTies`).
    private var tiedTypes: [String: [Int: Set<String>]] = [:]
    /// Path -> the lines RIBs' workflows need, sorted (`FileInventory.workflowLines`).
    private var workflows: [String: [Int]] = [:]
    /// Path -> the lines of a split file's subscription holders held for a later part that disposes into them or
    /// reads them (among `held`), which the declaring part's Scope says to keep.
    package private(set) var splitHeld: [String: Set<Int>] = [:]

    /// The owners of every file the tasks list, in plan order (the first whole-file owner wins a tie).
    package init(_ tasks: [PlanTask], kept: KeptRxFiles = KeptRxFiles()) {
        for task in tasks { add(task.id, task.files) }
        self.kept = kept.owners
    }

    /// The owners of the plan's files and of the `+Rx.swift` files of `inventory` that keep an old Rx path; the
    /// subscription holders its files' callers outside their task still use are held for them.
    package init(_ tasks: [PlanTask], inventory: Inventory) {
        self.init(tasks, kept: KeptRxFiles(inventory, tasks: tasks))
        workflows = WorkflowCode.lines(in: inventory)
        let cleanups = Set(tasks.filter { $0.kind == .cleanup }.map(\.id))
        let parts = parts
        for file in inventory.files {
            for api in file.apis where api.isSubscriptionHolder {
                let cleanup = api.implements.lazy.compactMap { requirement -> String? in
                    guard requirement.path != file.path, let owners = parts[requirement.path], owners.count == 1,
                        cleanups.contains(owners[0].task)
                    else { return nil }
                    return owners[0].task
                }.first
                if let cleanup { claimed[file.path, default: [:]][api.line] = cleanup }
            }
        }
        // A protocol's Rx requirement implemented in another task's file stays, as the protocol's Boundary says, while
        // that implementation still has its Rx type: the line belongs to no task until then.
        var byPath: [String: Int]?
        for file in inventory.files {
            for api in file.apis where !api.implements.isEmpty {
                let implementation = file.occurrences.first { $0.line == api.line }
                let implementer = implementation.flatMap { owner(file.path, $0.enclosing) }
                if byPath == nil {
                    byPath = Dictionary(
                        inventory.files.indices.map { (inventory.files[$0].path, $0) },
                        uniquingKeysWith: { first, _ in first })
                }
                for requirement in api.implements where requirement.path != file.path {
                    guard let index = byPath?[requirement.path],
                        let line = inventory.files[index].occurrences.first(where: { $0.line == requirement.line }),
                        let protocolTask = owner(requirement.path, line.enclosing), protocolTask != implementer,
                        !cleanups.contains(protocolTask)
                    else { continue }
                    held[requirement.path, default: []].insert(requirement.line)
                }
            }
        }
        holdLifetimeHolders(inventory, byPath: byPath ?? [:])
        tiedTypes = overrideTies(in: inventory, cleanups: cleanups)
        // A split file's subscription holder that a member another task holds still disposes into
        // (`.disposed(by: disposeBag)` in a later part) or reads (`self.refreshDisposable = timer.subscribe { }`,
        // `refreshDisposable?.dispose()`): a stored property cannot move to a `+Rx.swift` extension, so it stays for
        // that part while that part has Rx.
        for file in inventory.files where (parts[file.path]?.count ?? 0) > 1 {
            var lines: LineDeclarations?
            for api in file.apis where api.isSubscriptionHolder {
                let declaring = file.occurrences.first { $0.line == api.line }
                guard let declaring, let task = owner(file.path, declaring.enclosing) else { continue }
                let members = api.container.map { $0 + "." }
                let disposedElsewhere = file.occurrences.contains { occurrence in
                    guard occurrence.construct == "disposed", let enclosing = occurrence.enclosing,
                        members.map({ enclosing.hasPrefix($0) }) ?? true
                    else { return false }
                    return owner(file.path, enclosing).map { $0 != task } ?? false
                }
                if lines == nil, !api.ownReads.isEmpty { lines = LineDeclarations(file.occurrences) }
                let readElsewhere = api.ownReads.contains { line in
                    let reader = lines?.declaration(at: line) ?? lines?.declaration(after: line, within: 2)
                    guard let reader, members.map({ reader.hasPrefix($0) }) ?? true else { return false }
                    return owner(file.path, reader).map { $0 != task } ?? false
                }
                if disposedElsewhere || readElsewhere {
                    held[file.path, default: []].insert(api.line)
                    splitHeld[file.path, default: []].insert(api.line)
                }
            }
        }
        // Each task's paths, spelled only for the tasks declaring a holder or a helper someone calls.
        var listed: [String: Set<String>] = [:]
        let files = Dictionary(tasks.map { ($0.id, $0.files) }, uniquingKeysWith: { first, _ in first })
        for file in inventory.files where lists(file.path) {
            for api in file.apis where api.isSubscriptionHolder || api.isSubscriptionHelper || api.kind == .typealias {
                let callers = api.keptCallers(in: file)
                guard !callers.isEmpty else { continue }
                // A type alias's first occurrence may be on a line after its name (`typealias Pair = (`).
                let aliasLines = api.kind == .typealias ? api.declarationLines(in: file) : []
                let declaring = file.occurrences.first { $0.line == api.line || aliasLines.contains($0.line) }
                guard let declaring, let task = owner(file.path, declaring.enclosing) else { continue }
                if listed[task] == nil { listed[task] = Set(scopePaths(of: task, listing: files[task] ?? [])) }
                let inScope = listed[task] ?? []
                guard callers.contains(where: { !inScope.contains($0.path) }) else { continue }
                // A helper's body goes with its declaration: `.drive(onNext:)` inside `subscribe(_:_:_:)`.
                let lines = api.isSubscriptionHolder ? [api.line] : api.declarationLines(in: file)
                held[file.path, default: []].formUnion(lines)
            }
        }
        holdResetsAndSectionModels(inventory)
    }

    /// A subscription holder implementing a lifetime requirement held for another task's implementation (`var bag:
    /// DisposeBag { get }` of a protocol one task migrates, which a type of another task implements) stays while the
    /// requirement does, as the Boundary says: no type may drop what its protocol requires. The cleanup wave removes
    /// both.
    private mutating func holdLifetimeHolders(_ inventory: Inventory, byPath: [String: Int]) {
        guard !held.isEmpty else { return }
        for file in inventory.files {
            for api in file.apis where api.isSubscriptionHolder && !api.implements.isEmpty {
                let tied = api.implements.contains { requirement in
                    guard held[requirement.path]?.contains(requirement.line) == true,
                        let index = byPath[requirement.path]
                    else { return false }
                    return inventory.files[index].apis.contains {
                        $0.line == requirement.line && $0.isSubscriptionHolder
                    }
                }
                if tied { held[file.path, default: []].insert(api.line) }
            }
        }
    }

    /// A held subscription holder's resets (`disposeBag = DisposeBag()` in `prepareForReuse()`) are held with it; and
    /// a section or identity model's conformances (`extension Post: IdentifiableType`) while a file of another task
    /// with Rx still uses its types (`FileInventory.sectionModelUsers`): its data source needs them.
    private mutating func holdResetsAndSectionModels(_ inventory: Inventory) {
        for file in inventory.files where !file.lifetimeResets.isEmpty {
            guard let lines = held[file.path],
                file.apis.contains(where: { $0.isSubscriptionHolder && lines.contains($0.line) })
            else { continue }
            held[file.path, default: []].formUnion(HeldFiles.resets(of: file))
        }
        for file in inventory.files where !file.sectionModelUsers.isEmpty {
            let own = Set(parts[file.path]?.map(\.task) ?? [])
            guard !own.isEmpty, kept[file.path] == nil else { continue }
            let usedElsewhere = file.sectionModelUsers.contains { user in
                parts[user]?.contains { !own.contains($0.task) } ?? false
            }
            if usedElsewhere {
                let conformances = file.occurrences.filter(CallSiteResolver.isSectionModelConformance)
                held[file.path, default: []].formUnion(conformances.map(\.line))
            }
        }
    }

    /// One task's files as if no other task listed them.
    package init(task: String, files: [TaskFile]) { add(task, files) }

    /// The owners of the files of the tasks the planner is building, in id order (those without an id yet left out).
    init(drafts: [TaskDraft]) {
        for draft in drafts { if let id = draft.id { add(id, draft.files) } }
    }

    private mutating func add(_ task: String, _ files: [TaskFile]) {
        for file in files { parts[file.path, default: []].append(Part(task: task, declarations: file.declarations)) }
    }

    /// Whether any task lists the file, or owns it as an old Rx path.
    package func lists(_ path: String) -> Bool { parts[path] != nil || kept[path] != nil }

    /// The files keeping an old Rx path that `task` owns, sorted.
    private func keptPaths(of task: String) -> [String] {
        kept.filter { $0.value == task }.map(\.key).sorted()
    }

    /// The paths to look at for `task`'s scope: the files it lists, then the old Rx paths it owns, then the files of
    /// the subscription holders it claims, each once.
    package func scopePaths(of task: String, listing files: [TaskFile]) -> [String] {
        var seen: Set<String> = []
        let holders = claimed.filter { $0.value.values.contains(task) }.map(\.key).sorted()
        return (files.map(\.path) + keptPaths(of: task) + holders).filter { seen.insert($0).inserted }
    }

    /// The task owning every occurrence of the file: the only task listing it, whole, and holding none of its
    /// lines for callers outside. Nil otherwise.
    package func soleOwner(_ path: String) -> String? {
        if let cleanup = kept[path] { return cleanup }
        guard held[path] == nil, claimed[path] == nil, tiedTypes[path] == nil, workflows[path] == nil else {
            return nil
        }
        guard let fileParts = parts[path], fileParts.count == 1, fileParts[0].declarations == nil else { return nil }
        return fileParts[0].task
    }

    /// The task whose scope holds `occurrence` of `path`: none for a line RIBs' workflows need, for a subscription
    /// holder kept for callers outside its task, or for the Rx type of a member tied to an override in another task;
    /// else as `owner(_:_:)` says.
    package func owner(_ path: String, _ occurrence: Occurrence) -> String? {
        if isWorkflowCode(path, occurrence) { return nil }
        if kept[path] == nil, let cleanup = claimed[path]?[occurrence.line] { return cleanup }
        if kept[path] == nil, held[path]?.contains(occurrence.line) ?? false { return nil }
        if kept[path] == nil, tiedTypes[path]?[occurrence.line]?.contains(occurrence.symbol) ?? false { return nil }
        return owner(path, occurrence.enclosing)
    }

    /// Whether `occurrence` of `path` is on a line RIBs' workflows need (`FileInventory.workflowLines`).
    private func isWorkflowCode(_ path: String, _ occurrence: Occurrence) -> Bool {
        workflows[path]?.sortedContains(occurrence.line) ?? false
    }

    /// The task whose scope holds an occurrence of `path` enclosed by `enclosing` (nil at file scope).
    package func owner(_ path: String, _ enclosing: String?) -> String? {
        if let cleanup = kept[path] { return cleanup }
        guard let fileParts = parts[path] else { return nil }
        if fileParts.count == 1, fileParts[0].declarations == nil { return fileParts[0].task }
        if let enclosing {
            // A declaration several parts name is a stored property the earlier ones keep for the last, which reads
            // and deletes it (`keptMembers(in:)`).
            if let named = fileParts.last(where: { $0.declarations?.contains(enclosing) ?? false }) {
                return named.task
            }
            var innermost: (task: String, length: Int)?
            for part in fileParts {
                for declaration in part.declarations ?? []
                where declaration.utf8.count > innermost?.length ?? 0 && Self.nests(enclosing, in: declaration) {
                    innermost = (part.task, declaration.utf8.count)
                }
            }
            if let innermost { return innermost.task }
        }
        if let whole = fileParts.first(where: { $0.declarations == nil }) { return whole.task }
        guard enclosing == nil else { return nil }
        if let bare = fileParts.first(where: { $0.declarations?.isEmpty ?? false }) { return bare.task }
        return fileParts.map(\.task).min(by: NaturalOrder.precedes)
    }

    /// The part declaring a stored property several parts of a split file name (`KeptMember`): the first, which keeps
    /// it for the last; nil for a declaration one part names or none.
    package func keeper(_ path: String, _ enclosing: String?) -> String? {
        guard let enclosing, let fileParts = parts[path], fileParts.count > 1 else { return nil }
        let naming = fileParts.filter { $0.declarations?.contains(enclosing) ?? false }
        return naming.count > 1 ? naming.first?.task : nil
    }

    /// Whether `enclosing` is nested in the function `declaration` (`A.load()` holds `A.load().parse()`).
    private static func nests(_ enclosing: String, in declaration: String) -> Bool {
        declaration.hasSuffix(")") && enclosing.hasPrefix(declaration + ".")
    }
}

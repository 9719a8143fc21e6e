/// Moves each file of a new migration task whose every Rx line another task's files keep to that task: a protocol
/// whose requirements (`func toImagePicker() -> Observable<URL?>`) an implementation elsewhere still declares with
/// its Rx type, a base class whose `var disposeBag = DisposeBag()` subclasses elsewhere dispose into, or a file of
/// subscription helpers (`func subscribe<T>(_ bag: DisposeBag, _ driver: Driver<T>)`) screens elsewhere call. On its
/// own, or as filler in another screen's task, such a file has nothing to migrate (`ScopeOwners` holds those lines),
/// yet it would ask for a flag, a branch and a pull request, and wait for its implementer. So does a file whose only
/// Rx is RxDataSources' section or identity model conformances (`extension Post: IdentifiableType`), to the task of
/// the first file using its types in a data source. A task left empty is dropped.
struct HeldFiles {
    /// Path and line -> the migration task holding the occurrence there.
    private var holders: [String: Int] = [:]
    /// Path of a requirement's file -> the files implementing its requirements, by requirement line.
    private let implementations: [String: [Int: [SourceLocation]]]
    private let byPath: [String: FileInventory]

    init(_ drafts: [TaskDraft], files: [FileInventory]) {
        byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var implementations: [String: [Int: [SourceLocation]]] = [:]
        for file in files {
            for api in file.apis {
                // Only an implementation that still has its Rx type holds the requirement.
                guard file.occurrences.contains(where: { $0.line == api.line }) else { continue }
                for requirement in api.implements where requirement.path != file.path {
                    implementations[requirement.path, default: [:]][requirement.line, default: []].append(
                        SourceLocation(path: file.path, line: api.line))
                }
            }
        }
        self.implementations = implementations
        for index in drafts.indices where drafts[index].kind == .migration {
            for file in drafts[index].files { record(file, in: index) }
        }
    }

    /// Moves the held files of new tasks to their hosts, in task order, and drops the tasks left empty. A file moves
    /// where the host has room (`budget`) and stays in its module's tasks (a domain protocol its data implementation
    /// holds stays with the domain's use cases), unless all of its task's files are held: a task with nothing of its
    /// own to migrate goes whatever the budget and the module.
    static func absorb(_ drafts: inout [TaskDraft], files: [FileInventory], budget: Budget, groups: [FileGroup]) {
        var held = HeldFiles(drafts, files: files)
        var moved: Set<Int> = []
        for index in drafts.indices where drafts[index].isOpen && drafts[index].previous == nil {
            let hosts = drafts[index].files.map { file in
                file.declarations == nil ? held.host(of: file.path, in: index, drafts) : nil
            }
            let allHeld = hosts.allSatisfy { $0 != nil }
            for (file, host) in zip(drafts[index].files, hosts) {
                guard let host, host != index,
                    allHeld
                        || drafts[host].module == drafts[index].module && budget.fits(drafts[host].files + [file])
                else { continue }
                drafts[index].files.removeAll { $0.path == file.path }
                drafts[host].files = (drafts[host].files + [file]).sorted { $0.path < $1.path }
                held.record(file, in: host)
                moved.formUnion([index, host])
            }
        }
        // Their titles name what they hold now: not a group the file took its key from (`TimeTable` for use cases
        // once `TimeTableRepository.swift` left), nor a file gone (`AddDiscussion screen, ChatRoomNavigator`).
        if !moved.isEmpty {
            let labels = FreshLabels(fresh: [], groups: groups)
            for index in moved where drafts[index].previous == nil && !drafts[index].files.isEmpty {
                drafts[index].labels = labels.labels(drafts[index].files, namingParts: true)
            }
        }
        drafts.removeAll { $0.kind == .migration && $0.previous == nil && $0.files.isEmpty }
    }

    private mutating func record(_ file: TaskFile, in task: Int) {
        for occurrence in file.occurrences { holders["\(file.path)\u{0}\(occurrence.line)"] = task }
    }

    /// The open code task keeping every Rx line of the file at `path` in task `index`, nil when a line is its own:
    /// the first implementer's task for a protocol's requirements, else the task of the last callers of a kept
    /// subscription holder or helper; a holder's resets (`disposeBag = DisposeBag()` in `prepareForReuse()`) go with
    /// it. For a file of section or identity models, the task of the first file using them (`sectionModelHost`).
    private func host(of path: String, in index: Int, _ drafts: [TaskDraft]) -> Int? {
        guard let file = byPath[path], drafts[index].layer != .test else { return nil }
        if !file.sectionModelUsers.isEmpty { return sectionModelHost(file, in: index, drafts) }
        let own = Set(drafts[index].paths)
        let resets = Self.resets(of: file)
        // The callers a line is kept for: a subscription holder's, or a helper's on the lines it holds.
        var keptFor: [Int: [SourceLocation]] = [:]
        for api in file.apis {
            if api.isSubscriptionHolder, !api.callers.isEmpty { keptFor[api.line, default: []] += api.callers }
            if api.isSubscriptionHelper, case let callers = api.keptCallers(in: file), !callers.isEmpty {
                for line in api.declarationLines(in: file) { keptFor[line, default: []] += callers }
            }
        }
        var hosts: [Int] = []
        for line in Set(file.occurrences.map(\.line)).sorted() where !resets.contains(line) {
            let implementers = (implementations[path]?[line] ?? []).compactMap { holders["\($0.path)\u{0}\($0.line)"] }
                .filter { $0 != index && Self.canHost(drafts[$0]) }
            let callers = (keptFor[line] ?? [])
                .filter { !own.contains($0.path) }.compactMap { holders["\($0.path)\u{0}\($0.line)"] }
                .filter { $0 != index && Self.canHost(drafts[$0]) }
            if let first = implementers.min() {
                hosts.append(first)
            } else if let last = callers.max(by: { Self.order(drafts[$0], $0) < Self.order(drafts[$1], $1) }) {
                hosts.append(last)
            } else {
                return nil
            }
        }
        return hosts.first
    }

    /// The task of the first file, in wave order, whose data sources use the RxDataSources section or identity
    /// models of `file` (`FileInventory.sectionModelUsers`): their conformances change with that file's data source.
    /// Nil when a user is in the file's own task already: the users elsewhere wait for it (`Planner.sectionModelUses`).
    private func sectionModelHost(_ file: FileInventory, in index: Int, _ drafts: [TaskDraft]) -> Int? {
        let tasks = file.sectionModelUsers.compactMap { user in
            byPath[user]?.occurrences.lazy.compactMap { holders["\(user)\u{0}\($0.line)"] }.first
        }
        guard !tasks.contains(index) else { return nil }
        // Users in a module importing the model's (`AnimatableSectionModel<String, Word>` in the app for `Word` in
        // `Networking`) wait for its task instead: a task keeps to one module.
        let module = drafts[index].module
        return tasks.filter { Self.canHost(drafts[$0]) && drafts[$0].module == module }
            .min { Self.order(drafts[$0], $0) < Self.order(drafts[$1], $1) }
    }

    /// The lines of `file` that only reset one of its subscription holders (`FileInventory.lifetimeResets`): where
    /// the holder is kept for another task, its reset is too.
    static func resets(of file: FileInventory) -> Set<Int> {
        guard !file.lifetimeResets.isEmpty else { return [] }
        return Set(
            file.lifetimeResets.filter { line in
                file.occurrences.allSatisfy { $0.line != line || Catalog.holdsOnlyLifetimes([$0.symbol]) }
            })
    }

    private static func canHost(_ draft: TaskDraft) -> Bool { draft.isOpen && draft.layer != .test }

    /// Tasks by the wave their layer takes, then by index: the last callers are those of the latest wave.
    private static func order(_ draft: TaskDraft, _ index: Int) -> (Int, Int) {
        ((WaveSlot.of(draft.layer) ?? .tests).rawValue, index)
    }
}

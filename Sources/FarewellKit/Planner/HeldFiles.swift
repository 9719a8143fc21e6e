/// Moves each file of a new migration task whose every Rx line another task's files keep to that task: a protocol
/// whose requirements (`func toImagePicker() -> Observable<URL?>`) an implementation elsewhere still declares with
/// its Rx type, or a base class whose `var disposeBag = DisposeBag()` subclasses elsewhere dispose into. On its own,
/// or as filler in another screen's task, such a file has nothing to migrate (`ScopeOwners` holds those lines), yet
/// it would ask for a flag, a branch and a pull request, and wait for its implementer. A task left empty is dropped.
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
    static func absorb(_ drafts: inout [TaskDraft], files: [FileInventory], budget: Budget) {
        var held = HeldFiles(drafts, files: files)
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
                // Its title no longer names the file (`AddDiscussion screen, ChatRoomNavigator`).
                let label = FileNaming.title(file.path, file.occurrences)
                if drafts[index].labels.count > 1 { drafts[index].labels.removeAll { $0 == label } }
                drafts[host].files = (drafts[host].files + [file]).sorted { $0.path < $1.path }
                held.record(file, in: host)
            }
        }
        drafts.removeAll { $0.kind == .migration && $0.previous == nil && $0.files.isEmpty }
    }

    private mutating func record(_ file: TaskFile, in task: Int) {
        for occurrence in file.occurrences { holders["\(file.path)\u{0}\(occurrence.line)"] = task }
    }

    /// The open code task keeping every Rx line of the file at `path` in task `index`, nil when a line is its own:
    /// the first implementer's task for a protocol's requirements, else the task of the last callers of a kept
    /// subscription holder.
    private func host(of path: String, in index: Int, _ drafts: [TaskDraft]) -> Int? {
        guard let file = byPath[path], drafts[index].layer != .test else { return nil }
        let own = Set(drafts[index].paths)
        var hosts: [Int] = []
        for line in Set(file.occurrences.map(\.line)).sorted() {
            let implementers = (implementations[path]?[line] ?? []).compactMap { holders["\($0.path)\u{0}\($0.line)"] }
                .filter { $0 != index && Self.canHost(drafts[$0]) }
            let callers = file.apis.filter { $0.line == line && $0.isSubscriptionHolder }.flatMap(\.callers)
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

    private static func canHost(_ draft: TaskDraft) -> Bool { draft.isOpen && draft.layer != .test }

    /// Tasks by the wave their layer takes, then by index: the last callers are those of the latest wave.
    private static func order(_ draft: TaskDraft, _ index: Int) -> (Int, Int) {
        ((WaveSlot.of(draft.layer) ?? .tests).rawValue, index)
    }
}

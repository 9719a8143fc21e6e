/// A task while the planner builds it; it becomes a `PlanTask` once it has an id, a wave and its links.
struct TaskDraft: Sendable {
    var id: String?
    var kind: PlanTask.Kind
    var module: String
    var layer: Layer
    /// The files in scope, sorted by path.
    var files: [TaskFile]
    /// Short names for the title (`APIClient`, `Login screen`).
    var labels: [String]
    /// Foundation and cleanup identity (`bridges`, `manifest:Package.swift`, `module:App`); empty for migration.
    var key: String = ""
    /// Cleanup: the manifest lines to delete.
    var removals: [SourceLocation] = []
    /// `part 2 of 3` for the pieces of a file split by declaration: 1-based part and count (1 when whole).
    var part = 1
    var parts = 1
    /// The task this one continues on a re-plan: its title, slug, status, PR and flag are kept.
    var previous: PlanTask?
    /// A continued task whose scope changed under the title farewell gave it: it takes the title its files give now
    /// (`Planner.renameChangedTasks`).
    var renamed = false
    var slot: WaveSlot = .foundation
    /// The points of the stored properties this part declares and keeps for a later part, less those an earlier part
    /// keeps for it (`Planner.placeKeptMembers`): the declaring part migrates them, the later part only deletes them.
    var keptPoints = 0

    var paths: [String] { files.map(\.path) }
    var occurrenceCount: Int { files.reduce(0) { $0 + $1.occurrences.count } }
    var isOpen: Bool { kind == .migration && (previous?.status ?? .todo) == .todo }
    /// A continued task that is merged or done: its wave is history (`Planner.keepFinishedTasksInTheirWaves`).
    var isFinished: Bool { previous?.status.isFinished ?? false }

    /// New tasks take ids in this order: wave, module, layer, first path, part.
    static func idOrder(_ lhs: TaskDraft, _ rhs: TaskDraft) -> Bool {
        let left = (lhs.slot.rawValue, lhs.module, lhs.layer.migrationRank, lhs.files.first?.path ?? "", lhs.key)
        let right = (rhs.slot.rawValue, rhs.module, rhs.layer.migrationRank, rhs.files.first?.path ?? "", rhs.key)
        if left != right { return left < right }
        return lhs.part < rhs.part
    }
}

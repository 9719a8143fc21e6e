/// Everything `farewell status` shows, computed once and rendered as text, markdown, JSON or HTML.
package struct Dashboard: Sendable, Equatable {
    /// Overall figures.
    package struct Progress: Sendable, Equatable, Codable {
        /// Rx occurrences when the plan was made, less those kept on Rx now (`kept`): what the migration removes. Never
        /// below `occurrences`.
        package var baseline: Int
        /// Rx occurrences left to migrate now: neither kept on Rx nor in the bridges `farewell scaffold` wrote.
        package var occurrences: Int
        /// `baseline - occurrences`, never below zero.
        package var removed: Int
        /// Share of the baseline removed, 0...100, rounded down.
        package var percent: Int
        /// Rx occurrences the plan keeps on purpose, in no task's scope: the lines RIBs' workflows and Rx
        /// requirements need (`FileInventory.workflowLines`), as RIBs stays.
        package var kept: Int
        /// Rx occurrences of the bridges `farewell scaffold` wrote (`FileInventory.isScaffolded`): the plan's own, which
        /// the last cleanup deletes, so no Rx left to migrate.
        package var bridges: Int
        package var tasks: Int
        /// Tasks merged or done.
        package var finishedTasks: Int
        package var points: Int
        /// Points of the tasks not finished.
        package var pointsLeft: Int
    }

    /// One task as the dashboard shows it.
    package struct TaskRow: Sendable, Equatable {
        package var id: String
        package var title: String
        package var wave: String
        package var module: String
        package var layer: Layer
        package var status: TaskStatus
        package var pr: String?
        package var points: Int
        /// Rx occurrences in the task's scope now.
        package var remaining: Int
    }

    /// One wave with its tasks.
    package struct WaveRow: Sendable, Equatable {
        package var id: String
        package var title: String
        package var retroDone: Bool
        /// Task ids in the order they can be taken up (`WorkOrder`), as the wave file's table lists them.
        package var tasks: [String]
        package var finished: Int
        /// Finished share of its tasks, 0...100, rounded down.
        package var percent: Int

        /// `W1 Infra and data`, or the id alone when the wave has no title of its own.
        package var name: String { title.isEmpty || title == id ? id : "\(id) \(title)" }
    }

    /// Rx occurrences left in one module and layer.
    package struct Remaining: Sendable, Equatable, Codable {
        package var module: String
        package var layer: Layer
        package var occurrences: Int
    }

    /// A task with an open PR.
    package struct OpenPR: Sendable, Equatable {
        package var task: String
        /// Nil for a task in review without a recorded PR.
        package var pr: String?
        package var status: TaskStatus
        /// `yyyy-MM-dd` from the task's history, when recorded.
        package var openedOn: String?
        package var ageDays: Int?
        /// In review for more than `DashboardBuilder.staleDays`.
        package var isStale: Bool
    }

    /// A file holding Rx that no task covers.
    package struct Untracked: Sendable, Equatable, Codable {
        package var path: String
        package var occurrences: Int
    }

    /// What needs attention.
    package struct Warnings: Sendable, Equatable {
        /// Rx in files outside every task's scope (new Rx written during the migration), by path.
        package var untracked: [Untracked] = []
        /// Tasks marked merged whose scope still holds Rx.
        package var mergedWithRx: [TaskRow] = []
        /// Unfinished migration tasks whose scope holds no Rx any more, by id.
        package var noRxLeft: [String] = []
        /// Of `noRxLeft`, the tasks whose files still hold Rx kept for other tasks' code (`TaskScope.kept`): `plan`
        /// marks a task done only once its files hold no Rx, so these stay open until their PR is merged.
        package var rxKeptForOthers: [String] = []
        /// Open PRs in review for too long.
        package var stale: [OpenPR] = []
        /// Waves whose tasks are all finished but whose retro is not done.
        package var retroPending: [String] = []
        /// Tasks marked merged before tasks they depend on were finished, by id.
        package var mergedEarly: [MergedEarly] = []
        /// The scan's problems with its input (`path:line: warning: message`, a malformed manifest, a file it could
        /// not read), in order: the figures may be off. Not its notes on how an input was read.
        package var inputProblems: [String] = []
        /// The scan's notes the plan depends on (`Diagnostic.isAdvice`: an RxSwift too old for the bridges), which
        /// every command prints on stderr and which stand until the code changes.
        package var advice: [String] = []

        package var isEmpty: Bool {
            untracked.isEmpty && mergedWithRx.isEmpty && noRxLeft.isEmpty && stale.isEmpty && retroPending.isEmpty
                && mergedEarly.isEmpty && inputProblems.isEmpty && advice.isEmpty
        }
    }

    /// A task marked merged while some of the tasks it depends on are not finished.
    package struct MergedEarly: Sendable, Equatable, Encodable {
        package var task: String
        /// The unfinished tasks it depends on, in id order.
        package var waitingOn: [String]
    }

    /// `yyyy-MM-dd`, from the injected clock.
    package var today: String
    package var progress: Progress
    package var waves: [WaveRow]
    package var tasks: [TaskRow]
    /// Sorted by module, then layer in migration order.
    package var remaining: [Remaining]
    package var openPRs: [OpenPR]
    package var warnings: Warnings
    /// Present with `--history` (and in HTML).
    package var burndown: Burndown?

    /// The task row for `id`.
    package func task(_ id: String) -> TaskRow? { tasks.first { $0.id == id } }

    /// The rows of each wave's tasks, in the wave's order (ids without a row left out), by wave index:
    /// one lookup table for all waves rather than a search per task.
    package func waveTaskRows() -> [[TaskRow]] {
        var rows: [String: TaskRow] = [:]
        for task in tasks where rows[task.id] == nil { rows[task.id] = task }
        return waves.map { wave in wave.tasks.compactMap { rows[$0] } }
    }
}

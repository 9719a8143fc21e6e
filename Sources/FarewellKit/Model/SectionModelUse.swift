/// A file of RxDataSources section or identity models (`extension Post: IdentifiableType`) in one task whose types
/// files in other tasks use in their data sources: it keeps its conformances for them, and their tasks wait for it.
package struct SectionModelUse: Sendable, Hashable {
    /// The model's file and the types it declares or extends (`Post`).
    package var path: String
    package var types: [String]
    /// The task holding it.
    package var task: String
    /// The files of other tasks using its types, sorted, and their tasks, in id order.
    package var users: [String]
    package var userTasks: [String]

    package init(path: String, types: [String], task: String, users: [String], userTasks: [String]) {
        self.path = path
        self.types = types
        self.task = task
        self.users = users
        self.userTasks = userTasks
    }
}

/// A file of ReactorKit views whose `reactor` files of other tasks set or read (`headerView.reactor = r`), the same
/// shape: the views' file and the view types named, its task, and the files of other tasks with their tasks
/// (`PlanTask.reactorViewUses`).
package typealias ReactorViewUse = SectionModelUse

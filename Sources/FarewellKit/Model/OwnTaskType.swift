/// A top-level type named `Task` that a file declares (a to-do app's model, `typealias Task = Job`): Swift finds it
/// before `_Concurrency.Task` in every file of its module, where `Task { }` then means the app's type. `rules.md`
/// and the tasks of that module say to write `_Concurrency.Task`.
package struct OwnTaskType: Sendable, Hashable, Comparable {
    /// The declaring file, relative to the repository root.
    package var path: String
    /// The module compiling it.
    package var module: String

    package init(path: String, module: String) {
        self.path = path
        self.module = module
    }

    package static func < (lhs: Self, rhs: Self) -> Bool { (lhs.path, lhs.module) < (rhs.path, rhs.module) }
}

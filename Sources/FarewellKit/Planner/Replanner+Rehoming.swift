/// A carried task whose module compiles no file any more: a target was renamed (`Core` became `Core_iOS` and
/// `Core_tvOS` through XcodeGen's `platform: [iOS, tvOS]`, or `.target(name: "Core")` became `"CoreKit"`), so the task
/// takes the module that compiles its code now. Left with the old module, it would sit beside the new module's tasks
/// under a name no target has, keep a cleanup task for a module without files, and its flag would be in no cleanup of
/// the module it changes.
extension Replanner {
    /// Moves `task` to the module compiling most of its code files when its own compiles no file any more, keeping its
    /// id, files, status, PR and flag (a task planned with a flag keeps it, as the flag may already be in the app's
    /// configuration). A task nobody touched (`todo`, no PR, nothing written in its file) is renamed too (`Core:
    /// Store` becomes `Core_iOS: Store`); a task people work on keeps the title they know it by. A renamed title stays
    /// whose it was: farewell's own title is still its own (`PlanTask.hasOwnTitle`).
    func rehome(_ task: inout PlanTask, scope: [TaskFile], _ byPath: [String: FileInventory]) {
        guard let home = home(of: task, code: code(of: scope, byPath)) else { return }
        let old = task.module
        task.module = home
        guard task.status == .todo, task.pr == nil, !writtenTasks.contains(task.id), task.title.hasPrefix(old + ": ")
        else { return }
        let title = home + ": " + task.title.dropFirst(old.count + 2)
        if task.hasOwnTitle { task.name(title) } else { task.title = title }
    }

    /// The scope's code files as scanned now; its tests when it holds nothing else.
    private func code(of scope: [TaskFile], _ byPath: [String: FileInventory]) -> [FileInventory] {
        let inventory = scope.compactMap { byPath[$0.path] }
        let code = inventory.filter { !isTest($0) }
        return code.isEmpty ? inventory : code
    }

    /// The module compiling most of `code`, the first by name among equals, when the task's module compiles no file
    /// of the repository any more (neither as the module a file counts under nor as one of the others, `alsoIn`); nil
    /// while it compiles one, as a tests-only task whose test file another task's code joined still does, or for a
    /// task read back without its module.
    private func home(of task: PlanTask, code: [FileInventory]) -> String? {
        guard !task.module.isEmpty, !code.isEmpty, !modulesWithFiles.contains(task.module) else { return nil }
        var counts: [String: Int] = [:]
        for file in code { counts[file.module, default: 0] += 1 }
        return counts.min { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }?.key
    }
}

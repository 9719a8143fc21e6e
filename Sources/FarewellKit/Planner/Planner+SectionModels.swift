extension Planner {
    /// The RxDataSources section and identity model files (`FileInventory.sectionModelUsers`) whose types files of
    /// other migration tasks use, by task index (on the model's task and on each user's), and the user -> model task
    /// links: a model that could not join its first user's task (`HeldFiles`) keeps its conformances for the users,
    /// whose tasks wait for it, as callers wait for a shim.
    static func sectionModelUses(_ drafts: [TaskDraft], files: [FileInventory]) -> (
        uses: [[SectionModelUse]], links: [(caller: Int, declaring: Int)]
    ) {
        var uses: [[SectionModelUse]] = Array(repeating: [], count: drafts.count)
        var links: [(caller: Int, declaring: Int)] = []
        let models = files.filter { !$0.sectionModelUsers.isEmpty }
        guard !models.isEmpty else { return (uses, links) }
        let taskOf = firstMigrationTasks(drafts)
        for model in models {
            guard let task = taskOf[model.path], let id = drafts[task].id else { continue }
            let users = model.sectionModelUsers.filter { taskOf[$0].map { $0 != task } ?? false }
            let userTasks = Set(users.compactMap { taskOf[$0] }).sorted()
            guard !userTasks.isEmpty else { continue }
            // A type the file declares and extends (`struct Word` and `extension Word: IdentifiableType`) is named
            // once.
            var types: [String] = []
            for type in model.types where !types.contains(type) { types.append(type) }
            let use = SectionModelUse(
                path: model.path, types: types, task: id, users: users,
                userTasks: userTasks.compactMap { drafts[$0].id }.sorted(by: TaskID.less))
            uses[task].append(use)
            for user in userTasks {
                uses[user].append(use)
                links.append((user, task))
            }
        }
        return (uses, links)
    }

    /// Path -> the index of the first migration task listing the file.
    static func firstMigrationTasks(_ drafts: [TaskDraft]) -> [String: Int] {
        var taskOf: [String: Int] = [:]
        for index in drafts.indices where drafts[index].kind == .migration {
            for file in drafts[index].files where taskOf[file.path] == nil { taskOf[file.path] = index }
        }
        return taskOf
    }
}

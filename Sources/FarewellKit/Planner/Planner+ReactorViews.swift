extension Planner {
    /// The files of ReactorKit views whose `reactor` code of other migration tasks sets or reads
    /// (`FileInventory.reactorViewTypes`: `headerView.reactor = headerReactor` of a `headerView` cast `as?
    /// DetailHeaderView`), by task index, on the views' task and on each user's: that code reaches the views through
    /// ReactorKit, so the views' task keeps their `View` conformance for it, as each task keeps its old path behind its
    /// flag, and names it; the users' tasks hear which task moves the views. No task waits for another: both paths
    /// stay until the cleanup.
    static func reactorViewUses(_ drafts: [TaskDraft], files: [FileInventory]) -> [[ReactorViewUse]] {
        var uses: [[ReactorViewUse]] = Array(repeating: [], count: drafts.count)
        let setters = files.filter { !$0.reactorViewTypes.isEmpty }
        guard !setters.isEmpty else { return uses }
        // Each view type's name hash -> the file declaring it and its name, per module: only files importing
        // ReactorKit declare its views.
        var declaring: [String: [UInt64: (path: String, name: String)]] = [:]
        for file in files where !file.types.isEmpty && file.imports.contains("ReactorKit") {
            for type in file.types {
                let name = String(type.split(separator: ".").last ?? Substring(type))
                let hash = WordTable.hash(name)
                if declaring[file.module]?[hash] == nil {
                    declaring[file.module, default: [:]][hash] = (file.path, name)
                }
            }
        }
        let taskOf = firstMigrationTasks(drafts)
        var users: [String: (paths: Set<String>, types: Set<String>)] = [:]
        for file in setters {
            for hash in file.reactorViewTypes {
                guard let view = declaring[file.module]?[hash], view.path != file.path else { continue }
                users[view.path, default: ([], [])].paths.insert(file.path)
                users[view.path, default: ([], [])].types.insert(view.name)
            }
        }
        for (path, found) in users.sorted(by: { $0.key < $1.key }) {
            guard let task = taskOf[path], let id = drafts[task].id else { continue }
            let others = found.paths.filter { taskOf[$0].map { $0 != task } ?? false }.sorted()
            let userTasks = Set(others.compactMap { taskOf[$0] }).sorted()
            guard !userTasks.isEmpty else { continue }
            let use = ReactorViewUse(
                path: path, types: found.types.sorted(), task: id, users: others,
                userTasks: userTasks.compactMap { drafts[$0].id }.sorted(by: TaskID.less))
            uses[task].append(use)
            for user in userTasks { uses[user].append(use) }
        }
        return uses
    }
}

/// What a workspace holds before `plan` rewrites it: the plan its files describe and where they are.
package struct WorkspaceSnapshot: Sendable, Hashable {
    /// Nil when the workspace has no task or wave file yet.
    package var plan: Plan?
    /// Task id -> workspace-relative path of its file.
    package var taskPaths: [String: String]
    /// Wave id -> workspace-relative path of its file.
    package var wavePaths: [String: String]
    /// Task id -> the people sections of its file.
    package var sections: [String: TaskSections]
    /// The ids of the tasks whose files people wrote in (`TaskAuthorship`), read with the sections.
    package var writtenTasks: Set<String>
    /// The ids of the tasks whose generated region people edited (its text no longer matches its hash), read with the
    /// sections: a re-plan keeps the region, so it keeps the title its heading shows.
    package var editedTasks: Set<String>

    package init(
        plan: Plan? = nil, taskPaths: [String: String] = [:], wavePaths: [String: String] = [:],
        sections: [String: TaskSections] = [:], writtenTasks: Set<String> = [], editedTasks: Set<String> = []
    ) {
        self.plan = plan
        self.taskPaths = taskPaths
        self.wavePaths = wavePaths
        self.sections = sections
        self.writtenTasks = writtenTasks
        self.editedTasks = editedTasks
    }
}

/// Orders ids like `W2` < `W10` and `T-009` < `T-010`: text first, then the number at the end.
package enum NaturalOrder {
    package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let left = split(lhs)
        let right = split(rhs)
        if left.prefix != right.prefix { return left.prefix < right.prefix }
        if left.number != right.number { return left.number < right.number }
        return lhs < rhs
    }

    /// `items` sorted by their ids in this order, each id split once rather than at every comparison.
    package static func sorted<Item>(_ items: [Item], by id: (Item) -> String) -> [Item] {
        let keyed = items.map { item in
            let id = id(item)
            return (key: split(id), id: id, item: item)
        }
        return keyed.sorted { left, right in
            if left.key.prefix != right.key.prefix { return left.key.prefix < right.key.prefix }
            if left.key.number != right.key.number { return left.key.number < right.key.number }
            return left.id < right.id
        }.map(\.item)
    }

    private static func split(_ id: String) -> (prefix: String, number: Int) {
        let digits = id.reversed().prefix { $0.isASCII && $0.isNumber }
        let number = Int(String(digits.reversed())) ?? -1
        return (String(id.dropLast(digits.count)), number)
    }
}

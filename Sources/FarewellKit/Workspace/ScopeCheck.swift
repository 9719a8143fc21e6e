/// What `verify` checks: the Rx occurrences still in a task's scope.
///
/// For a file split between tasks, a task owns the occurrences whose innermost enclosing declaration is
/// one of its declarations (or is nested in one of its functions), as the planner split them. Occurrences
/// at file scope belong to the file's first part: the part without declarations, else the lowest task id.
package enum ScopeCheck {
    /// One occurrence left in scope.
    package struct Remaining: Sendable, Hashable, CustomStringConvertible {
        package var path: String
        package var occurrence: Occurrence

        /// `path:line: construct`.
        package var description: String {
            let symbol = occurrence.symbol == occurrence.construct ? "" : " (\(occurrence.symbol))"
            return "\(path):\(occurrence.line): \(occurrence.construct)\(symbol)"
        }
    }

    /// The occurrences of `inventory` in the task's scope, sorted by path and line. `plan` tells which part
    /// of a split file owns its file-scope occurrences; without it, every part does.
    package static func remaining(_ task: PlanTask, in inventory: Inventory, plan: Plan? = nil) -> [Remaining] {
        var byPath: [String: FileInventory] = [:]
        for file in inventory.files { byPath[file.path] = file }
        var result: [Remaining] = []
        for scope in task.files {
            guard let file = byPath[scope.path] else { continue }
            let ownsFileScope = isFirstPart(task, scope, plan: plan)
            for occurrence in file.occurrences where owns(scope.declarations, occurrence.enclosing, ownsFileScope) {
                result.append(Remaining(path: file.path, occurrence: occurrence))
            }
        }
        return result.sorted {
            ($0.path, $0.occurrence.line, $0.occurrence.column) < ($1.path, $1.occurrence.line, $1.occurrence.column)
        }
    }

    static func owns(_ declarations: [String]?, _ enclosing: String?, _ ownsFileScope: Bool) -> Bool {
        guard let declarations else { return true }
        guard let enclosing else { return ownsFileScope }
        return declarations.contains { declaration in
            enclosing == declaration || (declaration.hasSuffix(")") && enclosing.hasPrefix(declaration + "."))
        }
    }

    private static func isFirstPart(_ task: PlanTask, _ scope: TaskFile, plan: Plan?) -> Bool {
        guard scope.declarations != nil, let plan else { return true }
        let parts = plan.tasks.compactMap { other in
            other.files.first { $0.path == scope.path }.map { (id: other.id, declarations: $0.declarations) }
        }
        if let bare = parts.first(where: { $0.declarations?.isEmpty ?? false }) { return bare.id == task.id }
        let first = parts.map(\.id).min { NaturalOrder.precedes($0, $1) }
        return first == nil || first == task.id
    }
}

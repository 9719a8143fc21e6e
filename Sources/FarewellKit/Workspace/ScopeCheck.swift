/// What `verify` checks: the Rx occurrences still in a task's scope.
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

    /// The occurrences of `inventory` in the task's files; for a partial file, only those inside its
    /// declarations (the declaration itself or anything nested in it). Sorted by path and line.
    package static func remaining(_ task: PlanTask, in inventory: Inventory) -> [Remaining] {
        var byPath: [String: FileInventory] = [:]
        for file in inventory.files { byPath[file.path] = file }
        var result: [Remaining] = []
        for scope in task.files {
            guard let file = byPath[scope.path] else { continue }
            for occurrence in file.occurrences where owns(scope.declarations, occurrence.enclosing) {
                result.append(Remaining(path: file.path, occurrence: occurrence))
            }
        }
        return result.sorted {
            ($0.path, $0.occurrence.line, $0.occurrence.column) < ($1.path, $1.occurrence.line, $1.occurrence.column)
        }
    }

    static func owns(_ declarations: [String]?, _ enclosing: String?) -> Bool {
        guard let declarations else { return true }
        guard let enclosing else { return false }
        return declarations.contains { enclosing == $0 || enclosing.hasPrefix($0 + ".") }
    }
}

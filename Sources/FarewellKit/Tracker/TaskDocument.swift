/// A task file (`tasks/T-001-slug.md`) read back: its front matter as a `PlanTask`, plus its history.
package struct TaskDocument: Sendable, Hashable {
    package var task: PlanTask
    /// Occurrences in scope when the plan was made (`occurrences` in the front matter).
    package var plannedOccurrences: Int
    package var history: [HistoryEntry]

    /// Reads `text`; `path` (relative) names the file in errors.
    package static func parse(_ text: String, path: String) throws(TrackerError) -> TaskDocument {
        guard let matter = FrontMatter.parse(text) else {
            throw TrackerError.badFile(path: path, problem: "no front matter (expected a block between '---' lines)")
        }
        guard let id = matter.value("id") else { throw TrackerError.badFile(path: path, problem: "no 'id' key") }
        let statusText = matter.value("status") ?? TaskStatus.todo.rawValue
        guard let status = TaskStatus(rawValue: statusText) else {
            throw TrackerError.badFile(path: path, problem: "unknown status '\(statusText)'")
        }
        let fileName = Path.stem(path)
        let slug = fileName.hasPrefix(id + "-") ? String(fileName.dropFirst(id.count + 1)) : fileName
        let task = PlanTask(
            id: id, title: matter.value("title") ?? id, slug: slug,
            kind: matter.value("kind").flatMap(PlanTask.Kind.init(rawValue:)) ?? .migration,
            wave: matter.value("wave") ?? "", module: matter.value("module") ?? "",
            layer: matter.value("layer").flatMap(Layer.init(rawValue:)) ?? .unknown,
            files: matter.list("files").map { TaskFile(path: scopePath($0), occurrences: []) },
            points: matter.value("points").flatMap { Int($0) } ?? 0, flag: matter.value("flag") ?? "",
            dependsOn: matter.list("depends_on").sorted(), status: status, pr: matter.value("pr"))
        return TaskDocument(
            task: task, plannedOccurrences: matter.value("occurrences").flatMap { Int($0) } ?? 0,
            history: TaskHistory.entries(in: text))
    }

    /// `Sources/A.swift (12)`, `Sources/A.swift#Type.func` or `path: Sources/A.swift` -> the path.
    private static func scopePath(_ item: String) -> String {
        var path = item
        if path.hasPrefix("path:") { path = String(path.dropFirst(5)).trimmingSpaces() }
        if path.count >= 2, let first = path.first, first == path.last, first == "\"" || first == "'" {
            path = String(path.dropFirst().dropLast())
        }
        if let hash = path.firstIndex(of: "#") { path = String(path[..<hash]) }
        if let paren = path.range(of: " (") { path = String(path[..<paren.lowerBound]) }
        return path.trimmingSpaces()
    }
}

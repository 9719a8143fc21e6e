/// The `## Removals` section of a cleanup task: the exact shims, flags and manifest lines to delete.
enum TaskCleanupSection {
    static func removals(_ task: PlanTask, context: WorkspaceContext) -> String {
        let migrations = scoped(context.plan.tasks.filter { $0.kind == .migration }, module: task.module, \.module)
        let modules = scoped(context.modules, module: task.module, \.name)
        var text = "## Removals\n\n1. Shims (their callers have moved):\n"
        let shims = migrations.flatMap { migration in migration.shims.map { (migration.id, $0) } }
        text += shims.isEmpty ? "   - none\n" : ""
        for (owner, shim) in shims {
            text +=
                "   - \(Markdown.code(shim.api)) at \(Markdown.code(shim.declaration.description)) (from \(owner))\n"
        }
        text += "2. Feature flags (keep the new path, delete the old one and its `+Rx.swift` files):\n"
        text += migrations.isEmpty ? "   - none\n" : ""
        for migration in migrations where !migration.flag.isEmpty {
            text += "   - \(Markdown.code(migration.flag)) (\(migration.id))\n"
        }
        text += "3. Manifest lines that bring Rx in:\n"
        let lines = modules.flatMap { module in module.rxDependencies.map { (module.name, $0) } }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        text += lines.isEmpty ? "   - none\n" : ""
        for (module, dependency) in lines {
            text += "   - \(Markdown.code(dependency.location.description)): \(dependency.library) (module \(module))\n"
        }
        return text
    }

    /// The items of `module`, or all of them when none belongs to it (a repository-wide cleanup).
    private static func scoped<Item>(_ items: [Item], module: String, _ name: KeyPath<Item, String>) -> [Item] {
        let own = items.filter { $0[keyPath: name] == module }
        return own.isEmpty ? items : own
    }
}

import Testing

@testable import FarewellKit

/// A repository of in-memory files scanned and planned, as the workspace renders it.
enum RenderedWorkspace {
    /// The body of the task holding the file whose path ends with `suffix`, rules.md, and the inventory.
    static func render(_ files: [String: String], taskHolding suffix: String) throws -> (
        task: String, rules: String, inventory: Inventory
    ) {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        let plan = Planner().plan(inventory, previous: nil)
        let context = WorkspaceContext(
            plan: plan, guide: ConstructGuides.lookup(Catalog.standard), modules: inventory.modules,
            fileModules: Dictionary(uniqueKeysWithValues: inventory.files.map { ($0.path, $0.module) }))
        let task = try #require(plan.tasks.first { $0.files.contains { $0.path.hasSuffix(suffix) } })
        return (TaskMarkdown.body(task, context: context), RulesMarkdown.render(context: context), inventory)
    }
}

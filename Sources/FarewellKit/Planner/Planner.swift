/// Turns an inventory into waves of PR-sized tasks, keeping ids and progress from the previous plan.
package struct Planner: Sendable {
    package var settings: PlanSettings
    /// The difficulty weight of one occurrence (the catalog's weight of its construct).
    package var weight: @Sendable (Occurrence) -> Int

    package init(settings: PlanSettings = PlanSettings(), weight: @escaping @Sendable (Occurrence) -> Int = { _ in 1 }) {
        self.settings = settings
        self.weight = weight
    }

    /// The plan for `inventory`. `previous` is the plan read back from the workspace, if any: its task ids,
    /// statuses, PRs and flags are kept, and its files stay in their tasks.
    package func plan(_ inventory: Inventory, previous: Plan?) -> Plan {
        // The algorithm lands with the planner; until then an empty plan.
        Plan(waves: [], tasks: [], baseline: previous?.baseline ?? inventory.occurrenceCount)
    }
}

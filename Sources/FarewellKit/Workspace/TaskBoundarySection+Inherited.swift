/// A base class's Rx properties that subclasses in other tasks use as their own members, bare or through `self.`
/// (`Shim.subclassUses`), from either side: the subclasses inherit the async core the base class's task adds, so
/// their tasks come after it, as an override's does.
///
/// ```swift
/// // BaseTableViewController.swift: its task adds the async core beside `isEmptyRelay`.
/// class BaseTableViewController: UIViewController { let isEmptyRelay = BehaviorRelay<Bool>(value: true) }
/// // FeedViewController.swift, in a later task: uses the core it inherits.
/// final class FeedViewController: BaseTableViewController {
///     func bind(vm: FeedViewModel) { vm.items.map(\.isEmpty).bind(to: isEmptyRelay).disposed(by: disposeBag) }
/// }
/// ```
extension TaskBoundarySection {
    /// The Rx properties of base classes in other tasks that `task`'s subclasses use as their own, in the declaring
    /// tasks' id order, then by declaration; not a subscription holder (`disposeBag`), which stays as it is for them.
    static func inheritedProperties(of task: PlanTask, in plan: Plan, relations: PlanRelations? = nil) -> [UsedAPI] {
        let paths = Set(task.files.map(\.path))
        return used(by: task, in: plan, relations: relations ?? PlanRelations(plan)) { shim in
            (shim.strategy == .shim || shim.strategy == .asyncCore)
                && shim.subclassUses.contains { paths.contains($0.path) }
        }
    }

    /// The subclasses' side: each inherited property, its task, the uses here, and whether its core is there yet.
    static func inheritedText(_ task: PlanTask, _ inherited: [UsedAPI]) -> String {
        var text =
            "This task's subclasses use Rx properties of their base classes in other tasks as their own members (bare "
            + "or through `self.`), so they change with those classes, as overrides do: the declaring task adds each "
            + "one's async core to the base class, which the subclasses inherit too, and keeps the Rx property for "
            + "the subclasses not moved yet. Use the core here, not the Rx property.\n\n"
        for use in inherited {
            let uses = use.shim.subclassUses.filter(use.scope.contains)
            text +=
                usedAPILine(use, later: "keep using the Rx property until it adds the core", verb: "used", at: uses)
                + ".\n"
        }
        return text
    }

    /// The base class's side, under its shim: the callers that are subclasses using the property as their own.
    static func subclassUsesText(_ shim: Shim) -> String {
        let count = shim.subclassUses.count
        let callers =
            count == 1
            ? "One of these callers is in a subclass, which uses it as its own member"
            : "\(count) of these callers are in subclasses, which use it as their own member"
        return
            "  - \(callers) (bare or through `self.`): give the class the async core (in its body when stored: an "
            + "extension holds no stored property), which the subclasses inherit; their tasks move them to it.\n"
    }
}

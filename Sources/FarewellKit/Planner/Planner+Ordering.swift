extension Planner {
    /// Keeps a task that others must wait for (`ShimPlanner.orderingLinks`: an Rx extension API its callers drive
    /// through `.rx`, a base class its subclasses override or whose Rx properties they use as their own, a reactor its
    /// views bind) in their wave or an earlier one, so the dependency can be drawn: a task never sits in an earlier
    /// wave than a task it depends on. The depended-on task moves to its earliest dependent's slot, never the
    /// dependents later, and the parts of a split file keep one slot, since each follows the one before
    /// (`linkParts`). Repeated until nothing moves: a moved task pulls what it waits for in turn. Slots only decrease,
    /// so it ends, and the result depends on the links alone.
    ///
    /// ```swift
    /// // Ext/UIScrollView+Rx.swift (UI): moves to the presentation wave of the screen that calls it.
    /// extension Reactive where Base: UIScrollView { var refreshAction: Binder<Int> { … } }
    /// // Screen/Controller.swift (presentation, with its view model)
    /// vm.refresh.bind(to: tableView.rx.refreshAction).disposed(by: bag)
    /// ```
    func moveAwaitedTasksForward(_ drafts: inout [TaskDraft], files: [FileInventory]) {
        let links = (ShimPlanner(files: files, drafts: drafts).orderingLinks() + Self.partLinks(drafts)).filter {
            drafts[$0.caller].kind == .migration && drafts[$0.declaring].kind == .migration
        }
        guard !links.isEmpty else { return }
        var moved = true
        while moved {
            moved = false
            for link in links where drafts[link.caller].slot < drafts[link.declaring].slot {
                drafts[link.declaring].slot = drafts[link.caller].slot
                moved = true
            }
        }
    }

    /// Both ways between the tasks holding parts of one split file, so they share the earliest of their slots.
    private static func partLinks(_ drafts: [TaskDraft]) -> [(caller: Int, declaring: Int)] {
        var holders: [String: [Int]] = [:]
        for index in drafts.indices where drafts[index].kind == .migration {
            for file in drafts[index].files where file.declarations != nil {
                holders[file.path, default: []].append(index)
            }
        }
        return holders.values.flatMap { tasks in
            zip(tasks, tasks.dropFirst()).flatMap { [($0, $1), ($1, $0)] }
        }
    }
}

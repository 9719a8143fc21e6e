extension Planner {
    /// Keeps a task that others must wait for (`ShimPlanner.orderingLinks`: an Rx extension API its callers drive
    /// through `.rx`, a base class its subclasses override or whose Rx properties they use as their own, a reactor its
    /// views bind) in their wave or an earlier one, so the dependency can be drawn: a task never sits in an earlier
    /// wave than a task it depends on. The depended-on task moves to its earliest dependent's slot, never the
    /// dependents later, and the parts of a split file keep one slot, since each follows the one before
    /// (`linkParts`). Repeated until nothing moves: a moved task pulls what it waits for in turn. Slots only decrease,
    /// so it ends, and the result depends on the links alone. A finished task stays in the wave it was in
    /// (`keepFinishedTasksInTheirWaves`).
    ///
    /// ```swift
    /// // Ext/UIScrollView+Rx.swift (UI): moves to the presentation wave of the screen that calls it.
    /// extension Reactive where Base: UIScrollView { var refreshAction: Binder<Int> { … } }
    /// // Screen/Controller.swift (presentation, with its view model)
    /// vm.refresh.bind(to: tableView.rx.refreshAction).disposed(by: bag)
    /// ```
    func moveAwaitedTasksForward(_ drafts: inout [TaskDraft], files: [FileInventory]) {
        let planner = ShimPlanner(files: files, drafts: drafts)
        let links = (planner.orderingLinks() + Self.partLinks(drafts) + Self.leafViewLinks(drafts, planner)).filter {
            drafts[$0.caller].kind == .migration && drafts[$0.declaring].kind == .migration
                && !drafts[$0.declaring].isFinished
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

    /// Puts each finished migration task (merged, or done) back in the slot of the wave it was in: its wave is
    /// history, whatever its files are now. Without this, a task moved forward for its callers would fall back to its
    /// layer's wave once its files leave it, as a merged `UIButton+Rx.swift` task does when its `UIButton+Async.swift`
    /// is written and the file goes to the cleanup task (`KeptRxFiles`):
    ///
    /// ```swift
    /// // UIButton+Rx.swift (UI), planned in the presentation wave of the screens calling it; merged, it stays there.
    /// extension Reactive where Base: UIButton { var longPress: ControlEvent<Void> { … } }
    /// ```
    ///
    /// A wave whose title and slug name no slot (a wave file written by hand) leaves the task where its layer goes.
    func keepFinishedTasksInTheirWaves(_ drafts: inout [TaskDraft], previous: Plan?) {
        guard let previous else { return }
        var slots: [String: WaveSlot] = [:]
        for wave in previous.waves where slots[wave.id] == nil {
            slots[wave.id] = WaveSlot.of(wave)
        }
        for index in drafts.indices where drafts[index].kind == .migration && drafts[index].isFinished {
            if let wave = drafts[index].previous?.wave, let slot = slots[wave] { drafts[index].slot = slot }
        }
    }

    /// The calls from a screen's task of a view's API whose task calls no other task's API (a cell's
    /// `imageButtonObservable`, a `UIViewController+Rx.swift` helper a coordinator presents with): caller ->
    /// declaring, so the leaf moves to its earliest caller's wave and goes first. In the UI wave after its callers'
    /// screen, the callers would bridge it and its task would then edit their merged files to call its core.
    private static func leafViewLinks(_ drafts: [TaskDraft], _ planner: ShimPlanner) -> [(caller: Int, declaring: Int)]
    {
        let calls = planner.shims().links.filter { $0.caller != $0.declaring }
        let calling = Set(calls.map(\.caller))
        // Called from a screen (its view model or view), not from the data or domain code below it.
        let screens: Set<Layer> = [.presentation, .ui]
        return calls.filter {
            drafts[$0.declaring].layer == .ui && screens.contains(drafts[$0.caller].layer)
                && !calling.contains($0.declaring)
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

/// The `## Boundary` section of a task file: the shims to keep and the bridges to use.
enum TaskBoundarySection {
    /// Callers listed per shim before the rest is summarised.
    static let callerLimit = 25

    /// `earlier`: the caller tasks that come before this one (an earlier wave, or one it depends on). `parts`: for
    /// each file of the task split by declaration, the tasks holding its other parts (`otherParts`).
    /// `untasked`: the plan's callers in files no task lists (no Rx occurrence of their own), which say who ends
    /// such a file's use of a subscription holder or an operator in scope. `uses`: the Rx extension APIs of other
    /// tasks it calls; `inherited`: the base classes' Rx properties of other tasks its subclasses use as their own;
    /// `calledAPIs`: the other APIs and the operators of tasks not after it that it calls (`calledAPIs(of:in:)`);
    /// `laterAPIs`: the APIs of tasks after it that it calls (`laterAPIs(of:in:)`); `workflows`: the lines of its
    /// files that RIBs' workflows need (`workflowLines(of:in:)`); `keptRx`: for a finished task with no Rx left, the
    /// `+Rx.swift` files beside its files that cleanup tasks list (`keptRxFiles(of:in:)`); `movedHomes`: the shims'
    /// files that keep old Rx paths beside their task's files, with those files (`movedHomes(of:uses:in:relations:)`).
    static func boundary(
        _ task: PlanTask, earlier: Set<String> = [], later: Set<String> = [],
        parts: [(path: String, tasks: [String])] = [], untasked: UntaskedCallers? = nil, uses: [UsedAPI] = [],
        inherited: [UsedAPI] = [], calledAPIs: [UsedAPI] = [], laterAPIs: [UsedAPI] = [],
        workflows: [(path: String, lines: [Int])] = [], keptRx: [(path: String, task: String)] = [],
        helpers: [UsedHelper] = [], movedHomes: [String: String] = [:]
    ) -> String {
        var text = "## Boundary\n\n"
        if !uses.isEmpty { text += usesText(task, uses, movedHomes: movedHomes) + "\n" }
        if !inherited.isEmpty { text += inheritedText(task, inherited) + "\n" }
        if !calledAPIs.isEmpty { text += calledAPIsText(task, calledAPIs) + "\n" }
        if !laterAPIs.isEmpty { text += laterAPIsText(task, laterAPIs) + "\n" }
        if !helpers.isEmpty, !isFinishedWithoutRx(task) { text += helpersText(helpers) + "\n" }
        if isFinishedWithoutRx(task) {
            // Its shims, in the `+Rx.swift` files, with the callers still calling them.
            text += finishedText(keptRx)
            if !task.shims.isEmpty {
                text += "\nThe shims and their callers, which their tasks move to the cores:\n"
                for shim in task.shims { text += apiText(shim) }
            }
        } else if task.shims.isEmpty {
            // Files no task lists call some APIs in scope (`callerUpdates`, below): no other task does.
            let outside = task.callerUpdates.isEmpty ? "outside this task" : "by another task"
            // Code constructing its reactors (`reactorConstructions`, below) needs none either.
            let called = task.reactorConstructions.isEmpty ? "is called \(outside)" : "needs a shim"
            text +=
                !task.conformances.isEmpty
                ? "No API in scope \(called), but \(tieNames(task)) tie it to other tasks (below).\n"
                : !task.reactorViews.isEmpty
                    ? "No API in scope \(called), but views in other tasks bind its reactors (below).\n"
                    : !task.flowSteppers.isEmpty
                        ? "No API in scope \(called), but RxFlow steppers in other tasks drive its flows (below).\n"
                        : task.sectionModels.contains(where: { $0.task == task.id })
                            ? "No API in scope \(called), but data sources in other tasks use its section or identity "
                                + "models (below).\n"
                            : task.reactorViewUses.contains(where: { $0.task == task.id })
                                ? "No API in scope \(called), but code in other tasks sets or reads its views' "
                                    + "`reactor` (below).\n"
                                : task.reactorConstructions.isEmpty
                                    ? "No API in scope is used \(outside): no shim is needed.\n"
                                    : "No API in scope needs a shim: code outside this task constructs its reactors (below).\n"
            if !task.callerUpdates.isEmpty { text += "\n" + updatesText(task.callerUpdates) }
        } else {
            // A paragraph after another in this part is set apart by a blank line.
            let before = text.utf8.count
            let separator = { (text: String) in text.utf8.count > before ? "\n" : "" }
            let streams = task.shims.filter { $0.strategy == .shim || $0.strategy == .asyncCore }
            if !streams.isEmpty {
                text += """
                    These APIs are used outside this task. Give each an async core and keep an Rx-facing shim over \
                    it in a `+Rx.swift` file, as each one below says, for the callers below; the tasks that own those \
                    callers move them later and the cleanup wave removes the shim.

                    """
                for shim in streams { text += shimText(shim, earlier: earlier, movedHomes: movedHomes) }
            }
            if !task.callerUpdates.isEmpty { text += separator(text) + updatesText(task.callerUpdates) }
            // What is kept as it is for the callers, each kind under its paragraph.
            let kept: [(Shim.Strategy, String)] = [
                (.keep, lifetimesText), (.subscriptionHelper, helpersText), (.keptAlias, aliasesText),
                (.rxOperator, operatorsText),
            ]
            for (strategy, paragraph) in kept {
                let shims = task.shims.filter { $0.strategy == strategy }
                guard !shims.isEmpty else { continue }
                text += separator(text) + paragraph
                for shim in shims { text += shimText(shim, earlier: earlier, task: task.id, untasked: untasked) }
            }
        }
        if !task.reactorConstructions.isEmpty { text += "\n" + constructionsText(task.reactorConstructions) }
        let protocols = task.conformances.filter { !$0.isOverride }
        let classes = task.conformances.filter(\.isOverride)
        let when = { (other: String) in
            earlier.contains(other) ? "before this task" : later.contains(other) ? "after this task" : "in either order"
        }
        if !protocols.isEmpty { text += "\n" + protocolsText(task, protocols, earlier: earlier, when: when) }
        if !classes.isEmpty { text += "\n" + superclassesText(task, classes, earlier: earlier, when: when) }
        for (path, others) in parts { text += "\n" + partsText(task, path: path, others: others) }
        if !task.reactorViews.isEmpty || !task.viewReactors.isEmpty { text += "\n" + reactorsText(task) }
        if !task.flowSteppers.isEmpty || !task.stepperFlows.isEmpty { text += "\n" + flowsText(task, when: when) }
        if !task.sectionModels.isEmpty { text += "\n" + sectionModelsText(task, when: when) }
        if !task.reactorViewUses.isEmpty { text += "\n" + reactorViewsText(task, when: when) }
        if !workflows.isEmpty { text += "\n" + workflowsText(workflows) }
        // A finished task has no more work to bridge.
        if !isFinishedWithoutRx(task) { text += "\n" + bridges(task.shims) }
        return text
    }

    /// The reactor initializers in scope that code outside the task calls to construct the reactor
    /// (`PlanTask.reactorConstructions`): they take no Rx type, so they need no shim, and a construction site keeps
    /// compiling while the task turns the reactor into a view model, as long as the initializer's parameters stay.
    /// A factory returning a reactor (`func reactorForDetail(movie:) -> DetailViewReactor`) is named with them.
    private static func constructionsText(_ constructions: [Shim]) -> String {
        // A view's initializer taking its reactor (`HomeViewController.init` of `init(reactor: HomeReactor)`).
        let views = constructions.contains { construction in
            construction.api.hasSuffix(".init") && !construction.rxTypes.contains { $0 + ".init" == construction.api }
        }
        let lead =
            if views {
                """
                Code outside this task calls these initializers and factories, which construct screens with their \
                reactors (a view's `init(reactor:)`) or the reactors themselves. They take no Rx type but reactors, \
                so they get no async core and no shim, and the callers' tasks need not wait for this one: each \
                construction site below keeps compiling as long as the reactors keep their names and each \
                initializer or factory its name and parameters.
                """
            } else if constructions.allSatisfy({ $0.api.hasSuffix(".init") }) {
                """
                Code outside this task calls these initializers to construct the reactor. They take no Rx type (the \
                reactor is their only Rx), so they get no async core and no shim, and the callers' tasks need not wait \
                for this one: each construction site below keeps compiling as long as the reactor keeps its name and \
                the initializer its parameters.
                """
            } else {
                """
                Code outside this task calls these initializers and factories (functions returning a reactor) to \
                construct reactors. They take no Rx type but reactors, so they get no async core and no shim, and the \
                callers' tasks need not wait for this one: each construction site below keeps compiling as long as the \
                reactors keep their names and each initializer or factory its name and parameters.
                """
            }
        return lead + "\n" + constructions.map(apiText).joined()
    }

    /// The lines of `task`'s files that RIBs' workflows need (`WorkspaceContext.workflowLines`), in the task's order.
    static func workflowLines(of task: PlanTask, in lines: [String: [Int]]) -> [(path: String, lines: [Int])] {
        guard !lines.isEmpty else { return [] }
        return task.files.compactMap { file in lines[file.path].map { (file.path, $0) } }
    }

    /// The lines RIBs' workflows need in a task's files (`WorkflowCode`): they keep their Rx, in no task's scope.
    private static func workflowsText(_ workflows: [(path: String, lines: [Int])]) -> String {
        var text = """
            RIBs stays, its workflows take an `Observable<(NextActionableItem, Value)>` from each step, and its \
            protocols' `isActiveStream`, `lifecycle` and `isStartedStream` are Rx: these lines (a workflow's body or \
            subscription, an actionable item's step and its implementations, an implementation of those requirements \
            and the subjects backing it) keep their Rx types, out of this task's scope (`farewell verify`, `status` \
            and `check` leave them out). Leave them as they are; where they read what this task moves, bridge it \
            (`asRxObservable()`):

            """
        for (path, lines) in workflows {
            let numbers = Markdown.list(lines.map(String.init))
            text += "- \(Markdown.code(path)): \(lines.count == 1 ? "line" : "lines") \(numbers)\n"
        }
        return text
    }

    /// What a task keeps of its subscription holders (`Shim.Strategy.keep`) for callers in other tasks.
    private static let lifetimesText = """
        These subscription holders are used outside this task (a subclass's or a caller's `.disposed(by:)`): \
        lifetimes, not streams, so they get no async core and no shim. Keep each as it is while the callers below use \
        it: `farewell verify`, `status` and `check` leave the lines declaring it out of this task's scope until then. \
        The task that moves the last of them deletes it (it counts for this task again once they have moved); the \
        cleanup wave deletes what is left.

        """

    /// What a task moves of its operators on Rx types (`Shim.Strategy.rxOperator`) for callers in other tasks.
    private static let operatorsText = """
        These are operators the code adds to Rx types (members of their extensions), or helpers of RxTest's: they have \
        no async version. Move each unchanged into a `+Rx.swift` file next to its file, where the callers below keep \
        using it until their tasks move them off Rx (they need not wait for this task); the cleanup wave deletes it.

        """

    /// What a task keeps of its type aliases of Rx types (`Shim.Strategy.keptAlias`) for files of other tasks.
    private static let aliasesText = """
        These type aliases of Rx types are written as types in files outside this task: a flag cannot switch a type, \
        so keep each as it is while the files below use it; they write their own types as their tasks move them off \
        Rx, and need not wait for this task. `farewell verify`, `status` and `check` leave the lines declaring it out \
        of this task's scope until then; the task that moves the last of them deletes it (it counts for this task \
        again once they have moved), and the cleanup wave deletes what is left.

        """

    /// What a task keeps of its subscription helpers (`Shim.Strategy.subscriptionHelper`) for callers in other tasks.
    private static let helpersText = """
        These subscription helpers are called outside this task (`subscribe(disposeBag, stream) { }`, or a function \
        given the `DisposeBag` its own subscriptions go into): they consume streams rather than make them, so they get \
        no async core and no shim. Keep each as it is while the callers below use it: `farewell verify`, `status` and \
        `check` leave its lines out of this task's scope until then. Add an overload for them to move to, taking an \
        `AsyncSequence` for a stream (`Task { for await value in stream { … } }`) and keeping the `Task` it starts, \
        stored and cancelled with the owner, in place of the bag; the task that moves the last of them deletes the Rx \
        one (it counts for this task again once they have moved), and the cleanup wave deletes what is left.

        """

    /// For each file of `task` split by declaration (`TaskFile.declarations`), the other tasks holding a part of it,
    /// in id order.
    static func otherParts(
        of task: PlanTask, in plan: Plan, relations: PlanRelations? = nil
    ) -> [(path: String, tasks: [String])] {
        let split = task.files.filter { $0.declarations != nil }.map(\.path)
        guard !split.isEmpty else { return [] }
        let relations = relations ?? PlanRelations(plan)
        return split.compactMap { path in
            let others = relations.parts(of: path).filter { $0 != task.id }.sorted(by: TaskID.less)
            return others.isEmpty ? nil : (path, others)
        }
    }

    /// A split file's other parts: the parts follow each other (`Planner.link`), and each must leave the file
    /// building for the next.
    private static func partsText(_ task: PlanTask, path: String, others: [String]) -> String {
        let after = others.filter { TaskID.less(task.id, $0) }
        let before = others.filter { TaskID.less($0, task.id) }
        var text = "\(Markdown.code(path)) is split by declaration: this task holds part of it."
        if !after.isEmpty {
            text +=
                " \(after.joined(separator: ", ")) \(after.count == 1 ? "holds" : "hold") the rest and "
                + "\(after.count == 1 ? "comes" : "come") after this task: code there reads what this part declares "
                + "(the stored properties an `init` or `transform` builds), so keep each member it reads with its Rx "
                + "type beside the new async one until that part moves it. A subscription holder of this part that "
                + "code there disposes into (`disposeBag`) or assigns and disposes (`var refresh: Disposable?`) stays "
                + "as it is: `farewell verify` leaves it out of this task's scope until then."
            if task.keptMembers.contains(where: { $0.path == path && $0.keptBy == task.id }) {
                text +=
                    " So do the stored properties code there reads, which the Scope marks: `farewell verify` counts "
                    + "each in the scope of the last part reading it, which deletes it."
            }
        }
        if !before.isEmpty {
            text +=
                " \(before.joined(separator: ", ")) \(before.count == 1 ? "holds" : "hold") its earlier "
                + "declarations and \(before.count == 1 ? "comes" : "come") before this task: remove the Rx members "
                + "\(before.count == 1 ? "it" : "they") kept for this part once nothing here reads them."
            if task.keptMembers.contains(where: { $0.path == path && $0.movedBy == task.id }) {
                text += " The stored properties among them are in this task's scope (see Scope)."
            }
        }
        return text + "\n"
    }

    /// A ReactorKit screen cut between tasks: the views bind their reactors' `Action`, `State` and `action`/`state`
    /// streams, which no API's callers show; the views' tasks come after the reactors'.
    private static func reactorsText(_ task: PlanTask) -> String {
        var text = ""
        if !task.reactorViews.isEmpty {
            let tasks = task.reactorViews.joined(separator: ", ")
            let moving = task.reactorViews.count == 1 ? "that task moves its view" : "those tasks move their views"
            text +=
                "ReactorKit views in \(tasks) (after this task) bind this task's reactors (`bind(reactor:)`: their "
                + "`Action`, `State`, `action` and `state`): keep each reactor's `Reactor` conformance working beside "
                + "the new view model until \(moving); the cleanup wave removes it.\n"
        }
        if !task.viewReactors.isEmpty {
            let tasks = task.viewReactors.joined(separator: ", ")
            text +=
                (text.isEmpty ? "" : "\n") + "This task's ReactorKit views bind reactors of \(tasks) (before this "
                + "task), which kept their `Reactor` conformance for them: move the views to the new view models "
                + "here.\n"
        }
        return text
    }

    /// RxFlow across tasks: steppers emit the steps the flows navigate by, through RxFlow's coordinator, which no
    /// API's callers show; the steppers' tasks come after the flows', but where flows start each other both ways (a
    /// cycle the plan cannot order), as `when` says.
    private static func flowsText(_ task: PlanTask, when: (String) -> String) -> String {
        var text = ""
        if !task.flowSteppers.isEmpty {
            let tasks = task.flowSteppers.map { "\($0) (\(when($0)))" }.joined(separator: ", ")
            text +=
                "RxFlow steppers and the code starting the flows in \(tasks) drive this task's flows "
                + "(`steps.accept(...)`, `coordinate(flow:with:)`): give the navigation async methods (a coordinator) "
                + "they can call, and keep the flows' `navigate(to:)` running them through RxFlow's `FlowCoordinator` "
                + "until those tasks move; the cleanup wave removes RxFlow.\n"
        }
        if !task.stepperFlows.isEmpty {
            let tasks = task.stepperFlows.map { "\($0) (\(when($0)))" }.joined(separator: ", ")
            text +=
                (text.isEmpty ? "" : "\n") + "This task's RxFlow steppers or the code starting the flows drive flows "
                + "of \(tasks), which give the navigation async methods: call those of the tasks before this one on "
                + "the new path instead of emitting steps, and keep emitting steps to the others.\n"
        }
        return text
    }

    /// RxDataSources section and identity models used across tasks: a data source's generic arguments
    /// (`AnimatableSectionModel<String, Post>`) need the model's conformances (`extension Post: IdentifiableType`), so
    /// the model's task keeps them for the users' tasks, which come after it.
    private static func sectionModelsText(_ task: PlanTask, when: (String) -> String) -> String {
        var text = ""
        for use in task.sectionModels where use.task == task.id {
            let users = use.users.map(Markdown.code).joined(separator: ", ")
            let tasks = use.userTasks.map { "\($0) (\(when($0)))" }.joined(separator: ", ")
            text +=
                (text.isEmpty ? "" : "\n")
                + "\(Markdown.code(use.path)) (\(use.types.map(Markdown.code).joined(separator: ", "))) is used by "
                + "\(users) in \(tasks): their RxDataSources data sources need its section or identity model "
                + "conformances. Keep them as they are while those files use them, beside whatever the new data "
                + "source needs (`Hashable`, `Identifiable`): `farewell verify` leaves them out of this task's scope "
                + "until then. The task that moves the last of those files deletes them; the cleanup wave deletes "
                + "what is left.\n"
        }
        let used = task.sectionModels.filter { $0.task != task.id }
        for use in used {
            text +=
                (text.isEmpty ? "" : "\n") + "This task's files use the RxDataSources section or identity models of "
                + "\(Markdown.code(use.path)) in \(use.task) (\(when(use.task))), which keeps their conformances for "
                + "them: move their data sources to the new models here, then delete the conformances when no other "
                + "task's files use them.\n"
        }
        return text
    }

    /// ReactorKit views whose `reactor` code of other tasks sets or reads (`cell.reactor = CellReactor()`): that code
    /// reaches them through ReactorKit, so the views' task keeps their `View` conformance working beside the new path.
    private static func reactorViewsText(_ task: PlanTask, when: (String) -> String) -> String {
        var text = ""
        for use in task.reactorViewUses where use.task == task.id {
            let users = use.users.map(Markdown.code).joined(separator: ", ")
            let tasks = use.userTasks.map { "\($0) (\(when($0)))" }.joined(separator: ", ")
            let (verb, move) =
                use.users.count == 1 ? ("sets or reads", "that task moves") : ("set or read", "those tasks move")
            let (their, them) = use.types.count == 1 ? ("its", "it") : ("their", "them")
            text +=
                (text.isEmpty ? "" : "\n") + "\(users) in \(tasks) \(verb) the ReactorKit `reactor` of "
                + "\(use.types.map(Markdown.code).joined(separator: ", ")) (\(Markdown.code(use.path))): keep \(their) "
                + "`View` conformance and `bind(reactor:)` working beside the new path, with an entry point for the new "
                + "one (the view model to give \(them)), until \(move) that code; the cleanup wave removes it.\n"
        }
        for use in task.reactorViewUses where use.task != task.id {
            let views = use.types.count == 1 ? "the view its new view model" : "the views their new view models"
            let order = when(use.task)
            let once = order == "before this task" ? "" : " once \(use.task) is merged"
            text +=
                (text.isEmpty ? "" : "\n") + "This task's code sets or reads the ReactorKit `reactor` of "
                + "\(use.types.map(Markdown.code).joined(separator: ", ")) (\(Markdown.code(use.path))) of \(use.task) "
                + "(\(order)), which keeps that path working: keep setting `reactor` on the old path, and give "
                + "\(views) on the new one\(once).\n"
        }
        return text
    }

    /// Requirements listed per conformance before the rest is summarised.
    static let memberLimit = 12

    /// The protocols whose Rx requirements are implemented in another task, from either side.
    private static func protocolsText(
        _ task: PlanTask, _ conformances: [Conformance], earlier: Set<String>, when: (String) -> String
    ) -> String {
        var text =
            "Protocols across tasks: a protocol's Rx requirements and their implementations change together.\n"
        let implemented = conformances.filter { $0.protocolTask == task.id }
        if !implemented.isEmpty { text += "\n" }
        for conformance in implemented {
            text +=
                "- \(Markdown.code(conformance.protocolName)) is implemented by "
                + "\(Markdown.code(conformance.typeName)) in \(conformance.typeTask) (\(when(conformance.typeTask))), "
                + "at \(Markdown.code(conformance.implementation.description)): \(members(conformance)).\n"
        }
        let streams = implemented.filter { !Catalog.holdsOnlyLifetimes($0.rxTypes) }
        if !streams.isEmpty {
            text +=
                "\nAdd each of these requirements' async version next to the Rx one, with a default in a protocol "
                + "extension that bridges from the Rx requirement (\(memberBridges(streams))), so every "
                + "implementation keeps building; an implementation whose async core has the requirement's name and "
                + "signature satisfies it without a change. The cleanup wave removes the Rx requirements.\n"
        }
        if streams.count < implemented.count {
            text += "\nA lifetime requirement (`DisposeBag`) gets no async version: it goes with the cleanup wave.\n"
        }
        for conformance in conformances where conformance.typeTask == task.id {
            let other = conformance.protocolTask
            text +=
                "\n- \(Markdown.code(conformance.typeName)) implements \(Markdown.code(conformance.protocolName)) "
                + "of \(other) (\(when(other))), declared at \(Markdown.code(conformance.requirement.description)): "
                + "\(members(conformance)).\n"
            if Catalog.holdsOnlyLifetimes(conformance.rxTypes) {
                text +=
                    "  - A lifetime, not a stream: keep it as it is until the cleanup wave removes the requirement.\n"
            } else if earlier.contains(other) {
                text +=
                    "  - \(other) added async versions of these requirements with bridging defaults: implement them "
                    + "with the async core here (the requirement's name, `async`), and keep the Rx ones, in "
                    + "`+Rx.swift`, until the cleanup wave removes them.\n"
            } else {
                text +=
                    "  - Keep these Rx signatures while the protocol requires them, as shims over the async core in "
                    + "`+Rx.swift` (a stored Rx property becomes a computed one there). Give the async core the name "
                    + "the async requirement will have, so it satisfies it when \(other) adds it.\n"
            }
        }
        return text
    }

    /// What ties the task to others without calls: `protocols`, `base classes`, or both.
    private static func tieNames(_ task: PlanTask) -> String {
        let kinds = Set(task.conformances.map(\.isOverride))
        return kinds.count == 2 ? "protocols and base classes" : kinds.contains(true) ? "base classes" : "protocols"
    }

    /// The base classes whose Rx members are overridden in another task, from either side.
    private static func superclassesText(
        _ task: PlanTask, _ conformances: [Conformance], earlier: Set<String>, when: (String) -> String
    ) -> String {
        var text = "Base classes across tasks: a base class's Rx members and their overrides change together.\n"
        let overridden = conformances.filter { $0.protocolTask == task.id }
        if !overridden.isEmpty { text += "\n" }
        for conformance in overridden {
            text +=
                "- \(Markdown.code(conformance.protocolName)) is subclassed by \(Markdown.code(conformance.typeName)) "
                + "in \(conformance.typeTask) (\(when(conformance.typeTask))), which overrides at "
                + "\(Markdown.code(conformance.implementation.description)): \(members(conformance)).\n"
        }
        let streams = overridden.filter { !Catalog.holdsOnlyLifetimes($0.rxTypes) }
        if !streams.isEmpty {
            text +=
                "\nAdd each of these members' async version next to the Rx one in the base class, its body bridging "
                + "from the Rx member (\(memberBridges(streams, stream: "`rxVersion().asAsyncSequence()`"))), so "
                + "every subclass keeps building; a subclass overrides the async one with its async core. "
                + "Keep the Rx members, which the subclasses still override, in the class's body (Swift allows no "
                + "override in an extension) as shims over the async core (\(shimBridges(streams))), until the "
                + "cleanup wave removes them. \(keptTypes) while an override still has its Rx type.\n"
        }
        for conformance in conformances where conformance.typeTask == task.id {
            let other = conformance.protocolTask
            text +=
                "\n- \(Markdown.code(conformance.typeName)) overrides \(Markdown.code(conformance.protocolName)) "
                + "of \(other) (\(when(other))), declared at \(Markdown.code(conformance.requirement.description)): "
                + "\(members(conformance)).\n"
            if Catalog.holdsOnlyLifetimes(conformance.rxTypes) {
                text += "  - A lifetime, not a stream: keep it as it is until the cleanup wave removes it.\n"
            } else if earlier.contains(other) {
                text +=
                    "  - \(other) added async versions of these members to the base class: override them with the "
                    + "async core here, and keep the Rx overrides as shims over it (\(shimBridges([conformance]))) "
                    + "until the cleanup wave removes them, in the class's body (Swift allows no override in an "
                    + "extension). \(keptTypes) while the base class's member keeps its Rx type.\n"
            } else {
                text +=
                    "  - Keep these Rx overrides while the base class declares them, as shims over the async core "
                    + "(\(shimBridges([conformance]))), in the class's body (Swift allows no override in an "
                    + "extension). Give the async core the name the base class's async member will have, so it "
                    + "overrides it when \(other) adds it. \(keptTypes) while the base class's member keeps its Rx "
                    + "type.\n"
            }
        }
        return text
    }

    /// What `verify` makes of a base class's Rx member and its override kept in their classes' bodies
    /// (`ScopeOwners.overrideTies`).
    private static let keptTypes =
        "`farewell verify`, `status` and `check` leave the Rx type on the line declaring each one out of this task's "
        + "scope (an Rx body still counts)"

    /// How an Rx member kept in a class's body wraps the async core, through the scaffolded bridges, for the Rx
    /// types `conformances` carry: a `Single` from an async function, an `Observable` from an `AsyncSequence`.
    private static func shimBridges(_ conformances: [Conformance]) -> String {
        let types = Set(conformances.flatMap(\.rxTypes)).subtracting(Catalog.lifetimeTypes)
        var bridges: [String] = []
        if types.contains(where: oneShotTypes.contains) {
            bridges.append("`.fromAsync { try await core() }` for a `Single`")
        }
        if types.contains(where: { !oneShotTypes.contains($0) }) {
            bridges.append("`core.asRxObservable()` for a stream")
        }
        return bridges.joined(separator: ", ")
    }

    /// How an async version bridges from the Rx member it sits next to, for the Rx types `conformances` carry:
    /// awaiting a one-shot type's value, iterating a stream's values, or both. `stream` spells a stream's bridge:
    /// RxSwift's `values`, or, in a class's body, where the line stays in scope, the scaffolded `asAsyncSequence()`,
    /// which is no Rx construct.
    private static func memberBridges(_ conformances: [Conformance], stream: String = "`rxVersion().values`")
        -> String
    {
        let types = Set(conformances.flatMap(\.rxTypes)).subtracting(Catalog.lifetimeTypes)
        var bridges: [String] = []
        if types.contains(where: oneShotTypes.contains) {
            bridges.append("`try await rxVersion().value` for a `Single`")
        }
        if types.contains(where: { !oneShotTypes.contains($0) }) {
            bridges.append("\(stream) (an `AsyncSequence`) for a stream")
        }
        return bridges.joined(separator: ", ")
    }

    private static func members(_ conformance: Conformance) -> String {
        var names = conformance.members.prefix(memberLimit).map(Markdown.code).joined(separator: ", ")
        if conformance.members.count > memberLimit { names += " and \(conformance.members.count - memberLimit) more" }
        return names
    }

    /// One-shot Rx types, bridged with their own `create` (`Single.create`); every other type is bridged as a stream.
    static let oneShotTypes: Set<String> = ["Single", "Maybe", "Completable"]

    /// The bridge shapes this task needs: Rx over an async core for its shims, awaiting Rx for its dependencies.
    static func bridges(_ shims: [Shim]) -> String {
        let types = Set(shims.filter { !$0.emitsOneValue }.flatMap(\.rxTypes)).subtracting(Catalog.lifetimeTypes)
        var lines = ["Bridges:"]
        let oneValue = Set(shims.filter(\.emitsOneValue).map(\.api)).sorted()
        if !oneValue.isEmpty {
            let names = oneValue.map(Markdown.code).joined(separator: ", ")
            lines.append(
                "- async core, `Observable` of one value outside (\(names)): `Observable.create { observer in let task "
                    + "= Task { do { observer.onNext(try await core()); observer.onCompleted() } catch { "
                    + "observer.onError(error) } }; return Disposables.create { task.cancel() } }`. Disposing the "
                    + "subscription cancels the task.")
        }
        // Each one-shot type completes its own way: a value, nothing, or a value or nothing.
        let oneShots: [(type: String, body: String, failure: String)] = [
            ("Single", "observer(.success(try await core()))", ".failure"),
            ("Completable", "try await core(); observer(.completed)", ".error"),
            (
                "Maybe", "if let value = try await core() { observer(.success(value)) } else { observer(.completed) }",
                ".error"
            ),
        ]
        for (type, body, failure) in oneShots where types.contains(type) {
            lines.append(
                "- async core, `\(type)` outside: `\(type).create { observer in let task = Task { do { \(body) } "
                    + "catch { observer(\(failure)(error)) } }; return Disposables.create { task.cancel() } }`. "
                    + "Disposing the subscription cancels the task.")
        }
        if types.contains(where: { !oneShotTypes.contains($0) }) {
            lines.append(
                "- async sequence core, `Observable` outside: `Observable.create { observer in let task = Task { do { "
                    + "for try await value in values() { observer.onNext(value) }; observer.onCompleted() } catch { "
                    + "observer.onError(error) } }; return Disposables.create { task.cancel() } }`. For state, build it "
                    + "from a `StateRelay`'s `values` so subscribers get the current value first.")
        }
        if types.contains(where: Catalog.subjectTypes.contains) {
            lines.append(
                "- a subject or relay that code outside feeds (`input.tap.onNext(())`, `reload.accept(x)`), async "
                    + "core, Rx observer outside: the core is an `AsyncStream` (`AsyncStream.makeStream(of:)`) and "
                    + "the member an observer yielding into it, `var tap: AnyObserver<Void> { AnyObserver { event in "
                    + "if case .next(let value) = event { continuation.yield(value) } } }`, so `onNext` keeps "
                    + "compiling; a relay fed with `accept` stays a relay forwarded once, `reload.subscribe(onNext: "
                    + "{ continuation.yield($0) })`. Code that only subscribes takes the `Observable` shape above.")
        }
        lines.append(
            "- Rx core, async outside (a dependency not migrated yet): `try await single.value`, or "
                + "`for try await value in observable.values` (RxSwift 6.5 or later; before it, the bridges "
                + "`farewell scaffold` writes: `try await single.asAsync()`, `observable.asAsyncSequence()`), or "
                + "`withCheckedThrowingContinuation` around one subscription.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A file of helpers that are Rx types (`RxHelperFile`) that a task's files use: the helpers, the files of the
    /// task using them, and the cleanup tasks deleting the file.
    struct UsedHelper {
        var helper: RxHelperFile
        var users: [String]
        var tasks: [String]
    }

    /// The helper files (`WorkspaceContext.rxHelperFiles`) that `task`'s files use, by path, with the tasks listing
    /// them (the cleanup).
    static func usedHelpers(of task: PlanTask, in context: WorkspaceContext) -> [UsedHelper] {
        guard !context.rxHelperFiles.isEmpty else { return [] }
        let paths = Set(task.files.map(\.path))
        return context.rxHelperFiles.values.sorted { $0.path < $1.path }.compactMap { helper in
            let users = helper.users.filter(paths.contains)
            guard !users.isEmpty, !paths.contains(helper.path) else { return nil }
            let holders = context.plan.tasks.filter { $0.files.contains { $0.path == helper.path } }
            // Only a helper the cleanup keeps (not one a migration task of an earlier plan rewrites) stays Rx.
            guard !holders.isEmpty, holders.allSatisfy({ $0.kind == .cleanup }) else { return nil }
            return UsedHelper(helper: helper, users: users, tasks: holders.map(\.id))
        }
    }

    /// What a task using helpers that are Rx types (`usedHelpers(of:in:)`) does with them: they stay Rx for the other
    /// code using them, so this task moves its own uses off them.
    static func helpersText(_ helpers: [UsedHelper]) -> String {
        var text =
            "This task uses helpers that are Rx types (streams the code builds and reads with Rx operators). They "
            + "stay Rx for the other code using them until the cleanup deletes them: move this task's uses off them "
            + "as the Recipes say (for the common ones, `trackActivity`: an `isLoading` set around the await; "
            + "`trackError`: an error property set in the catch), and keep a use only where its chain stays Rx.\n\n"
        for used in helpers {
            let owner = used.tasks.isEmpty ? "" : " (\(used.tasks.joined(separator: ", ")))"
            text +=
                "- \(used.helper.types.map(Markdown.code).joined(separator: ", ")), declared in "
                + "\(Markdown.code(used.helper.path))\(owner), used in "
                + used.users.map(Markdown.code).joined(separator: ", ") + ".\n"
        }
        return text
    }

    /// An API of another task that a task uses (an Rx extension API it calls, a base class's Rx property its
    /// subclasses use as their own): the declaring task's id, its shim, and whether that task comes before (an
    /// earlier wave, or one the caller waits for).
    struct UsedAPI {
        var task: String
        var shim: Shim
        var isBefore: Bool
        /// The code of the calling task, which its calls are in (`CallScope`).
        var scope: CallScope
    }

    /// The Rx extension APIs (`Shim.isRxExtension`) of other tasks that `task` calls, in the declaring tasks' id
    /// order, then by declaration.
    static func usedExtensions(of task: PlanTask, in plan: Plan, relations: PlanRelations? = nil) -> [UsedAPI] {
        used(by: task, in: plan, relations: relations ?? PlanRelations(plan)) { $0.isRxExtension }
    }

    /// The shims of other tasks that `task` calls and `kind` picks, in the declaring tasks' id order, then by
    /// declaration.
    static func used(by task: PlanTask, in plan: Plan, relations: PlanRelations, _ kind: (Shim) -> Bool) -> [UsedAPI] {
        let references = relations.shims(calledBy: task.id).filter {
            plan.tasks[$0.task].id != task.id && kind(plan.tasks[$0.task].shims[$0.shim])
        }
        guard !references.isEmpty else { return [] }
        let awaited = relations.awaited(by: task, in: plan)
        let own = relations.wave(task.wave)
        let scope = relations.scope(of: task)
        return references.map { reference in
            let id = plan.tasks[reference.task].id
            let before = relations.wave(plan.tasks[reference.task].wave) < own || awaited.contains(id)
            return UsedAPI(
                task: id, shim: plan.tasks[reference.task].shims[reference.shim], isBefore: before, scope: scope)
        }
    }

    /// The files of the shims `task` keeps and of those of other tasks it calls (`uses`) that keep old Rx paths beside
    /// their task's own file (`CoordinatorVC+Rx.swift`, which a cleanup task lists, of a task listing
    /// `CoordinatorVC.swift`), with that file: the task's work moved the Rx members there, over a core in it.
    static func movedHomes(of task: PlanTask, uses: [UsedAPI], in plan: Plan, relations: PlanRelations)
        -> [String: String]
    {
        var declared = task.shims.map { (path: $0.declaration.path, owner: task) }
        for use in uses {
            guard let index = relations.index(of: use.task) else { continue }
            declared.append((use.shim.declaration.path, plan.tasks[index]))
        }
        var homes: [String: String] = [:]
        for (path, owner) in declared where homes[path] == nil {
            guard let home = FileNaming.home(ofRxFile: path), !relations.keptRxFiles(of: path).isEmpty,
                owner.files.contains(where: { $0.path == home })
            else { continue }
            homes[path] = home
        }
        return homes
    }

    /// Where an Rx extension API declared in `path` ends up. Declared in `UIScrollView+Rx.swift`, the type's Rx
    /// extension file already: its plain core in a new `UIScrollView+Async.swift` (`FileNaming.asyncFile(ofRxFile:)`)
    /// and its shim where it is, in the file that keeps the old Rx path, which `verify` gives to the cleanup task once
    /// the core's file is there (`KeptRxFiles`). Declared elsewhere (`Reactive+UIKit.swift`): its core beside that file
    /// and its shim in a `+Rx.swift` file. Declared in a `CoordinatorVC+Rx.swift` keeping the old Rx path of its task's
    /// `CoordinatorVC.swift` (`home`): its core in that file, where the task put it.
    private static func extensionFiles(_ path: String, home: String? = nil) -> (core: String, rx: String) {
        if let home {
            return (
                "in \(Markdown.code(home))",
                "where it is, in \(Markdown.code(path)) (that file keeps the old Rx path, and the cleanup wave deletes it)"
            )
        }
        if let core = FileNaming.asyncFile(ofRxFile: path) {
            let rx = "where it is, in \(Markdown.code(path))"
            return (
                "in \(Markdown.code(core))", rx + " (that file keeps the old Rx path, and the cleanup wave deletes it)"
            )
        }
        return ("beside \(Markdown.code(path))", "in a `+Rx.swift` file")
    }

    /// The Rx extension APIs of other tasks that this task calls: the API, its task, the calls here, and where its
    /// plain core will be.
    private static func usesText(_ task: PlanTask, _ uses: [UsedAPI], movedHomes: [String: String] = [:]) -> String {
        var text =
            "This task calls Rx extension APIs of other tasks, which callers reach through Rx alone, so no bridge "
            + "stands in for them: the declaring task makes each one's plain core (a method or property of the base "
            + "type, a delegate closure, an `AsyncStream`) and keeps the Rx member as a shim in `+Rx.swift`. Call the "
            + "core here, not the Rx member.\n\n"
        for use in uses {
            let calls = use.shim.callers.filter(use.scope.contains)
            text +=
                usedAPILine(use, later: "agree the core's name with it", verb: "called", at: calls)
                + ": its core will be "
                + "\(extensionFiles(use.shim.declaration.path, home: movedHomes[use.shim.declaration.path]).core).\n"
        }
        return text
    }

    /// One API of another task this task uses, without its end: `- `api` (types) of T-004 (before this task),
    /// declared at `path:line`, called at `path:line`, …`; `later` says what to do when that task is not before
    /// this one, and `verb` how `places` (the first `callerLimit` of them) use it.
    static func usedAPILine(_ use: UsedAPI, later: String, verb: String, at places: [SourceLocation]) -> String {
        let shim = use.shim
        var types = shim.rxTypes.map(Markdown.code).joined(separator: ", ")
        if shim.emitsOneValue { types += " of one value" }
        let when = use.isBefore ? "before this task" : "not before this task: \(later)"
        return "- \(Markdown.code(shim.api)) (\(types)) of \(use.task) (\(when)), declared at "
            + "\(Markdown.code(shim.declaration.description)), \(verb) at "
            + callerLines(places).prefix(callerLimit).map { place, calls in
                Markdown.code(place.description) + (calls > 1 ? " (\(calls) calls)" : "")
            }.joined(separator: ", ")
    }

    /// The other sides of `task`'s conformances that come after it in `plan`: a later wave, or a task that depends
    /// on it, directly or through others. The rest of those not before it may come in either order.
    static func laterTasks(of task: PlanTask, in plan: Plan, relations: PlanRelations? = nil) -> Set<String> {
        let others = Set(task.conformances.flatMap { [$0.protocolTask, $0.typeTask] } + pairedTasks(of: task))
            .subtracting([task.id])
        guard !others.isEmpty else { return [] }
        let relations = relations ?? PlanRelations(plan)
        let own = relations.wave(task.wave)
        return others.filter { id in
            guard let index = relations.index(of: id) else { return false }
            let wave = relations.wave(plan.tasks[index].wave)
            return wave != own ? wave > own : relations.awaited(by: plan.tasks[index], in: plan).contains(task.id)
        }
    }

    /// The tasks on either side of `task`'s section and identity models used across tasks, and of its RxFlow flows
    /// and steppers.
    private static func pairedTasks(of task: PlanTask) -> [String] {
        task.sectionModels.flatMap { [$0.task] + $0.userTasks }
            + task.reactorViewUses.flatMap { [$0.task] + $0.userTasks }
            + task.flowSteppers + task.stepperFlows
    }

    /// The caller tasks of `task`'s shims, and the other sides of its conformances, that come before it in
    /// `plan`: an earlier wave, or a task it depends on, directly or through others.
    static func earlierTasks(of task: PlanTask, in plan: Plan, relations: PlanRelations? = nil) -> Set<String> {
        let others = task.conformances.flatMap { [$0.protocolTask, $0.typeTask] } + pairedTasks(of: task)
        let callers = Set(task.shims.flatMap(\.callerTasks) + others).subtracting([task.id])
        guard !callers.isEmpty else { return [] }
        let relations = relations ?? PlanRelations(plan)
        let own = relations.wave(task.wave)
        let awaited = relations.awaited(by: task, in: plan)
        return callers.filter { id in
            guard let index = relations.index(of: id) else { return false }
            let wave = relations.wave(plan.tasks[index].wave)
            return wave < own || (wave == own && awaited.contains(id))
        }
    }

    /// One API as a list item: its name, Rx types, declaration and caller tasks, then its callers (at most
    /// `callerLimit`).
    static func apiText(_ shim: Shim) -> String {
        var types = shim.rxTypes.map(Markdown.code).joined(separator: ", ")
        if shim.emitsOneValue { types += " of one value: an `async throws` function" }
        var text =
            "\n- \(Markdown.code(shim.api)) (\(types)), declared at \(Markdown.code(shim.declaration.description))"
        if !shim.callerTasks.isEmpty { text += ", called from \(shim.callerTasks.joined(separator: ", "))" }
        text += ":\n"
        // Two calls on one line (`fetch(id)` and `fetch(id, page: 2)`) are one line of the list.
        let lines = callerLines(shim.callers)
        for (caller, calls) in lines.prefix(callerLimit) {
            text += "  - \(Markdown.code(caller.description))\(calls > 1 ? " (\(calls) calls on this line)" : "")\n"
        }
        if lines.count > callerLimit {
            let more = lines.dropFirst(callerLimit).reduce(0) { $0 + $1.calls }
            text += "  - … and \(more) more (`farewell scan` lists them all)\n"
        }
        return text
    }

    /// `callers` (sorted) with the calls on one line counted once, in order.
    static func callerLines(_ callers: [SourceLocation]) -> [(caller: SourceLocation, calls: Int)] {
        var lines: [(caller: SourceLocation, calls: Int)] = []
        for caller in callers {
            if let last = lines.last, last.caller.path == caller.path, last.caller.line == caller.line {
                lines[lines.count - 1].calls += 1
            } else {
                lines.append((caller, 1))
            }
        }
        return lines
    }

    /// One shim with its callers; for a subscription holder or helper or an operator (`task`'s), who ends the uses in
    /// files no task lists (`untasked`).
    private static func shimText(
        _ shim: Shim, earlier: Set<String>, task: String = "", untasked: UntaskedCallers? = nil,
        movedHomes: [String: String] = [:]
    ) -> String {
        var text = apiText(shim)
        if [.keep, .rxOperator, .subscriptionHelper, .keptAlias].contains(shim.strategy) {
            return text + (untasked.map { untaskedUsesText(shim, task: task, $0) } ?? "")
        }
        if !shim.subclassUses.isEmpty { text += subclassUsesText(shim) }
        let before = shim.callerTasks.filter(earlier.contains)
        let after = shim.callerTasks.filter { !earlier.contains($0) }
        if shim.isRxExtension, !after.isEmpty {
            let (core, rx) = extensionFiles(shim.declaration.path, home: movedHomes[shim.declaration.path])
            let (come, call) = after.count == 1 ? ("comes", "calls") : ("come", "call")
            text +=
                "  - An Rx extension API: its callers reach it through Rx alone. Make its plain core here (a method or "
                + "property of the base type, a delegate closure, an `AsyncStream`) \(core), and keep this member as "
                + "a thin shim over it \(rx); \(after.joined(separator: ", ")) "
                + "\(come) after this task and \(call) the core.\n"
        }
        if !before.isEmpty {
            let tasks = before.joined(separator: ", ")
            let (come, waits) = before.count == 1 ? ("comes", "awaits") : ("come", "await")
            text +=
                "  - \(tasks) \(come) before this task and \(waits) this API through a bridge: switch those callers "
                + "to the async core here, not later.\n"
        }
        return text
    }
}

/// Renders a task file for the agent that carries the task out: front matter, then one generated
/// region (`task`) with goal, scope, recipes, boundary, flag, steps and definition of done, then the
/// sections that belong to people (`## Lessons`, `## Notes`, `## History`).
package enum TaskMarkdown {
    /// The region name of the generated body.
    package static let region = "task"

    package static func render(_ task: PlanTask, context: WorkspaceContext) -> String {
        TaskFrontMatter.make(task).render() + "\n" + GeneratedRegions.wrap(region, body(task, context: context)) + "\n"
            + peopleSections
    }

    /// The sections after the generated region, as a new task file has them.
    package static let peopleSections = """
        ## Lessons

        <!-- One bullet per lesson: `- [Construct] what you learned (to: rules|skill|tasks)`. Put the construct \
        id in brackets (or [General]); `to:` says where the retro should carry it. -->

        ## Notes

        <!-- For people: anything about this task. farewell never changes this section. -->

        ## History

        <!-- farewell appends dated lines here: status changes and pull requests. -->

        """

    /// The generated region's content.
    static func body(_ task: PlanTask, context: WorkspaceContext) -> String {
        var sections = [header(task, context: context), TaskGoalSection.goal(task, context: context)]
        // The helpers its files use that stay Rx for others: its Scope rows and its Boundary both say so.
        let helpers = task.kind == .migration ? TaskBoundarySection.usedHelpers(of: task, in: context) : []
        if task.kind == .cleanup {
            sections.append(TaskCleanupSection.removals(task, context: context))
            if task.occurrenceCount > 0 { sections.append(keptScope(task, context: context)) }
        } else {
            if !task.files.isEmpty { sections.append(scope(task, context: context, helpers: helpers)) }
            if task.occurrenceCount > 0 { sections.append(TaskRecipeSection.recipes(task, context: context)) }
        }
        // The foundation task adding the polyfill says what the toolchain, targets and RxSwift must be first.
        if task.kind == .foundation, TaskGoalSection.foundationParts(task).polyfills {
            let modules = context.rxModules
            if let language = DeploymentAdvice.swiftVersionParagraph(modules: modules) { sections.append(language) }
            if let deployment = DeploymentAdvice.foundationParagraph(modules: modules) { sections.append(deployment) }
            if let version = RxSwiftVersionAdvice.paragraph(
                context.rxSwiftVersions, dependents: context.rxSwiftDependents, symbols: context.planSymbols,
                libraries: RxSwiftVersionAdvice.libraries(context), heading: "##")
            {
                sections.append(version)
            }
        }
        if task.kind == .migration {
            let plan = context.plan
            let relations = context.relations
            let laterAPIs = TaskBoundarySection.laterAPIs(of: task, in: plan, relations: relations)
            let uses = TaskBoundarySection.usedExtensions(of: task, in: plan, relations: relations)
            sections.append(
                TaskBoundarySection.boundary(
                    task, earlier: TaskBoundarySection.earlierTasks(of: task, in: plan, relations: relations),
                    later: TaskBoundarySection.laterTasks(of: task, in: plan, relations: relations),
                    parts: TaskBoundarySection.otherParts(of: task, in: plan, relations: relations),
                    untasked: context.untaskedCallers,
                    uses: uses,
                    inherited: TaskBoundarySection.inheritedProperties(of: task, in: plan, relations: relations),
                    calledAPIs: TaskBoundarySection.calledAPIs(
                        of: task, in: plan, relations: relations, later: laterAPIs),
                    laterAPIs: laterAPIs,
                    workflows: TaskBoundarySection.workflowLines(of: task, in: context.workflowLines),
                    keptRx: TaskBoundarySection.keptRxFiles(of: task, in: plan, relations: relations),
                    helpers: helpers,
                    movedHomes: TaskBoundarySection.movedHomes(of: task, uses: uses, in: plan, relations: relations)))
            if !task.flag.isEmpty { sections.append(TaskFlagSection.flag(task, context: context)) }
        }
        sections.append(TaskStepsSection.steps(task, context: context))
        sections.append(TaskStepsSection.definitionOfDone(task))
        sections.append(TaskStepsSection.pullRequest(task))
        return sections.joined(separator: "\n")
    }

    private static func header(_ task: PlanTask, context: WorkspaceContext) -> String {
        let budget = context.settings.maxPoints
        var facts = ["wave \(task.wave)"]
        if !task.module.isEmpty { facts.append("module \(Markdown.code(task.module))") }
        facts += ["layer \(task.layer.rawValue)", Markdown.count(task.points, "point")]
        if task.kind == .migration || task.occurrenceCount > 0 {
            // A cleanup task's manifest holds no occurrence: only its `+Rx.swift` files count.
            let files = task.kind == .cleanup ? task.files.filter { !$0.occurrences.isEmpty }.count : task.files.count
            facts.append(
                "\(Markdown.count(task.occurrenceCount, "Rx occurrence")) in \(Markdown.count(files, "file"))")
        }
        if !task.flag.isEmpty { facts.append("flag \(Markdown.code(task.flag))") }
        var text = "# \(task.id) \(task.title)\n\n> \(facts.joined(separator: " · "))\n"
        if !task.dependsOn.isEmpty {
            text +=
                ">\n> Depends on \(task.dependsOn.joined(separator: ", ")), which must be merged before this task starts.\n"
        }
        if task.kind == .migration, task.points > max(1, budget) {
            let generated = task.files.allSatisfy { context.generatedFiles.contains($0.path) }
            text +=
                ">\n> Over the PR budget (\(task.points) of \(budget) points): "
                + overBudget(task, generated: generated) + "\n"
        }
        if task.kind == .cleanup, task.points > max(1, budget) {
            text +=
                ">\n> Over the PR budget (\(task.points) of \(budget) points): a cleanup is not split; it removes what "
                + "the migration left behind in its modules together, once their tasks are merged. Review the pull "
                + "request in steps.\n"
        }
        return text
    }

    /// Why a migration task is over the points budget, and what to do. The packer splits by file, then by
    /// declaration: only a declaration over the budget by itself (`PlanTask.oversizedDeclaration`) cannot be split
    /// further; a task holding none is over it for the small parts that joined it (`TaskPacker`), and a generated
    /// file changes in its generator, in one go.
    private static func overBudget(_ task: PlanTask, generated: Bool) -> String {
        let steps = "Review the pull request in steps, or split the work by hand behind the same flag."
        if generated { return "generated code changes in its generator, in one go. Review the pull request in steps." }
        switch task.oversizedDeclaration {
        case "-"?:
            return "its top-level code alone holds more Rx than the budget and cannot be split further. " + steps
        case let name?:
            return "\(Markdown.code(name)) alone holds more Rx than the budget and cannot be split further. " + steps
        case nil:
            return "no declaration in it holds that much alone; smaller parts joined it rather than become tasks of "
                + "their own. " + steps
        }
    }

    /// A cleanup task's files with Rx left, in the groups its Scope and its Removals name: the `+Rx.swift` files that
    /// keep old Rx paths (`kept`), the app's Rx code only old paths and other such code use (`code`: helpers, lifetime
    /// requirements, section models), the app's own bridges (`bridges`) and those `farewell scaffold` wrote
    /// (`scaffolded`), which the new code and the shims use until they go.
    static func keptGroups(_ task: PlanTask, context: WorkspaceContext) -> (
        kept: [TaskFile], code: [TaskFile], bridges: [TaskFile], scaffolded: [TaskFile]
    ) {
        let files = task.files.filter { !$0.occurrences.isEmpty }
        let scaffolded = files.filter { context.scaffoldedFiles.contains($0.path) }
        let own = files.filter { !context.scaffoldedFiles.contains($0.path) }
        let kept = own.filter { FileNaming.home(ofRxFile: $0.path) != nil }
        let bridgePaths = Set(context.bridges.map(\.declaration.path))
        let bridges = own.filter { FileNaming.home(ofRxFile: $0.path) == nil && bridgePaths.contains($0.path) }
        let code = own.filter { FileNaming.home(ofRxFile: $0.path) == nil && !bridgePaths.contains($0.path) }
        return (kept, code, bridges, scaffolded)
    }

    /// A cleanup task's scope: the `+Rx.swift` files that keep old Rx paths (`KeptRxFiles`), deleted, not migrated, the
    /// protocols whose only Rx is their lifetime requirements (`Planner.lifetimeRequirementFiles`), the section models
    /// only other modules use (`Planner.foreignSectionModelFiles`), the files of the app's own bridges
    /// (`Planner.bridgeFiles`), and the bridges `farewell scaffold` wrote (`Planner.scaffoldedBridgeFiles`).
    private static func keptScope(_ task: PlanTask, context: WorkspaceContext) -> String {
        let (kept, code, bridges, scaffolded) = keptGroups(task, context: context)
        let helpers = code.filter { context.rxHelperFiles[$0.path] != nil }
        let models = code.filter {
            context.rxHelperFiles[$0.path] == nil && CallSiteResolver.isSectionModel($0.occurrences)
        }
        let requirements = code.filter {
            context.rxHelperFiles[$0.path] == nil && !CallSiteResolver.isSectionModel($0.occurrences)
        }
        var text = "## Scope\n"
        if !kept.isEmpty {
            text +=
                "\nThese `+Rx.swift` files keep the old Rx paths of migrated files: delete them with the flags under "
                + "Removals. `farewell verify \(task.id)` lists what is left of them.\n"
            text += occurrenceTables(kept)
        }
        if !requirements.isEmpty {
            text +=
                "\nThese files' only Rx is a protocol's lifetime requirement (`DisposeBag`), or a subscription holder "
                + "only implementing one (a base class's `disposeBag`), that the implementations, in the migration "
                + "tasks, keep until now: delete the requirements and the Rx imports, then the implementations' "
                + "subscription holders nothing else uses. `farewell verify \(task.id)` lists what is left of them.\n"
            text += occurrenceTables(requirements)
            let implementations = task.conformances.filter { $0.protocolTask == task.id }
            if !implementations.isEmpty { text += "\nImplementations:\n\n" }
            let awaited = context.relations.awaited(by: task, in: context.plan)
            for conformance in implementations {
                // The cleanup of the holder's module goes first (it deletes helpers this one's old paths call): it
                // deletes the requirement and the holder.
                let first = context.flagRemovers[conformance.typeTask].flatMap { awaited.contains($0) ? $0 : nil }
                text +=
                    "- \(Markdown.code(conformance.typeName)) (\(conformance.typeTask)) at "
                    + "\(Markdown.code(conformance.implementation.description)): "
                    + "\(conformance.members.map(Markdown.code).joined(separator: ", "))"
                    + (first.map { ": \($0), before this task, deletes the requirement, then the holder" } ?? "") + "\n"
            }
        }
        if !models.isEmpty {
            text +=
                "\nThese files' only Rx is RxDataSources section or identity model conformances that data sources in "
                + "other modules use until their tasks move them to the new models: then delete the conformances and "
                + "the Rx imports. `farewell verify \(task.id)` lists what is left of them.\n"
            text += occurrenceTables(models)
        }
        if !helpers.isEmpty {
            text +=
                "\nThese files hold helpers that are Rx types (streams the code builds and reads with Rx operators), "
                + "which the migration tasks' code used until their tasks moved it off them: delete them, with the Rx "
                + "imports, once `farewell scan` finds no file using them. `farewell verify \(task.id)` lists what is "
                + "left of them.\n"
            text += occurrenceTables(helpers)
            text += "\nUsers:\n\n"
            for file in helpers {
                guard let helper = context.rxHelperFiles[file.path] else { continue }
                let users = helper.users.map { user in
                    let tasks = context.plan.tasks.filter { $0.files.contains { $0.path == user } }.map(\.id)
                    return Markdown.code(user) + (tasks.isEmpty ? "" : " (\(tasks.joined(separator: ", ")))")
                }
                text +=
                    "- \(helper.types.map(Markdown.code).joined(separator: ", ")): "
                    + users.joined(separator: ", ") + "\n"
            }
        }
        if !bridges.isEmpty {
            text +=
                "\nThese files hold the app's own bridges between Rx and Swift Concurrency (`rules.md`), which the "
                + "migration tasks use while both worlds coexist: delete each bridge once `farewell scan` finds no "
                + "callers of it, then the file. `farewell verify \(task.id)` lists what is left of them.\n"
            text += occurrenceTables(bridges)
        }
        if !scaffolded.isEmpty {
            text +=
                "\nThese files hold the Rx bridges `farewell scaffold` wrote, which the migration tasks use while both "
                + "worlds coexist: delete each bridge once `farewell scan` finds no callers of it, then the file. Keep "
                + "the polyfill `farewell scaffold` wrote beside them (`FarewellAsync.swift`): the new code uses it. "
                + "`farewell verify \(task.id)` lists what is left of them.\n"
            text += occurrenceTables(scaffolded)
        }
        return text
    }

    /// A table of each file's occurrences: line and construct.
    private static func occurrenceTables(_ files: [TaskFile]) -> String {
        var text = ""
        for file in files {
            text += "\n### \(Markdown.code(file.path))\n\n| Line | Construct |\n|---:|---|\n"
            for occurrence in file.occurrences {
                text += "| \(occurrence.line) | \(Markdown.code(occurrence.symbol))"
                text += occurrence.symbol == occurrence.construct ? "" : " (\(Markdown.code(occurrence.construct)))"
                text += " |\n"
            }
        }
        return text
    }

    private static func scope(
        _ task: PlanTask, context: WorkspaceContext, helpers: [TaskBoundarySection.UsedHelper]
    ) -> String {
        // A finished task lists the files it covered, also those its work freed of Rx (`Replanner.listFreedFiles`).
        let finished = task.status.isFinished
        var text =
            TaskBoundarySection.isFinishedWithoutRx(task)
            ? """
            ## Scope

            This task is finished: these files were its scope (for a file marked "only", the named \
            declarations), and none of its Rx is left in them.

            """
            : """
            ## Scope

            Only these files are in scope (for a file marked "only", only the named declarations). Leave \
            everything else to its own task.

            """
        // A use of a helper that stays Rx for others (`ActivityIndicator()`): this task moves off it, not rewrites it.
        let helperTypes = Set(helpers.flatMap(\.helper.types))
        let helperCell =
            "move this use off the helper, which stays Rx for other code until the cleanup deletes it (see Boundary)"
        for file in task.files {
            text += "\n### \(Markdown.code(file.path))"
            if let declarations = file.declarations {
                text += " (only \(declarations.map(Markdown.code).joined(separator: ", ")))"
            }
            text += "\n\n"
            if context.generatedFiles.contains(file.path) {
                text += "Generated (its first comment says so): change what generates it and generate it again; edit "
                text += "nothing in it by hand, which the next generation would undo.\n\n"
            }
            if let others = context.sharedFiles[file.path] {
                text += "Also compiled into \(others.map(Markdown.code).joined(separator: ", ")): build and test "
                text += others.count == 1 ? "that module too.\n\n" : "those modules too.\n\n"
            }
            guard !file.occurrences.isEmpty else {
                let none = finished ? Self.noRxLeft(file, context: context) : "No Rx occurrence recorded."
                text += none + "\n" + Self.keptMembersText(task, file)
                continue
            }
            text += "| Line | Construct | Replace with |\n|---:|---|---|\n"
            // The lines of subscription holders and helpers kept for callers outside (Boundary) stay as they are, and
            // those of the operators moved for them move unchanged; the stored properties an earlier part of a split
            // file keeps for this one go once nothing reads them.
            let kept = Self.keptLines(task, file)
            let members = Self.movedMemberCells(task, file).merging(Self.movedOperatorCells(task, file)) { $1 }
            let framework = UIFramework.of(context.modules(of: task))
            let keptCells = Self.keptCells(task, file)
            // A split file's holder a later part still disposes into or assigns.
            let splitHeld = file.declarations == nil ? [] : context.splitHeldHolders[file.path] ?? []
            for occurrence in file.occurrences {
                let replacement =
                    kept.contains(occurrence.line)
                    ? "keep as it is while the callers under Boundary use it"
                    : splitHeld.contains(occurrence.line)
                        ? "keep as it is while a later part of this file disposes into it or assigns it (see "
                            + "Boundary): `farewell verify` leaves it out of this task's scope until then"
                        : members[occurrence.line] ?? keptCells[occurrence.line]
                            ?? (helperTypes.contains(occurrence.symbol) ? helperCell : nil)
                            ?? Self.backgroundHopCell(occurrence, in: file) ?? Self.binderWriteCell(
                                occurrence, in: file) ?? Self.throwawayBagCell(occurrence, in: file)
                            ?? Self.oneValueCell(occurrence, in: file, context: context)
                            ?? Self.dataSourceCell(occurrence)
                            ?? context.guide(occurrence.construct, on: framework)?.concurrency ?? "see rules.md"
                text += "| \(occurrence.line) | \(Markdown.code(occurrence.symbol))"
                text += occurrence.symbol == occurrence.construct ? "" : " (\(Markdown.code(occurrence.construct)))"
                text += " | \(Markdown.cell(replacement)) |\n"
            }
            text += Self.keptMembersText(task, file) + Self.movedMembersText(task, file)
        }
        return text
    }

    /// The Replace with cell of an RxDataSources data source or adapter named for its view
    /// (`RxCollectionViewSectionedReloadDataSource`, `RxPickerViewStringAdapter`): that view's own replacement, not
    /// the construct's table view one; of a section or identity model, a snapshot's section. Nil for other symbols.
    static func dataSourceCell(_ occurrence: Occurrence) -> String? {
        guard occurrence.construct == "RxDataSources" else { return nil }
        // A section or identity model (`SectionModel<String, Int>`, `AnimatableSectionModelType`, `IdentifiableType`).
        if occurrence.symbol.contains("SectionModel") || occurrence.symbol == "IdentifiableType" {
            return "a section of an `NSDiffableDataSourceSnapshot` (its items `Hashable`)"
        }
        guard occurrence.symbol.hasPrefix("Rx") else { return nil }
        if occurrence.symbol.hasPrefix("RxCollectionView") {
            return "UICollectionViewDiffableDataSource with snapshots"
        }
        if occurrence.symbol.hasPrefix("RxPickerView") {
            return "a UIPickerViewDataSource and UIPickerViewDelegate reading the latest rows"
        }
        return occurrence.symbol.hasPrefix("RxTableView") ? "UITableViewDiffableDataSource with snapshots" : nil
    }

    /// The Replace with cell of an `observeOn` to a background scheduler on its line
    /// (`.observeOn(ConcurrentDispatchQueueScheduler(qos: .background))`): the work leaves the main actor, which the
    /// construct's `@MainActor` recipe, written for `MainScheduler`, would pin it to. Nil otherwise.
    static func backgroundHopCell(_ occurrence: Occurrence, in file: TaskFile) -> String? {
        guard occurrence.construct == "observeOn" else { return nil }
        let line = file.occurrences.filter { $0.line == occurrence.line }
        let background = { (other: Occurrence) in backgroundSchedulers.contains(other.symbol) }
        let main = { (other: Occurrence) in other.construct == "MainScheduler" }
        // A scheduler the file keeps (`.observeOn(scheduler)` of `private let scheduler:
        // ConcurrentDispatchQueueScheduler`): a background one where the file names no main one.
        let kept =
            !line.contains(where: { background($0) || main($0) }) && file.occurrences.contains(where: background)
            && !file.occurrences.contains(where: main)
        guard kept || line.contains(where: background) && !line.contains(where: main) else { return nil }
        return "off the main actor: a `nonisolated` async function or an actor does this work (a `Task` priority for "
            + "its QoS), not `@MainActor`"
    }

    /// The Replace with cell of an `onNext` sent to a view's `rx` member (`tabBar.rx.isHidden.onNext(false)`, also
    /// written over lines: `layer.rx` / `.cornerRadius` / `.onNext(8)`): a binder's write sets the property, no stream
    /// to yield to. Nil otherwise.
    static func binderWriteCell(_ occurrence: Occurrence, in file: TaskFile) -> String? {
        guard occurrence.construct == "onNext", occurrence.symbol == "onNext" else { return nil }
        let sameLine = file.occurrences.contains {
            $0.line == occurrence.line && $0.symbol == "rx" && $0.column < occurrence.column
        }
        // Over lines: the occurrence right before it is an `rx` of the same declaration, at most two lines up (the
        // member read between them is no occurrence).
        let before = file.occurrences.last {
            ($0.line, $0.column) < (occurrence.line, occurrence.column)
        }
        let overLines =
            before.map {
                $0.symbol == "rx" && $0.line < occurrence.line && occurrence.line - $0.line <= 2
                    && $0.enclosing == occurrence.enclosing
            } ?? false
        guard sameLine || overLines else { return nil }
        return "set the property directly (`tabBar.isHidden = false`): an `rx` binder's `onNext` only sets it"
    }

    /// The Replace with cells of `disposed(by: DisposeBag())` and its bag: a bag nobody keeps disposes the
    /// subscription at the end of the statement, so it only ever got what the stream gives as it subscribes (a
    /// `BehaviorSubject`'s or `BehaviorRelay`'s current value). Nil otherwise.
    static func throwawayBagCell(_ occurrence: Occurrence, in file: TaskFile) -> String? {
        // `disposed(by: DisposeBag())`, the bag 13 columns after `disposed` (12 without the space).
        let pairs = { (disposed: Occurrence, bag: Occurrence) in
            bag.line == disposed.line && [12, 13].contains(bag.column - disposed.column)
        }
        let throwaway = { (disposed: Occurrence) in
            file.occurrences.contains { $0.symbol == "DisposeBag" && pairs(disposed, $0) }
        }
        if occurrence.category == .subscription {
            // The subscription the next `disposed` of its declaration ends, over lines too.
            let next = file.occurrences.first {
                $0.construct == "disposed" && $0.enclosing == occurrence.enclosing
                    && ($0.line, $0.column) > (occurrence.line, occurrence.column)
            }
            guard let next, throwaway(next) else { return nil }
            return "read the current value once (`subject.value`, a relay's `value`), no `Task` and no loop: the "
                + "`.disposed(by: DisposeBag())` after it ends this subscription at once"
        }
        switch occurrence.construct {
        case "disposed":
            guard throwaway(occurrence) else { return nil }
            return "no Task to keep: the bag nobody keeps ends the subscription at once, so it only read the current "
                + "value (a `BehaviorSubject`'s, a relay's): read that value once, and keep no loop that would see "
                + "later values"
        case "DisposeBag":
            guard file.occurrences.contains(where: { $0.construct == "disposed" && pairs($0, occurrence) }) else {
                return nil
            }
            return "nothing: a bag nobody keeps, released at the end of the statement"
        default:
            return nil
        }
    }

    /// RxSwift's schedulers that run work off the main thread.
    static let backgroundSchedulers: Set<String> = [
        "ConcurrentDispatchQueueScheduler", "SerialDispatchQueueScheduler", "OperationQueueScheduler",
    ]

    /// What a finished task's Scope says of a file of it with no Rx left for it: the other parts' declarations of a
    /// split file, or a `+Rx.swift` file's old Rx path that a cleanup task deletes (`KeptRxFiles`), may still hold some.
    private static func noRxLeft(_ file: TaskFile, context: WorkspaceContext) -> String {
        if let cleanup = context.relations.keptRxFiles(of: file.path).first(where: { $0.path == file.path }) {
            return "No Rx left for this task: the old Rx path here is \(cleanup.task)'s, which deletes the file."
        }
        return file.declarations == nil ? "No Rx left." : "No Rx left in these declarations."
    }

    /// What the Scope says of the lifetime requirements of `file` and the holders implementing them, by line
    /// (`PlanTask.keptHolders`, `keptRequirements`, `deletedRequirements`) and their resets (`keptResets`): not the
    /// `DisposeBag` recipe; and of the
    /// conformances of a section or identity model other tasks' data sources use (`PlanTask.sectionModels`), which
    /// stay for them.
    private static func keptCells(_ task: PlanTask, _ file: TaskFile) -> [Int: String] {
        var cells: [Int: String] = [:]
        for location in task.deletedRequirements where location.path == file.path {
            cells[location.line] =
                "delete it: a protocol's lifetime requirement that only this task's types implement, each keeping or "
                + "moving its own holder"
        }
        for location in task.keptRequirements where location.path == file.path {
            cells[location.line] =
                "keep as it is until the cleanup wave removes it: a lifetime requirement that types of other tasks "
                + "implement (see Boundary)"
        }
        for location in task.keptHolders where location.path == file.path {
            cells[location.line] =
                "keep as it is until the cleanup wave removes the lifetime requirement it implements (see Boundary)"
        }
        for location in task.keptResets where location.path == file.path {
            cells[location.line] = "keep as it is: it gives a subscription holder this task keeps a new lifetime"
        }
        // A lifetime a base class declares and a subclass of another task overrides (`override func bind() ->
        // [Disposable]`): both keep it until the cleanup wave, as the Boundary says and `verify` counts.
        for conformance in task.conformances
        where conformance.isOverride && conformance.protocolTask != conformance.typeTask
            && Catalog.holdsOnlyLifetimes(conformance.rxTypes)
        {
            for location in [conformance.requirement, conformance.implementation]
            where location.path == file.path && cells[location.line] == nil {
                cells[location.line] =
                    "keep as it is until the cleanup wave removes it: a lifetime a base class and its overrides in "
                    + "other tasks share (see Boundary)"
            }
        }
        // A section or identity model's conformances that data sources in other tasks' files still need.
        if task.sectionModels.contains(where: { $0.task == task.id && $0.path == file.path }) {
            for occurrence in file.occurrences where CallSiteResolver.isSectionModelConformance(occurrence) {
                cells[occurrence.line] = "keep as it is while the files under Boundary use it"
            }
        }
        return cells
    }

    /// The lines of `file` that `task` keeps for callers outside it (Boundary): a subscription holder's declaration,
    /// and a subscription helper's with its body, up to the next helper of its name the task keeps in the file.
    private static func keptLines(_ task: PlanTask, _ file: TaskFile) -> Set<Int> {
        var kept: Set<Int> = []
        let shims = task.shims.filter { $0.declaration.path == file.path }
        for shim in shims where shim.strategy == .keep { kept.insert(shim.declaration.line) }
        for shim in shims where shim.strategy == .keptAlias {
            let next = shims.lazy.map(\.declaration.line).filter { $0 > shim.declaration.line }.min()
            kept.formUnion(
                RxAPI.aliasLines(of: shim.api, at: shim.declaration.line, before: next, in: file.occurrences))
        }
        for shim in shims where shim.strategy == .subscriptionHelper {
            let line = shim.declaration.line
            let next = shims.lazy.filter { $0.api == shim.api && $0.declaration.line > line }.map(\.declaration.line)
                .min()
            kept.formUnion(RxAPI.declarationLines(of: shim.api, at: line, before: next, in: file.occurrences))
        }
        return kept
    }
}

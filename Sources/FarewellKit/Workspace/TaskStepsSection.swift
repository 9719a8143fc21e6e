/// The `## Steps`, `## Definition of done` and `## Pull request` sections of a task file.
enum TaskStepsSection {
    /// `farewell/T-012-slug`.
    static func branch(_ task: PlanTask) -> String { "farewell/\(task.id)-\(task.slug)" }

    /// `[T-012] Title`.
    static func title(_ task: PlanTask) -> String { "[\(task.id)] \(task.title)" }

    /// The step for the callers in files no task lists (`PlanTask.callerUpdates`), which no other task moves.
    private static let updateStep = "Update the callers under Boundary in files no task lists, which keep no shim."

    /// `context`: the modules, whose Xcode projects may list their files one by one (`Module.fileList`).
    static func steps(_ task: PlanTask, context: WorkspaceContext) -> String {
        var steps = [
            "Read this file and `rules.md` (its `## Lessons` too).",
            "Check that \(task.dependsOn.isEmpty ? "main builds" : task.dependsOn.joined(separator: ", ") + " are merged"); "
                + "then create the branch \(Markdown.code(branch(task))) from an up-to-date main.",
        ]
        switch task.kind {
        case .foundation:
            let parts = TaskGoalSection.foundationParts(task)
            if parts.polyfills {
                steps.append(
                    "Add the FarewellAsync dependency, or run `farewell scaffold` and add the files it writes"
                        + scaffoldTargets(TargetMembership.listingModules(context.rxModules).compactMap(\.fileList)))
            }
            if parts.flags {
                steps.append(
                    "Add the flag plumbing: one boolean per task name, off by default, readable where code branches.")
            }
        case .migration where task.flag.isEmpty && FolderFallback.isUnclaimed(task.module):
            steps.append(
                "Check that no target compiles the files in Scope, then delete them (or add them to a target and "
                    + "migrate them with the Recipes).")
        case .migration where task.flag.isEmpty && task.movesOnlyOperators:
            steps.append("Move each operator in Scope unchanged into the `+Rx.swift` file its rows name.")
            steps.append("Keep the operators under Boundary working for their callers.")
        case .migration where task.flag.isEmpty:
            steps.append("Migrate each file in Scope with the Recipes.")
            if !task.shims.isEmpty { steps.append("Keep the shims under Boundary working for their callers.") }
            if !task.callerUpdates.isEmpty { steps.append(updateStep) }
            if let step = listingStep(task, context: context) { steps.append(step) }
        case .migration:
            steps += [
                "Add the flag \(Markdown.code(task.flag)) (see Feature flag).",
                "Migrate each file in Scope with the Recipes; move the old Rx path and the shims into `+Rx.swift` files.",
            ]
            if !task.shims.isEmpty { steps.append("Keep the shims under Boundary working for their callers.") }
            if !task.callerUpdates.isEmpty { steps.append(updateStep) }
            if let step = listingStep(task, context: context) { steps.append(step) }
        case .cleanup:
            steps += ["Delete what Removals lists, in that order, building after each group."]
        }
        steps += [
            "Run `farewell verify \(task.id)` until it exits 0.",
            "Build the project and run its tests\(task.flag.isEmpty ? "" : ", with the flag on and off").",
            "Write what you learned under `## Lessons`.",
            "Open the pull request (see Pull request).",
        ]
        let numbered = steps.enumerated().map { "\($0.offset + 1). \($0.element)" }
        return "## Steps\n\n" + numbered.joined(separator: "\n") + "\n"
    }

    /// The step adding the files a migration task creates to its module's target, where the project lists its files
    /// one by one (`Module.fileList`) and no folder claim takes in a file created beside one of the task's (a
    /// `+Rx.swift` file, or the `+Async.swift` file of a `+Rx.swift` one: `FileNaming.createdFile(beside:)`): else the
    /// shims, the old Rx path or the new code compile nowhere, and `verify` fails (`TargetMembership`). Nil otherwise.
    private static func listingStep(_ task: PlanTask, context: WorkspaceContext) -> String? {
        guard let list = context.modules.first(where: { $0.name == task.module })?.fileList,
            task.files.contains(where: { list.needsListing(FileNaming.createdFile(beside: $0.path)) })
        else { return nil }
        return "Add each file you create (a `+Rx.swift` or `+Async.swift` file too) to \(list.inWords): it lists its "
            + "files one by one, and compiles no other."
    }

    /// Where the files `farewell scaffold` writes go, ending the foundation task's step: the targets of the modules
    /// with Rx whose projects list their files one by one (`TargetMembership.listingModules`); a full stop when there
    /// are none, since a folder a manifest globs takes them in.
    private static func scaffoldTargets(_ lists: [XcodeFileList]) -> String {
        guard let first = lists.first else { return "." }
        guard lists.count > 1 else {
            return " to \(first.inWords): it lists its files one by one, and compiles no other."
        }
        let targets = Markdown.list(lists.map { "\(Markdown.code($0.target)) in \(Markdown.code($0.project))" })
        return
            " to each of the targets \(targets) that uses them: they list their files one by one, and compile no other."
    }

    static func definitionOfDone(_ task: PlanTask) -> String {
        let verified =
            switch task.kind {
            case .cleanup:
                "no Rx left in the files in scope, and no Rx dependency line or Rx-only import left in its modules."
            case .foundation: foundationVerified(task)
            case .migration: "no Rx left in the files in scope (for a partial file, in its declarations)."
            }
        var items = ["`farewell verify \(task.id)` exits 0: " + verified, "The project builds and its tests pass."]
        if task.kind == .migration {
            if !task.flag.isEmpty {
                let flag = Markdown.code(task.flag)
                items.append("Off, \(flag) keeps the old behaviour; on, the new path behaves the same.")
            }
            if !task.shims.isEmpty {
                items.append("The callers under Boundary still build and work through the shims.")
            }
        }
        items += [
            "`## Lessons` has at least one bullet (or `- [General] none`).",
            "The pull request title starts with `[\(task.id)]`.",
        ]
        return "## Definition of done\n\n" + items.map { "- [ ] \($0)" }.joined(separator: "\n") + "\n"
    }

    /// What `verify` checks of a foundation task, which has no files in scope (`FoundationCheck`).
    private static func foundationVerified(_ task: PlanTask) -> String {
        let parts = TaskGoalSection.foundationParts(task)
        var checks: [String] = []
        if parts.polyfills {
            checks.append(
                "FarewellAsync is available (its package, or the files `farewell scaffold` writes) and RxSwift has what "
                    + "the bridges need")
        }
        if parts.flags { checks.append("the flag plumbing, which no scan can see, is left to review") }
        return checks.joined(separator: "; ") + "."
    }

    static func pullRequest(_ task: PlanTask) -> String {
        """
        ## Pull request

        - Branch: \(Markdown.code(branch(task)))
        - Title: \(Markdown.code(title(task)))
        - Body: a link to this file\(task.flag.isEmpty ? " and" : ", the flag, and") the output of \
        `farewell verify \(task.id)`.

        """
    }
}

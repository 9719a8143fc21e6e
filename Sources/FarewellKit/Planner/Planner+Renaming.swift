/// Titles that follow their task's scope on a re-plan: a continued migration task whose files or declarations changed
/// under the title farewell gave it is named as its files name it now (`App: FeedViewModel, LoginViewModel` becomes
/// `App: FeedViewModel` once `LoginViewModel.swift` holds no Rx, or its Rx moved to another task), so no task is
/// named after code it no longer holds, or silent about code it took on.
extension Planner {
    /// Marks for a new title (`TaskDraft.renamed`) each continued migration task that is still open, holds files and
    /// has another scope than it was planned with (files, or the declarations of a split file), while its title is
    /// farewell's own (`PlanTask.hasOwnTitle`) and nobody edited its generated region (`editedTasks`), whose heading
    /// shows the title. A title people changed, one of a plan written before farewell recorded its titles but for
    /// those `recordOwnTitles` finds farewell's, and a finished task's keep their titles. `drafts` are in id order,
    /// with their files placed.
    static func renameChangedTasks(_ drafts: inout [TaskDraft], editedTasks: Set<String>) {
        let renamed = drafts.indices.filter { isRenamed(drafts[$0], editedTasks: editedTasks) }
        guard !renamed.isEmpty else { return }
        let holders = partHolders(drafts)
        for index in renamed {
            drafts[index].renamed = true
            numberPart(&drafts[index], holders: holders)
        }
    }

    /// Records the title hash (`PlanTask.titleHash`) of each continued task read from a file written before farewell
    /// recorded `title_hash`, when its title is exactly one farewell gives the task now (`ownTitles`: `App: Login
    /// screen` for a task holding `LoginViewController.swift` and `LoginViewModel.swift`, `UI: FeedViewModel (part 2
    /// of 2)` for the second part of a split file): that wording is farewell's, whoever wrote it, so a later scope
    /// change names the task anew (`renameChangedTasks`). Another title may be one people chose: it stays without a
    /// hash and is never renamed. Finished tasks are recorded too, as a first plan records every title: no re-plan
    /// names a finished task anew, and one open again (its Rx came back) goes on under farewell's title. `drafts` are
    /// in id order, with their files placed.
    static func recordOwnTitles(_ drafts: inout [TaskDraft]) {
        let unrecorded = drafts.indices.filter { index in
            guard let previous = drafts[index].previous else { return false }
            return previous.titleHash == nil && !previous.title.isEmpty
        }
        guard !unrecorded.isEmpty else { return }
        let holders = partHolders(drafts)
        for index in unrecorded {
            var named = drafts[index]
            numberPart(&named, holders: holders)
            guard let title = named.previous?.title, ownTitles(named).contains(title) else { continue }
            drafts[index].previous?.titleHash = FNV1a.hash(title)
        }
    }

    /// The titles farewell gives a task: by its labels, as a first plan names its files (`App: Login screen`), and
    /// file by file, as a re-plan named a task anew before carried tasks had labels (`App: LoginViewController,
    /// LoginViewModel`).
    private static func ownTitles(_ draft: TaskDraft) -> [String] {
        var fileByFile = draft
        fileByFile.labels = []
        return [TaskNaming.title(draft), TaskNaming.title(fileByFile)]
    }

    /// Gives each task carried over from the previous plan the labels a first plan gives its files (`FreshLabels`),
    /// from a first plan's migration tasks of every file (`grouper`): the previous plan lists paths only, and a title
    /// named file by file (`App: LoginViewController, LoginViewModel`) is not the one a first plan writes (`App: Login
    /// screen`). `drafts` hold their files placed.
    func labelCarriedTasks(_ drafts: inout [TaskDraft], grouper: TaskGrouper, editedTasks: Set<String>) {
        let carried = drafts.indices.filter { Self.needsLabels(drafts[$0], editedTasks: editedTasks) }
        guard !carried.isEmpty else { return }
        let groups = grouper.groups(for: Set(grouper.files.map(\.path)))
        var none: [TaskDraft] = []
        var fresh = place(groups, into: &none)
        HeldFiles.absorb(
            &fresh, files: grouper.files, budget: Budget(settings: settings, weight: weight), groups: groups)
        TaskNaming.disambiguate(&fresh)
        let labels = FreshLabels(fresh: fresh, groups: groups)
        for index in carried { drafts[index].labels = labels.labels(drafts[index].files) }
    }

    /// Whether a carried migration task's title may be farewell's anew, which takes its labels: one without a title,
    /// one whose title's hash is not recorded (`recordOwnTitles`), or one named anew (`renameChangedTasks`). The
    /// others keep their titles, so a re-plan of an unchanged plan groups no file again.
    private static func needsLabels(_ draft: TaskDraft, editedTasks: Set<String>) -> Bool {
        guard draft.kind == .migration, let previous = draft.previous else { return false }
        return previous.title.isEmpty || previous.titleHash == nil || isRenamed(draft, editedTasks: editedTasks)
    }

    private static func isRenamed(_ draft: TaskDraft, editedTasks: Set<String>) -> Bool {
        guard draft.kind == .migration, let previous = draft.previous, previous.hasOwnTitle,
            !previous.status.isFinished, !draft.files.isEmpty, !editedTasks.contains(previous.id)
        else { return false }
        return scope(draft.files) != scope(previous.files)
    }

    /// A scope as what a title can name: each path, with the declarations its part names for a split file, in any
    /// order.
    static func scope(_ files: [TaskFile]) -> Set<String> {
        Set(
            files.map { file in
                file.declarations.map { file.path + "#" + $0.sorted().joined(separator: ",") } ?? file.path
            })
    }

    /// The migration tasks holding a part of each split file: path -> their ids, in id order.
    private static func partHolders(_ drafts: [TaskDraft]) -> [String: [String]] {
        var holders: [String: [String]] = [:]
        for draft in drafts where draft.kind == .migration {
            for file in draft.files where file.declarations != nil {
                holders[file.path, default: []].append(draft.id ?? "")
            }
        }
        return holders
    }

    /// A task holding a part of one split file is `part 2 of 3`, as the packer names the parts it cuts: its place
    /// among the tasks holding parts of that file (`holders`: path -> their ids, in id order). A part other files
    /// joined keeps saying so (`App: FeedViewModel, Banner (part 1 of 2)`).
    private static func numberPart(_ draft: inout TaskDraft, holders: [String: [String]]) {
        let split = draft.files.filter { $0.declarations != nil }
        guard split.count == 1, let path = split.first?.path, let ids = holders[path], ids.count > 1,
            let place = ids.firstIndex(of: draft.id ?? "")
        else { return }
        draft.part = place + 1
        draft.parts = ids.count
    }
}

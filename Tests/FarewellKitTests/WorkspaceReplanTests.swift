import Foundation
import Testing

@testable import FarewellKit

@Suite struct WorkspaceReplanTests {
    /// A workspace at `/ws` holding the sample plan as farewell writes it.
    static func writtenWorkspace(_ context: WorkspaceContext = WorkspaceSamplePlan.context) throws -> InMemoryFileSystem
    {
        let fileSystem = InMemoryFileSystem()
        for document in WorkspaceRenderer.documents(context: context) {
            try fileSystem.write(document.text, to: "/ws/" + document.path)
        }
        return fileSystem
    }

    static func update(_ context: WorkspaceContext, in fileSystem: InMemoryFileSystem) throws
        -> (changes: [WorkspaceChange], warnings: [Diagnostic])
    {
        let snapshot = try WorkspaceReader(fileSystem: fileSystem).read("/ws")
        return try WorkspaceUpdate.changes(context: context, snapshot: snapshot) {
            (path: String) throws(FarewellError) -> String? in
            try? fileSystem.text(of: "/ws/" + path)
        }
    }

    /// `farewell plan` in the workspace at `/ws` of `fileSystem`: `inventory` planned again from the plan read back
    /// there, merged into its files and written as `plan` writes them; returns the plan and the changes.
    static func replan(_ inventory: Inventory, in fileSystem: InMemoryFileSystem) throws -> (
        plan: Plan, changes: [WorkspaceChange]
    ) {
        let snapshot = try WorkspaceReader(fileSystem: fileSystem).read("/ws")
        let plan = Planner().plan(
            inventory, previous: snapshot.plan, writtenTasks: snapshot.writtenTasks, editedTasks: snapshot.editedTasks)
        let (changes, _) = try WorkspaceUpdate.changes(context: WorkspaceContext(plan: plan), snapshot: snapshot) {
            (path: String) throws(FarewellError) -> String? in
            try? fileSystem.text(of: "/ws/" + path)
        }
        let (writes, removals) = WorkspaceChange.writesAndRemovals(changes)
        for change in writes { try fileSystem.write(change.text, to: "/ws/" + change.path) }
        for path in removals { try fileSystem.remove("/ws/" + path) }
        return (plan, changes)
    }

    @Test func readingBackGivesThePlanWithoutOccurrencesAndShims() throws {
        let plan = try #require(try WorkspaceReader(fileSystem: Self.writtenWorkspace()).read("/ws").plan)
        var expected = WorkspaceSamplePlan.plan
        expected.tasks = expected.tasks.map { task in
            var task = task
            task.shims = []
            task.callerUpdates = []
            task.files = task.files.map { TaskFile(path: $0.path, declarations: $0.declarations, occurrences: []) }
            return task
        }
        #expect(plan == expected)
    }

    @Test func theSameInputChangesNoFile() throws {
        let (changes, warnings) = try Self.update(WorkspaceSamplePlan.context, in: Self.writtenWorkspace())
        #expect(changes.filter { $0.status != .unchanged }.map(\.path) == [])
        #expect(changes.count == 11)
        #expect(warnings.isEmpty)
    }

    /// A task file as farewell writes it holds nothing people wrote; a history line, a note or an edit inside
    /// the generated region does, while a changed front matter (`track`'s status) is judged by the plan itself.
    @Test func readingBackTellsTheTaskFilesPeopleWroteIn() throws {
        let fileSystem = try Self.writtenWorkspace()
        #expect(try WorkspaceReader(fileSystem: fileSystem).read("/ws").writtenTasks == [])
        let edits: [(path: String, old: String, new: String)] = [
            ("/ws/tasks/T-001-foundation.md", "pull requests. -->\n", "pull requests. -->\n- 2026-11-30 in-progress\n"),
            ("/ws/tasks/T-002-networking-apiclient.md", "## Notes\n", "## Notes\n\nAsk Ana first.\n"),
            ("/ws/tasks/T-003-login-view-model.md", "## Goal\n", "## Goal\n\nBy hand.\n"),
            ("/ws/tasks/T-004-cleanup.md", "status: todo\n", "status: in-progress\n"),
        ]
        for edit in edits {
            let text = try fileSystem.text(of: edit.path)
            #expect(text.contains(edit.old))
            try fileSystem.write(text.replacingOccurrences(of: edit.old, with: edit.new), to: edit.path)
        }
        let snapshot = try WorkspaceReader(fileSystem: fileSystem).read("/ws")
        #expect(snapshot.writtenTasks == ["T-001", "T-002", "T-003"])
        #expect(try WorkspaceReader(fileSystem: fileSystem).read("/ws", sections: false).writtenTasks == [])
    }

    @Test func replanningKeepsPeopleSectionsStatusAndPR() throws {
        let fileSystem = try Self.writtenWorkspace()
        let path = "/ws/tasks/T-002-networking-apiclient.md"
        var text = try fileSystem.text(of: path)
        text = text.replacingOccurrences(of: "status: todo\npr:\n", with: "status: in-review\npr: 77\nowner: ana\n")
        text = text.replacingOccurrences(of: "## Notes\n", with: "## Notes\n\nAsk Ana first.\n")
        text += "- 2026-11-30 in-review (#77)\n"
        text = text.replacingOccurrences(
            of: "## Lessons\n", with: "## Lessons\n\n- [Single] cancel in onDispose (to: rules)\n")
        try fileSystem.write(text, to: path)

        var context = WorkspaceSamplePlan.context
        context.plan.tasks[1].title = "Networking: APIClient and friends to async"
        context.plan.tasks[1].points = 9
        let (changes, warnings) = try Self.update(context, in: fileSystem)
        let change = try #require(changes.first { $0.path == "tasks/T-002-networking-apiclient.md" })
        #expect(change.status == .updated)
        #expect(warnings.isEmpty)
        let document = try FrontMatterParser.parse(change.text, path: change.path)
        #expect(document.frontMatter["title"] == .scalar("Networking: APIClient and friends to async"))
        #expect(document.frontMatter["points"] == .scalar("9"))
        #expect(document.frontMatter["status"] == .scalar("in-review"))
        #expect(document.frontMatter["pr"] == .scalar("77"))
        #expect(document.frontMatter.entries.last?.key == "owner")
        let sections = TaskSections.extract(document.body)
        #expect(sections.lessons == "## Lessons\n\n- [Single] cancel in onDispose (to: rules)\n\n" + lessonsComment)
        #expect(sections.notes == "## Notes\n\nAsk Ana first.\n\n" + notesComment)
        #expect(sections.history?.hasSuffix("pull requests. -->\n- 2026-11-30 in-review (#77)\n") == true)
        #expect(change.text.contains("# T-002 Networking: APIClient and friends to async\n"))
    }

    @Test func aTaskWhoseRxWentAwayIsWrittenDoneAndOneThatGotRxBackTodo() throws {
        let fileSystem = try Self.writtenWorkspace()
        let path = "tasks/T-002-networking-apiclient.md"
        // Re-planned as the replanner leaves a task whose files hold no Rx any more: no files, done.
        var context = WorkspaceSamplePlan.context
        context.plan.tasks[1].files = []
        context.plan.tasks[1].status = .done
        let (changes, _) = try Self.update(context, in: fileSystem)
        let emptied = try #require(changes.first { $0.path == path })
        #expect(try FrontMatterParser.parse(emptied.text, path: path).frontMatter["status"] == .scalar("done"))
        try fileSystem.write(emptied.text, to: "/ws/" + path)
        // Rx came back: the replanner makes it todo again, and the file says so.
        context = WorkspaceSamplePlan.context
        let (again, _) = try Self.update(context, in: fileSystem)
        let reopened = try #require(again.first { $0.path == path })
        #expect(try FrontMatterParser.parse(reopened.text, path: path).frontMatter["status"] == .scalar("todo"))
        // A status a person wrote is never changed by a plan that merely differs (see the test above).
        try fileSystem.write(
            reopened.text.replacingOccurrences(of: "status: todo", with: "status: in-review"), to: "/ws/" + path)
        let (kept, _) = try Self.update(context, in: fileSystem)
        let review = try #require(kept.first { $0.path == path })
        #expect(try FrontMatterParser.parse(review.text, path: path).frontMatter["status"] == .scalar("in-review"))
    }

    let lessonsComment = """
        <!-- One bullet per lesson: `- [Construct] what you learned (to: rules|skill|tasks)`. Put the construct id \
        in brackets (or [General]); `to:` says where the retro should carry it. -->


        """
    let notesComment = "<!-- For people: anything about this task. farewell never changes this section. -->\n\n"

    @Test func aHandEditedRulesSectionIsKeptAndReported() throws {
        let fileSystem = try Self.writtenWorkspace()
        let rules = try fileSystem.text(of: "/ws/rules.md")
        let edited = rules.replacingOccurrences(of: "migrate, don't redesign.", with: "migrate, then redesign.")
        try fileSystem.write(edited + "- [Single] a lesson\n", to: "/ws/rules.md")
        var context = WorkspaceSamplePlan.context
        context.settings.flagPrefix = "ff_"
        let (changes, warnings) = try Self.update(context, in: fileSystem)
        let change = try #require(changes.first { $0.path == "rules.md" })
        #expect(change.text.contains("migrate, then redesign."))
        #expect(change.text.contains("`ff_<task id>`"))
        #expect(change.text.hasSuffix("- [Single] a lesson\n"))
        #expect(
            warnings.map(\.description) == [
                "rules.md: warning: generated section 'principles' was edited by hand; not updated"
            ])
    }

    @Test func aTaskWhoseSlugChangedKeepsItsFile() throws {
        let fileSystem = try Self.writtenWorkspace()
        var context = WorkspaceSamplePlan.context
        context.plan.tasks[2].slug = "login"
        let (changes, _) = try Self.update(context, in: fileSystem)
        #expect(changes.contains { $0.path == "tasks/T-003-login-view-model.md" && $0.status == .updated })
        #expect(!changes.contains { $0.path == "tasks/T-003-login.md" })
    }

    @Test func tasksMissingFromTheNewPlanAreLeftAlone() throws {
        let fileSystem = try Self.writtenWorkspace()
        var context = WorkspaceSamplePlan.context
        context.plan.tasks.removeLast()
        let (changes, _) = try Self.update(context, in: fileSystem)
        #expect(!changes.contains { $0.path == "tasks/T-004-cleanup.md" })
    }

    @Test func aReadmeInTheTasksFolderIsNotATask() throws {
        let fileSystem = try Self.writtenWorkspace()
        try fileSystem.write("# Tasks\n", to: "/ws/tasks/README.md")
        #expect(try WorkspaceReader(fileSystem: fileSystem).read("/ws").plan?.tasks.count == 4)
    }

    @Test func malformedTaskFilesStopTheRead() throws {
        let fileSystem = try Self.writtenWorkspace()
        try fileSystem.write("---\nid: T-009\nstatus: [a\n---\n", to: "/ws/tasks/T-009-x.md")
        #expect(throws: FarewellError.badInput(path: "tasks/T-009-x.md:3", problem: "list is not closed by ']'")) {
            _ = try WorkspaceReader(fileSystem: fileSystem).read("/ws")
        }
    }

    @Test func frontMatterCommentsSurviveWhenNothingChanged() throws {
        let fileSystem = try Self.writtenWorkspace()
        let path = "/ws/tasks/T-002-networking-apiclient.md"
        let text = try fileSystem.text(of: path).replacingOccurrences(
            of: "status: todo\n", with: "# owner: ana\nstatus: todo\n")
        try fileSystem.write(text, to: path)
        let (changes, _) = try Self.update(WorkspaceSamplePlan.context, in: fileSystem)
        let change = try #require(changes.first { $0.path == "tasks/T-002-networking-apiclient.md" })
        #expect(change.status == .unchanged)
        #expect(change.text == text)
    }

    @Test func windowsLineEndingsAreRead() throws {
        let document = try FrontMatterParser.parse(
            "---\r\nid: T-001\r\nfiles:\r\n  - A.swift\r\n---\r\nbody\r\n", path: "t.md")
        #expect(document.frontMatter["id"] == .scalar("T-001"))
        #expect(document.frontMatter["files"] == .list(["A.swift"]))
        #expect(document.body == "body\r\n")
    }

    @Test func wavesAloneCanBeRefreshedFromAReadBackPlan() throws {
        let fileSystem = try Self.writtenWorkspace()
        let path = "/ws/tasks/T-002-networking-apiclient.md"
        try fileSystem.write(
            try fileSystem.text(of: path).replacingOccurrences(of: "status: todo", with: "status: merged"), to: path)
        let snapshot = try WorkspaceReader(fileSystem: fileSystem).read("/ws")
        let plan = try #require(snapshot.plan)
        let (changes, _) = try WorkspaceUpdate.changes(
            context: WorkspaceContext(plan: plan), snapshot: snapshot, including: { $0.hasPrefix("waves/") }
        ) { (path: String) throws(FarewellError) -> String? in try? fileSystem.text(of: "/ws/" + path) }
        #expect(
            changes.map(\.path) == [
                "waves/W0-foundation.md", "waves/W1-infra-and-presentation.md", "waves/W2-cleanup.md",
            ])
        #expect(changes.filter { $0.status == .updated }.map(\.path) == ["waves/W1-infra-and-presentation.md"])
        #expect(changes[1].text.contains("| 6 | merged |  |"))
    }
}

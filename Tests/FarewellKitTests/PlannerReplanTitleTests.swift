import Testing

@testable import FarewellKit

/// A re-plan through the workspace files, as `farewell plan` runs it: a task whose scope changed takes the title its
/// files give now while the title is the one farewell gave it; a title people changed is theirs and stays.
@Suite struct PlannerReplanTitleTests {
    static let taskPath = "/ws/tasks/T-003-app-feedviewmodel.md"
    static let wavePath = "/ws/waves/W1-presentation.md"

    /// Two view models with Rx (one task, `App: FeedViewModel, LoginViewModel`), or the login one without Rx.
    static func inventory(loginHoldsRx: Bool) throws -> Inventory {
        let model = { (name: String) in "import RxSwift\n\nfinal class \(name) {\n    let bag = DisposeBag()\n}\n" }
        let files = [
            "/repo/App/FeedViewModel.swift": model("FeedViewModel"),
            "/repo/App/LoginViewModel.swift": loginHoldsRx
                ? model("LoginViewModel") : "final class LoginViewModel {\n    var name = \"\"\n}\n",
        ]
        return try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    }

    /// A workspace at `/ws` holding the first plan, as farewell writes it.
    static func firstWorkspace() throws -> InMemoryFileSystem {
        let first = Planner().plan(try inventory(loginHoldsRx: true), previous: nil)
        #expect(first.task("T-003")?.title == "App: FeedViewModel, LoginViewModel")
        return try WorkspaceReplanTests.writtenWorkspace(WorkspaceContext(plan: first))
    }

    /// Plans `inventory` again from the workspace, writes what changed and returns the changed paths.
    static func replan(_ inventory: Inventory, in fileSystem: InMemoryFileSystem) throws -> [String] {
        try WorkspaceReplanTests.replan(inventory, in: fileSystem).changes.filter { $0.status != .unchanged }.map(
            \.path)
    }

    /// The lines of the task file and the wave file that name task T-003.
    static func titles(in fileSystem: InMemoryFileSystem) throws -> [String] {
        let task = try fileSystem.text(of: taskPath).split(separator: "\n").filter {
            $0.hasPrefix("title") || $0.hasPrefix("# T-003") || $0.hasPrefix("- Title:")
        }
        let wave = try fileSystem.text(of: wavePath).split(separator: "\n").filter { $0.hasPrefix("| [T-003]") }
        return (task + wave).map(String.init)
    }

    static func edit(_ path: String, _ old: String, _ new: String, in fileSystem: InMemoryFileSystem) throws {
        let text = try fileSystem.text(of: path)
        #expect(text.contains(old))
        try fileSystem.write(text.replacingOccurrences(of: old, with: new), to: path)
    }

    @Test func aTaskWhoseScopeChangedTakesTheTitleItsFilesGiveNowKeepingStatusPRAndNotes() throws {
        let fileSystem = try Self.firstWorkspace()
        try Self.edit(Self.taskPath, "status: todo\npr:\n", "status: in-progress\npr: 12\n", in: fileSystem)
        try Self.edit(Self.taskPath, "## Notes\n", "## Notes\n\nAsk Ana first.\n", in: fileSystem)
        let changed = try Self.replan(try Self.inventory(loginHoldsRx: false), in: fileSystem)
        #expect(changed == ["tasks/T-003-app-feedviewmodel.md", "waves/W1-presentation.md"])
        #expect(
            try Self.titles(in: fileSystem) == [
                #"title: "App: FeedViewModel""#, "title_hash: " + FNV1a.hash("App: FeedViewModel"),
                "# T-003 App: FeedViewModel", "- Title: `[T-003] App: FeedViewModel`",
                "| [T-003](../tasks/T-003-app-feedviewmodel.md) | App: FeedViewModel | App | presentation | 1 "
                    + "| in-progress | 12 |",
            ])
        let text = try fileSystem.text(of: Self.taskPath)
        #expect(text.contains("status: in-progress\npr: 12\n") && text.contains("## Notes\n\nAsk Ana first.\n"))
        #expect(try Self.replan(try Self.inventory(loginHoldsRx: false), in: fileSystem) == [])
    }

    @Test func aTitleEditedByHandIsKeptWhenTheScopeChanges() throws {
        let fileSystem = try Self.firstWorkspace()
        try Self.edit(
            Self.taskPath, #"title: "App: FeedViewModel, LoginViewModel""#, "title: Feed and login screens",
            in: fileSystem)
        let changed = try Self.replan(try Self.inventory(loginHoldsRx: false), in: fileSystem)
        #expect(changed == ["tasks/T-003-app-feedviewmodel.md", "waves/W1-presentation.md"])
        #expect(
            try Self.titles(in: fileSystem) == [
                "title: Feed and login screens", "title_hash: " + FNV1a.hash("App: FeedViewModel, LoginViewModel"),
                "# T-003 Feed and login screens", "- Title: `[T-003] Feed and login screens`",
                "| [T-003](../tasks/T-003-app-feedviewmodel.md) | Feed and login screens | App | presentation | 1 | todo "
                    + "|  |",
            ])
        _ = try Self.replan(try Self.inventory(loginHoldsRx: true), in: fileSystem)
        #expect(try Self.titles(in: fileSystem).first == "title: Feed and login screens")
    }

    /// An edited generated section keeps the heading people read, so the title stays; a task file written before
    /// farewell recorded `title_hash`, whose title is not the one its new scope gives, cannot tell whose its title is,
    /// so it stays too.
    @Test func aTaskWithAnEditedSectionOrWithoutATitleHashKeepsItsTitle() throws {
        let edits: [(String) -> String] = [
            { $0.replacingOccurrences(of: "## Goal\n", with: "## Goal\n\nBy hand.\n") },
            {
                $0.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("title_hash:") }
                    .joined(separator: "\n")
            },
        ]
        for edit in edits {
            let fileSystem = try Self.firstWorkspace()
            try fileSystem.write(edit(try fileSystem.text(of: Self.taskPath)), to: Self.taskPath)
            _ = try Self.replan(try Self.inventory(loginHoldsRx: false), in: fileSystem)
            let titles = try Self.titles(in: fileSystem)
            #expect(titles.first == #"title: "App: FeedViewModel, LoginViewModel""#)
            #expect(titles.last?.contains("| App: FeedViewModel, LoginViewModel |") == true)
        }
    }

    /// A part of a split file whose declarations changed is named anew with its place among the parts, as the packer
    /// named it, not after the file alone (which would give two tasks one title).
    @Test func aPartOfASplitFileNamedAnewKeepsItsPartNumber() throws {
        var big = Fixture.file("UI/FeedViewModel.swift", "UI", .presentation, count: 0)
        big.occurrences =
            Fixture.occurrences(40, from: 10, in: "A.bind()") + Fixture.occurrences(40, from: 60, in: "A.load()")
        let planner = Planner(settings: PlanSettings(maxPoints: 60))
        let first = planner.plan(Fixture.inventory([big]), previous: nil)
        let titles = ["UI: FeedViewModel (part 1 of 2)", "UI: FeedViewModel (part 2 of 2)"]
        #expect(first.migrationTasks.map(\.title) == titles)
        var changed = big
        changed.occurrences += Fixture.occurrences(3, from: 120, in: "A.extra()")
        let second = planner.plan(Fixture.inventory([changed]), previous: first.readBack)
        #expect(
            second.migrationTasks.map { $0.files.map(\.declarations) } == [
                [["A.bind()", "A.extra()"]], [["A.load()"]],
            ])
        #expect(second.migrationTasks.map(\.title) == titles)
        #expect(second.migrationTasks.allSatisfy { $0.hasOwnTitle })
        #expect(planner.plan(Fixture.inventory([changed]), previous: second.readBack) == second)
    }
}

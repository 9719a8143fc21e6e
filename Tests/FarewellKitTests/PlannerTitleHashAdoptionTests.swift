import Testing

@testable import FarewellKit

/// A re-plan of task files written before farewell recorded `title_hash`: a title that is exactly the one farewell
/// gives the task now is farewell's wording, so its hash is recorded (one line of front matter) and a later scope
/// change names the task anew; another title may be one people chose, and stays without a hash.
@Suite struct PlannerTitleHashAdoptionTests {
    typealias Workspace = PlannerReplanTitleTests

    /// The first workspace with the `title_hash` line taken out of every task file, as farewell wrote them before it
    /// recorded one, and the task files as farewell writes them now (path -> text).
    static func oldStyleWorkspace() throws -> (fileSystem: InMemoryFileSystem, written: [String: String]) {
        let fileSystem = try Workspace.firstWorkspace()
        var written: [String: String] = [:]
        for entry in try fileSystem.entries(of: "/ws/tasks") {
            let path = "/ws/tasks/" + entry.name
            let text = try fileSystem.text(of: path)
            written[path] = text
            try fileSystem.write(withoutTitleHash(text), to: path)
        }
        return (fileSystem, written)
    }

    static func withoutTitleHash(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("title_hash:") }
            .joined(separator: "\n")
    }

    static func relative(_ paths: [String]) -> [String] { paths.sorted().map { String($0.dropFirst("/ws/".count)) } }

    @Test func anOldTaskFileWhoseTitleIsFarewellsGetsItsTitleHashAndIsNamedAnewWhenItsScopeChanges() throws {
        let (fileSystem, written) = try Self.oldStyleWorkspace()
        #expect(
            Self.relative(Array(written.keys)) == [
                "tasks/T-001-foundation-bridges.md", "tasks/T-002-foundation-flags.md",
                "tasks/T-003-app-feedviewmodel.md", "tasks/T-004-cleanup-app.md",
            ])
        let changed = try Workspace.replan(try Workspace.inventory(loginHoldsRx: true), in: fileSystem)
        #expect(changed == Self.relative(Array(written.keys)))
        for (path, text) in written { #expect(try fileSystem.text(of: path) == text) }
        #expect(try Workspace.replan(try Workspace.inventory(loginHoldsRx: true), in: fileSystem) == [])
        let renamed = try Workspace.replan(try Workspace.inventory(loginHoldsRx: false), in: fileSystem)
        #expect(renamed == ["tasks/T-003-app-feedviewmodel.md", "waves/W1-presentation.md"])
        #expect(
            try Workspace.titles(in: fileSystem).prefix(2) == [
                #"title: "App: FeedViewModel""#, "title_hash: " + FNV1a.hash("App: FeedViewModel"),
            ])
    }

    @Test func anOldTaskFileWithAnotherTitleStaysWithoutATitleHashAndKeepsItsTitle() throws {
        let (fileSystem, written) = try Self.oldStyleWorkspace()
        try Workspace.edit(
            Workspace.taskPath, #"title: "App: FeedViewModel, LoginViewModel""#, "title: Feed and login screens",
            in: fileSystem)
        let changed = try Workspace.replan(try Workspace.inventory(loginHoldsRx: true), in: fileSystem)
        // The task file's heading and the wave table take the title people gave it.
        #expect(changed == Self.relative(Array(written.keys) + ["/ws/waves/W1-presentation.md"]))
        #expect(try !fileSystem.text(of: Workspace.taskPath).contains("title_hash:"))
        #expect(try Workspace.replan(try Workspace.inventory(loginHoldsRx: true), in: fileSystem) == [])
        _ = try Workspace.replan(try Workspace.inventory(loginHoldsRx: false), in: fileSystem)
        #expect(
            try Workspace.titles(in: fileSystem).prefix(2) == [
                "title: Feed and login screens", "# T-003 Feed and login screens",
            ])
    }

    /// A finished task's title is recorded too: a re-plan names no finished task anew, and one that is open again
    /// (its Rx came back) goes on under farewell's title.
    @Test func aFinishedOldTaskWhoseTitleIsFarewellsGetsItsTitleHashToo() throws {
        let (fileSystem, written) = try Self.oldStyleWorkspace()
        let merged = ("status: todo\npr:\n", "status: merged\npr: 12\n")
        try Workspace.edit(Workspace.taskPath, merged.0, merged.1, in: fileSystem)
        let expected = try #require(written[Workspace.taskPath]).replacingOccurrences(of: merged.0, with: merged.1)
        _ = try Workspace.replan(try Workspace.inventory(loginHoldsRx: true), in: fileSystem)
        #expect(try fileSystem.text(of: Workspace.taskPath) == expected)
        #expect(try Workspace.replan(try Workspace.inventory(loginHoldsRx: true), in: fileSystem) == [])
    }

    /// Each part of a split file is titled with its place among the parts, as the packer cut them.
    @Test func oldPartsOfASplitFileGetTheirTitleHashes() {
        var big = Fixture.file("UI/FeedViewModel.swift", "UI", .presentation, count: 0)
        big.occurrences =
            Fixture.occurrences(40, from: 10, in: "A.bind()") + Fixture.occurrences(40, from: 60, in: "A.load()")
        let planner = Planner(settings: PlanSettings(maxPoints: 60))
        let first = planner.plan(Fixture.inventory([big]), previous: nil)
        #expect(
            first.migrationTasks.map(\.title) == ["UI: FeedViewModel (part 1 of 2)", "UI: FeedViewModel (part 2 of 2)"])
        var old = first.readBack
        for index in old.tasks.indices { old.tasks[index].titleHash = nil }
        let second = planner.plan(Fixture.inventory([big]), previous: old)
        #expect(second.tasks.map(\.titleHash) == first.tasks.map { FNV1a.hash($0.title) })
        #expect(second == planner.plan(Fixture.inventory([big]), previous: first.readBack))
    }
}

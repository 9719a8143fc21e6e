import Testing

@testable import FarewellKit

/// A wave's task table and the dashboards' per-wave lists put each task after the tasks of its wave it waits for, so
/// a team working down the list never picks a task that cannot start yet.
@Suite struct WaveTaskOrderTests {
    /// Four data modules of one wave whose ids follow their names: `Chat` needs `Search`, and `Feed` and `Search`
    /// need `Theme`, whose task gets the highest id; `Chat` waits for `Theme` through `Search`.
    static let inventory = Fixture.inventory(
        [
            Fixture.file("Chat/ChatStore.swift", "Chat", .data), Fixture.file("Feed/FeedStore.swift", "Feed", .data),
            Fixture.file("Search/SearchStore.swift", "Search", .data),
            Fixture.file("Theme/ThemeStore.swift", "Theme", .data),
        ],
        modules: [
            Module(name: "Chat", kind: .swiftpm, dependencies: ["Search", "Theme"]),
            Module(name: "Feed", kind: .swiftpm, dependencies: ["Theme"]),
            Module(name: "Search", kind: .swiftpm, dependencies: ["Theme"]),
            Module(name: "Theme", kind: .swiftpm),
        ])

    /// The task ids of a wave file's table, top to bottom.
    static func tableRows(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.hasPrefix("| [T-") }.compactMap { line in
            line.dropFirst(3).split(separator: "]").first.map(String.init)
        }
    }

    @Test func theWaveFileListsEachTaskAfterTheTasksOfItsWaveItWaitsFor() throws {
        let plan = Planner().plan(Self.inventory, previous: nil)
        #expect(
            plan.tasks.map { "\($0.id) \($0.module) \($0.wave) \($0.dependsOn)" }.dropFirst(2).prefix(4) == [
                "T-003 Chat W1 [\"T-001\", \"T-002\", \"T-005\"]",
                "T-004 Feed W1 [\"T-001\", \"T-002\", \"T-006\"]",
                "T-005 Search W1 [\"T-001\", \"T-002\", \"T-006\"]",
                "T-006 Theme W1 [\"T-001\", \"T-002\"]",
            ])
        let wave = try #require(plan.wave("W1"))
        let text = WaveMarkdown.render(wave, context: WorkspaceContext(plan: plan))
        #expect(Self.tableRows(text) == ["T-006", "T-004", "T-005", "T-003"])
        // The front matter records the wave's members in id order, as the plan holds them.
        #expect(wave.tasks == ["T-003", "T-004", "T-005", "T-006"])
        #expect(text.contains("tasks: [T-003, T-004, T-005, T-006]\n"))
    }

    @Test func theDashboardsListAWavesTasksInTheOrderOfItsWaveFile() {
        let plan = Planner().plan(Self.inventory, previous: nil)
        let dashboard = DashboardBuilder.build(plan: plan, inventory: Self.inventory, histories: [:], today: 0)
        #expect(
            dashboard.waves.map(\.tasks) == [
                ["T-001", "T-002"], ["T-006", "T-004", "T-005", "T-003"], ["T-007", "T-008", "T-009", "T-010"],
            ])
        #expect(dashboard.waveTaskRows()[1].map(\.id) == ["T-006", "T-004", "T-005", "T-003"])
        let json = DashboardJSON.render(dashboard).filter { !$0.isWhitespace }
        #expect(json.contains(#""id":"W1","percent":0,"retroDone":false,"tasks":["T-006","T-004","T-005","T-003"]"#))
    }

    /// The order comes from the plan alone: re-planning an unchanged workspace, or refreshing its wave files from
    /// the plan read back (as `track` does), changes no file.
    @Test func replanningTheOrderedWaveChangesNothing() throws {
        let plan = Planner().plan(Self.inventory, previous: nil)
        let fileSystem = try WorkspaceReplanTests.writtenWorkspace(WorkspaceContext(plan: plan))
        let readBack = try #require(try WorkspaceReader(fileSystem: fileSystem).read("/ws").plan)
        let replanned = Planner().plan(Self.inventory, previous: readBack)
        #expect(replanned == plan)
        let (changes, _) = try WorkspaceReplanTests.update(WorkspaceContext(plan: replanned), in: fileSystem)
        #expect(changes.filter { $0.status != .unchanged }.map(\.path) == [])
        let snapshot = try WorkspaceReader(fileSystem: fileSystem).read("/ws")
        let (waves, _) = try WorkspaceUpdate.changes(
            context: WorkspaceContext(plan: readBack), snapshot: snapshot, including: { $0.hasPrefix("waves/") }
        ) { (path: String) throws(FarewellError) -> String? in try? fileSystem.text(of: "/ws/" + path) }
        #expect(
            waves.map { "\($0.status) \($0.path)" } == [
                "unchanged waves/W0-foundation.md", "unchanged waves/W1-data.md", "unchanged waves/W2-cleanup.md",
            ])
        let wave = try fileSystem.text(of: "/ws/waves/W1-data.md")
        #expect(Self.tableRows(wave) == ["T-006", "T-004", "T-005", "T-003"])
    }

    /// Ties go to the smaller id, dependencies on other waves' tasks do not hold a task back, and a cycle written by
    /// hand is broken at its smallest id once nothing else is ready, rather than dropping its tasks.
    @Test(arguments: [
        (
            ["T-010", "T-011", "T-012", "T-014"], ["T-010": ["T-014"], "T-011": ["T-014"], "T-012": ["T-014"]],
            ["T-014", "T-010", "T-011", "T-012"]
        ),
        (
            ["T-014", "T-012", "T-010"], ["T-014": ["T-001"], "T-012": ["T-014", "T-009"]], ["T-010", "T-014", "T-012"]
        ),
        (
            ["T-003", "T-004", "T-005", "T-006"], ["T-003": ["T-006"], "T-006": ["T-003"], "T-005": ["T-004"]],
            ["T-004", "T-005", "T-003", "T-006"]
        ),
        (
            ["T-003", "T-004", "T-005"], ["T-003": ["T-005"], "T-005": ["T-004", "T-003"]], ["T-004", "T-003", "T-005"]
        ),
        (["T-009", "T-010", "T-099"], ["T-009": ["T-099", "T-099", "T-009"]], ["T-010", "T-099", "T-009"]),
        ([], [:], []),
    ])
    func tasksComeAfterTheTasksOfTheirWaveTheyWaitFor(ids: [String], dependsOn: [String: [String]], order: [String]) {
        #expect(WorkOrder.sorted(ids) { dependsOn[$0] ?? [] } == order)
    }
}

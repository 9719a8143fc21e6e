import FarewellTestSupport
import Testing

@testable import FarewellKit

/// Re-planning a repository on disk (in memory) into its workspace, as `farewell plan` does, when waves come and go.
@Suite struct WorkspaceReplanWaveTests {
    /// Scans `/repo`, plans it against the workspace at `/ws` and writes the changes there.
    @discardableResult
    static func plan(_ fileSystem: InMemoryFileSystem) throws -> [WorkspaceChange] {
        let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
        let snapshot = try WorkspaceReader(fileSystem: fileSystem).read("/ws")
        let plan = Planner().plan(inventory, previous: snapshot.plan)
        let context = WorkspaceContext(plan: plan, modules: inventory.modules)
        let (changes, _) = try WorkspaceUpdate.changes(context: context, snapshot: snapshot) {
            (path: String) throws(FarewellError) -> String? in
            try? fileSystem.text(of: "/ws/" + path)
        }
        let (writes, removals) = WorkspaceChange.writesAndRemovals(changes)
        for change in writes { try fileSystem.write(change.text, to: "/ws/" + change.path) }
        for path in removals { try fileSystem.remove("/ws/" + path) }
        return changes
    }

    /// `id title retro` of each wave file, in path order.
    static func waveFiles(_ fileSystem: InMemoryFileSystem) throws -> [String] {
        try fileSystem.allFiles.keys.filter { $0.hasPrefix("/ws/waves/") }.sorted().map { path in
            let frontMatter = try FrontMatterParser.parse(try fileSystem.text(of: path), path: path).frontMatter
            let fields = ["id", "title", "retro"].map { key -> String in
                guard case .scalar(let value) = frontMatter[key] else { return "?" }
                return value
            }
            return path.dropFirst("/ws/".count) + ": " + fields.joined(separator: " ")
        }
    }

    @Test func aWaveAddedAheadRenumbersTheWavesAndTheirFilesKeepingRetroAndNotesWithTheirWave() throws {
        let fileSystem = InMemoryFileSystem(WaveRepository.screen(root: "/repo"))
        try Self.plan(fileSystem)
        let presentation = "/ws/waves/W1-presentation.md"
        let written = try fileSystem.text(of: presentation)
        #expect(written.contains("title: Presentation\n"))
        let notes = "<!-- For people: anything about this wave. farewell never changes this section. -->\n"
        try fileSystem.write(
            written.replacingOccurrences(of: "retro: pending", with: "retro: done")
                .replacingOccurrences(of: notes, with: notes + "The screens went well.\n"),
            to: presentation)
        for (path, text) in WaveRepository.dataAndUnclassified(root: "/repo") { try fileSystem.write(text, to: path) }

        let changes = try Self.plan(fileSystem).filter { $0.path.hasPrefix("waves/") && $0.status != .unchanged }

        // The new code raises the baseline, which every wave file's front matter holds.
        #expect(
            changes.map { "\($0.status) \($0.path) \($0.movedFrom ?? "")" } == [
                "updated waves/W0-foundation.md ",
                "created waves/W1-data.md ", "moved waves/W2-presentation.md waves/W1-presentation.md",
                "created waves/W3-unclassified-code.md ", "moved waves/W4-cleanup.md waves/W2-cleanup.md",
            ])
        #expect(
            try Self.waveFiles(fileSystem) == [
                "waves/W0-foundation.md: W0 Foundation pending",
                "waves/W1-data.md: W1 Data pending",
                "waves/W2-presentation.md: W2 Presentation done",
                "waves/W3-unclassified-code.md: W3 Unclassified code pending",
                "waves/W4-cleanup.md: W4 Cleanup pending",
            ])
        let moved = try fileSystem.text(of: "/ws/waves/W2-presentation.md")
        #expect(moved.hasSuffix(notes + "The screens went well.\n"))
        #expect(moved.contains("# W2 Presentation\n"))
        #expect(try !fileSystem.text(of: "/ws/waves/W1-data.md").contains("The screens went well."))
        let readBack = try #require(try WorkspaceReader(fileSystem: fileSystem).read("/ws").plan)
        #expect(readBack.waves.filter(\.retroDone).map(\.id) == ["W2"])
        #expect(
            readBack.tasks.map { "\($0.id) \($0.wave)" } == [
                "T-001 W0", "T-002 W0", "T-003 W2", "T-004 W4", "T-005 W1", "T-006 W3",
            ])
        #expect(try Self.plan(fileSystem).filter { $0.status != .unchanged }.map(\.path) == [])
    }

    @Test func theFileOfAWaveNoLongerPlannedIsRemovedUnlessPeopleWroteInIt() throws {
        let fileSystem = try WorkspaceReplanTests.writtenWorkspace()
        // The infra and presentation tasks went to the foundation wave: the cleanup wave becomes W1.
        var context = WorkspaceSamplePlan.context
        context.plan.waves[0].tasks = ["T-001", "T-002", "T-003"]
        context.plan.waves = [
            context.plan.waves[0],
            Wave(id: "W1", title: "Cleanup", slug: "cleanup", kind: .cleanup, layers: [], tasks: ["T-004"]),
        ]
        for index in context.plan.tasks.indices { context.plan.tasks[index].wave = index < 3 ? "W0" : "W1" }
        let summary = { (changes: [WorkspaceChange]) in
            changes.filter { $0.path.hasPrefix("waves/") && $0.status != .unchanged }.map {
                "\($0.status) \($0.path) \($0.movedFrom ?? "")"
            }
        }

        let (changes, warnings) = try WorkspaceReplanTests.update(context, in: fileSystem)
        #expect(
            summary(changes) == [
                "updated waves/W0-foundation.md ", "moved waves/W1-cleanup.md waves/W2-cleanup.md",
                "removed waves/W1-infra-and-presentation.md ",
            ])
        #expect(warnings.isEmpty)
        let cleanup = try #require(changes.first { $0.path == "waves/W1-cleanup.md" })
        #expect(cleanup.text.contains("id: W1\ntitle: Cleanup\n") && cleanup.text.contains("# W1 Cleanup\n"))

        let path = "/ws/waves/W1-infra-and-presentation.md"
        try fileSystem.write(try fileSystem.text(of: path) + "Keep the socket retries.\n", to: path)
        let (again, kept) = try WorkspaceReplanTests.update(context, in: fileSystem)
        #expect(
            summary(again) == ["updated waves/W0-foundation.md ", "moved waves/W1-cleanup.md waves/W2-cleanup.md"])
        #expect(
            kept.map(\.description) == [
                "waves/W1-infra-and-presentation.md: warning: W1 is no longer a wave of the plan and the file holds "
                    + "text written by hand; kept: move what matters and delete it"
            ])
    }
}

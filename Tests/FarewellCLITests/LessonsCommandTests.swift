import FarewellKit
import Foundation
import Testing

@testable import FarewellCLI

@Suite struct LessonsCommandTests {
    @Test func addAppendsTheBulletToTheTasksLessons() {
        let harness = RetroFixture.planned(withLessons: false)
        let before = harness.files[RetroFixture.t003] ?? ""
        let result = harness.run(["lessons", "add", "T-003", "Map errors once", "--tag", "Single", "--to", "skill"])
        #expect(result.err == "")
        #expect(result.code == 0)
        let after = harness.files[RetroFixture.t003] ?? ""
        let expected = before.replacingOccurrences(
            of: "-->\n\n## Notes", with: "-->\n- [Single] Map errors once (to: skill)\n\n## Notes")
        #expect(after == expected)
        #expect(after != before)
        let line = after.components(separatedBy: "\n").firstIndex(of: "- [Single] Map errors once (to: skill)")
        #expect(
            result.out == "T-003: lesson added at tasks/T-003-networking-client.md:\((line ?? -2) + 1) (to: skill)\n")
    }

    @Test func addCreatesTheSectionWhenItIsMissing() throws {
        let harness = RetroFixture.planned(withLessons: false)
        let text = harness.files[RetroFixture.t003] ?? ""
        let start = try #require(text.range(of: "## Lessons\n"))
        let end = try #require(text.range(of: "## Notes\n"))
        try harness.fileSystem.write(
            text.replacingCharacters(in: start.lowerBound..<end.lowerBound, with: ""), to: RetroFixture.t003)
        #expect(harness.run(["lessons", "add", "T-003", "Plain lesson"]).code == 0)
        #expect(harness.files[RetroFixture.t003]?.contains("## Lessons\n\n- Plain lesson\n\n## Notes\n") == true)
    }

    @Test func anUnknownTagIsAWarningAndAnUnknownTaskExits65() {
        let harness = RetroFixture.planned(withLessons: false)
        let warned = harness.run(["lessons", "add", "T-003", "Something", "--tag", "Bogus"])
        #expect(warned.code == 0)
        #expect(
            warned.err
                == "warning: 'Bogus' is not a construct in the catalog or a symbol in farewell.json (see `farewell scan`)\n"
        )
        #expect(harness.run(["lessons", "add", "T-003", "Fine", "--tag", "General"]).err == "")
        let unknown = harness.run(["lessons", "add", "T-404", "Something"])
        #expect(unknown.code == 65)
        #expect(unknown.err == "error: no task or wave with id 'T-404'\n")
    }

    @Test(arguments: [
        (["lessons"], "error: Missing expected argument 'add' or 'list'"),
        (["lessons", "add", "T-003"], "error: Missing expected argument '<text>'"),
        (
            ["lessons", "add", "T-003", "x", "--to", "wiki"],
            "error: Invalid value 'wiki' for '--to' (expected one of: rules, skill, tasks, review)"
        ),
        (["lessons", "list", "--format", "xml"], "error: Invalid value 'xml' for '--format' (expected text or json)"),
        (["lessons", "drop"], "error: Unknown action 'drop' (expected add or list)"),
    ])
    func usageErrorsExit64(words: [String], message: String) {
        let result = PlanHarness().run(words)
        #expect(result.code == 64)
        #expect(result.err.hasPrefix(message + "\n\nOVERVIEW: Record a lesson"))
    }

    @Test func listShowsEveryLessonByTaskThenLine() {
        let harness = RetroFixture.planned()
        _ = harness.run(["lessons", "add", "T-003", "Networking lesson"])
        let result = harness.run(["lessons", "list"])
        #expect(result.code == 0)
        #expect(
            result.out == """
                T-001  tasks/T-001-foundation-bridges.md:54  rules   [BehaviorRelay] Keep replay for state streams
                T-001  tasks/T-001-foundation-bridges.md:55  tasks   [BehaviorRelay] A relay that holds state becomes a StateRelay
                T-002  tasks/T-002-foundation-flags.md:54    review  Name every flag after its task id
                T-002  tasks/T-002-foundation-flags.md:55    skill   [DisposeBag] Cancel the stored Task in deinit
                T-002  tasks/T-002-foundation-flags.md:56    tasks   Run the tests with the flag on and off
                T-003  tasks/T-003-networking-client.md:139  rules   Networking lesson

                """)
    }

    @Test func listAsJSONFiltersByWave() {
        let harness = RetroFixture.planned()
        _ = harness.run(["lessons", "add", "T-003", "Networking lesson"])
        let result = harness.run(["lessons", "list", "--wave", "W1", "--format", "json"])
        #expect(result.code == 0)
        #expect(
            result.out == """
                {
                  "lessons" : [
                    {
                      "line" : 139,
                      "path" : "tasks/T-003-networking-client.md",
                      "target" : "rules",
                      "task" : "T-003",
                      "text" : "Networking lesson"
                    }
                  ]
                }

                """)
    }
}

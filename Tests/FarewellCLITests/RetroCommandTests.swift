import FarewellKit
import FarewellTestSupport
import Foundation
import Testing

@testable import FarewellCLI

@Suite struct RetroCommandTests {
    @Test func applyCarriesEachLessonToTheFileItsTargetNames() throws {
        let harness = RetroFixture.planned()
        let before = harness.files
        let result = harness.run(["retro", "W0", "--apply"])
        #expect(result.err == "")
        #expect(result.code == 0)
        #expect(
            result.out == """
                5 lessons
                .claude/skills/f-rxswift/SKILL.md: 1 added, 0 already present, 0 similar
                review-guideline.md: 1 added, 0 already present, 0 similar
                rules.md: 1 added, 0 already present, 0 similar
                tasks/T-003-networking-client.md: 1 added, 0 already present, 0 similar
                tasks/T-004-app-viewmodel.md: 2 added, 0 already present, 0 similar
                tasks/T-005-cleanup-app.md: 1 added, 0 already present, 0 similar
                tasks/T-006-cleanup-networking.md: 1 added, 0 already present, 0 similar
                W0: retro done (waves/W0-foundation.md)

                """)
        let files = harness.files
        #expect(
            files["/repo/rules.md"]?.hasSuffix(
                """
                ## Lessons

                <!-- The retro adds lessons here: `- [Construct] lesson (from T-012)`. -->
                - [BehaviorRelay] Keep replay for state streams _(from T-001, 1970-01-01)_

                """) == true)
        #expect(
            files[RetroFixture.skill]
                == (before[RetroFixture.skill] ?? "")
                + "\n## Pitfalls\n\n- [DisposeBag] Cancel the stored Task in deinit _(from T-002, 1970-01-01)_\n")
        #expect(
            files["/repo/review-guideline.md"]
                == (before["/repo/review-guideline.md"] ?? "")
                + "\n## Lessons\n\n- Name every flag after its task id _(from T-002, 1970-01-01)_\n")
        let inherited = "## Lessons from earlier tasks\n\n"
        let tagged = "- [BehaviorRelay] A relay that holds state becomes a StateRelay _(from T-001, 1970-01-01)_\n"
        let untagged = "- Run the tests with the flag on and off _(from T-002, 1970-01-01)_\n"
        #expect(files[RetroFixture.t004]?.contains(inherited + tagged + untagged + "\n## Lessons\n") == true)
        #expect(files[RetroFixture.t003]?.contains(inherited + untagged + "\n## Lessons\n") == true)
        #expect(files[RetroFixture.t001] == before[RetroFixture.t001])
        #expect(files[RetroFixture.t002] == before[RetroFixture.t002])
        #expect(
            files[RetroFixture.w0]
                == before[RetroFixture.w0]?.replacingOccurrences(of: "retro: pending\n", with: "retro: done\n"))
    }

    @Test func applyingTwiceChangesNothing() {
        let harness = RetroFixture.planned()
        _ = harness.run(["retro", "W0", "--apply"])
        let once = harness.files
        let again = harness.run(["retro", "W0", "--apply"])
        #expect(again.code == 0)
        #expect(harness.files == once)
        #expect(again.out.contains("rules.md: 0 added, 1 already present, 0 similar\n"))
        #expect(again.out.contains("tasks/T-004-app-viewmodel.md: 0 added, 2 already present, 0 similar\n"))
    }

    @Test func replanningKeepsEverythingTheRetroWrote() {
        let harness = RetroFixture.planned()
        _ = harness.run(["retro", "W0", "--apply"])
        let applied = harness.files
        let replan = harness.run(["plan"])
        #expect(replan.code == 0)
        #expect(replan.out == "0 created, 0 updated, 15 unchanged\n")
        #expect(harness.files == applied)
        #expect(harness.run(["plan", "--check"]).code == 0)
    }

    @Test func handWrittenTextIsKeptAndALessonInOtherWordsIsReportedNotAdded() throws {
        let harness = RetroFixture.planned()
        let comment = "<!-- The retro adds lessons here: `- [Construct] lesson (from T-012)`. -->\n"
        try RetroFixture.edit(
            harness, "/repo/rules.md", replacing: comment,
            with: comment + "Written by the team.\n- Keep the replay for all state streams\n")
        let result = harness.run(["retro", "W0", "--apply"])
        #expect(result.code == 0)
        let rules = harness.files["/repo/rules.md"] ?? ""
        let lines = rules.components(separatedBy: "\n")
        let line = try #require(lines.firstIndex(of: "- Keep the replay for all state streams")) + 1
        #expect(result.out.contains("rules.md: 0 added, 0 already present, 1 similar\n"))
        #expect(
            result.out.contains(
                "  similar: [BehaviorRelay] Keep replay for state streams (T-001) ~ rules.md:\(line)\n"))
        #expect(rules.hasSuffix(comment + "Written by the team.\n- Keep the replay for all state streams\n"))
    }

    @Test func aMalformedLessonIsReportedWithFileAndLine() throws {
        let harness = RetroFixture.planned(withLessons: false)
        let text = harness.files[RetroFixture.t002] ?? ""
        let lessons = try #require(text.components(separatedBy: "\n").firstIndex(of: "## Lessons"))
        try RetroFixture.edit(
            harness, RetroFixture.t002, replacing: "\n## Notes\n", with: "just a sentence\n\n## Notes\n")
        let before = harness.files
        let result = harness.run(["retro", "W0", "--apply"])
        #expect(result.code == 65)
        #expect(
            result.err
                == "error: tasks/T-002-foundation-flags.md:\(lessons + 4): a lesson is a bullet: '- [Construct] text (to: rules)'\n"
        )
        #expect(harness.files == before)
    }

    @Test func aTaskRetroLeavesTheWaveFileAlone() {
        let harness = RetroFixture.planned()
        let result = harness.run(["retro", "T-002", "--apply"])
        #expect(result.code == 0)
        #expect(harness.files[RetroFixture.w0]?.contains("retro: pending\n") == true)
        #expect(!result.out.contains("retro done"))
        #expect(harness.files["/repo/rules.md"]?.contains("Keep replay") == false)
    }

    @Test func anUnknownWaveExits65() {
        let result = RetroFixture.planned().run(["retro", "W9"])
        #expect(result.code == 65)
        #expect(result.err == "error: no task or wave with id 'W9'\n")
    }

    @Test func thePromptListsTheLessonsTheFilesAndTheQuestion() {
        let harness = RetroFixture.planned()
        let before = harness.files
        let result = harness.run(["retro", "W0"])
        #expect(result.code == 0)
        #expect(harness.files == before)
        Golden.check(result.out, matches: "lessons/retro-W0-prompt.md")
    }

    @Test func aLongPitfallsSectionSpillsIntoTheReferenceFileAndSurvivesReplanning() throws {
        let harness = RetroFixture.planned(withLessons: false)
        let bullets = (1...41).map { "- Check item\($0) case\($0) path\($0) (to: skill)" }.joined(separator: "\n")
        try RetroFixture.edit(harness, RetroFixture.t001, replacing: "\n## Notes\n", with: bullets + "\n\n## Notes\n")
        let result = harness.run(["retro", "W0", "--apply"])
        #expect(result.code == 0)
        let reference = "/repo/.claude/skills/f-rxswift/references/pitfalls.md"
        let skill = harness.files[RetroFixture.skill] ?? ""
        #expect(skill.contains("\n## Pitfalls\n\n\(SkillPitfalls.link)\n\n- Check item2 case2 path2 _(from T-001, "))
        #expect(skill.components(separatedBy: "\n").filter { $0.hasPrefix("- Check item") }.count == 40)
        #expect(harness.files[reference]?.hasSuffix("\n- Check item1 case1 path1 _(from T-001, 1970-01-01)_\n") == true)
        let applied = harness.files
        #expect(harness.run(["retro", "W0", "--apply"]).code == 0)
        #expect(harness.run(["plan"]).code == 0)
        #expect(harness.files == applied)
    }

    @Test func applyRefusesALockedWorkspace() throws {
        let harness = RetroFixture.planned()
        try harness.fileSystem.write("\(getpid())\n", to: "/repo/.farewell.lock")
        let before = harness.files
        let result = harness.run(["retro", "W0", "--apply"])
        #expect(result.code == 73)
        #expect(result.err == "error: /repo/.farewell.lock: another farewell process is writing this workspace\n")
        #expect(harness.files == before)
    }

    @Test func aLessonNoPendingTaskTakesIsReported() {
        let harness = RetroFixture.planned(withLessons: false)
        _ = harness.run(["lessons", "add", "T-005", "Delete the pods last", "--to", "tasks"])
        let before = harness.files
        let result = harness.run(["retro", "W3", "--apply"])
        #expect(result.code == 0)
        #expect(
            result.out == """
                1 lesson
                no pending task takes: Delete the pods last (T-005)
                W3: retro done (waves/W3-cleanup.md)

                """)
        let changed = harness.files.keys.filter { harness.files[$0] != before[$0] }
        #expect(changed == ["/repo/waves/W3-cleanup.md"])
    }
}

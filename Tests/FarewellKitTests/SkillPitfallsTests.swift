import Testing

@testable import FarewellKit

@Suite struct SkillPitfallsTests {
    static let skill = "---\nname: f-rxswift\n---\n# f-rxswift\n\nDo one task.\n"

    static func lessons(_ range: ClosedRange<Int>) -> [Lesson] {
        range.map { Lesson(text: "Check item\($0) case\($0) path\($0)", target: .skill, task: "T-\($0)") }
    }

    @Test func lessonsGoUnderPitfallsAtTheEndOfTheSkill() {
        let result = SkillPitfalls.apply(
            Self.lessons(1...2), skill: Self.skill, reference: nil, skillName: "f-rxswift", date: "2026-11-30")
        #expect(
            result.skill.text == Self.skill
                + "\n## Pitfalls\n\n- Check item1 case1 path1 _(from T-1, 2026-11-30)_\n"
                + "- Check item2 case2 path2 _(from T-2, 2026-11-30)_\n")
        #expect(result.referenceText == nil)
    }

    @Test func pastTheLimitTheOldestMoveToTheReferenceFileAndTheSkillLinksToIt() throws {
        let first = SkillPitfalls.apply(
            Self.lessons(1...40), skill: Self.skill, reference: nil, skillName: "f-rxswift", date: "2026-11-30")
        #expect(first.referenceText == nil)
        let second = SkillPitfalls.apply(
            Self.lessons(41...42), skill: first.skill.text, reference: nil, skillName: "f-rxswift", date: "2026-12-01")
        let skill = second.skill.text
        let section = try #require(MarkdownSection.find(SkillPitfalls.heading, in: skill))
        #expect(section.bodyLines.filter { $0.hasPrefix("- ") }.count == 40)
        #expect(section.bodyLines.prefix(3) == ["", SkillPitfalls.link, ""])
        #expect(!skill.contains("Check item1 case1 path1 "))
        #expect(!skill.contains("Check item2 case2 path2 "))
        #expect(skill.contains("- Check item42 case42 path42 _(from T-42, 2026-12-01)_\n"))
        #expect(
            second.referenceText == """
                # f-rxswift pitfalls

                Older pitfalls, moved here from SKILL.md by `farewell retro`.

                ## Pitfalls

                - Check item1 case1 path1 _(from T-1, 2026-11-30)_
                - Check item2 case2 path2 _(from T-2, 2026-11-30)_

                """)
        let again = SkillPitfalls.apply(
            Self.lessons(1...42), skill: skill, reference: second.referenceText, skillName: "f-rxswift",
            date: "2026-12-02")
        #expect(again.skill.text == skill)
        #expect(again.referenceText == second.referenceText)
        #expect(again.reference.alreadyPresent.count == 2)
        #expect(again.skill.alreadyPresent.count == 40)
        #expect(skill.components(separatedBy: "\n").count < 500)
    }

    @Test func handWrittenPitfallsStayInTheSkill() {
        let skill = Self.skill + "\n## Pitfalls\n\n- Written by hand, never moved\n"
        let result = SkillPitfalls.apply(
            Self.lessons(1...40), skill: skill, reference: nil, skillName: "f-rxswift", date: "2026-11-30")
        #expect(result.skill.text.contains("## Pitfalls\n\n\(SkillPitfalls.link)\n\n- Written by hand, never moved\n"))
        #expect(result.referenceText?.contains("- Check item1 case1 path1 _(from T-1, 2026-11-30)_\n") == true)
    }
}

@Suite struct LessonRoutingTests {
    static let plan = Plan(
        waves: [
            Wave(
                id: "W1", title: "", slug: "w1", kind: .migration, layers: [], tasks: ["T-1", "T-2"], retroDone: false),
            Wave(
                id: "W2", title: "", slug: "w2", kind: .migration, layers: [], tasks: ["T-3", "T-4"], retroDone: false),
        ],
        tasks: [
            task("T-1", "W1", .todo), task("T-2", "W1", .todo), task("T-3", "W2", .todo), task("T-4", "W2", .merged),
        ],
        baseline: 0)

    static func task(_ id: String, _ wave: String, _ status: TaskStatus) -> PlanTask {
        PlanTask(
            id: id, title: id, slug: id, kind: .migration, wave: wave, module: "", layer: .unknown, files: [],
            points: 1, flag: "", status: status)
    }

    @Test func aTaggedLessonGoesToUnfinishedTasksWhoseScopeHoldsTheConstruct() {
        let lesson = Lesson(text: "x", tag: "BehaviorRelay", target: .tasks, task: "T-1")
        let constructs: [String: Set<String>] = [
            "T-1": ["BehaviorRelay"], "T-2": ["BehaviorRelay"], "T-3": ["Single"], "T-4": ["BehaviorRelay"],
        ]
        #expect(LessonRouting.recipients(of: lesson, plan: Self.plan, constructs: constructs) == ["T-2"])
    }

    @Test func anUntaggedLessonGoesToUnfinishedTasksOfLaterWaves() {
        for tag in [nil, "General"] {
            let lesson = Lesson(text: "x", tag: tag, target: .tasks, task: "T-1")
            #expect(LessonRouting.recipients(of: lesson, plan: Self.plan, constructs: [:]) == ["T-3"])
        }
    }
}

import Testing

@testable import FarewellKit

private let taskFile = """
    ---
    id: T-003
    ---
    # T-003 Migrate the book repository

    ## Lessons
    <!-- One bullet per lesson: - [Construct] text (to: rules|skill|tasks|review) -->
    - [BehaviorRelay] Keep replay for state streams: use share(history: 1). (to: rules)
    - [DisposeBag] Store the Task and cancel it in deinit,
      not in viewWillDisappear. (to: skill)
    - Run the snapshot tests before opening the PR.

    ## Notes
    - not a lesson
    """

@Test func lessonsAreReadWithTagTargetAndLine() throws {
    let lessons = try LessonParser.parse(taskFile, task: "T-003", path: "tasks/T-003-books.md")
    #expect(
        lessons == [
            Lesson(
                text: "Keep replay for state streams: use share(history: 1).", tag: "BehaviorRelay", target: .rules,
                task: "T-003", line: 8),
            Lesson(
                text: "Store the Task and cancel it in deinit, not in viewWillDisappear.", tag: "DisposeBag",
                target: .skill, task: "T-003", line: 9),
            Lesson(
                text: "Run the snapshot tests before opening the PR.", tag: nil, target: .rules, task: "T-003", line: 11
            ),
        ])
}

@Test(arguments: [
    ("## Lessons\nJust prose here\n", "tasks/T.md:2: a lesson is a bullet: '- [Construct] text (to: rules)'"),
    ("## Lessons\n\n- [Driver text\n", "tasks/T.md:3: the tag has no closing ']'"),
    ("## Lessons\n- Do it (to: wiki)\n", "tasks/T.md:2: unknown target 'wiki' (expected rules, skill, tasks, review)"),
])
func malformedLessonsAreReportedWithFileAndLine(markdown: String, message: String) {
    #expect {
        _ = try LessonParser.parse(markdown, task: "T", path: "tasks/T.md")
    } throws: { ($0 as? FarewellError)?.description == message }
}

private let rules = """
    # Rules

    Hand-written intro.

    ## Lessons

    - [Driver] Drive UI on the main actor. _(from T-001, 2026-11-01)_

    ## Appendix
    Written by hand.
    """

@Test func applyingAddsOnceWithProvenanceAndKeepsHandText() {
    let lesson = Lesson(text: "Keep replay for state streams.", tag: "BehaviorRelay", task: "T-003")
    let first = LessonApplier.apply([lesson], to: rules, heading: "## Lessons", date: "2026-11-30")
    #expect(first.added == [lesson])
    #expect(
        first.text
            == rules.replacingOccurrences(
                of: "_(from T-001, 2026-11-01)_\n",
                with:
                    "_(from T-001, 2026-11-01)_\n- [BehaviorRelay] Keep replay for state streams. _(from T-003, 2026-11-30)_\n"
            ))
    let second = LessonApplier.apply([lesson], to: first.text, heading: "## Lessons", date: "2026-12-07")
    #expect(second.text == first.text)
    #expect(second.alreadyPresent == [lesson])
}

@Test func aLessonInOtherWordsIsReportedNotDuplicated() {
    let lesson = Lesson(text: "Always drive the UI on the main actor.", tag: "Driver", task: "T-009")
    let outcome = LessonApplier.apply([lesson], to: rules, heading: "## Lessons", date: "2026-11-30")
    #expect(outcome.text == rules)
    #expect(outcome.similar.map(\.line) == [7])
}

@Test func aMissingSectionIsCreatedBeforeTheNamedOne() {
    let task = "# T-010\n\n## Lessons\n\n## Notes\n"
    let lesson = Lesson(text: "Use StateRelay.", tag: "BehaviorRelay", task: "T-003")
    let outcome = LessonApplier.apply(
        [lesson], to: task, heading: LessonParser.inheritedHeading, before: "## Lessons", date: "2026-11-30")
    #expect(
        outcome.text == """
            # T-010

            ## Lessons from earlier tasks

            - [BehaviorRelay] Use StateRelay. _(from T-003, 2026-11-30)_

            ## Lessons

            ## Notes

            """)
}

@Test func lessonsAreFoundInAFileWithWindowsLineEndings() throws {
    let text = "---\r\nid: T-1\r\n---\r\n## Lessons\r\n\r\n- [Single] Map errors once (to: skill)\r\n"
    let lessons = try LessonParser.parse(text, task: "T-1", path: "tasks/T-1.md")
    #expect(lessons == [Lesson(text: "Map errors once", tag: "Single", target: .skill, task: "T-1", line: 6)])
}

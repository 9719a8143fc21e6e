import Testing

@testable import FarewellKit

let taskText = """
    ---
    id: T-012
    title: "Login: view model"
    kind: migration
    wave: W2
    module: App
    layer: presentation
    status: todo
    pr:
    flag: rx_migration_t_012
    depends_on: [T-003, T-004]
    points: 7
    occurrences: 9
    files:
      - Sources/App/LoginViewModel.swift
      - Sources/App/LoginView.swift
    ---

    # T-012 Login: view model

    ## Steps

    1. Move the relays.

    """

@Test func settingAKeyReplacesOnlyItsLine() {
    let edited = FrontMatterEditor.set("status", "in-review", in: taskText)
    #expect(edited == taskText.replacingAll("status: todo\n", with: "status: in-review\n"))
    let withPR = FrontMatterEditor.set("pr", "https://github.com/acme/app/pull/42", in: edited)
    #expect(withPR == edited.replacingAll("pr:\n", with: "pr: https://github.com/acme/app/pull/42\n"))
}

@Test func settingAMissingKeyAddsItBeforeTheClosingLine() {
    let text = "---\nid: T-001\n---\nbody\n"
    #expect(FrontMatterEditor.set("status", "merged", in: text) == "---\nid: T-001\nstatus: merged\n---\nbody\n")
    #expect(FrontMatterEditor.set("status", "merged", in: "body\n") == "---\nstatus: merged\n---\nbody\n")
}

@Test func settingAKeyReplacesItsBlockList() {
    let text = "---\nid: T-001\npr:\n  - 1\n  - 2\nstatus: todo\n---\n"
    #expect(FrontMatterEditor.set("pr", "42", in: text) == "---\nid: T-001\npr: 42\nstatus: todo\n---\n")
}

@Test func settingKeepsWindowsLineEndings() {
    let text = "---\r\nid: T-001\r\nstatus: todo\r\n---\r\nbody\r\n"
    #expect(
        FrontMatterEditor.set("status", "blocked", in: text) == "---\r\nid: T-001\r\nstatus: blocked\r\n---\r\nbody\r\n"
    )
}

@Test(arguments: [
    ("42", "42"), ("https://x/pull/1", "https://x/pull/1"), ("a: b", "\"a: b\""), ("#1", "\"#1\""),
    ("null", "\"null\""), ("say \"hi\"", "say \"hi\""), ("- x", "\"- x\""),
])
func scalarsAreQuotedOnlyWhenNeeded(value: String, expected: String) {
    #expect(FrontMatterEditor.scalar(value) == expected)
}

@Test func quotedScalarsReadBack() throws {
    for value in ["a: b", "#1", "null", "- x", "back\\slash \"q\""] {
        let text = FrontMatterEditor.set("note", value, in: "---\nid: T\n---\n")
        let document = try FrontMatterParser.parse(text, path: "tasks/T.md")
        #expect(document.frontMatter["note"] == .scalar(value))
    }
}

@Test func historyLineIsAppendedAfterTheLastEntry() {
    let text = "---\nid: T-1\n---\n\n## History\n\n- 2026-11-01: planned\n\n## Lessons\n\nnone\n"
    let line = HistoryEntry.line(date: "2026-11-30", from: .todo, to: .inReview, details: ["PR #42"], note: "first try")
    #expect(line == "- 2026-11-30: status todo -> in-review, PR #42 (first try)")
    #expect(
        TaskHistory.append(line, to: text)
            == "---\nid: T-1\n---\n\n## History\n\n- 2026-11-01: planned\n\(line)\n\n## Lessons\n\nnone\n")
}

@Test func historySectionIsCreatedAtTheEndWhenMissing() {
    #expect(TaskHistory.append("- x", to: "body\n") == "body\n\n## History\n\n- x\n")
    #expect(TaskHistory.append("- x", to: "body") == "body\n\n## History\n\n- x\n")
    #expect(TaskHistory.append("- x", to: "body\n\n## History\n") == "body\n\n## History\n\n- x\n")
}

@Test func historyEntriesAreParsed() {
    let text =
        "## History\n\n- 2026-11-02: status todo -> merged, commit abc1234 (sync)\n- 2026-11-03: note only\n- nope\n"
    #expect(
        TaskHistory.entries(in: text) == [
            HistoryEntry(
                date: "2026-11-02", from: .todo, to: .merged, text: "status todo -> merged, commit abc1234 (sync)"),
            HistoryEntry(date: "2026-11-03", text: "note only"),
        ])
}

@Test(arguments: [("1970-01-01", 0), ("2026-11-30", 20_787), ("2000-02-29", 11_016), ("1969-12-31", -1)])
func calendarDaysRoundTrip(text: String, days: Int) {
    #expect(CalendarDay.days(from: text) == days)
    #expect(CalendarDay.string(days: days) == text)
}

@Test func calendarDayOfUnixTimeIsInUTC() {
    #expect(CalendarDay.string(fromUnix: 1_796_083_199) == "2026-11-30")
    #expect(CalendarDay.string(fromUnix: 1_796_083_200) == "2026-12-01")
    #expect(CalendarDay.days(from: "2026-13-01") == nil)
    #expect(NaturalOrder.precedes("T-2", "T-10"))
}

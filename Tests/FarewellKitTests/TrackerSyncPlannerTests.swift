import Testing

@testable import FarewellKit

private func task(_ id: String, _ status: TaskStatus, pr: String? = nil) -> PlanTask {
    PlanTask(
        id: id, title: id, slug: "s", kind: .migration, wave: "W1", module: "M", layer: .data, files: [], points: 1,
        flag: "f", status: status, pr: pr)
}

@Test func strongestEvidenceMovesTasksForward() {
    let evidence = [
        SyncEvidence(taskID: "T-001", status: .inProgress, date: nil, source: .branch("farewell/T-001")),
        SyncEvidence(taskID: "T-001", status: .merged, date: "2026-11-02", source: .commit(sha: "abc1234def")),
        SyncEvidence(
            taskID: "T-002", status: .inReview, date: "2026-11-20",
            source: .pullRequest(number: 42, url: "https://x/pull/42")),
        SyncEvidence(taskID: "T-003", status: .inProgress, date: nil, source: .branch("farewell/T-003-x")),
    ]
    let outcome = SyncPlanner.plan(
        tasks: [task("T-001", .todo), task("T-002", .inProgress), task("T-003", .todo)], evidence: evidence,
        today: "2026-11-30", force: false)
    #expect(
        outcome.lines == [
            "T-001 todo -> merged (commit abc1234, 2026-11-02)",
            "T-002 in-progress -> in-review (PR #42, 2026-11-20)",
            "T-003 todo -> in-progress (branch farewell/T-003-x)",
        ])
    #expect(outcome.updates.map(\.pr) == [nil, "https://x/pull/42", nil])
    #expect(outcome.updates.map(\.date) == ["2026-11-02", "2026-11-20", "2026-11-30"])
    #expect(outcome.updates[0].historyLine == "- 2026-11-02: status todo -> merged, commit abc1234 (sync)")
    #expect(outcome.notices == [])
}

@Test func backwardMovesNeedForce() {
    let evidence = [SyncEvidence(taskID: "T-001", status: .inProgress, date: nil, source: .branch("farewell/T-001"))]
    let refused = SyncPlanner.plan(
        tasks: [task("T-001", .merged)], evidence: evidence, today: "2026-11-30", force: false)
    #expect(refused.updates == [])
    #expect(
        refused.notices == ["T-001 is merged but branch farewell/T-001 says in-progress; not moved back (use --force)"])
    let forced = SyncPlanner.plan(tasks: [task("T-001", .merged)], evidence: evidence, today: "2026-11-30", force: true)
    #expect(forced.lines == ["T-001 merged -> in-progress (branch farewell/T-001)"])
}

@Test func closedPullRequestsAreReportedOnly() {
    let requests = [
        PullRequest(
            number: 7, title: "[T-001] try", state: "CLOSED", headRefName: "x", url: "u",
            createdAt: "2026-11-01T00:00:00Z"),
        PullRequest(
            number: 8, title: "Draft", state: "OPEN", isDraft: true, headRefName: "farewell/T-002", url: "",
            createdAt: "2026-11-03T00:00:00Z"),
        PullRequest(
            number: 9, title: "[T-003]", state: "MERGED", headRefName: "y", url: "https://x/9",
            createdAt: "2026-11-01T00:00:00Z", mergedAt: "2026-11-04T23:59:00Z"),
    ]
    let evidence = SyncEvidence.fromPullRequests(
        requests, matcher: TaskIDMatcher(knownIDs: ["T-001", "T-002", "T-003"]))
    let outcome = SyncPlanner.plan(
        tasks: [task("T-001", .inProgress), task("T-002", .todo), task("T-003", .inReview, pr: "https://x/9")],
        evidence: evidence, today: "2026-11-30", force: false)
    #expect(
        outcome.lines == [
            "T-002 todo -> in-progress (PR #8, 2026-11-03)", "T-003 in-review -> merged (PR #9, 2026-11-04)",
        ])
    #expect(outcome.updates.map(\.pr) == ["8", nil])
    #expect(outcome.notices == ["T-001 PR #7, 2026-11-01 was closed without merging; left in-progress"])
}

@Test func samePlaceWithANewPRRecordsThePR() {
    let evidence = [
        SyncEvidence(taskID: "T-001", status: .inReview, date: "2026-11-20", source: .pullRequest(number: 5, url: ""))
    ]
    let outcome = SyncPlanner.plan(
        tasks: [task("T-001", .inReview)], evidence: evidence, today: "2026-11-30", force: false)
    #expect(outcome.lines == ["T-001 in-review: PR #5 recorded (PR #5, 2026-11-20)"])
    #expect(outcome.updates.first?.historyLine == "- 2026-11-20: PR #5 (sync)")
}

@Test func aPRRecordedByNumberIsTheSameAsItsURL() {
    let evidence = [
        SyncEvidence(
            taskID: "T-001", status: .inReview, date: "2026-11-20",
            source: .pullRequest(number: 5, url: "https://x/pull/5"))
    ]
    let outcome = SyncPlanner.plan(
        tasks: [task("T-001", .inReview, pr: "5")], evidence: evidence, today: "2026-11-30", force: false)
    #expect(outcome == SyncPlanner.Outcome())
}

@Test func samplerTakesOneCommitAWeekAndThinsToTheLimit() {
    let day: Int64 = 86_400
    // A commit every day for 60 days, newest first.
    let commits = (0..<60).reversed().map {
        GitLogParser.Commit(sha: "c\($0)", time: Int64($0) * day + 3600, message: "")
    }
    let weekly = HistorySampler.sample(commits)
    #expect(weekly.map(\.sha) == ["c3", "c10", "c17", "c24", "c31", "c38", "c45", "c52", "c59"])
    #expect(HistorySampler.sample(commits, limit: 3).map(\.sha) == ["c3", "c31", "c59"])
    #expect(HistorySampler.sample(commits, since: 40).map(\.sha) == ["c45", "c52", "c59"])
}

@Test func burndownCountsTasksMergedByEachSample() {
    let day: Int64 = 86_400
    let samples = [
        GitLogParser.Commit(sha: "a", time: 20_000 * day, message: ""),
        GitLogParser.Commit(sha: "b", time: 20_007 * day, message: ""),
    ]
    var plan = Plan(
        waves: [], tasks: [task("T-001", .merged), task("T-002", .merged), task("T-003", .todo)], baseline: 9)
    plan.tasks[1].status = .done
    let histories = [
        "T-001": [HistoryEntry(date: CalendarDay.string(days: 20_003), from: .todo, to: .merged, text: "")]
    ]
    let burndown = HistorySampler.burndown(
        samples: samples, counts: ["a": 9, "b": 4], plan: plan, histories: histories)
    #expect(burndown.samples.map(\.mergedTasks) == [0, 2])
    #expect(burndown.samples.map(\.occurrences) == [9, 4])
}

import FarewellTestSupport
import Testing

@testable import FarewellKit

@Test func dashboardFiguresComeFromPlanInventoryAndHistory() {
    let dashboard = TrackerFixture.dashboard()
    #expect(
        dashboard.progress
            == Dashboard.Progress(
                baseline: 40, occurrences: 22, removed: 18, percent: 45, kept: 0, bridges: 0, tasks: 7,
                finishedTasks: 2, points: 29,
                pointsLeft: 18))
    #expect(dashboard.waves.map(\.percent) == [100, 50, 0])
    #expect(dashboard.tasks.map(\.remaining) == [0, 2, 4, 6, 3, 5, 0])
    #expect(dashboard.openPRs.map(\.task) == ["T-003", "T-005"])
    #expect(dashboard.openPRs.map(\.ageDays) == [12, 3])
}

@Test func dashboardWarnsAboutUntrackedRxMergedScopesStalePRsAndPendingRetros() {
    let warnings = TrackerFixture.dashboard().warnings
    #expect(warnings.untracked == [Dashboard.Untracked(path: "Sources/App/NewFeatureViewModel.swift", occurrences: 2)])
    #expect(warnings.mergedWithRx.map(\.id) == ["T-002"])
    #expect(warnings.noRxLeft == ["T-007"])
    #expect(warnings.stale.map(\.task) == ["T-003"])
    #expect(warnings.retroPending == ["W0"])
    #expect(
        DashboardWarnings.lines(warnings)[2]
            == "T-007: no Rx left in scope; run `farewell plan` to mark it done or `farewell track T-007 --status merged`"
    )
}

@Test func onlyUnfinishedMigrationTasksWithAScopeAreReportedWithoutRx() {
    var plan = TrackerFixture.plan
    let template = plan.tasks[6]
    var foundation = template
    foundation.id = "T-008"
    foundation.kind = .foundation
    var cleanup = template
    cleanup.id = "T-009"
    cleanup.kind = .cleanup
    var noFiles = template
    noFiles.id = "T-010"
    noFiles.files = []
    var done = template
    done.id = "T-011"
    done.status = .done
    var merged = template
    merged.id = "T-012"
    merged.status = .merged
    var blocked = template
    blocked.id = "T-013"
    blocked.status = .blocked
    plan.tasks += [foundation, cleanup, noFiles, done, merged, blocked]
    let dashboard = DashboardBuilder.build(
        plan: plan, inventory: TrackerFixture.inventory, histories: [:], today: TrackerFixture.today)
    #expect(dashboard.warnings.noRxLeft == ["T-007", "T-013"])
}

@Test func htmlWarningsShowCommandsAsCode() {
    #expect(DashboardHTML.codeSpans("run `a` or `b &amp; c`") == "run <code>a</code> or <code>b &amp; c</code>")
    #expect(DashboardHTML.codeSpans("one ` tick") == "one ` tick")
}

@Test func dashboardWithoutWarningsSaysNone() {
    var plan = TrackerFixture.plan
    plan.waves[0].retroDone = true
    plan.tasks = [plan.tasks[0]]
    let inventory = Inventory(files: [], modules: [], scannedFiles: 0, scannedLines: 0)
    let dashboard = DashboardBuilder.build(
        plan: plan, inventory: inventory, histories: [:], today: TrackerFixture.today)
    #expect(dashboard.warnings.isEmpty)
    #expect(DashboardText.render(dashboard).hasSuffix("Warnings\n  none\n"))
}

/// The scan's problems with its input (a malformed manifest, an unreadable file) are warnings of the dashboard too:
/// its figures may be wrong. Notes on how an input was read are not.
@Test func dashboardWarnsAboutTheScansProblemsWithItsInput() {
    var plan = TrackerFixture.plan
    plan.waves[0].retroDone = true
    plan.tasks = [plan.tasks[0]]
    var inventory = Inventory(files: [], modules: [], scannedFiles: 0, scannedLines: 0)
    inventory.diagnostics = [
        Diagnostic(path: "Podfile", line: 10, message: "malformed Podfile: 'end' without an open block"),
        Diagnostic(path: "App/Tuist.swift", message: "targets come from a helper", isInformational: true),
        Diagnostic(path: "App/Broken.swift", message: "not valid UTF-8"),
    ]
    let dashboard = DashboardBuilder.build(
        plan: plan, inventory: inventory, histories: [:], today: TrackerFixture.today)
    #expect(
        dashboard.warnings.inputProblems == [
            "App/Broken.swift: warning: not valid UTF-8",
            "Podfile:10: warning: malformed Podfile: 'end' without an open block",
        ])
    #expect(
        DashboardWarnings.lines(dashboard.warnings) == [
            "The scan could not read all of its input, so these figures may be off: "
                + "App/Broken.swift: warning: not valid UTF-8; "
                + "Podfile:10: warning: malformed Podfile: 'end' without an open block"
        ])
    #expect(DashboardJSON.render(dashboard).contains(#""inputProblems" : ["#))
}

/// The scan's notes the plan depends on (an RxSwift too old for the bridges), which every command prints on stderr, are
/// the dashboard's warnings too: a dashboard saying "none" beside them would contradict itself.
@Test func dashboardRepeatsTheAdviceThePlanDependsOn() {
    var plan = TrackerFixture.plan
    plan.waves[0].retroDone = true
    plan.tasks = [plan.tasks[0]]
    var inventory = Inventory(files: [], modules: [], scannedFiles: 0, scannedLines: 0)
    var advice = Diagnostic(
        path: "Podfile.lock", line: 7, message: "RxSwift 6.2.0 installed: RxSwift's `value` and `values` need 6.5",
        isInformational: true)
    advice.isAdvice = true
    inventory.diagnostics = [
        advice, Diagnostic(path: "App/Tuist.swift", message: "targets come from a helper", isInformational: true),
    ]
    let dashboard = DashboardBuilder.build(
        plan: plan, inventory: inventory, histories: [:], today: TrackerFixture.today)
    #expect(dashboard.warnings.inputProblems.isEmpty)
    #expect(
        DashboardWarnings.lines(dashboard.warnings) == [
            "Advice: Podfile.lock:7: warning: RxSwift 6.2.0 installed: RxSwift's `value` and "
                + "`values` need 6.5"
        ])
    #expect(DashboardJSON.render(dashboard).contains(#""advice" : ["#))
    #expect(!DashboardText.render(dashboard).hasSuffix("Warnings\n  none\n"))
}

/// The Rx kept on purpose and the scaffolded bridges show beside the Rx left, in every format, and only when there are
/// some.
@Test func everyFormatShowsTheRxKeptAndTheBridgesApart() {
    var dashboard = TrackerFixture.dashboard(withHistory: false)
    dashboard.progress.kept = 55
    dashboard.progress.bridges = 27
    #expect(
        DashboardText.render(dashboard).hasPrefix(
            """
            Migration status on 2026-11-30
              Rx left      22 of 40  █████████░░░░░░░░░░░ 45% removed
              Kept on Rx   55 (code RIBs needs)
              Bridges      27, removed by the last cleanup
              Tasks        2 of 7 merged or done

            """))
    #expect(
        DashboardMarkdown.render(dashboard).hasPrefix(
            """
            ## Migration status on 2026-11-30

            - **Rx left:** 22 of 40 (45% removed)
            - **Kept on Rx:** 55 (code RIBs needs)
            - **Bridges:** 27, removed by the last cleanup
            - **Tasks merged or done:** 2 of 7

            """))
    #expect(
        DashboardHTML.render(dashboard).contains(
            "<h2>Rx left</h2><p class=\"big\">22</p><p>of 40, 45% removed</p><p>kept on Rx: 55 (code RIBs needs)</p>"
                + "<p>bridges: 27, removed by the last cleanup</p></div>\n"))
    let json = DashboardJSON.render(dashboard)
    #expect(json.contains("\"bridges\" : 27,\n") && json.contains("\"kept\" : 55,\n"))

    dashboard.progress.kept = 0
    dashboard.progress.bridges = 0
    #expect(
        !DashboardText.render(dashboard).contains("Kept on Rx") && !DashboardText.render(dashboard).contains("Bridges"))
    #expect(!DashboardMarkdown.render(dashboard).contains("**Kept on Rx:**"))
}

@Test func textDashboardMatchesGolden() {
    Golden.check(DashboardText.render(TrackerFixture.dashboard()), matches: "dashboard/status.txt")
}

@Test func textDashboardUsesColourOnlyWhenAsked() {
    let plain = DashboardText.render(TrackerFixture.dashboard())
    let coloured = DashboardText.render(TrackerFixture.dashboard(), colour: true)
    #expect(!plain.contains("\u{1B}["))
    #expect(coloured.contains("\u{1B}[1mWaves\u{1B}[0m"))
}

@Test func markdownDashboardMatchesGolden() {
    Golden.check(DashboardMarkdown.render(TrackerFixture.dashboard()), matches: "dashboard/status.md")
}

@Test func jsonDashboardMatchesGolden() {
    Golden.check(DashboardJSON.render(TrackerFixture.dashboard()), matches: "dashboard/status.json")
}

@Test func jsonDashboardWithoutHistoryHasNullHistoryAndNullPRs() {
    let json = DashboardJSON.render(TrackerFixture.dashboard(withHistory: false))
    #expect(json.contains("\"history\" : null"))
    #expect(json.contains("\"pr\" : null"))
}

@Test func htmlDashboardMatchesGolden() {
    Golden.check(DashboardHTML.render(TrackerFixture.dashboard()), matches: "dashboard/status.html")
}

@Test func htmlDashboardIsWellFormedAndSelfContained() throws {
    let html = DashboardHTML.render(TrackerFixture.dashboard())
    #expect(HTMLChecker.problems(html) == [])
    let lower = html.lowercased()
    for forbidden in ["src=\"http", "href=\"http", "src='http", "href='http", "<script", "<link", "@import", "url("] {
        #expect(!lower.contains(forbidden), "found \(forbidden)")
    }
    #expect(html.contains("<svg"))
    #expect(html.contains("Profile &lt;screen&gt; &amp; bindings"))
}

@Test func htmlCheckerFindsUnbalancedTags() {
    #expect(HTMLChecker.problems("<p><b>x</p>") == ["</p> closes <b>", "<b> is never closed", "<p> is never closed"])
    #expect(HTMLChecker.problems("<div><br><img src=\"a\"/></div>") == [])
}

@Test func burndownProjectsTheFinishFromALinearFit() {
    let burndown = TrackerFixture.burndown
    #expect(burndown.projectedFinish == "2026-12-28")
    #expect(DashboardStyle.weekly(burndown.weeklyChange ?? 0) == "-4.5")
}

@Test(arguments: [
    ([40, 40, 41], nil as String?),
    ([5], nil),
    ([3, 0], "2025-11-08"),
])
func burndownSaysNoProjectionWhenNotDecreasing(counts: [Int], finish: String?) {
    let samples = counts.enumerated().map { index, count in
        Burndown.Sample(
            commit: "c\(index)", date: CalendarDay.string(days: 20_393 + 7 * index), occurrences: count, mergedTasks: 0)
    }
    #expect(Burndown(samples: samples).projectedFinish == finish)
}

@Test func sparklineScalesToTheMaximum() {
    #expect(DashboardStyle.sparkline([40, 20, 0]) == "█▄▁")
    #expect(DashboardStyle.bar(45, width: 10) == "████░░░░░░")
}

/// A tiny HTML balance checker: every opened element closes, in order; void elements and `/>` stand alone.
enum HTMLChecker {
    static let void: Set<String> = ["meta", "br", "img", "hr", "input", "link", "wbr", "col", "source"]

    static func problems(_ html: String) -> [String] {
        var stack: [String] = []
        var problems: [String] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else {
                problems.append("unterminated tag")
                break
            }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("!") { continue }
            let name = String(tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }).lowercased()
            if tag.hasPrefix("/") {
                if stack.last == name {
                    stack.removeLast()
                } else {
                    problems.append("</\(name)> closes <\(stack.last ?? "nothing")>")
                }
            } else if !tag.hasSuffix("/"), !void.contains(name) {
                stack.append(name)
            }
        }
        return problems + stack.reversed().map { "<\($0)> is never closed" }
    }
}

@Test func htmlHistoryOfOneSampleDrawsNoChart() {
    var dashboard = TrackerFixture.dashboard()
    dashboard.burndown = Burndown(samples: Array(TrackerFixture.burndown.samples.prefix(1)))
    let html = DashboardHTML.render(dashboard)
    #expect(!html.contains("aria-label=\"Rx occurrences and merged tasks over time\""))
    #expect(html.contains("<p>No projection: too few samples</p>"))
    #expect(DashboardHTML.render(TrackerFixture.dashboard()).contains("over time\""))
}

@Test func waveTaskRowsFollowEachWaveAndSkipUnknownIDs() {
    var dashboard = TrackerFixture.dashboard()
    dashboard.waves[0].tasks.append("T-999")
    let rows = dashboard.waveTaskRows()
    #expect(rows.count == dashboard.waves.count)
    for (wave, members) in zip(dashboard.waves, rows) {
        #expect(members.map(\.id) == wave.tasks.filter { $0 != "T-999" })
        #expect(members.map(\.id) == wave.tasks.compactMap(dashboard.task).map(\.id))
    }
}

/// A task marked merged while a task it depends on is not finished (merged out of order, or tracked by mistake)
/// is a warning naming what it waits on; a task finished by the plan (`done`) or depending on finished tasks is not.
@Test func aTaskMergedBeforeItsDependenciesIsAWarning() throws {
    var plan = TrackerFixture.plan
    let template = plan.tasks[6]
    var early = template
    early.id = "T-008"
    early.status = .merged
    early.dependsOn = ["T-001", "T-003", "T-004", "T-099"]
    var done = template
    done.id = "T-009"
    done.status = .done
    done.dependsOn = ["T-004"]
    plan.tasks += [early, done]
    let finished = Set(plan.tasks.filter(\.status.isFinished).map(\.id))
    #expect(finished.contains("T-001") && !finished.contains("T-003") && !finished.contains("T-004"))
    let warnings = DashboardBuilder.build(
        plan: plan, inventory: TrackerFixture.inventory, histories: [:], today: TrackerFixture.today
    ).warnings
    #expect(warnings.mergedEarly == [Dashboard.MergedEarly(task: "T-008", waitingOn: ["T-003", "T-004"])])
    #expect(
        DashboardWarnings.lines(warnings).contains(
            "T-008 is merged before T-003, T-004, which it depends on: they are not finished"))
    #expect(TrackerFixture.dashboard().warnings.mergedEarly.isEmpty)
}

/// A plan whose baseline is below today's count (a catalog that learnt constructs since, before `plan` ran again)
/// shows the count as its own baseline in every format, never more Rx left than the baseline: nothing removed yet.
@Test func statusShowsACountAboveItsBaselineAsItsOwnBaseline() {
    var plan = TrackerFixture.plan
    plan.baseline = 15
    let dashboard = DashboardBuilder.build(
        plan: plan, inventory: TrackerFixture.inventory, histories: [:], today: TrackerFixture.today)
    #expect(
        dashboard.progress
            == Dashboard.Progress(
                baseline: 22, occurrences: 22, removed: 0, percent: 0, kept: 0, bridges: 0, tasks: 7,
                finishedTasks: 2, points: 29, pointsLeft: 18))
    #expect(DashboardText.render(dashboard).contains("\n  Rx left      22 of 22  ░░░░░░░░░░░░░░░░░░░░ 0% removed\n"))
    #expect(DashboardMarkdown.render(dashboard).contains("\n- **Rx left:** 22 of 22 (0% removed)\n"))
    #expect(DashboardHTML.render(dashboard).contains("<p class=\"big\">22</p><p>of 22, 0% removed</p>"))
    let json = DashboardJSON.render(dashboard)
    #expect(json.contains("\"baseline\" : 22,\n") && json.contains("\"removed\" : 0,\n"))
}

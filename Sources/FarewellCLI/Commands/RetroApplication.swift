import FarewellKit

/// `farewell retro --apply`: adds each lesson once to the file its target names, then marks the wave's
/// retro done, and prints what it did per file.
struct RetroApplication {
    var workspace: LessonsWorkspace
    var environment: Environment

    /// One file's outcome, for the report.
    struct FileOutcome {
        var path: String
        var outcome: LessonApplier.Outcome
    }

    func run(_ id: String) throws -> Int32 {
        let (tasks, wave) = try workspace.tasks(of: id)
        let lessons = try workspace.lessons(of: tasks)
        let date = TrackerCommandSupport.today(environment)
        var outcomes: [FileOutcome] = []
        var writes: [String: String] = [:]
        for (target, path) in [
            (Lesson.Target.rules, WorkspaceRenderer.rulesPath), (.review, WorkspaceRenderer.reviewGuidelinePath),
        ] {
            let chosen = lessons.filter { $0.target == target }
            guard !chosen.isEmpty else { continue }
            let existing = try workspace.text(path) ?? ""
            let outcome = LessonApplier.apply(chosen, to: existing, heading: "## Lessons", date: date)
            outcomes.append(FileOutcome(path: path, outcome: outcome))
            if outcome.text != existing { writes[path] = trimmedStart(outcome.text) }
        }
        outcomes += try applySkill(lessons.filter { $0.target == .skill }, date: date, writes: &writes)
        let unrouted = try applyTasks(
            lessons.filter { $0.target == .tasks }, date: date, outcomes: &outcomes, writes: &writes)
        for path in writes.keys.sorted() { try workspace.write(writes[path] ?? "", to: path) }
        var report = RetroReport.render(outcomes.sorted { $0.path < $1.path }, unrouted: unrouted, count: lessons.count)
        if let wave, let path = workspace.wavePaths[wave.id], let text = try workspace.text(path) {
            let marked = FrontMatterEditor.set("retro", "done", in: text)
            if marked != text { try workspace.write(marked, to: path) }
            report += "\(wave.id): retro done (\(path))\n"
        }
        environment.output.write(report)
        return ExitCode.ok
    }

    private func applySkill(_ lessons: [Lesson], date: String, writes: inout [String: String]) throws
        -> [FileOutcome]
    {
        guard !lessons.isEmpty else { return [] }
        let settings = workspace.configuration.plan
        let skillPath = SkillMarkdown.path(settings)
        let referencePath = SkillPitfalls.referencePath(settings)
        let skill = try workspace.text(skillPath) ?? ""
        let reference = try workspace.text(referencePath)
        let result = SkillPitfalls.apply(
            lessons, skill: skill, reference: reference, skillName: settings.skillName, date: date)
        if result.skill.text != skill { writes[skillPath] = trimmedStart(result.skill.text) }
        if let text = result.referenceText, text != reference { writes[referencePath] = text }
        var outcomes = [FileOutcome(path: skillPath, outcome: result.skill)]
        if reference != nil { outcomes.append(FileOutcome(path: referencePath, outcome: result.reference)) }
        return outcomes
    }

    /// Adds each `tasks` lesson to its recipients; returns the lessons no pending task takes.
    private func applyTasks(
        _ lessons: [Lesson], date: String, outcomes: inout [FileOutcome], writes: inout [String: String]
    ) throws -> [Lesson] {
        guard !lessons.isEmpty else { return [] }
        let constructs = LessonRouting.needsConstructs(lessons) ? try scopeConstructs() : [:]
        var byTask: [String: [Lesson]] = [:]
        var unrouted: [Lesson] = []
        for lesson in lessons {
            let recipients = LessonRouting.recipients(of: lesson, plan: workspace.plan, constructs: constructs)
            if recipients.isEmpty { unrouted.append(lesson) }
            for id in recipients { byTask[id, default: []].append(lesson) }
        }
        for id in byTask.keys.sorted(by: NaturalOrder.precedes) {
            guard let path = workspace.taskPaths[id], let text = try workspace.text(path) else { continue }
            let outcome = LessonApplier.apply(
                byTask[id] ?? [], to: text, heading: LessonParser.inheritedHeading, before: "## Lessons", date: date)
            outcomes.append(FileOutcome(path: path, outcome: outcome))
            if outcome.text != text { writes[path] = outcome.text }
        }
        return unrouted
    }

    /// By unfinished task id, the constructs and symbols still in its scope, from a new scan.
    private func scopeConstructs() throws -> [String: Set<String>] {
        let root = workspace.location.root
        guard workspace.fileSystem.isDirectory(root) else { throw FarewellError.missingInput(root) }
        let scanner = RepositoryScanner(fileSystem: workspace.fileSystem, configuration: workspace.configuration)
        let inventory = try scanner.scan(root: root)
        var result: [String: Set<String>] = [:]
        for task in workspace.plan.tasks where !task.status.isFinished {
            let remaining = ScopeCheck.remaining(task, in: inventory, plan: workspace.plan)
            result[task.id] = Set(remaining.flatMap { [$0.occurrence.construct, $0.occurrence.symbol] })
        }
        return result
    }

    /// A file created from nothing starts with its heading, not a blank line.
    private func trimmedStart(_ text: String) -> String {
        text.hasPrefix("\n") ? String(text.drop { $0 == "\n" }) : text
    }
}

import FarewellKit

/// `farewell status`: the migration dashboard.
package enum StatusCommand {
    package static let command = Command(
        name: "status", summary: "Show migration progress: waves, PRs, Rx left, warnings, history.", usage: usage,
        run: run)

    static let formats = ["text", "markdown", "json", "html"]

    struct Options {
        var path: String?
        var workspace: String?
        var configPath: String?
        var format = "text"
        var output: String?
        var history = false
        var since: Int?
        var samples = 24
        var main: String?
    }

    static func run(_ cursor: inout ArgumentCursor, _ environment: inout Environment) throws -> Int32 {
        let options = try parse(&cursor)
        let env = environment
        // The workspace is read on another thread during the scan; its failures are reported after the scan's.
        let reading = Background { [options] in
            Result { () throws(TrackerError) in
                // Without --workspace, the repository's root, as the scan finds it (or fails first).
                let root = try TrackerCommandSupport.workspaceRoot(options.workspace ?? options.path, in: env)
                return try TrackerWorkspace.load(workspace: root, fileSystem: env.fileSystem)
            }
        }
        let outcome = try Scanning.scan(options.path, configPath: options.configPath, in: environment)
        defer { env.keepUntilExit(outcome) }
        return TrackerCommandSupport.reporting(env) { () throws(TrackerError) -> Int32 in
            let workspace = try reading.value().get()
            try checkPlanFolder(workspace, root: outcome.root, in: env)
            let burndown = try burndown(options, outcome: outcome, workspace: workspace, in: env)
            let dashboard = DashboardBuilder.build(
                plan: workspace.plan, inventory: outcome.inventory, histories: workspace.histories,
                today: TrackerCommandSupport.todayNumber(env), burndown: burndown)
            return try write(dashboard, options, in: env)
        }
    }

    static func parse(_ cursor: inout ArgumentCursor) throws(UsageError) -> Options {
        var options = Options()
        options.workspace = try cursor.option("--workspace")
        options.configPath = try cursor.option("--config")
        options.format = try cursor.option("--format") ?? "text"
        options.output = try cursor.option("--output", "-o")
        options.history = cursor.flag("--history")
        let since = try cursor.option("--since")
        let samples = try cursor.option("--samples")
        options.main = try cursor.option("--main")
        options.path = cursor.nextPositional()
        try cursor.finish()
        guard formats.contains(options.format) else {
            throw UsageError("Unknown format '\(options.format)' (expected text, markdown, json or html)")
        }
        if let since {
            guard let day = CalendarDay.days(from: since), since.count == 10 else {
                throw UsageError("'--since' takes a date as yyyy-MM-dd")
            }
            options.since = day
        }
        if let samples {
            guard let count = Int(samples), count >= 1 else { throw UsageError("'--samples' takes a number from 1 up") }
            options.samples = count
        }
        return options
    }

    /// Fails when most files the plan names are not under `root` (`PlanPresence`): the plan was made for another
    /// folder, whose scan would count against the plan's baseline what the plan never held. As without a plan, that
    /// is missing input (66), with nothing shown.
    private static func checkPlanFolder(_ workspace: TrackerWorkspace, root: String, in environment: Environment)
        throws(TrackerError)
    {
        let (missing, total) = PlanPresence.missingCount(
            in: workspace.plan, root: root, fileSystem: environment.fileSystem)
        guard PlanPresence.isForAnotherFolder(missing: missing, total: total) else { return }
        throw TrackerError.planForAnotherFolder(workspace: workspace.root, missing: missing, total: total, root: root)
    }

    /// History for `--history` (failures are errors) and for HTML (failures are a note).
    private static func burndown(
        _ options: Options, outcome: Scanning.Outcome, workspace: TrackerWorkspace, in environment: Environment
    ) throws(TrackerError) -> Burndown? {
        guard options.history || options.format == "html" else { return nil }
        let history = GitHistory(
            git: GitClient(runner: environment.processRunner, directory: outcome.root),
            fileSystem: environment.fileSystem, configuration: outcome.configuration,
            workspace: workspace.root)
        do {
            return try history.burndown(
                main: options.main, limit: options.samples, since: options.since, plan: workspace.plan,
                histories: workspace.histories)
        } catch {
            guard !options.history else { throw error }
            environment.output.error("note: no history (\(error.description))\n")
            return nil
        }
    }

    private static func write(_ dashboard: Dashboard, _ options: Options, in environment: Environment)
        throws(TrackerError) -> Int32
    {
        let colour =
            options.output == nil && environment.output.isTerminal && environment.variables["NO_COLOR"] == nil
        let text =
            switch options.format {
            case "markdown": DashboardMarkdown.render(dashboard)
            case "json": DashboardJSON.render(dashboard)
            case "html": DashboardHTML.render(dashboard)
            default: DashboardText.render(dashboard, colour: colour)
            }
        guard let output = options.output else {
            environment.output.write(text)
            return ExitCode.ok
        }
        do {
            try environment.fileSystem.write(text, to: environment.absolute(output))
        } catch {
            throw TrackerError.cannotWrite(path: output, problem: error.problem)
        }
        environment.output.write("Wrote \(output).\n")
        return ExitCode.ok
    }

    static let usage = """
        OVERVIEW: Show migration progress: waves, PRs, Rx left, warnings, history.

        Rescans the code and reads the workspace's task and wave files. Shows Rx occurrences now against the
        plan's baseline, tasks finished, points left, each wave's progress, Rx left by module and layer, open
        PRs with their age, and warnings: Rx in files no task covers, merged tasks whose scope still holds
        Rx, unfinished tasks whose scope holds none, PRs in review for more than 7 days, finished waves
        without a retro, tasks marked merged before tasks they depend on, the scan's problems with its input.

        With --history (always in HTML), samples the main branch from the day the task files were first
        committed (or --since): one commit a week, at most --samples. It
        counts Rx at each sample from git objects without a checkout, and projects the finish date.
        Counts are cached per commit in .farewell/cache/ (git-ignored).

        USAGE: farewell status [PATH] [--workspace DIR] [--format text|markdown|json|html] [--output FILE]
                               [--history] [--since DATE] [--samples N] [--main BRANCH] [--config FILE]

        ARGUMENTS:
          PATH              The repository to scan (default: the git repository around the current folder).

        OPTIONS:
          --workspace DIR   The folder holding tasks/ and waves/ (default: PATH).
          --format FORMAT   text (default; colour on a terminal unless NO_COLOR is set), markdown, json or
                            html (one self-contained page).
          --output FILE     Write to FILE instead of standard output.
          --history         Add the Rx count and merged tasks over time, and the projected finish.
          --since DATE      Start the history at DATE (yyyy-MM-dd).
          --samples N       At most N history samples (default 24).
          --main BRANCH     The main branch (default: main, else master, else the current branch).
          --config FILE     Read this file instead of PATH/farewell.json.
          -h, --help        Show this help.

        EXIT CODES: 0 shown, 64 usage error, 65 bad task file or git failure, 66 PATH or workspace missing (or
          most files of the plan not under PATH: it was made for another folder), 73 cannot write FILE.

        """
}

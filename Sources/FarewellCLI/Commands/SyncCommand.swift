import FarewellKit

/// `farewell sync`: moves task statuses forward from git history and GitHub PRs.
package enum SyncCommand {
    package static let command = Command(
        name: "sync", summary: "Update task statuses from git commits, branches and GitHub PRs.", usage: usage,
        run: run)

    /// The fields `sync` asks gh for.
    static let ghFields = "number,title,state,isDraft,headRefName,url,createdAt,mergedAt,reviewDecision"

    static func run(_ cursor: inout ArgumentCursor, _ environment: inout Environment) throws -> Int32 {
        let workspacePath = try cursor.option("--workspace")
        let prsPath = try cursor.option("--prs")
        let main = try cursor.option("--main")
        let dryRun = cursor.flag("--dry-run")
        let force = cursor.flag("--force")
        try cursor.finish()
        let env = environment
        return TrackerCommandSupport.reporting(env) { () throws(TrackerError) -> Int32 in
            var lock: WorkspaceLock?
            defer { lock?.release() }
            let workspace: TrackerWorkspace
            if dryRun {
                workspace = try TrackerCommandSupport.workspace(workspacePath, in: env)
            } else {
                (workspace, lock) = try TrackerCommandSupport.lockedWorkspace(workspacePath, in: env)
            }
            let evidence = try gather(workspace, prsPath: prsPath, main: main, in: env)
            let outcome = SyncPlanner.plan(
                tasks: workspace.plan.tasks, evidence: evidence, today: TrackerCommandSupport.today(env), force: force)
            for line in outcome.lines + outcome.notices { env.output.write(line + "\n") }
            if dryRun {
                env.output.write("Dry run: \(count(outcome.updates.count)) would change; nothing written.\n")
                return ExitCode.ok
            }
            for update in outcome.updates {
                guard let path = workspace.taskPaths[update.taskID] else { continue }
                try TrackerCommandSupport.apply(update, path: path, workspace: workspace, environment: env)
            }
            env.output.write(
                outcome.updates.isEmpty ? "Nothing to update.\n" : "Updated \(count(outcome.updates.count)).\n")
            if !outcome.updates.isEmpty { try TrackerCommandSupport.refreshWaves(workspace, in: env) }
            return ExitCode.ok
        }
    }

    private static func count(_ tasks: Int) -> String { tasks == 1 ? "1 task" : "\(tasks) tasks" }

    /// Evidence from the main branch, unmerged branches and (when available) PRs.
    static func gather(_ workspace: TrackerWorkspace, prsPath: String?, main: String?, in environment: Environment)
        throws(TrackerError) -> [SyncEvidence]
    {
        let matcher = TaskIDMatcher(knownIDs: workspace.plan.tasks.map(\.id))
        let git = GitClient(runner: environment.processRunner, directory: workspace.root)
        let branch = try git.mainBranch(main)
        var evidence = SyncEvidence.fromCommits(try git.commits(on: branch), matcher: matcher)
        evidence += SyncEvidence.fromBranches(try git.unmergedBranches(main: branch), matcher: matcher)
        if let requests = try pullRequests(prsPath, workspace: workspace, in: environment) {
            evidence += SyncEvidence.fromPullRequests(requests, matcher: matcher)
        }
        return evidence
    }

    /// PRs from `--prs FILE`, else from `gh` when it runs; nil (said in one line) when gh is unavailable.
    private static func pullRequests(_ path: String?, workspace: TrackerWorkspace, in environment: Environment)
        throws(TrackerError) -> [PullRequest]?
    {
        if let path {
            let absolute = environment.absolute(path)
            do {
                return try PullRequest.list(try environment.fileSystem.contents(of: absolute), path: path)
            } catch let error as TrackerError {
                throw error
            } catch {
                throw TrackerError.badInput(path: path, problem: "cannot read: \(error)")
            }
        }
        let arguments = ["pr", "list", "--state", "all", "--limit", "1000", "--json", ghFields]
        guard let result = try? environment.processRunner.run("gh", arguments, in: workspace.root), result.status == 0
        else {
            environment.output.error("note: gh is not installed or failed; syncing from git only\n")
            return nil
        }
        return try PullRequest.list(result.standardOutput, path: "gh pr list")
    }

    static let usage = """
        OVERVIEW: Update task statuses from git commits, branches and GitHub PRs.

        A commit on the main branch whose subject carries `[T-012]` (or a `Farewell-Task: T-012` trailer)
        marks T-012 merged; a branch named after a task and not merged into main marks it in-progress.
        PRs (from --prs, else from `gh pr list` when gh is installed): draft -> in-progress,
        open -> in-review, merged -> merged; a PR closed unmerged is reported and changes nothing.
        A task never moves backwards without --force. Each change adds a dated line to the task's history,
        and the task tables of the wave files are refreshed as `farewell plan` would. Holds the workspace
        lock while it writes.

        USAGE: farewell sync [--workspace DIR] [--prs FILE] [--main BRANCH] [--dry-run] [--force]

        OPTIONS:
          --workspace DIR   The folder holding tasks/ and waves/ (default: the repository root).
          --prs FILE        The JSON `gh pr list --state all --json \(ghFields)` printed.
          --main BRANCH     The main branch (default: main, else master, else the current branch).
          --dry-run         Print what would change; write nothing.
          --force           Also move tasks backwards when the evidence says so.
          -h, --help        Show this help.

        EXIT CODES: 0 synced, 64 usage error, 65 bad task file, bad --prs file or git failure, 66 no workspace,
          73 cannot write or workspace locked by another farewell process.

        """
}

import FarewellKit

/// `farewell verify <task-id>`: whether any Rx is left in a task's scope.
package enum VerifyCommand {
    package static let command = Command(
        name: "verify", summary: "Check that no Rx is left in a task's scope.", usage: usage
    ) { cursor, environment in
        let workspace = try cursor.option("--workspace")
        // Ids are written `T-003`; `t-003` means the same task.
        guard let id = cursor.nextPositional()?.uppercased() else {
            throw UsageError("Missing expected argument '<task-id>'")
        }
        let path = cursor.nextPositional()
        try cursor.finish()
        return try run(id: id, path: path, workspace: workspace, &environment)
    }

    static let usage = """
        OVERVIEW: Check that no Rx is left in a task's scope.

        Scans the repository again and lists every Rx occurrence left in the task's files (for a file split
        between tasks, only in the task's declarations). A Name+Rx.swift keeping the old Rx path of a
        Name.swift is in the scope of the cleanup task covering its module unless a migration task lists it.
        For a cleanup task, also the Rx occurrences left in the modules it covers (per module), their Rx
        dependency lines and the Rx imports of their files without Rx. A file of the task that is gone holds no Rx
        (the report names it as deleted), but where most of the files the plan names are not under PATH (leaving out
        those their tasks delete; a cleanup task needs only its manifests), the plan was made for another folder,
        and a task missing files there is an error.
        Where an Xcode project lists its files one by one, the task's files and the +Rx.swift files beside them
        must be in a target: a file it does not list is not compiled.
        A foundation task has no files: for the polyfills and bridges, it checks that a manifest or lock file names
        FarewellAsync or that the files farewell scaffold writes are here, and that RxSwift is 6 or later (6.5, or
        those bridges), and that a project listing its files one by one lists those farewell scaffold wrote; the
        feature-flag plumbing, which no scan can see, is left to review.

        USAGE: farewell verify <task-id> [PATH] [--workspace DIR]

        ARGUMENTS:
          <task-id>         The task, such as T-003.
          PATH              The repository (default: the git repository around the current directory).

        OPTIONS:
          --workspace DIR   Where the plan is (default: PATH).
          -h, --help        Show this help.

        EXIT CODES: 0 no Rx left in scope (a foundation task: what a scan can check is in place), 1 Rx left
        in scope (or a cleanup's removal, a foundation item, or a file to add to its target, still to make),
        64 usage error, 65 unknown task id or bad input, 66 missing input (also a file of the task not under
        a PATH that lacks most of the plan's files).

        """

    static func run(id: String, path: String?, workspace: String?, _ environment: inout Environment) throws -> Int32 {
        let location = try WorkspaceLocation.resolveExisting(path: path, workspace: workspace, environment: environment)
        let fileSystem = environment.fileSystem
        guard fileSystem.isDirectory(location.root) else { throw FarewellError.missingInput(location.root) }
        let snapshot = try WorkspaceReader(fileSystem: fileSystem).read(location.workspace)
        // A workspace without tasks/ is no plan to look the id up in, as `lessons` and `retro` say.
        guard let plan = snapshot.plan else { throw FarewellError.missingInput(Path.join(location.workspace, "tasks")) }
        guard let task = plan.task(id) else { throw FarewellError.unknownTask(id) }
        // A file that is not there holds no Rx: from another folder than the plan's, every task would pass. Where
        // most of the plan is there, a missing file is one the migration deleted, renamed or merged.
        let missing = PlanPresence.missingPaths(of: task, root: location.root, fileSystem: fileSystem)
        guard missing.isEmpty || !PlanPresence.isForAnotherFolder(plan, root: location.root, fileSystem: fileSystem)
        else { throw FarewellError.taskFilesMissing(task: task.id, paths: missing, root: location.root) }
        let configuration = try ConfigurationLoader.load(root: location.root, fileSystem: fileSystem).0
        let scanner = RepositoryScanner(
            fileSystem: fileSystem, configuration: configuration, keepUntilExit: environment.keepUntilExit)
        let inventory = try scanner.scan(root: location.root)
        if task.kind == .foundation,
            let foundation = FoundationCheck.check(
                task, in: inventory, manifests: manifestTexts(inventory, root: location.root, fileSystem))
        {
            return report(foundation, of: task, &environment)
        }
        let remaining = ScopeCheck.remaining(task, in: inventory, plan: snapshot.plan)
        let leftovers = ScopeCheck.cleanupLeftovers(
            task, in: inventory, scope: remaining, tasks: snapshot.plan?.tasks ?? [])
        let unlisted = TargetMembership.missing(task, in: inventory, plan: snapshot.plan)
        guard !remaining.isEmpty || !leftovers.isEmpty || !unlisted.isEmpty else {
            let files = task.files.count == 1 ? "1 file" : "\(task.files.count) files"
            let deleted = deletedFiles(of: task, root: location.root, fileSystem)
            let removals = task.kind == .cleanup ? ", no Rx dependency line or import left" : ""
            environment.output.write("\(task.id): no Rx left in scope (\(files)\(deleted))\(removals)\n")
            return ExitCode.ok
        }
        var report =
            (remaining.map(\.description) + leftovers + unlisted).map(OneLine.escaping).joined(separator: "\n") + "\n"
        if !remaining.isEmpty {
            let count = remaining.count == 1 ? "1 Rx occurrence" : "\(remaining.count) Rx occurrences"
            report += "\(task.id): \(count) left in scope\n"
        }
        if !leftovers.isEmpty {
            let count = leftovers.count == 1 ? "1 cleanup item" : "\(leftovers.count) cleanup items"
            report += "\(task.id): \(count) left\n"
        }
        if !unlisted.isEmpty {
            let count = unlisted.count == 1 ? "1 file" : "\(unlisted.count) files"
            report += "\(task.id): \(count) not in its target\n"
        }
        environment.output.write(report)
        return ExitCode.failure
    }

    /// `, 1 deleted: App/Observable+CatchError.swift`: the files of `task`'s scope that are no longer under `root`,
    /// named as `PlanPresence.listed` does, so a task passing because its files went says so; empty when all are
    /// there.
    private static func deletedFiles(of task: PlanTask, root: String, _ fileSystem: any FileSystem) -> String {
        let paths = PlanPresence.absentPaths(of: task, root: root, fileSystem: fileSystem)
        return paths.isEmpty ? "" : ", \(paths.count) deleted: \(PlanPresence.listed(paths))"
    }

    /// The text of each manifest and lock file a foundation task's check reads (`FoundationCheck.manifestPaths`), by
    /// path; one that cannot be read is left out.
    private static func manifestTexts(_ inventory: Inventory, root: String, _ fileSystem: any FileSystem)
        -> [String: String]
    {
        var texts: [String: String] = [:]
        for path in FoundationCheck.manifestPaths(inventory) {
            guard let bytes = try? fileSystem.contents(of: Path.join(root, path)) else { continue }
            texts[path] = String(decoding: bytes, as: UTF8.self)
        }
        return texts
    }

    /// A foundation task's check: what is missing (exit 1), else what is in place and what only review can tell.
    private static func report(_ result: FoundationCheck.Result, of task: PlanTask, _ environment: inout Environment)
        -> Int32
    {
        guard result.missing.isEmpty else {
            let count = result.missing.count == 1 ? "1 foundation item" : "\(result.missing.count) foundation items"
            let lines = result.missing.map(OneLine.escaping) + ["\(task.id): \(count) left"]
            environment.output.write(lines.joined(separator: "\n") + "\n")
            return ExitCode.failure
        }
        var parts: [String] = []
        if !result.found.isEmpty { parts.append("in place: " + result.found.joined(separator: ", ")) }
        if !result.unchecked.isEmpty {
            parts.append(result.unchecked.joined(separator: ", ") + " is left to review (no scan can see it)")
        }
        environment.output.write("\(task.id): \(parts.joined(separator: "; "))\n")
        return ExitCode.ok
    }
}

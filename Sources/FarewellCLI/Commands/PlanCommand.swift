import FarewellKit
import Foundation

/// `farewell plan`: writes the waves, tasks, rules, skill, review guideline and AGENTS.md section.
package enum PlanCommand {
    package static let command = Command(
        name: "plan", summary: "Write the migration plan: waves, tasks, rules and the agent skill.", usage: usage
    ) { cursor, environment in
        try run(try PlanOptions.parse(&cursor), &environment)
    }

    static let usage = """
        OVERVIEW: Write the migration plan: waves, tasks, rules and the agent skill.

        Scans the repository, reads the workspace back (so task ids, statuses, PRs, flags, lessons and notes
        are kept), plans again and refreshes the generated parts of the files. Parts edited by hand are kept
        and reported. Task files are never deleted.

        USAGE: farewell plan [PATH] [--workspace DIR] [--dry-run] [--check] [--format text|json]

        ARGUMENTS:
          PATH              The repository to migrate (default: the git repository around the current
                            directory, else the current directory).

        OPTIONS:
          --workspace DIR   Where to write the plan (default: PATH).
          --dry-run         Print what would change and write nothing.
          --check           Write nothing; exit 1 when any file would change (for CI).
          --format FORMAT   text (default) or json: the plan as JSON on stdout.
          -h, --help        Show this help.

        FILES (in the workspace):
          waves/<id>-<slug>.md, tasks/<id>-<slug>.md
                            Front matter plus generated sections; Lessons, Notes and History are kept.
          rules.md, review-guideline.md
                            Generated sections are refreshed unless edited by hand; Lessons are kept.
          .claude/skills/<skill>/SKILL.md
                            The agent skill (skill name from plan.skillName in farewell.json).
          AGENTS.md         A marked block pointing coding agents at the skill; the rest is untouched.
          .farewell.lock    Held while writing; a second farewell process is refused.

        EXIT CODES: 0 ok, 1 --check found drift, 64 usage error, 65 bad input (farewell.json, front matter),
        66 missing input, 73 cannot write or workspace locked by another farewell process.

        """

    static func run(_ options: PlanOptions, _ environment: inout Environment) throws -> Int32 {
        let location = WorkspaceLocation.resolve(
            path: options.path, workspace: options.workspace, environment: environment)
        let fileSystem = environment.fileSystem
        guard fileSystem.isDirectory(location.root) else { throw FarewellError.missingInput(location.root) }
        let (configuration, configWarnings) = try ConfigurationLoader.load(root: location.root, fileSystem: fileSystem)
        if let problem = SkillMarkdown.problem(withName: configuration.plan.skillName) {
            throw FarewellError.badInput(path: ConfigurationFile.name, problem: "plan.skillName: \(problem)")
        }
        let writes = !options.dryRun && !options.check
        var lock: WorkspaceLock?
        if writes {
            try create(location.workspace, fileSystem)
            lock = try WorkspaceLock.acquire(workspace: location.workspace, fileSystem: fileSystem)
        }
        defer { lock?.release() }
        let catalog = Catalog.standard.with(projectSymbols: configuration.symbols)
        let scanner = RepositoryScanner(
            fileSystem: fileSystem, configuration: configuration, keepUntilExit: environment.keepUntilExit)
        let inventory = try scanner.scan(root: location.root)
        Scanning.printDiagnostics(
            (configWarnings + inventory.diagnostics).sorted(), notes: .counted, to: environment.output)
        let snapshot = try WorkspaceReader(fileSystem: fileSystem).read(location.workspace)
        let weights = Dictionary(catalog.constructs.map { ($0.id, $0.weight) }, uniquingKeysWith: { first, _ in first })
        let planner = Planner(settings: configuration.plan) { weights[$0.construct] ?? 1 }
        let plan = planner.plan(
            inventory, previous: snapshot.plan, writtenTasks: snapshot.writtenTasks, editedTasks: snapshot.editedTasks)
        var context = WorkspaceContext(
            plan: plan, settings: configuration.plan, guide: ConstructGuides.lookup(catalog),
            modules: inventory.modules,
            importOnlyFiles: ImportOnlyFile.all(in: inventory),
            sharedFiles: Dictionary(
                inventory.files.filter { !$0.alsoIn.isEmpty }.map { ($0.path, $0.alsoIn) },
                uniquingKeysWith: { first, _ in first }),
            keptFrameworks: Catalog.keptImportModules.filter { kept in
                inventory.files.contains { $0.imports.contains(kept) }
            }.sorted(),
            fileModules: Dictionary(
                inventory.files.map { ($0.path, $0.module) }, uniquingKeysWith: { first, _ in first }),
            libraryImports: LibraryUsers.imports(of: inventory.files))
        context.generatedFiles = Set(inventory.files.filter(\.isGenerated).map(\.path))
        context.scaffoldedFiles = Set(inventory.files.filter(\.isScaffolded).map(\.path))
        context.rxSwiftVersions = inventory.rxSwiftVersions
        context.rxSwiftDependents = inventory.rxSwiftDependents
        context.vendoredCopies = inventory.vendoredCopies
        context.bridges = AppBridge.all(in: inventory)
        context.ownTaskTypes = inventory.ownTaskTypes
        context.fileImports = Dictionary(
            inventory.files.map { ($0.path, $0.imports) }, uniquingKeysWith: { first, _ in first })
        context.workflowLines = WorkflowCode.lines(in: inventory)
        context.rxHelperFiles = RxHelperFile.all(in: inventory)
        context.splitHeldHolders = ScopeOwners(plan.tasks, inventory: inventory).splitHeld
        context.oneValueLines = TaskMarkdown.oneValueLines(in: inventory)
        let (changes, warnings) = try WorkspaceUpdate.changes(context: context, snapshot: snapshot) {
            (path: String) throws(FarewellError) -> String? in
            try existingText(Path.join(location.workspace, path), fileSystem)
        }
        for warning in warnings {
            environment.output.error(OneLine.escaping("warning: \(warning.path): \(warning.message)") + "\n")
        }
        // The first plan's baseline, named with the files it creates (not by `--check`, which compares the plan).
        let baselineExists = fileSystem.isFile(Path.join(location.workspace, Baseline.fileName))
        let baselineIsNew = !options.check && !baselineExists
        if writes {
            try write(changes, to: location.workspace, fileSystem)
            try recordFirstBaseline(inventory, workspace: location.workspace, fileSystem)
        }
        let report = PlanReport(
            changes: changes, options: options, createsBaseline: baselineIsNew,
            keepsBaseline: !options.check && baselineExists)
        if options.format == .json {
            environment.output.error(report.text)
            environment.output.write(PlanJSON.render(plan))
        } else {
            environment.output.write(report.text)
        }
        return options.check && report.drifted ? ExitCode.failure : ExitCode.ok
    }

    private static func create(_ directory: String, _ fileSystem: any FileSystem) throws(FarewellError) {
        do {
            try fileSystem.createDirectory(directory)
        } catch {
            throw FarewellError.cannotWrite(path: directory, problem: error.problem)
        }
    }

    private static func existingText(_ path: String, _ fileSystem: any FileSystem) throws(FarewellError) -> String? {
        guard fileSystem.kind(of: path) != nil else { return nil }
        do {
            return try fileSystem.text(of: path)
        } catch {
            throw FarewellError.fileSystem(error)
        }
    }

    /// Writes every changed file (atomically, flushed together), then removes the files that moved or went away.
    private static func write(_ changes: [WorkspaceChange], to workspace: String, _ fileSystem: any FileSystem)
        throws(FarewellError)
    {
        let (writes, removals) = WorkspaceChange.writesAndRemovals(changes)
        do {
            try fileSystem.write(files: writes.map { (Path.join(workspace, $0.path), Array($0.text.utf8)) })
        } catch {
            let path = Path.relative(error.path, to: workspace)
            throw FarewellError.cannotWrite(path: path, problem: error.problem)
        }
        for path in removals {
            do {
                try fileSystem.remove(Path.join(workspace, path))
            } catch {
                throw FarewellError.cannotWrite(path: path, problem: error.problem)
            }
        }
    }

    /// The first plan also records the baseline `farewell check` ratchets down from; later plans leave it.
    private static func recordFirstBaseline(_ inventory: Inventory, workspace: String, _ fileSystem: any FileSystem)
        throws(FarewellError)
    {
        let path = Path.join(workspace, Baseline.fileName)
        guard !fileSystem.isFile(path) else { return }
        do {
            try fileSystem.write(Baseline(inventory).render(), to: path)
        } catch {
            throw FarewellError.cannotWrite(path: Baseline.fileName, problem: error.problem)
        }
    }
}

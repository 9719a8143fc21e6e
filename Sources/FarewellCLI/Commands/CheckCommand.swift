import FarewellKit

/// `farewell check`: the CI gate that fails when Rx comes back.
package enum CheckCommand {
    package static let command = Command(
        name: "check", summary: "Fail when new Rx code appears (the CI gate); ratchet the baseline.", usage: usage,
        run: run)

    static func run(_ cursor: inout ArgumentCursor, _ environment: inout Environment) throws -> Int32 {
        let reporterName = try cursor.option("--reporter") ?? "text"
        let workspaceOption = try cursor.option("--workspace")
        let baselineOption = try cursor.option("--baseline")
        let configPath = try cursor.option("--config")
        let update = cursor.flag("--update")
        let allowIncrease = cursor.flag("--allow-increase")
        let path = cursor.nextPositional()
        try cursor.finish()
        guard let reporter = CheckReporter.named(reporterName) else {
            let names = CheckReporter.all.map(\.name).joined(separator: ", ")
            throw UsageError("Unknown reporter '\(reporterName)' (expected one of: \(names))")
        }
        let inputs = CheckInputs.reading(
            workspace: workspaceOption, baseline: baselineOption, path: path, in: environment)
        let outcome = try Scanning.scan(path, configPath: configPath, in: environment)
        defer { environment.keepUntilExit(outcome) }
        let workspace = workspaceOption.map(environment.absolute) ?? outcome.root
        let baselinePath = baselineOption.map(environment.absolute) ?? Path.join(workspace, Baseline.fileName)
        let catalog = Catalog.standard.with(projectSymbols: outcome.configuration.symbols)
        let read = inputs.value()
        let plan = try read.plan.get()
        let merged = plan.map { Checker.MergedScope.all(in: $0, inventory: outcome.inventory) } ?? []
        guard let expectation = read.expectation else {
            guard update else {
                throw FarewellError.missingInput(
                    "\(Path.relative(baselinePath, to: environment.currentDirectory)) (run `farewell check --update` "
                        + "or `farewell plan` to record the first baseline)")
            }
            try write(Baseline(outcome.inventory), to: baselinePath, in: environment)
            environment.output.write("Recorded the baseline: \(outcome.inventory.occurrenceCount) Rx occurrences.\n")
            return ExitCode.ok
        }
        let checker = Checker(catalog: catalog)
        let expected = try expectation.get()
        let fileSystem = environment.fileSystem
        let root = outcome.root
        let kept = plan.map { keptRxFiles(outcome.inventory, $0) } ?? KeptRxFiles()
        let checked = checker.check(outcome.inventory, expecting: expected, merged: merged, kept: kept)
        let result = checked.withUTF16Columns { path in try? fileSystem.contents(of: Path.join(root, path)) }
        if update {
            return try ratchet(result, outcome.inventory, baselinePath, allowIncrease, reporter, catalog, &environment)
        }
        environment.output.write(reporter.render(result, catalog))
        if result.hasIncrease, expected.catalog != Catalog.fingerprint {
            // A farewell that knows more constructs counts more in unchanged code.
            environment.output.error(
                "note: \(Baseline.fileName) was counted by another construct catalog (another farewell); if the "
                    + "code did not change, record its counts with `farewell check --update --allow-increase`\n")
        }
        return result.passed ? ExitCode.ok : ExitCode.failure
    }

    /// The `+Rx.swift` files where the plan's tasks keep an old Rx path and its shims, as `verify` reads them.
    private static func keptRxFiles(_ inventory: Inventory, _ plan: Plan) -> KeptRxFiles {
        KeptRxFiles(inventory, tasks: plan.tasks)
    }

    /// `--update`: lowers the baseline to the code as it is; raises it only with `--allow-increase`, loudly.
    private static func ratchet(
        _ result: CheckResult, _ inventory: Inventory, _ path: String, _ allowIncrease: Bool, _ reporter: CheckReporter,
        _ catalog: Catalog, _ environment: inout Environment
    ) throws -> Int32 {
        if result.hasIncrease, !allowIncrease {
            environment.output.write(reporter.render(result, catalog))
            environment.output.error(
                "error: the code has more Rx than the baseline; not updated (use --allow-increase to accept it)\n")
            return ExitCode.failure
        }
        if result.hasIncrease {
            let added = result.violations.filter { $0.kind != .mergedTask }.count
            environment.output.error(
                "WARNING: --allow-increase: the baseline now accepts \(added) more Rx occurrence\(added == 1 ? "" : "s")\n"
            )
        }
        try write(Baseline(inventory), to: path, in: environment)
        environment.output.write(
            "Updated the baseline: \(result.baselineTotal) -> \(result.currentTotal) Rx occurrences.\n")
        return ExitCode.ok
    }

    private static func write(_ baseline: Baseline, to path: String, in environment: Environment) throws {
        do {
            try environment.fileSystem.write(baseline.render(), to: path)
        } catch {
            throw FarewellError.cannotWrite(path: path, problem: error.problem)
        }
    }

    static let usage = """
        OVERVIEW: Fail when new Rx code appears (the CI gate); ratchet the baseline.

        Rescans the code and compares it with the baseline (farewell-baseline.tsv in the workspace: Rx
        occurrences per file, construct and declaration). Fails when a file has more Rx than its baseline,
        when a file outside the baseline has Rx, or when a task marked merged has Rx in its scope again.
        Code that moved within its declaration is not a regression, nor is code moved from Name.swift into
        Name+Rx.swift next to it: the two are counted together against Name.swift's baseline. The Rx the
        plan asks for is held to no baseline: the files farewell scaffold wrote (told by their first
        comments), and a Name+Rx.swift the plan gives to a cleanup task, with the old Rx path and the
        shims a migration task keeps for callers in other tasks. The baseline names the construct catalog
        that counted it; against another catalog's (an older farewell's), a rise gets a note on recording
        unchanged code's new counts.

        USAGE: farewell check [PATH] [--reporter NAME] [--update [--allow-increase]] [--workspace DIR]
                              [--baseline FILE] [--config FILE]

        ARGUMENTS:
          PATH                The repository (default: the git repository around the current folder).

        OPTIONS:
          --reporter NAME     text (default), json, sarif, github-actions, checkstyle or markdown.
          --update            Write the baseline: lower it to the code as it is (the ratchet); records the
                              first baseline when there is none. Refuses to raise it.
          --allow-increase    With --update: accept more Rx than before (printed as a warning).
          --workspace DIR     Where the plan and the baseline live (default: PATH).
          --baseline FILE     Use this baseline file instead of the workspace's.
          --config FILE       Read this file instead of PATH/farewell.json.
          -h, --help          Show this help.

        EXIT CODES:
          0   No regression (or the baseline was updated).
          1   Regressions found (or --update refused to raise the baseline).
          64  Usage error.  65  Bad input (a malformed baseline or farewell.json).  66  No baseline yet.

        """
}

import FarewellKit

/// The scan every code-reading command starts with: config, progress on a terminal, warnings on stderr.
package enum Scanning {
    package struct Outcome: Sendable {
        package var root: String
        package var configuration: Configuration
        package var inventory: Inventory
        /// Config and scan warnings, sorted.
        package var diagnostics: [Diagnostic]
    }

    /// How a command prints the scan's notes on how manifests were read (`Diagnostic.isInformational`).
    package enum Notes: Sendable {
        /// Each on its line, as `scan` and `init` print them.
        case each
        /// One line counting them: commands run again and again (`plan`, `status`, `check`) do not repeat them.
        case counted
    }

    package static func scan(
        _ path: String?, configPath: String? = nil, in environment: Environment, notes: Notes = .counted
    ) throws(FarewellError) -> Outcome {
        let root = try RepositoryLocator.root(path, in: environment)
        let (configuration, configWarnings) = try ConfigurationLoader.load(
            root: root, fileSystem: environment.fileSystem, explicitPath: configPath.map(environment.absolute))
        let output = environment.output
        let progress = output.isErrorTerminal ? progressLine(output) : nil
        var scanner = RepositoryScanner(
            fileSystem: environment.fileSystem, configuration: configuration, progress: progress,
            keepUntilExit: environment.keepUntilExit)
        // `scan`, `check`, `status` and `init` plan nothing: the lines reading each stored property are the planner's.
        scanner.readsOwnMembers = false
        let inventory = try scanner.scan(root: root)
        let diagnostics = (configWarnings + inventory.diagnostics).sorted()
        printDiagnostics(diagnostics, notes: notes, to: output)
        return Outcome(root: root, configuration: configuration, inventory: inventory, diagnostics: diagnostics)
    }

    /// Prints `diagnostics` on stderr: every problem and every note the plan depends on (`Diagnostic.isAdvice`) on
    /// its line, the notes on how manifests were read each on its line or counted on one by severity (`2 warnings`),
    /// and the diagnostics of one family (`Diagnostic.Family`), repeated for many manifests, on one line by every
    /// command.
    package static func printDiagnostics(_ diagnostics: [Diagnostic], notes: Notes, to output: any Output) {
        var counted: [Diagnostic.Severity: Int] = [:]
        for entry in Diagnostic.entries(diagnostics) {
            if notes == .counted, case .single(let diagnostic) = entry, diagnostic.isInformational,
                !diagnostic.isAdvice
            {
                counted[diagnostic.severity, default: 0] += 1
            } else {
                output.error("\(entry.description)\n")
            }
        }
        // Named as `scan` labels them (`warning:`).
        let parts = [Diagnostic.Severity.warning, .error].compactMap { severity in
            counted[severity].map { $0 == 1 ? "1 \(severity.rawValue)" : "\($0) \(severity.rawValue)s" }
        }
        guard !parts.isEmpty else { return }
        output.error(
            "note: \(parts.joined(separator: " and ")) on how the manifests were read; `farewell scan` prints them\n")
    }

    /// A progress line for long scans, rewritten in place and erased at the end.
    private static func progressLine(_ output: any Output) -> @Sendable (Int, Int) -> Void {
        { done, total in
            guard total >= 500, done % 250 == 0 || done == total else { return }
            let line = "\rScanning \(done)/\(total) files"
            output.error(done == total ? line + "\r\u{1B}[K" : line)
        }
    }
}

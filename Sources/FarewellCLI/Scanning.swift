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

    package static func scan(
        _ path: String?, configPath: String? = nil, in environment: Environment, printWarnings: Bool = true
    ) throws(FarewellError) -> Outcome {
        let root = try RepositoryLocator.root(path, in: environment)
        let (configuration, configWarnings) = try ConfigurationLoader.load(
            root: root, fileSystem: environment.fileSystem, explicitPath: configPath.map(environment.absolute))
        let output = environment.output
        let progress = output.isErrorTerminal ? progressLine(output) : nil
        let scanner = RepositoryScanner(
            fileSystem: environment.fileSystem, configuration: configuration, progress: progress,
            keepUntilExit: environment.keepUntilExit)
        let inventory = try scanner.scan(root: root)
        let diagnostics = (configWarnings + inventory.diagnostics).sorted()
        if printWarnings {
            for diagnostic in diagnostics { output.error("\(diagnostic)\n") }
        }
        return Outcome(root: root, configuration: configuration, inventory: inventory, diagnostics: diagnostics)
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

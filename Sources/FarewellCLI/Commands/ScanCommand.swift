import FarewellKit

/// `farewell scan`: the inventory of Rx usages.
package enum ScanCommand {
    package static let command = Command(
        name: "scan", summary: "Inventory every RxSwift usage by module and layer.", usage: usage, run: run)

    static func run(_ cursor: inout ArgumentCursor, _ environment: inout Environment) throws -> Int32 {
        let format = try cursor.option("--format") ?? "text"
        let configPath = try cursor.option("--config")
        let topValue = try cursor.option("--top") ?? "10"
        let path = cursor.nextPositional()
        try cursor.finish()
        guard format == "text" || format == "json" else {
            throw UsageError("Unknown format '\(format)' (expected text or json)")
        }
        guard let top = Int(topValue), top >= 0 else { throw UsageError("'--top' takes a whole number") }
        let outcome = try Scanning.scan(path, configPath: configPath, in: environment, notes: .each)
        defer { environment.keepUntilExit(outcome) }
        switch format {
        case "json": InventoryJSON.writeBuffers(outcome.inventory) { environment.output.write(buffer: $0) }
        default: environment.output.write(ScanSummary.render(outcome.inventory, heaviest: top))
        }
        // A note on how a manifest was read is no problem with the input: `plan`, `check` and `status` go on too.
        return outcome.diagnostics.allSatisfy(\.isInformational) ? ExitCode.ok : ExitCode.dataError
    }

    static let usage = """
        OVERVIEW: Inventory every RxSwift usage by module and layer.

        Tokenizes every Swift file (comments and strings are not code; interpolations are), attributes each
        file to the module that compiles it (SwiftPM, Xcode, CocoaPods, XcodeGen, Tuist, folders) and to an
        architecture layer, and reports each Rx occurrence with file, line, column, construct and category.

        USAGE: farewell scan [PATH] [--format text|json] [--config FILE] [--top N]

        ARGUMENTS:
          PATH              The repository to scan (default: the git repository around the current folder).

        OPTIONS:
          --format FORMAT   text (a summary, default) or json (the full inventory).
          --config FILE     Read this file instead of PATH/farewell.json.
          --top N           How many of the heaviest files the summary lists (default 10).
          -h, --help        Show this help.

        EXIT CODES:
          0   Scanned every file.
          65  Scanned, but some inputs had problems (each named on stderr); the output covers the rest.
              Warnings that only say how a manifest was read (targets from a Tuist helper, a file named in
              other letter case than in its Xcode project) leave the code at 0.
          66  PATH does not exist.
          64  Usage error.

        """
}

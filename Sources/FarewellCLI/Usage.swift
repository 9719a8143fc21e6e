/// The top-level help text.
package enum Usage {
    package static var main: String {
        let width = (Commands.all.map(\.name.count).max() ?? 0) + 2
        let lines = Commands.all.map { command in
            "  " + command.name + String(repeating: " ", count: width - command.name.count) + command.summary
        }
        return """
            OVERVIEW: Plan and track the migration of a Swift codebase from RxSwift to Swift Concurrency.

            USAGE: farewell <command> [options]

            COMMANDS:
            \(lines.joined(separator: "\n"))

            OPTIONS:
              --help, -h    Show help for farewell or a command (`farewell help <command>`).
              --version     Print the version.

            EXIT CODES: 0 ok, 1 check failed, 64 usage error, 65 bad input, 66 missing input.

            """
    }
}

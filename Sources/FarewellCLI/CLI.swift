import FarewellKit
import Foundation

/// The command-line entry point: words in, an exit code out.
public enum CLI {
    package static let version = "0.1.0"

    /// Runs farewell with the real file system, processes, clock and standard streams.
    public static func main(_ arguments: [String]) -> Int32 {
        MemoryTuning.apply()
        var environment = Environment.live()
        return run(arguments, in: &environment)
    }

    /// Runs one command line against `environment`; what it prints goes to `environment.output`.
    package static func run(_ arguments: [String], in environment: inout Environment) -> Int32 {
        guard let word = arguments.first else {
            environment.output.error(Usage.main)
            return ExitCode.usage
        }
        var cursor = ArgumentCursor(Array(arguments.dropFirst()))
        if word == "--help" || word == "-h" || word == "help" {
            if let topic = cursor.nextPositional(), let command = Commands.find(topic) {
                environment.output.write(command.usage)
                return ExitCode.ok
            }
            environment.output.write(Usage.main)
            return ExitCode.ok
        }
        if word == "--version" || word == "version" {
            environment.output.write("\(version)\n")
            return ExitCode.ok
        }
        guard let command = Commands.find(word) else {
            environment.output.error("error: Unknown command '\(word)'\n\n\(Usage.main)")
            return ExitCode.usage
        }
        if cursor.contains("--help") || cursor.contains("-h") {
            environment.output.write(command.usage)
            return ExitCode.ok
        }
        do {
            return try command.run(&cursor, &environment)
        } catch let error as UsageError {
            environment.output.error("error: \(error.message)\n\n\(command.usage)")
            return ExitCode.usage
        } catch let error as FarewellError {
            environment.output.error("error: \(error.description)\n")
            return error.exitCode
        } catch {
            environment.output.error("error: \(error.localizedDescription)\n")
            return ExitCode.software
        }
    }
}

/// Exit codes, as sysexits(3) names them.
package enum ExitCode {
    package static let ok: Int32 = 0
    /// The check failed: drift, regressions, Rx left in scope.
    package static let failure: Int32 = 1
    package static let usage: Int32 = 64
    package static let dataError: Int32 = 65
    package static let noInput: Int32 = 66
    package static let software: Int32 = 70
    package static let cantCreate: Int32 = 73
    package static let ioError: Int32 = 74
}

import FarewellKit
import Foundation

@testable import FarewellCLI

/// Runs farewell in-process against an in-memory file system.
struct PlanHarness {
    let fileSystem: InMemoryFileSystem
    var currentDirectory = "/repo"
    var runner: any ProcessRunner = NoProcessRunner()

    init(_ files: [String: String] = ["/repo/.git/HEAD": "ref: refs/heads/main\n"]) {
        fileSystem = InMemoryFileSystem(files)
    }

    /// The exit code, standard output and standard error of one command line.
    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let output = CapturedOutput()
        var environment = Environment(
            fileSystem: fileSystem, output: output, clock: { Date(timeIntervalSince1970: 0) },
            currentDirectory: currentDirectory, processRunner: runner)
        let code = CLI.run(arguments, in: &environment)
        return (code, output.standardOutput, output.standardError)
    }

    var files: [String: String] { fileSystem.allFiles }
}

/// A process runner that refuses to run anything: these commands need no outside program.
struct NoProcessRunner: ProcessRunner {
    struct Refused: Error {}
    func run(_ executable: String, _ arguments: [String], in directory: String) throws -> ProcessResult {
        throw Refused()
    }
}

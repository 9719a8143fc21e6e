import FarewellTestSupport
@testable import FarewellCLI
import FarewellKit
import Foundation
import Testing

@Suite struct ScaffoldCommandTests {
    private let root = "/repo"

    private func run(_ arguments: [String], _ fileSystem: InMemoryFileSystem) -> (Int32, CapturedOutput) {
        let output = CapturedOutput()
        var environment = Environment(
            fileSystem: fileSystem, output: output, clock: { Date(timeIntervalSince1970: 0) },
            currentDirectory: root, processRunner: LocalProcessRunner())
        return (CLI.run(arguments, in: &environment), output)
    }

    @Test func writesThePolyfillAndTheBridgesIntoRxBridgesByDefault() throws {
        let fileSystem = InMemoryFileSystem()
        let (status, output) = run(["scaffold"], fileSystem)
        #expect(status == 0)
        #expect(
            output.standardOutput == """
                wrote RxBridges/FarewellAsync.swift
                wrote RxBridges/Observable+AsyncSequence.swift
                wrote RxBridges/Single+Async.swift

                """)
        #expect(output.standardError == "")
        let files = fileSystem.allFiles
        #expect(files.keys.sorted() == Scaffold.files.map { "/repo/RxBridges/\($0.name)" })
        #expect(files["/repo/RxBridges/FarewellAsync.swift"] == EmbeddedFarewellAsync.source)
    }

    @Test(arguments: ["Observable+AsyncSequence.swift", "Single+Async.swift"])
    func theBridgesMatchTheirGoldenFiles(name: String) throws {
        let fileSystem = InMemoryFileSystem()
        _ = run(["scaffold"], fileSystem)
        let written = try #require(fileSystem.allFiles["/repo/RxBridges/\(name)"])
        Golden.check(written, matches: "scaffold/RxBridges/\(name)")
    }

    @Test func writesIntoTheFolderGivenWithOutput() {
        let fileSystem = InMemoryFileSystem()
        let (status, output) = run(["scaffold", "--output", "App/Shims"], fileSystem)
        #expect(status == 0)
        #expect(output.standardOutput.hasPrefix("wrote App/Shims/FarewellAsync.swift\n"))
        #expect(fileSystem.isFile("/repo/App/Shims/Single+Async.swift"))
    }

    @Test func neverOverwritesAFileWithOtherContents() {
        let fileSystem = InMemoryFileSystem(["/repo/RxBridges/Single+Async.swift": "// ours\n"])
        let (status, output) = run(["scaffold"], fileSystem)
        #expect(status == 1)
        #expect(fileSystem.allFiles["/repo/RxBridges/Single+Async.swift"] == "// ours\n")
        #expect(
            output.standardOutput == """
                wrote RxBridges/FarewellAsync.swift
                wrote RxBridges/Observable+AsyncSequence.swift
                skipped RxBridges/Single+Async.swift: exists with other contents

                """)
        #expect(
            output.standardError
                == "warning: 1 file was not overwritten; move it away and run farewell scaffold again to get this version\n"
        )
    }

    @Test func runningAgainLeavesIdenticalFilesAndSucceeds() {
        let fileSystem = InMemoryFileSystem()
        _ = run(["scaffold"], fileSystem)
        let (status, output) = run(["scaffold"], fileSystem)
        #expect(status == 0)
        #expect(output.standardOutput.split(separator: "\n").allSatisfy { $0.hasPrefix("unchanged RxBridges/") })
    }

    @Test func aFileInTheWayOfTheFolderIsReported() {
        let fileSystem = InMemoryFileSystem(["/repo/RxBridges": "not a folder"])
        let (status, output) = run(["scaffold"], fileSystem)
        #expect(status == 73)
        #expect(output.standardError == "error: RxBridges: cannot write: a file is in the way of the folder\n")
    }

    @Test(arguments: [
        (["scaffold", "--force"], "error: Unknown option '--force'"),
        (["scaffold", "--output"], "error: Missing value for '--output'"),
        (["scaffold", "--output="], "error: Missing value for '--output'"),
        (["scaffold", "Sources"], "error: Unexpected argument 'Sources'"),
    ])
    func usageMistakesExit64WithTheUsage(arguments: [String], message: String) {
        let fileSystem = InMemoryFileSystem()
        let (status, output) = run(arguments, fileSystem)
        #expect(status == 64)
        #expect(output.standardError == message + "\n\n" + ScaffoldCommand.usage)
        #expect(fileSystem.allFiles.isEmpty)
    }

    @Test func helpPrintsTheUsageWithItsExitCodes() {
        let (status, output) = run(["scaffold", "--help"], InMemoryFileSystem())
        #expect(status == 0)
        #expect(output.standardOutput == ScaffoldCommand.usage)
        #expect(output.standardOutput.contains("USAGE: farewell scaffold [--output DIR]"))
        #expect(output.standardOutput.contains("EXIT CODES: 0 every file written or already up to date, 1 "))
        #expect(Usage.main.contains("  scaffold  "))
    }
}

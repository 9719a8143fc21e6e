import Foundation
import Testing

/// Runs the built `farewell` executable, which `swift test` builds beside the test bundle.
private func farewell(_ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, out: String, err: String) {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("farewell")
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("farewell-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Test func helpAndVersionGoToStandardOutput() throws {
    let help = try farewell(["--help"])
    #expect(help.status == 0)
    #expect(help.out.contains("USAGE: farewell <command>"))
    #expect(help.err.isEmpty)
    let version = try farewell(["--version"])
    #expect(version.status == 0 && version.out.split(separator: ".").count == 3)
    let scanHelp = try farewell(["help", "scan"])
    #expect(scanHelp.status == 0 && scanHelp.out.hasPrefix("OVERVIEW: Inventory every RxSwift usage"))
}

@Test func usageErrorsExit64WithOneErrorLine() throws {
    let unknown = try farewell(["scna"])
    #expect(unknown.status == 64)
    #expect(unknown.err.hasPrefix("error: Unknown command 'scna'\n"))
    let option = try farewell(["scan", "--frmat", "json"])
    #expect(option.status == 64)
    #expect(option.err.hasPrefix("error: Unknown option '--frmat'\n"))
    #expect(option.out.isEmpty)
}

@Test func missingInputExits66NamingThePath() throws {
    let result = try farewell(["scan", "/no/such/folder"])
    #expect(result.status == 66)
    #expect(result.err == "error: /no/such/folder: no such file or directory\n")
}

@Test func brokenConfigurationExits65NamingTheFile() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{ \"include\": 3 }".utf8).write(to: folder.appendingPathComponent("farewell.json"))
    let result = try farewell(["scan", folder.path])
    #expect(result.status == 65)
    #expect(result.err.hasPrefix("error: farewell.json: 'include' should be"))
    #expect(!result.err.contains("Stack"))
}

import FarewellKit
import Foundation
import Testing

@testable import FarewellCLI

/// A real git repository in a temporary folder, driven through `LocalProcessRunner`, removed by `remove()`.
struct GitSandbox {
    let root: String
    let runner = LocalProcessRunner()

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("farewell-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try git("init", "-q", "-b", "main")
        try git("config", "user.name", "Farewell Tests")
        try git("config", "user.email", "tests@farewell.invalid")
        try git("config", "commit.gpgsign", "false")
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// Runs git with a clean global configuration and fixed dates; returns its trimmed standard output.
    @discardableResult
    func git(_ arguments: String..., date: String = "2026-11-01T12:00:00Z") throws -> String {
        let environment = [
            "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1", "GIT_AUTHOR_DATE=\(date)",
            "GIT_COMMITTER_DATE=\(date)",
        ]
        let result = try runner.run("env", environment + ["git"] + arguments, in: root)
        guard result.status == 0 else {
            throw SandboxError(message: "git \(arguments.joined(separator: " ")): \(result.standardError)")
        }
        return String(decoding: result.standardOutput, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func write(_ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: root).appendingPathComponent(path)), as: UTF8.self)
    }

    /// Writes `files`, then commits everything with `message` on `date`; returns the commit's sha.
    @discardableResult
    func commit(_ message: String, date: String, files: [String: String] = [:]) throws -> String {
        for (path, text) in files.sorted(by: { $0.key < $1.key }) { try write(path, text) }
        try git("add", "-A")
        try git("commit", "-q", "--allow-empty", "-m", message, date: date)
        return try git("rev-parse", "HEAD")
    }

    func harness(runner: any ProcessRunner) -> TrackerHarness {
        TrackerHarness(fileSystem: LocalFileSystem(), directory: root, runner: runner)
    }
}

struct SandboxError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// Runs git for real; `gh` is reported missing, so tests never depend on what is installed.
struct GitOnlyRunner: ProcessRunner {
    let local = LocalProcessRunner()

    func run(_ executable: String, _ arguments: [String], in directory: String) throws -> ProcessResult {
        try run(executable, arguments, in: directory, input: [])
    }

    func run(_ executable: String, _ arguments: [String], in directory: String, input: [UInt8]) throws -> ProcessResult
    {
        guard executable == "git" else {
            return ProcessResult(
                status: 127, standardOutput: [], standardError: "env: '\(executable)': No such file or directory\n")
        }
        return try local.run(executable, arguments, in: directory, input: input)
    }
}

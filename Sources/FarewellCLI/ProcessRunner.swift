import Foundation

/// Runs an outside program (git, gh) and returns what it printed.
package protocol ProcessRunner: Sendable {
    /// Runs `executable` (looked up on PATH) with `arguments` in `directory`.
    func run(_ executable: String, _ arguments: [String], in directory: String) throws -> ProcessResult
}

package struct ProcessResult: Sendable, Equatable {
    package var status: Int32
    package var standardOutput: [UInt8]
    package var standardError: String

    package init(status: Int32, standardOutput: [UInt8], standardError: String) {
        self.status = status
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}

/// Runs real processes with Foundation's `Process`.
package struct LocalProcessRunner: ProcessRunner {
    package init() {}

    package func run(_ executable: String, _ arguments: [String], in directory: String) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes before waiting so a full pipe never blocks the child.
        let errorData = ErrorReader(err.fileHandleForReading)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessResult(
            status: process.terminationStatus, standardOutput: Array(data), standardError: errorData.finish())
    }
}

/// Drains a pipe on a background thread.
private final class ErrorReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func finish() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}

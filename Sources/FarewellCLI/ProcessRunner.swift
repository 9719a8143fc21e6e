import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs an outside program (git, gh) and returns what it printed.
package protocol ProcessRunner: Sendable {
    /// Runs `executable` (looked up on PATH) with `arguments` in `directory`.
    func run(_ executable: String, _ arguments: [String], in directory: String) throws -> ProcessResult
    /// Runs it with `input` on its standard input (`git cat-file --batch`).
    func run(_ executable: String, _ arguments: [String], in directory: String, input: [UInt8]) throws -> ProcessResult
}

extension ProcessRunner {
    /// Runners that cannot feed standard input run without it when there is none to give.
    package func run(_ executable: String, _ arguments: [String], in directory: String, input: [UInt8]) throws
        -> ProcessResult
    {
        guard input.isEmpty else { throw ProcessRunnerError.noStandardInput }
        return try run(executable, arguments, in: directory)
    }
}

/// A runner asked for something it cannot do.
package enum ProcessRunnerError: Error, Sendable {
    case noStandardInput
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
        try run(executable, arguments, in: directory, input: [])
    }

    package func run(_ executable: String, _ arguments: [String], in directory: String, input: [UInt8]) throws
        -> ProcessResult
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let inputPipe = input.isEmpty ? nil : Pipe()
        if let inputPipe {
            process.standardInput = inputPipe
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        // waitUntilExit polls a run loop every 50 ms on Linux; the handler fires as soon as the child exits.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        if let inputPipe { InputWriter.write(input, to: inputPipe.fileHandleForWriting) }
        // Read both pipes before waiting so a full pipe never blocks the child.
        let errorData = ErrorReader(err.fileHandleForReading)
        let data = out.fileHandleForReading.readDataToEndOfFile()
        exited.wait()
        return ProcessResult(
            status: process.terminationStatus, standardOutput: Array(data), standardError: errorData.finish())
    }
}

/// Feeds a child's standard input on a background thread, so its output never waits on us.
private enum InputWriter {
    static func write(_ bytes: [UInt8], to handle: FileHandle) {
        // A child that exits early closes the pipe; that must be an error, not a fatal signal.
        signal(SIGPIPE, SIG_IGN)
        let data = Data(bytes)
        Thread.detachNewThread {
            try? handle.write(contentsOf: data)
            try? handle.close()
        }
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

import Foundation

/// Where a command prints: standard output for results, standard error for progress and problems.
package protocol Output: Sendable {
    func write(_ text: String)
    /// Writes UTF-8 bytes to standard output.
    func write(bytes: [UInt8])
    /// Writes UTF-8 bytes lent for the call to standard output.
    func write(buffer: UnsafeBufferPointer<UInt8>)
    func error(_ text: String)
    /// Whether standard output is a terminal (colour, tables sized to it).
    var isTerminal: Bool { get }
    /// Whether standard error is a terminal (progress lines).
    var isErrorTerminal: Bool { get }
}

extension Output {
    package func write(bytes: [UInt8]) { write(String(decoding: bytes, as: UTF8.self)) }
    package func write(buffer: UnsafeBufferPointer<UInt8>) { write(String(decoding: buffer, as: UTF8.self)) }
}

/// The process's real standard streams.
package struct StandardOutput: Output {
    package init() {}

    package func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
    package func write(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write(buffer: $0) }
    }
    package func write(buffer: UnsafeBufferPointer<UInt8>) {
        var offset = 0
        while offset < buffer.count {
            let written = Foundation.write(STDOUT_FILENO, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }
    package func error(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
    package var isTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    package var isErrorTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}

/// Collects what a command prints, for tests.
package final class CapturedOutput: Output, @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""
    package let isTerminal: Bool
    package let isErrorTerminal: Bool

    package init(isTerminal: Bool = false, isErrorTerminal: Bool = false) {
        self.isTerminal = isTerminal
        self.isErrorTerminal = isErrorTerminal
    }

    package func write(_ text: String) { lock.locked { out += text } }
    package func error(_ text: String) { lock.locked { err += text } }
    package var standardOutput: String { lock.locked { out } }
    package var standardError: String { lock.locked { err } }
}

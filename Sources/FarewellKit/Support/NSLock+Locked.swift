import Foundation

extension NSLock {
    /// Runs `body` holding the lock. Foundation's own `withLock` needs macOS 14; farewell supports macOS 12.
    package func locked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

import Foundation

/// Work run on a thread of its own while the caller does something else, such as reading the
/// workspace during the scan, which leaves a core idle for much of its time.
package final class Background<Value: Sendable>: @unchecked Sendable {
    private let work: @Sendable () -> Value
    // Written once by the worker before `done` is signalled, read only after waiting for it.
    private var result: Value?
    private let done = DispatchSemaphore(value: 0)

    package init(_ work: @escaping @Sendable () -> Value) {
        self.work = work
        let thread = Thread { [self] in
            result = work()
            done.signal()
        }
        // As much stack as a main thread has: secondary threads get less by default on some systems.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// Waits for the work to finish and returns what it returned.
    package func value() -> Value {
        done.wait()
        defer { done.signal() }
        return result ?? work()
    }
}

import Foundation

/// Work run on a thread of its own while the caller does something else, such as reading the
/// workspace during the scan, which leaves a core idle for much of its time.
///
/// The work, and all it captured, is let go as soon as it has run: a caller that lent an array it goes on to change
/// (the files the resolver index reads) must find it no longer shared, or the change copies the whole array.
package final class Background<Value: Sendable>: @unchecked Sendable {
    private enum State {
        case pending(@Sendable () -> Value)
        case finished(Value)
    }

    // Written by the worker before `done` is signalled, read only after waiting for it.
    private var state: State
    private let done = DispatchSemaphore(value: 0)

    package init(_ work: @escaping @Sendable () -> Value) {
        state = .pending(work)
        // The thread holds this object only, not the work.
        let thread = Thread { [self] in finish() }
        // As much stack as a main thread has: secondary threads get less by default on some systems.
        thread.stackSize = 8 << 20
        thread.start()
    }

    private func finish() {
        if case .pending(let work) = state { state = .finished(work()) }
        done.signal()
    }

    /// Waits for the work to finish and returns what it returned.
    package func value() -> Value {
        done.wait()
        defer { done.signal() }
        switch state {
        case .finished(let value):
            return value
        case .pending(let work):
            // Never so: the worker finishes before it signals.
            let value = work()
            state = .finished(value)
            return value
        }
    }
}

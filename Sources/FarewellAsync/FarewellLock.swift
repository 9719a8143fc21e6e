#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A value guarded by a lock: `os_unfair_lock` on Darwin, `pthread_mutex_t` elsewhere (iOS 15 / macOS 12 safe).
final class FarewellLock<State>: @unchecked Sendable {
    #if canImport(Darwin)
        private let mutex: UnsafeMutablePointer<os_unfair_lock>
    #else
        private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #endif
    private var state: State

    init(_ state: State) {
        self.state = state
        mutex = .allocate(capacity: 1)
        #if canImport(Darwin)
            mutex.initialize(to: os_unfair_lock())
        #else
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
            pthread_mutex_destroy(mutex)
        #endif
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with exclusive access to the state. Never call out to other code from `body`.
    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
            os_unfair_lock_lock(mutex)
            defer { os_unfair_lock_unlock(mutex) }
        #else
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
        #endif
        return try body(&state)
    }
}

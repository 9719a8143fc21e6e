/// Runs one `flatMapLatest` iteration: the outer task, the current inner task, and their ends.
final class FlatMapLatestDriver<Base: AsyncSequence & Sendable, Inner: AsyncSequence & Sendable>: Sendable
where Base.Element: Sendable, Inner.Element: Sendable {
    typealias Continuation = AsyncThrowingStream<Inner.Element, any Error>.Continuation

    private struct State {
        var generation = 0
        var outer: _Concurrency.Task<Void, Never>?
        var inner: _Concurrency.Task<Void, Never>?
        var outerDone = false
        var innerRunning = false
        var ended = false
    }

    private let continuation: Continuation
    private let state = FarewellLock(State())

    init(continuation: Continuation) {
        self.continuation = continuation
    }

    func start(_ base: Base, _ transform: @escaping @Sendable (Base.Element) async throws -> Inner) {
        state.withLock { state in
            state.outer = _Concurrency.Task {
                do {
                    for try await element in base {
                        let inner = try await transform(element)
                        self.switchTo(inner)
                    }
                    self.outerFinished()
                } catch {
                    self.end(throwing: error)
                }
            }
        }
    }

    /// Cancels the previous inner task and starts one for `inner`, under a new generation.
    private func switchTo(_ inner: Inner) {
        let previous: _Concurrency.Task<Void, Never>? = state.withLock { state in
            guard !state.ended else { return nil }
            state.generation += 1
            let generation = state.generation
            let previous = state.inner
            state.innerRunning = true
            state.inner = _Concurrency.Task { await self.iterate(inner, generation: generation) }
            return previous
        }
        previous?.cancel()
    }

    private func iterate(_ inner: Inner, generation: Int) async {
        do {
            for try await value in inner {
                // Checked and yielded in one critical section, so no value of a replaced inner slips out.
                // `yield` only queues the value or resumes the waiting consumer; it runs no outside code.
                let current = state.withLock { state in
                    guard state.generation == generation, !state.ended else { return false }
                    continuation.yield(value)
                    return true
                }
                guard current else { return }
            }
            let finished = state.withLock { state in
                guard state.generation == generation, !state.ended else { return false }
                state.innerRunning = false
                state.ended = state.outerDone
                return state.ended
            }
            if finished { continuation.finish() }
        } catch {
            let current = state.withLock { $0.generation == generation }
            if current { end(throwing: error) }
        }
    }

    private func outerFinished() {
        let finished = state.withLock { state in
            guard !state.ended else { return false }
            state.outerDone = true
            state.ended = !state.innerRunning
            return state.ended
        }
        if finished { continuation.finish() }
    }

    private func end(throwing error: any Error) {
        let tasks = state.withLock { state -> [_Concurrency.Task<Void, Never>]? in
            guard !state.ended else { return nil }
            state.ended = true
            return [state.outer, state.inner].compactMap { $0 }
        }
        guard let tasks else { return }
        for task in tasks { task.cancel() }
        continuation.finish(throwing: error)
    }

    /// Stops everything: the consumer went away or was cancelled. Safe to call more than once.
    func cancel() {
        let tasks = state.withLock { state -> [_Concurrency.Task<Void, Never>] in
            state.ended = true
            defer {
                state.outer = nil
                state.inner = nil
            }
            return [state.outer, state.inner].compactMap { $0 }
        }
        for task in tasks { task.cancel() }
        // Ends the stream if it is still open, which also releases its termination handler.
        continuation.finish()
    }
}

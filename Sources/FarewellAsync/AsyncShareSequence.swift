extension AsyncSequence where Self: Sendable, Element: Sendable {
    /// Shares one iteration of this sequence among every consumer, replaying the last `history` values.
    ///
    /// - The upstream starts when the first consumer starts iterating, and runs until it ends or the
    ///   shared sequence (every copy and every iterator of it) is released; then it is cancelled.
    ///   It is not restarted when the number of consumers drops to zero (unlike Rx's `refCount`).
    /// - A consumer first receives the last `history` values, then every later value, in order,
    ///   nothing lost or repeated between the two.
    /// - The upstream's end or error reaches every consumer after the values queued for it. A consumer
    ///   that starts after the end receives the history, then the same end or error.
    /// - A consumer whose task is cancelled, or that stops iterating, is removed.
    /// - The upstream never waits for consumers: each has its own queue, kept by `bufferingPolicy`.
    public func share(
        history: Int = 0, bufferingPolicy: ShareBufferingPolicy = .unbounded
    ) -> AsyncShareSequence<Self> {
        AsyncShareSequence(self, history: history, bufferingPolicy: bufferingPolicy)
    }
}

/// One upstream iteration shared by many consumers, with replay: Rx's `share(replay:)` as an `AsyncSequence`.
public struct AsyncShareSequence<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable
where Base.Element: Sendable {
    public typealias Element = Base.Element

    private let storage: Storage

    init(_ base: Base, history: Int, bufferingPolicy: ShareBufferingPolicy) {
        storage = Storage(base: base, core: FarewellMulticast(history: history, policy: bufferingPolicy))
    }

    /// Registers a consumer (the history is queued for it now) and starts the upstream if needed.
    public func makeAsyncIterator() -> Iterator {
        let id = storage.core.subscribe()
        storage.startIfNeeded()
        return Iterator(subscription: Subscription(storage: storage, id: id))
    }

    /// How many consumers are registered now; for tests.
    var subscriberCount: Int { storage.core.subscriberCount }

    /// A consumer's view of the shared sequence.
    public struct Iterator: AsyncIteratorProtocol, Sendable {
        fileprivate let subscription: Subscription

        /// The next value; nil at the end or when the calling task is cancelled. Throws the upstream's error.
        public mutating func next() async throws -> Element? {
            try await subscription.storage.core.next(subscription.id)
        }
    }

    /// Owns the upstream task; releasing the last reference cancels it.
    fileprivate final class Storage: Sendable {
        let core: FarewellMulticast<Element>
        private let base: Base
        private let upstream = FarewellLock<(started: Bool, task: _Concurrency.Task<Void, Never>?)>((false, nil))

        init(base: Base, core: FarewellMulticast<Element>) {
            self.base = base
            self.core = core
        }

        func startIfNeeded() {
            upstream.withLock { upstream in
                guard !upstream.started else { return }
                upstream.started = true
                // The task holds the base and the core, never the storage, so releasing it can cancel the task.
                upstream.task = _Concurrency.Task { [base, core] in await Self.iterate(base, into: core) }
            }
        }

        /// The single iteration of the upstream; every way out of it finishes all consumers.
        private static func iterate(_ base: Base, into core: FarewellMulticast<Element>) async {
            do {
                for try await element in base { core.send(element) }
                core.finish(.success(()))
            } catch {
                core.finish(.failure(error))
            }
        }

        deinit {
            upstream.withLock { $0.task }?.cancel()
            core.finish(.success(()))
        }
    }

    /// One registered consumer; unregisters when its iterator is released (a `break` out of the loop).
    fileprivate final class Subscription: Sendable {
        let storage: Storage
        let id: Int

        init(storage: Storage, id: Int) {
            self.storage = storage
            self.id = id
        }

        deinit { storage.core.unsubscribe(id) }
    }
}

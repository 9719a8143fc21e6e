/// The FarewellAsync library as one source file, for `farewell scaffold`.
///
/// Generated from Sources/FarewellAsync: do not edit. `FAREWELL_RECORD=1 swift test` rewrites it.
package enum EmbeddedFarewellAsync {
    package static let source = ##"""
        // FarewellAsync.swift: the FarewellAsync library as one file, written by `farewell scaffold`.
        // share(history:), flatMapLatest, withLatestFrom, StateRelay and EventRelay for a codebase that
        // cannot add the FarewellAsync package. Do not edit: to update, delete it and run
        // `farewell scaffold` again. Swift 5 or 6 language mode; iOS 15 / macOS 12 and later.

        // MARK: - AsyncFlatMapLatestSequence.swift

        extension AsyncSequence where Self: Sendable, Element: Sendable {
            /// Maps each element to an inner sequence and yields the values of the newest one only.
            ///
            /// A new element cancels the inner sequence started for the previous one; nothing from a replaced
            /// inner sequence is yielded after the switch. The result ends when this sequence and the last
            /// inner sequence have both ended; an error from either ends it with that error. Each iterator
            /// runs its own iteration of this sequence (like an Rx subscription).
            public func flatMapLatest<Inner: AsyncSequence & Sendable>(
                _ transform: @escaping @Sendable (Element) async throws -> Inner
            ) -> AsyncFlatMapLatestSequence<Self, Inner> where Inner.Element: Sendable {
                AsyncFlatMapLatestSequence(base: self, transform: transform)
            }
        }

        /// The values of the newest inner sequence: Rx's `flatMapLatest` as an `AsyncSequence`.
        public struct AsyncFlatMapLatestSequence<Base: AsyncSequence & Sendable, Inner: AsyncSequence & Sendable>:
            AsyncSequence, Sendable
        where Base.Element: Sendable, Inner.Element: Sendable {
            public typealias Element = Inner.Element

            private let base: Base
            private let transform: @Sendable (Base.Element) async throws -> Inner

            init(base: Base, transform: @escaping @Sendable (Base.Element) async throws -> Inner) {
                self.base = base
                self.transform = transform
            }

            /// Starts iterating the base sequence for this consumer.
            public func makeAsyncIterator() -> Iterator {
                var made: AsyncThrowingStream<Element, any Error>.Continuation?
                let stream = AsyncThrowingStream<Element, any Error> { made = $0 }
                guard let continuation = made else { return Iterator(stream: stream, driver: nil) }
                let driver = FlatMapLatestDriver<Base, Inner>(continuation: continuation)
                continuation.onTermination = { _ in driver.cancel() }
                driver.start(base, transform)
                return Iterator(stream: stream.makeAsyncIterator(), driver: driver)
            }

            /// A consumer of the newest inner sequence's values.
            public struct Iterator: AsyncIteratorProtocol {
                private var stream: AsyncThrowingStream<Element, any Error>.Iterator
                private let cancellation: FlatMapLatestCancellation<Base, Inner>?

                fileprivate init(stream: AsyncThrowingStream<Element, any Error>, driver: FlatMapLatestDriver<Base, Inner>?) {
                    self.init(stream: stream.makeAsyncIterator(), driver: driver)
                }

                fileprivate init(
                    stream: AsyncThrowingStream<Element, any Error>.Iterator, driver: FlatMapLatestDriver<Base, Inner>?
                ) {
                    self.stream = stream
                    cancellation = driver.map(FlatMapLatestCancellation.init)
                }

                public mutating func next() async throws -> Element? {
                    try await stream.next()
                }
            }
        }

        /// Cancels the work behind an iterator when the iterator is released without reaching the end.
        final class FlatMapLatestCancellation<Base: AsyncSequence & Sendable, Inner: AsyncSequence & Sendable>: Sendable
        where Base.Element: Sendable, Inner.Element: Sendable {
            private let driver: FlatMapLatestDriver<Base, Inner>

            init(_ driver: FlatMapLatestDriver<Base, Inner>) { self.driver = driver }

            deinit { driver.cancel() }
        }

        // MARK: - AsyncRelaySequence.swift

        /// The values of a `StateRelay` or the events of an `EventRelay`: never fails, ends when the relay is released.
        ///
        /// The subscription is made when the sequence is created (`relay.values`, `relay.events`), so nothing
        /// sent after that line is missed, even before the consuming task starts. Iterate each one once;
        /// a second iterator of the same sequence subscribes anew when it is made.
        public struct AsyncRelaySequence<Element: Sendable>: AsyncSequence, Sendable {
            private let core: FarewellMulticast<Element>
            private let pending: FarewellLock<RelaySubscription<Element>?>

            init(core: FarewellMulticast<Element>) {
                self.core = core
                pending = FarewellLock(RelaySubscription(core: core, id: core.subscribe()))
            }

            public func makeAsyncIterator() -> Iterator {
                let claimed = pending.withLock { pending in
                    defer { pending = nil }
                    return pending
                }
                return Iterator(subscription: claimed ?? RelaySubscription(core: core, id: core.subscribe()))
            }

            /// A consumer of the relay.
            public struct Iterator: AsyncIteratorProtocol, Sendable {
                fileprivate let subscription: RelaySubscription<Element>

                /// The next value; nil when the relay was released or the calling task is cancelled.
                public mutating func next() async -> Element? {
                    // A relay never fails, so the only outcomes are a value or the end.
                    try? await subscription.core.next(subscription.id)
                }
            }
        }

        /// One registered relay consumer; unregisters when released.
        final class RelaySubscription<Element: Sendable>: Sendable {
            let core: FarewellMulticast<Element>
            let id: Int

            init(core: FarewellMulticast<Element>, id: Int) {
                self.core = core
                self.id = id
            }

            deinit { core.unsubscribe(id) }
        }

        // MARK: - AsyncShareSequence.swift

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

        // MARK: - AsyncWithLatestFromSequence.swift

        extension AsyncSequence where Self: Sendable, Element: Sendable {
            /// Pairs each element with the latest element of `other`; elements before `other` produced anything are dropped.
            ///
            /// Like Rx's `withLatestFrom(other) { ($0, $1) }`: `other` is iterated in its own task from the
            /// moment the iterator is made; the result ends when this sequence ends. An error of `other` is
            /// thrown at this sequence's next element. (Rx's one-argument `withLatestFrom(other)` yields only
            /// `other`'s element: write `.withLatestFrom(other).map { $0.1 }`.)
            public func withLatestFrom<Other: AsyncSequence & Sendable>(
                _ other: Other
            ) -> AsyncWithLatestFromSequence<Self, Other> where Other.Element: Sendable {
                AsyncWithLatestFromSequence(base: self, other: other)
            }
        }

        /// Each element of a base sequence with the latest element of another: Rx's `withLatestFrom`.
        public struct AsyncWithLatestFromSequence<Base: AsyncSequence & Sendable, Other: AsyncSequence & Sendable>:
            AsyncSequence, Sendable
        where Base.Element: Sendable, Other.Element: Sendable {
            public typealias Element = (Base.Element, Other.Element)

            private let base: Base
            private let other: Other
            private let didUpdate: (@Sendable () -> Void)?

            /// `didUpdate` runs after each element or error of `other` is recorded; a hook for tests.
            init(base: Base, other: Other, didUpdate: (@Sendable () -> Void)? = nil) {
                self.base = base
                self.other = other
                self.didUpdate = didUpdate
            }

            /// Starts iterating `other` for this consumer.
            public func makeAsyncIterator() -> Iterator {
                Iterator(base: base.makeAsyncIterator(), latest: LatestValue(other, didUpdate: didUpdate))
            }

            /// A consumer of the pairs.
            public struct Iterator: AsyncIteratorProtocol {
                private var base: Base.AsyncIterator
                private let latest: LatestValue<Other>

                fileprivate init(base: Base.AsyncIterator, latest: LatestValue<Other>) {
                    self.base = base
                    self.latest = latest
                }

                public mutating func next() async throws -> Element? {
                    while let element = try await base.next() {
                        switch latest.current {
                        case .none: continue
                        case .some(.success(let value)): return (element, value)
                        case .some(.failure(let error)):
                            latest.cancel()
                            throw error
                        }
                    }
                    latest.cancel()
                    return nil
                }
            }
        }

        /// The latest element of a sequence iterated in its own task; releasing it cancels the task.
        final class LatestValue<Other: AsyncSequence & Sendable>: Sendable where Other.Element: Sendable {
            private struct State {
                var latest: Result<Other.Element, any Error>?
                var task: _Concurrency.Task<Void, Never>?
            }

            private let state = FarewellLock(State())

            init(_ other: Other, didUpdate: (@Sendable () -> Void)?) {
                state.withLock { state in
                    state.task = _Concurrency.Task { [state = self.state] in
                        do {
                            for try await element in other {
                                state.withLock { $0.latest = .success(element) }
                                didUpdate?()
                            }
                        } catch {
                            state.withLock { $0.latest = .failure(error) }
                            didUpdate?()
                        }
                    }
                }
            }

            /// The latest element, or the error that ended `other`, or nil before its first element.
            var current: Result<Other.Element, any Error>? { state.withLock { $0.latest } }

            func cancel() {
                state.withLock { $0.task }?.cancel()
            }

            deinit { cancel() }
        }

        // MARK: - EventRelay.swift

        /// Events sent to every current consumer, with no replay: replaces `PublishRelay`.
        ///
        /// A consumer receives the events sent after it subscribed (when it read `events`). When the relay
        /// is released, every `events` loop ends.
        public final class EventRelay<Element: Sendable>: Sendable {
            private let core: FarewellMulticast<Element>

            /// A relay; `bufferingPolicy` bounds what a slow consumer of `events` keeps.
            public init(bufferingPolicy: ShareBufferingPolicy = .unbounded) {
                core = FarewellMulticast(history: 0, policy: bufferingPolicy)
            }

            /// Sends `event` to every current consumer (`relay.accept(x)` as in Rx).
            public func accept(_ event: Element) {
                core.send(event)
            }

            /// Every event sent from now on. Subscribes now: see `AsyncRelaySequence`.
            public var events: AsyncRelaySequence<Element> { AsyncRelaySequence(core: core) }

            /// How many consumers are subscribed now; for tests.
            var subscriberCount: Int { core.subscriberCount }

            deinit { core.finish(.success(())) }
        }

        // MARK: - FarewellAsync.swift

        /// FarewellAsync: the Swift Concurrency replacements that farewell's plans tell teams to use.
        public enum FarewellAsync {
            /// The library's version.
            public static let version = "0.1.0"
        }

        // MARK: - FarewellLock.swift

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

        // MARK: - FarewellMulticast.swift

        /// The state shared by `share(history:)` and the relays: subscribers, their queues, and the history.
        ///
        /// Registration and replay happen in one critical section, so a new subscriber gets exactly the
        /// history and then every later value. Values are queued under the lock (that fixes their order),
        /// but a waiting consumer is only resumed after the lock is released: no outside code ever runs
        /// while the lock is held.
        final class FarewellMulticast<Element: Sendable>: Sendable {
            typealias Waiter = UnsafeContinuation<Element?, any Error>

            private struct Subscriber {
                var queue = FarewellQueue<Element>()
                /// Set only while the consumer waits, which it does only when its queue is empty.
                var waiter: Waiter?
            }

            private struct State {
                var history: [Element] = []
                var subscribers: [Int: Subscriber] = [:]
                var nextID = 0
                var version = 0
                var terminal: Result<Void, any Error>?
            }

            private enum Poll {
                case element(Element)
                case finished
                case failed(any Error)
                case empty
            }

            private let historyLimit: Int
            private let policy: ShareBufferingPolicy
            private let state: FarewellLock<State>

            init(history: Int, policy: ShareBufferingPolicy, initial: [Element] = []) {
                historyLimit = max(history, 0)
                self.policy = policy
                state = FarewellLock(State(history: Array(initial.suffix(max(history, 0)))))
            }

            /// Registers a subscriber and queues the history for it, atomically. Returns its id.
            func subscribe() -> Int {
                state.withLock { state in
                    let id = state.nextID
                    state.nextID += 1
                    var subscriber = Subscriber()
                    for element in state.history { subscriber.queue.enqueue(element, policy: policy) }
                    state.subscribers[id] = subscriber
                    return id
                }
            }

            /// Removes a subscriber (its consumer stopped); a pending `next` returns nil.
            func unsubscribe(_ id: Int) {
                // The removed queue is released after the lock, so no element's deinit runs while it is held.
                let removed = state.withLock { state in state.subscribers.removeValue(forKey: id) }
                removed?.waiter?.resume(returning: nil)
            }

            var subscriberCount: Int { state.withLock { $0.subscribers.count } }

            /// Delivers `element` to every subscriber and records it in the history. Ignored after `finish`.
            func send(_ element: Element) {
                _ = send(element, ifVersion: nil)
            }

            /// The newest value of the history (if any) and the count of values sent so far.
            var snapshot: (latest: Element?, version: Int) { state.withLock { ($0.history.last, $0.version) } }

            /// Sends `element` only if no value was sent since `snapshot` returned `version` (nil: always).
            func send(_ element: Element, ifVersion version: Int?) -> Bool {
                // Waiters are resumed, and values pushed out of the history or a queue released, after the lock.
                // One waiter and one history value are the common case: they take no allocation.
                var firstWaiter: Waiter?
                var otherWaiters: [Waiter] = []
                var pushedOut: Element?
                var dropped: [Element] = []
                let sent: Bool = state.withLock { state in
                    guard state.terminal == nil else { return true }
                    if let version, version != state.version { return false }
                    state.version += 1
                    if historyLimit > 0 {
                        if state.history.count == historyLimit { pushedOut = state.history.removeFirst() }
                        state.history.append(element)
                    }
                    for index in state.subscribers.indices {
                        if let waiter = state.subscribers.values[index].waiter {
                            state.subscribers.values[index].waiter = nil
                            if firstWaiter == nil { firstWaiter = waiter } else { otherWaiters.append(waiter) }
                        } else if let old = state.subscribers.values[index].queue.enqueue(element, policy: policy) {
                            dropped.append(old)
                        }
                    }
                    return true
                }
                firstWaiter?.resume(returning: element)
                for waiter in otherWaiters { waiter.resume(returning: element) }
                withExtendedLifetime((pushedOut, dropped)) {}
                return sent
            }

            /// Ends the sequence for everyone: queued values are still delivered, then the end or the error.
            func finish(_ result: Result<Void, any Error>) {
                let waiters: [Waiter] = state.withLock { state in
                    guard state.terminal == nil else { return [] }
                    state.terminal = result
                    var waiters: [Waiter] = []
                    for (id, subscriber) in state.subscribers {
                        guard let waiter = subscriber.waiter else { continue }
                        waiters.append(waiter)
                        state.subscribers[id] = nil
                    }
                    return waiters
                }
                for waiter in waiters {
                    switch result {
                    case .success: waiter.resume(returning: nil)
                    case .failure(let error): waiter.resume(throwing: error)
                    }
                }
            }

            /// The subscriber's next value; nil at the end, when removed, or when the calling task is cancelled.
            func next(_ id: Int) async throws -> Element? {
                if _Concurrency.Task.isCancelled {
                    unsubscribe(id)
                    return nil
                }
                switch state.withLock({ poll(id, &$0) }) {
                case .element(let element): return element
                case .finished: return nil
                case .failed(let error): throw error
                case .empty: break
                }
                return try await withTaskCancellationHandler {
                    try await withUnsafeThrowingContinuation { (waiter: Waiter) in
                        let outcome = state.withLock { state in
                            let outcome = poll(id, &state)
                            if case .empty = outcome { state.subscribers[id]?.waiter = waiter }
                            return outcome
                        }
                        switch outcome {
                        case .element(let element): waiter.resume(returning: element)
                        case .finished: waiter.resume(returning: nil)
                        case .failed(let error): waiter.resume(throwing: error)
                        case .empty: break
                        }
                    }
                } onCancel: {
                    unsubscribe(id)
                }
            }

            /// Takes the next queued value or the terminal event; removes a subscriber that reached the end.
            private func poll(_ id: Int, _ state: inout State) -> Poll {
                guard state.subscribers[id] != nil else { return .finished }
                if let element = state.subscribers[id]?.queue.popFirst() { return .element(element) }
                switch state.terminal {
                case .none:
                    return .empty
                case .success:
                    state.subscribers[id] = nil
                    return .finished
                case .failure(let error):
                    state.subscribers[id] = nil
                    return .failed(error)
                }
            }
        }

        // MARK: - FarewellQueue.swift

        /// A first-in first-out queue that applies a `ShareBufferingPolicy` when values are added.
        struct FarewellQueue<Element> {
            private var items: [Element] = []
            private var head = 0

            var isEmpty: Bool { head == items.count }
            var count: Int { items.count - head }

            /// Adds `element`, dropping the oldest or the new one as `policy` says. Returns the oldest when it was dropped.
            @discardableResult
            mutating func enqueue(_ element: Element, policy: ShareBufferingPolicy) -> Element? {
                switch policy {
                case .unbounded:
                    items.append(element)
                    return nil
                case .bufferingNewest(let limit):
                    guard limit > 0 else { return nil }
                    let dropped = count >= limit ? popFirst() : nil
                    items.append(element)
                    return dropped
                case .bufferingOldest(let limit):
                    if count < limit { items.append(element) }
                    return nil
                }
            }

            mutating func popFirst() -> Element? {
                guard head < items.count else { return nil }
                let element = items[head]
                head += 1
                if head == items.count {
                    items.removeAll(keepingCapacity: true)
                    head = 0
                } else if head >= 64, head * 2 >= items.count {
                    // Compact now and then so taken values are released and the array does not grow forever.
                    items.removeFirst(head)
                    head = 0
                }
                return element
            }
        }

        // MARK: - FlatMapLatestDriver.swift

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

        // MARK: - ShareBufferingPolicy.swift

        /// What a consumer's queue keeps when it falls behind: the same three choices as `AsyncStream`.
        ///
        /// Each consumer of a shared sequence or relay has its own queue of values it has not taken yet
        /// (replayed history included). The producer never waits for a slow consumer; the policy decides
        /// what that consumer's queue keeps.
        public enum ShareBufferingPolicy: Sendable, Equatable {
            /// Keep everything: a slow consumer sees every value, memory grows with its lag (Rx's behaviour).
            case unbounded
            /// Keep the newest `n` values, dropping the oldest: right for state, where only the latest matters.
            case bufferingNewest(Int)
            /// Keep the oldest `n` values, dropping new ones while the queue is full.
            case bufferingOldest(Int)
        }

        // MARK: - StateRelay.swift

        /// A current value, readable at once, and every change as an `AsyncSequence`: replaces `BehaviorRelay`.
        ///
        /// `values` starts with the current value, then yields every accepted value in order. When the relay
        /// is released, every `values` loop ends.
        public final class StateRelay<Element: Sendable>: Sendable {
            private let core: FarewellMulticast<Element>
            private let initial: Element

            /// A relay holding `value`; `bufferingPolicy` bounds what a slow consumer of `values` keeps.
            public init(_ value: Element, bufferingPolicy: ShareBufferingPolicy = .unbounded) {
                initial = value
                core = FarewellMulticast(history: 1, policy: bufferingPolicy, initial: [value])
            }

            /// The current value.
            public var value: Element { core.snapshot.latest ?? initial }

            /// Sets the current value and sends it to every consumer (`relay.accept(x)` as in Rx).
            public func accept(_ value: Element) {
                core.send(value)
            }

            /// Changes the current value atomically: no concurrent `accept` is lost between the read and the write.
            ///
            /// `transform` runs outside the lock and may run again if another value was accepted meanwhile.
            public func update(_ transform: (Element) -> Element) {
                while true {
                    let snapshot = core.snapshot
                    let next = transform(snapshot.latest ?? initial)
                    if core.send(next, ifVersion: snapshot.version) { return }
                }
            }

            /// How many consumers are subscribed now; for tests.
            var subscriberCount: Int { core.subscriberCount }

            /// The current value, then every later one. Subscribes now: see `AsyncRelaySequence`.
            public var values: AsyncRelaySequence<Element> { AsyncRelaySequence(core: core) }

            deinit { core.finish(.success(())) }
        }

        """##
}

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

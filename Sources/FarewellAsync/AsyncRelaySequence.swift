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

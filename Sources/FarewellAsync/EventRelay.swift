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

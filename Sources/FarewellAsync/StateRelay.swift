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

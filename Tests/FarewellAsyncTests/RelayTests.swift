@testable import FarewellAsync
import Testing

@Suite(hangGuard())
struct RelayTests {
    @Test func aStateRelaysValueIsReadableAtOnceAndItsValuesStartWithIt() async {
        let relay = StateRelay(1)
        #expect(relay.value == 1)
        let values = relay.values
        relay.accept(2)
        #expect(relay.value == 2)
        var iterator = values.makeAsyncIterator()
        #expect(await iterator.next() == 1)
        #expect(await iterator.next() == 2)
        var late = relay.values.makeAsyncIterator()
        #expect(await late.next() == 2)
    }

    @Test func releasingAStateRelayEndsItsValueLoops() async {
        var relay: StateRelay<Int>? = StateRelay(0)
        let values = relay?.values
        relay?.accept(1)
        relay = nil
        var seen: [Int] = []
        for await value in values! { seen.append(value) }
        #expect(seen == [0, 1])
    }

    @Test func concurrentAcceptsReachEveryConsumerInTheSameOrder() async {
        var relay: StateRelay<Int>? = StateRelay(0)
        let consumers = (0..<4).compactMap { _ in relay?.values }
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<8 {
                group.addTask { [relay] in
                    for step in 1...100 { relay?.accept(writer * 1_000 + step) }
                }
            }
        }
        let last = relay?.value
        relay = nil
        var orders: [[Int]] = []
        for consumer in consumers {
            var seen: [Int] = []
            for await value in consumer { seen.append(value) }
            orders.append(seen)
        }
        #expect(orders.allSatisfy { $0 == orders[0] })
        #expect(orders[0].count == 801)
        #expect(orders[0].last == last)
        #expect(Set(orders[0]).count == 801)
    }

    @Test func updateLosesNoConcurrentChange() async {
        let relay = StateRelay(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<250 { relay.update { $0 + 1 } }
                }
            }
        }
        #expect(relay.value == 2_000)
    }

    @Test func aStateRelayWithBufferingNewestOneGivesASlowConsumerTheLatestValue() async {
        var relay: StateRelay<Int>? = StateRelay(0, bufferingPolicy: .bufferingNewest(1))
        let values = relay?.values
        for value in 1...5 { relay?.accept(value) }
        relay = nil
        var seen: [Int] = []
        for await value in values! { seen.append(value) }
        #expect(seen == [5])
    }

    @Test func anEventRelayMulticastsWithoutReplay() async {
        var relay: EventRelay<String>? = EventRelay()
        relay?.accept("before anyone listens")
        let first = relay?.events
        let second = relay?.events
        relay?.accept("a")
        relay?.accept("b")
        relay = nil
        var firstSeen: [String] = []
        for await event in first! { firstSeen.append(event) }
        var secondSeen: [String] = []
        for await event in second! { secondSeen.append(event) }
        #expect(firstSeen == ["a", "b"])
        #expect(secondSeen == ["a", "b"])
    }

    @Test func aCancelledEventConsumerIsRemoved() async {
        let relay = EventRelay<Int>()
        let events = relay.events
        #expect(relay.subscriberCount == 1)
        let consumer = Task {
            var seen: [Int] = []
            for await event in events { seen.append(event) }
            return seen
        }
        consumer.cancel()
        #expect(await consumer.value == [])
        #expect(relay.subscriberCount == 0)
    }

    @Test func anUnusedEventsSequenceUnsubscribesWhenReleased() {
        let relay = EventRelay<Int>()
        do {
            let events = relay.events
            #expect(relay.subscriberCount == 1)
            _ = events
        }
        #expect(relay.subscriberCount == 0)
    }

    @Test func aValuePushedOutIsReleasedOutsideTheLockSoItsDeinitMayUseTheRelay() {
        let holder = RelayHolder()
        let deinits = Counter()
        let relay = StateRelay(Tracked {})
        holder.relay = relay
        relay.accept(Tracked { _ = holder.relay?.value; deinits.increment() })
        #expect(deinits.value == 0)
        // The value leaves the history here; its deinit reads the relay, which deadlocks if run under the lock.
        relay.accept(Tracked {})
        #expect(deinits.value == 1)
        holder.relay = nil
    }
}

/// A value that runs a closure when released.
final class Tracked: Sendable {
    private let onDeinit: @Sendable () -> Void

    init(_ onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }

    deinit { onDeinit() }
}

/// Lets a value's deinit reach the relay that holds it.
final class RelayHolder: @unchecked Sendable {
    var relay: StateRelay<Tracked>?
}


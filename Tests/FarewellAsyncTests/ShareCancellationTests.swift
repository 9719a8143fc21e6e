@testable import FarewellAsync
import Testing

@Suite(hangGuard())
struct ShareCancellationTests {
    @Test func aCancelledConsumerIsRemovedAndTheOthersCarryOn() async throws {
        let (upstream, input) = makeThrowingStream(Int.self)
        let shared = upstream.share()
        let (ready, readyInput) = makeStream(Void.self)
        var readySignals = ready.makeAsyncIterator()
        let cancelled = consume(shared, ready: readyInput)
        let kept = consume(shared, ready: readyInput)
        #expect(await wait(for: 2, on: &readySignals))
        #expect(shared.subscriberCount == 2)
        cancelled.cancel()
        #expect(try await cancelled.value == [])
        #expect(shared.subscriberCount == 1)
        input.yield(1)
        input.finish()
        #expect(try await kept.value == [1])
    }

    @Test func rapidlyCancelledConsumersLeaveNothingBehind() async throws {
        let (upstream, input) = makeThrowingStream(Int.self)
        let shared = upstream.share(history: 1)
        var survivor = shared.makeAsyncIterator()
        let producer = Task {
            for value in 0..<500 { input.yield(value) }
        }
        let (_, readyInput) = makeStream(Void.self)
        let quitters = (0..<200).map { _ in consume(shared, ready: readyInput) }
        for quitter in quitters { quitter.cancel() }
        for quitter in quitters {
            // A cancelled consumer stops early: whatever it got is a gap-free run of values.
            let seen = try await quitter.value
            if let start = seen.first { #expect(seen == Array(start..<(start + seen.count))) }
        }
        await producer.value
        input.finish()
        #expect(shared.subscriberCount == 1)
        var seen: [Int] = []
        while let value = try await survivor.next() { seen.append(value) }
        #expect(seen == Array(0..<500))
    }

    @Test func breakingOutOfTheLoopUnsubscribes() async throws {
        let (upstream, input) = makeThrowingStream(Int.self)
        let shared = upstream.share()
        for value in 1...3 { input.yield(value) }
        var seen: [Int] = []
        for try await value in shared {
            seen.append(value)
            if value == 2 { break }
        }
        #expect(seen == [1, 2])
        #expect(shared.subscriberCount == 0)
    }

    @Test func aConsumerInACancelledTaskEndsAtOnceEvenWithQueuedValues() async throws {
        let (upstream, input) = makeThrowingStream(Int.self)
        let shared = upstream.share(history: 1)
        var first = shared.makeAsyncIterator()
        input.yield(1)
        #expect(try await first.next() == 1)
        let (gate, gateInput) = makeStream(Void.self)
        let consumer = Task {
            var iterator = shared.makeAsyncIterator()
            var gateSignals = gate.makeAsyncIterator()
            _ = await gateSignals.next()
            return try await iterator.next()
        }
        consumer.cancel()
        gateInput.finish()
        #expect(try await consumer.value == nil)
        #expect(shared.subscriberCount == 1)
    }

    @Test(arguments: [
        (ShareBufferingPolicy.unbounded, [1, 2, 3, 4, 5]),
        (.bufferingNewest(2), [4, 5]),
        (.bufferingOldest(2), [1, 2]),
        (.bufferingNewest(0), []),
    ])
    func aSlowConsumerKeepsWhatThePolicySays(policy: ShareBufferingPolicy, expected: [Int]) async throws {
        let (stream, input) = makeThrowingStream(Int.self)
        let upstream = Probe(stream)
        let shared = upstream.share(bufferingPolicy: policy)
        var pulls = upstream.pulls.makeAsyncIterator()
        var slow = shared.makeAsyncIterator()
        for value in 1...5 { input.yield(value) }
        input.finish()
        // The sixth pull starts after the fifth value was delivered to the consumer's queue.
        #expect(await wait(for: 6, on: &pulls))
        #expect(try await collect(&slow) == expected)
    }

    @Test func theReplayIsBoundedByThePolicyToo() async throws {
        let (upstream, input) = makeThrowingStream(Int.self)
        let shared = upstream.share(history: 3, bufferingPolicy: .bufferingNewest(1))
        var first = shared.makeAsyncIterator()
        for value in 1...3 {
            input.yield(value)
            #expect(try await first.next() == value)
        }
        var late = shared.makeAsyncIterator()
        input.finish()
        #expect(try await collect(&late) == [3])
    }
}

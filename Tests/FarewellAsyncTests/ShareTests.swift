@testable import FarewellAsync
import Testing

@Suite(hangGuard())
struct ShareTests {
    @Test func aLateConsumerGetsTheHistoryThenEveryLaterValueInOrder() async throws {
        let (upstream, input) = makeThrowingStream(Int.self)
        let shared = upstream.share(history: 2)
        var early = shared.makeAsyncIterator()
        for value in 1...3 { input.yield(value) }
        #expect(try await early.next() == 1)
        #expect(try await early.next() == 2)
        #expect(try await early.next() == 3)
        var late = shared.makeAsyncIterator()
        input.yield(4)
        input.yield(5)
        input.finish()
        #expect(try await collect(&late) == [2, 3, 4, 5])
        #expect(try await collect(&early) == [4, 5])
    }

    @Test func everyConcurrentConsumerGetsEveryElementOnceFromOneUpstreamIteration() async throws {
        let (stream, input) = makeThrowingStream(Int.self)
        let upstream = Probe(stream)
        let shared = upstream.share(history: 1)
        let (ready, readyInput) = makeStream(Void.self)
        var readySignals = ready.makeAsyncIterator()
        let consumers = (0..<50).map { _ in consume(shared, ready: readyInput) }
        #expect(await wait(for: 50, on: &readySignals))
        #expect(shared.subscriberCount == 50)
        for value in 0..<1_000 { input.yield(value) }
        input.finish()
        for consumer in consumers { #expect(try await consumer.value == Array(0..<1_000)) }
        #expect(upstream.iterations == 1)
        #expect(shared.subscriberCount == 0)
    }

    @Test func consumersJoiningWhileValuesFlowEachSeeAContiguousTail() async throws {
        let (upstream, input) = makeThrowingStream(Int.self)
        let shared = upstream.share(history: 1)
        let (ready, readyInput) = makeStream(Void.self)
        var readySignals = ready.makeAsyncIterator()
        let first = consume(shared, ready: readyInput)
        #expect(await wait(for: 1, on: &readySignals))
        let producer = Task {
            for value in 0..<2_000 { input.yield(value) }
            input.finish()
        }
        let joiners = (0..<20).map { _ in consume(shared, ready: readyInput) }
        await producer.value
        #expect(try await first.value == Array(0..<2_000))
        for joiner in joiners {
            let seen = try await joiner.value
            // History 1 means each joiner sees at least the last value, and never a gap or a repeat.
            let start = try #require(seen.first)
            #expect(seen == Array(start..<2_000))
        }
    }

    @Test func theUpstreamErrorReachesEveryConsumerAndLaterOnes() async throws {
        let (upstream, input) = makeThrowingStream(Int.self)
        let shared = upstream.share(history: 1)
        var first = shared.makeAsyncIterator()
        var second = shared.makeAsyncIterator()
        input.yield(1)
        input.finish(throwing: Boom())
        #expect(try await first.next() == 1)
        await #expect(throws: Boom.self) { try await first.next() }
        #expect(try await second.next() == 1)
        await #expect(throws: Boom.self) { try await second.next() }
        var late = shared.makeAsyncIterator()
        #expect(try await late.next() == 1)
        await #expect(throws: Boom.self) { try await late.next() }
        #expect(try await late.next() == nil)
    }

    @Test func aConsumerAfterTheEndGetsTheHistoryThenTheEnd() async throws {
        let (upstream, input) = makeThrowingStream(Int.self)
        let shared = upstream.share(history: 2)
        var first = shared.makeAsyncIterator()
        for value in 1...3 { input.yield(value) }
        input.finish()
        #expect(try await collect(&first) == [1, 2, 3])
        var late = shared.makeAsyncIterator()
        #expect(try await collect(&late) == [2, 3])
    }

    @Test func historyZeroReplaysNothing() async throws {
        let (upstream, input) = makeThrowingStream(Int.self)
        let shared = upstream.share()
        var first = shared.makeAsyncIterator()
        input.yield(1)
        #expect(try await first.next() == 1)
        var second = shared.makeAsyncIterator()
        input.yield(2)
        input.finish()
        #expect(try await collect(&second) == [2])
        #expect(try await collect(&first) == [2])
    }

    @Test func theUpstreamStartsWithTheFirstConsumerOnly() async throws {
        let (stream, input) = makeThrowingStream(Int.self)
        let upstream = Probe(stream)
        let shared = upstream.share(history: 1)
        var pulls = upstream.pulls.makeAsyncIterator()
        input.yield(1)
        #expect(upstream.iterations == 0)
        var first = shared.makeAsyncIterator()
        #expect(await wait(for: 1, on: &pulls))
        #expect(upstream.iterations == 1)
        #expect(try await first.next() == 1)
        var second = shared.makeAsyncIterator()
        #expect(try await second.next() == 1)
        #expect(upstream.iterations == 1)
    }

    @Test func releasingTheSharedSequenceCancelsTheUpstream() async throws {
        let (upstream, input) = makeThrowingStream(Int.self)
        let (terminated, terminatedInput) = makeStream(Void.self)
        input.onTermination = { _ in terminatedInput.finish() }
        try await readOne(upstream, input)
        var signals = terminated.makeAsyncIterator()
        #expect(await signals.next() == nil)
    }

    private func readOne(
        _ upstream: AsyncThrowingStream<Int, any Error>, _ input: AsyncThrowingStream<Int, any Error>.Continuation
    ) async throws {
        let shared = upstream.share(history: 1)
        var iterator = shared.makeAsyncIterator()
        input.yield(1)
        #expect(try await iterator.next() == 1)
    }
}

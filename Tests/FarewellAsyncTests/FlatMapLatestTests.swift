import FarewellAsync
import Testing

@Suite(hangGuard())
struct FlatMapLatestTests {
    /// An inner sequence the test drives, and a signal that finishes when its iteration is cancelled.
    struct Inner: Sendable {
        let stream: AsyncThrowingStream<Int, any Error>
        let input: AsyncThrowingStream<Int, any Error>.Continuation
        let cancelled: AsyncStream<Void>

        init() {
            (stream, input) = makeThrowingStream(Int.self)
            let (cancelled, cancelledInput) = makeStream(Void.self)
            self.cancelled = cancelled
            input.onTermination = { termination in
                if case .cancelled = termination { cancelledInput.finish() }
            }
        }

        func waitUntilCancelled() async {
            for await _ in cancelled {}
        }
    }

    @Test func theNewestInnerReplacesThePreviousOneWhichIsCancelled() async throws {
        let (stream, outerInput) = makeThrowingStream(String.self)
        let outer = Probe(stream)
        var pulls = outer.pulls.makeAsyncIterator()
        let inners = ["a": Inner(), "b": Inner()]
        var iterator = outer.flatMapLatest { inners[$0]?.stream ?? makeThrowingStream(Int.self).0 }
            .makeAsyncIterator()
        outerInput.yield("a")
        inners["a"]?.input.yield(1)
        #expect(try await iterator.next() == 1)
        outerInput.yield("b")
        // The third pull of the outer starts after the switch to "b".
        #expect(await wait(for: 3, on: &pulls))
        await inners["a"]?.waitUntilCancelled()
        inners["a"]?.input.yield(99)
        inners["b"]?.input.yield(10)
        #expect(try await iterator.next() == 10)
        outerInput.finish()
        inners["b"]?.input.yield(11)
        inners["b"]?.input.finish()
        #expect(try await iterator.next() == 11)
        #expect(try await iterator.next() == nil)
    }

    @Test func itEndsOnlyWhenTheOuterAndTheLastInnerHaveEnded() async throws {
        let (outer, outerInput) = makeThrowingStream(Int.self)
        let inner = Inner()
        var iterator = outer.flatMapLatest { _ in inner.stream }.makeAsyncIterator()
        outerInput.yield(0)
        outerInput.finish()
        inner.input.yield(7)
        #expect(try await iterator.next() == 7)
        inner.input.finish()
        #expect(try await iterator.next() == nil)
    }

    @Test func anInnerErrorEndsTheSequenceWithIt() async throws {
        let (outer, outerInput) = makeThrowingStream(Int.self)
        let inner = Inner()
        var iterator = outer.flatMapLatest { _ in inner.stream }.makeAsyncIterator()
        outerInput.yield(0)
        inner.input.yield(1)
        inner.input.finish(throwing: Boom())
        #expect(try await iterator.next() == 1)
        await #expect(throws: Boom.self) { try await iterator.next() }
        #expect(try await iterator.next() == nil)
    }

    @Test func anOuterErrorEndsTheSequenceAndCancelsTheInner() async throws {
        let (outer, outerInput) = makeThrowingStream(Int.self)
        let inner = Inner()
        var iterator = outer.flatMapLatest { _ in inner.stream }.makeAsyncIterator()
        outerInput.yield(0)
        inner.input.yield(1)
        #expect(try await iterator.next() == 1)
        outerInput.finish(throwing: Boom())
        await #expect(throws: Boom.self) { try await iterator.next() }
        await inner.waitUntilCancelled()
    }

    @Test func cancellingTheConsumerCancelsTheOuterAndTheInner() async throws {
        let outer = Inner()
        let inner = Inner()
        let (ready, readyInput) = makeStream(Void.self)
        var readySignals = ready.makeAsyncIterator()
        let consumer = Task {
            var iterator = outer.stream.flatMapLatest { _ in inner.stream }.makeAsyncIterator()
            let first = try await iterator.next()
            readyInput.yield()
            return [first, try await iterator.next()]
        }
        outer.input.yield(0)
        inner.input.yield(1)
        #expect(await wait(for: 1, on: &readySignals))
        consumer.cancel()
        #expect(try await consumer.value == [1, nil])
        await outer.waitUntilCancelled()
        await inner.waitUntilCancelled()
    }

    @Test func releasingAnIteratorCancelsItsWork() async throws {
        let outer = Inner()
        let inner = Inner()
        try await readOne(outer, inner)
        await outer.waitUntilCancelled()
        await inner.waitUntilCancelled()
    }

    private func readOne(_ outer: Inner, _ inner: Inner) async throws {
        var iterator = outer.stream.flatMapLatest { _ in inner.stream }.makeAsyncIterator()
        outer.input.yield(0)
        inner.input.yield(1)
        #expect(try await iterator.next() == 1)
    }
}

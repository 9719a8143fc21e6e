@testable import FarewellAsync
import Testing

@Suite(hangGuard())
struct WithLatestFromTests {
    @Test func elementsBeforeTheOtherProducedAreDroppedThenEachPairsWithTheLatest() async throws {
        let (stream, input) = makeThrowingStream(String.self)
        let base = Probe(stream)
        var basePulls = base.pulls.makeAsyncIterator()
        let (other, otherInput) = makeThrowingStream(Int.self)
        let (updates, updatesInput) = makeStream(Void.self)
        var otherUpdates = updates.makeAsyncIterator()
        let paired = AsyncWithLatestFromSequence(base: base, other: other) { updatesInput.yield() }
        let (_, readyInput) = makeStream(Void.self)
        let consumer = consume(paired.map { "\($0.0):\($0.1)" }, ready: readyInput)
        input.yield("x0")
        // The second pull of the base starts after "x0" was handled (dropped: nothing from other yet).
        #expect(await wait(for: 2, on: &basePulls))
        otherInput.yield(1)
        #expect(await wait(for: 1, on: &otherUpdates))
        input.yield("x1")
        #expect(await wait(for: 1, on: &basePulls))
        otherInput.yield(2)
        otherInput.yield(3)
        #expect(await wait(for: 2, on: &otherUpdates))
        input.yield("x2")
        input.finish()
        #expect(try await consumer.value == ["x1:1", "x2:3"])
    }

    @Test func theOtherSequencesErrorIsThrownAtTheNextElement() async throws {
        let (base, input) = makeThrowingStream(String.self)
        let (other, otherInput) = makeThrowingStream(Int.self)
        let (updates, updatesInput) = makeStream(Void.self)
        var otherUpdates = updates.makeAsyncIterator()
        var iterator = AsyncWithLatestFromSequence(base: base, other: other) { updatesInput.yield() }
            .makeAsyncIterator()
        otherInput.yield(1)
        #expect(await wait(for: 1, on: &otherUpdates))
        input.yield("a")
        let first = try await iterator.next()
        #expect(first?.0 == "a" && first?.1 == 1)
        otherInput.finish(throwing: Boom())
        #expect(await wait(for: 1, on: &otherUpdates))
        input.yield("b")
        await #expect(throws: Boom.self) { try await iterator.next() }
    }

    @Test func theLatestValueOutlivesTheOtherSequencesEnd() async throws {
        let (base, input) = makeThrowingStream(String.self)
        let (other, otherInput) = makeThrowingStream(Int.self)
        let (updates, updatesInput) = makeStream(Void.self)
        var otherUpdates = updates.makeAsyncIterator()
        var iterator = AsyncWithLatestFromSequence(base: base, other: other) { updatesInput.yield() }
            .makeAsyncIterator()
        otherInput.yield(5)
        #expect(await wait(for: 1, on: &otherUpdates))
        otherInput.finish()
        input.yield("a")
        input.yield("b")
        input.finish()
        var seen: [String] = []
        while let (element, latest) = try await iterator.next() { seen.append("\(element):\(latest)") }
        #expect(seen == ["a:5", "b:5"])
    }

    @Test func thePublicOperatorPairsLikeTheHookedOne() async throws {
        let (base, input) = makeThrowingStream(String.self)
        let (other, otherInput) = makeThrowingStream(Int.self)
        otherInput.yield(1)
        otherInput.finish()
        input.finish()
        var iterator = base.withLatestFrom(other).makeAsyncIterator()
        #expect(try await iterator.next() == nil)
    }
}

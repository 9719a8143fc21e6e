import Foundation
import Testing

/// Fails a suite's test after a minute instead of hanging CI; older Apple systems lack the trait.
func hangGuard() -> any SuiteTrait {
    if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
        return TimeLimitTrait.timeLimit(.minutes(1))
    }
    return ConditionTrait.enabled(if: true)
}

/// The error the tests make upstreams fail with.
struct Boom: Error, Equatable {}

/// A stream and the continuation that drives it, made without newer-than-iOS-15 API.
func makeStream<Element>(_: Element.Type = Element.self) -> (AsyncStream<Element>, AsyncStream<Element>.Continuation)
{
    var made: AsyncStream<Element>.Continuation?
    let stream = AsyncStream<Element> { made = $0 }
    return (stream, made!)
}

/// A throwing stream and the continuation that drives it.
func makeThrowingStream<Element>(
    _: Element.Type = Element.self
) -> (AsyncThrowingStream<Element, any Error>, AsyncThrowingStream<Element, any Error>.Continuation) {
    var made: AsyncThrowingStream<Element, any Error>.Continuation?
    let stream = AsyncThrowingStream<Element, any Error> { made = $0 }
    return (stream, made!)
}

/// Waits for `count` more signals from `signals`; false if the stream ended first.
func wait<Element>(for count: Int, on signals: inout AsyncStream<Element>.Iterator) async -> Bool {
    for _ in 0..<count where await signals.next() == nil { return false }
    return true
}

/// Starts a consumer: it registers, signals `ready`, then collects every element until the end.
func consume<S: AsyncSequence & Sendable>(
    _ sequence: S, ready: AsyncStream<Void>.Continuation
) -> Task<[S.Element], any Error> where S.Element: Sendable {
    Task {
        var iterator = sequence.makeAsyncIterator()
        ready.yield()
        var elements: [S.Element] = []
        while let element = try await iterator.next() { elements.append(element) }
        return elements
    }
}

/// Wraps a sequence and reports each `next()` call: pull n starts only after element n-1 was handled.
struct Probe<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable where Base.Element: Sendable {
    typealias Element = Base.Element

    let base: Base
    /// Yields 1, 2, 3... as the iterator's `next()` is called.
    let pulls: AsyncStream<Int>
    private let pullsInput: AsyncStream<Int>.Continuation
    private let iteratorsMade = Counter()

    init(_ base: Base) {
        self.base = base
        (pulls, pullsInput) = makeStream(Int.self)
    }

    /// How many times the base was iterated.
    var iterations: Int { iteratorsMade.value }

    func makeAsyncIterator() -> Iterator {
        iteratorsMade.increment()
        return Iterator(base: base.makeAsyncIterator(), pulls: pullsInput)
    }

    struct Iterator: AsyncIteratorProtocol {
        var base: Base.AsyncIterator
        let pulls: AsyncStream<Int>.Continuation
        var count = 0

        mutating func next() async throws -> Element? {
            count += 1
            pulls.yield(count)
            return try await base.next()
        }
    }
}

/// A thread-safe counter.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
    func increment() {
        lock.lock()
        defer { lock.unlock() }
        count += 1
    }
}

/// Drains an iterator.
func collect<Iterator: AsyncIteratorProtocol>(_ iterator: inout Iterator) async throws -> [Iterator.Element] {
    var elements: [Iterator.Element] = []
    while let element = try await iterator.next() { elements.append(element) }
    return elements
}

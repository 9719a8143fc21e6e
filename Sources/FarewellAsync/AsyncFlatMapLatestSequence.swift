extension AsyncSequence where Self: Sendable, Element: Sendable {
    /// Maps each element to an inner sequence and yields the values of the newest one only.
    ///
    /// A new element cancels the inner sequence started for the previous one; nothing from a replaced
    /// inner sequence is yielded after the switch. The result ends when this sequence and the last
    /// inner sequence have both ended; an error from either ends it with that error. Each iterator
    /// runs its own iteration of this sequence (like an Rx subscription).
    public func flatMapLatest<Inner: AsyncSequence & Sendable>(
        _ transform: @escaping @Sendable (Element) async throws -> Inner
    ) -> AsyncFlatMapLatestSequence<Self, Inner> where Inner.Element: Sendable {
        AsyncFlatMapLatestSequence(base: self, transform: transform)
    }
}

/// The values of the newest inner sequence: Rx's `flatMapLatest` as an `AsyncSequence`.
public struct AsyncFlatMapLatestSequence<Base: AsyncSequence & Sendable, Inner: AsyncSequence & Sendable>:
    AsyncSequence, Sendable
where Base.Element: Sendable, Inner.Element: Sendable {
    public typealias Element = Inner.Element

    private let base: Base
    private let transform: @Sendable (Base.Element) async throws -> Inner

    init(base: Base, transform: @escaping @Sendable (Base.Element) async throws -> Inner) {
        self.base = base
        self.transform = transform
    }

    /// Starts iterating the base sequence for this consumer.
    public func makeAsyncIterator() -> Iterator {
        var made: AsyncThrowingStream<Element, any Error>.Continuation?
        let stream = AsyncThrowingStream<Element, any Error> { made = $0 }
        guard let continuation = made else { return Iterator(stream: stream, driver: nil) }
        let driver = FlatMapLatestDriver<Base, Inner>(continuation: continuation)
        continuation.onTermination = { _ in driver.cancel() }
        driver.start(base, transform)
        return Iterator(stream: stream.makeAsyncIterator(), driver: driver)
    }

    /// A consumer of the newest inner sequence's values.
    public struct Iterator: AsyncIteratorProtocol {
        private var stream: AsyncThrowingStream<Element, any Error>.Iterator
        private let cancellation: FlatMapLatestCancellation<Base, Inner>?

        fileprivate init(stream: AsyncThrowingStream<Element, any Error>, driver: FlatMapLatestDriver<Base, Inner>?) {
            self.init(stream: stream.makeAsyncIterator(), driver: driver)
        }

        fileprivate init(
            stream: AsyncThrowingStream<Element, any Error>.Iterator, driver: FlatMapLatestDriver<Base, Inner>?
        ) {
            self.stream = stream
            cancellation = driver.map(FlatMapLatestCancellation.init)
        }

        public mutating func next() async throws -> Element? {
            try await stream.next()
        }
    }
}

/// Cancels the work behind an iterator when the iterator is released without reaching the end.
final class FlatMapLatestCancellation<Base: AsyncSequence & Sendable, Inner: AsyncSequence & Sendable>: Sendable
where Base.Element: Sendable, Inner.Element: Sendable {
    private let driver: FlatMapLatestDriver<Base, Inner>

    init(_ driver: FlatMapLatestDriver<Base, Inner>) { self.driver = driver }

    deinit { driver.cancel() }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
    /// Pairs each element with the latest element of `other`; elements before `other` produced anything are dropped.
    ///
    /// Like Rx's `withLatestFrom(other) { ($0, $1) }`: `other` is iterated in its own task from the
    /// moment the iterator is made; the result ends when this sequence ends. An error of `other` is
    /// thrown at this sequence's next element. (Rx's one-argument `withLatestFrom(other)` yields only
    /// `other`'s element: write `.withLatestFrom(other).map { $0.1 }`.)
    public func withLatestFrom<Other: AsyncSequence & Sendable>(
        _ other: Other
    ) -> AsyncWithLatestFromSequence<Self, Other> where Other.Element: Sendable {
        AsyncWithLatestFromSequence(base: self, other: other)
    }
}

/// Each element of a base sequence with the latest element of another: Rx's `withLatestFrom`.
public struct AsyncWithLatestFromSequence<Base: AsyncSequence & Sendable, Other: AsyncSequence & Sendable>:
    AsyncSequence, Sendable
where Base.Element: Sendable, Other.Element: Sendable {
    public typealias Element = (Base.Element, Other.Element)

    private let base: Base
    private let other: Other
    private let didUpdate: (@Sendable () -> Void)?

    /// `didUpdate` runs after each element or error of `other` is recorded; a hook for tests.
    init(base: Base, other: Other, didUpdate: (@Sendable () -> Void)? = nil) {
        self.base = base
        self.other = other
        self.didUpdate = didUpdate
    }

    /// Starts iterating `other` for this consumer.
    public func makeAsyncIterator() -> Iterator {
        Iterator(base: base.makeAsyncIterator(), latest: LatestValue(other, didUpdate: didUpdate))
    }

    /// A consumer of the pairs.
    public struct Iterator: AsyncIteratorProtocol {
        private var base: Base.AsyncIterator
        private let latest: LatestValue<Other>

        fileprivate init(base: Base.AsyncIterator, latest: LatestValue<Other>) {
            self.base = base
            self.latest = latest
        }

        public mutating func next() async throws -> Element? {
            while let element = try await base.next() {
                switch latest.current {
                case .none: continue
                case .some(.success(let value)): return (element, value)
                case .some(.failure(let error)):
                    latest.cancel()
                    throw error
                }
            }
            latest.cancel()
            return nil
        }
    }
}

/// The latest element of a sequence iterated in its own task; releasing it cancels the task.
final class LatestValue<Other: AsyncSequence & Sendable>: Sendable where Other.Element: Sendable {
    private struct State {
        var latest: Result<Other.Element, any Error>?
        var task: _Concurrency.Task<Void, Never>?
    }

    private let state = FarewellLock(State())

    init(_ other: Other, didUpdate: (@Sendable () -> Void)?) {
        state.withLock { state in
            state.task = _Concurrency.Task { [state = self.state] in
                do {
                    for try await element in other {
                        state.withLock { $0.latest = .success(element) }
                        didUpdate?()
                    }
                } catch {
                    state.withLock { $0.latest = .failure(error) }
                    didUpdate?()
                }
            }
        }
    }

    /// The latest element, or the error that ended `other`, or nil before its first element.
    var current: Result<Other.Element, any Error>? { state.withLock { $0.latest } }

    func cancel() {
        state.withLock { $0.task }?.cancel()
    }

    deinit { cancel() }
}

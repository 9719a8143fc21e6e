/// The `Observable` <-> `AsyncSequence` bridge `farewell scaffold` writes as `Observable+AsyncSequence.swift`.
///
/// RxSwift is not a dependency of this package, so the tests pin this text with a golden file.
package enum ObservableBridgeTemplate {
    package static let text = #"""
        // Observable <-> AsyncSequence bridges for a migration from RxSwift to Swift Concurrency; written by
        // `farewell scaffold`.
        //
        //   Rx producer, async consumer:  for try await user in repository.users.asAsyncSequence() { ... }
        //   async producer, Rx consumer:  var users: Observable<User> { usersSequence.asRxObservable() }
        //
        // RxSwift 6.5 and later also have `observable.values` and `sequence.asObservable()`; these names
        // work with any RxSwift 6 and do not collide with them. Delete this file when the last caller has moved.
        import Foundation
        @preconcurrency import RxSwift

        extension ObservableConvertibleType where Element: Sendable {
            /// The elements as an AsyncSequence. Each loop subscribes when it starts; its end, a `break`, or the
            /// cancellation of its task disposes the subscription.
            public func asAsyncSequence(
                bufferingPolicy: AsyncThrowingStream<Element, any Error>.Continuation.BufferingPolicy = .unbounded
            ) -> ObservableAsyncSequence<Element> {
                ObservableAsyncSequence(observable: asObservable(), bufferingPolicy: bufferingPolicy)
            }
        }

        /// An Observable read with `for try await`: one subscription per iterator.
        ///
        /// Sendable so that it can be shared (`share(history:)`) and iterated from any task: an Observable is
        /// an immutable description, and RxSwift allows subscribing to it from any thread.
        public struct ObservableAsyncSequence<Element: Sendable>: AsyncSequence, @unchecked Sendable {
            private let observable: Observable<Element>
            private let bufferingPolicy: AsyncThrowingStream<Element, any Error>.Continuation.BufferingPolicy

            fileprivate init(
                observable: Observable<Element>,
                bufferingPolicy: AsyncThrowingStream<Element, any Error>.Continuation.BufferingPolicy
            ) {
                self.observable = observable
                self.bufferingPolicy = bufferingPolicy
            }

            public func makeAsyncIterator() -> Iterator {
                let subscription = DisposableBox()
                let stream = AsyncThrowingStream(Element.self, bufferingPolicy: bufferingPolicy) { continuation in
                    continuation.onTermination = { _ in subscription.dispose() }
                    subscription.set(
                        observable.subscribe(
                            onNext: { continuation.yield($0) },
                            onError: { continuation.finish(throwing: $0) },
                            onCompleted: { continuation.finish() }))
                }
                return Iterator(stream: stream.makeAsyncIterator(), release: DisposeOnRelease(subscription))
            }

            /// Reads the subscription's elements; releasing it (a `break`) disposes the subscription.
            public struct Iterator: AsyncIteratorProtocol {
                private var stream: AsyncThrowingStream<Element, any Error>.Iterator
                private let release: DisposeOnRelease

                fileprivate init(stream: AsyncThrowingStream<Element, any Error>.Iterator, release: DisposeOnRelease) {
                    self.stream = stream
                    self.release = release
                }

                public mutating func next() async throws -> Element? {
                    try await stream.next()
                }
            }
        }

        extension AsyncSequence where Self: Sendable, Element: Sendable {
            /// An Observable that iterates this sequence in a new Task for each subscription; disposing cancels the Task.
            public func asRxObservable() -> Observable<Element> {
                Observable<Element>.create { observer in
                    let observer = ObserverBox(observer)
                    let task = _Concurrency.Task {
                        do {
                            for try await element in self { observer.send(.next(element)) }
                            observer.send(.completed)
                        } catch is CancellationError {
                            // Disposed: Rx delivers nothing after disposal.
                        } catch {
                            observer.send(.error(error))
                        }
                    }
                    return Disposables.create { task.cancel() }
                }
            }
        }

        /// Holds a subscription made after its owner may already have asked for disposal.
        private final class DisposableBox: @unchecked Sendable {
            private let lock = NSLock()
            private var disposable: (any Disposable)?
            private var disposed = false

            func set(_ disposable: any Disposable) {
                lock.lock()
                let dispose = disposed
                if !dispose { self.disposable = disposable }
                lock.unlock()
                if dispose { disposable.dispose() }
            }

            func dispose() {
                lock.lock()
                disposed = true
                let disposable = self.disposable
                self.disposable = nil
                lock.unlock()
                disposable?.dispose()
            }
        }

        /// Disposes a subscription when the iterator that owns it is released.
        private final class DisposeOnRelease: Sendable {
            private let subscription: DisposableBox

            init(_ subscription: DisposableBox) { self.subscription = subscription }

            deinit { subscription.dispose() }
        }

        /// Carries an observer into the Task that feeds it.
        private final class ObserverBox<Element>: @unchecked Sendable {
            private let observer: AnyObserver<Element>

            init(_ observer: AnyObserver<Element>) { self.observer = observer }

            func send(_ event: Event<Element>) { observer.on(event) }
        }

        """#
}

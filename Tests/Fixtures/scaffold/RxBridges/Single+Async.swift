// Single <-> async bridges for a migration from RxSwift to Swift Concurrency; written by `farewell scaffold`.
//
//   async core, Rx callers:  func fetch() -> Single<User> { .fromAsync { try await self.fetchUser() } }
//   Rx core, async callers:  let user = try await api.fetch().asAsync()
//
// RxSwift 6.5 and later also have `single.value`; these names work with any RxSwift 6 and keep one
// spelling across the codebase while callers move. Delete this file when the last caller has moved.
import Foundation
@preconcurrency import RxSwift

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A Single that runs `operation` in a new Task for each subscription; disposing cancels the Task.
    public static func fromAsync(
        priority: TaskPriority? = nil, _ operation: @escaping @Sendable () async throws -> Element
    ) -> Single<Element> {
        Single<Element>.create { observer in
            let observer = SingleObserverBox(observer)
            let task = Task(priority: priority) {
                do {
                    let element = try await operation()
                    observer.send(.success(element))
                } catch {
                    observer.send(.failure(error))
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element: Sendable {
    /// The element, awaited on the caller's actor. Cancelling the awaiting task disposes the subscription
    /// and throws CancellationError.
    public func asAsync(isolation: isolated (any Actor)? = #isolation) async throws -> Element {
        let bridge = SingleAwaitBridge<Element>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                bridge.start(continuation) {
                    self.primitiveSequence.subscribe(
                        onSuccess: { bridge.finish(.success($0)) }, onFailure: { bridge.finish(.failure($0)) })
                }
            }
        } onCancel: {
            bridge.cancel()
        }
    }
}

/// Carries a Single's observer into the Task that produces its event.
private final class SingleObserverBox<Element>: @unchecked Sendable {
    private let observer: (SingleEvent<Element>) -> Void

    init(_ observer: @escaping (SingleEvent<Element>) -> Void) { self.observer = observer }

    func send(_ event: SingleEvent<Element>) { observer(event) }
}

/// Joins one subscription to one awaiting task: the first of result and cancellation wins, once.
private final class SingleAwaitBridge<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Element, any Error>?
    private var disposable: (any Disposable)?
    private var cancelled = false

    func start(_ continuation: CheckedContinuation<Element, any Error>, subscribe: () -> any Disposable) {
        lock.lock()
        guard !cancelled else {
            lock.unlock()
            continuation.resume(throwing: CancellationError())
            return
        }
        self.continuation = continuation
        lock.unlock()
        let subscription = subscribe()
        lock.lock()
        let keep = self.continuation != nil && !cancelled
        if keep { disposable = subscription }
        lock.unlock()
        if !keep { subscription.dispose() }
    }

    func finish(_ result: Result<Element, any Error>) {
        lock.lock()
        let continuation = self.continuation
        self.continuation = nil
        disposable = nil
        lock.unlock()
        continuation?.resume(with: result)
    }

    func cancel() {
        lock.lock()
        cancelled = true
        let continuation = self.continuation
        let disposable = self.disposable
        self.continuation = nil
        self.disposable = nil
        lock.unlock()
        disposable?.dispose()
        continuation?.resume(throwing: CancellationError())
    }
}

import Foundation
import RxCocoa
import RxRelay
import RxSwift

/// Counts the operations in flight so a screen can show one spinner for all of them.
final class LoadingTracker {
    private let inFlight = BehaviorRelay<Int>(value: 0)
    private let lock = NSRecursiveLock()

    /// `true` while at least one tracked operation runs.
    var isLoading: Driver<Bool> {
        inFlight.asDriver()
            .map { $0 > 0 }
            .distinctUntilChanged()
    }

    func track<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Source.Element> {
        source.asObservable()
            .do(
                onSubscribe: { [weak self] in self?.change(by: +1) },
                onDispose: { [weak self] in self?.change(by: -1) }
            )
    }

    private func change(by delta: Int) {
        lock.lock()
        defer { lock.unlock() }
        inFlight.accept(inFlight.value + delta)
    }
}

extension ObservableConvertibleType {
    /// Marks this operation as loading in `tracker` from subscription to termination.
    func trackLoading(_ tracker: LoadingTracker) -> Observable<Element> {
        tracker.track(self)
    }
}

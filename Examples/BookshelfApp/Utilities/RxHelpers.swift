import RxCocoa
import RxSwift

// Project helpers around subscriptions. They predate the Driver-everywhere rule and are used by
// coordinators and a few screens; the migration replaces them with stored, cancelled Tasks.

/// Delivers every element on the main thread for as long as `bag` lives. Errors are reported
/// in debug builds and otherwise end the subscription quietly.
@discardableResult
func subscribeNext<T>(
    _ bag: DisposeBag,
    _ observable: Observable<T>,
    onNext: @escaping (T) -> Void
) -> Disposable {
    let disposable = observable
        .observe(on: MainScheduler.instance)
        .subscribe(onNext: onNext, onError: { error in
            assertionFailure("subscribeNext: unhandled error \(error)")
        })
    disposable.disposed(by: bag)
    return disposable
}

/// Like `subscribeNext` for a Driver: main thread, no errors, shared.
func driveNext<T>(_ bag: DisposeBag, _ driver: Driver<T>, onNext: @escaping (T) -> Void) {
    driver
        .drive(onNext: onNext)
        .disposed(by: bag)
}

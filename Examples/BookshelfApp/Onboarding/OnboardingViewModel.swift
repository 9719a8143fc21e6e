import RxCocoa
import RxRelay
import RxSwift

/// One page of the first-launch walkthrough.
struct OnboardingPage: Equatable {
    let symbol: String
    let title: String
    let body: String
}

/// The walkthrough's page state: current page, button title, finish event.
final class OnboardingViewModel {
    static let pages = [
        OnboardingPage(symbol: "books.vertical", title: "Your library", body: "Everything you read, in one place."),
        OnboardingPage(symbol: "square.stack", title: "Shelves", body: "Group books the way you think about them."),
        OnboardingPage(symbol: "star.bubble", title: "Reviews", body: "Tell other readers what you thought."),
    ]

    let pages = Driver.just(OnboardingViewModel.pages)
    /// The page the scroll view settled on.
    let visiblePage = BehaviorRelay<Int>(value: 0)
    let nextTap = PublishRelay<Void>()
    let skipTap = PublishRelay<Void>()

    var nextButtonTitle: Driver<String> {
        visiblePage.asDriver()
            .map { $0 == Self.pages.count - 1 ? "Get started" : "Next" }
            .distinctUntilChanged()
    }

    /// The page to scroll to after a "Next" tap.
    var scrollTarget: Signal<Int> {
        nextTap
            .withLatestFrom(visiblePage)
            .filter { $0 < Self.pages.count - 1 }
            .map { $0 + 1 }
            .asSignal(onErrorSignalWith: .empty())
    }

    var finished: Signal<Void> {
        let lastPageNext = nextTap
            .withLatestFrom(visiblePage)
            .filter { $0 == Self.pages.count - 1 }
            .map { _ in () }
        return Observable.merge(lastPageNext, skipTap.asObservable())
            .take(1)
            .asSignal(onErrorSignalWith: .empty())
    }
}

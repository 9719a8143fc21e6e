import Domain
import Networking
import RxCocoa
import RxRelay
import RxSwift

/// The library tab: sections of books, pull to refresh, paging and the "finished" toggle.
final class LibraryViewModel {
    struct Input {
        let viewWillAppear: Signal<Void>
        let pullToRefresh: Signal<Void>
        let reachedBottom: Signal<Void>
        let sortOrder: Driver<SortOrder>
        let selection: Signal<Book>
        let toggleFinished: Signal<Book>
    }

    struct Output {
        let library: Driver<Library>
        let recommendations: Driver<[Book]>
        let isRefreshing: Driver<Bool>
        let isEmpty: Driver<Bool>
        let errorMessage: Signal<String>
        let openBook: Signal<Book>
    }

    private let useCase: LoadLibraryUseCase
    private let recommendations: RecommendationService
    private let disposeBag = DisposeBag()

    init(useCase: LoadLibraryUseCase, recommendations: RecommendationService) {
        self.useCase = useCase
        self.recommendations = recommendations
    }

    func transform(_ input: Input) -> Output {
        let refreshing = LoadingTracker()
        let paging = LoadingTracker()
        let errors = PublishRelay<Error>()

        input.sortOrder
            .drive(useCase.sortOrder)
            .disposed(by: disposeBag)

        Signal.merge(input.viewWillAppear, input.pullToRefresh)
            .asObservable()
            .flatMapLatest { [useCase, recommendations] _ -> Observable<Never> in
                recommendations.refresh()
                return useCase.refresh()
                    .asObservable()
                    .trackLoading(refreshing)
                    .catch { error in
                        errors.accept(error)
                        return .empty()
                    }
            }
            .subscribe()
            .disposed(by: disposeBag)

        input.reachedBottom
            .asObservable()
            .withLatestFrom(paging.isLoading)
            .filter { isLoading in !isLoading }
            .flatMapFirst { [useCase] _ in
                useCase.loadMore()
                    .asObservable()
                    .trackLoading(paging)
                    .catch { error in
                        errors.accept(error)
                        return .empty()
                    }
            }
            .subscribe()
            .disposed(by: disposeBag)

        input.toggleFinished
            .emit(onNext: { [useCase, disposeBag] book in
                useCase.toggleFinished(book)
                    .subscribe(onError: { errors.accept($0) })
                    .disposed(by: disposeBag)
            })
            .disposed(by: disposeBag)

        let library = useCase.library.asDriver(onErrorJustReturn: Library(books: []))

        return Output(
            library: library,
            recommendations: recommendations.recommendations.asDriver(onErrorJustReturn: []),
            isRefreshing: refreshing.isLoading,
            isEmpty: library.map(\.isEmpty),
            errorMessage: errors.map(Self.message(for:)).asSignal(onErrorSignalWith: .empty()),
            openBook: input.selection
        )
    }

    static func message(for error: Error) -> String {
        (error as? APIError)?.userMessage ?? error.localizedDescription
    }
}

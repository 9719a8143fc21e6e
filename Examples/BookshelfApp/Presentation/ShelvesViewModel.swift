import Domain
import RxCocoa
import RxRelay
import RxSwift

/// The shelves tab: a grid of shelves and the "new shelf" flow.
final class ShelvesViewModel {
    struct Input {
        let appear: Signal<Void>
        let createTap: Signal<Void>
        let newShelfName: Signal<String>
        let selection: Signal<Shelf>
    }

    struct Output {
        let shelves: Driver<[Shelf]>
        let isRefreshing: Driver<Bool>
        let askForName: Signal<Void>
        let created: Signal<Shelf>
        let errorMessage: Signal<String>
        let openShelf: Signal<Shelf>
    }

    private let useCase: ManageShelvesUseCase
    private let repository: ShelfRepositoryType
    private let disposeBag = DisposeBag()

    init(useCase: ManageShelvesUseCase, repository: ShelfRepositoryType) {
        self.useCase = useCase
        self.repository = repository
    }

    func transform(_ input: Input) -> Output {
        let loading = LoadingTracker()
        let errors = PublishRelay<String>()

        input.appear
            .asObservable()
            .flatMapLatest { [repository] in
                repository.refresh()
                    .asObservable()
                    .trackLoading(loading)
                    .catch { error in
                        errors.accept(LibraryViewModel.message(for: error))
                        return .empty()
                    }
            }
            .subscribe()
            .disposed(by: disposeBag)

        let created = input.newShelfName
            .asObservable()
            .flatMapLatest { [useCase] name in
                useCase.create(named: name)
                    .asObservable()
                    .catch { error in
                        errors.accept(Self.message(for: error))
                        return .empty()
                    }
            }
            .share()

        return Output(
            shelves: useCase.shelves.asDriver(onErrorJustReturn: []),
            isRefreshing: loading.isLoading,
            askForName: input.createTap,
            created: created.asSignal(onErrorSignalWith: .empty()),
            errorMessage: errors.asSignal(),
            openShelf: input.selection
        )
    }

    static func message(for error: Error) -> String {
        switch error as? ShelfNameProblem {
        case .empty?: return "Give your shelf a name."
        case .tooLong?: return "Shelf names can be at most 40 characters."
        case .duplicate?: return "You already have a shelf with that name."
        case nil: return LibraryViewModel.message(for: error)
        }
    }
}

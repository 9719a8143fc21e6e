import Domain
import RxCocoa
import RxRelay
import RxSwift

/// The search tab: results for the typed query and the recent searches.
final class SearchViewModel {
    struct Input {
        let query: Driver<String>
        let selection: Signal<Book>
        let clearRecent: Signal<Void>
    }

    struct Output {
        let books: Driver<[Book]>
        let isSearching: Driver<Bool>
        let message: Driver<String?>
        let recentQueries: Driver<[String]>
        let openBook: Signal<Book>
    }

    static let maximumRecentQueries = 8

    private let useCase: SearchBooksUseCase
    private let recent = BehaviorRelay<[String]>(value: [])
    private let disposeBag = DisposeBag()

    init(useCase: SearchBooksUseCase) {
        self.useCase = useCase
    }

    func transform(_ input: Input) -> Output {
        input.query
            .asObservable()
            .bind(to: useCase.query)
            .disposed(by: disposeBag)

        let results = useCase.results.asDriver(onErrorJustReturn: .idle)

        // A search counts as "recent" once the reader opens one of its results.
        input.selection
            .withLatestFrom(input.query)
            .emit(onNext: { [recent] query in
                let trimmed = query.trimmingCharacters(in: .whitespaces)
                let updated = [trimmed] + recent.value.filter { $0 != trimmed }
                recent.accept(Array(updated.prefix(Self.maximumRecentQueries)))
            })
            .disposed(by: disposeBag)

        input.clearRecent
            .map { [String]() }
            .emit(to: recent)
            .disposed(by: disposeBag)

        return Output(
            books: results.map(\.books),
            isSearching: results.map { $0 == .searching },
            message: results.map(Self.message(for:)),
            recentQueries: recent.asDriver(),
            openBook: input.selection
        )
    }

    static func message(for result: SearchResult) -> String? {
        switch result {
        case .idle: return "Search by title, author or ISBN"
        case .searching, .books: return nil
        case let .empty(query): return "No books match \u{201C}\(query)\u{201D}"
        case let .failed(message): return message
        }
    }
}

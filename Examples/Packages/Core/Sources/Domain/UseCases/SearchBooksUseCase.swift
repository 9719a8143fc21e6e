import Foundation
import RxRelay
import RxSwift

/// What the search screen shows for the current query.
public enum SearchResult: Equatable {
    case idle
    case searching
    case books([Book])
    case empty(query: String)
    case failed(message: String)

    public var books: [Book] {
        if case let .books(books) = self { return books }
        return []
    }
}

/// Turns typed queries into search results: debounced, latest query wins, one shared request.
public final class SearchBooksUseCase {
    public static let minimumQueryLength = 2

    /// Feed every keystroke here.
    public let query = PublishRelay<String>()
    /// The result for the latest query; late subscribers get the current one.
    public let results: Observable<SearchResult>

    public init(
        repository: BookRepositoryType,
        scheduler: SchedulerType = MainScheduler.instance,
        debounce: RxTimeInterval = .milliseconds(300)
    ) {
        results = query
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .debounce(debounce, scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { query -> Observable<SearchResult> in
                guard query.count >= SearchBooksUseCase.minimumQueryLength else {
                    return .just(.idle)
                }
                return repository.search(query: query)
                    .asObservable()
                    .map { books in books.isEmpty ? .empty(query: query) : .books(books) }
                    .catch { error in .just(.failed(message: error.localizedDescription)) }
                    .startWith(.searching)
            }
            .startWith(.idle)
            .share(replay: 1)
    }
}

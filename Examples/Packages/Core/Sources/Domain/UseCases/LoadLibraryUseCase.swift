import Foundation
import RxRelay
import RxSwift

/// The library split the way the home screen shows it.
public struct Library: Equatable {
    public var reading: [Book]
    public var toRead: [Book]
    public var finished: [Book]

    public init(books: [Book]) {
        reading = books.filter(\.isReading)
        toRead = books.filter { $0.progress == 0 && !$0.isFinished }
        finished = books.filter(\.isFinished)
    }

    public var isEmpty: Bool { reading.isEmpty && toRead.isEmpty && finished.isEmpty }
}

/// Loads, sorts and refreshes the reader's library.
public final class LoadLibraryUseCase {
    private let repository: BookRepositoryType

    /// The order chosen in the sort menu; survives refreshes.
    public let sortOrder = BehaviorRelay<SortOrder>(value: .recentlyAdded)
    public let library: Observable<Library>

    public init(repository: BookRepositoryType) {
        self.repository = repository
        library = Observable
            .combineLatest(repository.library, sortOrder.asObservable().distinctUntilChanged())
            .map { books, order in Library(books: order.sorted(books)) }
            .distinctUntilChanged()
            .share(replay: 1, scope: .whileConnected)
    }

    public func refresh() -> Completable {
        repository.refreshLibrary()
    }

    /// Emits `true` while more pages remain.
    public func loadMore() -> Single<Bool> {
        repository.loadNextPage()
    }

    public func toggleFinished(_ book: Book) -> Completable {
        repository.setFinished(!book.isFinished, bookID: book.id)
    }

    public func book(id: String) -> Observable<Book> {
        library
            .compactMap { library in
                (library.reading + library.toRead + library.finished).first { $0.id == id }
            }
            .distinctUntilChanged()
    }
}

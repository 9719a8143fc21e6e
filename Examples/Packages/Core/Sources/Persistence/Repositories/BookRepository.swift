import Domain
import Foundation
import Networking
import RxRelay
import RxSwift

/// Books from the API, with the library cached in memory for every screen.
public final class BookRepository: BookRepositoryType {
    private let api: APIRequesting
    private let store: KeyValueStore
    private let cache = InMemoryCache<String, Book>()
    /// Library ids in server order; the cache holds the books themselves.
    private let libraryIDs = BehaviorRelay<[String]>(value: [])
    private let nextPage = BehaviorRelay<Int?>(value: 1)

    public init(api: APIRequesting, store: KeyValueStore) {
        self.api = api
        self.store = store
        libraryIDs.accept(store.value(for: .librarySnapshot) ?? [])
    }

    public var library: Observable<[Book]> {
        Observable
            .combineLatest(libraryIDs.asObservable(), cache.values)
            .map { ids, books in ids.compactMap { books[$0] } }
            .distinctUntilChanged()
    }

    public func refreshLibrary() -> Completable {
        api.request(.books(page: 1))
            .do(onSuccess: { [weak self] (page: PageDTO<BookDTO>) in
                self?.replaceLibrary(with: page)
            })
            .asCompletable()
    }

    public func loadNextPage() -> Single<Bool> {
        guard let page = nextPage.value else {
            return .just(false)
        }
        return api.request(.books(page: page))
            .map { [weak self] (dto: PageDTO<BookDTO>) -> Bool in
                self?.appendToLibrary(dto)
                return dto.hasMore
            }
    }

    public func book(id: String) -> Single<Book> {
        // Deferred so that a cache hit sends nothing.
        let remote = Single<BookDTO>.deferred { [api] in api.request(.book(id: id)) }
            .map(\.domain)
            .do(onSuccess: { [cache] book in cache.insert(book, for: book.id) })
        return cachedBook(id: id).ifEmpty(switchTo: remote)
    }

    /// The cached book, or nothing without touching the network.
    private func cachedBook(id: String) -> Maybe<Book> {
        Maybe.deferred { [cache] in
            cache[id].map(Maybe.just) ?? .empty()
        }
    }

    public func search(query: String) -> Single<[Book]> {
        api.request(.searchBooks(query: query))
            .map { (page: PageDTO<BookDTO>) in page.items.map(\.domain) }
    }

    public func books(byAuthor authorID: String) -> Single<[Book]> {
        let author: Single<AuthorDTO> = api.request(.author(id: authorID))
        let books: Single<[BookDTO]> = api.request(.booksByAuthor(id: authorID))
        return Single.zip(author, books) { author, books in
            books.map { dto in
                var book = dto.domain
                if book.authors.isEmpty { book.authors = [author.domain] }
                return book
            }
        }
    }

    public func setFinished(_ finished: Bool, bookID: String) -> Completable {
        let request: Single<BookDTO> = api.request(.markAsRead(bookID: bookID, finished: finished))
        return request
            .do(onSuccess: { [cache] dto in cache.insert(dto.domain, for: dto.id) })
            .asCompletable()
    }

    private func replaceLibrary(with page: PageDTO<BookDTO>) {
        let books = page.items.map(\.domain)
        cache.replaceAll(with: Dictionary(books.map { ($0.id, $0) }, uniquingKeysWith: { _, new in new }))
        libraryIDs.accept(books.map(\.id))
        nextPage.accept(page.hasMore ? page.page + 1 : nil)
        store.set(books.map(\.id), for: .librarySnapshot)
    }

    private func appendToLibrary(_ page: PageDTO<BookDTO>) {
        let books = page.items.map(\.domain)
        books.forEach { cache.insert($0, for: $0.id) }
        libraryIDs.accept(libraryIDs.value + books.map(\.id).filter { !libraryIDs.value.contains($0) })
        nextPage.accept(page.hasMore ? page.page + 1 : nil)
    }
}

import Foundation
import RxSwift

/// Where books come from. The library stream replays the latest cached list to new subscribers.
public protocol BookRepositoryType: AnyObject {
    /// The reader's library: the cached value first, then every refresh.
    var library: Observable<[Book]> { get }

    func refreshLibrary() -> Completable
    func loadNextPage() -> Single<Bool>
    func book(id: String) -> Single<Book>
    func search(query: String) -> Single<[Book]>
    func books(byAuthor authorID: String) -> Single<[Book]>
    func setFinished(_ finished: Bool, bookID: String) -> Completable
}

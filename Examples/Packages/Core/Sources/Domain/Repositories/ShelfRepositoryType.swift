import Foundation
import RxSwift

/// The reader's shelves and their contents.
public protocol ShelfRepositoryType: AnyObject {
    var shelves: Observable<[Shelf]> { get }

    func refresh() -> Completable
    func createShelf(named name: String) -> Single<Shelf>
    func rename(_ shelf: Shelf, to name: String) -> Single<Shelf>
    func add(_ book: Book, to shelf: Shelf) -> Completable
    func remove(_ book: Book, from shelf: Shelf) -> Completable
}

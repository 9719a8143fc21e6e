import Domain
import Foundation
import Networking
import RxRelay
import RxSwift

/// The reader's shelves, cached and updated optimistically.
public final class ShelfRepository: ShelfRepositoryType {
    private let api: APIRequesting
    private let shelvesRelay = BehaviorRelay<[Shelf]>(value: [])

    public init(api: APIRequesting) {
        self.api = api
    }

    public var shelves: Observable<[Shelf]> {
        shelvesRelay.asObservable()
    }

    public func refresh() -> Completable {
        api.request(.shelves)
            .map { (dtos: [ShelfDTO]) in dtos.map(\.domain) }
            .do(onSuccess: { [shelvesRelay] shelves in shelvesRelay.accept(shelves) })
            .asCompletable()
    }

    public func createShelf(named name: String) -> Single<Shelf> {
        api.request(.createShelf(name: name))
            .map { (dto: ShelfDTO) in dto.domain }
            .do(onSuccess: { [shelvesRelay] shelf in shelvesRelay.accept(shelvesRelay.value + [shelf]) })
    }

    public func rename(_ shelf: Shelf, to name: String) -> Single<Shelf> {
        api.request(.renameShelf(id: shelf.id, name: name))
            .map { (dto: ShelfDTO) in dto.domain }
            .do(onSuccess: { [weak self] renamed in self?.replace(renamed) })
    }

    public func add(_ book: Book, to shelf: Shelf) -> Completable {
        var updated = shelf
        updated.bookIDs.append(book.id)
        return optimistically(updated, rollback: shelf, request: api.request(.addBook(book.id, toShelf: shelf.id)))
    }

    public func remove(_ book: Book, from shelf: Shelf) -> Completable {
        var updated = shelf
        updated.bookIDs.removeAll { $0 == book.id }
        return optimistically(
            updated, rollback: shelf, request: api.request(.removeBook(book.id, fromShelf: shelf.id))
        )
    }

    /// Shows `updated` at once and puts `rollback` back if the request fails.
    private func optimistically(_ updated: Shelf, rollback: Shelf, request: Single<EmptyResponse>) -> Completable {
        Completable.deferred { [weak self] in
            self?.replace(updated)
            return request
                .asCompletable()
                .do(onError: { _ in self?.replace(rollback) })
        }
    }

    private func replace(_ shelf: Shelf) {
        shelvesRelay.accept(shelvesRelay.value.map { $0.id == shelf.id ? shelf : $0 })
    }
}

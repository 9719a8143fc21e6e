import Foundation
import RxRelay
import RxSwift

/// Creates and renames shelves and moves books between them.
public final class ManageShelvesUseCase {
    private let repository: ShelfRepositoryType
    private let disposeBag = DisposeBag()
    private let errorsRelay = PublishRelay<Error>()

    public let shelves: Observable<[Shelf]>
    /// Failures of fire-and-forget operations (`toggle`), for a toast.
    public var errors: Observable<Error> { errorsRelay.asObservable() }

    public init(repository: ShelfRepositoryType) {
        self.repository = repository
        shelves = repository.shelves
            .map { shelves in shelves.sorted { ($0.isDefault ? 0 : 1, $0.name) < ($1.isDefault ? 0 : 1, $1.name) } }
            .share(replay: 1)
    }

    public func create(named name: String) -> Single<Shelf> {
        shelves
            .take(1)
            .asSingle()
            .flatMap { [repository] existing -> Single<Shelf> in
                if let problem = Shelf.validate(name: name, existing: existing) {
                    return .error(problem)
                }
                return repository.createShelf(named: name.trimmingCharacters(in: .whitespaces))
            }
    }

    public func rename(_ shelf: Shelf, to name: String) -> Single<Shelf> {
        shelves
            .take(1)
            .asSingle()
            .flatMap { [repository] existing -> Single<Shelf> in
                let others = existing.filter { $0.id != shelf.id }
                if let problem = Shelf.validate(name: name, existing: others) {
                    return .error(problem)
                }
                return repository.rename(shelf, to: name)
            }
    }

    /// Adds the book if missing, removes it otherwise; errors go to `errors`.
    public func toggle(_ book: Book, in shelf: Shelf) {
        let operation = shelf.contains(book)
            ? repository.remove(book, from: shelf)
            : repository.add(book, to: shelf)
        operation
            .subscribe(onError: { [errorsRelay] error in errorsRelay.accept(error) })
            .disposed(by: disposeBag)
    }

    public func shelves(containing book: Book) -> Observable<[Shelf]> {
        shelves.map { $0.filter { $0.contains(book) } }
    }
}

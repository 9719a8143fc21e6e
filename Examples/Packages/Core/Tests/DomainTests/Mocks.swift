@testable import Domain
import Foundation
import RxRelay
import RxSwift

/// A book repository whose answers the test sets up front.
final class MockBookRepository: BookRepositoryType {
    let libraryRelay = BehaviorRelay<[Book]>(value: [])
    var searchResults: [String: Single<[Book]>] = [:]
    private(set) var searchedQueries: [String] = []

    var library: Observable<[Book]> { libraryRelay.asObservable() }

    func refreshLibrary() -> Completable { .empty() }
    func loadNextPage() -> Single<Bool> { .just(false) }
    func book(id: String) -> Single<Book> { .just(Book(id: id, title: "Book \(id)")) }

    func search(query: String) -> Single<[Book]> {
        searchedQueries.append(query)
        return searchResults[query] ?? .just([])
    }

    func books(byAuthor authorID: String) -> Single<[Book]> { .just([]) }
    func setFinished(_ finished: Bool, bookID: String) -> Completable { .empty() }
}

/// A user repository that accepts one password.
final class MockUserRepository: UserRepositoryType {
    let sessionRelay = BehaviorRelay<Session?>(value: nil)
    var acceptedPassword = "correct horse"

    var session: Observable<Session?> { sessionRelay.asObservable() }
    var currentSession: Session? { sessionRelay.value }

    func login(email: String, password: String) -> Single<Session> {
        guard password == acceptedPassword else {
            return .error(NSError(domain: "login", code: 401))
        }
        let session = Session(
            token: "token", expiresAt: .distantFuture, user: User(id: "u1", email: email, displayName: "Reader")
        )
        sessionRelay.accept(session)
        return .just(session)
    }

    func logout() { sessionRelay.accept(nil) }
    func refreshProfile() -> Single<User> { .never() }
    func updateDisplayName(_ name: String) -> Single<User> { .never() }
}

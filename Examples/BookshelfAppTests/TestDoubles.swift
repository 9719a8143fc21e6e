@testable import BookshelfApp
import Domain
import Foundation
import Networking
import RxRelay
import RxSwift

/// A book repository driven by the test.
final class StubBookRepository: BookRepositoryType {
    let libraryRelay = BehaviorRelay<[Book]>(value: [])
    var refreshResult: Completable = .empty()
    var searchResults: [String: Single<[Book]>] = [:]
    private(set) var refreshCount = 0

    var library: Observable<[Book]> { libraryRelay.asObservable() }

    func refreshLibrary() -> Completable {
        refreshCount += 1
        return refreshResult
    }

    func loadNextPage() -> Single<Bool> { .just(false) }
    func book(id: String) -> Single<Book> { .error(APIError.notFound) }
    func search(query: String) -> Single<[Book]> { searchResults[query] ?? .just([]) }
    func books(byAuthor authorID: String) -> Single<[Book]> { .just([]) }
    func setFinished(_ finished: Bool, bookID: String) -> Completable { .empty() }
}

/// A user repository that signs in any password but "wrong".
final class StubUserRepository: UserRepositoryType {
    let sessionRelay = BehaviorRelay<Session?>(value: nil)
    var loginDelay: Single<Void> = .just(())

    var session: Observable<Session?> { sessionRelay.asObservable() }
    var currentSession: Session? { sessionRelay.value }

    func login(email: String, password: String) -> Single<Session> {
        guard password != "wrong password" else { return .error(APIError.unauthorized) }
        let session = Session(
            token: "t", expiresAt: .distantFuture, user: User(id: "u1", email: email, displayName: "Reader")
        )
        return loginDelay.map { session }.do(onSuccess: { [sessionRelay] in sessionRelay.accept($0) })
    }

    func logout() { sessionRelay.accept(nil) }
    func refreshProfile() -> Single<User> { .never() }
    func updateDisplayName(_ name: String) -> Single<User> { .never() }
}

/// An API that fails every request; enough for services whose failures are swallowed.
final class OfflineAPI: APIRequesting {
    func request<T: Decodable>(_ endpoint: Endpoint) -> Single<T> {
        .error(APIError.offline)
    }
}

extension Book {
    static func fixture(_ id: String, progress: Double = 0, finished: Bool = false) -> Book {
        Book(id: id, title: "Book \(id)", pageCount: 300, progress: progress, isFinished: finished)
    }
}

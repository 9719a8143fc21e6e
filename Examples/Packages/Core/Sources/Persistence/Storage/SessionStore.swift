import Domain
import Foundation
import RxSwift

/// Holds the current session in memory and its token on disk.
///
/// One of the oldest types of the app: it still uses a `BehaviorSubject`, whose `value()` throws,
/// where newer code uses a relay.
public final class SessionStore {
    private let store: KeyValueStore
    private let sessionSubject = BehaviorSubject<Session?>(value: nil)

    public init(store: KeyValueStore) {
        self.store = store
    }

    public var session: Observable<Session?> { sessionSubject.asObservable() }
    public var current: Session? { (try? sessionSubject.value()) ?? nil }

    /// The token for `APIClient`, readable before the profile is loaded.
    public var token: String? {
        current?.token ?? store.value(for: .sessionToken)
    }

    public func save(_ session: Session) {
        store.set(session.token, for: .sessionToken)
        store.set(session.expiresAt, for: .sessionExpiry)
        sessionSubject.onNext(session)
    }

    public func update(user: User) {
        guard var session = current else { return }
        session.user = user
        sessionSubject.onNext(session)
    }

    public func clear() {
        store.set(nil, for: .sessionToken)
        store.set(nil, for: .sessionExpiry)
        sessionSubject.onNext(nil)
    }
}

import Domain
import Foundation
import RxRelay
import RxSwift

/// Holds the current session in memory and its token on disk.
public final class SessionStore {
    private let store: KeyValueStore
    private let sessionRelay: BehaviorRelay<Session?>

    public init(store: KeyValueStore) {
        self.store = store
        sessionRelay = BehaviorRelay(value: nil)
    }

    public var session: Observable<Session?> { sessionRelay.asObservable() }
    public var current: Session? { sessionRelay.value }

    /// The token for `APIClient`, readable before the profile is loaded.
    public var token: String? {
        current?.token ?? store.value(for: .sessionToken)
    }

    public func save(_ session: Session) {
        store.set(session.token, for: .sessionToken)
        store.set(session.expiresAt, for: .sessionExpiry)
        sessionRelay.accept(session)
    }

    public func update(user: User) {
        guard var session = sessionRelay.value else { return }
        session.user = user
        sessionRelay.accept(session)
    }

    public func clear() {
        store.set(nil, for: .sessionToken)
        store.set(nil, for: .sessionExpiry)
        sessionRelay.accept(nil)
    }
}

import Domain
import Foundation
import Networking
import RxSwift

/// Sign-in against the API; the session lives in `SessionStore`.
public final class UserRepository: UserRepositoryType {
    private let api: APIRequesting
    private let sessionStore: SessionStore

    public init(api: APIRequesting, sessionStore: SessionStore) {
        self.api = api
        self.sessionStore = sessionStore
    }

    public var session: Observable<Session?> { sessionStore.session }
    public var currentSession: Session? { sessionStore.current }

    public func login(email: String, password: String) -> Single<Session> {
        api.request(.login(email: email, password: password))
            .map { (dto: SessionDTO) in dto.domain }
            .do(onSuccess: { [sessionStore] session in sessionStore.save(session) })
    }

    public func logout() {
        sessionStore.clear()
    }

    public func refreshProfile() -> Single<User> {
        api.request(.me)
            .map { (dto: UserDTO) in dto.domain }
            .do(onSuccess: { [sessionStore] user in sessionStore.update(user: user) })
    }

    public func updateDisplayName(_ name: String) -> Single<User> {
        api.request(.updateProfile(displayName: name))
            .map { (dto: UserDTO) in dto.domain }
            .do(onSuccess: { [sessionStore] user in sessionStore.update(user: user) }, onError: { error in
                if case APIError.unauthorized = error { self.sessionStore.clear() }
            })
    }
}

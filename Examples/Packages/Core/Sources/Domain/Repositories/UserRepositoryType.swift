import Foundation
import RxSwift

/// Sign-in, sign-out and the current account.
public protocol UserRepositoryType: AnyObject {
    /// `nil` while signed out; replays the current session.
    var session: Observable<Session?> { get }
    var currentSession: Session? { get }

    func login(email: String, password: String) -> Single<Session>
    func logout()
    func refreshProfile() -> Single<User>
    func updateDisplayName(_ name: String) -> Single<User>
}

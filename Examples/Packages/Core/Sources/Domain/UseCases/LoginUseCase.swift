import Foundation
import RxSwift

/// Why sign-in was refused before reaching the server.
public enum LoginValidationError: Error, Equatable {
    case invalidEmail
    case passwordTooShort
}

/// Signs the reader in and out and tells whether someone is signed in.
public final class LoginUseCase {
    public static let minimumPasswordLength = 8

    private let repository: UserRepositoryType
    private let now: () -> Date

    public init(repository: UserRepositoryType, now: @escaping () -> Date = Date.init) {
        self.repository = repository
        self.now = now
    }

    public var isSignedIn: Observable<Bool> {
        let now = self.now
        return repository.session
            .map { session in session?.isValid(at: now()) ?? false }
            .distinctUntilChanged()
    }

    public var currentUser: Observable<User?> {
        repository.session.map { $0?.user }
    }

    public func login(email: String, password: String) -> Single<User> {
        if let problem = Self.validate(email: email, password: password) {
            return .error(problem)
        }
        return repository.login(email: email.lowercased(), password: password)
            .map(\.user)
    }

    public func logout() {
        repository.logout()
    }

    public static func validate(email: String, password: String) -> LoginValidationError? {
        let parts = email.split(separator: "@")
        guard parts.count == 2, parts[1].contains("."), !parts[0].isEmpty else { return .invalidEmail }
        guard password.count >= minimumPasswordLength else { return .passwordTooShort }
        return nil
    }
}

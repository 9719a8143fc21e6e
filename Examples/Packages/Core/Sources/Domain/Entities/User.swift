import Foundation

/// The signed-in reader.
public struct User: Equatable, Hashable, Identifiable {
    public let id: String
    public var email: String
    public var displayName: String
    public var avatarURL: URL?
    public var yearlyGoal: Int

    public init(id: String, email: String, displayName: String, avatarURL: URL? = nil, yearlyGoal: Int = 12) {
        self.id = id
        self.email = email
        self.displayName = displayName
        self.avatarURL = avatarURL
        self.yearlyGoal = yearlyGoal
    }
}

/// A signed-in session: the bearer token and who it belongs to.
public struct Session: Equatable {
    public var token: String
    public var expiresAt: Date
    public var user: User

    public init(token: String, expiresAt: Date, user: User) {
        self.token = token
        self.expiresAt = expiresAt
        self.user = user
    }

    public func isValid(at now: Date) -> Bool { expiresAt > now }
}

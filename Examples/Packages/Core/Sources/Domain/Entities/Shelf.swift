import Foundation

/// A named, ordered collection of books ("Want to read", "Favourites", ...).
public struct Shelf: Equatable, Hashable, Identifiable {
    public let id: String
    public var name: String
    public var bookIDs: [String]
    public var isDefault: Bool
    public var updatedAt: Date

    public init(id: String, name: String, bookIDs: [String] = [], isDefault: Bool = false, updatedAt: Date = Date()) {
        self.id = id
        self.name = name
        self.bookIDs = bookIDs
        self.isDefault = isDefault
        self.updatedAt = updatedAt
    }

    public var count: Int { bookIDs.count }

    public func contains(_ book: Book) -> Bool { bookIDs.contains(book.id) }

    /// Names must be unique per user, 1 to 40 characters, without leading or trailing spaces.
    public static func validate(name: String, existing: [Shelf]) -> ShelfNameProblem? {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return .empty }
        if trimmed.count > 40 { return .tooLong }
        if existing.contains(where: { $0.name.caseInsensitiveCompare(trimmed) == .orderedSame }) { return .duplicate }
        return nil
    }
}

/// Why a shelf name was refused.
public enum ShelfNameProblem: Error, Equatable {
    case empty
    case tooLong
    case duplicate
}

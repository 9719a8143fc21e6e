import Foundation

/// A reader's rating and comment on a book.
public struct Review: Equatable, Hashable, Identifiable {
    public let id: String
    public var bookID: String
    public var rating: Int
    public var text: String
    public var authorName: String
    public var createdAt: Date

    public init(id: String, bookID: String, rating: Int, text: String, authorName: String, createdAt: Date) {
        self.id = id
        self.bookID = bookID
        self.rating = rating
        self.text = text
        self.authorName = authorName
        self.createdAt = createdAt
    }
}

/// A review being written, before the server gives it an id.
public struct ReviewDraft: Equatable {
    public static let minimumLength = 20
    public static let ratings = 1...5

    public var bookID: String
    public var rating: Int
    public var text: String

    public init(bookID: String, rating: Int = 0, text: String = "") {
        self.bookID = bookID
        self.rating = rating
        self.text = text
    }

    public var isValid: Bool {
        Self.ratings.contains(rating) && text.trimmingCharacters(in: .whitespacesAndNewlines).count >= Self.minimumLength
    }
}

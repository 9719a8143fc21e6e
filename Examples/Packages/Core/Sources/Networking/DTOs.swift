import Foundation

/// A book as the API sends it.
public struct BookDTO: Codable, Equatable {
    public var id: String
    public var title: String
    public var subtitle: String?
    public var authors: [AuthorDTO]
    public var isbn13: String?
    public var pageCount: Int?
    public var coverUrl: URL?
    public var publishedAt: Date?
    public var progress: Double?
    public var finished: Bool?

    public init(
        id: String, title: String, subtitle: String? = nil, authors: [AuthorDTO] = [], isbn13: String? = nil,
        pageCount: Int? = nil, coverUrl: URL? = nil, publishedAt: Date? = nil, progress: Double? = nil,
        finished: Bool? = nil
    ) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.authors = authors
        self.isbn13 = isbn13
        self.pageCount = pageCount
        self.coverUrl = coverUrl
        self.publishedAt = publishedAt
        self.progress = progress
        self.finished = finished
    }
}

/// An author as the API sends it.
public struct AuthorDTO: Codable, Equatable {
    public var id: String
    public var name: String
    public var bio: String?

    public init(id: String, name: String, bio: String? = nil) {
        self.id = id
        self.name = name
        self.bio = bio
    }
}

/// One page of a paginated list.
public struct PageDTO<Item: Codable & Equatable>: Codable, Equatable {
    public var items: [Item]
    public var page: Int
    public var totalPages: Int

    public init(items: [Item], page: Int, totalPages: Int) {
        self.items = items
        self.page = page
        self.totalPages = totalPages
    }

    public var hasMore: Bool { page < totalPages }
}

/// A user's shelf as the API sends it; `bookIds` keeps the order the user chose.
public struct ShelfDTO: Codable, Equatable {
    public var id: String
    public var name: String
    public var bookIds: [String]
    public var isDefault: Bool
    public var updatedAt: Date

    public init(id: String, name: String, bookIds: [String], isDefault: Bool, updatedAt: Date) {
        self.id = id
        self.name = name
        self.bookIds = bookIds
        self.isDefault = isDefault
        self.updatedAt = updatedAt
    }
}

/// A review as the API sends and receives it.
public struct ReviewDTO: Codable, Equatable {
    public var id: String?
    public var bookId: String
    public var rating: Int
    public var text: String
    public var authorName: String?
    public var createdAt: Date?

    public init(id: String? = nil, bookId: String, rating: Int, text: String, authorName: String? = nil, createdAt: Date? = nil) {
        self.id = id
        self.bookId = bookId
        self.rating = rating
        self.text = text
        self.authorName = authorName
        self.createdAt = createdAt
    }
}

/// The signed-in account.
public struct UserDTO: Codable, Equatable {
    public var id: String
    public var email: String
    public var displayName: String
    public var avatarUrl: URL?
    public var yearlyGoal: Int?

    public init(id: String, email: String, displayName: String, avatarUrl: URL? = nil, yearlyGoal: Int? = nil) {
        self.id = id
        self.email = email
        self.displayName = displayName
        self.avatarUrl = avatarUrl
        self.yearlyGoal = yearlyGoal
    }
}

/// What `POST /session` answers.
public struct SessionDTO: Codable, Equatable {
    public var token: String
    public var expiresAt: Date
    public var user: UserDTO
}

import Foundation

/// A book in the catalog, with the signed-in reader's progress.
public struct Book: Equatable, Hashable, Identifiable {
    public let id: String
    public var title: String
    public var subtitle: String?
    public var authors: [Author]
    public var pageCount: Int
    public var coverURL: URL?
    public var publishedAt: Date?
    public var progress: Double
    public var isFinished: Bool

    public init(
        id: String, title: String, subtitle: String? = nil, authors: [Author] = [], pageCount: Int = 0,
        coverURL: URL? = nil, publishedAt: Date? = nil, progress: Double = 0, isFinished: Bool = false
    ) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.authors = authors
        self.pageCount = pageCount
        self.coverURL = coverURL
        self.publishedAt = publishedAt
        self.progress = progress
        self.isFinished = isFinished
    }

    /// "Ursula K. Le Guin" or "A. Author & B. Author".
    public var byline: String {
        switch authors.count {
        case 0: return "Unknown author"
        case 1, 2: return authors.map(\.name).joined(separator: " & ")
        default: return "\(authors[0].name) and \(authors.count - 1) others"
        }
    }

    public var isReading: Bool { progress > 0 && !isFinished }
}

/// Someone who wrote a book.
public struct Author: Equatable, Hashable, Identifiable {
    public let id: String
    public var name: String
    public var bio: String?

    public init(id: String, name: String, bio: String? = nil) {
        self.id = id
        self.name = name
        self.bio = bio
    }
}

/// How the library screen orders books.
public enum SortOrder: String, CaseIterable {
    case recentlyAdded
    case title
    case author
    case progress

    public func sorted(_ books: [Book]) -> [Book] {
        switch self {
        case .recentlyAdded: return books
        case .title: return books.sorted { $0.title.localizedCaseInsensitiveCompare($1.title) == .orderedAscending }
        case .author: return books.sorted { $0.byline < $1.byline }
        case .progress: return books.sorted { $0.progress > $1.progress }
        }
    }
}

import Foundation

/// The catalog of Bookshelf API endpoints, grouped by resource.
public extension Endpoint {
    // MARK: Books

    static func books(page: Int, pageSize: Int = 30) -> Endpoint {
        Endpoint(path: "v2/books", queryItems: [
            URLQueryItem(name: "page", value: String(page)),
            URLQueryItem(name: "per_page", value: String(pageSize)),
        ])
    }

    static func book(id: String) -> Endpoint {
        Endpoint(path: "v2/books/\(id)")
    }

    static func searchBooks(query: String) -> Endpoint {
        Endpoint(path: "v2/search", queryItems: [URLQueryItem(name: "q", value: query)], requiresAuthentication: false)
    }

    static func markAsRead(bookID: String, finished: Bool) -> Endpoint {
        Endpoint(path: "v2/books/\(bookID)/progress", method: .put, body: json(["finished": finished]))
    }

    static func author(id: String) -> Endpoint {
        Endpoint(path: "v2/authors/\(id)")
    }

    static func booksByAuthor(id: String) -> Endpoint {
        Endpoint(path: "v2/authors/\(id)/books")
    }

    // MARK: Shelves

    static let shelves = Endpoint(path: "v2/shelves")

    static func createShelf(name: String) -> Endpoint {
        Endpoint(path: "v2/shelves", method: .post, body: json(["name": name]))
    }

    static func renameShelf(id: String, name: String) -> Endpoint {
        Endpoint(path: "v2/shelves/\(id)", method: .patch, body: json(["name": name]))
    }

    static func addBook(_ bookID: String, toShelf shelfID: String) -> Endpoint {
        Endpoint(path: "v2/shelves/\(shelfID)/books", method: .post, body: json(["book_id": bookID]))
    }

    static func removeBook(_ bookID: String, fromShelf shelfID: String) -> Endpoint {
        Endpoint(path: "v2/shelves/\(shelfID)/books/\(bookID)", method: .delete)
    }

    // MARK: Reviews

    static func reviews(bookID: String) -> Endpoint {
        Endpoint(path: "v2/books/\(bookID)/reviews", requiresAuthentication: false)
    }

    static func postReview(_ review: ReviewDTO) -> Endpoint {
        Endpoint(path: "v2/books/\(review.bookId)/reviews", method: .post, body: json(review))
    }

    static func deleteReview(id: String) -> Endpoint {
        Endpoint(path: "v2/reviews/\(id)", method: .delete)
    }

    // MARK: Account

    static func login(email: String, password: String) -> Endpoint {
        Endpoint(
            path: "v2/session", method: .post, body: json(["email": email, "password": password]),
            requiresAuthentication: false
        )
    }

    static let me = Endpoint(path: "v2/me")

    static func updateProfile(displayName: String) -> Endpoint {
        Endpoint(path: "v2/me", method: .patch, body: json(["display_name": displayName]))
    }

    // MARK: Discovery

    static let recommendations = Endpoint(path: "v2/discover/recommended")
    static let trending = Endpoint(path: "v2/discover/trending", requiresAuthentication: false)
    static let health = Endpoint(path: "health", requiresAuthentication: false)
}

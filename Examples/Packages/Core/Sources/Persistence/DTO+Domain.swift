import Domain
import Foundation
import Networking

extension BookDTO {
    public var domain: Book {
        Book(
            id: id,
            title: title,
            subtitle: subtitle,
            authors: authors.map(\.domain),
            pageCount: pageCount ?? 0,
            coverURL: coverUrl,
            publishedAt: publishedAt,
            progress: min(max(progress ?? 0, 0), 1),
            isFinished: finished ?? false
        )
    }
}

extension AuthorDTO {
    public var domain: Author {
        Author(id: id, name: name, bio: bio)
    }
}

extension ShelfDTO {
    public var domain: Shelf {
        Shelf(id: id, name: name, bookIDs: bookIds, isDefault: isDefault, updatedAt: updatedAt)
    }
}

extension ReviewDTO {
    public var domain: Review? {
        guard let id, let createdAt else { return nil }
        return Review(
            id: id, bookID: bookId, rating: rating, text: text, authorName: authorName ?? "Anonymous",
            createdAt: createdAt
        )
    }

    init(draft: ReviewDraft) {
        self.init(bookId: draft.bookID, rating: draft.rating, text: draft.text)
    }
}

extension UserDTO {
    public var domain: User {
        User(id: id, email: email, displayName: displayName, avatarURL: avatarUrl, yearlyGoal: yearlyGoal ?? 12)
    }
}

extension SessionDTO {
    public var domain: Session {
        Session(token: token, expiresAt: expiresAt, user: user.domain)
    }
}

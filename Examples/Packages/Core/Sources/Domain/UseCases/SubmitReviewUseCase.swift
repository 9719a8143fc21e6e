import Foundation
import RxSwift

/// Why a review could not be sent.
public enum ReviewSubmissionError: Error, Equatable {
    case invalidDraft
    case alreadyReviewed
}

/// Validates and submits reviews; keeps the reader's own reviews first in the list.
public final class SubmitReviewUseCase {
    private let repository: ReviewRepositoryType
    private let currentUserName: () -> String?

    public init(repository: ReviewRepositoryType, currentUserName: @escaping () -> String?) {
        self.repository = repository
        self.currentUserName = currentUserName
    }

    public func reviews(for bookID: String) -> Observable<[Review]> {
        let me = currentUserName()
        return repository.reviews(for: bookID)
            .map { reviews in
                reviews.sorted { lhs, rhs in
                    if (lhs.authorName == me) != (rhs.authorName == me) { return lhs.authorName == me }
                    return lhs.createdAt > rhs.createdAt
                }
            }
            .asObservable()
    }

    public func submit(_ draft: ReviewDraft) -> Single<Review> {
        guard draft.isValid else {
            return .error(ReviewSubmissionError.invalidDraft)
        }
        let me = currentUserName()
        return repository.reviews(for: draft.bookID)
            .flatMap { [repository] existing -> Single<Review> in
                if existing.contains(where: { $0.authorName == me }) {
                    return .error(ReviewSubmissionError.alreadyReviewed)
                }
                return repository.submit(draft)
            }
    }
}

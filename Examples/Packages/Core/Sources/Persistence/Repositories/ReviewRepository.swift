import Domain
import Foundation
import Networking
import RxSwift

/// Reviews straight from the API; they change too often to cache.
public final class ReviewRepository: ReviewRepositoryType {
    private let api: APIRequesting

    public init(api: APIRequesting) {
        self.api = api
    }

    public func reviews(for bookID: String) -> Single<[Review]> {
        api.request(.reviews(bookID: bookID))
            .map { (dtos: [ReviewDTO]) in dtos.compactMap(\.domain) }
    }

    public func submit(_ draft: ReviewDraft) -> Single<Review> {
        api.request(.postReview(ReviewDTO(draft: draft)))
            .map { (dto: ReviewDTO) -> Review in
                guard let review = dto.domain else {
                    throw APIError.decoding("review without id")
                }
                return review
            }
    }

    public func delete(_ review: Review) -> Completable {
        let request: Single<EmptyResponse> = api.request(.deleteReview(id: review.id))
        return request.asCompletable()
    }
}

import Foundation
import RxSwift

/// Reviews of a book, and the reader's own.
public protocol ReviewRepositoryType: AnyObject {
    func reviews(for bookID: String) -> Single<[Review]>
    func submit(_ draft: ReviewDraft) -> Single<Review>
    func delete(_ review: Review) -> Completable
}

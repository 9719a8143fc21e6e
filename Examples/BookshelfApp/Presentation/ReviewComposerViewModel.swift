import Domain
import RxCocoa
import RxRelay
import RxSwift

/// Writing a review: rating, text, validation and submission.
final class ReviewComposerViewModel {
    struct Input {
        let rating: Driver<Int>
        let text: Driver<String>
        let submit: Signal<Void>
        let cancel: Signal<Void>
    }

    struct Output {
        let title: String
        let remainingCharacters: Driver<String>
        let isSubmitEnabled: Driver<Bool>
        let isSubmitting: Driver<Bool>
        let errorMessage: Signal<String>
        let dismiss: Signal<Void>
    }

    private let book: Book
    private let useCase: SubmitReviewUseCase

    init(book: Book, useCase: SubmitReviewUseCase) {
        self.book = book
        self.useCase = useCase
    }

    func transform(_ input: Input) -> Output {
        let submitting = LoadingTracker()
        let errors = PublishRelay<String>()
        let bookID = book.id

        let draft = Driver.combineLatest(input.rating, input.text) { rating, text in
            ReviewDraft(bookID: bookID, rating: rating, text: text)
        }

        let submitted = input.submit
            .withLatestFrom(draft)
            .flatMapFirst { [useCase] draft -> Signal<Void> in
                useCase.submit(draft)
                    .map { _ in () }
                    .asObservable()
                    .trackLoading(submitting)
                    .asSignal(onErrorRecover: { error in
                        errors.accept(Self.message(for: error))
                        return .empty()
                    })
            }

        let isSubmitEnabled = Driver.combineLatest(draft, submitting.isLoading) { draft, isSubmitting in
            draft.isValid && !isSubmitting
        }

        return Output(
            title: "Review \u{201C}\(book.title)\u{201D}",
            remainingCharacters: input.text.map { text in
                let missing = ReviewDraft.minimumLength - text.trimmingCharacters(in: .whitespacesAndNewlines).count
                return missing > 0 ? "\(missing) more characters" : ""
            },
            isSubmitEnabled: isSubmitEnabled,
            isSubmitting: submitting.isLoading,
            errorMessage: errors.asSignal(),
            dismiss: Signal.merge(submitted, input.cancel)
        )
    }

    static func message(for error: Error) -> String {
        switch error as? ReviewSubmissionError {
        case .invalidDraft?: return "Pick a rating and write at least \(ReviewDraft.minimumLength) characters."
        case .alreadyReviewed?: return "You have already reviewed this book."
        case nil: return LibraryViewModel.message(for: error)
        }
    }
}

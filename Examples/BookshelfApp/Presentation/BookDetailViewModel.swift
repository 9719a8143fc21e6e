import Domain
import Foundation
import RxCocoa
import RxRelay
import RxSwift

/// One book: progress, shelves that hold it, reviews and the actions on it.
final class BookDetailViewModel {
    struct Input {
        let toggleFinished: Signal<Void>
        let addToShelf: Signal<Void>
        let shelfChosen: Signal<Shelf>
        let writeReview: Signal<Void>
    }

    struct Output {
        let title: Driver<String>
        let byline: Driver<String>
        let progressText: Driver<String>
        let finishButtonTitle: Driver<String>
        let shelfNames: Driver<String>
        let reviews: Driver<[Review]>
        let showShelfPicker: Signal<[Shelf]>
        let openComposer: Signal<Book>
        let errorMessage: Signal<String>
    }

    private let bookID: String
    private let library: LoadLibraryUseCase
    private let shelves: ManageShelvesUseCase
    private let reviews: SubmitReviewUseCase
    private let disposeBag = DisposeBag()

    init(bookID: String, library: LoadLibraryUseCase, shelves: ManageShelvesUseCase, reviews: SubmitReviewUseCase) {
        self.bookID = bookID
        self.library = library
        self.shelves = shelves
        self.reviews = reviews
    }

    func transform(_ input: Input) -> Output {
        let book = library.book(id: bookID).share(replay: 1)
        let errors = PublishRelay<String>()

        input.toggleFinished
            .asObservable()
            .withLatestFrom(book)
            .flatMapFirst { [library] book in
                library.toggleFinished(book)
                    .asObservable()
                    .catch { error in
                        errors.accept(LibraryViewModel.message(for: error))
                        return .empty()
                    }
            }
            .subscribe()
            .disposed(by: disposeBag)

        input.shelfChosen
            .asObservable()
            .withLatestFrom(book) { shelf, book in (shelf, book) }
            .subscribe(onNext: { [shelves] shelf, book in shelves.toggle(book, in: shelf) })
            .disposed(by: disposeBag)

        let containing = book
            .flatMapLatest { [shelves] book in shelves.shelves(containing: book) }
            .map { $0.map(\.name).joined(separator: ", ") }

        let reviewList = book
            .map(\.id)
            .distinctUntilChanged()
            .flatMapLatest { [reviews] id in reviews.reviews(for: id).catchAndReturn([]) }

        let bookDriver = book.asDriver(onErrorDriveWith: .empty())
        return Output(
            title: bookDriver.map(\.title),
            byline: bookDriver.map(\.byline),
            progressText: bookDriver.map(Self.progressText(for:)),
            finishButtonTitle: bookDriver.map { $0.isFinished ? "Mark as unread" : "Mark as finished" },
            shelfNames: containing.asDriver(onErrorJustReturn: ""),
            reviews: reviewList.asDriver(onErrorJustReturn: []),
            showShelfPicker: input.addToShelf.asObservable()
                .withLatestFrom(shelves.shelves)
                .asSignal(onErrorSignalWith: .empty()),
            openComposer: input.writeReview.asObservable()
                .withLatestFrom(book)
                .asSignal(onErrorSignalWith: .empty()),
            errorMessage: Signal.merge(
                errors.asSignal(),
                shelves.errors.map(LibraryViewModel.message(for:)).asSignal(onErrorSignalWith: .empty())
            )
        )
    }

    static func progressText(for book: Book) -> String {
        if book.isFinished { return "Finished" }
        if book.progress == 0 { return "Not started" }
        let page = Int((Double(book.pageCount) * book.progress).rounded())
        return "Page \(page) of \(book.pageCount) (\(Int(book.progress * 100))%)"
    }
}

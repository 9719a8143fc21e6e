@testable import BookshelfApp
import Domain
import RxCocoa
import RxSwift
import RxTest
import XCTest

final class SearchViewModelTests: XCTestCase {
    func testMessageFollowsTheSearchState() {
        let scheduler = TestScheduler(initialClock: 0)
        let repository = StubBookRepository()
        repository.searchResults["zzz"] = .just([])
        let useCase = SearchBooksUseCase(repository: repository, scheduler: scheduler, debounce: .seconds(1))
        let messages = scheduler.createObserver(String?.self)
        let bag = DisposeBag()

        SharingScheduler.mock(scheduler: scheduler) {
            let query = scheduler.createHotObservable([.next(10, "zzz")])
            let output = SearchViewModel(useCase: useCase).transform(SearchViewModel.Input(
                query: query.asDriver(onErrorJustReturn: ""),
                selection: .empty(),
                clearRecent: .empty()
            ))
            output.message.drive(messages).disposed(by: bag)
            scheduler.start()
        }

        XCTAssertEqual(messages.events, [
            .next(0, "Search by title, author or ISBN"),
            .next(11, nil),
            .next(11, "No books match \u{201C}zzz\u{201D}"),
        ])
    }
}

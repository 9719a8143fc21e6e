@testable import Domain
import RxRelay
import RxSwift
import RxTest
import XCTest

final class SearchBooksUseCaseTests: XCTestCase {
    private let dune = Book(id: "1", title: "Dune")

    func testDebouncesAndKeepsOnlyTheLatestQuery() {
        let scheduler = TestScheduler(initialClock: 0)
        let repository = MockBookRepository()
        repository.searchResults["dune"] = .just([dune])
        let useCase = SearchBooksUseCase(repository: repository, scheduler: scheduler, debounce: .seconds(3))
        let results = scheduler.createObserver(SearchResult.self)
        let bag = DisposeBag()
        useCase.results.subscribe(results).disposed(by: bag)

        scheduler.createColdObservable([
            .next(10, "d"),
            .next(11, "du"),
            .next(12, "dune"),
            .next(30, "dune "),
        ])
        .bind(to: useCase.query)
        .disposed(by: bag)
        scheduler.start()

        XCTAssertEqual(results.events, [
            .next(0, .idle),
            .next(15, .searching),
            .next(15, .books([dune])),
        ])
        XCTAssertEqual(repository.searchedQueries, ["dune"])
    }

    func testShortQueryGoesBackToIdle() {
        let scheduler = TestScheduler(initialClock: 0)
        let useCase = SearchBooksUseCase(repository: MockBookRepository(), scheduler: scheduler, debounce: .seconds(1))
        let results = scheduler.createObserver(SearchResult.self)
        let bag = DisposeBag()
        useCase.results.subscribe(results).disposed(by: bag)

        scheduler.scheduleAt(5) { useCase.query.accept("x") }
        scheduler.start()

        XCTAssertEqual(results.events, Recorded.events(.next(0, .idle), .next(6, .idle)))
    }
}

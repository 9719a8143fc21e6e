import Domain
import Foundation
import Networking
@testable import Persistence
import RxBlocking
import RxSwift
import RxTest
import XCTest

/// An `APIRequesting` that answers from a table of path -> value.
final class StubAPI: APIRequesting {
    var answers: [String: Any] = [:]
    private(set) var requestedPaths: [String] = []

    func request<T: Decodable>(_ endpoint: Endpoint) -> Single<T> {
        requestedPaths.append(endpoint.path)
        guard let answer = answers[endpoint.path] as? T else {
            return .error(APIError.notFound)
        }
        return .just(answer)
    }
}

final class BookRepositoryTests: XCTestCase {
    private var api: StubAPI!
    private var repository: BookRepository!
    private var scheduler: TestScheduler!
    private var disposeBag: DisposeBag!

    override func setUp() {
        super.setUp()
        api = StubAPI()
        repository = BookRepository(api: api, store: KeyValueStore(defaults: UserDefaults(suiteName: #file)!))
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
    }

    func testRefreshPublishesLibraryInServerOrder() {
        api.answers["v2/books"] = PageDTO(
            items: [BookDTO(id: "b2", title: "Kindred"), BookDTO(id: "b1", title: "Beloved")], page: 1, totalPages: 1
        )
        let titles = scheduler.createObserver([String].self)
        repository.library.map { $0.map(\.title) }.subscribe(titles).disposed(by: disposeBag)

        scheduler.scheduleAt(10) {
            self.repository.refreshLibrary().subscribe().disposed(by: self.disposeBag)
        }
        scheduler.start()

        XCTAssertEqual(titles.events.last, .next(10, ["Kindred", "Beloved"]))
    }

    func testBookIsServedFromCacheAfterRefresh() throws {
        api.answers["v2/books"] = PageDTO(items: [BookDTO(id: "b1", title: "Beloved")], page: 1, totalPages: 1)
        _ = try repository.refreshLibrary().toBlocking().first()

        _ = try repository.book(id: "b1").toBlocking().first()

        XCTAssertEqual(api.requestedPaths, ["v2/books"])
    }
}

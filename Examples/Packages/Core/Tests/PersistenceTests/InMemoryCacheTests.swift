@testable import Persistence
import RxSwift
import RxTest
import XCTest

final class InMemoryCacheTests: XCTestCase {
    func testValueForKeyFollowsInsertsAndRemovals() {
        let scheduler = TestScheduler(initialClock: 0)
        let cache = InMemoryCache<String, Int>()
        let observer = scheduler.createObserver(Int?.self)
        let bag = DisposeBag()
        cache.value(for: "a").subscribe(observer).disposed(by: bag)

        scheduler.scheduleAt(10) { cache.insert(1, for: "a") }
        scheduler.scheduleAt(20) { cache.insert(2, for: "b") }
        scheduler.scheduleAt(30) { cache.removeValue(for: "a") }
        scheduler.start()

        XCTAssertEqual(observer.events, [
            .next(0, nil),
            .next(10, 1),
            .next(20, 1),
            .next(30, nil),
        ])
    }
}

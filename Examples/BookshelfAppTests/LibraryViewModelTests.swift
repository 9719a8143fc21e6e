@testable import BookshelfApp
import Domain
import Networking
import RxCocoa
import RxSwift
import RxTest
import XCTest

final class LibraryViewModelTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var repository: StubBookRepository!
    private var disposeBag: DisposeBag!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        repository = StubBookRepository()
        disposeBag = DisposeBag()
    }

    private func makeOutput(pullToRefresh: [Recorded<Event<Void>>]) -> LibraryViewModel.Output {
        let viewModel = LibraryViewModel(
            useCase: LoadLibraryUseCase(repository: repository),
            recommendations: RecommendationService(api: OfflineAPI())
        )
        return viewModel.transform(LibraryViewModel.Input(
            viewWillAppear: .empty(),
            pullToRefresh: scheduler.createHotObservable(pullToRefresh).asSignal(onErrorSignalWith: .empty()),
            reachedBottom: .empty(),
            sortOrder: .just(.recentlyAdded),
            selection: .empty(),
            toggleFinished: .empty()
        ))
    }

    func testSpinnerRunsUntilTheRefreshCompletes() {
        repository.refreshResult = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)]).asCompletable()
        let refreshing = scheduler.createObserver(Bool.self)

        SharingScheduler.mock(scheduler: scheduler) {
            makeOutput(pullToRefresh: [.next(10, ())]).isRefreshing.drive(refreshing).disposed(by: disposeBag)
            scheduler.start()
        }

        XCTAssertEqual(refreshing.events, [.next(0, false), .next(10, true), .next(30, false)])
        XCTAssertEqual(repository.refreshCount, 1)
    }

    func testRefreshFailureBecomesAMessage() {
        repository.refreshResult = .error(APIError.offline)
        let messages = scheduler.createObserver(String.self)

        SharingScheduler.mock(scheduler: scheduler) {
            makeOutput(pullToRefresh: [.next(10, ()), .next(40, ())]).errorMessage.emit(to: messages).disposed(by: disposeBag)
            scheduler.start()
        }

        XCTAssertEqual(messages.events, [
            .next(10, "You appear to be offline."),
            .next(40, "You appear to be offline."),
        ])
    }

    func testLibraryIsSplitIntoSections() {
        repository.libraryRelay.accept([.fixture("a", progress: 0.5), .fixture("b"), .fixture("c", finished: true)])
        let sections = scheduler.createObserver([LibrarySection.Kind].self)

        SharingScheduler.mock(scheduler: scheduler) {
            makeOutput(pullToRefresh: []).library
                .map { LibrarySection.sections(from: $0).map(\.kind) }
                .drive(sections)
                .disposed(by: disposeBag)
            scheduler.start()
        }

        XCTAssertEqual(sections.events, [.next(0, [.reading, .toRead, .finished])])
    }
}

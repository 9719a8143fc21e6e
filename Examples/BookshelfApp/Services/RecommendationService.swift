import Domain
import Networking
import Persistence
import RxRelay
import RxSwift

/// Recommended and trending books for the library's "Discover" row.
///
/// It talks to `APIClient` directly: discovery never had a repository. The planner should list
/// it with the other `request` callers.
final class RecommendationService {
    private let api: APIRequesting
    private let reload = PublishRelay<Void>()

    /// The latest recommendations; an empty list when the request fails.
    let recommendations: Observable<[Book]>

    init(api: APIRequesting) {
        self.api = api
        recommendations = reload
            .startWith(())
            .flatMapLatest { _ -> Observable<[Book]> in
                let request: Single<[BookDTO]> = api.request(.recommendations)
                return request
                    .map { $0.map(\.domain) }
                    .asObservable()
                    .catchAndReturn([])
            }
            .share(replay: 1)
    }

    func refresh() {
        reload.accept(())
    }

    func trending(limit: Int = 10) -> Single<[Book]> {
        api.request(.trending)
            .map { (dtos: [BookDTO]) in Array(dtos.prefix(limit)).map(\.domain) }
    }
}

import Domain
import Foundation
import Networking
import Persistence

/// Where the app's object graph is built; view models are made here and nowhere else.
final class DependencyContainer {
    let environment: AppEnvironment
    let keyValueStore: KeyValueStore
    let sessionStore: SessionStore
    let apiClient: APIClient
    let imageLoader = ImageLoader()
    lazy var featureFlags = FeatureFlags(store: keyValueStore)

    lazy var bookRepository = BookRepository(api: apiClient, store: keyValueStore)
    lazy var shelfRepository = ShelfRepository(api: apiClient)
    lazy var reviewRepository = ReviewRepository(api: apiClient)
    lazy var userRepository = UserRepository(api: apiClient, sessionStore: sessionStore)
    lazy var recommendationService = RecommendationService(api: apiClient)

    lazy var loadLibraryUseCase = LoadLibraryUseCase(repository: bookRepository)
    lazy var manageShelvesUseCase = ManageShelvesUseCase(repository: shelfRepository)
    lazy var loginUseCase = LoginUseCase(repository: userRepository)
    lazy var readingStatsUseCase = ReadingStatsUseCase(books: bookRepository, users: userRepository)

    init(environment: AppEnvironment) {
        self.environment = environment
        keyValueStore = KeyValueStore()
        let sessionStore = SessionStore(store: keyValueStore)
        self.sessionStore = sessionStore
        apiClient = APIClient(baseURL: environment.baseURL) { sessionStore.token }
    }

    func makeLoginViewModel() -> LoginViewModel {
        LoginViewModel(useCase: loginUseCase)
    }

    func makeLibraryViewModel() -> LibraryViewModel {
        LibraryViewModel(useCase: loadLibraryUseCase, recommendations: recommendationService)
    }

    func makeSearchViewModel() -> SearchViewModel {
        SearchViewModel(useCase: SearchBooksUseCase(repository: bookRepository))
    }

    func makeShelvesViewModel() -> ShelvesViewModel {
        ShelvesViewModel(useCase: manageShelvesUseCase, repository: shelfRepository)
    }

    func makeBookDetailViewModel(bookID: String) -> BookDetailViewModel {
        BookDetailViewModel(
            bookID: bookID,
            library: loadLibraryUseCase,
            shelves: manageShelvesUseCase,
            reviews: makeSubmitReviewUseCase()
        )
    }

    func makeReviewComposerViewModel(book: Book) -> ReviewComposerViewModel {
        ReviewComposerViewModel(book: book, useCase: makeSubmitReviewUseCase())
    }

    @MainActor
    func makeProfileViewModel() -> ProfileViewModel {
        ProfileViewModel(stats: readingStatsUseCase, users: userRepository, login: loginUseCase)
    }

    private func makeSubmitReviewUseCase() -> SubmitReviewUseCase {
        SubmitReviewUseCase(repository: reviewRepository) { [sessionStore] in sessionStore.current?.user.displayName }
    }
}

/// Which backend the build talks to.
struct AppEnvironment {
    var baseURL: URL

    static var current: AppEnvironment {
        #if DEBUG
        return AppEnvironment(baseURL: URL(string: "https://staging.api.bookshelf.example")!)
        #else
        return AppEnvironment(baseURL: URL(string: "https://api.bookshelf.example")!)
        #endif
    }
}

/// Local switches; remote flags arrive with the migration's per-task flags.
struct FeatureFlags {
    private let store: KeyValueStore

    init(store: KeyValueStore) {
        self.store = store
    }

    var hasSeenOnboarding: Bool {
        get { store.value(for: .init("onboarding.seen")) ?? false }
        nonmutating set { store.set(newValue, for: .init("onboarding.seen")) }
    }
}

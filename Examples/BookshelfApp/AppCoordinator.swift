import Domain
import RxSwift
import UIKit

/// Owns the window's root: onboarding, sign-in, or the tab bar once signed in.
@MainActor
final class AppCoordinator {
    private let window: UIWindow
    private let container: DependencyContainer
    /// URLs the scene was opened with (`bookshelf://book/<id>`); fed by the scene delegate.
    let deepLinks = PublishSubject<URL>()
    private let disposeBag = DisposeBag()
    private var lastRefresh: Date?
    private weak var tabs: UITabBarController?

    init(window: UIWindow, container: DependencyContainer) {
        self.window = window
        self.container = container
    }

    func start() {
        guard container.featureFlags.hasSeenOnboarding else {
            showOnboarding()
            return
        }
        subscribeNext(disposeBag, container.loginUseCase.isSignedIn) { [weak self] signedIn in
            if signedIn {
                self?.showMain()
            } else {
                self?.showLogin()
            }
        }
        deepLinks
            .compactMap(Self.bookID(from:))
            .delay(.milliseconds(300), scheduler: MainScheduler.instance)
            .subscribe(onNext: { [weak self] id in self?.openBook(id: id) })
            .disposed(by: disposeBag)
    }

    /// `bookshelf://book/42` -> `42`.
    nonisolated static func bookID(from url: URL) -> String? {
        guard url.scheme == "bookshelf", url.host == "book" else { return nil }
        let id = url.lastPathComponent
        return id.isEmpty || id == "/" ? nil : id
    }

    /// Refreshes the library when the app comes back after more than 15 minutes.
    func refreshIfStale() {
        if let lastRefresh, Date().timeIntervalSince(lastRefresh) < 15 * 60 {
            return
        }
        lastRefresh = Date()
        container.bookRepository.refreshLibrary()
            .subscribe()
            .disposed(by: disposeBag)
    }

    private func showOnboarding() {
        let onboarding = OnboardingViewController(viewModel: OnboardingViewModel())
        onboarding.onFinish = { [weak self] in
            self?.container.featureFlags.hasSeenOnboarding = true
            self?.start()
        }
        window.rootViewController = onboarding
    }

    private func showLogin() {
        let login = LoginViewController(viewModel: container.makeLoginViewModel())
        window.rootViewController = UINavigationController(rootViewController: login)
    }

    private func showMain() {
        let library = LibraryViewController(viewModel: container.makeLibraryViewModel())
        let search = SearchViewController(viewModel: container.makeSearchViewModel())
        let shelves = ShelvesViewController(viewModel: container.makeShelvesViewModel())
        let profile = ProfileViewController(viewModel: container.makeProfileViewModel())
        library.onOpenBook = { [weak self, weak library] book in
            self?.showDetail(of: book, from: library?.navigationController)
        }
        search.onOpenBook = { [weak self, weak search] book in
            self?.showDetail(of: book, from: search?.navigationController)
        }
        let tabs = UITabBarController()
        tabs.viewControllers = [
            navigation(library, title: "Library", image: "books.vertical"),
            navigation(search, title: "Search", image: "magnifyingglass"),
            navigation(shelves, title: "Shelves", image: "square.stack"),
            navigation(profile, title: "Profile", image: "person.crop.circle"),
        ]
        window.rootViewController = tabs
        self.tabs = tabs
    }

    private func openBook(id: String) {
        guard let library = tabs?.viewControllers?.first as? UINavigationController else { return }
        tabs?.selectedIndex = 0
        container.bookRepository.book(id: id)
            .observe(on: MainScheduler.instance)
            .subscribe(onSuccess: { [weak self] book in self?.showDetail(of: book, from: library) })
            .disposed(by: disposeBag)
    }

    private func showDetail(of book: Book, from navigationController: UINavigationController?) {
        let detail = BookDetailViewController(viewModel: container.makeBookDetailViewModel(bookID: book.id))
        detail.onWriteReview = { [weak self, weak detail] book in
            guard let self else { return }
            let composer = ReviewComposerViewController(viewModel: self.container.makeReviewComposerViewModel(book: book))
            detail?.present(UINavigationController(rootViewController: composer), animated: true)
        }
        navigationController?.pushViewController(detail, animated: true)
    }

    private func navigation(_ root: UIViewController, title: String, image: String) -> UINavigationController {
        root.title = title
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: image), selectedImage: nil)
        return navigation
    }
}

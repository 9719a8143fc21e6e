import Testing

@testable import FarewellKit

/// A view controller named `name` whose body is `body`, with a subscription holder.
private func view(_ name: String, superclass: String = "UIViewController", _ body: String) -> String {
    """
    import UIKit
    import RxSwift
    final class \(name): \(superclass) {
        private let disposeBag = DisposeBag()
    \(body)
    }
    """
}

/// A view model, reactor or presenter named `name` with one relay.
private func model(_ name: String) -> String {
    """
    import RxSwift
    import RxRelay
    final class \(name) {
        let title = BehaviorRelay<String>(value: "")
    }
    """
}

/// Views whose names do not match the presentation types their code holds: a stored property and an initializer
/// parameter, an initializer parameter alone, a property given a new instance; and a screen paired by name.
private let misnamedScreens = [
    "/repo/App/ProfileEdit/View/ProfileEditViewController.swift": view(
        "ProfileEditViewController",
        """
            private let viewModel: ProfileEdtViewModel
            init(viewModel: ProfileEdtViewModel) {
                self.viewModel = viewModel
                super.init(nibName: nil, bundle: nil)
            }
        """),
    "/repo/App/ProfileEdit/ViewModel/ProfileEdtViewModel.swift": model("ProfileEdtViewModel"),
    "/repo/App/Search/SearchView.swift": view(
        "SearchView", superclass: "UIView",
        """
            init(presenter: SerchPresenter) {
                super.init(frame: .zero)
            }
        """),
    "/repo/App/Search/Presenter/SerchPresenter.swift": model("SerchPresenter"),
    "/repo/App/Home/HomeCell.swift": view(
        "HomeCell", superclass: "UITableViewCell", "    private let reactor = HomeRector()"),
    "/repo/App/Home/Reactor/HomeRector.swift": model("HomeRector"),
    "/repo/App/Downloads/DownloadsTableCellView.swift": view(
        "DownloadsTableCellView", superclass: "NSTableCellView", "    var viewModel: DownloadViewModel?"),
    "/repo/App/Downloads/DownloadViewModel.swift": model("DownloadViewModel"),
    "/repo/App/Signin/SigninViewController.swift": view(
        "SigninViewController", "    private let viewModel = SigninViewModel()"),
    "/repo/App/Signin/SigninViewModel.swift": model("SigninViewModel"),
]

/// A view whose stored property or initializer parameter is typed with (or given a new instance of) the one
/// presentation type another file of its module declares is that type's screen, whatever their names: a misspelt
/// `ProfileEdtViewModel` goes with `ProfileEditViewController` as `SigninViewModel` goes with `SigninViewController`.
/// A cell holding its model (`HomeCell` and `HomeRector`, `DownloadsTableCellView` and `DownloadViewModel`) is named
/// for the cell, no screen, and for the model, which may hold most of its Rx.
@Test func aViewTravelsWithThePresentationTypeItsCodeHolds() throws {
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(misnamedScreens)).scan(root: "/repo")
    let plan = Planner(settings: PlanSettings(maxFiles: 2)).plan(inventory, previous: nil)
    #expect(
        plan.migrationTasks.map { "\($0.title): \($0.files.map(\.path).joined(separator: ", "))" } == [
            "App: DownloadsTableCellView, DownloadViewModel: App/Downloads/DownloadViewModel.swift, "
                + "App/Downloads/DownloadsTableCellView.swift",
            "App: HomeCell, HomeRector: App/Home/HomeCell.swift, App/Home/Reactor/HomeRector.swift",
            "App: ProfileEdt screen: App/ProfileEdit/View/ProfileEditViewController.swift, "
                + "App/ProfileEdit/ViewModel/ProfileEdtViewModel.swift",
            "App: Serch screen: App/Search/Presenter/SerchPresenter.swift, App/Search/SearchView.swift",
            "App: Signin screen: App/Signin/SigninViewController.swift, App/Signin/SigninViewModel.swift",
        ])
}

/// A group too big for one task is cut between screens, never through one that the code pairs: the misspelt view
/// model stays with its view controller, which reads its relay, as the screen paired by name stays together.
@Test func aScreenPairedByItsCodeStaysOnePieceWhenItsGroupIsCut() throws {
    var files = misnamedScreens.filter { $0.key.contains("/ProfileEdit/") || $0.key.contains("/Signin/") }
    files["/repo/App/ProfileEdit/View/ProfileEditViewController.swift"] = view(
        "ProfileEditViewController",
        """
            private let viewModel: ProfileEdtViewModel
            init(viewModel: ProfileEdtViewModel) {
                self.viewModel = viewModel
                super.init(nibName: nil, bundle: nil)
                viewModel.title.subscribe().disposed(by: disposeBag)
                saveButton.rx.save.subscribe().disposed(by: disposeBag)
            }
            let saveButton = UIButton()
        """)
    files["/repo/App/Signin/SigninViewController.swift"] = view(
        "SigninViewController",
        """
            private let viewModel = SigninViewModel()
            let saveButton = UIButton()
            func bind() { saveButton.rx.save.subscribe().disposed(by: disposeBag) }
        """)
    files["/repo/App/Shared/UIButton+Rx.swift"] = """
        import UIKit
        import RxSwift
        import RxCocoa
        extension Reactive where Base: UIButton {
            var save: Observable<Void> { tap.asObservable() }
        }
        """
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let plan = Planner(settings: PlanSettings(maxFiles: 3)).plan(inventory, previous: nil)
    #expect(
        plan.migrationTasks.map { $0.files.map(\.path) } == [
            [
                "App/ProfileEdit/View/ProfileEditViewController.swift",
                "App/ProfileEdit/ViewModel/ProfileEdtViewModel.swift",
            ],
            ["App/Signin/SigninViewController.swift", "App/Signin/SigninViewModel.swift"],
            ["App/Shared/UIButton+Rx.swift"],
        ])
}

/// The scan names, for a view, the other files of its module declaring the presentation types its code holds: not a
/// view's type (`OrderHeaderView`), nor a type several files declare (the nested `Input` of two view models, which
/// `CartViewModel.Input` names by its last name). Holding a view model and a coordinator, the view is paired with
/// neither.
@Test func aViewHoldingTwoPresentationTypesNamesBothAndPairsWithNeither() throws {
    let files = [
        "/repo/App/Order/OrderViewController.swift": view(
            "OrderViewController",
            """
                let viewModel: OrdrViewModel
                weak var coordinator: OrderFlowCoordinator?
                let header = OrderHeaderView()
                let cart: CartViewModel.Input
            """),
        "/repo/App/Order/OrdrViewModel.swift": model("OrdrViewModel"),
        "/repo/App/Cart/CartViewModel.swift": """
        import RxSwift
        final class CartViewModel {
            struct Input { let refresh: Observable<Void> }
        }
        """,
        "/repo/App/Wishlist/WishlistViewModel.swift": """
        import RxSwift
        final class WishlistViewModel {
            struct Input { let refresh: Observable<Void> }
        }
        """,
        "/repo/App/Order/OrderFlowCoordinator.swift": "final class OrderFlowCoordinator {}",
        "/repo/App/Order/OrderHeaderView.swift": view("OrderHeaderView", superclass: "UIView", ""),
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let held = Dictionary(uniqueKeysWithValues: inventory.files.map { ($0.path, $0.heldModels) })
    #expect(
        held["App/Order/OrderViewController.swift"] == [
            "App/Order/OrderFlowCoordinator.swift", "App/Order/OrdrViewModel.swift",
        ])
    #expect(held["App/Order/OrderHeaderView.swift"] == [])
    let grouper = TaskGrouper(files: inventory.files, testModules: [])
    #expect(
        grouper.groups(for: Set(inventory.files.map(\.path))).map { $0.files.map(\.path) } == [
            ["App/Cart/CartViewModel.swift"], ["App/Order/OrderHeaderView.swift"],
            ["App/Order/OrderViewController.swift"], ["App/Order/OrdrViewModel.swift"],
            ["App/Wishlist/WishlistViewModel.swift"],
        ])
}

/// A view model several views hold, or one a view is named after, is no other view's screen: each view keeps the
/// group it had (the view the names pair, or its own).
@Test func aViewModelSharedOrNamedForAnotherViewPairsWithNoViewHoldingIt() {
    let holding = { (path: String, model: String) -> FileInventory in
        var file = Fixture.file(path, "App", .ui)
        file.heldModels = [model]
        return file
    }
    let inventory = Fixture.inventory([
        Fixture.file("App/Badge/BadgeViewModl.swift", "App", .presentation),
        holding("App/Feed/FeedHeaderView.swift", "App/Badge/BadgeViewModl.swift"),
        holding("App/Chat/ChatHeaderView.swift", "App/Badge/BadgeViewModl.swift"),
        Fixture.file("App/Login/LoginViewModel.swift", "App", .presentation),
        Fixture.file("App/Login/LoginViewController.swift", "App", .ui),
        holding("App/Login/LoginFormView.swift", "App/Login/LoginViewModel.swift"),
    ])
    let grouper = TaskGrouper(files: inventory.files, testModules: [])
    #expect(
        grouper.groups(for: Set(inventory.files.map(\.path))).map { $0.files.map(\.path) } == [
            ["App/Badge/BadgeViewModl.swift"], ["App/Chat/ChatHeaderView.swift"], ["App/Feed/FeedHeaderView.swift"],
            ["App/Login/LoginFormView.swift"],
            ["App/Login/LoginViewController.swift", "App/Login/LoginViewModel.swift"],
        ])
}

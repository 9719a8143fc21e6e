import Domain
import RxCocoa
import RxDataSources
import RxRelay
import RxSwift
import UIKit

/// The library tab.
final class LibraryViewController: UIViewController {
    var onOpenBook: ((Book) -> Void)?

    private let viewModel: LibraryViewModel
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let refreshControl = UIRefreshControl()
    private let sortControl = UISegmentedControl(items: ["Recent", "Title", "Author", "Progress"])
    private let emptyLabel = UILabel()
    private let toggleFinished = PublishRelay<Book>()
    private let disposeBag = DisposeBag()

    private lazy var dataSource = RxTableViewSectionedAnimatedDataSource<LibrarySection>(
        animationConfiguration: AnimationConfiguration(insertAnimation: .fade, reloadAnimation: .none, deleteAnimation: .fade),
        configureCell: { [toggleFinished] _, tableView, indexPath, book in
            let cell = tableView.dequeueReusableCell(withIdentifier: BookCell.reuseIdentifier, for: indexPath)
            (cell as? BookCell)?.configure(with: book) { toggleFinished.accept($0) }
            return cell
        },
        titleForHeaderInSection: { dataSource, index in
            dataSource.sectionModels[index].kind.rawValue
        }
    )

    init(viewModel: LibraryViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        layout()
        bind()
    }

    private func bind() {
        let viewWillAppear = rx.methodInvoked(#selector(UIViewController.viewWillAppear(_:)))
            .map { _ in () }
            .asSignal(onErrorSignalWith: .empty())

        let input = LibraryViewModel.Input(
            viewWillAppear: viewWillAppear,
            pullToRefresh: refreshControl.rx.controlEvent(.valueChanged).asSignal(),
            reachedBottom: tableView.rx.reachedBottom().asSignal(),
            sortOrder: sortControl.rx.selectedSegmentIndex
                .map { SortOrder.allCases[max(0, $0)] }
                .asDriver(onErrorJustReturn: .recentlyAdded),
            selection: tableView.rx.modelSelected(Book.self).asSignal(),
            toggleFinished: toggleFinished.asSignal()
        )
        let output = viewModel.transform(input)

        output.library
            .map(LibrarySection.sections(from:))
            .drive(tableView.rx.items(dataSource: dataSource))
            .disposed(by: disposeBag)

        output.isRefreshing
            .drive(refreshControl.rx.isRefreshing)
            .disposed(by: disposeBag)

        output.isEmpty
            .map { !$0 }
            .drive(emptyLabel.rx.isHidden)
            .disposed(by: disposeBag)

        output.errorMessage
            .emit(to: rx.errorAlert)
            .disposed(by: disposeBag)

        output.openBook
            .emit(onNext: { [weak self] book in self?.onOpenBook?(book) })
            .disposed(by: disposeBag)

        driveNext(disposeBag, output.recommendations) { [weak self] books in
            self?.navigationItem.prompt = books.isEmpty ? nil : "\(books.count) recommendations for you"
        }

        tableView.rx.itemSelected
            .subscribe(onNext: { [tableView] indexPath in tableView.deselectRow(at: indexPath, animated: true) })
            .disposed(by: disposeBag)
    }

    private func layout() {
        sortControl.selectedSegmentIndex = 0
        navigationItem.titleView = sortControl
        tableView.register(BookCell.self, forCellReuseIdentifier: BookCell.reuseIdentifier)
        tableView.refreshControl = refreshControl
        emptyLabel.text = "Your library is empty. Find a book in Search."
        emptyLabel.textAlignment = .center
        emptyLabel.numberOfLines = 0
        tableView.backgroundView = emptyLabel
        view.addPinned(tableView)
    }
}

import Domain
import RxCocoa
import RxSwift
import UIKit

/// The search tab.
final class SearchViewController: UIViewController {
    var onOpenBook: ((Book) -> Void)?

    private let viewModel: SearchViewModel
    private let searchController = UISearchController(searchResultsController: nil)
    private let tableView = UITableView()
    private let messageLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let disposeBag = DisposeBag()

    init(viewModel: SearchViewModel) {
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
        let searchBar = searchController.searchBar
        let query = Observable.merge(
            searchBar.rx.text.orEmpty.asObservable(),
            searchBar.rx.cancelButtonClicked.map { "" }
        )
        let clearRecent = UIBarButtonItem(title: "Clear", style: .plain, target: nil, action: nil)
        navigationItem.rightBarButtonItem = clearRecent

        let output = viewModel.transform(SearchViewModel.Input(
            query: query.asDriver(onErrorJustReturn: ""),
            selection: tableView.rx.modelSelected(Book.self).asSignal(),
            clearRecent: clearRecent.rx.tap.asSignal()
        ))

        output.books
            .drive(tableView.rx.items(cellIdentifier: BookCell.reuseIdentifier, cellType: BookCell.self)) { _, book, cell in
                cell.configure(with: book)
            }
            .disposed(by: disposeBag)

        output.isSearching
            .drive(spinner.rx.isAnimating)
            .disposed(by: disposeBag)

        output.message
            .drive(messageLabel.rx.text)
            .disposed(by: disposeBag)

        output.recentQueries
            .map { $0.isEmpty ? "Search" : "Recent: " + $0.prefix(3).joined(separator: ", ") }
            .drive(searchBar.rx.placeholder)
            .disposed(by: disposeBag)

        output.openBook
            .emit(onNext: { [weak self] book in self?.onOpenBook?(book) })
            .disposed(by: disposeBag)

        tableView.rx.willBeginDragging
            .subscribe(onNext: { [searchBar] in searchBar.endEditing(true) })
            .disposed(by: disposeBag)
    }

    private func layout() {
        navigationItem.searchController = searchController
        searchController.obscuresBackgroundDuringPresentation = false
        tableView.register(BookCell.self, forCellReuseIdentifier: BookCell.reuseIdentifier)
        tableView.keyboardDismissMode = .onDrag
        messageLabel.textAlignment = .center
        messageLabel.textColor = .secondaryLabel
        messageLabel.numberOfLines = 0
        tableView.backgroundView = messageLabel
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: spinner)
        view.addPinned(tableView)
    }
}

import Domain
import RxCocoa
import RxDataSources
import RxRelay
import RxSwift
import UIKit

/// The shelves tab: a grid of shelves with a floating "New shelf" button.
final class ShelvesViewController: UIViewController {
    typealias Section = SectionModel<String, Shelf>

    private let viewModel: ShelvesViewModel
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: ShelvesViewController.makeLayout())
    private let newShelfButton = UIButton(configuration: .filled())
    private let newShelfName = PublishRelay<String>()
    private let disposeBag = DisposeBag()

    private let dataSource = RxCollectionViewSectionedReloadDataSource<Section>(
        configureCell: { _, collectionView, indexPath, shelf in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ShelfCell.reuseIdentifier, for: indexPath)
            (cell as? ShelfCell)?.configure(with: shelf)
            return cell
        }
    )

    init(viewModel: ShelvesViewModel) {
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
        let appear = rx.sentMessage(#selector(UIViewController.viewDidAppear(_:)))
            .map { _ in () }
            .asSignal(onErrorSignalWith: .empty())

        let output = viewModel.transform(ShelvesViewModel.Input(
            appear: appear,
            createTap: newShelfButton.rx.tap.asSignal(),
            newShelfName: newShelfName.asSignal(),
            selection: collectionView.rx.modelSelected(Shelf.self).asSignal()
        ))

        output.shelves
            .map { shelves in [Section(model: "", items: shelves)] }
            .drive(collectionView.rx.items(dataSource: dataSource))
            .disposed(by: disposeBag)

        output.askForName
            .emit(onNext: { [weak self] in self?.askForShelfName() })
            .disposed(by: disposeBag)

        output.errorMessage
            .emit(to: rx.errorAlert)
            .disposed(by: disposeBag)

        output.openShelf
            .emit(onNext: { [weak self] shelf in self?.title = shelf.name })
            .disposed(by: disposeBag)

        // Hide the floating button while the grid scrolls down, show it again near the top.
        collectionView.rx.didScroll
            .withLatestFrom(collectionView.rx.contentOffset)
            .map { offset in offset.y < 40 }
            .distinctUntilChanged()
            .bind(to: newShelfButton.rx.isVisible)
            .disposed(by: disposeBag)

        subscribeNext(disposeBag, output.created.asObservable()) { [weak self] shelf in
            guard let self, let index = self.dataSource.sectionModels.first?.items.firstIndex(of: shelf) else { return }
            self.collectionView.scrollToItem(at: IndexPath(item: index, section: 0), at: .centeredVertically, animated: true)
        }
    }

    private func askForShelfName() {
        let alert = UIAlertController(title: "New shelf", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Create", style: .default) { [newShelfName, weak alert] _ in
            newShelfName.accept(alert?.textFields?.first?.text ?? "")
        })
        present(alert, animated: true)
    }

    private func layout() {
        view.backgroundColor = .shelfBackground
        collectionView.backgroundColor = .clear
        collectionView.register(ShelfCell.self, forCellWithReuseIdentifier: ShelfCell.reuseIdentifier)
        view.addPinned(collectionView)
        newShelfButton.setTitle("New shelf", for: .normal)
        newShelfButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(newShelfButton)
        NSLayoutConstraint.activate([
            newShelfButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            newShelfButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
    }

    private static func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(140)), subitems: [item]
        )
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}

/// A tile with the shelf's name and how many books it holds.
final class ShelfCell: UICollectionViewCell {
    static let reuseIdentifier = "ShelfCell"

    private let nameLabel = UILabel()
    private let countLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        countLabel.font = .preferredFont(forTextStyle: .caption1)
        countLabel.textColor = .secondaryLabel
        contentView.addPinned(UIView.verticalStack([nameLabel, countLabel], spacing: 4), insets: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    func configure(with shelf: Shelf) {
        nameLabel.text = shelf.name
        countLabel.text = shelf.count == 1 ? "1 book" : "\(shelf.count) books"
    }
}

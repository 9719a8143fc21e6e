import Domain
import RxCocoa
import RxRelay
import RxSwift
import UIKit

/// Details of one book, its reviews and the actions on it.
final class BookDetailViewController: UIViewController {
    var onWriteReview: ((Book) -> Void)?

    private let viewModel: BookDetailViewModel
    private let titleLabel = UILabel()
    private let bylineLabel = UILabel()
    private let progressLabel = UILabel()
    private let shelvesLabel = UILabel()
    private let finishButton = UIButton(type: .system)
    private let shelfButton = UIButton(type: .system)
    private let reviewButton = UIButton(type: .system)
    private let reviewsTable = UITableView()
    private let shelfChosen = PublishRelay<Shelf>()
    private let disposeBag = DisposeBag()

    init(viewModel: BookDetailViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        layout()
        bind()
    }

    private func bind() {
        let output = viewModel.transform(BookDetailViewModel.Input(
            toggleFinished: finishButton.rx.tap.asSignal(),
            addToShelf: shelfButton.rx.tap.asSignal(),
            shelfChosen: shelfChosen.asSignal(),
            writeReview: reviewButton.rx.tap.asSignal()
        ))

        output.title.drive(titleLabel.rx.text).disposed(by: disposeBag)
        output.title.drive(rx.title).disposed(by: disposeBag)
        output.byline.drive(bylineLabel.rx.text).disposed(by: disposeBag)
        output.progressText.drive(progressLabel.rx.text).disposed(by: disposeBag)
        output.finishButtonTitle.drive(finishButton.rx.title(for: .normal)).disposed(by: disposeBag)
        output.shelfNames
            .map { $0.isEmpty ? "Not on a shelf yet" : "On \($0)" }
            .drive(shelvesLabel.rx.text)
            .disposed(by: disposeBag)

        output.reviews
            .drive(reviewsTable.rx.items(cellIdentifier: "ReviewCell", cellType: UITableViewCell.self)) { _, review, cell in
                var content = cell.defaultContentConfiguration()
                content.text = String(repeating: "★", count: review.rating) + "  " + review.authorName
                content.secondaryText = review.text
                cell.contentConfiguration = content
                cell.selectionStyle = .none
            }
            .disposed(by: disposeBag)

        output.showShelfPicker
            .emit(with: self) { owner, shelves in owner.presentShelfPicker(shelves) }
            .disposed(by: disposeBag)

        output.openComposer
            .emit(onNext: { [weak self] book in self?.onWriteReview?(book) })
            .disposed(by: disposeBag)

        output.errorMessage
            .emit(to: rx.errorAlert)
            .disposed(by: disposeBag)
    }

    private func presentShelfPicker(_ shelves: [Shelf]) {
        let sheet = UIAlertController(title: "Add to shelf", message: nil, preferredStyle: .actionSheet)
        for shelf in shelves {
            sheet.addAction(UIAlertAction(title: shelf.name, style: .default) { [shelfChosen] _ in
                shelfChosen.accept(shelf)
            })
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceView = shelfButton
        present(sheet, animated: true)
    }

    private func layout() {
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.numberOfLines = 0
        bylineLabel.font = .preferredFont(forTextStyle: .title3)
        bylineLabel.textColor = .secondaryLabel
        shelvesLabel.font = .preferredFont(forTextStyle: .footnote)
        shelfButton.setTitle("Add to shelf…", for: .normal)
        reviewButton.setTitle("Write a review", for: .normal)
        reviewsTable.register(UITableViewCell.self, forCellReuseIdentifier: "ReviewCell")

        let buttons = UIStackView(arrangedSubviews: [finishButton, shelfButton, reviewButton])
        buttons.distribution = .equalSpacing
        let stack = UIView.verticalStack([titleLabel, bylineLabel, progressLabel, shelvesLabel, buttons, reviewsTable])
        view.addPinned(stack, insets: UIEdgeInsets(top: 16, left: 20, bottom: 0, right: 20), toSafeArea: true)
    }
}

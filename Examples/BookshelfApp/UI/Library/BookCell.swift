import Domain
import Networking
import RxCocoa
import RxSwift
import UIKit

/// A library or search row: cover, title, byline, progress and a "finished" toggle.
final class BookCell: UITableViewCell {
    static let reuseIdentifier = "BookCell"
    static var imageLoader = ImageLoader()

    private let coverView = UIImageView()
    private let titleLabel = UILabel()
    private let bylineLabel = UILabel()
    private let progressView = UIProgressView(progressViewStyle: .bar)
    let finishButton = UIButton(type: .system)

    /// Recreated on reuse so bindings of the previous book die with it.
    private(set) var disposeBag = DisposeBag()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        layout()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        disposeBag = DisposeBag()
        coverView.image = nil
    }

    func configure(with book: Book, onToggleFinished: ((Book) -> Void)? = nil) {
        titleLabel.text = book.title
        bylineLabel.text = book.byline
        progressView.progress = Float(book.progress)
        progressView.isHidden = !book.isReading
        finishButton.setImage(UIImage(systemName: book.isFinished ? "checkmark.circle.fill" : "circle"), for: .normal)
        finishButton.isHidden = onToggleFinished == nil

        if let url = book.coverURL {
            Self.imageLoader.rxImage(at: url)
                .map { Optional($0) }
                .asDriver(onErrorJustReturn: UIImage(systemName: "book.closed"))
                .drive(coverView.rx.image)
                .disposed(by: disposeBag)
        }

        finishButton.rx.tap
            .subscribe(onNext: { onToggleFinished?(book) })
            .disposed(by: disposeBag)
    }

    private func layout() {
        coverView.contentMode = .scaleAspectFill
        coverView.clipsToBounds = true
        coverView.layer.cornerRadius = 4
        coverView.widthAnchor.constraint(equalToConstant: 44).isActive = true
        coverView.heightAnchor.constraint(equalToConstant: 66).isActive = true
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        bylineLabel.font = .preferredFont(forTextStyle: .subheadline)
        bylineLabel.textColor = .secondaryLabel

        let text = UIView.verticalStack([titleLabel, bylineLabel, progressView], spacing: 4)
        let row = UIStackView(arrangedSubviews: [coverView, text, finishButton])
        row.spacing = 12
        row.alignment = .center
        contentView.addPinned(row, insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
    }
}

import Domain
import RxCocoa
import RxSwift
import UIKit

/// A modal sheet to rate and review a book.
final class ReviewComposerViewController: UIViewController {
    private let viewModel: ReviewComposerViewModel
    private let ratingControl = UISegmentedControl(items: ["★", "★★", "★★★", "★★★★", "★★★★★"])
    private let textView = UITextView()
    private let remainingLabel = UILabel()
    private let submitButton = UIBarButtonItem(title: "Post", style: .done, target: nil, action: nil)
    private let cancelButton = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
    private let disposeBag = DisposeBag()

    init(viewModel: ReviewComposerViewModel) {
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
        let output = viewModel.transform(ReviewComposerViewModel.Input(
            rating: ratingControl.rx.selectedSegmentIndex.map { $0 + 1 }.asDriver(onErrorJustReturn: 0),
            text: textView.rx.text.orEmpty.asDriver(),
            submit: submitButton.rx.tap.asSignal(),
            cancel: cancelButton.rx.tap.asSignal()
        ))
        title = output.title

        output.remainingCharacters
            .drive(remainingLabel.rx.text)
            .disposed(by: disposeBag)

        output.isSubmitEnabled
            .drive(submitButton.rx.isEnabled)
            .disposed(by: disposeBag)

        output.isSubmitting
            .map { !$0 }
            .drive(textView.rx.isEditable)
            .disposed(by: disposeBag)

        output.errorMessage
            .emit(to: rx.errorAlert)
            .disposed(by: disposeBag)

        output.dismiss
            .emit(onNext: { [weak self] in self?.dismiss(animated: true) })
            .disposed(by: disposeBag)
    }

    private func layout() {
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = cancelButton
        navigationItem.rightBarButtonItem = submitButton
        ratingControl.selectedSegmentIndex = UISegmentedControl.noSegment
        textView.font = .preferredFont(forTextStyle: .body)
        textView.layer.borderColor = UIColor.separator.cgColor
        textView.layer.borderWidth = 1
        textView.layer.cornerRadius = 8
        remainingLabel.font = .preferredFont(forTextStyle: .caption1)
        remainingLabel.textColor = .secondaryLabel
        let stack = UIView.verticalStack([ratingControl, textView, remainingLabel])
        view.addPinned(stack, insets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16), toSafeArea: true)
    }
}

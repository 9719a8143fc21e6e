import RxCocoa
import RxRelay
import RxSwift
import UIKit

/// The first-launch walkthrough: a paged collection view, a page control and two buttons.
final class OnboardingViewController: UIViewController {
    var onFinish: (() -> Void)?

    private let viewModel: OnboardingViewModel
    private let collectionView: UICollectionView
    private let pageControl = UIPageControl()
    private let nextButton = UIButton(configuration: .filled())
    private let skipButton = UIButton(type: .system)
    private let disposeBag = DisposeBag()

    init(viewModel: OnboardingViewModel) {
        self.viewModel = viewModel
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        layout()
        bind()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize = collectionView.bounds.size
    }

    private func bind() {
        viewModel.pages
            .drive(collectionView.rx.items(cellIdentifier: "Page", cellType: UICollectionViewCell.self)) { _, page, cell in
                var content = UIListContentConfiguration.subtitleCell()
                content.image = UIImage(systemName: page.symbol)
                content.text = page.title
                content.secondaryText = page.body
                cell.contentConfiguration = content
            }
            .disposed(by: disposeBag)

        collectionView.rx.didScroll
            .map { [collectionView] in
                Int((collectionView.contentOffset.x / max(collectionView.bounds.width, 1)).rounded())
            }
            .distinctUntilChanged()
            .bind(to: viewModel.visiblePage)
            .disposed(by: disposeBag)

        viewModel.visiblePage
            .bind(to: pageControl.rx.currentPage)
            .disposed(by: disposeBag)

        nextButton.rx.tap.bind(to: viewModel.nextTap).disposed(by: disposeBag)
        skipButton.rx.tap.bind(to: viewModel.skipTap).disposed(by: disposeBag)

        viewModel.nextButtonTitle
            .drive(nextButton.rx.title(for: .normal))
            .disposed(by: disposeBag)

        viewModel.scrollTarget
            .emit(onNext: { [collectionView] page in
                collectionView.scrollToItem(at: IndexPath(item: page, section: 0), at: .centeredHorizontally, animated: true)
            })
            .disposed(by: disposeBag)

        subscribeNext(disposeBag, viewModel.finished.asObservable()) { [weak self] in
            self?.onFinish?()
        }
    }

    private func layout() {
        view.backgroundColor = .systemBackground
        collectionView.isPagingEnabled = true
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Page")
        pageControl.numberOfPages = OnboardingViewModel.pages.count
        pageControl.currentPageIndicatorTintColor = .label
        pageControl.pageIndicatorTintColor = .tertiaryLabel
        skipButton.setTitle("Skip", for: .normal)
        let stack = UIView.verticalStack([collectionView, pageControl, nextButton, skipButton])
        view.addPinned(stack, insets: UIEdgeInsets(top: 40, left: 24, bottom: 24, right: 24), toSafeArea: true)
    }
}

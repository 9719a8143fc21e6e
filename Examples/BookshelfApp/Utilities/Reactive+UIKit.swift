import RxCocoa
import RxSwift
import UIKit

extension Reactive where Base: UIViewController {
    /// Shows each message in a plain alert; empty messages are ignored.
    var errorAlert: Binder<String> {
        Binder(base) { viewController, message in
            guard !message.isEmpty, viewController.presentedViewController == nil else { return }
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            viewController.present(alert, animated: true)
        }
    }
}

extension Reactive where Base: UIScrollView {
    /// Fires when the user scrolls within `threshold` points of the bottom.
    func reachedBottom(threshold: CGFloat = 200) -> ControlEvent<Void> {
        let source = contentOffset
            .map { [base] offset in
                offset.y + base.bounds.height + threshold > base.contentSize.height && base.contentSize.height > 0
            }
            .distinctUntilChanged()
            .filter { $0 }
            .map { _ in () }
        return ControlEvent(events: source)
    }
}

extension Reactive where Base: UIView {
    /// Hides the view when `false` is bound, with a short fade.
    var isVisible: Binder<Bool> {
        Binder(base) { view, visible in
            UIView.animate(withDuration: 0.2) {
                view.alpha = visible ? 1 : 0
            }
        }
    }
}

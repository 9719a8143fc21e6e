import UIKit

extension UIView {
    /// Adds `subview` and pins it to the edges (or the safe area) with the given insets.
    func addPinned(_ subview: UIView, insets: UIEdgeInsets = .zero, toSafeArea: Bool = false) {
        subview.translatesAutoresizingMaskIntoConstraints = false
        addSubview(subview)
        let guide: LayoutAnchors
        if toSafeArea {
            guide = safeAreaLayoutGuide
        } else {
            guide = self
        }
        NSLayoutConstraint.activate([
            subview.topAnchor.constraint(equalTo: guide.topAnchor, constant: insets.top),
            subview.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: insets.left),
            guide.bottomAnchor.constraint(equalTo: subview.bottomAnchor, constant: insets.bottom),
            guide.trailingAnchor.constraint(equalTo: subview.trailingAnchor, constant: insets.right),
        ])
    }

    /// A vertical stack with the spacing used across the app.
    static func verticalStack(_ views: [UIView], spacing: CGFloat = 12) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = spacing
        stack.alignment = .fill
        return stack
    }
}

/// The anchors shared by `UIView` and `UILayoutGuide`.
protocol LayoutAnchors {
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
}

extension UIView: LayoutAnchors {}
extension UILayoutGuide: LayoutAnchors {}

extension UIColor {
    static let shelfBackground = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.12, alpha: 1) : UIColor(white: 0.96, alpha: 1)
    }
}

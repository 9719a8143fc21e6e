extension CategoryRecipe {
    /// The recipe for `category` in the words of `framework`: AppKit's own where the UIKit one names
    /// `UIAction` or `addTarget(_:action:for:)`, which AppKit has not.
    static func recipe(for category: Category, on framework: UIFramework) -> (title: String, text: String) {
        guard framework == .appKit, let text = appKitTexts[category] else { return recipe(for: category) }
        return (recipe(for: category).title, text)
    }

    /// The categories whose recipe names UIKit's API, in AppKit's words.
    static let appKitTexts: [Category: String] = [
        .uiBinding: """
        UI code runs on the main actor: mark the consumer `@MainActor`. `.rx.tap` becomes the button's \
        target/action (`button.target = self`, `button.action = #selector(tapped(_:))`), `.rx.text` an \
        observer of `NSControl.textDidChangeNotification` (or the delegate's `controlTextDidChange(_:)`), \
        `bind(to:)`/`drive(_:)` becomes a `@MainActor` task that assigns in a `for await` loop (or an \
        `@Observable` model). KVO streams of a view's properties stay in KVO or Combine: \
        `observe(\\.isEnabled, options: [.new]) { … }` or `publisher(for: \\.isEnabled)`.
        """,
        .ecosystem: """
        Rx ecosystem libraries (RxDataSources, RxGesture, …) give way to diffable data sources \
        (`NSTableViewDiffableDataSource`), target/action, gesture recognizers or Combine. Keep an Rx-facing \
        bridge while other tasks still use them.
        """,
    ]
}

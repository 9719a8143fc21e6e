extension Construct {
    /// A UI binding's replacement for code that builds for macOS alone. AppKit has no `UIAction` or
    /// `addAction(_:for:)`: a control sends one action to its target (`button.action = #selector(tapped(_:))`),
    /// and a text field posts `NSControl.textDidChangeNotification`.
    package struct AppKitText: Sendable, Hashable {
        package var concurrency: String
        package var combine: String?
        package var note: String

        package init(concurrency: String, combine: String? = nil, note: String) {
            self.concurrency = concurrency
            self.combine = combine
            self.note = note
        }
    }
}

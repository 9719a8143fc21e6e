/// What the workspace files tell an agent about one Rx construct: its replacement and how to apply it.
package struct ConstructGuide: Sendable, Hashable {
    /// The catalog construct id (`BehaviorRelay`).
    package var id: String
    package var category: Category
    /// The Swift Concurrency replacement (`StateRelay` / `AsyncStream` + `share(history: 1)`).
    package var concurrency: String
    /// The Combine replacement, when Combine is the better tool.
    package var combine: String?
    /// One or two sentences on what to watch for.
    package var note: String
    /// A worked recipe in markdown, if the catalog has one.
    package var recipe: String?
    /// The replacement in AppKit's words, for a UI binding whose texts name UIKit's API.
    package var appKit: Construct.AppKitText?

    package init(
        id: String, category: Category, concurrency: String, combine: String? = nil, note: String = "",
        recipe: String? = nil, appKit: Construct.AppKitText? = nil
    ) {
        self.id = id
        self.category = category
        self.concurrency = concurrency
        self.combine = combine
        self.note = note
        self.recipe = recipe
        self.appKit = appKit
    }

    /// The guide in the words of `framework`: the AppKit texts, when there are some, for AppKit.
    func on(_ framework: UIFramework) -> ConstructGuide {
        guard framework == .appKit, let appKit else { return self }
        var guide = self
        guide.concurrency = appKit.concurrency
        guide.combine = appKit.combine
        guide.note = appKit.note
        return guide
    }
}

/// Finds the guide for a construct id; nil for constructs the catalog does not know.
package typealias ConstructGuideLookup = @Sendable (String) -> ConstructGuide?

/// The construct guides the workspace files use: the catalog's replacements, with a worked recipe where
/// FarewellAsync or the scaffolded bridges have one.
package enum ConstructGuides {
    /// Guides for every construct of `catalog`.
    package static func lookup(_ catalog: Catalog) -> ConstructGuideLookup {
        let guides = Dictionary(
            catalog.constructs.map { ($0.id, guide($0)) }, uniquingKeysWith: { first, _ in first })
        return { guides[$0] }
    }

    static func guide(_ construct: Construct) -> ConstructGuide {
        ConstructGuide(
            id: construct.id, category: construct.category, concurrency: construct.concurrency,
            combine: construct.combine, note: construct.note, recipe: Recipes.recipe(for: construct.id).map(markdown),
            appKit: construct.appKit)
    }

    /// A recipe as markdown: title, before and after blocks, note.
    static func markdown(_ recipe: Recipe) -> String {
        var text =
            "\(recipe.title)\n\nBefore:\n\n```swift\n\(recipe.before)\n```\n\nAfter:\n\n```swift\n\(recipe.after)\n```\n"
        if !recipe.note.isEmpty { text += "\n\(recipe.note)\n" }
        return text
    }
}

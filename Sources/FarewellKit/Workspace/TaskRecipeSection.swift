/// The `## Recipes` section of a task file: how to replace exactly the constructs in scope.
enum TaskRecipeSection {
    static func recipes(_ task: PlanTask, context: WorkspaceContext) -> String {
        let constructs = context.constructs(in: [task])
        var text = "## Recipes\n\nThe constructs in scope and their replacements (details in `rules.md`):\n\n"
        for construct in constructs {
            text += bullet(construct.id, guide: context.guide(construct.id))
        }
        var coveredCategories: Set<Category> = []
        for construct in constructs {
            if let recipe = context.guide(construct.id)?.recipe {
                text += "\n### \(Markdown.code(construct.id))\n\n\(trimmed(recipe))\n"
                coveredCategories.insert(construct.category)
            }
        }
        var seen: Set<Category> = []
        for construct in constructs where !coveredCategories.contains(construct.category) {
            guard seen.insert(construct.category).inserted else { continue }
            let recipe = CategoryRecipe.recipe(for: construct.category)
            text += "\n### \(recipe.title)\n\n\(recipe.text)\n"
        }
        return text
    }

    private static func bullet(_ id: String, guide: ConstructGuide?) -> String {
        guard let guide else { return "- \(Markdown.code(id)): no catalog entry; follow `rules.md`.\n" }
        var line = "- \(Markdown.code(id)) → \(guide.concurrency)"
        if let combine = guide.combine { line += " (Combine: \(combine))" }
        if !guide.note.isEmpty { line += ". \(guide.note)" }
        return line + "\n"
    }

    private static func trimmed(_ text: String) -> String {
        String(Substring(text).trimmingNewlines())
    }
}

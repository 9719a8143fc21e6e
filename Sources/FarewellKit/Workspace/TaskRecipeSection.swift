/// The `## Recipes` section of a task file: how to replace exactly the constructs in scope, grouped by
/// category (state vs event, cancellation, ...), with the catalog's own recipe under its category.
enum TaskRecipeSection {
    static func recipes(_ task: PlanTask, context: WorkspaceContext) -> String {
        let covered = oneValueOnly(task, context: context)
        let all = context.constructs(in: [task])
        let constructs = all.filter { !covered.contains($0.id) }
        let modules = context.modules(of: task)
        let framework = UIFramework.of(modules)
        var bullets = "## Recipes\n\nThe constructs in scope and their replacements (details in `rules.md`):\n\n"
        for construct in constructs {
            bullets += bullet(construct.id, guide: context.guide(construct.id, on: framework))
        }
        var text = ""
        var categories: [Category] = []
        for construct in constructs where !categories.contains(construct.category) {
            categories.append(construct.category)
        }
        for category in categories {
            let recipe = CategoryRecipe.recipe(for: category, on: framework)
            text += "\n### \(recipe.title)\n\n\(recipe.text)\n"
            for construct in constructs where construct.category == category {
                guard let own = context.guide(construct.id)?.recipe else { continue }
                text += "\n#### \(Markdown.code(construct.id))\n\n\(Substring(own).strippingLineEnds())\n"
            }
        }
        if [.presentation, .ui].contains(task.layer), !categories.contains(.uiBinding), !categories.contains(.scheduler)
        {
            text += "\n### Main actor\n\n\(mainActor)\n"
        }
        // Also for a function whose `Observable.create` sends one value (`TaskMarkdown.oneValueLines`).
        if all.contains(where: { $0.category == .operator }),
            constructs.contains(where: { Self.oneValueTypes.contains($0.id) })
                || task.files.contains(where: { context.oneValueLines[$0.path] != nil })
        {
            text += "\n### One value\n\n\(oneValue)\n"
        }
        // What the modules' deployment targets rule out among these recipes comes first, before the recipes.
        let uiState = uiReplacements(task, constructs: constructs, bullets: bullets, context: context)
        if let deployment = DeploymentAdvice.taskParagraph(modules: modules, recipes: bullets + text, uiState: uiState)
        {
            bullets += "\n" + deployment
        }
        let names = context.moduleNames(of: task)
        if let own = RulesText.ownTask(
            context.ownTaskTypes.filter { names.contains($0.module) }, subject: "this task's files",
            guide: "a recipe")
        {
            bullets += "\n### Own `Task` type\n\n" + own
        }
        if RulesText.usesMoya(task.files.lazy.flatMap(\.occurrences)) {
            bullets += "\n### Moya's `Task`\n\n" + RulesText.moyaTask(subject: "This task's files", guide: "a recipe")
        }
        return bullets + text
    }

    /// The constructs whose every occurrence in `task` is in a function of one value with a row of its own
    /// (`TaskMarkdown.oneValueCell`: `shareReplay` "nothing: each `try await` runs the call again", the result's
    /// `Observable` an `async throws` function): the catalog's recipes for them (`share(history:)`, an
    /// `AsyncSequence`) do not apply, nor what they need of the deployment target.
    private static func oneValueOnly(_ task: PlanTask, context: WorkspaceContext) -> Set<String> {
        guard task.files.contains(where: { context.oneValueLines[$0.path] != nil }) else { return [] }
        var covered: Set<String> = []
        var other: Set<String> = []
        for file in task.files {
            for occurrence in file.occurrences where !other.contains(occurrence.construct) {
                if TaskMarkdown.oneValueCell(occurrence, in: file, context: context) != nil {
                    covered.insert(occurrence.construct)
                } else {
                    other.insert(occurrence.construct)
                    covered.remove(occurrence.construct)
                }
            }
        }
        return covered
    }

    /// The constructs of the traits of one value, whose operators act on one awaited value once migrated.
    static let oneValueTypes: Set<String> = [
        "Single", "Maybe", "Completable", "PrimitiveSequence", "asSingle",
    ]

    static let oneValue = """
        A `Single`, `Maybe` or `Completable`, or an `Observable` of one value (a `create` sending one value and \
        completing, or a chain on calls of one value), becomes an `async` function (`async throws -> T`, `-> T?`, `-> Void`): \
        the operators chained on one then act on the one value awaited, with no sequence and no loop. `map` is an \
        expression on the awaited value, `flatMap` a second `await`, `do(onSuccess:)` a statement after the `await`, \
        `catch` or `catchAndReturn` a `do`/`catch` around it, `retry` a loop around the call; the AsyncSequence \
        operators above are for streams of many values.
        """

    static let mainActor = """
        View models and UI code are `@MainActor`: the tasks they start inherit it, so state they publish is \
        read and written on the main actor without `observe(on:)` or `DispatchQueue.main`.
        """

    /// What the task's own constructs are replaced with: their bullets, which the Scope's rows repeat (`BehaviorRelay
    /// | AsyncStream + share(history: 1); or an @Observable property`), and, where the task's code is UI code (the
    /// presentation or UI layer), the catalog's recipes too; nothing for a task of tests. The categories' general
    /// advice suggests `@Observable` for UI state only, so it counts nowhere.
    private static func uiReplacements(
        _ task: PlanTask, constructs: [(id: String, category: Category)], bullets: String, context: WorkspaceContext
    ) -> String {
        // Tests hold no UI state: their rows' `@Observable` is the code under test's.
        if task.layer == .test { return "" }
        guard [.presentation, .ui].contains(task.layer) else { return bullets }
        return constructs.reduce(bullets) { text, construct in text + (context.guide(construct.id)?.recipe ?? "") }
    }

    private static func bullet(_ id: String, guide: ConstructGuide?) -> String {
        guard let guide else { return "- \(Markdown.code(id)): no catalog entry; follow `rules.md`.\n" }
        var line = "- \(Markdown.code(id)) → \(guide.concurrency)"
        if let combine = guide.combine { line += " (Combine: \(combine))" }
        if !guide.note.isEmpty { line += ". \(Markdown.sentence(guide.note))" }
        return line + "\n"
    }
}

/// Renders `rules.md`, the long-lived constraints every task follows. Each topic is its own generated
/// region; `## Lessons` (which the retro appends to) is outside them and never rewritten.
package enum RulesMarkdown {
    package static func render(context: WorkspaceContext) -> String {
        var text = """
            # Migration rules

            The constraints every migration task follows. farewell refreshes the marked sections when the \
            plan changes, unless someone edited them; edit freely, and put what the team learns under \
            `## Lessons`.

            """
        for (name, content) in sections(context: context) {
            text += "\n" + GeneratedRegions.wrap(name, content)
        }
        return text + """

            ## Lessons

            <!-- The retro adds lessons here: `- [Construct] lesson (from T-012)`. -->

            """
    }

    /// The generated sections, in order, by region name.
    static func sections(context: WorkspaceContext) -> [(String, String)] {
        let kept = context.keptFrameworks.isEmpty ? [] : [("kept", RulesText.kept(context.keptFrameworks))]
        let framework = UIFramework.of(context.rxModules)
        return [
            ("principles", RulesText.principles),
            (
                "mapping",
                RulesText.mapping(on: framework)
                    + (DeploymentAdvice.rulesParagraph(modules: context.rxModules).map { "\n" + $0 } ?? "")
                    + (RulesText.ownTask(context.ownTaskTypes).map { "\n" + $0 } ?? "")
                    + (RulesText.usesMoya(context.plan.tasks.lazy.flatMap(\.files).flatMap(\.occurrences))
                        ? "\n" + RulesText.moyaTask() : "")
            ),
            ("constructs", constructs(context: context, on: framework)),
            ("streams", RulesText.streams),
            ("actors", RulesText.actors),
            ("combine", RulesText.combine(on: framework)),
            (
                "bridges",
                RulesText.bridges + (RulesText.appBridges(context.bridges).map { "\n" + $0 } ?? "")
                    + (RxSwiftVersionAdvice.paragraph(
                        context.rxSwiftVersions, symbols: context.planSymbols,
                        libraries: RxSwiftVersionAdvice.libraries(context), heading: "###"
                    ).map { "\n" + $0 } ?? "")
            ),
            ("flags", RulesText.flags(context.settings)),
        ] + kept
    }

    private static func constructs(context: WorkspaceContext, on framework: UIFramework) -> String {
        let found = context.constructs(in: context.plan.tasks)
        var text = "## Constructs in this codebase\n\n"
        guard !found.isEmpty else { return text + "The plan has no Rx occurrences yet.\n" }
        text += "| Construct | Category | Swift Concurrency | Combine | Note |\n|---|---|---|---|---|\n"
        for construct in found {
            let guide = context.guide(construct.id, on: framework)
            text += "| \(Markdown.code(construct.id)) | \(construct.category.rawValue) "
            text += "| \(Markdown.cell(guide?.concurrency ?? "not in the catalog")) "
            text += "| \(Markdown.cell(guide?.combine ?? "")) | \(Markdown.cell(guide?.note ?? "")) |\n"
        }
        return text
    }
}

/// The manifest lines of a cleanup task, and those of them that stay: a line of RxSwift that RIBs' workflows need
/// (`WorkflowCode`), a library's Rx edition that targets still take products without Rx from. A line that stays is
/// deleted by no task, so its note says only why it stays, and the Goal promises no repository free of Rx.
extension TaskCleanupSection {
    /// The Rx dependency lines a cleanup task lists, in order, each once with the modules it is a line of: a line
    /// several modules inherit (a Podfile's outer target) is one line to delete (`manifestLines`).
    static func groupedLines(_ task: PlanTask, covered: CleanupCoverage, context: WorkspaceContext)
        -> [(modules: [String], dependency: RxDependency)]
    {
        var groups: [(modules: [String], dependency: RxDependency)] = []
        for (module, dependency) in manifestLines(task, covered: covered, context: context) {
            if let last = groups.last, last.dependency == dependency {
                groups[groups.count - 1].modules.append(module)
            } else {
                groups.append(([module], dependency))
            }
        }
        return groups
    }

    /// `: not to delete, as …` for a line of `modules` that stays (`keptEdition`, `keptForWorkflows`); empty for a
    /// line to delete.
    static func keptNote(_ dependency: RxDependency, of modules: [String], context: WorkspaceContext) -> String {
        keptEdition(dependency) + keptForWorkflows(dependency, of: modules, context: context)
    }

    /// Why the task's lines that stay stay, one phrase a library, in the order of the lines (`RxSwift, as RIBs stays
    /// and its workflows need it in module `Feature``), and whether every line of the task stays. No phrase and false
    /// for a task that deletes all its lines, or lists none.
    static func keptLines(of task: PlanTask, context: WorkspaceContext) -> (reasons: [String], all: Bool) {
        let lines = groupedLines(task, covered: coverage(of: task, among: context.modules), context: context)
        var reasons: [String] = []
        var kept = 0
        for (modules, dependency) in lines {
            guard let reason = keptReason(dependency, of: modules, context: context) else { continue }
            kept += 1
            if !reasons.contains(reason) { reasons.append(reason) }
        }
        return (reasons, kept > 0 && kept == lines.count)
    }

    /// `RxSwift, as RIBs stays and the code it needs (workflows, implementations of its Rx requirements) uses it in module `Feature`` for a line that stays (`keptNote`), nil
    /// for a line to delete.
    private static func keptReason(_ dependency: RxDependency, of modules: [String], context: WorkspaceContext)
        -> String?
    {
        let files = workflowFiles(dependency, of: modules, context: context)
        let workflowModules = Set(files.compactMap { context.fileModules[$0] }).sorted()
        if !workflowModules.isEmpty {
            let names =
                (workflowModules.count == 1 ? "module " : "modules ")
                + Markdown.list(workflowModules.map(Markdown.code))
            return "\(dependency.library), as RIBs stays and the code it needs (workflows, implementations of its Rx requirements) uses it in \(names)"
        }
        guard !dependency.plainProducts.isEmpty else { return nil }
        return "\(dependency.library), as targets still use its products without Rx (or its plain edition replaces it)"
    }

    /// `: not to delete, as targets still use its products without Rx, `KakaoSDKAuth`: replace it with the library's
    /// plain edition (`https://github.com/kakao/kakao-ios-sdk.git`, a guess from its URL) or keep it` for a library's
    /// Rx edition that targets still take products without Rx from (`RxDependency.plainProducts`); deleting it would
    /// take those away. Empty for another line.
    static func keptEdition(_ dependency: RxDependency) -> String {
        guard !dependency.plainProducts.isEmpty else { return "" }
        let products = Markdown.list(dependency.plainProducts.map(Markdown.code))
        let edition = dependency.plainEdition.map { " (\(Markdown.code($0)), a guess from its URL)" } ?? ""
        return ": not to delete, as targets still use its products without Rx, \(products): replace it with the "
            + "library's plain edition\(edition) or keep it"
    }

    /// `: not to delete, as RIBs stays and its workflows keep their Rx types in module App (…): keep it, and `import
    /// RxSwift` there` for a line of `modules` that RIBs' workflows need (`WorkflowCode.needing`); empty for another.
    private static func keptForWorkflows(_ dependency: RxDependency, of modules: [String], context: WorkspaceContext)
        -> String
    {
        let paths = workflowFiles(dependency, of: modules, context: context)
        return WorkflowCode.keptLine(paths, module: { context.fileModules[$0] })
    }

    /// The files, sorted, whose workflow code needs the line `dependency` of `modules` (`WorkflowCode.needing`).
    private static func workflowFiles(_ dependency: RxDependency, of modules: [String], context: WorkspaceContext)
        -> [String]
    {
        guard !context.workflowLines.isEmpty else { return [] }
        let files = WorkflowCode.files(context.workflowLines, module: { context.fileModules[$0] })
        return WorkflowCode.needing(dependency, of: modules, files: files, users: context.libraryUsers)
    }
}

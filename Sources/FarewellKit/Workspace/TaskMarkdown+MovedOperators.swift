/// The Scope's words for the operators a task moves unchanged to a `+Rx.swift` file for callers in other tasks
/// (`Shim.Strategy.rxOperator`, Boundary), which get no replacement.
extension TaskMarkdown {
    /// Line -> the Replace with cell for each line of `file` holding an operator of an Rx type's extension that
    /// `task` moves unchanged for its callers (`PlanTask.movedOperatorLines(in:)`).
    static func movedOperatorCells(_ task: PlanTask, _ file: TaskFile) -> [Int: String] {
        if task.testsMovedOperators(file) {
            let cell =
                "moves unchanged to \(Markdown.code(Path.lastComponent(FileNaming.rxFile(of: file.path)))) with the "
                + "other tests of the operators this task keeps on Rx (see Boundary)"
            return Dictionary(file.occurrences.map { ($0.line, cell) }, uniquingKeysWith: { first, _ in first })
        }
        // A member of `extension Reactive` (`var doubleTap: ControlEvent<Void>`) is no operator of a stream.
        let reactiveLines = Set(
            file.occurrences.filter { $0.enclosing == "Reactive" || $0.enclosing?.hasPrefix("Reactive.") == true }
                .map(\.line))
        // A subscription holder nothing disposes into (`let disposeBag = DisposeBag()`).
        let holderLines = Set(
            task.unusedOperatorsBesideUsed.filter {
                $0.declaration.path == file.path && Catalog.holdsOnlyLifetimes($0.rxTypes)
            }.map(\.declaration.line))
        func what(_ line: Int) -> String {
            if holderLines.contains(line) { return "a subscription holder nothing disposes into nor reads" }
            return reactiveLines.contains(line) ? "a `Reactive` member nothing calls" : "an operator nothing calls"
        }
        var cells: [Int: String] = [:]
        for line in task.unusedOperatorLines(in: file) {
            cells[line] = "no caller: delete it (\(what(line)), with its extension)"
        }
        for line in task.unusedOperatorLinesBesideUsed(in: file) {
            cells[line] =
                holderLines.contains(line)
                ? "no caller: delete it (\(what(line)))" : "no caller: delete it (\(what(line)); its extension stays)"
        }
        let lines = task.movedOperatorLines(in: file)
        guard !lines.isEmpty else { return cells }
        let cell =
            file.path.hasSuffix(FileNaming.rxFileSuffix)
            ? "stays unchanged in this file (a shim, see Boundary)"
            : "moves unchanged to \(Markdown.code(Path.lastComponent(FileNaming.rxFile(of: file.path)))) (a shim, "
                + "see Boundary)"
        for line in lines { cells[line] = cell }
        return cells
    }
}

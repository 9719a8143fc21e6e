/// The Scope's words for the operators a task moves unchanged to a `+Rx.swift` file for callers in other tasks
/// (`Shim.Strategy.rxOperator`, Boundary), which get no replacement.
extension TaskMarkdown {
    /// Line -> the Replace with cell for each line of `file` holding an operator of an Rx type's extension that
    /// `task` moves unchanged for its callers: the operator's declaration with its body, and the header of the
    /// extension declaring it (`extension ObservableType {`), which moves with it.
    static func movedOperatorCells(_ task: PlanTask, _ file: TaskFile) -> [Int: String] {
        let operators = task.shims.filter { $0.strategy == .rxOperator && $0.declaration.path == file.path }
        guard !operators.isEmpty else { return [:] }
        let cell =
            file.path.hasSuffix(FileNaming.rxFileSuffix)
            ? "stays unchanged in this file (a shim, see Boundary)"
            : "moves unchanged to \(Markdown.code(Path.lastComponent(FileNaming.rxFile(of: file.path)))) (a shim, "
                + "see Boundary)"
        var lines: Set<Int> = []
        for shim in operators {
            let line = shim.declaration.line
            // Overloads share a name: each one's body ends where the next one it moves starts.
            let overloads = operators.filter { $0.api == shim.api && $0.declaration.line > line }
            let next = overloads.map(\.declaration.line).min()
            lines.formUnion(RxAPI.declarationLines(of: shim.api, at: line, before: next, in: file.occurrences))
            lines.formUnion(extensionHeaderLines(of: shim, in: file.occurrences))
        }
        return Dictionary(uniqueKeysWithValues: lines.map { ($0, cell) })
    }

    /// Whether all of `task`'s Rx is operators of Rx types' extensions that it moves unchanged for callers in other
    /// tasks (`movedOperatorCells`: an `Observable+Extension.swift` of `asDriverOnErrorJustComplete()` and
    /// `mapToVoid()`): no code path changes, so no feature flag guards it.
    static func movesOnlyOperators(_ task: PlanTask) -> Bool {
        guard task.kind == .migration, task.shims.contains(where: { $0.strategy == .rxOperator }),
            task.files.contains(where: { !$0.occurrences.isEmpty })
        else { return false }
        return task.files.allSatisfy { file in
            let moved = movedOperatorCells(task, file)
            return file.occurrences.allSatisfy { moved[$0.line] != nil }
        }
    }

    /// The lines of the header of the extension declaring `shim` (`extension PrimitiveSequence where Trait ==
    /// SingleTrait {`): the occurrences the extended type alone encloses, the nearest before the declaration with
    /// nothing between but the type's other members (the same extension's).
    private static func extensionHeaderLines(of shim: Shim, in occurrences: [Occurrence]) -> Set<Int> {
        guard let dot = shim.api.lastIndex(of: ".") else { return [] }
        let type = String(shim.api[..<dot])
        var lines: Set<Int> = []
        for occurrence in occurrences.reversed() where occurrence.line <= shim.declaration.line {
            if occurrence.enclosing == type {
                lines.insert(occurrence.line)
            } else if !lines.isEmpty || occurrence.enclosing?.hasPrefix(type + ".") != true {
                break
            }
        }
        return lines
    }
}

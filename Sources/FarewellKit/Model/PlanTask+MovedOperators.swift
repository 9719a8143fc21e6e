/// The operators a task moves unchanged to a `+Rx.swift` file for callers in other tasks (`Shim.Strategy.rxOperator`):
/// which lines of its files move, and whether that is all its Rx (the planner gives such a task no flag; its task
/// file says what to do).
extension PlanTask {
    /// The lines of `file` holding an operator of an Rx type's extension that this task moves unchanged for its
    /// callers: the operator's declaration with its body, and the header of the extension declaring it (`extension
    /// ObservableType {`), which moves with it.
    func movedOperatorLines(in file: TaskFile) -> Set<Int> {
        Self.operatorLines(shims.filter { $0.strategy == .rxOperator }, in: file, withHeaders: true)
    }

    /// The lines of `file` holding an operator of an Rx type's extension that nothing calls (`unusedOperators`), with
    /// its extension's header: they are deleted, not rewritten.
    func unusedOperatorLines(in file: TaskFile) -> Set<Int> {
        Self.operatorLines(unusedOperators, in: file, withHeaders: true).subtracting(movedOperatorLines(in: file))
    }

    /// The lines of `file` holding an operator nothing calls in an extension that keeps other declarations
    /// (`unusedOperatorsBesideUsed`): deleted, while the extension's header stays.
    func unusedOperatorLinesBesideUsed(in file: TaskFile) -> Set<Int> {
        Self.operatorLines(unusedOperatorsBesideUsed, in: file, withHeaders: false)
            .subtracting(movedOperatorLines(in: file))
    }

    /// The lines of the operators of `operators` that `file` declares, each to the next overload of its name among
    /// them (overloads share a name: each one's body ends where the next one starts), with their extensions' headers
    /// when `withHeaders`.
    private static func operatorLines(_ operators: [Shim], in file: TaskFile, withHeaders: Bool) -> Set<Int> {
        let operators = operators.filter { $0.declaration.path == file.path }
        var lines: Set<Int> = []
        for shim in operators {
            let line = shim.declaration.line
            let next = operators.filter { $0.api == shim.api && $0.declaration.line > line }.map(\.declaration.line)
                .min()
            lines.formUnion(RxAPI.declarationLines(of: shim.api, at: line, before: next, in: file.occurrences))
            if withHeaders { lines.formUnion(extensionHeaderLines(of: shim, in: file.occurrences)) }
        }
        return lines
    }

    /// Whether all of this task's Rx is operators of Rx types' extensions that it moves unchanged for callers in
    /// other tasks, or code it deletes as nothing uses it (`movedOperatorLines(in:)`: an
    /// `Observable+Extension.swift` of `asDriverOnErrorJustComplete()` and `mapToVoid()`): no code path changes, so
    /// no feature flag guards it.
    var movesOnlyOperators: Bool {
        guard kind == .migration,
            shims.contains(where: { $0.strategy == .rxOperator }) || !unusedOperators.isEmpty
                || !unusedOperatorsBesideUsed.isEmpty,
            files.contains(where: { !$0.occurrences.isEmpty })
        else { return false }
        return files.allSatisfy { file in
            // The operators nothing calls go: deleting dead code changes no path either.
            let moved = movedOperatorLines(in: file)
                .union(Self.operatorLines(unusedOperators, in: file, withHeaders: true))
                .union(Self.operatorLines(unusedOperatorsBesideUsed, in: file, withHeaders: false))
            return file.occurrences.allSatisfy { moved.contains($0.line) } || testsMovedOperators(file)
        }
    }

    /// Whether all of this task's Rx is code nothing uses, which it deletes (`movesOnlyOperators` with no operator to
    /// move: a file of `Reactive` members no screen binds any more).
    var deletesOnlyDeadCode: Bool {
        movesOnlyOperators && !shims.contains(where: { $0.strategy == .rxOperator })
    }

    /// Whether `file` is the tests of a file of this task whose Rx is all operators it moves unchanged
    /// (`ObservableType+PausableTests.swift` of `ObservableType+Pausable.swift`): they test the Rx operator, which
    /// stays, so they move unchanged with it, to a `+Rx.swift` file of their own.
    func testsMovedOperators(_ file: TaskFile) -> Bool {
        guard !file.occurrences.isEmpty, shims.contains(where: { $0.strategy == .rxOperator }) else { return false }
        let stem = Path.stem(Path.lastComponent(file.path))
        guard let suffix = ["Tests", "Test", "Spec"].first(where: { stem.hasSuffix($0) && stem.count > $0.count })
        else { return false }
        let tested = String(stem.dropLast(suffix.count))
        return files.contains { other in
            guard other.path != file.path, Path.stem(Path.lastComponent(other.path)) == tested else { return false }
            let moved = movedOperatorLines(in: other)
            return !moved.isEmpty && other.occurrences.allSatisfy { moved.contains($0.line) }
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

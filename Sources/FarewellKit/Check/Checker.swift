/// Compares the code with the baseline and with the scopes of merged tasks.
package struct Checker: Sendable {
    /// A merged task's scope: the files (and, for split files, the declarations) that must stay free of Rx.
    package struct MergedScope: Sendable, Equatable {
        package var taskID: String
        package var files: [TaskFile]
        /// Who owns what in those files, as `verify` and `status` tell it: the plan's tasks, so a file split
        /// between tasks is shared the same way. By default, this task alone.
        package var owners: ScopeOwners

        package init(taskID: String, files: [TaskFile], owners: ScopeOwners? = nil) {
            self.taskID = taskID
            self.files = files
            self.owners = owners ?? ScopeOwners(task: taskID, files: files)
        }

        /// The scopes of the plan's tasks marked merged.
        package static func all(in plan: Plan) -> [MergedScope] {
            let merged = plan.tasks.filter { $0.status == .merged }
            guard !merged.isEmpty else { return [] }
            let owners = ScopeOwners(plan.tasks)
            return merged.map { MergedScope(taskID: $0.id, files: $0.files, owners: owners) }
        }
    }

    package var catalog: Catalog

    package init(catalog: Catalog = .standard) { self.catalog = catalog }

    package func check(_ inventory: Inventory, baseline: Baseline, merged: [MergedScope] = []) -> CheckResult {
        check(inventory, expecting: Expectation(baseline), merged: merged)
    }

    package func check(_ inventory: Inventory, expecting expectation: Expectation, merged: [MergedScope] = [])
        -> CheckResult
    {
        let before = expectation.perFile
        let files = inventory.files
        // Each file's occurrences counted per construct once; a path stands for its first file.
        let now = files.map { file in
            var counts: [String: Int] = [:]
            counts.reserveCapacity(min(file.occurrences.count, 32))
            // By index: copying each occurrence would retain all its strings.
            for index in file.occurrences.indices { counts[file.occurrences[index].construct, default: 0] += 1 }
            return counts
        }
        var first: [String: Int] = [:]
        first.reserveCapacity(files.count)
        for (index, file) in files.enumerated() where first[file.path] == nil { first[file.path] = index }
        var violations: [CheckResult.Violation] = []
        for (index, file) in files.enumerated() where !file.occurrences.isEmpty {
            guard let baseCounts = before[file.path] else {
                violations += file.occurrences.map { violation(.newFile, file.path, $0) }
                continue
            }
            for (construct, count) in now[index] {
                let excess = count - (baseCounts[construct] ?? 0)
                guard excess > 0 else { continue }
                let occurrences = file.occurrences.filter { $0.construct == construct }
                violations += newest(occurrences, excess: excess, path: file.path, expectation: expectation)
                    .map { violation(.newRx, file.path, $0) }
            }
        }
        var removed = 0
        for (path, constructs) in before {
            let counts = first[path].map { now[$0] } ?? [:]
            for (construct, count) in constructs { removed += max(0, count - (counts[construct] ?? 0)) }
        }
        let already = Set(violations.map { [$0.path, "\($0.line)", "\($0.column)"] })
        let occurrences = { (path: String) in first[path].map { files[$0].occurrences } }
        violations += mergedRegressions(merged, occurrences: occurrences, already: already)
        return CheckResult(
            violations: violations.sorted(), baselineTotal: expectation.total, currentTotal: inventory.occurrenceCount,
            removed: removed)
    }

    /// The occurrences that make a construct's count exceed the baseline: in the declarations whose own
    /// count rose, the last ones by line. Code that moved within its declaration is not among them.
    private func newest(_ occurrences: [Occurrence], excess: Int, path: String, expectation: Expectation)
        -> [Occurrence]
    {
        let byDeclaration = Dictionary(grouping: occurrences) { $0.enclosing ?? "-" }
        var candidates: [Occurrence] = []
        for (declaration, group) in byDeclaration {
            let rise = group.count - expectation.count(path, group[0].construct, declaration)
            if rise > 0 { candidates += group.sorted { ($0.line, $0.column) < ($1.line, $1.column) }.suffix(rise) }
        }
        return Array(candidates.sorted { ($0.line, $0.column) < ($1.line, $1.column) }.suffix(excess))
    }

    private func mergedRegressions(
        _ merged: [MergedScope], occurrences: (String) -> [Occurrence]?, already: Set<[String]>
    ) -> [CheckResult.Violation] {
        var violations: [CheckResult.Violation] = []
        for scope in merged {
            var seen: Set<String> = []
            for taskFile in scope.files where seen.insert(taskFile.path).inserted {
                for occurrence in occurrences(taskFile.path) ?? [] {
                    guard scope.owners.owner(taskFile.path, occurrence.enclosing) == scope.taskID else { continue }
                    guard !already.contains([taskFile.path, "\(occurrence.line)", "\(occurrence.column)"]) else {
                        continue
                    }
                    violations.append(violation(.mergedTask, taskFile.path, occurrence, task: scope.taskID))
                }
            }
        }
        return violations
    }

    private func violation(
        _ kind: CheckResult.Kind, _ path: String, _ occurrence: Occurrence, task: String? = nil
    ) -> CheckResult.Violation {
        let what = "\(occurrence.construct) (\(occurrence.category.rawValue))"
        let lead =
            switch kind {
            case .newRx: "New Rx code: \(what)"
            case .newFile: "Rx in a file outside the baseline: \(what)"
            case .mergedTask: "\(task ?? "A task") is merged but its scope has Rx again: \(what)"
            }
        return CheckResult.Violation(
            kind: kind, path: path, line: occurrence.line, column: occurrence.column, construct: occurrence.construct,
            category: occurrence.category, declaration: occurrence.enclosing, taskID: task,
            message: lead + ". " + advice(occurrence.construct))
    }

    /// `Use async throws -> T (Combine: Future).`
    package func advice(_ construct: String) -> String {
        guard let entry = catalog.construct(id: construct) else { return "Migrate it to Swift Concurrency." }
        let combine = entry.combine.map { " (Combine: \($0))" } ?? ""
        return "Use \(entry.concurrency)\(combine)."
    }
}

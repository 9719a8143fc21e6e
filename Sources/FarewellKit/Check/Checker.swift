/// Compares the code with the baseline and with the scopes of merged tasks.
package struct Checker: Sendable {
    /// A merged task's scope: the files (and, for split files, the declarations) that must stay free of Rx.
    package struct MergedScope: Sendable, Equatable {
        package var taskID: String
        package var files: [TaskFile]
        /// Who owns what in those files, as `verify` and `status` tell it: the plan's tasks, so a file split
        /// between tasks is shared the same way, and a `+Rx.swift` file keeping an old Rx path is its cleanup
        /// task's. By default, this task alone.
        package var owners: ScopeOwners

        package init(taskID: String, files: [TaskFile], owners: ScopeOwners? = nil) {
            self.taskID = taskID
            self.files = files
            self.owners = owners ?? ScopeOwners(task: taskID, files: files)
        }

        /// The scopes of the plan's tasks marked merged, over the files of `inventory`.
        package static func all(in plan: Plan, inventory: Inventory) -> [MergedScope] {
            let merged = plan.tasks.filter { $0.status == .merged }
            guard !merged.isEmpty else { return [] }
            let owners = ScopeOwners(plan.tasks, inventory: inventory)
            return merged.map { MergedScope(taskID: $0.id, files: $0.files, owners: owners) }
        }
    }

    package var catalog: Catalog

    package init(catalog: Catalog = .standard) { self.catalog = catalog }

    package func check(
        _ inventory: Inventory, baseline: Baseline, merged: [MergedScope] = [], kept: KeptRxFiles = KeptRxFiles()
    ) -> CheckResult {
        check(inventory, expecting: Expectation(baseline), merged: merged, kept: kept)
    }

    /// `kept`: the `+Rx.swift` files the plan gives to a cleanup task (`KeptRxFiles`), whose old Rx path and shims
    /// are no regression, as the files `farewell scaffold` wrote are not (`FileInventory.isScaffolded`).
    package func check(
        _ inventory: Inventory, expecting expectation: Expectation, merged: [MergedScope] = [],
        kept: KeptRxFiles = KeptRxFiles()
    ) -> CheckResult {
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
        let pairs = RxFilePairs(files: files, baseline: before)
        let comparison = Comparison(
            files: files, now: now, expectation: expectation, pairs: pairs, planned: Self.planned(files, kept: kept))
        var violations: [CheckResult.Violation] = []
        for (index, file) in files.enumerated() where pairs.home(of: index) == nil {
            let rxFiles = first[file.path] == index ? pairs.rxFiles(of: file.path) : []
            violations += regressions(comparison.held([index] + rxFiles), heldTo: file.path, comparison)
        }
        // The `+Rx.swift` files whose own file has no Rx import left.
        for (home, rxFiles) in pairs.rxFilesByHome where first[home] == nil {
            violations += regressions(comparison.held(rxFiles), heldTo: home, comparison)
        }
        var removed = 0
        for (path, _) in before where !pairs.countsWithItsHome(path) {
            let expected = comparison.expected(path)
            let counts = comparison.counts((first[path].map { [$0] } ?? []) + pairs.rxFiles(of: path))
            for (construct, count) in expected { removed += max(0, count - (counts[construct] ?? 0)) }
        }
        let already = Set(violations.map { [$0.path, "\($0.line)", "\($0.column)"] })
        let occurrences = { (path: String) in first[path].map { files[$0].occurrences } }
        violations += mergedRegressions(merged, occurrences: occurrences, already: already)
        return CheckResult(
            violations: violations.sorted(), baselineTotal: expectation.total, currentTotal: inventory.occurrenceCount,
            removed: removed)
    }

    /// The regressions of the files held to the baseline entries of `path`: the file at `path` (when it still
    /// has Rx imports) and its `+Rx.swift` files, given as indices into the inventory's files, that file first.
    private func regressions(_ members: [Int], heldTo path: String, _ comparison: Comparison)
        -> [CheckResult.Violation]
    {
        let files = comparison.files
        guard members.contains(where: { !files[$0].occurrences.isEmpty }) else { return [] }
        guard comparison.expectation.perFile[path] != nil else {
            return members.flatMap { index in
                files[index].occurrences.map { violation(.newFile, files[index].path, $0) }
            }
        }
        let expected = comparison.expected(path, heldOnly: true)
        var violations: [CheckResult.Violation] = []
        for (construct, count) in comparison.counts(members) {
            let excess = count - (expected[construct] ?? 0)
            guard excess > 0 else { continue }
            var occurrences: [Located] = []
            for (rank, index) in members.enumerated() {
                for occurrence in files[index].occurrences where occurrence.construct == construct {
                    occurrences.append(Located(rank: rank, path: files[index].path, occurrence: occurrence))
                }
            }
            let paths = comparison.heldBaselinePaths(path)
            violations += newest(occurrences, excess: excess, baselinePaths: paths, expectation: comparison.expectation)
                .map { violation(.newRx, $0.path, $0.occurrence) }
        }
        return violations
    }

    /// The occurrences that make a construct's count exceed the baseline: in the declarations whose own
    /// count rose, the last ones (by file, the `+Rx.swift` file last, then by line). Code that moved within
    /// its declaration, or between a file and its `+Rx.swift` file, is not among them.
    private func newest(_ occurrences: [Located], excess: Int, baselinePaths: [String], expectation: Expectation)
        -> [Located]
    {
        let byDeclaration = Dictionary(grouping: occurrences) { $0.occurrence.enclosing ?? "-" }
        var candidates: [Located] = []
        for (declaration, group) in byDeclaration {
            let construct = group[0].occurrence.construct
            let allowed = baselinePaths.reduce(0) { $0 + expectation.count($1, construct, declaration) }
            let rise = group.count - allowed
            if rise > 0 { candidates += group.sorted(by: Located.precedes).suffix(rise) }
        }
        return Array(candidates.sorted(by: Located.precedes).suffix(excess))
    }

    /// The paths whose Rx the plan itself asks for, held to no baseline: the files `farewell scaffold` wrote (the
    /// foundation task adds them, the cleanup deletes them) and the `+Rx.swift` files keeping a migrated file's old
    /// Rx path and the shims its Boundary keeps for callers in other tasks (`Single.create { … }`,
    /// `Disposables.create { task.cancel() }`), which the cleanup task deletes with the flag.
    private static func planned(_ files: [FileInventory], kept: KeptRxFiles) -> Set<String> {
        var paths = Set(kept.owners.keys)
        for file in files where file.isScaffolded { paths.insert(file.path) }
        return paths
    }

    private func mergedRegressions(
        _ merged: [MergedScope], occurrences: (String) -> [Occurrence]?, already: Set<[String]>
    ) -> [CheckResult.Violation] {
        var violations: [CheckResult.Violation] = []
        for scope in merged {
            for path in scope.owners.scopePaths(of: scope.taskID, listing: scope.files) {
                for occurrence in occurrences(path) ?? [] {
                    guard scope.owners.owner(path, occurrence) == scope.taskID else { continue }
                    guard !already.contains([path, "\(occurrence.line)", "\(occurrence.column)"]) else { continue }
                    violations.append(violation(.mergedTask, path, occurrence, task: scope.taskID))
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

    /// `Instead: async throws -> T (Combine: Future).`: the replacement, a thing or what to do.
    package func advice(_ construct: String) -> String {
        guard let entry = catalog.construct(id: construct) else { return "Migrate it to Swift Concurrency." }
        let combine = entry.combine.map { " (Combine: \($0))" } ?? ""
        return "Instead: \(entry.concurrency)\(combine)."
    }
}

/// What `verify` checks: the Rx occurrences still in a task's scope, owned as `ScopeOwners` says (the rule
/// `status` and `check` follow too).
package enum ScopeCheck {
    /// One occurrence left in scope.
    package struct Remaining: Sendable, Hashable, CustomStringConvertible {
        package var path: String
        package var occurrence: Occurrence

        /// `path:line: construct`; a construct written under another of its names, as the task tables and the scan
        /// summary show it: the symbol as written, then the construct (`App/Feed.swift:5: catchError (catch)`).
        package var description: String {
            let construct = occurrence.symbol == occurrence.construct ? "" : " (\(occurrence.construct))"
            return "\(path):\(occurrence.line): \(occurrence.symbol)\(construct)"
        }
    }

    /// The occurrences of `inventory` in the task's scope, sorted by path and line. `plan` tells which task
    /// owns what in a file split between tasks, and which cleanup task owns a `+Rx.swift` file keeping an old
    /// Rx path (`KeptRxFiles`); without it, the task owns its files as if it were alone.
    package static func remaining(_ task: PlanTask, in inventory: Inventory, plan: Plan? = nil) -> [Remaining] {
        var byPath: [String: FileInventory] = [:]
        for file in inventory.files { byPath[file.path] = file }
        let owners =
            plan.map { ScopeOwners(tasks($0, with: task), inventory: inventory) }
            ?? ScopeOwners(task: task.id, files: task.files)
        // The operators a `+Rx.swift` file of the task keeps where they are for callers in other tasks (`stays
        // unchanged in this file`): found by name, as deleting the dead ones above them moves their lines.
        var keptOperators: [String: [String]] = [:]
        for shim in task.shims
        where shim.strategy == .rxOperator && shim.declaration.path.hasSuffix(FileNaming.rxFileSuffix) {
            keptOperators[shim.declaration.path, default: []].append(shim.api)
        }
        var result: [Remaining] = []
        for path in owners.scopePaths(of: task.id, listing: task.files) {
            guard let file = byPath[path] else { continue }
            let kept = keptOperators[path] ?? []
            for occurrence in file.occurrences where owners.owner(file.path, occurrence) == task.id {
                if !kept.isEmpty, let enclosing = occurrence.enclosing, Self.isKept(enclosing, among: kept) { continue }
                result.append(Remaining(path: file.path, occurrence: occurrence))
            }
        }
        return result.sorted {
            ($0.path, $0.occurrence.line, $0.occurrence.column) < ($1.path, $1.occurrence.line, $1.occurrence.column)
        }
    }

    /// Whether an occurrence enclosed by `enclosing` is in one of the operators `kept` (`Observable.mapObject`, its
    /// signature and body: `Observable.mapObject(type:)…`) or in the header of their extension (`Observable`).
    private static func isKept(_ enclosing: String, among kept: [String]) -> Bool {
        kept.contains { api in
            enclosing.hasPrefix(api + "(") || api.lastIndex(of: ".").map { enclosing == api[..<$0] } ?? false
        }
    }

    /// The plan's tasks with `task` as given in place of the one with its id (added when there is none).
    private static func tasks(_ plan: Plan, with task: PlanTask) -> [PlanTask] {
        guard let index = plan.tasks.firstIndex(where: { $0.id == task.id }) else { return plan.tasks + [task] }
        var tasks = plan.tasks
        tasks[index] = task
        return tasks
    }
}

extension ScopeCheck {
    /// What a cleanup task must still delete in `inventory`, sorted by path and line: the Rx occurrences left
    /// in the modules it covers (one line per module: the migration tasks it waits for are not done), their
    /// Rx dependency lines (`Podfile:9: RxCocoa`; a shared manifest's, `Cartfile:2` and the pins of its
    /// `Cartfile.resolved`, only for that manifest's task; not a library's Rx edition that targets still take products
    /// without Rx from, which the task may keep, nor RxSwift's where RIBs' workflows need it, `WorkflowCode`)
    /// and the Rx imports of their files that use no Rx. The lines workflows need are no leftovers. Empty for other
    /// tasks.
    /// `scope`: the occurrences `remaining` already lists (the task's own `+Rx.swift` files, the holders it owns in
    /// other files, whose other occurrences count in their module). `tasks`: the plan's, which tell the cleanup task
    /// deleting each committed copy of an Rx library (`TaskCleanupSection.vendoredCopies`); without them the task
    /// deletes every copy.
    package static func cleanupLeftovers(
        _ task: PlanTask, in inventory: Inventory, scope: [Remaining] = [], tasks: [PlanTask] = []
    ) -> [String] {
        guard task.kind == .cleanup else { return [] }
        let coverage = TaskCleanupSection.coverage(of: task, among: inventory.modules)
        let covered = Set(coverage.modules)
        let includes = { (module: String) in coverage.isRepository || covered.contains(module) }
        let paths = TaskCleanupSection.manifestPaths(of: task)
        var lines: Set<Leftover> = []
        // The Rx implementations this cleanup keeps for a later one, and those a cleanup kept for this one, with the
        // Rx lines their files need: the later one removes them all (`KeptImplementations`).
        let kept =
            tasks.isEmpty
            ? [] : KeptImplementations.all(in: Plan(waves: [], tasks: tasks, baseline: 0), modules: inventory.modules)
        let keptHere = Set(kept.filter { $0.keeper == task.id }.map(\.path))
        let keptForHere = Set(kept.filter { $0.remover == task.id }.map(\.path))
        let need = { (paths: Set<String>) -> Set<SourceLocation> in
            guard !paths.isEmpty else { return [] }
            let files = inventory.files.filter { paths.contains($0.path) }
            return Set(
                KeptImplementations.neededLines(
                    kept.filter { paths.contains($0.path) }, modules: inventory.modules,
                    fileModules: Dictionary(
                        files.map { ($0.path, $0.module) }, uniquingKeysWith: { first, _ in first }),
                    fileImports: Dictionary(
                        files.map { ($0.path, $0.imports) }, uniquingKeysWith: { first, _ in first })
                ).map(\.dependency.location))
        }
        let linesKeptHere = need(keptHere)
        let linesKeptForHere = need(keptForHere)
        var left: [String: Int] = [:]
        for file in inventory.files where keptForHere.contains(file.path) && !file.occurrences.isEmpty {
            let occurrences = Markdown.count(file.occurrences.count, "Rx occurrence")
            let text = "\(file.path): \(occurrences) left (the implementations kept for this task)"
            lines.insert(Leftover(path: file.path, line: 0, text: text))
        }
        let listed = Dictionary(grouping: scope, by: \.path).mapValues { Set($0.map(\.occurrence)) }
        for file in inventory.files where includes(file.module) && !file.occurrences.isEmpty {
            guard !keptHere.contains(file.path) else { continue }
            let workflows = file.workflowLines
            let inScope = listed[file.path] ?? []
            let count = file.occurrences.count { !workflows.sortedContains($0.line) && !inScope.contains($0) }
            if count > 0 { left[file.module, default: 0] += count }
        }
        for (module, count) in left {
            let occurrences = Markdown.count(count, "Rx occurrence")
            lines.insert(Leftover(path: module, line: 0, text: "\(module): \(occurrences) left in the module"))
        }
        let keptForWorkflows = workflowLines(in: inventory)
        for module in inventory.modules {
            // The lines in its manifests, also of a module another cleanup task removes the code of.
            // A library's Rx edition that targets still take products without Rx from stays, or is replaced.
            for dependency in module.rxDependencies
            where
                (includes(module.name) || paths.contains(dependency.location.path)
                || linesKeptForHere.contains(dependency.location))
                && dependency.plainProducts.isEmpty && !keptForWorkflows.contains(dependency.location)
                && !linesKeptHere.contains(dependency.location)
            {
                // `Moya/RxSwift` left as `Moya` is done; the line itself shows only while the subspec stays.
                let pod = TaskCleanupSection.keptPod(dependency.library).map { " (keep `\($0)`, drop the subspec)" }
                let text = "\(dependency.location.description): \(dependency.library) still brings Rx in" + (pod ?? "")
                lines.insert(Leftover(path: dependency.location.path, line: dependency.location.line, text: text))
            }
            // A shared manifest's lines (`Cartfile:2`) only in that manifest's task, not in its modules' tasks.
            for dependency in module.sharedRxDependencies
            where paths.contains(dependency.location.path) && dependency.plainProducts.isEmpty
                && !keptForWorkflows.contains(dependency.location)
            {
                let left =
                    TaskCleanupSection.isPin(dependency) ? "still pinned (run `carthage update`)" : "still brings Rx in"
                let text = "\(dependency.location.description): \(dependency.library) \(left)"
                lines.insert(Leftover(path: dependency.location.path, line: dependency.location.line, text: text))
            }
        }
        let copies = TaskCleanupSection.vendoredCopies(
            of: task, among: tasks.isEmpty ? [task] : tasks, copies: inventory.vendoredCopies,
            modules: inventory.modules)
        for copy in copies {
            let text = "\(copy.path)/: the copy of \(copy.library) still there"
            lines.insert(Leftover(path: copy.path, line: 0, text: text))
        }
        for file in ImportOnlyFile.all(in: inventory)
        where includes(file.module) && !keptHere.contains(file.path) || keptForHere.contains(file.path) {
            let imports = file.imports.map { "import \($0)" }.joined(separator: ", ")
            lines.insert(Leftover(path: file.path, line: 0, text: "\(file.path): \(imports) still there"))
        }
        return lines.sorted { ($0.path, $0.line, $0.text) < ($1.path, $1.line, $1.text) }.map(\.text)
    }

    /// The manifest lines of `inventory` that RIBs' workflows need (`WorkflowCode.needing`): RxSwift's, of their
    /// modules and of those they import it through, and the shared ones serving them.
    private static func workflowLines(in inventory: Inventory) -> Set<SourceLocation> {
        let files = Dictionary(grouping: inventory.files.filter { !$0.workflowLines.isEmpty }, by: \.module)
            .mapValues { $0.map(\.path).sorted() }
        guard !files.isEmpty else { return [] }
        let users = LibraryUsers(modules: inventory.modules, imports: LibraryUsers.imports(of: inventory.files))
        // Each line with the modules it is a line of or serves (a Podfile's outer target, a Cartfile).
        var served: [SourceLocation: [String]] = [:]
        var dependencies: [SourceLocation: RxDependency] = [:]
        for module in inventory.modules {
            for dependency in module.rxDependencies + module.sharedRxDependencies {
                served[dependency.location, default: []].append(module.name)
                dependencies[dependency.location] = dependency
            }
        }
        return Set(
            dependencies.filter { location, dependency in
                !WorkflowCode.needing(dependency, of: served[location] ?? [], files: files, users: users).isEmpty
            }.keys)
    }

    private struct Leftover: Hashable {
        var path: String
        var line: Int
        var text: String
    }
}

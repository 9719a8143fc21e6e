/// The Rx implementations one cleanup task keeps for the requirements of a later one: where the plan's other links
/// order an implementing module's cleanup first (a stub in the app implementing a package's protocol, whose shims the
/// app's old paths call), deleting the implementations before their requirements would break the conformance, so
/// the later cleanup deletes them, with the Rx lines and imports their file still needs.
package struct KeptImplementation: Sendable, Hashable {
    /// What keeps it: the conformance of the type to the protocol.
    package var conformance: Conformance
    /// The implementation's file.
    package var path: String { conformance.implementation.path }
    /// The cleanup task keeping it (its module's).
    package var keeper: String
    /// The later cleanup task deleting it after the requirements (the protocol task's flag remover).
    package var remover: String
}

enum KeptImplementations {
    /// Every implementation a cleanup task of `plan` keeps for a later one, in task order, then by type and protocol.
    /// `removers`: the migration task -> cleanup task removing its flag (`WorkspaceContext.flagRemovers`), found
    /// here when not given.
    /// `relations`: the plan's (`PlanRelations`), built here when not given.
    static func all(
        in plan: Plan, modules: [Module], removers: [String: String]? = nil, relations: PlanRelations? = nil
    ) -> [KeptImplementation] {
        let tasks = plan.tasks
        let removers = removers ?? WorkspaceContext.flagRemovers(tasks, modules: modules)
        let relations = relations ?? PlanRelations(plan)
        var kept: [KeptImplementation] = []
        for cleanup in tasks where cleanup.kind == .cleanup {
            let coverage = TaskCleanupSection.coverage(of: cleanup, among: modules)
            guard !TaskCleanupSection.listsOnlySharedDependencies(cleanup), !coverage.isLinesOnly else { continue }
            let awaited = relations.awaited(by: cleanup, in: plan)
            for migration in TaskCleanupSection.migrations(of: cleanup, among: tasks, covered: coverage) {
                for conformance in migration.conformances.sorted()
                where !conformance.isOverride && conformance.typeTask == migration.id {
                    guard let remover = removers[conformance.protocolTask], remover != cleanup.id,
                        !awaited.contains(remover)
                    else { continue }
                    kept.append(KeptImplementation(conformance: conformance, keeper: cleanup.id, remover: remover))
                }
            }
        }
        return kept
    }

    /// The Rx dependency lines of `modules` that the kept implementations' files still need: those of each file's
    /// module (`fileModules`) whose library the file imports (`fileImports`), with the files needing each.
    static func neededLines(
        _ kept: [KeptImplementation], modules: [Module], fileModules: [String: String],
        fileImports: [String: [String]]
    ) -> [(dependency: RxDependency, paths: [String])] {
        var needed: [SourceLocation: (dependency: RxDependency, paths: Set<String>)] = [:]
        for path in Set(kept.map(\.path)) {
            guard let moduleName = fileModules[path], let module = modules.first(where: { $0.name == moduleName })
            else { continue }
            let imports = Set(fileImports[path] ?? [])
            for dependency in module.rxDependencies where imports.contains(dependency.library) {
                needed[dependency.location, default: (dependency, [])].paths.insert(path)
            }
        }
        return needed.keys.sorted().compactMap { location in
            needed[location].map { ($0.dependency, $0.paths.sorted()) }
        }
    }
}

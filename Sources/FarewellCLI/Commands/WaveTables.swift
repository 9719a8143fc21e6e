import FarewellKit

/// Refreshes the wave files' task tables after `track` or `sync` changed task files, the way `plan` would,
/// so `plan --check` sees no drift. Regions edited by hand are kept and reported.
enum WaveTables {
    /// Rewrites the wave files whose generated text changed; returns their workspace-relative paths.
    /// `repository` is where `farewell.json` is looked for when the workspace has none of its own.
    static func refresh(workspace: String, repository: String, in environment: Environment) throws(TrackerError)
        -> [String]
    {
        let fileSystem = environment.fileSystem
        let settings: PlanSettings
        do {
            settings = try self.settings(workspace: workspace, repository: repository, fileSystem)
        } catch {
            environment.output.error("warning: wave files not refreshed: \(error.description)\n")
            return []
        }
        let changes: [WorkspaceChange]
        do {
            let snapshot = try WorkspaceReader(fileSystem: fileSystem).read(workspace)
            guard let plan = snapshot.plan else { return [] }
            let context = WorkspaceContext(plan: plan, settings: settings)
            let update = try WorkspaceUpdate.changes(
                context: context, snapshot: snapshot, including: { $0.hasPrefix("waves/") }
            ) { (path: String) throws(FarewellError) -> String? in
                try existingText(Path.join(workspace, path), fileSystem)
            }
            for warning in update.warnings {
                environment.output.error(OneLine.escaping("warning: \(warning.path): \(warning.message)") + "\n")
            }
            changes = update.changes.filter { $0.status != .unchanged }
        } catch {
            if case .badInput(let path, let problem) = error {
                throw TrackerError.badFile(path: path, problem: problem)
            }
            throw TrackerError.badFile(path: workspace, problem: error.description)
        }
        let (writes, removals) = WorkspaceChange.writesAndRemovals(changes)
        for change in writes {
            do {
                try fileSystem.write(change.text, to: Path.join(workspace, change.path))
            } catch {
                throw TrackerError.cannotWrite(path: change.path, problem: error.problem)
            }
        }
        for path in removals {
            do {
                try fileSystem.remove(Path.join(workspace, path))
            } catch {
                throw TrackerError.cannotWrite(path: path, problem: error.problem)
            }
        }
        return changes.map(\.path)
    }

    /// The plan settings of the workspace's `farewell.json`, else of the repository's, else the defaults.
    private static func settings(workspace: String, repository: String, _ fileSystem: any FileSystem)
        throws(FarewellError) -> PlanSettings
    {
        let root = fileSystem.isFile(Path.join(workspace, ConfigurationFile.name)) ? workspace : repository
        return try ConfigurationLoader.load(root: root, fileSystem: fileSystem).0.plan
    }

    private static func existingText(_ path: String, _ fileSystem: any FileSystem) throws(FarewellError) -> String? {
        guard fileSystem.kind(of: path) != nil else { return nil }
        do {
            return try fileSystem.text(of: path)
        } catch {
            throw FarewellError.fileSystem(error)
        }
    }
}

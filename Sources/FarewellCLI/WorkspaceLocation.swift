import FarewellKit

/// Where a workspace command reads the repository and writes the workspace.
package struct WorkspaceLocation: Sendable, Equatable {
    /// The repository being migrated: PATH when given, else the git repository around the working
    /// directory, else the working directory.
    package var root: String
    /// `--workspace DIR` when given, else the root.
    package var workspace: String

    package init(root: String, workspace: String) {
        self.root = root
        self.workspace = workspace
    }

    package static func resolve(path: String?, workspace: String?, environment: Environment) -> WorkspaceLocation {
        let root =
            path.map(environment.absolute) ?? gitRoot(from: environment.currentDirectory, environment.fileSystem)
            ?? environment.absolute(".")
        return WorkspaceLocation(root: root, workspace: workspace.map(environment.absolute) ?? root)
    }

    /// As `resolve`, after checking that `--workspace DIR`, when given, is a folder: a missing one is missing input
    /// (66) named as the command line gives it, as a missing PATH is, not a workspace without tasks whose every id
    /// is unknown.
    package static func resolveExisting(path: String?, workspace: String?, environment: Environment)
        throws(FarewellError) -> WorkspaceLocation
    {
        if let workspace { _ = try RepositoryLocator.root(workspace, in: environment) }
        return resolve(path: path, workspace: workspace, environment: environment)
    }

    /// The nearest folder at or above `directory` holding `.git` (a folder, or a file pointing at one).
    static func gitRoot(from directory: String, _ fileSystem: any FileSystem) -> String? {
        var current = Path.normalize(directory)
        while true {
            if fileSystem.kind(of: Path.join(current, ".git")) != nil { return current }
            let parent = Path.parent(current)
            if parent.isEmpty || parent == current { return nil }
            current = parent
        }
    }
}

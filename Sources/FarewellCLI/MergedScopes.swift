import FarewellKit

/// The scopes of the tasks marked merged in a workspace, which `check` keeps free of Rx.
enum MergedScopes {
    /// None when the workspace has no plan yet.
    static func load(workspace: String, in environment: Environment) throws(FarewellError) -> [Checker.MergedScope] {
        // Only the front matter: the people sections of the task files are not needed.
        let reader = WorkspaceReader(fileSystem: environment.fileSystem)
        guard let plan = try reader.read(workspace, sections: false).plan else { return [] }
        return Checker.MergedScope.all(in: plan)
    }
}

import FarewellKit

/// The scopes of the tasks marked merged in a workspace, which `check` keeps free of Rx.
enum MergedScopes {
    /// None when the workspace has no plan yet.
    static func load(workspace: String, in environment: Environment) throws(FarewellError) -> [Checker.MergedScope] {
        guard let plan = try WorkspaceReader(fileSystem: environment.fileSystem).read(workspace).plan else { return [] }
        return plan.tasks.filter { $0.status == .merged }.map { Checker.MergedScope(taskID: $0.id, files: $0.files) }
    }
}

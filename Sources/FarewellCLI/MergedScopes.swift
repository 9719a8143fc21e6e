import FarewellKit

/// The scopes of the tasks marked merged in a workspace, which `check` keeps free of Rx.
enum MergedScopes {
    static func load(workspace: String, in environment: Environment) throws -> [Checker.MergedScope] {
        // Reading the workspace's tasks arrives with the plan workspace; until then no task is merged.
        []
    }
}

import FarewellKit

/// What `check` reads besides the code, the plan (for the scopes of merged tasks) and the baseline, read on
/// another thread while the code is scanned. Failures are kept to be reported after the scan's, in order.
struct CheckInputs: Sendable {
    /// Nil when the workspace has no plan yet.
    var plan: Result<Plan?, FarewellError>
    /// Nil when the baseline file does not exist.
    var expectation: Result<Checker.Expectation, FarewellError>?

    /// Starts reading; `workspace` and `baseline` as given on the command line, `path` the repository.
    static func reading(workspace: String?, baseline: String?, path: String?, in environment: Environment)
        -> Background<CheckInputs>
    {
        Background {
            let root = Result { () throws(FarewellError) in try RepositoryLocator.root(path, in: environment) }
            let folder = workspace.map(environment.absolute) ?? (try? root.get()) ?? environment.currentDirectory
            if workspace == nil, case .failure(let error) = root {
                // The scan fails first with the same error; nothing else is worth reading.
                return CheckInputs(plan: .failure(error), expectation: nil)
            }
            let plan = Result { () throws(FarewellError) in try readPlan(folder, in: environment) }
            let file = baseline.map(environment.absolute) ?? Path.join(folder, Baseline.fileName)
            guard environment.fileSystem.isFile(file) else { return CheckInputs(plan: plan, expectation: nil) }
            let expectation = Result { () throws(FarewellError) in try read(file, in: environment) }
            return CheckInputs(plan: plan, expectation: expectation)
        }
    }

    /// The plan, from the front matter only (the people sections of the task files are not needed).
    private static func readPlan(_ workspace: String, in environment: Environment) throws(FarewellError) -> Plan? {
        try WorkspaceReader(fileSystem: environment.fileSystem).read(workspace, sections: false).plan
    }

    private static func read(_ path: String, in environment: Environment) throws(FarewellError)
        -> Checker.Expectation
    {
        let text: String
        do {
            text = try environment.fileSystem.text(of: path)
        } catch {
            throw FarewellError.fileSystem(error)
        }
        return try Checker.Expectation(parsing: text, path: Baseline.fileName)
    }
}

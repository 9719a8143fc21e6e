/// What one file's code says of RIBs' workflows (`ScanPass.workflowFacts`): once every file is scanned, the
/// repository's types tell which of it is a workflow's (`CallSiteResolver.namingWorkflowCode`).
package struct WorkflowFacts: Sendable, Hashable {
    /// The file imports RIBs: its `onStep` and `subscribe(_:)` calls may be a workflow's.
    package var importsRIBs = false
    /// The lines of each `onStep` call, from its name to the end of its arguments and trailing closure.
    package var steps: [ClosedRange<Int>] = []
    /// The `subscribe` calls on a value of a type the file names (`FineWorkflow().subscribe(self)`, or
    /// `workflow.subscribe(self)` after `let workflow = FineWorkflow()`).
    package var subscriptions: [WorkflowSubscription] = []
    /// The lines of the functions declared with an `Observable` of a pair as result (`func waitForLogin() ->
    /// Observable<(LoggedInActionableItem, ())>`): a workflow's step, where an actionable item declares it.
    package var stepResults: [Int] = []

    var isEmpty: Bool { steps.isEmpty && subscriptions.isEmpty && stepResults.isEmpty }
}

/// A `subscribe` call on a value whose type the file names: a workflow's when that type is `Workflow` or inherits it.
package struct WorkflowSubscription: Sendable, Hashable {
    /// The name hash of the receiver's type (`FineWorkflow`).
    package var type: UInt64
    /// The lines from the call to the end of its chain (`.disposeOnDeactivate(interactor: self)` below it).
    package var lines: ClosedRange<Int>
}

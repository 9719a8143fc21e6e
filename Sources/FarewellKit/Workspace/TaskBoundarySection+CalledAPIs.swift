/// The APIs of other tasks that a task calls when those tasks do not come after it (an earlier wave, a task it waits
/// for, or one of its wave in either order), from the caller's side: the declaring task's Boundary lists this task
/// among the callers of its shim, and this task's Boundary names the API, so whoever carries it out calls the async
/// core rather than the shim, which the cleanup wave can only remove once no caller is left. The operators other tasks
/// add to Rx types that this task's chains use are named too, whatever the order: they stay Rx until the cleanup.
///
/// ```swift
/// // BookApi.swift, in a task this one waits for: the async core, with the Rx shim kept in `BookApi+Rx.swift`.
/// func searchBook(query: String) async throws -> [Book] { try await client.get("search", ["q": query]) }
/// // BookRepository.swift, in this task: awaits the core, not the shim.
/// func search(_ query: String) async throws -> [Book] { try await api.searchBook(query: query) }
/// ```
extension TaskBoundarySection {
    /// APIs listed per kind before the rest are counted by task: a view calling two view models' inputs and outputs
    /// would list dozens, which those tasks' Boundaries list anyway.
    static let calledAPILimit = 10

    /// The shims of other tasks that `task` calls, in the declaring tasks' id order, then by declaration: an API with
    /// an async core that `later` (`laterAPIs(of:in:)`) leaves out, its task being before this one or in either
    /// order, and an operator of an Rx type's extension (`Shim.Strategy.rxOperator`); not an Rx extension API
    /// (`usedExtensions`), a base class's property its subclasses use as their own (`inheritedProperties`), a
    /// subscription holder, which the callers drop with their subscriptions, nor a subscription helper, whose calls
    /// are occurrences of their own files' Scope.
    static func calledAPIs(
        of task: PlanTask, in plan: Plan, relations: PlanRelations? = nil, later: [UsedAPI]? = nil
    ) -> [UsedAPI] {
        let relations = relations ?? PlanRelations(plan)
        let paths = Set(task.files.map(\.path))
        let uses = used(by: task, in: plan, relations: relations) { shim in
            shim.strategy == .rxOperator
                || ((shim.strategy == .shim || shim.strategy == .asyncCore) && !shim.isRxExtension
                    && !shim.subclassUses.contains { paths.contains($0.path) })
        }
        guard !uses.isEmpty else { return [] }
        let listed = Set((later ?? laterAPIs(of: task, in: plan, relations: relations)).map(\.shim))
        return uses.filter { !listed.contains($0.shim) && !calls(of: $0).isEmpty }
    }

    /// The caller's side: the APIs with an async core, to call here instead of their shims, then the operators,
    /// which stay Rx; each with its task and the calls here.
    static func calledAPIsText(_ task: PlanTask, _ apis: [UsedAPI]) -> String {
        let cores = apis.filter { $0.shim.strategy != .rxOperator }
        let operators = apis.filter { $0.shim.strategy == .rxOperator }
        var text = ""
        if !cores.isEmpty {
            text +=
                "This task calls these APIs of tasks that do not come after it. Each keeps its Rx member only as a "
                + "shim over an async core for callers not moved yet, and the cleanup wave can remove the shim once no "
                + "caller is left: call the core here, not the shim\(coreCalls(cores)).\n\n"
                + calledLines(cores, later: "keep the Rx call if it is not merged yet, else call its core")
        }
        if !operators.isEmpty {
            text +=
                (cores.isEmpty ? "" : "\n")
                + "This task's Rx chains use operators other tasks add to Rx types. They have no async version: their "
                + "tasks move them unchanged into `+Rx.swift` files, which the cleanup wave deletes. Where this task "
                + "moves such a chain to async code, do the operator's work there instead; where a chain stays Rx, "
                + "keep calling it.\n\n"
                + calledLines(operators, later: "the calls work wherever it moves the operator")
        }
        return text
    }

    /// One line per API (`usedAPILine`), the first `calledAPILimit` of them; then how many more each task has,
    /// whose Boundary lists them with the calls.
    private static func calledLines(_ apis: [UsedAPI], later: String) -> String {
        let text = apis.prefix(calledAPILimit).map { use in
            usedAPILine(use, later: later, verb: "called", at: calls(of: use)) + ".\n"
        }.joined()
        guard apis.count > calledAPILimit else { return text }
        let rest = apis.dropFirst(calledAPILimit)
        var counts: [(task: String, count: Int)] = []
        for use in rest {
            if counts.last?.task == use.task {
                counts[counts.count - 1].count += 1
            } else {
                counts.append((use.task, 1))
            }
        }
        let tasks =
            counts.count == 1
            ? " of \(counts[0].task)" : ": " + counts.map { "\($0.count) of \($0.task)" }.joined(separator: ", ")
        return text + "- … and \(rest.count) more\(tasks) (their Boundaries list them with the calls).\n"
    }

    /// Whether `api` is a field of a view model's input struct (`LoginViewModel.Input.tap`, `MovieViewModel.MovieInput
    /// .trigger`): the struct holding it is named `Input` or ends so.
    static func isInputField(_ api: String) -> Bool {
        let parts = api.split(separator: ".")
        guard parts.count >= 3 else { return false }
        return parts[parts.count - 2].hasSuffix("Input")
    }

    /// The relays and subjects holding a current value, which code reads as a snapshot (`relay.value`) as often as it
    /// subscribes.
    private static let stateTypes: Set<String> = ["BehaviorRelay", "BehaviorSubject", "Variable"]

    /// Rx types that are no sequence to iterate: a wrapper (`Reactive<MoyaProvider<T>>`, Moya 8's provider), a sink.
    private static let notSequences: Set<String> = ["Reactive", "RxMoyaProvider", "Binder", "AnyObserver"]

    /// Whether values of the Rx type `type` are a stream to iterate: RxSwift's and RxCocoa's streams and RxCocoa's
    /// control properties, not RxFlow's `Step` or `FlowContributors`, nor a reactor.
    private static func isStream(_ type: String) -> Bool {
        Catalog.subscribableTypes.contains(type) || type == "ControlProperty"
    }

    /// How the calls here use an async core, by the Rx types `apis` carry: ` (`Single`: `try await` the core;
    /// `Observable`: `for try await` over it)`; empty when none is a value or a stream (a scheduler, an interval).
    /// A view model's `Input` fields (also a `MovieInput`'s) are given, not read, by the code calling them
    /// (`Input(tap: button.rx.tap)`).
    private static func coreCalls(_ apis: [UsedAPI]) -> String {
        let isInput = { (use: UsedAPI) in isInputField(use.shim.api) }
        let read = apis.filter { !isInput($0) }
        let given =
            apis.contains(where: isInput)
            ? [
                "`Input` fields: this code gives them (`Input(tap: button.rx.tap)`), so give the core the async "
                    + "sequence it takes instead (an `AsyncStream` this code yields into)"
            ] : []
        // An `Observable` sending one value is awaited, as a `Single` is.
        let oneValue = Set(read.filter(\.shim.emitsOneValue).map(\.shim.api)).sorted()
        let types = Set(read.filter { !$0.shim.emitsOneValue }.flatMap(\.shim.rxTypes))
            .subtracting(Catalog.lifetimeTypes).subtracting(notSequences)
        let subject = { (type: String) in Catalog.subjectTypes.contains(type) }
        // A relay or subject holding a current value: a read of `.value` is a snapshot, not a stream to loop over.
        let state = { (type: String) in stateTypes.contains(type) }
        let kinds: [(matches: (String) -> Bool, use: String)] = [
            (oneShotTypes.contains, "`try await` the core"),
            ({ !oneShotTypes.contains($0) && !subject($0) && isStream($0) }, "`for try await` over it"),
            (
                { subject($0) && !state($0) },
                "yield into its continuation where this code feeds it, `for try await` over it where it reads it"
            ),
            (
                state,
                "set the core's value where this code feeds it, read its current value where it reads `.value` "
                    + "(FarewellAsync's `StateRelay`), `for try await` over it only where it subscribes"
            ),
        ]
        let oneValueNames = oneValue.map(Markdown.code).joined(separator: ", ")
        let awaited = oneValue.isEmpty ? [] : ["`Observable` of one value (\(oneValueNames)): `try await` the core"]
        let uses =
            awaited
            + kinds.compactMap { kind -> String? in
                let names = types.filter(kind.matches).sorted()
                return names.isEmpty ? nil : names.map(Markdown.code).joined(separator: ", ") + ": " + kind.use
            } + given
        return uses.isEmpty ? "" : " (" + uses.joined(separator: "; ") + ")"
    }
}

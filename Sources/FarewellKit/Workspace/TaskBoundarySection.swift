/// The `## Boundary` section of a task file: the shims to keep and the bridges to use.
enum TaskBoundarySection {
    /// Callers listed per shim before the rest is summarised.
    static let callerLimit = 25

    /// `earlier`: the caller tasks that come before this one (an earlier wave, or one it depends on).
    static func boundary(_ task: PlanTask, earlier: Set<String> = []) -> String {
        var text = "## Boundary\n\n"
        if task.shims.isEmpty {
            text += "No API in scope is used outside this task: no shim is needed.\n"
        } else {
            text += """
                These APIs are used outside this task. Give each an async core and keep an Rx-facing shim over \
                it, in a separate `+Rx.swift` file, for the callers below; the tasks that own those callers \
                move them later and the cleanup wave removes the shim.

                """
            for shim in task.shims { text += shimText(shim, earlier: earlier) }
        }
        text += "\n" + bridges(task.shims)
        return text
    }

    /// Rx types that hold subscriptions, not values (the catalog's lifetime types): an API of only these (a
    /// `disposeBag` property) keeps no async core.
    static let lifetimeTypes = Set(
        Catalog.standard.constructs.filter { $0.category == .lifetime && $0.isType }.flatMap(\.symbols))

    /// One-shot Rx types, bridged with `Single.create`; every other type is bridged as a stream.
    static let oneShotTypes: Set<String> = ["Single", "Maybe", "Completable"]

    /// The bridge shapes this task needs: Rx over an async core for its shims, awaiting Rx for its dependencies.
    static func bridges(_ shims: [Shim]) -> String {
        let types = Set(shims.flatMap(\.rxTypes)).subtracting(lifetimeTypes)
        var lines = ["Bridges:"]
        if types.contains(where: oneShotTypes.contains) {
            lines.append(
                "- async core, `Single` outside: `Single.create { observer in let task = Task { do { "
                    + "observer(.success(try await core())) } catch { observer(.failure(error)) } }; "
                    + "return Disposables.create { task.cancel() } }`. Disposing the subscription cancels the task.")
        }
        if types.contains(where: { !oneShotTypes.contains($0) }) {
            lines.append(
                "- async sequence core, `Observable` outside: `Observable.create { observer in let task = Task { do { "
                    + "for try await value in values() { observer.onNext(value) }; observer.onCompleted() } catch { "
                    + "observer.onError(error) } }; return Disposables.create { task.cancel() } }`. For state, build it "
                    + "from a `StateRelay`'s `values` so subscribers get the current value first.")
        }
        lines.append(
            "- Rx core, async outside (a dependency not migrated yet): `try await single.value`, or "
                + "`for try await value in observable.values` (RxSwift 6), or `withCheckedThrowingContinuation` "
                + "around one subscription.")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The caller tasks of `task`'s shims that come before it in `plan`: an earlier wave, or a task it depends on.
    static func earlierCallerTasks(of task: PlanTask, in plan: Plan) -> Set<String> {
        let callers = Set(task.shims.flatMap(\.callerTasks))
        guard !callers.isEmpty else { return [] }
        let waveIndex = Dictionary(plan.waves.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let own = waveIndex[task.wave] ?? 0
        return Set(
            plan.tasks.filter { other in
                guard callers.contains(other.id) else { return false }
                let wave = waveIndex[other.wave] ?? 0
                return wave < own || (wave == own && task.dependsOn.contains(other.id))
            }.map(\.id))
    }

    private static func shimText(_ shim: Shim, earlier: Set<String>) -> String {
        let types = shim.rxTypes.map(Markdown.code).joined(separator: ", ")
        var text =
            "\n- \(Markdown.code(shim.api)) (\(types)), declared at \(Markdown.code(shim.declaration.description))"
        if !shim.callerTasks.isEmpty { text += ", called from \(shim.callerTasks.joined(separator: ", "))" }
        text += ":\n"
        for caller in shim.callers.prefix(callerLimit) { text += "  - \(Markdown.code(caller.description))\n" }
        if shim.callers.count > callerLimit {
            text += "  - … and \(shim.callers.count - callerLimit) more (`farewell scan` lists them all)\n"
        }
        if !shim.rxTypes.isEmpty, shim.rxTypes.allSatisfy(lifetimeTypes.contains) {
            text += "  - A lifetime, not a stream: no async core; keep it as it is until those callers move.\n"
            return text
        }
        let before = shim.callerTasks.filter(earlier.contains)
        if !before.isEmpty {
            let tasks = before.joined(separator: ", ")
            let (come, waits) = before.count == 1 ? ("comes", "awaits") : ("come", "await")
            text +=
                "  - \(tasks) \(come) before this task and \(waits) this API through a bridge: switch those callers "
                + "to the async core here, not later.\n"
        }
        return text
    }
}

/// The Scope's words for a function returning an `Observable` that sends one value and completes
/// (`RxAPI.emitsOneValue`): it becomes an `async throws` function around a continuation, not an `AsyncSequence`.
///
/// ```swift
/// // Before: `func get() -> Observable<User> { Observable.create { observer in … observer.onNext(user);
/// // observer.onCompleted() … } }`
/// func get() async throws -> User {
///     try await withCheckedThrowingContinuation { continuation in
///         do { continuation.resume(returning: try self.load()) } catch { continuation.resume(throwing: error) }
///     }
/// }
/// ```
extension TaskMarkdown {
    /// A function returning an `Observable` of one value (`RxAPI.emitsOneValue`): the lines of its occurrences
    /// (`RxAPI.declarationLines(in:)`), and whether it returns another one-value function's call rather than making
    /// its own `create` (`return remote.fetch(id).map { User($0) }`).
    package struct OneValueFunction: Sendable, Equatable {
        package var lines: Set<Int>
        package var returnsCall: Bool
    }

    /// Path -> the functions of that file returning an `Observable` of one value, and those returning a `Single`
    /// they make with `create` (`Single.create { observer in … observer(.success(value)) }`), in declaration order.
    package static func oneValueLines(in inventory: Inventory) -> [String: [OneValueFunction]] {
        var found: [String: [OneValueFunction]] = [:]
        for file in inventory.files {
            for api in file.apis where api.emitsOneValue || api.kind == .function && api.rxTypes == ["Single"] {
                let lines = api.declarationLines(in: file)
                let creates = file.occurrences.contains { lines.contains($0.line) && $0.construct == "create" }
                guard api.emitsOneValue || creates else { continue }
                found[file.path, default: []].append(OneValueFunction(lines: lines, returnsCall: !creates))
            }
        }
        return found
    }

    /// The Replace with cell of an occurrence in such a function (`oneValueLines`): its `Observable` result, its
    /// `create`, and the events sent to the observer; in one returning another's call, `wrapperCell`. Nil for other
    /// occurrences.
    static func oneValueCell(_ occurrence: Occurrence, in file: TaskFile, context: WorkspaceContext) -> String? {
        guard let function = context.oneValueLines[file.path]?.first(where: { $0.lines.contains(occurrence.line) })
        else { return nil }
        if function.returnsCall { return wrapperCell(occurrence, in: file, function: function) }
        let create = file.occurrences.contains { $0.line == occurrence.line && $0.construct == "create" }
        switch (occurrence.construct, occurrence.symbol) {
        case ("Observable", _) where !create:
            return "`async throws -> T`: the `create` below sends one value, then completes"
        case ("Observable", _):
            return "goes with the `create` beside it"
        case ("create", _):
            return
                "`try await withCheckedThrowingContinuation { continuation in … }`: one value or an error; every path "
                + "resumes it once, one that sent nothing too (throw, or return `nil` from `-> T?`)"
        case ("Disposables", _):
            return
                "`withTaskCancellationHandler(operation:onCancel:)` around the continuation where disposing cancelled "
                + "work (`onCancel: { request.cancel() }`); nothing where it was empty"
        case ("onNext", "onNext"), ("createEvent", "success"):
            return "`continuation.resume(returning: value)`: once, so `return` after it where more code follows"
        case ("onNext", "onCompleted"):
            return "nothing: the `resume(returning:)` before it ends the call"
        case ("onNext", "onError"), ("createEvent", "error"), ("createEvent", "failure"):
            return "`continuation.resume(throwing: error)`: once, so `return` after it where more code follows"
        default:
            // An operator after the `create` (`Observable.create { … }.map { $0.name }`, `.share(replay: 1)`).
            return wrapperCell(occurrence, in: file, function: function)
        }
    }

    /// The Replace with cell of an occurrence in a function that returns a one-value function's call with operators
    /// keeping one value after it (`RxAPI.oneValueCalls`): its `Observable` result, and those operators, which act on
    /// the awaited value; the `flatMap` or `catchError` whose closure gives one value, the `andThen` before one, and
    /// `just` and `error` of a value or a failure. Nil for others.
    private static func wrapperCell(_ occurrence: Occurrence, in file: TaskFile, function: OneValueFunction)
        -> String?
    {
        switch (occurrence.construct, occurrence.symbol) {
        case ("Observable", _):
            // `Observable.just(user)`, `Observable.error(e)`: the type of the value or failure beside it.
            let after = occurrence.column + occurrence.symbol.utf8.count + 1
            if let beside = file.occurrences.first(where: {
                $0.line == occurrence.line && $0.column == after && ($0.symbol == "just" || $0.symbol == "error")
            }) {
                return "goes with the `\(beside.symbol)` beside it"
            }
            // `.flatMap { user -> Observable<User> in`: the closure's declared result.
            let closures: Set<String> = ["flatMap", "flatMapLatest", "flatMapFirst", "catch"]
            if file.occurrences.contains(where: {
                $0.line == occurrence.line && $0.column < occurrence.column && closures.contains($0.construct)
            }) {
                return "the closure's result: the value's type (`{ user -> User in`), awaited"
            }
            // `let users: Observable<[User]> = store.fetch()` in the body, after the result's: a local of the awaited
            // value.
            let result = file.occurrences.first { function.lines.contains($0.line) && $0.construct == "Observable" }
            if let result, result != occurrence {
                return "the value's type (`let users: [User] = try await store.fetch()`), awaited"
            }
            return "`async throws -> T`: it gives one value, which its callers `try await`"
        case ("just", "just"):
            return "the value itself: `return value`"
        case ("from", "error"):
            return "`throw` the error"
        case ("flatMap", _), ("flatMapLatest", _), ("flatMapFirst", _):
            return
                "a second `try await` on the awaited value: the closure's call gives one value too (`let user = try "
                + "await first(); return try await second(user)`)"
        case ("asObservable", _):
            return "nothing: return the awaited value as it is"
        case ("share", _):
            return
                "nothing: each `try await` runs the call again; where callers subscribed to one shared result, await "
                + "it once and pass the value on"
        case ("catch", "retry"):
            return
                "a loop around the `try await`: try again while attempts are left (`for attempt in 1...n { do { return "
                + "try await call() } catch where attempt < n {} }`)"
        case ("catch", "catch"), ("catch", "catchError"):
            return
                "`do { … } catch { … }` around the `try await`: the closure's value returned, or its error thrown, "
                + "from the `catch`"
        case ("andThen", _):
            return "`try await` the call before it first (it completes without a value), then return the one after it"
        case ("map", _):
            return
                "an expression on the awaited value (`compactMap` and `filter`: where none is left the stream ended "
                + "empty, so `-> T?` returning `nil`, or an error its callers catch)"
        case ("do", _):
            return "a statement after the `await`"
        case ("observeOn", _), ("subscribeOn", _):
            return "nothing: `await` returns where the caller runs (`@MainActor` code stays on the main actor)"
        default:
            return nil
        }
    }
}

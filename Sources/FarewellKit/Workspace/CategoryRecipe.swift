/// The built-in recipe for each category of construct, used when the catalog gives no recipe of its own.
enum CategoryRecipe {
    /// A heading and a markdown paragraph for `category`.
    static func recipe(for category: Category) -> (title: String, text: String) {
        switch category {
        case .streamType:
            (
                "Streams and one-shot results",
                """
                A `Single`/`Maybe`/`Completable` becomes an `async throws` function; an `Observable` becomes an \
                `AsyncSequence` (`AsyncStream`/`AsyncThrowingStream`). A plain `AsyncStream` has one consumer: when \
                several subscribe, share it with `share()`; when it carries state, with `share(history: 1)`.
                """
            )
        case .subject:
            (
                "State vs event",
                """
                A relay or subject that holds state (`BehaviorRelay`, `BehaviorSubject`) becomes a `StateRelay` \
                (an `AsyncStream` + `share(history: 1)`), so a late subscriber gets the current value. One that \
                carries events (`PublishRelay`, `PublishSubject`) becomes an `EventRelay` (`AsyncStream` + `share()`, \
                no replay). `.accept(x)` stays `.accept(x)` on those relays (`.onNext(x)` becomes `.accept(x)`, or \
                `continuation.yield(x)` on a plain `AsyncStream`); subscribers iterate `relay.values` or \
                `relay.events`. When UI binds to the state, an `@Observable` property or a Combine `CurrentValueSubject` may be the better tool.
                """
            )
        case .lifetime:
            (
                "Cancellation",
                """
                A `DisposeBag` becomes the stored `Task`s of its owner, cancelled in `deinit` (or when the owner \
                deactivates). Capture `self` weakly in long-lived tasks so `deinit` can run, and check \
                cancellation in loops (`try Task.checkCancellation()`, `catch is CancellationError`).
                """
            )
        case .subscription:
            (
                "Subscribing",
                """
                `subscribe(onNext:onError:)…disposed(by:)` becomes a stored \
                `Task { [weak self] in for try await value in stream { … } }`: `onError` is the `catch`, \
                `onCompleted` is the code after the loop. Cancel the task with its owner.
                """
            )
        case .operator:
            (
                "Operators",
                """
                `map`, `filter`, `compactMap` and `prefix` exist on `AsyncSequence`. `flatMapLatest`, \
                `withLatestFrom` and `share(history:)` come from FarewellAsync (or the files `farewell scaffold` \
                wrote). `do(onNext:)` has no equivalent: put the side effect in the loop body.
                """
            )
        case .uiBinding:
            (
                "Main actor and UI binding",
                """
                UI code runs on the main actor: mark the consumer `@MainActor`. `.rx.tap` becomes a `UIAction`, \
                `.rx.text` becomes `addTarget(_:action:for: .editingChanged)`, `bind(to:)`/`drive(_:)` becomes a \
                `@MainActor` task that assigns in a `for await` loop (or an `@Observable` model). KVO streams \
                such as `rx.contentOffset` stay in Combine: `publisher(for: \\.contentOffset)`.
                """
            )
        case .scheduler:
            (
                "Schedulers become actors",
                """
                `observe(on: MainScheduler.instance)` becomes `@MainActor` on the consumer; background schedulers \
                become plain `async` functions, or an `actor` around mutable state shared across tasks. Avoid \
                `Task.detached` unless the work must leave its actor.
                """
            )
        case .testSupport:
            (
                "Tests",
                """
                RxTest and RxBlocking become `async` tests: `await` the result, or collect the first values of \
                a sequence with `prefix(n)` in a `for await` loop. Inject streams instead of a `TestScheduler`.
                """
            )
        case .ecosystem:
            (
                "Rx libraries",
                """
                Rx ecosystem libraries (RxDataSources, RxGesture, …) give way to diffable data sources, \
                `UIAction`s or Combine. Keep an Rx-facing bridge while other tasks still use them.
                """
            )
        case .projectSymbol:
            (
                "Project wrappers",
                """
                Wrappers this project wrote around Rx: move the callers in scope to the async equivalent and keep \
                the wrapper itself until the cleanup wave removes it.
                """
            )
        case .rxAPI:
            (
                "Rx-typed APIs",
                """
                Give the API an async core. Callers outside this task keep working through an Rx-facing shim \
                over that core (see Boundary); the cleanup wave removes the shim.
                """
            )
        }
    }
}

/// The fixed text of the `rules.md` sections.
enum RulesText {
    static let principles = """
        ## Principles

        1. Go async first: the API, Data and Domain layers become `async`.
        2. API, Domain and UseCase code is `async`; UI binding and anything that needs replay may use Combine \
        or `@Observable`/SwiftUI.
        3. Do not spend time on refactors that will soon be thrown away: migrate, don't redesign.

        """

    /// The `## Mapping` section, whose UI rows and deployment note speak of `framework`'s API and platforms.
    static func mapping(on framework: UIFramework) -> String {
        let (uiRows, deployment) = framework == .appKit ? (appKitRows, macOSDeployment) : (uiKitRows, deploymentNote)
        return mappingRows + uiRows + "\n" + mappingNote + "\n" + deployment
    }

    static let mappingRows = """
        ## Mapping

        | RxSwift | Swift Concurrency | Combine |
        |---|---|---|
        | `Single<T>` | `async throws -> T` | `Future<T, Error>` |
        | `Observable<T>` | `AsyncSequence<T>` | `AnyPublisher<T, Error>` |
        | `BehaviorRelay<T>` | `StateRelay` (`AsyncStream` + `share(history: 1)`) | `CurrentValueSubject<T, Never>` |
        | `PublishRelay<T>` | `EventRelay` (`AsyncStream` + `share()`) | `PassthroughSubject<T, Never>` |
        | `DisposeBag` | `Task` (cancelled in `deinit`) | `Set<AnyCancellable>` |
        | `flatMapLatest` | `flatMapLatest` (FarewellAsync) | `map { }.switchToLatest()` |
        | `do(onNext:)` | none: the side effect goes in the loop body | `handleEvents(receiveOutput:)` |
        | `withLatestFrom` | `withLatestFrom` (FarewellAsync; no standard equivalent) | |
        | `share(replay: 1)` | `share(history: 1)` (FarewellAsync) | |
        | `share()` | `share()` (no replay) | |

        """

    static let uiKitRows = """
        | `.rx.tap` / `.rx.text` | `UIAction` / `addTarget(_:action:for: .editingChanged)` | |
        | `collectionView.rx.didScroll` | | `publisher(for: \\.contentOffset)` (KVO) |

        """

    /// AppKit's controls send one action to a target and post `NSControl` notifications; KVO stays KVO.
    static let appKitRows = """
        | `.rx.tap` / `.rx.text` | target/action (`NSButton.action`) / `NSControl.textDidChangeNotification` | |
        | `view.rx.observe(\\.isEnabled)` | `observe(\\.isEnabled, options: [.new]) { … }` (KVO) | \
        `publisher(for: \\.isEnabled)` (KVO) |

        """

    static let mappingNote = """
        `.accept(x)` on a relay stays `.accept(x)` on FarewellAsync's `StateRelay` or `EventRelay`, and becomes \
        `continuation.yield(x)` on a plain `AsyncStream`; `subscribe(…).disposed(by: bag)` becomes a stored `Task` \
        cancelled in `deinit`, whose body checks cancellation.

        """

    static let deploymentNote = """
        Mind the deployment target: `async`/`await`, `Task` and `AsyncStream` run from iOS 13 and FarewellAsync \
        from iOS 15 (macOS 12), but `@Observable` (Observation) needs iOS 17 and `Duration`/`Task.sleep(for:)` \
        iOS 16 (macOS 14 and 13). Below them, keep UI state in an `ObservableObject` with `@Published`, or a \
        `StateRelay`, and sleep with `Task.sleep(nanoseconds:)`.

        """

    /// The deployment note for modules that build for macOS alone: macOS versions only.
    static let macOSDeployment = """
        Mind the deployment target: `async`/`await`, `Task` and `AsyncStream` run from macOS 10.15 and \
        FarewellAsync from macOS 12, but `@Observable` (Observation) needs macOS 14 and \
        `Duration`/`Task.sleep(for:)` macOS 13. Below them, keep UI state in an `ObservableObject` with \
        `@Published`, or a `StateRelay`, and sleep with `Task.sleep(nanoseconds:)`.

        """

    static let streams = """
        ## State vs event streams

        - A state stream always has a current value (a `BehaviorRelay`, a loading flag, the signed-in user). \
        It must replay the latest value to every new subscriber: `StateRelay` or `share(history: 1)`, never a \
        bare `AsyncStream`.
        - An event stream carries things that happen (a tap, a "saved" notice). It must not replay: \
        `EventRelay` or `share()`.
        - A plain `AsyncStream` has exactly one consumer. Whenever two places iterate the same stream, share it.
        - One value is no stream: a `Single`, `Maybe` or `Completable`, or an `Observable` whose `create` sends \
        `onNext` then `onCompleted`, becomes an `async throws` function, with `withCheckedThrowingContinuation` \
        around a callback. A continuation resumes exactly once on every path: Rx ignored an event after `.error` \
        or `.completed`, a second `resume` traps, so `return` after `resume(throwing:)` where the old code fell \
        through to `.completed`; and a path that sent nothing (`guard let data else { return }`) left the \
        subscriber waiting, which an unresumed continuation turns into a task that never ends, so it resumes too \
        (throwing an error, or returning `nil` from an `async throws -> T?`).

        """

    static let actors = """
        ## When to use an actor

        - Mutable state reached from several tasks (a cache, a token store, an in-flight request table) \
        goes into an `actor`.
        - UI state and view models are `@MainActor`; `observe(on: MainScheduler.instance)` becomes that, \
        not `DispatchQueue.main.async`.
        - Stateless services need no actor: `async` functions on a `Sendable` struct are enough.

        """

    /// The `## Where Combine is still the right tool` section, whose KVO example is one of `framework`'s views.
    static func combine(on framework: UIFramework) -> String {
        let kvo =
            framework == .appKit
            ? "KVO and AppKit properties: `publisher(for: \\.isEnabled)`, and `NSControl` notifications through "
                + "`NotificationCenter`'s publisher"
            : "KVO and UIKit properties: `publisher(for: \\.contentOffset)`"
        return """
            ## Where Combine is still the right tool

            - \(kvo).
            - UI binding that needs replay or operators such as `debounce`, `throttle`, `combineLatest` with \
            several UI inputs, when no async version is at hand.
            - Existing Combine code: leave it; this migration is about Rx.

            """
    }

    static let bridges = """
        ## Bridges

        Callers that are not migrated yet must keep working. Two shims carry the whole migration:

        - async core, Rx outside: `Single.create { observer in let task = Task { … }; return \
        Disposables.create { task.cancel() } }` (`Completable.create` ending in `.completed`, `Maybe.create` in \
        `.success` or `.completed`). Disposing the subscription cancels the task.
        - Rx core, async outside: `try await single.value` (`withCheckedThrowingContinuation`).

        Shims and the old Rx paths live in `+Rx.swift` files next to the migrated file, so `farewell verify` \
        sees no Rx in the task's scope. Shim first, callers later, shim removed last (in the cleanup wave).

        A protocol with Rx requirements and its implementations in other tasks (a task's Boundary names \
        them) change in steps: an implementation's task keeps the Rx signatures as shims over its async core; \
        the protocol's task adds each requirement's async version with a default, in a protocol extension, \
        that bridges from the Rx one, so every implementation keeps building; the cleanup wave removes the Rx \
        requirements.

        """

    /// The app's own bridges (`AppBridge`), when it has some: agents use them rather than write new ones, and they
    /// stay until the cleanup wave.
    /// The `## Mapping` lines for the modules declaring their own `Task` (`OwnTaskType`), one per module; nil when
    /// none does. `subject`: who finds it (`its files`, `this task's files`); `guide`: what says `Task`.
    static func ownTask(_ types: [OwnTaskType], subject: String = "its files", guide: String = "this guide")
        -> String?
    {
        let modules = Dictionary(grouping: types, by: \.module)
        guard !modules.isEmpty else { return nil }
        return modules.keys.sorted().map { module in
            let paths = (modules[module] ?? []).map { Markdown.code($0.path) }.joined(separator: ", ")
            return "Module \(Markdown.code(module)) declares its own `Task` (\(paths)), which \(subject) find before "
                + "Swift's: there \(concurrencyTask(where: guide))"
        }.joined(separator: "\n")
    }

    /// Moya declares `public enum Task`, which code importing it finds beside Swift's: `Task { }` is ambiguous there.
    static func moyaTask(subject: String = "Files", guide: String = "this guide") -> String {
        "\(subject) importing Moya (RxMoya's calls) see Moya's `enum Task` beside Swift's, so a bare `Task` there is "
            + "ambiguous: \(concurrencyTask(where: guide))"
    }

    /// How code where `Task` names another type spells Swift's, where `guide` says `Task`.
    private static func concurrencyTask(where guide: String) -> String {
        "write `_Concurrency.Task { }`, `_Concurrency.Task<Void, Never>?` and `_Concurrency.Task.isCancelled` where "
            + "\(guide) says `Task`.\n"
    }

    /// Whether `occurrences` hold one of RxMoya's constructs (`rx.request`, `filterSuccessfulStatusCodes`): their file
    /// imports Moya.
    static func usesMoya<S: Sequence>(_ occurrences: S) -> Bool where S.Element == Occurrence {
        occurrences.contains { moyaConstructs.contains($0.construct) }
    }

    private static let moyaConstructs = Set(
        Catalog.standard.constructs.filter { $0.module == "RxMoya" || $0.module.hasPrefix("Moya") }.map(\.id))

    static func appBridges(_ bridges: [AppBridge]) -> String? {
        guard !bridges.isEmpty else { return nil }
        var text = """
            ### The app's own bridges

            The app already bridges Rx and Swift Concurrency: use these rather than writing new ones. They stay \
            while both worlds coexist; the cleanup wave deletes each once `farewell scan` finds no callers of it.


            """
        for bridge in bridges {
            text += "- \(Markdown.code(bridge.api)) (\(Markdown.code(bridge.declaration.description)))\n"
        }
        return text
    }

    /// The frameworks built on Rx that stay (RIBs): where the migration stops.
    static func kept(_ frameworks: [String]) -> String {
        var text = "## Frameworks the migration keeps\n\n"
        if frameworks.contains("RIBs") {
            text += """
                - RIBs is built on RxSwift and stays: its Rx API is the edge of this migration, not part of it. \
                `Interactable`'s `isActiveStream`, `disposeOnDeactivate(interactor:)`, workers and workflows keep \
                their Rx types, and so does code that implements them (a mock of `Interactable`); inside, bridge to \
                async code (`for try await active in isActiveStream.values`).
                - RxSwift stays a dependency while such code needs it: keep its manifest line and `import RxSwift` \
                there, and let the cleanup wave remove the other Rx libraries. `import RIBs` is never removed.

                """
        }
        for framework in frameworks where framework != "RIBs" {
            text += "- \(framework) is built on Rx and stays: its Rx API is the edge of this migration.\n"
        }
        return text
    }

    static func flags(_ settings: PlanSettings) -> String {
        """
        ## Feature flags

        - Every migration task has one flag, `\(settings.flagPrefix)<task id>` (`\(settings.flagPrefix)t_012`), \
        off by default; a task of tests only has none (tests never ship).
        - Off runs the old Rx path unchanged; on runs the new async path. Rolling back is switching it off.
        - The branch sits where callers enter the migrated code; nothing below it checks the flag.
        - The cleanup wave removes each flag, with its old path, once it has been on in production for a \
        full release.

        """
    }
}

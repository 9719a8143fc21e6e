@testable import FarewellKit

/// A hand-made plan with one task of each kind, a shim, a split file and people's progress.
enum WorkspaceSamplePlan {
    static let plan = Plan(waves: waves, tasks: tasks, baseline: 12)

    static let waves = [
        Wave(
            id: "W0", title: "Foundation", slug: "foundation", kind: .foundation, layers: [], tasks: ["T-001"],
            retroDone: true),
        Wave(
            id: "W1", title: "Infra and presentation", slug: "infra-and-presentation", kind: .migration,
            layers: [.infra, .presentation], tasks: ["T-002", "T-003"]),
        Wave(id: "W2", title: "Cleanup", slug: "cleanup", kind: .cleanup, layers: [], tasks: ["T-004"]),
    ]

    static let tasks = [
        PlanTask(
            id: "T-001", title: "Foundation: polyfills and flags", slug: "foundation", kind: .foundation, wave: "W0",
            module: "App", layer: .unknown, files: [], points: 1, flag: "", status: .merged, pr: "12"),
        networking,
        PlanTask(
            id: "T-003", title: "Login: view model", slug: "login-view-model", kind: .migration, wave: "W1",
            module: "App", layer: .presentation, files: [loginViewModel], points: 5, flag: "rx_migration_t_003",
            dependsOn: ["T-001", "T-002"], status: .inProgress, pr: "https://example.com/pull/42"),
        PlanTask(
            id: "T-004", title: "Cleanup: remove RxSwift", slug: "cleanup", kind: .cleanup, wave: "W2",
            module: "", layer: .unknown, files: [TaskFile(path: "Package.swift", occurrences: [])], points: 2, flag: "",
            dependsOn: ["T-002", "T-003"]),
    ]

    /// T-002 keeps a shim for T-003's caller and updates the caller in a file no task lists.
    static var networking: PlanTask {
        var task = PlanTask(
            id: "T-002", title: "Networking: APIClient to async", slug: "networking-apiclient", kind: .migration,
            wave: "W1", module: "Networking", layer: .infra, files: [apiClient], points: 6,
            flag: "rx_migration_t_002", dependsOn: ["T-001"], shims: [shim])
        task.callerUpdates = [
            Shim(
                api: shim.api, declaration: shim.declaration, rxTypes: shim.rxTypes,
                callers: [SourceLocation(path: "Sources/App/ProfileViewModel.swift", line: 14)], callerTasks: [])
        ]
        return task
    }

    static let apiClient = TaskFile(
        path: "Sources/Networking/APIClient.swift",
        occurrences: [
            Occurrence(line: 3, column: 8, symbol: "RxSwift", construct: "import", category: .ecosystem),
            Occurrence(
                line: 10, column: 30, symbol: "Single", construct: "Single", category: .streamType,
                enclosing: "APIClient.request(_:)"),
            Occurrence(
                line: 12, column: 16, symbol: "create", construct: "Single", category: .streamType,
                enclosing: "APIClient.request(_:)"),
        ])

    static let loginViewModel = TaskFile(
        path: "Sources/App/LoginViewModel.swift", declarations: ["LoginViewModel", "LoginViewModel.bind()"],
        occurrences: [
            Occurrence(
                line: 8, column: 15, symbol: "BehaviorRelay", construct: "BehaviorRelay", category: .subject,
                enclosing: "LoginViewModel"),
            Occurrence(
                line: 9, column: 15, symbol: "DisposeBag", construct: "DisposeBag", category: .lifetime,
                enclosing: "LoginViewModel"),
            Occurrence(
                line: 20, column: 14, symbol: "flatMapLatest", construct: "flatMapLatest", category: .operator,
                enclosing: "LoginViewModel.bind()"),
        ])

    static let shim = Shim(
        api: "APIClient.request", declaration: SourceLocation(path: "Sources/Networking/APIClient.swift", line: 10),
        rxTypes: ["Single"],
        callers: [SourceLocation(path: "Sources/App/LoginViewModel.swift", line: 21)], callerTasks: ["T-003"])

    static let modules = [
        Module(
            name: "Legacy", kind: .cocoapods, manifest: "Podfile",
            rxDependencies: [
                RxDependency(library: "RxSwift", location: SourceLocation(path: "Podfile", line: 3))
            ]),
        Module(
            name: "Networking", kind: .swiftpm, manifest: "Package.swift",
            rxDependencies: [
                RxDependency(library: "RxSwift", location: SourceLocation(path: "Package.swift", line: 14))
            ]),
    ]

    /// Guides for some constructs; `import` is left out on purpose.
    static let guide: ConstructGuideLookup = { id in
        switch id {
        case "Single":
            ConstructGuide(
                id: "Single", category: .streamType, concurrency: "`async throws -> T`",
                combine: "`Future<T, Error>`", note: "Disposing must cancel the task")
        case "BehaviorRelay":
            ConstructGuide(
                id: "BehaviorRelay", category: .subject, concurrency: "`StateRelay`",
                combine: "`CurrentValueSubject`", note: "State: keep the replay of the latest value",
                recipe: "Keep `relay.accept(x)`; read `relay.value` for the current value, iterate `relay.values`.\n")
        case "DisposeBag":
            ConstructGuide(
                id: "DisposeBag", category: .lifetime, concurrency: "stored `Task`, cancelled in `deinit`",
                combine: "`Set<AnyCancellable>`")
        case "flatMapLatest":
            ConstructGuide(
                id: "flatMapLatest", category: .operator, concurrency: "`flatMapLatest` (FarewellAsync)",
                combine: "`map { }.switchToLatest()`")
        default: nil
        }
    }

    static var context: WorkspaceContext {
        WorkspaceContext(plan: plan, settings: PlanSettings(), guide: guide, modules: modules)
    }
}

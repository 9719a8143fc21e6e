import Testing

@testable import FarewellKit

/// A SwiftPM app: an API and an operator its callers chain (data, a task each), called by a screen's view model.
private let bookApp = [
    "/repo/Package.swift": """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
        name: "App",
        dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.0.0")],
        targets: [.target(name: "App", dependencies: [.product(name: "RxSwift", package: "RxSwift")])]
    )
    """,
    bookApi: """
    import RxSwift

    final class BookApi {
        func books() -> Single<[String]> { Single.just(["a"]) }
    }
    """,
    catchError: catchErrorOperator,
    "/repo/Sources/App/BookList/BookListViewModel.swift": """
    import RxSwift

    final class BookListViewModel {
        let api = BookApi()
        let bag = DisposeBag()

        func load() {
            api.books().asObservable().catchErrorJustComplete().subscribe(onNext: { print($0) }).disposed(by: bag)
        }
    }
    """,
]

private let bookApi = "/repo/Sources/App/Data/BookApi.swift"
private let catchError = "/repo/Sources/App/Data/Observable+CatchError.swift"
private let catchErrorOperator = """
    import RxSwift

    extension ObservableType {
        func catchErrorJustComplete() -> Observable<Element> { self.catch { _ in .empty() } }
    }
    """

/// `bookApp` once T-003 and T-004 are migrated: `BookApi.swift` is async, its old Rx path and shim in
/// `BookApi+Rx.swift` beside it; the operator moved unchanged to `Observable+CatchError+Rx.swift`, and
/// `Observable+CatchError.swift`, left empty, was deleted.
private func migratedApp() -> [String: String] {
    var files = bookApp
    files[bookApi] = """
        final class BookApi {
            func books() async -> [String] { ["a"] }
        }
        """
    files["/repo/Sources/App/Data/BookApi+Rx.swift"] = """
        import RxSwift

        extension BookApi {
            func books() -> Single<[String]> { Single.just(["a"]) }
        }
        """
    files[catchError] = nil
    files["/repo/Sources/App/Data/Observable+CatchError+Rx.swift"] = catchErrorOperator
    return files
}

/// A task the re-plan finds done (`BookApi.swift` freed of Rx, the rest moved to a `+Rx.swift` file the cleanup task
/// lists), and a merged one whose file was deleted, keep their files: the task files still say what each covered,
/// the Scope says no Rx is left and the Boundary where the shims went, `verify`, `status` and `check` find nothing,
/// and a second re-plan changes nothing.
@Test func aFinishedTaskKeepsTheFilesItsWorkFreedOfRx() throws {
    let workspace = InMemoryFileSystem()
    let first = try WorkspaceReplanTests.replan(try Fixture.scanned(bookApp), in: workspace).plan
    #expect(
        first.tasks.map { "\($0.id) \($0.title) \($0.files.map(\.path))" }.joined(separator: "\n") == """
            T-001 Bridges and share(history:) polyfill []
            T-002 Feature-flag plumbing []
            T-003 App: BookApi ["Sources/App/Data/BookApi.swift"]
            T-004 App: Observable+CatchError ["Sources/App/Data/Observable+CatchError.swift"]
            T-005 App: BookListViewModel ["Sources/App/BookList/BookListViewModel.swift"]
            T-006 Cleanup: Package.swift ["Package.swift"]
            """)
    // `farewell verify T-003` passed; T-004 is marked merged, as `farewell track` writes it.
    let t004 = "/ws/tasks/T-004-app-observable-catcherror.md"
    try workspace.write(
        try workspace.text(of: t004).replacingOccurrences(of: "status: todo\n", with: "status: merged\n"), to: t004)
    let repository = InMemoryFileSystem(migratedApp())
    let inventory = try RepositoryScanner(fileSystem: repository).scan(root: "/repo")

    let (replanned, _) = try WorkspaceReplanTests.replan(inventory, in: workspace)
    let done = try #require(replanned.task("T-003"))
    let merged = try #require(replanned.task("T-004"))
    #expect(done.status == .done && merged.status == .merged)
    #expect(done.files == [TaskFile(path: "Sources/App/Data/BookApi.swift", occurrences: [])])
    #expect(merged.files == [TaskFile(path: "Sources/App/Data/Observable+CatchError.swift", occurrences: [])])
    #expect(done.points == 3 && merged.points == 4 && done.dependsOn == ["T-001", "T-002"])
    // The member it moved into `BookApi+Rx.swift` is still its shim, for the caller still calling it.
    #expect(
        done.shims.map { "\($0.api) \($0.declaration.path) \($0.callerTasks)" } == [
            "BookApi.books Sources/App/Data/BookApi+Rx.swift [\"T-005\"]"
        ])
    #expect(
        replanned.task("T-006")?.files.map(\.path) == [
            "Package.swift", "Sources/App/Data/BookApi+Rx.swift", "Sources/App/Data/Observable+CatchError+Rx.swift",
        ])

    // The task file as written: status and files in the front matter, no to-do list in Scope and Boundary.
    let text = try workspace.text(of: "/ws/tasks/T-003-app-bookapi.md")
    #expect(text.contains("status: done\n"))
    #expect(text.contains("occurrences: 0\nfiles:\n  - Sources/App/Data/BookApi.swift\n---\n"))
    #expect(text.contains("> wave W1 · module `App` · layer infra · 3 points · 0 Rx occurrences in 1 file · "))
    #expect(
        section("Scope", of: text) == """
            ## Scope

            This task is finished: these files were its scope (for a file marked "only", the named declarations), \
            and none of its Rx is left in them.

            ### `Sources/App/Data/BookApi.swift`

            No Rx left.

            """)
    #expect(
        section("Boundary", of: text) == """
            ## Boundary

            This task is finished: no Rx is left in its scope. The old Rx path and the shims it kept for callers in \
            other tasks, if any, are in `+Rx.swift` files that the cleanup wave deletes: \
            `Sources/App/Data/BookApi+Rx.swift` (T-006).

            The shims and their callers, which their tasks move to the cores:

            - `BookApi.books` (`Single`), declared at `Sources/App/Data/BookApi+Rx.swift:4`, called from T-005:
              - `Sources/App/BookList/BookListViewModel.swift:8`

            """)
    #expect(
        section("Boundary", of: try workspace.text(of: t004)).hasPrefix(
            """
            ## Boundary

            This task is finished: no Rx is left in its scope. The old Rx path and the shims it kept for callers in \
            other tasks, if any, are in `+Rx.swift` files that the cleanup wave deletes: \
            `Sources/App/Data/Observable+CatchError+Rx.swift` (T-006).

            """))
    // An unfinished task's text is as it was.
    #expect(
        try workspace.text(of: "/ws/tasks/T-005-app-booklistviewmodel.md").contains(
            "## Scope\n\nOnly these files are in scope (for a file marked \"only\", only the named declarations). "))

    // `verify`, `status` and `check` read the plan back and find nothing in those files.
    let written = try #require(try WorkspaceReader(fileSystem: workspace).read("/ws").plan)
    for id in ["T-003", "T-004"] {
        let task = try #require(written.task(id))
        #expect(ScopeCheck.remaining(task, in: inventory, plan: written) == [])
        #expect(
            PlanPresence.missingPaths(of: task, root: "/repo", fileSystem: repository).count == (id == "T-004" ? 1 : 0))
    }
    #expect(!PlanPresence.isForAnotherFolder(written, root: "/repo", fileSystem: repository))
    let dashboard = DashboardBuilder.build(plan: written, inventory: inventory, histories: [:], today: 0)
    // Warnings of the statuses alone, as without the files.
    #expect(
        DashboardWarnings.lines(dashboard.warnings) == [
            "W1 has every task finished but its retro is not done",
            "T-004 is merged before T-001, T-002, which it depends on: they are not finished",
        ])
    var withoutFiles = written
    for index in withoutFiles.tasks.indices where withoutFiles.tasks[index].status.isFinished {
        withoutFiles.tasks[index].files = []
    }
    let before = DashboardBuilder.build(plan: withoutFiles, inventory: inventory, histories: [:], today: 0)
    #expect(dashboard.warnings == before.warnings && dashboard.progress == before.progress)
    #expect(dashboard.tasks.filter { ["T-003", "T-004"].contains($0.id) }.map(\.remaining) == [0, 0])
    let check = Checker().check(
        inventory, baseline: Baseline(inventory), merged: Checker.MergedScope.all(in: written, inventory: inventory),
        kept: KeptRxFiles(inventory, tasks: written.tasks))
    #expect(check.passed)

    // Re-planned again: nothing changes, in the plan or in any file.
    let (again, changes) = try WorkspaceReplanTests.replan(inventory, in: workspace)
    #expect(again == replanned)
    #expect(changes.filter { $0.status != .unchanged }.map(\.path) == [])
}

/// Rx coming back in a file a finished task lists with no Rx left is that task's, as before it was freed: a done task
/// is open again (`todo`), a merged one shows it in `status` and `check`.
@Test func rxComingBackInAFinishedTasksFreedFileIsThatTasks() throws {
    let workspace = InMemoryFileSystem()
    _ = try WorkspaceReplanTests.replan(try Fixture.scanned(bookApp), in: workspace)
    let t004 = "/ws/tasks/T-004-app-observable-catcherror.md"
    try workspace.write(
        try workspace.text(of: t004).replacingOccurrences(of: "status: todo\n", with: "status: merged\n"), to: t004)
    _ = try WorkspaceReplanTests.replan(try Fixture.scanned(migratedApp()), in: workspace)

    var files = migratedApp()
    files[bookApi] = bookApp[bookApi]
    files[catchError] = """
        import RxSwift

        extension ObservableType {
            func ignoreErrors() -> Observable<Element> { self.catch { _ in .empty() } }
        }
        """
    let inventory = try Fixture.scanned(files)
    let written = try #require(try WorkspaceReader(fileSystem: workspace).read("/ws").plan)
    let dashboard = DashboardBuilder.build(plan: written, inventory: inventory, histories: [:], today: 0)
    #expect(dashboard.warnings.untracked == [])
    #expect(dashboard.warnings.mergedWithRx.map(\.id) == ["T-004"])
    // The baseline `farewell check` recorded before the migration.
    let check = Checker().check(
        inventory, baseline: Baseline(try Fixture.scanned(bookApp)),
        merged: Checker.MergedScope.all(in: written, inventory: inventory),
        kept: KeptRxFiles(inventory, tasks: written.tasks))
    #expect(Set(check.violations.filter { $0.kind == .mergedTask }.map(\.taskID)) == ["T-004"])

    let (reopened, _) = try WorkspaceReplanTests.replan(inventory, in: workspace)
    #expect(reopened.task("T-003")?.status == .todo && reopened.task("T-003")?.occurrenceCount == 3)
    #expect(reopened.task("T-004")?.status == .merged && reopened.task("T-004")?.occurrenceCount == 4)
    #expect(try workspace.text(of: "/ws/tasks/T-003-app-bookapi.md").contains("status: todo\n"))
}

/// The `## name` section of a task file's text, up to the next `## ` heading.
private func section(_ name: String, of text: String) -> String {
    guard let start = text.range(of: "\n## \(name)\n") else { return "" }
    let rest = text[text.index(after: start.lowerBound)...]
    let end = rest.dropFirst(3).range(of: "\n## ")?.lowerBound ?? rest.endIndex
    return String(rest[..<end])
}

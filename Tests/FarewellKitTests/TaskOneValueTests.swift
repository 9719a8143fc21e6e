import Testing

@testable import FarewellKit

/// A function whose `Observable.create` sends one value and completes (`RxAPI.emitsOneValue`) is planned as a `Single`
/// is: its Scope makes it an `async throws` function around a continuation resumed once, its shim's bridge awaits
/// the core, and a caller's task awaits it rather than iterating it.
@Suite struct TaskOneValueTests {
    static let files = [
        "/repo/App/Data/UserRepository.swift": """
        import RxSwift
        final class UserRepository {
            func get() -> Observable<User> {
                return Observable.create { observer in
                    do {
                        observer.onNext(try self.load())
                        observer.onCompleted()
                    } catch {
                        observer.onError(error)
                    }
                    return Disposables.create()
                }
            }
            func changes() -> Observable<User> { Observable.just(User()).concat(Observable.never()) }
            func token() -> Single<String> {
                Single.create { single in
                    guard let key = self.key else { return Disposables.create() }
                    if key.isEmpty { single(.failure(AppError.empty)) } else { single(.success(key)) }
                    return Disposables.create()
                }
            }
            func avatar() -> Observable<Data> {
                let observable = Observable<Data>.create { observer in
                    observer.onNext(Data()); observer.onCompleted()
                    return Disposables.create()
                }
                return observable.shareReplay(1)
            }
            func cached() -> Observable<User> {
                let user: Observable<User> = get()
                return user
            }
        }
        """,
        "/repo/App/Presentation/ProfileViewModel.swift": """
        import RxSwift
        final class ProfileViewModel {
            let repository = UserRepository()
            let disposeBag = DisposeBag()
            func load() {
                repository.get().subscribe(onNext: { print($0) }).disposed(by: disposeBag)
                repository.changes().subscribe(onNext: { print($0) }).disposed(by: disposeBag)
            }
        }
        """,
    ]

    static func planned() throws -> (Plan, WorkspaceContext, PlanTask, PlanTask) {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        let plan = Planner(settings: PlanSettings()).plan(inventory, previous: nil)
        var context = WorkspaceContext(plan: plan)
        context.oneValueLines = TaskMarkdown.oneValueLines(in: inventory)
        let repository = try #require(plan.tasks(holding: "App/Data/UserRepository.swift").first)
        let viewModel = try #require(plan.tasks(holding: "App/Presentation/ProfileViewModel.swift").first)
        try #require(repository.id != viewModel.id)
        return (plan, context, repository, viewModel)
    }

    @Test func theScopeMakesItAnAsyncFunctionResumedOnce() throws {
        let (_, context, repository, _) = try Self.planned()
        let body = TaskMarkdown.body(repository, context: context)
        for row in [
            "| 3 | `Observable` | `async throws -> T`: the `create` below sends one value, then completes |",
            "| 4 | `Observable` | goes with the `create` beside it |",
            "| 4 | `create` | `try await withCheckedThrowingContinuation { continuation in … }`: one value or an "
                + "error; every path resumes it once, one that sent nothing too (throw, or return `nil` from "
                + "`-> T?`) |",
            // A `Single` made with `create` gets the same rows, its events too.
            "| 16 | `create` | `try await withCheckedThrowingContinuation { continuation in … }`: one value or an "
                + "error; every path resumes it once, one that sent nothing too (throw, or return `nil` from "
                + "`-> T?`) |",
            "| 17 | `Disposables` | `withTaskCancellationHandler(operation:onCancel:)` around the continuation",
            "| 18 | `success` (`createEvent`) | `continuation.resume(returning: value)`: once,",
            "| 18 | `failure` (`createEvent`) | `continuation.resume(throwing: error)`: once,",
            // A local holding the `create`, shared: the sharing is the callers' to keep.
            "| 23 | `create` | `try await withCheckedThrowingContinuation { continuation in … }`",
            "| 27 | `shareReplay` (`share`) | nothing: each `try await` runs the call again;",
            // A local of the value, in the body of a function returning another's call.
            "| 29 | `Observable` | `async throws -> T`: it gives one value, which its callers `try await` |",
            "| 30 | `Observable` | the value's type (`let users: [User] = try await store.fetch()`), awaited |",
            "| 6 | `onNext` | `continuation.resume(returning: value)`: once, so `return` after it where more code "
                + "follows |",
            "| 7 | `onCompleted` (`onNext`) | nothing: the `resume(returning:)` before it ends the call |",
            "| 9 | `onError` (`onNext`) | `continuation.resume(throwing: error)`: once, so `return` after it where "
                + "more code follows |",
        ] {
            #expect(body.contains(row), "\(row)")
        }
        // The stream beside it keeps the stream's replacement.
        #expect(!body.contains("| 14 | `Observable` | `async throws"))
        #expect(body.contains("### One value"))
        // A construct only one-value functions hold has no recipe of its own (no `share(history:)`, nor the iOS 15
        // it needs); one the stream holds too keeps its recipe.
        #expect(!body.contains("- `share`"))
        #expect(body.contains("- `Observable`:"))
        #expect(
            body.contains(
                "- `UserRepository.get` (`Observable` of one value: an `async throws` function), declared at "
                    + "`App/Data/UserRepository.swift:3`, called from"))
        #expect(
            body.contains("- async core, `Observable` of one value outside (`UserRepository.get`): `Observable.create"))
        // `changes()` is bridged as a stream.
        #expect(body.contains("- async sequence core, `Observable` outside"))
    }

    @Test func aCallerAwaitsTheCore() throws {
        let (_, context, repository, viewModel) = try Self.planned()
        let body = TaskMarkdown.body(viewModel, context: context)
        // The view model's task comes after the repository's, so it calls the cores.
        #expect(viewModel.dependsOn.contains(repository.id))
        #expect(
            body.contains(
                "(`Observable` of one value (`UserRepository.get`): `try await` the core; `Observable`: `for try "
                    + "await` over it)"))
        // Each API's line says which it is.
        #expect(
            body.contains("- `UserRepository.get` (`Observable` of one value) of \(repository.id) (before this task)"))
        #expect(body.contains("- `UserRepository.changes` (`Observable`) of \(repository.id) (before this task)"))
    }

    /// A use case returning the repository's one-value call, mapped: its rows make it an `async throws` function whose
    /// operators act on the awaited value.
    /// The body of the task holding `App/Domain/GetUserUseCase.swift` in the plan of `files`, with the one-value lines
    /// the workspace gives the Scope.
    static func useCaseBody(_ files: [String: String]) throws -> String {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        let plan = Planner(settings: PlanSettings()).plan(inventory, previous: nil)
        var context = WorkspaceContext(plan: plan)
        context.oneValueLines = TaskMarkdown.oneValueLines(in: inventory)
        let useCase = try #require(plan.tasks(holding: "App/Domain/GetUserUseCase.swift").first)
        return TaskMarkdown.body(useCase, context: context)
    }

    @Test func aWrapperOfAOneValueFunctionAwaitsIt() throws {
        var files = Self.files
        files["/repo/App/Domain/GetUserUseCase.swift"] = """
            import RxSwift
            final class GetUserUseCase {
                let repository = UserRepository()
                func execute() -> Observable<String> {
                    repository.get()
                        .map { $0.name }
                        .observe(on: MainScheduler.instance)
                }
            }
            """
        let body = try Self.useCaseBody(files)
        for row in [
            "| 4 | `Observable` | `async throws -> T`: it gives one value, which its callers `try await` |",
            "| 6 | `map` | an expression on the awaited value (`compactMap` and `filter`: where none is left the "
                + "stream ended empty, so `-> T?` returning `nil`, or an error its callers catch) |",
            "| 7 | `observe` (`observeOn`) | nothing: `await` returns where the caller runs (`@MainActor` code stays "
                + "on the main actor) |",
        ] {
            #expect(body.contains(row), "\(row)")
        }
    }

    /// A wrapper chaining `flatMap`, `catchError`, `andThen`, `just` and `error` on one-value calls: each row says
    /// what it is around the awaited value.
    @Test func aWrapperThroughFlatMapAndCatchSaysWhatEachStepBecomes() throws {
        var files = Self.files
        files["/repo/App/Domain/GetUserUseCase.swift"] = """
            import RxSwift
            final class GetUserUseCase {
                let repository = UserRepository()
                func execute() -> Observable<User> {
                    repository.get()
                        .catchError { _ in Observable.error(AppError.missing) }
                        .flatMap { user -> Observable<User> in
                            user.isComplete ? Observable.just(user) : self.repository.get()
                        }
                        .retry(2)
                }
            }
            """
        let body = try Self.useCaseBody(files)
        for row in [
            "| 4 | `Observable` | `async throws -> T`: it gives one value, which its callers `try await` |",
            "| 6 | `catchError` (`catch`) | `do { … } catch { … }` around the `try await`: the closure's value "
                + "returned, or its error thrown, from the `catch` |",
            "| 6 | `Observable` | goes with the `error` beside it |",
            "| 6 | `error` (`from`) | `throw` the error |",
            "| 7 | `flatMap` | a second `try await` on the awaited value: the closure's call gives one value too (`let "
                + "user = try await first(); return try await second(user)`) |",
            "| 7 | `Observable` | the closure's result: the value's type (`{ user -> User in`), awaited |",
            "| 8 | `just` | the value itself: `return value` |",
            "| 10 | `retry` (`catch`) | a loop around the `try await`: try again while attempts are left",
        ] {
            #expect(body.contains(row), "\(row)")
        }
    }
}

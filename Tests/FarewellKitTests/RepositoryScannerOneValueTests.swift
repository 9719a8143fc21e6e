import Testing

@testable import FarewellKit

/// A function returning an `Observable` whose body is one `create` sending `onNext` then `onCompleted` gives one
/// value, as a `Single` does (`RxAPI.emitsOneValue`); any other `Observable` is a stream.
@Suite struct RepositoryScannerOneValueTests {
    static func oneValue(_ source: String) throws -> [String] {
        let files = ["/repo/App/File.swift": "import RxSwift\n\n" + source]
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        let file = try #require(inventory.files.first)
        return file.apis.filter(\.emitsOneValue).map(\.qualifiedName)
    }

    @Test func createSendingOneValueThenCompletingIsOneValue() throws {
        let source = """
            final class UserStore {
                func get() -> Observable<User> {
                    return Observable.create { observer in
                        do {
                            let user = try self.load()
                            observer.onNext(user)
                            observer.onCompleted()
                        } catch {
                            observer.onError(error)
                        }
                        return Disposables.create()
                    }
                }

                func find(id: String) -> Observable<User> {
                    let key = "user." + id
                    return Observable<User>.create { [weak self] observer -> Disposable in
                        guard let user = self?.cached(key) else {
                            observer.onError(E.missing); return Disposables.create()
                        }
                        observer.onNext(user); observer.onCompleted()
                        return Disposables.create()
                    }
                }

                func fetch() -> RxSwift.Observable<Data> {
                    .create(subscribe: { observer in
                        let task = self.session.dataTask(with: self.url) { data, _, error in
                            if let data { observer.onNext(data); observer.onCompleted() } else {
                                observer.onError(error!)
                            }
                        }
                        task.resume()
                        return Disposables.create { task.cancel() }
                    })
                }
            }
            """
        #expect(try Self.oneValue(source) == ["UserStore.get", "UserStore.find", "UserStore.fetch"])
    }

    @Test func streamsAndOtherShapesAreNotOneValue() throws {
        let source = """
            final class Feed {
                // Values without a completion after each.
                func ticks() -> Observable<Int> {
                    Observable.create { observer in
                        observer.onNext(1)
                        observer.onNext(2)
                        observer.onCompleted()
                        return Disposables.create()
                    }
                }
                // An operator keeping one value after the `create`: one value, read as a chain.
                func mapped() -> Observable<Int> {
                    Observable.create { observer in
                        observer.onNext(1); observer.onCompleted()
                        return Disposables.create()
                    }.map { $0 + 1 }
                }
                // The observer passed on.
                func forwarded() -> Observable<Int> {
                    Observable.create { observer in
                        self.listen(observer)
                        return Disposables.create()
                    }
                }
                // An early return of one value too: one value, read as a chain.
                func cached() -> Observable<Int> {
                    if let value = self.value { return .just(value) }
                    return Observable.create { observer in
                        observer.onNext(1); observer.onCompleted()
                        return Disposables.create()
                    }
                }
                // A reactor's mutation: ReactorKit subscribes to it, whatever each case returns.
                func mutate(action: Int) -> Observable<Mutation> {
                    switch action {
                    case 0: return .just(.load)
                    default: return .just(.reset)
                    }
                }
                // No value at all.
                func done() -> Observable<Void> {
                    Observable.create { observer in
                        observer.onCompleted()
                        return Disposables.create()
                    }
                }
                // Another Rx type in the signature, and a `Single`.
                func relay(_ input: PublishRelay<Int>) -> Observable<Int> {
                    Observable.create { observer in
                        observer.onNext(1); observer.onCompleted()
                        return Disposables.create()
                    }
                }
                func single() -> Single<Int> {
                    Single.create { single in
                        single(.success(1))
                        return Disposables.create()
                    }
                }
            }
            """
        #expect(try Self.oneValue(source) == ["Feed.mapped", "Feed.cached"])
    }

    /// A function returning a call of a one-value function with only `map`, `compactMap`, `do` or `observe(on:)` after
    /// it gives one value too, layer after layer across files; not one with `flatMap`, nor one returning a stream.
    @Test func wrappersOfOneValueFunctionsAreOneValue() throws {
        let files = [
            "/repo/App/Data/UserRemoteDataSource.swift": """
            import RxSwift
            final class UserRemoteDataSource {
                func fetch(id: String) -> Observable<UserDTO> {
                    Observable.create { observer in
                        self.client.get(id) { dto in observer.onNext(dto); observer.onCompleted() }
                        return Disposables.create()
                    }
                }
                func changes() -> Observable<UserDTO> { Observable.never() }
            }
            """,
            "/repo/App/Data/UserRepository.swift": """
            import RxSwift
            final class UserRepository {
                let remote = UserRemoteDataSource()
                func user(id: String) -> Observable<User> {
                    return remote.fetch(id: id)
                        .map { User($0) }
                        .observe(on: MainScheduler.instance)
                }
                func names(id: String) -> Observable<String> {
                    remote.fetch(id: id).flatMap { dto in Observable.from(dto.names) }
                }
                func live() -> Observable<User> { remote.changes().map { User($0) } }
            }
            """,
            "/repo/App/Domain/GetUserUseCase.swift": """
            import RxSwift
            final class GetUserUseCase {
                let repository = UserRepository()
                func execute(id: String) -> Observable<User> {
                    repository.user(id: id)
                }
            }
            """,
        ]
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        let marked = inventory.files.flatMap { file in file.apis.filter(\.emitsOneValue).map(\.qualifiedName) }
        #expect(marked.sorted() == ["GetUserUseCase.execute", "UserRemoteDataSource.fetch", "UserRepository.user"])
    }

    /// A protocol's requirement whose implementations outside tests all give one value gives one value, with the test
    /// doubles implementing it, which must keep conforming; a call that is also one of an overload giving more is no
    /// one value (`detail`'s `movie(id: key as! Int)`, whose argument's type the scan does not tell). Overloaded
    /// requirements have the implementations taking their first parameter's type (`movie(id: Int)`'s). An
    /// implementation of a requirement that gives no one value stays an `Observable`, whatever its body sends (the
    /// doubles' `.just(nil)` of `movie(id: String)`): it must keep conforming too.
    @Test func requirementsAndTheirDoublesFollowTheirImplementations() throws {
        let files = [
            "/repo/App/Data/MovieService.swift": """
            import RxSwift
            protocol MovieServiceType {
                func movies() -> Observable<[Movie]>
                func movie(id: Int) -> Observable<Movie?>
                func movie(id: String) -> Observable<Movie?>
            }
            final class MovieService: MovieServiceType {
                func movies() -> Observable<[Movie]> {
                    Observable.create { observer in
                        self.client.get { list in observer.onNext(list); observer.onCompleted() }
                        return Disposables.create()
                    }
                }
                func movie(id: Int) -> Observable<Movie?> {
                    Observable.create { observer in
                        self.client.get(id) { movie in observer.onNext(movie); observer.onCompleted() }
                        return Disposables.create()
                    }
                }
                func movie(id: String) -> Observable<Movie?> { Observable.of(nil, nil) }
            }
            """,
            "/repo/App/Presentation/MoviesViewModel.swift": """
            import RxSwift
            final class MoviesViewModel {
                let service: MovieServiceType = MovieService()
                func load() -> Observable<[Movie]> { service.movies().map { $0.sorted() } }
                func detail(_ key: Any) -> Observable<Movie?> { service.movie(id: key as! Int) }
            }
            """,
            "/repo/AppTests/MockMovieService.swift": """
            import RxSwift
            @testable import App
            final class MockMovieService: MovieServiceType {
                func movies() -> Observable<[Movie]> { .just([]) }
                func movie(id: Int) -> Observable<Movie?> { .just(nil) }
                func movie(id: String) -> Observable<Movie?> { .just(nil) }
            }
            """,
        ]
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        let marked = inventory.files.flatMap { file in
            file.apis.filter(\.emitsOneValue).map { "\(Path.lastComponent(file.path)):\($0.line) \($0.name)" }
        }
        #expect(
            marked.sorted()
                == [
                    "MockMovieService.swift:4 movies", "MockMovieService.swift:5 movie", "MovieService.swift:3 movies",
                    "MovieService.swift:4 movie", "MovieService.swift:8 movies", "MovieService.swift:14 movie",
                    "MoviesViewModel.swift:4 load",
                ].sorted())
    }

    /// One value carries through `flatMap` and `catchError` whose closures give one value, `andThen` before
    /// one, a conditional of two, `zip` of several, `just` and `error`, the file's own functions (told apart by
    /// their first labels: `complete(note:)` calling `complete(user:)`) and functions returning a `Single`; not
    /// through `from`, nor a closure giving several values, nor an implementation of a requirement that gives
    /// several. A `return` before the last statement (`guard … else { return .error(e) }`, the last statement of
    /// its block or of its `switch` case) must give one value too; a closure's does not count. RxCocoa's
    /// `URLSession` requests (`rx.json(url:)`) give one value, as does a local constant holding one value (`let
    /// observable = Observable.create { … }` then `return observable.shareReplay(1)`), not a variable.
    @Test func oneValueCarriesThroughFlatMapCatchAndThenAndConditionals() throws {
        let files = [
            "/repo/App/Data/Stores.swift": """
            import RxSwift
            final class LocalStore {
                func load() -> Observable<Account> {
                    Observable.create { observer in
                        observer.onNext(Account()); observer.onCompleted()
                        return Disposables.create()
                    }
                }
                func save(_ account: Account) -> Completable { .empty() }
            }
            protocol Remote { func fetch(token: String) -> Single<Account> }
            """,
            "/repo/App/Data/AccountRepository.swift": """
            import RxSwift
            final class AccountRepository {
                let local = LocalStore()
                let remote: Remote
                func account(force: Bool = false) -> Observable<Account> {
                    return local.load()
                        .catchError { _ in Observable.error(AppError.missing) }
                        .flatMap { account -> Observable<Account> in
                            (account.id.isEmpty || force) ? self.refresh(token: account.token) : .just(account)
                        }
                }
                private func refresh(token: String) -> Observable<Account> {
                    return remote.fetch(token: token).asObservable().flatMap { fetched in
                        self.local.save(fetched).andThen(Observable.just(fetched))
                    }
                }
                func cached() -> Observable<Account> { .just(Account()) }
                func retried() -> Observable<Account> { remote.fetch(token: "t").asObservable().retry(3) }
                func many() -> Observable<Account> {
                    local.load().flatMap { account in Observable.from([account, account]) }
                }
                func polled() -> Observable<Account> {
                    local.load().flatMap { _ in self.ticks() }
                }
                func ticks() -> Observable<Account> { Observable.from([Account()]) }
                func guarded(flag: Bool) -> Observable<Account> {
                    if flag { return local.load() }
                    return .just(Account())
                }
                func both() -> Observable<(Account, Account)> {
                    Observable.zip(local.load(), remote.fetch(token: "a").asObservable())
                }
                func complete(note: String) -> Observable<Account> {
                    local.load().flatMap { _ in self.complete(user: 1) }
                }
                func complete(user: Int) -> Observable<Account> { local.load() }
                func logged() -> Observable<Account> { local.load().do(onNext: { print($0) }) }
                func one() -> Observable<Int> {
                    return .just(1)
                }
                func caught() -> Observable<Account> { local.load().catchError { _ in .just(Account()) } }
                func typed() -> Observable<Account> { Observable<Account>.just(Account()) }
                func repos(url: URL) -> Observable<[Int]> {
                    return URLSession.shared.rx.json(url: url).flatMap { json -> Observable<[Int]> in
                        guard let items = json as? [Int] else {
                            return Observable.error(AppError.missing)
                        }
                        return Observable.just(items)
                    }
                }
                func mixed(flag: Bool) -> Observable<Int> {
                    if flag { return Observable.from([1, 2]) }
                    return .just(1)
                }
                func nested() -> Observable<Int> {
                    let pick = { () -> Observable<Int> in return Observable.from([1, 2]) }
                    return .just(pick().hashValue)
                }
                func logged(flag: Bool) -> Observable<Account> {
                    guard flag else {
                        print("no account")
                        return .error(AppError.missing)
                    }
                    return local.load()
                }
                func picked(kind: Int) -> Observable<Account> {
                    switch kind {
                    case 0: return .just(Account())
                    case 1:
                        print("remote")
                        return remote.fetch(token: "k").asObservable()
                    default: return local.load()
                    }
                }
                func emptied(kind: Int) -> Observable<Int> {
                    if kind == 0 { return .just(0) } else { return .empty() }
                }
                func expression(kind: Int) -> Observable<Int> {
                    if kind == 0 { .just(0) } else { .just(1) }
                }
                func several(kind: Int) -> Observable<Int> {
                    switch kind {
                    case 0: return .just(0)
                    default: return Observable.from([1, 2])
                    }
                    return .just(1)
                }
                func shared() -> Observable<Account> {
                    let observable = Observable<Account>.create { observer in
                        observer.onNext(Account())
                        observer.onCompleted()
                        return Disposables.create()
                    }
                    return observable.shareReplay(1)
                }
                func parenthesized() -> Observable<Account> {
                    let observable = Observable<Account>.create({ observer in
                        observer.onNext(Account())
                        observer.onCompleted()
                        return Disposables.create()
                    })
                    return observable.shareReplay(1)
                }
                func typedLocal() -> Observable<Account> {
                    let account: Observable<Account> = local
                        .load()
                    return account
                }
                func reassigned() -> Observable<Account> {
                    var account = local.load()
                    account = Observable.from([Account()])
                    return account
                }
                func early(flag: Bool) -> Observable<Int> {
                    if flag {
                        return .just(0)
                        print("never")
                    }
                    return .just(1)
                }
            }
            """,
        ]
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        let marked = inventory.files.flatMap { file in file.apis.filter(\.emitsOneValue).map(\.qualifiedName) }
        #expect(
            marked.sorted() == [
                "AccountRepository.account", "AccountRepository.both", "AccountRepository.cached",
                "AccountRepository.caught", "AccountRepository.complete", "AccountRepository.complete",
                "AccountRepository.guarded", "AccountRepository.logged", "AccountRepository.logged",
                "AccountRepository.nested", "AccountRepository.one", "AccountRepository.parenthesized",
                "AccountRepository.picked",
                "AccountRepository.refresh", "AccountRepository.repos", "AccountRepository.retried",
                "AccountRepository.shared", "AccountRepository.typed", "AccountRepository.typedLocal",
                "LocalStore.load",
            ])
    }

    /// An override keeps its base member's type: a test double's `override` of a one-value member is one value too,
    /// whatever it returns; a production override sending several values makes neither one value.
    @Test func overridesFollowTheirBaseMember() throws {
        let files = [
            "/repo/App/Service.swift": """
            import RxSwift
            class Service {
                func languages() -> Observable<[String]> { Observable.just(["Swift"]) }
                func feed() -> Observable<Int> { .just(1) }
            }
            """,
            "/repo/App/LiveService.swift": """
            import RxSwift
            final class LiveService: Service {
                override func feed() -> Observable<Int> { Observable.from([1, 2]) }
            }
            """,
            "/repo/AppTests/ServiceMock.swift": """
            import RxSwift
            @testable import App
            final class ServiceMock: Service {
                var languagesValue: Observable<[String]> = .empty()
                override func languages() -> Observable<[String]> { languagesValue }
                override func feed() -> Observable<Int> { .just(2) }
            }
            """,
        ]
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        let marked = inventory.files.flatMap { file in file.apis.filter(\.emitsOneValue).map(\.qualifiedName) }
        #expect(marked.sorted() == ["Service.languages", "ServiceMock.languages"])
    }
}

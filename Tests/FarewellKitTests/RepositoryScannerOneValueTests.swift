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
                // An operator after the `create`.
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
                // An early return of another stream.
                func cached() -> Observable<Int> {
                    if let value = self.value { return .just(value) }
                    return Observable.create { observer in
                        observer.onNext(1); observer.onCompleted()
                        return Disposables.create()
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
        #expect(try Self.oneValue(source).isEmpty)
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
    /// one value.
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
                    "MockMovieService.swift:4 movies", "MovieService.swift:3 movies", "MovieService.swift:8 movies",
                    "MovieService.swift:14 movie", "MoviesViewModel.swift:4 load",
                ].sorted())
    }
}

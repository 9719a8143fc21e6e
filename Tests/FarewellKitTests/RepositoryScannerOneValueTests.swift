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
                        guard let user = self?.cached(key) else { observer.onError(E.missing); return Disposables.create() }
                        observer.onNext(user); observer.onCompleted()
                        return Disposables.create()
                    }
                }

                func fetch() -> RxSwift.Observable<Data> {
                    .create(subscribe: { observer in
                        let task = self.session.dataTask(with: self.url) { data, _, error in
                            if let data { observer.onNext(data); observer.onCompleted() } else { observer.onError(error!) }
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
}

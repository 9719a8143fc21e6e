import Testing

@testable import FarewellKit

/// The repository's own bridges between Rx and Swift Concurrency are told by their signatures, whatever their names:
/// an Rx stream type on one side and `async` on the other.
@Suite struct RepositoryScannerBridgeTests {
    static let bridges = """
        import RxSwift

        extension PrimitiveSequence where Trait == SingleTrait {
            func value() async throws -> Element {
                try await withCheckedThrowingContinuation { c in
                    _ = subscribe(onSuccess: { c.resume(returning: $0) }, onFailure: { c.resume(throwing: $0) })
                }
            }
        }

        extension Single {
            static func from<T>(_ work: @escaping () async throws -> T) -> Single<T> {
                Single.create { observer in
                    let task = Task {
                        do { observer(.success(try await work())) } catch { observer(.failure(error)) }
                    }
                    return Disposables.create { task.cancel() }
                }
            }
        }

        func asyncToSingle<T>(_ work: @escaping () async throws -> T) -> Single<T> { Single.from(work) }

        extension Completable {
            func await() async throws { _ = try await asObservable().toArray().value() }
        }

        extension ObservableType {
            var values: AsyncThrowingStream<Element, Error> {
                AsyncThrowingStream { continuation in
                    let disposable = subscribe(onNext: { continuation.yield($0) })
                    continuation.onTermination = { _ in disposable.dispose() }
                }
            }
            var first: Element? {
                get async throws { try await take(1).asSingle().value() }
            }
        }

        extension AsyncSequence {
            func asObservable() -> Observable<Element> {
                Observable.create { observer in
                    let task = Task { for try await value in self { observer.onNext(value) } }
                    return Disposables.create { task.cancel() }
                }
            }
        }
        """

    /// Rx API that is no bridge: an operator, a synchronous member, a stream of a class, a lifetime.
    static let others = """
        import RxSwift

        extension ObservableType {
            func mapToVoid() -> Observable<Void> { map { _ in } }
            var latest: Element? { nil }
        }

        final class ProfileService {
            let disposeBag = DisposeBag()
            func name() -> Single<String> { .just("Ada") }
            func refresh(_ done: @escaping () -> Void) -> Completable { .empty() }
            func upload(_ data: [UInt8]) async throws -> Bool { true }
            func track(_ work: @escaping () async -> Void) -> Disposable { Disposables.create() }
        }
        """

    static func apis(_ source: String) throws -> [String] {
        let files = ["/repo/App/File.swift": source]
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        let file = try #require(inventory.files.first)
        return file.apis.map { "\($0.qualifiedName) \($0.kind.rawValue) \($0.rxTypes) \($0.isBridge)" }
    }

    @Test func bridgesAreToldByTheirSignatures() throws {
        #expect(
            try Self.apis(Self.bridges) == [
                "PrimitiveSequence.value function [\"PrimitiveSequence\"] true",
                "Single.from function [\"Single\"] true",
                "asyncToSingle function [\"Single\"] true",
                "Completable.await function [\"Completable\"] true",
                "ObservableType.values variable [\"ObservableType\"] true",
                "ObservableType.first variable [\"ObservableType\"] true",
                "AsyncSequence.asObservable function [\"Observable\"] true",
            ])
    }

    @Test func otherRxAPIsAreNoBridges() throws {
        #expect(
            try Self.apis(Self.others) == [
                "ObservableType.mapToVoid function [\"Observable\"] false",
                "ObservableType.latest variable [\"ObservableType\"] false",
                "ProfileService.disposeBag constant [\"DisposeBag\"] false",
                "ProfileService.name function [\"Single\"] false",
                "ProfileService.refresh function [\"Completable\"] false",
                "ProfileService.track function [\"Disposable\"] false",
            ])
    }

    /// The JSON marks a bridge with `"bridge": true`, and says nothing of other APIs.
    @Test func theJSONMarksBridges() throws {
        let files = ["/repo/App/Rx+Async.swift": Self.bridges, "/repo/App/Other.swift": Self.others]
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        let json = InventoryJSONWriter.render(inventory)
        #expect(json.components(separatedBy: "\"bridge\" : true").count - 1 == 7)
        #expect(json.components(separatedBy: "\"bridge\"").count - 1 == 7)
    }
}

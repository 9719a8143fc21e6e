import Testing

@testable import FarewellKit

/// The repository's own types that conform to an Rx protocol or subclass an Rx type are Rx types.

/// Each API of the file at `path` with the lines of its callers (`Base.isEmpty ["App/Sub.swift:3"]`).
private func callerLines(_ inventory: Inventory, declaredIn path: String) throws -> [String] {
    let apis = try #require(inventory.files.first { $0.path == path }).apis
    return apis.map { "\($0.container ?? "").\($0.name) \($0.callers.map(\.description))" }
}

/// The occurrences of the file at `path` as `line:construct`.
private func occurrences(_ inventory: Inventory, in path: String) throws -> [String] {
    try #require(inventory.files.first { $0.path == path }).occurrences.map { "\($0.line):\($0.construct)" }
}

@Test func aClassConformingToObservableTypeIsAnRxTypeWhereverItIsNamed() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ExRelay.swift": """
        import RxSwift
        public final class ExRelay<E>: ObservableType {
            let s: BehaviorSubject<E>
            init(value: E) { s = .init(value: value) }
            public func subscribe<O: ObserverType>(_ o: O) -> Disposable where O.Element == E { s.subscribe(o) }
            public func accept(_ e: E) { s.onNext(e) }
        }
        """,
        "/repo/App/Base.swift": """
        import UIKit
        import RxSwift
        class Base: UIViewController {
            let isEmpty = ExRelay(value: false)
            let bag = DisposeBag()
        }
        """,
        "/repo/App/Sub.swift": """
        import RxSwift
        class Sub: Base {
            func f(_ o: Observable<Bool>) {
                o.bind(to: isEmpty).disposed(by: bag)
                isEmpty.accept(true)
            }
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let base = try occurrences(inventory, in: "App/Base.swift")
    let apis = try callerLines(inventory, declaredIn: "App/Base.swift")
    let sub = try occurrences(inventory, in: "App/Sub.swift")
    // `ExRelay` stands for the protocol its header names, as an alias's name stands for its type.
    #expect(base == ["4:ObservableType", "5:DisposeBag"])
    let relay = try #require(inventory.files.first { $0.path == "App/Base.swift" }?.occurrences.first)
    #expect(relay.symbol == "ExRelay")
    #expect(
        apis == [
            "Base.isEmpty [\"App/Sub.swift:4\", \"App/Sub.swift:5\"]", "Base.bag [\"App/Sub.swift:4\"]",
        ])
    #expect(sub == ["3:Observable", "4:bind", "4:disposed", "5:accept"])
}

@Test func aSubclassOfAnOwnRxTypeIsOneButANameAnotherFileDeclaresPlainIsNot() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/Sink.swift": """
        import RxSwift
        class Sink<E>: ObserverType {
            func on(_ event: Event<E>) {}
        }
        final class FlagSink: Sink<Bool> {}
        final class Output: ObserverType {
            func on(_ event: Event<Int>) {}
        }
        """,
        "/repo/App/Other.swift": """
        struct Output { let count: Int }
        """,
        "/repo/App/Screen.swift": """
        import RxSwift
        final class Screen {
            let done = FlagSink()
            let output = Output(count: 1)
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(try occurrences(inventory, in: "App/Screen.swift") == ["3:AnyObserver"])
    #expect(try callerLines(inventory, declaredIn: "App/Screen.swift") == ["Screen.done []"])
}

/// A type adopting another module's protocol of an Rx type's name (`extension ObservedReactor:
/// Observation.Observable`) is no Rx type: neither the conformance nor the type's uses in other files count, while a
/// conformance qualified with RxSwift's module does.
@Test func aTypeAdoptingAnotherModulesProtocolOfAnRxNameIsNoRxType() throws {
    let fileSystem = InMemoryFileSystem([
        "/repo/App/ObservedReactor.swift": """
        import Observation
        import RxSwift
        final class ObservedReactor<R> {
            let disposeBag = DisposeBag()
        }
        extension ObservedReactor: Observation.Observable {}
        final class Relay<E>: RxSwift.ObservableType {
            func subscribe<O: ObserverType>(_ o: O) -> Disposable where O.Element == E { Disposables.create() }
        }
        """,
        "/repo/App/CounterView.swift": """
        import RxSwift
        struct CounterView {
            let reactor: ObservedReactor<Int>
            let relay: Relay<Int>
        }
        """,
    ])
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    #expect(
        try occurrences(inventory, in: "App/ObservedReactor.swift") == [
            "4:DisposeBag", "7:ObservableType", "8:AnyObserver", "8:Disposable", "8:Disposables",
        ])
    #expect(try occurrences(inventory, in: "App/CounterView.swift") == ["4:ObservableType"])
}

import Testing

@testable import FarewellKit

/// A relay's, an observer's or a driver's method (`accept`, `onNext`, `on`, `drive`, `emit`) called on a name declared
/// in sight with a type that is no Rx type (`let relay = StateRelay(0)`, `let counter: Counter`) is that type's
/// method, as the compiler resolves it: FarewellAsync's relays, which replace Rx's, never count. A type the
/// repository makes an Rx type through its headers (`final class Sink: ObserverType`) still does.
@Suite struct TypedReceiverTests {
    private func occurrences(_ files: [String: String], in path: String) throws -> [String] {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        let file = try #require(inventory.files.first { $0.path == path })
        return file.occurrences.map { "\($0.line):\($0.column):\($0.symbol)" }
    }

    @Test func acceptOnANameTypedWithFarewellAsyncsOrTheProjectsTypeIsNoRelayCall() throws {
        let source = """
            import RxSwift
            import FarewellAsync
            final class Counter { func accept(_ v: Int) {} }
            final class S {
                let c: Counter = Counter()
                let r: EventRelay<Int> = EventRelay()
                let s = StateRelay(0)
                let b = BehaviorRelay<Int>(value: 0)
                func f() { c.accept(1); r.accept(1); s.accept(2); b.accept(3) }
                func g() { self.s.accept(4); self.b.accept(5) }
            }
            """
        let found = try occurrences(["/repo/App/S.swift": source], in: "App/S.swift")
        #expect(
            found == [
                "8:13:BehaviorRelay", "9:57:accept", "10:41:accept",
            ])
    }

    @Test func observerAndDriverMethodsOnANameTypedWithAnotherTypeAreThatTypes() throws {
        let source = """
            import RxSwift
            import RxCocoa
            import Analytics
            final class Screen {
                let tracker: Tracker
                let car = Car()
                let observer: AnyObserver<Int>
                func f(events: Driver<Int>, socket: Socket) {
                    tracker.onNext(1); tracker.on(.next(1)); tracker.onCompleted()
                    car.drive(1); socket.emit(to: "room")
                    observer.onNext(1); observer.on(.next(2)); events.drive(observer)
                }
            }
            """
        let found = try occurrences(["/repo/App/Screen.swift": source], in: "App/Screen.swift")
        #expect(
            found == [
                "7:19:AnyObserver", "8:20:Driver", "11:18:onNext", "11:38:on", "11:59:drive",
            ])
    }

    @Test func aNameTheTypeDoesNotReachStillCounts() throws {
        let source = """
            import RxSwift
            import RxRelay
            import FarewellAsync
            final class Model {
                let relay = StateRelay(0)
                func f(relay: PublishRelay<Int>) { relay.accept(1) }
                func g(each: ((PublishRelay<Int>) -> Void) -> Void) { each { relay in relay.accept(2) } }
                func h() { other.accept(3); relay.accept(4) }
                func k() { let relay = makeRelay(); relay.accept(5) }
            }
            """
        let found = try occurrences(["/repo/App/Model.swift": source], in: "App/Model.swift")
        #expect(
            found == [
                "6:19:PublishRelay", "6:46:accept", "7:20:PublishRelay", "7:81:accept", "8:22:accept",
                "9:47:accept",
            ])
    }

    @Test func aProjectTypeThatIsAnObserverOrADriverThroughItsHeadersStillCounts() throws {
        let files = [
            "/repo/App/Sink.swift": """
            import RxSwift
            final class Sink: ObserverType {
                func on(_ event: Event<Int>) {}
            }
            """,
            "/repo/App/ActivityIndicator.swift": """
            import RxSwift
            import RxCocoa
            protocol Indicating: SharedSequenceConvertibleType {}
            final class ActivityIndicator: Indicating {
                func asSharedSequence() -> Driver<Bool> { .just(false) }
            }
            """,
            "/repo/App/Screen.swift": """
            import RxSwift
            import RxCocoa
            final class Screen {
                let sink = Sink()
                let indicator = ActivityIndicator()
                func f(observer: AnyObserver<Bool>) { sink.onNext(1); indicator.drive(observer) }
            }
            """,
        ]
        // The file alone does not know its receivers' types are Rx; the repository's headers tell.
        let alone = SourceScanner().scan(files["/repo/App/Screen.swift"] ?? "").occurrences
        #expect(alone.map { "\($0.line):\($0.column):\($0.symbol)" } == ["6:22:AnyObserver"])
        let found = try occurrences(files, in: "App/Screen.swift")
        // The types themselves are Rx types the project declares (`OwnRxTypes`): their names count too.
        #expect(
            found == ["4:16:Sink", "5:21:ActivityIndicator", "6:22:AnyObserver", "6:48:onNext", "6:69:drive"])
    }
}

import Testing

@testable import FarewellKit

/// A receiver declared with one of the repository's ReactorKit reactors (`final class FooReactor: Reactor`, also
/// through a base reactor) uses ReactorKit's members whatever its name: `reacotr.state.share()` counts the reactor
/// and the chain after `state`, and so does `reactor.state.share()` in a file without an Rx import whose module
/// imports ReactorKit elsewhere.
@Suite struct ReactorReceiverTests {
    static let package = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "P", targets: [.target(name: "App"), .target(name: "Other")])
        """
    static let reactors = """
        import ReactorKit
        import RxSwift
        class BaseReactor: Reactor {
            enum Action { case tap }
            struct State { var count = 0 }
            let initialState = State()
        }
        final class FooReactor: BaseReactor {}
        final class Store { var state = 0 }
        """

    private func occurrences(_ files: [String: String]) throws -> [String: [String]] {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        return Dictionary(
            uniqueKeysWithValues: inventory.files.map { file in
                (file.path, file.occurrences.map { "\($0.line):\($0.construct)" })
            })
    }

    @Test func aReactorParameterInAFileWithoutAnRxImportUsesReactorKit() throws {
        let binder = """
            import UIKit
            import Feature
            final class FooBinder {
                func bindState(reactor: FooReactor, store: Store) {
                    let state = reactor.state.share()
                    _ = reactor.state.map { $0.count }.distinctUntilChanged()
                    _ = store.state
                    _ = state
                }
            }
            """
        let found = try occurrences([
            "/repo/Package.swift": Self.package,
            "/repo/Sources/App/Reactors.swift": Self.reactors,
            "/repo/Sources/App/FooBinder.swift": binder,
            // A module where no file imports ReactorKit sees none of its members.
            "/repo/Sources/Other/FooBinder.swift": binder,
        ])
        #expect(
            found["Sources/App/FooBinder.swift"] == [
                "5:reactor", "5:share", "6:reactor", "6:map", "6:distinctUntilChanged",
            ])
        #expect(found["Sources/Other/FooBinder.swift"] == nil)
    }

    @Test func aReactorParameterOfAnyNameUsesReactorKit() throws {
        let binder = """
            import ReactorKit
            import RxSwift
            final class FooBinder {
                func bindState(reacotr: FooReactor, store: Store) {
                    let state = reacotr.state.share()
                    _ = reacotr.state.map { $0.count }.distinctUntilChanged()
                    reacotr.action.onNext(.tap)
                    _ = reacotr.pulse(\\.$count).subscribe()
                    _ = reacotr.currentState.count
                    _ = store.state
                    _ = state
                }
            }
            """
        let found = try occurrences([
            "/repo/Package.swift": Self.package,
            "/repo/Sources/App/Reactors.swift": Self.reactors,
            "/repo/Sources/App/FooBinder.swift": binder,
        ])
        #expect(
            found["Sources/App/FooBinder.swift"] == [
                "5:reactor", "5:share", "6:reactor", "6:map", "6:distinctUntilChanged", "7:reactor", "7:onNext",
                "8:reactor", "8:Reactor.pulse", "8:subscribe", "9:reactor", "9:Reactor.currentState",
            ])
    }
}

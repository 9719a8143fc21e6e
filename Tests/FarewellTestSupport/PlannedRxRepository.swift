/// A SwiftPM app whose `Networking` module's `Loader.load()` returns a `Single` that the `App` module's screen calls:
/// the API's task keeps a shim for that caller. Also `Loader.swift` migrated as that task says, and the shim in
/// `Loader+Rx.swift`: what `check` must accept.
package enum PlannedRxRepository {
    package static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Demo",
            dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.6.0")],
            targets: [
                .target(name: "Networking", dependencies: ["RxSwift"]),
                .target(name: "App", dependencies: ["Networking", "RxSwift"]),
            ]
        )

        """

    package static let loader = """
        import RxSwift

        public final class Loader {
            public init() {}

            public func load() -> Single<Int> {
                Single.create { observer in
                    observer(.success(1))
                    return Disposables.create()
                }
            }
        }

        """

    package static let screen = """
        import Networking
        import RxSwift

        final class Screen {
            let loader = Loader()
            let bag = DisposeBag()

            func show() {
                loader.load().subscribe(onSuccess: { print($0) }).disposed(by: bag)
            }
        }

        """

    /// `Loader.swift` migrated as T-003 says: the async core here, the Rx path the callers use in `Loader+Rx.swift`.
    package static let migratedLoader = """
        public final class Loader {
            public init() {}

            public func loadValue() async throws -> Int { 1 }
        }

        """

    /// The shim of T-003's Boundary over the async core, behind the flag, and the old path, unchanged.
    package static let shim = """
        import RxSwift

        extension Loader {
            public func load() -> Single<Int> {
                guard Flags.isOn("rx_migration_t_003") else { return legacyLoad() }
                return Single.create { observer in
                    let task = Task {
                        do { observer(.success(try await self.loadValue())) } catch { observer(.failure(error)) }
                    }
                    return Disposables.create { task.cancel() }
                }
            }

            func legacyLoad() -> Single<Int> {
                Single.create { observer in
                    observer(.success(1))
                    return Disposables.create()
                }
            }
        }

        """
}

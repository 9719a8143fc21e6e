import FarewellKit
import Testing

@testable import FarewellCLI

/// The plan tells teams to run `farewell scaffold` (T-001) and, for an API called from another task, to give it an
/// async core and keep the Rx path as a shim in `Name+Rx.swift` for those callers. `check` must pass on exactly
/// that code, and still fail on Rx written anywhere else.
@Suite struct CheckPlannedRxCommandTests {
    static let manifest = """
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

    static let loader = """
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

    static let screen = """
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

    /// T-003's file migrated as its task says: the async core here, the Rx path in `Loader+Rx.swift`.
    static let migratedLoader = """
        public final class Loader {
            public init() {}

            public func loadValue() async throws -> Int { 1 }
        }

        """

    /// The shim of the task's Boundary (the flag switches between the async core and the old path, kept unchanged).
    static let shim = """
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

    static func planned() -> PlanHarness {
        let harness = PlanHarness([
            "/repo/.git/HEAD": "ref: refs/heads/main\n", "/repo/Package.swift": manifest,
            "/repo/Sources/Networking/Loader.swift": loader, "/repo/Sources/App/Screen.swift": screen,
        ])
        #expect(harness.run(["plan"]).code == 0)
        #expect(harness.files.keys.contains("/repo/tasks/T-003-networking-loader.md"))
        #expect(harness.files.keys.contains("/repo/tasks/T-005-cleanup-package-swift.md"))
        return harness
    }

    @Test func theScaffoldedBridgesAndTheShimTheTaskAsksForPass() throws {
        let harness = Self.planned()
        #expect(harness.run(["scaffold", "--output", "Sources/Networking/RxBridges"]).code == 0)
        #expect(harness.run(["check"]) == (0, "farewell check passed: no Rx went away (8 -> 36).\n", ""))
        try harness.fileSystem.write(Self.migratedLoader, to: "/repo/Sources/Networking/Loader.swift")
        try harness.fileSystem.write(Self.shim, to: "/repo/Sources/Networking/Loader+Rx.swift")
        #expect(harness.run(["verify", "T-003"]).code == 0)
        #expect(harness.run(["check"]) == (0, "farewell check passed: no Rx went away (8 -> 42).\n", ""))
    }

    @Test func rxWrittenElsewhereStillFails() throws {
        let harness = Self.planned()
        #expect(harness.run(["scaffold", "--output", "Sources/Networking/RxBridges"]).code == 0)
        try harness.fileSystem.write(
            "import RxSwift\n\nfinal class Feed {\n    let items = PublishSubject<Int>()\n}\n",
            to: "/repo/Sources/App/Feed+Rx.swift")
        let result = harness.run(["check"])
        #expect(result.code == 1)
        #expect(
            result.out
                == "Sources/App/Feed+Rx.swift:4:17: error: Rx in a file outside the baseline: PublishSubject (subject). "
                + "Instead: AsyncStream + share() (continuation.yield) (Combine: PassthroughSubject).\n"
                + "farewell check failed: 1 regression (8 -> 37 Rx occurrences).\n")
    }
}

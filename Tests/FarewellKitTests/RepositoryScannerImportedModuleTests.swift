import Testing

@testable import FarewellKit

/// A type name two modules declare is, in a file importing one of them, that module's (Swift looks a type name up in
/// the file's own module, then in the modules the file imports): its members' calls there are that type's.
@Suite struct ImportedModuleTests {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "P",
            dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.6.0")],
            targets: [
                .target(name: "A", dependencies: ["RxSwift"]),
                .target(name: "C", dependencies: ["RxSwift"]),
                .target(name: "B", dependencies: ["A", "C", "RxSwift"]),
            ]
        )
        """

    static let serviceA = """
        import RxSwift
        public final class Service { public init() {}
          public func auth() -> Single<Bool> { .just(true) }
          public func sync() -> Observable<Int> { .just(1) } }
        """

    static let serviceC = """
        import RxSwift
        public class Service { public func auth() -> Single<Bool> { .just(false) } }
        """

    /// `Sources/B/App.swift` importing `imports` (one line each) before RxSwift.
    static func app(importing imports: [String]) -> String {
        imports.map { "import \($0)\n" }.joined() + """
            import RxSwift
            final class App { private let service = Service(); private let bag = DisposeBag()
              func auth() { service.auth().subscribe(onSuccess: { print($0) }).disposed(by: bag) } }
            """
    }

    /// The repository of modules A, C and B, with B's `App.swift` importing `imports` and `extra` files.
    static func repository(importing imports: [String], extra: [String: String] = [:]) -> InMemoryFileSystem {
        var files = [
            "/repo/Package.swift": manifest,
            "/repo/Sources/A/Service.swift": serviceA,
            "/repo/Sources/C/Service.swift": serviceC,
            "/repo/Sources/B/App.swift": app(importing: imports),
        ]
        files.merge(extra) { $1 }
        return InMemoryFileSystem(files)
    }

    /// `Module.Type.name [caller lines] callerModules` of every Rx API, in path order.
    static func callers(_ fileSystem: InMemoryFileSystem) throws -> [String] {
        let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
        return inventory.files.flatMap { file in
            file.apis.map { api in
                "\(file.module).\(api.qualifiedName) \(api.callers.map(\.line)) \(api.callerModules)"
            }
        }
    }

    @Test func aTypeNameTwoModulesDeclareIsTheImportedOnesInTheCallingFile() throws {
        let callers = try Self.callers(Self.repository(importing: ["A"]))
        #expect(
            callers == [
                "A.Service.auth [4] [\"B\"]", "A.Service.sync [] []", "B.App.bag [] []", "C.Service.auth [] []",
            ])
    }

    @Test func theOtherModulesTypeWhenTheFileImportsThatOne() throws {
        let callers = try Self.callers(Self.repository(importing: ["C"]))
        #expect(
            callers == [
                "A.Service.auth [] []", "A.Service.sync [] []", "B.App.bag [] []", "C.Service.auth [4] [\"B\"]",
            ])
    }

    @Test func aFileImportingBothModulesLeavesTheNameAmbiguous() throws {
        let callers = try Self.callers(Self.repository(importing: ["A", "C"]))
        #expect(callers == ["A.Service.auth [] []", "A.Service.sync [] []", "B.App.bag [] []", "C.Service.auth [] []"])
    }

    @Test func aTypeOfTheFilesOwnModuleWinsOverTheImportedOne() throws {
        let own = """
            import RxSwift
            final class Service { func auth() -> Single<Bool> { .just(true) } }
            """
        let callers = try Self.callers(Self.repository(importing: ["A"], extra: ["/repo/Sources/B/Service.swift": own]))
        #expect(
            callers == [
                "A.Service.auth [] []", "A.Service.sync [] []", "B.App.bag [] []", "B.Service.auth [4] [\"B\"]",
                "C.Service.auth [] []",
            ])
    }

    @Test func aModuleTheImportedOneReExportsIsImportedToo() throws {
        let manifest = Self.manifest.replacingOccurrences(
            of: ".target(name: \"B\", dependencies: [\"A\", \"C\", \"RxSwift\"]),",
            with: ".target(name: \"D\", dependencies: [\"A\"]),\n"
                + "        .target(name: \"B\", dependencies: [\"A\", \"C\", \"D\", \"RxSwift\"]),")
        let extra = [
            "/repo/Package.swift": manifest,
            "/repo/Sources/D/Exports.swift": "@_exported import A\n",
        ]
        let callers = try Self.callers(Self.repository(importing: ["D"], extra: extra))
        #expect(
            callers == [
                "A.Service.auth [4] [\"B\"]", "A.Service.sync [] []", "B.App.bag [] []", "C.Service.auth [] []",
            ])
    }

    @Test func theImportedModulesAPIGetsAShimForItsCallerInAnotherModule() throws {
        let inventory = try RepositoryScanner(fileSystem: Self.repository(importing: ["A"])).scan(root: "/repo")
        let plan = Planner().plan(inventory, previous: nil)
        let service = try #require(plan.tasks(holding: "Sources/A/Service.swift").first)
        #expect(service.shims.map(\.api) == ["Service.auth"])
        #expect(service.shims.flatMap(\.callers).map(\.description) == ["Sources/B/App.swift:4"])
    }
}

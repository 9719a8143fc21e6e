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

    @Test func aTypeOfTheFilesOwnModuleShadowsTheImportedOneThoughItHasNoRxMember() throws {
        let own = "final class Service { func auth() -> Bool { true } }\n"
        let callers = try Self.callers(Self.repository(importing: ["A"], extra: ["/repo/Sources/B/Service.swift": own]))
        #expect(callers == ["A.Service.auth [] []", "A.Service.sync [] []", "B.App.bag [] []", "C.Service.auth [] []"])
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

/// A module's own type shadows an imported module's type of the same name, and so do the `Reactive` extensions
/// constrained to it: in a module declaring `final class ShareView`, `ShareView().rx.didTapCopy` is a member of that
/// module's `extension Reactive where Base: ShareView`, never of another module's.
@Suite struct OwnModuleTypeShadowTests {
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "P",
            dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.6.0")],
            targets: [
                .target(name: "Share", dependencies: [.product(name: "RxCocoa", package: "RxSwift")]),
                .target(name: "Demo", dependencies: ["Share", .product(name: "RxCocoa", package: "RxSwift")]),
            ]
        )
        """

    static let shareView = """
        import UIKit
        import RxSwift
        import RxCocoa
        public final class ShareView: UIView { let copyButton = UIButton() }
        extension Reactive where Base: ShareView {
            public var didTapCopy: Observable<Void> { base.copyButton.rx.tap.asObservable() }
        }
        """

    static let ownView = "final class ShareView: UIView { let copyButton = UIButton() }\n"

    static let ownReactive = """
        extension Reactive where Base: ShareView {
            var didTapCopy: Observable<Void> { base.copyButton.rx.tap.asObservable() }
        }

        """

    /// `DemoViewController.swift`, importing UIKit, RxSwift, RxCocoa and `imports`, then holding `declarations`,
    /// then the view controller, whose `show()` (its third line) reads `view.rx.didTapCopy`.
    static func controller(importing imports: [String] = [], declaring declarations: String = "") -> String {
        (["UIKit", "RxSwift", "RxCocoa"] + imports).map { "import \($0)\n" }.joined() + declarations + """
            final class DemoViewController: UIViewController {
                private let bag = DisposeBag()
                func show() { let view = ShareView(); view.rx.didTapCopy.subscribe().disposed(by: bag) }
            }
            """
    }

    /// `Module.Type.name [caller lines]` of every Rx API that `Reactive` declares, in path order.
    static func callers(_ files: [String: String]) throws -> [String] {
        var all = ["/repo/Package.swift": manifest, "/repo/Sources/Share/ShareView.swift": shareView]
        all.merge(files) { $1 }
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(all)).scan(root: "/repo")
        return inventory.files.flatMap { file in
            file.apis.filter { $0.container == "Reactive" }.map { api in
                "\(file.module).\(file.path).\(api.qualifiedName) \(api.callers.map(\.description))"
            }
        }
    }

    @Test func aReactiveMemberOfTheFilesOwnTypeIsNoCallOfAnotherModulesExtension() throws {
        let callers = try Self.callers([
            "/repo/Sources/Demo/DemoViewController.swift": Self.controller(
                declaring: Self.ownView + Self.ownReactive)
        ])
        #expect(
            callers == [
                "Demo.Sources/Demo/DemoViewController.swift.Reactive.didTapCopy []",
                "Share.Sources/Share/ShareView.swift.Reactive.didTapCopy []",
            ])
    }

    @Test func theOwnTypeShadowsTheImportedOneAlsoWhereTheFileImportsItsModule() throws {
        let callers = try Self.callers([
            "/repo/Sources/Demo/DemoViewController.swift": Self.controller(
                importing: ["Share"], declaring: Self.ownView + Self.ownReactive)
        ])
        #expect(
            callers == [
                "Demo.Sources/Demo/DemoViewController.swift.Reactive.didTapCopy []",
                "Share.Sources/Share/ShareView.swift.Reactive.didTapCopy []",
            ])
    }

    @Test func theOwnModulesExtensionInAnotherFileGetsTheCall() throws {
        let callers = try Self.callers([
            "/repo/Sources/Demo/DemoViewController.swift": Self.controller(
                importing: ["Share"], declaring: Self.ownView),
            "/repo/Sources/Demo/ShareView+Rx.swift": "import RxSwift\nimport RxCocoa\n" + Self.ownReactive,
        ])
        #expect(
            callers == [
                "Demo.Sources/Demo/ShareView+Rx.swift.Reactive.didTapCopy [\"Sources/Demo/DemoViewController.swift:8\"]",
                "Share.Sources/Share/ShareView.swift.Reactive.didTapCopy []",
            ])
    }

    @Test func anOwnTypeWithoutTheMemberStillShadowsTheImportedType() throws {
        let callers = try Self.callers([
            "/repo/Sources/Demo/DemoViewController.swift": Self.controller(importing: ["Share"]),
            "/repo/Sources/Demo/ShareView.swift": "import UIKit\n" + Self.ownView,
        ])
        #expect(callers == ["Share.Sources/Share/ShareView.swift.Reactive.didTapCopy []"])
    }

    @Test func theImportedModulesTypeWhereTheModuleDeclaresNone() throws {
        let callers = try Self.callers([
            "/repo/Sources/Demo/DemoViewController.swift": Self.controller(importing: ["Share"])
        ])
        #expect(
            callers == [
                "Share.Sources/Share/ShareView.swift.Reactive.didTapCopy [\"Sources/Demo/DemoViewController.swift:7\"]"
            ])
    }

    @Test func aPrivateTypeOfTheCallingFileShadowsTheImportedOneThere() throws {
        let callers = try Self.callers([
            "/repo/Sources/Demo/DemoViewController.swift": Self.controller(
                importing: ["Share"], declaring: "private " + Self.ownView)
        ])
        #expect(callers == ["Share.Sources/Share/ShareView.swift.Reactive.didTapCopy []"])
    }

    @Test func aPrivateTypeOfAnotherFileOfTheModuleShadowsNothing() throws {
        let callers = try Self.callers([
            "/repo/Sources/Demo/DemoViewController.swift": Self.controller(importing: ["Share"]),
            "/repo/Sources/Demo/Other.swift": "import UIKit\nprivate " + Self.ownView,
        ])
        #expect(
            callers == [
                "Share.Sources/Share/ShareView.swift.Reactive.didTapCopy [\"Sources/Demo/DemoViewController.swift:7\"]"
            ])
    }
}

/// Two sample projects each with an app target `App`: a test beside one imports `App`, which is its project's app, not
/// every project's.
@Test func anImportNameSeveralModulesShareIsTheNearestOnes() throws {
    var files: [String: String] = [:]
    for sample in ["First", "Second"] {
        for (path, text) in ProjectXcodeFileListTests.files([
            "App.xcodeproj/project.pbxproj": ProjectXcodeFileListTests.project()
        ]) {
            files[path.replacingOccurrences(of: "/repo/", with: "/repo/\(sample)/")] = text
        }
        files["/repo/\(sample)/AppTests/MapTests.swift"] =
            "import XCTest\n@testable import App\nimport RxSwift\n"
            + "final class MapTests: XCTestCase { let bag = DisposeBag() }\n"
    }
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    let tests = try #require(inventory.files.first { $0.path == "First/AppTests/MapTests.swift" }?.module)
    let module = try #require(inventory.modules.first { $0.name == tests })
    #expect(module.dependencies.filter { $0.hasSuffix("App") } == ["First:App"])
    #expect(
        ResolverIndex.nearest(
            ["A", "B"], to: "x/y/File.swift", manifests: ["A": "x/y/Package.swift", "B": "x/Package.swift"])
            == ["A"])
    #expect(
        ResolverIndex.nearest(
            ["A", "B"], to: "z/File.swift", manifests: ["A": "x/Package.swift", "B": "y/Package.swift"])
            == ["A", "B"])
}

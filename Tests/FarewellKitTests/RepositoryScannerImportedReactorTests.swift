import Testing

@testable import FarewellKit

/// Before SE-0444 (MemberImportVisibility), a file sees the extension members of the modules its imports import: a spec
/// that `@testable import`s an app whose files import ReactorKit uses ReactorKit's members on the app's reactors
/// (`sut.state`, `sut.currentState`, `sut.isStubEnabled`, `sut.stub.state`) without importing ReactorKit, and RxSwift's
/// operators on what the app's types declare with Rx types; not on values of types it does not take from the app.
@Suite struct ImportedReactorTests {
    static let package = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "App",
            dependencies: [
                .package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0"),
                .package(url: "https://github.com/ReactorKit/ReactorKit.git", from: "3.2.0"),
            ],
            targets: [
                .target(name: "App", dependencies: ["RxSwift", "ReactorKit"]),
                .target(name: "Plain"),
                .testTarget(name: "AppTests", dependencies: ["App", "Quick", "Nimble"]),
                .testTarget(name: "PlainTests", dependencies: ["Plain", "Quick", "Nimble"]),
            ]
        )
        """
    static let reactor = """
        import ReactorKit
        import RxSwift

        final class SplashReactor: Reactor {
            enum Action { case check }
            struct State { var ok: Bool? }
            let initialState = State()
            func mutate(action: Action) -> Observable<Action> { .empty() }
        }
        """
    static let viewModel = """
        import RxSwift

        final class ListViewModel {
            let items: Observable<[Int]> = .just([])
            var count = 0
        }
        """
    static let spec = """
        import Quick
        import Nimble
        import UIKit
        @testable import App

        final class SplashReactorSpec: QuickSpec {
            override func spec() {
                let r = SplashReactor()
                r.isStubEnabled = true
                _ = r.state
                r.stub.state.value = .init()
                expect(r.currentState.ok).to(beNil())
                _ = r.state.map { $0.ok }.distinctUntilChanged()
                expect(r.stub.actions.last).to(beNil())
            }
        }
        """
    static let listSpec = """
        import Quick
        import Nimble
        import UIKit
        @testable import App

        final class ListViewModelSpec: QuickSpec {
            override func spec() {
                let viewModel = ListViewModel()
                _ = viewModel.items.map { $0.count }.subscribe(onNext: { _ in })
                let button = UIButton()
                _ = button.rx.tap.map { 1 }.subscribe(onNext: { _ in })
                _ = [1, 2].map { $0 + viewModel.count }
            }
        }
        """

    private func occurrences(_ files: [String: String]) throws -> [String: [String]] {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        return Dictionary(
            uniqueKeysWithValues: inventory.files.map { file in
                (file.path, file.occurrences.map { "\($0.line):\($0.construct)" })
            })
    }

    static let packageFiles = [
        "/repo/Package.swift": package,
        "/repo/Sources/App/SplashReactor.swift": reactor,
        "/repo/Sources/App/ListViewModel.swift": viewModel,
        "/repo/Sources/Plain/Store.swift": "final class SplashReactor { var state = 0; var stub = Stub() }\n"
            + "final class Stub { var state = 0 }\n",
        "/repo/Tests/AppTests/SplashReactorSpec.swift": spec,
        "/repo/Tests/AppTests/ListViewModelSpec.swift": listSpec,
    ]

    @Test func aSpecImportingTheReactorsModuleUsesReactorKitsMembersOnItsReactors() throws {
        let found = try occurrences(Self.packageFiles)
        #expect(
            found["Tests/AppTests/SplashReactorSpec.swift"] == [
                "9:reactor", "9:Reactor.stub", "10:reactor", "11:reactor", "11:Reactor.stub", "12:reactor",
                "12:Reactor.currentState", "13:reactor", "13:map", "13:distinctUntilChanged", "14:reactor",
                "14:Reactor.stub",
            ])
    }

    /// RxSwift's and RxCocoa's members count only on what the app's types declare with an Rx type: not on a view
    /// of UIKit's (`button.rx.tap`), which the spec would need RxCocoa's import to name, nor on an array.
    @Test func aSpecImportingTheModuleUsesRxMembersOnlyOnItsTypesRxValues() throws {
        let found = try occurrences(Self.packageFiles)
        #expect(found["Tests/AppTests/ListViewModelSpec.swift"] == ["9:map", "9:subscribe"])
    }

    /// A module where no file imports ReactorKit gives its importers none of its members, whatever its types' names.
    @Test func aSpecImportingAModuleWithoutReactorKitSeesNone() throws {
        var files = Self.packageFiles
        files["/repo/Tests/PlainTests/SplashSpec.swift"] = Self.spec.replacingOccurrences(
            of: "@testable import App", with: "@testable import Plain")
        let found = try occurrences(files)
        #expect(found["Tests/PlainTests/SplashSpec.swift"] == nil)
    }

    /// The same with an XcodeGen test bundle whose target depends on the app's.
    @Test func anXcodeGenTestBundleImportingTheAppUsesReactorKitsMembers() throws {
        let files = [
            "/repo/project.yml": """
            name: Splash
            targets:
              App:
                type: application
                platform: iOS
                sources: [App]
                dependencies:
                  - package: RxSwift
                  - package: ReactorKit
              AppTests:
                type: bundle.unit-test
                platform: iOS
                sources: [AppTests]
                dependencies:
                  - target: App
            """,
            "/repo/App/SplashReactor.swift": Self.reactor,
            "/repo/AppTests/SplashReactorSpec.swift": Self.spec,
        ]
        let found = try occurrences(files)
        #expect(
            found["AppTests/SplashReactorSpec.swift"] == [
                "9:reactor", "9:Reactor.stub", "10:reactor", "11:reactor", "11:Reactor.stub", "12:reactor",
                "12:Reactor.currentState", "13:reactor", "13:map", "13:distinctUntilChanged", "14:reactor",
                "14:Reactor.stub",
            ])
    }

    /// The spec is in the inventory, so the reactor's task lists it (a test goes with the code it tests) and updates
    /// no caller holding no Rx of its own there: `verify` of that task reads the spec too.
    @Test func theReactorsTaskListsTheSpec() throws {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(Self.packageFiles)).scan(root: "/repo")
        let plan = Planner().plan(inventory, previous: nil)
        let task = try #require(plan.tasks(holding: "Sources/App/SplashReactor.swift").first)
        #expect(
            task.files.map(\.path) == [
                "Sources/App/ListViewModel.swift", "Sources/App/SplashReactor.swift",
                "Tests/AppTests/ListViewModelSpec.swift", "Tests/AppTests/SplashReactorSpec.swift",
            ])
        #expect(task.callerUpdates.map(\.api) == [])
    }
}

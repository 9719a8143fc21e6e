import Testing

@testable import FarewellKit

/// `App` (data) depends on `HTTPKit`, whose `Provider` no convention classifies, and calls its `request`.
private func appOnAnUnclassifiedKit(dependencies: [String] = ["HTTPKit"], callers: Bool = true) -> Inventory {
    let call = SourceLocation(path: "Sources/App/UserRepository.swift", line: 8, column: 25)
    var request = Fixture.api("request", in: "Provider", line: 6, callers: callers ? [call] : [])
    request.callerModules = callers ? ["App"] : []
    return Fixture.inventory(
        [
            Fixture.file("Sources/App/UserRepository.swift", "App", .data, count: 1),
            Fixture.file("Sources/HTTPKit/Provider.swift", "HTTPKit", .unknown, count: 7, apis: [request]),
            Fixture.file("Tests/HTTPKitTests/ProviderTests.swift", "HTTPKitTests", .test, isTest: true),
        ],
        modules: [
            Module(name: "App", kind: .swiftpm, dependencies: dependencies),
            Module(name: "HTTPKit", kind: .swiftpm),
            Module(name: "HTTPKitTests", kind: .swiftpm, isTest: true, dependencies: ["HTTPKit"]),
        ])
}

@Test func unclassifiedCodeOfAModuleOthersDependOnComesBeforeThemInTheirWave() throws {
    let plan = Planner().plan(appOnAnUnclassifiedKit(), previous: nil)
    let app = try #require(plan.tasks(holding: "Sources/App/UserRepository.swift").first)
    let kit = try #require(plan.tasks(holding: "Sources/HTTPKit/Provider.swift").first)
    let tests = try #require(plan.tasks(holding: "Tests/HTTPKitTests/ProviderTests.swift").first)
    #expect(plan.waves.map(\.title) == ["Foundation", "Data", "Cleanup"])
    #expect(kit.layer == .unknown && kit.wave == app.wave && tests.id == kit.id)
    #expect(plan.waves[1].layers == [.data, .unknown])
    #expect(app.dependsOn.contains(kit.id))
    #expect(kit.dependsOn == ["T-001", "T-002"])
}

@Test(arguments: [true, false])
func eitherTheManifestOrTheCallersMakeAModuleADependency(fromManifest: Bool) throws {
    let inventory = appOnAnUnclassifiedKit(dependencies: fromManifest ? ["HTTPKit"] : [], callers: !fromManifest)
    let plan = Planner().plan(inventory, previous: nil)
    let app = try #require(plan.tasks(holding: "Sources/App/UserRepository.swift").first)
    let kit = try #require(plan.tasks(holding: "Sources/HTTPKit/Provider.swift").first)
    #expect(kit.wave == app.wave && app.dependsOn.contains(kit.id))
}

@Test func unclassifiedCodeOnlyTestsDependOnKeepsItsOwnWave() throws {
    let plan = Planner().plan(appOnAnUnclassifiedKit(dependencies: [], callers: false), previous: nil)
    let kit = try #require(plan.tasks(holding: "Sources/HTTPKit/Provider.swift").first)
    #expect(plan.waves.map(\.title) == ["Foundation", "Data", "Unclassified code", "Cleanup"])
    #expect(kit.wave == "W2")
}

@Test func unclassifiedModulesInAChainAllComeBeforeTheirEarliestDependent() throws {
    let inventory = Fixture.inventory(
        [
            Fixture.file("App/LoginViewModel.swift", "App", .presentation),
            Fixture.file("App/Settings.swift", "App", .ui),
            Fixture.file("Core/Box.swift", "Core", .unknown), Fixture.file("Net/Wire.swift", "Net", .unknown),
            Fixture.file("Tool/Loose.swift", "Tool", .unknown),
        ],
        modules: [
            Module(name: "App", kind: .swiftpm, dependencies: ["Net"]),
            Module(name: "Net", kind: .swiftpm, dependencies: ["Core"]), Module(name: "Core", kind: .swiftpm),
            Module(name: "Tool", kind: .swiftpm),
        ])
    let plan = Planner().plan(inventory, previous: nil)
    let wave = { (path: String) in plan.tasks(holding: path).first?.wave }
    #expect(plan.waves.map(\.title) == ["Foundation", "Presentation", "Unclassified code", "UI", "Cleanup"])
    #expect(wave("Core/Box.swift") == "W1" && wave("Net/Wire.swift") == "W1")
    #expect(wave("App/LoginViewModel.swift") == "W1" && wave("Tool/Loose.swift") == "W2")
    let order = ["Core/Box.swift", "Net/Wire.swift", "App/LoginViewModel.swift"]
    let ids = try order.map { try #require(plan.tasks(holding: $0).first?.id) }
    #expect(plan.task(ids[1])?.dependsOn.contains(ids[0]) == true)
    #expect(plan.task(ids[2])?.dependsOn.contains(ids[1]) == true)
}

/// `App` holds a free `subscribe(_:_:)` helper no convention classifies, which its API client and its screen call.
private func appWithAnUnclassifiedHelper() -> Inventory {
    let callers = [
        SourceLocation(path: "App/Net/APIClient.swift", line: 4, column: 9),
        SourceLocation(path: "App/Screens/HomeViewController.swift", line: 6, column: 9),
    ]
    var subscribe = Fixture.api("subscribe", in: nil, line: 2, callers: callers)
    subscribe.callerModules = ["App"]
    return Fixture.inventory(
        [
            Fixture.file("App/Net/APIClient.swift", "App", .infra, count: 12),
            Fixture.file("App/Data/UserRepository.swift", "App", .data, count: 12),
            Fixture.file("App/Screens/HomeViewController.swift", "App", .ui, count: 12),
            Fixture.file("App/Support/Subscribe.swift", "App", .unknown, count: 12, apis: [subscribe]),
        ],
        modules: [Module(name: "App", kind: .xcode)])
}

@Test func unclassifiedCodeItsModulesCodeCallsComesBeforeItsEarliestCaller() throws {
    let plan = Planner().plan(appWithAnUnclassifiedHelper(), previous: nil)
    let task = { (path: String) in try #require(plan.tasks(holding: path).first) }
    let helper = try task("App/Support/Subscribe.swift")
    let client = try task("App/Net/APIClient.swift")
    let repository = try task("App/Data/UserRepository.swift")
    #expect(plan.waves.map(\.title) == ["Foundation", "Infra and data", "UI", "Cleanup"])
    #expect(helper.wave == client.wave)
    #expect(client.dependsOn.contains(helper.id))
    // No layer puts it after the module's infra and data code: the calls order it.
    #expect(!helper.dependsOn.contains(client.id) && !helper.dependsOn.contains(repository.id))
    #expect(try task("App/Screens/HomeViewController.swift").wave != helper.wave)
}

@Test func aTaskOfAnInnerLayerCallingAnOuterOnesAPIFollowsIt() throws {
    let call = SourceLocation(path: "App/Net/APIClient.swift", line: 4, column: 9)
    var store = Fixture.api("store", in: "UserCache", line: 2, callers: [call])
    store.callerModules = ["App"]
    let inventory = Fixture.inventory(
        [
            Fixture.file("App/Net/APIClient.swift", "App", .infra, count: 12),
            Fixture.file("App/Data/UserCache.swift", "App", .data, count: 12, apis: [store]),
        ],
        modules: [Module(name: "App", kind: .xcode)])
    let plan = Planner().plan(inventory, previous: nil)
    let client = try #require(plan.tasks(holding: "App/Net/APIClient.swift").first)
    let cache = try #require(plan.tasks(holding: "App/Data/UserCache.swift").first)
    #expect(client.wave == cache.wave)
    #expect(client.dependsOn.contains(cache.id) && !cache.dependsOn.contains(client.id))
}

/// An RxCocoa delegate proxy goes with the `+Rx` extension of the type it wraps, which calls its `proxy(for:)`.
@Test func aDelegateProxyGoesWithTheExtensionOfTheTypeItWraps() throws {
    let inventory = Fixture.inventory([
        Fixture.file("App/Rx/GridLayout+Rx.swift", "App", .infra, count: 70),
        Fixture.file("App/Rx/RxGridLayoutDelegateProxy.swift", "App", .infra, count: 70),
        Fixture.file("App/Rx/UIApplication+Rx.swift", "App", .ui, count: 70),
        Fixture.file("App/Rx/RxApplicationDelegateProxy.swift", "App", .infra, count: 70),
        Fixture.file("App/Rx/RxOtherDelegateProxy.swift", "App", .infra, count: 70),
    ])
    let plan = Planner().plan(inventory, previous: nil)
    let task = { (path: String) in try #require(plan.tasks(holding: path).first).id }
    #expect(try task("App/Rx/GridLayout+Rx.swift") == task("App/Rx/RxGridLayoutDelegateProxy.swift"))
    #expect(try task("App/Rx/UIApplication+Rx.swift") == task("App/Rx/RxApplicationDelegateProxy.swift"))
    #expect(try task("App/Rx/RxOtherDelegateProxy.swift") != task("App/Rx/RxGridLayoutDelegateProxy.swift"))
}

/// Delegate proxies and the `Reactive` extensions using them, in files whose names say nothing: the type a proxy's
/// `DelegateProxy<Base, Delegate>` wraps is the `Base` of one extension, and another calls a proxy by its name for a
/// property of its own base.
private let proxiesInGenericallyNamedFiles = [
    "/repo/App/Rx/Proxies/File.swift": """
    import RxSwift; import RxCocoa; import AuthenticationServices
    extension ASAuthorizationController: HasDelegate {
        public typealias Delegate = ASAuthorizationControllerDelegate
    }
    open class RxASAuthorizationControllerDelegateProxy: DelegateProxy<ASAuthorizationController,
        ASAuthorizationControllerDelegate>, DelegateProxyType, ASAuthorizationControllerDelegate {
        let credentials = PublishSubject<ASAuthorizationAppleIDCredential>()
        public init(controller: ASAuthorizationController) {
            super.init(parentObject: controller, delegateProxy: RxASAuthorizationControllerDelegateProxy.self)
        }
        public static func registerKnownImplementations() {
            register { RxASAuthorizationControllerDelegateProxy(controller: $0) }
        }
    }
    """,
    "/repo/App/Rx/File2.swift": """
    import RxSwift; import RxCocoa; import AuthenticationServices
    extension Reactive where Base: ASAuthorizationController {
        var didComplete: Observable<[Any]> {
            RxASAuthorizationControllerDelegateProxy.proxy(for: base)
                .methodInvoked(#selector(ASAuthorizationControllerDelegate.authorizationController(controller:didCompleteWithAuthorization:)))
        }
    }
    """,
    "/repo/App/Rx/Proxies/Layout.swift": """
    import RxSwift; import RxCocoa; import UIKit
    final class LayoutProxy: DelegateProxy<GridLayout, GridLayoutDelegate>, DelegateProxyType, GridLayoutDelegate {
        static func registerKnownImplementations() { register { LayoutProxy(parentObject: $0, delegateProxy: self) } }
    }
    """,
    "/repo/App/Rx/Helpers.swift": """
    import RxSwift; import RxCocoa; import UIKit
    extension Reactive where Base: GridView {
        var moved: Observable<[Any]> { LayoutProxy.proxy(for: base.layout).methodInvoked(#selector(GridLayoutDelegate.moved)) }
    }
    """,
    "/repo/App/Rx/Misc.swift": """
    import RxSwift; import RxCocoa; import UIKit
    extension Reactive where Base: UISwitch {
        var flipped: ControlEvent<Void> { controlEvent(.valueChanged) }
    }
    """,
]

/// A delegate proxy goes with the `Reactive` extensions of the type it wraps and with those calling it by name, what
/// ever their files are called; a proxy of a type that is no view is infra, not a screen.
@Test func aDelegateProxyGoesWithTheReactiveExtensionsUsingItWhateverTheirFilesAreCalled() throws {
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(proxiesInGenericallyNamedFiles))
        .scan(root: "/repo")
    #expect(
        inventory.files.map { "\($0.path) \($0.layer)" } == [
            "App/Rx/File2.swift infra", "App/Rx/Helpers.swift ui", "App/Rx/Misc.swift ui",
            "App/Rx/Proxies/File.swift infra", "App/Rx/Proxies/Layout.swift infra",
        ])
    let grouper = TaskGrouper(files: inventory.files, testModules: [])
    let groups = grouper.groups(for: Set(inventory.files.map(\.path))).map { $0.files.map(\.path) }
    #expect(
        groups == [
            ["App/Rx/File2.swift", "App/Rx/Proxies/File.swift"],
            ["App/Rx/Helpers.swift", "App/Rx/Proxies/Layout.swift"],
            ["App/Rx/Misc.swift"],
        ])
    let plan = Planner().plan(inventory, previous: nil)
    let task = { (path: String) in try #require(plan.tasks(holding: path).first).id }
    #expect(try task("App/Rx/File2.swift") == task("App/Rx/Proxies/File.swift"))
    #expect(try task("App/Rx/Helpers.swift") == task("App/Rx/Proxies/Layout.swift"))
}

/// A test module named after no module (`DataTests`) tests the modules its manifest says it depends on: its task
/// goes to their wave, not to the plan's last code wave.
@Test func testsOfAModuleNamedAfterNoneFollowTheModulesTheyDependOn() throws {
    let inventory = Fixture.inventory(
        [
            Fixture.file("Sources/Repository/ImageRepository.swift", "Repository", .data),
            Fixture.file("Sources/Screens/ImageViewController.swift", "Screens", .ui),
            Fixture.file("Tests/DataTests/ImageCachingTest.swift", "DataTests", .test, isTest: true),
        ],
        modules: [
            Module(name: "Repository", kind: .swiftpm),
            Module(name: "Screens", kind: .swiftpm, dependencies: ["Repository"]),
            Module(name: "DataTests", kind: .swiftpm, isTest: true, dependencies: ["Repository"]),
        ])
    let plan = Planner().plan(inventory, previous: nil)
    let wave = { (path: String) in try #require(plan.tasks(holding: path).first).wave }
    #expect(try wave("Tests/DataTests/ImageCachingTest.swift") == wave("Sources/Repository/ImageRepository.swift"))
    #expect(try wave("Sources/Screens/ImageViewController.swift") != wave("Sources/Repository/ImageRepository.swift"))
}

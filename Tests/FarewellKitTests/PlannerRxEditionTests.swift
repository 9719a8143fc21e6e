import Testing

@testable import FarewellKit

/// A library's Rx edition (`kakao-ios-sdk-rx`) vends the plain library's products too (`KakaoSDKAuth` beside
/// `RxKakaoSDKAuth`): while a target takes a plain product from it, the cleanup replaces or keeps the package rather
/// than deleting it, and `verify` does not ask for its line.
private let note =
    "not to delete, as targets still use its products without Rx, `KakaoSDKAuth` and `KakaoSDKCommon`: replace it "
    + "with the library's plain edition (`https://github.com/kakao/kakao-ios-sdk.git`, a guess from its URL) or keep it"

/// A Tuist app whose `Tuist/Package.swift` fetches RxSwift and the Kakao SDK's Rx edition: `App` links plain
/// products of it (`plain`), `Login` its Rx product and RxSwift while `migrated` is false, with `KakaoSDKAuth` when
/// `loginPlain` holds.
private func tuistApp(plain: [String], migrated: Bool, loginPlain: Bool = true, packageLines: [String]? = nil)
    -> InMemoryFileSystem
{
    let packages =
        packageLines ?? [
            #".package(url: "https://github.com/ReactiveX/RxSwift.git", .upToNextMajor(from: "6.7.0")),"#,
            #".package(url: "https://github.com/kakao/kakao-ios-sdk-rx.git", .upToNextMajor(from: "2.22.1")),"#,
        ]
    func project(_ name: String, _ dependencies: [String]) -> String {
        """
        import ProjectDescription

        let project = Project(name: "\(name)", targets: [
            Target(name: "\(name)", platform: .iOS, product: .framework, bundleId: "shop.\(name)",
                   sources: ["Sources/**"],
                   dependencies: [
                       \(dependencies.joined(separator: ",\n               "))
                   ])
        ])
        """
    }
    let rx = migrated ? [] : [#".external(name: "RxSwift")"#, #".external(name: "RxKakaoSDKAuth")"#]
    let login = rx + (loginPlain ? [#".external(name: "KakaoSDKAuth")"#] : [])
    return InMemoryFileSystem([
        "/repo/Tuist/Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Shop",
            dependencies: [
                \(packages.joined(separator: "\n        "))
            ]
        )
        """,
        "/repo/App/Project.swift": project("App", plain.map { ".external(name: \"\($0)\")" }),
        "/repo/App/Sources/App.swift": "import KakaoSDKAuth\n\nlet name = \"App\"\n",
        "/repo/Login/Project.swift": project("Login", login),
        "/repo/Login/Sources/Login.swift": migrated
            ? "import KakaoSDKAuth\n\nlet name = \"Login\"\n"
            : "import RxKakaoSDKAuth\nimport RxSwift\n\nlet bag = DisposeBag()\n",
    ])
}

private func scan(_ fileSystem: InMemoryFileSystem) throws -> Inventory {
    try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
}

/// `Tuist/Package.swift`'s cleanup keeps the Rx edition `App` still takes `KakaoSDKAuth` and `KakaoSDKCommon` from,
/// while `Login`'s cleanup deletes its `RxKakaoSDKAuth` line; once both are done, `verify` asks for no more.
@Test func tuistsPackageCleanupKeepsAnRxEditionWhosePlainProductsTargetsUse() throws {
    let inventory = try scan(tuistApp(plain: ["KakaoSDKAuth", "KakaoSDKCommon"], migrated: false))
    let plan = Planner().plan(inventory, previous: nil)
    let cleanups = plan.tasks.filter { $0.kind == .cleanup }
    let shared = try #require(cleanups.first { $0.files.map(\.path) == ["Tuist/Package.swift"] })
    let login = try #require(cleanups.first { $0.files.map(\.path) == ["Login/Project.swift"] })
    #expect(
        inventory.modules.map { module in
            "\(module.name) \(module.sharedRxDependencies.map { "\($0.summary) \($0.plainProducts)" })"
        } == [
            "App [\"RxSwift@Tuist/Package.swift:7 []\", "
                + "\"kakao-ios-sdk-rx@Tuist/Package.swift:8 [\\\"KakaoSDKAuth\\\", \\\"KakaoSDKCommon\\\"]\"]",
            "Login [\"RxSwift@Tuist/Package.swift:7 []\", "
                + "\"kakao-ios-sdk-rx@Tuist/Package.swift:8 [\\\"KakaoSDKAuth\\\", \\\"KakaoSDKCommon\\\"]\"]",
        ])
    let context = WorkspaceContext(plan: plan, modules: inventory.modules)
    #expect(
        TaskCleanupSection.removals(shared, context: context).contains(
            "   - `Tuist/Package.swift:7`: RxSwift (every target)\n"
                + "   - `Tuist/Package.swift:8`: kakao-ios-sdk-rx (every target): \(note)\n"))
    #expect(
        TaskCleanupSection.removals(login, context: context).contains(
            "   - `Login/Project.swift:7`: RxSwift (module Login)\n"
                + "   - `Login/Project.swift:8`: RxKakaoSDKAuth (module Login)\n"))
    #expect(
        ScopeCheck.cleanupLeftovers(shared, in: inventory) == [
            "Login: 1 Rx occurrence left in the module", "Login/Project.swift:7: RxSwift still brings Rx in",
            "Login/Project.swift:8: RxKakaoSDKAuth still brings Rx in",
            "Tuist/Package.swift:7: RxSwift still brings Rx in",
        ])

    // Login migrated and RxSwift's package deleted: the kept edition is no leftover.
    let kept = [#".package(url: "https://github.com/kakao/kakao-ios-sdk-rx.git", .upToNextMajor(from: "2.22.1")),"#]
    let done = try scan(tuistApp(plain: ["KakaoSDKAuth", "KakaoSDKCommon"], migrated: true, packageLines: kept))
    #expect(ScopeCheck.cleanupLeftovers(login, in: done) == [])
    #expect(ScopeCheck.cleanupLeftovers(shared, in: done) == [])
}

/// With no plain product of it in use, or with the plain edition fetched too, which then gives the plain products,
/// the Rx edition is a line to delete like any other.
@Test func anRxEditionNoTargetTakesAPlainProductFromIsDeleted() throws {
    let inventory = try scan(tuistApp(plain: [], migrated: false, loginPlain: false))
    let plan = Planner().plan(inventory, previous: nil)
    let shared = try #require(plan.tasks.first { $0.files.map(\.path) == ["Tuist/Package.swift"] })
    let context = WorkspaceContext(plan: plan, modules: inventory.modules)
    #expect(
        TaskCleanupSection.removals(shared, context: context).contains(
            "   - `Tuist/Package.swift:8`: kakao-ios-sdk-rx (every target)\n"))
    #expect(
        ScopeCheck.cleanupLeftovers(shared, in: inventory).last
            == "Tuist/Package.swift:8: kakao-ios-sdk-rx still brings Rx in")

    let both = [
        #".package(url: "https://github.com/kakao/kakao-ios-sdk.git", .upToNextMajor(from: "2.22.1")),"#,
        #".package(url: "https://github.com/kakao/kakao-ios-sdk-rx.git", .upToNextMajor(from: "2.22.1")),"#,
    ]
    let plainToo = try scan(tuistApp(plain: ["KakaoSDKAuth"], migrated: true, packageLines: both))
    #expect(
        ScopeCheck.cleanupLeftovers(shared, in: plainToo) == [
            "Tuist/Package.swift:8: kakao-ios-sdk-rx still brings Rx in"
        ])
}

/// In a package, `.product(name: "KakaoSDKAuth", package: "kakao-ios-sdk-rx")` names where the plain product comes
/// from: the package line stays while `RxKakaoSDKAuth`'s goes.
@Test func aPackagesRxEditionWithPlainProductsInUseIsKept() throws {
    func manifest(_ login: [String]) -> String {
        """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Shop",
            dependencies: [
                .package(url: "https://github.com/kakao/kakao-ios-sdk-rx.git", from: "2.22.1"),
            ],
            targets: [
                .target(name: "App", dependencies: [.product(name: "KakaoSDKCommon", package: "kakao-ios-sdk-rx")]),
                .target(
                    name: "Login",
                    dependencies: [
                        \(login.joined(separator: ",\n                "))
                    ]),
            ]
        )
        """
    }
    let rx = #".product(name: "RxKakaoSDKAuth", package: "kakao-ios-sdk-rx")"#
    let plain = #".product(name: "KakaoSDKAuth", package: "kakao-ios-sdk-rx")"#
    func files(_ login: [String]) -> InMemoryFileSystem {
        InMemoryFileSystem([
            "/repo/Package.swift": manifest(login),
            "/repo/Sources/App/App.swift": "import KakaoSDKCommon\n\nlet name = \"App\"\n",
            "/repo/Sources/Login/Login.swift": "import KakaoSDKAuth\n\nlet name = \"Login\"\n",
        ])
    }
    let inventory = try scan(files([rx, plain]))
    #expect(
        inventory.modules.map { "\($0.name) \($0.rxDependencies.map(\.summary))" } == [
            "App []", "Login [\"kakao-ios-sdk-rx@Package.swift:7\", \"RxKakaoSDKAuth@Package.swift:14\"]",
        ])
    let plan = Planner().plan(inventory, previous: nil)
    let cleanup = try #require(plan.tasks.first { $0.kind == .cleanup })
    #expect(
        TaskCleanupSection.removals(cleanup, context: WorkspaceContext(plan: plan, modules: inventory.modules))
            .contains(
                "   - `Package.swift:7`: kakao-ios-sdk-rx (module Login): \(note)\n"
                    + "   - `Package.swift:14`: RxKakaoSDKAuth (module Login)\n"))
    #expect(
        ScopeCheck.cleanupLeftovers(cleanup, in: inventory) == ["Package.swift:14: RxKakaoSDKAuth still brings Rx in"])
    #expect(ScopeCheck.cleanupLeftovers(cleanup, in: try scan(files([plain]))) == [])
}

/// In a `project.pbxproj`, an `XCSwiftPackageProductDependency` of a plain product names the Rx edition it comes
/// from: the package reference stays while the Rx product's entry goes, also once that entry is gone.
@Test func aProjectsRxEditionWithAPlainProductInUseIsKept() throws {
    func project(_ entries: String) -> String {
        """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 56; objects = {
        B1 = {isa = PBXBuildFile; fileRef = R1; };
        R1 = {isa = PBXFileReference; path = Home.swift; sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (G2); sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (R1); path = App; sourceTree = "<group>"; };
        P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = App; packageProductDependencies = (
        \(entries)
        ); productType = "com.apple.product-type.application"; };
        K1 = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://github.com/kakao/kakao-ios-sdk-rx"; };
        X1 = {isa = XCSwiftPackageProductDependency; package = K1; productName = RxKakaoSDKAuth; };
        X2 = {isa = XCSwiftPackageProductDependency; package = K1; productName = KakaoSDKAuth; };
        J1 = {isa = PBXProject; mainGroup = G1; packageReferences = (K1); targets = (T1); };
        }; rootObject = J1; }
        """
    }
    func files(_ entries: String) -> InMemoryFileSystem {
        InMemoryFileSystem([
            "/repo/App.xcodeproj/project.pbxproj": project(entries),
            "/repo/App/Home.swift": "import KakaoSDKAuth\n\nstruct Home {}\n",
        ])
    }
    let manifest = "App.xcodeproj/project.pbxproj"
    let inventory = try scan(files("X1 /* RxKakaoSDKAuth */,\nX2 /* KakaoSDKAuth */,"))
    #expect(
        inventory.modules.map { "\($0.name) \($0.rxDependencies.map(\.summary))" } == [
            "App [\"RxKakaoSDKAuth@\(manifest):9\", \"kakao-ios-sdk-rx@\(manifest):12\"]"
        ])
    let plan = Planner().plan(inventory, previous: nil)
    let cleanup = try #require(plan.tasks.first { $0.kind == .cleanup })
    #expect(
        TaskCleanupSection.removals(cleanup, context: WorkspaceContext(plan: plan, modules: inventory.modules))
            .contains(
                "   - `\(manifest):12`: kakao-ios-sdk-rx (module App): not to delete, as targets still use its "
                    + "products without Rx, `KakaoSDKAuth`: replace it with the library's plain edition "
                    + "(`https://github.com/kakao/kakao-ios-sdk`, a guess from its URL) or keep it\n"))
    #expect(
        ScopeCheck.cleanupLeftovers(cleanup, in: inventory) == ["\(manifest):9: RxKakaoSDKAuth still brings Rx in"])
    #expect(ScopeCheck.cleanupLeftovers(cleanup, in: try scan(files("X2 /* KakaoSDKAuth */,"))) == [])
}

/// In an XcodeGen spec, a target's `products:` of a package name where its plain products come from: the package's
/// entry stays while the Rx product's line goes.
@Test func anXcodeGenRxEditionWithAPlainProductInUseIsKept() throws {
    func spec(_ products: String) -> String {
        """
        name: Shop
        packages:
          kakao-ios-sdk-rx:
            url: https://github.com/kakao/kakao-ios-sdk-rx
            from: 2.22.1
        targets:
          App:
            type: application
            platform: iOS
            sources: [App]
            dependencies:
              - package: kakao-ios-sdk-rx
                products: [\(products)]
        """
    }
    func files(_ products: String) -> InMemoryFileSystem {
        InMemoryFileSystem([
            "/repo/project.yml": spec(products), "/repo/App/Home.swift": "import KakaoSDKAuth\n\nstruct Home {}\n",
        ])
    }
    let inventory = try scan(files("RxKakaoSDKAuth, KakaoSDKAuth"))
    #expect(
        inventory.modules.map { "\($0.name) \($0.rxDependencies.map { "\($0.summary) \($0.plainProducts)" })" } == [
            "App [\"kakao-ios-sdk-rx@project.yml:3 [\\\"KakaoSDKAuth\\\"]\", \"RxKakaoSDKAuth@project.yml:12 []\"]"
        ])
    let plan = Planner().plan(inventory, previous: nil)
    let cleanup = try #require(plan.tasks.first { $0.kind == .cleanup })
    #expect(
        TaskCleanupSection.removals(cleanup, context: WorkspaceContext(plan: plan, modules: inventory.modules))
            .contains(
                "   - `project.yml:3`: kakao-ios-sdk-rx (module App): not to delete, as targets still use its products "
                    + "without Rx, `KakaoSDKAuth`: replace it with the library's plain edition "
                    + "(`https://github.com/kakao/kakao-ios-sdk`, a guess from its URL) or keep it\n"))
    #expect(
        ScopeCheck.cleanupLeftovers(cleanup, in: inventory) == ["project.yml:12: RxKakaoSDKAuth still brings Rx in"])
    #expect(ScopeCheck.cleanupLeftovers(cleanup, in: try scan(files("KakaoSDKAuth"))) == [])
}

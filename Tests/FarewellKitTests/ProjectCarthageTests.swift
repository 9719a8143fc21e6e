import Testing

@testable import FarewellKit

@Test func aCartfilesRxLinesGoToTheAppTargetOfTheProjectBesideIt() {
    var (manifests, swiftFiles) = ProjectFixtures.load("xcode-groups")
    let cartfile = """
        # Networking
        github "ReactiveX/RxSwift" ~> 6.0
        github "Alamofire/Alamofire" ~> 5.0
        git "https://github.com/RxSwiftCommunity/RxDataSources.git" "5.0.0" # tables
        # github "RxSwiftCommunity/RxOptional"
        """
    manifests.append(ManifestFile(path: "Cartfile", bytes: Array(cartfile.utf8)))
    let assignment = ModuleResolver.resolve(manifests: manifests, swiftFiles: swiftFiles)
    let shop = assignment.module(named: "Shop")?.sharedRxDependencies.map(\.summary) ?? []
    #expect(shop.filter { $0.contains("Cartfile") } == ["RxSwift@Cartfile:2", "RxDataSources@Cartfile:4"])
    #expect(ManifestKind.of(path: "ios/Cartfile.private") == .cartfile)
    #expect(ManifestKind.of(path: "Cartfile.resolved") == .cartfileResolved, "read for its versions and Rx pins")
}

/// A repository built with Carthage: an app target whose project links RxSwift and RxGesture by a `carthage
/// copy-frameworks` phase, a Cartfile and its `Cartfile.resolved`.
private enum CarthageApp {
    static let project = """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 48; objects = {
        B1 = {isa = PBXBuildFile; fileRef = R1; };
        R1 = {isa = PBXFileReference; path = Feed.swift; sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (G2); sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (R1); path = App; sourceTree = "<group>"; };
        P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = App;
            productType = "com.apple.product-type.application"; };
        J1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
        }; rootObject = J1; }
        """
    static let cartfile = """
        github "ReactiveX/RxSwift" ~> 5.1
        github "Alamofire/Alamofire" ~> 5.0
        github "RxSwiftCommunity/RxGesture" ~> 3.0
        """
    static let resolved = """
        github "Alamofire/Alamofire" "5.4.0"
        github "ReactiveX/RxSwift" "5.1.1"
        github "RxSwiftCommunity/RxGesture" "3.0.2"
        """

    static func files(cartfile: String = cartfile) -> [String: String] {
        [
            "/repo/App.xcodeproj/project.pbxproj": project, "/repo/Cartfile": cartfile,
            "/repo/Cartfile.resolved": resolved,
            "/repo/App/Feed.swift": "import RxSwift\n\nfinal class Feed {\n    let items = Observable.just(1)\n}\n",
        ]
    }
}

/// `carthage bootstrap` builds what `Cartfile.resolved` pins: the Cartfile's cleanup deletes its Rx pins too (`carthage
/// update` rewrites the file once the Cartfile's lines are gone), and its `verify` finds those left.
@Test func theCartfilesCleanupDeletesTheRxPinsOfCartfileResolved() throws {
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(CarthageApp.files())).scan(root: "/repo")
    #expect(
        inventory.sharedRxDependencies.map { "\($0.library)@\($0.location) \($0.modules)" } == [
            "RxSwift@Cartfile:1 [\"App\"]", "RxGesture@Cartfile:3 [\"App\"]",
            "RxSwift@Cartfile.resolved:2 [\"App\"]", "RxGesture@Cartfile.resolved:3 [\"App\"]",
        ])
    let plan = Planner().plan(inventory, previous: nil)
    let cleanups = plan.tasks.filter { $0.kind == .cleanup }
    // The project's own cleanup removes the shims and flags; the Cartfile's, its lines and pins, last.
    #expect(cleanups.map(\.title) == ["Cleanup: Cartfile", "Cleanup: App.xcodeproj/project.pbxproj"])
    let cleanup = try #require(cleanups.first)
    #expect(
        cleanup.removals.map(\.description) == [
            "Cartfile:1", "Cartfile:3", "Cartfile.resolved:2", "Cartfile.resolved:3",
        ])
    let text = TaskCleanupSection.removals(cleanup, context: WorkspaceContext(plan: plan, modules: inventory.modules))
    #expect(
        text.contains(
            "   - `Cartfile:3`: RxGesture (every target)\n"
                + "   - `Cartfile.resolved:2`: RxSwift (every target): a pin; run `carthage update` once the "
                + "Cartfile's lines are gone, which rewrites it\n"))
    // The frameworks Carthage builds are copied into the app by a Run Script phase that names them.
    #expect(
        text.contains("   - Carthage's frameworks are copied by name too: in each target's `carthage copy-frameworks`"))
    let project = try #require(cleanups.last)
    #expect(
        !TaskCleanupSection.removals(project, context: WorkspaceContext(plan: plan, modules: inventory.modules))
            .contains("copy-frameworks"))

    // The Cartfile's lines deleted, the pins are still there until `carthage update`.
    let edited = CarthageApp.files(cartfile: "github \"Alamofire/Alamofire\" ~> 5.0\n")
    let after = try RepositoryScanner(fileSystem: InMemoryFileSystem(edited)).scan(root: "/repo")
    #expect(
        ScopeCheck.cleanupLeftovers(cleanup, in: after).filter { $0.hasPrefix("Cartfile") } == [
            "Cartfile.resolved:2: RxSwift still pinned (run `carthage update`)",
            "Cartfile.resolved:3: RxGesture still pinned (run `carthage update`)",
        ])
    // Re-planned then, the pins stay with the Cartfile's task.
    let replanned = Planner().plan(after, previous: plan)
    let kept = try #require(replanned.tasks.first { $0.id == cleanup.id })
    #expect(kept.title == "Cleanup: Cartfile")
    #expect(kept.removals.map(\.description) == ["Cartfile.resolved:2", "Cartfile.resolved:3"])

    // A library the Cartfile keeps that is built on RxSwift (Moya, whose own Cartfile requires it) keeps the pins:
    // `carthage update` leaves them, and they are no longer the migration's.
    let moya = CarthageApp.files(cartfile: "github \"Moya/Moya\" ~> 15.0\n")
    let withMoya = try RepositoryScanner(fileSystem: InMemoryFileSystem(moya)).scan(root: "/repo")
    #expect(ScopeCheck.cleanupLeftovers(cleanup, in: withMoya).filter { $0.hasPrefix("Cartfile") } == [])
}

/// A pin no Cartfile line requires any more states no version the plan depends on: no note, no upgrade paragraph.
@Test func aCartfileResolvedPinNoCartfileRequiresGivesNoVersionNote() throws {
    let before = try RepositoryScanner(fileSystem: InMemoryFileSystem(CarthageApp.files())).scan(root: "/repo")
    #expect(
        before.rxSwiftVersions.map { "\($0.location) \($0.requirement)" } == [
            "Cartfile:1 ~> 5.1", "Cartfile.resolved:2 5.1.1",
        ])
    #expect(
        before.diagnostics.map(\.description).contains { $0.hasPrefix("Cartfile.resolved:2: warning: RxSwift 5.1.1") })
    let edited = CarthageApp.files(cartfile: "github \"Alamofire/Alamofire\" ~> 5.0\n")
    let after = try RepositoryScanner(fileSystem: InMemoryFileSystem(edited)).scan(root: "/repo")
    #expect(after.rxSwiftVersions.isEmpty)
    #expect(!after.diagnostics.contains { $0.message.contains("RxSwift 5.1.1") })
}

/// A macOS app embeds Carthage's frameworks in a Copy Files phase (the project's framework lines): its Cartfile's
/// cleanup names no `carthage copy-frameworks` script.
@Test func aMacOSAppsCartfileCleanupNamesNoCopyFrameworksScript() throws {
    var files = CarthageApp.files()
    files["/repo/App.xcodeproj/project.pbxproj"] = CarthageApp.project.replacingOccurrences(
        of: "J1 = {isa = PBXProject;",
        with: "C1 = {isa = XCBuildConfiguration; buildSettings = { SDKROOT = macosx; }; name = Debug; };\n"
            + "L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };\nJ1 = {isa = PBXProject;"
    ).replacingOccurrences(
        of: "buildPhases = (P1); name = App;", with: "buildConfigurationList = L1; buildPhases = (P1); name = App;")
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    #expect(inventory.modules.first { $0.name == "App" }?.platforms == ["macOS"])
    let plan = Planner().plan(inventory, previous: nil)
    let cleanup = try #require(plan.tasks.first { $0.kind == .cleanup && $0.title == "Cleanup: Cartfile" })
    let text = TaskCleanupSection.removals(cleanup, context: WorkspaceContext(plan: plan, modules: inventory.modules))
    #expect(text.contains("`Cartfile:1`: RxSwift"))
    #expect(!text.contains("copy-frameworks"))
}

import Testing

@testable import FarewellKit

@Test func dependenciesAreSortedPointBackwardsAndFormNoCycle() {
    let plan = Planner().plan(Fixture.midSize(), previous: nil)
    let byID = Dictionary(uniqueKeysWithValues: plan.tasks.map { ($0.id, $0) })
    for task in plan.tasks {
        #expect(task.dependsOn == task.dependsOn.sorted(by: TaskID.less))
        for dependency in task.dependsOn {
            let other = byID[dependency]
            #expect(other.map { plan.waveIndex($0) <= plan.waveIndex(task) } == true, "\(task.id) -> \(dependency)")
        }
    }
    var state: [String: Int] = [:]
    func visit(_ id: String) -> Bool {
        if state[id] == 1 { return false }
        if state[id] == 2 { return true }
        state[id] = 1
        let ok = (byID[id]?.dependsOn ?? []).allSatisfy(visit)
        state[id] = 2
        return ok
    }
    #expect(plan.tasks.map(\.id).allSatisfy(visit))
}

@Test func everyMigrationTaskDependsOnTheFoundation() {
    let plan = Planner().plan(Fixture.midSize(), previous: nil)
    #expect(plan.migrationTasks.allSatisfy { Set(["T-001", "T-002"]).isSubset(of: $0.dependsOn) })
}

@Test func modulesInOneWaveFollowTheirDependencies() throws {
    let inventory = Fixture.inventory(
        [Fixture.file("Core/Client.swift", "Core", .infra), Fixture.file("Feed/FeedClient.swift", "Feed", .infra)],
        modules: [Module(name: "Core", kind: .swiftpm), Module(name: "Feed", kind: .swiftpm, dependencies: ["Core"])])
    let plan = Planner().plan(inventory, previous: nil)
    let core = try #require(plan.tasks(holding: "Core/Client.swift").first)
    let feed = try #require(plan.tasks(holding: "Feed/FeedClient.swift").first)
    #expect(core.wave == feed.wave)
    #expect(feed.dependsOn == ["T-001", "T-002", core.id])
    #expect(core.dependsOn == ["T-001", "T-002"])
}

@Test func mutuallyDependentModulesDoNotMakeACycle() throws {
    let inventory = Fixture.inventory(
        [Fixture.file("A/A.swift", "A", .domain), Fixture.file("B/B.swift", "B", .domain)],
        modules: [
            Module(name: "A", kind: .swiftpm, dependencies: ["B"]),
            Module(name: "B", kind: .swiftpm, dependencies: ["A"]),
        ])
    let plan = Planner().plan(inventory, previous: nil)
    #expect(plan.migrationTasks.map(\.dependsOn) == [["T-001", "T-002"], ["T-001", "T-002", "T-003"]])
}

@Test func aModuleFollowsEveryModuleOfTheCycleItDependsOnButNotWhatTheCycleReaches() throws {
    let inventory = Fixture.inventory(
        ["Core", "CycleA", "CycleB", "Feed"].map { Fixture.file("\($0)/\($0).swift", $0, .domain) },
        modules: [
            Module(name: "Core", kind: .swiftpm),
            Module(name: "CycleA", kind: .swiftpm, dependencies: ["CycleB", "Core"]),
            Module(name: "CycleB", kind: .swiftpm, dependencies: ["CycleA"]),
            Module(name: "Feed", kind: .swiftpm, dependencies: ["CycleA"]),
        ])
    let plan = Planner().plan(inventory, previous: nil)
    let ids = try ["Core", "CycleA", "CycleB"].map {
        try #require(plan.tasks(holding: "\($0)/\($0).swift").first?.id)
    }
    let feed = try #require(plan.tasks(holding: "Feed/Feed.swift").first)
    #expect(feed.dependsOn == (["T-001", "T-002"] + ids[1...]).sorted(by: TaskID.less))
}

/// Modules in one cycle of 400: checked pairwise against each other, the cycle took cubic time to plan.
@Test func aCycleOfHundredsOfModulesPlansQuickly() throws {
    let names = (0..<400).map { "M\($0)" }
    let inventory = Fixture.inventory(
        names.map { Fixture.file("\($0)/\($0).swift", $0, .domain, count: 1) },
        modules: names.indices.map {
            Module(name: names[$0], kind: .swiftpm, dependencies: [names[($0 + 1) % names.count]])
        })
    let plan = Planner().plan(inventory, previous: nil)
    #expect(plan.migrationTasks.map(\.dependsOn.count).max() == 2 + 399)
}

@Test func cleanupNamesEveryRxDependencyLinePerManifest() throws {
    let pod = { (line: Int) in RxDependency(library: "RxSwift", location: SourceLocation(path: "Podfile", line: line)) }
    let spm = { (line: Int) in
        RxDependency(library: "RxCocoa", location: SourceLocation(path: "Package.swift", line: line))
    }
    let modules = [
        Module(
            name: "App", kind: .xcode, manifest: "App.xcodeproj/project.pbxproj", rxDependencies: [pod(12), pod(9)]),
        Module(name: "Kit", kind: .swiftpm, manifest: "Package.swift", rxDependencies: [spm(30), spm(31)]),
        Module(name: "Tools", kind: .folder),
    ]
    let inventory = Fixture.inventory(
        [
            Fixture.file("App/A.swift", "App", .ui), Fixture.file("Kit/K.swift", "Kit", .data),
            Fixture.file("Tools/T.swift", "Tools", .infra),
        ],
        modules: modules)
    let plan = Planner().plan(inventory, previous: nil)
    let cleanups = plan.tasks.filter { $0.kind == .cleanup }
    #expect(cleanups.map(\.title) == ["Cleanup: Podfile", "Cleanup: Package.swift", "Cleanup: Tools"])
    #expect(cleanups.map(\.module) == ["App", "Kit", "Tools"])
    #expect(
        cleanups.map { $0.removals.map(\.description) } == [
            ["Podfile:9", "Podfile:12"], ["Package.swift:30", "Package.swift:31"], [],
        ])
    #expect(cleanups.map { $0.files.map(\.path) } == [["Podfile"], ["Package.swift"], []])
    #expect(cleanups[0].summary.contains("delete the Rx dependency lines Podfile:9, Podfile:12"))
    let app = try #require(plan.tasks(holding: "App/A.swift").first)
    #expect(cleanups[0].dependsOn == ["T-001", "T-002", app.id])
    #expect(Set(cleanups.map(\.wave)) == [plan.waves.last?.id])
}

@Test func aCartfilesCleanupWaitsForEveryMigrationTask() throws {
    let cart = RxDependency(library: "RxSwift", location: SourceLocation(path: "Cartfile", line: 2))
    let modules = [
        Module(name: "App", kind: .xcode, manifest: "App.xcodeproj/project.pbxproj", rxDependencies: [cart]),
        Module(name: "Kit", kind: .xcode, manifest: "App.xcodeproj/project.pbxproj"),
    ]
    let inventory = Fixture.inventory(
        [Fixture.file("App/A.swift", "App", .ui), Fixture.file("Kit/K.swift", "Kit", .data)], modules: modules)
    let plan = Planner().plan(inventory, previous: nil)
    let cleanup = try #require(plan.tasks.first { $0.title == "Cleanup: Cartfile" })
    #expect(cleanup.removals.map(\.description) == ["Cartfile:2"])
    // Carthage builds the frameworks `Kit` links too, though only `App` carries the line.
    #expect(Set(plan.migrationTasks.map(\.id)).isSubset(of: cleanup.dependsOn))
}

@Test func aCartfilesLinesAreRemovedOnlyByItsOwnCleanupTask() throws {
    let cart = RxDependency(library: "RxSwift", location: SourceLocation(path: "Cartfile", line: 1))
    let modules = [
        Module(name: "App", kind: .cocoapods, manifest: "Podfile", rxDependencies: [cart]),
        Module(name: "Feature", kind: .cocoapods, manifest: "Podfile"),
    ]
    let inventory = Fixture.inventory([Fixture.file("Feature/Router.swift", "Feature", .ui)], modules: modules)
    let plan = Planner().plan(inventory, previous: nil)
    let context = WorkspaceContext(plan: plan, modules: modules)
    let podfile = try #require(plan.tasks.first { $0.title == "Cleanup: Podfile" })
    let cartfile = try #require(plan.tasks.first { $0.title == "Cleanup: Cartfile" })
    // The Podfile holds no Rx line; the Cartfile's, though attached to `App`, wait for the last cleanup.
    #expect(
        TaskCleanupSection.removals(podfile, context: context).contains(
            "3. Manifest lines that bring Rx in "
                + "(with the lines their statement continues on):\n   - none\n"))
    #expect(TaskCleanupSection.removals(cartfile, context: context).contains("`Cartfile:1`: RxSwift (every target)"))
}

@Test func tuistsDependencyManifestsCleanupWaitsForEveryMigrationTask() throws {
    let project = RxDependency(library: "RxSwift", location: SourceLocation(path: "Project.swift", line: 7))
    let fetched = RxDependency(library: "RxSwift", location: SourceLocation(path: "Tuist/Dependencies.swift", line: 5))
    let package = RxDependency(library: "RxSwift", location: SourceLocation(path: "Tuist/Package.swift", line: 6))
    let modules = [
        Module(name: "App", kind: .tuist, manifest: "Project.swift", rxDependencies: [project, fetched, package]),
        Module(name: "Kit", kind: .tuist, manifest: "Project.swift"),
        Module(name: "Feature", kind: .tuist, manifest: "Feature/Project.swift"),
    ]
    let inventory = Fixture.inventory(
        [
            Fixture.file("App/A.swift", "App", .ui), Fixture.file("Kit/K.swift", "Kit", .data),
            Fixture.file("Feature/F.swift", "Feature", .presentation),
        ],
        modules: modules)
    let plan = Planner().plan(inventory, previous: nil)
    let projectCleanup = try #require(plan.tasks.first { $0.title == "Cleanup: Project.swift" })
    let context = WorkspaceContext(plan: plan, modules: modules)
    for manifest in ["Tuist/Dependencies.swift", "Tuist/Package.swift"] {
        let cleanup = try #require(plan.tasks.first { $0.title == "Cleanup: \(manifest)" })
        #expect(cleanup.removals.map(\.path) == [manifest])
        #expect(Set(plan.migrationTasks.map(\.id)).isSubset(of: cleanup.dependsOn))
        // After the targets' own cleanup, which removes the shims and flags: they are not listed twice.
        #expect(cleanup.dependsOn.contains(projectCleanup.id))
        let removals = TaskCleanupSection.removals(cleanup, context: context)
        #expect(removals.contains("2. Shims (their callers have moved):\n   - none: the other cleanup tasks"))
        // Its lines belong to every target, not to the one module they are attached to.
        #expect(cleanup.module.isEmpty)
        #expect(removals.contains("RxSwift (every target)"))
        #expect(!removals.contains("(from T-"))
    }
}

@Test func aTaskFollowsOnlyTheNearestModulesOfItsWave() throws {
    let inventory = Fixture.inventory(
        [
            Fixture.file("A/A.swift", "A", .domain), Fixture.file("B/B.swift", "B", .domain),
            Fixture.file("C/C.swift", "C", .domain),
        ],
        modules: [
            Module(name: "A", kind: .swiftpm, dependencies: ["B", "C"]),
            Module(name: "B", kind: .swiftpm, dependencies: ["C"]), Module(name: "C", kind: .swiftpm),
        ])
    let plan = Planner().plan(inventory, previous: nil)
    #expect(plan.migrationTasks.map(\.module) == ["A", "B", "C"])
    #expect(
        plan.migrationTasks.map(\.dependsOn) == [
            ["T-001", "T-002", "T-004"], ["T-001", "T-002", "T-005"], ["T-001", "T-002"],
        ])
}

@Test func aPackagesCleanupWaitsForTheModulesThatGetRxOnlyThroughIt() throws {
    let spm = RxDependency(library: "RxSwift", location: SourceLocation(path: "Core/Package.swift", line: 12))
    let modules = [
        Module(name: "Core", kind: .swiftpm, manifest: "Core/Package.swift", rxDependencies: [spm]),
        Module(name: "Feature", kind: .swiftpm, manifest: "Core/Package.swift", dependencies: ["Core"]),
        Module(name: "App", kind: .xcode, manifest: "App.xcodeproj/project.pbxproj", dependencies: ["Feature"]),
        Module(
            name: "Widget", kind: .xcode, manifest: "App.xcodeproj/project.pbxproj", dependencies: ["Core"],
            rxDependencies: [RxDependency(library: "RxSwift", location: SourceLocation(path: "Podfile", line: 3))]),
    ]
    let inventory = Fixture.inventory(
        [
            Fixture.file("Core/Sources/Core/Store.swift", "Core", .data),
            Fixture.file("App/LoginViewController.swift", "App", .ui),
            Fixture.file("Widget/WidgetView.swift", "Widget", .ui),
        ],
        modules: modules)
    let plan = Planner().plan(inventory, previous: nil)
    let cleanup = try #require(plan.tasks.first { $0.kind == .cleanup && $0.title == "Cleanup: Core/Package.swift" })
    let app = try #require(plan.tasks(holding: "App/LoginViewController.swift").first)
    let widget = try #require(plan.tasks(holding: "Widget/WidgetView.swift").first)
    // App imports RxSwift only through Feature and Core; Widget brings its own RxSwift.
    #expect(cleanup.dependsOn.contains(app.id))
    #expect(!cleanup.dependsOn.contains(widget.id))
}

@Test func aTestTargetIsCleanedUpWithThePodfileOfTheTargetItTests() throws {
    let pod = RxDependency(library: "RxCocoa", location: SourceLocation(path: "Podfile", line: 9))
    let project = "App.xcodeproj/project.pbxproj"
    let modules = [
        Module(name: "App", kind: .xcode, manifest: project, rxDependencies: [pod]),
        Module(name: "AppTests", kind: .xcode, isTest: true, manifest: project, dependencies: ["App"]),
    ]
    let inventory = Fixture.inventory(
        [
            Fixture.file("App/FeedViewController.swift", "App", .ui),
            Fixture.file("AppTests/Doubles/FakeClock.swift", "AppTests", .test, isTest: true),
        ],
        modules: modules)
    let plan = Planner().plan(inventory, previous: nil)
    // One cleanup, not a second one for the project file repeating the Podfile's line.
    let cleanups = plan.tasks.filter { $0.kind == .cleanup }
    #expect(cleanups.map(\.title) == ["Cleanup: Podfile"])
    let app = try #require(plan.tasks(holding: "App/FeedViewController.swift").first)
    let tests = try #require(plan.tasks(holding: "AppTests/Doubles/FakeClock.swift").first)
    #expect(cleanups.first?.dependsOn == ["T-001", "T-002", app.id, tests.id].sorted { TaskID.less($0, $1) })
    let context = WorkspaceContext(plan: plan, modules: modules)
    #expect(TaskCleanupSection.modules(of: try #require(cleanups.first), context: context) == ["App", "AppTests"])
}

@Test func aManifestWhoseTargetsHoldNoFileWaitsForTheTargetsOfTheSameName() throws {
    let spm = RxDependency(library: "RxSwift", location: SourceLocation(path: "Package.swift", line: 13))
    let pod = RxDependency(library: "RxSwift", location: SourceLocation(path: "Podfile", line: 4))
    let modules = [
        // The package declares the same target as the project, whose build phase claims the files.
        Module(name: "Package.swift:Kit", kind: .swiftpm, manifest: "Package.swift", rxDependencies: [spm]),
        Module(
            name: "Kit.xcodeproj/project.pbxproj:Kit", kind: .xcode, manifest: "Kit.xcodeproj/project.pbxproj",
            rxDependencies: [pod]),
    ]
    let inventory = Fixture.inventory(
        [
            Fixture.file("Kit/Classes/Worker.swift", "Kit.xcodeproj/project.pbxproj:Kit", .infra),
            Fixture.file("Demo/DemoViewController.swift", "Demo", .ui),
        ],
        modules: modules)
    let plan = Planner().plan(inventory, previous: nil)
    let worker = try #require(plan.tasks(holding: "Kit/Classes/Worker.swift").first)
    let demo = try #require(plan.tasks(holding: "Demo/DemoViewController.swift").first)
    let package = try #require(plan.tasks.first { $0.kind == .cleanup && $0.title == "Cleanup: Package.swift" })
    #expect(package.dependsOn.contains(worker.id))
    #expect(!package.dependsOn.contains(demo.id))
    // Without a target of the same name anywhere, it waits for every migration task.
    #expect(Planner.sameTarget(as: "Package.swift:Kit", among: ["Demo", "Shop.Kit"]) == ["Shop.Kit"])
    #expect(Planner.sameTarget(as: "Package.swift:Kit", among: ["Demo", "Kitchen"]) == [])
}

/// A module whose files import Rx but use none has no migration task: its cleanup waits for no other module's tasks,
/// only for those of the modules that depend on it.
@Test func aCleanupOfAModuleThatOnlyImportsRxWaitsForNoOtherModulesTasks() throws {
    let modules = [
        Module(
            name: "A", kind: .tuist, manifest: "A/Project.swift",
            rxDependencies: [
                RxDependency(library: "RxSwift", location: SourceLocation(path: "A/Project.swift", line: 4))
            ]
        ),
        Module(
            name: "B", kind: .tuist, manifest: "B/Project.swift",
            rxDependencies: [
                RxDependency(library: "RxSwift", location: SourceLocation(path: "B/Project.swift", line: 4))
            ]
        ),
    ]
    var importOnly = Fixture.file("B/Sources/Splash.swift", "B", .ui)
    importOnly.occurrences = []
    let inventory = Fixture.inventory([Fixture.file("A/Sources/Feed.swift", "A", .data), importOnly], modules: modules)
    let plan = Planner().plan(inventory, previous: nil)
    let feed = try #require(plan.tasks(holding: "A/Sources/Feed.swift").first)
    let cleanupB = try #require(plan.tasks.first { $0.kind == .cleanup && $0.title.contains("B/Project.swift") })
    #expect(!cleanupB.dependsOn.contains(feed.id))
    let cleanupA = try #require(plan.tasks.first { $0.kind == .cleanup && $0.title.contains("A/Project.swift") })
    #expect(cleanupA.dependsOn.contains(feed.id))
}

/// A cleanup task's slug (its file and branch name) is the module it cleans up, or the manifest's own name where
/// it belongs to no one module: not the whole path of a manifest nested in the repository.
@Test func aCleanupIsNamedAfterItsModuleOrItsManifest() throws {
    let tuist = RxDependency(
        library: "RxSwift", location: SourceLocation(path: "WalWal/Features/Auth/AuthData/Project.swift", line: 14))
    let cart = RxDependency(library: "RxSwift", location: SourceLocation(path: "ios/Cartfile", line: 2))
    let modules = [
        Module(
            name: "AuthData", kind: .tuist, manifest: "WalWal/Features/Auth/AuthData/Project.swift",
            rxDependencies: [tuist]),
        Module(name: "App", kind: .xcode, manifest: "ios/App.xcodeproj/project.pbxproj", rxDependencies: [cart]),
        Module(name: "Kit", kind: .xcode, manifest: "ios/App.xcodeproj/project.pbxproj"),
    ]
    let inventory = Fixture.inventory(
        [
            Fixture.file("WalWal/Features/Auth/AuthData/Sources/AuthRepository.swift", "AuthData", .data),
            Fixture.file("ios/App/A.swift", "App", .ui), Fixture.file("ios/Kit/K.swift", "Kit", .data),
        ],
        modules: modules)
    let plan = Planner().plan(inventory, previous: nil)
    let cleanups = plan.tasks.filter { $0.kind == .cleanup }
    // The Cartfile's line is no module's: `App` is cleaned up with `Kit`, in their project's task.
    #expect(cleanups.map(\.slug) == ["cleanup-app-xcodeproj", "cleanup-ios-cartfile", "cleanup-authdata"])
    // The title still names the manifest's path.
    #expect(
        cleanups.map(\.title) == [
            "Cleanup: ios/App.xcodeproj/project.pbxproj", "Cleanup: ios/Cartfile",
            "Cleanup: WalWal/Features/Auth/AuthData/Project.swift",
        ])
    #expect(TaskNaming.manifestName("Apps/App.xcodeproj/project.pbxproj") == "App.xcodeproj")
    #expect(TaskNaming.manifestName("Podfile") == "Podfile")
}

/// A project's package and framework lines come with what Xcode keeps beside them: the cleanup says which objects go
/// with them; a Podfile's lines need no such word.
@Test func anXcodeProjectsCleanupSaysWhatGoesWithItsPackageLines() throws {
    let product = RxDependency(
        library: "RxSwift", location: SourceLocation(path: "App.xcodeproj/project.pbxproj", line: 306))
    let pod = RxDependency(library: "RxSwift", location: SourceLocation(path: "Podfile", line: 3))
    for (dependency, says) in [(product, true), (pod, false)] {
        let modules = [
            Module(name: "App", kind: .xcode, manifest: dependency.location.path, rxDependencies: [dependency])
        ]
        let plan = Planner().plan(
            Fixture.inventory([Fixture.file("App/A.swift", "App", .ui)], modules: modules), previous: nil)
        let context = WorkspaceContext(plan: plan, modules: modules)
        let cleanup = try #require(plan.tasks.first { $0.kind == .cleanup && !$0.removals.isEmpty })
        let text = TaskCleanupSection.removals(cleanup, context: context)
        #expect(text.contains("`XCSwiftPackageProductDependency` object") == says, "\(dependency.location)")
        // A framework's line (Carthage's, an `.xcframework`'s) goes with its file reference and search paths.
        #expect(text.contains("its `PBXFileReference`") == says, "\(dependency.location)")
    }
}

/// A module whose dependencies are not all read (a Tuist helper's `.Project.module(.Utils).dependency`) may build
/// against Rx through any module: the cleanup deleting another module's Rx lines waits for its tasks and its cleanup.
@Test func aCleanupWaitsForModulesWhoseDependenciesAreNotAllRead() throws {
    let line = RxDependency(library: "RxSwift", location: SourceLocation(path: "Projects/Utils/Project.swift", line: 5))
    var feature = Module(name: "Feature", kind: .tuist, manifest: "Projects/Feature/Project.swift")
    let utils = Module(name: "Utils", kind: .tuist, manifest: "Projects/Utils/Project.swift", rxDependencies: [line])
    for incomplete in [false, true] {
        feature.dependenciesIncomplete = incomplete
        let inventory = Fixture.inventory(
            [
                Fixture.file("Projects/Utils/Sources/U.swift", "Utils", .infra),
                Fixture.file("Projects/Feature/Sources/Action.swift", "Feature", .presentation),
            ],
            modules: [feature, utils])
        let plan = Planner().plan(inventory, previous: nil)
        let cleanup = try #require(plan.tasks.first { $0.title == "Cleanup: Projects/Utils/Project.swift" })
        let action = try #require(plan.tasks(holding: "Projects/Feature/Sources/Action.swift").first)
        #expect(cleanup.dependsOn.contains(action.id) == incomplete)
        // And for the cleanup of its shims and flags, which are Rx until they go.
        let featureCleanup = try #require(plan.tasks.first { $0.title == "Cleanup: Projects/Feature/Project.swift" })
        #expect(cleanup.dependsOn.contains(featureCleanup.id) == incomplete)
    }
}

/// A Tuist module whose dependencies are written through helpers the reader does not evaluate
/// (`.Project.module(.Core(.CoreEntity)).dependency`) depends on the repository's modules its files import: its
/// task follows the task of the module it imports, and names the API it calls there as another task's.
@Test func aModuleWhoseDependenciesAreNotAllReadFollowsTheModulesItsFilesImport() throws {
    let header = "import ProjectDescription\nimport ProjectDescriptionHelpers\n"
    let files = [
        "/repo/Core/Project.swift": header + """
            let project = Project(name: "Core", targets: [Target(name: "Core", platform: .iOS, product: .framework,
                bundleId: "core", sources: ["Sources/**"], dependencies: [.external(name: "RxSwift")])])
            """,
        "/repo/Feature/Project.swift": header + """
            let project = Project(name: "Feature", targets: [Target(name: "Feature", platform: .iOS, product: .framework,
                bundleId: "x", sources: ["Sources/**"],
                dependencies: [.external(name: "RxSwift")] + [Module.core].map(\\.project)
                    + [.Project.module(.Core(.CoreEntity)).dependency])])
            """,
        "/repo/Core/Sources/Alert.swift": """
        import RxSwift
        import UIKit
        public extension UIViewController { func showAlert() -> Observable<Int> { .just(1) } }
        """,
        "/repo/Feature/Sources/VC.swift": """
        import Core
        import RxSwift
        final class VC: UIViewController { func f() { _ = showAlert().subscribe() } }
        """,
    ]
    let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    #expect(inventory.modules.map { "\($0.name) \($0.dependencies)" } == ["Core []", "Feature [\"Core\"]"])
    #expect(
        inventory.diagnostics.map(\.description) == [
            "Feature/Project.swift:5: warning: some dependencies of target 'Feature' are values that are not read; "
                + "the Rx lines and modules of the others are read, and the modules of the repository its files "
                + "import are taken as its dependencies too"
        ])
    let plan = Planner().plan(inventory, previous: nil)
    let core = try #require(plan.tasks(holding: "Core/Sources/Alert.swift").first)
    let feature = try #require(plan.tasks(holding: "Feature/Sources/VC.swift").first)
    #expect(core.id < feature.id)
    #expect(core.wave == feature.wave)
    #expect(feature.dependsOn == ["T-001", "T-002", core.id])
    #expect(core.shims.map { "\($0.api) \($0.callerTasks)" } == ["UIViewController.showAlert [\"\(feature.id)\"]"])
    // Core's task keeps a shim for the caller of the later task.
    let body = TaskMarkdown.body(core, context: WorkspaceContext(plan: plan))
    #expect(
        body.contains(
            "- `UIViewController.showAlert` (`Observable` of one value: an `async throws` function), declared at "
                + "`Core/Sources/Alert.swift:3`, called from \(feature.id):\n  - `Feature/Sources/VC.swift:3`\n"))
}

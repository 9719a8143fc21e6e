import Testing

@testable import FarewellKit

/// A modular app: one Tuist project per feature, each with its Rx line and `layers` files of Rx code (one migration
/// task, and one feature flag, per layer), plus an app target whose Rx comes from a Cartfile: the Cartfile's line
/// is no module's, so the app's flag goes with its own project's cleanup, a manifest among the others.
private func modularApp(features: Int, layers: [Layer] = [.data]) -> Inventory {
    let names = (1...features).map { "Feature" + ($0 < 10 ? "0" : "") + String($0) }
    let line = { (path: String) in RxDependency(library: "RxSwift", location: SourceLocation(path: path, line: 9)) }
    let modules =
        names.map { name in
            Module(
                name: name, kind: .tuist, manifest: "App/Features/\(name)/Project.swift",
                rxDependencies: [line("App/Features/\(name)/Project.swift")])
        } + [Module(name: "App", kind: .tuist, manifest: "App/Project.swift", rxDependencies: [line("Cartfile")])]
    let files =
        names.flatMap { name in
            layers.map { layer in
                Fixture.file("App/Features/\(name)/Sources/\(name)\(layer.rawValue).swift", name, layer)
            }
        } + [Fixture.file("App/Sources/AppDelegate.swift", "App", .ui)]
    return Fixture.inventory(files, modules: modules)
}

private func cleanups(_ plan: Plan) -> [PlanTask] { plan.tasks.filter { $0.kind == .cleanup } }

/// Twelve feature projects and the app's get two cleanup tasks, not thirteen: ten manifests in path order, then
/// three; the Cartfile, which every target links from, keeps its own task, last.
@Test func manyManifestsAreCleanedUpInBatches() throws {
    let plan = Planner().plan(modularApp(features: 12), previous: nil)
    let tasks = cleanups(plan)
    #expect(tasks.map { $0.files.count } == [10, 3, 1])
    #expect(tasks.map(\.slug) == ["cleanup-feature01-and-9-more", "cleanup-app-and-2-more", "cleanup-cartfile"])
    #expect(tasks[0].title == "Cleanup: Feature01, Feature02, Feature03 +7 more")
    #expect(tasks[0].module.isEmpty)
    #expect(tasks[0].removals.count == 10)
    // A point for each manifest line, feature flag and shim it removes (the app's project only its flag); the
    // Cartfile's only its line.
    #expect(tasks.map(\.points) == [20, 5, 1])
    // The batch follows the migration tasks of its ten modules; the Cartfile's follows every cleanup.
    let feature10 = try #require(plan.tasks(holding: "App/Features/Feature10/Sources/Feature10data.swift").first)
    let feature11 = try #require(plan.tasks(holding: "App/Features/Feature11/Sources/Feature11data.swift").first)
    #expect(tasks[0].dependsOn.contains(feature10.id) && !tasks[0].dependsOn.contains(feature11.id))
    #expect(tasks[2].dependsOn.contains(tasks[0].id) && tasks[2].dependsOn.contains(tasks[1].id))
    #expect(!tasks[0].dependsOn.contains(tasks[2].id) && !tasks[1].dependsOn.contains(tasks[2].id))
    let context = WorkspaceContext(plan: plan, modules: modularApp(features: 12).modules)
    #expect(TaskCleanupSection.modules(of: tasks[1], context: context) == ["App", "Feature11", "Feature12"])
    let app = try #require(plan.tasks(holding: "App/Sources/AppDelegate.swift").first)
    // The app's flag goes with its project's batch, not with the Cartfile's lines, which wait for it.
    #expect(TaskCleanupSection.removals(tasks[1], context: context).contains(app.flag))
    #expect(!TaskCleanupSection.removals(tasks[2], context: context).contains(app.flag))
}

/// Fewer manifests keep a task each; a batch holds at most ten feature flags (with their shims) to remove.
@Test func fewManifestsKeepATaskEachAndABatchHoldsTenFlags() {
    // Six features and the app: seven manifests, under the threshold of eight.
    let few = Planner().plan(modularApp(features: 6), previous: nil)
    #expect(cleanups(few).map { $0.files.count } == Array(repeating: 1, count: 8))
    #expect(cleanups(Planner().plan(modularApp(features: 7), previous: nil)).map { $0.files.count } == [8, 1])
    let layered = Planner().plan(modularApp(features: 12, layers: [.data, .domain, .presentation]), previous: nil)
    // Three flags a feature: three features a batch, the last with the app's project and its one flag.
    #expect(cleanups(layered).map { $0.files.count } == [3, 3, 3, 4, 1])
}

/// Re-planning keeps each batch (id, manifests, status); a feature added later gets a task of its own instead of
/// changing a batch; the per-manifest tasks of an earlier plan are never merged.
@Test func batchesSurviveAReplanAndEarlierTasksAreNotMerged() throws {
    let first = Planner().plan(modularApp(features: 12), previous: nil)
    #expect(Planner().plan(modularApp(features: 12), previous: first.readBack) == first)
    #expect(Planner().plan(modularApp(features: 12), previous: first.bareReadBack) == first)
    var tracked = first.readBack
    let batch = try #require(cleanups(first).first { $0.files.count == 10 })
    tracked.tasks = tracked.tasks.map { task in
        var task = task
        if task.id == batch.id { task.status = .inProgress }
        return task
    }
    let grown = Planner().plan(modularApp(features: 13), previous: tracked)
    let kept = try #require(grown.task(batch.id))
    #expect(kept.status == .inProgress && kept.files.map(\.path) == batch.files.map(\.path))
    #expect(cleanups(grown).map { $0.files.count } == [10, 3, 1, 1])
    #expect(cleanups(grown).last?.files.map(\.path) == ["App/Features/Feature13/Project.swift"])

    let small = Planner().plan(modularApp(features: 6), previous: nil)
    let larger = Planner().plan(modularApp(features: 12), previous: small.readBack)
    let again = Planner().plan(modularApp(features: 12), previous: larger.readBack)
    #expect(cleanups(larger).map { $0.files.count } == Array(repeating: 1, count: 14))
    #expect(cleanups(again).map(\.id) == cleanups(larger).map(\.id))
    for task in cleanups(small) { #expect(larger.task(task.id)?.files == task.files) }
}

/// A folder of tests no manifest declares is cleaned up with the module it tests: that cleanup task lists the flag
/// of the tests' task, as it follows it.
@Test func aFolderOfTestsIsCleanedUpWithTheModuleItTests() throws {
    let podspec = RxDependency(library: "RxSwift", location: SourceLocation(path: "SpaceKit/SpaceKit.podspec", line: 7))
    let modules = [
        Module(name: "SpaceKit", kind: .cocoapods, manifest: "SpaceKit/SpaceKit.podspec", rxDependencies: [podspec]),
        Module(name: "SpaceKitTests", kind: .folder, isTest: true),
    ]
    let inventory = Fixture.inventory(
        [
            Fixture.file("SpaceKit/Sources/FeedRepository.swift", "SpaceKit", .data),
            Fixture.file("SpaceKitTests/FeedRepositoryTests.swift", "SpaceKitTests", .test, isTest: true),
            Fixture.file("SpaceKitTests/Doubles/FakeFeed.swift", "SpaceKitTests", .test, isTest: true),
        ],
        modules: modules)
    let plan = Planner().plan(inventory, previous: nil)
    let cleanup = try #require(cleanups(plan).first)
    let doubles = try #require(plan.tasks(holding: "SpaceKitTests/Doubles/FakeFeed.swift").first)
    #expect(cleanup.dependsOn.contains(doubles.id))
    let context = WorkspaceContext(plan: plan, modules: modules)
    #expect(TaskCleanupSection.modules(of: cleanup, context: context) == ["SpaceKit", "SpaceKitTests"])
    #expect(TaskCleanupSection.removals(cleanup, context: context).contains(doubles.flag))
}

/// A module of no manifest gets a cleanup task of its own, named after it, which covers the folder of tests that
/// tests it; a re-plan finds it by that name.
@Test func aModuleOfNoManifestIsCleanedUpWithItsTests() throws {
    let pod = RxDependency(library: "RxSwift", location: SourceLocation(path: "Podfile", line: 3))
    let modules = [
        Module(name: "App", kind: .xcode, manifest: "App.xcodeproj/project.pbxproj", rxDependencies: [pod]),
        Module(name: "Tools", kind: .folder), Module(name: "ToolsTests", kind: .folder, isTest: true),
    ]
    let inventory = Fixture.inventory(
        [
            Fixture.file("App/Feed.swift", "App", .ui), Fixture.file("Tools/Clock.swift", "Tools", .infra),
            Fixture.file("ToolsTests/ClockTests.swift", "ToolsTests", .test, isTest: true),
        ],
        modules: modules)
    let plan = Planner().plan(inventory, previous: nil)
    let tools = try #require(cleanups(plan).first { $0.module == "Tools" })
    #expect(tools.module == "Tools" && tools.slug == "cleanup-tools")
    #expect(tools.title == "Cleanup: Tools")
    let context = WorkspaceContext(plan: plan, modules: modules)
    #expect(TaskCleanupSection.modules(of: tools, context: context) == ["Tools", "ToolsTests"])
    let test = try #require(plan.tasks(holding: "ToolsTests/ClockTests.swift").first)
    #expect(TaskCleanupSection.removals(tools, context: context).contains(test.flag))
    #expect(Planner().plan(inventory, previous: plan.readBack) == plan)
}

/// A module whose Rx lines lie in its Podfile and in its project (a framework linked by hand) gets one cleanup
/// task for both, not two that list the same shims and flags; two such tasks an earlier plan has stay two.
@Test func aModuleWithRxLinesInTwoManifestsHasOneCleanupTask() throws {
    let modules = [
        Module(
            name: "App", kind: .xcode, manifest: "App/App.xcodeproj/project.pbxproj",
            rxDependencies: [
                RxDependency(library: "RxSwift", location: SourceLocation(path: "App/Podfile", line: 4)),
                RxDependency(
                    library: "RxFeedback",
                    location: SourceLocation(path: "App/App.xcodeproj/project.pbxproj", line: 57)),
            ])
    ]
    let inventory = Fixture.inventory([Fixture.file("App/Sources/Screen.swift", "App", .ui)], modules: modules)
    let plan = Planner().plan(inventory, previous: nil)
    let tasks = cleanups(plan)
    #expect(tasks.map { $0.files.map(\.path) } == [["App/App.xcodeproj/project.pbxproj", "App/Podfile"]])
    #expect(tasks.first?.removals.count == 2)
    // Re-planned, it stays one task with its id.
    let again = cleanups(Planner().plan(inventory, previous: plan))
    #expect(again.map(\.id) == tasks.map(\.id))
}

/// An app project with a framework target `Core` whose code the project lists; `Core.podspec` describes the same
/// pod, and the Podfile gives the app RxCocoa (or, without `appRx`, Alamofire) and, with `withCoreTarget`, `Core`
/// RxSwift too.
private func frameworkWithPodspec(withCoreTarget: Bool, appRx: Bool = true) -> InMemoryFileSystem {
    let project = """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 48; objects = {
        B1 = {isa = PBXBuildFile; fileRef = R1; };
        B2 = {isa = PBXBuildFile; fileRef = R2; };
        R1 = {isa = PBXFileReference; path = Feed.swift; sourceTree = "<group>"; };
        R2 = {isa = PBXFileReference; path = Client.swift; sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (G2, G3); sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (R1); path = App; sourceTree = "<group>"; };
        G3 = {isa = PBXGroup; children = (R2); path = Core/Sources; sourceTree = "<group>"; };
        P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        P2 = {isa = PBXSourcesBuildPhase; files = (B2); };
        T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = App;
            productType = "com.apple.product-type.application"; };
        T2 = {isa = PBXNativeTarget; buildPhases = (P2); name = Core;
            productType = "com.apple.product-type.framework"; };
        J1 = {isa = PBXProject; mainGroup = G1; targets = (T1, T2); };
        }; rootObject = J1; }
        """
    var podfile = "project 'App.xcodeproj'\ntarget 'App' do\n  pod '\(appRx ? "RxCocoa" : "Alamofire")'\nend\n"
    if withCoreTarget { podfile += "target 'Core' do\n  pod 'RxSwift'\nend\n" }
    return InMemoryFileSystem([
        "/repo/App.xcodeproj/project.pbxproj": project, "/repo/Podfile": podfile,
        "/repo/Core.podspec": """
        Pod::Spec.new do |s|
          s.name = 'Core'
          s.source_files = 'Core/Sources/**/*.swift'
          s.dependency 'RxSwift'
        end
        """,
        "/repo/Core/Sources/Client.swift": """
        import RxSwift
        public final class Client {
            public init() {}
            public func load() -> Observable<Int> { .just(1) }
        }
        """,
        "/repo/App/Feed.swift": """
        import Core
        import RxSwift
        final class Feed {
            let bag = DisposeBag()
            func start() { Client().load().subscribe().disposed(by: bag) }
        }
        """,
    ])
}

/// Two cleanup tasks an earlier plan has (the Podfile's and the `.podspec`'s) that both hold Rx lines of `Core`:
/// only one removes Core's shims and flags, the one of the manifest that holds Core's lines alone; the Podfile's
/// deletes its line for Core after it.
@Test func aModuleWithRxLinesInTwoTasksManifestsHasItsShimsAndFlagsRemovedOnce() throws {
    let before = try RepositoryScanner(fileSystem: frameworkWithPodspec(withCoreTarget: false)).scan(root: "/repo")
    let first = Planner().plan(before, previous: nil)
    #expect(cleanups(first).map { $0.files.map(\.path) } == [["Podfile"], ["Core.podspec"]])
    let inventory = try RepositoryScanner(fileSystem: frameworkWithPodspec(withCoreTarget: true)).scan(root: "/repo")
    #expect(
        inventory.modules.first { $0.name == "Core" }?.rxDependencies.map(\.summary) == [
            "RxSwift@Core.podspec:4", "RxSwift@Podfile:6",
        ])
    let plan = Planner().plan(inventory, previous: first.readBack)
    let tasks = cleanups(plan)
    #expect(tasks.map(\.id) == cleanups(first).map(\.id))
    let podfile = try #require(tasks.first { $0.files.map(\.path) == ["Podfile"] })
    let podspec = try #require(tasks.first { $0.files.map(\.path) == ["Core.podspec"] })
    let client = try #require(plan.tasks(holding: "Core/Sources/Client.swift").first)
    let context = WorkspaceContext(plan: plan, modules: inventory.modules)
    #expect(TaskCleanupSection.modules(of: podfile, context: context) == ["App"])
    #expect(TaskCleanupSection.modules(of: podspec, context: context) == ["Core"])
    let podfileRemovals = TaskCleanupSection.removals(podfile, context: context)
    let podspecRemovals = TaskCleanupSection.removals(podspec, context: context)
    #expect(!podfileRemovals.contains("Client.load") && !podfileRemovals.contains(client.flag))
    // A Podfile's lines are gone once `pod install` has rewritten its lock file and the Pods project; a podspec's
    // lines need none of it.
    #expect(podfileRemovals.contains("   - Then run `pod install` beside `Podfile`: it rewrites `Podfile.lock`"))
    #expect(!podspecRemovals.contains("pod install"))
    #expect(podfileRemovals.contains("`Podfile:6`: RxSwift (module Core)"))
    #expect(podspecRemovals.contains("`Client.load` at `Core/Sources/Client.swift:4`"))
    #expect(podspecRemovals.contains(client.flag))
    // Deleting Core's pod waits for the task that removes Core's Rx code.
    #expect(podfile.dependsOn.contains(podspec.id) && !podspec.dependsOn.contains(podfile.id))
    #expect(podfile.points == 3 && podspec.points == 3)
    #expect(
        ScopeCheck.cleanupLeftovers(podfile, in: inventory) == [
            "App: 3 Rx occurrences left in the module", "Podfile:3: RxCocoa still brings Rx in",
            "Podfile:6: RxSwift still brings Rx in",
        ])
}

/// The Podfile's task of an earlier plan whose lines are now only those of `Core`, whose `.podspec`'s task cleans it
/// up: it deletes its line after that task and lists no shim, flag or import (not every module's, as a task of no
/// known module would).
@Test func aCleanupTaskHoldingOnlyLinesOfAModuleAnotherCleansUpDeletesOnlyThem() throws {
    let before = try RepositoryScanner(fileSystem: frameworkWithPodspec(withCoreTarget: false)).scan(root: "/repo")
    let first = Planner().plan(before, previous: nil)
    let fileSystem = frameworkWithPodspec(withCoreTarget: true, appRx: false)
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
    let plan = Planner().plan(inventory, previous: first.readBack)
    let podfile = try #require(cleanups(plan).first { $0.files.map(\.path) == ["Podfile"] })
    let podspec = try #require(cleanups(plan).first { $0.files.map(\.path) == ["Core.podspec"] })
    let context = WorkspaceContext(plan: plan, modules: inventory.modules)
    #expect(TaskCleanupSection.coverage(of: podfile, among: inventory.modules).isLinesOnly)
    #expect(
        TaskCleanupSection.removals(podfile, context: context) == """
            ## Removals

            1. Feature flags (keep the new path, delete the old one and its `+Rx.swift` files):
               - none: the other cleanup tasks remove them
            2. Shims (their callers have moved):
               - none: the other cleanup tasks remove them
            3. Manifest lines that bring Rx in (with the lines their statement continues on):
               - `Podfile:6`: RxSwift (module Core): after \(podspec.id), which removes its shims and flags
               - Then run `pod install` beside `Podfile`: it rewrites `Podfile.lock` and the Pods project without the \
            Rx pods; commit them with this change where the repository keeps them (a committed `Pods/` folder too).

            """)
    #expect(TaskGoalSection.goal(podfile, context: context).contains("Remove the Rx dependency lines in `Podfile`, "))
    #expect(podfile.points == 1 && podfile.dependsOn.contains(podspec.id))
    #expect(ScopeCheck.cleanupLeftovers(podfile, in: inventory) == ["Podfile:6: RxSwift still brings Rx in"])
}

/// A cleanup over the points budget says so in its header, as a migration task does: it is never split, since it
/// removes its modules' lines, flags and shims together once their tasks are merged. One within it says nothing.
@Test func aCleanupOverTheBudgetSaysItIsRemovedInOneGo() throws {
    let settings = PlanSettings(maxPoints: 10)
    let plan = Planner(settings: settings).plan(modularApp(features: 12), previous: nil)
    let context = WorkspaceContext(plan: plan, settings: settings)
    let tasks = cleanups(plan)
    #expect(tasks.map(\.points) == [20, 5, 1])
    #expect(
        TaskMarkdown.body(tasks[0], context: context).contains(
            "> Over the PR budget (20 of 10 points): a cleanup is not split; it removes what the migration left behind "
                + "in its modules together, once their tasks are merged. Review the pull request in steps.\n"))
    #expect(!TaskMarkdown.body(tasks[1], context: context).contains("Over the PR budget"))
}

/// A module whose Rx lines are another's (`PlanItDS` using the RxSwift that `ThirdPartyLib` brings) is cleaned up
/// for its flags alone: once its only task has no Rx left (done), the cleanup still removes that task's flag, so it
/// stays open and keeps waiting for the task, not `done` with the flag still to remove.
@Test func aModulesCleanupOutlivesItsLastTaskWhileItsFlagIsToRemove() throws {
    let modules = [Module(name: "Kit", kind: .swiftpm), Module(name: "Other", kind: .swiftpm)]
    let first = Planner().plan(
        Fixture.inventory(
            [Fixture.file("Kit/TextField.swift", "Kit", .ui), Fixture.file("Other/Feed.swift", "Other", .ui)],
            modules: modules),
        previous: nil)
    let task = try #require(first.tasks(holding: "Kit/TextField.swift").first)
    let cleanup = try #require(first.tasks.first { $0.kind == .cleanup && $0.module == "Kit" })
    #expect(cleanup.dependsOn.contains(task.id))
    let again = Planner().plan(
        Fixture.inventory([Fixture.file("Other/Feed.swift", "Other", .ui)], modules: modules), previous: first)
    #expect(again.tasks.first { $0.id == task.id }?.status == .done)
    let kept = try #require(again.tasks.first { $0.id == cleanup.id })
    #expect(kept.status == .todo)
    #expect(kept.dependsOn.contains(task.id))
}

/// A module of code getting Rx through another's target (`PlanItDS` depending on `ThirdPartyLib`, whose project lists
/// RxSwift) keeps a cleanup of its own project, which removes its flags: only a test module is cleaned up with what it
/// tests. So adding the dependency (a helper the reader now evaluates) takes no cleanup from an earlier plan.
@Test func aModuleGettingRxThroughAnotherKeepsItsOwnCleanup() throws {
    let project = { (name: String, dependencies: String) in
        """
        import ProjectDescription
        let project = Project(name: "\(name)", targets: [
            Target(name: "\(name)", platform: .iOS, product: .framework, bundleId: "app.\(name)",
                   sources: ["Sources/**"], dependencies: [\(dependencies)])
        ])
        """
    }
    let inventory = try Fixture.scanned([
        "/repo/ThirdPartyLib/Project.swift": project("ThirdPartyLib", ".external(name: \"RxSwift\")"),
        "/repo/PlanItDS/Project.swift": project(
            "PlanItDS", ".project(target: \"ThirdPartyLib\", path: \"../ThirdPartyLib\")"),
        "/repo/PlanItDS/Sources/TextField.swift": """
        import RxSwift

        final class TextField {
            let texts = PublishSubject<String>()
        }
        """,
    ])
    #expect(inventory.modules.first { $0.name == "PlanItDS" }?.dependencies == ["ThirdPartyLib"])
    let plan = Planner().plan(inventory, previous: nil)
    let task = try #require(plan.tasks(holding: "PlanItDS/Sources/TextField.swift").first)
    let own = try #require(plan.tasks.first { $0.kind == .cleanup && $0.module == "PlanItDS" })
    #expect(own.files.map(\.path) == ["PlanItDS/Project.swift"])
    #expect(TaskCleanupSection.modules(of: own, among: inventory.modules) == ["PlanItDS"])
    #expect(own.dependsOn.contains(task.id))
    let library = try #require(plan.tasks.first { $0.files.map(\.path) == ["ThirdPartyLib/Project.swift"] })
    #expect(!TaskCleanupSection.modules(of: library, among: inventory.modules).contains("PlanItDS"))
}

/// A test target the project declares with no Rx line and no file that sees Rx is no module whose leftovers the
/// cleanup's Goal names, though the project's cleanup covers it.
@Test func theCleanupGoalNamesOnlyModulesWithRx() throws {
    let pod = RxDependency(library: "RxSwift", location: SourceLocation(path: "Podfile", line: 2))
    let manifest = "App.xcodeproj/project.pbxproj"
    let modules = [
        Module(name: "App", kind: .xcode, manifest: manifest, rxDependencies: [pod]),
        Module(name: "AppUITests", kind: .xcode, isTest: true, manifest: manifest),
    ]
    let inventory = Fixture.inventory([Fixture.file("App/Feed.swift", "App", .data)], modules: modules)
    let plan = Planner().plan(inventory, previous: nil)
    let cleanup = try #require(cleanups(plan).first)
    let context = WorkspaceContext(plan: plan, modules: modules, fileModules: ["App/Feed.swift": "App"])
    let body = TaskMarkdown.body(cleanup, context: context)
    #expect(body.contains("Remove what the migration left behind in module `App`:"))
}

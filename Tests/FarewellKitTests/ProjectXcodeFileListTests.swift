import Foundation
import Testing

@testable import FarewellKit

/// An Xcode target that lists its files one by one (a `PBXBuildFile` in its Sources phase for each, no synchronized
/// folder) compiles a new file only once it is added: the tasks say so, naming the target and the project, and
/// `verify` fails while a file of the task's scope, a `+Rx.swift` file beside its files or a file `farewell scaffold`
/// wrote is in no target. A synchronized folder, SwiftPM, XcodeGen and Tuist glob their folders: nothing to add.
@Suite struct ProjectXcodeFileListTests {
    /// `App.xcodeproj` whose target `App` lists `App/LocationManager.swift`, `App/MapScreen.swift` and, when
    /// `shimListed`, `App/` + `third` (`LocationManager+Rx.swift`).
    static func project(shimListed: Bool = false, third: String = "LocationManager+Rx.swift") -> String {
        """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 56; objects = {
        B1 = {isa = PBXBuildFile; fileRef = R1; };
        B2 = {isa = PBXBuildFile; fileRef = R2; };
        B3 = {isa = PBXBuildFile; fileRef = R3; };
        R1 = {isa = PBXFileReference; path = LocationManager.swift; sourceTree = "<group>"; };
        R2 = {isa = PBXFileReference; path = MapScreen.swift; sourceTree = "<group>"; };
        R3 = {isa = PBXFileReference; path = "\(third)"; sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (G2); sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (R1, R2\(shimListed ? ", R3" : "")); path = App; sourceTree = "<group>"; };
        P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2\(shimListed ? ", B3" : "")); };
        T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = App;
            productType = "com.apple.product-type.application"; };
        J1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
        }; rootObject = J1; }
        """
    }

    /// The same target with its files in a synchronized folder, `App/`.
    static let synchronized = """
        // !$*UTF8*$!
        { archiveVersion = 1; objectVersion = 77; objects = {
        S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (S1); sourceTree = "<group>"; };
        T1 = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (S1); name = App;
            productType = "com.apple.product-type.application"; };
        J1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
        }; rootObject = J1; }
        """

    static let locationManager = """
        import RxSwift

        final class LocationManager {
            func locations() -> Observable<Int> { .just(1) }
        }
        """

    static let mapScreen = """
        import RxSwift

        final class MapScreen {
            let manager = LocationManager()
            let bag = DisposeBag()

            func start() {
                manager.locations().subscribe(onNext: { _ in }).disposed(by: bag)
            }
        }
        """

    /// The old Rx path and the shim a migration of `LocationManager` moves next to it.
    static let shim = """
        import RxSwift

        extension LocationManager {
            func locationsObservable() -> Observable<Int> { .just(1) }
        }
        """

    /// The repository with `manifests` (path -> text) and the two files, plus `more`.
    static func files(_ manifests: [String: String], more: [String: String] = [:]) -> [String: String] {
        var files = ["/repo/App/LocationManager.swift": locationManager, "/repo/App/MapScreen.swift": mapScreen]
        for (path, text) in manifests.merging(more, uniquingKeysWith: { _, new in new }) {
            files["/repo/" + path] = text
        }
        return files
    }

    static func scan(_ files: [String: String]) throws -> Inventory {
        try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    }

    /// The numbered lines of a task file's `## Steps`.
    static func steps(_ task: PlanTask, _ plan: Plan, _ inventory: Inventory) -> [String] {
        let fileModules = Dictionary(inventory.files.map { ($0.path, $0.module) }) { first, _ in first }
        let context = WorkspaceContext(plan: plan, modules: inventory.modules, fileModules: fileModules)
        let body = TaskMarkdown.body(task, context: context)
        let section = body.components(separatedBy: "## Steps\n\n").last?.components(separatedBy: "\n\n").first ?? ""
        return section.split(separator: "\n").map(String.init)
    }

    @Test func aTargetListingItsFilesIsNamedWithItsProject() throws {
        let listing = try Self.scan(Self.files(["App.xcodeproj/project.pbxproj": Self.project()]))
        #expect(
            listing.modules.map { "\($0.name) \($0.fileList.map { "\($0.target)@\($0.project)" } ?? "-")" } == [
                "App App@App.xcodeproj"
            ])
        let synchronized = try Self.scan(Self.files(["App.xcodeproj/project.pbxproj": Self.synchronized]))
        #expect(synchronized.modules.map { "\($0.name) \($0.fileList == nil)" } == ["App true"])
        let package = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", targets: [.target(name: "App", path: "App")])
            """
        let swiftPM = try Self.scan(Self.files(["Package.swift": package]))
        #expect(swiftPM.modules.map { "\($0.name) \($0.fileList == nil)" } == ["App true"])
        // A `Package.swift` beside the project with a target of the same name globbing the folder: the project still
        // lists its files, and builds only those.
        let both = try Self.scan(
            Self.files(["Package.swift": package, "App.xcodeproj/project.pbxproj": Self.project()]))
        #expect(
            both.modules.map { "\($0.name) \($0.kind) \($0.fileList.map { "\($0.target)@\($0.project)" } ?? "-")" } == [
                "App swiftpm App@App.xcodeproj"
            ])
        let plan = Planner().plan(both, previous: nil)
        let task = try #require(plan.tasks(holding: "App/LocationManager.swift").first)
        #expect(
            Self.steps(task, plan, both).contains {
                $0.contains(
                    "Add each file you create (a `+Rx.swift` or `+Async.swift` file too) to the target `App` in ")
            })
    }

    /// A task moving only operators into a `+Rx.swift` file creates it too: its Steps say to add it to the target.
    @Test func aTaskMovingOnlyOperatorsSaysToAddItsFileToTheTarget() throws {
        let operators = """
            import RxSwift

            extension ObservableType {
                func mapToVoid() -> Observable<Void> { map { _ in } }
            }
            """
        let screen = """
            import RxSwift

            final class MapScreen {
                let bag = DisposeBag()
                func start(_ taps: Observable<Int>) { taps.mapToVoid().subscribe().disposed(by: bag) }
            }
            """
        var files = Self.files(["App.xcodeproj/project.pbxproj": Self.project()])
        files["/repo/App/LocationManager.swift"] = operators
        files["/repo/App/MapScreen.swift"] = screen
        let inventory = try Self.scan(files)
        let plan = Planner(settings: PlanSettings(maxFiles: 1)).plan(inventory, previous: nil)
        let task = try #require(plan.tasks(holding: "App/LocationManager.swift").first)
        #expect(task.movesOnlyOperators)
        #expect(
            Self.steps(task, plan, inventory).contains(
                "5. Add each file you create (a `+Rx.swift` or `+Async.swift` file too) to the target `App` in "
                    + "`App.xcodeproj`: it lists its files one by one, and compiles no other."))
    }

    @Test func theMigrationStepsSayToAddNewFilesToTheTargetListingTheFiles() throws {
        let inventory = try Self.scan(Self.files(["App.xcodeproj/project.pbxproj": Self.project()]))
        let plan = Planner().plan(inventory, previous: nil)
        let task = try #require(plan.tasks(holding: "App/LocationManager.swift").first)
        #expect(
            Self.steps(task, plan, inventory) == [
                "1. Read this file and `rules.md` (its `## Lessons` too).",
                "2. Check that T-001, T-002 are merged; then create the branch `farewell/T-003-app-locationmanager` "
                    + "from an up-to-date main.",
                "3. Add the flag `rx_migration_t_003` (see Feature flag).",
                "4. Migrate each file in Scope with the Recipes; move the old Rx path and the shims into `+Rx.swift` "
                    + "files.",
                "5. Keep the shims under Boundary working for their callers.",
                "6. Add each file you create (a `+Rx.swift` or `+Async.swift` file too) to the target `App` in "
                    + "`App.xcodeproj`: it lists its files one by one, and compiles no other.",
                "7. Run `farewell verify T-003` until it exits 0.",
                "8. Build the project and run its tests, with the flag on and off.",
                "9. Write what you learned under `## Lessons`.",
                "10. Open the pull request (see Pull request).",
            ])
        let foundation = try #require(plan.tasks.first { $0.kind == .foundation && !$0.slug.hasSuffix("flags") })
        #expect(
            Self.steps(foundation, plan, inventory)[2]
                == "3. Add the FarewellAsync dependency, or run `farewell scaffold` and add the files it writes to the "
                + "target `App` in `App.xcodeproj`: it lists its files one by one, and compiles no other.")

        // A synchronized folder compiles what is put in it.
        let globbed = try Self.scan(Self.files(["App.xcodeproj/project.pbxproj": Self.synchronized]))
        let globbedPlan = Planner().plan(globbed, previous: nil)
        let globbedTask = try #require(globbedPlan.tasks(holding: "App/LocationManager.swift").first)
        #expect(!Self.steps(globbedTask, globbedPlan, globbed).contains { $0.contains("Add each file you create") })
        let globbedFoundation = try #require(globbedPlan.tasks.first { $0.kind == .foundation })
        // The default `RxBridges` at the root is in no folder of the target: the step names one that is.
        #expect(
            Self.steps(globbedFoundation, globbedPlan, globbed)[2]
                == "3. Add the FarewellAsync dependency, or run `farewell scaffold --output App/RxBridges`, a folder "
                + "`App` compiles.")
    }

    /// A local package beside a project listing its files: the package's folder for the package, the target's list
    /// for the app, where a task of each may come first.
    @Test func theScaffoldStepNamesAFolderOfEachModuleBuiltFromFolders() throws {
        let package = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Core", targets: [.target(name: "Core", path: "Sources/Core")])
            """
        var files = Self.files(["App.xcodeproj/project.pbxproj": Self.project()])
        files["/repo/Packages/Core/Package.swift"] = package
        files["/repo/Packages/Core/Sources/Core/Storage/Store.swift"] =
            "import RxSwift\nlet store = PublishSubject<Int>()\n"
        files["/repo/Packages/Core/Sources/Core/Sync/Engine.swift"] = "import RxSwift\nlet engine = DisposeBag()\n"
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        let plan = Planner().plan(inventory, previous: nil)
        let foundation = try #require(plan.tasks.first { $0.kind == .foundation && !$0.slug.hasSuffix("flags") })
        #expect(
            Self.steps(foundation, plan, inventory)[2]
                == "3. Add the FarewellAsync dependency, or run `farewell scaffold --output DIR` for a folder each module "
                + "with Rx compiles: `Packages/Core/Sources/Core/RxBridges` for `Core` and a folder whose files you add "
                + "to the target `App` in `App.xcodeproj` (it lists its files one by one). Where a module imports two of "
                + "them, keep one copy (the files are public) or add the FarewellAsync dependency instead.")
        // A module every other one with Rx depends on holds the one copy.
        let layered = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Core", targets: [
                .target(name: "Core", path: "Sources/Core"),
                .target(name: "Feature", dependencies: ["Core"], path: "Sources/Feature"),
            ])
            """
        let layeredFiles = [
            "/repo/Packages/Core/Package.swift": layered,
            "/repo/Packages/Core/Sources/Core/Store.swift": "import RxSwift\nlet store = PublishSubject<Int>()\n",
            "/repo/Packages/Core/Sources/Feature/Feed.swift": "import RxSwift\nlet feed = DisposeBag()\n",
        ]
        let layeredInventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(layeredFiles)).scan(root: "/repo")
        let layeredPlan = Planner().plan(layeredInventory, previous: nil)
        let base = try #require(layeredPlan.tasks.first { $0.kind == .foundation && !$0.slug.hasSuffix("flags") })
        #expect(
            Self.steps(base, layeredPlan, layeredInventory)[2]
                == "3. Add the FarewellAsync dependency, or run `farewell scaffold --output Packages/Core/Sources/Core/"
                + "RxBridges`, a folder `Core` compiles, which every module with Rx depends on (the files are public: "
                + "a module that does not import it adds the import where it uses them)."
        )
        // So do the flags, which the tasks of each module read.
        let flags = try #require(layeredPlan.tasks.first { $0.kind == .foundation && $0.slug.hasSuffix("flags") })
        #expect(
            Self.steps(flags, layeredPlan, layeredInventory)[2]
                == "3. Add the flag plumbing: one boolean per task name, off by default, readable where code branches "
                + "(in `Core`, which every module with Rx depends on).")
    }

    @Test func verifyFailsWhileANewPlusRxFileBesideTheTaskFilesIsInNoTarget() throws {
        let manifests = ["App.xcodeproj/project.pbxproj": Self.project()]
        let plan = Planner().plan(try Self.scan(Self.files(manifests)), previous: nil)
        let task = try #require(plan.tasks(holding: "App/LocationManager.swift").first)
        // The task done as its steps say, but for the project: the shim is on disk, in no target.
        let migrated = [
            "App/LocationManager.swift": "final class LocationManager {}\n", "App/LocationManager+Rx.swift": Self.shim,
        ]
        let unlisted = try Self.scan(Self.files(manifests, more: migrated))
        #expect(unlisted.files.first { $0.path == "App/LocationManager+Rx.swift" }?.module == "App (no target)")
        #expect(ScopeCheck.remaining(task, in: unlisted, plan: plan).isEmpty)
        #expect(
            TargetMembership.missing(task, in: unlisted, plan: plan) == [
                "App/LocationManager+Rx.swift is not in target App's sources in App.xcodeproj: add it"
            ])

        // Until it is added, the task stays open, and `status` does not say to mark it done.
        let replanned = Planner().plan(unlisted, previous: plan)
        #expect(replanned.tasks.first { $0.id == task.id }?.status == .todo)
        let dashboard = DashboardBuilder.build(plan: plan, inventory: unlisted, histories: [:], today: 0)
        #expect(!dashboard.warnings.noRxLeft.contains(task.id))

        let added = ["App.xcodeproj/project.pbxproj": Self.project(shimListed: true)]
        let listed = try Self.scan(Self.files(added, more: migrated))
        #expect(listed.files.first { $0.path == "App/LocationManager+Rx.swift" }?.module == "App")
        #expect(TargetMembership.missing(task, in: listed, plan: plan) == [])
        #expect(Planner().plan(listed, previous: plan).tasks.first { $0.id == task.id }?.status == .done)
    }

    /// A file of the scope the project no longer lists is named too; a task of files no target compiles, which
    /// deletes them, is not asked to add anything.
    @Test func verifyNamesAFileOfTheScopeTheProjectNoLongerLists() throws {
        let task = PlanTask(
            id: "T-003", title: "App: LocationManager", slug: "app-locationmanager", kind: .migration, wave: "W1",
            module: "App", layer: .data, files: [TaskFile(path: "App/MapScreen.swift", occurrences: [])], points: 3,
            flag: "rx_migration_t_003")
        let project = Self.project().replacingOccurrences(of: "files = (B1, B2)", with: "files = (B1)")
        let inventory = try Self.scan(Self.files(["App.xcodeproj/project.pbxproj": project]))
        #expect(
            TargetMembership.missing(task, in: inventory, plan: nil) == [
                "App/MapScreen.swift is not in target App's sources in App.xcodeproj: add it"
            ])
        var deleting = task
        deleting.module = "App (no target)"
        deleting.flag = ""
        #expect(TargetMembership.missing(deleting, in: inventory, plan: nil) == [])
    }

    @Test func verifyOfTheFoundationTaskNamesTheScaffoldedFilesInNoTarget() throws {
        var scaffolded: [String: String] = [:]
        for file in Scaffold.files { scaffolded["RxBridges/" + file.name] = file.contents }
        let manifests = ["App.xcodeproj/project.pbxproj": Self.project()]
        let inventory = try Self.scan(Self.files(manifests, more: scaffolded))
        let plan = Planner().plan(inventory, previous: nil)
        let foundation = try #require(plan.tasks.first { $0.kind == .foundation && !$0.slug.hasSuffix("flags") })
        let result = try #require(FoundationCheck.check(foundation, in: inventory, manifests: [:]))
        #expect(
            result.missing
                == Scaffold.files.map {
                    "RxBridges/\($0.name) is not in target App's sources in App.xcodeproj: add it"
                })

        let globbed = try Self.scan(Self.files(["App.xcodeproj/project.pbxproj": Self.synchronized], more: scaffolded))
        let passing = try #require(FoundationCheck.check(foundation, in: globbed, manifests: [:]))
        #expect(passing.missing == [])
    }

    /// A target with a synchronized folder beside the files it lists compiles what is put in the folder; a file beside
    /// its listed files must be added.
    @Test func aSynchronizedFolderOfATargetThatListsFilesTakesNewFilesIn() throws {
        let list = try #require(ProjectFixtures.resolve("xcode-groups").module(named: "Shop")?.fileList)
        #expect("\(list.target)@\(list.project)" == "Shop@Shop.xcodeproj")
        #expect(list.needsListing("App/Features/Screens/LoginViewController+Rx.swift"))
        #expect(!list.needsListing("Widgets/Clock+Rx.swift"))
    }

    /// Of two projects listing their files, the foundation task names both targets, and `verify` of it both too.
    @Test func theFoundationTaskNamesEachTargetListingItsFiles() throws {
        var files: [String: String] = [:]
        for name in ["App", "Kit"] {
            files["/repo/\(name).xcodeproj/project.pbxproj"] = """
                // !$*UTF8*$!
                { archiveVersion = 1; objectVersion = 56; objects = {
                B1 = {isa = PBXBuildFile; fileRef = R1; };
                R1 = {isa = PBXFileReference; path = \(name)Feed.swift; sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (G2); sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (R1); path = \(name); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = \(name);
                    productType = "com.apple.product-type.framework"; };
                J1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
                }; rootObject = J1; }
                """
            files["/repo/\(name)/\(name)Feed.swift"] =
                "import RxSwift\nlet \(name.lowercased())Feed = Observable.just(1)\n"
        }
        files["/repo/RxBridges/Single+Async.swift"] = SingleBridgeTemplate.text
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        let plan = Planner().plan(inventory, previous: nil)
        let foundation = try #require(plan.tasks.first { $0.kind == .foundation && !$0.slug.hasSuffix("flags") })
        #expect(
            Self.steps(foundation, plan, inventory)[2]
                == "3. Add the FarewellAsync dependency, or run `farewell scaffold` and add the files it writes to each of "
                + "the targets `App` in `App.xcodeproj` and `Kit` in `Kit.xcodeproj` that uses them: they list their files "
                + "one by one, and compile no other.")
        #expect(
            try #require(FoundationCheck.check(foundation, in: inventory, manifests: [:])).missing == [
                "RxBridges/Single+Async.swift is in no target's sources: add it to those of App (App.xcodeproj), "
                    + "Kit (Kit.xcodeproj) that use it"
            ])
    }

    /// The migration task `T-003` of module `Platform` holding `paths`: a use case's protocol and implementation.
    static func usecaseTask(_ paths: String...) -> PlanTask {
        PlanTask(
            id: "T-003", title: "Platform: HomeUsecase", slug: "platform-homeusecase", kind: .migration, wave: "W2",
            module: "Platform", layer: .domain, files: paths.map { TaskFile(path: $0, occurrences: []) }, points: 3,
            flag: "rx_migration_t_003")
    }

    /// Xcode modules of `App.xcodeproj` named `names`, each listing its files; those ending in `Tests` are tests.
    static func listingModules(_ names: String...) -> [Module] {
        names.map { name in
            var module = Module(
                name: name, kind: .xcode, isTest: name.hasSuffix("Tests"), manifest: "App.xcodeproj/project.pbxproj")
            module.fileList = XcodeFileList(project: "App.xcodeproj", target: name)
            return module
        }
    }

    /// A task whose files lie in two modules listing their files (a `Domain` protocol and its `Platform`
    /// implementation) names both targets, each for its own files.
    @Test func aTaskOfTwoModulesNamesTheTargetOfEach() {
        let task = Self.usecaseTask(
            "Domain/HomeUsecase.swift", "Platform/HomeUsecase.swift", "PlatformTests/HomeUsecaseTests.swift")
        let modules = Self.listingModules("Domain", "Platform", "PlatformTests")
        // The tests, rewritten in place, get no new file: their target is not named.
        let context = WorkspaceContext(
            plan: Plan(waves: [], tasks: [task], baseline: 0), modules: modules,
            fileModules: [
                "Domain/HomeUsecase.swift": "Domain", "Platform/HomeUsecase.swift": "Platform",
                "PlatformTests/HomeUsecaseTests.swift": "PlatformTests",
            ])
        #expect(
            TaskMarkdown.body(task, context: context).contains(
                "Add each file you create (a `+Rx.swift` or `+Async.swift` file too) to the target of the file it is "
                    + "created beside, the target `Domain` in `App.xcodeproj` beside a file of `Domain`, the target "
                    + "`Platform` in `App.xcodeproj` beside a file of `Platform`: each lists its files one by one, and "
                    + "compiles no other."))
    }

    /// Files two app targets compile (`alsoIn`: a demo app's second scheme) get what is created beside them in both
    /// targets: the step names each, not only the first module's.
    @Test func filesTwoTargetsCompileGetNewFilesInBoth() {
        let task = Self.usecaseTask("App/APIService.swift", "App/HomeScreen.swift")
        let modules = Self.listingModules("App", "AppQ")
        let context = WorkspaceContext(
            plan: Plan(waves: [], tasks: [task], baseline: 0), modules: modules,
            sharedFiles: ["App/APIService.swift": ["AppQ"], "App/HomeScreen.swift": ["AppQ"]],
            fileModules: ["App/APIService.swift": "App", "App/HomeScreen.swift": "App"])
        #expect(
            TaskMarkdown.body(task, context: context).contains(
                "Add each file you create (a `+Rx.swift` or `+Async.swift` file too) to each of the target `App` in "
                    + "`App.xcodeproj` and the target `AppQ` in `App.xcodeproj`, which all compile the files in scope: "
                    + "each lists its files one by one, and compiles no other."))
    }

    /// A fake in the test target (`FakeAPIService.swift`, no test case) may get a `+Rx.swift` beside it, which `verify`
    /// asks of the test target: the step names that target too.
    @Test func aFakeInTheTestTargetNamesItsTarget() {
        let task = Self.usecaseTask("App/APIService.swift", "AppTests/FakeAPIService.swift")
        let modules = Self.listingModules("App", "AppTests")
        let context = WorkspaceContext(
            plan: Plan(waves: [], tasks: [task], baseline: 0), modules: modules,
            fileModules: ["App/APIService.swift": "App", "AppTests/FakeAPIService.swift": "AppTests"])
        #expect(
            TaskMarkdown.body(task, context: context).contains(
                "the target `App` in `App.xcodeproj` beside a file of `App`, the target `AppTests` in `App.xcodeproj` "
                    + "beside a file of `AppTests`: each lists"))
    }

    /// `verify` names the target of the module whose files lie beside the one missing: a `+Rx.swift` file of
    /// `Domain/` goes to `Domain`, not to the task's module `Platform`.
    @Test func verifyNamesTheTargetOfTheModuleBesideTheMissingFile() throws {
        let project = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; objects = {
            B1 = {isa = PBXBuildFile; fileRef = R1; };
            B2 = {isa = PBXBuildFile; fileRef = R2; };
            R1 = {isa = PBXFileReference; path = HomeUsecase.swift; sourceTree = "<group>"; };
            R2 = {isa = PBXFileReference; path = HomeUsecaseImpl.swift; sourceTree = "<group>"; };
            G1 = {isa = PBXGroup; children = (G2, G3); sourceTree = "<group>"; };
            G2 = {isa = PBXGroup; children = (R1); path = Domain; sourceTree = "<group>"; };
            G3 = {isa = PBXGroup; children = (R2); path = Platform; sourceTree = "<group>"; };
            P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
            P2 = {isa = PBXSourcesBuildPhase; files = (B2); };
            T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = Domain;
                productType = "com.apple.product-type.framework"; };
            T2 = {isa = PBXNativeTarget; buildPhases = (P2); name = Platform;
                productType = "com.apple.product-type.framework"; };
            J1 = {isa = PBXProject; mainGroup = G1; targets = (T1, T2); };
            }; rootObject = J1; }
            """
        let inventory = try Self.scan([
            "/repo/App.xcodeproj/project.pbxproj": project,
            "/repo/Domain/HomeUsecase.swift": "import RxSwift\npublic protocol HomeUsecase { func load() async }\n",
            "/repo/Domain/HomeUsecase+Rx.swift": "import RxSwift\nextension HomeUsecase {}\n",
            "/repo/Platform/HomeUsecaseImpl.swift": "import RxSwift\nfinal class HomeUsecaseImpl {}\n",
        ])
        let task = Self.usecaseTask("Domain/HomeUsecase.swift", "Platform/HomeUsecaseImpl.swift")
        #expect(
            TargetMembership.missing(task, in: inventory, plan: nil) == [
                "Domain/HomeUsecase+Rx.swift is not in target Domain's sources in App.xcodeproj: add it"
            ])
    }
}

import Testing

@testable import FarewellKit

/// Deployment targets read from each manifest format, and the advice the plan derives from them.
@Suite struct ProjectDeploymentTargetTests {
    private func targets(_ manifests: [(String, String)], files: [String]) -> [String: String] {
        let assignment = ModuleResolver.resolve(
            manifests: manifests.map { ManifestFile(path: $0.0, bytes: Array($0.1.utf8)) }, swiftFiles: files)
        var result: [String: String] = [:]
        for module in assignment.modules {
            result[module.name] = module.deploymentTargets.map(\.description).joined(separator: ", ")
        }
        return result
    }

    @Test func versionsAreNormalizedComparedAndReducedToTheLowestPerPlatform() {
        #expect(DeploymentTarget.normalized("15") == "15.0")
        #expect(DeploymentTarget.normalized("\"16.0.0\"") == "16.0")
        #expect(DeploymentTarget.normalized(".v13_4") == "13.4")
        #expect(DeploymentTarget.normalized("10.15.4") == "10.15.4")
        #expect(DeploymentTarget.normalized("$(inherited)") == nil)
        #expect(DeploymentTarget.normalized("") == nil)
        #expect(DeploymentTarget.normalized("0") == nil)
        #expect(DeploymentTarget(platformName: "IPHONEOS", versionText: "12.0")?.description == "iOS 12.0")
        #expect(DeploymentTarget(platformName: "MACOSX", versionText: "10.15")?.description == "macOS 10.15")
        #expect(DeploymentTarget(platformName: "macCatalyst", versionText: "15.0") == nil)
        let ios = DeploymentTarget(platform: "iOS", version: "16.4")
        #expect(ios.isBelow([17]) && ios.isBelow([16, 5]) && !ios.isBelow([16, 4]) && !ios.isBelow([16]))
        let lowest = DeploymentTarget.lowest([
            DeploymentTarget(platform: "macOS", version: "13.0"), DeploymentTarget(platform: "iOS", version: "9.0"),
            DeploymentTarget(platform: "iOS", version: "10.0"), DeploymentTarget(platform: "iOS", version: "15.0"),
        ])
        #expect(lowest.map(\.description) == ["iOS 9.0", "macOS 13.0"])
    }

    @Test func xcodeTargetsReadTheirOwnSettingsElseTheProjectsForTheirSDK() {
        let project = """
            // !$*UTF8*$!
            { objects = {
                P = { isa = PBXProject; buildConfigurationList = PL; targets = (A, B, C); };
                PL = { isa = XCConfigurationList; buildConfigurations = (PD, PR); };
                PD = { isa = XCBuildConfiguration; name = Debug; buildSettings = {
                    IPHONEOS_DEPLOYMENT_TARGET = 14.0; MACOSX_DEPLOYMENT_TARGET = 11.0; SDKROOT = iphoneos; }; };
                PR = { isa = XCBuildConfiguration; name = Release; buildSettings = {
                    IPHONEOS_DEPLOYMENT_TARGET = 14.0; SDKROOT = iphoneos; }; };
                A = { isa = PBXNativeTarget; name = App; buildConfigurationList = AL; buildPhases = (AS); };
                AL = { isa = XCConfigurationList; buildConfigurations = (AD, AR); };
                AD = { isa = XCBuildConfiguration; name = Debug; buildSettings = {
                    IPHONEOS_DEPLOYMENT_TARGET = 15.0; }; };
                AR = { isa = XCBuildConfiguration; name = Release; buildSettings = {
                    IPHONEOS_DEPLOYMENT_TARGET = "$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)"; }; };
                AS = { isa = PBXSourcesBuildPhase; files = (AF); };
                AF = { isa = PBXBuildFile; fileRef = AFR; };
                AFR = { isa = PBXFileReference; path = App/App.swift; sourceTree = "<group>"; };
                B = { isa = PBXNativeTarget; name = Kit; buildConfigurationList = BL; buildPhases = (BS); };
                BL = { isa = XCConfigurationList; buildConfigurations = (BD); };
                BD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = Kit; }; };
                BS = { isa = PBXSourcesBuildPhase; files = (BF); };
                BF = { isa = PBXBuildFile; fileRef = BFR; };
                BFR = { isa = PBXFileReference; path = Kit/Kit.swift; sourceTree = "<group>"; };
                C = { isa = PBXNativeTarget; name = Mac; buildConfigurationList = CL; buildPhases = (CS); };
                CL = { isa = XCConfigurationList; buildConfigurations = (CD); };
                CD = { isa = XCBuildConfiguration; name = Debug; buildSettings = {
                    SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 12.0; }; };
                CS = { isa = PBXSourcesBuildPhase; files = (CF); };
                CF = { isa = PBXBuildFile; fileRef = CFR; };
                CFR = { isa = PBXFileReference; path = Mac/Mac.swift; sourceTree = "<group>"; };
            }; rootObject = P; }
            """
        let found = targets(
            [("Shop.xcodeproj/project.pbxproj", project)], files: ["App/App.swift", "Kit/Kit.swift", "Mac/Mac.swift"])
        // App: its Debug value (its Release names a variable, which is not read; the project's 14.0 does not
        // stand in for a setting the target has). Kit: the project's, for the iOS SDK only. Mac: its own SDK's.
        #expect(found["App"] == "iOS 15.0")
        #expect(found["Kit"] == "iOS 14.0")
        #expect(found["Mac"] == "macOS 12.0")
    }

    /// A target building with Swift 3 (`SWIFT_VERSION = 3.0`, its own or the project's) gets the foundation task's
    /// advice to move to Swift 5 first; Swift 4 and 5 targets none.
    @Test func aSwift3TargetIsToldToMoveToSwift5First() throws {
        let project = """
            // !$*UTF8*$!
            { objects = {
                P = { isa = PBXProject; buildConfigurationList = PL; targets = (A, B); };
                PL = { isa = XCConfigurationList; buildConfigurations = (PD); };
                PD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SWIFT_VERSION = 3.0; }; };
                A = { isa = PBXNativeTarget; name = Old; buildConfigurationList = AL; buildPhases = (AS); };
                AL = { isa = XCConfigurationList; buildConfigurations = (AD); };
                AD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = Old; }; };
                AS = { isa = PBXSourcesBuildPhase; files = (AF); };
                AF = { isa = PBXBuildFile; fileRef = AFR; };
                AFR = { isa = PBXFileReference; path = Old/Old.swift; sourceTree = "<group>"; };
                B = { isa = PBXNativeTarget; name = New; buildConfigurationList = BL; buildPhases = (BS); };
                BL = { isa = XCConfigurationList; buildConfigurations = (BD); };
                BD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SWIFT_VERSION = 4.2; }; };
                BS = { isa = PBXSourcesBuildPhase; files = (BF); };
                BF = { isa = PBXBuildFile; fileRef = BFR; };
                BFR = { isa = PBXFileReference; path = New/New.swift; sourceTree = "<group>"; };
            }; rootObject = P; }
            """
        let assignment = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "Old.xcodeproj/project.pbxproj", bytes: Array(project.utf8))],
            swiftFiles: ["Old/Old.swift", "New/New.swift"])
        let modules = Dictionary(uniqueKeysWithValues: assignment.modules.map { ($0.name, $0) })
        #expect(modules["Old"]?.swiftVersions == ["3.0"])
        #expect(modules["New"]?.swiftVersions == ["4.2"])
        let text = try #require(DeploymentAdvice.swiftVersionParagraph(modules: assignment.modules))
        #expect(text.hasPrefix("## Swift language version\n\nThe Xcode targets of `Old` (`3.0`) build with Swift 3"))
        #expect(DeploymentAdvice.swiftVersionParagraph(modules: [try #require(modules["New"])]) == nil)
    }

    @Test func anSDKWithoutADeploymentTargetStillNamesThePlatform() throws {
        let project = """
            // !$*UTF8*$!
            { objects = {
                P = { isa = PBXProject; buildConfigurationList = PL; targets = (A, B); };
                PL = { isa = XCConfigurationList; buildConfigurations = (PD); };
                PD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = macosx; }; };
                A = { isa = PBXNativeTarget; name = Desk; buildConfigurationList = AL; buildPhases = (AS); };
                AL = { isa = XCConfigurationList; buildConfigurations = (AD); };
                AD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { PRODUCT_NAME = Desk; }; };
                AS = { isa = PBXSourcesBuildPhase; files = (AF); };
                AF = { isa = PBXBuildFile; fileRef = AFR; };
                AFR = { isa = PBXFileReference; path = Desk/Desk.swift; sourceTree = "<group>"; };
                B = { isa = PBXNativeTarget; name = Phone; buildConfigurationList = BL; buildPhases = (BS); };
                BL = { isa = XCConfigurationList; buildConfigurations = (BD); };
                BD = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; }; };
                BS = { isa = PBXSourcesBuildPhase; files = (BF); };
                BF = { isa = PBXBuildFile; fileRef = BFR; };
                BFR = { isa = PBXFileReference; path = Phone/Phone.swift; sourceTree = "<group>"; };
            }; rootObject = P; }
            """
        let assignment = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "Desk.xcodeproj/project.pbxproj", bytes: Array(project.utf8))],
            swiftFiles: ["Desk/Desk.swift", "Phone/Phone.swift"])
        let modules = Dictionary(uniqueKeysWithValues: assignment.modules.map { ($0.name, $0) })
        // No version is stated, so none is listed; the SDK (the project's for `Desk`, its own for `Phone`) still
        // tells the platform, and an app for macOS alone hears AppKit's words.
        #expect(modules["Desk"]?.deploymentTargets == [])
        #expect(modules["Desk"]?.platforms == ["macOS"])
        #expect(modules["Phone"]?.platforms == ["iOS"])
        #expect(UIFramework.of([try #require(modules["Desk"])]) == .appKit)
        #expect(UIFramework.of(assignment.modules) == .uiKit)
    }

    @Test func swiftPackagesPodfilesXcodeGenAndTuistStateTheirs() {
        let package = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Core", platforms: [.iOS(.v13_4), .macOS("12.0"), .macCatalyst(.v15), .iOS(.v15)],
                targets: [.target(name: "Core"), .testTarget(name: "CoreTests", dependencies: ["Core"])])
            """
        let podfile = """
            platform :ios, '12.0'
            target 'Legacy' do
              platform :ios, '11.0'
              pod 'RxSwift'
            end
            target 'Other' do
              pod 'RxCocoa'
            end
            """
        let xcodegen = """
            name: Gen
            options:
              deploymentTarget:
                iOS: "14.0"
            targets:
              Gen:
                type: application
                platform: iOS
                sources: [Gen]
              GenNew:
                type: framework
                platform: iOS
                deploymentTarget: "16.0"
                sources: [GenNew]
            """
        let tuist = """
            import ProjectDescription
            let project = Project(name: "Journal", targets: [
                .target(name: "Journal", product: .app, sources: ["App/**"], deploymentTargets: .iOS("17.0")),
                .target(name: "Widgets", product: .framework, sources: ["Widgets/**"],
                        deploymentTargets: .multiplatform(iOS: "16.0", macOS: "13.0")),
                Target(name: "Archive", product: .framework, sources: ["Archive/**"],
                       deploymentTarget: .iOS(targetVersion: "15.0", devices: .iphone)),
            ])
            """
        let found = targets(
            [
                ("Packages/Core/Package.swift", package), ("Mobile/Podfile", podfile),
                ("Gen/project.yml", xcodegen), ("Tuist/Project.swift", tuist),
            ],
            files: [
                "Packages/Core/Sources/Core/A.swift", "Packages/Core/Tests/CoreTests/B.swift",
                "Mobile/Legacy/C.swift", "Mobile/Other/D.swift", "Gen/Gen/E.swift", "Gen/GenNew/F.swift",
                "Tuist/App/G.swift", "Tuist/Widgets/H.swift", "Tuist/Archive/I.swift",
            ])
        #expect(found["Core"] == "iOS 13.4, macOS 12.0")
        #expect(found["CoreTests"] == "iOS 13.4, macOS 12.0")
        #expect(found["Legacy"] == "iOS 11.0")
        #expect(found["Other"] == "iOS 12.0")
        #expect(found["Gen"] == "iOS 14.0")
        #expect(found["GenNew"] == "iOS 16.0")
        #expect(found["Journal"] == "iOS 17.0")
        #expect(found["Widgets"] == "iOS 16.0, macOS 13.0")
        #expect(found["Archive"] == "iOS 15.0")
    }

    /// A podspec's `s.ios.deployment_target` and `s.platform` are its pod's and its test spec's.
    @Test func podspecsStateTheirs() {
        let kit = """
            Pod::Spec.new do |s|
              s.name = 'Kit'
              s.ios.deployment_target = '14.0'
              s.osx.deployment_target = "11.0"
              s.source_files = 'Kit/Classes/**/*'
              s.test_spec 'Tests' do |t|
                t.source_files = 'Kit/Tests/**/*'
              end
            end
            """
        let old =
            "Pod::Spec.new do |s|\n  s.name = 'Old'\n  s.platform = :ios, '12.0'\n  s.source_files = 'Old/**/*'\nend\n"
        let found = targets(
            [("Kit/Kit.podspec", kit), ("Old/Old.podspec", old)],
            files: ["Kit/Kit/Classes/A.swift", "Kit/Kit/Tests/B.swift", "Old/Old/C.swift"])
        #expect(found["Kit"] == "iOS 14.0, macOS 11.0")
        #expect(found["Kit-Unit-Tests"] == "iOS 14.0, macOS 11.0")
        #expect(found["Old"] == "iOS 12.0")
    }

    @Test func tuistHelpersLendTheirValuesToTargetsThatStateNone() {
        let helper = """
            import ProjectDescription
            public enum Environment {
                public static let deploymentTarget: DeploymentTargets = .iOS("16.0")
            }
            extension Project {
                public static func module(name: String, iOSTargetVersion: String = "15.0.0") -> Project { fatalError() }
            }
            """
        let named = """
            import ProjectDescription
            import ProjectDescriptionHelpers
            let project = Project(name: "Feed", targets: [
                .target(name: "Feed", product: .framework, sources: ["Sources/**"],
                        deploymentTargets: Environment.deploymentTarget),
            ])
            """
        let made = """
            import ProjectDescription
            import ProjectDescriptionHelpers
            let project = Project.module(name: "Chat", iOSTargetVersion: "14.0")
            """
        let found = targets(
            [
                ("Tuist/ProjectDescriptionHelpers/Environment.swift", helper),
                ("Features/Feed/Project.swift", named), ("Features/Chat/Project.swift", made),
            ],
            files: ["Features/Feed/Sources/A.swift", "Features/Chat/Sources/B.swift"])
        // A helper's constant, by name; a target a helper makes takes the argument its manifest passes.
        #expect(found["Feed"] == "iOS 16.0")
        #expect(found["Chat"] == "iOS 14.0")
    }

    @Test func farewellJSONWinsForThePlatformsItNames() throws {
        let (configuration, warnings) = try ConfigurationFile.parse(
            Array(#"{"deploymentTargets": {"iOS": "17", "ios": "16.0"}}"#.utf8), path: "farewell.json")
        #expect(warnings == [])
        #expect(configuration.deploymentTargets.map(\.description) == ["iOS 16.0"])
        #expect(ConfigurationFile.render(configuration).contains(#""deploymentTargets" : {"#))
        #expect(!ConfigurationFile.render(Configuration()).contains("deploymentTargets"))
        #expect(throws: FarewellError.self) {
            try ConfigurationFile.parse(Array(#"{"deploymentTargets": {"iOS": "latest"}}"#.utf8), path: "farewell.json")
        }
        do {
            _ = try ConfigurationFile.parse(Array(#"{"deploymentTargets": {"car": "1.0"}}"#.utf8), path: "f.json")
            Issue.record("a platform farewell does not know was accepted")
        } catch {
            #expect("\(error)".contains("deploymentTargets"))
        }
    }
}

/// What `rules.md` and the task files say about the targets.
@Suite struct DeploymentAdviceTests {
    private func module(_ name: String, _ targets: [(String, String)]) -> Module {
        Module(
            name: name, kind: .swiftpm,
            deploymentTargets: targets.map { DeploymentTarget(platform: $0.0, version: $0.1) })
    }

    @Test func aTaskHearsOnlyOfTheLimitsItsRecipesMeet() throws {
        let recipes = "- `BehaviorRelay` → a StateRelay; or an @Observable property\n"
        let old = try #require(
            DeploymentAdvice.taskParagraph(modules: [module("Core", [("iOS", "14.0")])], recipes: recipes))
        #expect(old.contains("Module `Core` builds for iOS 14.0"))
        #expect(!old.contains("Swift Concurrency (`async`/`await`, `Task`, `AsyncStream`) needs"))
        #expect(old.contains("FarewellAsync (`StateRelay`"))
        #expect(old.contains("`@Observable` (Observation) needs iOS 17"))
        #expect(!old.contains("Duration"))
        let ancient = try #require(
            DeploymentAdvice.taskParagraph(modules: [module("Legacy", [("iOS", "12.0")])], recipes: "- `Single`\n"))
        #expect(ancient.contains("Swift Concurrency (`async`/`await`, `Task`, `AsyncStream`) needs iOS 13"))
        #expect(DeploymentAdvice.taskParagraph(modules: [module("New", [("iOS", "17.0")])], recipes: recipes) == nil)
        #expect(DeploymentAdvice.taskParagraph(modules: [module("Unknown", [])], recipes: recipes) == nil)
    }

    /// Modules building for different targets are named with their own: a test target of the app building for iOS
    /// 14.3 is not said to build for the package's iOS 13.0, macOS 10.15.
    @Test func modulesOfDifferentTargetsAreNamedWithTheirOwn() throws {
        let recipes = "- `BehaviorRelay` → a StateRelay\n"
        let text = try #require(
            DeploymentAdvice.taskParagraph(
                modules: [
                    module("Core", [("iOS", "13.0"), ("macOS", "10.15")]),
                    module("CoreTests", [("iOS", "13.0"), ("macOS", "10.15")]), module("AppTests", [("iOS", "14.3")]),
                ], recipes: recipes))
        #expect(
            text.contains(
                "Modules `Core`, `CoreTests` build for iOS 13.0, macOS 10.15 and `AppTests` for iOS 14.3, older than "
                    + "some replacements here need:"))
    }

    /// A task whose constructs' replacements name `@Observable` (a `BehaviorRelay`'s row, in a view model's or a data
    /// repository's task) hears that it needs iOS 17; a view model's task whose only mention of it is a category's
    /// general advice for UI state (`PublishRelay`) does not, nor a task of tests, which hold no UI state.
    @Test func tasksWhoseConstructsSuggestObservableHearThatItNeedsIOS17() {
        let relay = { (construct: String) in
            TaskFile(
                path: "App/\(construct).swift",
                occurrences: [
                    Occurrence(line: 3, column: 9, symbol: construct, construct: construct, category: .subject)
                ])
        }
        let task = { (id: String, layer: Layer, construct: String) in
            PlanTask(
                id: id, title: id, slug: id.lowercased(), kind: .migration, wave: "W1", module: "App", layer: layer,
                files: [relay(construct)], points: 3, flag: "", status: .todo, pr: nil)
        }
        let tasks = [
            task("T-003", .data, "BehaviorRelay"), task("T-004", .presentation, "BehaviorRelay"),
            task("T-005", .presentation, "PublishRelay"), task("T-006", .test, "BehaviorRelay"),
        ]
        let context = WorkspaceContext(
            plan: Plan(waves: [], tasks: tasks, baseline: 3), guide: ConstructGuides.lookup(.standard),
            modules: [module("App", [("iOS", "15.0")])])
        let advice = tasks.map { task in
            let recipes = TaskRecipeSection.recipes(task, context: context)
            return recipes.split(separator: "\n").filter { $0.hasPrefix("- `@Observable`") }
        }
        let observable =
            "- `@Observable` (Observation) needs iOS 17: keep UI state in an `ObservableObject` with `@Published` "
            + "properties, or a `StateRelay`."
        #expect(advice == [[Substring(observable)], [Substring(observable)], [], []])
        #expect(TaskRecipeSection.recipes(tasks[2], context: context).contains("an `@Observable` property"))
    }

    @Test func rulesGroupModulesByTargetAndNameWhatTheLowestRulesOut() throws {
        let modules = [
            module("App", [("iOS", "17.0")]), module("Core", [("iOS", "9.0")]), module("Kit", [("iOS", "10.0")]),
            module("Folder", []),
        ]
        let text = try #require(DeploymentAdvice.rulesParagraph(modules: modules))
        #expect(
            text.contains("- iOS 9.0: `Core`\n- iOS 10.0: `Kit`\n- iOS 17.0: `App`\n"),
            "grouped and sorted by version, not by text")
        #expect(text.contains("needs iOS 13"))
        #expect(!text.contains("Folder"))
        #expect(DeploymentAdvice.rulesParagraph(modules: [module("Folder", [])]) == nil)
    }

    @Test func theNoteThatObservableIsNoRxSuggestsNothingAndClockedOperatorsNeedIOS16() throws {
        let core = [module("Core", [("iOS", "15.0")])]
        let note = "- `Observable` → AsyncSequence. Any use in code. " + DeploymentAdvice.observableNote + "\n"
        #expect(DeploymentAdvice.taskParagraph(modules: core, recipes: note) == nil)
        let debounce = "- `debounce` → debounce/throttle from swift-async-algorithms, or Task.sleep\n"
        let text = try #require(DeploymentAdvice.taskParagraph(modules: core, recipes: debounce))
        #expect(text.contains("`debounce`, `throttle`, `AsyncTimerSequence`) need iOS 16"))
    }

    /// RxCocoa's `rx.notification` becomes `notifications(named:)`, and Moya's requests may move to URLSession's
    /// `data(for:)`: both iOS 15, which a task below it hears of from the catalog's own recipes.
    @Test func foundationsAsyncAPIsNeedIOS15() throws {
        let catalog = Catalog.standard
        let recipe = { (id: String) throws -> String in
            let construct = try #require(catalog.constructs.first { $0.id == id })
            return "- `\(id)` → \(construct.concurrency)\n"
        }
        for id in ["rx.notification", "rx.request", "rx.response"] {
            let text = try #require(
                DeploymentAdvice.taskParagraph(modules: [module("ChatX", [("iOS", "14.1")])], recipes: recipe(id)))
            #expect(
                text.contains(
                    "- Foundation's async APIs (`NotificationCenter`'s `notifications(named:)`, `URLSession`'s "
                        + "`data(for:)`) need iOS 15: feed an `AsyncStream` from "
                        + "`addObserver(forName:object:queue:using:)`"), "\(id)")
            let raised = try recipe(id)
            #expect(
                DeploymentAdvice.taskParagraph(modules: [module("ChatX", [("iOS", "15.0")])], recipes: raised) == nil)
        }
        let single = try recipe("Single")
        #expect(DeploymentAdvice.taskParagraph(modules: [module("ChatX", [("iOS", "14.1")])], recipes: single) == nil)
    }

    @Test func belowFarewellAsyncsTargetNoAdviceNamesItsTypes() throws {
        let recipes = "- `BehaviorRelay` → a StateRelay; or an @Observable property\n"
        let text = try #require(
            DeploymentAdvice.taskParagraph(modules: [module("Legacy", [("iOS", "14.0")])], recipes: recipes))
        #expect(
            text.contains(
                "`@Observable` (Observation) needs iOS 17: keep UI state in an `ObservableObject` with "
                    + "`@Published` properties.\n"))
        let foundation = try #require(
            DeploymentAdvice.foundationParagraph(modules: [module("Legacy", [("iOS", "12.0")])]))
        #expect(foundation.hasPrefix("## Deployment target\n\nThe modules holding Rx build for iOS 12.0 at the lowest"))
        #expect(
            foundation.contains("needs iOS 13") && foundation.contains("FarewellAsync")
                && !foundation.contains("@Observable"))
        #expect(DeploymentAdvice.foundationParagraph(modules: [module("New", [("iOS", "15.0")])]) == nil)
    }

    @Test func aTasksModulesAreThoseOfAllItsFiles() {
        let task = PlanTask(
            id: "T-003", title: "Users", slug: "users", kind: .migration, wave: "W2", module: "App",
            layer: .presentation,
            files: [
                TaskFile(path: "App/UsersViewModel.swift", occurrences: []),
                TaskFile(path: "AppTests/UsersViewModelTests.swift", occurrences: []),
            ],
            points: 4, flag: "", status: .todo, pr: nil)
        let context = WorkspaceContext(
            plan: Plan(waves: [], tasks: [task], baseline: 0),
            modules: [module("App", [("iOS", "15.0")]), module("AppTests", [("iOS", "12.0")]), module("Other", [])],
            fileModules: [
                "App/UsersViewModel.swift": "App", "AppTests/UsersViewModelTests.swift": "AppTests",
                "Other/Seen.swift": "Other",
            ])
        #expect(context.modules(of: task).map(\.name) == ["App", "AppTests"])
        // `Other` sees Rx (a module it imports re-exports it) and no task migrates any of its files: it holds none.
        #expect(context.rxModules.map(\.name) == ["App", "AppTests"])
    }
}

import Testing

@testable import FarewellKit

@Suite struct ProjectTuistTests {
    let assignment = ProjectFixtures.resolve("tuist")

    @Test func sourceGlobsClaimTheirFoldersMinusExclusions() {
        #expect(
            assignment.fileModules == [
                "Project.swift": "Root",
                "Targets/App/Sources/JournalApp.swift": "Journal",
                "Targets/App/Tests/JournalTests.swift": "JournalTests",
                "Targets/Core/Sources/Entry.swift": "JournalCore",
                "Targets/Core/Sources/Internal/Cache.swift": "Internal",
                "Tuist/Package.swift": "Tuist",
            ])
        #expect(assignment.diagnostics == [])
    }

    @Test func productsDependenciesAndExternalRxLibrariesAreRead() {
        let summary = assignment.modules.filter { $0.kind == .tuist }.map {
            "\($0.name) test=\($0.isTest) deps=\($0.dependencies) rx=\($0.rxDependencies.map(\.summary)) "
                + "shared=\($0.sharedRxDependencies.map(\.summary))"
        }
        #expect(
            summary == [
                // Tuist/Package.swift's packages serve every target beside it, as none's own line.
                "Journal test=false deps=[\"JournalCore\"] rx=[\"RxCocoa@Project.swift:14\"] "
                    + "shared=[\"RxSwift@Tuist/Package.swift:6\"]",
                "JournalCore test=false deps=[] rx=[\"RxSwift@Project.swift:23\"] "
                    + "shared=[\"RxSwift@Tuist/Package.swift:6\"]",
                "JournalTests test=true deps=[\"Journal\"] rx=[] shared=[\"RxSwift@Tuist/Package.swift:6\"]",
            ])
    }

    @Test func constantsNameTargetsAndListTheirSourcesAndDependencies() {
        let constants = ProjectFixtures.resolve("tuist-constants")
        #expect(
            constants.fileModules == [
                "Modules/Sync/Sources/SyncEngine.swift": "Sync",
                "Modules/Widgets/Sources/Widget.swift": "Widgets",
                "Planner/Sources/PlannerApp.swift": "Planner",
                "Planner/Tests/Sources/PlannerTests.swift": "PlannerTests",
                // `Widgets`, whose sources stay unresolved, claims the manifest's folder, here the repository's.
                "Project.swift": "Widgets",
                "Tuist/Dependencies.swift": "Widgets",
            ])
        let summary = constants.modules.filter { $0.kind == .tuist }.map { module in
            let rx = module.rxDependencies.filter { $0.location.path == "Project.swift" }.map(\.summary)
            return "\(module.name) test=\(module.isTest) deps=\(module.dependencies) rx=\(rx)"
        }
        // The lines of `rxDependencies` go to both targets using it, at the lines they are written on.
        #expect(
            summary == [
                "Helper test=false deps=[] rx=[]",
                "Planner test=false deps=[\"Sync\"] rx=[\"RxSwift@Project.swift:7\", \"RxCocoa@Project.swift:8\"]",
                "PlannerTests test=true deps=[\"Planner\"] rx=[\"RxBlocking@Project.swift:18\"]",
                "Sync test=false deps=[] rx=[\"RxSwift@Project.swift:7\", \"RxCocoa@Project.swift:8\"]",
                "Widgets test=false deps=[] rx=[]",
            ])
        // A function's local constant, a helper's result: left unresolved, each with its line.
        #expect(
            constants.diagnostics.map { "\($0.line ?? 0): \($0.message)" } == [
                "48: target name is not a string literal; named 'Helper' for its sources' folder",
                "60: sources of target 'Widgets' are not string literals; it takes the files of its manifest's folder "
                    + "that no other target claims",
                "61: dependencies of target 'Widgets' are not a list; their Rx lines are not read, and the modules of "
                    + "the repository its files import are taken as its dependencies",
            ])
        // Valid Swift the reader does not evaluate, not bad input: none sets the exit code.
        #expect(constants.diagnostics.map(\.isInformational) == [true, true, true])
    }

    /// A source list of literals and a constant the reader does not evaluate: the literals are read, the target also
    /// takes the files of its manifest's folder no other target claims, and the warning says so.
    @Test func aSourceListPartlyOfLiteralsAlsoTakesTheRestOfItsManifestsFolder() {
        let manifest = ManifestFile(
            path: "Data/Project.swift",
            text: """
                import ProjectDescription
                let project = Project(name: "Data", targets: [
                    .target(name: "DataSource", product: .framework,
                            sources: ["DataSource/**", SecretSource.networkDataSource])
                ])
                """)
        let result = ModuleResolver.resolve(
            manifests: [manifest], swiftFiles: ["Data/DataSource/Remote.swift", "Data/Network/Client.swift"])
        #expect(
            result.fileModules == [
                "Data/DataSource/Remote.swift": "DataSource", "Data/Network/Client.swift": "DataSource",
            ])
        #expect(
            result.diagnostics.map(\.message) == [
                "some sources of target 'DataSource' are not string literals; it also takes the files of its manifest's "
                    + "folder that no other target claims"
            ])
    }

    /// A target whose sources the reader cannot resolve (`sources: makeSources()`) still compiles files of its
    /// manifest's folder: it claims that folder, the least specific claim, so its files are its module and not files
    /// no target compiles (whose tasks would say to delete them); a test target claims the `Tests` folder beside its
    /// manifest when that holds Swift files, else nothing. The note says where the files go.
    @Test func aTargetWhoseSourcesStayUnresolvedTakesItsManifestsFolder() {
        func project(_ name: String, _ targets: String) -> ManifestFile {
            ManifestFile(
                path: "Projects/\(name)/Project.swift",
                text: "import ProjectDescription\nlet project = Project(name: \"\(name)\", targets: [\n\(targets)])\n")
        }
        let designSystem = """
                .target(name: "DesignSystem", product: .framework, bundleId: "x", sources: makeSources(),
                        dependencies: [.external(name: "RxCocoa"), .project(target: "Core", path: "../Core")]),
                .target(name: "DesignSystemTests", product: .unitTests, bundleId: "x.tests", sources: makeTests()),

            """
        let entity = """
                .target(name: "Entity", product: .framework, bundleId: "x", sources: "Sources/**"),
                .target(name: "EntityTests", product: .unitTests, bundleId: "x.tests", sources: makeTests()),

            """
        let result = ModuleResolver.resolve(
            manifests: [
                project(
                    "Core",
                    "    .target(name: \"Core\", product: .framework, bundleId: \"x\", sources: \"Sources/**\"),\n"),
                project("Entity", entity), project("DesignSystem", designSystem),
            ],
            swiftFiles: [
                "Projects/Core/Sources/Logger.swift", "Projects/Entity/Sources/User.swift",
                "Projects/DesignSystem/Sources/YBButton.swift", "Projects/DesignSystem/Tests/YBButtonTests.swift",
            ])
        #expect(
            result.fileModules == [
                "Projects/Core/Sources/Logger.swift": "Core", "Projects/Entity/Sources/User.swift": "Entity",
                "Projects/DesignSystem/Sources/YBButton.swift": "DesignSystem",
                "Projects/DesignSystem/Tests/YBButtonTests.swift": "DesignSystemTests",
            ])
        #expect(result.module(named: "DesignSystem")?.isTest == false)
        #expect(result.module(named: "DesignSystemTests")?.isTest == true)
        #expect(
            result.module(named: "DesignSystem")?.rxDependencies.map(\.summary) == [
                "RxCocoa@Projects/DesignSystem/Project.swift:4"
            ])
        #expect(
            result.diagnostics.map(\.description) == [
                "Projects/DesignSystem/Project.swift:3: warning: sources of target 'DesignSystem' are not string "
                    + "literals; it takes the files of its manifest's folder that no other target claims",
                "Projects/DesignSystem/Project.swift:5: warning: sources of target 'DesignSystemTests' are not string "
                    + "literals; it takes the files of the Tests folder beside its manifest that no other target claims",
                "Projects/Entity/Project.swift:4: warning: sources of target 'EntityTests' are not string literals; its "
                    + "files go to folder modules",
            ])
        #expect(result.diagnostics.allSatisfy { $0.isInformational })
    }

    @Test func tuistDependenciesSwiftLinesGoToTheFirstTargetLinkingRx() {
        let constants = ProjectFixtures.resolve("tuist-constants")
        // Carthage's `.github(path:)`, a package URL bound to a constant, a library's Rx edition
        // (`kakao-ios-sdk-rx`); SnapKit and a comment are not Rx.
        #expect(
            constants.module(named: "Planner")?.sharedRxDependencies.map(\.summary).filter { $0.contains("Tuist/") }
                == [
                    "RxDataSources@Tuist/Dependencies.swift:7", "RxSwift@Tuist/Dependencies.swift:10",
                    "kakao-ios-sdk-rx@Tuist/Dependencies.swift:12",
                ])
        #expect(ManifestKind.of(path: "Tuist/Dependencies.swift") == .tuistDependencies)
        #expect(ManifestKind.of(path: "App/Dependencies.swift") == nil)
        #expect(ManifestKind.listsSharedDependencies(path: "Tuist/Package.swift"))
        #expect(!ManifestKind.listsSharedDependencies(path: "Modules/Core/Package.swift"))
    }

    /// Tuist ignores the `targets:` of `Tuist/Package.swift`: a placeholder target makes no module, takes no name
    /// from the app's target, and the manifest's Rx lines still go to the cleanup. A plugin's package in a folder
    /// named `Tuist`, whose target has sources, stays a package.
    @Test func tuistsPackageSwiftIsItsDependencyManifestWhateverItsTargets() {
        let rxSwift = "        .package(url: \"https://github.com/ReactiveX/RxSwift.git\", from: \"6.6.0\"),\n"
        let marked = """
            // swift-tools-version: 5.9
            import PackageDescription
            #if TUIST
                import ProjectDescription
                let packageSettings = PackageSettings(productTypes: [:])
            #endif
            let package = Package(
                name: "App",
                dependencies: [
            \(rxSwift)    ], targets: [.target(name: "App", dependencies: [])]
            )
            """
        let unmarked =
            "import PackageDescription\nlet package = Package(name: \"App\", dependencies: [\n" + rxSwift
            + "], targets: [.target(name: \"App\")])\n"
        let app = """
            import ProjectDescription
            let project = Project(name: "App", targets: [
                .target(name: "App", product: .app, sources: ["Sources/**"], dependencies: [.external(name: "RxSwift")])
            ])
            """
        let plugin =
            "import PackageDescription\nlet package = Package(name: \"Plugin\", dependencies: [\n" + rxSwift
            + "], targets: [.executableTarget(name: \"tuist-cli\")])\n"
        for (package, line) in [(marked, 10), (unmarked, 3)] {
            let result = ModuleResolver.resolve(
                manifests: [
                    ManifestFile(path: "Tuist/Package.swift", text: package),
                    ManifestFile(path: "App/Project.swift", text: app),
                    ManifestFile(path: "Plugins/Tuist/Package.swift", text: plugin),
                ],
                swiftFiles: ["App/Sources/HomeViewModel.swift", "Plugins/Tuist/Sources/tuist-cli/main.swift"])
            #expect(result.modules.map { "\($0.name) \($0.kind)" } == ["App tuist", "tuist-cli swiftpm"])
            #expect(
                result.fileModules == [
                    "App/Sources/HomeViewModel.swift": "App", "Plugins/Tuist/Sources/tuist-cli/main.swift": "tuist-cli",
                ])
            #expect(result.module(named: "App")?.rxDependencies.map(\.summary) == ["RxSwift@App/Project.swift:3"])
            #expect(
                result.module(named: "App")?.sharedRxDependencies.map(\.summary) == [
                    "RxSwift@Tuist/Package.swift:\(line)"
                ])
            // A plugin's package fetches its own dependencies: Tuist's lines serve it not.
            #expect(result.module(named: "tuist-cli")?.sharedRxDependencies == [])
            #expect(result.diagnostics == [])
        }
    }

    /// `Target(name: Core.name, ...)` names the `static let name` of the type `Core`, though each type has one
    /// (`App`'s in an extension).
    @Test func aTypesStaticConstantNamesATarget() {
        let manifest = """
            import ProjectDescription
            enum Core {
                static let name = "Core"
                static func target() -> Target {
                    Target(name: Core.name, product: .framework, sources: ["Sources/Core/**"])
                }
            }
            enum App {}
            extension App {
                static let name = "Shell"
                static func target() -> Target {
                    Target(
                        name: App.name, product: .app, sources: ["Sources/Shell/**", "Sources/Extra/**"],
                        dependencies: [.target(name: Core.name)])
                }
            }
            let project = Project(name: "Demo", targets: [Core.target(), App.target()])
            """
        let result = Self.resolveRootManifest(
            manifest,
            swiftFiles: ["Sources/Core/Repository.swift", "Sources/Extra/Banner.swift", "Sources/Shell/App.swift"])
        #expect(
            result.fileModules == [
                "Sources/Core/Repository.swift": "Core", "Sources/Extra/Banner.swift": "Shell",
                "Sources/Shell/App.swift": "Shell",
            ])
        #expect(result.modules.map { "\($0.name) \($0.dependencies)" } == ["Core []", "Shell [\"Core\"]"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func constantsBoundTwiceOrInACycleStayUnresolved() {
        let manifest = """
            import ProjectDescription
            let a = b
            let b = a
            enum One { static let name = "One" }
            enum Two { static let name = "Two" }
            let folder = "Shared" + "/" + "Sources"
            let project = Project(name: "P", targets: [
                .target(name: a, product: .app, sources: ["\\(folder)/**"]),
                .target(name: name, product: .app, sources: "\\(folder)/**"),
                .target(name: "Kit", product: .framework, sources: ["Kit/**"],
                        dependencies: [] + [.external(name: "RxSwift")]),
            ])
            """
        let result = Self.resolveRootManifest(manifest, swiftFiles: ["Shared/Sources/A.swift", "Kit/K.swift"])
        #expect(result.diagnostics.map(\.line) == [8, 9])
        #expect(result.fileModules == ["Kit/K.swift": "Kit", "Shared/Sources/A.swift": "Shared"])
        #expect(result.module(named: "Kit")?.rxDependencies.map(\.summary) == ["RxSwift@Project.swift:11"])
    }

    /// Each constant joining the one before twice: resolved in full, the 40th would be a terabyte of text.
    @Test func constantsThatDoubleTheirTextStayUnresolvedPastTheLimit() {
        let result = resolveChained(
            40, { "let name\($0) = \"\\(name\($0 - 1))\\(name\($0 - 1))\"" },
            targets: [
                "name: name2, product: .app, sources: [\"\\(name1)/**\"]",
                "name: name40, product: .app, sources: [\"Kit/**\"]",
            ],
            files: ["AppApp/A.swift", "Kit/K.swift"])
        #expect(result.fileModules == ["AppApp/A.swift": "AppAppAppApp", "Kit/K.swift": "Kit"])
        #expect(
            result.diagnostics.map(\.description) == [
                "Project.swift:45: warning: target name is not a string literal; named 'Kit' for its sources' folder"
            ])
    }

    /// Each constant naming the one before: resolved one inside the other, 5,000 of them overflowed the stack.
    @Test func aChainOfThousandsOfConstantsStaysUnresolvedPastTheDepthLimit() {
        let result = resolveChained(
            5_000, { "let name\($0) = name\($0 - 1)" },
            targets: [
                "name: name3, product: .app, sources: [\"App/**\"]",
                "name: name5000, product: .app, sources: [\"Kit/**\"]",
            ],
            files: ["App/A.swift", "Kit/K.swift"])
        #expect(result.fileModules == ["App/A.swift": "App", "Kit/K.swift": "Kit"])
        #expect(result.module(named: "App")?.kind == .tuist)
        #expect(
            result.diagnostics.map(\.description) == [
                "Project.swift:5005: warning: target name is not a string literal; named 'Kit' for its sources' folder"
            ])
    }

    /// A `Project.swift` with `name0 = "App"`, then `count` constants written by `constant(level)`, then a
    /// project of `targets` (the arguments of each `.target(...)`), resolved against `files`.
    private func resolveChained(
        _ count: Int, _ constant: (Int) -> String, targets: [String], files: [String]
    ) -> ModuleAssignment {
        var lines = ["import ProjectDescription", "let name0 = \"App\""]
        for level in 1...count { lines.append(constant(level)) }
        lines.append("let project = Project(name: \"P\", targets: [")
        lines += targets.map { "    .target(\($0))," }
        lines.append("])")
        return ModuleResolver.resolve(
            manifests: [ManifestFile(path: "Project.swift", text: lines.joined(separator: "\n"))], swiftFiles: files)
    }

    @Test func aProjectMadeByAHelperIsOneModuleOfItsFolderWithAWarning() {
        let helper = """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.library(name: "Home", dependencies: [.rxSwift])
            """
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Home/Project.swift", text: helper),
                ManifestFile(
                    path: "Tuist/Dependencies.swift",
                    text: "import ProjectDescription\nlet d = Dependencies(swiftPackageManager: [\n"
                        + "    .remote(url: \"https://github.com/ReactiveX/RxSwift\",\n"
                        + "            requirement: .upToNextMajor(from: \"6.0.0\")),\n"
                        + "])\n"),
            ],
            swiftFiles: ["Home/Sources/Extensions/HomeExt.swift", "Home/Sources/MyPage/MyPageViewModel.swift"])
        // One module for the project's folder, not one per source folder; the shared lines find it.
        #expect(
            result.fileModules == [
                "Home/Sources/Extensions/HomeExt.swift": "Home", "Home/Sources/MyPage/MyPageViewModel.swift": "Home",
            ])
        #expect(
            result.module(named: "Home").map { ($0.rxDependencies + $0.sharedRxDependencies).map(\.summary) } == [
                "RxSwift@Home/Project.swift:4", "RxSwift@Tuist/Dependencies.swift:3",
            ])
        #expect(
            result.diagnostics.map(\.description) == [
                "Home/Project.swift:4: warning: targets come from a helper (Project.library); module 'Home' takes "
                    + "the manifest's folder"
            ])
    }

    /// `[.rxSwift, .rxCocoa] + Module.allCases.filter(\.isFeature).map(\.project)`: the list's Rx lines are read,
    /// and the warning says that only the other operand's are not, and what the module's dependencies are taken from.
    @Test func aSumOfAListAndAnotherValueReadsTheListsRxLinesAndSaysSo() {
        let helper = """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.library(
              name: "Account",
              dependencies: [
                .rxSwift,
                .rxCocoa,
              ] + Module.allCases.filter(\\.isFeature).map(\\.project)
            )
            """
        let result = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "Account/Project.swift", text: helper)],
            swiftFiles: ["Account/Sources/AccountViewModel.swift"])
        #expect(
            result.module(named: "Account")?.rxDependencies.map(\.summary) == [
                "RxSwift@Account/Project.swift:7", "RxCocoa@Account/Project.swift:8",
            ])
        #expect(
            result.diagnostics.map(\.description) == [
                "Account/Project.swift:4: warning: targets come from a helper (Project.library); module 'Account' "
                    + "takes the manifest's folder",
                "Account/Project.swift:6: warning: some dependencies of target 'Account' are values that are not "
                    + "read; the Rx lines and modules of the others are read, and the modules of the repository its "
                    + "files import are taken as its dependencies too",
            ])
    }

    /// A Carthage framework by path, `.framework(path: "Carthage/Build/iOS/RxSwift.framework")`, is an Rx line of the
    /// target; a framework of no Rx library is none.
    @Test func aCarthageFrameworkByPathIsAnRxLine() {
        let manifest = """
            import ProjectDescription
            let project = Project(
                name: "App",
                targets: [
                    Target(
                        name: "App", platform: .iOS, product: .app, bundleId: "x.app", sources: "Sources/**",
                        dependencies: [
                            .framework(path: "Carthage/Build/iOS/RxSwift.framework"),
                            .xcframework(path: "Carthage/Build/RxCocoa.xcframework"),
                            .framework(path: "Carthage/Build/iOS/Alamofire.framework"),
                        ])
                ])
            """
        let result = Self.resolveRootManifest(manifest, swiftFiles: ["Sources/App.swift"])
        #expect(
            result.module(named: "App")?.rxDependencies.map(\.summary) == [
                "RxSwift@Project.swift:8", "RxCocoa@Project.swift:9",
            ])
    }

    /// The modules of the repository's own `Project.swift`, `manifest`, for `swiftFiles`.
    static func resolveRootManifest(_ manifest: String, swiftFiles: [String]) -> ModuleAssignment {
        ModuleResolver.resolve(manifests: [ManifestFile(path: "Project.swift", text: manifest)], swiftFiles: swiftFiles)
    }

    /// The modules of Tuist manifests that import the helpers and define `let project = ` the given expression,
    /// after their own lines (`prefix`), for `swiftFiles`.
    static func resolveHelperProjects(
        _ manifests: [(path: String, project: String, prefix: String)], swiftFiles: [String]
    ) -> ModuleAssignment {
        let header = "import ProjectDescription\nimport ProjectDescriptionHelpers\n"
        return ModuleResolver.resolve(
            manifests: manifests.map {
                ManifestFile(path: $0.path, text: header + $0.prefix + "let project = " + $0.project + "\n")
            },
            swiftFiles: swiftFiles)
    }

    /// Tuist 4's `buildableFolders:` claim every file under each folder, as `sources:` globs do.
    @Test func buildableFoldersGiveTheirFilesToTheTarget() {
        let manifest = """
            import ProjectDescription
            let project = Project(
                name: "Shop",
                targets: [
                    .target(name: "App", destinations: .iOS, product: .app, buildableFolders: ["App/Sources"]),
                    .target(
                        name: "AppTests", destinations: .iOS, product: .unitTests,
                        buildableFolders: [.folder("App/Tests")], dependencies: [.target(name: "App")]),
                ]
            )
            """
        let result = Self.resolveRootManifest(
            manifest,
            swiftFiles: ["App/Sources/Coordinator/AppCoordinator.swift", "App/Tests/AppTests.swift", "Other/X.swift"])
        #expect(
            result.fileModules == [
                "App/Sources/Coordinator/AppCoordinator.swift": "App", "App/Tests/AppTests.swift": "AppTests",
                "Other/X.swift": "Other",
            ])
        #expect(result.module(named: "AppTests")?.isTest == true)
    }

    /// A helper that takes the name under another label (`Project.app(to: "Group", ...)`) or none makes a project
    /// too, named by its first argument when that is a string.
    @Test func aProjectMadeByAHelperWithoutANameLabelIsOneModuleOfItsFolder() {
        let result = Self.resolveHelperProjects(
            [
                ("Feature/Group/Project.swift", "Project.app(to: \"GroupFeature\", targets: [.implements(.a)])", ""),
                ("Core/Net/Project.swift", "Project.framework(targets: [.core])", ""),
            ],
            swiftFiles: ["Feature/Group/Sources/VM.swift", "Core/Net/Sources/Client.swift"])
        #expect(
            result.fileModules == [
                "Core/Net/Sources/Client.swift": "Net", "Feature/Group/Sources/VM.swift": "GroupFeature",
            ])
        #expect(result.diagnostics.allSatisfy(\.isInformational) && result.diagnostics.count == 2)
    }

    /// `Module.presentation.name` is a helper's property: the module takes the folder's name; a manifest's own
    /// constant is read as in a target.
    @Test func aHelperProjectWhoseNameIsNoStringIsNamedAfterItsFolder() {
        let result = Self.resolveHelperProjects(
            [
                ("Presentation/Project.swift", "Project.framework(name: Module.presentation.name)", ""),
                ("Util/Project.swift", "Project.framework(name: utilName)", "let utilName = \"Utilities\"\n"),
                ("Project.swift", "Project.app(name: .app)", ""),
            ],
            swiftFiles: [
                "App.swift", "Presentation/Sources/Login/LoginViewModel.swift",
                "Presentation/Sources/Map/MapView.swift", "Util/Sources/Log.swift",
            ])
        #expect(
            result.fileModules == [
                "App.swift": "Root", "Presentation/Sources/Login/LoginViewModel.swift": "Presentation",
                "Presentation/Sources/Map/MapView.swift": "Presentation", "Util/Sources/Log.swift": "Utilities",
            ])
        #expect(
            result.modules.map { "\($0.name) \($0.kind)" } == ["Presentation tuist", "Root tuist", "Utilities tuist"])
        #expect(
            result.diagnostics.map(\.description) == [
                "Presentation/Project.swift:3: warning: targets come from a helper (Project.framework) whose name is "
                    + "not a string literal; module 'Presentation', named after the folder, takes the manifest's "
                    + "folder",
                "Project.swift:3: warning: targets come from a helper (Project.app) whose name is not a string "
                    + "literal; module 'Root', named after the folder, takes the manifest's folder",
                "Util/Project.swift:4: warning: targets come from a helper (Project.framework); module 'Utilities' "
                    + "takes the manifest's folder",
            ])
        #expect(result.diagnostics.map(\.isInformational) == [true, true, true])
    }

    /// The lists may have any label, add up list literals and other values, and name a library through a
    /// helper's constant (`.rxSwift`, defined in `ProjectDescriptionHelpers`): the cleanup deletes those lines.
    @Test func aHelperProjectsDependencyListsGiveItsRxLines() {
        let manifest = """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.invertedPresenter(
                name: Module.feed.name,
                interfaceDependencies: [.ThirdParty.ReactorKit, .ribs],
                implementDependencies: [
                    .rxSwift,
                    .snapKit,
                    .external(name: "RxDataSources"),
                    .project(target: "Util", path: .relativeToRoot("Util")),
                ] + [Module.utils, .repository].map(\\.project),
                demoApp: [.rxCocoa]
            )
            """
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Feed/Project.swift", text: manifest),
                ManifestFile(
                    path: "Util/Project.swift",
                    text: "import ProjectDescription\nlet project = Project.framework(name: \"Util\")\n"),
            ],
            swiftFiles: ["Feed/Sources/FeedReactor.swift", "Util/Sources/Log.swift"])
        let feed = result.module(named: "Feed")
        #expect(
            feed?.rxDependencies.map(\.summary) == [
                "ReactorKit@Feed/Project.swift:6", "RxSwift@Feed/Project.swift:8",
                "RxDataSources@Feed/Project.swift:10",
            ])
        #expect(feed?.dependencies == ["Util"])
    }

    @Test func aTargetsHelperConstantNamedAfterAnRxLibraryIsAnRxLine() {
        let manifest = """
            import ProjectDescription
            let project = Project(name: "App", targets: [
                .target(name: "App", product: .app, sources: ["Sources/**"], dependencies: [.rxSwift, .rxswift, .then]),
            ])
            """
        let result = Self.resolveRootManifest(manifest, swiftFiles: ["Sources/App.swift"])
        #expect(result.module(named: "App")?.rxDependencies.map(\.summary) == ["RxSwift@Project.swift:3"])
        #expect(TuistReader.rxLibrary(namedBy: "TargetDependency.rxRelay") == "RxRelay")
        #expect(TuistReader.rxLibrary(namedBy: ".rx") == nil)
        #expect(TuistReader.rxLibrary(namedBy: "") == nil)
    }

    /// `.makeApp(...)`, a static function on `Target` in `ProjectDescriptionHelpers`: the app is the manifest's
    /// folder; a file no manifest's folder holds keeps its folder module.
    @Test func aTargetAHelperMakesIsOneModuleOfTheManifestsFolder() {
        let manifest = """
            import ProjectDescription
            import ProjectDescriptionHelpers
            let project = Project(
              name: "ShopApp",
              targets: [
                .makeApp(name: "ShopApp", bundleId: "x.shop", dependencies: [.ThirdParty.RxSwift])
              ]
            )
            """
        let result = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "Shop/App/Project.swift", text: manifest)],
            swiftFiles: ["Shop/App/Sources/AppDelegate.swift", "Shop/Features/Orphan/Implement/OrphanReactor.swift"])
        #expect(
            result.fileModules == [
                "Shop/App/Sources/AppDelegate.swift": "ShopApp",
                "Shop/Features/Orphan/Implement/OrphanReactor.swift": "Shop",
            ])
        #expect(result.module(named: "ShopApp")?.kind == .tuist)
        #expect(result.module(named: "ShopApp")?.rxDependencies.map(\.summary) == ["RxSwift@Shop/App/Project.swift:6"])
        #expect(
            result.diagnostics.map(\.description) == [
                "Shop/App/Project.swift:6: warning: targets come from a helper (Target.makeApp); module 'ShopApp' "
                    + "takes the manifest's folder"
            ])
        #expect(result.diagnostics.map(\.isInformational) == [true])
    }

    /// Two apps of one folder are one module, named like the project; a helper's test target beside a spelled
    /// target takes what the spelled one's sources leave; a name that is no string is the folder's.
    @Test func helperTargetsShareTheirManifestsFolderWithTheTargetsItSpells() {
        let apps = """
            import ProjectDescription
            let project = Project(name: "WalWal", targets: [
                .makeApp(name: "DEV-WalWalApp", dependencies: [.ThirdParty.RxSwift]),
                .makeApp(name: "WalWal", dependencies: [.ThirdParty.RxCocoa]),
            ])
            """
        let kit = """
            import ProjectDescription
            let project = Project(name: "Kit", targets: [
                .target(name: "Kit", product: .framework, sources: ["Sources/**"]),
                Target.makeTests(name: "KitTests"),
            ])
            """
        let anonymous = """
            import ProjectDescription
            let project = Project(name: Module.feed.name, targets: [.makeFeature(name: Module.feed.name)])
            """
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "App/Project.swift", text: apps), ManifestFile(path: "Kit/Project.swift", text: kit),
                ManifestFile(path: "Features/Feed/Project.swift", text: anonymous),
            ],
            swiftFiles: [
                "App/Sources/AppDelegate.swift", "Features/Feed/Sources/FeedView.swift", "Kit/Sources/Kit.swift",
                "Kit/Tests/KitTests.swift",
            ])
        #expect(
            result.fileModules == [
                "App/Sources/AppDelegate.swift": "WalWal", "Features/Feed/Sources/FeedView.swift": "Feed",
                "Kit/Sources/Kit.swift": "Kit", "Kit/Tests/KitTests.swift": "KitTests",
            ])
        #expect(
            result.modules.map { "\($0.name) test=\($0.isTest) rx=\($0.rxDependencies.map(\.summary))" } == [
                "Feed test=false rx=[]", "Kit test=false rx=[]", "KitTests test=true rx=[]",
                "WalWal test=false rx=[\"RxSwift@App/Project.swift:3\", \"RxCocoa@App/Project.swift:4\"]",
            ])
        #expect(
            result.diagnostics.map(\.description) == [
                "App/Project.swift:3: warning: targets come from a helper (Target.makeApp); module 'WalWal' takes "
                    + "the manifest's folder",
                "Features/Feed/Project.swift:2: warning: targets come from a helper (Target.makeFeature) whose name "
                    + "is not a string literal; module 'Feed', named after the folder, takes the manifest's folder",
                "Kit/Project.swift:4: warning: targets come from a helper (Target.makeTests); module 'KitTests' takes "
                    + "the manifest's folder",
            ])
    }

    /// Targets of several names a helper of any type makes (`Project.makeTarget(name:)`) are one module named
    /// after the project, not after the first of them; names that extend the first (`App`, `AppTests`) keep it.
    @Test func helperTargetsOfSeveralNamesAreOneModuleNamedAfterTheProject() {
        let core = """
            import ProjectDescription
            import ProjectDescriptionHelpers
            let project = Project(
                name: "Core",
                targets: [
                    Project.makeTarget(name: "Logger", dependencies: []),
                    Project.makeTarget(name: "Utils", dependencies: [.external(name: "RxSwift")]),
                ]
            )
            """
        let app = """
            import ProjectDescription
            let project = Project(name: "Shop", targets: [makeApp(name: "App"), makeTests(name: "AppTests")])
            """
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Core/Project.swift", text: core),
                ManifestFile(path: "Shop/Project.swift", text: app),
            ],
            swiftFiles: ["Core/Utils/Base/BaseScreen.swift", "Shop/Sources/AppDelegate.swift"])
        #expect(
            result.fileModules == [
                "Core/Utils/Base/BaseScreen.swift": "Core", "Shop/Sources/AppDelegate.swift": "App",
            ])
        #expect(result.module(named: "Core")?.rxDependencies.map(\.summary) == ["RxSwift@Core/Project.swift:7"])
        #expect(
            result.diagnostics.map(\.description) == [
                "Core/Project.swift:6: warning: targets come from a helper (Project.makeTarget); module 'Core' takes "
                    + "the manifest's folder",
                "Shop/Project.swift:2: warning: targets come from helpers (makeApp, makeTests); module 'App' takes "
                    + "the manifest's folder",
            ])
    }

    /// `.init(...)` spells a `Target` with its name and sources: the target, no helper's.
    @Test func anInitializerInTheTargetsListIsNoHelper() {
        let manifest = """
            import ProjectDescription
            let project = Project(name: "Pad", targets: [.init(name: "Pad", product: .app, sources: ["Sources/**"])])
            """
        let result = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "Pad/Project.swift", text: manifest)], swiftFiles: ["Pad/Sources/Pad.swift"])
        #expect(result.diagnostics == [])
        #expect(result.fileModules == ["Pad/Sources/Pad.swift": "Pad"])
        #expect(result.module(named: "Pad")?.kind == .tuist)
    }

    /// A helper's target calls that spell their names and sources (`Project.make(targets: [.make(name: "AImpl",
    /// sources: ["A/**"])])`) are those targets, with their dependencies, not one module of the manifest's folder.
    @Test func helperTargetCallsWithNamesAndSourcesAreTargets() {
        let manifest = """
            import ProjectDescription
            import ProjectDescriptionHelpers
            let project = Project.make(
                name: "Feature",
                targets: [
                    .make(name: "AImpl", product: .staticLibrary, bundleId: "a", sources: ["A/**"],
                          dependencies: [.external(name: "RxCocoa")]),
                    .make(name: "BImpl", product: .staticLibrary, bundleId: "b", sources: ["B/**"]),
                ]
            )
            """
        let result = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "Projects/Feature/Project.swift", text: manifest)],
            swiftFiles: ["Projects/Feature/A/Sources/A.swift", "Projects/Feature/B/Sources/B.swift"])
        #expect(result.diagnostics == [])
        #expect(
            result.fileModules == [
                "Projects/Feature/A/Sources/A.swift": "AImpl", "Projects/Feature/B/Sources/B.swift": "BImpl",
            ])
        #expect(
            result.module(named: "AImpl")?.rxDependencies.map(\.summary) == ["RxCocoa@Projects/Feature/Project.swift:7"]
        )
    }

    @Test func aProjectSwiftThatIsNotATuistManifestIsJustCode() {
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(
                    path: "App/Project.swift", text: "struct Project { let target = Target(name: \"X\", sources: []) }")
            ],
            swiftFiles: ["App/Project.swift"])
        #expect(result.modules.map(\.name) == ["App"])
        #expect(result.fileModules == ["App/Project.swift": "App"])
    }
}

@Suite struct ProjectTuistPackageLineTests {
    @Test func aProjectsOwnPackagesAndHelperEnumDependenciesAreRxLines() {
        let app = """
            import ProjectDescription
            let project = Project(
                name: "App",
                packages: [
                    .remote(url: "https://github.com/ReactiveX/RxSwift.git", requirement: .exact("6.2.0")),
                    .remote(url: "https://github.com/SnapKit/SnapKit.git", requirement: .upToNextMajor(from: "5.0.0")),
                ],
                targets: [
                    .target(name: "AppTests", product: .unitTests, sources: ["Tests/**"]),
                    .target(name: "App", product: .app, sources: ["Sources/**"]),
                ]
            )
            """
        let feature = """
            import ProjectDescription
            import ProjectDescriptionHelpers
            let project = Project(name: "Feature", targets: [
                .target(name: "Feature", product: .framework, sources: ["Sources/**"],
                        dependencies: [.SPM.RxSwift.dependency, .SPM.SnapKit.dependency, .ThirdParty.RxCocoa]),
            ])
            """
        let assignment = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "App/Project.swift", bytes: Array(app.utf8)),
                ManifestFile(path: "Feature/Project.swift", bytes: Array(feature.utf8)),
            ],
            swiftFiles: ["App/Sources/A.swift", "App/Tests/B.swift", "Feature/Sources/C.swift"])
        // The package line goes to the project's first target that is no test; `.SPM.RxSwift.dependency` names
        // RxSwift as `.ThirdParty.RxCocoa` names RxCocoa.
        #expect(assignment.module(named: "App")?.rxDependencies.map(\.summary) == ["RxSwift@App/Project.swift:5"])
        #expect(assignment.module(named: "AppTests")?.rxDependencies == [])
        #expect(
            assignment.module(named: "Feature")?.rxDependencies.map(\.summary) == [
                "RxCocoa@Feature/Project.swift:5", "RxSwift@Feature/Project.swift:5",
            ])
    }

    /// A manifest's own function that makes a target and its tests for a name (`makeFrameworkTargets(name:)`) makes
    /// them per call, with the call's dependencies; its templates are no targets and warn of nothing.
    @Test func aManifestsOwnTargetFunctionMakesTargetsPerCall() {
        let manifest = """
            import ProjectDescription
            func makeFrameworkTargets(name: String, dependencies: [TargetDependency]) -> [Target] {
                let sources = Target(
                    name: name, platform: .iOS, product: .framework, bundleId: "x.\\(name)",
                    sources: ["Targets/\\(name)/Sources/**"], dependencies: dependencies)
                let tests = Target(
                    name: "\\(name)Tests", platform: .iOS, product: .unitTests, bundleId: "x.\\(name)Tests",
                    sources: ["Targets/\\(name)/Tests/**"], dependencies: [.target(name: name)])
                return [sources, tests]
            }
            let project = Project(
                name: "App",
                targets: [
                    makeFrameworkTargets(name: "Presentation", dependencies: [.target(name: "Domain"), .external(name: "RxCocoa")]),
                    makeFrameworkTargets(name: "Domain", dependencies: [.external(name: "RxSwift")]),
                ].flatMap { $0 }
            )
            """
        let result = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "Project.swift", bytes: Array(manifest.utf8))],
            swiftFiles: [
                "Targets/Domain/Sources/UseCases/SearchUseCase.swift",
                "Targets/Presentation/Sources/Search/SearchViewController.swift",
                "Targets/Presentation/Tests/Search/SearchTests.swift",
            ])
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.fileModules == [
                "Targets/Domain/Sources/UseCases/SearchUseCase.swift": "Domain",
                "Targets/Presentation/Sources/Search/SearchViewController.swift": "Presentation",
                "Targets/Presentation/Tests/Search/SearchTests.swift": "PresentationTests",
            ])
        #expect(result.module(named: "PresentationTests")?.isTest == true)
        #expect(result.module(named: "PresentationTests")?.dependencies == ["Presentation"])
        #expect(result.module(named: "Presentation")?.dependencies == ["Domain"])
        #expect(result.module(named: "Presentation")?.rxDependencies.map(\.summary) == ["RxCocoa@Project.swift:14"])
    }

    /// A project a helper makes carries the Rx packages the manifest gives the helper
    /// (`Project.app(name: "App", packages: [...])`).
    @Test func packagesGivenToAProjectHelperAreItsRxLines() {
        let app = """
            import ProjectDescription
            import ProjectDescriptionHelpers
            let project = Project.app(
                name: "App",
                packages: [.remote(url: "https://github.com/ReactiveX/RxSwift.git", requirement: .upToNextMajor(from: "6.5.0"))],
                features: ["Feature"]
            )
            """
        let assignment = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "Projects/App/Project.swift", bytes: Array(app.utf8))],
            swiftFiles: ["Projects/App/Sources/A.swift"])
        #expect(
            assignment.module(named: "App")?.rxDependencies.map(\.summary) == ["RxSwift@Projects/App/Project.swift:5"])
    }

    @Test func modulesNamedThroughAHelpersConstantOrItsAliasAreDependencies() {
        let helper = """
            import ProjectDescription
            public typealias D = ModuleDependency
            public enum ModuleDependency {
                public static let Core: TargetDependency = .project(target: "Core", path: .relativeToRoot("Core"))
                public enum Data {
                    public static let Repository: TargetDependency = .project(target: "Repository", path: "Data")
                }
                public enum ThirdParty {
                    public static let RxSwift: TargetDependency = .external(name: "RxSwift")
                }
            }
            """
        let domain = """
            import ProjectDescription
            import DependencyPlugin
            let project = Project(name: "Domain", targets: [
                .target(name: "Domain", product: .framework, sources: ["Sources/**"],
                        dependencies: [D.Core, D.Data.Repository, D.ThirdParty.RxSwift]),
            ])
            """
        let core = """
            import ProjectDescription
            let project = Project(name: "Core", targets: [
                .target(name: "Core", product: .framework, sources: ["Sources/**"]),
            ])
            """
        let data = """
            import ProjectDescription
            let project = Project(name: "Data", targets: [
                .target(name: "Repository", product: .framework, sources: ["Sources/**"]),
            ])
            """
        let assignment = ModuleResolver.resolve(
            manifests: [
                ManifestFile(
                    path: "Plugins/DependencyPlugin/ProjectDescriptionHelpers/D.swift", bytes: Array(helper.utf8)),
                ManifestFile(path: "Domain/Project.swift", bytes: Array(domain.utf8)),
                ManifestFile(path: "Core/Project.swift", bytes: Array(core.utf8)),
                ManifestFile(path: "Data/Project.swift", bytes: Array(data.utf8)),
            ],
            swiftFiles: ["Domain/Sources/A.swift", "Core/Sources/B.swift", "Data/Sources/C.swift"])
        #expect(assignment.module(named: "Domain")?.dependencies == ["Core", "Repository"])
        #expect(assignment.module(named: "Domain")?.rxDependencies.map(\.summary) == ["RxSwift@Domain/Project.swift:5"])
    }

    /// `tuist init`'s shape: the manifest hands a helper its names (`Project.app(name: "Diary", additionalTargets:
    /// ["DiaryKit"])`) and the helper's `Target(...)` spells each target's sources around the name it is given
    /// (`"Targets/\\(name)/Sources/**"`, `"./Targets/\\(name)/Tests/**"`): each folder those globs match with a name
    /// the manifest writes is a target of that name, a test target for `"\\(name)Tests"`; the rest stays the helper's
    /// project's.
    @Test func aHelpersTargetTemplateGivesEachNamedFolderItsTarget() {
        let templates = """
            import ProjectDescription

            extension Project {
                public static func app(name: String, additionalTargets: [String]) -> Project {
                    let targets = makeTargets(name: name) + additionalTargets.flatMap { makeTargets(name: $0) }
                    return Project(name: name, targets: targets)
                }

                private static func makeTargets(name: String) -> [Target] {
                    let sources = Target(
                        name: name, platform: .iOS, product: .framework, bundleId: "io.example.\\(name)",
                        sources: ["Targets/\\(name)/Sources/**"], dependencies: [.external(name: "RxSwift")])
                    let tests = Target(
                        name: "\\(name)Tests", platform: .iOS, product: .unitTests, bundleId: "io.example.tests",
                        sources: .paths(["./Targets/\\(name)/Tests/**"]), dependencies: [.target(name: name)])
                    let other = Target(
                        name: "\\(name)Shared", platform: .iOS, product: .framework, sources: ["Shared/**"])
                    return [sources, tests, other]
                }
            }
            """
        let manifest = """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.app(name: "Diary", additionalTargets: ["DiaryKit", "DiaryUI"])
            """
        let assignment = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "App/Project.swift", text: manifest),
                ManifestFile(path: "App/Tuist/ProjectDescriptionHelpers/Project+Templates.swift", text: templates),
            ],
            swiftFiles: [
                "App/Targets/Diary/Sources/DiaryApp.swift",
                "App/Targets/DiaryKit/Sources/Network/Client.swift",
                "App/Targets/DiaryKit/Tests/ClientTests.swift",
                "App/Targets/DiaryUI/Sources/Views/EntryView.swift",
                "App/Targets/Scratch/Sources/Playground.swift",
            ])
        #expect(
            assignment.fileModules == [
                "App/Targets/Diary/Sources/DiaryApp.swift": "Diary",
                "App/Targets/DiaryKit/Sources/Network/Client.swift": "DiaryKit",
                "App/Targets/DiaryKit/Tests/ClientTests.swift": "DiaryKitTests",
                "App/Targets/DiaryUI/Sources/Views/EntryView.swift": "DiaryUI",
                // No name the manifest writes: the helper's project keeps it.
                "App/Targets/Scratch/Sources/Playground.swift": "Diary",
            ])
        #expect(assignment.module(named: "DiaryKitTests")?.isTest == true)
        #expect(assignment.module(named: "DiaryKit")?.isTest == false)
        #expect(
            assignment.diagnostics.map(\.description) == [
                "App/Project.swift:4: warning: targets come from a helper (Project.app); module 'Diary' takes the "
                    + "manifest's folder; 3 targets its helpers make for names it gives them take the deeper folders "
                    + "their source globs match (Targets/*/Sources/**, Targets/*/Tests/**)"
            ])
    }

    /// A dependency a helper spells (`.with(.Core)`, `.module("Data")`, `.feature(module: .Payments)`, a helper's
    /// constant `.Domain`) is the target
    /// of that name where the repository has one; a name no target has (`.with(.Analytics)`) is no dependency, and
    /// leaves the module's dependencies incomplete.
    @Test func aHelpersDependencyOnANamedModuleIsThatModule() {
        let app = """
            import ProjectDescription
            import ProjectDescriptionHelpers
            let project = Project(name: "App", targets: [
                Target(
                    name: "App", platform: .iOS, product: .app, bundleId: "a.b", sources: ["Sources/**"],
                    dependencies: [
                        .with(.Core), .module("Data"), .Domain, .with(.Analytics), .external(name: "RxSwift"),
                        .feature(module: .Payments),
                    ])
            ])
            """
        let module = { (name: String) in
            """
            import ProjectDescription
            let project = Project(name: "\(name)", targets: [
                Target(
                    name: "\(name)", platform: .iOS, product: .framework, bundleId: "a", sources: ["Sources/**"],
                    dependencies: \(name == "Data" ? "[.with(.Domain)]" : "[]"))
            ])
            """
        }
        let names = ["Core", "Data", "Domain", "Payments"]
        let assignment = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "App/Project.swift", text: app)]
                + names.map { ManifestFile(path: "\($0)/Project.swift", text: module($0)) },
            swiftFiles: ["App/Sources/App.swift"] + names.map { "\($0)/Sources/\($0).swift" })
        #expect(assignment.module(named: "App")?.dependencies == ["Core", "Data", "Domain", "Payments"])
        // `Analytics` is no target here: the dependencies are not all known, so they rule out no caller.
        #expect(assignment.module(named: "App")?.dependenciesIncomplete == true)
        #expect(assignment.module(named: "Data")?.dependencies == ["Domain"])
        #expect(assignment.module(named: "Data")?.dependenciesIncomplete == false)
        let visibility = ModuleVisibility(assignment.modules)
        #expect(visibility.sees("App", "Payments"), "App may depend on more than is known")
        #expect(!visibility.sees("Data", "Payments"))
        #expect(assignment.module(named: "App")?.rxDependencies.map(\.summary) == ["RxSwift@App/Project.swift:7"])
    }

    /// A Tuist target spells its whole dependency list: one of external packages only sees no other module of the
    /// repository (no call from it reaches theirs), unlike an Xcode target that lists none; one whose list a helper
    /// gives, unread, may see any.
    @Test func aTargetOfExternalDependenciesOnlySeesNoOtherModule() {
        func project(_ name: String, _ dependencies: String) -> ManifestFile {
            ManifestFile(
                path: "\(name)/Project.swift",
                text: """
                    import ProjectDescription
                    let project = Project(name: "\(name)", targets: [
                        .target(name: "\(name)", product: .framework, sources: ["Sources/**"],
                                dependencies: \(dependencies))
                    ])
                    """)
        }
        let assignment = ModuleResolver.resolve(
            manifests: [
                project("Core", "[.external(name: \"RxSwift\")]"),
                project("Net", "[.project(target: \"Core\", path: \"../Core\"), .external(name: \"RxSwift\")]"),
                project("Kit", "Dependencies.kit"),
            ],
            swiftFiles: ["Core/Sources/Core.swift", "Net/Sources/Net.swift", "Kit/Sources/Kit.swift"])
        let visibility = ModuleVisibility(assignment.modules)
        #expect(!visibility.sees("Core", "Net"))
        #expect(visibility.sees("Net", "Core"))
        #expect(visibility.sees("Kit", "Net"), "Kit's list is not read")
    }

    /// A helper's constant made by a function of the helpers (`static let NetMoudle = module(name: "Net")`, misspelt
    /// so no target has its last part's name) names the target of its `name:`; an external package's does not.
    @Test func aHelpersConstantMadeByItsOwnFunctionNamesItsTarget() {
        let helpers = """
            import ProjectDescription
            extension TargetDependency {
                public struct Module {
                    public static let NetMoudle = module(name: "Net")
                    public static let Rx = TargetDependency.external(name: "Core")
                }
                private static func module(name: String) -> TargetDependency {
                    .project(target: name, path: .relativeToRoot("Modules/\\(name)"))
                }
            }
            """
        let feed = """
            import ProjectDescription
            import ProjectDescriptionHelpers
            let project = Project(name: "Feed", targets: [
                Target(name: "Feed", product: .framework, sources: ["Sources/**"],
                       dependencies: [.Module.NetMoudle, .Module.Rx])
            ])
            """
        let target = { (name: String) in
            "import ProjectDescription\nlet project = Project(name: \"\(name)\", targets: [Target(name: \"\(name)\", "
                + "product: .framework, sources: [\"Sources/**\"])])\n"
        }
        let assignment = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Features/Feed/Project.swift", text: feed),
                ManifestFile(path: "Modules/Net/Project.swift", text: target("Net")),
                ManifestFile(path: "Modules/Core/Project.swift", text: target("Core")),
                ManifestFile(path: "Tuist/ProjectDescriptionHelpers/Deps.swift", text: helpers),
            ],
            swiftFiles: [
                "Features/Feed/Sources/Feed.swift", "Modules/Net/Sources/Net.swift", "Modules/Core/Sources/Core.swift",
            ])
        #expect(assignment.module(named: "Feed")?.dependencies == ["Net"])
    }

    /// A helper's constant made by a function of the helpers taking nothing (`static let thirdParty = thirdPartyLib()`)
    /// names the target that function's `.project(target:path:)` names.
    @Test func aHelpersConstantMadeByAFunctionTakingNothingNamesItsTarget() {
        let helpers = """
            import ProjectDescription
            extension TargetDependency {
                public struct ThirdPartyLib {
                    public static let thirdParty = thirdPartyLib()
                }
                private static func thirdPartyLib() -> TargetDependency {
                    return TargetDependency.project(
                        target: "ThirdPartyLib", path: .relativeToRoot("ThirdPartyLib/")
                    )
                }
            }
            """
        let feed = """
            import ProjectDescription
            import ProjectDescriptionHelpers
            let project = Project(name: "Feed", targets: [
                Target(name: "Feed", product: .framework, sources: ["Sources/**"],
                       dependencies: [.ThirdPartyLib.thirdParty])
            ])
            """
        let lib = """
            import ProjectDescription
            let project = Project(name: "ThirdPartyLib", targets: [
                Target(name: "ThirdPartyLib", product: .framework, sources: ["Sources/**"],
                       dependencies: [.external(name: "RxSwift")])
            ])
            """
        let assignment = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Feed/Project.swift", text: feed),
                ManifestFile(path: "ThirdPartyLib/Project.swift", text: lib),
                ManifestFile(path: "Tuist/ProjectDescriptionHelpers/ThirdPartyLib.swift", text: helpers),
            ],
            swiftFiles: ["Feed/Sources/Feed.swift", "ThirdPartyLib/Sources/Lib.swift"])
        #expect(assignment.module(named: "Feed")?.dependencies == ["ThirdPartyLib"])
    }

    /// A helper's project written as an implicit member (`let project: Project = .project(name: "Home", ...)`) is
    /// one module of its folder, as `Project.project(...)` is; a dependency a helper's constant spells as an implicit
    /// member (`.Project.Feature.Base`, defined as `.project(name: "BaseFeature", ...)`) is its target, and one whose
    /// last part is a target's name (`.Project.Core.Core`) that target.
    @Test func anImplicitMemberHelperProjectAndItsConstantsDependencies() {
        let helpers = """
            import ProjectDescription
            public extension TargetDependency {
                enum Project {
                    public enum Feature {}
                    public enum Core {}
                }
            }
            public extension TargetDependency.Project.Feature {
                static let Base = TargetDependency.project(name: "BaseFeature", path: .relativeToRoot("BaseFeature"))
            }
            public extension TargetDependency.Project.Core {
                static let Core = TargetDependency.project(target: "Core", path: .relativeToRoot("Core"))
            }
            """
        let home = """
            import ProjectDescription
            import ProjectDescriptionHelpers
            let project: Project = .project(
                name: "Home", product: .staticFramework,
                dependencies: [.Project.Feature.Base, .Project.Core.Core])
            """
        let module = { (name: String) in
            "import ProjectDescription\nimport ProjectDescriptionHelpers\n"
                + "let project: Project = .project(name: \"\(name)\")\n"
        }
        let assignment = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Home/Project.swift", text: home),
                ManifestFile(path: "BaseFeature/Project.swift", text: module("BaseFeature")),
                ManifestFile(path: "Core/Project.swift", text: module("Core")),
                ManifestFile(path: "Tuist/ProjectDescriptionHelpers/Dependencies.swift", text: helpers),
            ],
            swiftFiles: ["Home/Sources/HomeView.swift", "BaseFeature/Sources/Base.swift", "Core/Sources/Core.swift"])
        #expect(assignment.fileModules["Home/Sources/HomeView.swift"] == "Home")
        #expect(assignment.module(named: "Home")?.dependencies == ["BaseFeature", "Core"])
        #expect(
            assignment.diagnostics.map(\.message).first
                == "targets come from a helper (Project.project); module 'BaseFeature' takes the manifest's folder")
    }
    /// A target named by a plugin's constant (`name: env.targetName`) still compiles the files its sources name:
    /// they form a module named for the sources' folder, not a folder module of files no target compiles (whose
    /// task would say to delete them).
    @Test func aTargetNamedByAConstantOfAPluginKeepsItsFilesInAModule() {
        let home = """
            import ProjectDescription
            import EnvironmentPlugin
            let project = Project(name: env.name, targets: [
                .target(name: env.targetName, product: .framework, sources: ["Sources/**"],
                        dependencies: [.external(name: "RxSwift")]),
                .target(name: "\\(env.targetName)Tests", product: .unitTests, sources: ["Tests/**"]),
            ])
            """
        let app = """
            import ProjectDescription
            let project = Project(name: "App", targets: [
                .target(name: "Home", product: .app, sources: ["Sources/**"])
            ])
            """
        let assignment = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Projects/Home/Project.swift", text: home),
                ManifestFile(path: "Projects/App/Project.swift", text: app),
            ],
            swiftFiles: [
                "Projects/Home/Sources/HomeViewModel.swift", "Projects/Home/Tests/HomeViewModelTests.swift",
                "Projects/App/Sources/AppDelegate.swift",
            ])
        // `Home` is also the app project's target: the module takes its project's name as well.
        let modules = ["Projects/Home/Sources/HomeViewModel.swift", "Projects/Home/Tests/HomeViewModelTests.swift"]
            .compactMap { assignment.fileModules[$0] }
        #expect(modules == ["Home.Home", "HomeTests"])
        #expect(modules.map { assignment.module(named: $0)?.kind } == [.tuist, .tuist])
        #expect(modules.map { assignment.module(named: $0)?.isTest } == [false, true])
        #expect(
            assignment.module(named: "Home.Home")?.rxDependencies.map(\.summary)
                == ["RxSwift@Projects/Home/Project.swift:5"])
        #expect(
            assignment.diagnostics.map(\.description) == [
                "Projects/Home/Project.swift:4: warning: target name is not a string literal; named 'Home' for its "
                    + "sources' folder",
                "Projects/Home/Project.swift:6: warning: target name is not a string literal; named 'HomeTests' for "
                    + "its sources' folder",
            ])
    }
}

import Testing

@testable import FarewellKit

/// Dependency lists that Tuist's `ProjectDescriptionHelpers` define and manifests name
/// (`dependencies: ModuleLayer.Domain.dependencies`).
@Suite struct ProjectTuistHelperListTests {
    let header = "import ProjectDescription\nimport ProjectDescriptionHelpers\n"

    /// A helper's target (`factory: .init(dependencies:)`) naming the helpers' list.
    var domain: String {
        header + "private let targets: [Target] = [\n"
            + "    .makeModular(layer: .Domain, factory: .init(dependencies: ModuleLayer.Domain.dependencies))\n"
            + "]\nprivate let domain = Project.makeApp(name: ModuleLayer.Domain.rawValue, target: targets)\n"
    }

    /// A plain target's `dependencies:` naming the helpers' list.
    var core: String {
        header + "let project = Project(name: \"Core\", targets: [\n"
            + "    .target(name: \"Core\", product: .staticFramework, sources: [\"Sources/**\"],\n"
            + "            dependencies: ModuleLayer.Core.dependencies)\n])\n"
    }

    /// An enum's computed list, one per case of `switch self`, and a type's constant list.
    let moduleLayer = """
        import ProjectDescription
        public enum ModuleLayer: String {
            case Domain, Core, Data
            public var dependencies: [TargetDependency] {
                switch self {
                case .Domain: return [.external(name: "RxSwift"), .project(target: "Core", path: "Core")]
                case .Core, .Data:
                    return [.external(name: "SnapKit")] + ModuleLayer.shared
                }
            }
            public static let shared: [TargetDependency] = [.external(name: "RxCocoa")]
        }
        """

    /// A helper target's `factory: .init(dependencies:)` and a plain target's `dependencies:` name the helpers'
    /// lists: their names and Rx lines are read where the helper writes them, and nothing is left unresolved.
    @Test func aListTheHelpersDefineIsReadWhereTheyWriteIt() {
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Tuist/ProjectDescriptionHelpers/ModuleLayer.swift", text: moduleLayer),
                ManifestFile(path: "Domain/Project.swift", text: domain),
                ManifestFile(path: "Core/Project.swift", text: core),
            ],
            swiftFiles: ["Domain/Sources/FetchUserUseCase.swift", "Core/Sources/Logger.swift"])
        #expect(ManifestKind.of(path: "Tuist/ProjectDescriptionHelpers/ModuleLayer.swift") == .tuistHelpers)
        #expect(result.module(named: "Domain")?.dependencies == ["Core"])
        #expect(
            result.module(named: "Domain")?.rxDependencies.map(\.summary) == [
                "RxSwift@Tuist/ProjectDescriptionHelpers/ModuleLayer.swift:6"
            ])
        #expect(
            result.module(named: "Core")?.rxDependencies.map(\.summary) == [
                "RxCocoa@Tuist/ProjectDescriptionHelpers/ModuleLayer.swift:11"
            ])
        #expect(result.diagnostics.filter { !$0.isInformational } == [])
    }

    /// A list no helper defines (or one a function builds) gets the warning a plain target's gets, at the line
    /// that names it, in a helper's target too.
    @Test func aListTheHelpersDoNotDefineGetsAWarning() {
        let helper = "import ProjectDescription\npublic enum ModuleLayer: String { case Domain, Core }\n"
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Tuist/ProjectDescriptionHelpers/ModuleLayer.swift", text: helper),
                ManifestFile(path: "Domain/Project.swift", text: domain),
                ManifestFile(path: "Core/Project.swift", text: core),
            ],
            swiftFiles: ["Domain/Sources/FetchUserUseCase.swift", "Core/Sources/Logger.swift"])
        #expect(
            result.diagnostics.filter { $0.message.hasPrefix("dependencies") }.map(\.description) == [
                "Core/Project.swift:5: warning: dependencies of target 'Core' are not a list; their Rx lines are not "
                    + "read, and the modules of the repository its files import are taken as its dependencies",
                "Domain/Project.swift:4: warning: dependencies of target 'Domain' are not a list; their Rx lines are "
                    + "not read, and the modules of the repository its files import are taken as its dependencies",
            ])
        // They say how the manifest was read, and leave the exit code alone.
        #expect(result.diagnostics.allSatisfy { $0.isInformational })
    }

    /// A target named by a helper's string enum (`Module.Domain.rawValue`, a case's name or its literal, a nested
    /// enum's by its full name, through a constant and an interpolation) is read with that name, and a helper's
    /// `.external(dependency: .RxSwift)` is an Rx line.
    @Test func targetsNamedByAHelpersEnumAndItsExternalLibrariesAreRead() {
        let helper = """
            import ProjectDescription
            public enum Module: String { case Domain, Network = "PBNetworking" }
            public enum ModulePaths { public enum Feature: String, CaseIterable { case Search } }
            public enum External: String { case RxSwift, SnapKit }
            extension TargetDependency {
                public static func external(dependency: External) -> TargetDependency {
                    .external(name: dependency.rawValue)
                }
            }
            """
        let project =
            header + """
                let interface: String = ModulePaths.Feature.Search.rawValue
                let project = Project(name: "Domain", targets: [
                    .target(name: Module.Domain.rawValue, product: .framework, sources: ["Domain/**"],
                            dependencies: [.external(dependency: .RxSwift), .external(dependency: .SnapKit)]),
                    .target(name: Module.Network.rawValue, product: .framework, sources: ["Network/**"]),
                    .target(name: "\\(interface)Interface", product: .framework, sources: ["Interface/**"]),
                ])
                """
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Tuist/ProjectDescriptionHelpers/Module.swift", text: helper),
                ManifestFile(path: "Projects/Project.swift", text: project),
            ],
            swiftFiles: [
                "Projects/Domain/Repo.swift", "Projects/Network/Client.swift", "Projects/Interface/Search.swift",
            ])
        #expect(
            result.fileModules == [
                "Projects/Domain/Repo.swift": "Domain", "Projects/Network/Client.swift": "PBNetworking",
                "Projects/Interface/Search.swift": "SearchInterface",
            ])
        #expect(result.module(named: "Domain")?.rxDependencies.map(\.summary) == ["RxSwift@Projects/Project.swift:6"])
        #expect(result.diagnostics.filter { !$0.isInformational } == [])
    }

    /// Source lists the helpers define as `SourceFilesList` constants (`sources: .sources`, `.demoSources`, `.tests`;
    /// a string, a `SourceFilesList(globs:)` call, a computed property) and the `SourceFileGlob` constants of a list
    /// (`[.generated, "Sources/**"]`) are read as the compiler reads them, against the argument's type, with globs
    /// relative to the manifest naming them: each target keeps its own files.
    @Test func aHelpersSourcesConstantGivesEachTargetItsFiles() {
        let helper = """
            import ProjectDescription
            public extension SourceFilesList {
                static let sources: SourceFilesList = "Sources/**"
                static let demoSources: SourceFilesList = SourceFilesList(globs: ["Demo/Sources/**"])
                static var tests: SourceFilesList { ["Tests/**"] }
            }
            public extension TargetDependency {
                static let RxSwift: TargetDependency = .external(name: "RxSwift")
            }
            public extension SourceFileGlob {
                static let generated: SourceFileGlob = .glob("Generated/**", excluding: ["Generated/Legacy/**"])
            }
            """
        let shop = ManifestFile(
            path: "Projects/Features/Shop/Project.swift",
            text: header + """
                let project = Project(name: "Shop", targets: [
                    Target(name: "Shop", platform: .iOS, product: .staticFramework, bundleId: "x",
                           sources: [.generated, "Sources/**"]),
                ])
                """)
        func project(_ name: String) -> ManifestFile {
            ManifestFile(
                path: "Projects/Features/\(name)/Project.swift",
                text: header + """
                    let project = Project(name: "\(name)", targets: [
                        Target(name: "\(name)", platform: .iOS, product: .staticFramework, bundleId: "x",
                               sources: .sources, dependencies: [.RxSwift]),
                        Target(name: "\(name)Demo", platform: .iOS, product: .app, bundleId: "x.demo",
                               sources: .demoSources, dependencies: [.target(name: "\(name)")]),
                        Target(name: "\(name)Tests", platform: .iOS, product: .unitTests, bundleId: "x.tests",
                               sources: .tests, dependencies: [.target(name: "\(name)")]),
                    ])
                    """)
        }
        let result = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Tuist/ProjectDescriptionHelpers/H.swift", text: helper), project("Home"),
                project("Trip"), shop,
            ],
            swiftFiles: [
                "Projects/Features/Home/Sources/HomeViewModel.swift",
                "Projects/Features/Home/Demo/Sources/DemoApp.swift",
                "Projects/Features/Home/Tests/HomeViewModelTests.swift",
                "Projects/Features/Trip/Sources/TripViewModel.swift", "Projects/Features/Shop/Sources/Cart.swift",
                "Projects/Features/Shop/Generated/Strings.swift", "Projects/Features/Shop/Generated/Legacy/Old.swift",
            ])
        #expect(
            result.fileModules == [
                "Projects/Features/Home/Sources/HomeViewModel.swift": "Home",
                "Projects/Features/Home/Demo/Sources/DemoApp.swift": "HomeDemo",
                "Projects/Features/Home/Tests/HomeViewModelTests.swift": "HomeTests",
                "Projects/Features/Trip/Sources/TripViewModel.swift": "Trip",
                "Projects/Features/Shop/Sources/Cart.swift": "Shop",
                "Projects/Features/Shop/Generated/Strings.swift": "Shop",
                "Projects/Features/Shop/Generated/Legacy/Old.swift": "Projects",
            ])
        #expect(
            result.module(named: "Trip")?.rxDependencies.map(\.summary) == [
                "RxSwift@Projects/Features/Trip/Project.swift:5"
            ])
        #expect(result.diagnostics == [])
    }

    /// A package Tuist's dependency manifest lists by a helper's constant (`SwiftPackageManagerDependencies([.RxSwift])`
    /// with `extension Package { static let RxSwift: Package = .remote(url: ..., requirement: ...) }`, or Tuist 4's
    /// `Package.Dependency`) is read as the inline call is: an Rx line where the constant is written, and its version.
    @Test func aHelpersPackageConstantInTuistsDependencyManifestIsRead() {
        let helper = """
            import ProjectDescription
            public extension Package {
                static let RxSwift: Package = .remote(
                    url: "https://github.com/ReactiveX/RxSwift", requirement: .upToNextMajor(from: "6.2.0"))
                static let SnapKit: Package = .remote(
                    url: "https://github.com/SnapKit/SnapKit", requirement: .upToNextMajor(from: "5.0.0"))
            }
            extension Package.Dependency {
                static let rxSwift: Package.Dependency = .package(url: "https://github.com/ReactiveX/RxSwift", exact: "6.5.0")
            }
            """
        let dependencies =
            header + """
                let dependencies = Dependencies(
                    swiftPackageManager: SwiftPackageManagerDependencies([
                        .SnapKit,
                        .RxSwift,
                    ]),
                    platforms: [.iOS]
                )
                """
        let package = """
            // swift-tools-version: 5.9
            import PackageDescription
            #if TUIST
                import ProjectDescription
                import ProjectDescriptionHelpers
            #endif
            let package = Package(name: "App", dependencies: [.rxSwift])
            """
        let app = """
            import ProjectDescription
            let project = Project(name: "App", targets: [
                .target(name: "App", product: .app, sources: ["Sources/**"], dependencies: [.external(name: "RxSwift")])
            ])
            """
        let cases = [
            ("Tuist/Dependencies.swift", dependencies, 6, ".upToNextMajor(from: 6.2.0)"),
            ("Tuist/Package.swift", package, 7, "exact: 6.5.0"),
        ]
        for (path, manifest, line, requirement) in cases {
            let result = ModuleResolver.resolve(
                manifests: [
                    ManifestFile(path: "Tuist/ProjectDescriptionHelpers/Packages.swift", text: helper),
                    ManifestFile(path: path, text: manifest), ManifestFile(path: "App/Project.swift", text: app),
                ],
                swiftFiles: ["App/Sources/HomeViewModel.swift"])
            #expect(
                result.module(named: "App").map { ($0.rxDependencies + $0.sharedRxDependencies).map(\.summary) } == [
                    "RxSwift@App/Project.swift:3", "RxSwift@\(path):\(line)",
                ])
            #expect(
                result.rxSwiftVersions.map { "\($0.location) \($0.requirement)" } == ["\(path):\(line) \(requirement)"])
            #expect(result.diagnostics == [])
        }
    }

    /// A helper's enum cases mapped through a key path (`[Module.utils, .repository, .core, .ui].map(\.project)`) name
    /// the modules of those cases' names, in any letter case (`.ui` is `UI`); the Rx lines beside them are read too,
    /// and no value is left unread.
    @Test func helperCasesMappedThroughAKeyPathNameTheirModules() {
        let feature =
            header + """
                let project = Project.library(name: "Feature",
                    dependencies: [.rxSwift, .rxCocoa] + [Module.utils, .repository, .core, .ui].map(\\.project))
                """
        let result = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "Feature/Project.swift", text: feature)]
                + ["Core", "Repository", "UI", "Utils"].map { name in
                    ManifestFile(
                        path: "\(name)/Project.swift",
                        text: header + "let project = Project.library(name: \"\(name)\", dependencies: [])\n")
                },
            swiftFiles: [
                "Feature/Sources/VC.swift", "Core/Sources/Alert.swift", "Repository/Sources/Store.swift",
                "UI/Sources/Button.swift", "Utils/Sources/Text.swift",
            ])
        #expect(result.module(named: "Feature")?.dependencies == ["Core", "Repository", "UI", "Utils"])
        #expect(
            result.module(named: "Feature")?.rxDependencies.map(\.summary) == [
                "RxCocoa@Feature/Project.swift:4", "RxSwift@Feature/Project.swift:4",
            ])
        #expect(result.diagnostics.filter { $0.message.hasPrefix("dependencies") } == [])
    }

    /// A helper enum whose computed property makes a case's dependency on its module, read by the tests below.
    let moduleEnum = """
        import ProjectDescription
        public enum Module: String, CaseIterable {
            case core, network
            case payments = "PaymentsKit"
            case legacy
            public static let shared: [Module] = [Module.core, .payments]
            public var project: TargetDependency {
                .project(target: rawValue, path: .relativeToRoot("Projects/\\(rawValue)"))
            }
            public var name: String { rawValue.capitalized }
            public var framework: TargetDependency { .project(target: name, path: .relativeToRoot("Projects/\\(name)")) }
            public var package: TargetDependency { .external(name: rawValue) }
        }
        """

    /// The modules of a Tuist repository of one project per module under `Projects/`, with the helpers' `Module`
    /// enum, whose `Feature` project's dependencies are `dependencies`, after the manifest's `constants`.
    func scanModules(featureDependencies dependencies: String, constants: String = "") throws -> Inventory {
        var files = [
            "/repo/Tuist/ProjectDescriptionHelpers/Module.swift": moduleEnum,
            "/repo/Projects/Feature/Project.swift": header + constants
                + "let project = Project.module(name: \"Feature\", dependencies: \(dependencies))\n",
            "/repo/Projects/Feature/Sources/FeedViewModel.swift": "import RxSwift\nfinal class FeedViewModel {}\n",
        ]
        for name in ["Core", "Network", "PaymentsKit", "Legacy"] {
            files["/repo/Projects/\(name)/Project.swift"] =
                header + "let project = Project.module(name: \"\(name)\", dependencies: [])\n"
            files["/repo/Projects/\(name)/Sources/\(name).swift"] = "final class \(name) {}\n"
        }
        return try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
    }

    /// A bare element `Module.core.project` among other entries is what `[Module.core].map(\.project)` is: the
    /// helper's property makes a dependency on a target named by the case (its raw value, in any letter case), so
    /// the project depends on `Core`, on `PaymentsKit` for `case payments = "PaymentsKit"`, and on `Legacy` for a
    /// property naming it by `rawValue.capitalized`, which the reader takes as the case's name.
    @Test func aHelperCasesPropertyInADependencyListNamesItsModule() throws {
        let inventory = try scanModules(
            featureDependencies: """
                [.external(name: "RxSwift"), Module.core.project, Module.payments.project, Module.legacy.framework,
                    .project(target: "Network", path: "../Network")]
                """)
        let feature = try #require(inventory.modules.first { $0.name == "Feature" })
        #expect(feature.dependencies == ["Core", "Legacy", "Network", "PaymentsKit"])
        #expect(feature.rxDependencies.map(\.summary) == ["RxSwift@Projects/Feature/Project.swift:3"])
        #expect(!feature.dependenciesIncomplete)
        #expect(inventory.diagnostics.filter { $0.message.contains("dependencies") } == [])
    }

    /// A constant of the manifest (`let deps: [Module] = [.core, .network]`) or a helper's
    /// (`Module.shared`) mapped through a key path is read as the list it holds is: each case names its module.
    @Test(arguments: [
        (
            "deps.map(\\.project) + [.external(name: \"RxSwift\")]", "let deps: [Module] = [.core, .network]\n",
            ["Core", "Network"]
        ),
        ("[.external(name: \"RxSwift\")] + Module.shared.map(\\.project)", "", ["Core", "PaymentsKit"]),
    ])
    func aNamedListOfHelperCasesMappedThroughAKeyPathNamesTheirModules(
        dependencies: String, constants: String, modules: [String]
    ) throws {
        let inventory = try scanModules(featureDependencies: dependencies, constants: constants)
        let feature = try #require(inventory.modules.first { $0.name == "Feature" })
        #expect(feature.dependencies == modules)
        #expect(!feature.dependenciesIncomplete)
        #expect(inventory.diagnostics.filter { $0.message.contains("dependencies") } == [])
    }
}

extension ProjectTuistHelperListTests {
    /// Forms the reader does not evaluate stay as they were: a property the helpers do not define and a list no
    /// constant binds leave the dependencies incomplete, naming no module; the list's map gets the warning of a value
    /// not read.
    @Test(arguments: [
        "[Module.core.unknown, .external(name: \"RxSwift\")]",
        "unknown.map(\\.project) + [.external(name: \"RxSwift\")]",
    ])
    func aHelperValueTheReaderDoesNotEvaluateNamesNoModule(dependencies: String) throws {
        let inventory = try scanModules(featureDependencies: dependencies)
        let feature = try #require(inventory.modules.first { $0.name == "Feature" })
        #expect(feature.dependencies == [])
        #expect(feature.dependenciesIncomplete)
        #expect(
            inventory.diagnostics.filter { $0.message.contains("dependencies") }.map(\.description)
                == (dependencies.hasPrefix("unknown")
                    ? [
                        "Projects/Feature/Project.swift:3: warning: some dependencies of target 'Feature' are values "
                            + "that are not read; the Rx lines and modules of the others are read, and the modules of "
                            + "the repository its files import are taken as its dependencies too"
                    ] : []))
    }

    /// A helper case's property that makes an external package's dependency (`.external(name: rawValue)`) names no
    /// module of the repository, and is known all the same: the dependencies stay complete.
    @Test func aHelperCasesPropertyMakingAnExternalDependencyNamesNoModule() throws {
        let inventory = try scanModules(
            featureDependencies: "[Module.legacy.package, Module.core.project, .external(name: \"RxSwift\")]")
        let feature = try #require(inventory.modules.first { $0.name == "Feature" })
        #expect(feature.dependencies == ["Core"])
        #expect(!feature.dependenciesIncomplete)
        #expect(inventory.diagnostics.filter { $0.message.contains("dependencies") } == [])
    }
}

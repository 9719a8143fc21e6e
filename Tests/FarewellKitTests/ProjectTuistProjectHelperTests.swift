import Testing

@testable import FarewellKit

/// A project that a `ProjectDescriptionHelpers` function makes for the name the manifest gives it
/// (`Project.dual(name: "Feature")`), whose `Target(...)` calls spell each target around that name.
@Suite struct ProjectTuistProjectHelperTests {
    let templates = """
        import ProjectDescription

        extension Project {
            public static func dual(name: String) -> Project {
                Project(name: name, targets: [
                    Target(name: name, platform: .iOS, product: .framework, bundleId: "a", sources: ["./Interface/**"],
                        dependencies: [.external(name: "RxSwift")]),
                    Target(name: "\\(name)Impl", platform: .iOS, product: .staticFramework, bundleId: "b",
                        sources: ["./Implement/**"], dependencies: [.target(name: name)]),
                    Target(name: "\\(name)DemoApp", platform: .iOS, product: .app, bundleId: "c",
                        sources: ["./DemoApp/Sources/**"], dependencies: [.target(name: name)]),
                    Target(name: "\\(name)Tests", platform: .iOS, product: .unitTests, bundleId: "d",
                        sources: ["./Tests/**"], dependencies: [.target(name: "\\(name)Impl")]),
                ])
            }
        }
        """
    let helperPath = "Tuist/ProjectDescriptionHelpers/Project+Templates.swift"
    let swiftFiles = [
        "Feature/Interface/FetchUseCase.swift", "Feature/Implement/FetchUseCaseImpl.swift",
        "Feature/DemoApp/Sources/StubFetchUseCase.swift", "Feature/Tests/FetchTests.swift",
    ]

    func manifest(name: String) -> String {
        "import ProjectDescription\nimport ProjectDescriptionHelpers\n\nlet project = Project.dual(name: \(name))\n"
    }

    /// The helper's `Target(...)` calls are evaluated with `name` bound to `"Feature"`: four modules, each with the
    /// files its globs match beside the manifest, its product (a test target's is a test module) and its
    /// dependencies; the Rx line is the helper's.
    @Test func aProjectHelpersTargetsAreTheTargetsItMakesForTheGivenName() {
        let assignment = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Feature/Project.swift", text: manifest(name: "\"Feature\"")),
                ManifestFile(path: helperPath, text: templates),
            ],
            swiftFiles: swiftFiles)
        #expect(
            assignment.fileModules == [
                "Feature/Interface/FetchUseCase.swift": "Feature",
                "Feature/Implement/FetchUseCaseImpl.swift": "FeatureImpl",
                "Feature/DemoApp/Sources/StubFetchUseCase.swift": "FeatureDemoApp",
                "Feature/Tests/FetchTests.swift": "FeatureTests",
            ])
        let summary = assignment.modules.map {
            "\($0.name) test=\($0.isTest) demo=\($0.isDemoApp) deps=\($0.dependencies) "
                + "rx=\($0.rxDependencies.map(\.summary))"
        }
        #expect(
            summary == [
                "Feature test=false demo=false deps=[] rx=[\"RxSwift@\(helperPath):7\"]",
                "FeatureDemoApp test=false demo=true deps=[\"Feature\"] rx=[]",
                "FeatureImpl test=false demo=false deps=[\"Feature\"] rx=[]",
                "FeatureTests test=true demo=false deps=[\"FeatureImpl\"] rx=[]",
            ])
        #expect(assignment.diagnostics == [])
    }

    /// A dependency list the manifest passes to the helper (`dependencies: dependencies` there) is written in the
    /// manifest: its Rx line is the manifest's, where the cleanup removes it, not the helper's file at that line.
    @Test func aDependencyListTheManifestPassesIsTheManifests() {
        let helper = """
            import ProjectDescription

            extension Project {
                public static func module(name: String, dependencies: [TargetDependency]) -> Project {
                    Project(name: name, targets: [
                        Target(name: name, platform: .iOS, product: .framework, bundleId: "a",
                            sources: ["./Sources/**"], dependencies: dependencies),
                    ])
                }
            }
            """
        let manifest = """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.module(
                name: "Lib",
                dependencies: [
                    .external(name: "RxSwift"),
                ]
            )
            """
        let assignment = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Lib/Project.swift", text: manifest),
                ManifestFile(path: helperPath, text: helper),
            ],
            swiftFiles: ["Lib/Sources/Store.swift"])
        #expect(assignment.fileModules == ["Lib/Sources/Store.swift": "Lib"])
        #expect(assignment.modules.map { $0.rxDependencies.map(\.summary) } == [["RxSwift@Lib/Project.swift:7"]])
    }

    /// A name the reader cannot read (`name: env.featureName`) leaves the helper's targets unevaluated: one module
    /// for the manifest's folder, with the warning that a helper makes its targets.
    @Test func aProjectHelperGivenANameTheReaderCannotReadKeepsOneModule() {
        let assignment = ModuleResolver.resolve(
            manifests: [
                ManifestFile(path: "Feature/Project.swift", text: manifest(name: "env.featureName")),
                ManifestFile(path: helperPath, text: templates),
            ],
            swiftFiles: swiftFiles)
        #expect(Set(assignment.fileModules.values) == ["Feature"])
        #expect(
            assignment.diagnostics.map(\.description) == [
                "Feature/Project.swift:4: warning: targets come from a helper (Project.dual) whose name is not a "
                    + "string literal; module 'Feature', named after the folder, takes the manifest's folder"
            ])
    }

    /// A demo app beside its feature ships nowhere: its tasks get no feature flag, as tests' do, while the
    /// feature's own tasks keep theirs.
    @Test func aDemoAppsTasksGetNoFeatureFlag() throws {
        let rx = { (type: String) in
            "import RxSwift\nfinal class \(type) {\n    func fetch() -> Single<Int> { .just(1) }\n}\n"
        }
        let files = [
            "/repo/Feature/Project.swift": manifest(name: "\"Feature\""),
            "/repo/\(helperPath)": templates,
            "/repo/Feature/Implement/FetchUseCaseImpl.swift": rx("FetchUseCaseImpl"),
            "/repo/Feature/DemoApp/Sources/StubFetchUseCase.swift": rx("StubFetchUseCase"),
        ]
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        let plan = Planner().plan(inventory, previous: nil)
        let flags = plan.tasks.filter { $0.kind == .migration }.map { "\($0.module) flagged=\(!$0.flag.isEmpty)" }
        #expect(flags.sorted() == ["FeatureDemoApp flagged=false", "FeatureImpl flagged=true"])
    }
}

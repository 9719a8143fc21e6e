import Testing

@testable import FarewellKit

/// Two Tuist projects, `A` and `B`, each linking RxSwift (`.external(name: "RxSwift")` when `linked` holds its name,
/// and using it when `using` does), which `Tuist/Dependencies.swift` fetches for both.
private func tuistApp(linked: Set<String>, using: Set<String>) -> InMemoryFileSystem {
    var files = [
        "/repo/Tuist/Dependencies.swift": """
        import ProjectDescription

        let dependencies = Dependencies(swiftPackageManager: [
            .remote(url: "https://github.com/ReactiveX/RxSwift", requirement: .upToNextMajor(from: "6.5.0")),
        ])
        """
    ]
    for name in ["A", "B"] {
        let dependency = linked.contains(name) ? ".external(name: \"RxSwift\")" : ""
        files["/repo/\(name)/Project.swift"] = """
            import ProjectDescription

            let project = Project(name: "\(name)", targets: [
                Target(name: "\(name)", platform: .iOS, product: .framework, bundleId: "app.\(name)",
                       sources: ["Sources/**"],
                       dependencies: [\(dependency)])
            ])
            """
        files["/repo/\(name)/Sources/\(name).swift"] =
            using.contains(name)
            ? "import RxSwift\n\nlet bag = DisposeBag()\n" : "import Foundation\n\nlet name = \"\(name)\"\n"
    }
    return InMemoryFileSystem(files)
}

private func scan(linked: Set<String>, using: Set<String>) throws -> Inventory {
    try RepositoryScanner(fileSystem: tuistApp(linked: linked, using: using)).scan(root: "/repo")
}

/// The lines of `Tuist/Dependencies.swift` serve both projects: each project's cleanup is done once its own module
/// and line are, whatever the other's state; only the shared manifest's cleanup checks them, and for both modules.
@Test func sharedDependencyLinesBelongToNoModulesCleanup() throws {
    let plan = Planner().plan(try scan(linked: ["A", "B"], using: ["A", "B"]), previous: nil)
    let cleanups = plan.tasks.filter { $0.kind == .cleanup }
    let a = try #require(cleanups.first { $0.files.map(\.path) == ["A/Project.swift"] })
    let b = try #require(cleanups.first { $0.files.map(\.path) == ["B/Project.swift"] })
    let shared = try #require(cleanups.first { $0.files.map(\.path) == ["Tuist/Dependencies.swift"] })
    #expect(shared.dependsOn.contains(a.id) && shared.dependsOn.contains(b.id))
    #expect(!a.dependsOn.contains(shared.id) && !b.dependsOn.contains(shared.id))
    #expect(shared.removals.map(\.description) == ["Tuist/Dependencies.swift:4"])

    // A migrated: its cleanup is done, B's is not, and the shared lines wait for B.
    let aDone = try scan(linked: ["B"], using: ["B"])
    #expect(ScopeCheck.cleanupLeftovers(a, in: aDone) == [])
    #expect(
        ScopeCheck.cleanupLeftovers(b, in: aDone) == [
            "B: 1 Rx occurrence left in the module", "B/Project.swift:6: RxSwift still brings Rx in",
        ])
    #expect(
        ScopeCheck.cleanupLeftovers(shared, in: aDone) == [
            "B: 1 Rx occurrence left in the module", "B/Project.swift:6: RxSwift still brings Rx in",
            "Tuist/Dependencies.swift:4: RxSwift still brings Rx in",
        ])

    // Both migrated: both projects' cleanups stay done; only the shared lines are left, for their own task.
    let bothDone = try scan(linked: [], using: [])
    #expect(ScopeCheck.cleanupLeftovers(a, in: bothDone) == [])
    #expect(ScopeCheck.cleanupLeftovers(b, in: bothDone) == [])
    #expect(
        ScopeCheck.cleanupLeftovers(shared, in: bothDone) == [
            "Tuist/Dependencies.swift:4: RxSwift still brings Rx in"
        ])
}

/// Before either project is migrated, the shared manifest's cleanup lists what is left in every module it serves,
/// not in the one module its lines were once given to.
@Test func aSharedManifestsCleanupChecksEveryModuleItServes() throws {
    let inventory = try scan(linked: ["A", "B"], using: ["A", "B"])
    let plan = Planner().plan(inventory, previous: nil)
    let shared = try #require(plan.tasks.first { $0.files.map(\.path) == ["Tuist/Dependencies.swift"] })
    #expect(
        ScopeCheck.cleanupLeftovers(shared, in: inventory) == [
            "A: 1 Rx occurrence left in the module", "A/Project.swift:6: RxSwift still brings Rx in",
            "B: 1 Rx occurrence left in the module", "B/Project.swift:6: RxSwift still brings Rx in",
            "Tuist/Dependencies.swift:4: RxSwift still brings Rx in",
        ])
    #expect(TaskCleanupSection.coverage(of: shared, among: inventory.modules).modules == ["A", "B"])
}

/// The scan lists the shared lines once, at the top level, with the modules they serve, not as one module's lines.
@Test func theScanListsSharedLinesWithTheModulesTheyServe() throws {
    let inventory = try scan(linked: ["A", "B"], using: ["A", "B"])
    #expect(
        inventory.modules.map { "\($0.name): \($0.rxDependencies.map(\.location.description))" } == [
            "A: [\"A/Project.swift:6\"]", "B: [\"B/Project.swift:6\"]",
        ])
    let line = SourceLocation(path: "Tuist/Dependencies.swift", line: 4, column: 1)
    #expect(
        inventory.sharedRxDependencies == [SharedRxDependency(library: "RxSwift", location: line, modules: ["A", "B"])])
    #expect(
        InventoryJSON.render(inventory).contains(
            """
              "sharedRxDependencies" : [
                {
                  "library" : "RxSwift",
                  "location" : {
                    "column" : 1,
                    "line" : 4,
                    "path" : "Tuist/Dependencies.swift"
                  },
                  "modules" : [
                    "A",
                    "B"
                  ]
                }
              ],
            """))
}

/// A root `Package.swift` or a Podfile's `abstract_target` declares the targets its Rx lines serve: those lines
/// are each module's own, in one cleanup task that checks both modules, and the scan lists no shared line.
@Test func aPackageOrPodfileThatDeclaresItsTargetsKeepsItsLinesInItsModules() throws {
    let package = """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Kit",
            dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift", from: "6.5.0")],
            targets: [
                .target(name: "A", dependencies: [.product(name: "RxSwift", package: "RxSwift")]),
                .target(name: "B", dependencies: [.product(name: "RxSwift", package: "RxSwift")]),
            ]
        )
        """
    let podfile = """
        project 'App.xcodeproj'
        abstract_target 'Shared' do
          pod 'RxSwift'
          target 'A' do
          end
          target 'B' do
          end
        end
        """
    let project = """
        { objects = {
        BA = {isa = PBXBuildFile; fileRef = FA; };
        BB = {isa = PBXBuildFile; fileRef = FB; };
        FA = {isa = PBXFileReference; path = A.swift; sourceTree = "<group>"; };
        FB = {isa = PBXFileReference; path = B.swift; sourceTree = "<group>"; };
        G0 = {isa = PBXGroup; children = (GA, GB); sourceTree = "<group>"; };
        GA = {isa = PBXGroup; children = (FA); path = Sources/A; sourceTree = "<group>"; };
        GB = {isa = PBXGroup; children = (FB); path = Sources/B; sourceTree = "<group>"; };
        PA = {isa = PBXSourcesBuildPhase; files = (BA); };
        PB = {isa = PBXSourcesBuildPhase; files = (BB); };
        NA = {isa = PBXNativeTarget; buildPhases = (PA); name = A; };
        NB = {isa = PBXNativeTarget; buildPhases = (PB); name = B; };
        R = {isa = PBXProject; mainGroup = G0; targets = (NA, NB); };
        }; rootObject = R; }
        """
    let code = { (name: String) in "import RxSwift\n\nfinal class \(name)Feed {\n    let bag = DisposeBag()\n}\n" }
    let sources = ["/repo/Sources/A/A.swift": code("A"), "/repo/Sources/B/B.swift": code("B")]
    let repositories = [
        (
            "Package.swift", sources.merging(["/repo/Package.swift": package]) { $1 },
            [#"A: ["Package.swift:6", "Package.swift:8"]"#, #"B: ["Package.swift:6", "Package.swift:9"]"#],
            ["Package.swift:6", "Package.swift:8", "Package.swift:9"]
        ),
        (
            "Podfile",
            sources.merging(["/repo/Podfile": podfile, "/repo/App.xcodeproj/project.pbxproj": project]) { $1 },
            [#"A: ["Podfile:3"]"#, #"B: ["Podfile:3"]"#], ["Podfile:3"]
        ),
    ]
    for (manifest, files, modules, lines) in repositories {
        let inventory = try RepositoryScanner(fileSystem: InMemoryFileSystem(files)).scan(root: "/repo")
        #expect(inventory.sharedRxDependencies == [])
        #expect(inventory.modules.map { "\($0.name): \($0.rxDependencies.map(\.location.description))" } == modules)
        let plan = Planner().plan(inventory, previous: nil)
        let cleanups = plan.tasks.filter { $0.kind == .cleanup }
        #expect(cleanups.map { $0.files.map(\.path) } == [[manifest]])
        let cleanup = try #require(cleanups.first)
        #expect(TaskCleanupSection.coverage(of: cleanup, among: inventory.modules).modules == ["A", "B"])
        #expect(
            ScopeCheck.cleanupLeftovers(cleanup, in: inventory)
                == ["A: 1 Rx occurrence left in the module", "B: 1 Rx occurrence left in the module"]
                + lines.map { "\($0): RxSwift still brings Rx in" })
    }
}

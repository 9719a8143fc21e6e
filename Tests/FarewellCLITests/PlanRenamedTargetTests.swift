import FarewellKit
import Testing

/// `farewell plan` after a target was renamed, through the workspace files: a task file someone wrote a note in keeps
/// its title, an untouched one is renamed, and both are the new target's.
@Suite struct PlanRenamedTargetTests {
    private static func package(target name: String) -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Kit",
            dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", from: "6.5.0")],
            targets: [.target(name: "\(name)", dependencies: ["RxSwift"], path: "Sources/Core")]
        )
        """
    }

    @Test func aNoteKeepsTheTitleOfATaskWhoseTargetIsRenamed() throws {
        let harness = PlanHarness([
            "/repo/.git/HEAD": "ref: refs/heads/main\n",
            "/repo/farewell.json": #"{ "plan": { "maxFiles": 1 } }"#,
            "/repo/Package.swift": Self.package(target: "Core"),
            "/repo/Sources/Core/Cache.swift": "import RxSwift\nfinal class Cache { let bag = DisposeBag() }\n",
            "/repo/Sources/Core/Store.swift": "import RxSwift\nfinal class Store { let bag = DisposeBag() }\n",
        ])
        #expect(harness.run(["plan"]).code == 0)
        let noted = "/repo/tasks/T-003-core-cache.md"
        let text = try #require(harness.files[noted])
        try harness.fileSystem.write(
            text.replacingOccurrences(of: "## Notes\n", with: "## Notes\n\nAsk Ana first.\n"), to: noted)
        try harness.fileSystem.write(Self.package(target: "CoreKit"), to: "/repo/Package.swift")
        let replan = harness.run(["plan"])
        #expect(replan.code == 0)
        #expect(
            replan.out == """
                updated   tasks/T-001-foundation-bridges.md (+2 -2 lines)
                updated   tasks/T-003-core-cache.md (+4 -4 lines)
                updated   tasks/T-004-core-store.md (+8 -8 lines)
                updated   tasks/T-005-cleanup-core.md (+6 -6 lines)
                updated   waves/W1-data.md (+3 -3 lines)
                updated   waves/W2-cleanup.md (+2 -2 lines)
                0 created, 6 updated, 7 unchanged

                """)
        let tasks = harness.files.keys.filter { $0.hasPrefix("/repo/tasks/") }.sorted().map { path in
            let lines = harness.files[path]?.split(separator: "\n") ?? []
            let fields = lines.filter { $0.hasPrefix("title:") || $0.hasPrefix("module:") || $0.hasPrefix("flag:") }
            return "\(path.dropFirst("/repo/tasks/".count)) " + fields.joined(separator: " ")
        }
        #expect(
            tasks == [
                "T-001-foundation-bridges.md title: Bridges and share(history:) polyfill module: flag:",
                "T-002-foundation-flags.md title: Feature-flag plumbing module: flag:",
                #"T-003-core-cache.md title: "Core: Cache" module: CoreKit flag: rx_migration_t_003"#,
                #"T-004-core-store.md title: "CoreKit: Store" module: CoreKit flag: rx_migration_t_004"#,
                #"T-005-cleanup-core.md title: "Cleanup: Package.swift" module: CoreKit flag:"#,
            ])
        #expect(harness.files[noted]?.contains("## Notes\n\nAsk Ana first.\n") == true)
        #expect(harness.files["/repo/tasks/T-005-cleanup-core.md"]?.contains("`rx_migration_t_003` (T-003)") == true)
        #expect(harness.run(["plan", "--check"]).code == 0)
    }
}

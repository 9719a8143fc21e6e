import FarewellKit
import Testing

@testable import FarewellCLI

/// A foundation task has no files in scope: `verify` checks what it sets up that a scan can see (FarewellAsync as a
/// package or the files `farewell scaffold` writes, an RxSwift the bridges work with), and says the flag plumbing is
/// left to review, rather than pass either by an empty scope.
@Suite struct PlanVerifyFoundationTests {
    static let tasks = [
        PlanTask(
            id: "T-001", title: "Bridges and share(history:) polyfill", slug: "foundation-bridges", kind: .foundation,
            wave: "W0", module: "", layer: .unknown, files: [], points: 1, flag: "", status: .todo, pr: nil),
        PlanTask(
            id: "T-002", title: "Feature-flag plumbing", slug: "foundation-flags", kind: .foundation, wave: "W0",
            module: "", layer: .unknown, files: [], points: 1, flag: "", status: .todo, pr: nil),
    ]

    /// A package whose target links RxSwift `requirement`, with `more` package lines.
    static func package(rxSwift requirement: String, more: String = "") -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "App",
            dependencies: [
                .package(url: "https://github.com/ReactiveX/RxSwift.git", \(requirement)),\(more)
            ],
            targets: [.target(name: "App", dependencies: ["RxSwift"], path: "App")]
        )
        """
    }

    /// The repository of `files` with the two foundation tasks planned.
    static func harness(_ files: [String: String]) -> PlanHarness {
        let context = WorkspaceContext(plan: Plan(waves: [], tasks: tasks, baseline: 1))
        var all = files
        all["/repo/.git/HEAD"] = "ref: refs/heads/main\n"
        all["/repo/App/Feed.swift"] = "import RxSwift\nlet feed = Observable.just(1)\n"
        for task in tasks { all["/repo/" + context.taskPath(task)] = TaskMarkdown.render(task, context: context) }
        return PlanHarness(all)
    }

    @Test func theBridgesTaskFailsUntilFarewellAsyncIsAdded() {
        let untouched = Self.harness(["/repo/Package.swift": Self.package(rxSwift: #"from: "6.5.0""#)])
        let before = untouched.run(["verify", "T-001"])
        #expect(before.code == 1)
        #expect(
            before.out == """
                FarewellAsync is not available: no manifest names the package and no file `farewell scaffold` wrote \
                is here (add the dependency, or run `farewell scaffold` and add its files)
                T-001: 1 foundation item left

                """)
        let added = Self.harness([
            "/repo/Package.swift": Self.package(
                rxSwift: #"from: "6.5.0""#,
                more: #"\#n        .package(url: "https://github.com/example/FarewellAsync.git", from: "1.0.0"),"#)
        ])
        let after = added.run(["verify", "T-001"])
        #expect(after.code == 0)
        #expect(after.out == "T-001: in place: FarewellAsync (Package.swift), RxSwift from: 6.5.0\n")
    }

    /// The scaffolded files stand for the package; an RxSwift older than 6 is still to upgrade, where the lock file
    /// says.
    @Test func theBridgesTaskNamesAnRxSwiftTooOldForTheBridges() {
        let harness = Self.harness([
            "/repo/Package.swift": Self.package(rxSwift: #"from: "5.0.0""#),
            "/repo/Package.resolved": """
            {
              "pins" : [
                {
                  "identity" : "rxswift",
                  "kind" : "remoteSourceControl",
                  "location" : "https://github.com/ReactiveX/RxSwift.git",
                  "state" : {
                    "revision" : "002d325b0bdee94e7882e1114af5ff4fe1e96afa",
                    "version" : "5.1.1"
                  }
                }
              ],
              "version" : 2
            }
            """,
            "/repo/App/RxBridges/Single+Async.swift": SingleBridgeTemplate.text,
        ])
        let result = harness.run(["verify", "T-001"])
        #expect(result.code == 1)
        #expect(
            result.out == """
                Package.resolved:6: RxSwift 5.1.1 installed is older than the bridges need (RxSwift 6; `value` and \
                `values` 6.5): upgrade RxSwift, RxCocoa and RxRelay first
                T-001: 1 foundation item left

                """)
    }

    /// No scan sees the flag plumbing: `verify` passes the task saying so, since its steps end when it exits 0.
    @Test func theFlagsTaskIsLeftToReview() {
        let result = Self.harness(["/repo/Package.swift": Self.package(rxSwift: #"from: "6.5.0""#)])
            .run(["verify", "T-002"])
        #expect(result.code == 0)
        #expect(result.out == "T-002: the feature-flag plumbing is left to review (no scan can see it)\n")
    }
}

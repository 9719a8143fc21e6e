import FarewellKit
import Foundation
import Testing

@testable import FarewellCLI

@Suite struct PlanCommandTests {
    static let workspaceFiles = [
        "/repo/.claude/skills/f-rxswift/SKILL.md", "/repo/AGENTS.md", "/repo/review-guideline.md", "/repo/rules.md",
    ]

    @Test(arguments: [
        (["plan"], PlanOptions()),
        (["plan", "App", "--dry-run"], PlanOptions(path: "App", dryRun: true)),
        (
            ["plan", "--workspace=ws", "--check", "--format", "json"],
            PlanOptions(workspace: "ws", check: true, format: .json)
        ),
    ])
    func optionsAreParsed(words: [String], expected: PlanOptions) throws {
        var cursor = ArgumentCursor(words)
        _ = cursor.nextPositional()
        #expect(try PlanOptions.parse(&cursor) == expected)
    }

    @Test(arguments: [
        (["plan", "--bogus"], "error: Unknown option '--bogus'"),
        (["plan", "--workspace"], "error: Missing value for '--workspace'"),
        (["plan", "--format", "xml"], "error: Invalid value 'xml' for '--format' (expected text or json)"),
        (["plan", "a", "b"], "error: Unexpected argument 'b'"),
    ])
    func usageErrorsExit64WithTheUsage(words: [String], message: String) {
        let result = PlanHarness().run(words)
        #expect(result.code == 64)
        #expect(result.err.hasPrefix(message + "\n\nOVERVIEW: Write the migration plan"))
    }

    @Test func helpListsTheExitCodes() {
        let result = PlanHarness().run(["plan", "--help"])
        #expect(result.code == 0)
        #expect(result.out.contains("EXIT CODES: 0 ok, 1 --check found drift, 64 usage error"))
    }

    @Test func planWritesTheWorkspaceIntoTheGitRepositoryAroundTheWorkingDirectory() {
        var harness = PlanHarness()
        harness.currentDirectory = "/repo/Sources/App"
        let result = harness.run(["plan"])
        #expect(result.code == 0)
        #expect(result.err == "")
        #expect(
            result.out == """
                created   .claude/skills/f-rxswift/SKILL.md
                created   AGENTS.md
                created   review-guideline.md
                created   rules.md
                created   farewell-baseline.tsv
                5 created, 0 updated, 0 unchanged

                """)
        #expect(
            harness.files.keys.sorted()
                == (["/repo/.git/HEAD", "/repo/farewell-baseline.tsv"] + Self.workspaceFiles).sorted())
        let again = harness.run(["plan"])
        #expect(again.out == "0 created, 0 updated, 5 unchanged\n")
    }

    @Test func workspaceOptionPutsTheFilesElsewhere() {
        let harness = PlanHarness()
        #expect(harness.run(["plan", "/repo", "--workspace", "/plans"]).code == 0)
        #expect(harness.files["/plans/rules.md"] != nil)
        #expect(harness.files["/repo/rules.md"] == nil)
    }

    @Test func dryRunWritesNothing() {
        let harness = PlanHarness()
        let result = harness.run(["plan", "--dry-run"])
        #expect(result.code == 0)
        #expect(
            result.out.hasSuffix(
                "created   farewell-baseline.tsv\n5 created, 0 updated, 0 unchanged (dry run: nothing written)\n"))
        #expect(harness.files.keys.sorted() == ["/repo/.git/HEAD"])
    }

    @Test func checkExits1OnDriftAnd0WhenInSync() throws {
        let harness = PlanHarness()
        let drift = harness.run(["plan", "--check"])
        #expect(drift.code == 1)
        #expect(
            drift.out.hasSuffix(
                "4 created, 0 updated, 0 unchanged: the workspace is out of date; run 'farewell plan'\n"))
        #expect(harness.files.count == 1)
        #expect(harness.run(["plan"]).code == 0)
        #expect(harness.run(["plan", "--check"]) == (0, "workspace is up to date\n", ""))
        let rules = try #require(harness.files["/repo/rules.md"])
        try harness.fileSystem.write(rules.replacingOccurrences(of: "## Mapping", with: "## Map"), to: "/repo/rules.md")
        let edited = harness.run(["plan", "--check"])
        #expect(edited.code == 0)
        #expect(edited.err == "warning: rules.md: generated section 'mapping' was edited by hand; not updated\n")
    }

    @Test func anExistingAgentsFileKeepsItsTextAndGetsTheBlock() throws {
        let harness = PlanHarness(["/repo/.git/HEAD": "x", "/repo/AGENTS.md": "# Agents\n\nUse tabs.\n"])
        #expect(harness.run(["plan"]).code == 0)
        let agents = try #require(harness.files["/repo/AGENTS.md"])
        #expect(agents.hasPrefix("# Agents\n\nUse tabs.\n\n<!-- farewell:begin agents hash="))
        #expect(agents.hasSuffix("<!-- farewell:end agents -->\n"))
        #expect(harness.run(["plan", "--check"]).code == 0)
    }

    @Test func jsonFormatPrintsThePlanOnStandardOutput() throws {
        let harness = PlanHarness()
        let result = harness.run(["plan", "--format", "json"])
        #expect(result.code == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        #expect(object?["tasks"] != nil)
        #expect(result.err.hasSuffix("created   farewell-baseline.tsv\n5 created, 0 updated, 0 unchanged\n"))
        #expect(harness.files["/repo/rules.md"] != nil)
    }

    @Test func badConfigurationExits65NamingTheFile() {
        let harness = PlanHarness([
            "/repo/.git/HEAD": "x", "/repo/farewell.json": "{ \"plan\": { \"maxFiles\": \"ten\" } }",
        ])
        let result = harness.run(["plan"])
        #expect(result.code == 65)
        #expect(result.err == "error: farewell.json: 'plan.maxFiles' should be a number\n")
        let broken = PlanHarness(["/repo/.git/HEAD": "x", "/repo/farewell.json": "{"]).run(["plan"])
        #expect(broken.err == "error: farewell.json: not valid JSON\n")
    }

    @Test(arguments: [
        (
            "{ \"layers\": [ { \"glob\": \"a\", \"layer\": \"middle\" } ] }",
            "'layers[0].layer': Cannot initialize Layer from invalid String value middle"
        ),
        ("{ \"layers\": [ { \"glob\": \"a\" } ] }", "'layers[0].layer' is required"),
        ("[]", "expected a JSON object at the top level"),
        (
            "{ \"plan\": { \"skillName\": \"F_Rx\" } }",
            "plan.skillName: 'F_Rx' is not a valid skill name (lowercase letters, digits and single hyphens, at most 64)"
        ),
    ])
    func configurationProblemsNameTheKey(json: String, problem: String) {
        let result = PlanHarness(["/repo/.git/HEAD": "x", "/repo/farewell.json": json]).run(["plan"])
        #expect(result.code == 65)
        #expect(result.err == "error: farewell.json: \(problem)\n")
    }

    @Test func theSkillNameComesFromTheConfiguration() {
        let harness = PlanHarness([
            "/repo/.git/HEAD": "x", "/repo/farewell.json": "{ \"plan\": { \"skillName\": \"rx-out\" } }",
        ])
        #expect(harness.run(["plan"]).code == 0)
        #expect(harness.files["/repo/.claude/skills/rx-out/SKILL.md"]?.hasPrefix("---\nname: rx-out\n") == true)
    }

    @Test func aMissingRepositoryExits66() {
        let result = PlanHarness().run(["plan", "/nowhere"])
        #expect(result.code == 66)
        #expect(result.err == "error: /nowhere: no such file or directory\n")
    }
}

/// RIBs is built on RxSwift and stays: in a repository whose files import it, rules.md says where the migration
/// stops (its Rx requirements keep their types, RxSwift stays while they need it); elsewhere it says nothing.
@Test func rulesSayWhereTheMigrationStopsWhenRIBsIsImported() throws {
    let interactor = """
        import RIBs
        import RxSwift
        final class HomeInteractor: Interactor {
            let items = PublishSubject<Int>()
        }
        """
    let withRIBs = PlanHarness([
        "/repo/.git/HEAD": "ref: refs/heads/main\n", "/repo/App/HomeInteractor.swift": interactor,
    ])
    #expect(withRIBs.run(["plan"]).code == 0)
    let rules = try #require(withRIBs.files["/repo/rules.md"])
    #expect(rules.contains("## Frameworks the migration keeps"))
    #expect(rules.contains("RIBs is built on RxSwift and stays"))
    let without = PlanHarness([
        "/repo/.git/HEAD": "ref: refs/heads/main\n",
        "/repo/App/HomeInteractor.swift": interactor.replacingOccurrences(of: "import RIBs\n", with: ""),
    ])
    #expect(without.run(["plan"]).code == 0)
    #expect(!(without.files["/repo/rules.md"] ?? "RIBs").contains("RIBs"))
}

/// In RIBs' own repository (a module named RIBs beside the tutorials importing it) RIBs is the project's code, which
/// the plan migrates: rules.md says nothing of keeping it.
@Test func rulesKeepNoRIBsTheRepositoryBuildsItself() throws {
    let package = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "RIBs", targets: [
            .target(name: "RIBs", path: "RIBs"), .target(name: "Tutorial", dependencies: ["RIBs"], path: "Tutorial"),
        ])
        """
    let harness = PlanHarness([
        "/repo/.git/HEAD": "ref: refs/heads/main\n", "/repo/Package.swift": package,
        "/repo/RIBs/Interactor.swift": "import RxSwift\nopen class Interactor {\n"
            + "    public var isActiveStream: Observable<Bool> { .just(true) }\n}\n",
        "/repo/Tutorial/HomeInteractor.swift": """
        import RIBs
        import RxSwift
        final class HomeInteractor: Interactor {
            let items = PublishSubject<Int>()
        }
        """,
    ])
    #expect(harness.run(["plan"]).code == 0)
    let rules = try #require(harness.files["/repo/rules.md"])
    #expect(!rules.contains("RIBs is built on RxSwift and stays"))
}

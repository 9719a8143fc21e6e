import FarewellKit
import Testing

@testable import FarewellCLI

@Suite struct ScanCommandTests {
    /// A Tuist project a helper makes, whose one Swift file uses Rx.
    static let helperProject = [
        "/repo/.git/HEAD": "ref: refs/heads/main\n",
        "/repo/Home/Project.swift": """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project.framework(name: "Home", dependencies: [.external(name: "RxSwift")])
        """,
        "/repo/Home/Sources/HomeViewModel.swift": "import RxSwift\nlet bag = DisposeBag()\n",
    ]

    @Test func aNoteOnHowAManifestWasReadIsPrintedAndLeavesTheExitCodeAt0() {
        let harness = PlanHarness(Self.helperProject)
        for format in ["text", "json"] {
            let result = harness.run(["scan", "--format", format])
            #expect(result.code == 0)
            #expect(
                result.err
                    == "Home/Project.swift:4: warning: targets come from a helper (Project.framework); module 'Home' "
                    + "takes the manifest's folder\n")
        }
        #expect(harness.run(["plan", "--dry-run"]).code == 0)
    }

    /// `plan`, `status` and `check`, run again and again, count the notes `scan` and `init` print; a problem is
    /// still printed on its line.
    @Test func commandsRunAgainAndAgainCountTheNotesOnOneLine() {
        var files = Self.helperProject
        files["/repo/Kit/Project.swift"] = "import ProjectDescription\nlet project = Project(name: \"Kit\", targets: ["
        let harness = PlanHarness(files)
        let note =
            "Home/Project.swift:4: warning: targets come from a helper (Project.framework); module 'Home' "
            + "takes the manifest's folder\n"
        let problem = "Kit/Project.swift:2: warning: malformed Project.swift: '[' is never closed\n"
        let counted = "note: 1 warning on how the manifests were read; `farewell scan` prints them\n"
        #expect(harness.run(["scan"]).err == note + problem)
        #expect(harness.run(["plan"]).err == problem + counted)
        #expect(harness.run(["status"]).err == problem + counted)
        #expect(harness.run(["check"]).err == problem + counted)
    }

    /// A note the plan depends on (an RxSwift older than the bridges need) is printed in full by `plan` too, beside
    /// the counted notes on how manifests were read.
    @Test func theRxSwiftVersionNoteIsPrintedInFullByPlan() {
        var files = Self.helperProject
        files["/repo/Podfile"] = "target 'Home' do\n  pod 'RxSwift'\nend\n"
        files["/repo/Podfile.lock"] = "PODS:\n  - RxSwift (4.0.0)\n\nCOCOAPODS: 1.5.3\n"
        let harness = PlanHarness(files)
        let version = "Podfile.lock:2: warning: RxSwift 4.0.0 installed: the plan's bridges need RxSwift 6"
        let counted = "note: 1 warning on how the manifests were read; `farewell scan` prints them\n"
        let plan = harness.run(["plan"])
        #expect(plan.code == 0)
        #expect(plan.err.hasPrefix(version))
        #expect(plan.err.hasSuffix(counted))
    }

    /// Manifests that all build their targets with a helper get one line on every command, which counts them and
    /// names the first; the JSON still lists each.
    @Test func everyCommandPrintsRepeatedHelperNotesOnOneLine() {
        var files = Self.helperProject
        for name in ["Feed", "Kit", "Profile"] {
            files["/repo/\(name)/Project.swift"] =
                "import ProjectDescription\nlet project = Project.framework(name: \"\(name)\")\n"
        }
        let harness = PlanHarness(files)
        let line =
            "warning: 4 manifests build their targets with a helper (Feed/Project.swift, Home/Project.swift, … 2 "
            + "more): modules come from their folders\n"
        for command in [["scan"], ["init"], ["plan"], ["status"], ["check"]] {
            #expect(harness.run(command).err == line, "\(command)")
        }
        let json = harness.run(["scan", "--format", "json"])
        #expect(json.err == line)
        for name in ["Feed", "Home", "Kit", "Profile"] {
            let entry =
                "\"message\" : \"targets come from a helper (Project.framework); module '\(name)' takes the manifest's "
                + "folder\",\n      \"path\" : \"\(name)/Project.swift\""
            #expect(json.out.contains(entry), "\(name)")
        }
    }

    @Test func aBrokenManifestBesideANoteStillExits65() {
        var files = Self.helperProject
        files["/repo/Kit/Project.swift"] = "import ProjectDescription\nlet project = Project(name: \"Kit\", targets: ["
        let result = PlanHarness(files).run(["scan"])
        #expect(result.code == 65)
        #expect(result.err.contains("Kit/Project.swift:2: warning: malformed Project.swift: '[' is never closed\n"))
        #expect(result.err.contains("warning: targets come from a helper (Project.framework)"))
    }
}

import Testing

@testable import FarewellKit

@Suite struct WorkspaceSkillTests {
    @Test(arguments: ["f-rxswift", "farewell-task"])
    func skillFrontMatterFollowsTheAgentSkillsSpec(skillName: String) throws {
        var settings = PlanSettings()
        settings.skillName = skillName
        let context = WorkspaceContext(plan: WorkspaceSamplePlan.plan, settings: settings)
        let path = SkillMarkdown.path(settings)
        #expect(path == ".claude/skills/\(skillName)/SKILL.md")
        let text = SkillMarkdown.render(context: context)
        let document = try FrontMatterParser.parse(text, path: path)
        let name = try #require(document.frontMatter["name"]?.scalar)
        let folder = Path.lastComponent(Path.parent(path))
        #expect(name == folder)
        #expect(name.count <= 64)
        #expect(name.allSatisfy { ($0.isASCII && $0.isLowercase) || $0.isNumber || $0 == "-" })
        let description = try #require(document.frontMatter["description"]?.scalar)
        #expect(description.count < 1024)
        #expect(description.contains("Use when"))
        #expect(description.contains("/\(skillName) T-003"))
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count < 200)
        #expect(text.contains("farewell verify <id>"))
    }

    @Test func verifyCountsOnlyOccurrencesInTheTaskDeclarations() {
        let occurrences = [
            Occurrence(line: 3, column: 1, symbol: "RxSwift", construct: "import", category: .ecosystem),
            Occurrence(
                line: 8, column: 1, symbol: "BehaviorRelay", construct: "BehaviorRelay", category: .subject,
                enclosing: "LoginViewModel"),
            Occurrence(
                line: 20, column: 1, symbol: "flatMapLatest", construct: "flatMapLatest", category: .operator,
                enclosing: "LoginViewModel.bind()"),
            Occurrence(
                line: 40, column: 1, symbol: "Observable", construct: "Observable", category: .streamType,
                enclosing: "SignupViewModel.bind()"),
            Occurrence(
                line: 50, column: 1, symbol: "Observable", construct: "Observable", category: .streamType,
                enclosing: "LoginViewModelFactory"),
        ]
        let inventory = Inventory(
            files: [
                FileInventory(
                    path: "Sources/App/LoginViewModel.swift", module: "App", layer: .presentation, isTest: false,
                    lines: 60, imports: ["RxSwift"], occurrences: occurrences),
                FileInventory(
                    path: "Sources/App/Other.swift", module: "App", layer: .presentation, isTest: false,
                    lines: 5, imports: ["RxSwift"], occurrences: [occurrences[0]]),
            ], modules: [], scannedFiles: 2, scannedLines: 65)
        let remaining = ScopeCheck.remaining(WorkspaceSamplePlan.tasks[2], in: inventory)
        #expect(
            remaining.map(\.description) == [
                "Sources/App/LoginViewModel.swift:8: BehaviorRelay",
                "Sources/App/LoginViewModel.swift:20: flatMapLatest",
            ])
        #expect(ScopeCheck.remaining(WorkspaceSamplePlan.tasks[1], in: inventory).isEmpty)
    }
}

@Suite struct WorkspaceBoundaryTests {
    static func shim(_ types: [String]) -> Shim {
        Shim(
            api: "A.f", declaration: SourceLocation(path: "A.swift", line: 1), rxTypes: types, callers: [],
            callerTasks: [])
    }

    @Test func bridgesMatchTheShimTypes() {
        let none = TaskBoundarySection.bridges([])
        #expect(!none.contains("Single.create") && !none.contains("Observable.create"))
        let single = TaskBoundarySection.bridges([Self.shim(["Single"])])
        #expect(single.contains("Single.create") && !single.contains("Observable.create"))
        let both = TaskBoundarySection.bridges([Self.shim(["Single"]), Self.shim(["Observable"])])
        #expect(both.contains("Single.create") && both.contains("Observable.create"))
        #expect(both.hasSuffix("around one subscription.\n"))
    }
}

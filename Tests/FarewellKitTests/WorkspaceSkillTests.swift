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

    static func occurrence(_ line: Int, _ enclosing: String?) -> Occurrence {
        Fixture.occurrence(line, in: enclosing, column: 1)
    }

    static let inventory = Inventory(
        files: [
            FileInventory(
                path: "Sources/App/LoginViewModel.swift", module: "App", layer: .presentation, isTest: false, lines: 60,
                imports: ["RxSwift"],
                occurrences: [
                    occurrence(3, nil), occurrence(8, "LoginViewModel"), occurrence(20, "LoginViewModel.bind()"),
                    occurrence(22, "LoginViewModel.bind().validate()"), occurrence(30, "LoginViewModel.load()"),
                    occurrence(50, "LoginViewModelFactory"),
                ]),
            FileInventory(
                path: "Sources/App/Other.swift", module: "App", layer: .presentation, isTest: false, lines: 5,
                imports: ["RxSwift"], occurrences: [occurrence(1, nil)]),
        ], modules: [], scannedFiles: 2, scannedLines: 65)

    @Test func verifyCountsOnlyTheTaskDeclarationsOfASplitFile() {
        let task = WorkspaceSamplePlan.tasks[2]
        let lines = { (plan: Plan?) in ScopeCheck.remaining(task, in: Self.inventory, plan: plan).map(\.occurrence.line)
        }
        #expect(lines(nil) == [3, 8, 20, 22])
        var plan = WorkspaceSamplePlan.plan
        #expect(lines(plan) == [3, 8, 20, 22])
        var other = task
        other.id = "T-001"
        other.files = [TaskFile(path: task.files[0].path, declarations: ["LoginViewModel.load()"], occurrences: [])]
        plan.tasks.append(other)
        #expect(lines(plan) == [8, 20, 22])
        #expect(ScopeCheck.remaining(other, in: Self.inventory, plan: plan).map(\.occurrence.line) == [3, 30])
        #expect(ScopeCheck.remaining(WorkspaceSamplePlan.tasks[1], in: Self.inventory).isEmpty)
    }

    @Test func remainingOccurrencesPrintAsPathLineConstruct() {
        let remaining = ScopeCheck.Remaining(path: "A.swift", occurrence: Self.occurrence(4, nil))
        #expect(remaining.description == "A.swift:4: Observable")
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

    /// A `Completable` completes and a `Maybe` may complete empty: each gets its own `create`, not `Single`'s
    /// `.success`.
    @Test func aCompletableAndAMaybeGetTheirOwnBridges() {
        let completable = TaskBoundarySection.bridges([Self.shim(["Completable"])])
        #expect(completable.contains("`Completable.create { observer in"))
        #expect(completable.contains("try await core(); observer(.completed) } catch { observer(.error(error))"))
        #expect(!completable.contains("Single.create") && !completable.contains("Maybe.create"))
        let maybe = TaskBoundarySection.bridges([Self.shim(["Maybe"]), Self.shim(["Single"])])
        #expect(maybe.contains("`Maybe.create { observer in"))
        #expect(
            maybe.contains(
                "if let value = try await core() { observer(.success(value)) } else { observer(.completed) }"))
        #expect(maybe.contains("Single.create") && !maybe.contains("Completable.create"))
    }
}

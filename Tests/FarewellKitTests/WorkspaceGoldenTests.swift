import FarewellTestSupport
import Foundation
import Testing

@testable import FarewellKit

@Suite struct WorkspaceGoldenTests {
    static let documents = WorkspaceRenderer.documents(context: WorkspaceSamplePlan.context)

    @Test(arguments: documents.map(\.path))
    func renderedFileMatchesItsGoldenFile(path: String) throws {
        let document = try #require(Self.documents.first { $0.path == path })
        Golden.check(document.text, matches: "workspace/sample/" + path)
    }

    @Test func theSamplePlanProducesExactlyTheseFiles() {
        #expect(
            Self.documents.map(\.path) == [
                ".claude/skills/f-rxswift/SKILL.md", "AGENTS.md", "review-guideline.md", "rules.md",
                "tasks/T-001-foundation.md", "tasks/T-002-networking-apiclient.md", "tasks/T-003-login-view-model.md",
                "tasks/T-004-cleanup.md", "waves/W0-foundation.md", "waves/W1-infra-and-presentation.md",
                "waves/W2-cleanup.md",
            ])
    }
}

/// The sample plan's cleanup task's Removals, with a CocoaPods module `module` of the Podfile's `lines` added.
private func podfileRemovals(module: String, lines: [RxDependency]) throws -> String {
    var context = WorkspaceSamplePlan.context
    context.modules.append(Module(name: module, kind: .cocoapods, manifest: "Podfile", rxDependencies: lines))
    let index = try #require(context.plan.tasks.firstIndex { $0.kind == .cleanup })
    context.plan.tasks[index].files = [TaskFile(path: "Podfile", occurrences: [])]
    return TaskCleanupSection.removals(context.plan.tasks[index], context: context)
}

@Test func aManifestLineSeveralModulesInheritIsListedOnce() throws {
    let line = RxDependency(library: "RxSwift", location: SourceLocation(path: "Podfile", line: 3))
    let removals = try podfileRemovals(module: "LegacyTests", lines: [line])
    #expect(removals.contains("   - `Podfile:3`: RxSwift (modules Legacy, LegacyTests)\n"))
    #expect(removals.components(separatedBy: "`Podfile:3`").count == 2)
}

@Test func anRxSubspecOfAPodThatIsNotRxKeepsThePod() throws {
    let moya = RxDependency(library: "Moya/RxSwift", location: SourceLocation(path: "Podfile", line: 7))
    let rx = RxDependency(library: "RxSwift/Core", location: SourceLocation(path: "Podfile", line: 8))
    let removals = try podfileRemovals(module: "Shop", lines: [moya, rx])
    #expect(
        removals.contains(
            "   - `Podfile:7`: Moya/RxSwift (module Shop): keep `Moya` itself, drop only its Rx subspec\n"))
    #expect(removals.contains("   - `Podfile:8`: RxSwift/Core (module Shop)\n"))
}

/// RxAlamofire brings Alamofire in: a Podfile listing only the wrapper leaves the code's `import Alamofire` without
/// its library once the wrapper's line goes, so the line says to add one for it first.
@Test func anRxWrapperLibrarysLineSaysWhatItBringsIn() throws {
    let wrapper = RxDependency(library: "RxAlamofire", location: SourceLocation(path: "Podfile", line: 8))
    let removals = try podfileRemovals(module: "Shop", lines: [wrapper])
    #expect(
        removals.contains(
            "   - `Podfile:8`: RxAlamofire (module Shop): it brings Alamofire in too; where the code still imports "
                + "`Alamofire` and no line of `Podfile` names Alamofire, add one first\n"))
    // A project's framework line (Carthage's) links the wrapper alone: the library is linked by lines of its own.
    var context = WorkspaceSamplePlan.context
    let project = "App.xcodeproj/project.pbxproj"
    let framework = RxDependency(library: "RxMoya", location: SourceLocation(path: project, line: 110))
    context.modules.append(Module(name: "Shop", kind: .xcode, manifest: project, rxDependencies: [framework]))
    let index = try #require(context.plan.tasks.firstIndex { $0.kind == .cleanup })
    context.plan.tasks[index].files = [TaskFile(path: project, occurrences: [])]
    let linked = TaskCleanupSection.removals(context.plan.tasks[index], context: context)
    #expect(linked.contains("   - `App.xcodeproj/project.pbxproj:110`: RxMoya (module Shop)\n"))
}

@Test func theCleanupTaskDeletesTheImportsOfFilesThatUseNoRx() throws {
    var context = WorkspaceSamplePlan.context
    let index = try #require(context.plan.tasks.firstIndex { $0.kind == .cleanup })
    context.plan.tasks[index].files = [TaskFile(path: "Podfile", occurrences: [])]
    context.importOnlyFiles = [
        ImportOnlyFile(path: "Legacy/Log.swift", module: "Legacy", imports: ["RxCocoa", "RxSwift"]),
        ImportOnlyFile(path: "Sources/Networking/Plain.swift", module: "Networking", imports: ["RxSwift"]),
        ImportOnlyFile(path: "Legacy/Setup.swift", module: "Legacy", imports: ["RxNetwork", "RxSwift"]),
        ImportOnlyFile(path: "Legacy/View.swift", module: "Legacy", imports: ["NSObject_Rx"]),
    ]
    let removals = TaskCleanupSection.removals(context.plan.tasks[index], context: context)
    // The catalog knows no API of RxNetwork: its import may serve a type of it that is no Rx. NSObject+Rx is
    // imported as `NSObject_Rx`, whose `rx.disposeBag` the catalog knows.
    let expected = [
        "4. Rx imports in files that use no Rx (no migration task holds them):",
        "   - `Legacy/Log.swift`: `import RxCocoa`, `import RxSwift`",
        "   - `Legacy/Setup.swift`: `import RxNetwork`, `import RxSwift`; check first: the catalog knows no API of "
            + "`RxNetwork`, so the file may use some that is no Rx (a type, a function): replace that before the "
            + "library goes",
        "   - `Legacy/View.swift`: `import NSObject_Rx`",
    ]
    #expect(removals.hasSuffix(expected.joined(separator: "\n") + "\n"))
    // The Networking file belongs to the cleanup of Networking's manifest, not to this one.
    #expect(!removals.contains("Plain.swift"))
}

@Test func aTaskOverThePRBudgetSaysSo() throws {
    var context = WorkspaceSamplePlan.context
    context.settings.maxPoints = 5
    let tasks = context.plan.tasks
    var client = try #require(tasks.first { $0.id == "T-002" })
    let login = try #require(tasks.first { $0.id == "T-003" })
    // Over the budget for what joined it: nothing says it cannot be split.
    let joined = TaskMarkdown.body(client, context: context)
    #expect(
        joined.contains(
            "> Over the PR budget (6 of 5 points): no declaration in it holds that much alone; smaller parts joined it "
                + "rather than become tasks of their own. Review the pull request in steps"))
    #expect(!joined.contains("cannot be split further"))
    client.oversizedDeclaration = "APIClient.request(_:)"
    #expect(
        TaskMarkdown.body(client, context: context).contains(
            "> Over the PR budget (6 of 5 points): `APIClient.request(_:)` alone holds more Rx than the budget and "
                + "cannot be split further."))
    client.oversizedDeclaration = "-"
    #expect(
        TaskMarkdown.body(client, context: context).contains(
            "> Over the PR budget (6 of 5 points): its top-level code alone holds more Rx than the budget and "
                + "cannot be split further."))
    context.generatedFiles = [WorkspaceSamplePlan.apiClient.path]
    #expect(
        TaskMarkdown.body(client, context: context).contains(
            "> Over the PR budget (6 of 5 points): generated code changes in its generator, in one go."))
    #expect(!TaskMarkdown.body(login, context: context).contains("Over the PR budget"))
}

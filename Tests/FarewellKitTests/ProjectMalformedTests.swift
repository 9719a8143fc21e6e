import Testing

@testable import FarewellKit

@Suite struct ProjectMalformedTests {
    @Test func brokenManifestsGiveOneWarningEachWithFileAndLine() {
        let assignment = ProjectFixtures.resolve("malformed")
        #expect(
            assignment.diagnostics.map(\.description) == [
                "Broken.xcodeproj/project.pbxproj:6: warning: malformed project.pbxproj: expected ';' after the value of 'targets'",
                "Package.swift:6: warning: malformed Package.swift: unbalanced ']'",
                "Podfile:4: warning: malformed Podfile: 'end' without an open block",
                "Sub/Package.swift:3: warning: malformed Package.swift: unterminated string literal",
                "project.yml:3: warning: malformed project.yml: tab character in indentation",
            ])
    }

    @Test func filesOfBrokenManifestsFallBackToFolders() {
        let assignment = ProjectFixtures.resolve("malformed")
        #expect(assignment.fileModules["App/App.swift"] == "App")
        #expect(assignment.fileModules["Sub/Sources/Lib/Lib.swift"] == "Lib")
        // The Podfile's target `App` closes before its stray `end`, so it is read and claims its folder.
        #expect(assignment.manifestAttributedFiles == ["App/App.swift"])
        #expect(assignment.module(named: "App")?.rxDependencies.map(\.summary) == ["RxSwift@Podfile:2"])
    }

    /// An abstract target's pods for a target whose name is in typographic quotes, which neither Ruby nor
    /// farewell reads as a string, beside targets that parse.
    private static let podfileWithAnUnreadableTarget = """
        platform :ios, '12.0'
        abstract_target 'Shared' do
          pod 'RxSwift', '~> 6.0'
          pod 'RxCocoa', '~> 6.0'

          target ‘App’ do
            pod 'RxDataSources'
          end

          target 'Widget' do
          end
        end
        target 'Tools' do
          pod 'RxGesture'
        end
        """

    @Test func aTargetWithoutAReadableNameKeepsThePodsAndTheOtherTargets() {
        let assignment = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "Podfile", text: Self.podfileWithAnUnreadableTarget)], swiftFiles: [])
        #expect(
            assignment.diagnostics.map(\.description) == [
                "Podfile:6: warning: malformed Podfile: 'target' without a name"
            ])
        let summary = assignment.modules.map { "\($0.name) \($0.kind) \($0.rxDependencies.map(\.summary))" }
        #expect(
            summary == [
                #"Podfile:6 cocoapods ["RxSwift@Podfile:3", "RxCocoa@Podfile:4", "RxDataSources@Podfile:7"]"#,
                #"Tools cocoapods ["RxGesture@Podfile:14"]"#,
                #"Widget cocoapods ["RxSwift@Podfile:3", "RxCocoa@Podfile:4"]"#,
            ])
    }

    /// A target name Ruby computes (`"#{app}Tests"`) is valid Ruby: a note, not a malformed Podfile, and the pods
    /// after it are read. One that interpolates an environment variable (`"#{ENV["APP_NAME"]}_iOS"`, quotes inside
    /// the interpolation) is read with XcodeGen's placeholder, `${APP_NAME}_iOS`.
    @Test func aComputedTargetNameIsANoteNotAMalformedPodfile() {
        let podfile = """
            app = 'Demo'
            target "#{ENV["APP_NAME"]}_iOS" do
              pod 'RxSwift'
            end
            target "#{app}Tests" do
              pod 'RxTest'
            end
            target 'Kit' do
              pod 'RxRelay'
            end
            """
        let assignment = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "Podfile", text: podfile)], swiftFiles: [])
        #expect(
            assignment.diagnostics.map(\.description) == [
                ##"Podfile:5: warning: the target name "#{app}Tests" is computed by Ruby: its pods are matched to "##
                    + "no target"
            ])
        #expect(assignment.diagnostics.allSatisfy { $0.isInformational })
        let summary = assignment.modules.map { "\($0.name) \($0.rxDependencies.map(\.summary))" }
        #expect(
            summary == [
                #"${APP_NAME}_iOS ["RxSwift@Podfile:3"]"#, #"Kit ["RxRelay@Podfile:9"]"#,
                #"Podfile:5 ["RxTest@Podfile:6"]"#,
            ])
    }

    @Test func theLinesAfterAMalformedOneAreStillRead() {
        let podfile = """
            target 'App' do
              pod 'RxSwift'
            end
            end
            target 'Kit' do
              pod 'RxRelay'
              pod 'RxCocoa
            end
            """
        let assignment = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "Podfile", text: podfile)], swiftFiles: [])
        #expect(
            assignment.diagnostics.map(\.description) == [
                "Podfile:4: warning: malformed Podfile: 'end' without an open block"
            ])
        #expect(
            assignment.modules.map { "\($0.name) \($0.rxDependencies.map(\.summary))" } == [
                #"App ["RxSwift@Podfile:2"]"#, #"Kit ["RxRelay@Podfile:6"]"#,
            ])
    }

    @Test func theCleanupNamesThePodLinesOfATargetWithoutAReadableName() throws {
        let files = InMemoryFileSystem([
            "/repo/Podfile": Self.podfileWithAnUnreadableTarget,
            "/repo/App/Feed.swift": "import RxSwift\nfinal class Feed { let items = PublishSubject<Int>() }\n",
        ])
        let inventory = try RepositoryScanner(fileSystem: files).scan(root: "/repo")
        let plan = Planner().plan(inventory, previous: nil)
        let cleanup = try #require(plan.tasks.first { $0.kind == .cleanup && $0.title == "Cleanup: Podfile" })
        #expect(cleanup.removals.map(\.description) == ["Podfile:3", "Podfile:4", "Podfile:7", "Podfile:14"])
        let feed = try #require(plan.tasks(holding: "App/Feed.swift").first)
        #expect(cleanup.dependsOn.contains(feed.id))
    }

    @Test(arguments: [
        (
            "Podfile", "target 'App' do\n  pod 'RxSwift'\n",
            "Podfile:1: warning: malformed Podfile: 'App' block is never closed with 'end'"
        ),
        ("Podfile", "target do\nend\n", "Podfile:1: warning: malformed Podfile: 'target' without a name"),
        ("Podfile", "pod 'RxSwift\n", "Podfile:1: warning: malformed Podfile: unterminated string"),
        (
            "project.yml", "targets:\n  App:\n    sources: [App\n",
            "project.yml:3: warning: malformed project.yml: unterminated flow collection"
        ),
        (
            "project.yml", "targets:\n  App: 1\n    type: x\n",
            "project.yml:3: warning: malformed project.yml: unexpected indentation"
        ),
        // The other closing bracket where a value should start: read on, the value never moved.
        (
            "project.yml", "a: [b }\n",
            "project.yml:1: warning: malformed project.yml: unexpected '}' in a flow collection"
        ),
        (
            "project.yml", "targets:\n  App:\n    sources: [[\"d\"])\n    }\n",
            "project.yml:3: warning: malformed project.yml: unexpected '}' in a flow collection"
        ),
        (
            "project.yml", "a: {b: c, ]\n",
            "project.yml:1: warning: malformed project.yml: unexpected ']' in a flow collection"
        ),
        (
            "A.xcodeproj/project.pbxproj", "{ objects = {}; rootObject = R; }",
            "A.xcodeproj/project.pbxproj:1: warning: project.pbxproj has no root project object"
        ),
        (
            "A.xcodeproj/project.pbxproj", "{ a = \"b; }",
            "A.xcodeproj/project.pbxproj:1: warning: malformed project.pbxproj: unterminated quoted string"
        ),
        (
            "Package.swift", "let p = Package(targets: [.target(name: \"A\")]",
            "Package.swift:1: warning: malformed Package.swift: '(' is never closed"
        ),
        (
            "Project.swift", "import ProjectDescription\nlet p = Project(name: \"A\"]",
            "Project.swift:2: warning: malformed Project.swift: unbalanced ']'"
        ),
    ])
    func eachFormatReportsItsFirstProblem(path: String, text: String, expected: String) {
        let assignment = ModuleResolver.resolve(
            manifests: [ManifestFile(path: path, text: text)], swiftFiles: ["A/a.swift"])
        #expect(assignment.diagnostics.map(\.description) == [expected])
        #expect(assignment.fileModules == ["A/a.swift": "A"])
    }
}

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
        #expect(assignment.manifestAttributedFiles == [])
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

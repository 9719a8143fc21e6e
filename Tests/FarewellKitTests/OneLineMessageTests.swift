import Testing

@testable import FarewellKit

/// A warning or an error is one line, whatever the text it quotes holds: a quoted key of a project file
/// and a file name can carry line breaks and terminal escapes.
@Suite struct OneLineMessageTests {
    @Test func aQuotedPbxprojKeyWithALineBreakStaysOnOneLine() {
        let assignment = ModuleResolver.resolve(
            manifests: [ManifestFile(path: "A.xcodeproj/project.pbxproj", text: "{ \"a\nb\u{1B}[2J\" }")],
            swiftFiles: ["A/a.swift"])
        #expect(
            assignment.diagnostics.map(\.description) == [
                "A.xcodeproj/project.pbxproj:2: warning: malformed project.pbxproj: expected '=' after key "
                    + "'a\\nb\\u{1B}[2J'"
            ])
    }

    @Test func aFileNameWithALineBreakStaysOnOneLine() throws {
        let fileSystem = InMemoryFileSystem(["/repo/a\nb\tc.swift": "import RxSwift\u{0}"])
        let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
        #expect(
            inventory.diagnostics.map(\.description) == [
                "a\\nb\\tc.swift: warning: binary file (NUL bytes), not scanned"
            ])
        // The JSON keeps the path as it is.
        #expect(inventory.diagnostics.map(\.path) == ["a\nb\tc.swift"])
    }

    @Test func errorsStayOnOneLine() {
        #expect(
            FarewellError.badInput(path: "tasks/T-1\r\n.md:2", problem: "duplicate key 'a\u{85}b'").description
                == "tasks/T-1\\r\\n.md:2: duplicate key 'a\\u{85}b'")
        #expect(
            TrackerError.git(command: "log", message: "fatal: bad\u{2028}revision").description
                == "git log failed: fatal: bad\\u{2028}revision")
        #expect(FarewellError.missingInput("é/ünïcode").description == "é/ünïcode: no such file or directory")
    }

    @Test func aFileNameWithALineBreakStaysOnOneLineInTheSummaryAndTheCheckReports() throws {
        let fileSystem = InMemoryFileSystem(["/repo/a\nb.swift": "import RxSwift\nlet bag = DisposeBag()\n"])
        let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/repo")
        let summary = ScanSummary.render(inventory)
        #expect(summary.contains("a\\nb.swift"))
        #expect(!summary.contains("a\nb"))
        let result = Checker().check(inventory, baseline: Baseline())
        #expect(!result.violations.isEmpty)
        for name in ["text", "markdown"] {
            let report = try #require(CheckReporter.named(name)).render(result, .standard)
            #expect(report.contains("a\\nb.swift"), "\(name)")
            #expect(!report.contains("a\nb"), "\(name)")
        }
    }
}

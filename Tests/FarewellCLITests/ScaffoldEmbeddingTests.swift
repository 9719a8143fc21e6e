import FarewellKit
import Foundation
import Testing

@Suite struct ScaffoldEmbeddingTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The library's sources as they are on disk, sorted by name.
    private func librarySources() throws -> [ScaffoldFile] {
        let folder = Self.repository.appendingPathComponent("Sources/FarewellAsync")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            ScaffoldFile(
                name: name, contents: try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
    }

    @Test func theEmbeddedPolyfillIsTheLibrarysSourcesConcatenated() throws {
        let sources = try librarySources()
        #expect(sources.count >= 8)
        let expected = FarewellAsyncBundle.concatenate(sources)
        if ProcessInfo.processInfo.environment["FAREWELL_RECORD"] == "1" {
            let generated = Self.repository.appendingPathComponent("Sources/FarewellKit/Scaffold/EmbeddedFarewellAsync.swift")
            try Data(FarewellAsyncBundle.swiftFile(embedding: expected).utf8).write(to: generated)
            Issue.record("Recorded EmbeddedFarewellAsync.swift; build and run again without FAREWELL_RECORD")
            return
        }
        #expect(
            EmbeddedFarewellAsync.source == expected,
            "Sources/FarewellAsync changed: re-record with FAREWELL_RECORD=1 swift test --filter ScaffoldEmbedding")
    }

    @Test func everyLibraryFileHasAMarkInThePolyfill() throws {
        for file in try librarySources() {
            #expect(EmbeddedFarewellAsync.source.contains("\n// MARK: - \(file.name)\n\n"))
        }
    }

    @Test func thePolyfillCompilesInAnAppTargetWithoutPackageAccess() {
        // `package` declarations need -package-name, which an app target does not have.
        let lines = EmbeddedFarewellAsync.source.split(separator: "\n")
        let packageLines = lines.filter { line in
            let trimmed = line.drop { $0 == " " }
            return trimmed.hasPrefix("package ") || trimmed.hasPrefix("@testable")
        }
        #expect(packageLines.isEmpty)
        #expect(!EmbeddedFarewellAsync.source.contains("fatalError"))
    }

    /// An app may declare a type named `Task` (`struct Task { var name: String? }`), which hides Swift's in its module:
    /// the polyfill and the bridges scaffolded into it name Swift's `_Concurrency.Task` in code.
    @Test func thePolyfillAndTheBridgeNameSwiftsTaskWhateverTheAppDeclares() {
        for source in [EmbeddedFarewellAsync.source, ObservableBridgeTemplate.text] {
            let code = source.split(separator: "\n").filter { !$0.drop { $0 == " " }.hasPrefix("//") }
            let bare = code.filter { line in
                line.ranges(of: "Task").contains { range in
                    let before = range.lowerBound == line.startIndex ? " " : line[line.index(before: range.lowerBound)]
                    let after = range.upperBound == line.endIndex ? " " : line[range.upperBound]
                    return !before.isLetter && before != "." && before != "_" && "<{.".contains(after)
                }
            }
            #expect(bare.isEmpty, "\(bare)")
        }
    }

    @Test func theEmbeddedFileRoundTripsThroughItsSwiftLiteral() {
        let source = "// a\n\nlet x = \"\\(1)\"\n"
        let file = FarewellAsyncBundle.swiftFile(embedding: source)
        #expect(file.contains("        // a\n\n        let x = \"\\(1)\"\n\n        \"\"\"##\n"))
    }
}

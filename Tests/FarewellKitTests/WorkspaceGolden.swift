import Foundation
import Testing

/// Compares rendered text with a golden file under `Tests/Fixtures/workspace/`; with `FAREWELL_RECORD=1`
/// it rewrites the golden file and still fails, so a recording run never passes.
enum WorkspaceGolden {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/workspace")

    static func check(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = root.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["FAREWELL_RECORD"] == "1" {
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            Issue.record("recorded \(name); run again without FAREWELL_RECORD", sourceLocation: sourceLocation)
            return
        }
        guard let data = try? Data(contentsOf: url) else {
            Issue.record(
                "missing golden file \(name); record it with FAREWELL_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        #expect(actual == expected, "\(name) differs from its golden file", sourceLocation: sourceLocation)
    }
}

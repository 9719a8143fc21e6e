import Foundation
import Testing

/// Compares output with a golden file under `Tests/Fixtures/`.
///
/// `FAREWELL_RECORD=1 swift test` rewrites the golden files and still fails, so a recording run never
/// passes by accident; CI never records.
package enum Golden {
    /// The absolute path of `Tests/Fixtures/<relative>`.
    package static func fixture(_ relative: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent(relative).path
    }

    /// The text of `Tests/Fixtures/<relative>`, or nil when it does not exist.
    package static func read(_ relative: String) -> String? {
        try? String(contentsOfFile: fixture(relative), encoding: .utf8)
    }

    package static func check(
        _ actual: String, matches relative: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let path = fixture(relative)
        if ProcessInfo.processInfo.environment["FAREWELL_RECORD"] == "1" {
            let url = URL(fileURLWithPath: path)
            try? FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("Recorded \(relative); run the tests again without FAREWELL_RECORD", sourceLocation: sourceLocation)
            return
        }
        guard let expected = read(relative) else {
            Issue.record("Missing golden file \(relative); record it with FAREWELL_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        if actual != expected {
            Issue.record(
                "Output differs from \(relative):\n\(firstDifference(expected, actual))", sourceLocation: sourceLocation)
        }
    }

    /// The first line that differs, with its number, for a readable failure.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let want = index < left.count ? String(left[index]) : "<end of file>"
            let got = index < right.count ? String(right[index]) : "<end of file>"
            if want != got { return "line \(index + 1):\n  expected: \(want)\n  actual:   \(got)" }
        }
        return "(same lines; different line endings?)"
    }
}

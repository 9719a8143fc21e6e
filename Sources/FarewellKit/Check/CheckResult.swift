/// What `check` found: each regression, and how the Rx count moved against the baseline.
package struct CheckResult: Sendable, Equatable {
    package enum Kind: String, Sendable, Codable, Comparable {
        /// A file has more of a construct than its baseline.
        case newRx = "new-rx"
        /// A file outside the baseline has Rx.
        case newFile = "new-file"
        /// A task marked merged has Rx in its scope again.
        case mergedTask = "merged-task"

        package static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One regression, located and explained.
    package struct Violation: Sendable, Equatable, Comparable {
        package var kind: Kind
        package var path: String
        package var line: Int
        /// 1-based, in UTF-8 bytes, as swiftc reports.
        package var column: Int
        /// 1-based, in UTF-16 code units, as SARIF and GitHub's annotations count: `column` unless the line holds
        /// non-ASCII text before it (`CheckResult.withUTF16Columns`).
        package var utf16Column: Int?
        package var construct: String
        package var category: Category
        package var declaration: String?
        /// The merged task whose scope regained Rx.
        package var taskID: String?
        /// One sentence: what is wrong and the recommended replacement.
        package var message: String

        package static func < (lhs: Violation, rhs: Violation) -> Bool {
            (lhs.path, lhs.line, lhs.column, lhs.kind) < (rhs.path, rhs.line, rhs.column, rhs.kind)
        }
    }

    package var violations: [Violation]
    package var baselineTotal: Int
    package var currentTotal: Int
    /// Occurrences that went away: the sum of every (file, construct) decrease.
    package var removed: Int

    package var passed: Bool { violations.isEmpty }

    /// The violations with their UTF-16 columns, from each file's bytes (`contents`, by path; nil when unreadable):
    /// a Korean string before an occurrence puts its byte column past its character column.
    package func withUTF16Columns(_ contents: (String) -> [UInt8]?) -> CheckResult {
        var result = self
        var files: [String: [UInt8]?] = [:]
        for index in result.violations.indices {
            let violation = result.violations[index]
            if files[violation.path] == nil { files[violation.path] = .some(contents(violation.path)) }
            guard let bytes = files[violation.path] ?? nil else { continue }
            result.violations[index].utf16Column = Self.utf16Column(
                in: bytes, line: violation.line, byteColumn: violation.column)
        }
        return result
    }

    /// The UTF-16 column of the 1-based byte column `byteColumn` of `line` in `bytes`; nil when the line is not there.
    static func utf16Column(in bytes: [UInt8], line: Int, byteColumn: Int) -> Int? {
        var start = 0
        var current = 1
        while current < line {
            guard let newline = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
            start = newline + 1
            current += 1
        }
        let end = min(bytes.count, start + max(0, byteColumn - 1))
        return String(decoding: bytes[start..<end], as: UTF8.self).utf16.count + 1
    }

    /// Whether the code has more Rx than the baseline allows (merged-task regressions aside).
    package var hasIncrease: Bool { violations.contains { $0.kind != .mergedTask } }
}

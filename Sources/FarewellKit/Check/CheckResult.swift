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
        package var column: Int
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

    /// Whether the code has more Rx than the baseline allows (merged-task regressions aside).
    package var hasIncrease: Bool { violations.contains { $0.kind != .mergedTask } }
}

/// A way to print `check`'s result, named as SwiftLint and Periphery name theirs.
package struct CheckReporter: Sendable {
    package var name: String
    package var render: @Sendable (CheckResult, Catalog) -> String

    /// Every reporter; `text` is the default.
    package static let all: [CheckReporter] = [
        CheckReporter(name: "text", render: TextCheckReporter.render),
        CheckReporter(name: "json", render: JSONCheckReporter.render),
        CheckReporter(name: "sarif", render: SARIFCheckReporter.render),
        CheckReporter(name: "github-actions", render: GitHubActionsCheckReporter.render),
        CheckReporter(name: "checkstyle", render: CheckstyleCheckReporter.render),
        CheckReporter(name: "markdown", render: MarkdownCheckReporter.render),
    ]

    package static func named(_ name: String) -> CheckReporter? { all.first { $0.name == name } }

    /// The closing sentence every reporter shares.
    static func summary(_ result: CheckResult) -> String {
        if result.passed {
            // What the totals hide: occurrences that went away and those added where the plan allows them (its
            // `+Rx.swift` shims, the scaffolded bridges), so `5275 -> 5279` does not read as a regression.
            let added = result.currentTotal - (result.baselineTotal - result.removed)
            var parts: [String] = []
            if result.removed > 0 {
                parts.append("\(result.removed) Rx occurrence\(result.removed == 1 ? "" : "s") went away")
            }
            if added > 0 { parts.append("\(added) added where the plan allows them (shims, bridges)") }
            let moved =
                result.baselineTotal == result.currentTotal
                ? "\(result.currentTotal), as in the baseline" : "\(result.baselineTotal) -> \(result.currentTotal)"
            let ratchet = result.removed > 0 ? "; run `farewell check --update` to ratchet the baseline" : ""
            let what = parts.isEmpty ? "no new Rx" : parts.joined(separator: ", ")
            return "farewell check passed: \(what) (\(moved))\(ratchet)."
        }
        let count = result.violations.count
        return "farewell check failed: \(count) regression\(count == 1 ? "" : "s") "
            + "(\(result.baselineTotal) -> \(result.currentTotal) Rx occurrences)."
    }
}

/// `path:line:column: error: message`, the shape compilers and Xcode read.
enum TextCheckReporter {
    static func render(_ result: CheckResult, _ catalog: Catalog) -> String {
        result.violations.map { OneLine.escaping("\($0.path):\($0.line):\($0.column): error: \($0.message)") + "\n" }
            .joined()
            + CheckReporter.summary(result) + "\n"
    }
}

/// GitHub Actions workflow commands: one `::error` annotation per regression.
enum GitHubActionsCheckReporter {
    static func render(_ result: CheckResult, _ catalog: Catalog) -> String {
        result.violations.map { violation in
            "::error file=\(property(violation.path)),line=\(violation.line),col=\(violation.utf16Column ?? violation.column),"
                + "title=\(property("farewell: " + violation.construct))::\(data(violation.message))\n"
        }.joined() + (result.passed ? "::notice title=farewell::" : "") + CheckReporter.summary(result) + "\n"
    }

    private static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

/// A Markdown report for a PR comment.
enum MarkdownCheckReporter {
    static func render(_ result: CheckResult, _ catalog: Catalog) -> String {
        var text =
            "## farewell check: \(result.passed ? "passed" : "failed")\n\n" + CheckReporter.summary(result) + "\n"
        guard !result.passed else { return text }
        text += "\n| File | Line | Construct | Problem |\n|---|---:|---|---|\n"
        for violation in result.violations {
            text +=
                "| `\(OneLine.escaping(violation.path))` | \(violation.line) | `\(violation.construct)` | "
                + OneLine.escaping(violation.message).replacingOccurrences(of: "|", with: "\\|") + " |\n"
        }
        return text
    }
}

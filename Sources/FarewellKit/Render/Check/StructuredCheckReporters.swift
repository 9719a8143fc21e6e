import Foundation

/// The result as JSON: `passed`, totals, and `violations[]`.
enum JSONCheckReporter {
    struct Document: Encodable {
        var passed: Bool
        var baselineTotal: Int
        var currentTotal: Int
        var removed: Int
        var violations: [Entry]
    }

    struct Entry: Encodable {
        var kind: String
        var path: String
        var line: Int
        var column: Int
        var construct: String
        var category: String
        var declaration: String?
        var task: String?
        var message: String
    }

    static func render(_ result: CheckResult, _ catalog: Catalog) -> String {
        let entries = result.violations.map {
            Entry(
                kind: $0.kind.rawValue, path: $0.path, line: $0.line, column: $0.column, construct: $0.construct,
                category: $0.category.rawValue, declaration: $0.declaration, task: $0.taskID, message: $0.message)
        }
        return JSONText.encode(
            Document(
                passed: result.passed, baselineTotal: result.baselineTotal, currentTotal: result.currentTotal,
                removed: result.removed, violations: entries))
    }
}

/// Checkstyle XML, read by Jenkins, GitLab and many CI dashboards.
enum CheckstyleCheckReporter {
    static func render(_ result: CheckResult, _ catalog: Catalog) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n"
        let byFile = Dictionary(grouping: result.violations, by: \.path)
        for path in byFile.keys.sorted() {
            xml += "  <file name=\"\(XML.escape(path))\">\n"
            for violation in byFile[path] ?? [] {
                xml += "    <error line=\"\(violation.line)\" column=\"\(violation.column)\" severity=\"error\" "
                    + "message=\"\(XML.escape(violation.message))\" source=\"farewell.\(XML.escape(violation.construct))\"/>\n"
            }
            xml += "  </file>\n"
        }
        return xml + "</checkstyle>\n"
    }
}

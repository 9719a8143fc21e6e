/// A problem with one input that did not stop the run: a file that could not be read, a broken manifest.
package struct Diagnostic: Sendable, Codable, Hashable, Comparable, CustomStringConvertible {
    package enum Severity: String, Sendable, Codable { case warning, error }

    package var severity: Severity
    package var path: String
    package var line: Int?
    package var message: String

    package init(_ severity: Severity = .warning, path: String, line: Int? = nil, message: String) {
        self.severity = severity
        self.path = path
        self.line = line
        self.message = message
    }

    /// `path:line: warning: message`, the shape compilers use, on one line whatever the path and message hold.
    package var description: String {
        let place = line.map { "\(path):\($0)" } ?? path
        return OneLine.escaping("\(place): \(severity.rawValue): \(message)")
    }

    package static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.path, lhs.line ?? 0, lhs.message) < (rhs.path, rhs.line ?? 0, rhs.message)
    }
}

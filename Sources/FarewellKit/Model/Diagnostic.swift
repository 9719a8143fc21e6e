/// A problem with one input that did not stop the run (a file that could not be read, a broken manifest), or a
/// note on how an input was read (targets that come from a Tuist helper, a file named in other letter case than
/// in its Xcode project).
package struct Diagnostic: Sendable, Codable, Hashable, Comparable, CustomStringConvertible {
    package enum Severity: String, Sendable, Codable { case warning, error }

    package var severity: Severity
    package var path: String
    package var line: Int?
    package var message: String
    /// True for a note on how an input was read rather than a problem with it: printed like any warning, it
    /// leaves `scan`'s exit code at 0. Not in the JSON, whose schema stays as it was.
    package var isInformational = false
    /// True for a note the plan depends on (an RxSwift too old for the bridges): `plan` prints it in full where it
    /// counts the notes on how manifests were read.
    package var isAdvice = false
    /// The kind of note it is when many inputs get the same one (a Tuist helper making each manifest's targets):
    /// those of one family are printed on one line (`Diagnostic.Entry`). Not in the JSON, which lists each.
    package var family: Family?

    private enum CodingKeys: String, CodingKey { case severity, path, line, message }

    package init(
        _ severity: Severity = .warning, path: String, line: Int? = nil, message: String, isInformational: Bool = false
    ) {
        self.severity = severity
        self.path = path
        self.line = line
        self.message = message
        self.isInformational = isInformational
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

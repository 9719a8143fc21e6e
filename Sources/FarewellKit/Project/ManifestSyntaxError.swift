/// A manifest that cannot be read: the line of the first problem and what it is.
struct ManifestSyntaxError: Error, Sendable, Hashable {
    var line: Int
    var message: String
}

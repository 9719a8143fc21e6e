/// A build manifest handed to the module resolver: its path relative to the repository root and its bytes.
package struct ManifestFile: Sendable, Hashable {
    /// Relative to the repository root, `/`-separated.
    package var path: String
    package var bytes: [UInt8]

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The folder holding the manifest, "" for the repository root.
    var directory: String { Path.parent(path) }

    /// The folder the manifest's paths are relative to: for `X.xcodeproj/project.pbxproj`, the folder holding `X.xcodeproj`.
    var baseDirectory: String {
        ManifestKind.of(path: path) == .xcodeproj ? Path.parent(directory) : directory
    }
}

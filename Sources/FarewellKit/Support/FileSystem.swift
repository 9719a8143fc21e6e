/// The file system as farewell sees it: absolute `/`-separated paths, bytes in and out.
///
/// `LocalFileSystem` (in FarewellCLI) is the real one; `InMemoryFileSystem` serves tests.
package protocol FileSystem: Sendable {
    /// The bytes of a regular file.
    func contents(of path: String) throws(FileSystemError) -> [UInt8]
    /// The entries of a directory, sorted by name.
    func entries(of directory: String) throws(FileSystemError) -> [DirectoryEntry]
    /// What is at `path` (following symbolic links), or nil when nothing is.
    func kind(of path: String) -> FileKind?
    /// The canonical path (symbolic links resolved), used to detect loops; nil when it cannot be resolved.
    func canonicalPath(of path: String) -> String?
    /// Writes atomically: a temporary file in the same folder, then a rename. Creates missing folders.
    func write(_ bytes: [UInt8], to path: String) throws(FileSystemError)
    /// Writes each file atomically, as `write(_:to:)` does, in order. A file system may write every temporary file
    /// first and make them durable together before renaming any (one flush for thousands of task files instead of one
    /// each); a failure leaves the files not renamed yet as they were.
    func write(files: [(path: String, bytes: [UInt8])]) throws(FileSystemError)
    func createDirectory(_ path: String) throws(FileSystemError)
    func remove(_ path: String) throws(FileSystemError)
}

package enum FileKind: Sendable, Equatable {
    case file
    case directory
}

package struct DirectoryEntry: Sendable, Equatable {
    package var name: String
    /// Nil for a broken link or anything that is neither a file nor a folder.
    package var kind: FileKind?
    package var isSymbolicLink: Bool

    package init(name: String, kind: FileKind?, isSymbolicLink: Bool = false) {
        self.name = name
        self.kind = kind
        self.isSymbolicLink = isSymbolicLink
    }
}

/// A file-system failure, naming the path.
package struct FileSystemError: Error, Sendable, Equatable, CustomStringConvertible {
    package enum Reason: Sendable, Equatable {
        case notFound, notReadable, notWritable, notADirectory, other(String)
    }

    package var path: String
    package var reason: Reason

    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    package var description: String { "\(path): \(problem)" }

    /// The problem without the path: `permission denied`.
    package var problem: String {
        switch reason {
        case .notFound: "no such file or directory"
        case .notReadable: "permission denied"
        case .notWritable: "cannot write"
        case .notADirectory: "not a directory"
        case .other(let message): message
        }
    }
}

extension FileSystem {
    /// The contents decoded as UTF-8, with invalid bytes replaced.
    package func text(of path: String) throws(FileSystemError) -> String {
        String(decoding: try contents(of: path), as: UTF8.self)
    }

    package func write(_ text: String, to path: String) throws(FileSystemError) {
        try write(Array(text.utf8), to: path)
    }

    /// One file after the other.
    package func write(files: [(path: String, bytes: [UInt8])]) throws(FileSystemError) {
        for file in files { try write(file.bytes, to: file.path) }
    }

    package func isFile(_ path: String) -> Bool { kind(of: path) == .file }
    package func isDirectory(_ path: String) -> Bool { kind(of: path) == .directory }
}

/// A read-only file system over the files of one commit (relative path -> bytes), rooted at `/`, so the
/// repository scanner reads a past commit exactly as it reads the work tree.
package struct GitTreeFileSystem: FileSystem {
    private let files: [String: [UInt8]]
    /// Folder (absolute) -> entries, sorted by name.
    private let folders: [String: [DirectoryEntry]]

    /// `files` maps paths relative to the repository root to their bytes.
    package init(files: [String: [UInt8]]) {
        var absolute: [String: [UInt8]] = [:]
        var children: [String: [String: FileKind]] = ["/": [:]]
        for (path, bytes) in files {
            let full = "/" + path
            absolute[full] = bytes
            var child = full
            var kind = FileKind.file
            while child != "/" {
                let parent = Path.parent(child)
                let name = Path.lastComponent(child)
                // A folder already listed in its parent has all its ancestors listed too.
                if kind == .directory, children[parent]?[name] == .directory { break }
                children[parent, default: [:]][name] = kind
                child = parent
                kind = .directory
            }
        }
        self.files = absolute
        self.folders = children.mapValues { names in
            names.keys.sorted().map { DirectoryEntry(name: $0, kind: names[$0]) }
        }
    }

    package func contents(of path: String) throws(FileSystemError) -> [UInt8] {
        guard let bytes = files[path] else {
            throw FileSystemError(path: path, reason: folders[path] == nil ? .notFound : .other("is a directory"))
        }
        return bytes
    }

    package func entries(of directory: String) throws(FileSystemError) -> [DirectoryEntry] {
        guard let entries = folders[directory] else {
            throw FileSystemError(path: directory, reason: files[directory] == nil ? .notFound : .notADirectory)
        }
        return entries
    }

    package func kind(of path: String) -> FileKind? {
        if files[path] != nil { return .file }
        return folders[path] == nil ? nil : .directory
    }

    package func canonicalPath(of path: String) -> String? { kind(of: path) == nil ? nil : path }

    package func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        throw FileSystemError(path: path, reason: .notWritable)
    }

    package func createDirectory(_ path: String) throws(FileSystemError) {
        throw FileSystemError(path: path, reason: .notWritable)
    }

    package func remove(_ path: String) throws(FileSystemError) {
        throw FileSystemError(path: path, reason: .notWritable)
    }
}

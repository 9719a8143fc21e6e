import Foundation

/// A file system held in memory, for tests: paths map to bytes; folders exist implicitly.
package final class InMemoryFileSystem: FileSystem, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: [UInt8]]
    private var directories: Set<String>

    /// `files` maps absolute paths to text.
    package init(_ files: [String: String] = [:]) {
        self.files = files.mapValues { Array($0.utf8) }
        self.directories = ["/"]
        for path in files.keys { addParents(of: path) }
    }

    private func addParents(of path: String) {
        var parent = Path.parent(path)
        while !parent.isEmpty, !directories.contains(parent) {
            directories.insert(parent)
            parent = Path.parent(parent)
        }
    }

    /// All files, for assertions.
    package var allFiles: [String: String] {
        lock.locked { files.mapValues { String(decoding: $0, as: UTF8.self) } }
    }

    package func contents(of path: String) throws(FileSystemError) -> [UInt8] {
        let bytes = lock.locked { files[path] }
        guard let bytes else {
            throw FileSystemError(path: path, reason: isDirectory(path) ? .other("is a directory") : .notFound)
        }
        return bytes
    }

    package func entries(of directory: String) throws(FileSystemError) -> [DirectoryEntry] {
        lock.lock()
        defer { lock.unlock() }
        guard directories.contains(directory) else {
            throw FileSystemError(path: directory, reason: files[directory] == nil ? .notFound : .notADirectory)
        }
        let prefix = directory == "/" ? "/" : directory + "/"
        var names: [String: FileKind] = [:]
        for path in files.keys where path.hasPrefix(prefix) {
            let rest = path.dropFirst(prefix.count)
            if let slash = rest.firstIndex(of: "/") {
                names[String(rest[..<slash])] = .directory
            } else {
                names[String(rest)] = .file
            }
        }
        for path in directories where path.hasPrefix(prefix) && path != directory {
            let rest = path.dropFirst(prefix.count)
            if !rest.contains("/") { names[String(rest)] = .directory }
        }
        return names.keys.sorted().map { DirectoryEntry(name: $0, kind: names[$0]) }
    }

    package func kind(of path: String) -> FileKind? {
        lock.locked {
            if files[path] != nil { return .file }
            return directories.contains(path) ? .directory : nil
        }
    }

    package func canonicalPath(of path: String) -> String? { kind(of: path) == nil ? nil : path }

    package func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        lock.locked {
            files[path] = bytes
            addParents(of: path)
        }
    }

    package func createDirectory(_ path: String) throws(FileSystemError) {
        lock.locked {
            directories.insert(path)
            addParents(of: path)
        }
    }

    package func remove(_ path: String) throws(FileSystemError) {
        lock.locked {
            files[path] = nil
            directories.remove(path)
            let prefix = path + "/"
            files = files.filter { !$0.key.hasPrefix(prefix) }
            directories = directories.filter { !$0.hasPrefix(prefix) }
        }
    }
}

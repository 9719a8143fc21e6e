import FarewellKit
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real file system, through POSIX calls for reads and Foundation for atomic writes.
package struct LocalFileSystem: FileSystem {
    package init() {}

    package func contents(of path: String) throws(FileSystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw error(path, errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw error(path, errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw FileSystemError(path: path, reason: .other("not a regular file"))
        }
        let size = max(Int(info.st_size), 0)
        var failure: Int32 = 0
        // Reads straight into the array: the size stat gives, then whatever a growing file adds.
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while count < size {
                let got = read(descriptor, buffer.baseAddress.map { $0 + count }, size - count)
                if got < 0, errno == EINTR { continue }
                if got < 0 { failure = errno }
                if got <= 0 { break }
                count += got
            }
        }
        if failure != 0 { throw error(path, failure) }
        if bytes.count == size { try appendRest(of: descriptor, path: path, to: &bytes) }
        return bytes
    }

    private func appendRest(of descriptor: Int32, path: String, to bytes: inout [UInt8]) throws(FileSystemError) {
        // Usually one read that returns nothing (the end of the file), so no buffer is allocated or cleared.
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 << 12) { chunk throws(FileSystemError) in
            while true {
                let count = read(descriptor, chunk.baseAddress, chunk.count)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw error(path, errno)
                }
                if count == 0 { return }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[0..<count]))
            }
        }
    }

    package func entries(of directory: String) throws(FileSystemError) -> [DirectoryEntry] {
        guard let stream = opendir(directory) else { throw error(directory, errno) }
        defer { closedir(stream) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            // The entry's type from readdir spares two stat calls for plain files and folders (the
            // values 4 and 8 are DT_DIR and DT_REG on Linux and Darwin); links and unknowns are stat'ed.
            switch entry.pointee.d_type {
            case 4: entries.append(DirectoryEntry(name: name, kind: .directory, isSymbolicLink: false))
            case 8: entries.append(DirectoryEntry(name: name, kind: .file, isSymbolicLink: false))
            default:
                var info = stat()
                let isLink = lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
                entries.append(DirectoryEntry(name: name, kind: kind(of: path), isSymbolicLink: isLink))
            }
        }
        return entries.sorted { $0.name < $1.name }
    }

    package func kind(of path: String) -> FileKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return nil
        }
    }

    package func canonicalPath(of path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    package func write(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let parent = Path.parent(path)
        if !parent.isEmpty { try createDirectory(parent) }
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw FileSystemError(path: path, reason: .notWritable)
        }
    }

    package func createDirectory(_ path: String) throws(FileSystemError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FileSystemError(path: path, reason: .notWritable)
        }
    }

    package func remove(_ path: String) throws(FileSystemError) {
        do {
            try FileManager.default.removeItem(atPath: path)
        } catch {
            throw FileSystemError(path: path, reason: .other("cannot remove"))
        }
    }

    private func error(_ path: String, _ code: Int32) -> FileSystemError {
        switch code {
        case ENOENT: FileSystemError(path: path, reason: .notFound)
        case EACCES, EPERM: FileSystemError(path: path, reason: .notReadable)
        case ENOTDIR: FileSystemError(path: path, reason: .notADirectory)
        case EISDIR: FileSystemError(path: path, reason: .other("is a directory"))
        default: FileSystemError(path: path, reason: .other(String(cString: strerror(code))))
        }
    }
}

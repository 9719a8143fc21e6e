import FarewellKit
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real file system, through POSIX calls.
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
        // Reads straight into the array, asking for a byte more than stat gives: a read of a regular file that
        // returns less than asked, once the size is in, has met the end, and no read is needed to find it. A file
        // that grew since gives that byte, and the rest is read after.
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            while count <= size {
                let asked = size + 1 - count
                let got = read(descriptor, buffer.baseAddress.map { $0 + count }, asked)
                if got < 0, errno == EINTR { continue }
                if got < 0 { failure = errno }
                if got <= 0 { break }
                count += got
                if got < asked, count >= size { break }
            }
        }
        if failure != 0 { throw error(path, failure) }
        if bytes.count > size { try appendRest(of: descriptor, path: path, to: &bytes) }
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
        try write(files: [(path, bytes)])
    }

    /// Writes every file to a temporary file beside it (created new, with the permissions the umask gives), flushes
    /// them all to the disk, then renames each over its file: no reader ever sees a file half written, and after a
    /// crash each file is either the old one or the new one. Flushing after all the writes lets the kernel write them
    /// out together; a flush after each file cost a plan of 2,000 task files seconds of waiting.
    package func write(files: [(path: String, bytes: [UInt8])]) throws(FileSystemError) {
        var temporary: [String] = []
        var renamed = 0
        defer { for path in temporary[renamed...] { unlink(path) } }
        for file in files {
            let parent = Path.parent(file.path)
            if !parent.isEmpty { try createDirectory(parent) }
            temporary.append(try writeTemporary(file.bytes, beside: file.path))
        }
        for (index, path) in temporary.enumerated() {
            let descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else { throw writeError(files[index].path, errno) }
            // A file system that cannot flush (EINVAL) has nothing to wait for.
            let flushed = fsync(descriptor) == 0 || errno == EINVAL
            let code = errno
            close(descriptor)
            guard flushed else { throw writeError(files[index].path, code) }
        }
        while renamed < temporary.count {
            guard rename(temporary[renamed], files[renamed].path) == 0 else {
                throw writeError(files[renamed].path, errno)
            }
            renamed += 1
        }
    }

    /// Writes `bytes` to a new file beside `path` (`.name.1234.1.farewell-tmp`) and returns its path.
    private func writeTemporary(_ bytes: [UInt8], beside path: String) throws(FileSystemError) -> String {
        let directory = Path.parent(path)
        let base = (directory.isEmpty ? "" : directory + "/") + "." + Path.lastComponent(path) + ".\(getpid())."
        var attempt = 0
        while true {
            attempt += 1
            let candidate = base + "\(attempt).farewell-tmp"
            let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL, 0o666)
            if descriptor < 0, errno == EEXIST, attempt < 1000 { continue }
            guard descriptor >= 0 else { throw writeError(path, errno) }
            defer { close(descriptor) }
            var written = 0
            while written < bytes.count {
                let count = bytes.withUnsafeBytes { buffer in
                    writeBytes(descriptor, buffer.baseAddress.map { $0 + written }, bytes.count - written)
                }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    let code = count < 0 ? errno : ENOSPC
                    unlink(candidate)
                    throw writeError(path, code)
                }
                written += count
            }
            return candidate
        }
    }

    /// Creates the folder and the folders above it that are missing (`mkdir -p`); the error names the first that
    /// could not be made and why (`a file is in the way at …`, `permission denied`).
    package func createDirectory(_ path: String) throws(FileSystemError) {
        guard kind(of: path) != .directory else { return }
        let parent = Path.parent(path)
        if !parent.isEmpty, parent != path { try createDirectory(parent) }
        guard mkdir(path, 0o777) == 0 else {
            let code = errno
            if code == EEXIST, kind(of: path) == .directory { return }
            if code == EEXIST { throw FileSystemError(path: path, reason: .other("a file is in the way at \(path)")) }
            throw writeError(path, code)
        }
    }

    /// A failed write or folder creation: the system's reason (`Permission denied`, `No space left on device`).
    private func writeError(_ path: String, _ code: Int32) -> FileSystemError {
        switch code {
        case EACCES, EPERM: FileSystemError(path: path, reason: .other("permission denied"))
        default: FileSystemError(path: path, reason: .other(String(cString: strerror(code))))
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

/// POSIX `write(2)`, which `LocalFileSystem`'s own `write` methods hide by name inside the type.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

import FarewellKit
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `.farewell.lock` in a workspace: created exclusively with the owner's pid, so two farewell processes
/// never write the same workspace at once. A lock whose pid is dead is stale and taken over.
package struct WorkspaceLock: Sendable {
    package static let fileName = ".farewell.lock"

    package let path: String
    private let fileSystem: any FileSystem

    /// Takes the lock of `workspace`, or throws `workspaceLocked` (naming the lock file, which can be deleted
    /// by hand if no farewell process runs) when a live process holds it.
    package static func acquire(
        workspace: String, fileSystem: any FileSystem, processID: Int32 = getpid(),
        isAlive: (Int32) -> Bool = WorkspaceLock.isAlive
    ) throws(FarewellError) -> WorkspaceLock {
        let path = Path.join(workspace, fileName)
        let store: any LockFileStore =
            fileSystem is LocalFileSystem ? POSIXLockFileStore() : FileSystemLockStore(fileSystem)
        for _ in 0..<3 {
            if try store.create(path, contents: "\(processID)\n") {
                return WorkspaceLock(path: path, fileSystem: fileSystem)
            }
            // Unreadable or empty: another process may be between creating and writing it.
            guard let holder = store.processID(at: path), !isAlive(holder) else { break }
            store.removeStale(path, holder: holder)
        }
        throw FarewellError.workspaceLocked(path)
    }

    /// Removes the lock file.
    package func release() { try? fileSystem.remove(path) }

    /// Whether a process with this id exists.
    package static func isAlive(_ processID: Int32) -> Bool {
        guard processID > 0 else { return false }
        return kill(processID, 0) == 0 || errno == EPERM
    }
}

/// The few lock-file operations, on the real file system or on any `FileSystem`.
protocol LockFileStore: Sendable {
    /// Creates the file only if it does not exist; false when it does.
    func create(_ path: String, contents: String) throws(FarewellError) -> Bool
    func processID(at path: String) -> Int32?
    /// Removes the lock only if it still names `holder`.
    func removeStale(_ path: String, holder: Int32)
}

/// `open(2)` with `O_CREAT | O_EXCL`, and a rename to move a stale lock aside.
struct POSIXLockFileStore: LockFileStore {
    func create(_ path: String, contents: String) throws(FarewellError) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        if descriptor < 0 {
            if errno == EEXIST { return false }
            throw FarewellError.cannotWrite(path: path, problem: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        let bytes = Array(contents.utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        return true
    }

    func processID(at path: String) -> Int32? {
        guard let bytes = try? LocalFileSystem().contents(of: path) else { return nil }
        return Int32(String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    func removeStale(_ path: String, holder: Int32) {
        // Move it aside first: if another process took it over meanwhile, put that one back.
        let aside = "\(path).stale.\(getpid())"
        guard rename(path, aside) == 0 else { return }
        if processID(at: aside) != holder { _ = link(aside, path) }
        unlink(aside)
    }
}

/// The same protocol over a `FileSystem` (not atomic; used with the in-memory file system in tests).
struct FileSystemLockStore: LockFileStore {
    let fileSystem: any FileSystem

    init(_ fileSystem: any FileSystem) { self.fileSystem = fileSystem }

    func create(_ path: String, contents: String) throws(FarewellError) -> Bool {
        if fileSystem.kind(of: path) != nil { return false }
        do {
            try fileSystem.write(contents, to: path)
        } catch {
            throw FarewellError.fileSystem(error)
        }
        return true
    }

    func processID(at path: String) -> Int32? {
        guard let text = try? fileSystem.text(of: path) else { return nil }
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    func removeStale(_ path: String, holder: Int32) {
        if processID(at: path) == holder { try? fileSystem.remove(path) }
    }
}

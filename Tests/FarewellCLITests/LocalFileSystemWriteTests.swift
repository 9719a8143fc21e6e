import FarewellCLI
import Foundation
import Testing

@testable import FarewellKit

/// Atomic writes on the real file system: every file in place, none half written, no temporary file left behind,
/// and a failure leaves the files it did not reach as they were.
@Suite struct LocalFileSystemWriteTests {
    static func folder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("farewell-write-\(UUID().uuidString)").path
    }

    /// Every name in `root`, hidden ones too, recursively, sorted.
    static func names(_ root: String) -> [String] {
        ((FileManager.default.enumerator(atPath: root)?.allObjects as? [String]) ?? []).sorted()
    }

    @Test func aBatchCreatesFoldersReplacesFilesAndLeavesNoTemporaryFile() throws {
        let root = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fileSystem = LocalFileSystem()
        try fileSystem.write("old\n", to: root + "/rules.md")
        try fileSystem.write(
            files: [
                (root + "/rules.md", Array("new\n".utf8)), (root + "/tasks/T-001-a.md", Array("a\n".utf8)),
                (root + "/tasks/T-002-b.md", []),
            ])
        #expect(Self.names(root) == ["rules.md", "tasks", "tasks/T-001-a.md", "tasks/T-002-b.md"])
        #expect(try fileSystem.text(of: root + "/rules.md") == "new\n")
        #expect(try fileSystem.text(of: root + "/tasks/T-001-a.md") == "a\n")
        #expect(try fileSystem.contents(of: root + "/tasks/T-002-b.md") == [])
        // The permissions the umask gives a new file, not a temporary file's owner-only ones.
        let mode = try FileManager.default.attributesOfItem(atPath: root + "/rules.md")[.posixPermissions] as? Int
        #expect(mode.map { $0 & 0o044 } == 0o044)
    }

    @Test func aFailureNamesTheFileAndLeavesTheOthersAsTheyWere() throws {
        let root = Self.folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fileSystem = LocalFileSystem()
        try fileSystem.write("old\n", to: root + "/rules.md")
        try fileSystem.write("a file, not a folder\n", to: root + "/waves")
        #expect(throws: FileSystemError(path: root + "/waves", reason: .other("a file is in the way at \(root)/waves")))
        {
            try fileSystem.write(
                files: [(root + "/rules.md", Array("new\n".utf8)), (root + "/waves/W1.md", Array("w\n".utf8))])
        }
        #expect(try fileSystem.text(of: root + "/rules.md") == "old\n")
        #expect(Self.names(root) == ["rules.md", "waves"])
    }
}

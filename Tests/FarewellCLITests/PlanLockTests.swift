import FarewellKit
import Foundation
import Testing

@testable import FarewellCLI

@Suite struct PlanLockTests {
    /// A fresh folder on disk for the real `open(2)` lock; removed by the caller.
    static func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("farewell-lock-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aSecondWriterIsRefusedUntilTheFirstReleases() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fileSystem = LocalFileSystem()
        let first = try WorkspaceLock.acquire(workspace: folder, fileSystem: fileSystem)
        #expect(try fileSystem.text(of: folder + "/.farewell.lock") == "\(getpid())\n")
        #expect(throws: FarewellError.workspaceLocked(folder + "/.farewell.lock")) {
            _ = try WorkspaceLock.acquire(workspace: folder, fileSystem: fileSystem)
        }
        first.release()
        #expect(fileSystem.kind(of: folder + "/.farewell.lock") == nil)
        let second = try WorkspaceLock.acquire(workspace: folder, fileSystem: fileSystem)
        second.release()
    }

    @Test func ofManySimultaneousWritersExactlyOneGetsTheLock() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let winners = WinnerCount()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            if (try? WorkspaceLock.acquire(workspace: folder, fileSystem: LocalFileSystem())) != nil { winners.add() }
        }
        #expect(winners.value == 1)
    }

    @Test func aLockWhoseProcessIsDeadIsTakenOver() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fileSystem = LocalFileSystem()
        try fileSystem.write("4242\n", to: folder + "/.farewell.lock")
        let lock = try WorkspaceLock.acquire(
            workspace: folder, fileSystem: fileSystem, processID: 77, isAlive: { $0 != 4242 })
        #expect(try fileSystem.text(of: folder + "/.farewell.lock") == "77\n")
        lock.release()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [])
    }

    @Test func aLockBeingWrittenIsNotTakenOver() throws {
        let fileSystem = InMemoryFileSystem(["/ws/.farewell.lock": ""])
        #expect(throws: FarewellError.workspaceLocked("/ws/.farewell.lock")) {
            _ = try WorkspaceLock.acquire(workspace: "/ws", fileSystem: fileSystem, isAlive: { _ in false })
        }
    }

    @Test func planRefusesAWorkspaceLockedByALiveProcess() {
        let harness = PlanHarness(["/repo/.git/HEAD": "x", "/repo/.farewell.lock": "\(getpid())\n"])
        let result = harness.run(["plan"])
        #expect(result.code == 73)
        #expect(result.err == "error: /repo/.farewell.lock: another farewell process is writing this workspace\n")
        #expect(harness.files.keys.sorted() == ["/repo/.farewell.lock", "/repo/.git/HEAD"])
    }

    @Test func planTakesOverAStaleLockAndRemovesIt() {
        // No process has an id this large (pid_max is at most 4194304).
        let harness = PlanHarness(["/repo/.git/HEAD": "x", "/repo/.farewell.lock": "99999999\n"])
        #expect(harness.run(["plan"]).code == 0)
        #expect(harness.files["/repo/.farewell.lock"] == nil)
        #expect(harness.files["/repo/rules.md"] != nil)
    }

    @Test func readOnlyRunsIgnoreTheLock() {
        let harness = PlanHarness(["/repo/.git/HEAD": "x", "/repo/.farewell.lock": "\(getpid())\n"])
        #expect(harness.run(["plan", "--dry-run"]).code == 0)
        #expect(harness.run(["plan", "--check"]).code == 1)
    }
}

/// Counts lock winners across threads.
final class WinnerCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

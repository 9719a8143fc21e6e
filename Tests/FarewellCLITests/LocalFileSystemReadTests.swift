import FarewellCLI
import Foundation
import Testing

@testable import FarewellKit

/// Reading a file gives every byte it holds, whatever its size says: the reader asks for a byte more than stat
/// gives and stops at a short read once the size is in, and reads on when the file holds more.
@Suite struct LocalFileSystemReadTests {
    @Test(arguments: [0, 1, 2, 4095, 4096, 4097, 65_536, 1_000_003])
    func aFileReadsWhole(size: Int) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("farewell-read-\(UUID().uuidString)")
            .path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(try LocalFileSystem().contents(of: path) == bytes)
    }

    /// A file whose size stat does not tell (Linux's `/proc` files say 0) is read to its end.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status")))
    func aFileHoldingMoreThanItsSizeSaysReadsWhole() throws {
        let bytes = try LocalFileSystem().contents(of: "/proc/self/status")
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("Name:"))
        #expect(bytes.last == UInt8(ascii: "\n"))
    }
}

import Foundation
import Testing

@testable import FarewellKit

/// The name hashes the scan compares often are written as literals (`static let rxHash: UInt64 = 0x…  //
/// WordTable.hash("rx")`): a `static let` computed by a call is initialized lazily, and each read in a hot loop
/// checks that it is. Each literal in the sources is the hash of the name its comment gives.
@Suite struct NameHashLiteralTests {
    @Test func eachLiteralIsTheHashOfItsName() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        let literal = #/(0x[0-9a-f_]+),?\s+// WordTable\.hash\("([^"]*)"\)/#
        var checked = 0
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let match = line.firstMatch(of: literal) else { continue }
                let digits = match.output.1.dropFirst(2).filter { $0 != "_" }
                let value = try #require(UInt64(digits, radix: 16), "\(file):\(number + 1)")
                #expect(value == WordTable.hash(String(match.output.2)), "\(file):\(number + 1)")
                checked += 1
            }
        }
        // The pattern still finds the literals: the scanner's own hashes alone are dozens.
        #expect(checked > 50)
    }
}

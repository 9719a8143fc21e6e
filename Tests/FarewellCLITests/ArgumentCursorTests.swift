@testable import FarewellCLI
import Testing

@Test func unknownOptionsAreReported() throws {
    var cursor = ArgumentCursor(["scan", "--bogus"])
    #expect(cursor.nextPositional() == "scan")
    #expect(throws: UsageError("Unknown option '--bogus'")) { try cursor.finish() }
}

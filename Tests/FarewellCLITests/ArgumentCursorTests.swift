@testable import FarewellCLI
import Testing

@Test(arguments: [
    (["scan", "--bogus"], "Unknown option '--bogus'"),
    (["scan", "--format"], "Missing value for '--format'"),
    (["scan", "a", "b"], "Unexpected argument 'b'"),
    (["scan", "--format=json", "--x=1"], "Unknown option '--x'"),
])
func cursorReportsMistakesLikeArgumentParser(words: [String], message: String) {
    var cursor = ArgumentCursor(words)
    _ = cursor.nextPositional()
    var caught: UsageError?
    do {
        _ = try cursor.option("--format")
        _ = cursor.nextPositional()
        try cursor.finish()
    } catch {
        caught = error
    }
    #expect(caught == UsageError(message))
}

@Test func cursorReadsOptionsFlagsAndPositionals() throws {
    var cursor = ArgumentCursor(["plan", "--format=json", "repo", "--dry-run", "--workspace", "ws", "--", "-odd"])
    #expect(cursor.nextPositional() == "plan")
    #expect(try cursor.option("--format") == "json")
    #expect(try cursor.option("--workspace") == "ws")
    let dryRun = cursor.flag("--dry-run")
    let check = cursor.flag("--check")
    #expect(dryRun && !check)
    #expect(cursor.nextPositional() == "repo")
    #expect(cursor.nextPositional() == "-odd")
    #expect(cursor.nextPositional() == nil)
    try cursor.finish()
}

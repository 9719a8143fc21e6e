import FarewellKit
import FarewellTestSupport
import Testing

@testable import FarewellCLI

/// `farewell plan` when a wave comes ahead of the others: the renumbered wave files move, with what people wrote.
@Test func planMovesARenumberedWaveFileAndRemovesItsOldName() throws {
    let harness = PlanHarness(
        WaveRepository.screen(root: "/repo").merging(["/repo/.git/HEAD": "ref: refs/heads/main\n"]) { $1 })
    #expect(harness.run(["plan"]).code == 0)
    let presentation = "/repo/waves/W1-presentation.md"
    let written = try #require(harness.files[presentation])
    try harness.fileSystem.write(
        written.replacingOccurrences(of: "retro: pending", with: "retro: done"), to: presentation)
    for (path, text) in WaveRepository.dataAndUnclassified(root: "/repo") {
        try harness.fileSystem.write(text, to: path)
    }

    let result = harness.run(["plan"])

    #expect(result.code == 0)
    let waveLines = result.out.split(separator: "\n").filter { $0.contains("waves/") }
    // The new code raises the baseline, which every wave file's front matter holds.
    #expect(
        waveLines == [
            "updated   waves/W0-foundation.md (+1 -1 lines)",
            "created   waves/W1-data.md",
            "moved     waves/W2-presentation.md (from waves/W1-presentation.md, +7 -7 lines)",
            "created   waves/W3-unclassified-code.md",
            "moved     waves/W4-cleanup.md (from waves/W2-cleanup.md, +8 -8 lines)",
        ])
    #expect(result.out.hasSuffix("4 created, 4 updated, 6 unchanged, 2 moved\n"))
    #expect(
        harness.files.keys.filter { $0.hasPrefix("/repo/waves/") }.sorted() == [
            "/repo/waves/W0-foundation.md", "/repo/waves/W1-data.md", "/repo/waves/W2-presentation.md",
            "/repo/waves/W3-unclassified-code.md", "/repo/waves/W4-cleanup.md",
        ])
    #expect(harness.files["/repo/waves/W2-presentation.md"]?.contains("retro: done\n") == true)
    #expect(harness.run(["plan", "--check"]).out == "workspace is up to date\n")
}

import Foundation
import Testing

@testable import FarewellKit

@Suite struct WorkspaceRegionTests {
    let generated = "# Title\n\n" + GeneratedRegions.wrap("a", "new a\n") + "\n" + GeneratedRegions.wrap("b", "new b\n")

    @Test func theHashIsFNV1aOfTheContent() {
        #expect(FNV1a.hash("") == "cbf29ce484222325")
        #expect(FNV1a.hash("a") == "af63dc4c8601ec8c")
        #expect(
            GeneratedRegions.wrap("x", "hi\n")
                == "<!-- farewell:begin x hash=\(FNV1a.hash("hi\n")) -->\nhi\n<!-- farewell:end x -->\n")
    }

    @Test func intactRegionsAreRefreshedAndTheRestIsKept() {
        let existing =
            "# My title\n\n" + GeneratedRegions.wrap("a", "old a\n") + "my notes\n"
            + GeneratedRegions.wrap("b", "old b\n")
        let result = RegionMerge.merge(existing: existing, generated: generated, path: "rules.md")
        #expect(
            result.text == "# My title\n\n" + GeneratedRegions.wrap("a", "new a\n") + "my notes\n"
                + GeneratedRegions.wrap("b", "new b\n"))
        #expect(result.warnings.isEmpty)
    }

    @Test func aRegionEditedByHandIsKeptAndReported() {
        let edited = GeneratedRegions.wrap("a", "old a\n").replacingOccurrences(of: "old a", with: "mine")
        let existing = edited + GeneratedRegions.wrap("b", "old b\n")
        let result = RegionMerge.merge(existing: existing, generated: generated, path: "rules.md")
        #expect(result.text == edited + GeneratedRegions.wrap("b", "new b\n"))
        #expect(result.warnings.map(\.message) == ["generated section 'a' was edited by hand; not updated"])
    }

    @Test func aRegionRemovedByHandIsNotRestored() {
        let existing = GeneratedRegions.wrap("a", "new a\n")
        let result = RegionMerge.merge(existing: existing, generated: generated, path: "rules.md")
        #expect(result.text == existing)
        #expect(result.warnings.map(\.message) == ["generated section 'b' was removed by hand; not restored"])
    }

    @Test func aFileWithoutRegionsGetsThemAppended() {
        let result = RegionMerge.merge(existing: "# Agents\nBe nice.", generated: generated, path: "AGENTS.md")
        #expect(
            result.text == "# Agents\nBe nice.\n\n" + GeneratedRegions.wrap("a", "new a\n") + "\n"
                + GeneratedRegions.wrap("b", "new b\n"))
    }

    @Test func mergingTheSameTextAgainChangesNothing() {
        let result = RegionMerge.merge(existing: generated, generated: generated, path: "rules.md")
        #expect(result.text == generated)
    }

    /// An intact region already holding the generated text keeps its bytes; its marker lines as farewell writes
    /// them, whatever a hand or another tool did to their spacing.
    @Test func anUpToDateRegionIsKeptAndItsMarkersAreWrittenAsFarewellWritesThem() {
        let upToDate =
            "# Mine\n\n" + GeneratedRegions.wrap("a", "new a\n") + "\n" + GeneratedRegions.wrap("b", "new b\n")
        #expect(RegionMerge.merge(existing: upToDate, generated: generated, path: "rules.md").text == upToDate)
        let spaced = upToDate.replacingOccurrences(of: "<!-- farewell:end a -->", with: "<!--  farewell:end a  -->")
        #expect(spaced != upToDate)
        let result = RegionMerge.merge(existing: spaced, generated: generated, path: "rules.md")
        #expect(result.text == upToDate)
        #expect(result.warnings.isEmpty)
        // A region edited by hand that holds the generated text again is kept as it is, without a warning.
        let rehashed = upToDate.replacingOccurrences(
            of: "hash=\(FNV1a.hash("new a\n"))", with: "hash=\(FNV1a.hash("other\n"))")
        let kept = RegionMerge.merge(existing: rehashed, generated: generated, path: "rules.md")
        #expect(kept.text == rehashed)
        #expect(kept.warnings.isEmpty)
    }

    @Test func aBeginMarkerWithoutEndIsPlainText() {
        let text = "<!-- farewell:begin a hash=1 -->\nstray\n"
        #expect(GeneratedRegions.segments(text) == [.text(text)])
    }

    @Test func peopleSectionsAreFoundOutsideRegions() {
        let body =
            GeneratedRegions.wrap("task", "## Notes\nnot this\n") + "\n## Lessons\n\n- [Single] a\n\n## Notes\n\nmine\n"
        let sections = TaskSections.extract(body)
        #expect(sections.lessons == "## Lessons\n\n- [Single] a\n\n")
        #expect(sections.notes == "## Notes\n\nmine\n")
        #expect(sections.history == nil)
    }

    @Test(arguments: [("W2", "W10", true), ("W10", "W2", false), ("T-009", "T-010", true), ("A", "B", true)])
    func idsSortNaturally(lhs: String, rhs: String, precedes: Bool) {
        #expect(NaturalOrder.precedes(lhs, rhs) == precedes)
    }
}

import Testing

@testable import FarewellKit

/// The fast paths that read a large workspace: they must mean exactly what the plain text paths mean.
@Suite struct WorkspaceBulkReadingTests {
    static let files = [
        "---\nid: T-1\ntitle: \"Café: ok\"\n---\nbody é\n<!-- farewell:begin task hash=1 -->\n# T-1\n<!-- farewell:end task -->\n",
        "---\r\nid: T-2\r\n---\r\n## Notes\r\nhi\r\n",
        "  ---  \nid: T-3\n\t---\t\n## History\n- 2026-01-01: x\n",
        "---\nid: T-4\n---",
        "---\nid: T-5\n--- \n",
        "---\nid: T-6\n",
        "---\n",
        "id: T-7\n---\n",
        "",
        "---\nid: [a, b\n---\nbody\n",
        "---\nid: \u{FF}\u{FE}\n---\nbad \u{C3}\n",
    ]

    @Test(arguments: files)
    func bytesSplitLikeTheDecodedText(file: String) {
        for bytes in [Array(file.utf8), Array(file.utf8) + [0xC3, 0x28, 0x0A]] {
            let text = String(decoding: bytes, as: UTF8.self)
            let expected = Result { () throws(FarewellError) in try FrontMatterParser.parse(text, path: "t.md") }
            for withBody in [true, false] {
                let actual = Result { () throws(FarewellError) in
                    try FrontMatterParser.parse(bytes: bytes, path: "t.md", withBody: withBody)
                }
                switch (expected, actual) {
                case (.success(var document), .success(let read)):
                    if !withBody { document.body = "" }
                    #expect(read == document)
                case (.failure(let error), .failure(let readError)): #expect(readError == error)
                default: Issue.record("\(file.debugDescription): \(expected) but \(actual)")
                }
            }
        }
    }

    @Test func theFrontMatterEndIsFoundOnBytes() {
        #expect(FrontMatterParser.frontMatterEnd(Array("---\na: 1\n---\nrest\n".utf8)) == 13)
        #expect(FrontMatterParser.frontMatterEnd(Array("---\r\na: 1\r\n --- \r\n".utf8)) == 18)
        #expect(FrontMatterParser.frontMatterEnd(Array("---\na: 1\n---".utf8)) == 12)
        #expect(FrontMatterParser.frontMatterEnd(Array("---\na: 1\n".utf8)) == nil)
        #expect(FrontMatterParser.frontMatterEnd(Array("--\n---\n".utf8)) == nil)
    }

    @Test func leadingLinesStopAtTheFirstMatch() {
        let text = "a\nb\nc\nd"
        #expect(TextLines.leading(text) { _, line in line == "b\n" } == ["a\n", "b\n"])
        #expect(TextLines.leading(text) { number, _ in number == 0 } == ["a\n"])
        #expect(TextLines.leading(text) { _, _ in false } == ["a\n", "b\n", "c\n", "d"])
        #expect(TextLines.withEnds("x\r\ny\n\n") == ["x\r\n", "y\n", "\n"])
        #expect(TextLines.withEnds("") == [])
        let body = "é\nz\n"
        #expect(TextLines.withEnds(body.dropFirst()) == ["\n", "z\n"])
    }

    @Test func textRangesAreTheTextSegments() {
        let text = "a\n<!-- farewell:begin x hash=1 -->\nin\n<!-- farewell:end x -->\nb\n<!-- farewell:begin y -->\nc\n"
        let ranges = GeneratedRegions.textRanges(text).map { String(text[$0]) }
        let segments = GeneratedRegions.segments(text).compactMap { segment -> String? in
            guard case .text(let plain) = segment else { return nil }
            return plain
        }
        #expect(ranges == ["a\n", "b\n<!-- farewell:begin y -->\nc\n"])
        #expect(ranges == segments)
    }

    @Test func readingOnlyTheFrontMatterGivesTheSamePlan() throws {
        let fileSystem = InMemoryFileSystem()
        try fileSystem.write(
            "---\nid: T-1\nwave: W1\nfiles: [A.swift]\n---\n## History\n- 2026-01-01: x\n", to: "/w/tasks/T-1-a.md")
        try fileSystem.write("---\nid: T-10\nstatus: merged\n---\n", to: "/w/tasks/T-10-b.md")
        try fileSystem.write("---\nid: T-2\n---\n", to: "/w/tasks/T-2-c.md")
        let reader = WorkspaceReader(fileSystem: fileSystem)
        let full = try reader.read("/w")
        let frontMatterOnly = try reader.read("/w", sections: false)
        #expect(frontMatterOnly.plan == full.plan)
        #expect(full.plan?.tasks.map(\.id) == ["T-1", "T-2", "T-10"])
        #expect(full.sections["T-1"]?.history == "## History\n- 2026-01-01: x\n")
        #expect(frontMatterOnly.sections.isEmpty)
    }
}

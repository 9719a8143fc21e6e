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

    /// The character-by-character meaning the byte paths must keep.
    private static func stripped(_ text: Substring) -> Substring {
        var result = text
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result = result.dropLast() }
        return result
    }

    @Test(arguments: [
        "", " ", "\t a b \t", " \u{301}x ", "x \u{301}", "\u{600} ", "é ", " é", "a\r", "a \r\t", "\r\n", " \r\n",
        "a\n\r\n", "\n",
    ])
    func blanksAreStrippedAsCharacters(text: String) {
        let line = Substring("[" + text + "]").dropFirst().dropLast()
        #expect(line.strippingBlanks() == Self.stripped(line))
        #expect(Array(line.strippingBlanks().utf8) == Array(Self.stripped(line).utf8))
        var ends = line
        while let last = ends.last, last == "\n" || last == "\r" || last == "\r\n" { ends = ends.dropLast() }
        #expect(Array(line.strippingLineEnds().utf8) == Array(ends.utf8))
    }

    @Test(arguments: [
        ("plain value  # note", false, "plain value", "# note"),
        ("a#b # c", false, "a#b", "# c"),
        ("T-1, T-2]", true, "T-1", ", T-2]"),
        ("T-1 ]", true, "T-1", "]"),
        ("\"quoted: yes\" # c", false, "quoted: yes", " # c"),
        ("\"caf\u{E9}\", x", true, "caf\u{E9}", ", x"),
        ("\"a\\\"b\"", false, "a\"b", ""),
        ("'it''s'", false, "it's", ""),
        ("x,\u{301}y]", true, "x,\u{301}y", "]"),
        ("x #\u{301} y", false, "x #\u{301} y", ""),
        ("\"x\"\u{301}\"", false, "x\"\u{301}", ""),
        ("", true, "", ""),
    ])
    func scalarsReadTheSameOnBothPaths(text: String, inFlow: Bool, value: String, rest: String) throws {
        let read = try FrontMatterScalar.read(Substring(text), inFlow: inFlow).get()
        #expect(read.0 == value)
        #expect(String(read.1) == rest)
    }

    @Test func aLeadingMarkIsDroppedOnlyAsAWholeCharacter() {
        #expect(Substring(", a").droppingASCII(",") == " a")
        #expect(Substring(",\u{301}a").droppingASCII(",") == nil)
        #expect(Substring(",é").droppingASCII(",") == "é")
        #expect(Substring("a,").droppingASCII(",") == nil)
        #expect(Substring("").droppingASCII("]") == nil)
    }

    static let bodies = [
        "\n<!-- farewell:begin task hash=1 -->\n# T\n## Notes\n<!-- farewell:end task -->\n\n## Notes\n\nmine\n## History\n- x\n",
        "## Lessons\r\n- [A] b\r\n  <!-- farewell:begin a -->\r\n## History\r\n<!-- farewell:end a -->\r\n## History\r\nh",
        "<!-- farewell:begin open -->\n## Notes\nkept\n<!-- farewell:end other -->\n",
        "## History\n\u{FF}bad\n<!--farewell:begin x-->\n## Notes\n<!--farewell:end x-->\n#\u{301} not a heading\n## Notes \t\n",
        "",
        "no sections at all\n# Title\n",
    ]

    @Test(arguments: bodies)
    func sectionsReadFromBytesMatchThoseReadFromText(body: String) {
        for bytes in [Array(body.utf8), Array(body.utf8) + [0xE2, 0x28, 0x0A, 0x23, 0x23, 0x20]] {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(TaskSections.extract(bytes: bytes[...]) == TaskSections.extract(text))
            let ranges = GeneratedRegions.textRanges(bytes: bytes[...]).map {
                String(decoding: bytes[$0], as: UTF8.self)
            }
            #expect(ranges == GeneratedRegions.textRanges(text).map { String(text[$0]) })
        }
        #expect(TaskSections.extract(bytes: Array(("---\n" + body).utf8).dropFirst(4)) == TaskSections.extract(body))
    }

    @Test func sectionsOutsideRegionsAreFound() {
        let sections = TaskSections.extract(bytes: Array(Self.bodies[0].utf8)[...])
        #expect(sections == TaskSections(notes: "## Notes\n\nmine\n", history: "## History\n- x\n"))
    }

    @Test func flowListsReadOnBytesMatchTheCharacterReader() {
        let alphabet: [Character] = ["a", "b", " ", "\t", ",", "]", "[", "#", "\r", "-", "1"]
        var state: UInt64 = 42
        var compared = 0
        for _ in 0..<4000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(state >> 60) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            let byCharacter = try? FrontMatterParser.flowListByCharacter(Substring(text), path: "t", line: 1)
            guard let onBytes = FrontMatterScalar.flowListASCII(Substring(text)) else { continue }
            compared += 1
            #expect(onBytes == byCharacter, "\(text.debugDescription)")
        }
        #expect(compared > 200)
        #expect(FrontMatterScalar.flowListASCII("T-1, T-2 ]  # c") == ["T-1", "T-2"])
        #expect(FrontMatterScalar.flowListASCII(" ]") == [])
        #expect(FrontMatterScalar.flowListASCII("a,]") == ["a", ""])
        #expect(FrontMatterScalar.flowListASCII("\"a\"]") == nil)
        #expect(FrontMatterScalar.flowListASCII("caf\u{E9}]") == nil)
        #expect(FrontMatterScalar.flowListASCII("a, b") == nil)
    }
}

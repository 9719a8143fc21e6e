/// The sections of a task file that belong to people: `## Lessons`, `## Notes`, `## History`.
package struct TaskSections: Sendable, Hashable {
    /// Each section verbatim, heading line included, up to the next heading or generated region.
    package var lessons: String?
    package var notes: String?
    package var history: String?

    package init(lessons: String? = nil, notes: String? = nil, history: String? = nil) {
        self.lessons = lessons
        self.notes = notes
        self.history = history
    }

    /// The people sections found outside the generated regions of a task file's body.
    package static func extract(_ body: String) -> TaskSections {
        gather(GeneratedRegions.textRanges(body).map { body[$0] })
    }

    /// `extract(_:)` on the UTF-8 bytes of the body: only the text outside the regions is decoded.
    package static func extract(bytes body: ArraySlice<UInt8>) -> TaskSections {
        gather(GeneratedRegions.textRanges(bytes: body).map { Substring(String(decoding: body[$0], as: UTF8.self)) })
    }

    /// The sections in the runs of text outside the regions.
    private static func gather(_ texts: [Substring]) -> TaskSections {
        var sections: [String: String] = [:]
        for text in texts {
            var current: String?
            for line in TextLines.withEnds(text) {
                if line.hasPrefix("#") {
                    let heading = String(line.strippingLineEnds().strippingBlanks())
                    current = ["## Lessons", "## Notes", "## History"].contains(heading) ? heading : nil
                }
                if let current { sections[current, default: ""] += line }
            }
        }
        return TaskSections(
            lessons: sections["## Lessons"], notes: sections["## Notes"], history: sections["## History"])
    }
}

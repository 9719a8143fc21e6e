/// Whether people wrote in a task file: a generated region edited by hand, or any text outside the regions other
/// than what farewell writes there (the empty `## Lessons`, `## Notes` and `## History` with their placeholder
/// comments), such as a lesson, a note or a history line. When a task's module is renamed, a re-plan gives a task
/// nobody wrote in, `todo` and without a PR, a title naming the new module (`Replanner+Rehoming`); one people wrote in
/// keeps its title and flag.
package enum TaskAuthorship {
    /// The runs outside the regions of a task file's body as `TaskMarkdown` renders it: the blank line after the
    /// front matter, then the people sections.
    private static let untouched: [[UInt8]] = {
        let body = Array(
            ("\n" + GeneratedRegions.wrap(TaskMarkdown.region, "") + "\n" + TaskMarkdown.peopleSections).utf8)
        return GeneratedRegions.textRanges(bytes: body[...]).map { Array(body[$0]) }
    }()

    /// Whether the body of a task file (its bytes after the front matter) holds anything people wrote. `intact`:
    /// whether its regions still match their hashes (`GeneratedRegions.areIntact`), which the reader checks once.
    package static func isWritten(body: ArraySlice<UInt8>, intact: Bool) -> Bool {
        guard intact else { return true }
        let runs = GeneratedRegions.textRanges(bytes: body)
        return runs.count != untouched.count || !zip(runs, untouched).allSatisfy { body[$0].elementsEqual($1) }
    }
}

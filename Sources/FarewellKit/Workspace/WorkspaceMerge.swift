/// Decides what each workspace file becomes, given what it holds now: new files are written as
/// rendered; existing ones keep everything people own (see `WorkspaceDocument.Merge`).
package enum WorkspaceMerge {
    /// The change for `document` when the file now holds `existing` (nil: no such file), and warnings.
    package static func change(_ document: WorkspaceDocument, existing: String?) throws(FarewellError)
        -> (WorkspaceChange, [Diagnostic])
    {
        guard let existing else {
            return (WorkspaceChange(path: document.path, status: .created, text: document.text, previous: nil), [])
        }
        let merged: RegionMerge.Result
        switch document.merge {
        case .regions:
            merged = RegionMerge.merge(existing: existing, generated: document.text, path: document.path)
        case .frontMatter(let kept):
            merged = try mergeWithFrontMatter(document, existing: existing, kept: kept)
        }
        let status: WorkspaceChange.Status = merged.text == existing ? .unchanged : .updated
        return (
            WorkspaceChange(path: document.path, status: status, text: merged.text, previous: existing), merged.warnings
        )
    }

    private static func mergeWithFrontMatter(_ document: WorkspaceDocument, existing: String, kept: Set<String>)
        throws(FarewellError) -> RegionMerge.Result
    {
        let old = try FrontMatterParser.parse(existing, path: document.path)
        let new = try FrontMatterParser.parse(document.text, path: document.path)
        let frontMatter = mergedFrontMatter(old: old.frontMatter, new: new.frontMatter, kept: kept)
        let frontMatterText =
            frontMatter.meaning == old.frontMatter.meaning ? old.frontMatterText : frontMatter.render()
        var body = RegionMerge.merge(existing: old.body, generated: new.body, path: document.path)
        body.text = frontMatterText + body.text
        return body
    }

    /// Whether `existing` holds nothing people wrote, measured against `generated`, what farewell would write
    /// there: no front matter key of its own, the kept keys (`retro: done`) as generated or absent, every region
    /// intact and the text around the regions as generated (an empty `## Notes`).
    static func holdsOnlyGenerated(_ existing: String, generated: String, kept: Set<String>, path: String)
        throws(FarewellError) -> Bool
    {
        let old = try FrontMatterParser.parse(existing, path: path)
        let new = try FrontMatterParser.parse(generated, path: path)
        let keys = Set(new.frontMatter.entries.map(\.key))
        guard old.frontMatter.entries.allSatisfy({ keys.contains($0.key) }),
            kept.allSatisfy({ old.frontMatter[$0] == nil || old.frontMatter[$0] == new.frontMatter[$0] })
        else { return false }
        let segments = GeneratedRegions.segments(old.body)
        for case .region(_, let hash, let content, _) in segments
        where !GeneratedRegions.isIntact(hash: hash, content: content) {
            return false
        }
        return plainText(segments) == plainText(GeneratedRegions.segments(new.body))
    }

    /// The text outside the regions, run after run.
    private static func plainText(_ segments: [GeneratedRegions.Segment]) -> [String] {
        segments.compactMap { segment in
            if case .text(let text) = segment { return text }
            return nil
        }
    }

    /// `new` with the kept keys' values from `old`, and `old`'s extra keys appended in their order.
    static func mergedFrontMatter(old: YAMLFrontMatter, new: YAMLFrontMatter, kept: Set<String>) -> YAMLFrontMatter {
        var merged = new
        for key in kept.sorted() {
            if let value = old[key] { merged.set(key, value) }
        }
        for entry in old.entries where merged[entry.key] == nil {
            merged.entries.append(YAMLFrontMatter.Entry(key: entry.key, value: entry.value, style: entry.style))
        }
        return merged
    }
}

/// Refreshes the generated regions of a file that already exists, keeping everything else verbatim.
package enum RegionMerge {
    /// The merged text and what was not updated.
    package struct Result: Sendable, Hashable {
        package var text: String
        package var warnings: [Diagnostic]
    }

    /// `existing` with each intact region replaced by the same region of `generated`. Regions edited by
    /// hand are kept and reported; regions removed by hand are not restored. A file without any region
    /// (an `AGENTS.md` written by people) gets the generated regions appended.
    package static func merge(existing: String, generated: String, path: String) -> Result {
        let generatedSegments = GeneratedRegions.segments(generated)
        var fresh: [String: String] = [:]
        for case .region(let name, _, let content, _) in generatedSegments where fresh[name] == nil {
            fresh[name] = content
        }
        let segments = GeneratedRegions.segments(existing)
        let names = regionNames(segments)
        if names.isEmpty { return Result(text: appending(generatedSegments, to: existing), warnings: []) }
        var text = ""
        var warnings: [Diagnostic] = []
        for segment in segments {
            switch segment {
            case .text(let plain):
                text += plain
            case .region(let name, let hash, let content, let raw):
                guard let new = fresh[name] else {
                    text += raw
                    continue
                }
                if GeneratedRegions.isIntact(hash: hash, content: content) {
                    text += GeneratedRegions.wrap(name, new)
                } else {
                    text += raw
                    if content != new { warnings.append(edited(path, name)) }
                }
            }
        }
        for name in regionNames(generatedSegments) where !names.contains(name) {
            warnings.append(
                Diagnostic(path: path, message: "generated section '\(name)' was removed by hand; not restored"))
        }
        return Result(text: text, warnings: warnings)
    }

    private static func regionNames(_ segments: [GeneratedRegions.Segment]) -> [String] {
        segments.compactMap { segment in
            if case .region(let name, _, _, _) = segment { return name }
            return nil
        }
    }

    private static func appending(_ generated: [GeneratedRegions.Segment], to existing: String) -> String {
        let regions = generated.compactMap { segment -> String? in
            if case .region(_, _, _, let raw) = segment { return raw }
            return nil
        }
        guard !regions.isEmpty else { return existing }
        var text = existing
        if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
        if !text.isEmpty, !text.hasSuffix("\n\n") { text += "\n" }
        return text + regions.joined(separator: "\n")
    }

    private static func edited(_ path: String, _ name: String) -> Diagnostic {
        Diagnostic(path: path, message: "generated section '\(name)' was edited by hand; not updated")
    }
}

/// Refreshes the generated regions of a file that already exists, keeping everything else verbatim.
package enum RegionMerge {
    /// The merged text and what was not updated.
    package struct Result: Sendable, Hashable {
        package var text: String
        package var warnings: [Diagnostic]
    }

    /// `existing` with each intact region replaced by the same region of `generated`. Regions edited by
    /// hand are kept and reported; regions removed by hand are not restored. A file without any region
    /// (an `AGENTS.md` written by people) gets the generated regions appended. Both texts are read in place, and a
    /// file whose intact regions already hold what is generated is returned as it is, not copied: a re-plan
    /// merges thousands of task files that mostly stay as they are.
    package static func merge(existing: String, generated: String, path: String) -> Result {
        let generatedSpans = GeneratedRegions.spans(generated)
        var fresh: [String: Substring] = [:]
        for case .region(let name, _, let content, _) in generatedSpans where fresh[name] == nil {
            fresh[name] = generated[content]
        }
        let spans = GeneratedRegions.spans(existing)
        let names = Set(regionNames(spans))
        if names.isEmpty {
            return Result(text: appending(generatedSpans, of: generated, to: existing), warnings: [])
        }
        var replacements: [Int: String] = [:]
        var warnings: [Diagnostic] = []
        for (index, span) in spans.enumerated() {
            guard case .region(let name, let hash, let contentRange, let raw) = span, let new = fresh[name] else {
                continue
            }
            let content = existing[contentRange]
            let same = UTF8Search.sameBytes(content, new)
            if GeneratedRegions.isIntact(hash: hash, content: content) {
                let kept =
                    same
                    && hash.map { GeneratedRegions.isWrapped(existing[raw], name: name, hash: $0, content: content) }
                        == true
                if !kept { replacements[index] = GeneratedRegions.wrap(name, String(new)) }
            } else if !same {
                warnings.append(edited(path, name))
            }
        }
        for name in regionNames(generatedSpans) where !names.contains(name) {
            warnings.append(
                Diagnostic(path: path, message: "generated section '\(name)' was removed by hand; not restored"))
        }
        guard !replacements.isEmpty else { return Result(text: existing, warnings: warnings) }
        var text = ""
        text.reserveCapacity(existing.utf8.count + replacements.values.reduce(0) { $0 + $1.utf8.count })
        for (index, span) in spans.enumerated() {
            switch span {
            case .text(let range): text += existing[range]
            case .region(_, _, _, let raw):
                if let replacement = replacements[index] { text += replacement } else { text += existing[raw] }
            }
        }
        return Result(text: text, warnings: warnings)
    }

    /// The names of the regions among `spans`, in order.
    private static func regionNames(_ spans: [GeneratedRegions.Span]) -> [String] {
        spans.compactMap { span in
            if case .region(let name, _, _, _) = span { return name }
            return nil
        }
    }

    /// `existing` with the regions of `generated` appended, after a blank line.
    private static func appending(
        _ spans: [GeneratedRegions.Span], of generated: String, to existing: String
    ) -> String {
        let regions = spans.compactMap { span -> Substring? in
            if case .region(_, _, _, let raw) = span { return generated[raw] }
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

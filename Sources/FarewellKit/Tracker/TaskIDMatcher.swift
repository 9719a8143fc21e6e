/// Finds task ids in commit messages, branch names and PR titles.
package struct TaskIDMatcher: Sendable {
    /// Known ids by their lower-cased form.
    private let known: [String: String]

    package init(knownIDs: [String]) {
        var known: [String: String] = [:]
        for id in knownIDs { known[id.lowercased()] = id }
        self.known = known
    }

    /// Known ids written anywhere in `text` (any case), each standing alone: `farewell/t-012-login` holds
    /// `T-012`, `T-0123` does not. Sorted, without duplicates.
    package func ids(in text: String) -> [String] {
        let lower = Array(text.lowercased().utf8)
        var found: Set<String> = []
        for (key, id) in known {
            let needle = Array(key.utf8)
            guard !needle.isEmpty, needle.count <= lower.count else { continue }
            var start = 0
            while start + needle.count <= lower.count {
                if lower[start..<(start + needle.count)].elementsEqual(needle),
                    start == 0 || !isAlphanumeric(lower[start - 1]),
                    start + needle.count == lower.count || !isDigit(lower[start + needle.count])
                {
                    found.insert(id)
                    break
                }
                start += 1
            }
        }
        return found.sorted(by: NaturalOrder.precedes)
    }

    /// Ids a commit message claims: `[T-012]` (or `[T-012, T-013]`) in the subject, the branch of a merge
    /// subject (`Merge pull request #42 from acme/farewell/T-012-login`, `Merge branch 'farewell/T-012'`),
    /// and `Farewell-Task: T-012` trailer lines. Only known ids count.
    package func commitIDs(message: String) -> [String] {
        let lines = message.rawLines
        var claimed: [String] = []
        let subject = String(lines.first ?? "")
        var rest = Substring(subject)
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            claimed += words(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
        }
        for prefix in ["Merge pull request #", "Merge branch '"] where subject.hasPrefix(prefix) {
            let branch = subject.dropFirst(prefix.count).split(separator: " ").prefix(prefix.hasSuffix("#") ? 3 : 1)
            claimed += ids(in: branch.last.map(String.init) ?? "")
        }
        for line in lines.dropFirst() {
            let trimmed = String(line).trimmingSpaces()
            guard let colon = trimmed.firstIndex(of: ":"),
                trimmed[..<colon].lowercased() == "farewell-task"
            else { continue }
            claimed += words(trimmed[trimmed.index(after: colon)...])
        }
        let ids = Set(claimed.compactMap { known[$0.lowercased()] })
        return ids.sorted(by: NaturalOrder.precedes)
    }

    private func words(_ text: Substring) -> [String] {
        text.split { $0 == "," || $0 == " " || $0 == "\t" }.map(String.init)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
    private func isAlphanumeric(_ byte: UInt8) -> Bool { isDigit(byte) || (byte >= 97 && byte <= 122) }
}

/// One file `plan` writes, as farewell would write it fresh, and how to merge it into an existing one.
package struct WorkspaceDocument: Sendable, Hashable {
    /// How an existing file is merged.
    package enum Merge: Sendable, Hashable {
        /// Front matter refreshed except the kept keys (and keys farewell does not know); regions refreshed.
        case frontMatter(kept: Set<String>)
        /// Only the generated regions are refreshed; everything else is kept verbatim.
        case regions
    }

    /// Relative to the workspace.
    package var path: String
    package var text: String
    package var merge: Merge

    package init(path: String, text: String, merge: Merge) {
        self.path = path
        self.text = text
        self.merge = merge
    }
}

/// What `plan` does to one file.
package struct WorkspaceChange: Sendable, Hashable {
    /// Whether the file is new, changes, stays byte for byte, takes the place of another file (a wave file
    /// whose wave was renumbered), or goes away (a wave file no wave continues, holding nothing written by hand).
    package enum Status: String, Sendable, Hashable {
        case created, updated, unchanged, moved, removed
    }

    package var path: String
    package var status: Status
    /// The text the file will have; empty for a removed one.
    package var text: String
    /// The text it has now (for a moved file, the text of the file it comes from), nil when it does not exist.
    package var previous: String?
    /// For a moved file, the path of the file it comes from, which goes once this one is written.
    package var movedFrom: String?

    package init(path: String, status: Status, text: String, previous: String?, movedFrom: String? = nil) {
        self.path = path
        self.status = status
        self.text = text
        self.previous = previous
        self.movedFrom = movedFrom
    }

    /// The changes to write, then the paths to remove once they are written (a removed file, a moved file's old
    /// path), so a failed write loses nothing.
    package static func writesAndRemovals(_ changes: [WorkspaceChange]) -> (
        writes: [WorkspaceChange], removals: [String]
    ) {
        let writes = changes.filter { $0.status != .unchanged && $0.status != .removed }
        let written = Set(writes.map(\.path))
        let removals = changes.compactMap { $0.status == .removed ? $0.path : $0.movedFrom }
        return (writes, removals.filter { !written.contains($0) }.sorted())
    }
}

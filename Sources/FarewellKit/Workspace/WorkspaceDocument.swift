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
    /// Whether the file is new, changes, or stays byte for byte.
    package enum Status: String, Sendable, Hashable {
        case created, updated, unchanged
    }

    package var path: String
    package var status: Status
    /// The text the file will have.
    package var text: String
    /// The text it has now, nil when it does not exist.
    package var previous: String?

    package init(path: String, status: Status, text: String, previous: String?) {
        self.path = path
        self.status = status
        self.text = text
        self.previous = previous
    }
}

/// The construct guides the workspace files use, from the construct catalog.
package enum ConstructGuides {
    /// Until the catalog is wired in, no construct has a guide and the task files fall back to `rules.md`.
    package static let lookup: ConstructGuideLookup = { _ in nil }
}

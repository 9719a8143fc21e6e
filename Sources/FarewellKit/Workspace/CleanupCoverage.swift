/// The modules whose shims, feature flags and Rx imports a cleanup task removes (`TaskCleanupSection.coverage`).
///
/// A task that names no module it knows covers the whole repository; one whose manifests hold only the Rx lines of
/// modules other cleanup tasks clean up (`CleanupHosts.manifest(removingCodeOf:)`) covers none: it deletes those
/// lines and nothing else.
struct CleanupCoverage: Sendable, Equatable {
    /// Sorted.
    var modules: [String]
    /// True when the task knows no module: no module of its own, no manifest with a known module's Rx line.
    var isRepository: Bool

    /// True when the task removes nothing but its manifests' lines.
    var isLinesOnly: Bool { modules.isEmpty && !isRepository }

    /// Whether the task removes the shims, flags and Rx imports of `module`.
    func contains(_ module: String) -> Bool { isRepository || modules.contains(module) }
}

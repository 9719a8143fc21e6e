/// Which files of a past commit the history scan needs: Swift sources and manifests outside hidden,
/// vendored and excluded folders, so blobs the scanner would skip are never read from git.
package struct SnapshotFilter: Sendable {
    private let exclude: [Glob]

    package init(configuration: Configuration) {
        exclude = configuration.exclude.map(Glob.init)
    }

    package func wants(_ path: String) -> Bool {
        guard path.hasSuffix(".swift") || ManifestKind.of(path: path) != nil else { return false }
        let components = path.split(separator: "/")
        var folder = ""
        for component in components.dropLast() {
            if component.hasPrefix(".") { return false }
            folder = folder.isEmpty ? String(component) : folder + "/" + component
            if VendoredPaths.isExcluded(directoryPath: folder) { return false }
        }
        return !exclude.contains { $0.matches(path) }
    }
}

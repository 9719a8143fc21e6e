/// Which files of a past commit the history scan needs: Swift sources and manifests outside hidden,
/// vendored and excluded folders, so blobs the scanner would skip are never read from git.
package struct SnapshotFilter: Sendable {
    private let exclude: [Glob]

    package init(configuration: Configuration) {
        exclude = configuration.exclude.map(Glob.init)
    }

    package func wants(_ path: String) -> Bool {
        var folders: [Substring: Bool] = [:]
        return wants(path, folders: &folders)
    }

    /// The items whose path `wants` accepts, in order; each folder is judged once, not once per file.
    package func filter<Item>(_ items: [Item], path: (Item) -> String) -> [Item] {
        var folders: [Substring: Bool] = [:]
        return items.filter { wants(path($0), folders: &folders) }
    }

    /// `folders`: whether each folder seen so far (a prefix of the path, without the file name) is allowed.
    private func wants(_ path: String, folders: inout [Substring: Bool]) -> Bool {
        guard path.hasSuffix(".swift") || ManifestKind.of(path: path) != nil else { return false }
        let parent = path.lastIndex(of: "/").map { path[..<$0] } ?? ""
        let allowed = folders[parent] ?? allows(folder: parent)
        folders[parent] = allowed
        return allowed && !exclude.contains { $0.matches(path) }
    }

    /// Whether no component of `folder` is hidden or vendored.
    private func allows(folder: Substring) -> Bool {
        var current = ""
        for component in folder.split(separator: "/") {
            if component.hasPrefix(".") { return false }
            current = current.isEmpty ? String(component) : current + "/" + component
            if VendoredPaths.isExcluded(directoryPath: current) { return false }
        }
        return true
    }
}

/// Reads git's `.gitmodules`: the folders of submodules, and which of them are not checked out.
///
/// A submodule not checked out is an empty folder (`git clone` without `--recurse-submodules`): the code, and the
/// manifests, that the app builds from it are not there to scan, so the scan says so rather than plan without them.
enum GitSubmodules {
    /// A submodule's folder, relative to the repository root, and the `path =` line naming it.
    struct Submodule: Sendable, Hashable {
        var folder: String
        var location: SourceLocation
    }

    /// The submodules `.gitmodules` files declare whose folder the walk found empty, sorted by folder.
    static func notCheckedOut(_ manifests: [ManifestFile], emptyFolders: Set<String>) -> [Submodule] {
        guard !emptyFolders.isEmpty else { return [] }
        let submodules = manifests.filter { ManifestKind.of(path: $0.path) == .gitSubmodules }.flatMap(submodules)
        return submodules.filter { emptyFolders.contains($0.folder) }.sorted { $0.folder < $1.folder }
    }

    /// One warning per submodule not checked out, on its `path =` line.
    static func diagnostics(_ submodules: [Submodule]) -> [Diagnostic] {
        submodules.map {
            Diagnostic(
                path: $0.location.path, line: $0.location.line,
                message: "git submodule '\($0.folder)' is not checked out (its folder is empty): its code was not "
                    + "scanned; `git submodule update --init` checks it out")
        }
    }

    /// The submodules of one `.gitmodules` (`path = Vendors/SDK` in a `[submodule "SDK"]` section), their folders
    /// relative to the repository root.
    static func submodules(_ manifest: ManifestFile) -> [Submodule] {
        let text = String(decoding: manifest.bytes, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { offset, line in
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "path" else { return nil }
            let folder = parts[1].trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: ["\""])
            guard !folder.isEmpty else { return nil }
            return Submodule(
                folder: Path.normalize(Path.join(manifest.directory, folder)),
                location: SourceLocation(path: manifest.path, line: offset + 1))
        }
    }
}

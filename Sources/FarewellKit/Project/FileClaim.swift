/// A manifest's claim on Swift files: one file, or a folder minus exclusions, optionally narrowed by globs.
struct FileClaim: Sendable, Hashable {
    /// A file path, or a folder path ("" for the repository root), relative to the repository root.
    var root: String
    /// Glob patterns relative to `root` a file must match; empty means every file under `root`.
    var includes: [String]
    /// Glob patterns or plain paths relative to `root`; a matching file or folder is left out.
    var excludes: [String]
    /// True when the manifest names the file itself (an Xcode build file), which beats folder claims.
    var isExplicit: Bool
    /// True when membership is exact, not a convention: explicit files and Xcode synchronized folders.
    var isAuthoritative: Bool

    init(
        root: String, includes: [String] = [], excludes: [String] = [], isExplicit: Bool = false,
        isAuthoritative: Bool = false
    ) {
        self.root = Path.normalize(root) == "." ? "" : Path.normalize(root)
        self.includes = includes
        self.excludes = excludes
        self.isExplicit = isExplicit
        self.isAuthoritative = isExplicit || isAuthoritative
    }

    /// A claim from a path that may hold glob characters: `Targets/App/Sources/**` claims `Targets/App/Sources`.
    static func pattern(_ pattern: String, base: String, excludes: [String] = []) -> FileClaim {
        let components = pattern.split(separator: "/").map(String.init)
        guard let firstGlob = components.firstIndex(where: Glob.hasWildcard) else {
            return FileClaim(root: Path.join(base, pattern), excludes: excludes)
        }
        let fixed = components[..<firstGlob].joined(separator: "/")
        let rest = components[firstGlob...].joined(separator: "/")
        return FileClaim(root: Path.join(base, fixed), includes: [rest], excludes: excludes)
    }

    /// True when `path` (relative to the repository root) falls under this claim.
    func contains(_ path: String) -> Bool {
        let relative: String
        if isExplicit || path == root {
            guard path == root else { return false }
            relative = Path.lastComponent(path)
        } else if root.isEmpty {
            relative = path
        } else if let rest = FileClaim.remainder(of: path, under: root) {
            relative = rest
        } else {
            return false
        }
        if !includes.isEmpty, !includes.contains(where: { Glob($0).covers(relative) }) { return false }
        return !excludes.contains { Glob($0).covers(relative) }
    }

    /// `path` without `folder/` in front, or nil when it is not under `folder`; compares UTF-8 bytes.
    private static func remainder(of path: String, under folder: String) -> String? {
        let length = folder.utf8.count
        let pathBytes = path.utf8
        guard pathBytes.count > length + 1, path.hasPrefix(folder) else { return nil }
        let slash = pathBytes.index(pathBytes.startIndex, offsetBy: length)
        guard pathBytes[slash] == UInt8(ascii: "/") else { return nil }
        return String(path[pathBytes.index(after: slash)...])
    }

    /// How specific the claim is: exact memberships first, then deeper folders.
    var specificity: Int { isAuthoritative ? Int.max : root.split(separator: "/").count }
}

/// Helpers for `/`-separated paths, without Foundation.
package enum Path {
    /// Joins components, dropping empty ones and duplicate slashes.
    package static func join(_ base: String, _ component: String) -> String {
        if component.hasPrefix("/") { return component }
        if base.isEmpty || base == "." { return component }
        if component.isEmpty || component == "." { return base }
        return base.hasSuffix("/") ? base + component : base + "/" + component
    }

    /// The last component: `Sources/App/Login.swift` -> `Login.swift`.
    package static func lastComponent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Everything before the last component, or "" for a bare name.
    package static func parent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// `path` relative to `root` when it lies inside it, else `path` unchanged.
    package static func relative(_ path: String, to root: String) -> String {
        let base = root.hasSuffix("/") ? root : root + "/"
        if path == root { return "." }
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// Resolves `.` and `..` components.
    package static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether one of the folders above the last component is named `folder`: a byte scan, called for every file
    /// the walk meets (`Tuist/ProjectDescriptionHelpers/Module.swift` is in `ProjectDescriptionHelpers`).
    package static func isInFolder(_ path: String, named folder: StaticString) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            let length = folder.utf8CodeUnitCount
            let name = folder.utf8Start
            var start = 0
            // A component that starts at `start` and ends in a `/` is a folder.
            while start + length < bytes.count {
                if bytes[start + length] == UInt8(ascii: "/"),
                    (0..<length).allSatisfy({ bytes[start + $0] == name[$0] })
                {
                    return true
                }
                guard let slash = bytes[start...].firstIndex(of: UInt8(ascii: "/")) else { return false }
                start = slash + 1
            }
            return false
        }
    }

    /// The file name without its extension: `Login.swift` -> `Login`.
    package static func stem(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}

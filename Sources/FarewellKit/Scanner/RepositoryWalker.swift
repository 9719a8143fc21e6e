/// Walks a repository: the Swift files and manifests to read, skipping vendored and excluded folders.
struct RepositoryWalker: Sendable {
    struct Result: Sendable {
        /// Relative paths of Swift files, sorted.
        var swiftFiles: [String] = []
        /// Relative paths of manifests (`Package.swift`, `project.pbxproj`, `Podfile`...), sorted.
        var manifests: [String] = []
        var diagnostics: [Diagnostic] = []
        /// Relative paths of the folders walked that hold nothing (a git submodule not checked out), sorted.
        var emptyFolders: [String] = []
        /// The committed copies of Rx libraries the walk skipped, sorted by path; their modules are left to the
        /// module resolver.
        var vendoredCopies: [VendoredCopy] = []
    }

    let fileSystem: any FileSystem
    let include: [Glob]
    let exclude: [Glob]

    init(fileSystem: any FileSystem, configuration: Configuration) {
        self.fileSystem = fileSystem
        include = configuration.include.map(Glob.init)
        exclude = configuration.exclude.map(Glob.init)
    }

    /// The files and manifests under `root`. `found` is called with each Swift file's path as soon as it is
    /// found, before the walk ends, so files can be scanned while the rest of the tree is read.
    func walk(root: String, found: ((String) -> Void)? = nil) -> Result {
        var result = Result()
        var visited: Set<String> = []
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? root : Path.join(root, relative)
            // Symbolic links can make loops; every real folder is read once.
            if let canonical = fileSystem.canonicalPath(of: absolute) {
                guard visited.insert(canonical).inserted else { continue }
            }
            let entries: [DirectoryEntry]
            do {
                entries = try fileSystem.entries(of: absolute)
            } catch {
                result.diagnostics.append(Diagnostic(path: relative.isEmpty ? "." : relative, message: reason(error)))
                continue
            }
            if !relative.isEmpty, entries.isEmpty { result.emptyFolders.append(relative) }
            if !relative.isEmpty {
                let names = entries.map(\.name)
                if let library = VendoredPaths.copiedLibrary(directoryPath: relative, entryNames: names) {
                    result.vendoredCopies.append(VendoredCopy(path: relative, library: library))
                    continue
                }
                if VendoredPaths.isFileTemplate(entryNames: names) { continue }
            }
            for entry in entries {
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                switch entry.kind {
                case .directory:
                    if shouldDescend(into: path, name: entry.name) {
                        pending.append(path)
                    } else if entry.name.hasSuffix(".xcworkspace") {
                        // The one file read from a workspace: the versions Xcode resolved its packages to.
                        let resolved = path + "/xcshareddata/swiftpm/Package.resolved"
                        if fileSystem.isFile(Path.join(root, resolved)) {
                            _ = collect(resolved, name: "Package.resolved", into: &result)
                        }
                    }
                case .file:
                    if entry.isSymbolicLink, links(Path.join(root, path), toScannedFileUnder: root) { continue }
                    if collect(path, name: entry.name, into: &result) { found?(path) }
                case nil:
                    if entry.isSymbolicLink, entry.name.hasSuffix(".swift") {
                        result.diagnostics.append(Diagnostic(path: path, message: "broken symbolic link"))
                    }
                }
            }
        }
        result.swiftFiles.sort()
        result.manifests.sort()
        result.diagnostics.sort()
        result.emptyFolders.sort()
        result.vendoredCopies.sort { $0.path < $1.path }
        return result
    }

    /// Adds `path` to the manifests or the Swift files; true when it is a Swift file to scan.
    private func collect(_ path: String, name: String, into result: inout Result) -> Bool {
        guard isIncluded(path), !exclude.contains(where: { $0.matches(path) }) else { return false }
        // Manifests written in Swift (Package.swift, Tuist's Project.swift) are read as manifests only.
        if ManifestKind.of(path: path) != nil {
            result.manifests.append(path)
        } else if name.hasSuffix(".swift"), !RepositoryWalker.namesTemplatePlaceholder(name) {
            // A file template's Swift (`___FILEBASENAME___ViewModel.swift`) is no code any target compiles.
            result.swiftFiles.append(path)
            return true
        }
        return false
    }

    /// Whether a file name holds an Xcode file template's placeholder (`___FILEBASENAME___ViewModel.swift`,
    /// `___VARIABLE_productName___.swift`). Read as UTF-8 bytes: Foundation's `contains` goes through `NSString` on
    /// Linux, at thousands of instructions a name, and every Swift file's name is asked.
    static func namesTemplatePlaceholder(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        let underscore = UInt8(ascii: "_")
        guard bytes.count >= 3 else { return false }
        for start in 0..<(bytes.count - 2) where bytes[start] == underscore {
            guard bytes[start + 1] == underscore, bytes[start + 2] == underscore else { continue }
            let rest = bytes[(start + 3)...]
            if rest.starts(with: "FILEBASENAME".utf8) || rest.starts(with: "VARIABLE_".utf8) { return true }
        }
        return false
    }

    /// True when the link at `absolute` names a file under `root` that the walk collects by its own path: the
    /// file is scanned once, there (a test helper linked into an example app's folder).
    private func links(_ absolute: String, toScannedFileUnder root: String) -> Bool {
        guard let target = fileSystem.canonicalPath(of: absolute), let base = fileSystem.canonicalPath(of: root),
            target.hasPrefix(base + "/")
        else { return false }
        let relative = String(target.dropFirst(base.count + 1))
        let folder = Path.parent(relative)
        return isIncluded(relative) && !exclude.contains(where: { $0.matches(relative) })
            && (folder.isEmpty || !VendoredPaths.isExcluded(directoryPath: folder))
            && !relative.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    private func shouldDescend(into path: String, name: String) -> Bool {
        if name.hasPrefix(".") { return false }
        if VendoredPaths.isExcluded(directoryPath: path) { return false }
        if exclude.contains(where: { $0.matches(path) }) { return false }
        return mayContainIncluded(path)
    }

    private func isIncluded(_ path: String) -> Bool {
        include.isEmpty || include.contains { $0.matches(path) }
    }

    /// Whether an included path can lie under `directory` (or the folder is itself included).
    private func mayContainIncluded(_ directory: String) -> Bool {
        if include.isEmpty { return true }
        return include.contains { glob in
            if glob.matches(directory) { return true }
            let literal = glob.pattern.prefix { $0 != "*" && $0 != "?" }
            // A pattern like `Examples/App` or `Sources/**/UI`: descend while on its literal path.
            return literal.hasPrefix(directory + "/") || directory.hasPrefix(literal) || literal.isEmpty
        }
    }

    private func reason(_ error: FileSystemError) -> String {
        error.reason == .notFound ? "folder disappeared during the scan" : "cannot read folder: \(error.problem)"
    }
}

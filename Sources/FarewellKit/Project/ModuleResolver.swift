/// Attributes every Swift file of a repository to the module that compiles it, from the build manifests.
///
/// Order of precedence for one file: exact membership wins (an Xcode build file, an Xcode 16 synchronized
/// folder or its exception); then the deepest folder claim (so the innermost package wins);
/// ties go to non-test modules, then SwiftPM, XcodeGen, Tuist, Xcode, CocoaPods, then by name. Files no
/// manifest claims get a folder module (see `FolderFallback`). Equal target names from manifests in the
/// same folder are one module (`Package.swift` and an `.xcodeproj` side by side); from different folders
/// they are told apart as `<package or project>.<target>` (see `ModuleNaming`). A git submodule whose folder is
/// empty (`emptyFolders`) is not checked out: a warning says its code was not scanned (`GitSubmodules`).
package enum ModuleResolver {
    package static func resolve(
        manifests: [ManifestFile], swiftFiles: [String], emptyFolders: Set<String> = [],
        vendoredCopies: [VendoredCopy] = []
    ) -> ModuleAssignment {
        let files = Array(Set(swiftFiles)).sorted()
        let folders = folders(of: files)
        var declared: [DeclaredTarget] = []
        var products: [LibraryProduct] = []
        var diagnostics: [Diagnostic] = []
        var podfiles: [ManifestFile] = []
        var cartfiles: [ManifestFile] = []
        var tuistDependencies: [ManifestFile] = []
        var locks: [ManifestFile] = []
        var resolvedCartfiles: [ManifestFile] = []
        var versions: [RxSwiftVersion] = []
        var dependents: [RxSwiftDependent] = []
        let selected = selectManifests(manifests)
        let helpers = TuistHelperLists(selected.filter { ManifestKind.of(path: $0.path) == .tuistHelpers })
        for manifest in selected {
            let reading: ManifestReading
            switch ManifestKind.of(path: manifest.path) {
            case .swiftpm:
                reading = PackageManifestReader.read(manifest, folders: folders)
                // Tuist 4's `Tuist/Package.swift` lists the packages the projects use; Tuist ignores its targets.
                if ManifestKind.listsSharedDependencies(path: manifest.path),
                    TuistDependenciesReader.isDependencyManifest(
                        manifest, targets: reading.targets,
                        holdsSwiftFiles: { folders.contains($0.root) || files.contains($0.root) })
                {
                    tuistDependencies.append(manifest)
                    diagnostics += reading.diagnostics
                    versions += reading.rxSwiftVersions
                    versions += TuistDependenciesReader.helperRxSwiftVersions(manifest, helpers: helpers)
                    continue
                }
            case .xcodeproj: reading = XcodeProjectReader.read(manifest)
            case .xcodegen:
                reading = XcodeGenReader.read(manifest) { path in
                    folders.contains(path) || files.sortedContains(path)
                }
            case .tuist: reading = TuistReader.read(manifest, helpers: helpers, folders: folders)
            case .podspec:
                reading = PodspecReader.read(manifest)
                versions += RxSwiftVersionReader.podRequirements(manifest)
            case .podfile, nil:
                podfiles.append(manifest)
                versions += RxSwiftVersionReader.podRequirements(manifest)
                continue
            case .cartfile:
                cartfiles.append(manifest)
                versions += RxSwiftVersionReader.cartfileRequirements(manifest)
                continue
            case .podfileLock:
                locks.append(manifest)
                continue
            case .packageResolved:
                if isStale(manifest.path, projects: selected) { continue }
                let resolved = RxSwiftVersionReader.packageResolved(manifest)
                versions += resolved.versions
                diagnostics += resolved.diagnostics
                // SwiftPM and Xcode resolve again on every change of a manifest: no pin is stale.
                dependents += RxSwiftDependents.packageResolved(manifest)
                continue
            case .cartfileResolved:
                resolvedCartfiles.append(manifest)
                continue
            case .tuistDependencies:
                tuistDependencies.append(manifest)
                if case .success(let source) = SwiftManifestSource.make(manifest.bytes) {
                    versions += RxSwiftVersionReader.swiftRequirements(source, path: manifest.path)
                }
                versions += TuistDependenciesReader.helperRxSwiftVersions(manifest, helpers: helpers)
                continue
            case .tuistHelpers, .gitSubmodules:
                continue
            }
            declared += reading.targets
            products += reading.products
            diagnostics += reading.diagnostics
            versions += reading.rxSwiftVersions
        }
        excludeNestedPackages(&declared)
        yieldPodspecsToProjects(&declared)
        pairSpecsWithProjects(&declared)
        let submodules = GitSubmodules.notCheckedOut(selected, emptyFolders: emptyFolders)
        diagnostics += GitSubmodules.diagnostics(submodules)
        let projects = Set(selected.map(\.path).filter { ManifestKind.of(path: $0) == .xcodeproj })
        for podfile in podfiles {
            diagnostics += PodfileMerger.merge(podfile, into: &declared, projects: projects, submodules: submodules)
            if let lock = locks.first(where: { $0.directory == podfile.directory }) {
                diagnostics += PodfileLockReader.rxCarriers(podfile: podfile, lock: lock)
            }
        }
        for cartfile in cartfiles + resolvedCartfiles.filter({ CartfileReader.pinsRx($0, cartfiles: cartfiles) }) {
            CartfileReader.merge(cartfile, into: &declared)
        }
        let locked = LockedVersions(podfiles: podfiles, locks: locks, cartfiles: cartfiles, resolved: resolvedCartfiles)
        versions += locked.versions
        for manifest in tuistDependencies {
            TuistDependenciesReader.merge(manifest, helpers: helpers, into: &declared)
        }
        var builder = ModuleBuilder(groups: ModuleNaming.settle(declared), products: products)
        builder.attribute(files)
        var assignment = ModuleAssignment(
            modules: builder.modules(), fileModules: builder.fileModules,
            diagnostics: (diagnostics + builder.diagnostics).sorted(),
            manifestAttributedFiles: builder.manifestAttributed.sorted(), sharedModules: builder.sharedModules,
            rxSwiftVersions: versions.sorted(), rxSwiftDependents: (locked.dependents + dependents).sorted())
        assignment.vendoredCopies = vendoredCopies.map { copy in
            VendoredCopy(path: copy.path, library: copy.library, modules: builder.modules(compilingUnder: copy.path))
        }
        return assignment
    }

    /// Manifests outside vendored folders, one per path, with `Package.swift` preferred over
    /// `Package@swift-x.swift` in the same folder (else the highest tools version), sorted by path.
    static func selectManifests(_ manifests: [ManifestFile]) -> [ManifestFile] {
        var byPath: [String: ManifestFile] = [:]
        for manifest in manifests where ManifestKind.of(path: manifest.path) != nil {
            // A workspace's `Package.resolved` is the one file read inside a folder the walker skips.
            let kind = ManifestKind.of(path: manifest.path)
            guard
                !VendoredPaths.isExcluded(directoryPath: manifest.directory)
                    || kind == .packageResolved
                        && !VendoredPaths.isExcluded(directoryPath: workspaceFolder(manifest.path))
            else { continue }
            byPath[Path.normalize(manifest.path)] = ManifestFile(
                path: Path.normalize(manifest.path), bytes: manifest.bytes)
        }
        var chosenPackage: [String: ManifestFile] = [:]
        for manifest in byPath.values where ManifestKind.of(path: manifest.path) == .swiftpm {
            if let current = chosenPackage[manifest.directory], !isPreferred(manifest, over: current) { continue }
            chosenPackage[manifest.directory] = manifest
        }
        return byPath.values.filter {
            ManifestKind.of(path: $0.path) != .swiftpm || chosenPackage[$0.directory]?.path == $0.path
        }.sorted { $0.path < $1.path }
    }

    /// Whether the `Package.resolved` at `path` lies in an Xcode project's own workspace
    /// (`App.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved`) whose project, among `manifests`,
    /// references no Swift package: a file left from an earlier setup (often ignored by git with the rest of the
    /// project folder), which Xcode no longer resolves, so its pins say nothing of what builds.
    static func isStale(_ path: String, projects manifests: [ManifestFile]) -> Bool {
        let parts = path.split(separator: "/")
        guard let project = parts.firstIndex(where: { $0.hasSuffix(".xcodeproj") }), project + 1 < parts.count,
            parts[project + 1] == "project.xcworkspace"
        else { return false }
        let pbxproj = parts[...project].joined(separator: "/") + "/project.pbxproj"
        guard let manifest = manifests.first(where: { $0.path == pbxproj }) else { return false }
        return !UTF8Search.contains(manifest.bytes, "SwiftPackageReference")
    }

    /// The folder holding the `.xcworkspace` a path lies in (`App` of `App/App.xcodeproj/project.xcworkspace/...`,
    /// taken above the project too), else the path's own folder.
    private static func workspaceFolder(_ path: String) -> String {
        let parts = path.split(separator: "/")
        guard let workspace = parts.firstIndex(where: { $0.hasSuffix(".xcworkspace") }) else {
            return Path.parent(path)
        }
        var end = workspace
        if end > 0, parts[end - 1].hasSuffix(".xcodeproj") { end -= 1 }
        return parts[..<end].joined(separator: "/")
    }

    private static func isPreferred(_ candidate: ManifestFile, over current: ManifestFile) -> Bool {
        let candidateVersion = ManifestKind.toolsVersion(ofManifestNamed: Path.lastComponent(candidate.path))
        let currentVersion = ManifestKind.toolsVersion(ofManifestNamed: Path.lastComponent(current.path))
        if candidateVersion.isEmpty { return true }
        if currentVersion.isEmpty { return false }
        return currentVersion.lexicographicallyPrecedes(candidateVersion)
    }

    /// Every folder above the sorted `files` (`a/b/c.swift` gives `a/b` and `a`). Files of one folder come
    /// together, and a folder already seen has its ancestors in the set, so each folder is spelled once.
    static func folders(of files: [String]) -> Set<String> {
        var folders: Set<String> = []
        var previousParent: String?
        for file in files {
            var folder = Path.parent(file)
            guard folder != previousParent else { continue }
            previousParent = folder
            while !folder.isEmpty, folder != "/", folders.insert(folder).inserted {
                folder = Path.parent(folder)
            }
        }
        return folders
    }

    /// A pod whose name a project target has too (`DataLayer.podspec` beside the `DataLayer` target of the
    /// app's project) is described by both: the project lists the files the app builds, so the podspec's globs
    /// claim none, nor do its test specs' (its Rx pods still count, for the cleanup).
    static func yieldPodspecsToProjects(_ targets: inout [DeclaredTarget]) {
        let projectTargets = Set(targets.filter { $0.kind != .cocoapods }.map(\.name))
        guard !projectTargets.isEmpty else { return }
        let yielding = Set(
            targets.filter {
                $0.kind == .cocoapods && projectTargets.contains($0.name)
                    && ManifestKind.of(path: $0.manifest) == .podspec
            }.map(\.manifest))
        for index in targets.indices
        where targets[index].kind == .cocoapods && yielding.contains(targets[index].manifest) {
            targets[index].claims = []
        }
    }

    /// A package's folder claims stop at packages nested inside them.
    static func excludeNestedPackages(_ targets: inout [DeclaredTarget]) {
        let packageFolders = Set(targets.filter { $0.kind == .swiftpm }.map(\.manifestBase))
        for index in targets.indices where targets[index].kind == .swiftpm {
            for claimIndex in targets[index].claims.indices {
                let root = targets[index].claims[claimIndex].root
                let nested = packageFolders.filter {
                    $0 != targets[index].manifestBase && (root.isEmpty || $0.hasPrefix(root + "/"))
                }
                targets[index].claims[claimIndex].excludes += nested.sorted().map { Path.relative($0, to: root) }
            }
        }
    }
}

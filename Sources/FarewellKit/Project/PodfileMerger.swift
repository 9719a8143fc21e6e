/// Adds a Podfile's Rx pods to the Xcode targets of the same name, or declares pod-only targets.
///
/// A Podfile target matches the declared target of the same name from the project it names
/// (`project 'App.xcodeproj'`), else from a project beside the Podfile, else the first by manifest path.
/// Without a match it becomes a CocoaPods module claiming the folder `<Podfile folder>/<target name>`. A target
/// whose name cannot be read keeps its Rx pods in a module named after its line (`Podfile:8`) claiming no files,
/// so that the cleanup still names those lines. A target of a project the scan did not read (in a git submodule not
/// checked out) is left out with a warning: its code was not scanned, and its Rx pods stay, since that code may
/// still use them.
enum PodfileMerger {
    /// `projects`: the paths of the `project.pbxproj` files read; `submodules`: those not checked out.
    static func merge(
        _ podfile: ManifestFile, into targets: inout [DeclaredTarget], projects: Set<String>,
        submodules: [GitSubmodules.Submodule]
    ) -> [Diagnostic] {
        var (podTargets, diagnostics) = PodfileReader.read(podfile)
        let unscanned = podTargets.filter { isUnscanned($0, podfile: podfile, projects: projects, targets: targets) }
        diagnostics += unscannedProjects(unscanned, podfile: podfile, submodules: submodules)
        podTargets.removeAll { target in unscanned.contains(target) }
        for podTarget in podTargets {
            if podTarget.name.isEmpty {
                guard !podTarget.rxDependencies.isEmpty else { continue }
                targets.append(
                    DeclaredTarget(
                        name: "\(podfile.path):\(podTarget.line)", kind: .cocoapods, isTest: podTarget.isNested,
                        manifest: podfile.path, scope: Path.lastComponent(podfile.directory),
                        rxDependencies: podTarget.rxDependencies))
            } else if let index = match(podTarget, podfile: podfile, in: targets) {
                targets[index].rxDependencies += podTarget.rxDependencies
                // A pod of the repository's own (`pod 'OUICore', :path => '../'`, a podspec's target) is a dependency.
                targets[index].podDependencies += podTarget.podNames
                // The Xcode target's own setting wins; the Podfile's `platform` stands in when it has none.
                if targets[index].deploymentTargets.isEmpty, let platform = podTarget.platform {
                    targets[index].deploymentTargets = [platform]
                }
            } else {
                var target = DeclaredTarget(
                    name: podTarget.name, kind: .cocoapods,
                    isTest: podTarget.isNested || podTarget.name.hasSuffix("Tests"), manifest: podfile.path,
                    scope: Path.lastComponent(podfile.directory),
                    claims: [FileClaim(root: Path.join(podfile.directory, podTarget.name))],
                    rxDependencies: podTarget.rxDependencies)
                target.podDependencies = podTarget.podNames
                target.deploymentTargets = podTarget.platform.map { [$0] } ?? []
                targets.append(target)
            }
        }
        return diagnostics
    }

    /// CocoaPods' aggregate target's name from its parts (`["Pods", "Shared", "App"]`) as its framework's module
    /// spells it (`Module.c99Name`: `Pods_Shared_App`), so that the Podfile's `Pods-Shared-App` and the project's
    /// `Pods_Shared_App.framework` compare equal.
    static func aggregateKey(_ parts: [String]) -> String {
        Module.c99Name(parts.joined(separator: "-"))
    }

    private static func match(_ podTarget: PodfileReader.Target, podfile: ManifestFile, in targets: [DeclaredTarget])
        -> Int?
    {
        var candidates = targets.indices.filter {
            targets[$0].name == podTarget.name && targets[$0].kind != .swiftpm && targets[$0].kind != .cocoapods
        }.sorted { targets[$0].manifest < targets[$1].manifest }
        // Else the Xcode target integrating its aggregate target, whatever its name (`OpenSDK` integrated into `SDK`).
        if candidates.isEmpty, !podTarget.aggregateKey.isEmpty {
            candidates = targets.indices.filter {
                targets[$0].kind == .xcode && targets[$0].podAggregates.contains(podTarget.aggregateKey)
            }.sorted { targets[$0].manifest < targets[$1].manifest }
        }
        if podTarget.project != nil {
            let prefix = Path.parent(projectFile(podTarget, podfile)) + "/"
            if let index = candidates.first(where: { targets[$0].manifest.hasPrefix(prefix) }) { return index }
        }
        if let index = candidates.first(where: { targets[$0].manifestBase == podfile.directory }) { return index }
        return candidates.first
    }

    /// The `project.pbxproj` of the project a target names (`project 'App'` is `App.xcodeproj`), relative to the
    /// repository root; "" for a target naming none.
    private static func projectFile(_ podTarget: PodfileReader.Target, _ podfile: ManifestFile) -> String {
        guard let project = podTarget.project else { return "" }
        let name = project.hasSuffix(".xcodeproj") ? project : project + ".xcodeproj"
        return Path.join(Path.normalize(Path.join(podfile.directory, name)), "project.pbxproj")
    }

    /// Whether the project a target names was not read: no such `project.pbxproj`, nor a target of that name declared
    /// in that folder by a manifest the project is generated from (XcodeGen's `project.yml` beside the
    /// `App.xcodeproj` it makes, which is rarely committed).
    private static func isUnscanned(
        _ podTarget: PodfileReader.Target, podfile: ManifestFile, projects: Set<String>, targets: [DeclaredTarget]
    ) -> Bool {
        guard podTarget.project != nil, case let file = projectFile(podTarget, podfile), !projects.contains(file)
        else { return false }
        let folder = Path.parent(Path.parent(file))
        return !targets.contains {
            $0.name == podTarget.name && $0.kind != .swiftpm && $0.kind != .cocoapods && $0.manifestBase == folder
        }
    }

    /// One warning per `project` line whose project was not read, naming its targets: in a submodule not checked
    /// out, or else not among the files scanned.
    private static func unscannedProjects(
        _ podTargets: [PodfileReader.Target], podfile: ManifestFile, submodules: [GitSubmodules.Submodule]
    ) -> [Diagnostic] {
        let byLine = Dictionary(grouping: podTargets) { $0.projectLine ?? 0 }
        return byLine.keys.sorted().compactMap { line in
            guard let group = byLine[line], let first = group.first, let project = first.project else { return nil }
            let names = group.map { $0.name.isEmpty ? "at line \($0.line)" : $0.name }.joined(separator: ", ")
            let folder = Path.parent(Path.parent(projectFile(first, podfile)))
            let submodule = submodules.first { folder == $0.folder || folder.hasPrefix($0.folder + "/") }
            let place =
                submodule.map { "is in the git submodule '\($0.folder)', which is not checked out" }
                ?? "is not among the files scanned"
            let targets =
                group.count == 1
                ? "target \(names) was not scanned, and its" : "targets \(names) were not scanned, and their"
            return Diagnostic(
                path: podfile.path, line: line,
                message: "project '\(project)' \(place): its \(targets) Rx pods are left out of the cleanup")
        }
    }
}

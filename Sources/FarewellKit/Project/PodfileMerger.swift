/// Adds a Podfile's Rx pods to the Xcode targets of the same name, or declares pod-only targets.
///
/// A Podfile target matches the declared target of the same name from the project it names
/// (`project 'App.xcodeproj'`), else from a project beside the Podfile, else the first by manifest path.
/// Without a match it becomes a CocoaPods module claiming the folder `<Podfile folder>/<target name>`. A target
/// whose name cannot be read keeps its Rx pods in a module named after its line (`Podfile:8`) claiming no files,
/// so that the cleanup still names those lines.
enum PodfileMerger {
    static func merge(_ podfile: ManifestFile, into targets: inout [DeclaredTarget]) -> [Diagnostic] {
        let (podTargets, diagnostics) = PodfileReader.read(podfile)
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

    private static func match(_ podTarget: PodfileReader.Target, podfile: ManifestFile, in targets: [DeclaredTarget])
        -> Int?
    {
        let candidates = targets.indices.filter {
            targets[$0].name == podTarget.name && targets[$0].kind != .swiftpm && targets[$0].kind != .cocoapods
        }.sorted { targets[$0].manifest < targets[$1].manifest }
        if let project = podTarget.project {
            let name = project.hasSuffix(".xcodeproj") ? project : project + ".xcodeproj"
            let prefix = Path.normalize(Path.join(podfile.directory, name)) + "/"
            if let index = candidates.first(where: { targets[$0].manifest.hasPrefix(prefix) }) { return index }
        }
        if let index = candidates.first(where: { targets[$0].manifestBase == podfile.directory }) { return index }
        return candidates.first
    }
}

/// Rx dependency lines of a manifest that declares no targets (a Cartfile, Tuist's `Tuist/Dependencies.swift`):
/// they go to one target, whose module lists them, and their cleanup waits for every migration task
/// (`ManifestKind.listsSharedDependencies`).
enum SharedDependencyLines {
    /// Gives `dependencies` to a target of a project in `folder` or below it ("" for the repository root), one
    /// that links Rx if there is one (else the first such non-test target, else the repository's first non-test
    /// target), in the order of manifest path and name.
    static func attach(_ dependencies: [RxDependency], below folder: String, to targets: inout [DeclaredTarget]) {
        guard !dependencies.isEmpty else { return }
        let order = targets.indices.sorted {
            (targets[$0].manifest, targets[$0].name) < (targets[$1].manifest, targets[$1].name)
        }
        let isBelow = { (path: String) in folder.isEmpty || path.hasPrefix(folder + "/") }
        let near = order.filter { index in
            !targets[index].isTest && targets[index].kind != .swiftpm && isBelow(targets[index].manifest)
        }
        // A target that already links Rx (its frameworks come from these lines) is the one to carry them.
        let linking = near.first { !targets[$0].rxDependencies.isEmpty }
        guard let host = linking ?? near.first ?? order.first(where: { !targets[$0].isTest }) ?? order.first else {
            return
        }
        targets[host].rxDependencies += dependencies
    }
}

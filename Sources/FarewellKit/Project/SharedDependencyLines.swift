/// Rx dependency lines of a manifest that declares no targets (a Cartfile, Tuist's `Tuist/Dependencies.swift`):
/// every target beside it may link what they fetch, so each of those lists them, as a line of no one module
/// (`Module.sharedRxDependencies`), and their cleanup waits for every migration task
/// (`ManifestKind.listsSharedDependencies`).
enum SharedDependencyLines {
    /// Gives `dependencies` to every target of a project in `folder` or below it ("" for the repository root), test
    /// targets too (`RxTest`), but for packages, which fetch their own; with none there, to the repository's first
    /// non-test target in the order of manifest path and name. Giving them to one target of several would make
    /// that target's cleanup wait for the others' (`A/Project.swift` and `B/Project.swift` both linking
    /// `.external(name: "RxSwift")`).
    static func attach(_ dependencies: [RxDependency], below folder: String, to targets: inout [DeclaredTarget]) {
        guard !dependencies.isEmpty else { return }
        for index in served(below: folder, among: targets) {
            targets[index].rxDependencies += dependencies
        }
    }

    /// The indices of the targets that `attach` gives the lines of a manifest serving `folder` to, in the order of
    /// manifest path and name.
    static func served(below folder: String, among targets: [DeclaredTarget]) -> [Int] {
        let order = targets.indices.sorted {
            (targets[$0].manifest, targets[$0].name) < (targets[$1].manifest, targets[$1].name)
        }
        let isBelow = { (path: String) in folder.isEmpty || path.hasPrefix(folder + "/") }
        let near = order.filter { targets[$0].kind != .swiftpm && isBelow(targets[$0].manifest) }
        let fallback = order.first(where: { !targets[$0].isTest }) ?? order.first
        return near.isEmpty ? Array(fallback.map { [$0] } ?? []) : near
    }
}

/// Settles target names into unique module names.
///
/// Targets with one name from manifests in the same folder are one module (a `Package.swift` beside an
/// `.xcodeproj`, a `project.yml` beside the project it generates). Targets with one name from different
/// folders keep their name prefixed with their package or project name (`Core.Utils`, `App.Utils`); if that
/// still clashes, with their manifest path (`Libs/Core/Package.swift:Utils`).
enum ModuleNaming {
    /// A module-to-be: its unique name and the declared targets merged into it, primary first.
    struct Group {
        var name: String
        var targets: [DeclaredTarget]
        var primary: DeclaredTarget { targets[0] }
    }

    static func settle(_ targets: [DeclaredTarget]) -> [Group] {
        let byName = Dictionary(grouping: targets, by: \.name)
        var groups: [Group] = []
        for name in byName.keys.sorted() {
            let clusters = Dictionary(grouping: byName[name] ?? [], by: \.manifestBase).values.map {
                $0.sorted(by: isPrimary)
            }.sorted { isPrimary($0[0], $1[0]) }
            if clusters.count == 1 {
                groups.append(Group(name: name, targets: clusters[0]))
                continue
            }
            let scoped = clusters.map { "\($0[0].scope).\(name)" }
            let unique = Set(scoped).count == scoped.count
            for (index, cluster) in clusters.enumerated() {
                groups.append(Group(name: unique ? scoped[index] : "\(cluster[0].manifest):\(name)", targets: cluster))
            }
        }
        return groups.sorted { $0.name < $1.name }
    }

    /// SwiftPM, XcodeGen, Tuist, Xcode, CocoaPods, then by manifest path.
    static func isPrimary(_ lhs: DeclaredTarget, _ rhs: DeclaredTarget) -> Bool {
        (rank(lhs.kind), lhs.manifest) < (rank(rhs.kind), rhs.manifest)
    }

    static func rank(_ kind: Module.Kind) -> Int {
        switch kind {
        case .swiftpm: 0
        case .xcodegen: 1
        case .tuist: 2
        case .xcode: 3
        case .cocoapods: 4
        case .folder: 5
        }
    }
}

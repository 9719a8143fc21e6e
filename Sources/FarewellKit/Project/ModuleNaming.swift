/// Settles target names into unique module names.
///
/// Targets with one name from manifests in the same folder are one module (a `Package.swift` beside an
/// `.xcodeproj`, a `project.yml` beside the project it generates). Targets with one name from different
/// folders keep their name prefixed with their package or project name (`Core.Utils`, `App.Utils`); if that
/// still clashes, with the fewest trailing folders of their manifest's that tell them apart
/// (`Loans/ExampleApp:ExampleApp` and `Cards/ExampleApp:ExampleApp`; `ExampleApp.xcodeproj:ExampleApp` at the root).
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
            let names = Set(scoped).count == scoped.count ? scoped : placed(name, clusters.map { $0[0].manifest })
            for (index, cluster) in clusters.enumerated() {
                groups.append(Group(name: names[index], targets: cluster))
            }
        }
        return groups.sorted { $0.name < $1.name }
    }

    /// `name` of targets from `manifests` in different folders, each prefixed with the fewest trailing folders
    /// of its manifest's folder that no other manifest's folder ends with too; a manifest at the root, with its
    /// file (`Package.swift:Utils`, `App.xcodeproj:App`). The manifest path when that is still not unique.
    static func placed(_ name: String, _ manifests: [String]) -> [String] {
        let folders = manifests.map { manifest -> [Substring] in
            let base = ManifestFile(path: manifest, bytes: []).baseDirectory
            guard base.isEmpty else { return base.split(separator: "/") }
            return [manifest.split(separator: "/").first ?? Substring(manifest)]
        }
        let labels = folders.indices.map { index -> String in
            let components = folders[index]
            for count in 1..<max(components.count, 1) {
                let suffix = components.suffix(count)
                let shared = folders.indices.contains { other in
                    other != index && folders[other].count >= count
                        && folders[other].suffix(count).elementsEqual(suffix)
                }
                if !shared { return suffix.joined(separator: "/") }
            }
            return components.joined(separator: "/")
        }
        let placed = labels.map { "\($0):\(name)" }
        return Set(placed).count == placed.count ? placed : manifests.map { "\($0):\(name)" }
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

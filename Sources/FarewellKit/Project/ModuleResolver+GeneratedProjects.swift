extension ModuleResolver {
    /// An XcodeGen spec kept apart from the project it generates (`xcodegen -s XcodeGen/App.yml` making the root's
    /// `App.xcodeproj`): when no project beside the spec shares a target name with it and a project elsewhere has
    /// at least half of its targets (a spec and its committed project drift: a target added to the spec and not yet
    /// generated), the two describe the same targets, so the spec's take that project's folder and each pair is one
    /// module, as a `project.yml` beside its project is; a spec's target the project lacks is a module of its own.
    /// Of several such projects, the one sharing most targets, then the one named after the spec's `name:`, then the
    /// first by path.
    static func pairSpecsWithProjects(_ targets: inout [DeclaredTarget]) {
        let projects = Dictionary(grouping: targets.filter { $0.kind == .xcode }, by: \.manifest).mapValues {
            Set($0.map(\.name))
        }
        guard !projects.isEmpty else { return }
        let specs = Dictionary(grouping: targets.indices.filter { targets[$0].kind == .xcodegen }) {
            targets[$0].manifest
        }
        for (spec, indices) in specs {
            let names = Set(indices.map { targets[$0].name })
            let folder = Path.parent(spec)
            let paired = projects.contains { project, projectNames in
                ManifestFile(path: project, bytes: []).baseDirectory == folder && !projectNames.isDisjoint(with: names)
            }
            let scope = indices.first.map { targets[$0].scope + ".xcodeproj" }
            let shared = projects.mapValues { $0.intersection(names).count }
            let rank = { (project: String) in
                (-(shared[project] ?? 0), Path.lastComponent(Path.parent(project)) == scope ? 0 : 1, project)
            }
            let candidates = shared.filter { $0.value > 0 && $0.value * 2 >= names.count }.keys.sorted {
                rank($0) < rank($1)
            }
            guard !paired, !names.isEmpty, let project = candidates.first else { continue }
            for index in indices { targets[index].projectFolder = ManifestFile(path: project, bytes: []).baseDirectory }
        }
    }
}

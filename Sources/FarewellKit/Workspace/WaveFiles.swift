/// Where the wave files of a plan go in a workspace holding the files of an earlier plan. A wave continues the
/// earlier wave of its slot (`WaveBuilder.predecessor(of:among:)`), so its file carries what people wrote there
/// (the retro mark, notes, hand edits). Waves are numbered in plan order: when a wave comes or goes ahead of
/// another, that one's id changes, and its file is written under its new name and the old one removed, so no
/// file keeps another wave's id or name.
struct WaveFiles {
    /// Wave id -> the workspace-relative path its file is written to.
    private(set) var paths: [String: String] = [:]
    /// Path written -> the earlier file it is merged from and replaces, when that is another path.
    private(set) var sources: [String: String] = [:]
    /// The earlier waves no wave continues, with their files' paths, in path order.
    private(set) var orphans: [(wave: Wave, path: String)] = []

    init(plan: Plan, snapshot: WorkspaceSnapshot) {
        let previous = snapshot.plan?.waves ?? []
        let taken = Set(snapshot.wavePaths.values)
        for wave in plan.waves {
            let own = "waves/" + wave.fileName
            guard let old = WaveBuilder.predecessor(of: wave, among: previous), let source = snapshot.wavePaths[old.id]
            else {
                paths[wave.id] = own
                continue
            }
            // A wave keeping its id keeps its file's name (one renamed by hand too); a renumbered one takes its
            // own name, unless another earlier wave's file has it.
            let path = old.id == wave.id || (taken.contains(own) && own != source) ? source : own
            paths[wave.id] = path
            if path != source { sources[path] = source }
        }
        let used = Set(paths.values).union(sources.values)
        orphans = previous.compactMap { wave in
            snapshot.wavePaths[wave.id].flatMap { used.contains($0) ? nil : (wave, $0) }
        }
        .sorted { $0.path < $1.path }
    }
}

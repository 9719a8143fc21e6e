/// Turns the wave slots that hold tasks into numbered waves (`W0`, `W1`, ...), keeping a previous wave's
/// retro mark when its slug is unchanged. Titles and layers come from the tasks' layers only, which a
/// re-plan keeps, so a wave's file name does not move as its code is migrated.
enum WaveBuilder {
    static func waves(_ drafts: [TaskDraft], previous: Plan?) -> (waves: [Wave], ids: [WaveSlot: String]) {
        let slots = Set(drafts.map(\.slot)).sorted()
        var waves: [Wave] = []
        var ids: [WaveSlot: String] = [:]
        for (number, slot) in slots.enumerated() {
            let members = drafts.filter { $0.slot == slot }
            let layers = slot.kind == .migration ? waveLayers(members) : []
            let title = slot.title(layers: layers)
            let slug = FileNaming.slug([title])
            let id = "W\(number)"
            ids[slot] = id
            let retro = previous?.waves.contains { $0.slug == slug && $0.retroDone } ?? false
            let tasks = members.compactMap(\.id).sorted(by: TaskID.less)
            waves.append(
                Wave(id: id, title: title, slug: slug, kind: slot.kind, layers: layers, tasks: tasks, retroDone: retro))
        }
        return (waves, ids)
    }

    /// The layers of the wave's tasks, inside out; tests travel with code, so a tests-only wave says `test`.
    private static func waveLayers(_ members: [TaskDraft]) -> [Layer] {
        var found = Set(members.map(\.layer))
        found.remove(.test)
        return found.isEmpty ? [.test] : found.sorted()
    }
}

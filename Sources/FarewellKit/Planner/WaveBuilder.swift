/// Turns the wave slots that hold tasks into numbered waves (`W0`, `W1`, ...), keeping a previous wave's
/// retro mark when its slug is unchanged.
struct WaveBuilder {
    /// Layers of each file path (from the inventory), so a wave lists the UI files its screens carry.
    let layers: [String: Layer]

    func waves(_ drafts: [TaskDraft], previous: Plan?) -> (waves: [Wave], ids: [WaveSlot: String]) {
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

    private func waveLayers(_ members: [TaskDraft]) -> [Layer] {
        var found = Set(members.map(\.layer))
        for draft in members { for file in draft.files { if let layer = layers[file.path] { found.insert(layer) } } }
        found.remove(.test)
        return found.isEmpty ? [.test] : found.sorted()
    }
}

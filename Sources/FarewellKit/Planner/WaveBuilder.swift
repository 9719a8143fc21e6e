/// Turns the wave slots that hold tasks into numbered waves (`W0`, `W1`, ...), keeping the retro mark of the
/// previous wave planned in the same slot (`predecessor(of:among:)`). Titles and layers come from the tasks'
/// layers only, which a re-plan keeps, so a wave's file name does not move as its code is migrated. Ids follow
/// the plan's order, so a wave that comes ahead of others (data code added to a plan of screens) renumbers
/// those after it; what people wrote about a wave follows it by slot, not by id.
enum WaveBuilder {
    static func waves(_ drafts: [TaskDraft], previous: Plan?) -> (waves: [Wave], ids: [WaveSlot: String]) {
        let slots = Set(drafts.map(\.slot)).sorted()
        var waves: [Wave] = []
        var ids: [WaveSlot: String] = [:]
        for (number, slot) in slots.enumerated() {
            let members = drafts.filter { $0.slot == slot }
            let layers = slot.kind == .migration ? waveLayers(members) : []
            let title = slot.title(layers: layers)
            let id = "W\(number)"
            ids[slot] = id
            let tasks = members.compactMap(\.id).sorted(by: TaskID.less)
            var wave = Wave(
                id: id, title: title, slug: FileNaming.slug([title]), kind: slot.kind, layers: layers, tasks: tasks)
            wave.retroDone = previous.flatMap { predecessor(of: wave, among: $0.waves) }?.retroDone ?? false
            waves.append(wave)
        }
        return (waves, ids)
    }

    /// The wave of an earlier plan that `wave` continues: the one planned in the same slot (`WaveSlot.of`), else,
    /// for a wave of no slot, the one with its slug; among several, the one with its id. Its retro mark, notes and
    /// file go with `wave` whatever id each has.
    static func predecessor(of wave: Wave, among previous: [Wave]) -> Wave? {
        let slot = WaveSlot.of(wave)
        let candidates = previous.filter { old in
            old.kind == wave.kind && (slot.map { WaveSlot.of(old) == $0 } ?? (old.slug == wave.slug))
        }
        return candidates.first { $0.id == wave.id } ?? candidates.first
    }

    /// The layers of the wave's tasks, inside out; tests travel with code, so a tests-only wave says `test`.
    private static func waveLayers(_ members: [TaskDraft]) -> [Layer] {
        var found = Set(members.map(\.layer))
        found.remove(.test)
        return found.isEmpty ? [.test] : found.sorted()
    }
}

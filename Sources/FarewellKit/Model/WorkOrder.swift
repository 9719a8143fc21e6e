/// The order in which a wave's tasks can be taken up: each task after the tasks of the same wave it depends on,
/// directly or through others, and otherwise in id order. A wave file's task table and the dashboards' per-wave lists
/// read it, so a team or agent working down the list never picks a task that waits for one further down; the plan
/// and the wave file's front matter keep the members in id order (`Wave.tasks`). Where `T-010`, `T-011` and `T-012`
/// wait for `T-014` of their wave (a base class or an Rx extension their code uses, a module they import):
///
///     WorkOrder.sorted(["T-010", "T-011", "T-012", "T-014"]) { $0 == "T-014" ? [] : ["T-014"] }
///     // ["T-014", "T-010", "T-011", "T-012"]
package enum WorkOrder {
    /// `ids` in a stable topological order of the dependencies among them: Kahn's algorithm taking the smallest ready
    /// id (`TaskID.less`) each time, so the same plan always lists its tasks the same way. Dependencies on tasks
    /// outside `ids` are left out: they belong to earlier waves, finished first. The planner makes no cycle; when
    /// only tasks caught in one written by hand (or waiting for one) are left, the smallest of them comes next.
    package static func sorted(_ ids: [String], dependsOn: (String) -> [String]) -> [String] {
        let ranked = ids.sorted(by: TaskID.less)
        var (waiting, dependents) = graph(ranked, dependsOn: dependsOn)
        var ready = waiting.indices.filter { waiting[$0] == 0 }
        var listed = Array(repeating: false, count: ranked.count)
        var order: [String] = []
        order.reserveCapacity(ranked.count)
        while order.count < ranked.count {
            guard let next = ready.isEmpty ? listed.firstIndex(of: false) : ready.removeFirst() else { break }
            listed[next] = true
            order.append(ranked[next])
            for dependent in dependents[next] where !listed[dependent] {
                waiting[dependent] -= 1
                // `ready` stays in id order: its first is the smallest ready id.
                if waiting[dependent] == 0 {
                    ready.insert(dependent, at: ready.firstIndex { $0 > dependent } ?? ready.endIndex)
                }
            }
        }
        return order
    }

    /// For each of `ranked`, how many of the others it depends on, and which of the others depend on it, by index.
    private static func graph(_ ranked: [String], dependsOn: (String) -> [String]) -> (
        waiting: [Int], dependents: [[Int]]
    ) {
        var index: [String: Int] = [:]
        for (position, id) in ranked.enumerated() where index[id] == nil { index[id] = position }
        var waiting = Array(repeating: 0, count: ranked.count)
        var dependents = Array(repeating: [Int](), count: ranked.count)
        for (position, id) in ranked.enumerated() {
            for dependency in Set(dependsOn(id)) {
                guard let other = index[dependency], other != position else { continue }
                waiting[position] += 1
                dependents[other].append(position)
            }
        }
        return (waiting, dependents)
    }
}

/// Which pending tasks a `(to: tasks)` lesson goes to.
///
/// A tagged lesson goes to every unfinished task (other than its own) whose scope still holds the tagged
/// construct; an untagged one (or `[General]`) to every unfinished task of the waves after its task's wave.
package enum LessonRouting {
    /// The tags that name no construct.
    package static let generalTags: Set<String> = ["general"]

    /// The recipients' ids in natural order. `constructs` holds, by task id, the construct ids and
    /// symbols left in that task's scope.
    package static func recipients(of lesson: Lesson, plan: Plan, constructs: [String: Set<String>]) -> [String] {
        let pending = plan.tasks.filter { !$0.status.isFinished && $0.id != lesson.task }
        let chosen: [PlanTask]
        if let tag = lesson.tag, !generalTags.contains(tag.lowercased()) {
            chosen = pending.filter { constructs[$0.id]?.contains(tag) ?? false }
        } else {
            let order = plan.waves.map(\.id)
            let own = plan.task(lesson.task).flatMap { task in order.firstIndex(of: task.wave) } ?? -1
            chosen = pending.filter { (order.firstIndex(of: $0.wave) ?? -1) > own }
        }
        return chosen.map(\.id).sorted { NaturalOrder.precedes($0, $1) }
    }

    /// Whether routing `lessons` needs the scopes' constructs (a scan of the repository).
    package static func needsConstructs(_ lessons: [Lesson]) -> Bool {
        lessons.contains { lesson in
            lesson.target == .tasks && lesson.tag.map { !generalTags.contains($0.lowercased()) } == true
        }
    }
}

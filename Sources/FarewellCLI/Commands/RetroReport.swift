import FarewellKit

/// The report `retro --apply` prints: per file, what was added, already present or similar.
enum RetroReport {
    static func render(_ outcomes: [RetroApplication.FileOutcome], unrouted: [Lesson], count: Int) -> String {
        var text = count == 1 ? "1 lesson\n" : "\(count) lessons\n"
        for file in outcomes {
            let outcome = file.outcome
            text += "\(file.path): \(outcome.added.count) added, \(outcome.alreadyPresent.count) already present, "
            text += "\(outcome.similar.count) similar\n"
            for similar in outcome.similar {
                text += "  similar: \(describe(similar.lesson)) ~ \(file.path):\(similar.line)\n"
            }
        }
        for lesson in unrouted {
            text += "no pending task takes: \(describe(lesson))\n"
        }
        return text
    }

    /// `[Tag] text (T-003)`.
    static func describe(_ lesson: Lesson) -> String {
        (lesson.tag.map { "[\($0)] " } ?? "") + "\(lesson.text) (\(lesson.task))"
    }
}

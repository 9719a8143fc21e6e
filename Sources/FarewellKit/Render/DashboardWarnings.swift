/// The dashboard's warnings as sentences, shared by the text, markdown and HTML renderers.
package enum DashboardWarnings {
    /// How many untracked files a warning names before summing up the rest.
    static let fileLimit = 10

    /// How many of the scan's problems with its input a warning names.
    static let problemLimit = 5

    package static func lines(_ warnings: Dashboard.Warnings) -> [String] {
        var lines: [String] = []
        if !warnings.inputProblems.isEmpty {
            var problems = Array(warnings.inputProblems.prefix(problemLimit))
            if warnings.inputProblems.count > problemLimit {
                problems.append("\(warnings.inputProblems.count - problemLimit) more")
            }
            lines.append(
                "The scan could not read all of its input, so these figures may be off: "
                    + problems.joined(separator: "; "))
        }
        // The notes every command prints on stderr that the plan depends on (an RxSwift too old for the bridges).
        for advice in warnings.advice { lines.append("Advice: " + advice) }
        if !warnings.untracked.isEmpty {
            let total = warnings.untracked.reduce(0) { $0 + $1.occurrences }
            var names = warnings.untracked.prefix(fileLimit).map { "\($0.path) (\($0.occurrences))" }
            if warnings.untracked.count > fileLimit { names.append("\(warnings.untracked.count - fileLimit) more") }
            lines.append(
                "\(DashboardStyle.count(total, "Rx occurrence")) in \(DashboardStyle.count(warnings.untracked.count, "file")) "
                    + "no task covers: " + names.joined(separator: ", "))
        }
        for task in warnings.mergedWithRx {
            lines.append(
                "\(task.id) is merged but its scope still holds \(DashboardStyle.count(task.remaining, "Rx occurrence"))"
            )
        }
        let kept = Set(warnings.rxKeptForOthers)
        for id in warnings.noRxLeft {
            lines.append(kept.contains(id) ? keptForOthers(id) : noRxLeft(id))
        }
        for pr in warnings.stale {
            lines.append(
                "\(pr.task) \(DashboardStyle.pr(pr.pr)) has been in review for \(DashboardStyle.age(pr.ageDays)) "
                    + "(more than \(DashboardBuilder.staleDays))")
        }
        for wave in warnings.retroPending {
            lines.append("\(wave) has every task finished but its retro is not done")
        }
        for early in warnings.mergedEarly {
            let (verb, pronoun) = early.waitingOn.count == 1 ? ("is", "it") : ("are", "they")
            lines.append(
                "\(early.task) is merged before \(early.waitingOn.joined(separator: ", ")), which it depends on: "
                    + "\(pronoun) \(verb) not finished")
        }
        return lines
    }

    /// A task whose files hold no Rx any more: `plan` marks it done.
    private static func noRxLeft(_ id: String) -> String {
        "\(id): no Rx left in scope; run `farewell plan` to mark it done or `farewell track \(id) --status merged`"
    }

    /// A task whose files still hold Rx only for other tasks' code: `plan` leaves it open, as those lines come back
    /// to its scope once that code has moved.
    private static func keptForOthers(_ id: String) -> String {
        "\(id): no Rx left in scope; the Rx left in its files is kept for other tasks' code, so `farewell plan` "
            + "leaves it open: run `farewell track \(id) --status merged` once its PR is merged"
    }
}

/// A change to one task file: a new status, maybe a PR, and the history line that records it.
package struct TaskUpdate: Sendable, Hashable {
    package var taskID: String
    package var from: TaskStatus
    package var to: TaskStatus
    /// The value for the `pr` key (a URL or a number), when it changes.
    package var pr: String?
    /// `yyyy-MM-dd` for the history line.
    package var date: String
    /// What the history line says after the status change: `PR #42`, `commit abc1234`.
    package var details: [String]
    package var note: String?

    package init(
        taskID: String, from: TaskStatus, to: TaskStatus, pr: String? = nil, date: String, details: [String] = [],
        note: String? = nil
    ) {
        self.taskID = taskID
        self.from = from
        self.to = to
        self.pr = pr
        self.date = date
        self.details = details
        self.note = note
    }

    /// Whether this moves the task backwards (to a lower rank).
    package var isBackwards: Bool { to.rank < from.rank }

    /// The history line this update appends.
    package var historyLine: String {
        guard from == to else { return HistoryEntry.line(date: date, from: from, to: to, details: details, note: note) }
        let words = details.joined(separator: ", ")
        guard let note, !note.isEmpty else { return "- \(date): \(words)" }
        return words.isEmpty ? "- \(date): \(note)" : "- \(date): \(words) (\(note))"
    }

    /// The task file's text after the update: `status` (and `pr`) lines replaced, the history line appended.
    package func apply(to text: String) -> String {
        var result = FrontMatterEditor.set("status", to.rawValue, in: text)
        if let pr { result = FrontMatterEditor.set("pr", pr, in: result) }
        return TaskHistory.append(historyLine, to: result)
    }

    /// How a PR reads in history lines and reports: `PR #42` for a number or a URL ending in one.
    package static func prLabel(_ pr: String) -> String {
        if Int(pr) != nil { return "PR #\(pr)" }
        if let number = prNumber(pr) { return "PR #\(number)" }
        return "PR \(pr)"
    }

    /// The number of a PR given as a number or as a URL ending in `/<number>`.
    package static func prNumber(_ pr: String) -> Int? {
        if let number = Int(pr) { return number }
        let last = pr.split(separator: "/").last.map(String.init) ?? ""
        return pr.contains("/") ? Int(last) : nil
    }
}

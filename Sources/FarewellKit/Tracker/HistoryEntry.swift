/// One dated line of a task's `## History` section: `- 2026-11-30: status todo -> in-review, PR #42 (note)`.
package struct HistoryEntry: Sendable, Hashable, Codable {
    /// `yyyy-MM-dd`.
    package var date: String
    /// The status before, when the line records a status change.
    package var from: TaskStatus?
    /// The status after, when the line records a status change.
    package var to: TaskStatus?
    /// Everything after `date: `.
    package var text: String

    package init(date: String, from: TaskStatus? = nil, to: TaskStatus? = nil, text: String) {
        self.date = date
        self.from = from
        self.to = to
        self.text = text
    }

    /// The line for a status change: `- date: status from -> to, detail, detail (note)`.
    package static func line(
        date: String, from: TaskStatus, to: TaskStatus, details: [String] = [], note: String? = nil
    ) -> String {
        var text = "- \(date): status \(from.rawValue) -> \(to.rawValue)"
        for detail in details { text += ", " + detail }
        if let note, !note.isEmpty { text += " (\(note))" }
        return text
    }

    /// Reads a `- yyyy-MM-dd: ...` line; nil for any other line.
    package static func parse(_ line: String) -> HistoryEntry? {
        let trimmed = line.trimmingSpaces()
        guard trimmed.hasPrefix("- ") else { return nil }
        let body = trimmed.dropFirst(2)
        let date = String(body.prefix(10))
        guard CalendarDay.days(from: date) != nil, body.dropFirst(10).first == ":" else { return nil }
        let text = String(body.dropFirst(11)).trimmingSpaces()
        var entry = HistoryEntry(date: date, text: text)
        guard text.hasPrefix("status ") else { return entry }
        let change = text.dropFirst(7).prefix { $0 != "," && $0 != "(" }
        let parts = change.components(separatedBy: " -> ")
        if parts.count == 2 {
            entry.from = TaskStatus(rawValue: parts[0].trimmingSpaces())
            entry.to = TaskStatus(rawValue: parts[1].trimmingSpaces())
        }
        return entry
    }
}

extension Substring {
    func components(separatedBy separator: String) -> [String] {
        String(self).splitting(separator)
    }
}

extension String {
    func splitting(_ separator: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(self)
        while let range = rest.range(of: separator) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }
}

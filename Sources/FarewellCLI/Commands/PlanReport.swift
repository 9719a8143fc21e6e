import FarewellKit

/// What `plan` prints about the files: each change, a short diff in a dry run, and a summary.
struct PlanReport {
    var changes: [WorkspaceChange]
    var options: PlanOptions
    /// Whether this plan writes the baseline `farewell check` ratchets down from (the first plan does), which is
    /// named and counted with the files it creates.
    var createsBaseline = false
    /// Whether the baseline is there already and this plan leaves it: counted with the files it leaves unchanged, so
    /// a second plan counts as many files as the first created.
    var keepsBaseline = false

    var drifted: Bool { changes.contains { $0.status != .unchanged } }

    var text: String {
        var lines: [String] = []
        for change in changes where options.dryRun || change.status != .unchanged {
            lines.append(line(change))
        }
        if createsBaseline { lines.append("created   \(Baseline.fileName)") }
        if keepsBaseline, options.dryRun { lines.append("unchanged \(Baseline.fileName)") }
        let count = { (status: WorkspaceChange.Status) in
            self.changes.filter { $0.status == status }.count + (status == .created && createsBaseline ? 1 : 0)
                + (status == .unchanged && keepsBaseline ? 1 : 0)
        }
        var summary = "\(count(.created)) created, \(count(.updated)) updated, \(count(.unchanged)) unchanged"
        // Moves and removals come only with renumbered waves; the usual summary stays three counts.
        for status in [WorkspaceChange.Status.moved, .removed] where count(status) > 0 {
            summary += ", \(count(status)) \(status.rawValue)"
        }
        if options.check {
            lines.append(
                drifted ? "\(summary): the workspace is out of date; run 'farewell plan'" : "workspace is up to date")
        } else if options.dryRun {
            lines.append("\(summary) (dry run: nothing written)")
        } else {
            lines.append(summary)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `updated   tasks/T-003-home.md (+3 -3 lines)`, `moved     waves/W2-presentation.md (from
    /// waves/W1-presentation.md, +2 -2 lines)`; a task file whose status the plan changed says so (`+2 -40 lines,
    /// todo -> done`: its Rx all went away).
    private func line(_ change: WorkspaceChange) -> String {
        let label = change.status.rawValue.paddedTo(9)
        let origin = change.movedFrom.map { "from \($0), " } ?? ""
        guard change.status == .updated || change.status == .moved, let previous = change.previous else {
            return "\(label) \(change.path)"
        }
        let (added, removed) = Self.lineDelta(from: previous, to: change.text)
        var status = ""
        if let old = Self.status(of: previous), let new = Self.status(of: change.text), old != new {
            status = ", \(old) -> \(new)"
        }
        return "\(label) \(change.path) (\(origin)+\(added) -\(removed) lines\(status))"
    }

    /// The `status:` of a file's front matter, when it has one.
    static func status(of text: String) -> Substring? {
        guard text.hasPrefix("---\n") else { return nil }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst() {
            if line == "---" { return nil }
            if line.hasPrefix("status: ") { return line.dropFirst("status: ".count) }
        }
        return nil
    }

    /// Lines added and removed, counted as multisets: a short, order-blind diff.
    static func lineDelta(from old: String, to new: String) -> (added: Int, removed: Int) {
        var counts: [Substring: Int] = [:]
        for line in old.split(separator: "\n", omittingEmptySubsequences: false) { counts[line, default: 0] += 1 }
        var added = 0
        for line in new.split(separator: "\n", omittingEmptySubsequences: false) {
            if let count = counts[line], count > 0 { counts[line] = count - 1 } else { added += 1 }
        }
        return (added, counts.values.reduce(0, +))
    }
}

extension String {
    func paddedTo(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

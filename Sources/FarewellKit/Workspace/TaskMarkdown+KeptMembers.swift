/// The Scope's words for the stored properties of a split file that one part keeps for a later one (`KeptMember`).
extension TaskMarkdown {
    /// Line -> the Replace with cell for each stored property of `file` that an earlier part keeps for `task`, which
    /// reads it and deletes it.
    static func movedMemberCells(_ task: PlanTask, _ file: TaskFile) -> [Int: String] {
        var cells: [Int: String] = [:]
        for member in task.keptMembers where member.path == file.path && member.movedBy == task.id {
            cells[member.line] =
                "delete it once nothing in the file reads it: \(member.keptBy) declares it and keeps it with its Rx "
                + "type for this part's code"
        }
        return cells
    }

    /// The stored properties of `file` that `task` declares and keeps for a later part reading them, which has them
    /// in its scope and deletes them. Empty when there are none.
    static func keptMembersText(_ task: PlanTask, _ file: TaskFile) -> String {
        var text = ""
        for (mover, kept) in groups(
            task.keptMembers.filter { $0.path == file.path && $0.keptBy == task.id }, by: \.movedBy)
        {
            let count = kept.count == 1 ? "the stored property" : "the \(kept.count) stored properties"
            text +=
                "\nKeep \(count) \(mover) reads (\(kept.count == 1 ? "line" : "lines") "
                + "\(lineRanges(kept.map(\.line)))) with \(kept.count == 1 ? "its Rx type" : "their Rx types") beside "
                + "the new async \(kept.count == 1 ? "member" : "members"): \(mover) deletes "
                + "\(kept.count == 1 ? "it" : "them") (`farewell verify` counts \(kept.count == 1 ? "it" : "them") "
                + "there, not here).\n"
        }
        return text
    }

    /// The stored properties of `file` an earlier part declares and keeps for `task`, which reads them: in its scope,
    /// for it to delete once nothing reads them. Empty when there are none.
    static func movedMembersText(_ task: PlanTask, _ file: TaskFile) -> String {
        var text = ""
        for (keeper, kept) in groups(
            task.keptMembers.filter { $0.path == file.path && $0.movedBy == task.id }, by: \.keptBy)
        {
            let count = kept.count == 1 ? "the stored property" : "the \(kept.count) stored properties"
            let lines = lineRanges(kept.map(\.line))
            text +=
                "\nAlso in scope: \(count) \(keeper) declares with an Rx type and keeps for this part's code "
                + "(\(kept.count == 1 ? "line" : "lines") \(lines)). Delete each once nothing in the file reads it: "
                + "`farewell verify \(task.id)` counts \(kept.count == 1 ? "it" : "them") here until "
                + "\(kept.count == 1 ? "it is" : "they are") gone.\n"
        }
        return text
    }

    /// `members` by the other task each names (`\.movedBy`, `\.keptBy`), in task id order.
    private static func groups(_ members: [KeptMember], by other: KeyPath<KeptMember, String>)
        -> [(task: String, members: [KeptMember])]
    {
        Dictionary(grouping: members, by: { $0[keyPath: other] }).sorted { TaskID.less($0.key, $1.key) }.map {
            ($0.key, $0.value)
        }
    }

    /// Sorted lines as ranges: `6–45, 47, 50–52`.
    private static func lineRanges(_ lines: [Int]) -> String {
        var ranges: [ClosedRange<Int>] = []
        for line in lines.sorted() {
            if let last = ranges.last, line <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, line)
            } else {
                ranges.append(line...line)
            }
        }
        return ranges.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)" }
            .joined(separator: ", ")
    }
}

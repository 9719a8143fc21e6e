/// Which task holds each line of a file that tasks share: a file split by declaration has one part per task, and a
/// call site, a declaration or an occurrence on one of its lines belongs to one of them. The planner links callers
/// to the declaring task with it (`ShimPlanner`); the task files list the calls of each part with the same rule
/// (`CallScope`), so a part's Boundary does not list the calls of its other parts.
struct FileShares: Sendable {
    /// One task's share of a file: the lines of its occurrences, the declarations it names when the file is split,
    /// and the lines each of its declarations' occurrences span (a part's declarations need not be neighbours:
    /// `DeclarationOrder` puts a view model's `Input` and `Output`, written last, before `transform`).
    struct Share: Sendable {
        var task: Int
        var lines: Set<Int>
        var declarations: [String]
        var spans: [ClosedRange<Int>]
    }

    /// Path -> the tasks holding it, in the order given.
    private let shares: [String: [Share]]

    /// The shares of `tasks` (by index; each with its files), in that order.
    init(_ tasks: [(task: Int, files: [TaskFile])]) {
        var shares: [String: [Share]] = [:]
        for (task, files) in tasks {
            for file in files {
                let lines = Set(file.occurrences.map(\.line))
                shares[file.path, default: []].append(
                    Share(task: task, lines: lines, declarations: file.declarations ?? [], spans: Self.spans(of: file)))
            }
        }
        self.shares = shares
    }

    /// The tasks holding `path`, in the order given.
    subscript(path: String) -> [Share]? { shares[path] }

    /// The lines the occurrences of each declaration of `file` span, the file scope's too.
    private static func spans(of file: TaskFile) -> [ClosedRange<Int>] {
        var spans: [String: ClosedRange<Int>] = [:]
        for occurrence in file.occurrences {
            let key = occurrence.enclosing ?? ""
            let line = occurrence.line
            spans[key] = spans[key].map { min($0.lowerBound, line)...max($0.upperBound, line) } ?? line...line
        }
        return spans.values.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The task holding that line of the file: the part with an occurrence there, else the part naming the
    /// function declared there (`naming`: `SearchViewModel.transform` for `SearchViewModel.transform(input:)`),
    /// else the part one of whose declarations' occurrences span the line, else the part with the nearest
    /// occurrence before it, else the first holding the file.
    func owner(_ path: String, _ line: Int, naming: String? = nil) -> Int? {
        guard let entries = shares[path] else { return nil }
        if entries.count == 1 { return entries[0].task }
        if let exact = entries.first(where: { $0.lines.contains(line) }) { return exact.task }
        if let naming {
            let call = naming + "("
            let named = entries.first { $0.declarations.contains { $0 == naming || $0.hasPrefix(call) } }
            if let named { return named.task }
        }
        let spanning = entries.first { $0.spans.contains { $0.contains(line) } }
        if let spanning { return spanning.task }
        let before = entries.compactMap { entry in entry.lines.filter { $0 < line }.max().map { (entry.task, $0) } }
        return before.max { $0.1 < $1.1 }?.0 ?? entries.first?.task
    }
}

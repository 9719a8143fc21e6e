/// Something in git or on GitHub that says where a task stands.
package struct SyncEvidence: Sendable, Hashable {
    package enum Source: Sendable, Hashable {
        /// A commit on the main branch that names the task.
        case commit(sha: String)
        /// A branch named after the task, not merged into main.
        case branch(String)
        case pullRequest(number: Int, url: String)
        /// A PR closed without merging: reported, never applied.
        case closedPullRequest(number: Int)
    }

    package var taskID: String
    package var status: TaskStatus
    /// `yyyy-MM-dd` when known.
    package var date: String?
    package var source: Source

    package init(taskID: String, status: TaskStatus, date: String?, source: Source) {
        self.taskID = taskID
        self.status = status
        self.date = date
        self.source = source
    }

    /// `commit abc1234, 2026-11-02`, `branch farewell/T-012-login`, `PR #42, 2026-11-20`.
    package var label: String { date.map { "\(sourceLabel), \($0)" } ?? sourceLabel }

    /// `commit abc1234`, `branch farewell/T-012-login`, `PR #42`.
    package var sourceLabel: String {
        switch source {
        case .commit(let sha): "commit \(sha.prefix(7))"
        case .branch(let name): "branch \(name)"
        case .pullRequest(let number, _), .closedPullRequest(let number): "PR #\(number)"
        }
    }

    /// The `pr` value this evidence brings: the URL, else the number.
    package var pr: String? {
        guard case .pullRequest(let number, let url) = source else { return nil }
        return url.isEmpty ? String(number) : url
    }

    /// Among equally advanced evidence: PRs first (they carry the PR), then commits, then branches.
    var priority: Int {
        switch source {
        case .pullRequest: 0
        case .commit: 1
        case .branch: 2
        case .closedPullRequest: 3
        }
    }

    /// Evidence from commits on main: each commit marks the tasks it names as merged on its date.
    package static func fromCommits(_ commits: [GitLogParser.Commit], matcher: TaskIDMatcher) -> [SyncEvidence] {
        commits.flatMap { commit in
            matcher.commitIDs(message: commit.message).map { id in
                SyncEvidence(
                    taskID: id, status: .merged, date: CalendarDay.string(fromUnix: commit.time),
                    source: .commit(sha: commit.sha))
            }
        }
    }

    /// Evidence from branches not merged into main: in progress.
    package static func fromBranches(_ refs: [GitLogParser.Ref], matcher: TaskIDMatcher) -> [SyncEvidence] {
        refs.flatMap { ref in
            matcher.ids(in: ref.shortName).map { id in
                SyncEvidence(taskID: id, status: .inProgress, date: nil, source: .branch(ref.shortName))
            }
        }
    }

    /// Evidence from PRs: draft -> in-progress, open -> in-review, merged -> merged, closed -> reported.
    package static func fromPullRequests(_ requests: [PullRequest], matcher: TaskIDMatcher) -> [SyncEvidence] {
        requests.flatMap { request -> [SyncEvidence] in
            let ids = Set(matcher.ids(in: request.title) + matcher.ids(in: request.headRefName))
            let open = Source.pullRequest(number: request.number, url: request.url)
            let found: (TaskStatus, String, Source) =
                switch request.state {
                case "MERGED": (.merged, day(request.mergedAt ?? request.createdAt), open)
                case "OPEN": (request.isDraft ? .inProgress : .inReview, day(request.createdAt), open)
                default: (.todo, day(request.createdAt), .closedPullRequest(number: request.number))
                }
            return ids.sorted().map { SyncEvidence(taskID: $0, status: found.0, date: found.1, source: found.2) }
        }
    }

    private static func day(_ timestamp: String) -> String {
        CalendarDay.days(from: timestamp).map(CalendarDay.string(days:)) ?? String(timestamp.prefix(10))
    }
}

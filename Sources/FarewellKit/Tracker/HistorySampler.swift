/// Picks the commits `status --history` measures: one per interval along the main line, at most a few.
package enum HistorySampler {
    /// `commits` newest first (as `git log` prints them); returns samples oldest first. Walks back from the
    /// newest commit one `intervalDays` step at a time, taking the newest commit at or before each step;
    /// `since` (a day number) drops older commits; more than `limit` samples are thinned evenly, keeping
    /// the first and the last.
    package static func sample(
        _ commits: [GitLogParser.Commit], limit: Int = 24, intervalDays: Int = 7, since: Int? = nil
    ) -> [GitLogParser.Commit] {
        let sinceSeconds = since.map { Int64($0) * 86_400 }
        let range = commits.filter { sinceSeconds == nil || $0.time >= sinceSeconds ?? 0 }.sorted { $0.time > $1.time }
        guard let newest = range.first, limit > 0 else { return [] }
        let step = Int64(max(1, intervalDays)) * 86_400
        var picked: [GitLogParser.Commit] = []
        var bound = newest.time
        var index = 0
        while index < range.count {
            // The newest commit at or before `bound`.
            while index < range.count, range[index].time > bound { index += 1 }
            guard index < range.count else { break }
            picked.append(range[index])
            bound = min(range[index].time, bound) - step
            index += 1
        }
        let oldestFirst = Array(picked.reversed())
        return thin(oldestFirst, to: limit)
    }

    private static func thin(_ samples: [GitLogParser.Commit], to limit: Int) -> [GitLogParser.Commit] {
        guard samples.count > limit else { return samples }
        guard limit > 1 else { return [samples[samples.count - 1]] }
        var indexes: [Int] = []
        for position in 0..<limit {
            let index = (position * (samples.count - 1) + (limit - 1) / 2) / (limit - 1)
            if indexes.last != index { indexes.append(index) }
        }
        return indexes.map { samples[$0] }
    }

    /// The burndown from measured samples: `counts` holds the Rx count of each sampled commit (by sha);
    /// merged tasks come from the first history line that moves each task to merged or done.
    package static func burndown(
        samples: [GitLogParser.Commit], counts: [String: Int], plan: Plan, histories: [String: [HistoryEntry]]
    ) -> Burndown {
        var mergedDays: [Int] = []
        var undated = 0
        for task in plan.tasks {
            let entry = histories[task.id]?.first { $0.to?.isFinished == true }
            if let day = entry.flatMap({ CalendarDay.days(from: $0.date) }) {
                mergedDays.append(day)
            } else if task.status.isFinished {
                undated += 1
            }
        }
        let measured = samples.filter { counts[$0.sha] != nil }
        let points = measured.enumerated().map { index, commit in
            let day = CalendarDay.days(fromUnix: commit.time)
            // Tasks finished without a dated history line count from the newest sample on.
            let merged = mergedDays.filter { $0 <= day }.count + (index == measured.count - 1 ? undated : 0)
            return Burndown.Sample(
                commit: commit.sha, date: CalendarDay.string(days: day), occurrences: counts[commit.sha] ?? 0,
                mergedTasks: merged)
        }
        return Burndown(samples: points)
    }
}

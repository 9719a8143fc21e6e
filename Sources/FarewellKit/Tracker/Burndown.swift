/// How the Rx count and the merged tasks moved over time, sampled from the main branch.
package struct Burndown: Sendable, Equatable, Codable {
    /// One sampled commit.
    package struct Sample: Sendable, Equatable, Codable {
        package var commit: String
        /// `yyyy-MM-dd` of the commit (UTC).
        package var date: String
        package var occurrences: Int
        /// Tasks merged (by their history) on or before `date`.
        package var mergedTasks: Int

        package init(commit: String, date: String, occurrences: Int, mergedTasks: Int) {
            self.commit = commit
            self.date = date
            self.occurrences = occurrences
            self.mergedTasks = mergedTasks
        }
    }

    /// Oldest first.
    package var samples: [Sample]
    /// `yyyy-MM-dd` when a linear fit over the samples reaches zero; nil when the count is not decreasing.
    package var projectedFinish: String?
    /// Change in occurrences per week by the fit (negative when decreasing); nil with fewer than two samples.
    package var weeklyChange: Double?

    package init(samples: [Sample]) {
        self.samples = samples
        let fit = Burndown.fit(samples)
        weeklyChange = fit.map { $0.slope * 7 }
        projectedFinish = Burndown.projection(samples, fit: fit)
    }

    /// Least squares over (day, occurrences).
    private static func fit(_ samples: [Sample]) -> (slope: Double, intercept: Double)? {
        let points = samples.compactMap { sample in
            CalendarDay.days(from: sample.date).map { (Double($0), Double(sample.occurrences)) }
        }
        guard points.count >= 2 else { return nil }
        let count = Double(points.count)
        let meanX = points.reduce(0) { $0 + $1.0 } / count
        let meanY = points.reduce(0) { $0 + $1.1 } / count
        let spread = points.reduce(0) { $0 + ($1.0 - meanX) * ($1.0 - meanX) }
        guard spread > 0 else { return nil }
        let slope = points.reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) } / spread
        return (slope, meanY - slope * meanX)
    }

    private static func projection(_ samples: [Sample], fit: (slope: Double, intercept: Double)?) -> String? {
        guard let last = samples.last, let lastDay = CalendarDay.days(from: last.date) else { return nil }
        if last.occurrences == 0 { return last.date }
        guard let fit, fit.slope < 0 else { return nil }
        let zero = (-fit.intercept / fit.slope).rounded(.up)
        guard zero.isFinite, zero < 10_000_000 else { return nil }
        return CalendarDay.string(days: max(lastDay, Int(zero)))
    }
}

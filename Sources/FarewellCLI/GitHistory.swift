import FarewellKit

/// Measures the Rx count at sampled commits of the main line, reading files straight from git objects
/// (the work tree is never touched), with one cache file per commit under `.farewell/cache/`.
struct GitHistory {
    var git: GitClient
    var fileSystem: any FileSystem
    var configuration: Configuration
    /// The workspace folder (absolute).
    var workspace: String

    /// `<workspace>/.farewell`.
    var stateFolder: String { Path.join(workspace, ".farewell") }

    /// The burndown over `limit` samples of the main branch from `since` (a day number), by default from
    /// the day the task files were first committed.
    func burndown(main: String?, limit: Int, since: Int?, plan: Plan, histories: [String: [HistoryEntry]])
        throws(TrackerError) -> Burndown
    {
        let branch = try git.mainBranch(main)
        var start = since
        if start == nil { start = try planStart(branch) }
        let samples = HistorySampler.sample(try git.mainLine(branch), limit: limit, since: start)
        let scanner = RepositoryScanner(fileSystem: InMemoryFileSystem(), configuration: configuration)
        let fingerprint = HistoryCacheEntry.fingerprint(configuration: configuration, catalog: scanner.catalog)
        var counts: [String: Int] = [:]
        var blobs: [String: [UInt8]] = [:]
        for commit in samples {
            if let cached = cached(commit.sha, fingerprint: fingerprint) {
                counts[commit.sha] = cached
                continue
            }
            let inventory = try measure(commit.sha, blobs: &blobs)
            counts[commit.sha] = inventory.occurrenceCount
            store(
                HistoryCacheEntry(
                    commit: commit.sha, fingerprint: fingerprint, occurrences: inventory.occurrenceCount,
                    scannedFiles: inventory.scannedFiles))
        }
        return HistorySampler.burndown(samples: samples, counts: counts, plan: plan, histories: histories)
    }

    /// Scans `commit` as `scan` would scan a checkout of it. `blobs` keeps contents across commits.
    private func measure(_ commit: String, blobs: inout [String: [UInt8]]) throws(TrackerError) -> Inventory {
        let filter = SnapshotFilter(configuration: configuration)
        let entries = filter.filter(try git.tree(commit)) { $0.path }
        let missing = Array(Set(entries.map(\.blob)).filter { blobs[$0] == nil }).sorted()
        for (sha, bytes) in try git.contents(of: missing) { blobs[sha] = bytes }
        var files: [String: [UInt8]] = [:]
        for entry in entries { files[entry.path] = blobs[entry.blob] ?? [] }
        let snapshot = GitTreeFileSystem(files: files)
        let scanner = RepositoryScanner(fileSystem: snapshot, configuration: configuration)
        do {
            return try scanner.scan(root: "/")
        } catch {
            throw TrackerError.git(command: "ls-tree \(commit.prefix(7))", message: error.description)
        }
    }

    /// The day the workspace's task files first landed on `branch`; nil when they are not in this repository.
    private func planStart(_ branch: String) throws(TrackerError) -> Int? {
        let tasks = Path.relative(Path.join(workspace, "tasks"), to: git.directory)
        guard !tasks.hasPrefix("/"), !tasks.hasPrefix("..") else { return nil }
        return try git.firstAddition(under: tasks, on: branch).map(CalendarDay.days(fromUnix:))
    }

    private var cacheFolder: String { Path.join(stateFolder, "cache") }

    private func cached(_ commit: String, fingerprint: String) -> Int? {
        guard let bytes = try? fileSystem.contents(of: Path.join(cacheFolder, commit + ".json")) else { return nil }
        return HistoryCacheEntry.decode(bytes, fingerprint: fingerprint)?.occurrences
    }

    /// Best effort: a cache that cannot be written only makes the next run slower.
    private func store(_ entry: HistoryCacheEntry) {
        let ignore = Path.join(stateFolder, ".gitignore")
        if !fileSystem.isFile(ignore) { try? fileSystem.write("cache/\n", to: ignore) }
        try? fileSystem.write(entry.encoded(), to: Path.join(cacheFolder, entry.commit + ".json"))
    }
}

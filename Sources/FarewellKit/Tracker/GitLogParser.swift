/// Reads what git prints for the tracker: commits from `git log` and refs from `git for-each-ref`.
package enum GitLogParser {
    /// The `--format` for `git log` that `commits(_:)` reads: sha, committer time, full message.
    package static let logFormat = "%H%x1f%ct%x1f%B%x1e"
    /// The `--format` for `git for-each-ref` that `refs(_:)` reads: ref name, committer time.
    package static let refFormat = "%(refname)%1f%(committerdate:unix)"

    /// A commit on the main branch.
    package struct Commit: Sendable, Hashable {
        package var sha: String
        /// Committer time, seconds since the epoch.
        package var time: Int64
        package var message: String

        package init(sha: String, time: Int64, message: String) {
            self.sha = sha
            self.time = time
            self.message = message
        }

        package var shortSHA: String { String(sha.prefix(7)) }
        package var subject: String { String(message.prefix { $0 != "\n" }) }
    }

    /// A branch: `refs/heads/x` or `refs/remotes/origin/x`.
    package struct Ref: Sendable, Hashable {
        package var name: String
        package var time: Int64

        package init(name: String, time: Int64) {
            self.name = name
            self.time = time
        }

        /// `farewell/T-012-login` or `origin/farewell/T-012-login`.
        package var shortName: String {
            for prefix in ["refs/heads/", "refs/remotes/"] where name.hasPrefix(prefix) {
                return String(name.dropFirst(prefix.count))
            }
            return name
        }
    }

    /// Commits from `git log --format=<logFormat>` output, in the order printed.
    package static func commits(_ output: [UInt8]) -> [Commit] {
        output.split(separator: 0x1E).compactMap { record in
            let fields = record.drop { $0 == 0x0A }.split(
                separator: 0x1F, maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, let time = Int64(String(decoding: fields[1], as: UTF8.self)) else { return nil }
            let sha = String(decoding: fields[0], as: UTF8.self)
            guard sha.count >= 7 else { return nil }
            return Commit(
                sha: sha, time: time, message: String(decoding: fields[2], as: UTF8.self).trimmingBlankLines())
        }
    }

    /// Refs from `git for-each-ref --format=<refFormat>` output, sorted by name; symbolic `HEAD` refs dropped.
    package static func refs(_ output: [UInt8]) -> [Ref] {
        String(decoding: output, as: UTF8.self).split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\u{1F}", omittingEmptySubsequences: false)
            guard fields.count == 2, !fields[0].hasSuffix("/HEAD") else { return nil }
            return Ref(name: String(fields[0]), time: Int64(fields[1]) ?? 0)
        }.sorted { $0.name < $1.name }
    }

    /// Ref names, one a line (`git branch --merged --format=%(refname)`).
    package static func refNames(_ output: [UInt8]) -> Set<String> {
        Set(String(decoding: output, as: UTF8.self).split(separator: "\n").map { String($0).trimmingSpaces() })
    }
}

extension String {
    /// Without trailing newlines and spaces.
    func trimmingBlankLines() -> String {
        var scalars = Substring(self).unicodeScalars
        while let last = scalars.last, last == "\n" || last == "\r" || last == " " { scalars.removeLast() }
        return String(scalars)
    }
}

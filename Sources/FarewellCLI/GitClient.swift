import FarewellKit

/// git plumbing for the tracker, run through the process runner; FarewellKit parses what it prints.
package struct GitClient: Sendable {
    package var runner: any ProcessRunner
    /// A folder inside the repository; git runs there.
    package var directory: String

    package init(runner: any ProcessRunner, directory: String) {
        self.runner = runner
        self.directory = directory
    }

    /// Standard output of `git <arguments>`; a failure names the command and what git said.
    package func run(_ arguments: [String], input: [UInt8] = []) throws(TrackerError) -> [UInt8] {
        let command = arguments.prefix(2).joined(separator: " ")
        let result: ProcessResult
        do {
            result = try runner.run("git", arguments, in: directory, input: input)
        } catch {
            throw TrackerError.git(command: command, message: "cannot run git (\(error))")
        }
        guard result.status == 0 else {
            let message = result.standardError.split(separator: "\n").first.map(String.init) ?? "exit \(result.status)"
            throw TrackerError.git(command: command, message: message)
        }
        return result.standardOutput
    }

    /// `explicit` when given (it must exist), else `main`, else `master`, else the branch HEAD is on.
    package func mainBranch(_ explicit: String?) throws(TrackerError) -> String {
        if let explicit {
            guard exists(explicit) else {
                throw TrackerError.git(command: "rev-parse", message: "no branch or commit '\(explicit)'")
            }
            return explicit
        }
        for name in ["main", "master"] where exists("refs/heads/" + name) { return name }
        let head = String(decoding: try run(["symbolic-ref", "--short", "HEAD"]), as: UTF8.self)
            .trimmingSpacesAndNewlines()
        return head
    }

    /// Every commit reachable from `branch`, newest first, with full messages.
    package func commits(on branch: String) throws(TrackerError) -> [GitLogParser.Commit] {
        GitLogParser.commits(try run(["log", branch, "--format=" + GitLogParser.logFormat, "--"]))
    }

    /// Commits of `branch`'s first-parent line (the main line), newest first, without messages.
    package func mainLine(_ branch: String) throws(TrackerError) -> [GitLogParser.Commit] {
        GitLogParser.commits(try run(["log", "--first-parent", branch, "--format=%H%x1f%ct%x1f%x1e", "--"]))
    }

    /// Committer time of the oldest commit on `branch` that added a file under `path`, if any.
    package func firstAddition(under path: String, on branch: String) throws(TrackerError) -> Int64? {
        let output = try run(["log", branch, "--diff-filter=A", "--format=%ct", "--", path])
        return String(decoding: output, as: UTF8.self).split(separator: "\n").last.flatMap { Int64($0) }
    }

    /// Local and remote branches not merged into `main`.
    package func unmergedBranches(main: String) throws(TrackerError) -> [GitLogParser.Ref] {
        let all = GitLogParser.refs(
            try run(["for-each-ref", "--format=" + GitLogParser.refFormat, "refs/heads", "refs/remotes"]))
        let merged = GitLogParser.refNames(try run(["branch", "--all", "--merged", main, "--format=%(refname)"]))
        return all.filter { !merged.contains($0.name) }
    }

    /// The blobs of `commit`'s tree under the folder git runs in, with paths relative to that folder.
    package func tree(_ commit: String) throws(TrackerError) -> [GitObjectParser.TreeEntry] {
        GitObjectParser.tree(try run(["ls-tree", "-r", "-z", commit]))
    }

    /// The contents of `blobs` (shas), read through one `git cat-file --batch`.
    package func contents(of blobs: [String]) throws(TrackerError) -> [String: [UInt8]] {
        guard !blobs.isEmpty else { return [:] }
        let input = Array(blobs.joined(separator: "\n").utf8) + [0x0A]
        return GitObjectParser.batch(try run(["cat-file", "--batch"], input: input))
    }

    private func exists(_ revision: String) -> Bool {
        (try? run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"])) != nil
    }
}

extension String {
    func trimmingSpacesAndNewlines() -> String {
        var slice = Substring(self)
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        return String(slice)
    }
}

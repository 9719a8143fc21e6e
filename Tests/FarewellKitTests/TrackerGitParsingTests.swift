import Testing

@testable import FarewellKit

private let matcher = TaskIDMatcher(knownIDs: ["T-001", "T-012", "T-013", "T-120"])

@Test(arguments: [
    ("[T-012] Move login to async", ["T-012"]),
    ("Login [T-012, T-013] both", ["T-012", "T-013"]),
    ("[T-999] unknown id", []),
    ("T-012 without brackets", []),
    ("Shim removal\n\nBody text.\n\nFarewell-Task: T-001\nFarewell-Task: T-120", ["T-001", "T-120"]),
    ("[t-013] lower case\n\nfarewell-task: T-012, T-001", ["T-001", "T-012", "T-013"]),
    ("Merge pull request #42 from acme/farewell/T-012-login\n\nLogin", ["T-012"]),
    ("Merge branch 'farewell/T-013' into main", ["T-013"]),
    ("Merge pull request #43 from acme/feature-x\n\nMentions T-012", []),
])
func commitMessagesNameTasks(message: String, ids: [String]) {
    #expect(matcher.commitIDs(message: message) == ids)
}

@Test(arguments: [
    ("farewell/T-012-login", ["T-012"]),
    ("origin/farewell/t-013", ["T-013"]),
    ("feature/T-0120-x", []),
    ("XT-012", []),
    ("T-001+T-012", ["T-001", "T-012"]),
])
func branchNamesNameTasks(name: String, ids: [String]) {
    #expect(matcher.ids(in: name) == ids)
}

@Test func gitLogOutputIsParsed() {
    let output = Array(
        "aaaaaaaaaa\u{1F}1700000000\u{1F}[T-012] Subject\n\nBody\n\u{1E}\nbbbbbbbbbb\u{1F}1700086400\u{1F}Other\n\u{1E}\n"
            .utf8)
    let commits = GitLogParser.commits(output)
    #expect(
        commits == [
            GitLogParser.Commit(sha: "aaaaaaaaaa", time: 1_700_000_000, message: "[T-012] Subject\n\nBody"),
            GitLogParser.Commit(sha: "bbbbbbbbbb", time: 1_700_086_400, message: "Other"),
        ])
    #expect(commits[0].subject == "[T-012] Subject")
    #expect(commits[0].shortSHA == "aaaaaaa")
}

@Test func refsDropSymbolicHeads() {
    let output = Array(
        "refs/remotes/origin/HEAD\u{1F}1\nrefs/heads/main\u{1F}5\nrefs/remotes/origin/farewell/T-012\u{1F}7\n".utf8)
    let refs = GitLogParser.refs(output)
    #expect(refs.map(\.shortName) == ["main", "origin/farewell/T-012"])
    #expect(refs.map(\.time) == [5, 7])
}

@Test func lsTreeKeepsBlobsOnly() {
    let output = Array(
        ("100644 blob 1111111111111111111111111111111111111111\tSources/A B.swift\u{0}"
            + "160000 commit 2222222222222222222222222222222222222222\tVendor/Sub\u{0}"
            + "120000 blob 3333333333333333333333333333333333333333\tLink.swift\u{0}"
            + "100755 blob 4444444444444444444444444444444444444444\tscript.sh\u{0}").utf8)
    #expect(
        GitObjectParser.tree(output) == [
            GitObjectParser.TreeEntry(path: "Sources/A B.swift", blob: "1111111111111111111111111111111111111111"),
            GitObjectParser.TreeEntry(path: "script.sh", blob: "4444444444444444444444444444444444444444"),
        ])
}

@Test func catFileBatchSplitsObjectsBySize() {
    let output: [UInt8] = Array("aaa blob 5\nhel\nl\nbbb missing\nccc blob 0\n\nddd blob 2\nok\n".utf8)
    #expect(GitObjectParser.batch(output) == ["aaa": Array("hel\nl".utf8), "ccc": [], "ddd": Array("ok".utf8)])
    #expect(GitObjectParser.batch(Array("eee blob 99\nshort\n".utf8)) == [:])
}

@Test func gitTreeFileSystemServesTheCommitsFiles() throws {
    let fileSystem = GitTreeFileSystem(files: ["Sources/App/A.swift": Array("a".utf8), "README.md": Array("r".utf8)])
    #expect(try fileSystem.entries(of: "/").map(\.name) == ["README.md", "Sources"])
    #expect(try fileSystem.entries(of: "/Sources").map(\.kind) == [.directory])
    #expect(try fileSystem.contents(of: "/Sources/App/A.swift") == Array("a".utf8))
    #expect(fileSystem.kind(of: "/Sources/App") == .directory)
    #expect(fileSystem.kind(of: "/nope") == nil)
    #expect(throws: FileSystemError(path: "/x", reason: .notWritable)) { try fileSystem.write([], to: "/x") }
    let inventory = try RepositoryScanner(fileSystem: fileSystem).scan(root: "/")
    #expect(inventory.scannedFiles == 1)
}

@Test func gitTreeFoldersListEveryChildOnceWhateverTheOrder() throws {
    let paths = ["A/B/C/x.swift", "A/B/y.swift", "A/B/C/D/z.swift", "A/w.swift", "E/v.swift", "A/B/C/u.swift"]
    let fileSystem = GitTreeFileSystem(files: Dictionary(uniqueKeysWithValues: paths.map { ($0, Array($0.utf8)) }))
    let names = { (folder: String) throws -> [String] in try fileSystem.entries(of: folder).map(\.name) }
    #expect(try names("/") == ["A", "E"])
    #expect(try names("/A") == ["B", "w.swift"])
    #expect(try names("/A/B") == ["C", "y.swift"])
    #expect(try names("/A/B/C") == ["D", "u.swift", "x.swift"])
    #expect(try fileSystem.entries(of: "/A/B/C").map(\.kind) == [.directory, .file, .file])
    #expect(try names("/A/B/C/D") == ["z.swift"])
}

@Test func snapshotFilterSkipsHiddenExcludedAndNonSwiftFiles() {
    let filter = SnapshotFilter(configuration: Configuration(exclude: ["**/Generated/**"]))
    #expect(filter.wants("Sources/A.swift"))
    #expect(!filter.wants("README.md"))
    #expect(!filter.wants(".build/x/A.swift"))
    #expect(!filter.wants("Sources/Generated/G.swift"))
}

@Test func snapshotFilterJudgesEachFolderOnceWithTheSameAnswers() {
    let filter = SnapshotFilter(configuration: Configuration(exclude: ["**/Generated/**"]))
    let paths = [
        "Sources/A.swift", "Sources/B.swift", "Sources/Generated/G.swift", "Pods/RxSwift/R.swift", "Package.swift",
        "App/.hidden/H.swift", "App/Carthage/Checkouts/C.swift", "App/Podfile", "A.swift", "/App/A.swift",
        "App//B.swift", "App/notes.md",
    ]
    let kept = filter.filter(paths) { $0 }
    #expect(kept == paths.filter(filter.wants))
    #expect(kept == ["Sources/A.swift", "Sources/B.swift", "Package.swift", "App/Podfile", "A.swift", "/App/A.swift", "App//B.swift"])
}

@Test func pullRequestsDecodeFromGhJSON() throws {
    let json = """
        [{"number": 42, "title": "[T-012] Login", "state": "OPEN", "isDraft": false, "headRefName": "farewell/T-012",
          "url": "https://github.com/acme/app/pull/42", "createdAt": "2026-11-20T09:00:00Z", "mergedAt": null,
          "reviewDecision": "REVIEW_REQUIRED"}]
        """
    let requests = try PullRequest.list(Array(json.utf8), path: "prs.json")
    #expect(requests.map(\.number) == [42])
    #expect(throws: TrackerError.self) { try PullRequest.list(Array("{}".utf8), path: "prs.json") }
}

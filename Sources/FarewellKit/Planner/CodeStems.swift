/// The stems of the files of some code tasks, to find the tasks a tests-only task is named after
/// (`ChannelServiceTests` of `ChannelService`).
struct CodeStems {
    private let tasks: [(task: Int, stems: Set<String>)]
    private let all: Set<String>

    /// `tasks`: indices into `drafts`.
    init(_ tasks: [Int], of drafts: [TaskDraft]) {
        self.tasks = tasks.map { (task: $0, stems: Set(drafts[$0].files.map { FileNaming.stem($0.path) })) }
        all = self.tasks.reduce(into: Set<String>()) { $0.formUnion($1.stems) }
    }

    /// The tasks that hold the code files `tests` is named after, when each of its files is named after one of
    /// theirs; nil otherwise (a test double of no file, a suite of several).
    func tasks(testedBy tests: [TaskFile]) -> [Int]? {
        var tested: Set<String> = []
        for file in tests {
            guard let name = Self.testedName(file.path), all.contains(name) else { return nil }
            tested.insert(name)
        }
        guard !tested.isEmpty else { return nil }
        return tasks.filter { !$0.stems.isDisjoint(with: tested) }.map(\.task)
    }

    /// The stem of the code a test file at `path` tests: `SearchViewModel` of `SearchViewModelTests.swift`, and of
    /// `SearchViewModel+Tests.swift`, tests written as an extension file of their subject; nil for another file.
    static func testedName(_ path: String) -> String? {
        let whole = Path.stem(path)
        if let plus = whole.lastIndex(of: "+"),
            ["Tests", "Test", "Spec"].contains(String(whole[whole.index(after: plus)...])),
            plus > whole.startIndex
        {
            return String(whole[..<plus])
        }
        return FileNaming.testedStem(FileNaming.stem(path))
    }
}

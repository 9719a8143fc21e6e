extension Checker {
    /// The files held to another file's baseline entries: the tasks, the skill and rules.md tell agents to keep
    /// the old Rx path of `Name.swift` in `Name+Rx.swift` next to it, so while `Name.swift` is in the baseline,
    /// its `+Rx.swift` file is counted with it, against both files' entries. Code moved between the two is no
    /// regression; Rx added to either is. Once `Name.swift` leaves the baseline (`check --update` after it lost
    /// its last Rx), its `+Rx.swift` file is held to its own entries and Rx coming back to `Name.swift` is new.
    struct RxFilePairs {
        /// For each file of the inventory, the baselined file it counts with; nil for its own entries.
        private let homes: [String?]
        /// Baselined path -> the inventory indices of its `+Rx.swift` files, in inventory order.
        let rxFilesByHome: [String: [Int]]
        /// Baselined path -> its `+Rx.swift` file, when that is in the baseline too.
        private let baselinedRxFiles: [String: String]

        init(files: [FileInventory], baseline: [String: [String: Int]]) {
            let homes = files.map { file in
                FileNaming.home(ofRxFile: file.path).flatMap { baseline[$0] == nil ? nil : $0 }
            }
            var rxFilesByHome: [String: [Int]] = [:]
            for (index, home) in homes.enumerated() {
                if let home { rxFilesByHome[home, default: []].append(index) }
            }
            var baselinedRxFiles: [String: String] = [:]
            for path in baseline.keys {
                if let home = FileNaming.home(ofRxFile: path), baseline[home] != nil { baselinedRxFiles[home] = path }
            }
            self.homes = homes
            self.rxFilesByHome = rxFilesByHome
            self.baselinedRxFiles = baselinedRxFiles
        }

        /// The baselined file the inventory's file at `index` counts with, if it is such a `+Rx.swift` file.
        func home(of index: Int) -> String? { homes[index] }

        /// The inventory indices of the `+Rx.swift` files counted with the baselined file at `path`.
        func rxFiles(of path: String) -> [Int] { rxFilesByHome[path] ?? [] }

        /// Whether a baselined path is a `+Rx.swift` file whose entries count with its baselined `Name.swift`.
        func countsWithItsHome(_ path: String) -> Bool {
            FileNaming.home(ofRxFile: path).map { baselinedRxFiles[$0] == path } ?? false
        }

        /// The baselined files whose entries the file at `path` (a baselined path) is held to.
        func baselinePaths(_ path: String) -> [String] { [path] + (baselinedRxFiles[path].map { [$0] } ?? []) }
    }

    /// What one `check` compares: the inventory's files, their counts per construct, the baseline, the pairs.
    struct Comparison {
        let files: [FileInventory]
        /// Per file of the inventory: construct -> occurrences.
        let now: [[String: Int]]
        let expectation: Expectation
        let pairs: RxFilePairs
        /// The paths whose Rx the plan asks for (`Checker.planned`): no regression, and no allowance for the file
        /// they pair with, which is held to its own entries. What went away still counts them, so code moved into
        /// them is not counted as removed.
        let planned: Set<String>

        /// The files at `indices` that are held to the baseline: all but the planned ones.
        func held(_ indices: [Int]) -> [Int] {
            planned.isEmpty ? indices : indices.filter { !planned.contains(files[$0].path) }
        }

        /// Construct -> occurrences, over the inventory's files at `indices`.
        func counts(_ indices: [Int]) -> [String: Int] { Self.summed(indices.map { now[$0] }) }

        /// Construct -> occurrences the baseline allows the baselined file at `path`, its `+Rx.swift` file included
        /// (unless `heldOnly` and the plan asks for that file's Rx).
        func expected(_ path: String, heldOnly: Bool = false) -> [String: Int] {
            let paths = heldOnly ? heldBaselinePaths(path) : baselinePaths(path)
            return Self.summed(paths.map { expectation.perFile[$0] ?? [:] })
        }

        /// Construct -> the sum of the counts of `tables`; the one table itself when there is one.
        private static func summed(_ tables: [[String: Int]]) -> [String: Int] {
            guard tables.count != 1 else { return tables[0] }
            var counts: [String: Int] = [:]
            for table in tables {
                for (construct, count) in table { counts[construct, default: 0] += count }
            }
            return counts
        }

        func baselinePaths(_ path: String) -> [String] { pairs.baselinePaths(path) }

        /// The baselined files whose entries the held files of `path` are held to: `baselinePaths` but the planned.
        func heldBaselinePaths(_ path: String) -> [String] {
            let paths = baselinePaths(path)
            return planned.isEmpty ? paths : paths.filter { !planned.contains($0) }
        }
    }

    /// An occurrence with its file, ranked among the files held to one baseline path (that file first).
    struct Located {
        var rank: Int
        var path: String
        var occurrence: Occurrence

        static func precedes(_ lhs: Located, _ rhs: Located) -> Bool {
            (lhs.rank, lhs.occurrence.line, lhs.occurrence.column) < (
                rhs.rank, rhs.occurrence.line, rhs.occurrence.column
            )
        }
    }
}

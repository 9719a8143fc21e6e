extension Checker {
    /// The baseline as `check` compares the code with it: counts per file and construct, and each file's
    /// entries per declaration. Read straight from the baseline's text, it spares building the baseline.
    package struct Expectation: Sendable {
        /// One baseline entry of a file.
        package struct Entry: Sendable, Equatable {
            package var construct: String
            package var declaration: String
            package var count: Int
        }

        /// Path -> construct -> occurrences, summed over declarations; only positive counts.
        package private(set) var perFile: [String: [String: Int]] = [:]
        /// Path -> its entries with a positive count.
        package private(set) var entries: [String: [Entry]] = [:]
        package private(set) var total = 0
        /// The catalog that counted the baseline (`Baseline.catalog(of:)`); nil when it says none.
        package private(set) var catalog: String?

        package init(_ baseline: Baseline) {
            catalog = Catalog.fingerprint
            for (key, count) in baseline.counts.sorted(by: { $0.key < $1.key }) {
                add(key.path, [Entry(construct: key.construct, declaration: key.declaration, count: count)])
            }
        }

        /// Reads the text of a baseline file as `Baseline.parse(_:path:)` does, with the same errors.
        package init(parsing text: String, path: String) throws(FarewellError) {
            catalog = Baseline.catalog(of: text)
            var file: (path: String, entries: [Entry])?
            try Baseline.forEachLine(text, path: path) { line in
                guard line.count > 0 else { return }
                let entry = Entry(construct: line.construct, declaration: line.declaration, count: line.count)
                // Consecutive lines share their path (the same string): gathered, then added once.
                if file?.path == line.path {
                    file?.entries.append(entry)
                    return
                }
                if let file { add(file.path, file.entries) }
                file = (line.path, [entry])
            }
            if let file { add(file.path, file.entries) }
        }

        private mutating func add(_ path: String, _ fileEntries: [Entry]) {
            var sums = perFile[path] ?? [:]
            for entry in fileEntries {
                sums[entry.construct, default: 0] += entry.count
                total += entry.count
            }
            perFile[path] = sums
            entries[path, default: []] += fileEntries
        }

        /// The baseline's count for one file, construct and declaration (`-` for file scope).
        package func count(_ path: String, _ construct: String, _ declaration: String) -> Int {
            (entries[path] ?? []).reduce(0) { sum, entry in
                entry.construct == construct && entry.declaration == declaration ? sum + entry.count : sum
            }
        }
    }
}

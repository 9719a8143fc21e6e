/// The ratchet `check` holds the code to: Rx occurrences counted per file, construct and declaration.
///
/// One tab-separated line per entry, sorted, so two branches merge with few conflicts and a reviewer
/// can read the diff: `path<TAB>construct<TAB>declaration<TAB>count` (`-` for file scope).
package struct Baseline: Sendable, Equatable {
    package struct Key: Sendable, Hashable, Comparable {
        package var path: String
        package var construct: String
        package var declaration: String

        package init(path: String, construct: String, declaration: String) {
            self.path = path
            self.construct = construct
            self.declaration = declaration
        }

        package static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.path, lhs.construct, lhs.declaration) < (rhs.path, rhs.construct, rhs.declaration)
        }
    }

    package static let fileName = "farewell-baseline.tsv"
    static let header = "# farewell baseline: Rx occurrences per file, construct and declaration."
        + " Update with `farewell check --update`."

    package var counts: [Key: Int]

    package init(counts: [Key: Int] = [:]) { self.counts = counts.filter { $0.value > 0 } }

    /// The baseline of `inventory` as it is now.
    package init(_ inventory: Inventory) {
        var counts: [Key: Int] = [:]
        for file in inventory.files {
            for occurrence in file.occurrences {
                counts[Self.key(file.path, occurrence), default: 0] += 1
            }
        }
        self.init(counts: counts)
    }

    static func key(_ path: String, _ occurrence: Occurrence) -> Key {
        Key(path: path, construct: occurrence.construct, declaration: occurrence.enclosing ?? "-")
    }

    package var total: Int { counts.values.reduce(0, +) }

    /// Occurrences per (path, construct), summed over declarations.
    package var fileConstructCounts: [String: [String: Int]] {
        var result: [String: [String: Int]] = [:]
        for (key, count) in counts { result[key.path, default: [:]][key.construct, default: 0] += count }
        return result
    }

    package func render() -> String {
        var lines = [Self.header]
        for key in counts.keys.sorted() {
            lines.append("\(key.path)\t\(key.construct)\t\(key.declaration)\t\(counts[key] ?? 0)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

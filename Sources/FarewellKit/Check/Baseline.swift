/// The ratchet `check` holds the code to: Rx occurrences counted per file, construct and declaration.
///
/// One tab-separated line per entry, sorted, so two branches merge with few conflicts and a reviewer
/// can read the diff: `path<TAB>construct<TAB>declaration<TAB>count` (`-` for file scope). A tab, line
/// break or backslash in a field is written `\t`, `\n`, `\r`, `\\`, and a path's leading `#` as `\#`,
/// so no file name reads as a comment or breaks its line.
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
    /// The second comment line: the catalog that counted (`Catalog.fingerprint`).
    static let catalogPrefix = "# catalog "

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

    /// The catalog fingerprint a baseline's text records in its first lines (`# catalog 1a2b…`), nil when it
    /// records none (a baseline written before farewell recorded it).
    package static func catalog(of text: String) -> String? {
        for line in text.split(maxSplits: 3, omittingEmptySubsequences: false, whereSeparator: \.isNewline).prefix(3)
        where line.hasPrefix(catalogPrefix) {
            return String(line.dropFirst(catalogPrefix.count)).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return nil
    }

    /// Occurrences per (path, construct), summed over declarations.
    package var fileConstructCounts: [String: [String: Int]] {
        var result: [String: [String: Int]] = [:]
        for (key, count) in counts { result[key.path, default: [:]][key.construct, default: 0] += count }
        return result
    }

    package func render() -> String {
        var lines = [Self.header, Self.catalogPrefix + Catalog.fingerprint]
        for key in counts.keys.sorted() {
            let path = Self.escaped(key.path)
            lines.append(
                "\(path.hasPrefix("#") ? "\\" + path : path)\t\(Self.escaped(key.construct))"
                    + "\t\(Self.escaped(key.declaration))\t\(counts[key] ?? 0)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `field` with its tabs, line breaks and backslashes escaped; the same text when it has none.
    static func escaped(_ field: String) -> String {
        let special: (UInt8) -> Bool = {
            $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\\")
        }
        guard field.utf8.contains(where: special) else { return field }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(field.utf8.count + 4)
        for byte in field.utf8 {
            switch byte {
            case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

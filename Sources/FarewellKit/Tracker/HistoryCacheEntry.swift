import Foundation

/// What `status --history` remembers about one commit (`.farewell/cache/<sha>.json`).
package struct HistoryCacheEntry: Sendable, Codable, Equatable {
    /// Bumped when the meaning of the count changes.
    package static let currentVersion = 1

    package var version: Int
    package var commit: String
    /// Identifies the scan settings the count was made with; a different one means scan again.
    package var fingerprint: String
    package var occurrences: Int
    /// Swift files scanned at the commit.
    package var scannedFiles: Int

    package init(commit: String, fingerprint: String, occurrences: Int, scannedFiles: Int) {
        self.version = HistoryCacheEntry.currentVersion
        self.commit = commit
        self.fingerprint = fingerprint
        self.occurrences = occurrences
        self.scannedFiles = scannedFiles
    }

    /// The scan settings that change counts: the configuration and the catalog's constructs.
    package static func fingerprint(configuration: Configuration, catalog: Catalog) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let settings = (try? encoder.encode(configuration)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let constructs = catalog.constructs.map(\.id).sorted().joined(separator: ",")
        return "v\(currentVersion) \(settings) [\(constructs)]"
    }

    package func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return ((try? encoder.encode(self)).map(Array.init) ?? []) + [0x0A]
    }

    /// The entry in `bytes` when it was made with `fingerprint`; nil when unreadable or stale.
    package static func decode(_ bytes: [UInt8], fingerprint: String) -> HistoryCacheEntry? {
        guard let entry = try? JSONDecoder().decode(HistoryCacheEntry.self, from: Data(bytes)),
            entry.version == currentVersion, entry.fingerprint == fingerprint
        else { return nil }
        return entry
    }
}

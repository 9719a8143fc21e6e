/// Reads `git ls-tree -r -z` and `git cat-file --batch` output.
package enum GitObjectParser {
    /// A file in a commit's tree.
    package struct TreeEntry: Sendable, Hashable {
        package var path: String
        package var blob: String

        package init(path: String, blob: String) {
            self.path = path
            self.blob = blob
        }
    }

    /// Blob entries of `git ls-tree -r -z` output (`<mode> blob <sha>\t<path>\0`), in the order printed.
    /// Submodules (commits) and symbolic links (mode 120000) are left out.
    package static func tree(_ output: [UInt8]) -> [TreeEntry] {
        output.split(separator: 0).compactMap { record in
            guard let tab = record.firstIndex(of: 0x09) else { return nil }
            let header = record[record.startIndex..<tab].split(separator: 0x20)
            guard header.count == 3, String(decoding: header[1], as: UTF8.self) == "blob",
                String(decoding: header[0], as: UTF8.self) != "120000"
            else { return nil }
            return TreeEntry(
                path: String(decoding: record[record.index(after: tab)...], as: UTF8.self),
                blob: String(decoding: header[2], as: UTF8.self))
        }
    }

    /// Object contents by sha from `git cat-file --batch` output: `<sha> <type> <size>\n<bytes>\n`, repeated;
    /// `<name> missing\n` records are skipped. Stops at the first malformed record.
    package static func batch(_ output: [UInt8]) -> [String: [UInt8]] {
        var objects: [String: [UInt8]] = [:]
        var position = 0
        while position < output.count {
            guard let newline = output[position...].firstIndex(of: 0x0A) else { break }
            let header = output[position..<newline].split(separator: 0x20)
            position = newline + 1
            if header.count == 2 { continue }
            guard header.count == 3, let size = Int(String(decoding: header[2], as: UTF8.self)),
                size >= 0, position + size <= output.count
            else { break }
            objects[String(decoding: header[0], as: UTF8.self)] = Array(output[position..<(position + size)])
            position += size + 1
        }
        return objects
    }
}

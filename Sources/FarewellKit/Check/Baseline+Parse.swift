extension Baseline {
    /// One entry line of a baseline file, its fields decoded.
    struct Line {
        var path: String
        var construct: String
        var declaration: String
        var count: Int
    }

    /// Reads a baseline; a malformed line is an error naming the file and line. Lines may end in `\r\n`.
    package static func parse(_ text: String, path: String) throws(FarewellError) -> Baseline {
        var counts: [Key: Int] = [:]
        counts.reserveCapacity(text.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 })
        try forEachLine(text, path: path) { line in
            counts[Key(path: line.path, construct: line.construct, declaration: line.declaration), default: 0] += line.count
        }
        // Assigned rather than passed to `init(counts:)`, whose filter would copy every entry.
        var baseline = Baseline()
        baseline.counts = counts.values.contains(0) ? counts.filter { $0.value > 0 } : counts
        return baseline
    }

    /// Calls `body` with each entry line of `text` (the file at `path`, for messages), on the bytes: a
    /// baseline has a line per file, construct and declaration, and can be long.
    static func forEachLine(_ text: String, path: String, _ body: (Line) -> Void) throws(FarewellError) {
        var text = text
        let failure = text.withUTF8 { bytes in forEachLine(bytes, path: path, body) }
        if let failure { throw failure }
    }

    private static func forEachLine(_ bytes: UnsafeBufferPointer<UInt8>, path: String, _ body: (Line) -> Void)
        -> FarewellError?
    {
        var lastPath: (bytes: Slice<UnsafeBufferPointer<UInt8>>, string: String)?
        var start = 0
        var number = 0
        while start < bytes.count {
            number += 1
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            let next = end + 1
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            defer { start = next }
            let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if line.isEmpty || isComment(line) { continue }
            let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 4, omittingEmptySubsequences: false)
            guard fields.count == 4, let count = integer(fields[3]), count >= 0, !fields[0].isEmpty else {
                return FarewellError.badInput(
                    path: "\(path):\(number)", problem: "expected 'path<TAB>construct<TAB>declaration<TAB>count'")
            }
            // The lines are sorted, so a path repeats on consecutive lines: decode it once.
            let filePath: String
            if let last = lastPath, last.bytes.elementsEqual(fields[0]) {
                filePath = last.string
            } else {
                filePath = String(decoding: fields[0], as: UTF8.self)
                lastPath = (fields[0], filePath)
            }
            body(
                Line(
                    path: filePath, construct: String(decoding: fields[1], as: UTF8.self),
                    declaration: String(decoding: fields[2], as: UTF8.self), count: count))
        }
        return nil
    }

    /// A `#` line; `#` followed by a combining mark is one character, not a `#`, as when read as text.
    private static func isComment(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard line[0] == UInt8(ascii: "#") else { return false }
        guard line.count > 1, line[1] >= 0x80 else { return true }
        return String(decoding: line, as: UTF8.self).hasPrefix("#")
    }

    /// A count: plain ASCII digits read directly, anything else as `Int(_:)` reads it.
    private static func integer(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard !field.isEmpty, field.count <= 18, field.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return Int(String(decoding: field, as: UTF8.self)) }
        return field.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
}

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
            counts[Key(path: line.path, construct: line.construct, declaration: line.declaration), default: 0] +=
                line.count
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
        var lastPath: (bytes: Range<Int>, string: String)?
        var start = 0
        var number = 0
        while start < bytes.count {
            number += 1
            let (end, next, tabs, tabCount) = scanLine(bytes, from: start)
            defer { start = next }
            if end == start || isComment(UnsafeBufferPointer(rebasing: bytes[start..<end])) { continue }
            guard tabCount == 3, tabs.0 > start, let count = integer(bytes[tabs.2 + 1..<end]), count >= 0 else {
                return FarewellError.badInput(
                    path: "\(path):\(number)", problem: "expected 'path<TAB>construct<TAB>declaration<TAB>count'")
            }
            // The lines are sorted, so a path repeats on consecutive lines: decode it once.
            let filePath: String
            if let last = lastPath, same(bytes, last.bytes, start..<tabs.0) {
                filePath = last.string
            } else {
                filePath = field(bytes[start..<tabs.0])
                lastPath = (start..<tabs.0, filePath)
            }
            body(
                Line(
                    path: filePath, construct: field(bytes[tabs.0 + 1..<tabs.1]),
                    declaration: field(bytes[tabs.1 + 1..<tabs.2]), count: count))
        }
        return nil
    }

    /// A field's text, its escapes (`\t`, `\n`, `\r`, `\\`, `\#`, see `escaped(_:)`) decoded; any other
    /// backslash is kept as written.
    private static func field(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            index += 1
            guard byte == UInt8(ascii: "\\"), index < bytes.endIndex else {
                decoded.append(byte)
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "t"): decoded.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "n"): decoded.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "r"): decoded.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "\\"), UInt8(ascii: "#"): decoded.append(bytes[index])
            default:
                decoded.append(byte)
                continue
            }
            index += 1
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// One pass over the line at `start`: where it ends (before `\r\n` or `\n`), where the next one
    /// starts, its first three tabs and how many tabs it has.
    private static func scanLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int)
        -> (end: Int, next: Int, tabs: (Int, Int, Int), tabCount: Int)
    {
        var tabs = (0, 0, 0)
        var tabCount = 0
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") {
            if bytes[end] == UInt8(ascii: "\t") {
                switch tabCount {
                case 0: tabs.0 = end
                case 1: tabs.1 = end
                case 2: tabs.2 = end
                default: break
                }
                tabCount += 1
            }
            end += 1
        }
        let next = end + 1
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return (end, next, tabs, tabCount)
    }

    /// Whether two ranges of `bytes` hold the same bytes, compared from the end: paths differ there.
    private static func same(_ bytes: UnsafeBufferPointer<UInt8>, _ left: Range<Int>, _ right: Range<Int>) -> Bool {
        guard left.count == right.count else { return false }
        var offset = left.count
        while offset > 0 {
            offset -= 1
            if bytes[left.lowerBound + offset] != bytes[right.lowerBound + offset] { return false }
        }
        return true
    }

    /// A `#` line; `#` followed by a combining mark is one character, not a `#`, as when read as text.
    private static func isComment(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard line[0] == UInt8(ascii: "#") else { return false }
        guard line.count > 1, line[1] >= 0x80 else { return true }
        return String(decoding: line, as: UTF8.self).hasPrefix("#")
    }

    /// A count: plain ASCII digits read directly, anything else as `Int(_:)` reads it.
    private static func integer(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard !field.isEmpty, field.count <= 18,
            field.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return Int(String(decoding: field, as: UTF8.self)) }
        return field.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
}

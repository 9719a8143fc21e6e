/// Substring search on UTF-8 bytes, for long generated texts searched many times (a task's recipes): Foundation's
/// `contains` and `replacingOccurrences(of:with:)` go through `NSString` on Linux, decoding to UTF-16 on every call.
/// Byte equality of UTF-8 is string equality for the ASCII words searched here.
enum UTF8Search {
    /// Whether `needle` occurs in `haystack`.
    static func contains(_ haystack: [UInt8], _ needle: some StringProtocol) -> Bool {
        firstIndex(of: Array(needle.utf8), in: haystack, from: 0) != nil
    }

    /// `haystack` without the occurrences of `needle`, found left to right without overlapping.
    static func removing(_ needle: some StringProtocol, from haystack: [UInt8]) -> [UInt8] {
        let pattern = Array(needle.utf8)
        guard var found = firstIndex(of: pattern, in: haystack, from: 0) else { return haystack }
        var result: [UInt8] = []
        result.reserveCapacity(haystack.count)
        var start = 0
        while true {
            result += haystack[start..<found]
            start = found + pattern.count
            guard let next = firstIndex(of: pattern, in: haystack, from: start) else { break }
            found = next
        }
        result += haystack[start...]
        return result
    }

    /// Whether `lhs` and `rhs` hold the same UTF-8 bytes (not only canonically equivalent characters), compared in
    /// place.
    static func sameBytes(_ lhs: Substring, _ rhs: Substring) -> Bool {
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        let compared = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in left.elementsEqual(right) }
        }
        return compared.flatMap { $0 } ?? lhs.utf8.elementsEqual(rhs.utf8)
    }

    /// The first offset at or after `start` where `pattern` begins in `haystack`; the empty pattern is at `start`.
    static func firstIndex(of pattern: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first else { return start <= haystack.count ? start : nil }
        guard haystack.count >= pattern.count else { return nil }
        let last = haystack.count - pattern.count
        var index = start
        while index <= last {
            if haystack[index] == first, haystack[index..<(index + pattern.count)].elementsEqual(pattern) {
                return index
            }
            index += 1
        }
        return nil
    }
}

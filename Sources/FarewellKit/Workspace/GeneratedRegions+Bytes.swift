extension GeneratedRegions {
    /// `textRanges(_:)` on the UTF-8 bytes of a file: the offsets of the runs outside its regions. Only
    /// lines that start with `<!--` are decoded, to be read as markers; the regions are never decoded.
    package static func textRanges(bytes: ArraySlice<UInt8>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var plainStart = bytes.startIndex
        for region in regions(bytes) {
            if plainStart < region.begin.lowerBound { ranges.append(plainStart..<region.begin.lowerBound) }
            plainStart = region.end.upperBound
        }
        if plainStart < bytes.endIndex { ranges.append(plainStart..<bytes.endIndex) }
        return ranges
    }

    /// Whether every region of a file, on its UTF-8 bytes, still matches the hash farewell recorded: none was
    /// edited by hand. Only the regions' bytes are hashed; nothing is decoded but the marker lines.
    package static func areIntact(bytes: ArraySlice<UInt8>) -> Bool {
        regions(bytes).allSatisfy { $0.hash == FNV1a.hash(bytes[$0.begin.upperBound..<$0.end.lowerBound]) }
    }

    /// A region's begin and end marker lines (with their line breaks, as offsets) and the hash it records.
    private typealias RegionLines = (begin: Range<Int>, end: Range<Int>, hash: String?)

    /// Each region of the file, in order; a begin marker without its end marker is plain text.
    private static func regions(_ bytes: ArraySlice<UInt8>) -> [RegionLines] {
        // Only lines that may be markers can begin or end a region: the others are skipped over.
        let lines = markerLines(bytes)
        let text = { (line: Range<Int>) in Substring(String(decoding: bytes[line], as: UTF8.self)) }
        var regions: [RegionLines] = []
        var index = 0
        while index < lines.count {
            guard let (name, hash) = beginMarker(text(lines[index])),
                let end = lines[(index + 1)...].firstIndex(where: { endMarker(text($0)) == name })
            else {
                index += 1
                continue
            }
            regions.append((lines[index], lines[end], hash))
            index = end + 1
        }
        return regions
    }

    /// The lines (with their line breaks, as offsets) that start with `<!--` after spaces and tabs: the
    /// cheap test of the marker readers.
    private static func markerLines(_ bytes: ArraySlice<UInt8>) -> [Range<Int>] {
        let marker = Array("<!--".utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var lines: [Range<Int>] = []
            var start = 0
            while start < buffer.count {
                var first = start
                while first < buffer.count, buffer[first] == UInt8(ascii: " ") || buffer[first] == UInt8(ascii: "\t") {
                    first += 1
                }
                var end = first
                while end < buffer.count, buffer[end] != UInt8(ascii: "\n") { end += 1 }
                let next = end < buffer.count ? end + 1 : end
                if end - first >= 4, buffer[first..<first + 4].elementsEqual(marker) {
                    lines.append(bytes.startIndex + start..<bytes.startIndex + next)
                }
                start = next
            }
            return lines
        }
    }
}

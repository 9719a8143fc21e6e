extension GeneratedRegions {
    /// `textRanges(_:)` on the UTF-8 bytes of a file: the offsets of the runs outside its regions. Only
    /// lines that start with `<!--` are decoded, to be read as markers; the regions are never decoded.
    package static func textRanges(bytes: ArraySlice<UInt8>) -> [Range<Int>] {
        // Only lines that may be markers can begin or end a region: the others are skipped over.
        let lines = markerLines(bytes)
        let text = { (line: Range<Int>) in Substring(String(decoding: bytes[line], as: UTF8.self)) }
        var ranges: [Range<Int>] = []
        var plainStart = bytes.startIndex
        var index = 0
        while index < lines.count {
            guard let (name, _) = beginMarker(text(lines[index])),
                let end = lines[(index + 1)...].firstIndex(where: { endMarker(text($0)) == name })
            else {
                index += 1
                continue
            }
            if plainStart < lines[index].lowerBound { ranges.append(plainStart..<lines[index].lowerBound) }
            plainStart = lines[end].upperBound
            index = end + 1
        }
        if plainStart < bytes.endIndex { ranges.append(plainStart..<bytes.endIndex) }
        return ranges
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
